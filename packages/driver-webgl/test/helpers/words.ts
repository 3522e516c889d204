// Register words for test inputs and results: a number is a float, {i} / {u} are integer words.
export type Word = number | { i: number } | { u: number };

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

export function floatBits(v: number): number {
  f32[0] = v;
  return u32[0]!;
}

export function bitsFloat(w: number): number {
  u32[0] = w;
  return f32[0]!;
}

export function word(w: Word): number {
  if (typeof w === 'number') return floatBits(w);
  return 'i' in w ? w.i >>> 0 : w.u >>> 0;
}

export const I = (i: number): Word => ({ i });
export const U = (u: number): Word => ({ u });

/** Distance in units in the last place between two float32 bit patterns (NaN vs NaN = 0). */
export function ulpDistance(a: number, b: number): number {
  const nanA = (a & 0x7fffffff) >>> 0 > 0x7f800000;
  const nanB = (b & 0x7fffffff) >>> 0 > 0x7f800000;
  if (nanA || nanB) return nanA && nanB ? 0 : Number.POSITIVE_INFINITY;
  const ordered = (w: number) => (w & 0x80000000 ? -(w & 0x7fffffff) : w & 0x7fffffff);
  return Math.abs(ordered(a >>> 0) - ordered(b >>> 0));
}
