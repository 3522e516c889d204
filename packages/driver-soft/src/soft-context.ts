// SoftContext: driver-soft's PipeContext. gallium-api's validating layer checks every call and keeps the
// bound state; this class compiles shaders when they are created, runs draws through the draw module
// into the binned scene, rasterizes the scene when its results are needed (flush, data access, query
// results, clears), and implements clears, blits, mipmap generation, queries and compute.
import {
  formatDescription,
  type PipeBlendState,
  type PipeBlitInfo,
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
import { TgsiSemantic, type TgsiShader } from '@gallium-ts/tgsi';
import { DrawPipeline } from './draw/draw-pipeline.js';
import { indexSource } from './draw/vertex-elements.js';
import type { VertexSource } from './draw/vertex-fetch.js';
import { type Backend, type BackendParams, backendFor } from './fragment/backend.js';
import { colorTargetKey, rtBlend, zsKey } from './fragment/backend-key.js';
import { FragmentState } from './fragment/fragment-state.js';
import { linkInputs, outputMap } from './fragment/linkage.js';
import { targetView } from './fragment/target-view.js';
import { blit } from './ops/blit.js';
import { generateMipmap } from './ops/generate-mipmap.js';
import { QueryCounters, QueryCounting } from './queries/query-counters.js';
import { CoverageFilter } from './raster/coverage-filter.js';
import { Scene } from './raster/scene.js';
import { FRAGMENT_LANES, GEOMETRY_LANES, SoftShader, VERTEX_LANES } from './shader/soft-shader.js';
import type { SoftScreen } from './soft-screen.js';
import { StageTextures, type TextureBinding } from './texture/stage-textures.js';

/** The most vertices one draw may name (count × instances): larger draws fail with PipeError. */
export const MAX_DRAW_VERTICES = 1 << 26;

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
  PipeDirty.POLYGON_STIPPLE;

const TEXTURE_DIRTY = PipeDirty.SAMPLERS | PipeDirty.SAMPLER_VIEWS;

const SHADER_LANES: Record<string, number> = { vs: VERTEX_LANES, fs: FRAGMENT_LANES, gs: GEOMETRY_LANES };
const CREATE_METHOD: Record<string, string> = {
  vs: 'createVsState',
  fs: 'createFsState',
  gs: 'createGsState',
};

/** Counters draws add to when no query is counting. */
const UNCOUNTED = new QueryCounters();

export class SoftContext extends BaseContext {
  declare readonly screen: SoftScreen;
  private readonly scene = new Scene();
  private readonly drawPipeline = new DrawPipeline(this.scene);
  private readonly counting = new QueryCounting();
  /** Ended counted queries whose draws may still be in the scene. */
  private readonly pendingQueries = new Set<BaseQuery>();
  private fragment: FragmentState | null = null;
  private readonly vsTextures = new StageTextures();
  private readonly fsTextures = new StageTextures();
  private vsTextureBinding: TextureBinding | null = null;
  private fragmentIndex = -1;
  /** The counting segment the fragment state's back end adds to. */
  private fragmentCounters: QueryCounters | null = null;

  // --- CSOs ---------------------------------------------------------------------------------------

  protected override onCreateCso(cso: CsoObject): void {
    const lanes = SHADER_LANES[cso.kind];
    if (lanes === undefined) return;
    const state = cso.state as PipeShaderState;
    cso.driverData = new SoftShader(CREATE_METHOD[cso.kind]!, state.tokens as TgsiShader, lanes);
  }

  // --- Drawing ------------------------------------------------------------------------------------

  protected override drawNow(info: PipeDrawInfo): void {
    const bound = this.bound;
    if (info.count * info.instanceCount > MAX_DRAW_VERTICES) {
      throw new PipeError(
        'drawVbo',
        `the draw names ${info.count * info.instanceCount} vertices, more than the ${MAX_DRAW_VERTICES} one draw may`,
      );
    }
    if (info.count === 0 || info.instanceCount === 0) return;
    const raster = bound.cso.rasterizer!.state as PipeRasterizerState;
    if (bound.dirty & PipeDirty.FRAMEBUFFER) this.startScene();
    if (raster.rasterizerDiscard) return;
    if (
      bound.dirty & FRAGMENT_DIRTY ||
      this.fragment === null ||
      this.fragmentCounters !== this.counting.current
    )
      this.buildFragmentState();
    if (bound.dirty & TEXTURE_DIRTY || this.vsTextureBinding === null)
      this.vsTextureBinding = this.captureTextures(PipeShader.VERTEX, this.vsTextures);
    bound.dirty = 0;
    const vs = bound.cso.vs!.driverData as SoftShader;
    const fb = bound.framebuffer;
    const counters = this.counting.current ?? UNCOUNTED;
    const primitives = this.drawPipeline.run({
      info,
      vs,
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
      vsSampler: this.vsTextureBinding.prepare(),
      clip: {
        depthClipNear: raster.depthClipNear,
        depthClipFar: raster.depthClipFar,
        halfZ: raster.clipHalfz,
        planeEnable: raster.clipPlaneEnable,
        ucp: bound.clip.ucp,
      },
      primitives: {
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
    });
    counters.primitives += primitives;
    counters.vertices += info.count * info.instanceCount;
    counters.vsInvocations += info.count * info.instanceCount;
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

  /** The constant buffers of a stage as byte ranges (user buffers copied, resources referenced). */
  private constants(stage: PipeShader): (ArrayBufferView | null)[] {
    return this.bound.constantBuffers[stage]!.map((cb) => {
      if (cb === null) return null;
      if (cb.userBuffer) {
        const u = cb.userBuffer;
        return new Uint8Array(u.buffer, u.byteOffset + cb.bufferOffset, cb.bufferSize).slice();
      }
      const resource = cb.buffer as CpuResource;
      this.scene.resources.add(resource);
      return resource.storage.data.subarray(cb.bufferOffset, cb.bufferOffset + cb.bufferSize);
    });
  }

  /** The views and sampler states bound to `stage`; the scene keeps their resources referenced. */
  private captureTextures(stage: PipeShader, textures: StageTextures): TextureBinding {
    return textures.capture(this.bound.samplerViews[stage]!, this.bound.samplers[stage]!, (resource) =>
      this.scene.resources.add(resource),
    );
  }

  /** Captures the fragment stage of the draws that follow into the scene. */
  private buildFragmentState(): void {
    const bound = this.bound;
    const fs = bound.cso.fs!.driverData as SoftShader;
    const vs = bound.cso.vs!.driverData as SoftShader;
    const raster = bound.cso.rasterizer!.state as PipeRasterizerState;
    const blend = bound.cso.blend!.state as PipeBlendState;
    const dsa = bound.cso.depthStencilAlpha!.state as PipeDepthStencilAlphaState;
    const fb = bound.framebuffer;
    const writesAll = fs.property('FS_COLOR0_WRITES_ALL_CBUFS', 0) === 1;
    const colors = fb.cbufs.map((s) => (s ? targetView(s as BaseSurface) : null));
    const zs = fb.zsbuf ? targetView(fb.zsbuf as BaseSurface) : null;
    for (const s of [...fb.cbufs, fb.zsbuf]) if (s) this.scene.resources.add((s as BaseSurface).texture);
    const counters = this.counting.current;
    const backend: Backend = backendFor({
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
    });
    const params: BackendParams = {
      colors,
      zs,
      stencilRef: bound.stencilRef.refValue,
      alphaRef: dsa.alpha.refValue,
      blendColor: bound.blendColor.color,
      stats: counters ?? UNCOUNTED,
    };
    const links = linkInputs(fs, outputMap(vs.outputs), raster);
    this.fragment = new FragmentState(
      fs,
      links,
      raster.halfPixelCenter,
      fb.height,
      this.constants(PipeShader.FRAGMENT),
      this.captureTextures(PipeShader.FRAGMENT, this.fsTextures),
      backend,
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
    this.scene.rasterize();
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
      if (this.scene.empty) q.result = this.counting.result(q, nowNs());
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

  // --- Not yet implemented here -------------------------------------------------------------------

  protected override launchGridNow(_info: PipeGridInfo): void {
    throw new PipeError('launchGrid', 'driver-soft compute is being implemented');
  }

  protected override destroyNow(): void {
    this.scene.reset();
  }
}
