// The draw module's front end for one draw_vbo: builds the element list, shades each distinct vertex
// once per instance with the vertex shader (vertex fetch into its inputs, batches of up to VERTEX_LANES
// lanes) into a vertex store, then either assembles the primitives straight from it or, with a geometry
// shader bound, feeds them to the geometry stage, whose output becomes the last vertex stage. A big
// draw of points, lines or triangles without indices is shaded and assembled VERTEX_PIECE vertices at a
// time (as llvmpipe's vsplit), so its vertex store and element list stay that size. The last
// stage's primitives go to stream output (before clipping; every stream) and, unless rasterization is
// off, through the primitive pipeline into the scene (stream 0). Everything is counted for queries.
import { type PipeDrawInfo, PipePrim, type PipeVertexElement } from '@gallium-ts/gallium-api';
import {
  assemblePrimitives,
  type BaseStreamOutputTarget,
  primitivesInRun,
  type WasmHeap,
} from '@gallium-ts/gallium-api/util';
import { type TgsiCompiledShader, TgsiFile, type TgsiSampler, TgsiSemantic } from '@gallium-ts/tgsi';
import { outputMap } from '../fragment/linkage.js';
import type { StageResources } from '../image/stage-resources.js';
import { ClipperInput } from '../queries/clipper-input.js';
import type { QueryCounters } from '../queries/query-counters.js';
import type { Scene } from '../raster/scene.js';
import { type SoftShader, VERTEX_LANES } from '../shader/soft-shader.js';
import { Clipper, type ClipSetup } from './clip.js';
import { GeometryEmitter } from './geometry-emit.js';
import { type GeometryProgram, geometryProgram } from './geometry-shader.js';
import { GeometryStage } from './geometry-stage.js';
import { PrimitivePipeline, type PrimitiveSetup } from './primitive-pipeline.js';
import { StreamOutputWriter } from './stream-output.js';
import { streamOutputOf } from './stream-output-info.js';
import { type IndexSource, VertexElements } from './vertex-elements.js';
import { VertexFetcher, type VertexSource } from './vertex-fetch.js';
import { VertexStore } from './vertex-store.js';
import { TriangleBatcher } from './wasm-triangles.js';
import { wasmVertexBatch } from './wasm-vertex-batch.js';

/** Everything about a draw that the front end reads. */
export interface DrawInputs {
  info: PipeDrawInfo;
  vs: SoftShader;
  /** The bound geometry shader, or null. */
  gs: SoftShader | null;
  elements: readonly PipeVertexElement[];
  vertexSources: readonly (VertexSource | null)[];
  indexSource: IndexSource | null;
  vsConstants: readonly (ArrayBufferView | null)[];
  gsConstants: readonly (ArrayBufferView | null)[];
  vsSampler: TgsiSampler | null;
  /** Shader buffers and images of the VS (src/image), or null when it declares none. */
  vsResources: StageResources | null;
  gsSampler: TgsiSampler | null;
  /** Shader buffers and images of the GS, or null when it declares none (or there is no GS). */
  gsResources: StageResources | null;
  /** The rasterizer's flatshade_first: strips and fans order their vertices by it. */
  flatshadeFirst: boolean;
  clip: Omit<ClipSetup, 'position' | 'clipDist' | 'clipVertex'>;
  /** The primitive stages' setup; null when nothing is rasterized (rasterizer discard). */
  primitives: Omit<PrimitiveSetup, 'pointSize' | 'layer' | 'viewportIndex' | 'edgeFlag'> | null;
  /** The bound stream-output targets, by buffer. */
  streamOutput: readonly (BaseStreamOutputTarget | null)[];
  /** What the draw counts into. */
  counters: QueryCounters;
}

/** How the last vertex stage's primitives are rasterized. */
interface RasterSetup {
  position: number;
  clip: ClipSetup;
  setup: PrimitiveSetup;
}

/**
 * Vertices a piece of a big draw without indices is shaded in (a multiple of 6: whole points, lines and
 * triangles); draws of points, lines or triangles with more are drawn in such pieces.
 */
export const VERTEX_PIECE = 6 * 8192;

const ids = new Int32Array(VERTEX_LANES);
const fetchIndices = new Int32Array(VERTEX_LANES);

export class DrawPipeline {
  /**
   * Vertices of the last vertex stage: what stream output, clipping and setup read (in the heap, for the
   * triangle kernel, when there is one).
   */
  readonly store: VertexStore;
  /** Vertex-shader outputs when a geometry shader follows. */
  private readonly vsStore = new VertexStore();
  private readonly elements = new VertexElements();
  private readonly fetcher = new VertexFetcher();
  private readonly clipper: Clipper;
  private readonly prims: PrimitivePipeline;
  /** Between assembly and the primitive pipeline: triangles set up through WebAssembly where it can. */
  private readonly triangles: TriangleBatcher;
  private readonly clipperInput: ClipperInput;
  private readonly streamOutput: StreamOutputWriter;
  private readonly geometry = new GeometryStage();
  private readonly geometryEmitter: GeometryEmitter;
  /**
   * Vertex shader batches run so far: as WebAssembly (wasm-vertex-batch.ts), through tgsi's executable;
   * and the pieces big draws were shaded in (VERTEX_PIECE).
   */
  readonly vertexBatches = { wasm: 0, executable: 0, pieces: 0 };

  constructor(
    scene: Scene,
    /** The heap vertex shader batches run in as WebAssembly (codegen 'wasm'), or null. */
    private readonly vertexHeap: WasmHeap | null = null,
  ) {
    this.store = new VertexStore(vertexHeap);
    this.clipper = new Clipper(this.store);
    this.streamOutput = new StreamOutputWriter(this.store);
    this.geometryEmitter = new GeometryEmitter(this.store, this.streamOutput);
    this.prims = new PrimitivePipeline(this.store, this.clipper, scene);
    this.triangles = new TriangleBatcher(this.prims, this.clipper, this.store, scene, vertexHeap);
    this.clipperInput = new ClipperInput(this.triangles);
  }

  /** Gives back the heap ranges of the store and the triangle batcher (the pipeline is not used after). */
  release(): void {
    this.triangles.release();
    this.store.release();
  }

  /**
   * Runs the draw. A geometry shader whose input primitive does not match the draw's mode makes it
   * throw PipeError before anything is drawn or written.
   */
  run(d: DrawInputs): void {
    const { info, vs, counters } = d;
    const last = d.gs ?? vs;
    // First, so that rollbackStreamOutput() never undoes an earlier draw.
    this.streamOutput.begin(streamOutputOf(last), d.streamOutput, counters);
    const gs = d.gs ? geometryProgram(d.gs) : null;
    gs?.checkDrawMode(info.mode);
    const pieces = gs === null && this.inPieces(d);
    if (!pieces) this.elements.build(info, d.indexSource);
    this.fetcher.prepare(d.elements, d.vertexSources, vs.exec);
    bindResources(vs.exec, d.vsConstants, d.vsSampler);
    d.vsResources?.bind(vs.exec);
    if (d.gs) {
      bindResources(d.gs.exec, d.gsConstants, d.gsSampler);
      d.gsResources?.bind(d.gs.exec);
    }
    const raster = this.rasterSetup(d, last);
    if (raster) this.clipper.prepare(raster.clip);
    this.clipperInput.counters = counters;
    const clippedBefore = this.prims.clipped;
    // A draw in pieces has no restarts and shades each of its vertices once.
    const vertices = pieces ? info.count : this.elements.vertexCount();
    for (let instance = 0; instance < info.instanceCount; instance++) {
      counters.iaPrimitives += gs
        ? this.drawGeometryInstance(d, gs, instance, raster)
        : pieces
          ? this.drawInstanceInPieces(d, instance, raster)
          : this.drawVertexInstance(d, instance, raster);
      counters.iaVertices += vertices;
      counters.vsInvocations += pieces ? info.count : this.elements.uniqueCount;
    }
    counters.cPrimitives += this.prims.clipped - clippedBefore;
  }

  /** Undoes the stream output of the last run (when a stage of its draw stopped). */
  rollbackStreamOutput(): void {
    this.streamOutput.rollback();
  }

  /**
   * One instance without a geometry shader (or a piece of one, whose primitive ids start at `firstId`);
   * returns the primitives assembled.
   */
  private drawVertexInstance(
    d: DrawInputs,
    instance: number,
    raster: RasterSetup | null,
    firstId = 0,
  ): number {
    const { slots, count } = this.elements;
    this.shade(d, instance, this.store);
    if (raster) {
      this.prims.begin(raster.setup, raster.position, 0);
      this.triangles.begin(count);
      try {
        assemblePrimitives(d.info.mode, slots, count, d.flatshadeFirst, this.clipperInput, firstId);
        this.triangles.finish();
      } finally {
        // After an error too: what follows (a geometry shader's output) goes straight on.
        this.triangles.stop();
      }
    }
    this.streamOutput.useStream(0);
    // Quads and polygons hand the sink several triangles per primitive: those are assembled to count.
    const mode = d.info.mode;
    if (
      this.streamOutput.active ||
      mode === PipePrim.QUADS ||
      mode === PipePrim.QUAD_STRIP ||
      mode === PipePrim.POLYGON
    )
      return assemblePrimitives(mode, slots, count, d.flatshadeFirst, this.streamOutput);
    const primitives = this.elements.sequential
      ? primitivesInRun(mode, count)
      : primitivesOf(mode, slots, count);
    this.streamOutput.countGenerated(primitives);
    return primitives;
  }

  /**
   * Whether the draw (without a geometry shader) is drawn in pieces: more than VERTEX_PIECE vertices
   * without indices, of points, lines or triangles (whose pieces share no vertex), no stream output.
   */
  private inPieces(d: DrawInputs): boolean {
    const { info } = d;
    const mode = info.mode;
    return (
      info.count > VERTEX_PIECE &&
      (!info.indexed || d.indexSource === null) &&
      (mode === PipePrim.POINTS || mode === PipePrim.LINES || mode === PipePrim.TRIANGLES) &&
      !this.streamOutput.active
    );
  }

  /**
   * One instance of a draw in pieces (see inPieces): each VERTEX_PIECE vertices drawn as an instance of
   * their own, primitive ids running on from piece to piece; returns the primitives assembled.
   */
  private drawInstanceInPieces(d: DrawInputs, instance: number, raster: RasterSetup | null): number {
    const { info } = d;
    let primitives = 0;
    for (let from = 0; from < info.count; from += VERTEX_PIECE) {
      this.elements.buildSequential(info.start + from, Math.min(VERTEX_PIECE, info.count - from));
      this.vertexBatches.pieces++;
      primitives += this.drawVertexInstance(d, instance, raster, primitives);
    }
    return primitives;
  }

  /** One instance through the geometry shader; returns the input primitives assembled. */
  private drawGeometryInstance(
    d: DrawInputs,
    gs: GeometryProgram,
    instance: number,
    raster: RasterSetup | null,
  ): number {
    this.shade(d, instance, this.vsStore);
    this.geometryEmitter.begin(
      gs,
      raster && {
        project: () => this.prims.begin(raster.setup, raster.position, 0),
        sink: this.clipperInput,
      },
      d.flatshadeFirst,
      d.counters,
    );
    this.geometry.begin(gs, this.vsStore, outputMap(d.vs.outputs), this.geometryEmitter, d.counters);
    const primitives = assemblePrimitives(
      d.info.mode,
      this.elements.slots,
      this.elements.count,
      d.flatshadeFirst,
      this.geometry,
    );
    this.geometry.finish();
    return primitives;
  }

  /** The clipping and primitive setup of the last vertex stage; null when nothing is rasterized. */
  private rasterSetup(d: DrawInputs, last: SoftShader): RasterSetup | null {
    const position = last.output(TgsiSemantic.POSITION);
    const p = d.primitives;
    if (p === null || position < 0) return null;
    const c = d.clip;
    // Written out field by field, not spread: objects made by spreading get a new hidden class now and
    // then, and the per-primitive code that reads them would be deoptimized each time.
    return {
      position,
      clip: {
        depthClipNear: c.depthClipNear,
        depthClipFar: c.depthClipFar,
        halfZ: c.halfZ,
        planeEnable: c.planeEnable,
        ucp: c.ucp,
        position,
        clipDist: [last.output(TgsiSemantic.CLIPDIST, 0), last.output(TgsiSemantic.CLIPDIST, 1)],
        clipVertex: last.output(TgsiSemantic.CLIPVERTEX),
      },
      setup: {
        raster: p.raster,
        viewports: p.viewports,
        scissors: p.scissors,
        mode: p.mode,
        framebufferWidth: p.framebufferWidth,
        framebufferHeight: p.framebufferHeight,
        framebufferLayers: p.framebufferLayers,
        stateIndex: p.stateIndex,
        state: p.state,
        mrd: p.mrd,
        maxPointSize: p.maxPointSize,
        pointSize: last.output(TgsiSemantic.PSIZE),
        layer: last.output(TgsiSemantic.LAYER),
        viewportIndex: last.output(TgsiSemantic.VIEWPORT_INDEX),
        edgeFlag: last.output(TgsiSemantic.EDGEFLAG),
      },
    };
  }

  /** Shades every distinct vertex of the draw for `instance` into `store`. */
  private shade(d: DrawInputs, instance: number, store: VertexStore): void {
    const { vs, info } = d;
    const exec = vs.exec;
    const outputs = vs.registers(TgsiFile.OUTPUT);
    // The batch range first: where the heap has room for one of the two, the shader's speed counts most.
    const wasm = this.vertexHeap && wasmVertexBatch(vs, this.vertexHeap);
    store.reset(outputs);
    const total = this.elements.uniqueCount;
    store.alloc(total);
    // Copied as 32-bit words, so integer outputs keep their exact bits.
    const out = vs.registerViews.outI;
    const unique = this.elements.unique;
    for (let first = 0; first < total; first += VERTEX_LANES) {
      const n = Math.min(VERTEX_LANES, total - first);
      for (let i = 0; i < n; i++) {
        const index = unique[first + i]!;
        const valid = index >= -0x80000000 && index <= 0x7fffffff;
        ids[i] = valid ? index : 0;
        fetchIndices[i] = valid ? index : -1;
      }
      // Without indices the vertices are consecutive (all of them in range when the ends are).
      const consecutive =
        this.elements.sequential &&
        fetchIndices[0] === unique[first] &&
        fetchIndices[n - 1] === unique[first + n - 1];
      this.fetcher.fetch(fetchIndices, 0, n, instance, info.startInstance, consecutive);
      const run = {
        vertexIds: ids,
        instanceId: instance,
        baseVertex: info.indexed ? info.indexBias : info.start,
        baseInstance: info.startInstance,
        drawId: 0,
      };
      if (wasm) {
        wasm.shade(n, run, store, first);
        this.vertexBatches.wasm++;
        continue;
      }
      exec.runVertices({ count: n, ...run });
      this.vertexBatches.executable++;
      const data = store.ints;
      const stride = store.stride;
      for (let k = 0; k < outputs * 4; k++) {
        const view = out[k]!;
        for (let i = 0, at = first * stride + k; i < n; i++, at += stride) data[at] = view[i]!;
      }
    }
  }
}

/**
 * How many primitives assembling `count` slots of `mode` makes (runs end at restarts, slots < 0): what
 * the sink is handed too, for every mode but quads, quad strips and polygons.
 */
function primitivesOf(mode: PipePrim, slots: Int32Array, count: number): number {
  let primitives = 0;
  let start = 0;
  for (let i = 0; i <= count; i++) {
    if (i < count && slots[i]! >= 0) continue;
    primitives += primitivesInRun(mode, i - start);
    start = i + 1;
  }
  return primitives;
}

/** Binds a stage's constant buffers and sampler. */
function bindResources(
  exec: TgsiCompiledShader,
  constants: readonly (ArrayBufferView | null)[],
  sampler: TgsiSampler | null,
): void {
  for (let slot = 0; slot < constants.length; slot++) exec.setConstantBuffer(slot, constants[slot] ?? null);
  exec.setSampler(sampler);
}
