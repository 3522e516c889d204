// What a draw binds for its program besides attributes: the textures and sampler objects of the
// sampler views it reads (refusing views WebGL2 cannot show: it has no texture views), with their level
// ranges, and the state uniforms of emulated fixed-function state.
import {
  type PipeDepthStencilAlphaState,
  type PipeRasterizerState,
  PipeShader,
  PipeTextureTarget,
  PipeUnsupportedError,
} from '@gallium-ts/gallium-api';
import type { BaseSamplerView, BoundState } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { glTextureFormat } from '../formats.js';
import type { WebglTextureStorage } from '../storage/texture-storage.js';
import type { LinkedProgram } from './programs.js';
import type { WebglSampler } from './samplers.js';
import { setStateUniform } from './uniforms.js';

/** WebGL2 has no texture views: a sampled view must show its texture's format and every layer. */
function refuseTextureView(view: BaseSamplerView, storage: WebglTextureStorage): void {
  const t = storage.template;
  if (glTextureFormat(view.format) !== storage.gl)
    throw new PipeUnsupportedError(
      'drawVbo',
      'WebGL2 has no texture views: a sampler view format must be stored like its texture format',
    );
  const layered =
    t.target === PipeTextureTarget.TEXTURE_2D_ARRAY ||
    t.target === PipeTextureTarget.TEXTURE_1D_ARRAY ||
    t.target === PipeTextureTarget.TEXTURE_CUBE;
  if (layered && (view.firstLayer !== 0 || view.lastLayer !== t.arraySize - 1))
    throw new PipeUnsupportedError(
      'drawVbo',
      'WebGL2 has no texture views: a sampler view must show every layer of its texture',
    );
}

/** Binds the texture and sampler of every sampler the program reads, with the view's levels. */
export function bindTextures(device: WebglDevice, bound: BoundState, p: LinkedProgram): void {
  const gl = device.gl;
  p.source.samplers.forEach((s, i) => {
    const stage = s.stage === 'vertex' ? PipeShader.VERTEX : PipeShader.FRAGMENT;
    const view = bound.samplerViews[stage]![s.view] as BaseSamplerView | null;
    const sampler = bound.samplers[stage]![s.sampler]?.driverData as WebglSampler | undefined;
    gl.activeTexture(gl.TEXTURE0 + s.unit);
    if (!view) {
      gl.bindTexture(gl.TEXTURE_2D, null);
      return;
    }
    const storage = view.texture.storage as WebglTextureStorage;
    refuseTextureView(view, storage);
    gl.bindTexture(storage.glTarget, storage.texture);
    storage.setLevels(view.firstLevel, view.lastLevel);
    const g = storage.gl;
    const filterable =
      g.kind === 'float' &&
      (g.filterable === 'always' ||
        (g.filterable === 'float-extension' && device.extensions.textureFloatLinear));
    const compare = (bound.samplers[stage]![s.sampler]?.state as { compareMode?: number } | undefined)
      ?.compareMode;
    const nearest = !filterable && !((g.kind === 'depth' || g.kind === 'depthStencil') && compare);
    gl.bindSampler(s.unit, sampler ? (nearest ? sampler.nearest : sampler.sampler) : null);
    const levels = p.levels[i];
    if (levels)
      setStateUniform(gl, p, { name: s.levelsUniform!, type: 'int', count: 1, purpose: '' }, [
        view.lastLevel - view.firstLevel + 1,
      ]);
  });
}

/** The state uniforms of the program. */
export function setUniforms(
  gl: WebGL2RenderingContext,
  bound: BoundState,
  p: LinkedProgram,
  baseVertex: number,
  startInstance: number,
): void {
  p.uniformsFor = uniformsKey(baseVertex, startInstance);
  const raster = bound.cso.rasterizer!.state as PipeRasterizerState;
  const dsa = bound.cso.depthStencilAlpha!.state as PipeDepthStencilAlphaState;
  for (const u of p.source.uniforms) {
    switch (u.name) {
      case 'gts_pointSize':
        setStateUniform(gl, p, u, [raster.pointSize]);
        break;
      case 'gts_alphaRef':
        setStateUniform(gl, p, u, [dsa.alpha.refValue]);
        break;
      case 'gts_clipPlane':
        setStateUniform(
          gl,
          p,
          u,
          Array.from({ length: u.count }, (_, i) => bound.clip.ucp[i] ?? [0, 0, 0, 0]).flat(),
        );
        break;
      case 'gts_stipple':
        setStateUniform(
          gl,
          p,
          u,
          bound.polygonStipple.stipple.map((r) => r >>> 0),
        );
        break;
      case 'gts_lineStipple':
        // a thin line's fragment is in the step where the line leaves its diamond, a wide one's in
        // the step its centre lies in
        setStateUniform(gl, p, u, [
          raster.lineStipplePattern & 0xffff,
          raster.lineStippleFactor + 1,
          raster.lineWidth <= 1 ? 1 : 0,
          raster.lineRectangular ? 1 : 0,
        ]);
        break;
      case 'gts_fbHeight':
        setStateUniform(gl, p, u, [bound.framebuffer.height]);
        break;
      case 'gts_baseVertex':
        setStateUniform(gl, p, u, [baseVertex]);
        break;
      case 'gts_facing':
        // 0: the rasterizer's facing; a draw of unfilled polygons sets it per part (DrawPlanner.issue)
        setStateUniform(gl, p, u, [0]);
        break;
      case 'gts_baseInstance':
        setStateUniform(gl, p, u, [startInstance]);
        break;
      case 'gts_drawId':
        setStateUniform(gl, p, u, [0]);
        break;
      default:
        break;
    }
  }
}

/** The draw-dependent uniform values (base vertex, start instance) as a key. */
export function uniformsKey(baseVertex: number, startInstance: number): string {
  return baseVertex === 0 && startInstance === 0 ? '' : `${baseVertex}:${startInstance}`;
}
