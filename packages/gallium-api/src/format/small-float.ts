// Floats with a 5-bit exponent (bias 15): IEEE half precision (sign + 10-bit mantissa) and the unsigned
// 11- and 10-bit floats of R11G11B10_FLOAT (6- and 5-bit mantissas). One encoder and one decoder serve all
// three; rounding is to nearest, ties to even, straight from the double (no double rounding).

import { float64HighWord, floorLog2, roundHalfEven } from './float-math.js';

const EXPONENT_BITS = 5;
const EXPONENT_MAX = 31;
const BIAS = 15;

/**
 * Encodes `value` with `mantissaBits` mantissa bits. Signed (half): overflow goes to ±Inf and NaN stays a
 * quiet NaN keeping its sign and top payload bits. Unsigned (GL's rules for the 11/10-bit floats):
 * negatives and -Inf become 0, finite values too large become the largest finite value, NaN becomes +NaN.
 */
export function encodeSmallFloat(value: number, mantissaBits: number, signed: boolean): number {
  const infinity = EXPONENT_MAX << mantissaBits;
  const quietBit = 1 << (mantissaBits - 1);
  if (Number.isNaN(value)) {
    if (!signed) return infinity | quietBit;
    const high = float64HighWord(value);
    const payload = (high >>> (20 - mantissaBits)) & (quietBit * 2 - 1);
    return ((high >>> 31) << (mantissaBits + EXPONENT_BITS)) | infinity | quietBit | payload;
  }
  let sign = 0;
  if (value < 0 || Object.is(value, -0)) {
    if (!signed) return 0;
    sign = 1 << (mantissaBits + EXPONENT_BITS);
    value = -value;
  }
  if (value === Number.POSITIVE_INFINITY) return sign | infinity;
  // Halfway between the largest finite value and the next power of two: at or above it, rounding overflows.
  const overflow = (2 - 2 ** -(mantissaBits + 1)) * 2 ** (EXPONENT_MAX - 1 - BIAS);
  if (value >= overflow) return signed ? sign | infinity : infinity - 1;
  if (value < 2 ** (1 - BIAS)) {
    // Denormal (a result of 1 << mantissaBits is the smallest normal, which the same bits encode).
    return sign | roundHalfEven(value * 2 ** (BIAS - 1 + mantissaBits));
  }
  const exponent = floorLog2(value);
  const mantissa = roundHalfEven(value * 2 ** (mantissaBits - exponent));
  // A mantissa that rounded up to 2 << mantissaBits carries into the exponent by itself.
  return sign | (((exponent + BIAS) << mantissaBits) + mantissa - (1 << mantissaBits));
}

/** Decodes the bits of a small float with `mantissaBits` mantissa bits (and a sign bit when `signed`). */
export function decodeSmallFloat(bits: number, mantissaBits: number, signed: boolean): number {
  const mantissa = bits & ((1 << mantissaBits) - 1);
  const exponent = (bits >>> mantissaBits) & EXPONENT_MAX;
  let value: number;
  if (exponent === 0) value = mantissa * 2 ** (1 - BIAS - mantissaBits);
  else if (exponent === EXPONENT_MAX) value = mantissa === 0 ? Number.POSITIVE_INFINITY : Number.NaN;
  else value = (mantissa + (1 << mantissaBits)) * 2 ** (exponent - BIAS - mantissaBits);
  return signed && (bits >>> (mantissaBits + EXPONENT_BITS)) & 1 ? -value : value;
}

/** util_float_to_half: `f` as IEEE half bits, rounded to nearest even; overflow to Inf, NaN a quiet NaN. */
export function floatToHalf(f: number): number {
  return encodeSmallFloat(f, 10, true);
}

/** util_half_to_float: the value of the IEEE half whose bits are `h` (denormals, ±0, ±Inf, NaN included). */
export function halfToFloat(h: number): number {
  return decodeSmallFloat(h, 10, true);
}
