// The IR's operations: which operand types each takes and what it gives (typeOf), and what the result
// knows about its lanes (mask, lane stride). The back ends (emit-js.ts, emit-wasm-ops.ts) say how each
// is computed; every operation has one meaning, the one its JavaScript form gives for a single lane.
import type { IrType, IrValue } from './ir.js';

/** Arithmetic on two operands of one type, giving that type. */
export const BINARY = {
  float: ['add', 'sub', 'mul', 'div', 'min', 'max', 'pmin', 'pmax'],
  int: ['add', 'sub', 'mul', 'and', 'or', 'xor', 'shl', 'shrS', 'shrU', 'minS', 'maxS'],
} as const;

/** Operations on one float operand, giving its type. `nearest` rounds ties to even. */
export const FLOAT_UNARY = ['sqrt', 'abs', 'neg', 'floor', 'ceil', 'trunc', 'nearest'] as const;

/** Comparisons giving an i32 mask (−1 where true, 0 where false); the unsigned ones are for i32 only. */
export const COMPARE = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const;
export const COMPARE_UNSIGNED = ['ltU', 'leU', 'gtU', 'geU'] as const;

/**
 * Conversions: operation → [operand types, result type]. truncSat: toward zero, NaN → 0, saturating.
 * integerWord: an f64 the caller knows to hold an integer of magnitude below 2^31, or an f32 one below
 * 2^22 (never NaN), as that i32 — what truncSat gives it, without the checks for the values it cannot be.
 */
export const CONVERSIONS: Record<string, readonly [readonly IrType[], IrType]> = {
  promote: [['f32'], 'f64'],
  demote: [['f64'], 'f32'],
  convertF32: [['i32'], 'f32'],
  convertF64: [['i32'], 'f64'],
  truncSat: [['f32', 'f64'], 'i32'],
  integerWord: [['f32', 'f64'], 'i32'],
  bitsToF32: [['i32'], 'f32'],
  f32Bits: [['f32'], 'i32'],
};

/**
 * Other operations: `copy` (a variable's initial value), `not` (bitwise), `select(mask, a, b)`,
 * `anyTrue` / `allTrue` (of a varying mask, uniform 1 or 0 for the lanes of the group), `countTrue` (how
 * many lanes of the group the mask holds: per lane 1 or 0 in JavaScript, per group of four in WebAssembly,
 * so only sums of it over the lanes loop agree), `unorm8` (a float to the 8-bit unorm value a target
 * stores, see unorm8.ts; detail 'unit' when the value is known to lie in [0, 1] and not to be NaN, else
 * 'clamp'), `unormByte` (byte `detail` of an i32 word as the f64 b / 255, see unorm-byte.ts), `packBytes`,
 * `blendBytes`, `bilinearBytes` and `exactBilinearBytes` (words of four 8-bit channels, see byte-words.ts; blendBytes' detail is
 * the alpha byte), `call` (a helper, f64 operands and result) and `load`.
 */
export type BinaryOp = (typeof BINARY.float)[number] | (typeof BINARY.int)[number];
export type FloatUnaryOp = (typeof FLOAT_UNARY)[number];
export type CompareOp = (typeof COMPARE)[number] | (typeof COMPARE_UNSIGNED)[number];

/** Operations on a varying mask whose answer is uniform: one for the group of lanes (see above). */
export const GROUP_ANSWERS: ReadonlySet<string> = new Set(['anyTrue', 'allTrue', 'countTrue']);

/**
 * Operations the tidying passes (hoist-uniform.ts, sink-definitions.ts) leave where they are: loads (a
 * store may come between), helper calls, and the answers for a group of lanes.
 */
export const STAY_IN_PLACE: ReadonlySet<string> = new Set(['load', 'call', ...GROUP_ANSWERS]);

const has = (list: readonly string[], op: string) => list.includes(op);

/** The result type of `op` on `args`; throws when the operands do not fit. */
export function typeOf(op: string, args: readonly IrValue[], detail?: string): IrType {
  const fail = (): never => {
    throw new Error(
      `IR: ${op}(${args.map((a) => a.type).join(', ')})${detail ? ` [${detail}]` : ''} is not an operation`,
    );
  };
  const [a, b, c] = args;
  const float = (t: IrType | undefined) => t === 'f32' || t === 'f64';
  if (args.length === 2 && a!.type === b!.type) {
    if (float(a!.type) && has(BINARY.float, op)) return a!.type;
    if (a!.type === 'i32' && has(BINARY.int, op)) return 'i32';
    if (has(COMPARE, op) || (a!.type === 'i32' && has(COMPARE_UNSIGNED, op))) return 'i32';
  }
  if (args.length === 1 && float(a!.type) && has(FLOAT_UNARY, op)) return a!.type;
  const conversion = CONVERSIONS[op];
  if (conversion && args.length === 1 && conversion[0].includes(a!.type)) return conversion[1];
  switch (op) {
    case 'copy':
      if (args.length === 1) return a!.type;
      break;
    case 'not':
    case 'anyTrue':
    case 'allTrue':
    case 'countTrue':
      if (args.length === 1 && a!.type === 'i32') return 'i32';
      break;
    case 'select':
      if (args.length === 3 && a!.type === 'i32' && b!.type === c!.type) return b!.type;
      break;
    case 'unorm8':
      if (args.length === 1 && float(a!.type) && (detail === 'unit' || detail === 'clamp')) return 'i32';
      break;
    case 'unormByte':
      if (args.length === 1 && a!.type === 'i32' && ['0', '1', '2', '3'].includes(detail ?? '')) return 'f64';
      break;
    case 'bilinearBytes':
    case 'exactBilinearBytes':
      if (args.length === 6 && args.every((v) => v.type === 'i32')) return 'i32';
      break;
    case 'packBytes':
      if (args.length === 4 && args.every((v) => v.type === 'i32')) return 'i32';
      break;
    case 'blendBytes':
      if (
        args.length === 2 &&
        a!.type === 'i32' &&
        b!.type === 'i32' &&
        ['0', '1', '2', '3'].includes(detail ?? '')
      )
        return 'i32';
      break;
    case 'call':
      if (args.every((v) => v.type === 'f64')) return 'f64';
      break;
  }
  return fail();
}

/** Whether the result's lanes are all ones or all zeros. */
export function givesMask(op: string, args: readonly IrValue[]): boolean {
  if (has(COMPARE, op) || has(COMPARE_UNSIGNED, op)) return true;
  if (op === 'and' || op === 'or' || op === 'xor') return args.every((a) => a.mask);
  if (op === 'not' || op === 'copy') return args[0]!.mask;
  if (op === 'select') return args[1]!.mask && args[2]!.mask;
  return false;
}

/** The lane stride of a varying i32 result that is linear in the lane (see IrValue.laneStride), or null. */
export function laneStrideOf(op: string, args: readonly IrValue[]): number | null {
  if (args.length === 0 || args[0]!.type !== 'i32' || !args.some((a) => a.varying)) return null;
  const stride = (v: IrValue) => (v.varying ? v.laneStride : 0);
  const [a, b] = args;
  const sa = stride(a!);
  const sb = b ? stride(b) : null;
  switch (op) {
    case 'copy':
      return sa;
    case 'add':
      return sa !== null && sb !== null ? sa + sb : null;
    case 'sub':
      return sa !== null && sb !== null ? sa - sb : null;
    case 'mul':
      if (sa !== null && !b!.varying && b!.constant !== null) return sa * b!.constant;
      if (sb !== null && !a!.varying && a!.constant !== null) return sb * a!.constant;
      return null;
    case 'shl':
      return sa !== null && !b!.varying && b!.constant !== null ? sa * 2 ** (b!.constant & 31) : null;
    default:
      return null;
  }
}
