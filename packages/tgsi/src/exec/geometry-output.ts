// What a geometry shader run produced: for every lane (one input primitive), the vertices it emitted
// with EMIT — a copy of all output registers — each tagged with its vertex stream and the number of
// the primitive it belongs to in that stream (ENDPRIM starts a new one). At most
// GS_MAX_OUTPUT_VERTICES vertices per lane are kept; further EMITs are ignored, as GL specifies.
import { TgsiFile } from '../ir.js';
import { TgsiExecutionError } from './errors.js';
import { MAX_STORAGE_WORDS, type TgsiProgram } from './program.js';

/** Output words one lane may emit in total (vertices × output registers × 4). */
export const MAX_GEOMETRY_OUTPUT_WORDS = 1 << 16;
/** Vertex streams EMIT and ENDPRIM may name. */
export const GEOMETRY_STREAMS = 4;

export class GeometryOutput {
  /** GS_MAX_OUTPUT_VERTICES. */
  readonly maxVertices: number;
  /** Output registers copied per vertex. */
  readonly outputs: number;
  /** Vertex data: see `offset`. */
  readonly words: Int32Array;
  readonly floats: Float32Array;
  private readonly counts: Uint32Array;
  private readonly streams: Uint8Array;
  private readonly primitives: Uint32Array;
  private readonly current: Uint32Array;
  private readonly lanes: number;
  /** Words between two channels of a register in the storage. */
  private readonly chanStride: number;

  constructor(program: TgsiProgram) {
    this.lanes = program.lanes;
    this.chanStride = program.space(TgsiFile.OUTPUT).chanStride;
    this.maxVertices = program.maxOutputVertices;
    this.outputs = program.space(TgsiFile.OUTPUT).count;
    const perLane = this.maxVertices * this.outputs * 4;
    if (perLane > MAX_GEOMETRY_OUTPUT_WORDS) {
      throw new TgsiExecutionError(
        null,
        `GS_MAX_OUTPUT_VERTICES ${this.maxVertices} × ${this.outputs} outputs exceeds ${MAX_GEOMETRY_OUTPUT_WORDS / 4} output registers`,
      );
    }
    if (this.lanes * perLane > MAX_STORAGE_WORDS) {
      throw new TgsiExecutionError(
        null,
        `geometry output of ${this.lanes} lanes × ${perLane} words is too large; use fewer lanes`,
      );
    }
    this.words = new Int32Array(this.lanes * perLane);
    this.floats = new Float32Array(this.words.buffer);
    this.counts = new Uint32Array(this.lanes);
    this.streams = new Uint8Array(this.lanes * this.maxVertices);
    this.primitives = new Uint32Array(this.lanes * this.maxVertices);
    this.current = new Uint32Array(this.lanes * GEOMETRY_STREAMS);
  }

  /** Starts a run: no lane has emitted anything yet. */
  begin(): void {
    this.counts.fill(0);
    this.current.fill(0);
  }

  /** Number of vertices lane `lane` emitted. */
  vertexCount(lane: number): number {
    return this.counts[lane] ?? 0;
  }

  /** Vertex stream of the lane's k-th vertex. */
  stream(lane: number, k: number): number {
    return this.streams[lane * this.maxVertices + k]!;
  }

  /** Number of the primitive (counted per stream from 0) the lane's k-th vertex belongs to. */
  primitive(lane: number, k: number): number {
    return this.primitives[lane * this.maxVertices + k]!;
  }

  /** Index in `words`/`floats` of output register `reg`, channel `chan` of the lane's k-th vertex. */
  offset(lane: number, k: number, reg: number, chan: number): number {
    return ((lane * this.maxVertices + k) * this.outputs + reg) * 4 + chan;
  }

  /** EMIT for one lane: copies the output registers (read from storage) as a new vertex. */
  emit(storage: Int32Array, base: number, lane: number, stream: number): void {
    const k = this.counts[lane]!;
    if (k >= this.maxVertices) return;
    const channel = this.chanStride;
    let o = this.offset(lane, k, 0, 0);
    for (let r = 0; r < this.outputs; r++) {
      for (let c = 0; c < 4; c++) this.words[o++] = storage[base + (r * 4 + c) * channel + lane]!;
    }
    this.streams[lane * this.maxVertices + k] = stream;
    this.primitives[lane * this.maxVertices + k] = this.current[lane * GEOMETRY_STREAMS + stream]!;
    this.counts[lane] = k + 1;
  }

  /** ENDPRIM for one lane: the next vertex of `stream` starts a new primitive. */
  endPrimitive(lane: number, stream: number): void {
    const i = lane * GEOMETRY_STREAMS + stream;
    this.current[i] = this.current[i]! + 1;
  }
}
