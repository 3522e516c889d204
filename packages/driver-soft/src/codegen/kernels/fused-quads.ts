// A fused fragment variant's `quads` function written in the IR: a batch of 2×2 quads (fragment/
// quad-batch.ts: lane 4q + j is pixel (qx + (j & 1), qy + (j >> 1)) of quad q), each quad one group of four
// lanes through fragment-pixels.ts with its coverage as the store mask — the partly covered quads at the
// edges of primitives, which are most of the pixels of small triangles. The batch is read from memory in
// the layout QUADS_LAYOUT describes (the caller lays it out there).
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction } from '../ir/ir.js';
import {
  buildKernel,
  type FragmentKernelInfo,
  type FragmentKernelSpec,
  FragmentPixels,
  kernelShader,
  planeAt,
  zsBytes,
} from './fragment-pixels.js';

/**
 * Where a batch of up to `capacity` quads lies, in bytes from its start: per quad the i32 x, y, layer,
 * byte address of its primitive's record entries (f64, Rec layout) and facing (nonzero: front); per
 * lane the coverage byte; then eight bytes the kernel's masked stores spill their uncovered lanes into
 * (IrBuilder.spillMaskedStores), and sixteen where the tile quads kernel that fills batches in place
 * (tile-quads.ts) leaves its results.
 */
export function quadsLayout(capacity: number) {
  return {
    qx: 0,
    qy: capacity * 4,
    layer: capacity * 8,
    record: capacity * 12,
    front: capacity * 16,
    coverage: capacity * 20,
    spill: capacity * 24,
    out: capacity * 24 + 8,
    bytes: capacity * 24 + 24,
  } as const;
}

export interface FusedQuadsKernel extends FragmentKernelInfo {
  /**
   * `quads(count, batch, target, rowStride, layerStride, zsTarget, zsRowStride, zsLayerStride, constants,
   * blendColor, stencilRef0, stencilRef1)`: shades the first `count` quads of the batch at byte `batch` (laid out as
   * quadsLayout(capacity) says) into the colour texels from byte `target` (texel (0, 0) of layer 0), and
   * tests depth and stencil against the texels from `zsTarget`, with the strides given in bytes;
   * constants, blend colour and stencil references as the block kernel reads them.
   */
  readonly fn: IrFunction;
}

/** The quads kernel of `spec` for batches of `capacity` quads, or null when the shader is not served. */
export function fusedQuadsKernel(spec: FragmentKernelSpec, capacity: number): FusedQuadsKernel | null {
  const shader = kernelShader(spec);
  if (!shader) return null;
  const layout = quadsLayout(capacity);
  return buildKernel(() => {
    const k = new IrBuilder('quads');
    const names = [
      'count',
      'batch',
      'target',
      'rowStride',
      'layerStride',
      'zsTarget',
      'zsRowStride',
      'zsLayerStride',
      'constants',
      'blendColor',
      'stencilRef0',
      'stencilRef1',
    ];
    const [
      count,
      batch,
      target,
      rowStride,
      layerStride,
      zsTarget,
      zsRowStride,
      zsLayerStride,
      constants,
      blendColor,
      stencilRef0,
      stencilRef1,
    ] = names.map((name) => k.param('i32', name));
    // The batch range is the calling thread's own: its spill bytes too.
    k.spillMaskedStores(k.add(batch!, k.i32(layout.spill), 'spill'));
    const pixels = new FragmentPixels(k, spec, shader, constants!, blendColor!, [stencilRef0!, stencilRef1!]);
    const offset = k.f64(spec.sampleOffset);
    const texelBytes = zsBytes(spec);
    // The planes are reloaded when a quad's record differs from the one before (as the fused function).
    const { planes, reload } = pixels.planeVariables();
    const [wa, wb, wc] = planes.w;
    const last = k.variable(k.i32(-1), 'lastRecord');
    const affine = k.variable(k.i32(0), 'affine');
    const w0 = k.variable(k.f64(1), 'w0');
    k.loop(k.i32(0), count!, 1, (q) => {
      const at = (field: number, name: string) =>
        k.load('i32', k.add(k.add(batch!, k.i32(field)), k.mul(q, k.i32(4))), name);
      const qx = at(layout.qx, 'qx');
      const qy = at(layout.qy, 'qy');
      const layer = at(layout.layer, 'layer');
      const front = spec.stencil?.faces[1] ? at(layout.front, 'front') : k.i32(1);
      const record = at(layout.record, 'record');
      k.if(k.compare('ne', record, last), () => {
        k.set(last, record);
        reload(record);
        if (pixels.perspective) {
          k.set(affine, k.binary('and', k.compare('eq', wa, k.f64(0)), k.compare('eq', wb, k.f64(0))));
          k.set(w0, k.binary('div', k.f64(1), wc));
        }
      });
      const colorLayer = k.add(target!, k.mul(layer, layerStride!), 'colorLayer');
      const zsLayer = texelBytes ? k.add(zsTarget!, k.mul(layer, zsLayerStride!), 'zsLayer') : null;
      const first = k.mul(q, k.i32(4), 'firstLane');
      k.lanes(first, k.i32(4), (lane) => {
        const x = k.add(qx, k.binary('and', lane, k.i32(1)), 'x');
        const y = k.add(qy, k.binary('shrU', k.binary('and', lane, k.i32(3)), k.i32(1)), 'y');
        const px = k.add(k.convert('convertF64', x), offset, 'px');
        const py = k.add(k.convert('convertF64', y), offset, 'py');
        const coverage = k.load('u8', k.add(k.add(batch!, k.i32(layout.coverage)), lane), 'coverage');
        pixels.pixel(planes, {
          x,
          px,
          py,
          // affine ? w0 : 1 / (wa·px + wb·py + wc)
          w: () =>
            k.select(affine, w0, k.binary('div', k.f64(1), planeAt(k, { a: wa, b: wb, c: wc }, px, py)), 'w'),
          color: k.add(k.add(colorLayer, k.mul(y, rowStride!)), k.mul(x, k.i32(4)), 'texel'),
          zs: zsLayer
            ? k.add(k.add(zsLayer, k.mul(y, zsRowStride!)), k.mul(x, k.i32(texelBytes)), 'zsTexel')
            : null,
          front,
          covered: k.compare('ne', coverage, k.i32(0), 'covered'),
        });
      });
    });
    pixels.storeSamples();
    return { fn: k.finish(), ...pixels.info() };
  });
}
