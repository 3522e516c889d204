// ResourceImage: the TgsiImage of one pipe_image_view (set_shader_images) over the resource's bytes —
// a level and layer range of a texture, or a byte range of a buffer — with texels converted to and
// from TGSI's four words through the format table. Coordinates follow the resource's target the way
// tgsi addresses images: x (buffer, 1D); x and the layer in y (1D array); x, y (2D, rect); x, y and the
// layer, face or slice in z (2D array, cube, cube array, 3D). tgsi checks them against width, height
// and depth before calling, so nothing outside the view is ever touched. The view's access bits are
// honoured: without READ loads give 0, without WRITE stores are dropped.
import {
  levelHeight,
  levelWidth,
  PipeImageAccess,
  type PipeImageView,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import type { CpuResource } from '@gallium-ts/gallium-api/util';
import type { TgsiImage } from '@gallium-ts/tgsi';
import { type TexelMemory, type TexelWords, texelMemory, texelWords } from './texel-words.js';

/** The texel a partial store merges into (one image access at a time). */
const merged = new Int32Array(4);

export class ResourceImage implements TgsiImage {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly samples = 1;
  private readonly memory: TexelMemory;
  private readonly words: TexelWords;
  /** Byte offset of texel (0, 0, 0) and the byte steps along x, y and z. */
  private readonly base: number;
  private readonly stepY: number;
  private readonly stepZ: number;
  private readonly readable: boolean;
  private readonly writable: boolean;

  constructor(resource: CpuResource, view: PipeImageView) {
    const storage = resource.storage;
    // The bytes themselves (not the storage object): a draw captured into the scene keeps working
    // even if the resource is released before the scene is rasterized.
    this.memory = texelMemory(storage.data);
    this.words = texelWords(view.format);
    this.readable = (view.access & PipeImageAccess.READ) !== 0;
    this.writable = (view.access & PipeImageAccess.WRITE) !== 0;
    const target = resource.target;
    if (target === PipeTextureTarget.BUFFER) {
      this.width = Math.floor(view.size / this.words.blockSize);
      this.height = 1;
      this.depth = 1;
      this.base = view.offset;
      this.stepY = 0;
      this.stepZ = 0;
      return;
    }
    const level = storage.levels[view.level]!;
    const layers = view.lastLayer - view.firstLayer + 1;
    this.width = levelWidth(resource, view.level);
    this.base = level.offset + view.firstLayer * level.layerStride;
    if (target === PipeTextureTarget.TEXTURE_1D_ARRAY) {
      this.height = layers;
      this.depth = 1;
      this.stepY = level.layerStride;
      this.stepZ = 0;
    } else {
      this.height = levelHeight(resource, view.level);
      this.depth = layers;
      this.stepY = level.stride;
      this.stepZ = level.layerStride;
    }
  }

  load(x: number, y: number, z: number, out: Int32Array): void {
    if (!this.readable) {
      out.fill(0);
      return;
    }
    this.words.load(this.memory, this.offset(x, y, z), out);
  }

  store(x: number, y: number, z: number, words: Int32Array, writeMask: number): void {
    if (!this.writable) return;
    const offset = this.offset(x, y, z);
    if ((writeMask & 0xf) === 0xf) {
      this.words.store(this.memory, offset, words);
      return;
    }
    // A partial write keeps the channels outside the mask: read, merge, write back.
    this.words.load(this.memory, offset, merged);
    for (let c = 0; c < 4; c++) if ((writeMask >> c) & 1) merged[c] = words[c]!;
    this.words.store(this.memory, offset, merged);
  }

  private offset(x: number, y: number, z: number): number {
    return this.base + x * this.words.blockSize + y * this.stepY + z * this.stepZ;
  }
}
