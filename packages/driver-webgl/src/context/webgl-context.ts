// WebglContext: the PipeContext of driver-webgl. gallium-api's validating layer checks every call and
// keeps the bound state; this class turns it into WebGL2 calls: framebuffers from the bound surfaces,
// programs from the TGSI → GLSL translator per shader pair and variant key, uniform blocks, textures
// with sampler objects, the vertex array, fixed-function state, draws (converted where WebGL2 lacks the
// primitive or the rule), clears, blits, mipmaps, queries and fences. GL state is set again in full
// when another context or a helper (readback, upload) changed it.
import {
  formatDescription,
  type PipeBlitInfo,
  PipeClear,
  type PipeDepthStencilAlphaState,
  type PipeDrawInfo,
  PipePolygonMode,
  PipePrim,
  PipeQuery,
  type PipeQueryResult,
  type PipeRasterizerState,
  PipeResetStatus,
  type PipeResource,
  PipeShader,
  type PipeShaderState,
  type PipeSurface,
  type PipeSurfaceTemplate,
  PipeUnsupportedError,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import {
  BaseContext,
  type BaseFence,
  type BaseQuery,
  type BaseResource,
  type BaseStreamOutputTarget,
  BaseSurface,
  type ContextView,
  type CsoObject,
  PipeDirty,
} from '@gallium-ts/gallium-api/util';
import { TgsiInterpolate, type TgsiShader } from '@gallium-ts/tgsi';
import type { WebglDevice } from '../device.js';
import { glTextureFormat } from '../formats.js';
import { defaultVariantKey, type GlslProgram, GlslTranslator, type GlslVariantKey } from '../glsl/index.js';
import { GpuFence } from '../gpu-fence.js';
import type { WebglScreen } from '../screen.js';
import type { WebglTextureStorage } from '../storage/texture-storage.js';
import { blitFramebuffers } from './blit.js';
import { BlitDraw } from './blit-draw.js';
import { clearSurface } from './clear-surface.js';
import { type DrawPlan, DrawPlanner, fillMode, primitivesOf, readsFacing, SPLIT } from './draw-plan.js';
import {
  applyBlend,
  applyDepthStencil,
  applyRasterizer,
  applyScissor,
  applyViewport,
  type GlBlend,
  type GlDepthStencil,
  type GlRasterizer,
  glBlendState,
  glDepthStencilState,
  glRasterizerState,
} from './fixed-state.js';
import { type Attachment, FramebufferCache, storageOf } from './framebuffers.js';
import { drawsLines } from './line-stipple.js';
import { OcclusionCounter } from './occlusion-counter.js';
import { bindTextures, setUniforms, uniformsKey } from './program-bindings.js';
import { type LinkedProgram, ProgramCache, type ShaderData } from './programs.js';
import {
  countsSamples,
  endResult,
  fenceResult,
  glQueryResult,
  measureDrawFor,
  measuredByGl,
  QueryData,
  queryData,
  releaseQuery,
  STREAM_COUNTED,
} from './queries.js';
import { createWebglSampler, deleteWebglSampler, type WebglSampler } from './samplers.js';
import { drawAuto, StreamOutputCapture, streamOutputMode, writeStreamOutput } from './stream-output.js';
import { UniformBlocks } from './uniforms.js';
import { VertexArrays } from './vertex-arrays.js';
import { glVertexFormat } from './vertex-formats.js';

/** State groups whose change needs a new variant key. */
const KEY_DIRTY =
  PipeDirty.VS |
  PipeDirty.FS |
  PipeDirty.RASTERIZER |
  PipeDirty.DEPTH_STENCIL_ALPHA |
  PipeDirty.FRAMEBUFFER |
  PipeDirty.VERTEX_ELEMENTS |
  PipeDirty.VIEWPORT |
  PipeDirty.STREAM_OUTPUT;

/** State groups the state uniforms of a program come from. */
const UNIFORM_DIRTY =
  PipeDirty.RASTERIZER |
  PipeDirty.DEPTH_STENCIL_ALPHA |
  PipeDirty.CLIP |
  PipeDirty.POLYGON_STIPPLE |
  PipeDirty.FRAMEBUFFER;

export class WebglContext extends BaseContext {
  declare readonly screen: WebglScreen;
  private readonly device: WebglDevice;
  private readonly gl: WebGL2RenderingContext;
  /** The translator of this context (programs are cached per shader pair and key). */
  readonly translator = new GlslTranslator();
  /** @internal */
  readonly programs: ProgramCache;
  private readonly framebuffers: FramebufferCache;
  private readonly vertexArrays: VertexArrays;
  private readonly uniformBlocks: UniformBlocks;
  private readonly counter: OcclusionCounter;
  private readonly planner: DrawPlanner;
  private readonly capture: StreamOutputCapture;
  private readonly blitDraw: BlitDraw;
  private appliedEpoch = -1;
  /** device.cpuWrites when the textures of the last draw were made current. */
  private seenWrites = -1;
  /** The program in use and the one whose textures are bound (null: unknown). */
  private currentProgram: LinkedProgram | null = null;
  private texturesFor: LinkedProgram | null = null;
  private key: GlslVariantKey | null = null;
  private keyPoints = false;
  private keyStippled = false;
  private program: GlslProgram | null = null;
  private linked: LinkedProgram | null = null;
  private readonly stopLossWatch: () => void;

  constructor(screen: WebglScreen, priv: unknown, flags: number) {
    super(screen, priv, flags);
    this.device = screen.device;
    this.gl = this.device.gl;
    this.programs = new ProgramCache(this.device);
    this.framebuffers = new FramebufferCache(this.device);
    this.vertexArrays = new VertexArrays(this.device);
    this.uniformBlocks = new UniformBlocks(this.device);
    this.counter = new OcclusionCounter(this.device);
    this.planner = new DrawPlanner(this.device, this.vertexArrays);
    this.capture = new StreamOutputCapture(this.device);
    this.blitDraw = new BlitDraw(this.device);
    this.stopLossWatch = this.device.onLoss(() =>
      this.reportDeviceReset(PipeResetStatus.UNKNOWN_CONTEXT_RESET),
    );
  }

  // --- Context loss ---------------------------------------------------------------------------------

  protected override deviceResetStatusNow(): PipeResetStatus {
    void this.device.isLost;
    return super.deviceResetStatusNow();
  }

  protected override live(method: string): void {
    // the context may have been lost since the last call: report it before anything else happens
    if (!this.destroyed) void this.device.isLost;
    super.live(method);
  }

  // --- CSOs and views -------------------------------------------------------------------------------

  protected override onCreateCso(cso: CsoObject): void {
    const gl = this.gl;
    switch (cso.kind) {
      case 'vs':
      case 'fs': {
        const state = cso.state as PipeShaderState;
        const tokens = state.tokens as TgsiShader;
        this.translator.check(tokens);
        const flatInputs = tokens.declarations.some((d) => d.interpolate?.mode === TgsiInterpolate.CONSTANT);
        const streamOutput =
          state.streamOutput && state.streamOutput.output.length > 0 ? state.streamOutput : null;
        cso.driverData = { tokens, flatInputs, streamOutput } satisfies ShaderData;
        return;
      }
      case 'blend':
        cso.driverData = glBlendState(cso.state as never);
        return;
      case 'depthStencilAlpha':
        cso.driverData = glDepthStencilState(cso.state as PipeDepthStencilAlphaState);
        return;
      case 'rasterizer':
        cso.driverData = glRasterizerState(cso.state as PipeRasterizerState);
        return;
      case 'sampler':
        this.device.check('createSamplerState');
        cso.driverData = createWebglSampler(gl, cso.state as never);
        return;
      case 'vertexElements':
        (cso.state as PipeVertexElement[]).forEach((e, i) => {
          if (!glVertexFormat(e.srcFormat))
            throw new PipeUnsupportedError(
              'createVertexElementsState',
              `elements[${i}]: WebGL2 cannot fetch format ${e.srcFormat}`,
            );
        });
        return;
      default:
        return;
    }
  }

  protected override onDeleteCso(cso: CsoObject): void {
    if (cso.kind === 'sampler' && cso.driverData && !this.device.isLost)
      deleteWebglSampler(this.gl, cso.driverData as WebglSampler);
  }

  protected override onFree(object: ContextView): void {
    if (object instanceof BaseSurface) this.framebuffers.forget(object);
  }

  /** create_surface: WebGL2 renders into a texture in its own format only (no texture views). */
  override createSurface(texture: PipeResource, template: PipeSurfaceTemplate): PipeSurface {
    const surface = super.createSurface(texture, template);
    if (glTextureFormat(surface.format) !== glTextureFormat((texture as BaseResource).format)) {
      this.surfaceDestroy(surface);
      throw new PipeUnsupportedError(
        'createSurface',
        'WebGL2 has no texture views: a surface format must be stored like its texture format',
      );
    }
    return surface;
  }

  // --- Drawing --------------------------------------------------------------------------------------

  protected override drawNow(draw: PipeDrawInfo): void {
    this.device.check('drawVbo');
    const info = draw.countFromStreamOutput ? drawAuto(this.bound, draw) : draw;
    if (info.count === 0 || info.instanceCount === 0) return;
    const bound = this.bound;
    const raster = bound.cso.rasterizer!.state as PipeRasterizerState;
    let fill = fillMode(raster, info.mode);
    if (fill === null) return;
    if (fill === SPLIT && info.instanceCount > 1)
      throw new PipeUnsupportedError(
        'drawVbo',
        'instanced draws of facing-dependent polygon modes are not supported',
      );
    const points = info.mode === PipePrim.POINTS || fill === PipePolygonMode.POINT;
    const stippled = raster.lineStippleEnable && drawsLines(info.mode, raster, fill);
    if (stippled && info.instanceCount > 1)
      throw new PipeUnsupportedError('drawVbo', 'instanced draws of stippled lines are not supported');
    this.claim();
    if (
      bound.dirty & KEY_DIRTY ||
      this.key === null ||
      points !== this.keyPoints ||
      stippled !== this.keyStippled
    )
      this.selectProgram(points, stippled);
    const linked = this.linked!;
    // Unfilled polygons whose fragments read the facing are drawn by facing (draw-plan.ts).
    if (
      (fill === PipePolygonMode.LINE || fill === PipePolygonMode.POINT) &&
      isTriangles(info.mode) &&
      readsFacing(linked) &&
      info.instanceCount === 1
    )
      fill = SPLIT;
    if (
      bound.dirty & (PipeDirty.SAMPLER_VIEWS | PipeDirty.FRAMEBUFFER) ||
      this.device.cpuWrites !== this.seenWrites
    ) {
      this.seenWrites = this.device.cpuWrites;
      // uploads bind textures: bind the draw's textures again after them
      if (this.prepareResources(linked)) bound.dirty |= PipeDirty.SAMPLER_VIEWS;
    }
    if (bound.dirty & (PipeDirty.VERTEX_BUFFERS | PipeDirty.VERTEX_ELEMENTS)) this.vertexArrays.invalidate();
    const plan = stippled
      ? this.planner.stippledPlan(this.bound, info, raster, fill, linked)
      : this.planner.plan(this.bound, info, raster, fill, linked);
    const so = this.streamOutputActive() ? streamOutputMode(plan) : null;
    this.applyState(fill !== PipePolygonMode.FILL);
    if (bound.dirty & (PipeDirty.SAMPLER_VIEWS | PipeDirty.SAMPLERS) || linked !== this.texturesFor) {
      bindTextures(this.device, this.bound, linked);
      this.texturesFor = linked;
    }
    if (linked.source.uniformBlocks.length > 0)
      this.uniformBlocks.bind(
        linked.source.uniformBlocks,
        (stage, i) =>
          bound.constantBuffers[stage === 'vertex' ? PipeShader.VERTEX : PipeShader.FRAGMENT]![i] ?? null,
        (bound.dirty & PipeDirty.CONSTANT_BUFFERS) !== 0,
      );
    const uniformsDirty = (bound.dirty & UNIFORM_DIRTY) !== 0;
    bound.dirty = 0;
    if (this.activeQueries.size > 0 && !this.queriesArePaused) {
      const issue = (p: LinkedProgram) => this.drawWith(p, plan, info, uniformsDirty);
      const counting = this.sampleCountingQueries();
      if (counting.length > 0) this.countSamples(counting, issue);
      measureDrawFor(this.device, this.measuredQueries(), () => issue(linked));
    } else this.drawWith(linked, plan, info, uniformsDirty);
    this.markRenderTargetsWritten();
    this.appliedEpoch = this.device.epoch;
    // after the state is recorded as applied: the captures disturb it for the next draw
    if (so !== null || this.countingPrimitives()) this.streamOut(info, plan, so);
  }

  // --- Stream output ---------------------------------------------------------------------------------

  /** Whether the bound vertex shader streams out to bound targets. */
  private streamOutputActive(): boolean {
    const vs = this.bound.cso.vs?.driverData as ShaderData | undefined;
    return this.bound.numStreamOutputTargets > 0 && !!vs?.streamOutput;
  }

  /** Whether an active query counts primitives. */
  private countingPrimitives(): boolean {
    if (this.queriesArePaused) return false;
    for (const q of this.activeQueries) if (STREAM_COUNTED.has(q.type)) return true;
    return false;
  }

  /** Captures and writes the draw's stream output (mode non-null), and counts it for the active queries. */
  private streamOut(info: PipeDrawInfo, plan: DrawPlan, mode: number | null): void {
    const generated = primitivesOf(this.bound, info) * info.instanceCount;
    let written = 0;
    if (mode !== null) {
      const vs = this.bound.cso.vs!.driverData as ShaderData;
      const layout = vs.streamOutput!;
      const per = mode === 0 ? 1 : mode === 1 ? 2 : 3;
      const primitives = Math.floor(plan.arrays!.count / per);
      const vertices = primitives * per * info.instanceCount;
      const captured = new Map<number, Uint32Array>();
      for (const register of new Set(layout.output.map((o) => o.registerIndex))) {
        // the translator gives every output a varying holding it as it is when the key says
        // streamOutput (a LINEAR-interpolated one, holding value × w, gets a flat one beside it)
        const output = this.program!.vertexOutputs.find((o) => o.register === register && !o.timesW);
        if (!output)
          throw new PipeUnsupportedError(
            'drawVbo',
            `stream output of OUT[${register}]: the vertex shader has no output with a semantic there`,
          );
        const capturing = this.programs.get(this.program!, output.varying);
        // WebGL2 refuses program changes while transform feedback is active: use it first
        this.useProgram(capturing, plan, info, true);
        captured.set(
          register,
          this.capture.capture(mode, vertices, () => this.planner.issue(plan, info.instanceCount)),
        );
        // reading the capture back bound other objects
        this.vertexArrays.unbound();
        this.currentProgram = null;
      }
      written = writeStreamOutput(
        layout,
        this.bound.streamOutputTargets as (BaseStreamOutputTarget | null)[],
        captured,
        primitives * info.instanceCount,
        per,
      );
      // the captures changed programs, discard and buffer bindings
      this.device.disturb();
    }
    if (this.queriesArePaused) return;
    for (const q of this.activeQueries) {
      if (!STREAM_COUNTED.has(q.type)) continue;
      const d = queryData(q);
      d.generated += BigInt(generated);
      if (mode !== null) {
        d.needed += BigInt(generated);
        d.written += BigInt(written);
      }
    }
  }

  /** Issues the planned draw with program `p`, setting its state uniforms when they may be stale. */
  private drawWith(p: LinkedProgram, plan: DrawPlan, info: PipeDrawInfo, uniformsDirty: boolean): void {
    this.useProgram(p, plan, info, uniformsDirty);
    this.planner.issue(plan, info.instanceCount, p);
  }

  /** Makes `p` the program in use with its state uniforms current for this draw. */
  private useProgram(p: LinkedProgram, plan: DrawPlan, info: PipeDrawInfo, uniformsDirty: boolean): void {
    const switched = p !== this.currentProgram;
    if (switched) {
      this.gl.useProgram(p.program);
      this.currentProgram = p;
    }
    // a program's uniforms hold the state of the last draw that used it: set them on a switch too
    if (switched || uniformsDirty || p.uniformsFor !== uniformsKey(plan.baseVertex, info.startInstance))
      setUniforms(this.gl, this.bound, p, plan.baseVertex, info.startInstance);
  }

  /** Uploads what the CPU changed in every texture the draw reads or writes; true if anything was. */
  private prepareResources(p: LinkedProgram): boolean {
    const fb = this.bound.framebuffer;
    let uploaded = false;
    for (const s of fb.cbufs) if (s && storageOf(s as BaseSurface).prepare()) uploaded = true;
    if (fb.zsbuf && storageOf(fb.zsbuf as BaseSurface).prepare()) uploaded = true;
    for (const s of p.source.samplers) {
      const view =
        this.bound.samplerViews[s.stage === 'vertex' ? PipeShader.VERTEX : PipeShader.FRAGMENT]![s.view];
      if (view && (view.texture.storage as WebglTextureStorage).prepare()) uploaded = true;
    }
    return uploaded;
  }

  /** Takes over the GL state when another context or a helper changed it. */
  private claim(): void {
    if (this.device.owner !== this || this.device.epoch !== this.appliedEpoch) {
      this.device.owner = this;
      this.bound.dirty = PipeDirty.ALL;
      this.key = null;
      this.currentProgram = null;
      this.texturesFor = null;
      this.vertexArrays.invalidate();
    }
  }

  private selectProgram(points: boolean, stippled: boolean): void {
    const bound = this.bound;
    const raster = bound.cso.rasterizer!.state as PipeRasterizerState;
    const dsa = bound.cso.depthStencilAlpha!.state as PipeDepthStencilAlphaState;
    const elements = bound.cso.vertexElements!.state as PipeVertexElement[];
    const key = defaultVariantKey();
    key.alphaEnabled = dsa.alpha.enabled;
    key.alphaFunc = dsa.alpha.func;
    key.clipPlaneEnable = raster.clipPlaneEnable;
    key.flatshade = raster.flatshade;
    key.lightTwoside = raster.lightTwoside;
    key.polyStipple = raster.polyStipple;
    key.lineStipple = stippled;
    key.spriteCoordEnable = points ? raster.spriteCoordEnable : 0;
    key.spriteCoordMode = raster.spriteCoordMode;
    key.pointSizePerVertex = raster.pointSizePerVertex;
    key.clampFragmentColor = raster.clampFragmentColor;
    key.depthRangeReversed = bound.viewports[0]!.scale[2] < 0;
    key.streamOutput = this.streamOutputActive();
    elements.forEach((e, i) => {
      const f = glVertexFormat(e.srcFormat);
      if (f?.fetch === 'int') key.vsSignedInputs |= 1 << i;
      if (f?.fetch === 'uint') key.vsUnsignedInputs |= 1 << i;
    });
    const fb = bound.framebuffer;
    fb.cbufs.forEach((s, i) => {
      const kind = s ? glTextureFormat(s.format)?.kind : undefined;
      if (kind === 'sint') key.fsSignedOutputs |= 1 << i;
      if (kind === 'uint') key.fsUnsignedOutputs |= 1 << i;
    });
    key.colorBufferCount = Math.max(1, fb.nrCbufs);
    const vs = (bound.cso.vs!.driverData as ShaderData).tokens;
    const fs = (bound.cso.fs!.driverData as ShaderData).tokens;
    this.program = this.translator.translate(vs, fs, key);
    this.linked = this.programs.get(this.program, null);
    this.key = key;
    this.keyPoints = points;
    this.keyStippled = stippled;
  }

  /** The way the draw reaches WebGL2 (converting primitives and indices when needed). */
  /** Binds the framebuffer and sets the fixed-function state that changed. */
  private applyState(unfilled: boolean): void {
    const gl = this.gl;
    const bound = this.bound;
    const dirty = bound.dirty;
    if (dirty & PipeDirty.FRAMEBUFFER) this.bindFramebuffer();
    if (dirty & (PipeDirty.BLEND | PipeDirty.FRAMEBUFFER))
      applyBlend(
        gl,
        bound.cso.blend!.driverData as GlBlend,
        bound.framebuffer.nrCbufs,
        this.device.extensions.drawBuffersIndexed,
      );
    if (dirty & PipeDirty.BLEND_COLOR)
      gl.blendColor(...(bound.blendColor.color as [number, number, number, number]));
    if (dirty & (PipeDirty.DEPTH_STENCIL_ALPHA | PipeDirty.STENCIL_REF))
      applyDepthStencil(
        gl,
        bound.cso.depthStencilAlpha!.driverData as GlDepthStencil,
        bound.stencilRef.refValue,
      );
    if (dirty & (PipeDirty.RASTERIZER | PipeDirty.FRAMEBUFFER) || unfilled)
      applyRasterizer(gl, bound.cso.rasterizer!.driverData as GlRasterizer, !unfilled, this.noAttachments());
    if (dirty & PipeDirty.VIEWPORT) applyViewport(gl, bound.viewports[0]!);
    if (dirty & PipeDirty.SCISSOR) applyScissor(gl, bound.scissors[0]!);
    if (dirty === PipeDirty.ALL) gl.disable(gl.DITHER);
    if (unfilled) this.bound.dirty |= PipeDirty.RASTERIZER;
  }

  /** The framebuffer has no attachment: fragments have nowhere to go. */
  private noAttachments(): boolean {
    const fb = this.bound.framebuffer;
    return fb.zsbuf === null && !fb.cbufs.some((c, i) => c !== null && i < fb.nrCbufs);
  }

  private bindFramebuffer(): void {
    if (this.noAttachments()) {
      // WebGL2 draws only into complete framebuffers: the context's own, with rasterization discarded
      this.gl.bindFramebuffer(this.gl.FRAMEBUFFER, null);
      return;
    }
    const fb = this.bound.framebuffer;
    const colors: (Attachment | null)[] = fb.cbufs
      .slice(0, fb.nrCbufs)
      .map((s) => (s ? { surface: s as BaseSurface, layer: (s as BaseSurface).firstLayer } : null));
    const zs = fb.zsbuf
      ? { surface: fb.zsbuf as BaseSurface, layer: (fb.zsbuf as BaseSurface).firstLayer }
      : null;
    this.framebuffers.bind(colors, zs);
  }

  private markRenderTargetsWritten(): void {
    const fb = this.bound.framebuffer;
    for (let i = 0; i < fb.nrCbufs; i++) {
      const s = fb.cbufs[i] as BaseSurface | null;
      if (s) storageOf(s).gpuWrote(s.level);
    }
    if (fb.zsbuf) storageOf(fb.zsbuf as BaseSurface).gpuWrote(fb.zsbuf.level);
  }

  // --- Occlusion counting ---------------------------------------------------------------------------

  /** The active queries the next draw's samples must be counted for (a predicate that saw one is done). */
  private sampleCountingQueries(): BaseQuery[] {
    if (this.queriesArePaused) return [];
    return [...this.activeQueries].filter(
      (q) =>
        countsSamples(this.device, q.type) &&
        (q.type === PipeQuery.OCCLUSION_COUNTER || queryData(q).samples === 0n),
    );
  }

  private measuredQueries(): BaseQuery[] {
    if (this.queriesArePaused) return [];
    return [...this.activeQueries].filter((q) => measuredByGl(this.device, q.type));
  }

  /** Replays the draw with the counting program into the counter's target and adds the samples to `queries`. */
  private countSamples(queries: BaseQuery[], issue: (p: LinkedProgram) => void): void {
    const key = { ...this.key!, countFragments: true };
    const vs = (this.bound.cso.vs!.driverData as ShaderData).tokens;
    const fs = (this.bound.cso.fs!.driverData as ShaderData).tokens;
    const counting = this.programs.get(this.translator.translate(vs, fs, key), null);
    const fb = this.bound.framebuffer;
    const zs = fb.zsbuf as BaseSurface | null;
    const samples = this.counter.count(fb.width, fb.height, zs, () => {
      issue(counting);
    });
    this.texturesFor = null;
    for (const q of queries) queryData(q).samples += BigInt(samples);
    // the counter changed the framebuffer and blending: set them again
    this.bindFramebuffer();
    applyBlend(
      this.gl,
      this.bound.cso.blend!.driverData as GlBlend,
      fb.nrCbufs,
      this.device.extensions.drawBuffersIndexed,
    );
  }

  // --- Clears ---------------------------------------------------------------------------------------

  protected override clearNow(
    buffers: number,
    color: readonly number[],
    depth: number,
    stencil: number,
  ): void {
    this.device.check('clear');
    const fb = this.bound.framebuffer;
    fb.cbufs.slice(0, fb.nrCbufs).forEach((s, i) => {
      if (s && buffers & (PipeClear.COLOR0 << i))
        clearSurface(this.device, this.framebuffers, s as BaseSurface, i, color, null, null, null);
    });
    if (fb.zsbuf && buffers & (PipeClear.DEPTH | PipeClear.STENCIL)) {
      const d = formatDescription(fb.zsbuf.format);
      clearSurface(
        this.device,
        this.framebuffers,
        fb.zsbuf as BaseSurface,
        0,
        null,
        buffers & PipeClear.DEPTH && d.isDepth ? depth : null,
        buffers & PipeClear.STENCIL && d.isStencil ? stencil : null,
        null,
      );
    }
  }

  protected override clearRenderTargetNow(
    dst: BaseSurface,
    color: readonly number[],
    x: number,
    y: number,
    w: number,
    h: number,
  ): void {
    this.device.check('clearRenderTarget');
    clearSurface(this.device, this.framebuffers, dst, 0, color, null, null, { x, y, w, h });
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
    this.device.check('clearDepthStencil');
    const d = formatDescription(dst.format);
    clearSurface(
      this.device,
      this.framebuffers,
      dst,
      0,
      null,
      flags & PipeClear.DEPTH && d.isDepth ? depth : null,
      flags & PipeClear.STENCIL && d.isStencil ? stencil : null,
      { x, y, w, h },
    );
  }

  // --- Blits and mipmaps ----------------------------------------------------------------------------

  protected override blitNow(info: PipeBlitInfo): void {
    this.device.check('blit');
    blitFramebuffers(this.device, info, this.blitDraw);
  }

  protected override generateMipmapNow(
    resource: BaseResource,
    format: number,
    base: number,
    last: number,
    first: number,
    lastLayer: number,
  ): boolean {
    this.device.check('generateMipmap');
    const storage = resource.storage as WebglTextureStorage;
    const g = storage.gl;
    const filterable =
      g.kind === 'float' && (g.filterable === 'always' || this.device.extensions.textureFloatLinear);
    const renderable =
      g.renderable === 'always' ||
      (g.renderable === 'float-extension' && this.device.extensions.colorBufferFloat);
    if (!filterable || !renderable || format !== resource.format) return false;
    return storage.generateMipmap(base, last, first, lastLayer);
  }

  // --- Queries --------------------------------------------------------------------------------------

  protected override beginQueryNow(q: BaseQuery): void {
    this.device.check('beginQuery');
    releaseQuery(this.device, q);
    q.driverData = new QueryData();
  }

  protected override endQueryNow(q: BaseQuery): void {
    this.device.check('endQuery');
    if (
      q.type !== PipeQuery.GPU_FINISHED &&
      q.type !== PipeQuery.TIMESTAMP &&
      !(q.driverData instanceof QueryData)
    )
      q.driverData = new QueryData();
    q.result = endResult(this.device, q);
  }

  protected override queryResultNow(q: BaseQuery, wait: boolean): PipeQueryResult | null {
    if (q.result !== null) return q.result;
    this.device.check('getQueryResult');
    if (q.type === PipeQuery.GPU_FINISHED) {
      const r = fenceResult(q, wait);
      if (r) q.result = r;
      return r;
    }
    const r = glQueryResult(this.device, q, wait);
    if (r) q.result = r;
    return r;
  }

  protected override onDestroyQuery(q: BaseQuery): void {
    releaseQuery(this.device, q);
  }

  // --- Flush, fences, reset, destruction ------------------------------------------------------------

  protected override flushNow(): void {
    if (!this.device.isLost) this.gl.flush();
  }

  protected override signalFence(fence: BaseFence): void {
    if (this.device.isLost) {
      fence.signalled = true;
      return;
    }
    fence.driverData = new GpuFence(this.device).releaseWith(fence);
  }

  protected override beforeDataAccess(): void {
    this.device.check('transferMap');
  }

  protected override destroyNow(): void {
    this.stopLossWatch();
    if (this.device.owner === this) this.device.owner = null;
    if (this.device.isLost) return;
    this.programs.release();
    this.framebuffers.release();
    this.vertexArrays.release();
    this.uniformBlocks.release();
    this.counter.release();
    this.capture.release();
    this.blitDraw.release();
    this.planner.release();
  }
}

/** Whether `mode` assembles triangles (its primitives have a facing). */
function isTriangles(mode: PipePrim): boolean {
  return (
    mode >= PipePrim.TRIANGLES && mode !== PipePrim.LINES_ADJACENCY && mode !== PipePrim.LINE_STRIP_ADJACENCY
  );
}
