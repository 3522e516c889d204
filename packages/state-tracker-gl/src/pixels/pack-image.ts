// packImage: what the GL holds back to client memory (OpenGL 1.5 section 4.3.2 for ReadPixels; 6.1.4
// GetTexImage is the same without pixel transfer operations, and with LUMINANCE taken from R rather
// than R + G + B, as Mesa does): row by row (packRows takes the rows from any source, so texels never
// need to exist as a whole float image), the pixel transfer operations are applied to a copy, colours
// and depth are clamped to [0, 1], and the groups are written with the PACK_* storage modes. Bytes between the groups (row padding, skipped pixels) are left as they were.

import { GL_INVALID_OPERATION } from '../gl-enums.js';
import { clientMemory } from './client-memory.js';
import type { PixelUse } from './format-type.js';
import { imageLayout } from './image-layout.js';
import { PixelTransferError } from './pixel-error.js';
import {
  type ClientImage,
  checkImageFits,
  describePair,
  imageKindOf,
  type PixelImage,
  type PixelImageKind,
} from './pixel-image.js';
import type { PixelStoreState } from './pixel-store.js';
import type { PixelTransferState } from './pixel-transfer-state.js';
import { rowWriter } from './row-writer.js';
import {
  clampUnit,
  mapStencilIndices,
  shiftOffsetIndices,
  transferDepth,
  transferRgba,
} from './transfer-ops.js';
import { forEachRow } from './unpack-image.js';

/** Fills `row` with the pixels firstPixel.. of the image (RGBA or depth floats, or stencil indices). */
export type RowSource = (row: Float64Array | Uint32Array, firstPixel: number) => void;

/**
 * The checks and the work of packImage with the rows supplied by `source`: checks the pair, the kind
 * and the client memory (throwing before anything is written), then packs every row.
 */
export function packRows(
  kind: PixelImageKind,
  source: RowSource,
  client: ClientImage,
  store: PixelStoreState,
  transfer: PixelTransferState | null,
  use: PixelUse = 'readPixels',
): void {
  const [format, type] = describePair(client.format, client.type, use);
  if (imageKindOf(format) !== kind) {
    throw new PixelTransferError(
      GL_INVALID_OPERATION,
      `a ${kind} image cannot be packed as format 0x${client.format.toString(16)}`,
    );
  }
  const layout = imageLayout(client, format, type, store);
  const { view } = clientMemory(client.data, layout.byteLength, 'packing');
  const { width } = client;
  const writer = rowWriter(format, type, store, use === 'getTexImage' ? 'red' : 'sum');
  const rowStart = (image: number, row: number) =>
    layout.start + image * layout.imageStride + row * layout.rowStride;

  if (kind === 'stencil') {
    const row = new Uint32Array(width);
    forEachRow(client, (image, y, at) => {
      source(row, at);
      if (transfer !== null) {
        shiftOffsetIndices(row, width, transfer);
        mapStencilIndices(row, width, transfer);
      }
      writer.index(view, rowStart(image, y), layout.startBit, width, row, 0);
    });
    return;
  }
  const perPixel = kind === 'rgba' ? 4 : 1;
  const row = new Float64Array(width * perPixel);
  forEachRow(client, (image, y, at) => {
    source(row, at);
    if (kind === 'depth') {
      if (transfer !== null) transferDepth(row, width, transfer);
      else clampUnit(row);
      writer.depth(view, rowStart(image, y), width, row, 0);
    } else {
      if (transfer !== null) transferRgba(row, width, transfer);
      clampUnit(row);
      writer.color(view, rowStart(image, y), width, row, 0);
    }
  });
}

/**
 * Packs `pixels` (its size equal to `client`'s) into `client.data` as `client.format`/`client.type` under
 * the PACK_* modes `store`. `transfer` is the pixel transfer state for glReadPixels, or null for
 * glGetTexImage (no transfer operations). `use` selects the format/type rules ('readPixels' by default,
 * 'getTexImage') and how LUMINANCE is formed (R + G + B for ReadPixels, R for GetTexImage). Throws
 * PixelTransferError before writing anything for a bad format/type pair, a pixel kind that does not
 * match the format (GL_INVALID_OPERATION), or a null or too-short `client.data` (GL_INVALID_OPERATION,
 * as KHR_robustness's glReadnPixels).
 */
export function packImage(
  pixels: PixelImage,
  client: ClientImage,
  store: PixelStoreState,
  transfer: PixelTransferState | null,
  use: PixelUse = 'readPixels',
): void {
  checkImageFits(pixels, client);
  const perPixel = pixels.kind === 'rgba' ? 4 : 1;
  const data = pixels.data;
  const source: RowSource = (row, at) => row.set(data.subarray(at * perPixel, at * perPixel + row.length));
  packRows(pixels.kind, source, client, store, transfer, use);
}
