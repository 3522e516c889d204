// The binding tables of a CSO context, one per piece of pipe state (per stage where Gallium binds per
// stage), each knowing its state group, the setter that fills it, how its values compare and which
// driver call forwards a change.
import {
  PIPE_MAX_ATTRIBS,
  PIPE_MAX_CONSTANT_BUFFERS,
  PIPE_MAX_SAMPLERS,
  PIPE_MAX_SHADER_SAMPLER_VIEWS,
  PIPE_MAX_VIEWPORTS,
  PIPE_SHADER_TYPES,
  type PipeBlendColor,
  type PipeBlendCso,
  type PipeBlendState,
  type PipeClipState,
  type PipeComputeCso,
  type PipeConstantBuffer,
  type PipeContext,
  type PipeCso,
  type PipeDepthStencilAlphaCso,
  type PipeDepthStencilAlphaState,
  type PipeFramebufferState,
  type PipeIndexBuffer,
  type PipePolyStipple,
  type PipeRasterizerCso,
  type PipeRasterizerState,
  PipeRenderCond,
  type PipeSamplerCso,
  type PipeSamplerState,
  type PipeSamplerView,
  type PipeScissorState,
  type PipeShader,
  type PipeShaderCso,
  type PipeStencilRef,
  type PipeVertexBuffer,
  type PipeVertexElement,
  type PipeVertexElementsCso,
  type PipeViewportState,
} from '@gallium-ts/gallium-api';
import { Binding } from './binding.js';
import { G } from './bits.js';
import type { CsoCache } from './cso-cache.js';
import type { CsoEntry, StateCache } from './state-cache.js';
import {
  blendColorKind,
  type CsoRenderCondition,
  type CsoStreamOutputs,
  clipKind,
  constantBufferKind,
  framebufferKind,
  identityKind,
  indexBufferKind,
  numberKind,
  polygonStippleKind,
  renderConditionKind,
  scissorKind,
  stencilRefKind,
  streamOutputsKind,
  type ValueKind,
  vertexBufferKind,
  viewportKind,
} from './values.js';

/** The bind call of each shader stage, in PipeShader order. */
const BIND_SHADER: readonly ((pipe: PipeContext, cso: PipeCso | null) => void)[] = [
  (pipe, cso) => pipe.bindVsState(cso as PipeShaderCso<'vs'> | null),
  (pipe, cso) => pipe.bindFsState(cso as PipeShaderCso<'fs'> | null),
  (pipe, cso) => pipe.bindGsState(cso as PipeShaderCso<'gs'> | null),
  (pipe, cso) => pipe.bindTcsState(cso as PipeShaderCso<'tcs'> | null),
  (pipe, cso) => pipe.bindTesState(cso as PipeShaderCso<'tes'> | null),
  (pipe, cso) => pipe.bindComputeState(cso as PipeComputeCso | null),
];

const SHADER_SETTERS = [
  'setVertexShader',
  'setFragmentShader',
  'setGeometryShader',
  'setTessCtrlShader',
  'setTessEvalShader',
  'setComputeShader',
];

const STAGES = Array.from({ length: PIPE_SHADER_TYPES }, (_, stage) => stage as PipeShader);

/** The CSO context's binding tables. */
export interface ContextBindings {
  readonly blend: Binding<CsoEntry<PipeBlendState, PipeBlendCso>>;
  readonly depthStencilAlpha: Binding<CsoEntry<PipeDepthStencilAlphaState, PipeDepthStencilAlphaCso>>;
  readonly rasterizer: Binding<CsoEntry<PipeRasterizerState, PipeRasterizerCso>>;
  readonly vertexElements: Binding<CsoEntry<readonly PipeVertexElement[], PipeVertexElementsCso>>;
  readonly samplers: readonly Binding<CsoEntry<PipeSamplerState, PipeSamplerCso>>[];
  readonly shaders: readonly Binding<PipeCso>[];
  readonly samplerViews: readonly Binding<PipeSamplerView>[];
  readonly constantBuffers: readonly Binding<PipeConstantBuffer>[];
  readonly framebuffer: Binding<PipeFramebufferState>;
  readonly viewports: Binding<PipeViewportState>;
  readonly scissors: Binding<PipeScissorState>;
  readonly stencilRef: Binding<PipeStencilRef>;
  readonly blendColor: Binding<PipeBlendColor>;
  readonly sampleMask: Binding<number>;
  readonly minSamples: Binding<number>;
  readonly clip: Binding<PipeClipState>;
  readonly polygonStipple: Binding<PipePolyStipple>;
  readonly vertexBuffers: Binding<PipeVertexBuffer>;
  readonly indexBuffer: Binding<PipeIndexBuffer>;
  readonly streamOutputs: Binding<CsoStreamOutputs>;
  readonly renderCondition: Binding<CsoRenderCondition>;
  /** Every table, in the order save, restore and destroy walk them. */
  readonly all: readonly Binding<unknown>[];
}

/** The tables of a fresh context (nothing bound) whose cached CSOs come from `cache`. */
export function createBindings(pipe: PipeContext, cache: CsoCache): ContextBindings {
  // Every table, in the order `all` lists them (save, restore and destroy walk them in this order).
  const tables: Omit<ContextBindings, 'all'> = {
    blend: csoBinding(G.blend, 'setBlend', cache.blend, (cso) => pipe.bindBlendState(cso)),
    depthStencilAlpha: csoBinding(
      G.depthStencilAlpha,
      'setDepthStencilAlpha',
      cache.depthStencilAlpha,
      (cso) => pipe.bindDepthStencilAlphaState(cso),
    ),
    rasterizer: csoBinding(G.rasterizer, 'setRasterizer', cache.rasterizer, (cso) =>
      pipe.bindRasterizerState(cso),
    ),
    vertexElements: csoBinding(G.vertexElements, 'setVertexElements', cache.vertexElements, (cso) =>
      pipe.bindVertexElementsState(cso),
    ),
    samplers: STAGES.map(
      (stage) =>
        new Binding<CsoEntry<PipeSamplerState, PipeSamplerCso>>({
          group: G.samplers,
          method: 'setSamplers',
          size: PIPE_MAX_SAMPLERS,
          initial: null,
          kind: identityKind,
          forward: (start, entries) =>
            pipe.bindSamplerStates(
              stage,
              start,
              entries.map((e) => e?.cso ?? null),
            ),
          pins: cache.sampler,
        }),
    ),
    shaders: STAGES.map(
      (stage) =>
        new Binding<PipeCso>({
          group: G.vertexShader + stage,
          method: SHADER_SETTERS[stage]!,
          size: 1,
          initial: null,
          kind: identityKind,
          forwardSlot: (_, cso) => BIND_SHADER[stage]!(pipe, cso),
        }),
    ),
    samplerViews: STAGES.map(
      (stage) =>
        new Binding<PipeSamplerView>({
          group: G.samplerViews,
          method: 'setSamplerViews',
          size: PIPE_MAX_SHADER_SAMPLER_VIEWS,
          initial: null,
          kind: identityKind,
          forward: (start, views) => pipe.setSamplerViews(stage, start, views),
        }),
    ),
    constantBuffers: STAGES.map(
      (stage) =>
        new Binding<PipeConstantBuffer>({
          group: G.constantBuffers,
          method: 'setConstantBuffer',
          size: PIPE_MAX_CONSTANT_BUFFERS,
          initial: null,
          kind: constantBufferKind,
          forwardSlot: (index, buffer) => pipe.setConstantBuffer(stage, index, buffer),
        }),
    ),
    framebuffer: valueBinding(G.framebuffer, 'setFramebuffer', framebufferKind, (fb) =>
      pipe.setFramebufferState(fb),
    ),
    viewports: new Binding<PipeViewportState>({
      group: G.viewport,
      method: 'setViewports',
      size: PIPE_MAX_VIEWPORTS,
      initial: undefined,
      kind: viewportKind,
      forward: (start, viewports) => pipe.setViewportStates(start, viewports as PipeViewportState[]),
    }),
    scissors: new Binding<PipeScissorState>({
      group: G.scissor,
      method: 'setScissors',
      size: PIPE_MAX_VIEWPORTS,
      initial: undefined,
      kind: scissorKind,
      forward: (start, scissors) => pipe.setScissorStates(start, scissors as PipeScissorState[]),
    }),
    stencilRef: valueBinding(G.stencilRef, 'setStencilRef', stencilRefKind, (ref) => pipe.setStencilRef(ref)),
    blendColor: valueBinding(G.blendColor, 'setBlendColor', blendColorKind, (color) =>
      pipe.setBlendColor(color),
    ),
    sampleMask: valueBinding(G.sampleMask, 'setSampleMask', numberKind, (mask) => pipe.setSampleMask(mask)),
    minSamples: valueBinding(G.minSamples, 'setMinSamples', numberKind, (n) => pipe.setMinSamples(n)),
    clip: valueBinding(G.clip, 'setClipState', clipKind, (clip) => pipe.setClipState(clip)),
    polygonStipple: valueBinding(G.polygonStipple, 'setPolygonStipple', polygonStippleKind, (s) =>
      pipe.setPolygonStipple(s),
    ),
    vertexBuffers: new Binding<PipeVertexBuffer>({
      group: G.vertexBuffers,
      method: 'setVertexBuffers',
      size: PIPE_MAX_ATTRIBS,
      initial: null,
      kind: vertexBufferKind,
      forward: (start, buffers) => pipe.setVertexBuffers(start, buffers),
    }),
    indexBuffer: new Binding<PipeIndexBuffer>({
      group: G.indexBuffer,
      method: 'setIndexBuffer',
      size: 1,
      initial: null,
      kind: indexBufferKind,
      forwardSlot: (_, buffer) => pipe.setIndexBuffer(buffer),
    }),
    // null: no targets bound / no render condition, which is how a fresh context starts.
    streamOutputs: new Binding<CsoStreamOutputs>({
      group: G.streamOutputs,
      method: 'setStreamOutputTargets',
      size: 1,
      initial: null,
      kind: streamOutputsKind,
      forwardSlot: (_, so) => pipe.setStreamOutputTargets(so?.targets ?? [], so?.offsets ?? []),
    }),
    renderCondition: new Binding<CsoRenderCondition>({
      group: G.renderCondition,
      method: 'setRenderCondition',
      size: 1,
      initial: null,
      kind: renderConditionKind,
      forwardSlot: (_, rc) =>
        pipe.renderCondition(rc?.query ?? null, rc?.condition ?? false, rc?.mode ?? PipeRenderCond.WAIT),
    }),
  };
  return { ...tables, all: Object.values(tables).flat() as readonly Binding<unknown>[] };
}

function csoBinding<T, C>(
  group: number,
  method: string,
  cache: StateCache<T, C>,
  bind: (cso: C | null) => void,
): Binding<CsoEntry<T, C>> {
  return new Binding<CsoEntry<T, C>>({
    group,
    method,
    size: 1,
    initial: null,
    kind: identityKind,
    forwardSlot: (_, entry) => bind(entry === null ? null : entry.cso),
    pins: cache,
  });
}

function valueBinding<T>(
  group: number,
  method: string,
  kind: ValueKind<T>,
  forward: (value: T) => void,
): Binding<T> {
  return new Binding<T>({
    group,
    method,
    size: 1,
    initial: undefined,
    kind,
    forwardSlot: (_, value) => forward(value!),
  });
}
