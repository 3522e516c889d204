// The IR's `unormByte` operation: byte `index` (0 lowest) of an i32 word read as an 8-bit UNORM channel,
// the f64 `b / 255`, computed without a division as `(b · 257) · UNORM_SCALE`. b / 255 in binary is b's 8
// bits repeated after the point; b · 257 is two copies of them (an exact integer), and multiplying by
// UNORM_SCALE spreads them to eight copies, which round to the same double as the endless pattern (the
// tests check all 256 bytes). Both back ends compute it in this order, so they give the same bits.

/** 2^-16 · (1 + 2^-16 + 2^-32 + 2^-48): 49 bits, exact as a double. */
export const UNORM_SCALE = 2 ** -16 * (1 + 2 ** -16 + 2 ** -32 + 2 ** -48);

/** The byte index (0 … 3) the detail of operation `s` names (unormByte's byte, blendBytes' alpha byte). */
export function byteIndexDetail(s: { readonly op: string; readonly detail?: string }): number {
  const index = Number(s.detail);
  if (!Number.isInteger(index) || index < 0 || index > 3) throw new Error(`IR: ${s.op} of byte ${s.detail}`);
  return index;
}

/**
 * i8x16.swizzle pattern that puts byte `index` of lanes 2·half and 2·half + 1 of an i32x4 twice into the
 * low two bytes of lanes 0 and 1 (b · 257) and zeros elsewhere (indices ≥ 16 give 0).
 */
export function unormByteSwizzle(index: number, half: number): Uint8Array {
  const pattern = new Uint8Array(16).fill(0x80);
  for (let lane = 0; lane < 2; lane++) {
    const source = (2 * half + lane) * 4 + index;
    pattern[lane * 4] = source;
    pattern[lane * 4 + 1] = source;
  }
  return pattern;
}
