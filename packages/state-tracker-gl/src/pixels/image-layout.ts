// Where each pixel of a client image lies in memory: the addressing of OpenGL 1.5 section 3.6.4
// (unpacking; packing in 4.3.2 uses the same rules with the PACK_* modes). Rows start k elements apart,
// k = n·l when s ≥ a, else (a/s)·⌈s·n·l / a⌉; BITMAP rows are a·⌈l / 8a⌉ bytes apart; the first group is
// SKIP_ROWS rows, SKIP_PIXELS groups and (3D only) SKIP_IMAGES images in.

import { GL_INVALID_VALUE } from '../gl-enums.js';
import type { PixelFormatInfo, PixelTypeInfo } from './format-type.js';
import { PixelTransferError } from './pixel-error.js';
import type { PixelStoreState } from './pixel-store.js';

/** The size of a client image and how many of SKIP_IMAGES/IMAGE_HEIGHT apply (3 only for 3D images). */
export interface ImageExtent {
  width: number;
  height: number;
  /** Images of a 3D texture; 1 otherwise. */
  depth: number;
  /** 1, 2 or 3: SKIP_IMAGES and IMAGE_HEIGHT apply only to 3; SKIP_ROWS applies to all (as in Mesa). */
  dimensions: 1 | 2 | 3;
}

/** Byte addressing of one client image. */
export interface ImageLayout {
  /** Byte offset of the first group of the first row of the first image. */
  readonly start: number;
  /** BITMAP only: the bit of the byte at `start` that holds the first pixel (0–7, in LSB_FIRST order). */
  readonly startBit: number;
  readonly rowStride: number;
  readonly imageStride: number;
  /** Bytes of one group (n·s); 0 for BITMAP. */
  readonly groupBytes: number;
  /** Bytes from the start of client memory to one past the last byte any pixel touches; 0 when empty. */
  readonly byteLength: number;
}

function checkExtent(extent: ImageExtent): void {
  for (const key of ['width', 'height', 'depth'] as const) {
    const v = extent[key];
    if (!Number.isInteger(v) || v < 0) {
      throw new PixelTransferError(GL_INVALID_VALUE, `${key} ${v} is not a non-negative integer`);
    }
  }
}

/** The layout of an image of `extent` with `format`/`type` under the storage modes `store`. */
export function imageLayout(
  extent: ImageExtent,
  format: PixelFormatInfo,
  type: PixelTypeInfo,
  store: PixelStoreState,
): ImageLayout {
  checkExtent(extent);
  const { width, height, depth, dimensions } = extent;
  const a = store.alignment;
  const rowPixels = store.rowLength > 0 ? store.rowLength : width;
  const rows = dimensions === 3 && store.imageHeight > 0 ? store.imageHeight : height;
  const skipImages = dimensions === 3 ? store.skipImages : 0;
  const empty = width === 0 || height === 0 || depth === 0;
  if (type.isBitmap) {
    const rowStride = a * Math.ceil(rowPixels / (8 * a));
    const imageStride = rowStride * rows;
    const start = skipImages * imageStride + store.skipRows * rowStride + Math.floor(store.skipPixels / 8);
    const startBit = store.skipPixels % 8;
    const last =
      start + (depth - 1) * imageStride + (height - 1) * rowStride + Math.ceil((startBit + width) / 8);
    return { start, startBit, rowStride, imageStride, groupBytes: 0, byteLength: empty ? 0 : last };
  }
  const s = type.bytes;
  const n = type.packed !== null ? 1 : format.components.length;
  const rowStride = s >= a ? n * rowPixels * s : a * Math.ceil((s * n * rowPixels) / a);
  const imageStride = rowStride * rows;
  const groupBytes = n * s;
  const start = skipImages * imageStride + store.skipRows * rowStride + store.skipPixels * groupBytes;
  const last = start + (depth - 1) * imageStride + (height - 1) * rowStride + width * groupBytes;
  return { start, startBit: 0, rowStride, imageStride, groupBytes, byteLength: empty ? 0 : last };
}
