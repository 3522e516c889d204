// One (sampler view, sampler state) pair resolved for sampling: the view's ViewState plus the sampler
// state reduced to what the lookups need (wrap modes, filters, level-of-detail parameters, comparison,
// border texel, anisotropy), and whether the fast 2D path can serve it. Built once per pair of objects.
import {
  PipeFormatChannelType,
  type PipeSamplerState,
  PipeSwizzle,
  PipeTexCompare,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTextureTarget,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import { borderTexel } from './border-color.js';
import { fastReadable } from './fast-2d.js';
import { isCube, type ViewState } from './view-state.js';

/** Largest |sampler bias + shader bias| (PIPE_CAPF_MAX_TEXTURE_LOD_BIAS). */
export const MAX_LOD_BIAS = 16;
/** Largest number of anisotropic probes (PIPE_CAPF_MAX_TEXTURE_ANISOTROPY). */
export const MAX_ANISOTROPY = 16;

/** `x` when it is a number other than NaN, else `fallback`. */
const finite = (x: number, fallback: number) => (typeof x === 'number' && !Number.isNaN(x) ? x : fallback);
const wrapMode = (mode: number) =>
  mode >= PipeTexWrap.REPEAT && mode <= PipeTexWrap.MIRROR_CLAMP_TO_BORDER ? mode : PipeTexWrap.REPEAT;

export class TextureUnit {
  readonly wrapS: number;
  readonly wrapT: number;
  readonly wrapR: number;
  readonly minLinear: boolean;
  readonly magLinear: boolean;
  readonly mipFilter: number;
  /** Whether lookups with a reference compare it against the texel's R. */
  readonly compare: boolean;
  readonly compareFunc: number;
  /** Clamp the reference to [0, 1] (fixed-point depth). */
  readonly clampReference: boolean;
  /** Sampler LOD bias, clamped to ±MAX_LOD_BIAS. */
  readonly bias: number;
  readonly minLod: number;
  readonly maxLod: number;
  /** Integer anisotropy limit (1 = isotropic); 3D and cube targets filter isotropically. */
  readonly maxAniso: number;
  readonly seamless: boolean;
  /** Coordinates are normalized (false for unnormalized samplers and RECT views). */
  readonly normalized: boolean;
  readonly border: Float64Array;
  /** Lookups need a level of detail (else: level 0 with the magnification filter). */
  readonly needsLod: boolean;
  /** The fast 2D path serves this pair (see fast-2d.ts). */
  readonly fast: boolean;
  /**
   * The inline lookup of fused functions (Texel2d, texel-2d.ts) can serve this pair: what the fast path
   * serves, and the wraps that read the border (CLAMP, CLAMP_TO_BORDER).
   */
  readonly inlineLookup: boolean;

  constructor(
    readonly view: ViewState,
    sampler: PipeSamplerState,
  ) {
    const integer = view.integer;
    this.wrapS = wrapMode(sampler.wrapS);
    this.wrapT = wrapMode(sampler.wrapT);
    this.wrapR = wrapMode(sampler.wrapR);
    // Pure-integer textures cannot be filtered: they are sampled NEAREST (GL calls LINEAR incomplete).
    this.minLinear = !integer && sampler.minImgFilter === PipeTexFilter.LINEAR;
    this.magLinear = !integer && sampler.magImgFilter === PipeTexFilter.LINEAR;
    const mip = sampler.minMipFilter;
    this.mipFilter =
      mip === PipeTexMipfilter.LINEAR && !integer
        ? PipeTexMipfilter.LINEAR
        : mip === PipeTexMipfilter.NEAREST || mip === PipeTexMipfilter.LINEAR
          ? PipeTexMipfilter.NEAREST
          : PipeTexMipfilter.NONE;
    const description = view.description;
    this.compare = !integer && sampler.compareMode === PipeTexCompare.R_TO_TEXTURE && description !== null;
    this.compareFunc = sampler.compareFunc;
    const rSource = description?.swizzle[0] ?? PipeSwizzle.ZERO;
    this.clampReference =
      rSource <= PipeSwizzle.W && description!.channels[rSource]!.type === PipeFormatChannelType.UNORM;
    this.bias = Math.min(Math.max(finite(sampler.lodBias, 0), -MAX_LOD_BIAS), MAX_LOD_BIAS);
    this.minLod = finite(sampler.minLod, 0);
    this.maxLod = finite(sampler.maxLod, 1000);
    const aniso = Math.floor(finite(sampler.maxAnisotropy, 0));
    const anisoTarget = view.dims === 2 && !isCube(view.target);
    this.maxAniso = integer || !anisoTarget ? 1 : Math.min(Math.max(aniso, 1), MAX_ANISOTROPY);
    this.seamless = isCube(view.target) && sampler.seamlessCubeMap === true;
    this.normalized = sampler.normalizedCoords !== false && view.target !== PipeTextureTarget.TEXTURE_RECT;
    this.border = description ? borderTexel(description, sampler.borderColor) : new Float64Array(4);
    this.needsLod =
      this.minLinear !== this.magLinear ||
      (this.mipFilter !== PipeTexMipfilter.NONE && view.levelCount > 1) ||
      this.maxAniso > 1;
    // Under nearest filters GL's CLAMP reads no border: its lookups are CLAMP_TO_EDGE's (wrap.ts), which
    // the fast paths compute for it. (Gathers read the footprint whatever the filter, but take no fast path.)
    const nearestOnly = !this.minLinear && !this.magLinear;
    const fastWrap = (m: number) =>
      m === PipeTexWrap.REPEAT ||
      m === PipeTexWrap.MIRROR_REPEAT ||
      m === PipeTexWrap.CLAMP_TO_EDGE ||
      (m === PipeTexWrap.CLAMP && nearestOnly);
    const plain2d =
      view.target === PipeTextureTarget.TEXTURE_2D &&
      fastReadable(view) &&
      !integer &&
      !this.compare &&
      this.maxAniso === 1 &&
      this.normalized;
    this.fast = plain2d && fastWrap(this.wrapS) && fastWrap(this.wrapT);
    const inlineWrap = (m: number) =>
      fastWrap(m) || m === PipeTexWrap.CLAMP || m === PipeTexWrap.CLAMP_TO_BORDER;
    this.inlineLookup = plain2d && inlineWrap(this.wrapS) && inlineWrap(this.wrapT);
  }
}
