// Scalar arithmetic that TGSI opcode semantics are written in: float32 rounding, conversions between
// float and integer views of a 32-bit word, 64-bit doubles split over two words, integer multiply-high,
// bit-field operations, half floats and normalized packing. Every function here is pure and is called
// by both the interpreter and the JIT, so the two agree bit for bit.
//
// NaN canonicalisation happens in exactly one place: `floatBits` (float → word) and `doubleLo/Hi`
// (double → words). Whenever a float result becomes a 32-bit word (a register store or a bitwise
// reinterpretation), a NaN becomes 0x7fc00000; a double NaN becomes 0x7ff80000_00000000.

if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
  throw new Error('@gallium-ts/tgsi execution needs a little-endian host');
}

/** The word every float NaN result is stored as. */
export const CANONICAL_NAN_BITS = 0x7fc00000;
/** The high word every double NaN result is stored as (the low word is 0). */
export const CANONICAL_DOUBLE_NAN_HI = 0x7ff80000;

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);
const f64 = new Float64Array(1);
const w64 = new Uint32Array(f64.buffer);
const i64 = new Int32Array(f64.buffer);

export const fr = Math.fround;

/** The 32-bit word (as int32) of a float value; NaN gives the canonical NaN. */
export function floatBits(v: number): number {
  if (Number.isNaN(v)) return CANONICAL_NAN_BITS;
  f32[0] = v;
  return i32[0]!;
}

/** The float value of a 32-bit word. */
export function bitsFloat(bits: number): number {
  i32[0] = bits;
  return f32[0]!;
}

/** The double held in two words (low word first). */
export function dbl(lo: number, hi: number): number {
  w64[0] = lo >>> 0;
  w64[1] = hi >>> 0;
  return f64[0]!;
}

/** Low word (int32) of a double; NaN gives the canonical NaN's low word. */
export function doubleLo(v: number): number {
  if (Number.isNaN(v)) return 0;
  f64[0] = v;
  return i64[0]!;
}

/** High word (int32) of a double; NaN gives the canonical NaN's high word. */
export function doubleHi(v: number): number {
  if (Number.isNaN(v)) return CANONICAL_DOUBLE_NAN_HI;
  f64[0] = v;
  return i64[1]!;
}

/** `_SAT`: clamp to [0, 1]; NaN and -0 give +0. */
export function sat(x: number): number {
  // biome-ignore lint/complexity/useMathMinMax: the documented formula, whose NaN and -0 results differ from Math.min/max
  return x > 0 ? (x < 1 ? x : 1) : 0;
}

/** max(x, y) as the TGSI documentation defines it: (x > y) ? x : y. */
export function fmax(x: number, y: number): number {
  // biome-ignore lint/complexity/useMathMinMax: the documented formula, whose NaN and -0 results differ from Math.min/max
  return x > y ? x : y;
}

/** min(x, y) as the TGSI documentation defines it: (x < y) ? x : y. */
export function fmin(x: number, y: number): number {
  // biome-ignore lint/complexity/useMathMinMax: the documented formula, whose NaN and -0 results differ from Math.min/max
  return x < y ? x : y;
}

/** clamp(x, y, z) as the TGSI documentation defines it: (x < y) ? y : (x > z) ? z : x. */
export function clamp(x: number, lo: number, hi: number): number {
  // biome-ignore lint/complexity/useMathMinMax: the documented formula, whose NaN and -0 results differ from Math.min/max
  return x < lo ? lo : x > hi ? hi : x;
}

/** Round to nearest, ties to even (TGSI ROUND, ARR, DROUND and the normalized packers). */
export function roundEven(v: number): number {
  const r = Math.round(v);
  return r - v === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** Float (or double) → int32: truncate; NaN → 0; out of range saturates to INT_MIN / INT_MAX. */
export function f2i(x: number): number {
  if (Number.isNaN(x)) return 0;
  if (x >= 2147483647) return 2147483647;
  if (x <= -2147483648) return -2147483648;
  return x | 0;
}

/** Float (or double) → uint32 (as int32 bits): truncate; NaN and negatives → 0; too large → 0xffffffff. */
export function f2u(x: number): number {
  if (Number.isNaN(x) || x <= 0) return 0;
  if (x >= 4294967295) return -1;
  return (x >>> 0) | 0;
}

/** High 32 bits of the unsigned 64-bit product of two uint32 words (result as int32 bits). */
export function umulhi(a: number, b: number): number {
  a >>>= 0;
  b >>>= 0;
  const a0 = a & 0xffff;
  const a1 = a >>> 16;
  const b0 = b & 0xffff;
  const b1 = b >>> 16;
  const mid1 = a1 * b0;
  const mid2 = a0 * b1;
  const carry = (((a0 * b0) >>> 16) + (mid1 & 0xffff) + (mid2 & 0xffff)) >>> 16;
  return (a1 * b1 + (mid1 >>> 16) + (mid2 >>> 16) + carry) | 0;
}

/** High 32 bits of the signed 64-bit product of two int32 words. */
export function imulhi(a: number, b: number): number {
  return (umulhi(a, b) - (a < 0 ? b : 0) - (b < 0 ? a : 0)) | 0;
}

/** Signed division truncating toward zero; division by zero gives -1 (0xffffffff, as UDIV does). */
export function idiv(a: number, b: number): number {
  return b === 0 ? -1 : (a / b) | 0;
}

/** Unsigned division; division by zero gives 0xffffffff as documented. */
export function udiv(a: number, b: number): number {
  a >>>= 0;
  b >>>= 0;
  return b === 0 ? -1 : (a / b) | 0;
}

/** Unsigned remainder; a zero divisor gives 0xffffffff as documented. */
export function umod(a: number, b: number): number {
  a >>>= 0;
  b >>>= 0;
  return b === 0 ? -1 : (a % b) | 0;
}

/** Signed remainder with the dividend's sign; a zero divisor gives -1 (0xffffffff, as UMOD does). */
export function imod(a: number, b: number): number {
  return b === 0 ? -1 : (a % b) | 0;
}

/** |a - b| of two uint32 words plus c, wrapping (SAD). */
export function sad(a: number, b: number, c: number): number {
  a >>>= 0;
  b >>>= 0;
  return ((a > b ? a - b : b - a) + c) | 0;
}

/** The bit window [offset, offset + bits) clamped to the word: offset ≤ 32, bits ≤ 32 - offset. */
function windowOffset(offset: number): number {
  return Math.min(offset >>> 0, 32);
}
function windowBits(offset: number, bits: number): number {
  return Math.min(bits >>> 0, 32 - offset);
}

/** IBFE: signed bit-field extract (window clamped to the word where the documentation is undefined). */
export function ibfe(value: number, offset: number, bits: number): number {
  const o = windowOffset(offset);
  const b = windowBits(o, bits);
  if (b === 0) return 0;
  return (value << (32 - o - b)) >> (32 - b);
}

/** UBFE: unsigned bit-field extract (window clamped to the word). */
export function ubfe(value: number, offset: number, bits: number): number {
  const o = windowOffset(offset);
  const b = windowBits(o, bits);
  if (b === 0) return 0;
  return ((value << (32 - o - b)) >>> (32 - b)) | 0;
}

/** BFI: insert the low `bits` bits of `insert` into `base` at `offset` (window clamped to the word). */
export function bfi(base: number, insert: number, offset: number, bits: number): number {
  const o = windowOffset(offset);
  const b = windowBits(o, bits);
  const mask = b === 32 ? -1 : ((1 << b) - 1) << o;
  return ((insert << o) & mask) | (base & ~mask);
}

/** BREV: reverse the 32 bits. */
export function brev(v: number): number {
  v = ((v >>> 1) & 0x55555555) | ((v & 0x55555555) << 1);
  v = ((v >>> 2) & 0x33333333) | ((v & 0x33333333) << 2);
  v = ((v >>> 4) & 0x0f0f0f0f) | ((v & 0x0f0f0f0f) << 4);
  v = ((v >>> 8) & 0x00ff00ff) | ((v & 0x00ff00ff) << 8);
  return (v >>> 16) | (v << 16);
}

/** POPC: number of set bits. */
export function popc(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}

/** LSB: index of the lowest set bit, -1 for 0. */
export function lsb(v: number): number {
  return v === 0 ? -1 : 31 - Math.clz32(v & -v);
}

/** UMSB: index of the highest set bit, -1 for 0. */
export function umsb(v: number): number {
  return v === 0 ? -1 : 31 - Math.clz32(v);
}

/** IMSB: index of the highest bit differing from the sign bit, -1 for 0 and -1. */
export function imsb(v: number): number {
  return umsb(v < 0 ? ~v : v);
}

/**
 * Fused multiply-add of float32 values with a single rounding. The product of two float32 values is
 * exact in a double; the sum is then formed in round-to-odd so that the final rounding to float32 is
 * correct (round-to-odd to 53 bits followed by rounding to 24 bits equals direct rounding).
 */
export function fma32(a: number, b: number, c: number): number {
  const p = a * b;
  const s = p + c;
  if (s - s !== 0) return fr(s); // NaN or infinity
  const bp = s - c;
  const e = p - bp + (c - (s - bp));
  if (e === 0) return fr(s);
  f64[0] = s;
  if ((w64[0]! & 1) === 0) {
    const awayFromZero = e > 0 === s > 0;
    if (awayFromZero) {
      w64[0] = w64[0]! + 1;
    } else if (w64[0] === 0) {
      w64[0] = 0xffffffff;
      w64[1] = w64[1]! - 1;
    } else {
      w64[0] = w64[0]! - 1;
    }
  }
  return fr(f64[0]!);
}

/** A finite nonzero double as an exact integer mantissa and a power-of-two exponent. */
function decompose(x: number): [bigint, number] {
  f64[0] = x;
  const hi = w64[1]!;
  const lo = w64[0]!;
  const biased = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exp: number;
  if (biased === 0) {
    exp = -1074;
  } else {
    mant |= 1n << 52n;
    exp = biased - 1075;
  }
  return [hi >>> 31 ? -mant : mant, exp];
}

/** The double nearest to m · 2^e (ties to even), with correct overflow and gradual underflow. */
function roundScaled(m: bigint, e: number): number {
  if (m === 0n) return 0;
  const negative = m < 0n;
  let mag = negative ? -m : m;
  const bitLength = mag.toString(2).length;
  // Keep at most 53 significant bits, and no bits below 2^-1074.
  const drop = Math.max(bitLength - 53, -1074 - e);
  if (drop > 0) {
    const big = BigInt(drop);
    const rest = mag & ((1n << big) - 1n);
    mag >>= big;
    const half = 1n << (big - 1n);
    if (rest > half || (rest === half && (mag & 1n) === 1n)) mag += 1n;
    e += drop;
  }
  let v = Number(mag); // exact: at most 54 bits after the carry, and 2^53 is exact
  // Scale by 2^e in steps that stay exact (the result is representable or overflows).
  while (e > 0) {
    const step = Math.min(e, 1000);
    v *= 2 ** step;
    e -= step;
  }
  while (e < 0) {
    const step = Math.max(e, -1000);
    v *= 2 ** step;
    e -= step;
  }
  return negative ? -v : v;
}

/** Fused multiply-add of doubles with a single rounding (exact arithmetic on big integers). */
export function fma64(a: number, b: number, c: number): number {
  if (a - a !== 0 || b - b !== 0 || c - c !== 0 || a === 0 || b === 0) return a * b + c;
  const [ma, ea] = decompose(a);
  const [mb, eb] = decompose(b);
  const mp = ma * mb;
  const ep = ea + eb;
  if (c === 0) return roundScaled(mp, ep);
  const [mc, ec] = decompose(c);
  const e = Math.min(ep, ec);
  const sum = (mp << BigInt(ep - e)) + (mc << BigInt(ec - e));
  return roundScaled(sum, e);
}

/** LDEXP on float32: x · 2^n rounded once to float32. */
export function ldexp32(x: number, n: number): number {
  n = Math.max(-300, Math.min(300, n));
  return fr(x * 2 ** n);
}

/** DLDEXP: x · 2^n rounded once to double. */
export function ldexp64(x: number, n: number): number {
  if (x - x !== 0 || x === 0 || n === 0) return x;
  n = Math.max(-2200, Math.min(2200, n));
  const [m, e] = decompose(x);
  return roundScaled(m, e + n);
}

/** DFRACEXP significand: x = significand · 2^exponent with |significand| in [0.5, 1). */
export function frexpMantissa(x: number): number {
  if (x - x !== 0 || x === 0) return x;
  return x / 2 ** frexpExponent(x);
}

/** DFRACEXP exponent (0 for zero, infinities and NaN). */
export function frexpExponent(x: number): number {
  if (x - x !== 0 || x === 0) return 0;
  f64[0] = x;
  const biased = (w64[1]! >>> 20) & 0x7ff;
  if (biased !== 0) return biased - 1022;
  // Denormal: normalise by 2^64 first.
  f64[0] = x * 2 ** 64;
  return ((w64[1]! >>> 20) & 0x7ff) - 1022 - 64;
}

/** float32 → IEEE half bits (round to nearest even; NaN → quiet NaN; overflow → infinity). */
export function f32ToF16(v: number): number {
  f32[0] = v;
  const b = i32[0]!;
  const sign = (b >>> 16) & 0x8000;
  const exp = (b >>> 23) & 0xff;
  const mant = b & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant !== 0 ? 0x200 : 0);
  const e = exp - 127 + 15;
  if (e >= 31) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    const m = mant | 0x800000;
    const shift = 14 - e;
    let r = m >>> shift;
    const rest = m & ((1 << shift) - 1);
    const half = 1 << (shift - 1);
    if (rest > half || (rest === half && (r & 1) === 1)) r++;
    return sign | r;
  }
  let r = (e << 10) | (mant >>> 13);
  const rest = mant & 0x1fff;
  if (rest > 0x1000 || (rest === 0x1000 && (r & 1) === 1)) r++;
  return sign | r;
}

/** IEEE half bits (low 16 bits of h) → float32 value. */
export function f16ToF32(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >>> 10) & 0x1f;
  const mant = h & 0x3ff;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 31) return mant === 0 ? sign * Number.POSITIVE_INFINITY : Number.NaN;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}

/** float → unorm with `max` steps (NaN → 0, clamped, rounded to nearest even). */
export function toUnorm(x: number, max: number): number {
  return x > 0 ? (x < 1 ? roundEven(x * max) : max) : 0;
}

/** float → snorm8 bits (NaN → 0, clamped to [-1, 1], rounded to nearest even), 8 bits two's complement. */
export function toSnorm8(x: number): number {
  const v = x > -1 ? (x < 1 ? roundEven(x * 127) : 127) : x <= -1 ? -127 : 0;
  return v & 0xff;
}

/** The signed byte `index` of a word as snorm: max(b / 127, -1). */
export function snorm8At(word: number, index: number): number {
  const b = (word << (24 - 8 * index)) >> 24;
  return b === -128 ? -1 : fr(b / 127);
}
