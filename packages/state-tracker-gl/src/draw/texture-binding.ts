// Textures for the draw: which target each unit textures from (FixedFunctionState.textureUnits[u].target,
// by GL's enable precedence, 0 when the texture there is incomplete) with the lowerings its program
// applies, and the sampler views and sampler states bound for the units the program samples (and the
// colour-buffer copy a lowered logic op reads); an ARB fragment program's lookups of an incomplete
// texture read (0, 0, 0, 1).
import { type PipeSamplerState, type PipeSamplerView, PipeShader } from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { GL_COMPARE_R_TO_TEXTURE, GL_LUMINANCE } from '../gl-enums.js';
import { TEXTURE_TARGETS } from '../objects/texture-objects.js';
import { sameShaderSampling, type TextureSampling, textureSampling } from '../objects/texture-sampling.js';
import type { FixedFunctionProgram } from './program-source.js';

const NOT_LOWERED = { shaderSwizzle: undefined, shaderBorder: undefined, shaderLodBias: undefined };

/**
 * Recomputes each unit's texturing target, base format and the sampler work its program does in the
 * driver's place (texture-sampling.ts); true when any changed.
 */
export function updateUnitTargets(c: GlContext): boolean {
  let changed = false;
  c.textures.units.forEach((unit, u) => {
    const ffUnit = c.ff.textureUnits[u]!;
    let target = 0;
    let baseFormat = ffUnit.baseFormat;
    let depthMode = ffUnit.depthTextureMode ?? GL_LUMINANCE;
    let shadow = ffUnit.shadow ?? false;
    let lowered: Pick<TextureSampling, 'shaderSwizzle' | 'shaderBorder' | 'shaderLodBias'> = NOT_LOWERED;
    for (const t of TEXTURE_TARGETS) {
      if (!unit.enabled.get(t)) continue;
      const tex = unit.bound.get(t)!;
      if (tex.isComplete()) {
        target = t;
        baseFormat = tex.baseImage!.baseFormat;
        depthMode = tex.params.depthTextureMode;
        shadow = tex.params.compareMode === GL_COMPARE_R_TO_TEXTURE;
        lowered = textureSampling(tex, c.limits, unit.lodBias);
      }
      break;
    }
    if (
      ffUnit.target !== target ||
      ffUnit.baseFormat !== baseFormat ||
      (ffUnit.depthTextureMode ?? GL_LUMINANCE) !== depthMode ||
      (ffUnit.shadow ?? false) !== shadow ||
      !sameShaderSampling(ffUnit, lowered)
    ) {
      ffUnit.target = target;
      ffUnit.baseFormat = baseFormat;
      ffUnit.depthTextureMode = depthMode;
      ffUnit.shadow = shadow;
      ffUnit.shaderSwizzle = lowered.shaderSwizzle;
      ffUnit.shaderBorder = lowered.shaderBorder;
      ffUnit.shaderLodBias = lowered.shaderLodBias;
      changed = true;
    }
  });
  return changed;
}

/** Binds the views and samplers of the units `program` samples (others unbound). */
export function bindTextures(c: GlContext, program: FixedFunctionProgram): void {
  const views: (PipeSamplerView | null)[] = [];
  const samplers: (PipeSamplerState | null)[] = [];
  for (const { unit, target } of program.textureUnits) {
    const tex = c.textures.bound(target, unit);
    while (views.length < unit) {
      views.push(null);
      samplers.push(null);
    }
    if (!tex.isComplete()) {
      // Only a fragment program names a unit whose texture is incomplete (incomplete-textures.ts).
      views[unit] = c.draw.incomplete.view(target);
      samplers[unit] = c.draw.incomplete.sampler;
      continue;
    }
    const sampling = textureSampling(tex, c.limits, c.textures.units[unit]!.lodBias);
    views[unit] = tex.samplerView(c, sampling);
    samplers[unit] = tex.samplerState(sampling, c.limits, c.textures.units[unit]!.lodBias);
  }
  const destination = program.destinationUnit;
  if (destination !== undefined && destination !== null) {
    while (views.length < destination) {
      views.push(null);
      samplers.push(null);
    }
    views[destination] = c.draw.logicOp.destinationView();
    samplers[destination] = c.draw.logicOp.sampler;
  }
  c.cso.setSamplerViews(PipeShader.FRAGMENT, views);
  c.cso.setSamplers(PipeShader.FRAGMENT, samplers);
}
