// One set of a scene's bins: the arenas binning fills (setup records, line pixels, bin nodes), each
// tile's list of nodes (heads and tails) and how much is binned. A scene with rasterizer threads has two,
// so it bins the next piece of a big draw into one while the threads rasterize the other (scene.ts).
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import { FloatArena, IntArena, int32s } from './arena.js';
import { TILE } from './bins.js';
import { tileQuadsSettings } from './tile-quads.js';
import type { SceneArrays } from './tile-rasterizer.js';

export class SceneBins {
  readonly records: FloatArena;
  /** Line pixels as (x, y) pairs; line records refer to ranges of them. */
  readonly linePixels: IntArena;
  /** Bin nodes: record, argument, flags, next (bins.ts Node). */
  readonly nodes: IntArena;
  /** First and last node of each tile's list (−1: none), row by row; heads are shared with the threads. */
  heads: Int32Array = new Int32Array(0);
  tails = new Int32Array(0);
  tilesX = 0;
  tilesY = 0;
  /** Primitives binned. */
  primitives = 0;
  /** Pixels the binned primitives' bounds cover, summed: how much work the bins are at most. */
  pixels = 0;

  /** Arrays the rasterizer threads read are shared (`shared`); the arenas in `heap` where it has room. */
  constructor(
    private readonly shared: boolean,
    heap: WasmHeap | null,
  ) {
    this.records = new FloatArena(1 << 16, shared, heap);
    this.linePixels = new IntArena(1 << 12, shared);
    this.nodes = new IntArena(1 << 14, shared, heap);
  }

  /** Empty bins for a framebuffer of `width` × `height` pixels. */
  resize(width: number, height: number): void {
    this.tilesX = Math.max(1, Math.ceil(width / TILE));
    this.tilesY = Math.max(1, Math.ceil(height / TILE));
    const tiles = this.tilesX * this.tilesY;
    if (this.heads.length < tiles) {
      this.heads = int32s(tiles, this.shared);
      this.tails = new Int32Array(tiles);
    }
    this.clear();
  }

  /** Empties the lists and the arenas. */
  clear(): void {
    const tiles = this.tilesX * this.tilesY;
    this.heads.fill(-1, 0, tiles);
    this.tails.fill(-1, 0, tiles);
    this.nodes.reset();
    this.records.reset();
    this.linePixels.reset();
    this.primitives = 0;
    this.pixels = 0;
  }

  /** The arrays the tiles are rasterized from. */
  arrays(): SceneArrays {
    return {
      records: this.records.data,
      recordsAt: this.records.heapAt,
      nodes: this.nodes.data,
      // Without it (tileQuadsSettings) no rasterizer, on any thread, runs the tile quads kernel.
      nodesAt: tileQuadsSettings.enabled ? this.nodes.heapAt : -1,
      linePixels: this.linePixels.data,
      heads: this.heads,
      tilesX: this.tilesX,
    };
  }

  /** Gives the arenas' heap ranges back (the bins are not used after this). */
  release(): void {
    this.records.release();
    this.nodes.release();
  }
}
