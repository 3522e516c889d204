// The IR's operations on words of four 8-bit channels, as the integer unorm8 path computes them:
// `packBytes` (four i32 values, each clamped to [0, 255], as the bytes of one word, the first lowest),
// `blendBytes` (SRC_ALPHA / INV_SRC_ALPHA of two such words, byte by byte: round((s·a + d·(255 − a)) / 255)
// with a the source's alpha byte, exactly, as (t + (t >> 8)) >> 8 of t = s·a + d·(255 − a) + 128) and
// `bilinearBytes` (four texel words filtered byte by byte with Q15 weights, in 16-bit fixed point with 7
// fraction bits: for weights in [0, 32767] within ½ + 1/64 of a step of the exact bilinear value), and
// `exactBilinearBytes` (the same filter with weights in 256ths, exactly, rounded as driver-soft's exact
// path rounds such a value: the verified texels' exact filters, tgsi/texel-vector.ts).
// The functions here are their meaning, one lane at a time: the JavaScript back end calls them, and the
// WebAssembly back end computes the same bits four lanes at once with saturating narrows and 16-bit
// products (wasm-byte-words.ts), tested against them.

const clampByte = (v: number) => Math.min(Math.max(v, 0), 255);

/** The word whose byte i is `bytes[i]` clamped to [0, 255]. */
export function packBytes(b0: number, b1: number, b2: number, b3: number): number {
  return clampByte(b0) | (clampByte(b1) << 8) | (clampByte(b2) << 16) | (clampByte(b3) << 24);
}

/** Source word `s` blended over destination word `d` with alpha byte `alphaByte` of s (see above). */
export function blendBytes(s: number, d: number, alphaByte: number): number {
  const alpha = (s >>> (alphaByte * 8)) & 255;
  let word = 0;
  for (let i = 0; i < 32; i += 8) {
    const t = ((s >>> i) & 255) * alpha + ((d >>> i) & 255) * (255 - alpha) + 128;
    word |= ((t + (t >>> 8)) >>> 8) << i;
  }
  return word | 0;
}

/** x as a signed 16-bit value (its low 16 bits). */
const i16 = (x: number) => (x << 16) >> 16;

/** i16x8.q15mulr_sat_s of one lane: round(x · w / 2^15), saturated to 16 bits (x, w signed 16-bit). */
const q15 = (x: number, w: number) => Math.min((x * w + 0x4000) >> 15, 32767);

/** One level of bilinearBytes: a + q15(b − a, w) in 16-bit lanes (a, b with 7 fraction bits). */
const lerp7 = (a: number, b: number, w: number) => i16(a + q15(i16(b - a), w));

/**
 * Texel words t00, t10 (the row above) and t01, t11 (below) filtered byte by byte: the low 16 bits of
 * `wu` and `wv` are Q15 weights (signed; in [0, 32767] for a bilinear filter, weight wu / 2^15 of the
 * right texels and wv / 2^15 of the lower ones). Each byte b is b · 2^7; the rows are lerped along u,
 * then the results along v, each by lerp7; the result is (v + 64) >> 7 clamped to [0, 255]. Every step
 * is the 16-bit arithmetic the WebAssembly form does, so both give these bits for any inputs.
 */
export function bilinearBytes(
  t00: number,
  t10: number,
  t01: number,
  t11: number,
  wu: number,
  wv: number,
): number {
  const [u, v] = [i16(wu), i16(wv)];
  let word = 0;
  for (let i = 0; i < 32; i += 8) {
    const byte = (t: number) => ((t >>> i) & 255) << 7;
    const top = lerp7(byte(t00), byte(t10), u);
    const bottom = lerp7(byte(t01), byte(t11), u);
    const value = lerp7(top, bottom, v);
    word |= clampByte(i16(value + 64) >> 7) << i;
  }
  return word | 0;
}

/**
 * Where the exact path's store of an exact tie turns, in steps: a filtered value n + ½ (n = 0 … 254) given
 * exactly stores n + 1 up to TIE_TURN and n above it — (n + ½) / 255 rounds up to f32 for n ≤ 127 (at 127,
 * to ½ exactly) and down above, from how 1/255's repeating binary digits fall against f32's 24 bits (see
 * texel2dVector's exactFilter in tgsi/texel-vector.ts; ir-backends.test.ts and tgsi-ir.test.ts check every
 * n against the exact path's arithmetic).
 */
export const TIE_TURN = 127.5;

/** TIE_TURN in 2⁻¹⁶ steps, as exactBilinearBytes holds values. */
export const TIE_TURN_16 = TIE_TURN * 65536;

/**
 * Texel words t00, t10 (the row above) and t01, t11 (below) filtered byte by byte with weights `wu` / 256
 * of the right texels and `wv` / 256 of the lower ones (wu, wv integers in [0, 256]), exactly: the rows
 * a · (256 − wu) + b · wu (at most 255 · 256, a 16-bit value), then V = top · (256 − wv) + bottom · wv,
 * the value in 2⁻¹⁶ steps (below 2²⁴), stored as ⌊V + ½⌋ up to TIE_TURN and ⌊V + ½ − 2⁻¹⁶⌋ above it.
 * The WebAssembly form computes the same integers in 16-bit lanes (the rows, whose values fit u16) and
 * 32-bit products, so both give these bits for such weights.
 */
export function exactBilinearBytes(
  t00: number,
  t10: number,
  t01: number,
  t11: number,
  wu: number,
  wv: number,
): number {
  let word = 0;
  for (let i = 0; i < 32; i += 8) {
    const byte = (t: number) => (t >>> i) & 255;
    const top = (byte(t00) * (256 - wu) + byte(t10) * wu) & 0xffff;
    const bottom = (byte(t01) * (256 - wu) + byte(t11) * wu) & 0xffff;
    const value = top * (256 - wv) + bottom * wv;
    word |= ((value + 0x8000 - (value > TIE_TURN_16 ? 1 : 0)) >>> 16) << i;
  }
  return word | 0;
}

/** i8x16.swizzle pattern: byte `index` of each 32-bit lane first, lane by lane (channel-planar bytes → words). */
export const INTERLEAVE_PLANES = [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15];

/**
 * i8x16.swizzle pattern giving the i16x8 lanes of pixels 2·half and 2·half + 1 (four lanes each) the low
 * 16 bits of their i32 lane.
 */
export function lowHalfSpreadSwizzle(half: number): Uint8Array {
  const pattern = new Uint8Array(16);
  for (let lane = 0; lane < 8; lane++) {
    const source = (2 * half + (lane >> 2)) * 4;
    pattern[lane * 2] = source;
    pattern[lane * 2 + 1] = source + 1;
  }
  return pattern;
}

/**
 * i8x16.swizzle pattern giving the i16x8 lanes of pixels 2·half and 2·half + 1 (four lanes each) the
 * alpha byte `alphaByte` of their word, zero-extended (indices ≥ 16 give 0).
 */
export function alphaSpreadSwizzle(alphaByte: number, half: number): Uint8Array {
  const pattern = new Uint8Array(16).fill(0x80);
  for (let lane = 0; lane < 8; lane++) pattern[lane * 2] = (2 * half + (lane >> 2)) * 4 + alphaByte;
  return pattern;
}
