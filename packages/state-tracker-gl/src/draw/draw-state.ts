// The draw path: before each draw, rebuilds the pipe state the dirty flags name (through the CSO
// context, which forwards only real changes), binds the fixed-function program for the current
// FixedFunctionState with its constants, textures and vertex elements, then draws primitives from
// interleaved vertices (the immediate-mode batch or a display list's buffer) or from client arrays.
import {
  bufferTemplate,
  drawInfo,
  PipeBind,
  type PipeBlendCso,
  type PipeBlendState,
  type PipeDepthStencilAlphaCso,
  type PipeDepthStencilAlphaState,
  type PipeDrawInfo,
  type PipeRasterizerCso,
  type PipeRasterizerState,
  type PipeResource,
  PipeShader,
  type PipeShaderCso,
  PipeTransfer,
  type PipeVertexBuffer,
  type PipeVertexElement,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { ArbDrawPrograms } from '../arb-gl/draw-programs.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { cpuInputAttribs } from '../feedback/feedback-texcoords.js';
import { GL_OUT_OF_MEMORY } from '../gl-enums.js';
import type { DisplayList } from '../lists/display-lists.js';
import {
  ALL_ATTRIB_BITS,
  attribFloatFormat,
  attribOffset,
  CURRENT_FLOATS,
  sourceAttrib,
  type VertexLayout,
} from '../vertex/attrib-layout.js';
import type { VertexStore } from '../vertex/vertex-store.js';
import { updateBlendSourceFactor } from './blend-constants.js';
import { ColorPasses } from './color-passes.js';
import { type BoundVertexState, ConvertedDraws } from './converted-draws.js';
import { CpuPrimitivePath } from './cpu-primitives/cpu-draw.js';
import { cpuPrimitiveClasses, primClass } from './cpu-primitives/lowering.js';
import { interleavedInputs, type VertexInputs } from './cpu-primitives/vertex-inputs.js';
import { CsoMemo } from './cso-memo.js';
import { BLEND, DEPTH_STENCIL_ALPHA, deriveScissor, deriveViewport, RASTERIZER } from './derive-state.js';
import { IncompleteTextures } from './incomplete-textures.js';
import { LogicOpLowering } from './logic-op-lowering.js';
import { updateLoweredFeatures } from './lowering.js';
import { narrowVertices } from './narrow-vertices.js';
import type { VertexPositions } from './primitive-bounds.js';
import type { FixedFunctionProgram } from './program-source.js';
import { Attrib } from './program-source.js';
import { StreamVertices } from './stream-vertices.js';
import { bindTextures, updateUnitTargets } from './texture-binding.js';

/** A program with its driver shaders and constant storage. */
interface BoundProgram {
  readonly program: FixedFunctionProgram;
  readonly vs: PipeShaderCso<'vs'>;
  readonly fs: PipeShaderCso<'fs'>;
  readonly vsConstants: Float32Array;
  readonly fsConstants: Float32Array;
  /** Vertex elements for interleaved vertices, by layout mask, then by the attributes read from them. */
  readonly interleaved: Map<number, Map<number, PipeVertexElement[]>>;
}

/** Vertex buffer slot of the current values (read with stride 0 for attributes no array supplies). */
export const CURRENT_VALUES_SLOT = 0;

export class DrawState {
  private readonly programs = new Map<FixedFunctionProgram, BoundProgram>();
  private bound: BoundProgram | null = null;
  private readonly info: PipeDrawInfo = drawInfo();
  /** The batch batchPositions reads, and the number its first vertex is drawn as. */
  private positionsStore: VertexStore | null = null;
  private positionsFirst = 0;
  /** The object positions of the batch being drawn (one function, so drawing a batch allocates nothing). */
  private readonly batchPositions: VertexPositions = (vertex, out) => {
    const store = this.positionsStore!;
    const from =
      store.start + (vertex - this.positionsFirst) * store.stride + store.layout.offsets[Attrib.POSITION]!;
    const data = store.data;
    out[0] = data[from]!;
    out[1] = data[from + 1]!;
    out[2] = data[from + 2]!;
    out[3] = data[from + 3]!;
  };
  /** The current values as a vertex buffer read with stride 0 (attributes no vertex supplies). */
  private readonly currentValuesResource: PipeResource;
  private readonly currentValuesBuffer: PipeVertexBuffer;
  private readonly stream: StreamVertices;
  private streamBinding: PipeVertexBuffer | null = null;
  private readonly vertexBufferPair: PipeVertexBuffer[] = [];
  /** What drawInterleaved last bound (null after anything else bound vertex state). */
  private lastElements: PipeVertexElement[] | null = null;
  private lastVertexBuffer: PipeVertexBuffer | null = null;
  /** The elements drawInterleaved last looked up, for the program and key they were looked up for. */
  private elementsProgram: BoundProgram | null = null;
  private elementsMask = -1;
  private elementsRead = -1;
  private elements: PipeVertexElement[] | null = null;
  /** The CSO of each recently seen GL state, per derived state type. */
  private readonly rasterizers: CsoMemo<PipeRasterizerState, PipeRasterizerCso>;
  private readonly depthStencilAlphas: CsoMemo<PipeDepthStencilAlphaState, PipeDepthStencilAlphaCso>;
  private readonly blends: CsoMemo<PipeBlendState, PipeBlendCso>;
  private readonly converter: ConvertedDraws;
  /** What the last draw bound (for converted draws that rebind the edge flags). */
  private readonly vertexState: BoundVertexState = { elements: [], buffers: [], edgeFlagElement: -1 };
  /** PrimClass bits of the primitives the current state draws on the CPU (cpu-primitives/lowering.ts). */
  private lowered = 0;
  private cpu: CpuPrimitivePath | null = null;
  /** glLogicOp in the fragment program, for drivers without PIPE_CAP_LOGIC_OP. */
  readonly logicOp: LogicOpLowering;
  /** The (0, 0, 0, 1) textures fragment programs sample in place of incomplete ones. */
  readonly incomplete: IncompleteTextures;
  /** The colour buffers draws write (glDrawBuffer), bound together or drawn one at a time. */
  readonly colorPasses: ColorPasses;
  /** The program of the current state, with the enabled ARB programs in place of generated stages. */
  readonly arbPrograms: ArbDrawPrograms;

  constructor(private readonly c: GlContext) {
    this.rasterizers = new CsoMemo(c.cso.cache.rasterizer, RASTERIZER);
    this.depthStencilAlphas = new CsoMemo(c.cso.cache.depthStencilAlpha, DEPTH_STENCIL_ALPHA);
    this.blends = new CsoMemo(c.cso.cache.blend, BLEND);
    this.converter = new ConvertedDraws(c);
    this.logicOp = new LogicOpLowering(c);
    this.incomplete = new IncompleteTextures(c);
    this.colorPasses = new ColorPasses(c);
    this.arbPrograms = new ArbDrawPrograms(c);
    this.currentValuesResource = c.screen.resourceCreate(
      bufferTemplate(CURRENT_FLOATS * 4, PipeBind.VERTEX_BUFFER),
    );
    this.currentValuesBuffer = {
      stride: 0,
      bufferOffset: 0,
      buffer: this.currentValuesResource,
      userBuffer: null,
    };
    this.stream = new StreamVertices(c);
    this.stream.attach(c.batch);
  }

  /** The program bound by the last validate(). */
  get program(): FixedFunctionProgram {
    return this.bound!.program;
  }

  /**
   * Rebuilds the pipe state named by the context's dirty flags. If the driver refuses a state (throws),
   * the flags stay set, so the next draw rebuilds it again instead of drawing with state left unbound.
   */
  validate(): void {
    const c = this.c;
    const dirty = c.dirty;
    if (dirty === 0) return;
    c.dirty = 0;
    try {
      this.rebuild(dirty);
    } catch (error) {
      c.dirty |= dirty;
      throw error;
    }
  }

  private rebuild(dirtyFlags: number): void {
    let dirty = dirtyFlags;
    const c = this.c;
    const cso = c.cso;
    if (dirty & Dirty.FRAMEBUFFER) this.bindFramebuffer();
    // The rasterizer's clip planes depend on which vertex program runs (derive-state.ts userClipping).
    if (dirty & Dirty.PROGRAM && c.arb.enables.vertexProgram) dirty |= Dirty.RASTERIZER;
    if (dirty & (Dirty.RASTERIZER | Dirty.PROGRAM)) this.lowered = cpuPrimitiveClasses(c);
    let changed = dirty;
    // What the programs do in the driver's place (lowering.ts); the pipe's alpha test may move with it.
    if (
      dirty & (Dirty.BLEND | Dirty.DEPTH_STENCIL_ALPHA | Dirty.RASTERIZER | Dirty.PROGRAM) &&
      updateLoweredFeatures(c)
    ) {
      changed |= Dirty.PROGRAM;
      dirty |= Dirty.DEPTH_STENCIL_ALPHA;
    }
    if (dirty & Dirty.TEXTURES && updateUnitTargets(c)) changed |= Dirty.PROGRAM;
    // A fragment program's variant and constants may depend on the textures it samples: their formats
    // and LOD biases (draw-programs.ts).
    if (dirty & Dirty.TEXTURES && c.arb.enables.fragmentProgram) changed |= Dirty.PROGRAM;
    if (dirty & (Dirty.BLEND | Dirty.BLEND_COLOR) && updateBlendSourceFactor(c)) changed |= Dirty.PROGRAM;
    if (changed & Dirty.PROGRAM || (this.bound !== null && dirty & (this.bound.program.constantsDirty ?? 0)))
      this.bindProgram();
    if (changed & (Dirty.PROGRAM | Dirty.TEXTURES)) bindTextures(c, this.bound!.program);
    // Each state type calls its own key function here (see CsoMemo.find).
    if (dirty & Dirty.RASTERIZER) {
      const memo = this.rasterizers;
      cso.setRasterizerEntry(memo.find(RASTERIZER.key(c, memo.key)));
    }
    if (dirty & Dirty.DEPTH_STENCIL_ALPHA) {
      const memo = this.depthStencilAlphas;
      cso.setDepthStencilAlphaEntry(memo.find(DEPTH_STENCIL_ALPHA.key(c, memo.key)));
    }
    if (dirty & Dirty.BLEND) {
      const memo = this.blends;
      cso.setBlendEntry(memo.find(BLEND.key(c, memo.key)));
    }
    if (dirty & Dirty.VIEWPORT) cso.setViewport(deriveViewport(c));
    if (dirty & Dirty.SCISSOR) cso.setScissor(deriveScissor(c));
    if (dirty & Dirty.STENCIL_REF) {
      const max = (1 << c.fb.stencilBits) - 1;
      const ref = c.st.stencil.ref;
      cso.setStencilRef({ refValue: [clampRef(ref[0], max), clampRef(ref[1], max)] });
    }
    if (dirty & Dirty.BLEND_COLOR) {
      const [r, g, b, a] = c.st.color.blendColor;
      cso.setBlendColor({ color: [r, g, b, a] });
    }
    if (dirty & Dirty.POLYGON_STIPPLE) cso.setPolygonStipple({ stipple: c.st.polygonStipple.slice() });
  }

  /** Binds the window framebuffer if it is not bound yet (clears need it without a full validation). */
  validateFramebuffer(): void {
    if (this.c.dirty & Dirty.FRAMEBUFFER) {
      this.c.dirty &= ~Dirty.FRAMEBUFFER;
      this.bindFramebuffer();
    }
  }

  private bindFramebuffer(): void {
    this.colorPasses.bind();
  }

  /**
   * Draws and empties the immediate-mode batch. A batch whose draw throws (a driver refusing the state
   * with PipeUnsupportedError) is emptied too, so the error surfaces once and later flushes, and
   * destroy, do not retry it.
   */
  drawBatch(): void {
    const c = this.c;
    const store = c.batch;
    const stream = this.stream;
    const direct = stream.holds(store);
    try {
      // Attributes the vertices do not store come from the current values: upload those that changed.
      if ((c.currentStale & ~store.layout.mask) !== 0) this.updateCurrentValues();
      const first = direct
        ? (store.start / store.stride) | 0
        : stream.upload(store.data, store.floats, store.stride);
      let vb = this.streamBinding;
      if (!vb || vb.buffer !== stream.buffer || vb.stride !== store.stride * 4) {
        vb = { stride: store.stride * 4, bufferOffset: 0, buffer: stream.buffer, userBuffer: null };
        this.streamBinding = vb;
      }
      this.drawInterleaved(
        vb,
        first,
        store.layout,
        store.prims,
        0,
        store.primCount,
        ALL_ATTRIB_BITS,
        store.data,
        store.start,
        this.batchPositionsOf(store, first),
      );
    } finally {
      if (direct) store.advance();
      else store.reset();
    }
  }

  /** Draws primitives firstPrim.. of a display list; attributes outside `attribMask` come from the current values. */
  drawList(list: DisplayList, firstPrim: number, primCount: number, attribMask: number): void {
    this.updateCurrentValues();
    const vb: PipeVertexBuffer = {
      stride: list.layout.stride * 4,
      bufferOffset: 0,
      buffer: list.buffer,
      userBuffer: null,
    };
    this.drawInterleaved(
      vb,
      0,
      list.layout,
      list.prims,
      firstPrim,
      primCount,
      attribMask | 1,
      list.vertices,
      0,
      null,
    );
  }

  /** batchPositions for `store`, whose vertex 0 is drawn as vertex `first`. */
  private batchPositionsOf(store: VertexStore, first: number): VertexPositions {
    this.positionsStore = store;
    this.positionsFirst = first;
    return this.batchPositions;
  }

  /** Whether the bound program reads the destination (draws are then taken apart: logic-op-lowering.ts). */
  get readsDestination(): boolean {
    return this.bound?.program.destinationUnit != null;
  }

  /** Uploads the current values if they changed since the last upload. */
  private updateCurrentValues(): void {
    const c = this.c;
    if (c.currentStale === 0) return;
    c.currentStale = 0;
    c.pipe.bufferSubdata(this.currentValuesResource, PipeTransfer.WRITE, 0, c.current);
  }

  /**
   * Draws primitives firstPrim..firstPrim+primCount-1 of `prims` ((mode, first, count) triples) of
   * interleaved float vertices of `layout` in `vb`, vertex indices offset by `baseVertex`. Attributes
   * the layout does not store or outside `attribMask` are read from the current values. The same vertices
   * lie on the CPU in `cpuData` from float `cpuStart` on, for the primitives drawn on the CPU; `positions`
   * read the vertices' positions on the CPU for a lowered logic op, where they are there.
   */
  private drawInterleaved(
    vb: PipeVertexBuffer,
    baseVertex: number,
    layout: VertexLayout,
    prims: Int32Array,
    firstPrim: number,
    primCount: number,
    attribMask: number,
    cpuData: Float32Array,
    cpuStart: number,
    positions: VertexPositions | null,
  ): void {
    const c = this.c;
    this.validate();
    const bound = this.bound!;
    const read = attribMask & layout.mask;
    // Draw after draw the program and layout stay the same: the elements looked up last are the ones.
    let elements = this.elements;
    if (
      bound !== this.elementsProgram ||
      layout.mask !== this.elementsMask ||
      read !== this.elementsRead ||
      elements === null
    ) {
      elements =
        bound.interleaved.get(layout.mask)?.get(read) ?? this.interleavedElements(bound, layout, read);
      this.elementsProgram = bound;
      this.elementsMask = layout.mask;
      this.elementsRead = read;
      this.elements = elements;
    }
    if (vb.stride > c.limits.vertexFetch.maxStride) {
      this.drawNarrowed(elements, layout, prims, firstPrim, primCount, read, cpuData, cpuStart);
      return;
    }
    // Identity checks first: the CSO context would compare the contents (hashing them) on every draw.
    if (elements !== this.lastElements) {
      c.cso.setVertexElements(elements);
      this.lastElements = elements;
    }
    if (vb !== this.lastVertexBuffer) {
      this.setVertexBuffers(vb);
      this.lastVertexBuffer = vb;
    }
    this.vertexState.elements = elements;
    this.vertexState.buffers = this.vertexBufferPair;
    const info = this.info;
    info.indexed = false;
    for (let i = firstPrim; i < firstPrim + primCount; i++) {
      if (this.lowered !== 0 && this.lowers(prims[3 * i]!)) {
        const start = cpuStart + prims[3 * i + 1]! * layout.stride;
        const attribs = cpuInputAttribs(c, bound.program);
        const inputs = interleavedInputs(c, attribs, cpuData, start, layout, read);
        this.drawOnCpu(prims[3 * i]!, prims[3 * i + 2]!, inputs);
        continue;
      }
      info.mode = prims[3 * i] as PipeDrawInfo['mode'];
      info.start = baseVertex + prims[3 * i + 1]!;
      info.count = prims[3 * i + 2]!;
      info.minIndex = info.start;
      info.maxIndex = info.start + info.count - 1;
      this.drawVbo(info, null, positions);
    }
  }

  /**
   * drawInterleaved for vertices wider than the driver's largest stride: the vertices the primitives
   * use, repacked into buffers it can fetch (narrow-vertices.ts) and uploaded, then drawn.
   */
  private drawNarrowed(
    elements: PipeVertexElement[],
    layout: VertexLayout,
    prims: Int32Array,
    firstPrim: number,
    primCount: number,
    read: number,
    cpuData: Float32Array,
    cpuStart: number,
  ): void {
    const c = this.c;
    let lo = Number.POSITIVE_INFINITY;
    let hi = 0;
    for (let i = firstPrim; i < firstPrim + primCount; i++) {
      lo = Math.min(lo, prims[3 * i + 1]!);
      hi = Math.max(hi, prims[3 * i + 1]! + prims[3 * i + 2]!);
    }
    if (!(hi > lo)) return;
    const narrow = narrowVertices(
      elements,
      1,
      cpuData,
      cpuStart,
      layout.stride,
      lo,
      hi - lo,
      c.limits.vertexFetch.maxStride,
    );
    const buffers: PipeVertexBuffer[] = [this.currentValuesBuffer];
    for (const group of narrow.groups) {
      const first = this.stream.upload(group.data, group.data.length, group.stride);
      const bytes = group.stride * 4;
      buffers.push({
        stride: bytes,
        bufferOffset: first * bytes,
        buffer: this.stream.buffer,
        userBuffer: null,
      });
    }
    this.bindVertexState(narrow.elements, buffers);
    const bound = this.bound!;
    const info = this.info;
    info.indexed = false;
    for (let i = firstPrim; i < firstPrim + primCount; i++) {
      if (this.lowered !== 0 && this.lowers(prims[3 * i]!)) {
        const start = cpuStart + prims[3 * i + 1]! * layout.stride;
        const inputs = interleavedInputs(c, cpuInputAttribs(c, bound.program), cpuData, start, layout, read);
        this.drawOnCpu(prims[3 * i]!, prims[3 * i + 2]!, inputs);
        continue;
      }
      info.mode = prims[3 * i] as PipeDrawInfo['mode'];
      info.start = prims[3 * i + 1]! - lo;
      info.count = prims[3 * i + 2]!;
      info.minIndex = info.start;
      info.maxIndex = info.start + info.count - 1;
      this.drawVbo(info, null, null);
    }
  }

  /** Whether the current state draws primitives of PipePrim `mode` on the CPU (after validate()). */
  lowers(mode: number): boolean {
    return (this.lowered & primClass(mode)) !== 0;
  }

  /**
   * Draws primitives of `mode` over vertices 0..count-1 of `inputs` on the CPU primitive path. A draw
   * too large for the memory its vertices need records GL_OUT_OF_MEMORY and draws nothing.
   */
  drawOnCpu(mode: number, count: number, inputs: VertexInputs): void {
    this.cpu ??= new CpuPrimitivePath(this.c);
    try {
      this.cpu.draw(mode, count, inputs);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      this.c.setError(GL_OUT_OF_MEMORY, "the draw's vertices need more memory than can be allocated");
    }
  }

  /** The vertex buffer of the current values (up to date). */
  currentValues(): PipeVertexBuffer {
    this.updateCurrentValues();
    return this.currentValuesBuffer;
  }

  /** Binds the current values to slot 0 and `vb` to slot 1 (skipped by the CSO context when unchanged). */
  private setVertexBuffers(vb: PipeVertexBuffer): void {
    const pair = this.vertexBufferPair;
    pair[0] = this.currentValuesBuffer;
    pair[1] = vb;
    this.c.cso.setVertexBuffers(0, pair);
  }

  /** Binds vertex elements and buffers chosen elsewhere (array draws, meta operations). */
  bindVertexState(elements: readonly PipeVertexElement[], buffers: readonly PipeVertexBuffer[]): void {
    this.lastElements = null;
    this.lastVertexBuffer = null;
    this.vertexState.elements = elements;
    this.vertexState.buffers = buffers;
    this.c.cso.setVertexElements(elements);
    this.c.cso.setVertexBuffers(0, buffers);
  }

  /** Forgets what drawInterleaved bound (a meta operation changed the vertex state). */
  forgetVertexState(): void {
    this.lastElements = null;
    this.lastVertexBuffer = null;
  }

  /**
   * Issues one draw with `info` after validation (the caller bound vertices and indices); `indices`
   * are an indexed draw's index values from the start of its index buffer, `positions` the vertices'
   * object positions where they are on the CPU. When the program reads the destination (a lowered
   * logic op) the draw is taken apart into its primitives. Every draw of the context comes here, the
   * CPU primitive path aside.
   */
  drawVbo(
    info: PipeDrawInfo,
    indices: ArrayLike<number> | null = null,
    positions: VertexPositions | null = null,
  ): void {
    if (this.colorPasses.prepareSingle()) this.drawOnce(info, indices, positions);
    else this.colorPasses.run(() => this.drawOnce(info, indices, positions));
  }

  /** One draw into the colour buffers bound (color-passes.ts issues it once per buffer where it must). */
  private drawOnce(
    info: PipeDrawInfo,
    indices: ArrayLike<number> | null,
    positions: VertexPositions | null,
  ): void {
    if (this.readsDestination) this.logicOp.draw(info, indices, positions, this.issue);
    else this.drawPrimitives(info, indices);
  }

  private readonly issue = (info: PipeDrawInfo, indices: ArrayLike<number> | null): void =>
    this.drawPrimitives(info, indices);

  /** A draw in a mode the driver has goes as it is; the others become lists (prim-convert.ts). */
  private drawPrimitives(info: PipeDrawInfo, indices: ArrayLike<number> | null): void {
    const c = this.c;
    if ((c.limits.supportedPrimModes >>> info.mode) & 1) c.cso.drawVbo(info);
    else this.converter.draw(info, indices, this.boundVertex());
  }

  /** The vertex state bound for the draw being issued. */
  private boundVertex(): BoundVertexState {
    const v = this.vertexState;
    v.edgeFlagElement = this.bound!.program.inputs.indexOf(Attrib.EDGEFLAG);
    return v;
  }

  /** Releases the driver shaders. */
  destroy(): void {
    const pipe = this.c.pipe;
    this.c.cso.setVertexShader(null);
    this.c.cso.setFragmentShader(null);
    for (const p of this.programs.values()) {
      pipe.deleteVsState(p.vs);
      pipe.deleteFsState(p.fs);
    }
    this.programs.clear();
    this.bound = null;
    this.elementsProgram = null;
    this.elements = null;
    this.stream.destroy();
    this.cpu?.destroy();
    this.cpu = null;
    this.logicOp.destroy();
    this.incomplete.destroy();
    this.colorPasses.destroy();
    this.c.screen.resourceDestroy(this.currentValuesResource);
  }

  private bindProgram(): void {
    const c = this.c;
    const program = this.arbPrograms.program();
    let bound = this.programs.get(program);
    if (!bound) {
      bound = {
        program,
        vs: c.pipe.createVsState(tgsiShaderState(program.vs)),
        fs: c.pipe.createFsState(tgsiShaderState(program.fs)),
        vsConstants: new Float32Array(4 * Math.max(1, program.vsConstantVec4s)),
        fsConstants: new Float32Array(4 * Math.max(1, program.fsConstantVec4s)),
        interleaved: new Map(),
      };
      this.releaseRetired();
      this.programs.set(program, bound);
    }
    if (bound !== this.bound) {
      this.bound = bound;
      c.cso.setVertexShader(bound.vs);
      c.cso.setFragmentShader(bound.fs);
    }
    program.writeConstants(c.ff, bound.vsConstants, bound.fsConstants);
    this.setConstants(PipeShader.VERTEX, bound.vsConstants, program.vsConstantVec4s);
    this.setConstants(PipeShader.FRAGMENT, bound.fsConstants, program.fsConstantVec4s);
  }

  /**
   * Releases the shaders of programs that can never be drawn again (ARB programs replaced or deleted),
   * looked for when a new program is made, so reloading programs does not accumulate driver shaders.
   */
  private releaseRetired(): void {
    const pipe = this.c.pipe;
    for (const [program, b] of this.programs) {
      if (b === this.bound || program.retired?.() !== true) continue;
      pipe.deleteVsState(b.vs);
      pipe.deleteFsState(b.fs);
      this.programs.delete(program);
      if (this.elementsProgram === b) {
        this.elementsProgram = null;
        this.elements = null;
      }
    }
  }

  private setConstants(stage: PipeShader, data: Float32Array, vec4s: number): void {
    const c = this.c;
    if (vec4s === 0) {
      c.cso.setConstantBuffer(stage, 0, null);
      return;
    }
    const size = vec4s * 16;
    if (c.limits.userConstantBuffers) {
      c.cso.setConstantBuffer(stage, 0, {
        buffer: null,
        bufferOffset: 0,
        bufferSize: size,
        userBuffer: data,
      });
      return;
    }
    const upload = c.pipe.constUploader.upload(0, data.subarray(0, vec4s * 4), 16);
    c.pipe.constUploader.unmap();
    c.cso.setConstantBuffer(stage, 0, {
      buffer: upload.buffer,
      bufferOffset: upload.offset,
      bufferSize: size,
      userBuffer: null,
    });
  }

  /** Vertex elements reading the attributes in `read` from vertices of `layout`, the others from the current values. */
  private interleavedElements(bound: BoundProgram, layout: VertexLayout, read: number): PipeVertexElement[] {
    const elements = bound.program.inputs.map((input): PipeVertexElement => {
      const a = sourceAttrib(input);
      const stored = (read & (1 << a)) !== 0;
      return {
        srcOffset: (stored ? layout.offsets[a]! : attribOffset(a)) * 4,
        instanceDivisor: 0,
        vertexBufferIndex: stored ? 1 : CURRENT_VALUES_SLOT,
        srcFormat: attribFloatFormat(a),
      };
    });
    let byRead = bound.interleaved.get(layout.mask);
    if (byRead === undefined) {
      byRead = new Map();
      bound.interleaved.set(layout.mask, byRead);
    }
    byRead.set(read, elements);
    return elements;
  }
}

function clampRef(ref: number, max: number): number {
  return Math.min(Math.max(ref, 0), max);
}
