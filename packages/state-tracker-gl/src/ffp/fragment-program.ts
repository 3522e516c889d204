// The fixed-function fragment program (GL 1.5, 3.8–3.10): the texture units' combiners in order,
// starting from the primary colour; the colour sum (secondary colour added to RGB, clamped); fog
// (LINEAR, EXP or EXP2 factor f clamped to [0, 1], RGB = f·C + (1 − f)·C_fog); then, where the driver
// has no alpha test or a lowered logic op replaces the alpha the pipe would test, the alpha test
// (fragment-alpha-test.ts; fog leaves alpha as it is); for a driver that cannot blend with the RGB
// source factor GL asks for, the final RGB times that factor (fragment-blend.ts); then a lowered logic
// op. Blending and the rest are pipe state.
import { TgsiSemantic, type TgsiShader, type UregDst, type UregSrc } from '@gallium-ts/tgsi';
import { FogCode } from './codes.js';
import { type ConstantTable, setVec4 } from './constants.js';
import type { FixedFunctionState } from './ffp-state.js';
import { emitAlphaTest } from './fragment-alpha-test.js';
import { emitBlendSourceFactor } from './fragment-blend.js';
import { FragmentBuilder } from './fragment-builder.js';
import { emitCombiner } from './fragment-combiner.js';
import { emitLogicOp, LOGIC_OP_DESTINATION_UNIT, logicOpReadsDestination } from './fragment-logic-op.js';
import type { FfpVariant } from './variant.js';

export interface GeneratedFragmentProgram {
  shader: TgsiShader;
  constants: ConstantTable;
  /** Units sampled and their GL targets, by unit. */
  textureUnits: { unit: number; target: number }[];
  /** SVIEW / SAMP slot of the colour-buffer copy the lowered logic op reads, or null. */
  destinationUnit: number | null;
}

export function buildFragmentProgram(variant: FfpVariant): GeneratedFragmentProgram {
  const f = new FragmentBuilder(variant);
  const { u } = f;
  let color: UregSrc = f.color(0);
  for (const unit of variant.units) color = emitCombiner(f, unit, color).src();
  if (variant.colorSum) {
    const sum = f.temp();
    u.ADD(sum.mask('xyz'), color, f.color(1), { saturate: true });
    u.MOV(sum.mask('w'), color);
    color = sum.src();
  }
  // Fog leaves alpha as it is: the alpha test can read it here.
  if (variant.alphaTest !== null) emitAlphaTest(f, variant.alphaTest, color);
  const out = u.declOutput(TgsiSemantic.COLOR, 0);
  const logicOp = variant.logicOp;
  if (logicOp === null && !variant.blendSourceFactor) {
    if (variant.fog) emitFog(f, variant.fog.mode, color, out);
    else u.MOV(out, color);
  } else {
    // The logic op's source, and the colour blending would weigh, is the fogged colour.
    if (variant.fog) {
      const fogged = f.temp();
      emitFog(f, variant.fog.mode, color, fogged);
      color = fogged.src();
    }
    if (logicOp !== null) emitLogicOp(f, logicOp, color, out);
    else emitBlendSourceFactor(f, color, out);
  }
  return {
    shader: u.finalize(),
    constants: f.consts,
    textureUnits: [...f.sampled].sort((a, b) => a.unit - b.unit),
    destinationUnit: logicOp !== null && logicOpReadsDestination(logicOp) ? LOGIC_OP_DESTINATION_UNIT : null,
  };
}

/**
 * Fog constants: (−1/(end − start), end/(end − start), density·log₂e, density·√log₂e); with end = start
 * the LINEAR scale is taken as 1 (GL divides by zero there), as Mesa does.
 */
function writeFogParams(s: FixedFunctionState, out: Float32Array, at: number): void {
  const { start, end, density } = s.fog;
  const scale = end === start ? 1 : 1 / (end - start);
  setVec4(out, at, -scale, end * scale, density * Math.LOG2E, density * Math.sqrt(Math.LOG2E));
}

function emitFog(f: FragmentBuilder, mode: number, color: UregSrc, out: UregDst): void {
  const { u } = f;
  const params = f.consts.get('fogParams', 1, writeFogParams);
  const fogColor = f.consts.get('fogColor', 1, (s, out, at) => out.set(s.fog.color, at));
  const c = f.fogCoord().x;
  const factor = f.temp();
  const x = factor.mask('x');
  switch (mode) {
    case FogCode.LINEAR: // (end − c) / (end − start)
      u.MAD(x, c, params.x, params.y, { saturate: true });
      break;
    case FogCode.EXP: // e^(−density·c)
      u.MUL(x, c, params.z);
      u.EX2(x, factor.src().x.neg(), { saturate: true });
      break;
    default: // e^(−(density·c)²)
      u.MUL(x, c, params.w);
      u.MUL(x, factor.src().x, factor.src().x);
      u.EX2(x, factor.src().x.neg(), { saturate: true });
  }
  u.LRP(out.mask('xyz'), factor.src().x, color, fogColor);
  u.MOV(out.mask('w'), color);
}
