// The CPU-side storage of a resource: the bytes of every level, each level tightly packed (rows of
// width × block size, then 2D layers — z slices, array layers or cube faces — one after another), and
// the box-level operations of ResourceStorage over them.
import { packedLevelLayout } from '../box.js';
import type { PipeBox, PipeResourceTemplate } from '../state.js';
import type { DirectMapping, ResourceStorage } from './storage.js';

/** The geometry of a resource (what its storage layout depends on). */
export type ResourceShape = Pick<
  PipeResourceTemplate,
  'target' | 'width0' | 'height0' | 'depth0' | 'arraySize' | 'lastLevel'
>;

/** Where one level sits in the storage and how it is laid out. */
export interface LevelLayout {
  /** Byte offset of the level's first texel. */
  readonly offset: number;
  /** Bytes per row. */
  readonly stride: number;
  /** Bytes per 2D layer. */
  readonly layerStride: number;
  /** Number of 2D layers (depth for 3D, layers for arrays and cubes). */
  readonly layers: number;
  /** Bytes of the whole level. */
  readonly size: number;
}

/** The packed layout of every level of `shape` with `blockSize`-byte texels, and the total size. */
export function resourceLayout(
  shape: ResourceShape,
  blockSize: number,
): { levels: LevelLayout[]; size: number } {
  const levels: LevelLayout[] = [];
  let offset = 0;
  for (let level = 0; level <= shape.lastLevel; level++) {
    const layout = packedLevelLayout(shape, level, blockSize);
    levels.push({ offset, ...layout });
    offset += layout.size;
  }
  return { levels, size: offset };
}

/** The bytes of a resource. Boxes passed in are assumed valid (callers validate first). */
export class ResourceBytes implements ResourceStorage {
  readonly levels: readonly LevelLayout[];

  constructor(
    readonly data: Uint8Array,
    readonly blockSize: number,
    levels: readonly LevelLayout[],
  ) {
    this.levels = levels;
  }

  /** Byte offset of texel (x, y, z) of `level`. */
  offsetOf(level: number, x: number, y: number, z: number): number {
    const l = this.levels[level]!;
    return l.offset + z * l.layerStride + y * l.stride + x * this.blockSize;
  }

  /** Copies `box` of `level` into `dst` laid out with `dstStride` / `dstLayerStride`. */
  read(level: number, box: PipeBox, dst: Uint8Array, dstStride: number, dstLayerStride: number): void {
    const row = box.width * this.blockSize;
    for (let z = 0; z < box.depth; z++) {
      for (let y = 0; y < box.height; y++) {
        const from = this.offsetOf(level, box.x, box.y + y, box.z + z);
        dst.set(this.data.subarray(from, from + row), z * dstLayerStride + y * dstStride);
      }
    }
  }

  /** Copies `src` laid out with `srcStride` / `srcLayerStride` into `box` of `level`. */
  write(level: number, box: PipeBox, src: Uint8Array, srcStride: number, srcLayerStride: number): void {
    const row = box.width * this.blockSize;
    for (let z = 0; z < box.depth; z++) {
      for (let y = 0; y < box.height; y++) {
        const from = z * srcLayerStride + y * srcStride;
        this.data.set(src.subarray(from, from + row), this.offsetOf(level, box.x, box.y + y, box.z + z));
      }
    }
  }

  /** Repeats `pattern` (a texel, or a buffer clear value) over every row of `box` of `level`. */
  fill(level: number, box: PipeBox, pattern: Uint8Array): void {
    const row = box.width * this.blockSize;
    if (row === this.levels[level]!.stride) {
      // Whole rows: each layer's rows are one contiguous range.
      for (let z = 0; z < box.depth; z++)
        fillPattern(this.data, this.offsetOf(level, 0, box.y, box.z + z), row * box.height, pattern);
      return;
    }
    for (let z = 0; z < box.depth; z++) {
      for (let y = 0; y < box.height; y++) {
        fillPattern(this.data, this.offsetOf(level, box.x, box.y + y, box.z + z), row, pattern);
      }
    }
  }

  /** The box as a view of the bytes themselves, rows and layers as stored. */
  mapDirectly(level: number, box: PipeBox): DirectMapping {
    const { stride, layerStride } = this.levels[level]!;
    const start = this.offsetOf(level, box.x, box.y, box.z);
    const end = this.offsetOf(level, box.x + box.width, box.y + box.height - 1, box.z + box.depth - 1);
    return { data: this.data.subarray(start, end), stride, layerStride };
  }

  /** Copies `srcBox` of `src`'s `srcLevel` to (dstx, dsty, dstz) of `dstLevel` (non-overlapping). */
  copyFrom(
    source: ResourceStorage,
    srcLevel: number,
    srcBox: PipeBox,
    dstLevel: number,
    dstx: number,
    dsty: number,
    dstz: number,
  ): void {
    const src = source as ResourceBytes;
    const row = srcBox.width * this.blockSize;
    for (let z = 0; z < srcBox.depth; z++) {
      for (let y = 0; y < srcBox.height; y++) {
        const from = src.offsetOf(srcLevel, srcBox.x, srcBox.y + y, srcBox.z + z);
        const to = this.offsetOf(dstLevel, dstx, dsty + y, dstz + z);
        if (src.data === this.data) this.data.copyWithin(to, from, from + row);
        else this.data.set(src.data.subarray(from, from + row), to);
      }
    }
  }
}

const isShared = (data: Uint8Array) =>
  typeof SharedArrayBuffer === 'function' && data.buffer instanceof SharedArrayBuffer;

/** Writes `pattern` repeatedly over `size` bytes of `data` from `offset` (size is a multiple of it). */
export function fillPattern(data: Uint8Array, offset: number, size: number, pattern: Uint8Array): void {
  if (size === 0) return;
  // fill() stores byte by byte in shared memory (where the doubling copies below are much faster).
  if (pattern.length === 1 && !isShared(data)) {
    data.fill(pattern[0]!, offset, offset + size);
    return;
  }
  data.set(pattern, offset);
  let filled = pattern.length;
  while (filled < size) {
    const chunk = Math.min(filled, size - filled);
    data.copyWithin(offset + filled, offset, offset + chunk);
    filled += chunk;
  }
}
