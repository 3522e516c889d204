// Texture images (GL 1.5, 3.8.1–3.8.2 and 6.1.4): glTexImage1D/2D/3D, glTexSubImage*, glCopyTexImage*,
// glCopyTexSubImage* and glGetTexImage. The pixel module chooses the storage format and converts client
// pixels to texels (and back); objects/texture-storage.ts keeps them in the texture's pipe resource;
// texture-image-common.ts has what the compressed-image commands share (proxy targets, S3TC internal
// formats encoded into blocks). Inside a display list, glTexImage/glTexSubImage keep a copy of the pixels
// and the unpack state, as the spec says the data are taken when the command is compiled; on a proxy
// target glTexImage executes at once (GL 1.5, 5.4).

import { writeImageTexels } from '../compressed/compressed-images.js';
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { lastReason } from '../errors/reason.js';
import {
  GL_DEPTH_COMPONENT,
  GL_INVALID_ENUM,
  GL_TEXTURE_1D,
  GL_TEXTURE_3D,
  GL_TEXTURE_RECTANGLE,
} from '../gl-enums.js';
import { int32 } from '../math/clamp.js';
import { readBufferTexels, readColorResource } from '../meta/read-buffer.js';
import { imageTarget } from '../objects/texture-objects.js';
import { readTexels } from '../objects/texture-storage.js';
import {
  applyPixelTransfer,
  bufferFormat,
  checkPixelFormatType,
  depthFromTexels,
  packFromTexels,
  rgbaFromTexels,
  type TextureFormat,
  texelsFromDepth,
  texelsFromRgba,
  unpackToTexels,
} from '../pixels/index.js';
import type { GLenum, TexImage1DTarget, TexImage2DTarget, TexImage3DTarget } from './enum-types.generated.js';
import { recordImage } from './record-pixels.js';
import {
  afterImageChange,
  checkGeometry,
  checkS3tcImage,
  type Dimensions,
  geometryFits,
  isImageTarget,
  isProxyTarget,
  pixelCall,
  setImage,
  storageFormat,
  subImage,
  TARGETS,
} from './texture-image-common.js';

/** @inline */
type Pixels = ArrayBufferView | null;

function texImage(
  dims: Dimensions,
  target: number,
  level: number,
  internalFormat: number,
  size: number[],
  border: number,
  format: number,
  type: number,
  pixels: Pixels,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (!isImageTarget(dims, target)) {
    c.setError(GL_INVALID_ENUM, 'target is not an image target of this dimension');
    return;
  }
  const formatError = checkPixelFormatType(format, type, 'texImage');
  if (formatError !== 0) {
    c.setError(formatError, lastReason());
    return;
  }
  const tex = storageFormat(c, internalFormat);
  if (!tex || !checkGeometry(c, target, level, size, border) || !checkS3tcImage(c, tex, dims, target, border))
    return;
  const proxy = isProxyTarget(dims, target);
  const fits = geometryFits(c, target, level, size, border);
  if (
    !proxy &&
    !validValue(
      c,
      fits,
      "the image is larger than the implementation's maximum for the target and level, or not a power of two",
    )
  )
    return;
  const [w, h, d] = [size[0]!, size[1] ?? 1, size[2] ?? 1];
  let texels: Uint8Array | null = null;
  if (pixels && !proxy) {
    const client = { width: w, height: h, depth: d, dimensions: dims, format, type, data: pixels };
    if (
      !pixelCall(c, () => {
        texels = unpackToTexels(client, c.unpack, c.transfer, tex);
      })
    )
      return;
  } else if (
    !validOperation(
      c,
      (tex.baseFormat === GL_DEPTH_COMPONENT) === (format === GL_DEPTH_COMPONENT),
      'format must be GL_DEPTH_COMPONENT exactly when internalformat is a depth format',
    )
  ) {
    return;
  }
  setImage(c, target, level, tex, size, border, dims, texels ? { texels } : null, fits);
}

/**
 * Defines level `level` of a one-dimensional texture image (GL_TEXTURE_1D or its proxy), converting
 * `pixels` (read with the current unpack state) into the storage for `internalFormat`; null pixels leave
 * the contents undefined. On a proxy target only the size check is made.
 * @param border - 0 or 1: the width of the border, included in the sizes.
 * @param format - the layout of the client pixels (GL_RGBA, GL_LUMINANCE, …) and `type` their component
 * type.
 * Records GL_INVALID_ENUM for a target, format or type outside its list (or an S3TC format on a non-2D
 * image); GL_INVALID_VALUE for an unknown internal format, a level outside 0..log2(max size), a border
 * other than 0 or 1, or a size negative, too large or not a power of two (plus border) where that is
 * required; GL_INVALID_OPERATION for a format/type mismatch, depth data for a non-depth format or the
 * reverse, an S3TC image with a border, too little pixel data, or between glBegin and glEnd;
 * GL_OUT_OF_MEMORY when the storage cannot be allocated.
 * @see OpenGL 1.5 §3.8.1
 */
export function glTexImage1D(
  target: TexImage1DTarget,
  level: number,
  internalFormat: GLenum,
  width: number,
  border: number,
  format: GLenum,
  type: GLenum,
  pixels: Pixels,
): void {
  const c = cur();
  if (
    !isProxyTarget(1, target) &&
    recordImage(c, glTexImage1D, [target, level, internalFormat, width, border, format, type], pixels)
  )
    return;
  texImage(1, target, level, internalFormat, [int32(width)], border, format, type, pixels);
}

/**
 * Defines level `level` of a two-dimensional texture image (GL_TEXTURE_2D, a cube map face, the rectangle
 * texture's only level 0, or a proxy), converting `pixels` (read with the current unpack state) into the
 * storage for `internalFormat`; null pixels leave the contents undefined. On a proxy target only the size
 * check is made.
 * @param border - 0 or 1: the width of the border, included in the sizes.
 * @param format - the layout of the client pixels (GL_RGBA, GL_LUMINANCE, …) and `type` their component
 * type.
 * Records GL_INVALID_ENUM for a target, format or type outside its list (or an S3TC format on a non-2D
 * or rectangle image); GL_INVALID_VALUE for an unknown internal format, a level outside 0..log2(max size),
 * a border other than 0 or 1 (a rectangle's level or border other than 0), or a size negative, too large or not a power of two (plus border) where that is
 * required; GL_INVALID_OPERATION for a format/type mismatch, depth data for a non-depth format or the
 * reverse, an S3TC image with a border, too little pixel data, or between glBegin and glEnd;
 * GL_OUT_OF_MEMORY when the storage cannot be allocated.
 * @see OpenGL 1.5 §3.8.1
 */
export function glTexImage2D(
  target: TexImage2DTarget,
  level: number,
  internalFormat: GLenum,
  width: number,
  height: number,
  border: number,
  format: GLenum,
  type: GLenum,
  pixels: Pixels,
): void {
  const c = cur();
  if (
    !isProxyTarget(2, target) &&
    recordImage(c, glTexImage2D, [target, level, internalFormat, width, height, border, format, type], pixels)
  )
    return;
  texImage(2, target, level, internalFormat, [int32(width), int32(height)], border, format, type, pixels);
}

/**
 * Defines level `level` of a three-dimensional texture image (GL_TEXTURE_3D or its proxy), converting
 * `pixels` (read with the current unpack state) into the storage for `internalFormat`; null pixels leave
 * the contents undefined. On a proxy target only the size check is made.
 * @param border - 0 or 1: the width of the border, included in the sizes.
 * @param format - the layout of the client pixels (GL_RGBA, GL_LUMINANCE, …) and `type` their component
 * type.
 * Records GL_INVALID_ENUM for a target, format or type outside its list (or an S3TC format on a non-2D
 * image); GL_INVALID_VALUE for an unknown internal format, a level outside 0..log2(max size), a border
 * other than 0 or 1, or a size negative, too large or not a power of two (plus border) where that is
 * required; GL_INVALID_OPERATION for a format/type mismatch, depth data for a non-depth format or the
 * reverse, an S3TC image with a border, too little pixel data, or between glBegin and glEnd;
 * GL_OUT_OF_MEMORY when the storage cannot be allocated.
 * @see OpenGL 1.5 §3.8.1
 */
export function glTexImage3D(
  target: TexImage3DTarget,
  level: number,
  internalFormat: GLenum,
  width: number,
  height: number,
  depth: number,
  border: number,
  format: GLenum,
  type: GLenum,
  pixels: Pixels,
): void {
  const c = cur();
  if (
    !isProxyTarget(3, target) &&
    recordImage(
      c,
      glTexImage3D,
      [target, level, internalFormat, width, height, depth, border, format, type],
      pixels,
    )
  )
    return;
  texImage(
    3,
    target,
    level,
    internalFormat,
    [int32(width), int32(height), int32(depth)],
    border,
    format,
    type,
    pixels,
  );
}

function texSubImage(
  dims: Dimensions,
  target: number,
  level: number,
  offset: number[],
  size: number[],
  format: number,
  type: number,
  pixels: Pixels,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const formatError = checkPixelFormatType(format, type, 'texImage');
  if (formatError !== 0) {
    c.setError(formatError, lastReason());
    return;
  }
  const sub = subImage(c, dims, target, level, offset, size);
  if (!sub) return;
  const [w, h, d] = [size[0]!, size[1] ?? 1, size[2] ?? 1];
  let texels: Uint8Array | null = null;
  const client = { width: w, height: h, depth: d, dimensions: dims, format, type, data: pixels };
  if (
    !pixelCall(c, () => {
      texels = unpackToTexels(client, c.unpack, c.transfer, sub.img.texFormat);
    })
  )
    return;
  writeImageTexels(c, sub.where.texture, sub.where.face, level, offset, [w, h, d], texels!);
  afterImageChange(c, sub.where.texture, level);
}

/**
 * Replaces the texels xoffset..xoffset+width of an existing 1D texture image with `pixels`, read with the
 * current unpack state; a display list keeps a copy of the pixels.
 * Records GL_INVALID_ENUM for a target, format or type outside its list; GL_INVALID_VALUE for a level out
 * of range or a region outside the image; GL_INVALID_OPERATION when the level has no image, for a region
 * off the 4×4 block grid of an S3TC image, a format/type mismatch, too little pixel data, or between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.2
 */
export function glTexSubImage1D(
  target: GLenum,
  level: number,
  xoffset: number,
  width: number,
  format: GLenum,
  type: GLenum,
  pixels: Pixels,
): void {
  const c = cur();
  if (recordImage(c, glTexSubImage1D, [target, level, xoffset, width, format, type], pixels)) return;
  texSubImage(1, target, level, [int32(xoffset)], [int32(width)], format, type, pixels);
}

/**
 * Replaces the rectangle at (xoffset, yoffset) of width × height texels of an existing 2D texture image
 * with `pixels`, read with the current unpack state; a display list keeps a copy of the pixels.
 * Records GL_INVALID_ENUM for a target, format or type outside its list; GL_INVALID_VALUE for a level out
 * of range (other than 0 on GL_TEXTURE_RECTANGLE) or a region outside the image; GL_INVALID_OPERATION when the level has no image, for a region
 * off the 4×4 block grid of an S3TC image, a format/type mismatch, too little pixel data, or between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.2
 */
export function glTexSubImage2D(
  target: GLenum,
  level: number,
  xoffset: number,
  yoffset: number,
  width: number,
  height: number,
  format: GLenum,
  type: GLenum,
  pixels: Pixels,
): void {
  const c = cur();
  if (recordImage(c, glTexSubImage2D, [target, level, xoffset, yoffset, width, height, format, type], pixels))
    return;
  texSubImage(
    2,
    target,
    level,
    [int32(xoffset), int32(yoffset)],
    [int32(width), int32(height)],
    format,
    type,
    pixels,
  );
}

/**
 * Replaces the box at (xoffset, yoffset, zoffset) of width × height × depth texels of an existing 3D
 * texture image with `pixels`, read with the current unpack state; a display list keeps a copy of the
 * pixels.
 * Records GL_INVALID_ENUM for a target, format or type outside its list; GL_INVALID_VALUE for a level out
 * of range or a region outside the image; GL_INVALID_OPERATION when the level has no image, for a region
 * off the 4×4 block grid of an S3TC image, a format/type mismatch, too little pixel data, or between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.2
 */
export function glTexSubImage3D(
  target: GLenum,
  level: number,
  xoffset: number,
  yoffset: number,
  zoffset: number,
  width: number,
  height: number,
  depth: number,
  format: GLenum,
  type: GLenum,
  pixels: Pixels,
): void {
  const c = cur();
  if (
    recordImage(
      c,
      glTexSubImage3D,
      [target, level, xoffset, yoffset, zoffset, width, height, depth, format, type],
      pixels,
    )
  )
    return;
  texSubImage(
    3,
    target,
    level,
    [int32(xoffset), int32(yoffset), int32(zoffset)],
    [int32(width), int32(height), int32(depth)],
    format,
    type,
    pixels,
  );
}

/** Framebuffer pixels as texels of `tex`, through the pixel transfer operations (glCopyTex*). */
function copiedTexels(
  c: GlContext,
  x: number,
  y: number,
  w: number,
  h: number,
  tex: TextureFormat,
): Uint8Array | null {
  const depth = tex.baseFormat === GL_DEPTH_COMPONENT;
  if (depth && !validOperation(c, c.fb.depthBits > 0, 'the context has no depth buffer')) return null;
  const buffer = depth ? c.fb.zs! : readColorResource(c);
  const source = bufferFormat(buffer.format)!;
  const raw = readBufferTexels(c, buffer, x, y, w, h);
  const count = w * h;
  let out: Uint8Array | null = null;
  if (
    !pixelCall(c, () => {
      if (depth) {
        const image = {
          kind: 'depth' as const,
          width: w,
          height: h,
          depth: 1,
          data: depthFromTexels(source, raw, count),
        };
        applyPixelTransfer(image, c.transfer);
        out = texelsFromDepth(tex, image.data, count);
      } else {
        const image = {
          kind: 'rgba' as const,
          width: w,
          height: h,
          depth: 1,
          data: rgbaFromTexels(source, raw, count),
        };
        applyPixelTransfer(image, c.transfer);
        out = texelsFromRgba(tex, image.data, count);
      }
    })
  )
    return null;
  return out;
}

function copyTexImage(
  dims: 1 | 2,
  fn: (...args: never[]) => void,
  args: unknown[],
  target: number,
  level: number,
  internalFormat: number,
  x: number,
  y: number,
  size: number[],
  border: number,
): void {
  const c = cur();
  if (c.recording && c.lists.record(fn, args)) return;
  if (!outsideBeginEnd(c)) return;
  if (!TARGETS[dims].has(target)) {
    c.setError(GL_INVALID_ENUM, 'target is not an image target of this dimension');
    return;
  }
  const tex = storageFormat(c, internalFormat);
  if (!tex || !checkGeometry(c, target, level, size, border) || !checkS3tcImage(c, tex, dims, target, border))
    return;
  if (
    !validValue(
      c,
      geometryFits(c, target, level, size, border),
      "the image is larger than the implementation's maximum for the target and level, or not a power of two",
    )
  )
    return;
  const [w, h] = [size[0]!, size[1] ?? 1];
  const texels = copiedTexels(c, int32(x), int32(y), w, h, tex);
  if (texels) setImage(c, target, level, tex, size, border, dims, { texels });
}

/**
 * Defines a level of the 1D texture from a row of `width` pixels at (x, y) of the read buffer (or depth
 * buffer, for a depth format), through the pixel transfer operations.
 * Records GL_INVALID_ENUM for a target outside its list (proxies included) or an S3TC format on a 1D
 * image; GL_INVALID_VALUE for an unknown internal format, a level, border or size out of range;
 * GL_INVALID_OPERATION for a depth format without a depth buffer, an S3TC image with a border, or between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.2
 */
export function glCopyTexImage1D(
  target: GLenum,
  level: number,
  internalFormat: GLenum,
  x: number,
  y: number,
  width: number,
  border: number,
): void {
  copyTexImage(
    1,
    glCopyTexImage1D,
    [target, level, internalFormat, x, y, width, border],
    target,
    level,
    internalFormat,
    x,
    y,
    [int32(width)],
    border,
  );
}

/**
 * Defines a level of a 2D texture, cube map face or rectangle texture from the width × height rectangle at
 * (x, y) of the read buffer (or depth buffer, for a depth format), through the pixel transfer operations.
 * Records GL_INVALID_ENUM for a target outside its list (proxies included) or an S3TC format on a
 * rectangle; GL_INVALID_VALUE for an unknown internal format, a level, border or size out of range (a
 * rectangle's level or border other than 0);
 * GL_INVALID_OPERATION for a depth format without a depth buffer, an S3TC image with a border, or between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.2
 */
export function glCopyTexImage2D(
  target: GLenum,
  level: number,
  internalFormat: GLenum,
  x: number,
  y: number,
  width: number,
  height: number,
  border: number,
): void {
  copyTexImage(
    2,
    glCopyTexImage2D,
    [target, level, internalFormat, x, y, width, height, border],
    target,
    level,
    internalFormat,
    x,
    y,
    [int32(width), int32(height)],
    border,
  );
}

function copyTexSubImage(
  dims: Dimensions,
  fn: (...args: never[]) => void,
  args: unknown[],
  target: number,
  level: number,
  offset: number[],
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const c = cur();
  if (c.recording && c.lists.record(fn, args)) return;
  if (!outsideBeginEnd(c)) return;
  const size = dims === 1 ? [w] : dims === 2 ? [w, h] : [w, h, 1];
  const sub = subImage(c, dims, target, level, offset, size);
  if (!sub) return;
  const texels = copiedTexels(c, int32(x), int32(y), w, h, sub.img.texFormat);
  if (!texels) return;
  writeImageTexels(c, sub.where.texture, sub.where.face, level, offset, [w, h, 1], texels);
  afterImageChange(c, sub.where.texture, level);
}

/**
 * Replaces `width` texels at xoffset of an existing 1D texture image with a row of pixels at (x, y) of the
 * read buffer.
 * Records GL_INVALID_ENUM for a target outside its list; GL_INVALID_VALUE for a level out of range or a
 * region outside the image; GL_INVALID_OPERATION when the level has no image, for a depth image without a
 * depth buffer, or between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.2
 */
export function glCopyTexSubImage1D(
  target: GLenum,
  level: number,
  xoffset: number,
  x: number,
  y: number,
  width: number,
): void {
  copyTexSubImage(
    1,
    glCopyTexSubImage1D,
    [target, level, xoffset, x, y, width],
    target,
    level,
    [int32(xoffset)],
    x,
    y,
    int32(width),
    1,
  );
}

/**
 * Replaces the width × height texels at (xoffset, yoffset) of an existing 2D image, cube map face or
 * rectangle texture with the rectangle at (x, y) of the read buffer.
 * Records GL_INVALID_ENUM for a target outside its list; GL_INVALID_VALUE for a level out of range (other
 * than 0 on GL_TEXTURE_RECTANGLE) or a region outside the image; GL_INVALID_OPERATION when the level has no image, for a depth image without a
 * depth buffer, or between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.2
 */
export function glCopyTexSubImage2D(
  target: GLenum,
  level: number,
  xoffset: number,
  yoffset: number,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  copyTexSubImage(
    2,
    glCopyTexSubImage2D,
    [target, level, xoffset, yoffset, x, y, width, height],
    target,
    level,
    [int32(xoffset), int32(yoffset)],
    x,
    y,
    int32(width),
    int32(height),
  );
}

/**
 * Replaces the width × height texels at (xoffset, yoffset) of slice zoffset of an existing 3D texture
 * image with the rectangle at (x, y) of the read buffer.
 * Records GL_INVALID_ENUM for a target outside its list; GL_INVALID_VALUE for a level out of range or a
 * region outside the image; GL_INVALID_OPERATION when the level has no image, for a depth image without a
 * depth buffer, or between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.2
 */
export function glCopyTexSubImage3D(
  target: GLenum,
  level: number,
  xoffset: number,
  yoffset: number,
  zoffset: number,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  copyTexSubImage(
    3,
    glCopyTexSubImage3D,
    [target, level, xoffset, yoffset, zoffset, x, y, width, height],
    target,
    level,
    [int32(xoffset), int32(yoffset), int32(zoffset)],
    x,
    y,
    int32(width),
    int32(height),
  );
}

function dimensionsOf(target: number): 1 | 2 | 3 {
  return target === GL_TEXTURE_1D ? 1 : target === GL_TEXTURE_3D ? 3 : 2;
}

/**
 * Reads level `level` of the texture image bound to `target` back into `pixels` in the given format and
 * type, with the current pack state; a level without an image writes nothing.
 * Records GL_INVALID_ENUM for a target, format or type outside its list; GL_INVALID_VALUE for a level
 * outside 0..31 (other than 0 on GL_TEXTURE_RECTANGLE); GL_INVALID_OPERATION for a format/type mismatch, client memory too short for the image,
 * or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.4
 */
export function glGetTexImage(
  target: GLenum,
  level: number,
  format: GLenum,
  type: GLenum,
  pixels: Pixels,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const where = imageTarget(c, target);
  if (!where) {
    c.setError(GL_INVALID_ENUM, 'target is not a texture image target');
    return;
  }
  const formatError = checkPixelFormatType(format, type, 'getTexImage');
  if (formatError !== 0) {
    c.setError(formatError, lastReason());
    return;
  }
  const levels = target === GL_TEXTURE_RECTANGLE ? 1 : 32;
  if (
    !validValue(
      c,
      Number.isInteger(level) && level >= 0 && level < levels,
      'level is outside 0..31 (a rectangle texture has level 0 only)',
    )
  )
    return;
  const img = where.texture.images[where.face]?.[level];
  if (!img || !where.texture.resource) return;
  const client = {
    width: img.width,
    height: img.height,
    depth: img.depth,
    dimensions: dimensionsOf(target),
    format,
    type,
    data: pixels,
  };
  // packFromTexels refuses short client memory before it reads the texture back.
  const texels = () => {
    c.flush();
    return readTexels(c, where.texture, where.face, level);
  };
  pixelCall(c, () => packFromTexels(img.texFormat, texels, client, c.pack, null, 'getTexImage'));
}
