// A fused fragment variant's `block` function written in the IR: a run of fully covered BLOCK × BLOCK
// blocks of a primitive (a rectangle of blocksX × blocksY blocks), row by row across the whole run (block
// by block on the integer path), each pixel through fragment-pixels.ts (interpolation, the shader, KILL, the depth test, the
// colour store). The record is read once for the run. An affine primitive (w the same everywhere)
// divides once, as the fused JavaScript function does; both give the same bytes.
import { BLOCK } from '../../raster/bins.js';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction, IrValue } from '../ir/ir.js';
import { simpleStore } from './color-store.js';
import {
  type BlockInput,
  buildKernel,
  type FragmentKernelInfo,
  type FragmentKernelSpec,
  FragmentPixels,
  kernelShader,
  planeAt,
  type RecordPlanes,
  testedOrCounted,
  type VerifiedRow,
  zsBytes,
} from './fragment-pixels.js';
import {
  colorSource,
  type IntegerRowsSpec,
  type IntegerSource,
  integerBlock,
  passedThroughInput,
  passedThroughTexel,
  texelSource,
} from './integer-color.js';
import { channelOrder } from './texel-word.js';

export type { BlockInput, FragmentKernelSpec as FusedBlockSpec } from './fragment-pixels.js';

export interface FusedBlockKernel extends FragmentKernelInfo {
  /**
   * `block(record, bx, by, blocksX, blocksY, target, rowStride, zsTarget, zsRowStride, constants,
   * blendColor, front, stencilRef0, stencilRef1)`: shades the blocksX × blocksY blocks whose top-left
   * pixel is (bx, by) of the primitive whose record entries (f64, Rec layout) start at byte `record`,
   * row by row across the run (the integer path block by block, its range check per block; every pixel
   * is shaded on its own, so the order changes no byte), into the colour texels from byte `target` (texel (0, 0) of the layer), `rowStride` bytes
   * a row, testing depth and stencil against the texels from `zsTarget` (`zsRowStride` bytes a
   * row; unused without those tests), reading constant word i of `constantWords` at byte
   * `constants + 4·i` (then the binding words of its vector texel units, FragmentKernelInfo.bindingWordsAt)
   * and the blend colour (four f64) at `blendColor`; `front` (nonzero: front-facing)
   * and the stencil references serve the stencil test.
   */
  readonly fn: IrFunction;
}

/** The kernel of `spec`, or null when the shader is outside what it translates. */
export function fusedBlockKernel(spec: FragmentKernelSpec): FusedBlockKernel | null {
  const shader = kernelShader(spec);
  if (!shader) return null;
  return buildKernel(() => {
    const k = new IrBuilder('block');
    const [
      record,
      runX,
      runY,
      blocksX,
      blocksY,
      target,
      rowStride,
      zsTarget,
      zsRowStride,
      constants,
      blendColor,
      front,
      stencilRef0,
      stencilRef1,
    ] = [
      'record',
      'bx',
      'by',
      'blocksX',
      'blocksY',
      'target',
      'rowStride',
      'zsTarget',
      'zsRowStride',
      'constants',
      'blendColor',
      'front',
      'stencilRef0',
      'stencilRef1',
    ].map((name) => k.param('i32', name));
    const pixels = new FragmentPixels(k, spec, shader, constants!, blendColor!, [stencilRef0!, stencilRef1!]);
    const planes = pixels.planes(record!);
    const [wa, wb, wc] = planes.w;
    const offset = k.f64(spec.sampleOffset);
    const texelBytes = zsBytes(spec);
    const runWidth = k.mul(blocksX!, k.i32(BLOCK), 'runWidth');
    const runHeight = k.mul(blocksY!, k.i32(BLOCK), 'runHeight');
    // The pixels of the rectangle from (x0, y0), row by row: a row's set-up (its first pixel's values and
    // the test for the verified inputs) serves every pixel of it.
    const rows = (x0: IrValue, y0: IrValue, width: IrValue, height: IrValue, perPixelW: boolean) =>
      k.loop(y0, k.add(y0, height), 1, (y) => {
        const py = k.add(k.convert('convertF64', y), offset, 'py');
        const colorRow = k.add(target!, k.mul(y, rowStride!), 'colorRow');
        const zsRow = texelBytes ? k.add(zsTarget!, k.mul(y, zsRowStride!), 'zsRow') : null;
        const w0 = () => k.binary('div', k.f64(1), wc!, 'w0');
        // An affine row whose inputs stay in range takes the verified inputs (PixelLane.row), the others
        // interpolate exactly.
        const row: VerifiedRow | null = perPixelW
          ? null
          : { x: x0, px: k.add(k.convert('convertF64', x0), offset, 'pxRow'), py, lanes: width, w: w0() };
        const verified = row ? pixels.verifiedRow(planes, row) : null;
        const lanes = (verifiedRow: VerifiedRow | null) =>
          k.lanes(
            x0,
            width,
            (x) => {
              const px = k.add(k.convert('convertF64', x), offset, 'px');
              pixels.pixel(planes, {
                x,
                px,
                py,
                w: () =>
                  perPixelW
                    ? k.binary('div', k.f64(1), planeAt(k, { a: wa, b: wb, c: wc }, px, py), 'w')
                    : w0(),
                color: k.add(colorRow, k.mul(x, k.i32(4)), 'texel'),
                zs: zsRow ? k.add(zsRow, k.mul(x, k.i32(texelBytes)), 'zsTexel') : null,
                front: front!,
                covered: null,
                row: verifiedRow,
              });
            },
            'lane',
            BLOCK,
          );
        if (verified)
          k.if(
            verified,
            () => lanes(row),
            () => lanes(null),
          );
        else lanes(null);
      });
    // The affine rows: through the integer path block by block (its range check is per block) where the
    // state allows it, else the whole run's rows at once. Every pixel is shaded on its own, so the order
    // changes no byte.
    const store = testedOrCounted(spec) || !spec.integerUnorm8 ? null : simpleStore(spec.color);
    const source = store === null ? null : integerSource(k, spec, pixels, planes, wc!);
    const affineRows = () => {
      if (source === null || store === null) return rows(runX!, runY!, runWidth, runHeight, false);
      const endY = k.add(runY!, runHeight, 'endY');
      const endX = k.add(runX!, runWidth, 'endX');
      const block = k.i32(BLOCK);
      k.loop(
        runY!,
        endY,
        BLOCK,
        (by) =>
          k.loop(
            runX!,
            endX,
            BLOCK,
            (bx) => {
              const integer: IntegerRowsSpec = {
                ...source,
                offset,
                bx,
                by,
                target: target!,
                rowStride: rowStride!,
                blend: store,
                codec: spec.color.codec,
              };
              integerBlock(k, integer, () => rows(bx, by, block, block, false));
            },
            'bx',
          ),
        'by',
      );
    };
    if (pixels.perspective) {
      const affine = k.binary('and', k.compare('eq', wa, k.f64(0)), k.compare('eq', wb, k.f64(0)), 'affine');
      k.if(affine, affineRows, () => rows(runX!, runY!, runWidth, runHeight, true));
    } else affineRows();
    pixels.storeSamples();
    return { fn: k.finish(), ...pixels.info() };
  });
}

/**
 * What the integer unorm8 path shades for `spec` (its shader passes an input's colour, or a bilinear
 * texel the IR can filter in integers at an input's coordinates, to the target, in the target's byte
 * order), and the affine primitive's 1/w that input's planes are multiplied by (1 when it is not
 * perspective-interpolated); null when it does not serve the shader.
 */
function integerSource(
  k: IrBuilder,
  spec: FragmentKernelSpec,
  pixels: FragmentPixels,
  planes: RecordPlanes,
  wc: IrValue,
): { source: IntegerSource; w: IrValue } | null {
  const inputPlanes = (register: number) => [0, 1, 2, 3].map((ch) => planes.inputs.get(register * 4 + ch)!);
  const wOf = (input: BlockInput) => (input.perspective ? k.binary('div', k.f64(1), wc, 'w0') : k.f64(1));
  const colorRegister = passedThroughInput(spec.shader, spec.output);
  const colorInput = spec.inputs.find((i) => i.register === colorRegister);
  if (colorInput)
    return {
      source: colorSource(k, inputPlanes(colorInput.register), spec.color.codec),
      w: wOf(colorInput),
    };
  const texel = passedThroughTexel(spec.shader, spec.output);
  const coordInput = spec.inputs.find((i) => i.register === texel?.input);
  const unit = texel ? pixels.vectorUnit(texel.unit) : null;
  if (!texel || !coordInput || !unit?.bilinearWord) return null;
  // The filtered word must hold each channel where the target keeps it.
  const order = channelOrder(spec.color.codec);
  if (!order.every((channel, byte) => unit.resultBytes[channel] === byte)) return null;
  const [s, t, , q] = inputPlanes(coordInput.register);
  const w = wOf(coordInput);
  return { source: texelSource(k, unit, s!, t!, texel.projective ? q! : null, w), w };
}
