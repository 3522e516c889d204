// The driver-facing side of both execution engines: register views to fill inputs and read outputs,
// resource bindings, and one run method per shader stage that sets the stage's system values and
// runs a batch of lanes. TgsiMachine (interpreter) and compileTgsi's result (JIT) differ only in how
// they execute the instructions, so a driver can use either through this class.
import { TgsiFile, TgsiProcessor, TgsiSemantic, type TgsiShader } from '../ir.js';
import { CHANNEL_LETTERS, fileName, PROCESSOR_NAMES } from '../text/names.js';
import { TgsiExecutionError } from './errors.js';
import type { GeometryOutput } from './geometry-output.js';
import { opFunction } from './ops.js';
import { type TgsiExecOptions, TgsiProgram } from './program.js';
import type { TgsiFramebufferFetch, TgsiImage, TgsiSampler } from './resources.js';
import { TgsiRuntime } from './runtime.js';

/** A batch of vertices for a vertex shader: inputs are already in the IN registers. */
export interface TgsiVertexRun {
  /** Number of vertices (lanes). */
  count: number;
  /** VERTEXID of each lane (base vertex included), or `vertexIdBase + lane` when absent. */
  vertexIds?: ArrayLike<number>;
  vertexIdBase?: number;
  instanceId?: number;
  baseVertex?: number;
  baseInstance?: number;
  drawId?: number;
}

/** A batch of 2×2 quads for a fragment shader: interpolated inputs are already in the IN registers. */
export interface TgsiFragmentRun {
  /** Number of quads; lane 4q + j is pixel j of quad q: top-left, top-right, bottom-left, bottom-right. */
  quads: number;
  /** 1 for pixels covered by the primitive, 0 for helper pixels (run only for derivatives). Default all 1. */
  coverage?: ArrayLike<number>;
  /** FACE system value: front-facing primitive. Default true. */
  frontFacing?: boolean;
  primitiveId?: number;
}

/** A batch of primitives for a geometry shader: vertex inputs are already in the IN[v][r] registers. */
export interface TgsiGeometryRun {
  /** Number of input primitives (lanes). */
  count: number;
  /** PRIMID of lane 0; lane i gets primitiveIdBase + i. */
  primitiveIdBase?: number;
  /** INVOCATIONID (GS_INVOCATIONS runs each primitive once per invocation). */
  invocationId?: number;
}

/** One thread block of a compute shader; its threads are the lanes of one run. */
export interface TgsiComputeRun {
  blockSize: readonly [number, number, number];
  blockId?: readonly [number, number, number];
  gridSize?: readonly [number, number, number];
  /** Shared memory of the block (MEMORY declared SHARED), read and written in place. */
  sharedMemory?: Uint8Array | null;
}

/** Behaviour common to TgsiMachine and compiled shaders. */
export abstract class TgsiExecutable {
  readonly shader: TgsiShader;
  readonly program: TgsiProgram;
  /** Most lanes one run processes. */
  readonly maxLanes: number;
  /** @internal */
  protected readonly rt: TgsiRuntime;
  /** System value register of each semantic (index 0), found once. */
  private readonly systemValues = new Map<TgsiSemantic, number>();

  constructor(shader: TgsiShader, options: TgsiExecOptions = {}) {
    this.shader = shader;
    this.program = new TgsiProgram(shader, options);
    for (const ins of this.program.instructions) {
      if (ins.kind === 'op' && !opFunction(ins.opcode)) {
        throw new TgsiExecutionError(ins.index, `${ins.info.name} cannot be executed`);
      }
    }
    this.maxLanes = this.program.lanes;
    this.rt = new TgsiRuntime(this.program);
    for (const d of shader.declarations) {
      if (d.file === TgsiFile.SYSTEM_VALUE && d.semantic && d.semantic.index === 0) {
        if (!this.systemValues.has(d.semantic.name)) this.systemValues.set(d.semantic.name, d.first);
      }
    }
  }

  /** Runs the instructions on the runtime's current lanes (after rt.begin). */
  protected abstract execute(): void;

  /** The lanes of one register channel as floats (a view into the register storage). */
  registerFloats(file: TgsiFile, index: number, channel: number, vertex = 0): Float32Array {
    const o = this.registerOffset(file, index, channel, vertex);
    return this.rt.f32.subarray(o, o + this.maxLanes);
  }

  /** The lanes of one register channel as signed integers. */
  registerInts(file: TgsiFile, index: number, channel: number, vertex = 0): Int32Array {
    const o = this.registerOffset(file, index, channel, vertex);
    return this.rt.i32.subarray(o, o + this.maxLanes);
  }

  /** The lanes of one register channel as unsigned integers. */
  registerUints(file: TgsiFile, index: number, channel: number, vertex = 0): Uint32Array {
    const o = this.registerOffset(file, index, channel, vertex);
    return this.rt.u32.subarray(o, o + this.maxLanes);
  }

  /** Number of registers of a per-lane file (IN, OUT, TEMP, ADDR, SV). */
  registerCount(file: TgsiFile): number {
    return this.program.spaces.get(file)?.count ?? 0;
  }

  /** Index of the input declared with a semantic, or -1. */
  findInput(semantic: TgsiSemantic, index = 0): number {
    return this.program.findRegister(TgsiFile.INPUT, semantic, index);
  }

  /** Index of the output declared with a semantic, or -1. */
  findOutput(semantic: TgsiSemantic, index = 0): number {
    return this.program.findRegister(TgsiFile.OUTPUT, semantic, index);
  }

  /** Index of the system value declared with a semantic, or -1. */
  findSystemValue(semantic: TgsiSemantic, index = 0): number {
    return this.program.findRegister(TgsiFile.SYSTEM_VALUE, semantic, index);
  }

  /** Binds constant buffer `slot` (CONST[slot][n]; 1D CONST[n] is slot 0), or unbinds it with null. */
  setConstantBuffer(slot: number, data: ArrayBufferView | null): void {
    this.rt.setConstantBuffer(slot, data);
  }

  /**
   * The bound constant buffers as Float32Array / Int32Array views per slot (an empty view when unbound),
   * as lane programs (emitTgsiLaneProgram) read them through `CF` and `CW`.
   */
  get constantFloats(): readonly Float32Array[] {
    return this.rt.constFloats;
  }

  get constantWords(): readonly Int32Array[] {
    return this.rt.constWords;
  }

  /** Sets the sampler texture instructions go through. */
  setSampler(sampler: TgsiSampler | null): void {
    this.rt.sampler = sampler;
  }

  /** Binds BUFFER[slot] to bytes read and written in place, or unbinds it (reads 0, writes dropped). */
  setShaderBuffer(slot: number, data: Uint8Array | null): void {
    this.rt.setShaderBuffer(slot, data);
  }

  /** Binds IMAGE[slot], or unbinds it (reads 0, writes dropped). */
  setImage(slot: number, image: TgsiImage | null): void {
    this.rt.setImage(slot, image);
  }

  /** Sets the hook FBFETCH reads the framebuffer through. */
  setFramebufferFetch(fetch: TgsiFramebufferFetch | null): void {
    this.rt.framebufferFetch = fetch;
  }

  /** After a fragment run: 1 for lanes discarded by KILL or KILL_IF (the view is reused by the next run). */
  get killed(): Uint8Array {
    return this.rt.mask.killed;
  }

  /** After a fragment run: 1 for lanes demoted to helpers by DEMOTE (their outputs must be discarded). */
  get demoted(): Uint8Array {
    return this.rt.mask.demoted;
  }

  /** After a geometry run: the vertices and primitives each lane emitted. */
  get geometryOutput(): GeometryOutput | null {
    return this.rt.geometry;
  }

  /** Runs `count` lanes with whatever the registers hold (no system values are set). */
  run(count: number): void {
    this.rt.begin(count);
    this.rt.helper.fill(0, 0, count);
    this.execute();
  }

  /** Runs a vertex shader over a batch of vertices. */
  runVertices(batch: TgsiVertexRun): void {
    this.expect(TgsiProcessor.VERTEX, 'runVertices');
    const { count } = batch;
    this.rt.checkLaneCount(count);
    const baseVertex = batch.baseVertex ?? 0;
    const id = this.systemValueWords(TgsiSemantic.VERTEXID);
    const noBase = this.systemValueWords(TgsiSemantic.VERTEXID_NOBASE);
    if (id >= 0 || noBase >= 0) {
      const words = this.rt.i32;
      const ids = batch.vertexIds;
      const base = batch.vertexIdBase ?? 0;
      for (let i = 0; i < count; i++) {
        const v = (ids ? ids[i]! : base + i) | 0;
        if (id >= 0) words[id + i] = v;
        if (noBase >= 0) words[noBase + i] = (v - baseVertex) | 0;
      }
      this.clearChannels(id, count);
      this.clearChannels(noBase, count);
    }
    this.fillSystemValue(TgsiSemantic.BASEVERTEX, count, baseVertex);
    this.fillSystemValue(TgsiSemantic.INSTANCEID, count, batch.instanceId ?? 0);
    this.fillSystemValue(TgsiSemantic.BASEINSTANCE, count, batch.baseInstance ?? 0);
    this.fillSystemValue(TgsiSemantic.DRAWID, count, batch.drawId ?? 0);
    this.run(count);
  }

  /**
   * Runs a fragment shader over 2×2 quads. Before the call the driver fills the inputs (including a
   * POSITION or FACE input) and, if declared, the POSITION system value; the machine sets FACE,
   * PRIMID, SAMPLEID, SAMPLEMASK and HELPER_INVOCATION system values.
   */
  runQuads(batch: TgsiFragmentRun): void {
    this.expect(TgsiProcessor.FRAGMENT, 'runQuads');
    const count = batch.quads * 4;
    this.rt.checkLaneCount(count);
    const helper = this.rt.helper;
    const coverage = batch.coverage;
    if (coverage) for (let i = 0; i < count; i++) helper[i] = coverage[i] ? 0 : 1;
    else helper.fill(0, 0, count);
    this.fillSystemValue(TgsiSemantic.FACE, count, (batch.frontFacing ?? true) ? -1 : 0, 0, 0, 1);
    this.fillSystemValue(TgsiSemantic.PRIMID, count, batch.primitiveId ?? 0);
    this.fillSystemValue(TgsiSemantic.SAMPLEID, count, 0);
    const words = this.rt.i32;
    const sampleMask = this.systemValueWords(TgsiSemantic.SAMPLEMASK);
    if (sampleMask >= 0) {
      for (let i = 0; i < count; i++) words[sampleMask + i] = helper[i]! ^ 1;
      this.clearChannels(sampleMask, count);
    }
    const helperInvocation = this.systemValueWords(TgsiSemantic.HELPER_INVOCATION);
    if (helperInvocation >= 0) {
      for (let i = 0; i < count; i++) words[helperInvocation + i] = -helper[i]!;
      this.clearChannels(helperInvocation, count);
    }
    this.rt.begin(count);
    this.execute();
  }

  /** Runs a geometry shader over a batch of primitives; results in `geometryOutput`. */
  runPrimitives(batch: TgsiGeometryRun): void {
    this.expect(TgsiProcessor.GEOMETRY, 'runPrimitives');
    const { count } = batch;
    this.rt.checkLaneCount(count);
    const primitive = this.systemValueWords(TgsiSemantic.PRIMID);
    if (primitive >= 0) {
      const base = batch.primitiveIdBase ?? 0;
      for (let i = 0; i < count; i++) this.rt.i32[primitive + i] = (base + i) | 0;
      this.clearChannels(primitive, count);
    }
    this.fillSystemValue(TgsiSemantic.INVOCATIONID, count, batch.invocationId ?? 0);
    this.run(count);
  }

  /** Runs one block of a compute shader: lane t is thread (t mod x, (t / x) mod y, t / (x·y)). */
  runCompute(batch: TgsiComputeRun): void {
    this.expect(TgsiProcessor.COMPUTE, 'runCompute');
    const [bx, by, bz] = batch.blockSize;
    const count = bx * by * bz;
    if (![bx, by, bz].every((v) => Number.isInteger(v) && v >= 1) || count > this.maxLanes) {
      throw new TgsiExecutionError(
        null,
        `runCompute: block ${bx}×${by}×${bz} must have 1 to maxLanes (${this.maxLanes}) threads`,
      );
    }
    const thread = this.systemValueWords(TgsiSemantic.THREAD_ID);
    if (thread >= 0) {
      const L = this.program.space(TgsiFile.SYSTEM_VALUE).chanStride;
      const words = this.rt.i32;
      for (let i = 0; i < count; i++) {
        words[thread + i] = i % bx;
        words[thread + L + i] = Math.floor(i / bx) % by;
        words[thread + 2 * L + i] = Math.floor(i / (bx * by));
        words[thread + 3 * L + i] = 0;
      }
    }
    const id = batch.blockId ?? [0, 0, 0];
    const grid = batch.gridSize ?? [1, 1, 1];
    this.fillSystemValue(TgsiSemantic.BLOCK_ID, count, id[0], id[1], id[2]);
    this.fillSystemValue(TgsiSemantic.BLOCK_SIZE, count, bx, by, bz);
    this.fillSystemValue(TgsiSemantic.GRID_SIZE, count, grid[0], grid[1], grid[2]);
    const shared = batch.sharedMemory;
    this.rt.shared = shared ? new DataView(shared.buffer, shared.byteOffset, shared.byteLength) : null;
    this.run(count);
  }

  private registerOffset(file: TgsiFile, index: number, channel: number, vertex: number): number {
    const s = this.program.spaces.get(file);
    if (!s || s.laneStride === 0)
      throw new TgsiExecutionError(null, `${fileName(file)} has no per-lane registers`);
    if (
      !(index >= 0 && index < s.count && channel >= 0 && channel < 4 && vertex >= 0 && vertex < s.vertices)
    ) {
      throw new TgsiExecutionError(
        null,
        `${fileName(file)}[${index}].${CHANNEL_LETTERS[channel] ?? channel} (vertex ${vertex}) does not exist`,
      );
    }
    return s.base + vertex * s.vertexStride + index * s.regStride + channel * s.chanStride;
  }

  private expect(processor: TgsiProcessor, method: string): void {
    if (this.program.processor !== processor) {
      throw new TgsiExecutionError(
        null,
        `${method}: the shader is not a ${PROCESSOR_NAMES.nameOf(processor)} shader`,
      );
    }
  }

  /** Word offset of lane 0, channel x of the system value with `semantic` (index 0), or -1 when undeclared. */
  private systemValueWords(semantic: TgsiSemantic): number {
    const index = this.systemValues.get(semantic);
    if (index === undefined) return -1;
    const s = this.program.space(TgsiFile.SYSTEM_VALUE);
    return s.base + index * s.regStride;
  }

  /** Sets channels y, z, w of the system value at word offset `words` to 0 for lanes 0..count-1. */
  private clearChannels(words: number, count: number): void {
    if (words < 0) return;
    const L = this.program.space(TgsiFile.SYSTEM_VALUE).chanStride;
    for (let c = 1; c < 4; c++) this.rt.i32.fill(0, words + c * L, words + c * L + count);
  }

  /** Sets the system value with `semantic` (if declared) to the integer vector (x, y, z, w) for lanes 0..count-1. */
  private fillSystemValue(semantic: TgsiSemantic, count: number, x: number, y = 0, z = 0, w = 0): void {
    const words = this.systemValueWords(semantic);
    if (words < 0) return;
    const L = this.program.space(TgsiFile.SYSTEM_VALUE).chanStride;
    const i32 = this.rt.i32;
    i32.fill(x | 0, words, words + count);
    i32.fill(y | 0, words + L, words + L + count);
    i32.fill(z | 0, words + 2 * L, words + 2 * L + count);
    i32.fill(w | 0, words + 3 * L, words + 3 * L + count);
  }
}
