// Where each vertex attribute sits in an immediate-mode vertex and in the current-values array: position
// (4 floats), normal (3), primary colour (4), secondary colour (4), fog coordinate (1), edge flag (1),
// then 4 floats per texture unit. Immediate vertices store units 0..n-1 for the n units in use.
import { PipeFormat } from '@gallium-ts/gallium-api';
import { Attrib } from '../draw/program-source.js';

/** Floats before the first texture coordinate. */
export const FIXED_FLOATS = 17;
/** The most texture units the fixed-function programs address. */
export const MAX_FFP_UNITS = 8;
/** Floats of the current-values array. */
export const CURRENT_FLOATS = FIXED_FLOATS + 4 * MAX_FFP_UNITS;

/** Float offset of attribute `a` (an Attrib value). */
export function attribOffset(a: number): number {
  return a >= Attrib.TEXCOORD0 ? FIXED_FLOATS + 4 * (a - Attrib.TEXCOORD0) : ATTRIB_OFFSETS[a]!;
}

/** Number of floats attribute `a` has. */
export function attribSize(a: number): number {
  return a >= Attrib.TEXCOORD0 ? 4 : ATTRIB_SIZES[a]!;
}

/** The float vertex format of attribute `a`. */
export function attribFloatFormat(a: number): PipeFormat {
  return FLOAT_FORMATS[attribSize(a) - 1]!;
}

/** Floats per immediate vertex storing `units` texture units. */
export function vertexFloats(units: number): number {
  return FIXED_FLOATS + 4 * units;
}

const ATTRIB_OFFSETS = [0, 4, 7, 11, 15, 16];
const ATTRIB_SIZES = [4, 3, 4, 4, 1, 1];
export const FLOAT_FORMATS = [
  PipeFormat.R32_FLOAT,
  PipeFormat.R32G32_FLOAT,
  PipeFormat.R32G32B32_FLOAT,
  PipeFormat.R32G32B32A32_FLOAT,
] as const;

/** The current values of a new context: normal (0,0,1), colour (1,1,1,1), secondary (0,0,0,1), edge flag TRUE, texcoords (0,0,0,1). */
export function defaultCurrentValues(): Float32Array {
  const v = new Float32Array(CURRENT_FLOATS);
  v.set([0, 0, 0, 1], 0);
  v.set([0, 0, 1], 4);
  v.set([1, 1, 1, 1], 7);
  v.set([0, 0, 0, 1], 11);
  v[15] = 0;
  v[16] = 1;
  for (let u = 0; u < MAX_FFP_UNITS; u++) v[FIXED_FLOATS + 4 * u + 3] = 1;
  return v;
}
