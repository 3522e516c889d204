// What the texture image commands share (glTexImage*, glCopyTexImage*, glCompressedTexImage* and their
// sub-image forms; GL 1.5, 3.8.1–3.8.3, with ARB_texture_rectangle): the targets each dimensionality takes
// (proxies included), the checks of an image's geometry (a rectangle's: level 0, no border, any size), the storage format of an internal format, defining an image (or a proxy
// image's state) and finding the image a sub-image command writes.
import { PipeBind, type PipeFormat, PipeTextureTarget } from '@gallium-ts/gallium-api';
import { effectiveInternalFormat, s3tcFormat } from '../compressed/compressed-formats.js';
import { onBlockGrid } from '../compressed/compressed-images.js';
import {
  blocksFromTexels,
  emptyBlocks,
  s3tcOf,
  s3tcTextureFormat,
  texelsFromBlocks,
} from '../compressed/compressed-storage.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { validOperation, validValue } from '../errors/check.js';
import { ENUM_RULES } from '../errors/enum-rules.js';
import {
  GL_DEPTH_COMPONENT,
  GL_INVALID_ENUM,
  GL_OUT_OF_MEMORY,
  GL_PROXY_TEXTURE_1D,
  GL_PROXY_TEXTURE_2D,
  GL_PROXY_TEXTURE_3D,
  GL_PROXY_TEXTURE_CUBE_MAP,
  GL_PROXY_TEXTURE_RECTANGLE,
  GL_TEXTURE_1D,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_TEXTURE_CUBE_MAP,
  GL_TEXTURE_RECTANGLE,
} from '../gl-enums.js';
import { generateMipmap } from '../objects/texture-mipmap.js';
import {
  imageTarget,
  proxyImageTarget,
  type TextureImage,
  type TextureObject,
} from '../objects/texture-objects.js';
import { isRectangleTarget } from '../objects/texture-rectangle.js';
import { defineTextureImage } from '../objects/texture-storage.js';
import {
  chooseTextureFormat,
  PixelTransferError,
  type TextureFormat,
  textureBaseFormat,
} from '../pixels/index.js';

export type Dimensions = 1 | 2 | 3;

/** The image targets each dimensionality accepts (no proxies: sub-image and copy commands). */
export const TARGETS: Record<Dimensions, ReadonlySet<number>> = {
  1: ENUM_RULES['glTexImage1D.target'],
  2: ENUM_RULES['glTexImage2D.target'],
  3: ENUM_RULES['glTexImage3D.target'],
};

/** The proxy targets glTexImage* and glCompressedTexImage* of each dimensionality accept. */
const PROXY_TARGETS: Record<Dimensions, ReadonlySet<number>> = {
  1: new Set([GL_PROXY_TEXTURE_1D]),
  2: new Set([GL_PROXY_TEXTURE_2D, GL_PROXY_TEXTURE_CUBE_MAP, GL_PROXY_TEXTURE_RECTANGLE]),
  3: new Set([GL_PROXY_TEXTURE_3D]),
};

/** Whether `target` is a proxy target of an image command of `dims` dimensions. */
export const isProxyTarget = (dims: Dimensions, target: number) => PROXY_TARGETS[dims].has(target);

/** Whether an image-defining command of `dims` dimensions accepts `target` (proxies included). */
export const isImageTarget = (dims: Dimensions, target: number) =>
  TARGETS[dims].has(target) || isProxyTarget(dims, target);

/** Runs `work`, turning a PixelTransferError into the GL error it names. Returns false after an error. */
export function pixelCall(c: GlContext, work: () => void): boolean {
  try {
    work();
    return true;
  } catch (e) {
    if (!(e instanceof PixelTransferError)) throw e;
    c.setError(e.glError, e.reason);
    return false;
  }
}

/** The texture (or proxy texture) and face an image target names. */
function targetImage(c: GlContext, target: number) {
  return (imageTarget(c, target) ?? proxyImageTarget(c, target))!;
}

function maxSize(c: GlContext, textureTarget: number): number {
  if (textureTarget === GL_TEXTURE_3D) return c.limits.max3dTextureSize;
  if (textureTarget === GL_TEXTURE_1D || textureTarget === GL_TEXTURE_2D) return c.limits.maxTextureSize;
  if (textureTarget === GL_TEXTURE_RECTANGLE) return c.limits.maxRectangleTextureSize;
  return c.limits.maxCubeMapTextureSize;
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/**
 * The errors of an image's geometry that proxy targets report too (GL 1.5, 3.8.1): a level outside
 * [0, log2(max)] (a rectangle's other than 0), a border other than 0 or 1 (a rectangle's other than 0),
 * a size below 2·border. Records INVALID_VALUE.
 */
export function checkGeometry(
  c: GlContext,
  target: number,
  level: number,
  size: number[],
  border: number,
): boolean {
  const max = maxSize(c, targetImage(c, target).texture.target);
  const maxLevel = Math.floor(Math.log2(Math.max(1, max)));
  if (
    isRectangleTarget(target) &&
    !validValue(c, level === 0 && border === 0, 'a rectangle texture has level 0 only and no border')
  )
    return false;
  if (
    !validValue(
      c,
      Number.isInteger(level) && level >= 0 && level <= maxLevel && (border === 0 || border === 1),
      'level is outside 0..log2(max size), or border is not 0 or 1',
    )
  )
    return false;
  return validValue(
    c,
    size.every((n) => Number.isInteger(n) && n - 2 * border >= 0),
    'a size is not an integer, or is less than twice the border',
  );
}

/**
 * Whether the image fits the implementation: each size at most the target's maximum for the level, a
 * power of two (plus border) unless NPOT textures are supported or the target is a rectangle, square cube
 * faces. A texture target
 * records INVALID_VALUE when it does not; a proxy's level state is then cleared.
 */
export function geometryFits(
  c: GlContext,
  target: number,
  level: number,
  size: number[],
  border: number,
): boolean {
  const where = targetImage(c, target);
  const max = maxSize(c, where.texture.target);
  for (const n of size) {
    const inner = n - 2 * border;
    const anySize = c.limits.npot || where.texture.target === GL_TEXTURE_RECTANGLE;
    if (inner > max >> level || !(inner === 0 || anySize || isPowerOfTwo(inner))) return false;
  }
  return target === GL_TEXTURE_2D || where.texture.target !== GL_TEXTURE_CUBE_MAP || size[0] === size[1];
}

/**
 * The storage format for `internalFormat` (a generic compressed format stands for its base format; an
 * S3TC format is stored decoded), or null after recording the error.
 */
export function storageFormat(c: GlContext, internalFormat: number): TextureFormat | null {
  const effective = effectiveInternalFormat(internalFormat);
  const s3tc = s3tcFormat(effective);
  if (
    !validValue(
      c,
      s3tc !== undefined || textureBaseFormat(effective) !== undefined,
      'internalformat is not a texture format',
    )
  )
    return null;
  const depth = textureBaseFormat(effective) === GL_DEPTH_COMPONENT;
  const bind = PipeBind.SAMPLER_VIEW | (depth ? PipeBind.DEPTH_STENCIL : PipeBind.RENDER_TARGET);
  const supported = (f: PipeFormat) =>
    c.screen.isFormatSupported(f, PipeTextureTarget.TEXTURE_2D, 0, 0, bind);
  let format: TextureFormat | null = null;
  if (
    !pixelCall(c, () => {
      format = s3tc
        ? s3tcTextureFormat(s3tc, effective, supported)
        : chooseTextureFormat(effective, supported);
    })
  )
    return null;
  if (!format) c.setError(GL_OUT_OF_MEMORY, 'the driver has no format that holds internalformat');
  return format;
}

/**
 * The checks S3TC internal formats add to glTexImage and glCopyTexImage (EXT_texture_compression_s3tc, as
 * Mesa applies them): 2D images only, no rectangle textures (ARB_texture_rectangle takes no specific
 * compressed format) (INVALID_ENUM), no border (INVALID_OPERATION).
 */
export function checkS3tcImage(
  c: GlContext,
  tex: TextureFormat,
  dims: Dimensions,
  target: number,
  border: number,
): boolean {
  if (!s3tcOf(tex)) return true;
  if (dims !== 2 || isRectangleTarget(target)) {
    c.setError(GL_INVALID_ENUM, 'S3TC images are 2D only, and not rectangle textures');
    return false;
  }
  return validOperation(c, border === 0, 'an S3TC image has no border');
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

/** What an image is defined from: texels of the storage format, S3TC blocks, or nothing (undefined contents). */
export type ImageSource = { texels: Uint8Array } | { blocks: Uint8Array } | null;

/**
 * Defines image (target, level) after the checks: on a proxy target only its state (cleared when the
 * image does not `fit`); otherwise the image with its texels (an S3TC image keeps its blocks and stores
 * their decoding), regenerating mipmaps when asked.
 */
export function setImage(
  c: GlContext,
  target: number,
  level: number,
  tex: TextureFormat,
  size: number[],
  border: number,
  dims: Dimensions,
  source: ImageSource,
  fits = true,
): void {
  const where = targetImage(c, target);
  const [w, h, d] = [size[0]!, size[1] ?? 1, size[2] ?? 1];
  const inner = [w - 2 * border, dims >= 2 ? h - 2 * border : h, dims === 3 ? d - 2 * border : d] as const;
  const image: TextureImage = {
    width: inner[0],
    height: inner[1],
    depth: inner[2],
    border,
    internalFormat: tex.internalFormat,
    baseFormat: tex.baseFormat,
    texFormat: tex,
  };
  const levels = where.texture.images[where.face]!;
  if (c.textures.proxies.get(target) === where.texture) {
    levels[level] = fits ? image : clearedProxyImage(tex);
    return;
  }
  let texels: Uint8Array | null = null;
  if (s3tcOf(tex)) {
    if (source && 'texels' in source) image.compressed = blocksFromTexels(tex, source.texels, w, h);
    else image.compressed = source ? source.blocks.slice() : emptyBlocks(tex, w, h);
    texels = texelsFromBlocks(tex, image.compressed, w, h);
  } else if (source && 'texels' in source) {
    const block = source.texels.length / Math.max(1, w * h * d);
    texels = border ? stripBorder(source.texels, w, h, d, dims, block) : source.texels;
  }
  if (inner[0] === 0 || inner[1] === 0 || inner[2] === 0) {
    levels[level] = null;
  } else if (!defineTextureImage(c, where.texture, where.face, level, image, texels)) {
    c.setError(GL_OUT_OF_MEMORY, 'the texture image could not be allocated');
    return;
  }
  afterImageChange(c, where.texture, level);
}

/**
 * A proxy level's state after an image that does not fit (GL 1.5, 3.8.11): width, height, depth, border
 * and component resolutions zero; the internal format stays the one asked for, as Mesa keeps it.
 */
function clearedProxyImage(tex: TextureFormat): TextureImage {
  return {
    width: 0,
    height: 0,
    depth: 0,
    border: 0,
    internalFormat: tex.internalFormat,
    baseFormat: tex.baseFormat,
    texFormat: { ...tex, bits: {} },
  };
}

export function afterImageChange(c: GlContext, t: TextureObject, level: number): void {
  if (t.params.generateMipmap && level === t.params.baseLevel) generateMipmap(c, t);
  c.dirty |= Dirty.TEXTURES;
}

/**
 * The existing image a sub-image command writes, with the level (0 on a rectangle) and the sub-rectangle
 * checked (inside the image: INVALID_VALUE; on the 4×4 block grid for S3TC images: INVALID_OPERATION); null after an error.
 */
export function subImage(
  c: GlContext,
  dims: Dimensions,
  target: number,
  level: number,
  offset: number[],
  size: number[],
) {
  if (!TARGETS[dims].has(target)) {
    c.setError(GL_INVALID_ENUM, 'target is not an image target of this dimension');
    return null;
  }
  const where = imageTarget(c, target)!;
  const levels = target === GL_TEXTURE_RECTANGLE ? 1 : 32;
  if (
    !validValue(
      c,
      Number.isInteger(level) && level >= 0 && level < levels,
      'level is outside 0..31 (a rectangle texture has level 0 only)',
    )
  )
    return null;
  const img = where.texture.images[where.face]?.[level];
  if (!validOperation(c, !!img, 'level has no image (define it with glTexImage first)')) return null;
  const extent = [img!.width, img!.height, img!.depth];
  for (let i = 0; i < dims; i++) {
    // The border texels are not stored, so sub-images reach the inner texels only.
    const o = offset[i]!;
    if (
      !validValue(
        c,
        size[i]! >= 0 && o >= 0 && o + size[i]! <= extent[i]!,
        'the sub-image reaches outside the image',
      )
    )
      return null;
  }
  if (
    s3tcOf(img!.texFormat) &&
    !validOperation(
      c,
      onBlockGrid(img!, offset, size),
      'an S3TC sub-image does not lie on the 4x4 block grid',
    )
  )
    return null;
  return { where, img: img! };
}
