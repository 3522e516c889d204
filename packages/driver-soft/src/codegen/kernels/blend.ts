// Blending in the IR: every blend factor and equation of the fragment back end (fragment/backend-emit.ts
// blendFactor / blendEquation) written as IR operations in double precision, term by term in the same
// order — a factor of one keeps the value, a factor of zero adds the literal 0, MIN / MAX compare — so
// the WebAssembly and JavaScript back ends give the bytes of the generated JavaScript back end.
import { PipeBlend, PipeBlendFactor, type PipeRtBlendState } from '@gallium-ts/gallium-api';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';

/**
 * The colours a blend reads, channel by channel (f64): source, destination, blend colour. Source and
 * destination channels are asked for as the blend reads them (a channel's blend reads its own and alpha).
 */
export interface BlendOperands {
  readonly source: (ch: number) => IrValue;
  readonly destination: (ch: number) => IrValue;
  /** The blend colour, loaded once (only read when a factor asks for it). */
  readonly constant: () => readonly IrValue[];
}

/** Factors that read the second (dual-source) colour: the kernels decline them. */
const SECOND_COLOR_FACTORS = new Set<number>([
  PipeBlendFactor.SRC1_COLOR,
  PipeBlendFactor.SRC1_ALPHA,
  PipeBlendFactor.INV_SRC1_COLOR,
  PipeBlendFactor.INV_SRC1_ALPHA,
]);

/** Whether `blend` reads the blend colour. */
export function readsBlendColor(blend: PipeRtBlendState): boolean {
  const constant = [
    PipeBlendFactor.CONST_COLOR,
    PipeBlendFactor.CONST_ALPHA,
    PipeBlendFactor.INV_CONST_COLOR,
    PipeBlendFactor.INV_CONST_ALPHA,
  ] as number[];
  return factorsOf(blend).some((f) => constant.includes(f));
}

/** Whether the kernels can blend with `blend` (every factor but the dual-source ones). */
export function blendServed(blend: PipeRtBlendState): boolean {
  return !factorsOf(blend).some((f) => SECOND_COLOR_FACTORS.has(f));
}

function factorsOf(b: PipeRtBlendState): number[] {
  return [b.rgbSrcFactor, b.rgbDstFactor, b.alphaSrcFactor, b.alphaDstFactor];
}

/** A factor: the literal one or zero (which the back end folds), or a value. */
type Factor = 'one' | 'zero' | IrValue;

function factor(k: IrBuilder, which: number, ch: number, o: BlendOperands): Factor {
  const [s, d] = [o.source, o.destination];
  const inverse = (v: IrValue) => k.sub(k.f64(1), v);
  switch (which) {
    case PipeBlendFactor.ONE:
      return 'one';
    case PipeBlendFactor.ZERO:
      return 'zero';
    case PipeBlendFactor.SRC_COLOR:
      return s(ch);
    case PipeBlendFactor.SRC_ALPHA:
      return s(3);
    case PipeBlendFactor.DST_ALPHA:
      return d(3);
    case PipeBlendFactor.DST_COLOR:
      return d(ch);
    case PipeBlendFactor.SRC_ALPHA_SATURATE: {
      if (ch === 3) return 'one';
      const rest = inverse(d(3));
      return k.select(k.compare('lt', s(3), rest), s(3), rest, 'saturate');
    }
    case PipeBlendFactor.CONST_COLOR:
      return o.constant()[ch]!;
    case PipeBlendFactor.CONST_ALPHA:
      return o.constant()[3]!;
    case PipeBlendFactor.INV_SRC_COLOR:
      return inverse(s(ch));
    case PipeBlendFactor.INV_SRC_ALPHA:
      return inverse(s(3));
    case PipeBlendFactor.INV_DST_ALPHA:
      return inverse(d(3));
    case PipeBlendFactor.INV_DST_COLOR:
      return inverse(d(ch));
    case PipeBlendFactor.INV_CONST_COLOR:
      return inverse(o.constant()[ch]!);
    case PipeBlendFactor.INV_CONST_ALPHA:
      return inverse(o.constant()[3]!);
    default:
      return 'zero';
  }
}

/** Channel `ch` of `blend` applied to the operands (f64), as blendEquation's expression computes it. */
export function blendChannel(k: IrBuilder, blend: PipeRtBlendState, ch: number, o: BlendOperands): IrValue {
  const alpha = ch === 3;
  const func = alpha ? blend.alphaFunc : blend.rgbFunc;
  const s = o.source(ch);
  const d = o.destination(ch);
  const name = `blend${'rgba'[ch]}`;
  if (func === PipeBlend.MIN) return k.select(k.compare('lt', s, d), s, d, name);
  if (func === PipeBlend.MAX) return k.select(k.compare('gt', s, d), s, d, name);
  const term = (v: IrValue, f: Factor) => (f === 'one' ? v : f === 'zero' ? k.f64(0) : k.mul(v, f));
  const st = term(s, factor(k, alpha ? blend.alphaSrcFactor : blend.rgbSrcFactor, ch, o));
  const dt = term(d, factor(k, alpha ? blend.alphaDstFactor : blend.rgbDstFactor, ch, o));
  if (func === PipeBlend.SUBTRACT) return k.sub(st, dt, name);
  if (func === PipeBlend.REVERSE_SUBTRACT) return k.sub(dt, st, name);
  return k.add(st, dt, name);
}
