// Sampler CSOs as WebGL2 sampler objects, made when the CSO is created. WebGL2 has no border colour:
// CLAMP (GL 1.x clamp) is CLAMP_TO_EDGE where the filters make them equal (NEAREST everywhere) and is
// refused otherwise, CLAMP_TO_BORDER is refused. Views that WebGL2 cannot filter (integer textures,
// depth without comparison, 32-bit floats without OES_texture_float_linear) take a NEAREST twin.
import {
  type PipeSamplerState,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
  PipeUnsupportedError,
} from '@gallium-ts/gallium-api';

const WRAPS: Readonly<Record<number, number>> = {
  [PipeTexWrap.REPEAT]: 0x2901,
  [PipeTexWrap.CLAMP_TO_EDGE]: 0x812f,
  [PipeTexWrap.MIRROR_REPEAT]: 0x8370,
};

export interface WebglSampler {
  readonly sampler: WebGLSampler;
  /** The same sampler with NEAREST filters, for views WebGL2 cannot filter. */
  readonly nearest: WebGLSampler;
}

function wrap(mode: number, nearest: boolean): number {
  if (mode === PipeTexWrap.CLAMP && nearest) return 0x812f;
  const g = WRAPS[mode];
  if (g === undefined) {
    const why =
      mode === PipeTexWrap.CLAMP
        ? 'CLAMP with LINEAR filtering blends the border colour, which WebGL2 does not have'
        : 'border colours (CLAMP_TO_BORDER) do not exist in WebGL2';
    throw new PipeUnsupportedError('createSamplerState', why);
  }
  return g;
}

function minFilter(img: number, mip: number): number {
  const linear = img === PipeTexFilter.LINEAR;
  if (mip === PipeTexMipfilter.NONE) return linear ? 0x2601 : 0x2600;
  if (mip === PipeTexMipfilter.NEAREST) return linear ? 0x2701 : 0x2700;
  return linear ? 0x2703 : 0x2702;
}

function make(gl: WebGL2RenderingContext, s: PipeSamplerState, forceNearest: boolean): WebGLSampler {
  const nearest =
    s.minImgFilter === PipeTexFilter.NEAREST &&
    s.magImgFilter === PipeTexFilter.NEAREST &&
    s.minMipFilter !== PipeTexMipfilter.LINEAR;
  const wraps = [wrap(s.wrapS, nearest), wrap(s.wrapT, nearest), wrap(s.wrapR, nearest)] as const;
  const sampler = gl.createSampler()!;
  gl.samplerParameteri(sampler, gl.TEXTURE_WRAP_S, wraps[0]);
  gl.samplerParameteri(sampler, gl.TEXTURE_WRAP_T, wraps[1]);
  gl.samplerParameteri(sampler, gl.TEXTURE_WRAP_R, wraps[2]);
  const min = forceNearest
    ? minFilter(
        PipeTexFilter.NEAREST,
        s.minMipFilter === PipeTexMipfilter.NONE ? PipeTexMipfilter.NONE : PipeTexMipfilter.NEAREST,
      )
    : minFilter(s.minImgFilter, s.minMipFilter);
  gl.samplerParameteri(sampler, gl.TEXTURE_MIN_FILTER, min);
  gl.samplerParameteri(
    sampler,
    gl.TEXTURE_MAG_FILTER,
    forceNearest || s.magImgFilter === PipeTexFilter.NEAREST ? 0x2600 : 0x2601,
  );
  gl.samplerParameterf(sampler, gl.TEXTURE_MIN_LOD, s.minLod);
  gl.samplerParameterf(sampler, gl.TEXTURE_MAX_LOD, s.maxLod);
  if (s.compareMode !== 0) {
    gl.samplerParameteri(sampler, gl.TEXTURE_COMPARE_MODE, gl.COMPARE_REF_TO_TEXTURE);
    gl.samplerParameteri(sampler, gl.TEXTURE_COMPARE_FUNC, 0x0200 + s.compareFunc);
  }
  return sampler;
}

/** The sampler objects of a sampler CSO; PipeUnsupportedError for wraps WebGL2 lacks. */
export function createWebglSampler(gl: WebGL2RenderingContext, s: PipeSamplerState): WebglSampler {
  return { sampler: make(gl, s, false), nearest: make(gl, s, true) };
}

export function deleteWebglSampler(gl: WebGL2RenderingContext, s: WebglSampler): void {
  gl.deleteSampler(s.sampler);
  gl.deleteSampler(s.nearest);
}
