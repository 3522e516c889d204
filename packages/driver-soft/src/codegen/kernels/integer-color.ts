// The integer unorm8 path (SoftScreenOptions.integerUnorm8, off by default), as llvmpipe's linear path:
// for a fragment shader that passes an interpolated colour, or a bilinear texel of an interpolated
// coordinate, through to an RGBA8 / BGRA8 target, the blocks of an affine primitive whose values stay
// tame over the block are shaded in integers instead of driver-soft's exact double-precision arithmetic.
// What varies over the block (the colour's channels in units of a unorm8 step, or the texel coordinates
// u − ½, v − ½) is held in 16.16 fixed point, set up once per column and stepped down the block's rows
// by one addition; a colour is rounded and packed to bytes by saturating narrows (packBytes), a texel
// filtered from its four words in 16-bit lanes (bilinearBytes); SRC_ALPHA / INV_SRC_ALPHA blending is
// round(t / 255) of 8-bit products (blendBytes). Every byte it stores is within 1 of what the exact path
// stores: the fixed-point colour is within 2⁻¹² of a step of the exact one, the texel coordinates within
// 2⁻¹¹ of a texel (moving a bilinear value by at most 0.13 of a step), the filter within 1/64 of a step
// of the exact bilinear value, and the blend's rounding of its inputs moves the result by less than one
// step; the tests check the bound. Other blocks take the exact rows.
import {
  TgsiFile,
  type TgsiInstruction,
  TgsiOpcode,
  type TgsiShader,
  TgsiTextureTarget,
} from '@gallium-ts/tgsi';
import { BLOCK } from '../../raster/bins.js';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import type { Texel2dVector } from '../tgsi/texel-vector.js';
import { channelOrder, packChannels } from './texel-word.js';

/** 16.16 fixed point. */
const FIXED_ONE = 65536;
/** The colour range (in unorm8 steps) over a block in which the fixed-point values cannot overflow. */
const COLOR_TAME = 4 * 255;
/**
 * The texel-coordinate range over a block served: below it the exact path's f32 coordinates are within
 * 2⁻¹² of a texel of the exact value, and the fixed-point values cannot overflow.
 */
const TEXEL_TAME = 2 ** 12;

/** An input channel's plane: value = (a·px + b·py + c) · w. */
export interface ColorPlane {
  readonly a: IrValue;
  readonly b: IrValue;
  readonly c: IrValue;
}

/** A value the integer rows step in fixed point: plane · scale + bias (f64), tame within ±bound. */
interface FixedQuantity {
  readonly plane: ColorPlane;
  readonly scale: IrValue;
  readonly bias: IrValue;
  readonly bound: number;
  /** Added to the fixed-point value where it starts (half a unit, for values rounded by >> 16). */
  readonly rounding: number;
}

/** What the integer rows shade: the quantities they step, and the texel word of a lane from them. */
export interface IntegerSource {
  readonly quantities: readonly FixedQuantity[];
  word(k: IrBuilder, fixed: readonly IrValue[]): IrValue;
  /** A uniform condition the block also needs (TXP: its q is 1), or null. */
  readonly condition: IrValue | null;
}

/** The shader's instructions other than END. */
const body = (shader: TgsiShader) => shader.instructions.filter((i) => i.opcode !== TgsiOpcode.END);
const identity = (swizzle: readonly number[]) => swizzle.every((channel, i) => channel === i);
/** Whether `src` reads a register of `file` whole: identity swizzle, no modifiers, not indirect. */
const plain = (src: TgsiInstruction['src'][number] | undefined, file: number) =>
  !!src && src.file === file && !src.indirect && !src.absolute && !src.negate && identity(src.swizzle);
const plainSource = (ins: TgsiInstruction, file: number) => plain(ins.src[0], file);
const fullDestination = (ins: TgsiInstruction) => {
  const [dst] = ins.dst;
  return !!dst && dst.writeMask === 15 && !dst.indirect;
};

/**
 * The input register whose colour the shader writes unchanged to output `output` (MOV, identity swizzle,
 * no modifiers, _SAT allowed: the store clamps anyway), or null when the shader does anything else.
 */
export function passedThroughInput(shader: TgsiShader, output: number): number | null {
  const [mov, ...rest] = body(shader);
  if (!mov || rest.length > 0 || mov.opcode !== TgsiOpcode.MOV || !fullDestination(mov)) return null;
  const dst = mov.dst[0]!;
  if (dst.file !== TgsiFile.OUTPUT || dst.index !== output || !plainSource(mov, TgsiFile.INPUT)) return null;
  return mov.src[0]!.index;
}

/** A TEX / TXP the shader writes to an output unchanged or multiplied by an input (see texelToOutput). */
export interface PassedTexel {
  /** The input register of the coordinates. */
  readonly input: number;
  readonly unit: number;
  /** TXP: the coordinates are divided by the input's w. */
  readonly projective: boolean;
  /** The input register the texel is multiplied by (MUL), or null when it is passed unchanged. */
  readonly modulatedBy: number | null;
}

/**
 * The 2D TEX or TXP of an input (identity swizzle, no modifiers) whose result the shader writes to output
 * `output` through whole temporaries — MOVs, and at most one MUL by a whole input register (GL_MODULATE's
 * texel times colour); _SAT allowed on both, the store clamps anyway — or null when the shader does
 * anything else. The fixed-function texture shaders are `TXP TEMP[1], IN[1], SAMP[0], 2D` then
 * `MOV_SAT TEMP[0], TEMP[1]` (GL_REPLACE) or `MUL_SAT TEMP[0], IN[0], TEMP[1]` (GL_MODULATE), then
 * `MOV OUT[0], TEMP[0]`.
 */
export function texelToOutput(shader: TgsiShader, output: number): PassedTexel | null {
  const [tex, ...rest] = body(shader);
  if (!tex || (tex.opcode !== TgsiOpcode.TEX && tex.opcode !== TgsiOpcode.TXP)) return null;
  if (tex.texture?.target !== TgsiTextureTarget['2D'] || tex.texture.offsets.length > 0 || tex.saturate)
    return null;
  if (!fullDestination(tex) || !plainSource(tex, TgsiFile.INPUT) || tex.src[1]?.file !== TgsiFile.SAMPLER)
    return null;
  let at = tex.dst[0]!;
  let modulatedBy: number | null = null;
  for (const ins of rest) {
    if (!fullDestination(ins) || at.file !== TgsiFile.TEMPORARY) return null;
    const reads = (src: TgsiInstruction['src'][number] | undefined) =>
      plain(src, TgsiFile.TEMPORARY) && src!.index === at.index;
    if (ins.opcode === TgsiOpcode.MOV) {
      if (!reads(ins.src[0])) return null;
    } else if (ins.opcode === TgsiOpcode.MUL && modulatedBy === null) {
      const [x, y] = ins.src;
      const factor = reads(x) ? y : reads(y) ? x : undefined;
      if (!plain(factor, TgsiFile.INPUT)) return null;
      modulatedBy = factor!.index;
    } else return null;
    at = ins.dst[0]!;
  }
  if (at.file !== TgsiFile.OUTPUT || at.index !== output) return null;
  const projective = tex.opcode === TgsiOpcode.TXP;
  return { input: tex.src[0]!.index, unit: tex.src[1]!.index, projective, modulatedBy };
}

/** texelToOutput's texel when the shader passes it unchanged (GL_REPLACE's), else null. */
export function passedThroughTexel(shader: TgsiShader, output: number): PassedTexel | null {
  const texel = texelToOutput(shader, output);
  return texel?.modulatedBy === null ? texel : null;
}

/** The colour of four channel planes, rounded to unorm8 bytes and packed in `codec`'s byte order. */
export function colorSource(
  k: IrBuilder,
  planes: readonly ColorPlane[],
  codec: 'rgba8' | 'bgra8',
): IntegerSource {
  return {
    quantities: planes.map((plane) => ({
      plane,
      scale: k.f64(255),
      bias: k.f64(0),
      bound: COLOR_TAME,
      rounding: FIXED_ONE / 2,
    })),
    // round(colour · 255): (F + ½ unit) >> 16; packBytes clamps it to a byte.
    word: (b, fixed) => {
      const bytes = fixed.map((f, ch) => b.binary('shrS', f, b.i32(16), `s${'rgba'[ch]}`));
      return packChannels(b, codec, bytes, 'source');
    },
    condition: null,
  };
}

/**
 * The bilinear texel of `unit` (its bilinearWord) at coordinates of planes `s` and `t`; `q`, TXP's
 * divisor, must be 1 over the block (a = b = 0, c · w = 1), where s / q is s.
 */
export function texelSource(
  k: IrBuilder,
  unit: Texel2dVector,
  s: ColorPlane,
  t: ColorPlane,
  q: ColorPlane | null,
  w: IrValue,
): IntegerSource {
  const [width, height] = unit.sizes();
  const half = k.f64(-0.5);
  const isZero = (v: IrValue) => k.compare('eq', v, k.f64(0));
  return {
    quantities: [
      { plane: s, scale: width, bias: half, bound: TEXEL_TAME, rounding: 0 },
      { plane: t, scale: height, bias: half, bound: TEXEL_TAME, rounding: 0 },
    ],
    word: (b, [u, v]) => unit.bilinearWord!(b, u!, v!),
    condition: q
      ? k.binary(
          'and',
          k.binary('and', isZero(q.a), isZero(q.b)),
          k.compare('eq', k.mul(q.c, w), k.f64(1)),
          'qIsOne',
        )
      : null,
  };
}

export interface IntegerRowsSpec {
  readonly source: IntegerSource;
  /** The affine primitive's 1/w (1 when not divided). */
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
 * The block through the integer path where every quantity at the block's four corner pixels lies within
 * its bound (then, being affine, at every pixel) and the source's condition holds, else `exactRows`.
 */
export function integerBlock(k: IrBuilder, s: IntegerRowsSpec, exactRows: () => void): void {
  const x0 = k.add(k.convert('convertF64', s.bx), s.offset);
  const y0 = k.add(k.convert('convertF64', s.by), s.offset);
  const x1 = k.add(x0, k.f64(BLOCK - 1));
  const y1 = k.add(y0, k.f64(BLOCK - 1));
  const value = ({ plane: { a, b, c }, scale, bias }: FixedQuantity, px: IrValue, py: IrValue) =>
    k.add(k.mul(k.mul(k.add(k.add(k.mul(a, px), k.mul(b, py)), c), s.w), scale), bias);
  const { quantities, condition } = s.source;
  // Each quantity at the block's first pixel, where the integer rows start from.
  const first = quantities.map((q) => value(q, x0, y0));
  let tame = condition;
  for (const [i, q] of quantities.entries())
    for (const v of [first[i]!, value(q, x1, y0), value(q, x0, y1), value(q, x1, y1)]) {
      // NaN fails both comparisons, so such blocks take the exact rows.
      const inside = k.binary('and', k.compare('ge', v, k.f64(-q.bound)), k.compare('le', v, k.f64(q.bound)));
      tame = tame ? k.binary('and', tame, inside) : inside;
    }
  k.if(tame!, () => integerRows(k, s, first), exactRows);
}

/** The block's rows through the integer path, from each quantity's value `first` at its first pixel. */
function integerRows(k: IrBuilder, s: IntegerRowsSpec, first: readonly IrValue[]): void {
  const one = k.f64(FIXED_ONE);
  const fixed = (v: IrValue, name: string) => k.convert('truncSat', k.unary('nearest', k.mul(v, one)), name);
  const { quantities } = s.source;
  // Per quantity, in fixed point: its value at the block's first pixel and its steps along x and y.
  const corner = first.map((v, i) => fixed(v, `corner${i}`));
  const steps = quantities.map(({ plane, scale }, i) => fixed(k.mul(k.mul(plane.a, s.w), scale), `step${i}`));
  const rowSteps = quantities.map(({ plane, scale }, i) =>
    fixed(k.mul(k.mul(plane.b, s.w), scale), `rowStep${i}`),
  );
  const alphaByte = channelOrder(s.codec).indexOf(3);
  // Column groups outside, rows inside: each lane's fixed-point values are set up once and stepped down
  // the block by one addition per row, its address by the row stride.
  k.lanes(s.bx, k.i32(BLOCK), (x) => {
    const along = k.sub(x, s.bx, 'along');
    const values = corner.map((v, i) =>
      k.variable(k.add(k.add(v, k.i32(quantities[i]!.rounding)), k.mul(along, steps[i]!)), `f${i}`),
    );
    const column = k.mul(x, k.i32(4), 'column');
    const row = k.variable(k.add(s.target, k.mul(s.by, s.rowStride)), 'row');
    k.loop(s.by, k.add(s.by, k.i32(BLOCK)), 1, () => {
      const address = k.add(row, column, 'texel');
      const source = s.source.word(k, values);
      const word = s.blend ? k.blendBytes(source, k.load('i32', address, 'dst'), alphaByte) : source;
      k.store('i32', address, word);
      for (const [i, f] of values.entries()) k.set(f, k.add(f, rowSteps[i]!));
      k.set(row, k.add(row, s.rowStride));
    });
  });
}
