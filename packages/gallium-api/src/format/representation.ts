// The caller-side representations of a colour component (float, unorm8, uint, sint) and the conversions
// between them and a channel's value. Shared by the general row loop and the whole-byte fast path.

import { clampOrZero } from './float-math.js';

/** The caller-side representation of a colour component. */
export const Representation = {
  /** Numbers as the format defines them (normalized, integer value or float). */
  FLOAT: 0,
  /** 0..255: the float value clamped to [0, 1], times 255, rounded to nearest. */
  UNORM8: 1,
  /** Unsigned 32-bit integers (values clamped into range). */
  UINT: 2,
  /** Signed 32-bit integers (values clamped into range). */
  SINT: 3,
} as const;
export type Representation = (typeof Representation)[keyof typeof Representation];

type Convert = (value: number) => number;

const UINT_MAX = 4294967295;
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/** Channel value → caller's representation, by `Representation` (NaN goes to 0 everywhere but FLOAT). */
export const FROM_VALUE: readonly Convert[] = [
  (v) => v,
  (v) => Math.round(clampOrZero(v, 0, 1) * 255),
  (v) => clampOrZero(v, 0, UINT_MAX),
  (v) => clampOrZero(v, INT_MIN, INT_MAX),
];

/** Caller's representation → channel value, before the channel's own clamping and rounding. */
export const TO_VALUE: readonly Convert[] = [
  (v) => v,
  (v) => v / 255,
  (v) => clampOrZero(v, 0, UINT_MAX),
  (v) => clampOrZero(v, INT_MIN, INT_MAX),
];
