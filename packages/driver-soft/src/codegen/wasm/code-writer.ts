// The body of one WebAssembly function as bytes: an instruction writer with one method per kind of
// immediate (none, index, memory argument, constant, lane, shuffle pattern) and a check that blocks are
// closed. The module builder (module-builder.ts) adds the locals and the function's size.
import { ByteWriter } from './byte-writer.js';
import { writeSigned, writeUnsigned } from './leb128.js';
import { EMPTY_BLOCK, Op, type SatOp, SimdOp } from './opcodes.js';

const PREFIX_SAT = 0xfc;
const PREFIX_SIMD = 0xfd;
const FLOAT32 = new Float32Array(1);
const FLOAT32_BYTES = new Uint8Array(FLOAT32.buffer);
const FLOAT64 = new Float64Array(1);
const FLOAT64_BYTES = new Uint8Array(FLOAT64.buffer);

export class CodeWriter {
  readonly out = new ByteWriter();
  /** Open block, loop and if instructions (the function's own block not counted). */
  private depth = 0;
  private finished = false;

  /** A core instruction without immediates. */
  op(opcode: number): this {
    this.out.byte(opcode);
    return this;
  }

  /** local.get, local.set, local.tee, call, br, br_if: an instruction with one index. */
  index(opcode: number, index: number): this {
    this.out.byte(opcode);
    writeUnsigned(this.out, index);
    return this;
  }

  /** block, loop or if with the empty block type; close with end(). */
  open(opcode: typeof Op.block | typeof Op.loop | typeof Op.if): this {
    this.out.byte(opcode);
    this.out.byte(EMPTY_BLOCK);
    this.depth++;
    return this;
  }

  end(): this {
    if (this.depth === 0) throw new Error('end() without an open block');
    this.depth--;
    this.out.byte(Op.end);
    return this;
  }

  i32Const(value: number): this {
    this.out.byte(Op.i32_const);
    writeSigned(this.out, value);
    return this;
  }

  f32Const(value: number): this {
    this.out.byte(Op.f32_const);
    FLOAT32[0] = value;
    this.raw(FLOAT32_BYTES);
    return this;
  }

  f64Const(value: number): this {
    this.out.byte(Op.f64_const);
    FLOAT64[0] = value;
    this.raw(FLOAT64_BYTES);
    return this;
  }

  /** A load or store with its memory argument: alignment as a power of two, constant byte offset. */
  memory(opcode: number, alignLog2: number, offset = 0): this {
    this.out.byte(opcode);
    writeUnsigned(this.out, alignLog2);
    writeUnsigned(this.out, offset);
    return this;
  }

  saturating(op: (typeof SatOp)[keyof typeof SatOp]): this {
    this.out.byte(PREFIX_SAT);
    writeUnsigned(this.out, op);
    return this;
  }

  /** A SIMD instruction without immediates. */
  simd(op: SimdOp): this {
    this.out.byte(PREFIX_SIMD);
    writeUnsigned(this.out, op);
    return this;
  }

  /** v128.load / v128.store / load-splat with their memory argument. */
  simdMemory(op: SimdOp, alignLog2: number, offset = 0): this {
    this.simd(op);
    writeUnsigned(this.out, alignLog2);
    writeUnsigned(this.out, offset);
    return this;
  }

  /** v128.loadN_lane: the memory argument, then the lane it replaces. */
  simdMemoryLane(op: SimdOp, alignLog2: number, offset: number, lane: number): this {
    this.simdMemory(op, alignLog2, offset);
    this.out.byte(lane);
    return this;
  }

  /** extract_lane / replace_lane. */
  simdLane(op: SimdOp, lane: number): this {
    this.simd(op);
    this.out.byte(lane);
    return this;
  }

  /** v128.const with 16 bytes (little-endian lanes). */
  v128Const(bytes: Uint8Array): this {
    if (bytes.length !== 16) throw new Error('v128.const takes 16 bytes');
    this.simd(SimdOp.v128_const);
    this.raw(bytes);
    return this;
  }

  /** i8x16.shuffle: result byte i is byte lanes[i] of a (0–15) or b (16–31). */
  shuffle(lanes: readonly number[]): this {
    if (lanes.length !== 16 || lanes.some((l) => l < 0 || l > 31)) throw new Error('bad shuffle pattern');
    this.simd(SimdOp.i8x16_shuffle);
    this.out.bytes(lanes);
    return this;
  }

  /** The finished body: the open blocks must all be closed; the function's final `end` is added. */
  finish(): Uint8Array {
    if (this.depth !== 0) throw new Error(`${this.depth} block(s) left open`);
    if (this.finished) throw new Error('finish() called twice');
    this.finished = true;
    this.out.byte(Op.end);
    return this.out.view().slice();
  }

  private raw(bytes: Uint8Array): void {
    this.out.bytes(bytes);
  }
}
