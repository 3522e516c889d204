// Client memory as bytes: the caller's ArrayBufferView (any typed array or DataView, read as the bytes
// it spans, like a C pointer), checked to hold every byte a transfer touches before anything is read
// or written.

import { GL_INVALID_OPERATION } from '../gl-enums.js';
import { PixelTransferError } from './pixel-error.js';

/** The bytes and a DataView of `data`, refusing null or a view shorter than `needed` bytes. */
export function clientMemory(
  data: ArrayBufferView | null | undefined,
  needed: number,
  what: string,
): { bytes: Uint8Array; view: DataView } {
  if (data === null || data === undefined) {
    if (needed === 0) return { bytes: new Uint8Array(0), view: new DataView(new ArrayBuffer(0)) };
    throw new PixelTransferError(GL_INVALID_OPERATION, `${what}: no client memory for ${needed} bytes`);
  }
  if (!ArrayBuffer.isView(data)) {
    throw new PixelTransferError(
      GL_INVALID_OPERATION,
      `${what}: client memory must be a typed array or DataView`,
    );
  }
  if (data.byteLength < needed) {
    throw new PixelTransferError(
      GL_INVALID_OPERATION,
      `${what} needs ${needed} bytes of client memory but the array has ${data.byteLength}`,
    );
  }
  return {
    bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    view: new DataView(data.buffer, data.byteOffset, data.byteLength),
  };
}
