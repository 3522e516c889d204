// An edge function's range over a rectangle of pixels, in the IR: the tile rasterizer's edgeRange
// (raster/tile-rasterizer.ts) with the same f64 operations in the same order, for the kernels that test
// edges over tiles and blocks (tile-quads.ts, triangle-setup.ts), so their answers are the JavaScript
// walk's to the bit.
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';

/** An edge function's coefficients (f64): a·x + b·y + c. */
export interface Edge {
  readonly a: IrValue;
  readonly b: IrValue;
  readonly c: IrValue;
}

/**
 * The edge's value at pixel (x, y) (`base`) and its least and greatest over the pixels to x + dx, y + dy
 * (all f64).
 */
export function edgeRange(b: IrBuilder, e: Edge, x: IrValue, y: IrValue, dx: IrValue, dy: IrValue) {
  const zero = b.f64(0);
  const base = b.add(b.add(b.mul(e.a, x), b.mul(e.b, y)), e.c);
  const across = b.mul(e.a, dx),
    down = b.mul(e.b, dy);
  return {
    base,
    least: b.add(b.add(base, b.binary('min', across, zero)), b.binary('min', down, zero)),
    most: b.add(b.add(base, b.binary('max', across, zero)), b.binary('max', down, zero)),
  };
}
