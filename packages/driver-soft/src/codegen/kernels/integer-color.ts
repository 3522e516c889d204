// The integer unorm8 path (SoftScreenOptions.integerUnorm8, off by default), as llvmpipe's linear path:
// for a fragment shader that passes an interpolated colour through to an RGBA8 / BGRA8 target, the
// blocks of an affine primitive whose colour stays in [−4, 4] over the block are shaded in integers —
// the colour in 16.16 fixed point of a unorm8 step, set up once per column and stepped down the block's
// rows by one addition, packed to bytes by saturating narrows, SRC_ALPHA / INV_SRC_ALPHA blending as
// round(t / 255) of 8-bit products in 16-bit lanes (the IR's packBytes / blendBytes) — instead of
// driver-soft's exact double-precision arithmetic. Every byte it stores is within 1 of what the exact path stores (the
// fixed-point colour is within 2⁻¹² of a step of the exact one, and the blend's rounding of its inputs
// moves the result by less than one step); the tests check the bound. Other blocks take the exact rows.
import { TgsiFile, TgsiOpcode, type TgsiShader } from '@gallium-ts/tgsi';
import { BLOCK } from '../../raster/tile-rasterizer.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import { channelOrder } from './texel-word.js';

/** One unorm8 step in 16.16 fixed point, times 255: the scale from a colour value to fixed point. */
const FIXED_SCALE = 255 * 65536;
/** The colour range over a block in which the fixed-point values cannot overflow. */
const TAME = 4;

/** A colour channel's plane: value = (a·px + b·py + c) · w. */
export interface ColorPlane {
  readonly a: IrValue;
  readonly b: IrValue;
  readonly c: IrValue;
}

/**
 * The input register whose colour the shader writes unchanged to output `output` (MOV, identity swizzle,
 * no modifiers, _SAT allowed: the store clamps anyway), or null when the shader does anything else.
 */
export function passedThroughInput(shader: TgsiShader, output: number): number | null {
  const body = shader.instructions.filter((i) => i.opcode !== TgsiOpcode.END);
  const [mov] = body;
  if (body.length !== 1 || !mov || mov.opcode !== TgsiOpcode.MOV) return null;
  const [dst] = mov.dst;
  const [src] = mov.src;
  if (!dst || dst.file !== TgsiFile.OUTPUT || dst.index !== output || dst.writeMask !== 15 || dst.indirect)
    return null;
  if (!src || src.file !== TgsiFile.INPUT || src.indirect || src.absolute || src.negate) return null;
  return src.swizzle.every((channel, i) => channel === i) ? src.index : null;
}

export interface IntegerRowsSpec {
  /** The colour's four channel planes and the affine primitive's 1/w (1 when not divided). */
  readonly planes: readonly ColorPlane[];
  readonly w: IrValue;
  readonly offset: IrValue;
  readonly bx: IrValue;
  readonly by: IrValue;
  readonly target: IrValue;
  readonly rowStride: IrValue;
  readonly blend: boolean;
  readonly codec: 'rgba8' | 'bgra8';
}

/**
 * The block through the integer path where every channel's value at its four corner pixels lies in
 * [−TAME, TAME] (then, the colour being affine, at every pixel), else through `exactRows`.
 */
export function integerBlock(k: IrBuilder, s: IntegerRowsSpec, exactRows: () => void): void {
  const x0 = k.add(k.convert('convertF64', s.bx), s.offset);
  const y0 = k.add(k.convert('convertF64', s.by), s.offset);
  const x1 = k.add(x0, k.f64(BLOCK - 1));
  const y1 = k.add(y0, k.f64(BLOCK - 1));
  const value = ({ a, b, c }: ColorPlane, px: IrValue, py: IrValue) =>
    k.mul(k.add(k.add(k.mul(a, px), k.mul(b, py)), c), s.w);
  // Each channel's value at the block's first pixel, where the integer rows start from.
  const first = s.planes.map((plane) => value(plane, x0, y0));
  let tame: IrValue | null = null;
  for (const [ch, plane] of s.planes.entries())
    for (const v of [first[ch]!, value(plane, x1, y0), value(plane, x0, y1), value(plane, x1, y1)]) {
      // NaN fails both comparisons, so such blocks take the exact rows.
      const inside = k.binary('and', k.compare('ge', v, k.f64(-TAME)), k.compare('le', v, k.f64(TAME)));
      tame = tame ? k.binary('and', tame, inside) : inside;
    }
  k.if(tame!, () => integerRows(k, s, first), exactRows);
}

/** The block's rows through the integer path, from each channel's value `first` at its first pixel. */
function integerRows(k: IrBuilder, s: IntegerRowsSpec, first: readonly IrValue[]): void {
  const scale = k.f64(FIXED_SCALE);
  const fixed = (v: IrValue, name: string) =>
    k.convert('truncSat', k.unary('nearest', k.mul(v, scale)), name);
  // Per channel, in fixed point: the value at the block's first pixel and its steps along x and y.
  const corner = first.map((v, ch) => fixed(v, `corner${'rgba'[ch]}`));
  const steps = s.planes.map(({ a }, ch) => fixed(k.mul(a, s.w), `step${'rgba'[ch]}`));
  const rowSteps = s.planes.map(({ b }, ch) => fixed(k.mul(b, s.w), `rowStep${'rgba'[ch]}`));
  const order = channelOrder(s.codec);
  // Column groups outside, rows inside: each lane's fixed-point colour is set up once and stepped down
  // the block by one addition per row, its address by the row stride.
  k.lanes(s.bx, k.i32(BLOCK), (x) => {
    const along = k.sub(x, s.bx, 'along');
    // Plus half a step, for the rounding below.
    const fixedColor = corner.map((v, ch) =>
      k.variable(k.add(k.add(v, k.i32(32768)), k.mul(along, steps[ch]!)), `f${'rgba'[ch]}`),
    );
    const column = k.mul(x, k.i32(4), 'column');
    const row = k.variable(k.add(s.target, k.mul(s.by, s.rowStride)), 'row');
    k.loop(s.by, k.add(s.by, k.i32(BLOCK)), 1, () => {
      const address = k.add(row, column, 'texel');
      // round(colour · 255): (F + ½ step) >> 16 in fixed point; packBytes clamps it to a byte.
      const bytes = fixedColor.map((f, ch) => k.binary('shrS', f, k.i32(16), `s${'rgba'[ch]}`));
      const source = k.packBytes(
        order.map((ch) => bytes[ch]!) as [IrValue, IrValue, IrValue, IrValue],
        'source',
      );
      const word = s.blend ? k.blendBytes(source, k.load('i32', address, 'dst'), order.indexOf(3)) : source;
      k.store('i32', address, word);
      for (const [ch, f] of fixedColor.entries()) k.set(f, k.add(f, rowSteps[ch]!));
      k.set(row, k.add(row, s.rowStride));
    });
  });
}
