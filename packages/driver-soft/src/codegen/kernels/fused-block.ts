// A fused fragment variant's `block` function written in the IR: one fully covered BLOCK × BLOCK block of
// a primitive, row by row, eight lanes a row, each pixel through fragment-pixels.ts (interpolation, the
// shader, KILL, the depth test, the colour store). An affine primitive (w the same everywhere) divides
// once, as the fused JavaScript function does; both give the same bytes.
import { BLOCK } from '../../raster/tile-rasterizer.js';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction } from '../ir/ir.js';
import { simpleStore } from './color-store.js';
import {
  buildKernel,
  type FragmentKernelInfo,
  type FragmentKernelSpec,
  FragmentPixels,
  kernelShader,
  zsBytes,
} from './fragment-pixels.js';
import { type IntegerRowsSpec, integerBlock, passedThroughInput } from './integer-color.js';

export type { BlockInput, FragmentKernelSpec as FusedBlockSpec } from './fragment-pixels.js';

export interface FusedBlockKernel extends FragmentKernelInfo {
  /**
   * `block(record, bx, by, target, rowStride, zsTarget, zsRowStride, constants, blendColor, front,
   * stencilRef0, stencilRef1)`: shades the
   * block whose top-left pixel is (bx, by) of the primitive whose record entries (f64, Rec layout) start
   * at byte `record`, into the colour texels from byte `target` (texel (0, 0) of the layer), `rowStride`
   * bytes a row, testing depth and stencil against the texels from `zsTarget` (`zsRowStride` bytes a
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
      bx,
      by,
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
    const rows = (perPixelW: boolean) =>
      k.loop(by!, k.add(by!, k.i32(BLOCK)), 1, (y) => {
        const py = k.add(k.convert('convertF64', y), offset, 'py');
        const row = k.add(target!, k.mul(y, rowStride!), 'row');
        const zsRow = texelBytes ? k.add(zsTarget!, k.mul(y, zsRowStride!), 'zsRow') : null;
        k.lanes(bx!, k.i32(BLOCK), (x) => {
          const px = k.add(k.convert('convertF64', x), offset, 'px');
          pixels.pixel(planes, {
            x,
            px,
            py,
            w: () =>
              perPixelW
                ? k.binary('div', k.f64(1), k.add(k.add(k.mul(wa, px), k.mul(wb, py)), wc), 'w')
                : k.binary('div', k.f64(1), wc, 'w0'),
            color: k.add(row, k.mul(x, k.i32(4)), 'texel'),
            zs: zsRow ? k.add(zsRow, k.mul(x, k.i32(texelBytes)), 'zsTexel') : null,
            front: front!,
            covered: null,
          });
        });
      });
    // The affine rows, through the integer path where the state and the block allow it.
    const store = spec.depth || spec.stencil ? null : simpleStore(spec.color);
    const passed = spec.integerUnorm8 && store !== null ? passedThroughInput(spec.shader, spec.output) : null;
    const colorInput = spec.inputs.find((i) => i.register === passed);
    const affineRows = () => {
      if (!colorInput || store === null) return rows(false);
      const integer: IntegerRowsSpec = {
        planes: [0, 1, 2, 3].map((ch) => planes.inputs.get(colorInput.register * 4 + ch)!),
        w: colorInput.perspective ? k.binary('div', k.f64(1), wc, 'w0') : k.f64(1),
        offset,
        bx: bx!,
        by: by!,
        target: target!,
        rowStride: rowStride!,
        blend: store,
        codec: spec.color.codec,
      };
      integerBlock(k, integer, () => rows(false));
    };
    if (pixels.perspective) {
      const affine = k.binary('and', k.compare('eq', wa, k.f64(0)), k.compare('eq', wb, k.f64(0)), 'affine');
      k.if(affine, affineRows, () => rows(true));
    } else affineRows();
    return { fn: k.finish(), ...pixels.info() };
  });
}
