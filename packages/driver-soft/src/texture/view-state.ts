// A TextureSource checked and resolved once: its format's decoder, the size and memory layout of every
// level the view can read, its layer range and buffer range. Everything the sampler reads later is
// inside what this file checked, so no coordinate can reach outside the resource's bytes.
import {
  formatDescription,
  isFormat,
  isLayered,
  isOneDimensional,
  minify,
  type PipeFormatDescription,
  PipeSwizzle,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import { type TexelDecoder, texelDecoder } from './texel-decoder.js';
import type { TextureSource } from './texture-source.js';

const T = PipeTextureTarget;

/** Filtered dimensions per target: 1D kinds 1, 2D kinds and cubes 2, 3D 3 (buffers are only fetched). */
export function filterDims(target: PipeTextureTarget): number {
  switch (target) {
    case T.TEXTURE_3D:
      return 3;
    case T.TEXTURE_1D:
    case T.TEXTURE_1D_ARRAY:
    case T.BUFFER:
      return 1;
    default:
      return 2;
  }
}

/** Whether the target is a cube or cube array. */
export function isCube(target: PipeTextureTarget): boolean {
  return target === T.TEXTURE_CUBE || target === T.TEXTURE_CUBE_ARRAY;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** A sampler view resolved for sampling. Invalid or inconsistent sources read as empty (every result 0). */
export class ViewState {
  readonly target: PipeTextureTarget;
  readonly description: PipeFormatDescription | null;
  readonly blockSize: number;
  readonly decoder: TexelDecoder | null;
  /** Results are integers (pure-integer formats): written to `outWords`. */
  readonly integer: boolean;
  /** Filtered dimensions (1, 2 or 3). */
  readonly dims: number;
  /** Levels the view names (its level range within the resource). */
  readonly viewLevels: number;
  /** Leading levels of the view that can be read (0 when nothing can). Index 0 is the view's first level. */
  readonly levelCount: number;
  readonly width: Int32Array;
  readonly height: Int32Array;
  readonly depth: Int32Array;
  /** Byte layout per view level (small integers: levels ending beyond 2^31 − 1 are not readable). */
  readonly offset: Int32Array;
  readonly stride: Int32Array;
  readonly layerStride: Int32Array;
  /** Per view level: byte offset of the view's first layer (where 1D, 2D and RECT views read). */
  readonly imageStart: Int32Array;
  /** Absolute first layer and number of layers of the view (1 for 1D, 2D, RECT; 3D slices are not layers). */
  readonly firstLayer: number;
  readonly layers: number;
  /** BUFFER views: first byte and whole texels inside the resource. */
  readonly bufferStart: number;
  readonly bufferTexels: number;
  /** The view swizzle. */
  readonly swizzle: Int32Array;

  constructor(readonly source: TextureSource) {
    this.target = source.target;
    this.dims = filterDims(source.target);
    this.swizzle = Int32Array.from(source.swizzle ?? [0, 1, 2, 3], (s) =>
      s >= PipeSwizzle.X && s <= PipeSwizzle.ONE ? s : PipeSwizzle.ZERO,
    );
    const description = isFormat(source.format) ? formatDescription(source.format) : null;
    const data = source.data instanceof Uint8Array ? source.data : null;
    this.description = description && data ? description : null;
    this.blockSize = description?.blockSize ?? 1;
    this.decoder = description && data ? texelDecoder(data, description) : null;
    this.integer = description?.isPureInteger ?? false;
    const views = this.namedLevels();
    this.viewLevels = views;
    this.width = new Int32Array(views);
    this.height = new Int32Array(views);
    this.depth = new Int32Array(views);
    this.offset = new Int32Array(views);
    this.stride = new Int32Array(views);
    this.layerStride = new Int32Array(views);
    this.imageStart = new Int32Array(views);
    // A 1D, 2D or RECT view may show one layer of an array resource.
    this.firstLayer = this.target !== T.TEXTURE_3D && isCount(source.firstLayer) ? source.firstLayer : 0;
    this.layers = isLayered(source.target) ? this.viewLayers() : 1;
    this.levelCount = this.decoder && this.layers > 0 ? this.resolveLevels(views, data!) : 0;
    const buffer = this.resolveBuffer(data);
    this.bufferStart = buffer[0];
    this.bufferTexels = buffer[1];
  }

  /** Number of levels the view names (0 for an empty or nonsensical range). */
  private namedLevels(): number {
    const { firstLevel, lastLevel, levels } = this.source;
    if (this.target === T.BUFFER || !isCount(firstLevel) || !isCount(lastLevel)) return 0;
    if (!Array.isArray(levels) || lastLevel < firstLevel) return 0;
    const count = Math.min(lastLevel, levels.length - 1) - firstLevel + 1;
    return Math.max(count, 0);
  }

  private viewLayers(): number {
    const { firstLayer, lastLayer } = this.source;
    if (!isCount(firstLayer) || !isCount(lastLayer) || lastLayer < firstLayer) return 0;
    const layers = lastLayer - firstLayer + 1;
    if (this.target === T.TEXTURE_CUBE) return layers >= 6 ? 6 : 0;
    if (this.target === T.TEXTURE_CUBE_ARRAY) return layers - (layers % 6);
    return layers;
  }

  /** Fills the per-level tables and returns how many leading levels fit inside `data`. */
  private resolveLevels(views: number, data: Uint8Array): number {
    const s = this.source;
    const oneD = isOneDimensional(this.target);
    for (let l = 0; l < views; l++) {
      const level = s.firstLevel + l;
      const layout = s.levels[level];
      const w = minify(s.width0, level);
      const h = oneD ? 1 : minify(s.height0, level);
      const d = this.target === T.TEXTURE_3D ? minify(s.depth0, level) : 1;
      if (!layout || ![w, h, d].every((n) => n >= 1 && Number.isInteger(n))) return l;
      const { offset, stride, layerStride, layers } = layout;
      if (![offset, stride, layerStride, layers].every(isCount)) return l;
      const lastLayer = this.target === T.TEXTURE_3D ? d - 1 : this.firstLayer + this.layers - 1;
      if (lastLayer >= layers) return l;
      const end = offset + lastLayer * layerStride + (h - 1) * stride + w * this.blockSize;
      if (end > data.length || end > 0x7fffffff) return l;
      this.width[l] = w;
      this.height[l] = h;
      this.depth[l] = d;
      this.offset[l] = offset;
      this.stride[l] = stride;
      this.layerStride[l] = layerStride;
      this.imageStart[l] = offset + this.firstLayer * layerStride;
    }
    return views;
  }

  private resolveBuffer(data: Uint8Array | null): [number, number] {
    const { bufferOffset, bufferSize } = this.source;
    if (this.target !== T.BUFFER || !this.decoder || !data) return [0, 0];
    if (!isCount(bufferOffset) || !isCount(bufferSize) || bufferOffset > data.length) return [0, 0];
    const bytes = Math.min(bufferSize, data.length - bufferOffset);
    return [bufferOffset, Math.floor(bytes / this.blockSize)];
  }

  /** Byte offset of texel (x, y) of absolute layer `layer` at view level `level` (all in range). */
  texelOffset(level: number, x: number, y: number, layer: number): number {
    return (
      this.offset[level]! + layer * this.layerStride[level]! + y * this.stride[level]! + x * this.blockSize
    );
  }
}
