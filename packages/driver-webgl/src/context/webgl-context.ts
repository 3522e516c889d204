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
  type PipeStreamOutputInfo,
  type PipeSurface,
  type PipeSurfaceTemplate,
  PipeTextureTarget,
  PipeUnsupportedError,
  type PipeVertexElement,
} from '@gallium-ts/gallium-api';
import {
  assemblePrimitives,
  BaseContext,
  type BaseFence,
  type BaseQuery,
  type BaseResource,
  type BaseSamplerView,
  type BaseStreamOutputTarget,
  BaseSurface,
  type ContextView,
  type CsoObject,
  clearColorSurface,
  clearDepthStencilSurface,
  PipeDirty,
  wholeSurface,
} from '@gallium-ts/gallium-api/util';
import { TgsiInterpolate, type TgsiShader } from '@gallium-ts/tgsi';
import type { WebglDevice } from '../device.js';
import { glTextureFormat } from '../formats.js';
import { defaultVariantKey, type GlslProgram, GlslTranslator, type GlslVariantKey } from '../glsl/index.js';
import type { WebglScreen } from '../screen.js';
import type { WebglBufferStorage } from '../storage/buffer-storage.js';
import type { WebglTextureStorage } from '../storage/texture-storage.js';
import { blitFramebuffers } from './blit.js';
import { BlitDraw } from './blit-draw.js';
import { clipPositions, frontFacing } from './facing.js';
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
import { OcclusionCounter } from './occlusion-counter.js';
import {
  convertByTriangle,
  convertPrimitives,
  type IndexList,
  IndexListCache,
  indexedVertices,
  nativeMode,
  sequentialVertices,
} from './primconvert.js';
import { type LinkedProgram, ProgramCache } from './programs.js';
import {
  endResult,
  fenceResult,
  glQueryResult,
  measureDraw,
  perDrawTarget,
  QueryData,
  queryData,
  releaseQuery,
  STREAM_COUNTED,
} from './queries.js';
import { createWebglSampler, deleteWebglSampler, type WebglSampler } from './samplers.js';
import { StreamOutputCapture, writeStreamOutput } from './stream-output.js';
import { setStateUniform, UniformBlocks } from './uniforms.js';
import { VertexArrays } from './vertex-arrays.js';
import { glVertexFormat } from './vertex-formats.js';

/** What a shader CSO keeps: the TGSI and whether it has flat (CONSTANT) fragment inputs. */
interface ShaderData {
  readonly tokens: TgsiShader;
  readonly flatInputs: boolean;
  /** The vertex shader's stream-output layout (null: none). */
  readonly streamOutput: PipeStreamOutputInfo | null;
}

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

const INDEX_TYPES: Readonly<Record<number, number>> = { 1: 0x1401, 2: 0x1403, 4: 0x1405 };

/** How one draw reaches WebGL2. */
/** Polygon modes that depend on each triangle's facing (computed on the CPU, see facing.ts). */
const SPLIT = 'split' as const;

interface DrawPlan {
  /** Lists drawn one after another from the context's index buffer (facing-dependent modes). */
  parts?: IndexList[];
  /** drawArrays(mode, first, count) */
  arrays: { mode: number; first: number; count: number } | null;
  /** drawElements of a buffer: mode, count, type, byte offset */
  elements: { mode: number; count: number; type: number; offset: number } | null;
  /** vertex-id offset the shader adds (gts_baseVertex) */
  baseVertex: number;
  /** bias applied through attribute offsets */
  attributeBias: number;
}

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

export class WebglContext extends BaseContext {
  declare readonly screen: WebglScreen;
  private readonly device: WebglDevice;
  private readonly gl: WebGL2RenderingContext;
  /** The translator of this context (programs are cached per shader pair and key). */
  readonly translator = new GlslTranslator();
  readonly programs: ProgramCache;
  private readonly framebuffers: FramebufferCache;
  private readonly vertexArrays: VertexArrays;
  private readonly uniformBlocks: UniformBlocks;
  private readonly lists = new IndexListCache();
  private readonly counter: OcclusionCounter;
  private readonly indexBuffer: WebGLBuffer;
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
    this.indexBuffer = this.gl.createBuffer()!;
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
    const info = draw.countFromStreamOutput ? this.drawAuto(draw) : draw;
    if (info.count === 0 || info.instanceCount === 0) return;
    const bound = this.bound;
    const raster = bound.cso.rasterizer!.state as PipeRasterizerState;
    const fill = this.fillMode(raster, info.mode);
    if (fill === null) return;
    if (fill === SPLIT && info.instanceCount > 1)
      throw new PipeUnsupportedError(
        'drawVbo',
        'instanced draws of facing-dependent polygon modes are not supported',
      );
    const points = info.mode === PipePrim.POINTS || fill === PipePolygonMode.POINT;
    this.claim();
    if (bound.dirty & KEY_DIRTY || this.key === null || points !== this.keyPoints) this.selectProgram(points);
    const linked = this.linked!;
    if (
      bound.dirty & (PipeDirty.SAMPLER_VIEWS | PipeDirty.FRAMEBUFFER) ||
      this.device.cpuWrites !== this.seenWrites
    ) {
      this.seenWrites = this.device.cpuWrites;
      // uploads bind textures: bind the draw's textures again after them
      if (this.prepareResources(linked)) bound.dirty |= PipeDirty.SAMPLER_VIEWS;
    }
    if (bound.dirty & (PipeDirty.VERTEX_BUFFERS | PipeDirty.VERTEX_ELEMENTS)) this.vertexArrays.invalidate();
    const plan = this.plan(info, raster, fill, linked);
    const so = this.streamOutputActive() ? this.streamOutputMode(plan) : null;
    this.applyState(fill !== PipePolygonMode.FILL);
    if (bound.dirty & (PipeDirty.SAMPLER_VIEWS | PipeDirty.SAMPLERS) || linked !== this.texturesFor) {
      this.bindTextures(linked);
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
      if (this.countingSamples()) this.countSamples(issue);
      measureDraw(this.device, this.measuredQueries(), () => issue(linked));
    } else this.drawWith(linked, plan, info, uniformsDirty);
    this.markRenderTargetsWritten();
    this.appliedEpoch = this.device.epoch;
    // after the state is recorded as applied: the captures disturb it for the next draw
    if (so !== null || this.countingPrimitives()) this.streamOut(info, plan, so);
  }

  // --- Stream output ---------------------------------------------------------------------------------

  /**
   * draw_auto: as many vertices as the target holds ("the internal offset ... specifies how much data
   * there is in the buffer for the purposes of the draw_auto stage"), at vertex buffer 0's stride.
   */
  private drawAuto(info: PipeDrawInfo): PipeDrawInfo {
    const target = info.countFromStreamOutput as BaseStreamOutputTarget;
    const stride = this.bound.vertexBuffers[0]?.stride ?? 0;
    return { ...info, indexed: false, start: 0, count: stride > 0 ? Math.floor(target.filled / stride) : 0 };
  }

  /** Whether the bound vertex shader streams out to bound targets. */
  private streamOutputActive(): boolean {
    const vs = this.bound.cso.vs?.driverData as ShaderData | undefined;
    return this.bound.numStreamOutputTargets > 0 && !!vs?.streamOutput;
  }

  /**
   * The transform-feedback primitive mode of a draw with stream output: WebGL2 captures only
   * drawArrays of POINTS, LINES or TRIANGLES lists.
   */
  private streamOutputMode(plan: DrawPlan): number {
    const mode = plan.arrays?.mode;
    if (mode !== 0 && mode !== 1 && mode !== 4)
      throw new PipeUnsupportedError(
        'drawVbo',
        'stream output captures only non-indexed POINTS, LINES and TRIANGLES draws (WebGL2 transform feedback)',
      );
    return mode;
  }

  /** Whether an active query counts primitives. */
  private countingPrimitives(): boolean {
    if (this.queriesArePaused) return false;
    for (const q of this.activeQueries) if (STREAM_COUNTED.has(q.type)) return true;
    return false;
  }

  /** Captures and writes the draw's stream output (mode non-null), and counts it for the active queries. */
  private streamOut(info: PipeDrawInfo, plan: DrawPlan, mode: number | null): void {
    const generated = this.primitivesOf(info) * info.instanceCount;
    let written = 0;
    if (mode !== null) {
      const vs = this.bound.cso.vs!.driverData as ShaderData;
      const layout = vs.streamOutput!;
      const per = mode === 0 ? 1 : mode === 1 ? 2 : 3;
      const primitives = Math.floor(plan.arrays!.count / per);
      const vertices = primitives * per * info.instanceCount;
      const captured = new Map<number, Uint32Array>();
      for (const register of new Set(layout.output.map((o) => o.registerIndex))) {
        const output = this.program!.vertexOutputs.find((o) => o.register === register);
        if (!output || output.timesW)
          throw new PipeUnsupportedError(
            'drawVbo',
            `stream output of OUT[${register}] cannot be captured as it is`,
          );
        const capturing = this.programs.get(this.program!, output.varying);
        // WebGL2 refuses program changes while transform feedback is active: use it first
        this.useProgram(capturing, plan, info, true);
        captured.set(
          register,
          this.capture.capture(mode, vertices, () => this.issue(plan, info.instanceCount)),
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

  /** Primitives one instance of the draw assembles (restarts cut runs). */
  private primitivesOf(info: PipeDrawInfo): number {
    const vertices = this.drawVertices(info, 0);
    const none = () => {};
    return assemblePrimitives(info.mode, vertices, vertices.length, false, {
      point: none,
      line: none,
      triangle: none,
    });
  }

  /** Issues the planned draw with program `p`, setting its state uniforms when they may be stale. */
  private drawWith(p: LinkedProgram, plan: DrawPlan, info: PipeDrawInfo, uniformsDirty: boolean): void {
    this.useProgram(p, plan, info, uniformsDirty);
    this.issue(plan, info.instanceCount);
  }

  /** Makes `p` the program in use with its state uniforms current for this draw. */
  private useProgram(p: LinkedProgram, plan: DrawPlan, info: PipeDrawInfo, uniformsDirty: boolean): void {
    const switched = p !== this.currentProgram;
    if (switched) {
      this.gl.useProgram(p.program);
      this.currentProgram = p;
    }
    // a program's uniforms hold the state of the last draw that used it: set them on a switch too
    if (switched || uniformsDirty || p.uniformsFor !== this.uniformsKey(plan.baseVertex, info.startInstance))
      this.setUniforms(p, plan.baseVertex, info.startInstance);
  }

  /** The draw-dependent uniform values (base vertex, start instance) as a key. */
  private uniformsKey(baseVertex: number, startInstance: number): string {
    return baseVertex === 0 && startInstance === 0 ? '' : `${baseVertex}:${startInstance}`;
  }

  /**
   * The polygon mode this draw uses, SPLIT when it depends on each triangle's facing (different modes
   * per face, or an unfilled mode with culling), or null when every primitive is culled.
   */
  private fillMode(raster: PipeRasterizerState, mode: PipePrim): PipePolygonMode | typeof SPLIT | null {
    const triangles =
      mode >= PipePrim.TRIANGLES &&
      mode !== PipePrim.LINES_ADJACENCY &&
      mode !== PipePrim.LINE_STRIP_ADJACENCY;
    if (!triangles) return PipePolygonMode.FILL;
    if (raster.fillFront === PipePolygonMode.FILL && raster.fillBack === PipePolygonMode.FILL)
      return PipePolygonMode.FILL;
    if (raster.cullFace === 3) return null;
    const front = raster.cullFace === 1 ? null : raster.fillFront;
    const back = raster.cullFace === 2 ? null : raster.fillBack;
    for (const [m, offset] of [
      [PipePolygonMode.LINE, raster.offsetLine],
      [PipePolygonMode.POINT, raster.offsetPoint],
    ] as const) {
      if ((front === m || back === m) && offset && (raster.offsetUnits !== 0 || raster.offsetScale !== 0))
        throw new PipeUnsupportedError(
          'drawVbo',
          'polygon offset of lines and points does not exist in WebGL2',
        );
    }
    if (front !== back || raster.cullFace !== 0) return SPLIT;
    return front ?? PipePolygonMode.FILL;
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

  private selectProgram(points: boolean): void {
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
  }

  /** The way the draw reaches WebGL2 (converting primitives and indices when needed). */
  private plan(
    info: PipeDrawInfo,
    raster: PipeRasterizerState,
    fill: PipePolygonMode | typeof SPLIT,
    linked: LinkedProgram,
  ): DrawPlan {
    const bound = this.bound;
    const gl = this.gl;
    const fs = bound.cso.fs!.driverData as ShaderData;
    const flat = raster.flatshade || fs.flatInputs;
    const flatFirst = raster.flatshadeFirst && flat;
    if (fill === SPLIT) return this.facingPlan(info, raster, linked, flatFirst, flat);
    const native = fill === PipePolygonMode.FILL ? nativeMode(info.mode, flatFirst) : null;
    const elements = bound.cso.vertexElements!.state as PipeVertexElement[];
    const setup = (bias: number) =>
      this.vertexArrays.setup(
        linked.source.attributes,
        elements,
        bound.vertexBuffers,
        bias,
        info.startInstance,
      );
    if (!info.indexed) {
      setup(0);
      if (native !== null)
        return {
          arrays: { mode: native, first: info.start, count: info.count },
          elements: null,
          baseVertex: 0,
          attributeBias: 0,
        };
      const list = this.lists.get(
        `${info.mode}:${info.start}:${info.count}:${flatFirst}:${flat}:${fill}`,
        () =>
          convertPrimitives(
            info.mode,
            sequentialVertices(info.start, info.count),
            info.count,
            flatFirst,
            fill,
            flat,
          ),
      );
      return this.listPlan(list, 0, 0);
    }
    const ib = bound.indexBuffer!;
    const size = ib.indexSize;
    const bytes = ib.userBuffer
      ? new Uint8Array(ib.userBuffer.buffer, ib.userBuffer.byteOffset, ib.userBuffer.byteLength)
      : ((ib.buffer as BaseResource).storage as WebglBufferStorage).bytes;
    const offset = ib.offset + info.start * size;
    const allOnes = size === 1 ? 0xff : size === 2 ? 0xffff : 0xffffffff;
    const attributeBias = setup(info.indexBias) ? info.indexBias : 0;
    const cpuBias = info.indexBias - attributeBias;
    // WebGL2 always restarts at the all-ones index; the npm package `gl` checks every index against the
    // vertex buffers, restart index included, so there index lists holding it are converted
    const has = (index: number) => this.containsIndex(bytes, offset, size, info.count, index);
    const restartNative = info.primitiveRestart
      ? (info.restartIndex === allOnes && !this.device.stackgl) || (!has(info.restartIndex) && !has(allOnes))
      : !has(allOnes);
    if (
      attributeBias === info.indexBias &&
      cpuBias === 0 &&
      native !== null &&
      restartNative &&
      offset % size === 0
    ) {
      if (ib.userBuffer) {
        this.vertexArrays.bind();
        gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
        gl.bufferData(
          gl.ELEMENT_ARRAY_BUFFER,
          bytes.subarray(offset, Math.min(bytes.length, offset + info.count * size)),
          gl.STREAM_DRAW,
        );
        return {
          arrays: null,
          elements: { mode: native, count: info.count, type: INDEX_TYPES[size]!, offset: 0 },
          baseVertex: attributeBias,
          attributeBias,
        };
      }
      this.vertexArrays.bind();
      ((ib.buffer as BaseResource).storage as WebglBufferStorage).glIndexBuffer();
      return {
        arrays: null,
        elements: { mode: native, count: info.count, type: INDEX_TYPES[size]!, offset },
        baseVertex: attributeBias,
        attributeBias,
      };
    }
    if (cpuBias !== 0) setup(0);
    const vertices = indexedVertices(
      bytes,
      offset,
      size,
      info.count,
      info.primitiveRestart ? info.restartIndex : null,
      cpuBias,
    );
    return this.listPlan(
      convertPrimitives(info.mode, vertices, info.count, flatFirst, fill, flat),
      cpuBias === 0 ? attributeBias : 0,
      attributeBias,
    );
  }

  /** The draw split by facing: the vertex shader run on the CPU decides each triangle's mode. */
  private facingPlan(
    info: PipeDrawInfo,
    raster: PipeRasterizerState,
    linked: LinkedProgram,
    flatFirst: boolean,
    flat: boolean,
  ): DrawPlan {
    const bound = this.bound;
    const vertices = this.drawVertices(info, info.indexBias);
    const positions = clipPositions(
      {
        vs: (bound.cso.vs!.driverData as ShaderData).tokens,
        elements: bound.cso.vertexElements!.state as PipeVertexElement[],
        vertexBuffers: bound.vertexBuffers,
        constants: bound.constantBuffers[PipeShader.VERTEX]!,
        instance: 0,
        startInstance: info.startInstance,
      },
      vertices.filter((v) => v >= 0),
    );
    const cullFront = (raster.cullFace & 1) !== 0;
    const cullBack = (raster.cullFace & 2) !== 0;
    const parts = convertByTriangle(
      info.mode,
      vertices,
      vertices.length,
      flatFirst,
      (a, b, c) => {
        const front = frontFacing(positions, a, b, c, raster.frontCcw);
        if (front === null || (front ? cullFront : cullBack)) return null;
        return front ? raster.fillFront : raster.fillBack;
      },
      flat,
    );
    this.vertexArrays.setup(
      linked.source.attributes,
      bound.cso.vertexElements!.state as PipeVertexElement[],
      bound.vertexBuffers,
      0,
      info.startInstance,
    );
    this.vertexArrays.bind();
    this.gl.bindBuffer(this.gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
    return { parts, arrays: null, elements: null, baseVertex: 0, attributeBias: 0 };
  }

  /** The vertex indices of a draw (restarts as -1), `bias` added to indexed ones. */
  private drawVertices(info: PipeDrawInfo, bias: number): Int32Array {
    const ib = this.bound.indexBuffer;
    if (!info.indexed || !ib) return sequentialVertices(info.start, info.count);
    const bytes = ib.userBuffer
      ? new Uint8Array(ib.userBuffer.buffer, ib.userBuffer.byteOffset, ib.userBuffer.byteLength)
      : ((ib.buffer as BaseResource).storage as WebglBufferStorage).bytes;
    return indexedVertices(
      bytes,
      ib.offset + info.start * ib.indexSize,
      ib.indexSize,
      info.count,
      info.primitiveRestart ? info.restartIndex : null,
      bias,
    );
  }

  private listPlan(list: IndexList, baseVertex: number, attributeBias: number): DrawPlan {
    const gl = this.gl;
    this.vertexArrays.bind();
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, list.indices, gl.STREAM_DRAW);
    return {
      arrays: null,
      elements: { mode: list.glMode, count: list.indices.length, type: 0x1405, offset: 0 },
      baseVertex,
      attributeBias,
    };
  }

  /** Whether `count` indices of `size` bytes from `offset` contain `value`. */
  private containsIndex(
    bytes: Uint8Array,
    offset: number,
    size: number,
    count: number,
    value: number,
  ): boolean {
    const end = Math.min(bytes.length, offset + count * size);
    if (size === 1) {
      for (let i = offset; i < end; i++) if (bytes[i] === value) return true;
      return false;
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = offset; i + size <= end; i += size)
      if ((size === 2 ? view.getUint16(i, true) : view.getUint32(i, true)) === value) return true;
    return false;
  }

  private issue(plan: DrawPlan, instances: number): void {
    const gl = this.gl;
    this.vertexArrays.bind();
    for (const part of plan.parts ?? []) {
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
      gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, part.indices, gl.STREAM_DRAW);
      gl.drawElementsInstanced(part.glMode, part.indices.length, 0x1405, 0, instances);
    }
    if (plan.arrays)
      gl.drawArraysInstanced(plan.arrays.mode, plan.arrays.first, plan.arrays.count, instances);
    else if (plan.elements)
      gl.drawElementsInstanced(
        plan.elements.mode,
        plan.elements.count,
        plan.elements.type,
        plan.elements.offset,
        instances,
      );
  }

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

  /** Binds the texture and sampler of every sampler the program reads, with the view's levels. */
  private bindTextures(p: LinkedProgram): void {
    const gl = this.gl;
    p.source.samplers.forEach((s, i) => {
      const stage = s.stage === 'vertex' ? PipeShader.VERTEX : PipeShader.FRAGMENT;
      const view = this.bound.samplerViews[stage]![s.view] as BaseSamplerView | null;
      const sampler = this.bound.samplers[stage]![s.sampler]?.driverData as WebglSampler | undefined;
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
          (g.filterable === 'float-extension' && this.device.extensions.textureFloatLinear));
      const compare = (this.bound.samplers[stage]![s.sampler]?.state as { compareMode?: number } | undefined)
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
  private setUniforms(p: LinkedProgram, baseVertex: number, startInstance: number): void {
    const gl = this.gl;
    p.uniformsFor = this.uniformsKey(baseVertex, startInstance);
    const bound = this.bound;
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
        case 'gts_fbHeight':
          setStateUniform(gl, p, u, [bound.framebuffer.height]);
          break;
        case 'gts_baseVertex':
          setStateUniform(gl, p, u, [baseVertex]);
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

  private markRenderTargetsWritten(): void {
    const fb = this.bound.framebuffer;
    for (let i = 0; i < fb.nrCbufs; i++) {
      const s = fb.cbufs[i] as BaseSurface | null;
      if (s) storageOf(s).gpuWrote(s.level);
    }
    if (fb.zsbuf) storageOf(fb.zsbuf as BaseSurface).gpuWrote(fb.zsbuf.level);
  }

  // --- Occlusion counting ---------------------------------------------------------------------------

  private countingSamples(): boolean {
    if (this.queriesArePaused) return false;
    for (const q of this.activeQueries) if (q.type === PipeQuery.OCCLUSION_COUNTER) return true;
    return false;
  }

  private measuredQueries(): BaseQuery[] {
    if (this.queriesArePaused) return [];
    return [...this.activeQueries].filter((q) => perDrawTarget(q.type) !== null);
  }

  /** Replays the draw with the counting program into the counter's target and adds the samples. */
  private countSamples(issue: (p: LinkedProgram) => void): void {
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
    for (const q of this.activeQueries)
      if (q.type === PipeQuery.OCCLUSION_COUNTER) queryData(q).samples += BigInt(samples);
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
        this.clearSurface(s as BaseSurface, i, color, null, null, null);
    });
    if (fb.zsbuf && buffers & (PipeClear.DEPTH | PipeClear.STENCIL)) {
      const d = formatDescription(fb.zsbuf.format);
      this.clearSurface(
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
    this.clearSurface(dst, 0, color, null, null, { x, y, w, h });
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
    this.clearSurface(
      dst,
      0,
      null,
      flags & PipeClear.DEPTH && d.isDepth ? depth : null,
      flags & PipeClear.STENCIL && d.isStencil ? stencil : null,
      { x, y, w, h },
    );
  }

  /** Clears every layer of a surface (colour at attachment `index`, or depth/stencil), optionally a rectangle of it. */
  private clearSurface(
    surface: BaseSurface,
    index: number,
    color: readonly number[] | null,
    depth: number | null,
    stencil: number | null,
    rect: { x: number; y: number; w: number; h: number } | null,
  ): void {
    if (color === null && depth === null && stencil === null) return;
    if (rect && (rect.w === 0 || rect.h === 0)) return;
    const gl = this.gl;
    const storage = storageOf(surface);
    const synced = !storage.gpuIsNewer(surface.level);
    storage.prepare();
    this.device.disturb();
    gl.disable(gl.RASTERIZER_DISCARD);
    if (rect) {
      gl.enable(gl.SCISSOR_TEST);
      gl.scissor(rect.x, rect.y, rect.w, rect.h);
    } else gl.disable(gl.SCISSOR_TEST);
    gl.colorMask(true, true, true, true);
    gl.depthMask(true);
    gl.stencilMask(0xff);
    for (let layer = surface.firstLayer; layer <= surface.lastLayer; layer++) {
      const a: Attachment = { surface, layer };
      if (color) {
        const colors: (Attachment | null)[] = Array.from({ length: index + 1 }, (_, i) =>
          i === index ? a : null,
        );
        this.framebuffers.bind(colors, null);
        const kind = storage.gl.kind;
        if (kind === 'uint') gl.clearBufferuiv(gl.COLOR, index, new Uint32Array(color.map((c) => c >>> 0)));
        else if (kind === 'sint') gl.clearBufferiv(gl.COLOR, index, new Int32Array(color.map((c) => c | 0)));
        else gl.clearBufferfv(gl.COLOR, index, new Float32Array(color));
      } else {
        this.framebuffers.bind([], a);
        if (depth !== null && stencil !== null) gl.clearBufferfi(gl.DEPTH_STENCIL, 0, depth, stencil);
        else if (depth !== null) gl.clearBufferfv(gl.DEPTH, 0, new Float32Array([depth]));
        else gl.clearBufferiv(gl.STENCIL, 0, new Int32Array([stencil!]));
      }
    }
    if (synced) {
      // the shadow was current: clear it alike, so reading the level back needs no GPU readback (exact
      // for every format, where depth read back through a float may be one unit off)
      const area = rect ? { x: rect.x, y: rect.y, width: rect.w, height: rect.h } : wholeSurface(surface);
      if (color) clearColorSurface(surface, color, area);
      else
        clearDepthStencilSurface(
          surface,
          (depth !== null ? PipeClear.DEPTH : 0) | (stencil !== null ? PipeClear.STENCIL : 0),
          depth ?? 0,
          stencil ?? 0,
          area,
        );
      storage.synced(surface.level);
    } else storage.gpuWrote(surface.level);
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
      const r = fenceResult(this.device, q, wait);
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
    fence.driverData = this.gl.fenceSync(this.gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
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
    this.gl.deleteBuffer(this.indexBuffer);
  }
}
