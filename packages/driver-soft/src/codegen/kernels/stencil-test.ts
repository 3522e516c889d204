// The stencil test (one face or two) with the depth test on a 32-bit Z24 + S8 word, in the IR, as the
// fragment back end does it (backend.ts depthStencil, backend-emit.ts stencilOp): the reference and the
// stored value compared under the value mask; the new stencil value chosen by what failed (stencil,
// depth) or passed, through the face's stencil operations and write mask; depth written where both pass
// and writes are on. The word is written back under the caller's mask (covered, not killed); where
// nothing changes the same word goes back, which leaves the bytes the back end leaves.
import { PipeStencilOp, type PipeStencilState } from '@gallium-ts/gallium-api';
import type { ZsKey } from '../../fragment/backend-key.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import { compareBy, type DepthSpec, insertField, quantizedDepth, wordField } from './depth-test.js';

/** The stencil state a kernel tests with: the front face, and the back face when two-sided. */
export interface StencilSpec {
  readonly zs: ZsKey;
  readonly faces: readonly [PipeStencilState, PipeStencilState | null];
}

/** Whether the kernels serve stencil on layout `zs`: 8 bits beside 24 of depth in an aligned word. */
export function stencilLayoutServed(zs: ZsKey): boolean {
  return zs.aligned && zs.blockSize === 4 && zs.stencil !== null && zs.depth !== null && !zs.depth.float;
}

/** stencilOp: the new value of operation `op` on stencil `s` with reference `ref`. */
function stencilOp(k: IrBuilder, op: number, s: IrValue, ref: IrValue): IrValue {
  const byte = (v: IrValue) => k.binary('and', v, k.i32(255));
  switch (op) {
    case PipeStencilOp.ZERO:
      return k.i32(0);
    case PipeStencilOp.REPLACE:
      return ref;
    case PipeStencilOp.INCR:
      return k.select(k.compare('lt', s, k.i32(255)), k.add(s, k.i32(1)), k.i32(255));
    case PipeStencilOp.DECR:
      return k.select(k.compare('gt', s, k.i32(0)), k.sub(s, k.i32(1)), k.i32(0));
    case PipeStencilOp.INCR_WRAP:
      return byte(k.add(s, k.i32(1)));
    case PipeStencilOp.DECR_WRAP:
      return byte(k.sub(s, k.i32(1)));
    case PipeStencilOp.INVERT:
      return byte(k.unary('not', s));
    default:
      return s;
  }
}

/** One face: whether its test passes and the new stencil value, given whether depth passes. */
function face(k: IrBuilder, f: PipeStencilState, sv: IrValue, ref: IrValue, depthPasses: IrValue) {
  const masked = (op: number) =>
    f.writemask === 255
      ? stencilOp(k, op, sv, ref)
      : k.binary(
          'or',
          k.binary('and', sv, k.i32(~f.writemask & 255)),
          k.binary('and', stencilOp(k, op, sv, ref), k.i32(f.writemask)),
        );
  const vm = k.i32(f.valuemask);
  const passes = compareBy(k, f.func, k.binary('and', ref, vm), k.binary('and', sv, vm), 'spass');
  const next = k.select(
    passes,
    k.select(depthPasses, masked(f.zpassOp), masked(f.zfailOp)),
    masked(f.failOp),
    'sn',
  );
  return { passes, next };
}

/** What the test gives a lane: where both tests pass, and the write of the word under a mask. */
export interface StencilDepthTest {
  readonly passes: IrValue;
  write(mask: IrValue | null): void;
}

/**
 * The stencil and depth tests of the lane whose depth is `depth` (f64, before clamping; read only with
 * a depth test) against the word at byte `address`. `front` is the primitive's facing (uniform, nonzero
 * front) and `refs` the two faces' references.
 */
export function stencilDepthTest(
  k: IrBuilder,
  spec: StencilSpec,
  depth: DepthSpec | null,
  depthValue: () => IrValue,
  address: IrValue,
  front: IrValue,
  refs: readonly [IrValue, IrValue],
): StencilDepthTest {
  const { zs } = spec;
  const d = zs.depth!;
  const s = zs.stencil!;
  const word = k.load('i32', address, 'zw');
  const sv = wordField(k, word, s.shift, 8, 'sv');
  const quantized = depth ? quantizedDepth(k, zs, depthValue()) : null;
  const depthPasses = quantized
    ? compareBy(k, depth!.func, quantized, wordField(k, word, d.shift, d.bits, 'zd'), 'zpass')
    : k.i32(-1);
  const [frontFace, backFace] = spec.faces;
  let { passes, next } = face(k, frontFace, sv, refs[0], depthPasses);
  if (backFace) {
    const back = face(k, backFace, sv, refs[1], depthPasses);
    const isFront = k.compare('ne', front, k.i32(0), 'isFront');
    passes = k.select(isFront, passes, back.passes);
    next = k.select(isFront, next, back.next);
  }
  const both = k.binary('and', passes, depthPasses, 'zspass');
  return {
    passes: both,
    write: (mask) => {
      const stencilOnly = insertField(k, word, next, s.shift, 8);
      let value = stencilOnly;
      if (quantized && depth!.write) {
        const withDepth = insertField(k, insertField(k, word, quantized, d.shift, d.bits), next, s.shift, 8);
        value = k.select(both, withDepth, stencilOnly);
      }
      k.store('i32', address, value, mask);
    },
  };
}
