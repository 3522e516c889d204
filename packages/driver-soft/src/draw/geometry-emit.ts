// What a geometry shader emitted, turned into primitives. Each batch's vertices are copied into the vertex
// store the rest of the pipeline reads; then each lane's vertices are split by vertex stream into the
// strips ENDPRIM ended and assembled as the shader's output primitive (points, line strips, triangle
// strips, with the rasterizer's provoking-vertex convention): stream 0 into the primitive pipeline unless
// rasterization is off, every stream into stream output. Primitives carry their input primitive's id, or
// the PRIMID the shader wrote at the provoking vertex.
import { assemblePrimitives, type PrimitiveSink } from '@gallium-ts/gallium-api/util';
import type { GeometryOutput } from '@gallium-ts/tgsi';
import { type QueryCounters, VERTEX_STREAMS } from '../queries/query-counters.js';
import type { GeometryProgram } from './geometry-shader.js';
import type { GeometryBatchSink } from './geometry-stage.js';
import type { StreamOutputWriter } from './stream-output.js';
import type { VertexStore } from './vertex-store.js';

/** Where stream 0 goes: `project` prepares the batch's vertices, `sink` takes its primitives. */
export interface GeometryRaster {
  project(): void;
  sink: PrimitiveSink;
}

/** Forwards primitives with the id of their input primitive, or the PRIMID output of their provoking vertex. */
class PrimitiveIds implements PrimitiveSink {
  next: PrimitiveSink | null = null;
  id = 0;
  /** Output register of PRIMID, −1 when the shader does not write it. */
  register = -1;

  constructor(private readonly store: VertexStore) {}

  private idOf(provoking: number): number {
    return this.register < 0 ? this.id : this.store.ints[this.store.offset(provoking) + this.register * 4]!;
  }

  point(v: number): void {
    this.next!.point(v, this.idOf(v));
  }

  line(v0: number, v1: number, provoking: number): void {
    this.next!.line(v0, v1, provoking, this.idOf(provoking));
  }

  triangle(v0: number, v1: number, v2: number, provoking: number, edges: number): void {
    this.next!.triangle(v0, v1, v2, provoking, edges, this.idOf(provoking));
  }
}

export class GeometryEmitter implements GeometryBatchSink {
  private program!: GeometryProgram;
  private raster: GeometryRaster | null = null;
  private first = false;
  private counters!: QueryCounters;
  private readonly ids: PrimitiveIds;
  /** Per stream: one lane's vertex slots, −1 between strips. */
  private strips: Int32Array[] = [];
  private readonly lengths = new Int32Array(VERTEX_STREAMS);
  private readonly lastPrimitive = new Int32Array(VERTEX_STREAMS);

  constructor(
    private readonly store: VertexStore,
    private readonly streamOutput: StreamOutputWriter,
  ) {
    this.ids = new PrimitiveIds(store);
  }

  /** Starts a draw; `raster` null when nothing is rasterized. */
  begin(
    program: GeometryProgram,
    raster: GeometryRaster | null,
    first: boolean,
    counters: QueryCounters,
  ): void {
    this.program = program;
    this.raster = raster;
    this.first = first;
    this.counters = counters;
    this.ids.next = raster?.sink ?? null;
    this.ids.register = program.primitiveIdOutput;
    const room = 2 * program.maxVertices;
    if ((this.strips[0]?.length ?? -1) < room)
      this.strips = Array.from({ length: VERTEX_STREAMS }, () => new Int32Array(room));
  }

  batch(output: GeometryOutput, lanes: number, primitiveIds: Int32Array): void {
    const store = this.store;
    const words = output.outputs * 4;
    store.reset(output.outputs);
    let total = 0;
    for (let l = 0; l < lanes; l++) total += output.vertexCount(l);
    const base = store.alloc(total);
    const source = output.words;
    const target = store.ints;
    let slot = base;
    for (let l = 0; l < lanes; l++) {
      const n = output.vertexCount(l);
      for (let k = 0; k < n; k++, slot++) {
        const from = output.offset(l, k, 0, 0);
        const to = store.offset(slot);
        for (let w = 0; w < words; w++) target[to + w] = source[from + w]!;
      }
    }
    this.raster?.project();
    const invocations = this.program.invocations;
    slot = base;
    for (let l = 0; l < lanes; l++) {
      const n = output.vertexCount(l);
      this.splitStreams(output, l, n, slot);
      slot += n;
      this.emitLane(primitiveIds[(l / invocations) | 0]!);
    }
  }

  /** Sorts lane `lane`'s n vertices (store slots from `first`) into per-stream strips. */
  private splitStreams(output: GeometryOutput, lane: number, n: number, first: number): void {
    this.lengths.fill(0);
    this.lastPrimitive.fill(-1);
    for (let k = 0; k < n; k++) {
      const s = output.stream(lane, k);
      const primitive = output.primitive(lane, k);
      const strip = this.strips[s]!;
      if (this.lengths[s]! > 0 && primitive !== this.lastPrimitive[s]) strip[this.lengths[s]!++] = -1;
      strip[this.lengths[s]!++] = first + k;
      this.lastPrimitive[s] = primitive;
    }
  }

  private emitLane(primitiveId: number): void {
    const mode = this.program.outputPrimitive;
    for (let s = 0; s < VERTEX_STREAMS; s++) {
      const n = this.lengths[s]!;
      if (n === 0) continue;
      const strip = this.strips[s]!;
      if (s === 0 && this.raster) {
        this.ids.id = primitiveId;
        assemblePrimitives(mode, strip, n, this.first, this.ids);
      }
      this.streamOutput.useStream(s);
      this.counters.gsPrimitives += assemblePrimitives(mode, strip, n, this.first, this.streamOutput);
    }
  }
}
