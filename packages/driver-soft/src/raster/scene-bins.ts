// One set of a scene's bins: the arenas binning fills (setup records, line pixels, bin nodes), each
// tile's list of nodes (heads and tails), the tiles' tails at the scene's checkpoint (undo) and how much
// is binned. A scene with rasterizer threads has two, so it bins the next piece of a big draw into one
// while the threads rasterize the other (scene.ts). Records, nodes, heads, tails and undo live in the
// heap where it has room, so the triangle setup kernel can bin into them (draw/wasm-triangles.ts).
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import { FloatArena, IntArena } from './arena.js';
import { TILE } from './bins.js';
import { tileQuadsSettings } from './tile-quads.js';
import type { SceneArrays } from './tile-rasterizer.js';

/** Byte offsets in the heap of the arrays the triangle kernel bins into. */
export interface BinsInHeap {
  readonly heads: number;
  readonly tails: number;
  readonly nodes: number;
  readonly undo: number;
}

export class SceneBins {
  readonly records: FloatArena;
  /** Line pixels as (x, y) pairs; line records refer to ranges of them. */
  readonly linePixels: IntArena;
  /** Bin nodes: record, argument, flags, next (bins.ts Node). */
  readonly nodes: IntArena;
  /** First and last node of each tile's list (−1: none), row by row; heads are shared with the threads. */
  private headsArena: IntArena;
  private tailsArena: IntArena;
  /**
   * (tile, tail at the checkpoint) of every tile that got a bin after the scene's checkpoint: at most one
   * pair a tile, so it never grows past two entries a tile.
   */
  private undoArena: IntArena;
  tilesX = 0;
  tilesY = 0;
  /** Primitives binned. */
  primitives = 0;
  /** Pixels the binned primitives' bounds cover, summed: how much work the bins are at most. */
  pixels = 0;

  /** Arrays the rasterizer threads read are shared (`shared`); the arenas in `heap` where it has room. */
  constructor(
    private readonly shared: boolean,
    private readonly heap: WasmHeap | null,
  ) {
    this.records = new FloatArena(1 << 16, shared, heap);
    this.linePixels = new IntArena(1 << 12, shared);
    this.nodes = new IntArena(1 << 14, shared, heap);
    this.headsArena = new IntArena(0, shared, null);
    this.tailsArena = new IntArena(0, false, null);
    this.undoArena = new IntArena(0, false, null);
  }

  get heads(): Int32Array {
    return this.headsArena.data;
  }

  get tails(): Int32Array {
    return this.tailsArena.data;
  }

  get undo(): IntArena {
    return this.undoArena;
  }

  /** Empty bins for a framebuffer of `width` × `height` pixels. */
  resize(width: number, height: number): void {
    this.tilesX = Math.max(1, Math.ceil(width / TILE));
    this.tilesY = Math.max(1, Math.ceil(height / TILE));
    const tiles = this.tilesX * this.tilesY;
    if (this.heads.length < tiles) {
      this.headsArena.release();
      this.tailsArena.release();
      this.undoArena.release();
      // Only the heads are read by the rasterizer threads.
      this.headsArena = new IntArena(tiles, this.shared, this.heap);
      this.tailsArena = new IntArena(tiles, false, this.heap);
      this.undoArena = new IntArena(2 * tiles, false, this.heap);
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
    this.undoArena.reset();
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

  /**
   * Where the triangle kernel bins (byte offsets in the heap), or null when any of the arrays it writes
   * is outside the heap (binning then stays with the scene's JavaScript).
   */
  inHeap(): BinsInHeap | null {
    const at = [this.headsArena, this.tailsArena, this.nodes, this.undoArena].map((a) => a.heapAt);
    if (at.some((a) => a < 0)) return null;
    return { heads: at[0]!, tails: at[1]!, nodes: at[2]!, undo: at[3]! };
  }

  /** Gives the arenas' heap ranges back (the bins are not used after this). */
  release(): void {
    for (const arena of [this.records, this.nodes, this.headsArena, this.tailsArena, this.undoArena])
      arena.release();
  }
}
