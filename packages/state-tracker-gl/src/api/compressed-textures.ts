// Compressed texture images (GL 1.5, 3.8.3 and 6.1.4, with EXT_texture_compression_s3tc):
// glCompressedTexImage1D/2D/3D, glCompressedTexSubImage1D/2D/3D and glGetCompressedTexImage. The
// compressed formats are the four S3TC formats, all 2D-only; the blocks are kept as given and their
// decoding is what the texture samples (compressed/compressed-storage.ts). In a display list the commands
// keep a copy of the data; on proxy targets they execute at once (GL 1.5, 5.4).

import { s3tcFormat, s3tcImageSize } from '../compressed/compressed-formats.js';
import { imageBlocks, writeBlocks } from '../compressed/compressed-images.js';
import { cur } from '../context/current.js';
import { outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { outputFits } from '../errors/output-array.js';
import { GL_INVALID_ENUM } from '../gl-enums.js';
import { int32 } from '../math/clamp.js';
import { imageTarget } from '../objects/texture-objects.js';
import { isRectangleTarget } from '../objects/texture-rectangle.js';
import type { GLenum } from './enum-types.generated.js';
import { recordImage } from './record-pixels.js';
import {
  afterImageChange,
  checkGeometry,
  type Dimensions,
  geometryFits,
  isImageTarget,
  isProxyTarget,
  setImage,
  storageFormat,
  subImage,
} from './texture-image-common.js';

/** @inline */
type Data = ArrayBufferView | null;

/** The first `imageSize` bytes of `data` (zeros past its end: nothing is read outside the caller's array). */
function blockBytes(data: ArrayBufferView, imageSize: number): Uint8Array {
  const out = new Uint8Array(imageSize);
  const bytes = new Uint8Array(data.buffer, data.byteOffset, Math.min(imageSize, data.byteLength));
  out.set(bytes);
  return out;
}

function compressedTexImage(
  dims: Dimensions,
  target: number,
  level: number,
  internalFormat: number,
  size: number[],
  border: number,
  imageSize: number,
  data: Data,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const format = s3tcFormat(internalFormat);
  // Only specific compressed formats are accepted, and the S3TC ones are 2D only (not rectangles).
  if (!isImageTarget(dims, target) || !format || dims !== 2 || isRectangleTarget(target)) {
    c.setError(
      GL_INVALID_ENUM,
      'target is not a 2D image target (or is a rectangle), or internalformat is not an S3TC format',
    );
    return;
  }
  if (!checkGeometry(c, target, level, size, border) || !validOperation(c, border === 0, 'border is not 0'))
    return;
  const [w, h] = [size[0]!, size[1]!];
  if (
    !validValue(
      c,
      Number.isInteger(imageSize) && imageSize === s3tcImageSize(format, w, h),
      'imageSize does not match the S3TC size of width x height',
    )
  )
    return;
  const tex = storageFormat(c, internalFormat);
  if (!tex) return;
  const fits = geometryFits(c, target, level, size, border);
  if (
    !isProxyTarget(dims, target) &&
    !validValue(c, fits, "the image does not fit the implementation's texture size limits")
  )
    return;
  const source = data && !isProxyTarget(dims, target) ? { blocks: blockBytes(data, imageSize) } : null;
  setImage(c, target, level, tex, size, 0, dims, source, fits);
}

/**
 * Would define a 1D texture image from compressed blocks; no compressed format of this context is
 * one-dimensional, so it always fails.
 * Records GL_INVALID_ENUM for every call outside glBegin/glEnd (GL_INVALID_OPERATION between them).
 * @see OpenGL 1.5 §3.8.3
 */
export function glCompressedTexImage1D(
  target: GLenum,
  level: number,
  internalFormat: GLenum,
  width: number,
  border: number,
  imageSize: number,
  data: Data,
): void {
  const c = cur();
  const args = [target, level, internalFormat, width, border, imageSize];
  if (!isProxyTarget(1, target) && recordImage(c, glCompressedTexImage1D, args, data)) return;
  compressedTexImage(1, target, level, internalFormat, [int32(width)], border, imageSize, data);
}

/**
 * Defines level `level` of a 2D texture image (GL_TEXTURE_2D, a cube map face or a proxy) from S3TC blocks
 * (GL_COMPRESSED_RGB_S3TC_DXT1_EXT, …), kept as given; a display list keeps a copy.
 * @param imageSize - the byte size of the blocks; it must equal the size the format and dimensions imply.
 * Records GL_INVALID_ENUM for a target or internal format outside its list (GL_TEXTURE_RECTANGLE and its
 * proxy included), GL_INVALID_VALUE for a level or size out of range or a wrong imageSize, GL_INVALID_OPERATION for a border other than 0 or between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.3
 */
export function glCompressedTexImage2D(
  target: GLenum,
  level: number,
  internalFormat: GLenum,
  width: number,
  height: number,
  border: number,
  imageSize: number,
  data: Data,
): void {
  const c = cur();
  const args = [target, level, internalFormat, width, height, border, imageSize];
  if (!isProxyTarget(2, target) && recordImage(c, glCompressedTexImage2D, args, data)) return;
  const size = [int32(width), int32(height)];
  compressedTexImage(2, target, level, internalFormat, size, border, imageSize, data);
}

/**
 * Would define a 3D texture image from compressed blocks; the S3TC formats are two-dimensional only, so it
 * always fails.
 * Records GL_INVALID_ENUM for every call outside glBegin/glEnd (GL_INVALID_OPERATION between them).
 * @see OpenGL 1.5 §3.8.3
 */
export function glCompressedTexImage3D(
  target: GLenum,
  level: number,
  internalFormat: GLenum,
  width: number,
  height: number,
  depth: number,
  border: number,
  imageSize: number,
  data: Data,
): void {
  const c = cur();
  const args = [target, level, internalFormat, width, height, depth, border, imageSize];
  if (!isProxyTarget(3, target) && recordImage(c, glCompressedTexImage3D, args, data)) return;
  const size = [int32(width), int32(height), int32(depth)];
  compressedTexImage(3, target, level, internalFormat, size, border, imageSize, data);
}

function compressedTexSubImage(
  dims: Dimensions,
  target: number,
  level: number,
  offset: number[],
  size: number[],
  format: number,
  imageSize: number,
  data: Data,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (dims !== 2 || isRectangleTarget(target)) {
    // No 1D, 3D or rectangle image is ever compressed (ARB_texture_rectangle refuses the target).
    c.setError(GL_INVALID_ENUM, 'only 2D images other than rectangles are compressed');
    return;
  }
  const sub = subImage(c, dims, target, level, offset, size);
  if (
    !sub ||
    !validOperation(
      c,
      format === sub.img.internalFormat && !!s3tcFormat(format),
      'format is not the compressed internal format of the image',
    )
  )
    return;
  const [w, h] = [size[0]!, size[1]!];
  if (
    !validValue(
      c,
      imageSize === s3tcImageSize(s3tcFormat(format)!, w, h),
      'imageSize does not match the S3TC size of width x height',
    )
  )
    return;
  if (w === 0 || h === 0) return;
  const blocks = data ? blockBytes(data, imageSize) : new Uint8Array(imageSize);
  writeBlocks(c, sub.where.texture, sub.where.face, level, offset[0]!, offset[1]!, w, h, blocks);
  afterImageChange(c, sub.where.texture, level);
}

/**
 * Would replace part of a compressed 1D image; no 1D image is ever compressed here, so it always fails.
 * Records GL_INVALID_ENUM for every call outside glBegin/glEnd (GL_INVALID_OPERATION between them).
 * @see OpenGL 1.5 §3.8.3
 */
export function glCompressedTexSubImage1D(
  target: GLenum,
  level: number,
  xoffset: number,
  width: number,
  format: GLenum,
  imageSize: number,
  data: Data,
): void {
  const c = cur();
  if (recordImage(c, glCompressedTexSubImage1D, [target, level, xoffset, width, format, imageSize], data))
    return;
  compressedTexSubImage(1, target, level, [int32(xoffset)], [int32(width)], format, imageSize, data);
}

/**
 * Replaces the width × height region at (xoffset, yoffset), on the 4×4 block grid, of an existing S3TC
 * image with new blocks.
 * @param format - must be the image's own compressed internal format.
 * Records GL_INVALID_ENUM for a target outside its list (GL_TEXTURE_RECTANGLE included), GL_INVALID_VALUE
 * for a level out of range, a region outside the image or a wrong imageSize, GL_INVALID_OPERATION when the
 * level has no image, for another format, a region off the block grid, or between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.3
 */
export function glCompressedTexSubImage2D(
  target: GLenum,
  level: number,
  xoffset: number,
  yoffset: number,
  width: number,
  height: number,
  format: GLenum,
  imageSize: number,
  data: Data,
): void {
  const c = cur();
  const args = [target, level, xoffset, yoffset, width, height, format, imageSize];
  if (recordImage(c, glCompressedTexSubImage2D, args, data)) return;
  const offset = [int32(xoffset), int32(yoffset)];
  compressedTexSubImage(2, target, level, offset, [int32(width), int32(height)], format, imageSize, data);
}

/**
 * Would replace part of a compressed 3D image; no 3D image is ever compressed here, so it always fails.
 * Records GL_INVALID_ENUM for every call outside glBegin/glEnd (GL_INVALID_OPERATION between them).
 * @see OpenGL 1.5 §3.8.3
 */
export function glCompressedTexSubImage3D(
  target: GLenum,
  level: number,
  xoffset: number,
  yoffset: number,
  zoffset: number,
  width: number,
  height: number,
  depth: number,
  format: GLenum,
  imageSize: number,
  data: Data,
): void {
  const c = cur();
  const args = [target, level, xoffset, yoffset, zoffset, width, height, depth, format, imageSize];
  if (recordImage(c, glCompressedTexSubImage3D, args, data)) return;
  const offset = [int32(xoffset), int32(yoffset), int32(zoffset)];
  const size = [int32(width), int32(height), int32(depth)];
  compressedTexSubImage(3, target, level, offset, size, format, imageSize, data);
}

/**
 * Writes the compressed blocks of a texture image into `img`: as given to glCompressedTexImage, or encoded
 * from what glTexImage gave for an S3TC internal format.
 * Records GL_INVALID_ENUM for a proxy or unknown target, GL_INVALID_VALUE for a level without an image,
 * GL_INVALID_OPERATION for an uncompressed image, when `img` is too short, or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.4
 */
export function glGetCompressedTexImage(target: GLenum, level: number, img: ArrayBufferView): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const where = imageTarget(c, target);
  if (!where) {
    c.setError(GL_INVALID_ENUM, 'target is not a texture image target');
    return;
  }
  const image = Number.isInteger(level) && level >= 0 ? where.texture.images[where.face]?.[level] : null;
  if (
    !validValue(c, !!image, 'level has no image') ||
    !validOperation(c, !!s3tcFormat(image!.internalFormat), 'the image is not compressed')
  )
    return;
  const blocks = imageBlocks(c, where.texture, where.face, level);
  const out = new Uint8Array(img.buffer, img.byteOffset, img.byteLength);
  if (outputFits(c, out, blocks.length)) out.set(blocks);
}
