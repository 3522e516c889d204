// The state of one function being lowered to WebAssembly: its locals (a scalar local for a uniform
// value; a v128 for a varying f32 or i32 value — four lanes; two v128s for a varying f64 value — lanes
// 0–1 and 2–3; varying values once per copy of an interleaved lanes loop), the splats of uniform values varying code reads, scratch locals, and the ways
// to push an operand: as a scalar, as one lane of it, or as a vector (half `h` of an f64).
import { CodeWriter } from '../wasm/code-writer.js';
import { Op, SimdOp, ValType } from '../wasm/opcodes.js';
import type { DefStatement, IrFunction, IrType, IrValue } from './ir.js';

export const SCALAR: Record<IrType, ValType> = { f32: ValType.f32, f64: ValType.f64, i32: ValType.i32 };

export class WasmFunction {
  readonly code = new CodeWriter();
  readonly locals: ValType[] = [];
  /** Locals by value id: of every value, and of varying values in the second and later copies. */
  private readonly slots = new Map<number, number[]>();
  private readonly copySlots: Map<number, number[]>[] = [];
  /**
   * Copies of the current lanes loop's body that run side by side, each on its own group of lanes (an
   * interleaved loop, emit-wasm.ts), and the copy being emitted: varying values have locals per copy.
   */
  copies = 1;
  copy = 0;
  /** The definitions of the varying values emitted so far, by value id (see pushFirstAddress). */
  readonly definitions = new Map<number, DefStatement>();
  /** The current lanes loop's lane value and the local counting its groups (its first lane). */
  laneCounter: { readonly lane: number; readonly local: number } | null = null;
  /** v128 locals holding the splat of a uniform value, made where the value is defined. */
  readonly splats = new Map<number, number>();

  constructor(
    readonly fn: IrFunction,
    /** Function index of each helper, by name. */
    readonly helperIndex: ReadonlyMap<string, number>,
  ) {
    for (const [i, p] of fn.params.entries()) this.slots.set(p.id, [i]);
  }

  /** A new local of `type` (its index). */
  local(type: ValType): number {
    this.locals.push(type);
    return this.fn.params.length + this.locals.length - 1;
  }

  /** The locals of `value` (made on first use). */
  slotsOf(value: IrValue): number[] {
    const map = value.varying && this.copy > 0 ? this.copyMap(this.copy) : this.slots;
    let slots = map.get(value.id);
    if (!slots) {
      if (!value.varying) slots = [this.local(SCALAR[value.type])];
      else if (value.type === 'f64') slots = [this.local(ValType.v128), this.local(ValType.v128)];
      else slots = [this.local(ValType.v128)];
      map.set(value.id, slots);
    }
    return slots;
  }

  private copyMap(copy: number): Map<number, number[]> {
    let map = this.copySlots[copy];
    if (!map) this.copySlots[copy] = map = new Map();
    return map;
  }

  /** Pushes uniform `value`. */
  scalar(value: IrValue): void {
    if (value.varying) throw new Error(`IR: ${value.name} is varying`);
    const c = this.code;
    if (value.constant !== null) {
      if (value.type === 'i32') c.i32Const(value.constant);
      else if (value.type === 'f32') c.f32Const(value.constant);
      else c.f64Const(value.constant);
    } else c.index(Op.local_get, this.slotsOf(value)[0]!);
  }

  /** Pushes lane `lane` of `value` as a scalar (uniform values are the same in every lane). */
  lane(value: IrValue, lane: number): void {
    if (!value.varying) {
      this.scalar(value);
      return;
    }
    const slots = this.slotsOf(value);
    const c = this.code;
    if (value.type === 'f64')
      c.index(Op.local_get, slots[lane >> 1]!).simdLane(SimdOp.f64x2_extract_lane, lane & 1);
    else
      c.index(Op.local_get, slots[0]!).simdLane(
        value.type === 'f32' ? SimdOp.f32x4_extract_lane : SimdOp.i32x4_extract_lane,
        lane,
      );
  }

  /** Pushes `value` as a v128: its lanes (half `half` of an f64), or the splat of a uniform value. */
  vector(value: IrValue, half = 0): void {
    const c = this.code;
    if (value.varying) {
      c.index(Op.local_get, this.slotsOf(value)[value.type === 'f64' ? half : 0]!);
      return;
    }
    if (value.constant !== null) {
      this.constant(splatBytes(value.type, value.constant));
      return;
    }
    const cached = this.splats.get(value.id);
    if (cached !== undefined) {
      c.index(Op.local_get, cached);
      return;
    }
    this.scalar(value);
    this.splat(value.type);
  }

  /** v128 constants the function reads, each from a local set once at its start (see prologue). */
  private readonly constants = new Map<string, { local: number; bytes: Uint8Array }>();

  /** Pushes the v128 constant `bytes` (from its local: set once, before the function's code). */
  constant(bytes: Uint8Array): void {
    const key = bytes.join(',');
    let found = this.constants.get(key);
    if (!found) {
      found = { local: this.local(ValType.v128), bytes: bytes.slice() };
      this.constants.set(key, found);
    }
    this.code.index(Op.local_get, found.local);
  }

  /** The function's code: the constants' locals set, then the code written. */
  withPrologue(): CodeWriter {
    const whole = new CodeWriter();
    for (const { local, bytes } of this.constants.values()) whole.v128Const(bytes).index(Op.local_set, local);
    whole.out.bytes(this.code.out.view());
    return whole;
  }

  splat(type: IrType): void {
    this.code.simd(
      type === 'f32' ? SimdOp.f32x4_splat : type === 'f64' ? SimdOp.f64x2_splat : SimdOp.i32x4_splat,
    );
  }

  /** Stores the v128 on the stack into `value`'s locals (half `half`). */
  setVector(value: IrValue, half = 0): void {
    this.code.index(Op.local_set, this.slotsOf(value)[half]!);
  }
}

/** Sixteen bytes holding `value` in every lane of its type (made once per type and value; do not modify). */
export function splatBytes(type: IrType, value: number): Uint8Array {
  const key = `${type}:${Object.is(value, -0) ? '-0' : value}`;
  let bytes = splats.get(key);
  if (!bytes) {
    bytes = new Uint8Array(16);
    if (type === 'f64') new Float64Array(bytes.buffer).fill(value);
    else if (type === 'f32') new Float32Array(bytes.buffer).fill(value);
    else new Int32Array(bytes.buffer).fill(value);
    if (splats.size >= SPLATS_KEPT) splats.clear();
    splats.set(key, bytes);
  }
  return bytes;
}

const splats = new Map<string, Uint8Array>();
/** Splats kept at most (programs with ever new immediates do not grow the map without bound). */
const SPLATS_KEPT = 4096;

/** Shuffle pattern joining the low 8 bytes of two vectors (lanes 0–1 of a, then lanes 0–1 of b). */
export const JOIN_LOW_HALVES = [0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23];
/** Shuffle pattern moving the high 8 bytes of a vector to its low half. */
export const HIGH_TO_LOW = [8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15];
/** Shuffle pattern taking the low word of each 64-bit lane of a and b: two i64x2 masks to one i32x4. */
export const NARROW_MASKS = [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27];
