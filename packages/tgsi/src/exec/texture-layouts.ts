// Where each texture lookup opcode keeps its operands (tgsi.rst): the unit operands, the sampler
// call it becomes, how it chooses the level of detail and which operand channels hold the bias or
// level, the explicit derivatives and the shadow reference. One table row per opcode.
import { TgsiTextureTarget } from '../ir.js';
import { TgsiOpcode } from '../opcodes.js';
import type { TgsiLodMode } from './resources.js';

const T = TgsiTextureTarget;
const O = TgsiOpcode;

/** Shadow targets whose TEX/TXP/TXD reference is in src0.z. */
export const REF_IN_Z: ReadonlySet<number> = new Set([
  T.SHADOW1D,
  T.SHADOW2D,
  T.SHADOWRECT,
  T.SHADOW1D_ARRAY,
]);
/** Shadow targets whose TEX/TXP/TXD reference is in src0.w. */
export const REF_IN_W: ReadonlySet<number> = new Set([T.SHADOW2D_ARRAY, T.SHADOWCUBE]);
export const SHADOW_TARGETS: ReadonlySet<number> = new Set([...REF_IN_Z, ...REF_IN_W, T.SHADOWCUBE_ARRAY]);

/** A source operand and one of its channels. */
export type SourceChannel = readonly [source: number, channel: number];

/** How one lookup opcode lays out its operands. */
export interface TextureLayout {
  /** Source holding the SAMP (TEX style) or SVIEW (SAMPLE style) operand. */
  readonly unit: number;
  /** SAMPLE style: source holding the SAMP operand, else -1. */
  readonly sampler: number;
  readonly call: 'sample' | 'fetch' | 'gather' | 'lod';
  readonly lodMode: TgsiLodMode;
  /** The bias or explicit LOD (or, for fetches, the level or sample), or null (explicit with null means 0). */
  readonly lod: SourceChannel | null;
  /** The comparison reference when the target (or the opcode) is a shadow one; 'tex' follows the target. */
  readonly compare: SourceChannel | 'tex' | null;
  /** Sources of the x and y derivatives, or null. */
  readonly derivatives: readonly [number, number] | null;
  /** TXP: coordinates are divided by w. */
  readonly projective: boolean;
}

function row(
  unit: number,
  sampler: number,
  call: TextureLayout['call'],
  lodMode: TgsiLodMode,
  lod: SourceChannel | null = null,
  compare: TextureLayout['compare'] = null,
  derivatives: TextureLayout['derivatives'] = null,
  projective = false,
): TextureLayout {
  return { unit, sampler, call, lodMode, lod, compare, derivatives, projective };
}

export const TEXTURE_LAYOUTS: ReadonlyMap<number, TextureLayout> = new Map<number, TextureLayout>([
  [O.TEX, row(1, -1, 'sample', 'implicit', null, 'tex')],
  [O.TXP, row(1, -1, 'sample', 'implicit', null, 'tex', null, true)],
  [O.TXB, row(1, -1, 'sample', 'bias', [0, 3], [0, 2])],
  [O.TXL, row(1, -1, 'sample', 'explicit', [0, 3], [0, 2])],
  [O.TXD, row(3, -1, 'sample', 'derivatives', null, 'tex', [1, 2])],
  [O.TEX2, row(2, -1, 'sample', 'implicit', null, [1, 0])],
  [O.TXB2, row(2, -1, 'sample', 'bias', [1, 0], [1, 1])],
  [O.TXL2, row(2, -1, 'sample', 'explicit', [1, 0], [1, 1])],
  [O.TXF, row(1, -1, 'fetch', 'explicit')],
  [O.TG4, row(2, -1, 'gather', 'explicit', null, [1, 0])],
  [O.LODQ, row(1, -1, 'lod', 'implicit')],
  [O.SAMPLE, row(1, 2, 'sample', 'implicit')],
  [O.SAMPLE_B, row(1, 2, 'sample', 'bias', [3, 0])],
  [O.SAMPLE_L, row(1, 2, 'sample', 'explicit', [3, 0])],
  [O.SAMPLE_D, row(1, 2, 'sample', 'derivatives', null, null, [3, 4])],
  [O.SAMPLE_C, row(1, 2, 'sample', 'implicit', null, [3, 0])],
  [O.SAMPLE_C_LZ, row(1, 2, 'sample', 'explicit', null, [3, 0])],
  [O.SAMPLE_I, row(1, -1, 'fetch', 'explicit')],
  [O.SAMPLE_I_MS, row(1, -1, 'fetch', 'explicit', [2, 0])],
  [O.GATHER4, row(1, 2, 'gather', 'explicit')],
  [O.LOD, row(1, 2, 'lod', 'implicit')],
]);
