// Border colours an ARB fragment program mixes into its lookups where the driver's samplers cannot read
// them (no PIPE_CAP_TEXTURE_BORDER_COLOR): the samplers clamp to the edge (objects/texture-sampling.ts)
// and every TEX, TXP and TXB on such a unit mixes the border colour in as the fixed-function program's
// lookups do (src/ffp/fragment-border.ts, the same code and the same word-D bits of the key). The bits
// of each unit make the variant's key (draw-programs.ts); the constants, named as the fixed-function
// program's, are written from a state whose texture units carry the borders of the program's samplers
// (a fragment program samples the units its instructions name, whatever the texture enables).
import type { Ureg } from '@gallium-ts/tgsi';
import type { ArbSampler, ArbTexelMix } from '../arb/index.js';
import { targetCode } from '../ffp/codes.js';
import type { ConstantTable } from '../ffp/constants.js';
import type { FixedFunctionState, ShaderBorderState } from '../ffp/ffp-state.js';
import { type BorderedUnit, emitBorder } from '../ffp/fragment-border.js';
import { borderBits } from '../ffp/key.js';
import { decodeBorder } from '../ffp/variant.js';
import type { TextureSampling } from '../objects/texture-sampling.js';
import { ARB_TEXTURE_TARGETS } from './texture-targets.js';

/** A sampler of the program whose lookups mix a border colour in. */
export interface ProgramBorder extends BorderedUnit {
  sampler: ArbSampler;
}

/**
 * The border sampler `s` mixes in, sampled as `sampling` says, with its key bits; null when the sampler
 * reads the border itself or no axis of the target meets it. A SHADOW target's lookups compare the
 * border's depth when the texture compares depths (GL_COMPARE_R_TO_TEXTURE on a depth texture).
 */
export function samplerBorder(
  s: ArbSampler,
  sampling: TextureSampling,
): { border: ProgramBorder; bits: number } | null {
  const shader = sampling.shaderBorder;
  if (shader === undefined) return null;
  const target = targetCode(ARB_TEXTURE_TARGETS[s.target]);
  const bits = borderBits(shader, s.shadow && shader.compare !== undefined, s.unit, target);
  const border = decodeBorder(bits);
  return border === null ? null : { border: { sampler: s, unit: s.unit, target, border }, bits };
}

/** The texel mixes (compile option `texelMixes`) of `borders`, their constants from `constants`. */
export function borderMixes(
  borders: readonly ProgramBorder[],
  constants: (u: Ureg, first: number) => ConstantTable,
): (ArbTexelMix | undefined)[] {
  const mixes: (ArbTexelMix | undefined)[] = [];
  for (const b of borders) {
    mixes[b.unit] = (u, lookup) => {
      const f = { u, consts: constants(u, lookup.firstConstant), temp: () => u.declTemp() };
      return emitBorder(f, b, lookup.coord, lookup.texel, lookup.bias);
    };
  }
  return mixes;
}

/**
 * `state` with the texture units of `borders` carrying the border their sampler mixes in now
 * (`shaderBorderOf`), for the border constants' writers, which read `textureUnits[n].shaderBorder`.
 */
export function withProgramBorders(
  state: FixedFunctionState,
  borders: readonly ProgramBorder[],
  shaderBorderOf: (s: ArbSampler) => ShaderBorderState | undefined,
): FixedFunctionState {
  if (borders.length === 0) return state;
  const textureUnits = state.textureUnits.slice();
  for (const b of borders)
    textureUnits[b.unit] = { ...textureUnits[b.unit]!, shaderBorder: shaderBorderOf(b.sampler) };
  return { ...state, textureUnits };
}
