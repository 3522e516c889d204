// Exact numeric helpers the conversions share: powers of two from a table (Math.pow is slow), floor(log2 x)
// from the exponent bits, clamping with NaN to 0, and reinterpreting bits as IEEE singles and doubles.

const F32 = new Float32Array(1);
const F32_BITS = new Uint32Array(F32.buffer);
const F64 = new Float64Array(1);
const F64_WORDS = new Uint32Array(F64.buffer);
/** Index of the high word of a float64 in `F64_WORDS` (platform byte order). */
const F64_HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;

/** 2^k for every k a double can represent (-1074..1023), exactly. */
const POW2 = Float64Array.from({ length: 2098 }, (_, i) => 2 ** (i - 1074));

/** 2^k for an integer k (0 below -1074, Infinity above 1023). */
export function pow2(k: number): number {
  return k >= -1074 ? (k <= 1023 ? POW2[k + 1074]! : Number.POSITIVE_INFINITY) : 0;
}

/** `value` clamped to [lo, hi] (which must contain 0); NaN becomes 0. */
export function clampOrZero(value: number, lo: number, hi: number): number {
  if (value > lo) return Math.min(value, hi);
  return value <= lo ? lo : 0;
}

/** floor(log2(x)) for a positive finite x, exactly (read from the exponent bits). */
export function floorLog2(x: number): number {
  const biased = (float64HighWord(x) >>> 20) & 0x7ff;
  if (biased !== 0) return biased - 1023;
  // A denormal double: scale it into the normal range first.
  return floorLog2(x * 2 ** 64) - 64;
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

/** The low 32 bits (bottom 32 mantissa bits) of `value` as an IEEE double. */
export function float64LowWord(value: number): number {
  F64[0] = value;
  return F64_WORDS[1 - F64_HIGH]!;
}
