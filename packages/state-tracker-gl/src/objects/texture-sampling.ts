// How a texture object is sampled on this context — the one place that decides, from the caps read once
// per context (GlLimits.textureSwizzle, GlLimits.textureBorderColor), whether the sampler view and the
// sampler state do it natively or the fixed-function fragment program does it instead, as Mesa's state
// tracker does with shader variants:
// - the read swizzle of the base format (ALPHA → (0, 0, 0, A), LUMINANCE → (L, L, L, 1), INTENSITY,
//   LUMINANCE_ALPHA, RGB's alpha of 1, a depth texture's GL_DEPTH_TEXTURE_MODE) goes on the view, or
//   the view is the identity and the program swizzles the texel;
// - wrap modes that read the border colour stay on the sampler, or the sampler clamps to the edge and
//   the program mixes the border colour in (ffp/fragment-border.ts, which says what is exact);
// - the LOD bias (the texture's plus the unit's, clamped to ±GL_MAX_TEXTURE_LOD_BIAS) goes on the sampler
//   when |bias| is within GlLimits.samplerLodBias (PIPE_CAPF_MAX_TEXTURE_LOD_BIAS), or the sampler's is 0
//   and the program samples with TXB and the bias as a constant (ffp/fragment-texel.ts).
import { PipeSwizzle, PipeTexFilter, PipeTexWrap } from '@gallium-ts/gallium-api';
import { wrapReadsBorder } from '@gallium-ts/gallium-api/util';
import type { GlLimits } from '../context/limits.js';
import { minFilter, WRAP_MODES } from '../draw/gl-to-pipe.js';
import type { ShaderBorderState } from '../ffp/ffp-state.js';
import { GL_COMPARE_R_TO_TEXTURE, GL_DEPTH_COMPONENT, GL_LINEAR } from '../gl-enums.js';
import { borderAsRead, readSwizzle, type Swizzle4 } from '../pixels/index.js';
import type { TextureObject } from './texture-objects.js';

export interface TextureSampling {
  /** The sampler view's swizzle. */
  readonly viewSwizzle: Swizzle4;
  /** The swizzle the fragment program applies (when the view cannot). */
  readonly shaderSwizzle: Swizzle4 | undefined;
  /** The sampler's wrap modes of S, T, R (PipeTexWrap). */
  readonly wraps: readonly [number, number, number];
  /** The border the fragment program mixes in (when the sampler cannot). */
  readonly shaderBorder: ShaderBorderState | undefined;
  /** The sampler state's LOD bias. */
  readonly samplerLodBias: number;
  /** The LOD bias the fragment program applies with TXB (non-zero, beyond the sampler's), or undefined. */
  readonly shaderLodBias: number | undefined;
}

const IDENTITY: Swizzle4 = [PipeSwizzle.X, PipeSwizzle.Y, PipeSwizzle.Z, PipeSwizzle.W];

/** Edge-clamping twins of the wrap modes that read the border colour. */
const EDGE_WRAP: ReadonlyMap<number, number> = new Map([
  [PipeTexWrap.CLAMP, PipeTexWrap.CLAMP_TO_EDGE],
  [PipeTexWrap.CLAMP_TO_BORDER, PipeTexWrap.CLAMP_TO_EDGE],
  [PipeTexWrap.MIRROR_CLAMP, PipeTexWrap.MIRROR_CLAMP_TO_EDGE],
  [PipeTexWrap.MIRROR_CLAMP_TO_BORDER, PipeTexWrap.MIRROR_CLAMP_TO_EDGE],
]);

/** How `t` (complete, with a base image and storage) is sampled under `limits` on a unit with `unitLodBias`. */
export function textureSampling(t: TextureObject, limits: GlLimits, unitLodBias: number): TextureSampling {
  const p = t.params;
  const base = t.baseImage!;
  const swizzle = readSwizzle(base.texFormat, p.depthTextureMode);
  const identity = swizzle.every((s, c) => s === IDENTITY[c]);
  const viewSwizzle = limits.textureSwizzle || identity ? swizzle : IDENTITY;
  const shaderSwizzle = limits.textureSwizzle || identity ? undefined : swizzle;

  const glWraps = [p.wrapS, p.wrapT, p.wrapR] as const;
  const pipeWraps = glWraps.map((w) => WRAP_MODES.get(w)!) as [number, number, number];
  const minLinear = minFilter(p.minFilter)[0] === PipeTexFilter.LINEAR;
  const magLinear = p.magFilter === GL_LINEAR;
  const readsBorder = pipeWraps.some((w) => wrapReadsBorder(w, minLinear || magLinear));
  const lod = t.lodRange(unitLodBias, limits.maxLodBias);
  const lowerBias = lod.bias !== 0 && Math.abs(lod.bias) > limits.samplerLodBias;
  const samplerLodBias = lowerBias ? 0 : lod.bias;
  const shaderLodBias = lowerBias ? lod.bias : undefined;
  if (limits.textureBorderColor || !readsBorder)
    return {
      viewSwizzle,
      shaderSwizzle,
      wraps: pipeWraps,
      shaderBorder: undefined,
      samplerLodBias,
      shaderLodBias,
    };
  // A depth comparison's border is the comparison of the border's depth: a passed or failed colour.
  const compares = base.baseFormat === GL_DEPTH_COMPONENT && p.compareMode === GL_COMPARE_R_TO_TEXTURE;
  const [first, last] = t.viewLevels(t.resource!);
  return {
    viewSwizzle,
    shaderSwizzle,
    wraps: pipeWraps.map((w) => EDGE_WRAP.get(w) ?? w) as [number, number, number],
    shaderBorder: {
      wrap: glWraps,
      minFilter: p.minFilter,
      magFilter: p.magFilter,
      color: borderAsRead(compares ? [1, 1, 1, 1] : p.borderColor, base.baseFormat, p.depthTextureMode),
      size: [base.width, base.height, base.depth],
      lod: [lod.bias, lod.minLod, lod.maxLod, last - first],
      compare: compares
        ? {
            func: p.compareFunc,
            depth: Math.min(Math.max(p.borderColor[0], 0), 1),
            fail: borderAsRead([0, 0, 0, 0], base.baseFormat, p.depthTextureMode),
          }
        : undefined,
    },
    samplerLodBias,
    shaderLodBias,
  };
}

/** What the fragment program does of a unit's sampling: TextureUnitState's fields of the same names. */
interface ShaderSampling {
  shaderSwizzle?: readonly number[] | undefined;
  shaderBorder?: ShaderBorderState | undefined;
  shaderLodBias?: number | undefined;
}

/** Whether two units' lowerings are the same (same program key and constants). */
export function sameShaderSampling(a: ShaderSampling, b: ShaderSampling): boolean {
  return (
    sameList(a.shaderSwizzle, b.shaderSwizzle) &&
    sameBorder(a.shaderBorder, b.shaderBorder) &&
    a.shaderLodBias === b.shaderLodBias
  );
}

function sameCompare(a: ShaderBorderState['compare'], b: ShaderBorderState['compare']): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.func === b.func && a.depth === b.depth && sameList(a.fail, b.fail);
}

function sameBorder(a: ShaderBorderState | undefined, b: ShaderBorderState | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    sameCompare(a.compare, b.compare) &&
    a.minFilter === b.minFilter &&
    a.magFilter === b.magFilter &&
    sameList(a.wrap, b.wrap) &&
    sameList(a.lod, b.lod) &&
    sameList(a.color, b.color) &&
    sameList(a.size, b.size)
  );
}

function sameList(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
