// IR lowerings of the common TGSI opcodes: operations both back ends compute exactly as the lane
// program's expression (tgsi's semantics table) does, so they run as vector code instead of a helper
// per lane. Float arithmetic on float32 values rounded once (`fr(a + b)`) is the IR's f32 arithmetic;
// TGSI's max/min (`a > b ? a : b`) is pmax/pmin with the operands swapped; RSQ keeps its double
// square root; comparisons give masks or 0/1 floats through select. Opcodes not listed here take the
// expression helper (expression-helper.ts).
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';

/** Source `src`'s value for channel `chan` (after swizzle and modifiers, in the opcode's source type). */
export type Operand = (src: number, chan: number) => IrValue;

/**
 * The value of result channel `chan` (a float32 for float results, an int32 word for word results), or
 * null for a channel that keeps the expression helper (LIT's power).
 */
export type Lowering = (b: IrBuilder, s: Operand, chan: number) => IrValue | null;

const X = 0;

function dot(b: IrBuilder, s: Operand, channels: number): IrValue {
  let sum = b.mul(s(0, 0), s(1, 0));
  for (let c = 1; c < channels; c++) sum = b.add(sum, b.mul(s(0, c), s(1, c)));
  return sum;
}

/** select(cond, 1, 0) as a float. */
const oneIf = (b: IrBuilder, mask: IrValue) => b.select(mask, b.f32(1), b.f32(0));

/** TGSI's max: `a > b ? a : b` (pmax(x, y) is `x < y ? y : x`). */
const fmax = (b: IrBuilder, a: IrValue, c: IrValue) => b.op('pmax', [c, a]);
const fmin = (b: IrBuilder, a: IrValue, c: IrValue) => b.op('pmin', [c, a]);

/**
 * A helper result with a vector answer in most lanes: where `needed` is clear, the helper would give
 * `value`, so the helper runs only for groups of lanes with `needed` set somewhere (in those, every lane
 * takes the helper's result, which agrees with `value` where `needed` is clear).
 */
export interface HelperShortcut {
  readonly value: IrValue;
  /** Mask (varying or uniform) of the lanes whose result needs the helper. */
  readonly needed: IrValue;
}

/** Shortcuts of result channels that otherwise take the expression helper, by opcode. */
export const HELPER_SHORTCUTS: Readonly<
  Partial<Record<string, (b: IrBuilder, s: Operand, chan: number) => HelperShortcut | null>>
> = {
  // LIT's power when the exponent clamp(w, −128, 128) is ±0 (the fixed-function default shininess):
  // anything to the power ±0 is 1 (NaN included), so z is x > 0 ? 1 : 0 (the same after _SAT).
  LIT: (b, s, c) =>
    c === 2
      ? { value: oneIf(b, b.compare('gt', s(0, X), b.f32(0))), needed: b.compare('ne', s(0, 3), b.f32(0)) }
      : null,
};

export const VECTOR_LOWERINGS: Readonly<Partial<Record<string, Lowering>>> = {
  ARL: (b, s, c) => b.convert('truncSat', b.unary('floor', s(0, c))),
  ARR: (b, s, c) => b.convert('truncSat', b.unary('nearest', s(0, c))),
  UARL: (_b, s, c) => s(0, c),
  // MOV of a float (MOV_SAT; a plain MOV moves the source's bits, see translate.ts): the value itself.
  MOV: (_b, s, c) => s(0, c),
  ADD: (b, s, c) => b.add(s(0, c), s(1, c)),
  SUB: (b, s, c) => b.sub(s(0, c), s(1, c)),
  MUL: (b, s, c) => b.mul(s(0, c), s(1, c)),
  DIV: (b, s, c) => b.op('div', [s(0, c), s(1, c)]),
  MAD: (b, s, c) => b.add(b.mul(s(0, c), s(1, c)), s(2, c)),
  LRP: (b, s, c) => b.add(b.mul(s(0, c), s(1, c)), b.mul(b.sub(b.f32(1), s(0, c)), s(2, c))),
  MIN: (b, s, c) => fmin(b, s(0, c), s(1, c)),
  MAX: (b, s, c) => fmax(b, s(0, c), s(1, c)),
  // LIT: 1, max(x, 0), the power through its helper (no exact vector pow), 1.
  LIT: (b, s, c) => (c === 0 || c === 3 ? b.f32(1) : c === 1 ? fmax(b, s(0, X), b.f32(0)) : null),
  CLAMP: (b, s, c) => {
    const v = s(0, c);
    const lo = s(1, c);
    const hi = s(2, c);
    return b.select(b.compare('lt', v, lo), lo, b.select(b.compare('gt', v, hi), hi, v));
  },
  ABS: (b, s, c) => b.unary('abs', s(0, c)),
  FRC: (b, s, c) => b.sub(s(0, c), b.unary('floor', s(0, c))),
  FLR: (b, s, c) => b.unary('floor', s(0, c)),
  CEIL: (b, s, c) => b.unary('ceil', s(0, c)),
  TRUNC: (b, s, c) => b.unary('trunc', s(0, c)),
  ROUND: (b, s, c) => b.unary('nearest', s(0, c)),
  SSG: (b, s, c) => {
    const v = s(0, c);
    const zero = b.f32(0);
    return b.select(b.compare('gt', v, zero), b.f32(1), b.select(b.compare('lt', v, zero), b.f32(-1), zero));
  },
  CMP: (b, s, c) => b.select(b.compare('lt', s(0, c), b.f32(0)), s(1, c), s(2, c)),
  SLT: (b, s, c) => oneIf(b, b.compare('lt', s(0, c), s(1, c))),
  SGE: (b, s, c) => oneIf(b, b.compare('ge', s(0, c), s(1, c))),
  SEQ: (b, s, c) => oneIf(b, b.compare('eq', s(0, c), s(1, c))),
  SGT: (b, s, c) => oneIf(b, b.compare('gt', s(0, c), s(1, c))),
  SLE: (b, s, c) => oneIf(b, b.compare('le', s(0, c), s(1, c))),
  SNE: (b, s, c) => oneIf(b, b.compare('ne', s(0, c), s(1, c))),
  RCP: (b, s) => b.op('div', [b.f32(1), s(0, X)]),
  // fr(1 / Math.sqrt(Math.abs(x))): the square root and the division in double precision.
  RSQ: (b, s) =>
    b.convert(
      'demote',
      b.op('div', [b.f64(1), b.unary('sqrt', b.unary('abs', b.convert('promote', s(0, X))))]),
    ),
  SQRT: (b, s) => b.unary('sqrt', s(0, X)),
  DP2: (b, s) => dot(b, s, 2),
  DP3: (b, s) => dot(b, s, 3),
  DP4: (b, s) => dot(b, s, 4),
  DPH: (b, s) => b.add(dot(b, s, 3), s(1, 3)),
  DP2A: (b, s) => b.add(dot(b, s, 2), s(2, X)),
  XPD: (b, s, c) => {
    if (c === 3) return b.f32(1);
    const [i, j] = [
      [1, 2],
      [2, 0],
      [0, 1],
    ][c]!;
    return b.sub(b.mul(s(0, i!), s(1, j!)), b.mul(s(1, i!), s(0, j!)));
  },
  I2F: (b, s, c) => b.convert('convertF32', s(0, c)),
  // fr(uint32): the exact double of the unsigned word, rounded once.
  U2F: (b, s, c) => {
    const signed = b.convert('convertF64', s(0, c));
    const unsigned = b.select(b.compare('lt', s(0, c), b.i32(0)), b.add(signed, b.f64(2 ** 32)), signed);
    return b.convert('demote', unsigned);
  },
  F2I: (b, s, c) => b.convert('truncSat', s(0, c)),
  UADD: (b, s, c) => b.add(s(0, c), s(1, c)),
  UMUL: (b, s, c) => b.mul(s(0, c), s(1, c)),
  UMAD: (b, s, c) => b.add(b.mul(s(0, c), s(1, c)), s(2, c)),
  INEG: (b, s, c) => b.sub(b.i32(0), s(0, c)),
  IABS: (b, s, c) => {
    const v = s(0, c);
    return b.select(b.compare('lt', v, b.i32(0)), b.sub(b.i32(0), v), v);
  },
  IMAX: (b, s, c) => b.binary('maxS', s(0, c), s(1, c)),
  IMIN: (b, s, c) => b.binary('minS', s(0, c), s(1, c)),
  UMAX: (b, s, c) => b.select(b.compare('gtU', s(0, c), s(1, c)), s(0, c), s(1, c)),
  UMIN: (b, s, c) => b.select(b.compare('ltU', s(0, c), s(1, c)), s(0, c), s(1, c)),
  NOT: (b, s, c) => b.unary('not', s(0, c)),
  AND: (b, s, c) => b.binary('and', s(0, c), s(1, c)),
  OR: (b, s, c) => b.binary('or', s(0, c), s(1, c)),
  XOR: (b, s, c) => b.binary('xor', s(0, c), s(1, c)),
  SHL: (b, s, c) => b.binary('shl', s(0, c), s(1, c)),
  ISHR: (b, s, c) => b.binary('shrS', s(0, c), s(1, c)),
  USHR: (b, s, c) => b.binary('shrU', s(0, c), s(1, c)),
  UCMP: (b, s, c) => b.select(b.compare('ne', s(0, c), b.i32(0)), s(1, c), s(2, c)),
  FSEQ: (b, s, c) => b.compare('eq', s(0, c), s(1, c)),
  FSGE: (b, s, c) => b.compare('ge', s(0, c), s(1, c)),
  FSLT: (b, s, c) => b.compare('lt', s(0, c), s(1, c)),
  FSNE: (b, s, c) => b.compare('ne', s(0, c), s(1, c)),
  ISGE: (b, s, c) => b.compare('ge', s(0, c), s(1, c)),
  ISLT: (b, s, c) => b.compare('lt', s(0, c), s(1, c)),
  USEQ: (b, s, c) => b.compare('eq', s(0, c), s(1, c)),
  USNE: (b, s, c) => b.compare('ne', s(0, c), s(1, c)),
  USGE: (b, s, c) => b.compare('geU', s(0, c), s(1, c)),
  USLT: (b, s, c) => b.compare('ltU', s(0, c), s(1, c)),
};

/** _SAT: `x > 0 ? (x < 1 ? x : 1) : 0` (NaN and −0 give +0). */
export function saturate(b: IrBuilder, v: IrValue): IrValue {
  return b.select(
    b.compare('gt', v, b.f32(0)),
    b.select(b.compare('lt', v, b.f32(1)), v, b.f32(1)),
    b.f32(0),
  );
}
