// SoftContext: driver-soft's PipeContext. gallium-api's validating layer checks every call and keeps the
// bound state; this class compiles shaders when they are created, runs draws through the draw module
// into the binned scene, rasterizes the scene when its results are needed (flush, data access, query
// results, clears), and implements clears, blits, mipmap generation, queries and compute (launch_grid
// runs at once; see src/compute). Shader buffers and images of every stage come from src/image.
import {
  formatDescription,
  type PipeBlendState,
  type PipeBlitInfo,
  type PipeComputeState,
  type PipeDepthStencilAlphaState,
  type PipeDrawInfo,
  PipeError,
  type PipeFormat,
  PipeFormatChannelType,
  type PipeGridInfo,
  PipeQuery,
  type PipeQueryResult,
  type PipeRasterizerState,
  PipeShader,
  type PipeShaderState,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import {
  BaseContext,
  type BaseQuery,
  type BaseResource,
  type BaseStreamOutputTarget,
  type BaseSurface,
  type CpuResource,
  type CsoObject,
  clearColorSurface,
  clearDepthStencilSurface,
  clearFramebufferSurfaces,
  nothingDrawnResult,
  nowNs,
  PipeDirty,
} from '@gallium-ts/gallium-api/util';
import { TgsiExecutionError, TgsiSemantic, type TgsiShader } from '@gallium-ts/tgsi';
import { MAX_THREADS_PER_BLOCK } from './caps.js';
import { ComputeProgram } from './compute/compute-program.js';
import { launchGridSize } from './compute/grid.js';
import { type ComputeGridCounts, runGrid } from './compute/launch.js';
import { checkSamplerViews, checkVertexInputs } from './draw/draw-checks.js';
import { type DrawInputs, DrawPipeline } from './draw/draw-pipeline.js';
import { geometryLanes, geometryProgram } from './draw/geometry-shader.js';
import { attachStreamOutput } from './draw/stream-output-info.js';
import { indexSource } from './draw/vertex-elements.js';
import type { VertexSource } from './draw/vertex-fetch.js';
import { type Backend, type BackendParams, backendFor } from './fragment/backend.js';
import { type BackendKey, colorTargetKey, rtBlend, zsKey } from './fragment/backend-key.js';
import { FragmentState } from './fragment/fragment-state.js';
import { fusedProgram } from './fragment/fused-shade.js';
import { linkInputs, outputMap } from './fragment/linkage.js';
import { targetView } from './fragment/target-view.js';
import { withWasmBlock } from './fragment/wasm-block.js';
import { checkResourceDeclarations } from './image/resource-declarations.js';
import { captureStageResources } from './image/stage-resources.js';
import { blit } from './ops/blit.js';
import { generateMipmap } from './ops/generate-mipmap.js';
import { countingBackend } from './queries/counting-backend.js';
import { QueryCounters, QueryCounting } from './queries/query-counters.js';
import { CoverageFilter } from './raster/coverage-filter.js';
import { Scene } from './raster/scene.js';
import { TargetSnapshot } from './raster/target-snapshot.js';
import { FRAGMENT_LANES, GEOMETRY_LANES, SoftShader, VERTEX_LANES } from './shader/soft-shader.js';
import type { SoftScreen } from './soft-screen.js';
import { StageTextures, type TextureBinding } from './texture/stage-textures.js';

/** The most vertices one draw may name (count × instances): larger draws fail with PipeError. */
export const MAX_DRAW_VERTICES = 1 << 26;
/**
 * Vertices from which a draw may be split (Scene.splitWhileBinning): smaller draws stay whole, so draws
 * that together make one scene are not flushed apart.
 */
export const SPLIT_MIN_VERTICES = 1 << 16;

/** Dirty bits that change the fragment state of the next draw. */
const FRAGMENT_DIRTY =
  PipeDirty.FS |
  PipeDirty.VS |
  PipeDirty.GS |
  PipeDirty.BLEND |
  PipeDirty.DEPTH_STENCIL_ALPHA |
  PipeDirty.RASTERIZER |
  PipeDirty.FRAMEBUFFER |
  PipeDirty.SAMPLERS |
  PipeDirty.SAMPLER_VIEWS |
  PipeDirty.CONSTANT_BUFFERS |
  PipeDirty.BLEND_COLOR |
  PipeDirty.STENCIL_REF |
  PipeDirty.WINDOW_RECTANGLES |
  PipeDirty.SAMPLE_MASK |
  PipeDirty.POLYGON_STIPPLE |
  PipeDirty.SHADER_BUFFERS |
  PipeDirty.SHADER_IMAGES;

const TEXTURE_DIRTY = PipeDirty.SAMPLERS | PipeDirty.SAMPLER_VIEWS;

const SHADER_LANES: Record<string, number> = {
  vs: VERTEX_LANES,
  fs: FRAGMENT_LANES,
  gs: GEOMETRY_LANES,
  // A compute block is one run (src/compute/launch.ts), so it holds the largest block.
  compute: MAX_THREADS_PER_BLOCK,
};
const CREATE_METHOD: Record<string, string> = {
  vs: 'createVsState',
  fs: 'createFsState',
  gs: 'createGsState',
  compute: 'createComputeState',
};
const SHADER_STAGE: Record<string, PipeShader> = {
  vs: PipeShader.VERTEX,
  fs: PipeShader.FRAGMENT,
  gs: PipeShader.GEOMETRY,
  compute: PipeShader.COMPUTE,
};

/** Counters draws add to when no query is counting. */
const UNCOUNTED = new QueryCounters();

export class SoftContext extends BaseContext {
  declare readonly screen: SoftScreen;
  private readonly scene: Scene;
  /** Render target rows a draw saved to put back if it stops (reused: its store stays allocated). */
  private readonly snapshot = new TargetSnapshot();
  private readonly drawPipeline: DrawPipeline;
  private readonly counting = new QueryCounting();
  /** Ended counted queries whose draws may still be in the scene. */
  private readonly pendingQueries = new Set<BaseQuery>();
  private fragment: FragmentState | null = null;
  private readonly vsTextures = new StageTextures();
  private readonly fsTextures = new StageTextures();
  private readonly csTextures = new StageTextures();
  private readonly gsTextures = new StageTextures();
  private vsTextureBinding: TextureBinding | null = null;
  private gsTextureBinding: TextureBinding | null = null;
  private fragmentIndex = -1;
  /** The counting segment the fragment state's back end adds to. */
  private fragmentCounters: QueryCounters | null = null;

  constructor(screen: SoftScreen, priv: unknown, flags: number) {
    super(screen, priv, flags);
    this.scene = new Scene(screen.rasterThreads, screen.wasmHeap, screen.splitRecords);
    this.drawPipeline = new DrawPipeline(this.scene, screen.codegen === 'wasm' ? screen.wasmHeap : null);
  }

  /**
   * Batches of quads shaded so far by fused functions and by the batched path, fused whole blocks (on
   * any thread; `wasmBlocks` of them through WebAssembly; `blockCalls` calls shaded them, each a run
   * of blocks), of the fused batches `inPlace` those the tile quads kernel wrote in the heap
   * (raster/tile-quads.ts), scenes the rasterizer threads rasterized, and pieces of big draws rasterized
   * before their draw ended (Scene.splitWhileBinning).
   */
  get shadedBatches(): {
    readonly fused: number;
    readonly batched: number;
    readonly fusedBlocks: number;
    readonly wasmBlocks: number;
    readonly blockCalls: number;
    readonly inPlace: number;
    readonly threadedScenes: number;
    readonly splits: number;
  } {
    return this.scene.shaded;
  }

  /**
   * Vertex shader batches (up to 1024 vertices of a draw's instance) run so far: `wasm` of them as
   * WebAssembly (codegen 'wasm', shaders the batch kernel serves), `executable` through tgsi's compiled
   * shader; `pieces`, the pieces of VERTEX_PIECE vertices big draws were shaded in.
   */
  get vertexBatches(): { readonly wasm: number; readonly executable: number; readonly pieces: number } {
    return this.drawPipeline.vertexBatches;
  }

  /**
   * Grids launched so far: `wasm` and `js` of them through the IR's grid kernel (with the screen's
   * WasmHeap, by codegen), `executable` through tgsi's compiled shader (shaders the kernel declines,
   * buffers outside the heap, or no heap).
   */
  readonly computeGrids: ComputeGridCounts = { wasm: 0, js: 0, executable: 0 };

  // --- CSOs ---------------------------------------------------------------------------------------

  protected override onCreateCso(cso: CsoObject): void {
    const lanes = SHADER_LANES[cso.kind];
    if (lanes === undefined) return;
    const method = CREATE_METHOD[cso.kind]!;
    if (cso.kind === 'compute') {
      const state = cso.state as PipeComputeState;
      const shader = new SoftShader(method, state.prog as TgsiShader, lanes, this.screen.maxLoopIterations);
      checkResourceDeclarations(method, shader, PipeShader.COMPUTE);
      cso.driverData = new ComputeProgram(shader, state.reqLocalMem);
      return;
    }
    const state = cso.state as PipeShaderState;
    const tokens = state.tokens as TgsiShader;
    // Geometry shaders batch as many primitives as their output vertices leave room for.
    const shader = new SoftShader(
      method,
      tokens,
      cso.kind === 'gs' ? geometryLanes(tokens) : lanes,
      this.screen.maxLoopIterations,
    );
    checkResourceDeclarations(method, shader, SHADER_STAGE[cso.kind]!);
    if (cso.kind === 'gs') geometryProgram(shader);
    if (cso.kind !== 'fs') attachStreamOutput(method, shader, state.streamOutput, cso.kind === 'gs');
    cso.driverData = shader;
  }

  // --- Drawing ------------------------------------------------------------------------------------

  protected override drawNow(drawn: PipeDrawInfo): void {
    const bound = this.bound;
    const info = drawn.indirect
      ? this.indirectInfo(drawn)
      : drawn.countFromStreamOutput
        ? this.drawAutoInfo(drawn)
        : drawn;
    if (info.count * info.instanceCount > MAX_DRAW_VERTICES) {
      throw new PipeError(
        'drawVbo',
        `the draw names ${info.count * info.instanceCount} vertices, more than the ${MAX_DRAW_VERTICES} one draw may`,
      );
    }
    this.checkShaderInputs();
    if (info.count === 0 || info.instanceCount === 0) return;
    const raster = bound.cso.rasterizer!.state as PipeRasterizerState;
    const fsCanStop = !raster.rasterizerDiscard && (bound.cso.fs!.driverData as SoftShader).canStop;
    // A big draw is rasterized in pieces as it is binned (Scene.splitWhileBinning), which bounds the memory
    // its bins take.
    const split =
      !fsCanStop && !raster.rasterizerDiscard && info.count * info.instanceCount >= SPLIT_MIN_VERTICES;
    // Earlier draws are rasterized first, so they are kept whatever this one does (and a split draw's
    // rollback need only drop what the draw binned).
    if (fsCanStop || (split && !this.scene.empty)) this.flushNow();
    if (bound.dirty & PipeDirty.FRAMEBUFFER) {
      // Also drops the fragment state: the next rasterized draw builds it for the new framebuffer.
      this.startScene();
      bound.dirty &= ~PipeDirty.FRAMEBUFFER;
    }
    const streamOutput = bound.streamOutputTargets.slice(0, bound.numStreamOutputTargets);
    // Stream output writes buffers now: draws still binned must not see the new contents.
    if (streamOutput.some((t) => t !== null && this.scene.resources.has(t.buffer))) this.flushNow();
    const vs = bound.cso.vs!.driverData as SoftShader;
    // The VS runs now: binned work that uses its shader buffers or images is finished first (before
    // the fragment state of this draw joins the scene).
    const vsResources = captureStageResources(bound, PipeShader.VERTEX, vs);
    if (vsResources) this.finishWorkOn(vsResources.resources);
    const gs = (bound.cso.gs?.driverData as SoftShader | undefined) ?? null;
    const gsResources = gs ? captureStageResources(bound, PipeShader.GEOMETRY, gs) : null;
    if (gsResources) this.finishWorkOn(gsResources.resources);
    const discard = raster.rasterizerDiscard;
    const counters = this.activeCounters();
    if (
      !discard &&
      (bound.dirty & FRAGMENT_DIRTY || this.fragment === null || this.fragmentCounters !== counters)
    )
      this.buildFragmentState();
    if (bound.dirty & TEXTURE_DIRTY || this.vsTextureBinding === null) {
      this.vsTextureBinding = this.captureTextures(PipeShader.VERTEX, this.vsTextures);
      this.gsTextureBinding = this.captureTextures(PipeShader.GEOMETRY, this.gsTextures);
    }
    if (!discard) bound.dirty = 0;
    const fb = bound.framebuffer;
    const draw: DrawInputs = {
      info,
      vs,
      gs,
      elements: bound.cso.vertexElements!.state as readonly PipeVertexElement[],
      vertexSources: this.vertexSources(),
      indexSource:
        info.indexed && bound.indexBuffer
          ? indexSource(
              bound.indexBuffer,
              this.bufferBytes(bound.indexBuffer.buffer, bound.indexBuffer.userBuffer),
            )
          : null,
      vsConstants: this.constants(PipeShader.VERTEX),
      gsConstants: bound.cso.gs ? this.constants(PipeShader.GEOMETRY) : [],
      vsSampler: this.vsTextureBinding.prepare(),
      vsResources,
      gsSampler: gs ? this.gsTextureBinding!.prepare() : null,
      gsResources,
      flatshadeFirst: raster.flatshadeFirst,
      clip: {
        depthClipNear: raster.depthClipNear,
        depthClipFar: raster.depthClipFar,
        halfZ: raster.clipHalfz,
        planeEnable: raster.clipPlaneEnable,
        ucp: bound.clip.ucp,
      },
      primitives: discard
        ? null
        : {
            raster,
            viewports: bound.viewports,
            scissors: bound.scissors,
            mode: info.mode,
            framebufferWidth: fb.width,
            framebufferHeight: fb.height,
            framebufferLayers: this.framebufferLayers(),
            stateIndex: this.fragmentIndex,
            state: this.fragment!,
            mrd: this.minimumResolvableDepth(),
            maxPointSize: 255,
          },
      streamOutput: streamOutput as (BaseStreamOutputTarget | null)[],
      counters: counters ?? UNCOUNTED,
    };
    this.runUndoably(draw, fsCanStop, split);
  }

  /**
   * Runs the draw's vertex stages into the scene and, when its fragment shader can stop, rasterizes it
   * at once. When a stage stops (a run limit, or memory running out) everything the draw did is undone —
   * its bins, its stream output, its query counts and, with the rows saved first, what its fragments
   * wrote to the render targets — and the draw throws PipeError. Shader buffer and image writes are not
   * undone (as with launch_grid). A draw that may `split` saves the render targets before its first
   * piece is rasterized, for that undo.
   */
  private runUndoably(draw: DrawInputs, rasterizeNow: boolean, split: boolean): void {
    const counts = draw.counters;
    const countsBefore = copyCounters(counts, new QueryCounters());
    const checkpoint = this.scene.checkpoint();
    // Saved before the first piece of a split draw is rasterized (or not at all).
    let saved = false;
    if (split) {
      const fb = this.bound.framebuffer;
      this.scene.splitWhileBinning(() => {
        this.snapshot.save(fb, 0, fb.height);
        saved = true;
      });
    }
    let stage = 'vertex';
    try {
      // Stream output is journaled from here (DrawPipeline.run begins it first).
      this.drawPipeline.run(draw);
      // Waits for the piece the threads may still be rasterizing (a thread's error undoes the draw).
      this.scene.stopSplitting();
      if (rasterizeNow) {
        stage = 'fragment';
        const rows = this.scene.touchedRows();
        this.snapshot.save(this.bound.framebuffer, rows.y0, rows.y1);
        try {
          // On this thread: a stop must leave the targets as the snapshot can restore them.
          this.scene.rasterize(true);
        } catch (error) {
          this.snapshot.restore();
          throw error;
        }
        // Nothing is left to rasterize: drops the fragment state and settles pending query results.
        this.flushNow();
      }
      this.scene.release();
    } catch (error) {
      this.scene.rollback(checkpoint);
      if (saved) this.snapshot.restore();
      this.drawPipeline.rollbackStreamOutput();
      copyCounters(countsBefore, counts);
      this.fragment = null;
      throw stopped(error, 'drawVbo', `the ${stage} shader`, 'nothing of the draw was kept');
    } finally {
      this.scene.stopSplitting();
      this.snapshot.clear();
    }
  }

  /** What the bound shaders read is bound and fits them (draw-checks.ts); rechecked when it changed. */
  private checkShaderInputs(): void {
    const bound = this.bound;
    const dirty = bound.dirty;
    const vs = bound.cso.vs!.driverData as SoftShader;
    if (dirty & (PipeDirty.VS | PipeDirty.VERTEX_ELEMENTS | PipeDirty.VERTEX_BUFFERS))
      checkVertexInputs(
        vs,
        bound.cso.vertexElements!.state as readonly PipeVertexElement[],
        bound.vertexBuffers,
      );
    if (dirty & (PipeDirty.VS | PipeDirty.GS | PipeDirty.FS | PipeDirty.SAMPLER_VIEWS)) {
      const stages = [
        ['vertex', PipeShader.VERTEX, bound.cso.vs],
        ['geometry', PipeShader.GEOMETRY, bound.cso.gs],
        ['fragment', PipeShader.FRAGMENT, bound.cso.fs],
      ] as const;
      for (const [name, stage, cso] of stages)
        if (cso)
          checkSamplerViews('drawVbo', name, cso.driverData as SoftShader, this.bound.samplerViews[stage]!);
    }
  }

  /**
   * draw_vbo with count_from_stream_output (draw auto): as many vertices as the target's internal offset
   * holds, a vertex being vertex buffer 0's stride (Mesa's draw module reads it the same way).
   */
  private drawAutoInfo(info: PipeDrawInfo): PipeDrawInfo {
    const target = info.countFromStreamOutput as BaseStreamOutputTarget;
    const stride = this.bound.vertexBuffers[0]?.stride ?? 0;
    if (stride === 0)
      throw new PipeError(
        'drawVbo',
        'countFromStreamOutput needs vertex buffer 0 bound with a non-zero stride (the size of one captured vertex)',
      );
    return { ...info, count: Math.floor(target.filled / stride) };
  }

  /**
   * An indirect draw's parameters, read from its buffer once binned work writing it is finished:
   * count, instance count, first vertex (or first index, then base vertex), start instance, as 32-bit
   * words (GL's DrawArraysIndirectCommand / DrawElementsIndirectCommand).
   */
  private indirectInfo(info: PipeDrawInfo): PipeDrawInfo {
    const buffer = info.indirect as CpuResource;
    this.finishWorkOn([buffer as BaseResource]);
    const bytes = buffer.storage.data;
    const words = new DataView(bytes.buffer, bytes.byteOffset + info.indirectOffset, info.indexed ? 20 : 16);
    const word = (i: number) => words.getUint32(i * 4, true);
    const direct = {
      ...info,
      indirect: null,
      indirectOffset: 0,
      count: word(0),
      instanceCount: word(1),
      start: word(2),
    };
    return info.indexed
      ? { ...direct, indexBias: words.getInt32(12, true), startInstance: word(4) }
      : { ...direct, startInstance: word(3) };
  }

  /** The counting segment draws add to: none without counted queries or while queries are paused. */
  private activeCounters(): QueryCounters | null {
    return this.queriesArePaused ? null : this.counting.current;
  }

  /** Rasterizes what is binned and prepares bins for the bound framebuffer. */
  private startScene(): void {
    this.flushNow();
    const fb = this.bound.framebuffer;
    this.scene.resize(fb.width, fb.height);
  }

  private framebufferLayers(): number {
    const fb = this.bound.framebuffer;
    const surfaces = [...fb.cbufs, fb.zsbuf].filter((s): s is BaseSurface => s !== null) as BaseSurface[];
    if (surfaces.length === 0) return Math.max(1, fb.layers);
    return Math.min(...surfaces.map((s) => s.lastLayer - s.firstLayer + 1));
  }

  /** The depth buffer's minimum resolvable difference (polygon offset units). */
  private minimumResolvableDepth(): number {
    const zs = this.bound.framebuffer.zsbuf;
    const depth = zs ? formatDescription(zs.format).channels.find((c) => c.name === 'Z') : undefined;
    if (!depth) return 1 / 0xffffff;
    return depth.type === PipeFormatChannelType.FLOAT ? 2 ** -23 : 1 / (2 ** depth.size - 1);
  }

  /** The bytes of a buffer binding: the resource's storage, or the user array. */
  private bufferBytes(buffer: unknown, user: ArrayBufferView | null): Uint8Array {
    if (user) return new Uint8Array(user.buffer, user.byteOffset, user.byteLength);
    return (buffer as CpuResource).storage.data;
  }

  private vertexSources(): (VertexSource | null)[] {
    return this.bound.vertexBuffers.map((b) =>
      b === null
        ? null
        : { bytes: this.bufferBytes(b.buffer, b.userBuffer), offset: b.bufferOffset, stride: b.stride },
    );
  }

  /** The constant buffers of a stage for binned work: byte ranges the scene references until rasterized. */
  private constants(stage: PipeShader): (ArrayBufferView | null)[] {
    for (const r of this.bound.constantBufferResources[stage]!) if (r) this.scene.use(r);
    return this.constantViews(stage);
  }

  /** The constant buffers of a stage as byte ranges (user buffers copied, resources' bytes in place). */
  private constantViews(stage: PipeShader): (ArrayBufferView | null)[] {
    return this.bound.constantBuffers[stage]!.map((cb) => {
      if (cb === null) return null;
      if (cb.userBuffer) {
        const u = cb.userBuffer;
        return new Uint8Array(u.buffer, u.byteOffset + cb.bufferOffset, cb.bufferSize).slice();
      }
      const resource = cb.buffer as CpuResource;
      return resource.storage.data.subarray(cb.bufferOffset, cb.bufferOffset + cb.bufferSize);
    });
  }

  /** The views and sampler states bound to `stage`; the scene keeps their resources referenced. */
  private captureTextures(stage: PipeShader, textures: StageTextures): TextureBinding {
    return textures.capture(this.bound.samplerViews[stage]!, this.bound.samplers[stage]!, (resource) =>
      this.scene.use(resource),
    );
  }

  /** Rasterizes the binned work if any of `resources` is used by it (before other work touches them). */
  private finishWorkOn(resources: Iterable<BaseResource | null>): void {
    for (const r of resources) {
      if (r && this.scene.resources.has(r)) {
        this.flushNow();
        return;
      }
    }
  }

  /** Captures the fragment stage of the draws that follow into the scene. */
  private buildFragmentState(): void {
    const bound = this.bound;
    const fs = bound.cso.fs!.driverData as SoftShader;
    // Fragment inputs link to the outputs of the last vertex stage.
    const last = (bound.cso.gs ?? bound.cso.vs)!.driverData as SoftShader;
    const raster = bound.cso.rasterizer!.state as PipeRasterizerState;
    const blend = bound.cso.blend!.state as PipeBlendState;
    const dsa = bound.cso.depthStencilAlpha!.state as PipeDepthStencilAlphaState;
    const fb = bound.framebuffer;
    const writesAll = fs.property('FS_COLOR0_WRITES_ALL_CBUFS', 0) === 1;
    const colors = fb.cbufs.map((s) => (s ? targetView(s as BaseSurface) : null));
    const zs = fb.zsbuf ? targetView(fb.zsbuf as BaseSurface) : null;
    for (const s of [...fb.cbufs, fb.zsbuf]) if (s) this.scene.use((s as BaseSurface).texture);
    const counters = this.activeCounters();
    const key: BackendKey = {
      dsa,
      zs: zs ? zsKey(zs) : null,
      colors: colors.map((view, i) => {
        if (!view) return null;
        const rt = rtBlend(blend, i);
        const output = fs.output(TgsiSemantic.COLOR, writesAll ? 0 : i);
        const dual = rt.blendEnable && i === 0 ? fs.output(TgsiSemantic.COLOR, 1) : -1;
        return colorTargetKey(view, rt, output, dual);
      }),
      logicop: blend.logicopEnable ? blend.logicopFunc : null,
      depthOutput: fs.info.writesDepth ? fs.output(TgsiSemantic.POSITION) : -1,
      stencilOutput: fs.info.writesStencil ? fs.output(TgsiSemantic.STENCIL) : -1,
      clampColor: raster.clampFragmentColor,
      countSamples: counters !== null,
      coverageAlpha: raster.lineSmooth || raster.pointSmooth,
      alphaToCoverage: blend.alphaToCoverage,
      alphaToOne: blend.alphaToOne,
      depthClamp: raster.depthClamp,
      fsKills: fs.info.usesKill || fs.info.usesKillIf || (fs.info.opcodeCounts.DEMOTE ?? 0) > 0,
    };
    const backend: Backend = backendFor(key);
    const params: BackendParams = {
      colors,
      zs,
      stencilRef: bound.stencilRef.refValue,
      alphaRef: dsa.alpha.refValue,
      blendColor: bound.blendColor.color,
      stats: counters ?? UNCOUNTED,
    };
    const links = linkInputs(fs, outputMap(last.outputs), raster);
    const textures = this.captureTextures(PipeShader.FRAGMENT, this.fsTextures);
    this.fragment = new FragmentState(
      fs,
      links,
      raster.halfPixelCenter,
      fb.height,
      this.constants(PipeShader.FRAGMENT),
      textures,
      counters ? countingBackend(backend, counters) : backend,
      params,
      // One sample per pixel: sample_mask bit 0 clear masks out every fragment.
      (bound.sampleMask & 1) === 0,
      {
        coverageFilter: CoverageFilter.of(
          bound.windowRectangles,
          raster.polyStipple ? bound.polygonStipple.stipple : null,
        ),
        coverageAlpha: raster.lineSmooth || raster.pointSmooth,
        depthClamp: raster.depthClamp,
      },
    );
    // Shader buffers and images of the FS (src/image): the scene references them until it is rasterized.
    this.fragment.resources = captureStageResources(bound, PipeShader.FRAGMENT, fs);
    for (const r of this.fragment.resources?.resources ?? []) this.scene.use(r);
    // The fused fragment function when the shader and state allow it (pipeline statistics count shader
    // invocations through the batched back end, so their draws stay batched; occlusion queries' samples
    // are counted by every back end).
    const f = this.fragment;
    const fusable = f.resources === null && f.coverageFilter === null && !f.discard;
    const countsInvocations = counters !== null && this.counting.countsShaderInvocations();
    if (this.screen.fusedShading && !countsInvocations && fusable)
      f.fused = fusedProgram(fs, {
        links,
        sampleOffset: f.sampleOffset,
        key,
        unit: (slot) => textures.unitFor(slot),
        constants: f.constants,
      });
    // The IR kernels of the codegen's back end where they serve the state (the JavaScript back end's
    // unless the screen keeps the templates).
    const heap = this.screen.wasmHeap;
    const { codegen, jsTemplates } = this.screen;
    if (f.fused && heap && (codegen === 'wasm' || !jsTemplates))
      f.fused = withWasmBlock(
        f.fused,
        {
          shader: fs.tokens,
          links,
          sampleOffset: f.sampleOffset,
          key,
          params,
          integerUnorm8: this.screen.integerUnorm8,
        },
        heap,
        codegen,
      );
    this.fragmentIndex = this.scene.addState(this.fragment);
    this.fragmentCounters = counters;
  }

  // --- Clears -------------------------------------------------------------------------------------

  protected override clearNow(
    buffers: number,
    color: readonly number[],
    depth: number,
    stencil: number,
  ): void {
    this.flushNow();
    clearFramebufferSurfaces(this.bound.framebuffer, buffers, color, depth, stencil);
  }

  protected override clearRenderTargetNow(
    dst: BaseSurface,
    color: readonly number[],
    x: number,
    y: number,
    w: number,
    h: number,
  ): void {
    this.flushNow();
    clearColorSurface(dst, color, { x, y, width: w, height: h });
  }

  protected override clearDepthStencilNow(
    dst: BaseSurface,
    flags: number,
    depth: number,
    stencil: number,
    x: number,
    y: number,
    w: number,
    h: number,
  ): void {
    this.flushNow();
    clearDepthStencilSurface(dst, flags, depth, stencil, { x, y, width: w, height: h });
  }

  // --- Work submission and data access ------------------------------------------------------------

  protected override flushNow(): void {
    try {
      this.scene.rasterize();
    } catch (error) {
      // Not expected (draws whose fragment shader can stop are rasterized at once), but if a queued
      // draw's shader stops anyway the scene is empty again and the error is a PipeError.
      this.fragment = null;
      throw stopped(error, 'flush', "a queued draw's fragment shader", 'the queued draws were dropped');
    }
    this.fragment = null;
    this.resolvePendingQueries();
  }

  protected override beforeDataAccess(resource: BaseResource): void {
    if (this.scene.resources.has(resource)) this.flushNow();
  }

  protected override resourceReferencedNow(resource: BaseResource): number {
    // PIPE_REFERENCED_FOR_READ | PIPE_REFERENCED_FOR_WRITE
    return this.scene.resources.has(resource) ? 3 : 0;
  }

  // --- Queries ------------------------------------------------------------------------------------

  protected override beginQueryNow(q: BaseQuery): void {
    if (this.counting.counts(q)) this.counting.begin(q);
  }

  protected override endQueryNow(q: BaseQuery): void {
    if (this.counting.counts(q)) {
      this.counting.end(q);
      // Stream-output and primitive counts are final when the draws are made; samples when rasterized.
      if (this.scene.empty || !this.counting.needsRasterization(q))
        q.result = this.counting.result(q, nowNs());
      else this.pendingQueries.add(q);
      return;
    }
    // Timers and GPU_FINISHED measure the work submitted before them.
    if (q.type !== PipeQuery.TIMESTAMP_DISJOINT) this.flushNow();
    q.result = nothingDrawnResult(q.type, q.beginTime, nowNs());
  }

  protected override queryResultNow(q: BaseQuery, wait: boolean): PipeQueryResult | null {
    if (q.result === null && this.pendingQueries.has(q)) {
      if (!wait) return null;
      this.flushNow();
    }
    return q.result;
  }

  protected override onDestroyQuery(q: BaseQuery): void {
    this.pendingQueries.delete(q);
  }

  private resolvePendingQueries(): void {
    const end = nowNs();
    for (const q of this.pendingQueries) q.result = this.counting.result(q, end);
    this.pendingQueries.clear();
  }

  // --- Blits and mipmaps -------------------------------------------------------------------------

  protected override blitNow(info: PipeBlitInfo): void {
    this.flushNow();
    blit(info);
  }

  protected override generateMipmapNow(
    resource: BaseResource,
    format: number,
    base: number,
    last: number,
    first: number,
    lastLayer: number,
  ): boolean {
    this.flushNow();
    generateMipmap(resource, format as PipeFormat, base, last, first, lastLayer);
    return true;
  }

  // --- Compute and barriers ----------------------------------------------------------------------

  /**
   * launch_grid runs at once (nothing is queued): binned draws that use any resource the grid reads
   * or writes are rasterized first, so compute sees what earlier draws wrote and earlier draws read
   * what was there before; later draws, transfers and launches see everything the grid wrote.
   */
  protected override launchGridNow(info: PipeGridInfo): void {
    const method = 'launchGrid';
    const bound = this.bound;
    const program = bound.cso.compute!.driverData as ComputeProgram;
    program.checkBlock(method, info.block);
    checkSamplerViews(method, 'compute', program.shader, bound.samplerViews[PipeShader.COMPUTE]!);
    const resources = captureStageResources(bound, PipeShader.COMPUTE, program.shader);
    this.finishWorkOn([
      ...(resources?.resources ?? []),
      ...bound.constantBufferResources[PipeShader.COMPUTE]!,
      ...bound.samplerViews[PipeShader.COMPUTE]!.map((v) => v?.texture ?? null),
      info.indirect as BaseResource | null,
    ]);
    const grid = launchGridSize(method, info, this.limits.computeLimits);
    const heap = this.screen.wasmHeap;
    const codegen = heap ? { backEnd: this.screen.codegen, heap } : null;
    const threads = runGrid(
      method,
      {
        program,
        block: info.block,
        grid,
        workDim: info.workDim,
        constants: this.constantViews(PipeShader.COMPUTE),
        resources,
        // The grid runs now: its textures need no scene reference.
        sampler: this.csTextures
          .capture(bound.samplerViews[PipeShader.COMPUTE]!, bound.samplers[PipeShader.COMPUTE]!, () => {})
          .prepare(),
      },
      codegen,
      this.computeGrids,
    );
    if (this.counting.current) this.counting.current.csInvocations += threads;
  }

  /** texture_barrier: binned draws are rasterized, so later draws sample what they rendered. */
  protected override textureBarrierNow(_flags: number): void {
    if (!this.scene.empty) this.flushNow();
  }

  /** memory_barrier: binned draws are rasterized, so their shader writes are visible to what follows. */
  protected override memoryBarrierNow(_flags: number): void {
    if (!this.scene.empty) this.flushNow();
  }

  protected override destroyNow(): void {
    this.scene.destroy();
    this.drawPipeline.release();
  }
}

/** `from`'s counts copied into `to`; returns `to`. */
function copyCounters(from: QueryCounters, to: QueryCounters): QueryCounters {
  for (const key of Object.keys(from) as (keyof QueryCounters)[]) {
    const value = from[key];
    if (typeof value === 'number') (to as unknown as Record<string, number>)[key] = value;
    else (to[key] as Float64Array).set(value);
  }
  return to;
}

/**
 * The PipeError `method` throws when `shader` stopped or memory ran out (`outcome` says what became of
 * the work); other errors as they are.
 */
function stopped(error: unknown, method: string, shader: string, outcome: string): unknown {
  if (error instanceof TgsiExecutionError)
    return new PipeError(method, `${shader} stopped (${error.message}); ${outcome}`);
  if (error instanceof RangeError)
    return new PipeError(method, `out of memory (${error.message}); ${outcome}`);
  return error;
}
