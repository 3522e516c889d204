// The colour store of the code generation kernels: a fragment colour clamped to [0, 1], blended over the
// texel it replaces with any blend state the kernels serve (blend.ts), and packed into an RGBA8 or BGRA8
// word (with or without alpha) with driver-soft's unorm8 rounding (fragment/unorm8.ts), or combined with
// the texel by a logic op — only the channels of the colour mask replaced — in the fragment back end's
// operation order (backend.ts colorTarget, backend-emit.ts writeColor).
import { PipeBlend, PipeBlendFactor, type PipeRtBlendState } from '@gallium-ts/gallium-api';
import { blendStaysInUnitRange, logicOpForm } from '../../fragment/backend-emit.js';
import { UNORM8_INV } from '../../fragment/unorm8.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import { blendChannel } from './blend.js';
import { channelOrder, packWord, wordByte } from './texel-word.js';

/** What the store needs of the state. */
export interface ColorStoreSpec {
  /** Byte order of the texel. */
  readonly codec: 'rgba8' | 'bgra8';
  /** The blend state when blending is on; `true` is SRC_ALPHA / INV_SRC_ALPHA (ADD) on every channel. */
  readonly blend: PipeRtBlendState | boolean;
  /** Channels written (bit c = channel c); 15 when absent. */
  readonly colormask?: number;
  /** The format has no alpha (R8G8B8X8, B8G8R8X8): destination alpha reads 1, alpha is not stored. */
  readonly noAlpha?: boolean;
  /**
   * A logic op (PipeLogicop, not COPY) on the stored bytes and the destination's, blending off (absent or
   * null: none). The bytes are unorm8 of the clamped colour, as backend.ts's logic op makes them.
   */
  readonly logicOp?: number | null;
}

/** SRC_ALPHA / INV_SRC_ALPHA, ADD, on colour and alpha alike. */
const ALPHA_BLEND = {
  blendEnable: true,
  rgbFunc: PipeBlend.ADD,
  alphaFunc: PipeBlend.ADD,
  rgbSrcFactor: PipeBlendFactor.SRC_ALPHA,
  alphaSrcFactor: PipeBlendFactor.SRC_ALPHA,
  rgbDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
  alphaDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
  colormask: 15,
} as PipeRtBlendState;

/**
 * The store as the integer unorm8 path (integer-color.ts) knows it — every channel of a texel with
 * alpha, unblended (false) or SRC_ALPHA / INV_SRC_ALPHA on every channel (true) — or null.
 */
export function simpleStore(spec: ColorStoreSpec): boolean | null {
  if ((spec.colormask ?? 15) !== 15 || spec.noAlpha || spec.logicOp != null) return null;
  const blend = blendOf(spec);
  if (!blend) return false;
  const same = (
    ['rgbFunc', 'alphaFunc', 'rgbSrcFactor', 'alphaSrcFactor', 'rgbDstFactor', 'alphaDstFactor'] as const
  ).every((field) => blend[field] === ALPHA_BLEND[field]);
  return same ? true : null;
}

function blendOf(spec: ColorStoreSpec): PipeRtBlendState | null {
  return spec.blend === true ? ALPHA_BLEND : spec.blend === false ? null : spec.blend;
}

/** Bytes of the stored word the store replaces (bit c = channel c is stored). */
function storedChannels(spec: ColorStoreSpec): number {
  return (spec.colormask ?? 15) & (spec.noAlpha ? 7 : 15);
}

/**
 * The texel word the colour `outputs` (f32, null = 0) leaves at `address`, blended as `spec` says, with
 * the channels outside the mask kept; null when no channel is stored. `blendColor` gives the blend
 * colour (f64 values, loaded outside the lanes loop) when a factor reads it.
 */
export function colorWord(
  k: IrBuilder,
  spec: ColorStoreSpec,
  outputs: readonly (IrValue | null)[],
  address: IrValue,
  blendColor: () => readonly IrValue[] = noBlendColor,
): IrValue | null {
  const stored = storedChannels(spec);
  if (stored === 0) return null;
  // Byte i of the word holds channel order[i].
  const order = channelOrder(spec.codec);
  const logic = spec.logicOp ?? null;
  const dst = blendOf(spec) || stored !== 15 || logic !== null ? k.load('i32', address, 'dst') : null;
  const byteOf = storedBytes(k, spec, (ch) => outputs[ch] ?? null, dst, blendColor);
  let word = packWord(
    k,
    order.map((ch) => (stored & (1 << ch) ? byteOf(ch) : null)),
  );
  // The bytes of channels outside the mask keep the destination's.
  const keep = order.reduce((bits, ch, i) => (stored & (1 << ch) ? bits : bits | (255 << (i * 8))), 0);
  if (logic !== null) {
    // Bitwise, so byte by byte: each stored byte is op(source byte, destination byte).
    word = logicOpWord(k, logic, word!, dst!);
    if (keep !== 0) word = k.binary('and', word, k.i32(~keep));
  }
  if (keep !== 0) word = k.binary('or', word!, k.binary('and', dst!, k.i32(keep | 0)));
  return word;
}

/**
 * Channel by channel, the byte the store of `spec` makes of the colour `output` (f32, null = 0) over the
 * destination word `dst` (null when the store does not blend): clamped to [0, 1] as the fragment back end
 * clamps for UNORM targets (NaN to 0), blended, and converted with driver-soft's unorm8 rounding — before
 * the colour mask and a logic op. Each byte is emitted where it is asked for, and asks only for the
 * channels of `output` and `dst` its blend reads (its own and alpha), so a caller can emit one channel's
 * byte alone (the blended verified texels' per-channel fallback, fragment-pixels.ts).
 */
export function storedBytes(
  k: IrBuilder,
  spec: ColorStoreSpec,
  output: (ch: number) => IrValue | null,
  dst: IrValue | null,
  blendColor: () => readonly IrValue[] = noBlendColor,
): (ch: number) => IrValue {
  const source = (ch: number) =>
    k.binary('pmin', k.binary('pmax', k.f32(0), output(ch) ?? k.f32(0)), k.f32(1), `s${'rgba'[ch]}`);
  const blend = blendOf(spec);
  if (!blend || !dst) return (ch) => k.unorm8(source(ch), true, `byte${'rgba'[ch]}`);
  const order = channelOrder(spec.codec);
  const operands = {
    source: (ch: number) => k.convert('promote', source(ch)),
    destination: (ch: number) =>
      ch === 3 && spec.noAlpha
        ? k.f64(1)
        : k.mul(
            k.convert('convertF64', wordByte(k, dst, order.indexOf(ch))),
            k.f64(UNORM8_INV),
            `d${'rgba'[ch]}`,
          ),
    constant: blendColor,
  };
  const rgb = blendStaysInUnitRange(blend.rgbFunc, blend.rgbSrcFactor, blend.rgbDstFactor);
  const alpha = blendStaysInUnitRange(blend.alphaFunc, blend.alphaSrcFactor, blend.alphaDstFactor);
  return (ch) => k.unorm8(blendChannel(k, blend, ch, operands), ch === 3 ? alpha : rgb, `byte${'rgba'[ch]}`);
}

function noBlendColor(): never {
  throw new Error('colour store: this blend state reads the blend colour, and none was given');
}

/** Logic op `op` (PipeLogicop) of words `s` and `d`, as backend-emit.ts's logicOpForm describes it. */
function logicOpWord(k: IrBuilder, op: number, s: IrValue, d: IrValue): IrValue {
  const form = logicOpForm(op);
  const not = (v: IrValue, inverted: boolean) => (inverted ? k.unary('not', v) : v);
  if (form.kind === 'constant') return k.i32(form.value);
  if (form.kind === 'operand') return not(form.of === 's' ? s : d, form.not);
  return not(k.binary(form.op, not(s, form.notS), not(d, form.notD)), form.not);
}
