// The typed error the pixel module throws when a transfer cannot be done: it carries the GL error code
// the calling gl* function records (and the reason, for people), and is thrown before any memory is
// touched, so a refused call changes nothing.

import { GL_INVALID_ENUM, GL_INVALID_OPERATION, GL_INVALID_VALUE, GL_OUT_OF_MEMORY } from '../gl-enums.js';

const ERROR_NAMES: Record<number, string> = {
  [GL_INVALID_ENUM]: 'GL_INVALID_ENUM',
  [GL_INVALID_VALUE]: 'GL_INVALID_VALUE',
  [GL_INVALID_OPERATION]: 'GL_INVALID_OPERATION',
  [GL_OUT_OF_MEMORY]: 'GL_OUT_OF_MEMORY',
};

/** A refused pixel transfer: `glError` is the code the gl* call records; nothing was read or written. */
export class PixelTransferError extends Error {
  override readonly name = 'PixelTransferError';
  constructor(
    /** GL_INVALID_ENUM, GL_INVALID_VALUE, GL_INVALID_OPERATION or GL_OUT_OF_MEMORY. */
    readonly glError: number,
    /** Why, in words. */
    readonly reason: string,
  ) {
    super(`${ERROR_NAMES[glError] ?? `GL error 0x${glError.toString(16)}`}: ${reason}`);
  }
}

/** Largest number of bytes (or floats) the module allocates for one image; more is GL_OUT_OF_MEMORY. */
export const MAX_IMAGE_BYTES = 2 ** 31 - 1;

/** Allocates `length` elements with `make`, turning an impossible size into GL_OUT_OF_MEMORY. */
export function allocate<T>(
  length: number,
  bytesPerElement: number,
  make: (n: number) => T,
  what: string,
): T {
  if (!Number.isSafeInteger(length) || length * bytesPerElement > MAX_IMAGE_BYTES) {
    throw new PixelTransferError(GL_OUT_OF_MEMORY, `${what} needs ${length * bytesPerElement} bytes`);
  }
  try {
    return make(length);
  } catch {
    throw new PixelTransferError(
      GL_OUT_OF_MEMORY,
      `${what}: ${length * bytesPerElement} bytes could not be allocated`,
    );
  }
}
