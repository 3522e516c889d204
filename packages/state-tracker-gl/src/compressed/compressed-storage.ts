// How S3TC images live in a texture: no screen offers S3TC pipe formats (gallium-api has none), so the
// texture keeps the blocks (TextureImage.compressed) and stores their decoding in the RGB8/RGBA8 storage
// format the screen has; uncompressed data given for an S3TC image is encoded first, so that what is
// sampled and read back is always the decoding of the blocks glGetCompressedTexImage returns.
import type { PipeFormat } from '@gallium-ts/gallium-api';
import { GL_RGB, GL_RGB8, GL_RGBA8 } from '../gl-enums.js';
import { chooseTextureFormat, rgbaFromTexels, type TextureFormat, texelsFromRgba } from '../pixels/index.js';
import { type S3tcFormat, s3tcComponentBits, s3tcFormat, s3tcImageSize } from './compressed-formats.js';
import { blocksAcross, decodeS3tcImage } from './s3tc-decode.js';
import { encodeS3tcImage } from './s3tc-encode.js';

/** The storage of an S3TC internal format: RGB8 or RGBA8 storage, reporting Mesa's component sizes. */
export function s3tcTextureFormat(
  format: S3tcFormat,
  internalFormat: number,
  isSupported: (f: PipeFormat) => boolean,
): TextureFormat | null {
  const storage = chooseTextureFormat(format.base === GL_RGB ? GL_RGB8 : GL_RGBA8, isSupported);
  return storage && { ...storage, internalFormat, bits: s3tcComponentBits(format) };
}

/** The S3TC format of a texture storage format, or undefined for uncompressed images. */
export const s3tcOf = (tex: TextureFormat): S3tcFormat | undefined => s3tcFormat(tex.internalFormat);

/** Texels of `tex` decoded from S3TC blocks of a `width` × `height` image. */
export function texelsFromBlocks(
  tex: TextureFormat,
  blocks: Uint8Array,
  width: number,
  height: number,
): Uint8Array {
  const rgba8 = decodeS3tcImage(s3tcOf(tex)!.kind, blocks, width, height);
  return texelsFromRgba(
    tex,
    Float64Array.from(rgba8, (v) => v / 255),
    width * height,
  );
}

/** S3TC blocks encoding `width` × `height` texels of `tex`. */
export function blocksFromTexels(
  tex: TextureFormat,
  texels: Uint8Array,
  width: number,
  height: number,
): Uint8Array {
  const rgba = rgbaFromTexels(tex, texels, width * height);
  const rgba8 = Uint8Array.from(rgba, (v) => Math.round(Math.min(1, Math.max(0, v)) * 255));
  return encodeS3tcImage(s3tcOf(tex)!.kind, rgba8, width, height);
}

/** Zero blocks for an image whose contents are undefined (glTexImage with no data). */
export function emptyBlocks(tex: TextureFormat, width: number, height: number): Uint8Array {
  return new Uint8Array(s3tcImageSize(s3tcOf(tex)!, width, height));
}

/**
 * Copies the blocks of a `width` × `height` sub-image at (x, y) (x and y multiples of 4) into the blocks
 * of an `imageWidth` × `imageHeight` image.
 */
export function patchBlocks(
  format: S3tcFormat,
  image: Uint8Array,
  imageWidth: number,
  sub: Uint8Array,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const size = format.blockBytes;
  const [across, subAcross] = [blocksAcross(imageWidth), blocksAcross(width)];
  for (let j = 0; j < blocksAcross(height); j++) {
    const from = j * subAcross * size;
    image.set(sub.subarray(from, from + subAcross * size), ((y / 4 + j) * across + x / 4) * size);
  }
}
