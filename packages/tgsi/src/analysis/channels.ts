// Which channels of each source an instruction actually reads, from the opcode's output mode and
// the destination's write mask. Used by scanTgsi (per-register read masks) and checkTgsi (reads of
// never-written temporaries), so that `MOV TEMP[0].x, TEMP[1]` counts as reading TEMP[1].x only.
import type { TgsiInstruction } from '../ir.js';
import { TgsiOpcode, type TgsiOpcodeInfo, TgsiOutputMode } from '../opcodes.js';

/** Source-channel masks (before swizzling) read by the dot products, per source. */
const DOT_PRODUCT_CHANNELS: Partial<Record<number, readonly number[]>> = {
  [TgsiOpcode.DP2]: [0b0011, 0b0011],
  [TgsiOpcode.DP2A]: [0b0011, 0b0011, 0b0001],
  [TgsiOpcode.DP3]: [0b0111, 0b0111],
  [TgsiOpcode.DP4]: [0b1111, 0b1111],
  [TgsiOpcode.DPH]: [0b0111, 0b1111],
};

/**
 * The mask of swizzle positions of source `s` an instruction uses: for component-wise opcodes the
 * destination's written channels, for scalar opcodes the first position, for dot products the
 * channels they sum; every position otherwise.
 */
export function sourcePositionsRead(info: TgsiOpcodeInfo, inst: TgsiInstruction, s: number): number {
  if (info.outputMode === TgsiOutputMode.COMPONENTWISE && inst.dst.length > 0)
    return inst.dst[0]!.writeMask & 0xf;
  const dot = DOT_PRODUCT_CHANNELS[info.opcode];
  if (dot !== undefined) return dot[s] ?? 0xf;
  if (info.outputMode === TgsiOutputMode.REPLICATE) return 0b0001;
  return 0xf;
}

/** The register channels source `s` reads: the swizzle applied to the positions used. */
export function sourceChannelsRead(info: TgsiOpcodeInfo, inst: TgsiInstruction, s: number): number {
  const positions = sourcePositionsRead(info, inst, s);
  const swizzle = inst.src[s]!.swizzle;
  let mask = 0;
  for (let p = 0; p < 4; p++) if (positions & (1 << p)) mask |= 1 << (swizzle[p]! & 3);
  return mask;
}
