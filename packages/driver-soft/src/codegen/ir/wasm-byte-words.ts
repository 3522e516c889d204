// WebAssembly for the byte-word operations (byte-words.ts) on four lanes at once: packBytes through two
// saturating narrows (i32 → i16 → u8, which clamp to [0, 255]) and one swizzle from channel planes to
// words; blendBytes and bilinearBytes in 16-bit lanes, two pixels' channels per i16x8 half. `pushVector(i)` pushes operand
// i as a v128 (a uniform operand splat), so the scalar lowering runs the same code and takes lane 0.
import { Op, SimdOp, ValType } from '../wasm/opcodes.js';
import { alphaSpreadSwizzle, INTERLEAVE_PLANES, lowHalfSpreadSwizzle, TIE_TURN_16 } from './byte-words.js';
import type { DefStatement } from './ir.js';
import { byteIndexDetail } from './unorm-byte.js';
import { splatBytes, type WasmFunction } from './wasm-function.js';

const INTERLEAVE = Uint8Array.from(INTERLEAVE_PLANES);
/** 255 and 128 in every 16-bit lane. */
const I16_255 = splatBytes('i32', 0x00ff00ff);
const I16_128 = splatBytes('i32', 0x00800080);
/** 64 in every 16-bit lane. */
const I16_64 = splatBytes('i32', 0x00400040);

/** Leaves s's result (a v128 of four words) on the stack. */
export function emitByteWords(f: WasmFunction, s: DefStatement, pushVector: (i: number) => void): void {
  if (s.op === 'packBytes') packBytes(f, pushVector);
  else if (s.op === 'blendBytes') blendBytes(f, byteIndexDetail(s), pushVector);
  else if (s.op === 'bilinearBytes') bilinearBytes(f, pushVector);
  else if (s.op === 'exactBilinearBytes') exactBilinearBytes(f, pushVector);
  else throw new Error(`IR: ${s.op} is not a byte-word operation`);
}

function packBytes(f: WasmFunction, pushVector: (i: number) => void): void {
  const c = f.code;
  for (const pair of [0, 2]) {
    pushVector(pair);
    pushVector(pair + 1);
    c.simd(SimdOp.i16x8_narrow_i32x4_s);
  }
  c.simd(SimdOp.i8x16_narrow_i16x8_u);
  f.constant(INTERLEAVE);
  c.simd(SimdOp.i8x16_swizzle);
}

function blendBytes(f: WasmFunction, alphaByte: number, pushVector: (i: number) => void): void {
  const c = f.code;
  const alpha = f.local(ValType.v128);
  const t = f.local(ValType.v128);
  for (let half = 0; half < 2; half++) {
    const extend = half === 0 ? SimdOp.i16x8_extend_low_i8x16_u : SimdOp.i16x8_extend_high_i8x16_u;
    // s · a
    pushVector(0);
    c.simd(extend);
    pushVector(0);
    f.constant(alphaSpreadSwizzle(alphaByte, half));
    c.simd(SimdOp.i8x16_swizzle);
    c.index(Op.local_tee, alpha);
    c.simd(SimdOp.i16x8_mul);
    // + d · (255 − a) + 128: at most 65 153, so the 16-bit lanes hold it unsigned.
    pushVector(1);
    c.simd(extend);
    f.constant(I16_255);
    c.index(Op.local_get, alpha);
    c.simd(SimdOp.i16x8_sub);
    c.simd(SimdOp.i16x8_mul);
    c.simd(SimdOp.i16x8_add);
    f.constant(I16_128);
    c.simd(SimdOp.i16x8_add);
    // (t + (t >> 8)) >> 8
    c.index(Op.local_tee, t);
    c.index(Op.local_get, t);
    c.i32Const(8);
    c.simd(SimdOp.i16x8_shr_u);
    c.simd(SimdOp.i16x8_add);
    c.i32Const(8);
    c.simd(SimdOp.i16x8_shr_u);
  }
  c.simd(SimdOp.i8x16_narrow_i16x8_u);
}

/** bilinearBytes: per half, the rows lerped along u, then along v, rounded off the 7 fraction bits. */
function bilinearBytes(f: WasmFunction, pushVector: (i: number) => void): void {
  const c = f.code;
  const [weightU, weightV, low, top] = [0, 1, 2, 3].map(() => f.local(ValType.v128)) as [
    number,
    number,
    number,
    number,
  ];
  // a + q15(b − a, w) of texel words `a` and `b` (operands), each byte shifted up by 7.
  const lerpTexels = (a: number, b: number, half: number) => {
    const extend = half === 0 ? SimdOp.i16x8_extend_low_i8x16_u : SimdOp.i16x8_extend_high_i8x16_u;
    pushVector(a);
    c.simd(extend).i32Const(7).simd(SimdOp.i16x8_shl);
    c.index(Op.local_tee, low);
    pushVector(b);
    c.simd(extend).i32Const(7).simd(SimdOp.i16x8_shl);
    c.index(Op.local_get, low).simd(SimdOp.i16x8_sub);
    c.index(Op.local_get, weightU).simd(SimdOp.i16x8_q15mulr_sat_s);
    c.simd(SimdOp.i16x8_add);
  };
  for (let half = 0; half < 2; half++) {
    for (const [operand, local] of [
      [4, weightU],
      [5, weightV],
    ] as const) {
      pushVector(operand);
      f.constant(lowHalfSpreadSwizzle(half));
      c.simd(SimdOp.i8x16_swizzle).index(Op.local_set, local);
    }
    lerpTexels(0, 1, half);
    c.index(Op.local_tee, top);
    lerpTexels(2, 3, half);
    c.index(Op.local_get, top).simd(SimdOp.i16x8_sub);
    c.index(Op.local_get, weightV).simd(SimdOp.i16x8_q15mulr_sat_s);
    c.simd(SimdOp.i16x8_add);
    f.constant(I16_64);
    c.simd(SimdOp.i16x8_add).i32Const(7).simd(SimdOp.i16x8_shr_s);
  }
  c.simd(SimdOp.i8x16_narrow_i16x8_u);
}

/** 256 in every 16-bit lane. */
const I16_256 = splatBytes('i32', 0x01000100);

/**
 * exactBilinearBytes: per half (two pixels, four channels each, in 16-bit lanes) the rows
 * a · (256 − wu) + b · wu in wrapping 16-bit products and sums (the true values fit u16), then each
 * pixel's value in 32-bit lanes from the unsigned widening products, rounded off 16 bits with the tie
 * turned at TIE_TURN_16, narrowed back to bytes.
 */
function exactBilinearBytes(f: WasmFunction, pushVector: (i: number) => void): void {
  const c = f.code;
  const [right, left, below, above, top, bottom, pixel] = [0, 1, 2, 3, 4, 5, 6].map(() =>
    f.local(ValType.v128),
  ) as [number, number, number, number, number, number, number];
  /** Weight operand `operand` of the half's two pixels in 16-bit lanes, and 256 minus it. */
  const weights = (operand: number, half: number, weight: number, rest: number) => {
    pushVector(operand);
    f.constant(lowHalfSpreadSwizzle(half));
    c.simd(SimdOp.i8x16_swizzle).index(Op.local_set, weight);
    f.constant(I16_256);
    c.index(Op.local_get, weight).simd(SimdOp.i16x8_sub).index(Op.local_set, rest);
  };
  /** a · (256 − wu) + b · wu of texel operands a and b, in 16-bit lanes. */
  const row = (a: number, b: number, half: number) => {
    const extend = half === 0 ? SimdOp.i16x8_extend_low_i8x16_u : SimdOp.i16x8_extend_high_i8x16_u;
    pushVector(a);
    c.simd(extend).index(Op.local_get, left).simd(SimdOp.i16x8_mul);
    pushVector(b);
    c.simd(extend).index(Op.local_get, right).simd(SimdOp.i16x8_mul);
    c.simd(SimdOp.i16x8_add);
  };
  /** One pixel's four channels (the low or high 16-bit lanes), rounded: an i32x4 of bytes. */
  const rounded = (high: boolean) => {
    const extmul = high ? SimdOp.i32x4_extmul_high_i16x8_u : SimdOp.i32x4_extmul_low_i16x8_u;
    c.index(Op.local_get, top).index(Op.local_get, above).simd(extmul);
    c.index(Op.local_get, bottom).index(Op.local_get, below).simd(extmul);
    c.simd(SimdOp.i32x4_add).index(Op.local_tee, pixel);
    f.constant(splatBytes('i32', 0x8000));
    c.simd(SimdOp.i32x4_add);
    c.index(Op.local_get, pixel);
    f.constant(splatBytes('i32', TIE_TURN_16));
    // −1 above the turn.
    c.simd(SimdOp.i32x4_gt_s).simd(SimdOp.i32x4_add);
    c.i32Const(16).simd(SimdOp.i32x4_shr_u);
  };
  for (let half = 0; half < 2; half++) {
    weights(4, half, right, left);
    weights(5, half, below, above);
    row(0, 1, half);
    c.index(Op.local_set, top);
    row(2, 3, half);
    c.index(Op.local_set, bottom);
    rounded(false);
    rounded(true);
    c.simd(SimdOp.i16x8_narrow_i32x4_u);
  }
  c.simd(SimdOp.i8x16_narrow_i16x8_u);
}
