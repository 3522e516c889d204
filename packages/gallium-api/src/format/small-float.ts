// Floats with a 5-bit exponent (bias 15): IEEE half precision (sign + 10-bit mantissa) and the unsigned
// 11- and 10-bit floats of R11G11B10_FLOAT (6- and 5-bit mantissas). One encoder and one decoder serve all
// three. The encoder works on the bits of the double, rounding to nearest with ties to even straight from
// the double (no double rounding through float32).

import { float64HighWord, float64LowWord, pow2 } from './float-math.js';

const EXPONENT_BITS = 5;
const EXPONENT_MAX = 31;
const BIAS = 15;
/** Mantissa bits of a double held in its high word. */
const HIGH_MANTISSA_BITS = 20;

/** Drops the low `shift` bits of `bits` (1 ≤ shift ≤ 31), rounding to nearest, ties to even; `sticky` is any lower bits. */
function shiftRound(bits: number, shift: number, sticky: boolean): number {
  const kept = bits >>> shift;
  const rest = bits & ((1 << shift) - 1);
  const half = 1 << (shift - 1);
  return rest > half || (rest === half && (sticky || (kept & 1) === 1)) ? kept + 1 : kept;
}

/**
 * Encodes `value` with `mantissaBits` mantissa bits. Signed (half): overflow goes to ±Inf and NaN stays a
 * quiet NaN keeping its sign and top payload bits. Unsigned (GL's rules for the 11/10-bit floats):
 * negatives and -Inf become 0, finite values too large become the largest finite value, NaN becomes +NaN.
 */
export function encodeSmallFloat(value: number, mantissaBits: number, signed: boolean): number {
  const high = float64HighWord(value);
  const low = float64LowWord(value);
  const negative = high >>> 31 === 1;
  const exponent = ((high >>> HIGH_MANTISSA_BITS) & 0x7ff) - 1023;
  const mantissa = high & 0xfffff;
  const infinity = EXPONENT_MAX << mantissaBits;
  const quietBit = 1 << (mantissaBits - 1);
  const sign = negative && signed ? 1 << (mantissaBits + EXPONENT_BITS) : 0;
  if (exponent === 1024 && (mantissa !== 0 || low !== 0)) {
    // NaN: keep the top payload bits, force the quiet bit.
    return signed
      ? sign | infinity | quietBit | (mantissa >>> (HIGH_MANTISSA_BITS - mantissaBits))
      : infinity | quietBit;
  }
  if (negative && !signed) return 0;
  const largest = signed ? infinity : infinity - 1;
  if (exponent === 1024) return sign | infinity;
  if (exponent > BIAS) return sign | largest;
  const sticky = low !== 0;
  let bits: number;
  if (exponent >= 1 - BIAS) {
    // Normal: the exponent field sits above the rounded mantissa, so a carry out of the mantissa bumps it.
    bits =
      ((exponent + BIAS) << mantissaBits) + shiftRound(mantissa, HIGH_MANTISSA_BITS - mantissaBits, sticky);
  } else {
    // Denormal: shift the significand (with its leading 1) down to units of 2^(1 - BIAS - mantissaBits).
    const shift = HIGH_MANTISSA_BITS - mantissaBits + (1 - BIAS - exponent);
    bits = shift > 21 ? 0 : shiftRound(mantissa | (1 << HIGH_MANTISSA_BITS), shift, sticky);
  }
  return sign | Math.min(bits, largest);
}

/** Decodes the bits of a small float with `mantissaBits` mantissa bits (and a sign bit when `signed`). */
export function decodeSmallFloat(bits: number, mantissaBits: number, signed: boolean): number {
  const mantissa = bits & ((1 << mantissaBits) - 1);
  const exponent = (bits >>> mantissaBits) & EXPONENT_MAX;
  let value: number;
  if (exponent === 0) value = mantissa * pow2(1 - BIAS - mantissaBits);
  else if (exponent === EXPONENT_MAX) value = mantissa === 0 ? Number.POSITIVE_INFINITY : Number.NaN;
  else value = (mantissa + (1 << mantissaBits)) * pow2(exponent - BIAS - mantissaBits);
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
