// unpackImage: a client pixel rectangle to what the GL works with (OpenGL 1.5 sections 3.6.4–3.6.5, as
// DrawPixels and TexImage use it): the storage modes decide where each group is, the groups are
// converted to floats or indices, the pixel transfer operations are applied and the final conversion
// clamps colours and depth to [0, 1] and masks stencil indices.

import { clientMemory } from './client-memory.js';
import type { PixelUse } from './format-type.js';
import { imageLayout } from './image-layout.js';
import { allocate } from './pixel-error.js';
import { type ClientImage, describePair, imageKindOf, type PixelImage } from './pixel-image.js';
import type { PixelStoreState } from './pixel-store.js';
import type { PixelTransferState } from './pixel-transfer-state.js';
import { rowReader } from './row-reader.js';
import {
  clampUnit,
  indicesToRgba,
  mapStencilIndices,
  shiftOffsetIndices,
  transferDepth,
  transferRgba,
} from './transfer-ops.js';

export interface UnpackOptions {
  /** The call, for the format/type checks (default 'drawPixels'). */
  use?: PixelUse;
  /** Stencil bits of the destination: unpacked stencil indices are masked by 2^bits − 1 (default 8). */
  stencilBits?: number;
}

/**
 * Unpacks `client` under the UNPACK_* modes `store` with the pixel transfer state `transfer`:
 * colour formats (and COLOR_INDEX, converted through I_TO_R..I_TO_A) give an 'rgba' image clamped to
 * [0, 1], DEPTH_COMPONENT a 'depth' image (scaled, biased, clamped), STENCIL_INDEX a 'stencil' image
 * (shifted, offset, mapped, masked). Throws PixelTransferError — before reading anything — with
 * GL_INVALID_ENUM/GL_INVALID_OPERATION for a bad format/type pair, GL_INVALID_VALUE for a negative size,
 * GL_INVALID_OPERATION when `client.data` is null or shorter than the pixels need (as KHR_robustness's
 * bufSize checks), and GL_OUT_OF_MEMORY when the result cannot be allocated.
 */
export function unpackImage(
  client: ClientImage,
  store: PixelStoreState,
  transfer: PixelTransferState,
  options: UnpackOptions = {},
): PixelImage {
  const [format, type] = describePair(client.format, client.type, options.use ?? 'drawPixels');
  const layout = imageLayout(client, format, type, store);
  const { view } = clientMemory(client.data, layout.byteLength, 'unpacking');
  const { width, height, depth } = client;
  const pixels = width * height * depth;
  const kind = imageKindOf(format);
  const reader = rowReader(format, type, store);
  const rowStart = (image: number, row: number) =>
    layout.start + image * layout.imageStride + row * layout.rowStride;

  if (kind === 'depth') {
    const data = allocate(pixels, 8, (n) => new Float64Array(n), 'depth image');
    forEachRow(client, (image, row, at) => reader.depth(view, rowStart(image, row), width, data, at));
    transferDepth(data, pixels, transfer);
    return { kind, width, height, depth, data };
  }
  if (format.kind === 'index' || format.kind === 'stencil') {
    // Colour indices become RGBA: allocate that first, so an image too large fails before any work.
    const data = kind === 'rgba' ? allocate(pixels * 4, 8, (n) => new Float64Array(n), 'RGBA image') : null;
    const indices = allocate(pixels, 4, (n) => new Uint32Array(n), 'index image');
    forEachRow(client, (image, row, at) =>
      reader.index(view, rowStart(image, row), layout.startBit, width, indices, at),
    );
    shiftOffsetIndices(indices, pixels, transfer);
    if (data === null) {
      mapStencilIndices(indices, pixels, transfer);
      const mask = 2 ** (options.stencilBits ?? 8) - 1;
      for (let i = 0; i < pixels; i++) indices[i] = (indices[i]! & mask) >>> 0;
      return { kind: 'stencil', width, height, depth, data: indices };
    }
    indicesToRgba(indices, pixels, transfer, data);
    clampUnit(data);
    return { kind: 'rgba', width, height, depth, data };
  }
  const data = allocate(pixels * 4, 8, (n) => new Float64Array(n), 'RGBA image');
  forEachRow(client, (image, row, at) => reader.color(view, rowStart(image, row), width, data, at * 4));
  transferRgba(data, pixels, transfer);
  clampUnit(data);
  return { kind: 'rgba', width, height, depth, data };
}

/** Calls `visit(image, row, firstPixel)` for every row of the image, in memory order. */
export function forEachRow(
  extent: { width: number; height: number; depth: number },
  visit: (image: number, row: number, firstPixel: number) => void,
): void {
  for (let image = 0; image < extent.depth; image++) {
    for (let row = 0; row < extent.height; row++)
      visit(image, row, (image * extent.height + row) * extent.width);
  }
}
