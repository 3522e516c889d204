// Every kind of constant state object with a valid template and its create/bind/delete triplet, so the
// suite can run one lifecycle check over all of them.
import { PipeCap, PipeShaderCap } from '../caps.js';
import type { PipeContext } from '../context.js';
import {
  blendState,
  depthStencilAlphaState,
  rasterizerState,
  samplerState,
  tgsiComputeState,
  tgsiShaderState,
} from '../defaults.js';
import { PipeShader } from '../enums.js';
import { PipeFormat } from '../format/index.js';
import type { PipeCso, PipeCsoKind } from '../objects.js';
import type { PipeScreen } from '../screen.js';
import type { ResolvedConformanceOptions } from './options.js';
import { minimalTgsiShader } from './tgsi-programs.js';

/**
 * Where CSO templates get shader tokens from (the suite's options).
 * @inline
 */
export type ShaderSource = Pick<ResolvedConformanceOptions, 'shaderTokens'>;

export interface CsoKindCase {
  kind: PipeCsoKind;
  /** The Gallium triplet, e.g. `*_blend_state`. */
  gallium: string;
  /** Whether the screen's caps offer this kind. */
  supported(screen: PipeScreen): boolean;
  create(ctx: PipeContext, options: ShaderSource): PipeCso;
  bind(ctx: PipeContext, cso: PipeCso | null): void;
  remove(ctx: PipeContext, cso: PipeCso): void;
}

const stage = (shader: PipeShader) => (screen: PipeScreen) =>
  screen.getShaderParam(shader, PipeShaderCap.MAX_INSTRUCTIONS) > 0;
const always = () => true;
// The interface's per-kind signatures are exercised through one shape here.
type AnyCso = never;

export const CSO_KINDS: readonly CsoKindCase[] = [
  {
    kind: 'blend',
    gallium: '*_blend_state',
    supported: always,
    create: (ctx) => ctx.createBlendState(blendState()),
    bind: (ctx, cso) => ctx.bindBlendState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteBlendState(cso as AnyCso),
  },
  {
    kind: 'sampler',
    gallium: 'create_sampler_state / bind_sampler_states / delete_sampler_state',
    supported: always,
    create: (ctx) => ctx.createSamplerState(samplerState()),
    bind: (ctx, cso) => ctx.bindSamplerStates(PipeShader.FRAGMENT, 0, [cso as AnyCso]),
    remove: (ctx, cso) => ctx.deleteSamplerState(cso as AnyCso),
  },
  {
    kind: 'rasterizer',
    gallium: '*_rasterizer_state',
    supported: always,
    create: (ctx) => ctx.createRasterizerState(rasterizerState()),
    bind: (ctx, cso) => ctx.bindRasterizerState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteRasterizerState(cso as AnyCso),
  },
  {
    kind: 'depthStencilAlpha',
    gallium: '*_depth_stencil_alpha_state',
    supported: always,
    create: (ctx) => ctx.createDepthStencilAlphaState(depthStencilAlphaState()),
    bind: (ctx, cso) => ctx.bindDepthStencilAlphaState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteDepthStencilAlphaState(cso as AnyCso),
  },
  {
    kind: 'vs',
    gallium: '*_vs_state',
    supported: stage(PipeShader.VERTEX),
    create: (ctx, o) => ctx.createVsState(tgsiShaderState(o.shaderTokens(PipeShader.VERTEX))),
    bind: (ctx, cso) => ctx.bindVsState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteVsState(cso as AnyCso),
  },
  {
    kind: 'fs',
    gallium: '*_fs_state',
    supported: stage(PipeShader.FRAGMENT),
    create: (ctx, o) => ctx.createFsState(tgsiShaderState(o.shaderTokens(PipeShader.FRAGMENT))),
    bind: (ctx, cso) => ctx.bindFsState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteFsState(cso as AnyCso),
  },
  {
    kind: 'gs',
    gallium: '*_gs_state',
    supported: stage(PipeShader.GEOMETRY),
    create: (ctx, o) => ctx.createGsState(tgsiShaderState(o.shaderTokens(PipeShader.GEOMETRY))),
    bind: (ctx, cso) => ctx.bindGsState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteGsState(cso as AnyCso),
  },
  {
    kind: 'tcs',
    gallium: '*_tcs_state',
    supported: stage(PipeShader.TESS_CTRL),
    create: (ctx, o) => ctx.createTcsState(tgsiShaderState(o.shaderTokens(PipeShader.TESS_CTRL))),
    bind: (ctx, cso) => ctx.bindTcsState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteTcsState(cso as AnyCso),
  },
  {
    kind: 'tes',
    gallium: '*_tes_state',
    supported: stage(PipeShader.TESS_EVAL),
    create: (ctx, o) => ctx.createTesState(tgsiShaderState(o.shaderTokens(PipeShader.TESS_EVAL))),
    bind: (ctx, cso) => ctx.bindTesState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteTesState(cso as AnyCso),
  },
  {
    kind: 'compute',
    gallium: '*_compute_state',
    supported: (screen) => screen.getParam(PipeCap.COMPUTE) !== 0 && stage(PipeShader.COMPUTE)(screen),
    create: (ctx, o) => ctx.createComputeState(tgsiComputeState(o.shaderTokens(PipeShader.COMPUTE))),
    bind: (ctx, cso) => ctx.bindComputeState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteComputeState(cso as AnyCso),
  },
  {
    kind: 'vertexElements',
    gallium: '*_vertex_elements_state',
    supported: always,
    create: (ctx) =>
      ctx.createVertexElementsState([
        { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
      ]),
    bind: (ctx, cso) => ctx.bindVertexElementsState(cso as AnyCso),
    remove: (ctx, cso) => ctx.deleteVertexElementsState(cso as AnyCso),
  },
];

/** Binds a complete pipeline (shaders, blend, rasterizer, depth/stencil/alpha, vertex elements) for draws. */
export function bindMinimalPipeline(
  ctx: PipeContext,
  options: ShaderSource = { shaderTokens: minimalTgsiShader },
): void {
  for (const kind of ['vs', 'fs', 'blend', 'rasterizer', 'depthStencilAlpha', 'vertexElements'] as const) {
    const c = CSO_KINDS.find((k) => k.kind === kind)!;
    c.bind(ctx, c.create(ctx, options));
  }
}
