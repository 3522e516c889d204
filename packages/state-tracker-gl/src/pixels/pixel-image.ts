// The shapes that cross the module's boundary: a client image (extent, format, type and the caller's
// memory) and an unpacked image (what the GL works with: RGBA floats, depth floats or stencil indices,
// pixels in memory order — row 0 first, which is GL's bottom row).

import { GL_INVALID_ENUM, GL_INVALID_OPERATION } from '../gl-enums.js';
import {
  checkPixelFormatType,
  type PixelFormatInfo,
  type PixelTypeInfo,
  type PixelUse,
  pixelFormatInfo,
  pixelTypeInfo,
} from './format-type.js';
import type { ImageExtent } from './image-layout.js';
import { PixelTransferError } from './pixel-error.js';

/** A pixel rectangle in client memory, as a gl* call names it. */
export interface ClientImage extends ImageExtent {
  format: number;
  type: number;
  /** The client memory (its bytes, whatever the element type of the view); null when the call had none. */
  data: ArrayBufferView | null;
}

/** What unpacking yields and packing takes; `data` holds width·height·depth pixels, row 0 first. */
export type PixelImage =
  /** 4 floats per pixel (R, G, B, A). */
  | { kind: 'rgba'; width: number; height: number; depth: number; data: Float64Array }
  /** 1 float per pixel. */
  | { kind: 'depth'; width: number; height: number; depth: number; data: Float64Array }
  /** 1 unsigned index per pixel. */
  | { kind: 'stencil'; width: number; height: number; depth: number; data: Uint32Array };

export type PixelImageKind = PixelImage['kind'];

/** The format and type descriptions of a checked pair; PixelTransferError with the spec's error otherwise. */
export function describePair(format: number, type: number, use: PixelUse): [PixelFormatInfo, PixelTypeInfo] {
  const error = checkPixelFormatType(format, type, use);
  if (error !== 0) {
    const why = error === GL_INVALID_ENUM ? 'not accepted' : 'do not match';
    throw new PixelTransferError(
      error,
      `format 0x${format.toString(16)} and type 0x${type.toString(16)} ${why} in ${use}`,
    );
  }
  return [pixelFormatInfo(format)!, pixelTypeInfo(type)!];
}

/** The kind of unpacked image a client format turns into (colour indices become RGBA in RGBA mode). */
export function imageKindOf(format: PixelFormatInfo): PixelImageKind {
  if (format.kind === 'depth') return 'depth';
  if (format.kind === 'stencil') return 'stencil';
  return 'rgba';
}

/** Refuses an image whose size does not fit the client rectangle it is packed into. */
export function checkImageFits(image: PixelImage, client: ImageExtent): void {
  const { width, height, depth } = client;
  if (image.width !== width || image.height !== height || image.depth !== depth) {
    throw new PixelTransferError(
      GL_INVALID_OPERATION,
      `image is ${image.width}×${image.height}×${image.depth}, the client rectangle ${width}×${height}×${depth}`,
    );
  }
  const perPixel = image.kind === 'rgba' ? 4 : 1;
  if (image.data.length < width * height * depth * perPixel) {
    throw new PixelTransferError(GL_INVALID_OPERATION, 'image data is shorter than its size says');
  }
}
