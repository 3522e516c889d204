// SIMD WebAssembly for each IR operation on varying values: four lanes of f32 or i32 in one v128, f64
// lanes as two f64x2 halves. Operations with no lane-wise instruction on their operands (varying shift
// counts, helper calls, loads that are not one contiguous vector) run lane by lane with the scalar
// lowering (wasm-scalar-ops.ts) and are put back together.
import { Op, SimdOp } from '../wasm/opcodes.js';
import {
  type DefStatement,
  GROUP_LANES,
  type IrType,
  type IrValue,
  type MemoryType,
  memoryTypeSize,
} from './ir.js';
import { byteIndexDetail, UNORM_SCALE, unormByteSwizzle } from './unorm-byte.js';
import { emitByteWords } from './wasm-byte-words.js';
import {
  HIGH_TO_LOW,
  JOIN_LOW_HALVES,
  NARROW_MASKS,
  splatBytes,
  type WasmFunction,
} from './wasm-function.js';
import { CANONICAL_NAN_BITS, emitScalarOp } from './wasm-scalar-ops.js';

type Ops = Record<string, SimdOp>;
const F32: Ops = {
  add: SimdOp.f32x4_add,
  sub: SimdOp.f32x4_sub,
  mul: SimdOp.f32x4_mul,
  div: SimdOp.f32x4_div,
  min: SimdOp.f32x4_min,
  max: SimdOp.f32x4_max,
  pmin: SimdOp.f32x4_pmin,
  pmax: SimdOp.f32x4_pmax,
  sqrt: SimdOp.f32x4_sqrt,
  abs: SimdOp.f32x4_abs,
  neg: SimdOp.f32x4_neg,
  floor: SimdOp.f32x4_floor,
  ceil: SimdOp.f32x4_ceil,
  trunc: SimdOp.f32x4_trunc,
  nearest: SimdOp.f32x4_nearest,
  eq: SimdOp.f32x4_eq,
  ne: SimdOp.f32x4_ne,
  lt: SimdOp.f32x4_lt,
  le: SimdOp.f32x4_le,
  gt: SimdOp.f32x4_gt,
  ge: SimdOp.f32x4_ge,
};
const F64: Ops = {
  add: SimdOp.f64x2_add,
  sub: SimdOp.f64x2_sub,
  mul: SimdOp.f64x2_mul,
  div: SimdOp.f64x2_div,
  min: SimdOp.f64x2_min,
  max: SimdOp.f64x2_max,
  pmin: SimdOp.f64x2_pmin,
  pmax: SimdOp.f64x2_pmax,
  sqrt: SimdOp.f64x2_sqrt,
  abs: SimdOp.f64x2_abs,
  neg: SimdOp.f64x2_neg,
  floor: SimdOp.f64x2_floor,
  ceil: SimdOp.f64x2_ceil,
  trunc: SimdOp.f64x2_trunc,
  nearest: SimdOp.f64x2_nearest,
  eq: SimdOp.f64x2_eq,
  ne: SimdOp.f64x2_ne,
  lt: SimdOp.f64x2_lt,
  le: SimdOp.f64x2_le,
  gt: SimdOp.f64x2_gt,
  ge: SimdOp.f64x2_ge,
};
const I32: Ops = {
  add: SimdOp.i32x4_add,
  sub: SimdOp.i32x4_sub,
  mul: SimdOp.i32x4_mul,
  and: SimdOp.v128_and,
  or: SimdOp.v128_or,
  xor: SimdOp.v128_xor,
  minS: SimdOp.i32x4_min_s,
  maxS: SimdOp.i32x4_max_s,
  eq: SimdOp.i32x4_eq,
  ne: SimdOp.i32x4_ne,
  lt: SimdOp.i32x4_lt_s,
  le: SimdOp.i32x4_le_s,
  gt: SimdOp.i32x4_gt_s,
  ge: SimdOp.i32x4_ge_s,
  ltU: SimdOp.i32x4_lt_u,
  leU: SimdOp.i32x4_le_u,
  gtU: SimdOp.i32x4_gt_u,
  geU: SimdOp.i32x4_ge_u,
};
const VECTOR_OPS: Record<IrType, Ops> = { f32: F32, f64: F64, i32: I32 };
const SHIFTS: Ops = { shl: SimdOp.i32x4_shl, shrS: SimdOp.i32x4_shr_s, shrU: SimdOp.i32x4_shr_u };

/** Computes varying `s.value` into its locals. */
export function emitVectorDef(f: WasmFunction, s: DefStatement): void {
  const c = f.code;
  const { op, args, value } = s;
  const [a, b] = args;
  const type = a!.type;
  const halves = (count: number, each: (half: number) => void) => {
    for (let h = 0; h < count; h++) each(h);
  };
  const simple = VECTOR_OPS[type][op];
  if (simple !== undefined && op !== 'load') {
    if (type === 'f64' && value.type === 'i32') {
      // An f64 comparison: two i64x2 masks narrowed to one i32x4.
      halves(2, (h) => {
        for (const arg of args) f.vector(arg, h);
        c.simd(simple);
      });
      c.shuffle(NARROW_MASKS);
    } else {
      halves(value.type === 'f64' ? 2 : 1, (h) => {
        for (const arg of args) f.vector(arg, h);
        c.simd(simple);
        if (h === 0 && value.type === 'f64') f.setVector(value, 0);
      });
    }
    f.setVector(value, value.type === 'f64' ? 1 : 0);
    return;
  }
  if (SHIFTS[op] !== undefined && !b!.varying) {
    f.vector(a!);
    f.scalar(b!);
    c.simd(SHIFTS[op]!);
    f.setVector(value);
    return;
  }
  switch (op) {
    case 'copy':
    case 'bitsToF32':
      halves(value.type === 'f64' ? 2 : 1, (h) => {
        f.vector(a!, h);
        f.setVector(value, h);
      });
      return;
    case 'promote':
    case 'convertF64': {
      const widen = op === 'promote' ? SimdOp.f64x2_promote_low_f32x4 : SimdOp.f64x2_convert_low_i32x4_s;
      f.vector(a!);
      c.simd(widen);
      f.setVector(value, 0);
      f.vector(a!);
      f.vector(a!);
      c.shuffle(HIGH_TO_LOW).simd(widen);
      f.setVector(value, 1);
      return;
    }
    case 'integerWord':
      if (a!.type === 'f32') {
        // n + 1.5 · 2^23 (exact for |n| < 2^22) has the bits 0x4B400000 + n.
        f.vector(a!);
        f.constant(splatBytes('f32', INTEGER_F32_BIAS));
        c.simd(SimdOp.f32x4_add);
        f.constant(splatBytes('i32', INTEGER_F32_BITS));
        c.simd(SimdOp.i32x4_sub);
      } else integerWords(f, (h) => f.vector(a!, h));
      f.setVector(value);
      return;
    case 'demote':
    case 'truncSat':
      if (type === 'f64') {
        const narrow = op === 'demote' ? SimdOp.f32x4_demote_f64x2_zero : SimdOp.i32x4_trunc_sat_f64x2_s_zero;
        halves(2, (h) => {
          f.vector(a!, h);
          c.simd(narrow);
        });
        c.shuffle(JOIN_LOW_HALVES);
      } else {
        f.vector(a!);
        c.simd(SimdOp.i32x4_trunc_sat_f32x4_s);
      }
      f.setVector(value);
      return;
    case 'convertF32':
      f.vector(a!);
      c.simd(SimdOp.f32x4_convert_i32x4_s);
      f.setVector(value);
      return;
    case 'f32Bits':
      // NaN lanes become the canonical NaN word, as floatBits gives.
      f.constant(splatBytes('i32', CANONICAL_NAN_BITS));
      f.vector(a!);
      f.vector(a!);
      f.vector(a!);
      c.simd(SimdOp.f32x4_ne).simd(SimdOp.v128_bitselect);
      f.setVector(value);
      return;
    case 'not':
      f.vector(a!);
      c.simd(SimdOp.v128_not);
      f.setVector(value);
      return;
    case 'select':
      halves(value.type === 'f64' ? 2 : 1, (h) => {
        f.vector(args[1]!, h);
        f.vector(args[2]!, h);
        pushMask(f, a!, value.type === 'f64' ? h : -1);
        c.simd(SimdOp.v128_bitselect);
        f.setVector(value, h);
      });
      return;
    case 'unorm8':
      unorm8(f, s);
      return;
    case 'unormByte':
      unormByte(f, s);
      return;
    case 'packBytes':
    case 'blendBytes':
    case 'bilinearBytes':
    case 'exactBilinearBytes':
      emitByteWords(f, s, (i) => f.vector(args[i]!));
      f.setVector(value);
      return;
    case 'load':
      if (contiguous(a!, s.detail as MemoryType)) loadContiguous(f, s);
      else if (memoryTypeSize(s.detail as MemoryType) === 4) gatherWords(f, s);
      else break;
      return;
  }
  emitLaneByLane(f, s);
}

/** Pushes varying mask `mask` normalised to all-ones lanes; `half` ≥ 0 widens lanes 2·half, 2·half+1 to 64 bits. */
export function pushMask(f: WasmFunction, mask: IrValue, half: number): void {
  const c = f.code;
  f.vector(mask);
  if (!mask.mask) {
    f.constant(new Uint8Array(16));
    c.simd(SimdOp.i32x4_ne);
  }
  if (half === 0) c.simd(SimdOp.i64x2_extend_low_i32x4_s);
  if (half === 1) c.simd(SimdOp.i64x2_extend_high_i32x4_s);
}

/** Whether a varying access of `type` at `address` touches one contiguous run (one lane after another). */
export function contiguous(address: IrValue, type: MemoryType): boolean {
  const size = memoryTypeSize(type);
  return address.varying && address.laneStride === size && size >= 4;
}

/**
 * Pushes lane 0 of varying address `address` (where a contiguous access starts): computed again in
 * scalar arithmetic where it is the lane counter and uniform values joined by additions, subtractions,
 * multiplications and shifts (a row's address plus the lane times the texel size), which V8 folds into
 * the access's addressing — else the vector's lane 0, extracted.
 */
export function pushFirstAddress(f: WasmFunction, address: IrValue): void {
  if (scalarLaneZero(f, address)) {
    pushLaneZero(f, address);
    return;
  }
  f.vector(address);
  f.code.simdLane(SimdOp.i32x4_extract_lane, 0);
}

/** The lane-wise i32 operations pushLaneZero computes in scalars. */
const LANE_ZERO_OPS: Partial<Record<string, number>> = {
  add: Op.i32_add,
  sub: Op.i32_sub,
  mul: Op.i32_mul,
  shl: Op.i32_shl,
};

/** Whether lane 0 of `v` is computable from scalars (see pushFirstAddress); variables never are. */
function scalarLaneZero(f: WasmFunction, v: IrValue): boolean {
  if (v.variable) return false;
  if (!v.varying) return true;
  if (f.laneCounter?.lane === v.id) return true;
  const def = f.definitions.get(v.id);
  if (!def || v.type !== 'i32' || (def.op !== 'copy' && LANE_ZERO_OPS[def.op] === undefined)) return false;
  return def.args.every((a) => scalarLaneZero(f, a));
}

/** Pushes lane 0 of `v` (scalarLaneZero said yes) in the current copy of the lanes loop's body. */
function pushLaneZero(f: WasmFunction, v: IrValue): void {
  const c = f.code;
  if (!v.varying) {
    f.scalar(v);
    return;
  }
  const counter = f.laneCounter!;
  if (counter.lane === v.id) {
    c.index(Op.local_get, counter.local);
    if (f.copy > 0) c.i32Const(f.copy * GROUP_LANES).op(Op.i32_add);
    return;
  }
  const def = f.definitions.get(v.id)!;
  for (const a of def.args) pushLaneZero(f, a);
  if (def.op !== 'copy') c.op(LANE_ZERO_OPS[def.op]!);
}

function loadContiguous(f: WasmFunction, s: DefStatement): void {
  const c = f.code;
  const halves = s.value.type === 'f64' ? 2 : 1;
  for (let h = 0; h < halves; h++) {
    pushFirstAddress(f, s.args[0]!);
    c.simdMemory(SimdOp.v128_load, 0, h * 16);
    f.setVector(s.value, h);
  }
}

/**
 * A gather of 4-byte lanes: each lane's word loaded straight into its lane of the result
 * (v128.load32_lane), lane 0 into the address vector, whose other lanes the next loads replace.
 */
function gatherWords(f: WasmFunction, s: DefStatement): void {
  const address = s.args[0]!;
  for (let lane = 0; lane < GROUP_LANES; lane++) {
    f.lane(address, lane);
    if (lane === 0) f.vector(address);
    else f.code.index(Op.local_get, f.slotsOf(s.value)[0]!);
    f.code.simdMemoryLane(SimdOp.v128_load32_lane, 2, 0, lane);
    f.setVector(s.value);
  }
}

/** unormByte (unorm-byte.ts) on four lanes: per f64x2 half, one swizzle gives b · 257, converted and scaled. */
function unormByte(f: WasmFunction, s: DefStatement): void {
  const index = byteIndexDetail(s);
  for (let h = 0; h < 2; h++) {
    f.vector(s.args[0]!);
    f.constant(unormByteSwizzle(index, h));
    f.code.simd(SimdOp.i8x16_swizzle);
    f.code.simd(SimdOp.f64x2_convert_low_i32x4_s);
    f.constant(splatBytes('f64', UNORM_SCALE));
    f.code.simd(SimdOp.f64x2_mul);
    f.setVector(s.value, h);
  }
}

/**
 * 1.5 · 2^52: an integer k with |k| < 2^31 added to it gives a double whose low 32 bits are k's word
 * (two's complement), exactly.
 */
const INTEGER_WORD_BIAS = 1.5 * 2 ** 52;
/** The f32 integerWord's bias, and the bits of the biased 0. */
const INTEGER_F32_BIAS = 1.5 * 2 ** 23;
const INTEGER_F32_BITS = 0x4b400000;

/**
 * The i32x4 of four f64 lanes holding integers of magnitude below 2^31 (never NaN), whose halves `half`
 * pushes: each half plus INTEGER_WORD_BIAS, the low words of both joined by one shuffle — what the
 * saturating conversion gives them, without its NaN and range checks (four x64 instructions a half).
 */
function integerWords(f: WasmFunction, half: (h: number) => void): void {
  for (let h = 0; h < 2; h++) {
    half(h);
    f.constant(splatBytes('f64', INTEGER_WORD_BIAS));
    f.code.simd(SimdOp.f64x2_add);
  }
  f.code.shuffle(NARROW_MASKS);
}

/**
 * unorm8Expression (unorm8.ts) on four lanes: in f64x2 halves, truncated, joined, clamped when asked.
 * A value known to lie in the unit range (detail 'unit': v · 255 + 0.5 in [0.5, 256), never NaN) is
 * truncated by `trunc` and integerWords.
 */
function unorm8(f: WasmFunction, s: DefStatement): void {
  const c = f.code;
  const v = s.args[0]!;
  if (s.detail === 'unit') {
    integerWords(f, (h) => {
      unorm8Scaled(f, v, h);
      c.simd(SimdOp.f64x2_trunc);
    });
    f.setVector(s.value);
    return;
  }
  for (let h = 0; h < 2; h++) {
    unorm8Scaled(f, v, h);
    c.simd(SimdOp.i32x4_trunc_sat_f64x2_s_zero);
  }
  c.shuffle(JOIN_LOW_HALVES);
  f.constant(new Uint8Array(16));
  c.simd(SimdOp.i32x4_max_s);
  f.constant(splatBytes('i32', 255));
  c.simd(SimdOp.i32x4_min_s);
  f.setVector(s.value);
}

/** Pushes half `h` of `v · 255 + 0.5` (f64x2; an f32 `v` promoted). */
function unorm8Scaled(f: WasmFunction, v: IrValue, h: number): void {
  const c = f.code;
  if (v.type === 'f64') f.vector(v, h);
  else {
    f.vector(v);
    if (h === 1) {
      f.vector(v);
      c.shuffle(HIGH_TO_LOW);
    }
    c.simd(SimdOp.f64x2_promote_low_f32x4);
  }
  f.constant(splatBytes('f64', 255));
  c.simd(SimdOp.f64x2_mul);
  f.constant(splatBytes('f64', 0.5));
  c.simd(SimdOp.f64x2_add);
}

/** Computes each lane with the scalar lowering and replaces it into the result. */
function emitLaneByLane(f: WasmFunction, s: DefStatement): void {
  const c = f.code;
  const { value } = s;
  for (let lane = 0; lane < GROUP_LANES; lane++) {
    const half = value.type === 'f64' ? lane >> 1 : 0;
    const within = value.type === 'f64' ? lane & 1 : lane;
    if (within === 0) {
      emitScalarOp(f, s, (i) => f.lane(s.args[i]!, lane));
      f.splat(value.type);
    } else {
      c.index(Op.local_get, f.slotsOf(value)[half]!);
      emitScalarOp(f, s, (i) => f.lane(s.args[i]!, lane));
      c.simdLane(
        value.type === 'f64'
          ? SimdOp.f64x2_replace_lane
          : value.type === 'f32'
            ? SimdOp.f32x4_replace_lane
            : SimdOp.i32x4_replace_lane,
        within,
      );
    }
    f.setVector(value, half);
  }
}
