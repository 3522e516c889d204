// ResourceStorage: where a resource's contents live, seen through the few box operations the validating
// layer needs for transfers, subdata, copies, clears and query-result writes. The CPU layer implements it
// over one Uint8Array (ResourceBytes); a GPU driver implements it with its own API (WebGL:
// getBufferSubData/readPixels, bufferSubData/texSubImage*, copyBufferSubData/blitFramebuffer, clears).
// Boxes are always valid when these are called (the caller validated them); units are texels, bytes for
// buffers, and z selects a 3D slice, an array layer or a cube face.
import type { PipeBox } from '../state.js';

/** A mapping of a box straight onto the storage (no staging copy). */
export interface DirectMapping {
  /** The first byte of the box; rows `stride` bytes apart, 2D layers `layerStride` apart. */
  readonly data: Uint8Array;
  readonly stride: number;
  readonly layerStride: number;
}

export interface ResourceStorage {
  /** Copies `box` of `level` into `dst`, rows `dstStride` bytes apart and 2D layers `dstLayerStride` apart. */
  read(level: number, box: PipeBox, dst: Uint8Array, dstStride: number, dstLayerStride: number): void;
  /** Copies `src` (rows `srcStride` apart, layers `srcLayerStride` apart) into `box` of `level`. */
  write(level: number, box: PipeBox, src: Uint8Array, srcStride: number, srcLayerStride: number): void;
  /**
   * Repeats `pattern` over every row of `box` (a texel for textures; a clear value whose length divides
   * the row for buffers).
   */
  fill(level: number, box: PipeBox, pattern: Uint8Array): void;
  /**
   * Copies `srcBox` of `srcLevel` of `src` (a storage of the same screen, possibly this one with
   * non-overlapping boxes) to (dstx, dsty, dstz) of `dstLevel`, byte for byte.
   */
  copyFrom(
    src: ResourceStorage,
    srcLevel: number,
    srcBox: PipeBox,
    dstLevel: number,
    dstx: number,
    dsty: number,
    dstz: number,
  ): void;
  /**
   * For MAP_DIRECTLY and PERSISTENT transfers: the box as a view of the storage itself, or null when the
   * storage cannot be mapped (then MAP_DIRECTLY maps return null, as Gallium documents, and the screen
   * must not offer persistent mappings). Leave it out when the storage is never mappable.
   */
  mapDirectly?(level: number, box: PipeBox): DirectMapping | null;
  /** Frees what the storage holds; called once, when the resource's last reference goes. */
  release?(): void;
}
