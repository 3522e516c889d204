// Small helpers for the pixel tests: client images from typed arrays, default states with overrides,
// and catching the module's PixelTransferError as its GL error code.

import {
  type ClientImage,
  defaultPixelStore,
  defaultPixelTransfer,
  type PixelStoreState,
  PixelTransferError,
  type PixelTransferState,
} from '../../src/pixels/index.js';

export const store = (over: Partial<PixelStoreState> = {}): PixelStoreState => ({
  ...defaultPixelStore(),
  ...over,
});
export const transfer = (over: Partial<PixelTransferState> = {}): PixelTransferState => ({
  ...defaultPixelTransfer(),
  ...over,
});

/** A 2D client image of width×height. */
export function image(
  width: number,
  height: number,
  format: number,
  type: number,
  data: ArrayBufferView | null,
): ClientImage {
  return { width, height, depth: 1, dimensions: 2, format, type, data };
}

/** Bytes of a little-endian typed array of `values` as `kind`. */
export function bytesOf(
  kind: 'u8' | 'i8' | 'u16' | 'i16' | 'u32' | 'i32' | 'f32',
  values: number[],
): Uint8Array {
  const arrays = {
    u8: Uint8Array,
    i8: Int8Array,
    u16: Uint16Array,
    i16: Int16Array,
    u32: Uint32Array,
    i32: Int32Array,
    f32: Float32Array,
  };
  const typed = arrays[kind].from(values);
  return new Uint8Array(typed.buffer);
}

/** The GL error a call throws (PixelTransferError), or 0 when it returns. */
export function glErrorOf(call: () => unknown): number {
  try {
    call();
    return 0;
  } catch (e) {
    if (e instanceof PixelTransferError) return e.glError;
    throw e;
  }
}
