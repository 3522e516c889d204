// packImage: what the GL holds back to client memory (OpenGL 1.5 section 4.3.2 for ReadPixels; 6.1.4
// GetTexImage is the same without pixel transfer operations, and with LUMINANCE taken from R rather
// than R + G + B, as Mesa does): row by row, the pixel transfer operations
// are applied to a copy, colours and depth are clamped to [0, 1], and the groups are written with the
// PACK_* storage modes. Bytes between the groups (row padding, skipped pixels) are left as they were.

import { clientMemory } from './client-memory.js';
import type { PixelUse } from './format-type.js';
import { imageLayout } from './image-layout.js';
import {
  type ClientImage,
  checkImageFits,
  describePair,
  imageKindOf,
  type PixelImage,
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

/**
 * Packs `pixels` (its size equal to `client`'s) into `client.data` as `client.format`/`client.type` under
 * the PACK_* modes `store`. `transfer` is the pixel transfer state for glReadPixels, or null for
 * glGetTexImage (no transfer operations). `use` selects the format/type rules ('readPixels' by default,
 * 'getTexImage') and how LUMINANCE is formed (R + G + B for ReadPixels, R for GetTexImage). Throws PixelTransferError before writing anything for a bad format/type pair, a
 * pixel kind that does not match the format (GL_INVALID_OPERATION), or a null or too-short
 * `client.data` (GL_INVALID_OPERATION, as KHR_robustness's glReadnPixels).
 */
export function packImage(
  pixels: PixelImage,
  client: ClientImage,
  store: PixelStoreState,
  transfer: PixelTransferState | null,
  use: PixelUse = 'readPixels',
): void {
  const [format, type] = describePair(client.format, client.type, use);
  const kind = imageKindOf(format);
  checkImageFits(pixels, kind, client);
  const layout = imageLayout(client, format, type, store);
  const { view } = clientMemory(client.data, layout.byteLength, 'packing');
  const { width } = client;
  const writer = rowWriter(format, type, store, use === 'getTexImage' ? 'red' : 'sum');
  const rowStart = (image: number, row: number) =>
    layout.start + image * layout.imageStride + row * layout.rowStride;

  if (pixels.kind === 'stencil') {
    const row = new Uint32Array(width);
    forEachRow(client, (image, y, at) => {
      row.set(pixels.data.subarray(at, at + width));
      if (transfer !== null) {
        shiftOffsetIndices(row, width, transfer);
        mapStencilIndices(row, width, transfer);
      }
      writer.index(view, rowStart(image, y), layout.startBit, width, row, 0);
    });
    return;
  }
  if (pixels.kind === 'depth') {
    const row = new Float64Array(width);
    forEachRow(client, (image, y, at) => {
      row.set(pixels.data.subarray(at, at + width));
      if (transfer !== null) transferDepth(row, width, transfer);
      else clampUnit(row);
      writer.depth(view, rowStart(image, y), width, row, 0);
    });
    return;
  }
  const row = new Float64Array(width * 4);
  forEachRow(client, (image, y, at) => {
    row.set(pixels.data.subarray(at * 4, (at + width) * 4));
    if (transfer !== null) transferRgba(row, width, transfer);
    clampUnit(row);
    writer.color(view, rowStart(image, y), width, row, 0);
  });
}
