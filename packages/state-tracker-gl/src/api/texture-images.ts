// Texture images (GL 1.5, 3.8.1–3.8.2 and 6.1.4): glTexImage1D/2D/3D, glTexSubImage*, glCopyTexImage*,
// glCopyTexSubImage* and glGetTexImage. The pixel module chooses the storage format and converts client
// pixels to texels (and back); objects/texture-storage.ts keeps them in the texture's pipe resource.
// Inside a display list, glTexImage/glTexSubImage keep a copy of the pixels and the unpack state, as the
// spec says the data are taken when the command is compiled.
import { PipeBind, type PipeFormat, PipeTextureTarget } from '@gallium-ts/gallium-api';
import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { ENUM_RULES } from '../errors/enum-rules.js';
import {
  GL_DEPTH_COMPONENT,
  GL_INVALID_ENUM,
  GL_OUT_OF_MEMORY,
  GL_TEXTURE_1D,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_TEXTURE_CUBE_MAP,
} from '../gl-enums.js';
import { int32 } from '../math/clamp.js';
import { readBufferTexels, readColorResource } from '../meta/read-buffer.js';
import { generateMipmap } from '../objects/texture-mipmap.js';
import { imageTarget, type TextureImage, type TextureObject } from '../objects/texture-objects.js';
import { defineTextureImage, readTexels, writeTexels } from '../objects/texture-storage.js';
import {
  applyPixelTransfer,
  bufferFormat,
  checkPixelFormatType,
  chooseTextureFormat,
  depthFromTexels,
  PixelTransferError,
  packFromTexels,
  rgbaFromTexels,
  type TextureFormat,
  texelsFromDepth,
  texelsFromRgba,
  textureBaseFormat,
  unpackToTexels,
} from '../pixels/index.js';
import { recordImage } from './record-pixels.js';

type Pixels = ArrayBufferView | null;

/** The image targets each dimensionality accepts. */
const TARGETS: Record<1 | 2 | 3, ReadonlySet<number>> = {
  1: ENUM_RULES['glTexImage1D.target'],
  2: ENUM_RULES['glTexImage2D.target'],
  3: ENUM_RULES['glTexImage3D.target'],
};

/** Runs `work`, turning a PixelTransferError into the GL error it names. Returns false after an error. */
function pixelCall(c: GlContext, work: () => void): boolean {
  try {
    work();
    return true;
  } catch (e) {
    if (!(e instanceof PixelTransferError)) throw e;
    c.setError(e.glError);
    return false;
  }
}

function maxSize(c: GlContext, target: number): number {
  if (target === GL_TEXTURE_3D) return c.limits.max3dTextureSize;
  if (target === GL_TEXTURE_1D || target === GL_TEXTURE_2D) return c.limits.maxTextureSize;
  return c.limits.maxCubeMapTextureSize;
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/** The checks of glTexImage / glCopyTexImage on the image's geometry (GL 1.5, 3.8.1). */
function checkGeometry(c: GlContext, target: number, level: number, size: number[], border: number): boolean {
  const max = maxSize(c, target);
  const maxLevel = Math.floor(Math.log2(Math.max(1, max)));
  if (
    !validValue(
      c,
      Number.isInteger(level) && level >= 0 && level <= maxLevel && (border === 0 || border === 1),
    )
  )
    return false;
  for (const n of size) {
    const inner = n - 2 * border;
    if (!validValue(c, Number.isInteger(n) && inner >= 0 && inner <= max >> level)) return false;
    if (!validValue(c, inner === 0 || c.limits.npot || isPowerOfTwo(inner))) return false;
  }
  const face = imageTarget(c, target);
  return validValue(
    c,
    target === GL_TEXTURE_2D || face!.texture.target !== GL_TEXTURE_CUBE_MAP || size[0] === size[1],
  );
}

/** The storage format for `internalFormat`, or null after recording the error. */
function storageFormat(c: GlContext, internalFormat: number): TextureFormat | null {
  if (!validValue(c, textureBaseFormat(internalFormat) !== undefined)) return null;
  const depth = textureBaseFormat(internalFormat) === GL_DEPTH_COMPONENT;
  const bind = PipeBind.SAMPLER_VIEW | (depth ? PipeBind.DEPTH_STENCIL : PipeBind.RENDER_TARGET);
  let format: TextureFormat | null = null;
  if (
    !pixelCall(c, () => {
      format = chooseTextureFormat(internalFormat, (f: PipeFormat) =>
        c.screen.isFormatSupported(f, PipeTextureTarget.TEXTURE_2D, 0, 0, bind),
      );
    })
  )
    return null;
  if (!format) c.setError(GL_OUT_OF_MEMORY);
  return format;
}

/** Removes the border texels (1 on each side of each used dimension) from tightly packed texels. */
function stripBorder(
  texels: Uint8Array,
  w: number,
  h: number,
  d: number,
  dims: number,
  block: number,
): Uint8Array {
  const iw = w - 2;
  const ih = dims >= 2 ? h - 2 : h;
  const id = dims === 3 ? d - 2 : d;
  const out = new Uint8Array(Math.max(0, iw * ih * id * block));
  for (let z = 0; z < id; z++) {
    for (let y = 0; y < ih; y++) {
      const sz = dims === 3 ? z + 1 : z;
      const sy = dims >= 2 ? y + 1 : y;
      const src = ((sz * h + sy) * w + 1) * block;
      out.set(texels.subarray(src, src + iw * block), (z * ih + y) * iw * block);
    }
  }
  return out;
}

/** Defines an image from texels (already converted) and regenerates mipmaps when asked. */
function setImage(
  c: GlContext,
  target: number,
  level: number,
  tex: TextureFormat,
  size: number[],
  border: number,
  dims: number,
  texels: Uint8Array | null,
): void {
  const where = imageTarget(c, target)!;
  const [w, h, d] = [size[0]!, size[1] ?? 1, size[2] ?? 1];
  const block = texels ? texels.length / Math.max(1, w * h * d) : 0;
  const inner = [w - 2 * border, dims >= 2 ? h - 2 * border : h, dims === 3 ? d - 2 * border : d] as const;
  const stored = texels && border ? stripBorder(texels, w, h, d, dims, block) : texels;
  const image: TextureImage = {
    width: inner[0],
    height: inner[1],
    depth: inner[2],
    border,
    internalFormat: tex.internalFormat,
    baseFormat: tex.baseFormat,
    texFormat: tex,
  };
  if (inner[0] === 0 || inner[1] === 0 || inner[2] === 0) {
    where.texture.images[where.face]![level] = null;
  } else if (!defineTextureImage(c, where.texture, where.face, level, image, stored)) {
    c.setError(GL_OUT_OF_MEMORY);
    return;
  }
  afterImageChange(c, where.texture, level);
}

function afterImageChange(c: GlContext, t: TextureObject, level: number): void {
  if (t.params.generateMipmap && level === t.params.baseLevel) generateMipmap(c, t);
  c.dirty |= Dirty.TEXTURES;
}

function texImage(
  dims: 1 | 2 | 3,
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
  if (!TARGETS[dims].has(target)) {
    c.setError(GL_INVALID_ENUM);
    return;
  }
  const formatError = checkPixelFormatType(format, type, 'texImage');
  if (formatError !== 0) {
    c.setError(formatError);
    return;
  }
  const tex = storageFormat(c, internalFormat);
  if (!tex || !checkGeometry(c, target, level, size, border)) return;
  const [w, h, d] = [size[0]!, size[1] ?? 1, size[2] ?? 1];
  let texels: Uint8Array | null = null;
  if (pixels) {
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
      (textureBaseFormat(internalFormat) === GL_DEPTH_COMPONENT) === (format === GL_DEPTH_COMPONENT),
    )
  ) {
    return;
  }
  setImage(c, target, level, tex, size, border, dims, texels);
}

export function glTexImage1D(
  target: number,
  level: number,
  internalFormat: number,
  width: number,
  border: number,
  format: number,
  type: number,
  pixels: Pixels,
): void {
  const c = cur();
  if (recordImage(c, glTexImage1D, [target, level, internalFormat, width, border, format, type], pixels))
    return;
  texImage(1, target, level, internalFormat, [int32(width)], border, format, type, pixels);
}

export function glTexImage2D(
  target: number,
  level: number,
  internalFormat: number,
  width: number,
  height: number,
  border: number,
  format: number,
  type: number,
  pixels: Pixels,
): void {
  const c = cur();
  if (
    recordImage(c, glTexImage2D, [target, level, internalFormat, width, height, border, format, type], pixels)
  )
    return;
  texImage(2, target, level, internalFormat, [int32(width), int32(height)], border, format, type, pixels);
}

export function glTexImage3D(
  target: number,
  level: number,
  internalFormat: number,
  width: number,
  height: number,
  depth: number,
  border: number,
  format: number,
  type: number,
  pixels: Pixels,
): void {
  const c = cur();
  if (
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

/** The existing image a sub-image command writes, with the sub-rectangle checked; null after an error. */
function subImage(
  c: GlContext,
  dims: 1 | 2 | 3,
  target: number,
  level: number,
  offset: number[],
  size: number[],
) {
  if (!TARGETS[dims].has(target)) {
    c.setError(GL_INVALID_ENUM);
    return null;
  }
  const where = imageTarget(c, target)!;
  if (!validValue(c, Number.isInteger(level) && level >= 0 && level < 32)) return null;
  const img = where.texture.images[where.face]?.[level];
  if (!validOperation(c, !!img)) return null;
  const extent = [img!.width, img!.height, img!.depth];
  for (let i = 0; i < dims; i++) {
    // The border texels are not stored, so sub-images reach the inner texels only.
    const o = offset[i]!;
    if (!validValue(c, size[i]! >= 0 && o >= 0 && o + size[i]! <= extent[i]!)) return null;
  }
  return { where, img: img! };
}

function texSubImage(
  dims: 1 | 2 | 3,
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
    c.setError(formatError);
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
  writeTexels(
    c,
    sub.where.texture,
    sub.where.face,
    level,
    offset[0]!,
    offset[1] ?? 0,
    offset[2] ?? 0,
    w,
    h,
    d,
    texels!,
  );
  afterImageChange(c, sub.where.texture, level);
}

export function glTexSubImage1D(
  target: number,
  level: number,
  xoffset: number,
  width: number,
  format: number,
  type: number,
  pixels: Pixels,
): void {
  const c = cur();
  if (recordImage(c, glTexSubImage1D, [target, level, xoffset, width, format, type], pixels)) return;
  texSubImage(1, target, level, [int32(xoffset)], [int32(width)], format, type, pixels);
}

export function glTexSubImage2D(
  target: number,
  level: number,
  xoffset: number,
  yoffset: number,
  width: number,
  height: number,
  format: number,
  type: number,
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

export function glTexSubImage3D(
  target: number,
  level: number,
  xoffset: number,
  yoffset: number,
  zoffset: number,
  width: number,
  height: number,
  depth: number,
  format: number,
  type: number,
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
  if (depth && !validOperation(c, c.fb.depthBits > 0)) return null;
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
    c.setError(GL_INVALID_ENUM);
    return;
  }
  const tex = storageFormat(c, internalFormat);
  if (!tex || !checkGeometry(c, target, level, size, border)) return;
  const [w, h] = [size[0]!, size[1] ?? 1];
  const texels = copiedTexels(c, int32(x), int32(y), w, h, tex);
  if (texels) setImage(c, target, level, tex, size, border, dims, texels);
}

export function glCopyTexImage1D(
  target: number,
  level: number,
  internalFormat: number,
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

export function glCopyTexImage2D(
  target: number,
  level: number,
  internalFormat: number,
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
  dims: 1 | 2 | 3,
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
  writeTexels(
    c,
    sub.where.texture,
    sub.where.face,
    level,
    offset[0]!,
    offset[1] ?? 0,
    offset[2] ?? 0,
    w,
    h,
    1,
    texels,
  );
  afterImageChange(c, sub.where.texture, level);
}

export function glCopyTexSubImage1D(
  target: number,
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

export function glCopyTexSubImage2D(
  target: number,
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

export function glCopyTexSubImage3D(
  target: number,
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

export function glGetTexImage(
  target: number,
  level: number,
  format: number,
  type: number,
  pixels: Pixels,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const where = imageTarget(c, target);
  if (!where) {
    c.setError(GL_INVALID_ENUM);
    return;
  }
  const formatError = checkPixelFormatType(format, type, 'getTexImage');
  if (formatError !== 0) {
    c.setError(formatError);
    return;
  }
  if (!validValue(c, Number.isInteger(level) && level >= 0 && level < 32)) return;
  const img = where.texture.images[where.face]?.[level];
  if (!img || !where.texture.resource) return;
  c.flush();
  const texels = readTexels(c, where.texture, where.face, level);
  pixelCall(c, () =>
    packFromTexels(
      img.texFormat,
      texels,
      {
        width: img.width,
        height: img.height,
        depth: img.depth,
        dimensions: dimensionsOf(target),
        format,
        type,
        data: pixels,
      },
      c.pack,
      null,
      'getTexImage',
    ),
  );
}
