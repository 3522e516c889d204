// The one pack/unpack loop every colour entry point uses: decode each block into channel values, route
// them through the swizzle, and convert to the caller's representation (float, unorm8, uint, sint) —
// or the reverse for packing.

import type { BlockCodec } from './block-codec.js';
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

/** Channel value → caller's representation (NaN goes to 0 everywhere but FLOAT). */
const FROM_VALUE: readonly Convert[] = [
  (v) => v,
  (v) => Math.round(clampOrZero(v, 0, 1) * 255),
  (v) => clampOrZero(v, 0, UINT_MAX),
  (v) => clampOrZero(v, INT_MIN, INT_MAX),
];

/** Caller's representation → channel value, before the channel's own clamping and rounding. */
const TO_VALUE: readonly Convert[] = [
  (v) => v,
  (v) => v / 255,
  (v) => clampOrZero(v, 0, UINT_MAX),
  (v) => clampOrZero(v, INT_MIN, INT_MAX),
];

/** Channel values of the block being converted; slots 4 and 5 are the swizzle's ZERO and ONE. */
const VALUES = new Float64Array([0, 0, 0, 0, 0, 1]);

/** Unpacks `count` blocks from `src[srcOffset..]` into RGBA quadruples at `out[outOffset..]`. */
export function unpackRows(
  codec: BlockCodec,
  representation: Representation,
  src: Uint8Array,
  srcOffset: number,
  out: { [i: number]: number },
  outOffset: number,
  count: number,
): void {
  const { blockSize, swizzle } = codec.description;
  const [r, g, b, a] = swizzle;
  const convert = FROM_VALUE[representation]!;
  const values = VALUES;
  for (let i = 0; i < count; i++) {
    codec.decode(src, srcOffset + i * blockSize, values);
    const o = outOffset + 4 * i;
    out[o] = convert(values[r]!);
    out[o + 1] = convert(values[g]!);
    out[o + 2] = convert(values[b]!);
    out[o + 3] = convert(values[a]!);
  }
}

/** Packs `count` RGBA quadruples from `rgba[rgbaOffset..]` into blocks at `dst[dstOffset..]`. */
export function packRows(
  codec: BlockCodec,
  representation: Representation,
  rgba: ArrayLike<number>,
  rgbaOffset: number,
  dst: Uint8Array,
  dstOffset: number,
  count: number,
): void {
  const { blockSize, numChannels } = codec.description;
  const sources = codec.rgbaSource;
  const convert = TO_VALUE[representation]!;
  const values = VALUES;
  for (let i = 0; i < count; i++) {
    const o = rgbaOffset + 4 * i;
    for (let c = 0; c < numChannels; c++) {
      const source = sources[c]!;
      values[c] = source < 0 ? 0 : convert(rgba[o + source]!);
    }
    codec.encode(values, dst, dstOffset + i * blockSize);
  }
}
