// The pipe-call fuzz test's world: a driver-soft screen and context, the objects made so far (resources,
// surfaces, views, stream-output targets, CSOs, queries, open transfers), and one random operation per
// step — create, bind, set, draw, clear, transfer, copy, query, launch, flush or destroy — with
// arguments that are mostly valid (live objects, sizes that fit) and sometimes not (destroyed objects,
// out-of-range numbers, garbage). Operations that succeed update the world; refused ones leave it. The
// caller decides what outcomes are allowed.
import {
  blendState,
  blitInfo,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  PipeBind,
  type PipeBox,
  type PipeContext,
  type PipeFace,
  PipeFormat,
  type PipeFunc,
  PipeImageAccess,
  type PipeLogicop,
  type PipePolygonMode,
  PipePrim,
  PipeQuery,
  type PipeQueryObject,
  type PipeRenderCond,
  type PipeResource,
  type PipeSamplerView,
  type PipeScreen,
  PipeShader,
  type PipeStreamOutputTarget,
  type PipeSurface,
  type PipeTexFilter,
  PipeTextureTarget,
  PipeTransfer,
  type PipeTransferMapping,
  rasterizerState,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
  surfaceTemplate,
  tgsiComputeState,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { parseTgsi, TgsiProcessor, type TgsiShader } from '@gallium-ts/tgsi';
import { createSoftScreen } from '../../src/index.js';
import { MAX_DRAW_VERTICES } from '../../src/soft-context.js';
import type { Random } from './random.js';
import { OWN_SHADERS, STOPS_IN_SECOND_TILE } from './seed-shaders.js';

const FORMATS = [
  PipeFormat.R8G8B8A8_UNORM,
  PipeFormat.B8G8R8A8_UNORM,
  PipeFormat.R32G32B32A32_FLOAT,
  PipeFormat.R8_UNORM,
  PipeFormat.R16G16_SINT,
  PipeFormat.R32_UINT,
  PipeFormat.Z24_UNORM_S8_UINT,
  PipeFormat.Z32_FLOAT,
  PipeFormat.S8_UINT,
];
const TARGETS = [
  PipeTextureTarget.TEXTURE_2D,
  PipeTextureTarget.TEXTURE_2D,
  PipeTextureTarget.TEXTURE_1D,
  PipeTextureTarget.TEXTURE_2D_ARRAY,
  PipeTextureTarget.TEXTURE_3D,
  PipeTextureTarget.TEXTURE_CUBE,
  PipeTextureTarget.TEXTURE_RECT,
];
const BINDS = [
  PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW,
  PipeBind.DEPTH_STENCIL,
  PipeBind.SAMPLER_VIEW | PipeBind.SHADER_IMAGE,
  PipeBind.VERTEX_BUFFER | PipeBind.INDEX_BUFFER | PipeBind.CONSTANT_BUFFER,
  PipeBind.STREAM_OUTPUT | PipeBind.VERTEX_BUFFER | PipeBind.SHADER_BUFFER,
];
const STAGES = [PipeShader.VERTEX, PipeShader.FRAGMENT, PipeShader.GEOMETRY, PipeShader.COMPUTE];
const PRIMS = [
  PipePrim.POINTS,
  PipePrim.LINES,
  PipePrim.LINE_STRIP,
  PipePrim.LINE_LOOP,
  PipePrim.TRIANGLES,
  PipePrim.TRIANGLE_STRIP,
  PipePrim.TRIANGLE_FAN,
  PipePrim.QUADS,
  PipePrim.POLYGON,
  PipePrim.LINES_ADJACENCY,
  PipePrim.TRIANGLES_ADJACENCY,
];
const QUERIES = [
  PipeQuery.OCCLUSION_COUNTER,
  PipeQuery.OCCLUSION_PREDICATE,
  PipeQuery.PRIMITIVES_GENERATED,
  PipeQuery.PRIMITIVES_EMITTED,
  PipeQuery.SO_STATISTICS,
  PipeQuery.PIPELINE_STATISTICS,
  PipeQuery.TIME_ELAPSED,
  PipeQuery.TIMESTAMP,
];
/** Values that are not what any argument wants. */
const GARBAGE: readonly unknown[] = [null, undefined, {}, 42, -1, Number.NaN, 'x', [], 2 ** 40];

type Operation = (w: PipeWorld) => void;

export class PipeWorld {
  readonly screen: PipeScreen = createSoftScreen({ maxLoopIterations: 1024 });
  readonly ctx: PipeContext = this.screen.contextCreate();
  readonly resources: PipeResource[] = [];
  readonly destroyed: unknown[] = [];
  readonly surfaces: PipeSurface[] = [];
  readonly views: PipeSamplerView[] = [];
  readonly targets: PipeStreamOutputTarget[] = [];
  readonly queries: PipeQueryObject[] = [];
  readonly transfers: PipeTransferMapping[] = [];
  readonly csos: { kind: string; cso: unknown }[] = [];
  /** The shaders of the pool, parsed once; each call makes a new CSO of one. */
  private readonly shaders: TgsiShader[] = [...OWN_SHADERS, STOPS_IN_SECOND_TILE].map((t) => parseTgsi(t));
  /** The last calls, for the failure message. */
  readonly log: string[] = [];

  constructor(readonly rng: Random) {}

  /** Runs one random operation (its name goes to the log first); returns its name. */
  step(): string {
    const [name, op] = this.rng.pick(WEIGHTED);
    this.log.push(name);
    if (this.log.length > 30) this.log.shift();
    op(this);
    return name;
  }

  /** A live object of `list` mostly; sometimes a destroyed one or garbage. */
  some<T>(list: readonly T[]): T {
    const rng = this.rng;
    if (list.length > 0 && rng.chance(0.9)) return rng.pick(list);
    if (this.destroyed.length > 0 && rng.chance(0.5)) return rng.pick(this.destroyed) as T;
    return rng.pick(GARBAGE) as T;
  }

  /** A small number mostly, sometimes one at or past a limit. */
  size(max: number): number {
    const rng = this.rng;
    return rng.chance(0.9) ? rng.int(1, max) : rng.pick([0, -1, max + 1, 2 ** 31, 2 ** 53, Number.NaN]);
  }

  /** A box inside a resource mostly (garbage for something that is not one). */
  box(r: PipeResource): PipeBox {
    const rng = this.rng;
    if (typeof r !== 'object' || r === null) return rng.pick(GARBAGE) as PipeBox;
    const w = Math.max(1, r.width0 ?? 1);
    const h = Math.max(1, r.height0 ?? 1);
    const x = rng.int(0, w - 1);
    const y = rng.int(0, h - 1);
    return { x, y, z: 0, width: this.size(w - x), height: this.size(h - y), depth: 1 };
  }

  /** A shader of the pool for `processor`. */
  shader(processor: TgsiProcessor): TgsiShader {
    return this.rng.pick(this.shaders.filter((s) => s.processor === processor));
  }

  forget<T>(list: T[], item: T): void {
    const i = list.indexOf(item);
    if (i >= 0) list.splice(i, 1);
    this.destroyed.push(item);
  }

  /** Unmaps what is mapped and destroys everything (each step checked by the caller). */
  destroy(): void {
    for (const t of this.transfers.splice(0)) this.ctx.transferUnmap(t.transfer);
    this.ctx.destroy();
    for (const r of this.resources.splice(0)) this.screen.resourceDestroy(r);
    this.screen.destroy();
  }
}

/**
 * A template made from `r` by a helper of gallium-api (which reads its fields) when `r` is an object,
 * else `r` itself: garbage goes to the pipe method as it is.
 */
function from<T>(r: unknown, make: (r: PipeResource) => T): T {
  return typeof r === 'object' && r !== null ? make(r as PipeResource) : (r as T);
}

/** Creates a CSO of `kind` with `make` and keeps it for binding and deleting. */
function keep(w: PipeWorld, kind: string, make: () => unknown): void {
  w.csos.push({ kind, cso: make() });
}

function cso(w: PipeWorld, kind: string): never {
  return w.some(w.csos.filter((c) => c.kind === kind).map((c) => c.cso)) as never;
}

const OPERATIONS: readonly (readonly [string, Operation])[] = [
  [
    'createBuffer',
    (w) => w.resources.push(w.screen.resourceCreate(bufferTemplate(w.size(4096), w.rng.pick(BINDS)))),
  ],
  [
    'createTexture',
    (w) => {
      const target = w.rng.pick(TARGETS);
      const size = w.size(64);
      w.resources.push(
        w.screen.resourceCreate(
          resourceTemplate({
            target,
            format: w.rng.pick(FORMATS),
            width0: size,
            height0:
              target === PipeTextureTarget.TEXTURE_1D
                ? 1
                : target === PipeTextureTarget.TEXTURE_CUBE
                  ? size
                  : w.size(64),
            depth0: target === PipeTextureTarget.TEXTURE_3D ? w.size(8) : 1,
            arraySize:
              target === PipeTextureTarget.TEXTURE_CUBE
                ? 6
                : target === PipeTextureTarget.TEXTURE_2D_ARRAY
                  ? w.size(4)
                  : 1,
            lastLevel: w.rng.int(0, 3),
            bind: w.rng.pick(BINDS),
          }),
        ),
      );
    },
  ],
  [
    'resourceDestroy',
    (w) => {
      const r = w.some(w.resources);
      w.screen.resourceDestroy(r);
      w.forget(w.resources, r);
    },
  ],
  [
    'createSurface',
    (w) => {
      const r = w.some(w.resources);
      const s = w.ctx.createSurface(
        r,
        from(r, (t) => surfaceTemplate(t, { level: w.rng.int(0, 1) })),
      );
      w.surfaces.push(s);
    },
  ],
  [
    'surfaceDestroy',
    (w) => {
      const s = w.some(w.surfaces);
      w.ctx.surfaceDestroy(s);
      w.forget(w.surfaces, s);
    },
  ],
  [
    'createSamplerView',
    (w) => {
      const r = w.some(w.resources);
      w.views.push(
        w.ctx.createSamplerView(
          r,
          from(r, (t) => samplerViewTemplate(t, { firstLevel: w.rng.int(0, 1) })),
        ),
      );
    },
  ],
  [
    'samplerViewDestroy',
    (w) => {
      const v = w.some(w.views);
      w.ctx.samplerViewDestroy(v);
      w.forget(w.views, v);
    },
  ],
  [
    'setFramebufferState',
    (w) => {
      const colour = w.surfaces.filter((s) => s.texture && (s.texture.bind & PipeBind.RENDER_TARGET) !== 0);
      const depth = w.surfaces.filter((s) => s.texture && (s.texture.bind & PipeBind.DEPTH_STENCIL) !== 0);
      const cbufs = w.rng.chance(0.8) ? [w.some(colour)] : [];
      const zsbuf = w.rng.chance(0.4) ? w.some(depth) : null;
      const all = [...cbufs, zsbuf].filter((s): s is PipeSurface => !!s && typeof s === 'object');
      const width = all.length > 0 ? Math.min(...all.map((s) => s.width ?? 1)) : w.size(64);
      const height = all.length > 0 ? Math.min(...all.map((s) => s.height ?? 1)) : w.size(64);
      w.ctx.setFramebufferState({
        width,
        height,
        samples: 1,
        layers: 1,
        nrCbufs: cbufs.length,
        cbufs,
        zsbuf,
      });
      w.ctx.setViewportStates(0, [
        { scale: [width / 2, height / 2, 0.5], translate: [width / 2, height / 2, 0.5] },
      ]);
    },
  ],
  [
    'createVsState',
    (w) => keep(w, 'vs', () => w.ctx.createVsState(tgsiShaderState(w.shader(TgsiProcessor.VERTEX)))),
  ],
  [
    'createFsState',
    (w) => keep(w, 'fs', () => w.ctx.createFsState(tgsiShaderState(w.shader(TgsiProcessor.FRAGMENT)))),
  ],
  [
    'createGsState',
    (w) => keep(w, 'gs', () => w.ctx.createGsState(tgsiShaderState(w.shader(TgsiProcessor.GEOMETRY)))),
  ],
  [
    'createComputeState',
    (w) => keep(w, 'cs', () => w.ctx.createComputeState(tgsiComputeState(w.shader(TgsiProcessor.COMPUTE)))),
  ],
  ['bindVsState', (w) => w.ctx.bindVsState(cso(w, 'vs'))],
  ['bindFsState', (w) => w.ctx.bindFsState(cso(w, 'fs'))],
  ['bindGsState', (w) => w.ctx.bindGsState(w.rng.chance(0.5) ? null : cso(w, 'gs'))],
  ['bindComputeState', (w) => w.ctx.bindComputeState(cso(w, 'cs'))],
  [
    'createBlendState',
    (w) =>
      keep(w, 'blend', () =>
        w.ctx.createBlendState(
          blendState({
            logicopEnable: w.rng.chance(0.2),
            logicopFunc: w.rng.int(0, 15) as PipeLogicop,
            dither: w.rng.chance(0.5),
          }),
        ),
      ),
  ],
  ['bindBlendState', (w) => w.ctx.bindBlendState(cso(w, 'blend'))],
  [
    'createDepthStencilAlphaState',
    (w) =>
      keep(w, 'dsa', () =>
        w.ctx.createDepthStencilAlphaState(
          depthStencilAlphaState({
            depth: {
              enabled: w.rng.chance(0.5),
              writemask: w.rng.chance(0.5),
              func: w.rng.int(0, 7) as PipeFunc,
              boundsTest: false,
              boundsMin: 0,
              boundsMax: 1,
            },
          }),
        ),
      ),
  ],
  ['bindDepthStencilAlphaState', (w) => w.ctx.bindDepthStencilAlphaState(cso(w, 'dsa'))],
  [
    'createRasterizerState',
    (w) =>
      keep(w, 'raster', () =>
        w.ctx.createRasterizerState(
          rasterizerState({
            cullFace: w.rng.int(0, 3) as PipeFace,
            scissor: w.rng.chance(0.3),
            lineWidth: w.rng.pick([1, 2, 5]),
            pointSize: w.rng.pick([1, 3, 8]),
            rasterizerDiscard: w.rng.chance(0.1),
            fillFront: w.rng.int(0, 2) as PipePolygonMode,
          }),
        ),
      ),
  ],
  ['bindRasterizerState', (w) => w.ctx.bindRasterizerState(cso(w, 'raster'))],
  [
    'createVertexElementsState',
    (w) =>
      keep(w, 've', () =>
        w.ctx.createVertexElementsState(
          Array.from({ length: w.rng.int(1, 4) }, () => ({
            srcOffset: w.rng.pick([0, 4, 16, 32, 64]),
            instanceDivisor: w.rng.chance(0.1) ? 1 : 0,
            vertexBufferIndex: w.rng.int(0, 2),
            srcFormat: w.rng.pick([
              PipeFormat.R32G32B32A32_FLOAT,
              PipeFormat.R8G8B8A8_UNORM,
              PipeFormat.R32G32_FLOAT,
            ]),
          })),
        ),
      ),
  ],
  ['bindVertexElementsState', (w) => w.ctx.bindVertexElementsState(cso(w, 've'))],
  [
    'createSamplerState',
    (w) =>
      keep(w, 'sampler', () =>
        w.ctx.createSamplerState(samplerState({ minImgFilter: w.rng.int(0, 1) as PipeTexFilter })),
      ),
  ],
  [
    'bindSamplerStates',
    (w) => w.ctx.bindSamplerStates(w.rng.pick(STAGES), w.rng.int(0, 2), [cso(w, 'sampler')]),
  ],
  [
    'deleteCso',
    (w) => {
      const c = w.some(w.csos);
      const name = {
        vs: 'deleteVsState',
        fs: 'deleteFsState',
        gs: 'deleteGsState',
        cs: 'deleteComputeState',
        blend: 'deleteBlendState',
        dsa: 'deleteDepthStencilAlphaState',
        raster: 'deleteRasterizerState',
        ve: 'deleteVertexElementsState',
        sampler: 'deleteSamplerState',
      }[c?.kind ?? 'blend']!;
      (w.ctx as unknown as Record<string, (x: unknown) => void>)[name]!(c?.cso ?? c);
      w.forget(w.csos, c);
    },
  ],
  [
    'setVertexBuffers',
    (w) => {
      const user = w.rng.chance(0.3);
      w.ctx.setVertexBuffers(w.rng.int(0, 2), [
        {
          stride: w.rng.pick([0, 16, 32, 48, 2049]),
          bufferOffset: w.rng.pick([0, 4, 16, 4096]),
          buffer: user ? null : w.some(w.resources),
          userBuffer: user ? new Float32Array(w.rng.int(0, 64)).map(() => w.rng.next() * 2 - 1) : null,
        },
      ]);
    },
  ],
  [
    'setIndexBuffer',
    (w) => {
      const user = w.rng.chance(0.3);
      w.ctx.setIndexBuffer(
        w.rng.chance(0.1)
          ? null
          : {
              indexSize: w.rng.pick([1, 2, 4, 3]) as 1 | 2 | 4,
              offset: w.rng.pick([0, 4, 8, 6]),
              buffer: user ? null : w.some(w.resources),
              userBuffer: user ? new Uint16Array(w.rng.int(0, 32)).map(() => w.rng.int(0, 40)) : null,
            },
      );
    },
  ],
  [
    'setConstantBuffer',
    (w) =>
      w.ctx.setConstantBuffer(w.rng.pick(STAGES), w.rng.int(0, 2), {
        buffer: null,
        bufferOffset: w.rng.pick([0, 16]),
        bufferSize: w.size(256),
        userBuffer: new Float32Array(64).map(() => w.rng.next()),
      }),
  ],
  ['setSamplerViews', (w) => w.ctx.setSamplerViews(w.rng.pick(STAGES), w.rng.int(0, 1), [w.some(w.views)])],
  [
    'setShaderBuffers',
    (w) => {
      const r = w.some(w.resources);
      w.ctx.setShaderBuffers(w.rng.pick(STAGES), 0, [
        { buffer: r, bufferOffset: w.rng.pick([0, 4]), bufferSize: w.size(256) },
      ]);
    },
  ],
  [
    'setShaderImages',
    (w) => {
      const r = w.some(w.resources);
      w.ctx.setShaderImages(w.rng.pick(STAGES), 0, [
        {
          resource: r,
          format: r?.format ?? PipeFormat.R8G8B8A8_UNORM,
          access: PipeImageAccess.READ_WRITE,
          level: 0,
          firstLayer: 0,
          lastLayer: 0,
          offset: 0,
          size: r?.width0 ?? 0,
        },
      ]);
    },
  ],
  [
    'createStreamOutputTarget',
    (w) => {
      const r = w.some(w.resources);
      w.targets.push(w.ctx.createStreamOutputTarget(r, w.rng.pick([0, 16]), w.size(512)));
    },
  ],
  [
    'setStreamOutputTargets',
    (w) => {
      const list = w.rng.chance(0.3) ? [] : [w.some(w.targets)];
      w.ctx.setStreamOutputTargets(
        list,
        list.map(() => w.rng.pick([0, -1, 16])),
      );
    },
  ],
  [
    'streamOutputTargetDestroy',
    (w) => {
      const t = w.some(w.targets);
      w.ctx.streamOutputTargetDestroy(t);
      w.forget(w.targets, t);
    },
  ],
  [
    'drawVbo',
    (w) =>
      w.ctx.drawVbo(
        drawInfo({
          mode: w.rng.pick(PRIMS),
          start: w.rng.pick([0, 1, 5, 1000, 2 ** 31]),
          // Now and then a count past the most one draw may name (refused before anything is allocated).
          count: w.rng.chance(0.95)
            ? w.rng.int(0, 64)
            : w.rng.pick([MAX_DRAW_VERTICES + 1, 2 ** 32, -1, 0.5]),
          indexed: w.rng.chance(0.3),
          instanceCount: w.rng.int(0, 3),
          indexBias: w.rng.pick([0, 0, 1, -1, 2 ** 31 - 1]),
          primitiveRestart: w.rng.chance(0.2),
          restartIndex: w.rng.pick([0, 0xffff, 0xffffffff]),
        }),
      ),
  ],
  [
    'clear',
    (w) => w.ctx.clear(w.rng.int(0, 7), [w.rng.next(), 0.5, 0.25, 1], w.rng.next(), w.rng.int(0, 255)),
  ],
  [
    'clearRenderTarget',
    (w) => {
      const s = w.some(w.surfaces);
      w.ctx.clearRenderTarget(s, [1, 0, 0, 1], 0, 0, w.size(64), w.size(64), false);
    },
  ],
  [
    'transferMap',
    (w) => {
      const r = w.some(w.resources);
      const usage = w.rng.pick([
        PipeTransfer.READ,
        PipeTransfer.WRITE,
        PipeTransfer.READ_WRITE,
        PipeTransfer.WRITE | PipeTransfer.DISCARD_RANGE,
      ]);
      const m = w.ctx.transferMap(r, w.rng.int(0, 1), usage, w.box(r));
      if (m) {
        m.data.fill(w.rng.int(0, 255));
        w.transfers.push(m);
      }
    },
  ],
  [
    'transferUnmap',
    (w) => {
      const m = w.some(w.transfers);
      w.ctx.transferUnmap((m as PipeTransferMapping | undefined)?.transfer ?? (m as never));
      w.forget(w.transfers, m);
    },
  ],
  [
    'bufferSubdata',
    (w) =>
      w.ctx.bufferSubdata(
        w.some(w.resources),
        PipeTransfer.WRITE,
        w.rng.int(0, 64),
        new Uint8Array(w.rng.int(0, 128)),
      ),
  ],
  [
    'textureSubdata',
    (w) => {
      const r = w.some(w.resources);
      const box = w.box(r);
      const bytes = new Uint8Array(w.rng.int(0, 4096)).fill(w.rng.int(0, 255));
      w.ctx.textureSubdata(r, 0, PipeTransfer.WRITE, box, bytes, w.rng.pick([16, 64, 256]), 4096);
    },
  ],
  [
    'resourceCopyRegion',
    (w) => {
      const dst = w.some(w.resources);
      const src = w.some(w.resources);
      w.ctx.resourceCopyRegion(dst, 0, w.rng.int(0, 8), w.rng.int(0, 8), 0, src, 0, w.box(src));
    },
  ],
  [
    'blit',
    (w) => {
      const src = w.some(w.resources);
      w.ctx.blit(
        from(w.some(w.resources), (dst) =>
          from(src, (t) => blitInfo(dst, t, { filter: w.rng.int(0, 1) as PipeTexFilter })),
        ),
      );
    },
  ],
  [
    'generateMipmap',
    (w) => {
      const r = w.some(w.resources);
      w.ctx.generateMipmap(r, r?.format, 0, r?.lastLevel ?? 0, 0, 0);
    },
  ],
  ['flush', (w) => w.ctx.flush(w.rng.int(0, 1))],
  ['memoryBarrier', (w) => w.ctx.memoryBarrier(w.rng.int(0, 0x3ff))],
  ['createQuery', (w) => w.queries.push(w.ctx.createQuery(w.rng.pick(QUERIES), w.rng.int(0, 1)))],
  ['beginQuery', (w) => w.ctx.beginQuery(w.some(w.queries))],
  ['endQuery', (w) => w.ctx.endQuery(w.some(w.queries))],
  ['getQueryResult', (w) => w.ctx.getQueryResult(w.some(w.queries), w.rng.chance(0.5))],
  [
    'destroyQuery',
    (w) => {
      const q = w.some(w.queries);
      w.ctx.destroyQuery(q);
      w.forget(w.queries, q);
    },
  ],
  [
    'renderCondition',
    (w) =>
      w.ctx.renderCondition(
        w.rng.chance(0.5) ? null : w.some(w.queries),
        false,
        w.rng.int(0, 3) as PipeRenderCond,
      ),
  ],
  [
    'launchGrid',
    (w) =>
      w.ctx.launchGrid({
        pc: 0,
        input: null,
        workDim: 3,
        block: [w.size(8), 1, 1],
        grid: [w.rng.int(1, 3), 1, 1],
        indirect: null,
        indirectOffset: 0,
      }),
  ],
  [
    'setScissorStates',
    (w) =>
      w.ctx.setScissorStates(0, [
        { minx: w.rng.int(0, 32), miny: w.rng.int(0, 32), maxx: w.rng.int(0, 64), maxy: w.rng.int(0, 64) },
      ]),
  ],
  ['setSampleMask', (w) => w.ctx.setSampleMask(w.rng.pick([0, 1, 0xffffffff]))],
  ['setBlendColor', (w) => w.ctx.setBlendColor({ color: [w.rng.next(), 0, 1, Number.NaN] })],
  ['isResourceReferenced', (w) => w.ctx.isResourceReferenced(w.some(w.resources), 0, 0)],
];

/** Operations drawn more often than the others: the ones that make work, and the binds they need. */
const WEIGHTS: Record<string, number> = {
  drawVbo: 8,
  clear: 2,
  bindVsState: 2,
  bindFsState: 2,
  bindVertexElementsState: 2,
  setVertexBuffers: 3,
  setFramebufferState: 2,
  transferMap: 2,
  flush: 2,
};

const WEIGHTED = OPERATIONS.flatMap((entry) => Array.from({ length: WEIGHTS[entry[0]] ?? 1 }, () => entry));
