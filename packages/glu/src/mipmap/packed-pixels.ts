// libGLU's conversions of packed pixels: each field to a float in [0, 1] (field / (2^bits − 1)), and back
// with rounding (float · (2^bits − 1) + 0.5, truncated), in single precision as libGLU computes them.
import { fieldMaxima, packFields, unpackFields } from './client-image.js';

const f = Math.fround;

/** The components of a packed pixel as floats in [0, 1]. */
export function extractPacked(type: number, raw: number): number[] {
  const maxima = fieldMaxima(type);
  return unpackFields(type, raw).map((field, k) => f(field / maxima[k]));
}

/** A packed pixel from float components in [0, 1]. */
export function shovePacked(type: number, components: ArrayLike<number>): number {
  const maxima = fieldMaxima(type);
  return packFields(
    type,
    maxima.map((max, k) => Math.trunc(f(components[k] * max) + 0.5)),
  );
}
