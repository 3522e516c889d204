// Number literals of TGSI text: reading integer and float literals with range checks, and printing
// float32/float64 immediates so that reading the printed text gives back exactly the same bits.
//
// FLT32 values print as the shortest decimal that reads back to the same float32; NaN and ±Infinity
// print as `0x` followed by the 8 hex digits of their bits (Mesa's hex float spelling), which the
// reader takes as raw bits. FLT64 values likewise print as the shortest round-tripping decimal, and
// NaN/±Infinity as `0x` + 16 hex digits of raw bits.

const scratch = new DataView(new ArrayBuffer(8));

/** Reads an unsigned decimal integer literal; null when it has other characters or exceeds `max`. */
export function readUint(text: string, max: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const digits = text.replace(/^0+(?=\d)/, '');
  if (digits.length > 16) return null;
  const value = Number(digits);
  return value <= max ? value : null;
}

/** A literal is a raw-bits hex literal (`0x7fc00000`). */
export function isHexLiteral(text: string): boolean {
  return /^0[xX][0-9a-fA-F]+$/.test(text);
}

/** The value of a hex literal of at most `maxDigits` digits, or null. */
function readHex(text: string, maxDigits: number): bigint | null {
  if (!isHexLiteral(text)) return null;
  const digits = text.slice(2).replace(/^0+(?=[0-9a-fA-F])/, '');
  if (digits.length > maxDigits) return null;
  return BigInt(`0x${digits}`);
}

/**
 * A float32 from a literal and a sign, or why the literal is invalid. Decimal literals round to nearest float32
 * and must stay finite; hex literals (at most 8 digits) are the raw bits, and the sign then flips them.
 */
export function readFloat32(text: string, negative: boolean): number | string {
  let value: number;
  if (isHexLiteral(text)) {
    const bits = readHex(text, 8);
    if (bits === null) return 'has more than the 8 hex digits of an FLT32';
    scratch.setUint32(0, Number(bits));
    value = scratch.getFloat32(0);
  } else {
    value = Math.fround(Number(text));
    if (!Number.isFinite(value)) return 'is outside the float32 range';
  }
  return negative ? -value : value;
}

/** A float64 as (low, high) 32-bit words from a literal and a sign, or why the literal is invalid. */
export function readFloat64(text: string, negative: boolean): [number, number] | string {
  if (isHexLiteral(text)) {
    const bits = readHex(text, 16);
    if (bits === null) return 'has more than the 16 hex digits of an FLT64';
    const signed = negative ? bits ^ (1n << 63n) : bits;
    return [Number(signed & 0xffffffffn), Number(signed >> 32n)];
  }
  const value = Number(text);
  if (!Number.isFinite(value)) return 'is outside the float64 range';
  return float64Words(negative ? -value : value);
}

/** The (low, high) 32-bit words, as unsigned numbers, of a float64 value. */
export function float64Words(value: number): [number, number] {
  scratch.setFloat64(0, value, true);
  return [scratch.getUint32(0, true), scratch.getUint32(4, true)];
}

/** A 32-bit integer immediate from a literal: decimal in range, or hex raw bits. Null when out of range. */
export function readInt32(text: string, negative: boolean, signed: boolean): number | null {
  let magnitude: number;
  if (isHexLiteral(text)) {
    const bits = readHex(text, 8);
    if (bits === null) return null;
    magnitude = Number(bits);
    if (!negative) return signed ? magnitude | 0 : magnitude;
  } else {
    const value = readUint(text, 2 ** 32);
    if (value === null) return null;
    magnitude = value;
  }
  const value = negative ? -magnitude : magnitude;
  const [min, max] = signed ? [-(2 ** 31), 2 ** 31 - 1] : [0, 2 ** 32 - 1];
  return value >= min && value <= max ? value + 0 : null;
}

/** The text of a float32 value: shortest round-tripping decimal, or hex bits for NaN/±Infinity. */
export function formatFloat32(value: number): string {
  if (!Number.isFinite(value)) {
    scratch.setFloat32(0, value);
    return `0x${scratch.getUint32(0).toString(16).padStart(8, '0')}`;
  }
  if (Math.fround(value) !== value) throw new RangeError(`${value} is not a float32 value`);
  if (Object.is(value, -0)) return '-0.0';
  for (let digits = 1; digits <= 9; digits++) {
    const text = String(Number(value.toPrecision(digits)));
    if (Math.fround(Number(text)) === value) return decorate(text);
  }
  return decorate(String(value));
}

/** The text of a float64 given as (low, high) words: shortest decimal, or hex bits for NaN/±Infinity. */
export function formatFloat64(low: number, high: number): string {
  scratch.setUint32(0, low >>> 0, true);
  scratch.setUint32(4, high >>> 0, true);
  const value = scratch.getFloat64(0, true);
  if (!Number.isFinite(value)) {
    const bits = (BigInt(high >>> 0) << 32n) | BigInt(low >>> 0);
    return `0x${bits.toString(16).padStart(16, '0')}`;
  }
  if (Object.is(value, -0)) return '-0.0';
  return decorate(String(value));
}

/** Integral decimals get a `.0` so that they read as floats to a human too (`1.0`, not `1`). */
function decorate(text: string): string {
  return /^-?\d+$/.test(text) ? `${text}.0` : text;
}
