// The depth test and depth write in the IR, for the depth buffer layouts the kernels serve — Z24 next to
// 8 bits of stencil or padding in a 32-bit word (either order), Z32_FLOAT, Z16 — with the fragment back
// end's steps (backend.ts depthStencil, backend-emit.ts zsAccess): the depth a·px + b·py + c of the
// record's plane, clamped to [0, 1] (NaN to 0), quantized with Math.round (or to float32), compared with
// the stored value by the state's function, and written back, other bits kept, where the test passes.
import { PipeFunc } from '@gallium-ts/gallium-api';
import type { ZsKey } from '../../fragment/backend-key.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import type { CompareOp } from '../ir/ops.js';

/** The depth state a kernel tests with. */
export interface DepthSpec {
  readonly zs: ZsKey;
  /** PipeFunc of the test. */
  readonly func: number;
  /** Passing fragments write their depth. */
  readonly write: boolean;
}

/** Whether the kernels serve depth buffer layout `zs`. */
export function depthLayoutServed(zs: ZsKey): boolean {
  const d = zs.depth;
  if (!zs.aligned || !d) return false;
  if (zs.blockSize === 4) return d.float ? d.bits === 32 && zs.stencil === null : d.bits === 24;
  return zs.blockSize === 2 && !d.float && d.bits === 16;
}

const COMPARE: Partial<Record<number, CompareOp>> = {
  [PipeFunc.LESS]: 'lt',
  [PipeFunc.EQUAL]: 'eq',
  [PipeFunc.LEQUAL]: 'le',
  [PipeFunc.GREATER]: 'gt',
  [PipeFunc.NOTEQUAL]: 'ne',
  [PipeFunc.GEQUAL]: 'ge',
};

/** What the test gives a lane: where it passes, and the write of its depth under a mask. */
export interface DepthTest {
  readonly passes: IrValue;
  write(mask: IrValue | null): void;
}

/** `a FUNC b` as a mask (constant for NEVER and ALWAYS). */
export function compareBy(k: IrBuilder, func: number, a: IrValue, b: IrValue, name = 'pass'): IrValue {
  const op = COMPARE[func];
  if (op) return k.compare(op, a, b, name);
  return k.i32(func === PipeFunc.NEVER ? 0 : -1);
}

/**
 * The depth `depth` (f64, before clamping) as the buffer stores it: clamped to [0, 1] (NaN to 0), then
 * float32 for float depth, else Math.round(zf · (2^bits − 1)) as an i32.
 */
export function quantizedDepth(k: IrBuilder, zs: ZsKey, depth: IrValue): IrValue {
  const d = zs.depth!;
  // zf > 0 ? (zf < 1 ? zf : 1) : 0
  const clamped = k.binary('pmin', k.binary('pmax', k.f64(0), depth), k.f64(1), 'zf');
  if (d.float) return k.convert('demote', clamped, 'zq');
  // Math.round of a value ≥ 0: its floor, plus one when the fraction (exact) is at least ½.
  const scaled = k.mul(clamped, k.f64(2 ** d.bits - 1), 'zs');
  const floor = k.unary('floor', scaled);
  const up = k.compare('ge', k.sub(scaled, floor), k.f64(0.5));
  // An integer in [0, 2^bits − 1]: integerWord is exact for it.
  return k.convert('integerWord', k.select(up, k.add(floor, k.f64(1)), floor), 'zq');
}

/** `word` with its `bits`-bit field at `shift` replaced by `value` (backend-emit.ts insert). */
export function insertField(
  k: IrBuilder,
  word: IrValue,
  value: IrValue,
  shift: number,
  bits: number,
): IrValue {
  const keep = ~((2 ** bits - 1) * 2 ** shift) | 0;
  return k.binary('or', k.binary('and', word, k.i32(keep)), k.binary('shl', value, k.i32(shift)));
}

/** The `bits`-bit field at `shift` of `word`. */
export function wordField(k: IrBuilder, word: IrValue, shift: number, bits: number, name: string): IrValue {
  return k.binary('and', k.binary('shrU', word, k.i32(shift)), k.i32(2 ** bits - 1), name);
}

/**
 * The depth test of the lane whose depth is `depth` (f64, before clamping) against the texel at byte
 * `address` (inside the lanes loop).
 */
export function depthTest(k: IrBuilder, spec: DepthSpec, depth: IrValue, address: IrValue): DepthTest {
  const { zs } = spec;
  const d = zs.depth!;
  const quantized = quantizedDepth(k, zs, depth);
  if (d.float || zs.blockSize === 2) {
    const type = d.float ? 'f32' : 'u16';
    return {
      passes: compareBy(k, spec.func, quantized, k.load(type, address, 'zd'), 'zpass'),
      write: (mask) => k.store(type, address, quantized, mask),
    };
  }
  const word = k.load('i32', address, 'zw');
  return {
    passes: compareBy(k, spec.func, quantized, wordField(k, word, d.shift, d.bits, 'zd'), 'zpass'),
    write: (mask) => k.store('i32', address, insertField(k, word, quantized, d.shift, d.bits), mask),
  };
}
