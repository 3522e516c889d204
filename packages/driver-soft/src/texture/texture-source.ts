// What the sampler reads: one bound sampler view resolved to the bytes of its resource, in
// gallium-api's CPU layout (`resourceLayout`: every level tightly packed; texel (x, y, layer) of a level
// at offset + layer * layerStride + y * stride + x * blockSize).
import type { PipeFormat, PipeSwizzle, PipeTextureTarget } from '@gallium-ts/gallium-api';

/** Where one level of the resource sits in `data` (gallium-api's `LevelLayout`). */
export interface TextureSourceLevel {
  /** Byte offset of the level's first texel. */
  readonly offset: number;
  /** Bytes per row. */
  readonly stride: number;
  /** Bytes per 2D layer: a z slice of a 3D texture, an array layer or a cube face. */
  readonly layerStride: number;
  /** 2D layers of the level (depth for 3D, layers for arrays and cubes). */
  readonly layers: number;
}

/**
 * One bound sampler view, resolved to the memory of its resource. The driver keeps one object per
 * sampler view (the sampler caches what it derives from it by identity) and makes a new one when the
 * view or the resource's storage changes; texel bytes may change in place between draws.
 */
export interface TextureSource {
  /** The view's format (a cast of the resource's format with the same block size is allowed). */
  readonly format: PipeFormat;
  /** The view's target (e.g. a 2D array resource viewed as CUBE). */
  readonly target: PipeTextureTarget;
  /** Every byte of the resource. */
  readonly data: Uint8Array;
  /** Per level of the resource (index = absolute level). */
  readonly levels: readonly TextureSourceLevel[];
  readonly width0: number;
  readonly height0: number;
  readonly depth0: number;
  readonly arraySize: number;
  /** The view's level range (absolute levels; level 0 of the view is `firstLevel`). */
  readonly firstLevel: number;
  readonly lastLevel: number;
  /** The view's layer range (arrays and cubes; absolute layers). */
  readonly firstLayer: number;
  readonly lastLayer: number;
  /** BUFFER views: the first byte and the size in bytes. */
  readonly bufferOffset: number;
  readonly bufferSize: number;
  /** The view's swizzle, applied last: result channel c = channel swizzle[c], or 0 / 1. */
  readonly swizzle: readonly [PipeSwizzle, PipeSwizzle, PipeSwizzle, PipeSwizzle];
}
