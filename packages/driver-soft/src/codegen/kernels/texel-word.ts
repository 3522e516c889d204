// 8-bit channels in a 32-bit texel word, as the code generation kernels read and write them: which
// channel each byte holds for an RGBA8 or BGRA8 texel, byte i of a word, and a word packed from bytes.
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';

/** The channel byte i of an RGBA8 / BGRA8 texel word holds. */
export function channelOrder(codec: 'rgba8' | 'bgra8'): readonly number[] {
  return codec === 'rgba8' ? [0, 1, 2, 3] : [2, 1, 0, 3];
}

/** Byte `index` (0 lowest) of i32 `word`: (word >>> 8·index) & 255, without a shift by 0 or the mask of byte 3. */
export function wordByte(k: IrBuilder, word: IrValue, index: number, name?: string): IrValue {
  const shifted = index === 0 ? word : k.binary('shrU', word, k.i32(index * 8));
  return index === 3 ? shifted : k.binary('and', shifted, k.i32(255), name);
}

/**
 * The word of an RGBA8 / BGRA8 texel whose channels (r, g, b, a) are `channels`, each clamped to
 * [0, 255] (the IR's packBytes, in `codec`'s byte order).
 */
export function packChannels(
  k: IrBuilder,
  codec: 'rgba8' | 'bgra8',
  channels: readonly IrValue[],
  name?: string,
): IrValue {
  const [b0, b1, b2, b3] = channelOrder(codec).map((ch) => channels[ch]!);
  return k.packBytes([b0!, b1!, b2!, b3!], name);
}

/** The word whose byte i is `bytes[i]` (each in 0..255; null bytes are left 0). */
export function packWord(k: IrBuilder, bytes: readonly (IrValue | null)[]): IrValue | null {
  let word: IrValue | null = null;
  for (const [i, byte] of bytes.entries()) {
    if (!byte) continue;
    const shifted = i === 0 ? byte : k.binary('shl', byte, k.i32(i * 8));
    word = word ? k.binary('or', word, shifted) : shifted;
  }
  return word;
}
