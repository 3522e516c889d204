// R9G9B9E5_FLOAT: three 9-bit mantissas sharing a 5-bit exponent (bias 15), R in the low bits. Encoding
// follows the algorithm of EXT_texture_shared_exponent (GL 4.6 section 8.5.2) step by step.

import { floorLog2, pow2 } from './float-math.js';

const MANTISSA_BITS = 9;
const BIAS = 15;
const EXPONENT_MAX = 31;
/** sharedexp_max = (2^N - 1) / 2^N * 2^(Emax - B). */
const MANTISSA_LIMIT = 2 ** MANTISSA_BITS;
const SHARED_EXPONENT_MAX = ((MANTISSA_LIMIT - 1) / MANTISSA_LIMIT) * 2 ** (EXPONENT_MAX - BIAS);

function clampComponent(c: number): number {
  return c > 0 ? Math.min(c, SHARED_EXPONENT_MAX) : 0; // also NaN -> 0
}

/** Packs (r, g, b) into the 32-bit word of R9G9B9E5_FLOAT (negatives and NaN as 0, too large as the maximum). */
export function encodeRgb9e5(r: number, g: number, b: number): number {
  const rc = clampComponent(r);
  const gc = clampComponent(g);
  const bc = clampComponent(b);
  const maxc = Math.max(rc, gc, bc);
  const preliminary = Math.max(-BIAS - 1, maxc > 0 ? floorLog2(maxc) : -BIAS - 1) + 1 + BIAS;
  const maxs = Math.floor(maxc / pow2(preliminary - BIAS - MANTISSA_BITS) + 0.5);
  const exponent = maxs === MANTISSA_LIMIT ? preliminary + 1 : preliminary;
  const scale = pow2(exponent - BIAS - MANTISSA_BITS);
  const rs = Math.floor(rc / scale + 0.5);
  const gs = Math.floor(gc / scale + 0.5);
  const bs = Math.floor(bc / scale + 0.5);
  return (rs | (gs << 9) | (bs << 18) | (exponent << 27)) >>> 0;
}

/** Unpacks an R9G9B9E5_FLOAT word into `out[offset..offset+3)` as (r, g, b). */
export function decodeRgb9e5(word: number, out: { [i: number]: number }, offset: number): void {
  const scale = pow2((word >>> 27) - BIAS - MANTISSA_BITS);
  out[offset] = (word & 0x1ff) * scale;
  out[offset + 1] = ((word >>> 9) & 0x1ff) * scale;
  out[offset + 2] = ((word >>> 18) & 0x1ff) * scale;
}
