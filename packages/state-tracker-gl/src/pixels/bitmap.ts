// Bitmaps (OpenGL 1.5 section 3.7) and the polygon stipple (3.5.5, 6.1.5): one bit per pixel, unpacked
// and packed like COLOR_INDEX/BITMAP pixel rectangles with the storage modes (LSB_FIRST, ROW_LENGTH,
// SKIP_*, ALIGNMENT) but without pixel transfer operations.

import { GL_BITMAP, GL_COLOR_INDEX } from '../gl-enums.js';
import { clientMemory } from './client-memory.js';
import { pixelFormatInfo, pixelTypeInfo } from './format-type.js';
import { imageLayout } from './image-layout.js';
import { allocate } from './pixel-error.js';
import type { PixelStoreState } from './pixel-store.js';
import { rowReader } from './row-reader.js';
import { rowWriter } from './row-writer.js';

const INDEX_FORMAT = pixelFormatInfo(GL_COLOR_INDEX)!;
const BITMAP_TYPE = pixelTypeInfo(GL_BITMAP)!;

/**
 * glBitmap's data: `width`×`height` bits from `data` under the UNPACK_* modes, as one byte (0 or 1) per
 * pixel, row 0 (the bottom row) first. Throws PixelTransferError with GL_INVALID_VALUE for a negative
 * size and GL_INVALID_OPERATION for null or too-short data.
 */
export function unpackBitmap(
  width: number,
  height: number,
  data: ArrayBufferView | null,
  store: PixelStoreState,
): Uint8Array {
  const extent = { width, height, depth: 1, dimensions: 2 as const };
  const layout = imageLayout(extent, INDEX_FORMAT, BITMAP_TYPE, store);
  const { view } = clientMemory(data, layout.byteLength, 'unpacking a bitmap');
  const bits = allocate(width * height, 1, (n) => new Uint8Array(n), 'bitmap');
  const row = new Uint32Array(width);
  const reader = rowReader(INDEX_FORMAT, BITMAP_TYPE, store);
  for (let y = 0; y < height; y++) {
    reader.index(view, layout.start + y * layout.rowStride, layout.startBit, width, row, 0);
    bits.set(row, y * width);
  }
  return bits;
}

/**
 * Packs `bits` (one byte per pixel, non-zero = set, row 0 first) as a `width`×`height` bitmap into
 * `out` under the PACK_* modes; bits outside the rectangle keep their values. Throws like unpackBitmap.
 */
export function packBitmap(
  bits: ArrayLike<number>,
  width: number,
  height: number,
  out: ArrayBufferView | null,
  store: PixelStoreState,
): void {
  const extent = { width, height, depth: 1, dimensions: 2 as const };
  const layout = imageLayout(extent, INDEX_FORMAT, BITMAP_TYPE, store);
  const { view } = clientMemory(out, layout.byteLength, 'packing a bitmap');
  const row = new Uint32Array(width);
  const writer = rowWriter(INDEX_FORMAT, BITMAP_TYPE, store);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) row[x] = bits[y * width + x] ? 1 : 0;
    writer.index(view, layout.start + y * layout.rowStride, layout.startBit, width, row, 0);
  }
}

/**
 * glPolygonStipple(pattern): the 32×32 pattern under the UNPACK_* modes as 32 rows (bottom row first)
 * of 32 bits, pixel x in bit 31 − x — the layout of Mesa's pipe_poly_stipple, ready for
 * `PipePolyStipple.stipple`.
 */
export function unpackPolygonStipple(pattern: ArrayBufferView | null, store: PixelStoreState): number[] {
  const bits = unpackBitmap(32, 32, pattern, store);
  const rows: number[] = [];
  for (let y = 0; y < 32; y++) {
    let word = 0;
    for (let x = 0; x < 32; x++) if (bits[y * 32 + x]) word |= 1 << (31 - x);
    rows.push(word >>> 0);
  }
  return rows;
}

/** glGetPolygonStipple(out): packs 32 rows in unpackPolygonStipple's layout under the PACK_* modes. */
export function packPolygonStipple(
  rows: ArrayLike<number>,
  out: ArrayBufferView | null,
  store: PixelStoreState,
): void {
  const bits = new Uint8Array(32 * 32);
  for (let y = 0; y < 32; y++) {
    for (let x = 0; x < 32; x++) bits[y * 32 + x] = ((rows[y] ?? 0) >>> (31 - x)) & 1;
  }
  packBitmap(bits, 32, 32, out, store);
}
