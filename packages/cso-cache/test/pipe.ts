// Test fixtures: a pipe context with per-method call counters, a log of the driver calls a CSO context
// makes, the three together as each CSO context test starts, and small objects (resources, surfaces,
// views, shaders, queries, targets) to bind.
import { createNoopScreen, NOOP_CAPS, type NoopContext } from '@gallium-ts/driver-noop';
import {
  bufferTemplate,
  PipeBind,
  PipeCap,
  type PipeContext,
  PipeFormat,
  PipeQuery,
  type PipeResource,
  type PipeSamplerView,
  PipeShader,
  type PipeStreamOutputTarget,
  type PipeSurface,
  resourceTemplate,
  samplerViewTemplate,
  surfaceTemplate,
  tgsiComputeState,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { minimalTgsiShader } from '@gallium-ts/gallium-api/test-kit';
import type { PipeCapsSource } from '@gallium-ts/gallium-api/util';
import type { CsoCacheOptions } from '../src/cso-cache.js';
import { CsoContext } from '../src/cso-context.js';

/** The noop driver's context, whose `counters` count the calls of every PipeContext method. */
export type CountingPipe = NoopContext;

/** Caps the noop driver's table leaves at 0 that the tests switch on, so every state field can vary. */
const EXTRA_CAPS: ReadonlySet<number> = new Set([
  PipeCap.COMPUTE,
  PipeCap.DEPTH_BOUNDS_TEST,
  PipeCap.POLYGON_OFFSET_UNITS_UNSCALED,
  PipeCap.SAMPLE_SHADING,
]);

/**
 * The noop driver's caps with every shader stage, compute and the features in EXTRA_CAPS switched on
 * (tessellation and compute take the vertex stage's shader caps), so the CSO context's setters for
 * those stages and every field of every state can be exercised.
 */
const ALL_STAGES_CAPS: PipeCapsSource = {
  ...NOOP_CAPS,
  getParam: (cap) => (EXTRA_CAPS.has(cap) ? 1 : NOOP_CAPS.getParam(cap)),
  getShaderParam: (shader, cap) =>
    NOOP_CAPS.getShaderParam(shader <= PipeShader.GEOMETRY ? shader : PipeShader.VERTEX, cap),
};

/** A fresh noop context. */
export function createPipe(): CountingPipe {
  return createNoopScreen({ caps: ALL_STAGES_CAPS }).contextCreate() as NoopContext;
}

/** Total driver calls counted so far. */
export function totalCalls(pipe: CountingPipe): number {
  return Object.values(pipe.counters).reduce((a: number, b: number) => a + b, 0);
}

/** How often the driver method `method` was called. */
export function callsOf(pipe: CountingPipe, method: string): number {
  return (pipe.counters as unknown as Record<string, number>)[method]!;
}

/** Driver methods a CSO context calls. */
const LOGGED = [
  'bindBlendState',
  'bindDepthStencilAlphaState',
  'bindRasterizerState',
  'bindVertexElementsState',
  'bindSamplerStates',
  'bindVsState',
  'bindFsState',
  'bindGsState',
  'bindTcsState',
  'bindTesState',
  'bindComputeState',
  'setSamplerViews',
  'setConstantBuffer',
  'setFramebufferState',
  'setViewportStates',
  'setScissorStates',
  'setStencilRef',
  'setBlendColor',
  'setSampleMask',
  'setMinSamples',
  'setClipState',
  'setPolygonStipple',
  'setVertexBuffers',
  'setIndexBuffer',
  'setStreamOutputTargets',
  'renderCondition',
  'deleteBlendState',
  'deleteDepthStencilAlphaState',
  'deleteRasterizerState',
  'deleteSamplerState',
  'deleteVertexElementsState',
  'drawVbo',
] as const;

export type LoggedMethod = (typeof LOGGED)[number];

/** Calls the pipe received, in order, with their arguments. */
export class CallLog {
  readonly calls: { method: LoggedMethod; args: unknown[] }[] = [];

  /** Argument lists of every call to `method`. */
  of(method: LoggedMethod): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  /** The method names, in call order. */
  methods(): LoggedMethod[] {
    return this.calls.map((c) => c.method);
  }

  clear(): void {
    this.calls.length = 0;
  }
}

/** Wraps the pipe's state methods so every call is logged (and still reaches the driver). */
export function logCalls(pipe: PipeContext): CallLog {
  const log = new CallLog();
  const methods = pipe as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of LOGGED) {
    const original = methods[method]!.bind(pipe);
    methods[method] = (...args: unknown[]) => {
      // Arrays are logged as copies, so later changes by the caller do not rewrite history.
      log.calls.push({ method, args: args.map((a) => (Array.isArray(a) ? a.slice() : a)) });
      return original(...args);
    };
  }
  return log;
}

/** What a CSO context test starts from: a fresh pipe, a CSO context over it and the log of its driver calls. */
export interface CsoSetup {
  pipe: CountingPipe;
  cso: CsoContext;
  log: CallLog;
}

/** A fresh pipe, a CSO context over it whose cache takes `options`, and a log of the calls it makes. */
export function csoSetup(options?: CsoCacheOptions): CsoSetup {
  const pipe = createPipe();
  const cso = new CsoContext(pipe, options);
  return { pipe, cso, log: logCalls(pipe) };
}

/** A 4×4 RGBA8 render-target/sampler texture. */
export function texture(pipe: PipeContext): PipeResource {
  return pipe.screen.resourceCreate(
    resourceTemplate({ width0: 4, height0: 4, bind: PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW }),
  );
}

/** A 256-byte buffer usable for vertices, indices, constants and stream output. */
export function buffer(pipe: PipeContext): PipeResource {
  return pipe.screen.resourceCreate(
    bufferTemplate(
      256,
      PipeBind.VERTEX_BUFFER | PipeBind.INDEX_BUFFER | PipeBind.CONSTANT_BUFFER | PipeBind.STREAM_OUTPUT,
    ),
  );
}

export function surface(pipe: PipeContext): PipeSurface {
  const tex = texture(pipe);
  return pipe.createSurface(tex, surfaceTemplate(tex));
}

/** A 4×4 depth/stencil surface. */
export function depthSurface(pipe: PipeContext): PipeSurface {
  const tex = pipe.screen.resourceCreate(
    resourceTemplate({
      format: PipeFormat.Z24_UNORM_S8_UINT,
      width0: 4,
      height0: 4,
      bind: PipeBind.DEPTH_STENCIL,
    }),
  );
  return pipe.createSurface(tex, surfaceTemplate(tex));
}

export function samplerView(pipe: PipeContext): PipeSamplerView {
  const tex = texture(pipe);
  return pipe.createSamplerView(tex, samplerViewTemplate(tex));
}

export function soTarget(pipe: PipeContext): PipeStreamOutputTarget {
  return pipe.createStreamOutputTarget(buffer(pipe), 0, 256);
}

export function query(pipe: PipeContext) {
  return pipe.createQuery(PipeQuery.OCCLUSION_PREDICATE, 0);
}

/** One shader per stage (the test-kit's minimal TGSI shader), made by the caller as the CSO context expects. */
export function shaders(pipe: PipeContext) {
  return {
    vs: pipe.createVsState(tgsiShaderState(minimalTgsiShader(PipeShader.VERTEX))),
    fs: pipe.createFsState(tgsiShaderState(minimalTgsiShader(PipeShader.FRAGMENT))),
    gs: pipe.createGsState(tgsiShaderState(minimalTgsiShader(PipeShader.GEOMETRY))),
    tcs: pipe.createTcsState(tgsiShaderState(minimalTgsiShader(PipeShader.TESS_CTRL))),
    tes: pipe.createTesState(tgsiShaderState(minimalTgsiShader(PipeShader.TESS_EVAL))),
    cs: pipe.createComputeState(tgsiComputeState(minimalTgsiShader(PipeShader.COMPUTE))),
  };
}
