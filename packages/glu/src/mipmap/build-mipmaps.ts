// gluBuild1D/2D/3DMipmaps and gluBuild1D/2D/3DMipmapLevels: upload a texture's levels down to 1×1 from one
// image, scaled first to a power of two, with the argument checks and GLU error codes of Mesa's libGLU.
// 1D textures and GL_BITMAP images go through libGLU's 16-bit working image (uploaded as
// GL_UNSIGNED_SHORT); 2D and 3D images keep their own type and libGLU's per-type averaging rules
// (3D images that need scaling are scaled through the 16-bit working image first, as libGLU does).
import {
  GL_BITMAP,
  GL_UNSIGNED_SHORT,
  type GLenum,
  glTexImage1D,
  glTexImage2D,
  glTexImage3D,
  type TexImage1DTarget,
  type TexImage2DTarget,
  type TexImage3DTarget,
} from '@gallium-ts/state-tracker-gl';
import type { Image3DType, ImageType, MipmapFormat } from '../enum-types.js';
import { GLU_INVALID_ENUM, GLU_INVALID_VALUE } from '../glu-enums.js';
import { closestFit, computeLog } from './closest-fit.js';
import { checkMipmapArgs, formatComponents } from './pixel-formats.js';
import { type PixelStoreModes, unpackModes, withTightUnpack } from './pixel-store.js';
import {
  halveTypedImage,
  readTypedImage,
  scaleTypedImage,
  type TypedImage,
  typedImageBytes,
  typedImageFromUshort,
} from './typed-image.js';
import { fillUshortImage } from './ushort-image.js';
import { boxFilterUshort, scaleUshort } from './ushort-scale.js';

/** What one build uploads: the GL target, formats, the level range and the level-0 size. */
interface Build {
  target: number;
  internalFormat: number;
  format: number;
  type: number;
  userLevel: number;
  baseLevel: number;
  maxLevel: number;
  /** The caller's image size (1 to 3 numbers). */
  sizes: number[];
  /** The size of level `userLevel` (powers of two for gluBuild*Mipmaps). */
  levelSizes: number[];
}

/** The highest level: userLevel + log2 of the largest side (−1 for a side that is not a power of two). */
function lastLevel(levelSizes: number[], userLevel: number): number {
  return Math.max(...levelSizes.map(computeLog)) + userLevel;
}

/** glTexImage1D/2D/3D of one level from tightly packed `pixels`. */
function upload(build: Build, level: number, sizes: number[], type: number, pixels: ArrayBufferView): void {
  const { target, internalFormat, format } = build;
  if (sizes.length === 1) glTexImage1D(target, level, internalFormat, sizes[0], 0, format, type, pixels);
  else if (sizes.length === 2)
    glTexImage2D(target, level, internalFormat, sizes[0], sizes[1], 0, format, type, pixels);
  else glTexImage3D(target, level, internalFormat, sizes[0], sizes[1], sizes[2], 0, format, type, pixels);
}

/** Uploads levels userLevel … last through the 16-bit working image (1D textures, GL_BITMAP images). */
function buildThroughUshort(build: Build, modes: PixelStoreModes, data: ArrayBufferView): void {
  const components = formatComponents(build.format);
  const [width, height = 1] = build.sizes;
  let image = fillUshortImage(modes, width, height, 1, build.format, build.type, data);
  let current = [width, height];
  let next = [build.levelSizes[0], build.levelSizes[1] ?? 1];
  const last = lastLevel(build.levelSizes, build.userLevel);
  withTightUnpack(modes, () => {
    for (let level = build.userLevel; level <= last; level++) {
      if (current[0] !== next[0] || current[1] !== next[1]) {
        image = scaleUshort(components, current[0], current[1], image, next[0], next[1]);
        current = next;
      }
      if (build.baseLevel <= level && level <= build.maxLevel)
        upload(build, level, build.sizes.length === 1 ? [current[0]] : current, GL_UNSIGNED_SHORT, image);
      next = next.map((size) => (size > 1 ? size >> 1 : size));
    }
  });
}

/**
 * Level `userLevel` in the image's own type: the caller's image, or (sides not the level's) scaled by
 * libGLU's box filter: in the own type in 2D, through the 16-bit working image in 3D (as libGLU does).
 */
function firstLevel(build: Build, modes: PixelStoreModes, data: ArrayBufferView): TypedImage {
  const [width, height, depth = 1] = build.sizes;
  const [levelWidth, levelHeight, levelDepth = 1] = build.levelSizes;
  const same = width === levelWidth && height === levelHeight && depth === levelDepth;
  if (same || build.sizes.length === 2) {
    const image = readTypedImage(modes, width, height, depth, build.format, build.type, data);
    return same ? image : scaleTypedImage(image, levelWidth, levelHeight);
  }
  const ushorts = fillUshortImage(modes, width, height, depth, build.format, build.type, data);
  const sizesOut = [levelWidth, levelHeight, levelDepth] as const;
  const scaled = boxFilterUshort(formatComponents(build.format), [width, height, depth], ushorts, sizesOut);
  return typedImageFromUshort(scaled, sizesOut, build.format, build.type);
}

/** Uploads levels userLevel … last keeping the image's own type (2D and 3D textures). */
function buildInOwnType(build: Build, modes: PixelStoreModes, data: ArrayBufferView): void {
  let image = firstLevel(build, modes, data);
  const last = lastLevel(build.levelSizes, build.userLevel);
  withTightUnpack(modes, () => {
    for (let level = build.userLevel; level <= last; level++) {
      if (level > build.userLevel) image = halveTypedImage(image);
      const sizes =
        build.sizes.length === 3 ? [image.width, image.height, image.depth] : [image.width, image.height];
      if (build.baseLevel <= level && level <= build.maxLevel)
        upload(build, level, sizes, build.type, typedImageBytes(image, build.format));
    }
  });
}

function run(build: Build, data: ArrayBufferView): number {
  const modes = unpackModes();
  if (build.sizes.length === 1 || build.type === GL_BITMAP) buildThroughUshort(build, modes, data);
  else buildInOwnType(build, modes, data);
  return 0;
}

/** The shared argument checks: 0 or the GLU error. */
function checkArgs(format: number, type: number, sizes: number[]): number {
  for (let i = 0; i < sizes.length; i++) sizes[i] |= 0; // GLsizei, as C receives them
  const rc = checkMipmapArgs(format, type);
  if (rc !== 0) return rc;
  if (sizes.some((size) => !(size >= 1))) return GLU_INVALID_VALUE;
  if (sizes.length === 3 && type === GL_BITMAP) return GLU_INVALID_ENUM;
  return 0;
}

/** gluBuild*MipmapLevels: levels userLevel … userLevel + log2(max side), uploading base … max of them. */
function buildLevels(
  target: number,
  internalFormat: number,
  sizes: number[],
  format: number,
  type: number,
  userLevel: number,
  baseLevel: number,
  maxLevel: number,
  data: ArrayBufferView,
): number {
  const rc = checkArgs(format, type, sizes);
  if (rc !== 0) return rc;
  [userLevel, baseLevel, maxLevel] = [userLevel | 0, baseLevel | 0, maxLevel | 0];
  const levels = lastLevel(sizes, userLevel);
  if (baseLevel < 0 || baseLevel < userLevel || maxLevel < baseLevel || levels < maxLevel)
    return GLU_INVALID_VALUE;
  return run(
    { target, internalFormat, format, type, userLevel, baseLevel, maxLevel, sizes, levelSizes: sizes },
    data,
  );
}

/** gluBuild*Mipmaps: a power-of-two level 0 that fits, then every level down to 1×1. */
function buildAll(
  target: number,
  internalFormat: number,
  sizes: number[],
  format: number,
  type: number,
  data: ArrayBufferView,
): number {
  const rc = checkArgs(format, type, sizes);
  if (rc !== 0) return rc;
  const levelSizes = closestFit(target, sizes, internalFormat, format, type);
  const maxLevel = lastLevel(levelSizes, 0);
  return run(
    { target, internalFormat, format, type, userLevel: 0, baseLevel: 0, maxLevel, sizes, levelSizes },
    data,
  );
}

/**
 * Scales a 1D image to a power-of-two width GL accepts and loads it and every smaller level with
 * glTexImage1D; returns 0 or a GLU error code.
 * Returns GLU_INVALID_VALUE for width < 1, GLU_INVALID_ENUM for an unknown format or type,
 * GLU_INVALID_OPERATION for a packed type that does not fit the format.
 * @param data - any typed array holding the image as glTexImage1D reads it.
 * @see GLU 1.3 §3.2
 */
export function gluBuild1DMipmaps(
  target: TexImage1DTarget,
  internalFormat: GLenum,
  width: number,
  format: MipmapFormat,
  type: ImageType,
  data: ArrayBufferView,
): number {
  return buildAll(target, internalFormat, [width], format, type, data);
}

/**
 * Scales a 2D image to power-of-two sizes GL accepts and loads it and every smaller level with
 * glTexImage2D; returns 0 or a GLU error code.
 * Returns GLU_INVALID_VALUE for a size below 1, GLU_INVALID_ENUM for an unknown format or type,
 * GLU_INVALID_OPERATION for a packed type that does not fit the format.
 * @param data - any typed array holding the image as glTexImage2D reads it.
 * @see GLU 1.3 §3.2
 */
export function gluBuild2DMipmaps(
  target: TexImage2DTarget,
  internalFormat: GLenum,
  width: number,
  height: number,
  format: MipmapFormat,
  type: ImageType,
  data: ArrayBufferView,
): number {
  return buildAll(target, internalFormat, [width, height], format, type, data);
}

/**
 * Scales a 3D image to power-of-two sizes GL accepts and loads it and every smaller level with
 * glTexImage3D; returns 0 or a GLU error code.
 * Returns GLU_INVALID_VALUE for a size below 1, GLU_INVALID_ENUM for an unknown format or type (GL_BITMAP
 * included), GLU_INVALID_OPERATION for a packed type that does not fit the format.
 * @param data - any typed array holding the image as glTexImage3D reads it.
 * @see GLU 1.3 §3.2
 */
export function gluBuild3DMipmaps(
  target: TexImage3DTarget,
  internalFormat: GLenum,
  width: number,
  height: number,
  depth: number,
  format: MipmapFormat,
  type: Image3DType,
  data: ArrayBufferView,
): number {
  return buildAll(target, internalFormat, [width, height, depth], format, type, data);
}

/**
 * Computes the mipmap levels level … level + log2(width) of a 1D image taken as level `level`, and loads
 * levels base … max with glTexImage1D; returns 0 or a GLU error code.
 * Returns GLU_INVALID_VALUE unless 0 ≤ level ≤ base ≤ max ≤ level + log2(width) (or for width < 1),
 * GLU_INVALID_ENUM and GLU_INVALID_OPERATION as gluBuild1DMipmaps.
 * @see GLU 1.3 §3.2
 */
export function gluBuild1DMipmapLevels(
  target: TexImage1DTarget,
  internalFormat: GLenum,
  width: number,
  format: MipmapFormat,
  type: ImageType,
  level: number,
  base: number,
  max: number,
  data: ArrayBufferView,
): number {
  return buildLevels(target, internalFormat, [width], format, type, level, base, max, data);
}

/**
 * Computes the mipmap levels below a 2D image taken as level `level`, and loads levels base … max with
 * glTexImage2D; returns 0 or a GLU error code.
 * Returns GLU_INVALID_VALUE unless 0 ≤ level ≤ base ≤ max ≤ level + log2(max(width, height)) (or for a
 * size below 1), GLU_INVALID_ENUM and GLU_INVALID_OPERATION as gluBuild2DMipmaps.
 * @see GLU 1.3 §3.2
 */
export function gluBuild2DMipmapLevels(
  target: TexImage2DTarget,
  internalFormat: GLenum,
  width: number,
  height: number,
  format: MipmapFormat,
  type: ImageType,
  level: number,
  base: number,
  max: number,
  data: ArrayBufferView,
): number {
  return buildLevels(target, internalFormat, [width, height], format, type, level, base, max, data);
}

/**
 * Computes the mipmap levels below a 3D image taken as level `level`, and loads levels base … max with
 * glTexImage3D; returns 0 or a GLU error code.
 * Returns GLU_INVALID_VALUE unless 0 ≤ level ≤ base ≤ max ≤ level + log2 of the largest size (or for a
 * size below 1), GLU_INVALID_ENUM and GLU_INVALID_OPERATION as gluBuild3DMipmaps.
 * @see GLU 1.3 §3.2
 */
export function gluBuild3DMipmapLevels(
  target: TexImage3DTarget,
  internalFormat: GLenum,
  width: number,
  height: number,
  depth: number,
  format: MipmapFormat,
  type: Image3DType,
  level: number,
  base: number,
  max: number,
  data: ArrayBufferView,
): number {
  return buildLevels(target, internalFormat, [width, height, depth], format, type, level, base, max, data);
}
