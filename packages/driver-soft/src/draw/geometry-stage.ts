// The geometry shader stage of the draw module: takes the input primitives assembly gives it (with their
// adjacent vertices), copies each vertex's vertex-shader outputs into the geometry shader's per-vertex
// inputs (linked by semantic, as Gallium links stages; an input no output matches reads zeros, a PRIMID
// input the primitive id), and runs the shader on batches of primitives — each primitive once per
// invocation, lane = primitive · GS_INVOCATIONS + invocation, with its PRIMID and INVOCATIONID system
// values — handing every batch's emitted vertices on in that order, which is GL's output order.
import { PipeError } from '@gallium-ts/gallium-api';
import type { AdjacencySink } from '@gallium-ts/gallium-api/util';
import { type GeometryOutput, TgsiExecutionError, TgsiFile, TgsiSemantic } from '@gallium-ts/tgsi';
import type { OutputMap } from '../fragment/linkage.js';
import type { QueryCounters } from '../queries/query-counters.js';
import type { GeometryProgram } from './geometry-shader.js';
import type { VertexStore } from './vertex-store.js';

/** Receives each batch the geometry shader ran. */
export interface GeometryBatchSink {
  /**
   * `output` holds what lanes 0..lanes-1 emitted; lane l ran input primitive ⌊l / invocations⌋, whose
   * primitive id is `primitiveIds[⌊l / invocations⌋]`.
   */
  batch(output: GeometryOutput, lanes: number, primitiveIds: Int32Array): void;
}

/** Where a geometry shader input comes from: an output register of the vertex shader, or: */
const ZERO = -1;
const PRIMITIVE_ID = -2;

/** The per-lane views of one geometry shader's inputs and system values, made once per program. */
interface ProgramViews {
  /** [vertex][register · 4 + channel] */
  inputs: Int32Array[][];
  primitiveId: Int32Array[] | null;
  invocationId: Int32Array[] | null;
}

const viewsOf = new WeakMap<GeometryProgram, ProgramViews>();

function programViews(program: GeometryProgram): ProgramViews {
  let views = viewsOf.get(program);
  if (views) return views;
  const exec = program.shader.exec;
  const registers = exec.registerCount(TgsiFile.INPUT);
  const inputs = Array.from({ length: program.inputVertices }, (_, v) => {
    const list: Int32Array[] = [];
    for (let r = 0; r < registers; r++)
      for (let c = 0; c < 4; c++) list.push(exec.registerInts(TgsiFile.INPUT, r, c, v));
    return list;
  });
  const systemValue = (index: number) =>
    index < 0 ? null : [0, 1, 2, 3].map((c) => exec.registerInts(TgsiFile.SYSTEM_VALUE, index, c));
  views = {
    inputs,
    primitiveId: systemValue(program.primitiveIdValue),
    invocationId: systemValue(program.invocationIdValue),
  };
  viewsOf.set(program, views);
  return views;
}

export class GeometryStage implements AdjacencySink {
  private program!: GeometryProgram;
  private views!: ProgramViews;
  private vertices!: VertexStore;
  private sink!: GeometryBatchSink;
  private counters!: QueryCounters;
  /** Per declared input register: where its value comes from. */
  private links: { register: number; source: number }[] = [];
  /** The batch: vertex slots (inputVertices per primitive) and primitive ids. */
  private slots = new Int32Array(0);
  private ids = new Int32Array(0);
  private count = 0;

  /**
   * Starts a draw (or an instance): `vertices` holds the vertex shader's outputs, `vsOutputs` maps
   * their semantics to registers; batches go to `sink`.
   */
  begin(
    program: GeometryProgram,
    vertices: VertexStore,
    vsOutputs: OutputMap,
    sink: GeometryBatchSink,
    counters: QueryCounters,
  ): void {
    this.program = program;
    this.views = programViews(program);
    this.vertices = vertices;
    this.sink = sink;
    this.counters = counters;
    this.links = program.shader.inputs.map((input) => ({
      register: input.register,
      source:
        input.semantic === TgsiSemantic.PRIMID
          ? PRIMITIVE_ID
          : (vsOutputs.get(input.semantic * 256 + input.index) ?? ZERO),
    }));
    const perRun = program.primitivesPerRun;
    if (this.ids.length < perRun) this.ids = new Int32Array(perRun);
    if (this.slots.length < perRun * program.inputVertices)
      this.slots = new Int32Array(perRun * program.inputVertices);
    this.count = 0;
  }

  /** Runs what is left of the batch. */
  finish(): void {
    if (this.count > 0) this.run();
  }

  point(v: number, primitiveId: number): void {
    const at = this.add(primitiveId);
    this.slots[at] = v;
    this.flushIfFull();
  }

  line(v0: number, v1: number, _provoking: number, primitiveId: number): void {
    const at = this.add(primitiveId);
    this.slots[at] = v0;
    this.slots[at + 1] = v1;
    this.flushIfFull();
  }

  triangle(v0: number, v1: number, v2: number, _p: number, _e: number, primitiveId: number): void {
    const at = this.add(primitiveId);
    this.slots[at] = v0;
    this.slots[at + 1] = v1;
    this.slots[at + 2] = v2;
    this.flushIfFull();
  }

  lineAdjacency(a: number, v0: number, v1: number, b: number, primitiveId: number): void {
    const at = this.add(primitiveId);
    const slots = this.slots;
    slots[at] = a;
    slots[at + 1] = v0;
    slots[at + 2] = v1;
    slots[at + 3] = b;
    this.flushIfFull();
  }

  triangleAdjacency(
    v0: number,
    a01: number,
    v1: number,
    a12: number,
    v2: number,
    a20: number,
    primitiveId: number,
  ): void {
    const at = this.add(primitiveId);
    const slots = this.slots;
    slots[at] = v0;
    slots[at + 1] = a01;
    slots[at + 2] = v1;
    slots[at + 3] = a12;
    slots[at + 4] = v2;
    slots[at + 5] = a20;
    this.flushIfFull();
  }

  /** Adds a primitive to the batch; returns where its vertex slots go. */
  private add(primitiveId: number): number {
    this.ids[this.count] = primitiveId;
    return this.count++ * this.program.inputVertices;
  }

  private flushIfFull(): void {
    if (this.count === this.program.primitivesPerRun) this.run();
  }

  private run(): void {
    const { program, views } = this;
    const invocations = program.invocations;
    const lanes = this.count * invocations;
    const nv = program.inputVertices;
    const store = this.vertices;
    const ints = store.ints;
    for (let p = 0; p < this.count; p++) {
      const lane0 = p * invocations;
      for (let v = 0; v < nv; v++) {
        const vertex = store.offset(this.slots[p * nv + v]!);
        const inputs = views.inputs[v]!;
        for (const { register, source } of this.links) {
          for (let c = 0; c < 4; c++) {
            const value =
              source >= 0
                ? ints[vertex + source * 4 + c]!
                : source === PRIMITIVE_ID && c === 0
                  ? this.ids[p]!
                  : 0;
            const lanesOf = inputs[register * 4 + c]!;
            for (let l = lane0; l < lane0 + invocations; l++) lanesOf[l] = value;
          }
        }
      }
    }
    fillSystemValue(views.primitiveId, lanes, (l) => this.ids[(l / invocations) | 0]!);
    fillSystemValue(views.invocationId, lanes, (l) => l % invocations);
    const exec = program.shader.exec;
    try {
      exec.run(lanes);
    } catch (error) {
      if (error instanceof TgsiExecutionError)
        throw new PipeError('drawVbo', `the geometry shader failed: ${error.message}`);
      throw error;
    }
    this.counters.gsInvocations += lanes;
    this.sink.batch(exec.geometryOutput!, lanes, this.ids);
    this.count = 0;
  }
}

/** x of a system value per lane, y, z, w zero. */
function fillSystemValue(views: Int32Array[] | null, lanes: number, x: (lane: number) => number): void {
  if (!views) return;
  for (let l = 0; l < lanes; l++) {
    views[0]![l] = x(l);
    views[1]![l] = 0;
    views[2]![l] = 0;
    views[3]![l] = 0;
  }
}
