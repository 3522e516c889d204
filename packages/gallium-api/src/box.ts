// Boxes and mip-level/layer math shared by every layer: level sizes, layer counts, box validation and
// the tightly packed layout that transfers and driver storage use.
import { PipeTextureTarget } from './enums.js';
import type { PipeBox, PipeResourceTemplate } from './state.js';

/**
 * The resource fields level and layer sizes depend on.
 * @inline
 */
type Shape = Pick<
  PipeResourceTemplate,
  'target' | 'width0' | 'height0' | 'depth0' | 'arraySize' | 'lastLevel'
>;

/** A box from its six numbers. */
export function makeBox(
  x: number,
  y: number,
  z: number,
  width: number,
  height: number,
  depth: number,
): PipeBox {
  return { x, y, z, width, height, depth };
}

/** u_minify: the size of a dimension at `level` (never below 1). */
export function minify(size: number, level: number): number {
  return Math.max(1, size >> level);
}

/** Width of `level` (bytes for buffers). */
export function levelWidth(res: Shape, level: number): number {
  return minify(res.width0, level);
}

/** Height of `level`; 1 for buffers and 1D textures. */
export function levelHeight(res: Shape, level: number): number {
  return isOneDimensional(res.target) ? 1 : minify(res.height0, level);
}

/**
 * The z extent a box may cover at `level`: the level's depth for 3D textures, the layer count for
 * array and cube targets (faces for cubes, face + 6 × layer for cube arrays), else 1.
 */
export function levelLayers(res: Shape, level: number): number {
  switch (res.target) {
    case PipeTextureTarget.TEXTURE_3D:
      return minify(res.depth0, level);
    case PipeTextureTarget.TEXTURE_1D_ARRAY:
    case PipeTextureTarget.TEXTURE_2D_ARRAY:
    case PipeTextureTarget.TEXTURE_CUBE:
    case PipeTextureTarget.TEXTURE_CUBE_ARRAY:
      return res.arraySize;
    default:
      return 1;
  }
}

/** Whether the target has one dimension of texels (buffer, 1D, 1D array). */
export function isOneDimensional(target: PipeTextureTarget): boolean {
  return (
    target === PipeTextureTarget.BUFFER ||
    target === PipeTextureTarget.TEXTURE_1D ||
    target === PipeTextureTarget.TEXTURE_1D_ARRAY
  );
}

/** Whether the target's layers are array layers or cube faces (not 3D slices). */
export function isLayered(target: PipeTextureTarget): boolean {
  return (
    target === PipeTextureTarget.TEXTURE_1D_ARRAY ||
    target === PipeTextureTarget.TEXTURE_2D_ARRAY ||
    target === PipeTextureTarget.TEXTURE_CUBE ||
    target === PipeTextureTarget.TEXTURE_CUBE_ARRAY
  );
}

/** The largest number of mip levels a texture of this shape can have. */
export function maxLevels(res: Pick<Shape, 'target' | 'width0' | 'height0' | 'depth0'>): number {
  if (res.target === PipeTextureTarget.BUFFER || res.target === PipeTextureTarget.TEXTURE_RECT) return 1;
  const h = isOneDimensional(res.target) ? 1 : res.height0;
  const d = res.target === PipeTextureTarget.TEXTURE_3D ? res.depth0 : 1;
  return Math.floor(Math.log2(Math.max(res.width0, h, d, 1))) + 1;
}

/**
 * Why `box` does not fit inside `level` of `res`, or null if it fits. Boxes must have non-negative
 * integer origins and positive integer sizes.
 */
export function boxOutsideReason(res: Shape, level: number, box: PipeBox): string | null {
  if (!Number.isInteger(level) || level < 0 || level > res.lastLevel) {
    return `level ${level} out of range 0..${res.lastLevel}`;
  }
  for (const key of ['x', 'y', 'z', 'width', 'height', 'depth'] as const) {
    if (!Number.isInteger(box[key])) return `box.${key} is not an integer (${box[key]})`;
  }
  if (box.x < 0 || box.y < 0 || box.z < 0) return `box origin (${box.x}, ${box.y}, ${box.z}) is negative`;
  if (box.width <= 0 || box.height <= 0 || box.depth <= 0) {
    return `box size ${box.width}x${box.height}x${box.depth} is empty or negative`;
  }
  const w = levelWidth(res, level);
  const h = levelHeight(res, level);
  const d = levelLayers(res, level);
  if (box.x + box.width > w || box.y + box.height > h || box.z + box.depth > d) {
    return (
      `box (${box.x}, ${box.y}, ${box.z}) ${box.width}x${box.height}x${box.depth} ` +
      `exceeds level ${level} of size ${w}x${h}x${d}`
    );
  }
  return null;
}

/** Byte layout of a tightly packed level: rows of `stride`, 2D layers of `layerStride`, `layers` of them. */
export interface PackedLevelLayout {
  stride: number;
  layerStride: number;
  layers: number;
  size: number;
}

/** The packed layout of `level` of `res` for texels of `blockSize` bytes. */
export function packedLevelLayout(res: Shape, level: number, blockSize: number): PackedLevelLayout {
  const stride = levelWidth(res, level) * blockSize;
  const layerStride = stride * levelHeight(res, level);
  const layers = levelLayers(res, level);
  return { stride, layerStride, layers, size: layerStride * layers };
}
