// unpackImage: a client pixel rectangle to what the GL works with (OpenGL 1.5 sections 3.6.4–3.6.5, as
// DrawPixels and TexImage use it): the storage modes decide where each group is, the groups are
// converted to floats or indices, the pixel transfer operations are applied and the final conversion
// clamps colours and depth to [0, 1] and masks stencil indices. unpackRows does this one row at a time
// (what unpackToTexels uses, so large images never exist as floats); unpackImage gathers the rows.

import { clientMemory } from './client-memory.js';
import type { PixelUse } from './format-type.js';
import { imageLayout } from './image-layout.js';
import { allocate } from './pixel-error.js';
import {
  type ClientImage,
  describePair,
  imageKindOf,
  type PixelImage,
  type PixelImageKind,
} from './pixel-image.js';
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

/** Receives each unpacked row: RGBA or depth floats, or stencil indices, for pixels firstPixel.. of the image. */
export type RowVisitor = (row: Float64Array | Uint32Array, firstPixel: number) => void;

/**
 * The checks and the work of unpackImage, one row at a time: returns the kind of data the rows hold
 * (after checking everything, before reading anything) and a function that unpacks every row into a
 * reused buffer and hands it to `visit`.
 */
export function unpackRows(
  client: ClientImage,
  store: PixelStoreState,
  transfer: PixelTransferState,
  options: UnpackOptions = {},
): { kind: PixelImageKind; run: (visit: RowVisitor) => void } {
  const [format, type] = describePair(client.format, client.type, options.use ?? 'drawPixels');
  const layout = imageLayout(client, format, type, store);
  const { view } = clientMemory(client.data, layout.byteLength, 'unpacking');
  const { width } = client;
  const kind = imageKindOf(format);
  const reader = rowReader(format, type, store);
  const rowStart = (image: number, row: number) =>
    layout.start + image * layout.imageStride + row * layout.rowStride;
  const mask = 2 ** (options.stencilBits ?? 8) - 1;

  const run = (visit: RowVisitor) => {
    if (kind === 'depth') {
      const row = new Float64Array(width);
      forEachRow(client, (image, y, at) => {
        reader.depth(view, rowStart(image, y), width, row, 0);
        transferDepth(row, width, transfer);
        visit(row, at);
      });
    } else if (format.kind === 'index' || format.kind === 'stencil') {
      const indices = new Uint32Array(width);
      const rgba = new Float64Array(width * 4);
      forEachRow(client, (image, y, at) => {
        reader.index(view, rowStart(image, y), layout.startBit, width, indices, 0);
        shiftOffsetIndices(indices, width, transfer);
        if (kind === 'stencil') {
          mapStencilIndices(indices, width, transfer);
          for (let i = 0; i < width; i++) indices[i] = (indices[i]! & mask) >>> 0;
          visit(indices, at);
        } else {
          indicesToRgba(indices, width, transfer, rgba);
          clampUnit(rgba);
          visit(rgba, at);
        }
      });
    } else {
      const rgba = new Float64Array(width * 4);
      forEachRow(client, (image, y, at) => {
        reader.color(view, rowStart(image, y), width, rgba, 0);
        transferRgba(rgba, width, transfer);
        clampUnit(rgba);
        visit(rgba, at);
      });
    }
  };
  return { kind, run };
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
  const { kind, run } = unpackRows(client, store, transfer, options);
  const { width, height, depth } = client;
  const pixels = width * height * depth;
  const perPixel = kind === 'rgba' ? 4 : 1;
  const data =
    kind === 'stencil'
      ? allocate(pixels, 4, (n) => new Uint32Array(n), 'stencil image')
      : allocate(pixels * perPixel, 8, (n) => new Float64Array(n), `${kind} image`);
  run((row, at) => data.set(row, at * perPixel));
  return { kind, width, height, depth, data } as PixelImage;
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
