// The first fragment kernel written in the IR: the `fill` benchmark's state for one fully covered
// BLOCK × BLOCK block — four colour channels interpolated from the primitive's plane equations (divided
// by the 1/w plane per pixel, or once for an affine primitive), a shader that passes the colour through,
// SRC_ALPHA / INV_SRC_ALPHA blending (or none) and the store into an RGBA8_UNORM target — computed with
// the operations, in the order, that driver-soft's fused function for that state uses
// (fragment/fused-shade.ts, backend.ts, interpolation.ts), so every back end gives its bytes.

import { BLOCK } from '../../raster/bins.js';
import { Rec } from '../../raster/record.js';
import { IrBuilder } from '../ir/builder.js';
import type { IrFunction, IrValue } from '../ir/ir.js';
import { colorWord } from './color-store.js';

export interface FillBlockOptions {
  /** SRC_ALPHA / INV_SRC_ALPHA blending on every channel (else the colour is stored as it is). */
  readonly blend: boolean;
  /** 0.5 with half-pixel centres, else 0. */
  readonly sampleOffset: number;
}

/**
 * `fillBlock(record, bx, by, target, rowStride)`: shades the block whose top-left pixel is (bx, by) of the
 * primitive whose record (f64 entries, Rec layout, colour input in register 0) starts at byte `record`,
 * into the RGBA8 texels from byte `target` (texel (0, 0) of the layer), `rowStride` bytes a row.
 */
export function fillBlockKernel(options: FillBlockOptions): IrFunction {
  const k = new IrBuilder('fillBlock');
  const record = k.param('i32', 'record');
  const bx = k.param('i32', 'bx');
  const by = k.param('i32', 'by');
  const target = k.param('i32', 'target');
  const rowStride = k.param('i32', 'rowStride');
  const entry = (index: number, name: string) => k.load('f64', k.add(record, k.i32(index * 8)), name);
  const [wa, wb, wc] = [0, 1, 2].map((i) => entry(Rec.W + i, `w${'abc'[i]}`)) as [IrValue, IrValue, IrValue];
  const planes = [0, 1, 2, 3].map((channel) =>
    [0, 1, 2].map((i) => entry(Rec.ATTRIBS + channel * 3 + i, `${'abc'[i]}${'rgba'[channel]}`)),
  ) as [IrValue, IrValue, IrValue][];
  const zero = k.f64(0);
  const affine = k.binary('and', k.compare('eq', wa, zero), k.compare('eq', wb, zero), 'affine');
  const w0 = k.binary('div', k.f64(1), wc, 'w0');
  const offset = k.f64(options.sampleOffset);

  const rows = (perPixelW: boolean) =>
    k.loop(by, k.add(by, k.i32(BLOCK)), 1, (y) => {
      const py = k.add(k.convert('convertF64', y), offset, 'py');
      const row = k.add(target, k.mul(y, rowStride), 'row');
      // b·py is the same along the row; a·px + b·py + c adds it in the same order.
      const bpy = planes.map(([, b], c) => k.mul(b, py, `bpy${'rgba'[c]}`));
      const wbpy = k.mul(wb, py, 'wbpy');
      k.lanes(bx, k.i32(BLOCK), (x) => {
        const px = k.add(k.convert('convertF64', x), offset, 'px');
        const w = perPixelW ? k.binary('div', k.f64(1), k.add(k.add(k.mul(wa, px), wbpy), wc), 'w') : w0;
        // The interpolated input, through a float32 register: the shader's MOV passes it on.
        const color = planes.map(([a, , c], ch) =>
          k.convert('demote', k.mul(k.add(k.add(k.mul(a, px), bpy[ch]!), c), w), `in${'rgba'[ch]}`),
        );
        const address = k.add(row, k.mul(x, k.i32(4)), 'texel');
        const word = colorWord(k, { codec: 'rgba8', blend: options.blend }, color, address)!;
        k.store('i32', address, word);
      });
    });
  k.if(
    affine,
    () => rows(false),
    () => rows(true),
  );
  return k.finish();
}
