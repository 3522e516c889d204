// What one texture lookup instruction does, worked out once — on its first execution, so a shader
// whose lookup is malformed still fails only when the lookup runs — and kept by the runtime: the
// units and target, the return type, where coordinates come from (read in place from a register when
// they need no copy), whether the machine computes quad derivatives, the shadow reference's operand,
// the texel offset and the result swizzle. Executing the instruction then only moves data.
import { TgsiFile, TgsiReturnType, TgsiTextureTarget } from '../ir.js';
import { TgsiOpcode } from '../opcodes.js';
import { TgsiExecutionError } from './errors.js';
import type { PreparedInstruction, PreparedSrc, ScalarRef } from './program.js';
import type { TgsiRuntime } from './runtime.js';
import {
  REF_IN_W,
  REF_IN_Z,
  SHADOW_TARGETS,
  type SourceChannel,
  TEXTURE_LAYOUTS,
  type TextureLayout,
} from './texture-layouts.js';

const T = TgsiTextureTarget;
const O = TgsiOpcode;
const IDENTITY: readonly number[] = [0, 1, 2, 3];

export interface TexturePlan {
  readonly layout: TextureLayout;
  readonly view: number;
  readonly sampler: number;
  readonly target: TgsiTextureTarget;
  /** The view returns floats (else integers, which _SAT leaves alone). */
  readonly float: boolean;
  /** Coordinates as integers (fetches) or floats. */
  readonly integerCoords: boolean;
  /**
   * Views of the coordinate register's channels (after swizzle) when the lookup can read them in
   * place: a directly addressed per-lane register without modifiers, not divided by TXP. Else null,
   * and the coordinates are copied into scratch.
   */
  readonly coords: { readonly floats: Float32Array[]; readonly words: Int32Array[] } | null;
  /** Fragment shader with an implicit LOD: the machine computes derivatives per quad. */
  readonly quadDerivatives: boolean;
  /** Operand of the shadow reference, or null. */
  readonly compare: SourceChannel | null;
  readonly offset: readonly ScalarRef[] | null;
  /** Where the gathered component comes from: src1.x of the first active lane (TG4), or a constant. */
  readonly component: 'source' | number;
  /** Result channel c is the sampler's channel resultSwizzle[c] (SAMPLE style: the SVIEW swizzle). */
  readonly resultSwizzle: readonly number[];
}

/** The plan of lookup `ins` (one of TEXTURE_LAYOUTS' opcodes), made on first use. */
export function texturePlan(rt: TgsiRuntime, ins: PreparedInstruction): TexturePlan {
  let plan = rt.texturePlans[ins.index];
  if (!plan) {
    plan = makePlan(rt, ins, TEXTURE_LAYOUTS.get(ins.opcode)!);
    rt.texturePlans[ins.index] = plan;
  }
  return plan;
}

function makePlan(rt: TgsiRuntime, ins: PreparedInstruction, layout: TextureLayout): TexturePlan {
  const sampleStyle = layout.sampler >= 0 || ins.opcode === O.SAMPLE_I || ins.opcode === O.SAMPLE_I_MS;
  const view = rt.resourceIndex(ins, layout.unit, sampleStyle ? TgsiFile.SAMPLER_VIEW : TgsiFile.SAMPLER);
  const sampler = layout.sampler >= 0 ? rt.resourceIndex(ins, layout.sampler, TgsiFile.SAMPLER) : view;
  const declaration = rt.program.declarationOf(TgsiFile.SAMPLER_VIEW, view)?.samplerView;
  const target = sampleStyle ? (declaration?.target ?? T.UNKNOWN) : (ins.ir.texture?.target ?? T.UNKNOWN);
  const returnType = declaration?.returnType[0];
  const coordinate = ins.src[0];
  if (!coordinate) fail(ins, 'source 0 is missing');
  const implicit = layout.lodMode === 'implicit' || layout.lodMode === 'bias';
  if (ins.offsets.length > 1) fail(ins, 'only one texel offset is supported');
  return {
    layout,
    view,
    sampler,
    target,
    float: returnType !== TgsiReturnType.SINT && returnType !== TgsiReturnType.UINT,
    integerCoords: layout.call === 'fetch',
    coords: layout.projective ? null : inPlace(rt, coordinate),
    quadDerivatives: implicit && rt.isFragment && !layout.derivatives,
    compare: compareOperand(ins, layout, target),
    offset: ins.offsets[0] ?? null,
    component:
      ins.opcode === O.TG4 && !SHADOW_TARGETS.has(target)
        ? 'source'
        : ins.opcode === O.GATHER4
          ? ins.src[1]!.swizzle[0]!
          : 0,
    resultSwizzle: sampleStyle && ins.opcode !== O.GATHER4 ? ins.src[layout.unit]!.swizzle : IDENTITY,
  };
}

/** Views of a source's channels in the register storage, when it can be read in place. */
function inPlace(rt: TgsiRuntime, src: PreparedSrc): TexturePlan['coords'] {
  const reg = src.reg;
  const s = reg.space;
  if (reg.kind !== 'storage' || reg.indirect || reg.dimIndirect || !s || s.laneStride !== 1) return null;
  if (src.abs || src.neg) return null;
  const L = rt.lanes;
  const offset = (c: number) =>
    s.base + reg.dim * s.vertexStride + reg.index * s.regStride + src.swizzle[c]! * s.chanStride;
  return {
    floats: IDENTITY.map((c) => rt.f32.subarray(offset(c), offset(c) + L)),
    words: IDENTITY.map((c) => rt.i32.subarray(offset(c), offset(c) + L)),
  };
}

/** The shadow reference's operand: by the layout, or for 'tex' by the target (tgsi.rst). */
function compareOperand(
  ins: PreparedInstruction,
  layout: TextureLayout,
  target: number,
): SourceChannel | null {
  let from: SourceChannel | null;
  if (layout.compare === 'tex') {
    if (REF_IN_Z.has(target)) from = [0, 2];
    else if (REF_IN_W.has(target)) from = [0, 3];
    else if (target === T.SHADOWCUBE_ARRAY)
      fail(ins, 'a SHADOWCUBE_ARRAY lookup needs TEX2, TXB2 or TXL2 (tgsi.rst)');
    else from = null;
  } else {
    from = layout.compare;
  }
  const shadowOpcode = ins.opcode === O.SAMPLE_C || ins.opcode === O.SAMPLE_C_LZ;
  return from && (shadowOpcode || SHADOW_TARGETS.has(target)) ? from : null;
}

function fail(ins: PreparedInstruction, reason: string): never {
  throw new TgsiExecutionError(ins.index, reason);
}
