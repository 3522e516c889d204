// Test fixtures: a pipe context with per-method call counters, a log of the driver calls a CSO context
// makes, and small objects (resources, surfaces, views, shaders, queries, targets) to bind.
import {
  bufferTemplate,
  PipeBind,
  type PipeContext,
  PipeQuery,
  type PipeResource,
  type PipeSamplerView,
  type PipeShaderCso,
  type PipeStreamOutputTarget,
  type PipeSurface,
  resourceTemplate,
  samplerViewTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';

// TEMPORARY fake until driver-noop lands.
export type CountingPipe = PipeContext & { counters: Record<string, number>; resetCounters(): void };
export function createPipe(): CountingPipe {
  const counters: Record<string, number> = {};
  let id = 0;
  const screen = { resourceCreate: (t: object) => ({ ...t, id: ++id, screen }) };
  const target: Record<string, unknown> = {
    counters,
    screen,
    resetCounters: () => {
      for (const k of Object.keys(counters)) counters[k] = 0;
    },
  };
  const proxy: CountingPipe = new Proxy(target, {
    get(t, name: string) {
      if (name in t) return t[name];
      if (name === 'then') return undefined;
      return (...args: unknown[]) => {
        counters[name] = (counters[name] ?? 0) + 1;
        if (name.startsWith('create')) return { kind: name, context: proxy, args, id: ++id };
        return undefined;
      };
    },
  }) as never;
  return proxy;
}

/** Total driver calls counted so far. */
export function totalCalls(pipe: CountingPipe): number {
  return Object.values(pipe.counters).reduce((a, b) => a + b, 0);
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

/** A vertex and a fragment shader made by the caller, as the CSO context expects. */
export function shaders(pipe: PipeContext): { vs: PipeShaderCso<'vs'>; fs: PipeShaderCso<'fs'> } {
  return {
    vs: pipe.createVsState(tgsiShaderState(null)),
    fs: pipe.createFsState(tgsiShaderState(null)),
  };
}
