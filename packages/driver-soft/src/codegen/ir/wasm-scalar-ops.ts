// Scalar WebAssembly for each IR operation: what a uniform value is computed with, and what the lanes
// loop falls back to lane by lane (operands the vector instructions cannot take: varying shift counts,
// helper calls, gathers). `push(i)` pushes operand i; the result is left on the stack.
import { Op, SatOp, SimdOp, ValType } from '../wasm/opcodes.js';
import type { DefStatement, IrType, MemoryType } from './ir.js';
import { byteIndexDetail, UNORM_SCALE } from './unorm-byte.js';
import { emitByteWords } from './wasm-byte-words.js';
import type { WasmFunction } from './wasm-function.js';

type Ops = Record<string, number>;
const F32: Ops = {
  add: Op.f32_add,
  sub: Op.f32_sub,
  mul: Op.f32_mul,
  div: Op.f32_div,
  min: Op.f32_min,
  max: Op.f32_max,
  sqrt: Op.f32_sqrt,
  abs: Op.f32_abs,
  neg: Op.f32_neg,
  floor: Op.f32_floor,
  ceil: Op.f32_ceil,
  trunc: Op.f32_trunc,
  nearest: Op.f32_nearest,
  eq: Op.f32_eq,
  ne: Op.f32_ne,
  lt: Op.f32_lt,
  le: Op.f32_le,
  gt: Op.f32_gt,
  ge: Op.f32_ge,
};
const F64: Ops = {
  add: Op.f64_add,
  sub: Op.f64_sub,
  mul: Op.f64_mul,
  div: Op.f64_div,
  min: Op.f64_min,
  max: Op.f64_max,
  sqrt: Op.f64_sqrt,
  abs: Op.f64_abs,
  neg: Op.f64_neg,
  floor: Op.f64_floor,
  ceil: Op.f64_ceil,
  trunc: Op.f64_trunc,
  nearest: Op.f64_nearest,
  eq: Op.f64_eq,
  ne: Op.f64_ne,
  lt: Op.f64_lt,
  le: Op.f64_le,
  gt: Op.f64_gt,
  ge: Op.f64_ge,
};
const I32: Ops = {
  add: Op.i32_add,
  sub: Op.i32_sub,
  mul: Op.i32_mul,
  and: Op.i32_and,
  or: Op.i32_or,
  xor: Op.i32_xor,
  shl: Op.i32_shl,
  shrS: Op.i32_shr_s,
  shrU: Op.i32_shr_u,
  eq: Op.i32_eq,
  ne: Op.i32_ne,
  lt: Op.i32_lt_s,
  le: Op.i32_le_s,
  gt: Op.i32_gt_s,
  ge: Op.i32_ge_s,
  ltU: Op.i32_lt_u,
  leU: Op.i32_le_u,
  gtU: Op.i32_gt_u,
  geU: Op.i32_ge_u,
};
export const SCALAR_OPS: Record<IrType, Ops> = { f32: F32, f64: F64, i32: I32 };
const COMPARES = new Set(['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'ltU', 'leU', 'gtU', 'geU']);

/** Load instruction and alignment (log2) of each memory type. */
export const SCALAR_LOAD: Record<MemoryType, [number, number]> = {
  u8: [Op.i32_load8_u, 0],
  u16: [Op.i32_load16_u, 1],
  i32: [Op.i32_load, 2],
  f32: [Op.f32_load, 2],
  f64: [Op.f64_load, 3],
};
export const SCALAR_STORE: Record<MemoryType, [number, number]> = {
  u8: [Op.i32_store8, 0],
  u16: [Op.i32_store16, 1],
  i32: [Op.i32_store, 2],
  f32: [Op.f32_store, 2],
  f64: [Op.f64_store, 3],
};

/** The canonical NaN word floatBits gives (tgsi's numeric.ts). */
export const CANONICAL_NAN_BITS = 0x7fc00000;

export function emitScalarOp(f: WasmFunction, s: DefStatement, push: (i: number) => void): void {
  const c = f.code;
  const { op, args } = s;
  const type = args[0]?.type ?? 'i32';
  const table = SCALAR_OPS[type];
  // b < a ? b : a and its kin: the chosen operand, the other, the condition, select.
  const choose = (first: number, second: number, cond: number, compare: number) => {
    push(first);
    push(second);
    push(cond === 0 ? 0 : 1);
    push(cond === 0 ? 1 : 0);
    c.op(compare).op(Op.select);
  };
  if (COMPARES.has(op)) {
    c.i32Const(0);
    push(0);
    push(1);
    c.op(table[op]!).op(Op.i32_sub);
    return;
  }
  switch (op) {
    case 'pmin': // b < a ? b : a
      choose(1, 0, 1, SCALAR_OPS[type].lt!);
      return;
    case 'pmax': // a < b ? b : a
      choose(1, 0, 0, SCALAR_OPS[type].lt!);
      return;
    case 'minS':
      choose(0, 1, 0, Op.i32_lt_s);
      return;
    case 'maxS':
      choose(0, 1, 0, Op.i32_gt_s);
      return;
    case 'copy':
    case 'bitsToF32':
      push(0);
      if (op === 'bitsToF32') c.op(Op.f32_reinterpret_i32);
      return;
    case 'promote':
      push(0);
      c.op(Op.f64_promote_f32);
      return;
    case 'demote':
      push(0);
      c.op(Op.f32_demote_f64);
      return;
    case 'convertF32':
      push(0);
      c.op(Op.f32_convert_i32_s);
      return;
    case 'convertF64':
      push(0);
      c.op(Op.f64_convert_i32_s);
      return;
    case 'truncSat':
    case 'integerWord':
      push(0);
      c.saturating(type === 'f32' ? SatOp.i32_trunc_sat_f32_s : SatOp.i32_trunc_sat_f64_s);
      return;
    case 'f32Bits':
      c.i32Const(CANONICAL_NAN_BITS);
      push(0);
      c.op(Op.i32_reinterpret_f32);
      push(0);
      push(0);
      c.op(Op.f32_ne).op(Op.select);
      return;
    case 'not':
      push(0);
      c.i32Const(-1).op(Op.i32_xor);
      return;
    case 'select':
      push(1);
      push(2);
      push(0);
      c.op(Op.select);
      return;
    case 'anyTrue':
    case 'allTrue':
    case 'countTrue':
      push(0);
      c.i32Const(0).op(Op.i32_ne);
      return;
    case 'unorm8': {
      push(0);
      if (type === 'f32') c.op(Op.f64_promote_f32);
      c.f64Const(255).op(Op.f64_mul).f64Const(0.5).op(Op.f64_add).saturating(SatOp.i32_trunc_sat_f64_s);
      if (s.detail === 'clamp') {
        const t = f.local(ValType.i32);
        // clamp(t, 0, 255): the truncation saturates, so this is the definition's v ≤ 0 and v ≥ 1 cases.
        c.index(Op.local_tee, t).i32Const(0).index(Op.local_get, t).i32Const(0).op(Op.i32_gt_s).op(Op.select);
        c.index(Op.local_tee, t)
          .i32Const(255)
          .index(Op.local_get, t)
          .i32Const(255)
          .op(Op.i32_lt_s)
          .op(Op.select);
      }
      return;
    }
    case 'unormByte': {
      const index = byteIndexDetail(s);
      push(0);
      if (index > 0) c.i32Const(index * 8).op(Op.i32_shr_u);
      if (index < 3) c.i32Const(255).op(Op.i32_and);
      c.i32Const(257).op(Op.i32_mul).op(Op.f64_convert_i32_s).f64Const(UNORM_SCALE).op(Op.f64_mul);
      return;
    }
    case 'packBytes':
    case 'blendBytes':
    case 'bilinearBytes':
    case 'exactBilinearBytes':
      // The vector code on splats of the operands, lane 0 of its result.
      emitByteWords(f, s, (i) => {
        push(i);
        c.simd(SimdOp.i32x4_splat);
      });
      c.simdLane(SimdOp.i32x4_extract_lane, 0);
      return;
    case 'call':
      for (let i = 0; i < args.length; i++) push(i);
      c.index(Op.call, f.helperIndex.get(s.detail!)!);
      return;
    case 'load': {
      const [load, align] = SCALAR_LOAD[s.detail as MemoryType];
      push(0);
      c.memory(load, align);
      return;
    }
  }
  const single = table[op];
  if (single === undefined) throw new Error(`IR: no WebAssembly for ${op}(${type})`);
  for (let i = 0; i < args.length; i++) push(i);
  c.op(single);
}
