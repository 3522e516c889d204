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

/**
 * The depth test of the lane whose depth is `depth` (f64, before clamping) against the texel at byte
 * `address` (inside the lanes loop).
 */
export function depthTest(k: IrBuilder, spec: DepthSpec, depth: IrValue, address: IrValue): DepthTest {
  const { zs } = spec;
  const d = zs.depth!;
  // zf > 0 ? (zf < 1 ? zf : 1) : 0
  const clamped = k.binary('pmin', k.binary('pmax', k.f64(0), depth), k.f64(1), 'zf');
  const compare = (a: IrValue, b: IrValue) => {
    const op = COMPARE[spec.func];
    if (op) return k.compare(op, a, b, 'zpass');
    return k.i32(spec.func === PipeFunc.NEVER ? 0 : -1);
  };
  if (d.float) {
    const quantized = k.convert('demote', clamped, 'zq');
    const stored = k.load('f32', address, 'zd');
    return {
      passes: compare(quantized, stored),
      write: (mask) => k.store('f32', address, quantized, mask),
    };
  }
  // Math.round of a value ≥ 0: its floor, plus one when the fraction (exact) is at least ½.
  const scaled = k.mul(clamped, k.f64(2 ** d.bits - 1), 'zs');
  const floor = k.unary('floor', scaled);
  const up = k.compare('ge', k.sub(scaled, floor), k.f64(0.5));
  const quantized = k.convert('truncSat', k.select(up, k.add(floor, k.f64(1)), floor), 'zq');
  if (zs.blockSize === 2) {
    const stored = k.load('u16', address, 'zd');
    return {
      passes: compare(quantized, stored),
      write: (mask) => k.store('u16', address, quantized, mask),
    };
  }
  const word = k.load('i32', address, 'zw');
  const fieldMask = (2 ** d.bits - 1) * 2 ** d.shift;
  const stored = k.binary('and', k.binary('shrU', word, k.i32(d.shift)), k.i32(2 ** d.bits - 1), 'zd');
  return {
    passes: compare(quantized, stored),
    write: (mask) => {
      const kept = k.binary('and', word, k.i32(~fieldMask | 0));
      k.store('i32', address, k.binary('or', kept, k.binary('shl', quantized, k.i32(d.shift))), mask);
    },
  };
}
