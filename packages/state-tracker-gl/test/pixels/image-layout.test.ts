// imageLayout: the addressing formulas of OpenGL 1.5 section 3.6.4 — row length, the element-size /
// alignment rule for row starts, SKIP_ROWS/SKIP_PIXELS, BITMAP rows, and IMAGE_HEIGHT/SKIP_IMAGES for
// 3D images only — with the exact byte counts the spec's formulas give.

import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import {
  defaultPixelStore,
  type ImageExtent,
  imageLayout,
  type PixelStoreState,
  PixelTransferError,
  pixelFormatInfo,
  pixelTypeInfo,
} from '../../src/pixels/index.js';

function layout(
  extent: Partial<ImageExtent>,
  format: number,
  type: number,
  store: Partial<PixelStoreState> = {},
) {
  const full: ImageExtent = { width: 1, height: 1, depth: 1, dimensions: 2, ...extent };
  return imageLayout(full, pixelFormatInfo(format)!, pixelTypeInfo(type)!, {
    ...defaultPixelStore(),
    ...store,
  });
}

describe('imageLayout', () => {
  it('pads rows to the alignment: k = (a/s)·⌈s·n·l/a⌉ elements when s < a', () => {
    // RGB ubyte, width 3: 9 bytes of groups.
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, { alignment: 1 }).rowStride).toBe(9);
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, { alignment: 2 }).rowStride).toBe(10);
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, { alignment: 4 }).rowStride).toBe(12);
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, { alignment: 8 }).rowStride).toBe(16);
    // RGB ushort, width 3: 18 bytes; s = 2 < a.
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_UNSIGNED_SHORT, { alignment: 4 }).rowStride).toBe(20);
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_UNSIGNED_SHORT, { alignment: 8 }).rowStride).toBe(24);
  });

  it('does not pad when the element is at least as large as the alignment (k = n·l)', () => {
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_UNSIGNED_SHORT, { alignment: 2 }).rowStride).toBe(18);
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_FLOAT, { alignment: 4 }).rowStride).toBe(36);
    expect(layout({ width: 1 }, GL.GL_RGB, GL.GL_UNSIGNED_SHORT_5_6_5, { alignment: 2 }).rowStride).toBe(2);
    // ...but pads when s < a: 36 bytes of floats at alignment 8 → 40.
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_FLOAT, { alignment: 8 }).rowStride).toBe(40);
    // A packed type counts as one element of its size: 3 × 2 bytes at alignment 4 → 8.
    expect(layout({ width: 3 }, GL.GL_RGB, GL.GL_UNSIGNED_SHORT_5_6_5, { alignment: 4 }).rowStride).toBe(8);
  });

  it('uses ROW_LENGTH for the row pitch and SKIP_ROWS/SKIP_PIXELS for the start', () => {
    const l = layout({ width: 2, height: 3 }, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, {
      rowLength: 5,
      skipRows: 2,
      skipPixels: 3,
    });
    expect(l.rowStride).toBe(20);
    expect(l.start).toBe(2 * 20 + 3 * 4);
    // Last byte: start + 2 rows + 2 groups.
    expect(l.byteLength).toBe(52 + 2 * 20 + 8);
  });

  it('counts exactly the bytes the last row needs (no padding after it)', () => {
    expect(layout({ width: 3, height: 2 }, GL.GL_RGB, GL.GL_UNSIGNED_BYTE).byteLength).toBe(12 + 9);
    expect(layout({ width: 0, height: 2 }, GL.GL_RGB, GL.GL_UNSIGNED_BYTE).byteLength).toBe(0);
    expect(layout({ width: 4, height: 0 }, GL.GL_RGB, GL.GL_UNSIGNED_BYTE).byteLength).toBe(0);
  });

  it('lays BITMAP rows out as a·⌈l/8a⌉ bytes, skipping SKIP_PIXELS bits', () => {
    expect(layout({ width: 11 }, GL.GL_COLOR_INDEX, GL.GL_BITMAP, { alignment: 1 }).rowStride).toBe(2);
    expect(layout({ width: 11 }, GL.GL_COLOR_INDEX, GL.GL_BITMAP, { alignment: 4 }).rowStride).toBe(4);
    expect(layout({ width: 11 }, GL.GL_COLOR_INDEX, GL.GL_BITMAP, { alignment: 8 }).rowStride).toBe(8);
    const l = layout({ width: 5, height: 2 }, GL.GL_STENCIL_INDEX, GL.GL_BITMAP, {
      skipPixels: 10,
      skipRows: 1,
      rowLength: 20,
      alignment: 1,
    });
    expect(l.rowStride).toBe(3);
    expect(l.start).toBe(3 + 1);
    expect(l.startBit).toBe(2);
    // Bits 2..6 of the row's second byte: the second row ends in byte 4 + 3.
    expect(l.byteLength).toBe(4 + 3 + 1);
  });

  it('applies IMAGE_HEIGHT and SKIP_IMAGES to 3D images only', () => {
    const store = { imageHeight: 4, skipImages: 2, alignment: 1 };
    const l3 = layout(
      { width: 2, height: 3, depth: 2, dimensions: 3 },
      GL.GL_LUMINANCE,
      GL.GL_UNSIGNED_BYTE,
      store,
    );
    expect(l3.imageStride).toBe(8);
    expect(l3.start).toBe(16);
    expect(l3.byteLength).toBe(16 + 8 + 2 * 2 + 2);
    const l2 = layout({ width: 2, height: 3, dimensions: 2 }, GL.GL_LUMINANCE, GL.GL_UNSIGNED_BYTE, store);
    expect(l2.start).toBe(0);
    // SKIP_ROWS applies to 1D images too, as in Mesa.
    expect(
      layout({ width: 2, dimensions: 1 }, GL.GL_LUMINANCE, GL.GL_UNSIGNED_BYTE, { skipRows: 1 }).start,
    ).toBe(4);
  });

  it('refuses negative or fractional sizes with INVALID_VALUE', () => {
    for (const extent of [{ width: -1 }, { height: -3 }, { depth: 1.5 }, { width: Number.NaN }]) {
      try {
        layout(extent, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(PixelTransferError);
        expect((e as PixelTransferError).glError).toBe(GL.GL_INVALID_VALUE);
      }
    }
  });
});
