// Exact helpers the float encoders share: round-half-to-even, floor(log2 x) without Math.log2's
// rounding error, and reinterpreting bits as IEEE single and double floats.

const F32 = new Float32Array(1);
const F32_BITS = new Uint32Array(F32.buffer);
const F64 = new Float64Array(1);
const F64_WORDS = new Uint32Array(F64.buffer);
/** Index of the high word of a float64 in `F64_WORDS` (platform byte order). */
const F64_HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;

/** `value` clamped to [lo, hi] (which must contain 0); NaN becomes 0. */
export function clampOrZero(value: number, lo: number, hi: number): number {
  if (value > lo) return Math.min(value, hi);
  return value <= lo ? lo : 0;
}

/** Rounds a non-negative number to the nearest integer, ties to even. */
export function roundHalfEven(x: number): number {
  const whole = Math.floor(x);
  const fraction = x - whole;
  return fraction > 0.5 || (fraction === 0.5 && whole % 2 === 1) ? whole + 1 : whole;
}

/** floor(log2(x)) for a positive finite x, exact at and around powers of two. */
export function floorLog2(x: number): number {
  let e = Math.floor(Math.log2(x));
  if (2 ** e > x) e--;
  else if (2 ** (e + 1) <= x) e++;
  return e;
}

/** The IEEE single whose bits are `bits` (an unsigned 32-bit integer). */
export function float32FromBits(bits: number): number {
  F32_BITS[0] = bits;
  return F32[0]!;
}

/** The bits of `value` rounded to an IEEE single, as an unsigned 32-bit integer. */
export function float32ToBits(value: number): number {
  F32[0] = value;
  return F32_BITS[0]!;
}

/** The high 32 bits (sign, exponent, top 20 mantissa bits) of `value` as an IEEE double. */
export function float64HighWord(value: number): number {
  F64[0] = value;
  return F64_WORDS[F64_HIGH]!;
}
