// One binned scene's data: the fragment states of its draws, the primitives' setup records and line
// pixels, every 64×64 tile's list of bin nodes, the resources the work uses, and what a checkpoint needs
// to drop the bins made after it. scene.ts keeps one of these open for binning and, while the rasterizer
// threads work on a handed-over one, a second (see Scene's hand-over).
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import type { FragmentState } from '../fragment/fragment-state.js';
import { FloatArena, IntArena, int32s } from './arena.js';
import { Rec } from './record.js';
import { edgeRange, FULLY_COVERED, type SceneArrays, TILE } from './tile-rasterizer.js';

/** Lengths of the bins' arenas when a checkpoint was taken: what rollback cuts them back to. */
export interface SceneCheckpoint {
  records: number;
  linePixels: number;
  states: number;
  primitives: number;
  pixels: number;
}

export class SceneBins {
  /** Fragment states of the scene's draws; records refer to them by index. */
  readonly states: FragmentState[] = [];
  readonly records: FloatArena;
  /** Line pixels as (x, y) pairs; line commands refer to ranges of them. */
  readonly linePixels: IntArena;
  /**
   * Resources the binned work reads or writes (render targets, textures, constant buffers), each with a
   * reference held until the bins are reset, as llvmpipe's scene does: a resource destroyed while
   * binned work still uses it keeps its bytes (a heap range is not handed out to another resource
   * before the work is done).
   */
  readonly used = new Set<BaseResource>();
  /** Primitives binned. */
  primitives = 0;
  /** Pixels the binned primitives' bounds cover, summed: how much work the scene is at most. */
  pixels = 0;
  /** Whether these bins continue a scene whose first part was handed to the threads. */
  continued = false;
  /** Bin nodes: record, argument, flags, next. */
  private readonly nodes: IntArena;
  private heads: Int32Array = new Int32Array(0);
  private tails = new Int32Array(0);
  /** Tiles in a row of the framebuffer the bins were sized for. */
  tilesX = 0;
  private tilesY = 0;
  /** Nodes before this index existed at the checkpoint; -1 when no checkpoint is open. */
  private checkpointNodes = -1;
  /** (tile, tail at the checkpoint) of every tile that got a bin after the checkpoint. */
  private readonly tailUndo = new IntArena(256);

  /** Bins whose arrays are shared memory when `shared` (for the rasterizer threads). */
  constructor(private readonly shared: boolean) {
    this.records = new FloatArena(1 << 16, shared);
    this.linePixels = new IntArena(1 << 12, shared);
    this.nodes = new IntArena(1 << 14, shared);
  }

  /** Tiles of the framebuffer the bins were sized for. */
  get tiles(): number {
    return this.tilesX * this.tilesY;
  }

  /** Prepares empty bins for a framebuffer of `width` × `height` pixels. */
  resize(width: number, height: number): void {
    this.tilesX = Math.max(1, Math.ceil(width / TILE));
    this.tilesY = Math.max(1, Math.ceil(height / TILE));
    const tiles = this.tilesX * this.tilesY;
    if (this.heads.length < tiles) {
      this.heads = int32s(tiles, this.shared);
      this.tails = new Int32Array(tiles);
    }
    this.heads.fill(-1, 0, tiles);
    this.tails.fill(-1, 0, tiles);
  }

  /**
   * Makes these (empty) bins the continuation of `from`, handed to the threads: the same tiles, and the
   * same states by the same indices and the same resources (a reference of their own), so the draw
   * being binned goes on with its state index.
   */
  continueFrom(from: SceneBins): void {
    if (this.tilesX !== from.tilesX || this.tilesY !== from.tilesY)
      this.resize(from.tilesX * TILE, from.tilesY * TILE);
    this.states.push(...from.states);
    for (const resource of from.used) this.use(resource);
    this.continued = true;
  }

  /** Notes that the binned work uses `resource`, keeping it alive until the bins are reset. */
  use(resource: BaseResource): void {
    if (this.used.has(resource)) return;
    resource.addRef();
    this.used.add(resource);
  }

  /** Bins triangle record `r` into the tiles its bounds touch, skipping tiles outside an edge. */
  binTriangle(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    const rec = this.records.data;
    this.primitives++;
    this.pixels += (maxX - minX + 1) * (maxY - minY + 1);
    const tx0 = Math.floor(minX / TILE),
      tx1 = Math.floor(maxX / TILE);
    const ty0 = Math.floor(minY / TILE),
      ty1 = Math.floor(maxY / TILE);
    // Bounds inside one tile: binned without testing the edges over them. Those tests only let a tile skip
    // the primitive or its per-block tests; the tile rasterizer's own block tests give the same pixels.
    if (tx0 === tx1 && ty0 === ty1) {
      this.bin(tx0, ty0, r, 0, 0);
      return;
    }
    for (let ty = ty0; ty <= ty1; ty++) {
      for (let tx = tx0; tx <= tx1; tx++) {
        const x0 = Math.max(tx * TILE, minX),
          y0 = Math.max(ty * TILE, minY);
        const x1 = Math.min(tx * TILE + TILE - 1, maxX),
          y1 = Math.min(ty * TILE + TILE - 1, maxY);
        let inside = true;
        let reject = false;
        for (let e = 0; e < 3 && !reject; e++) {
          const at = r + Rec.EDGES + e * 3;
          const range = edgeRange(rec[at]!, rec[at + 1]!, rec[at + 2]!, x0, y0, x1, y1);
          if (range.max < 0) reject = true;
          else if (range.min < 0) inside = false;
        }
        if (!reject) this.bin(tx, ty, r, 0, inside ? FULLY_COVERED : 0);
      }
    }
  }

  /** Bins line record `r` whose pixels are linePixels[first .. first+count): each run by its tile. */
  binLine(r: number, first: number, count: number): void {
    const px = this.linePixels.data;
    this.primitives++;
    this.pixels += count;
    let runStart = first;
    let tile = -1;
    for (let i = first; i <= first + count; i++) {
      const t =
        i < first + count
          ? Math.floor(px[i * 2 + 1]! / TILE) * this.tilesX + Math.floor(px[i * 2]! / TILE)
          : -2;
      if (t !== tile) {
        if (tile >= 0)
          this.bin(tile % this.tilesX, Math.floor(tile / this.tilesX), r, runStart, i - runStart);
        tile = t;
        runStart = i;
      }
    }
  }

  /** Bins point (or any rectangle) record `r` covering its whole bounds. */
  binRectangle(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    this.primitives++;
    this.pixels += (maxX - minX + 1) * (maxY - minY + 1);
    for (let ty = Math.floor(minY / TILE); ty <= Math.floor(maxY / TILE); ty++)
      for (let tx = Math.floor(minX / TILE); tx <= Math.floor(maxX / TILE); tx++)
        this.bin(tx, ty, r, 0, FULLY_COVERED);
  }

  /**
   * Opens a checkpoint: rollback() drops what is binned from now on, release() keeps it. Binning then
   * also notes the first bin of each tile, so the tiles the new work touches are known.
   */
  checkpoint(): SceneCheckpoint {
    this.checkpointNodes = this.nodes.length;
    this.tailUndo.reset();
    return {
      records: this.records.length,
      linePixels: this.linePixels.length,
      states: this.states.length,
      primitives: this.primitives,
      pixels: this.pixels,
    };
  }

  /** Drops everything binned since `checkpoint` (nothing when the bins were reset since). */
  rollback(checkpoint: SceneCheckpoint): void {
    if (this.checkpointNodes < 0) return;
    const undo = this.tailUndo.data;
    for (let i = 0; i < this.tailUndo.length; i += 2) {
      const tile = undo[i]!;
      const tail = undo[i + 1]!;
      this.tails[tile] = tail;
      if (tail < 0) this.heads[tile] = -1;
      else this.nodes.data[tail + 3] = -1;
    }
    this.nodes.length = this.checkpointNodes;
    this.records.length = checkpoint.records;
    this.linePixels.length = checkpoint.linePixels;
    this.states.length = checkpoint.states;
    this.primitives = checkpoint.primitives;
    this.pixels = checkpoint.pixels;
    this.release();
  }

  /** Closes the checkpoint, keeping what was binned. */
  release(): void {
    this.checkpointNodes = -1;
    this.tailUndo.reset();
  }

  /**
   * The rows of pixels [y0, y1) of the tiles that got bins since the checkpoint (empty when none): the
   * only rows rasterizing that work can write.
   */
  touchedRows(): { y0: number; y1: number } {
    let first = Number.POSITIVE_INFINITY;
    let last = -1;
    const undo = this.tailUndo.data;
    for (let i = 0; i < this.tailUndo.length; i += 2) {
      const ty = Math.floor(undo[i]! / this.tilesX);
      if (ty < first) first = ty;
      if (ty > last) last = ty;
    }
    return last < 0 ? { y0: 0, y1: 0 } : { y0: first * TILE, y1: (last + 1) * TILE };
  }

  /** Drops the binned primitives, keeping the states and resources (and an open checkpoint). */
  dropPrimitives(): void {
    const tiles = this.tilesX * this.tilesY;
    this.heads.fill(-1, 0, tiles);
    this.tails.fill(-1, 0, tiles);
    this.nodes.reset();
    this.records.reset();
    this.linePixels.reset();
    this.primitives = 0;
    this.pixels = 0;
    if (this.checkpointNodes >= 0) this.checkpointNodes = 0;
    this.tailUndo.reset();
  }

  /** Drops everything binned and the resources' references. */
  reset(): void {
    this.dropPrimitives();
    this.states.length = 0;
    for (const resource of this.used) resource.release();
    this.used.clear();
    this.continued = false;
    this.release();
  }

  /** The arrays the tiles are rasterized from. */
  arrays(): SceneArrays {
    return {
      records: this.records.data,
      nodes: this.nodes.data,
      linePixels: this.linePixels.data,
      heads: this.heads,
      tilesX: this.tilesX,
    };
  }

  private bin(tx: number, ty: number, record: number, arg: number, flags: number): void {
    const tile = ty * this.tilesX + tx;
    const node = this.nodes.length;
    const n = this.nodes;
    // The first bin of this tile since the checkpoint: remember where its list ended.
    if (this.tails[tile]! < this.checkpointNodes) {
      this.tailUndo.push(tile);
      this.tailUndo.push(this.tails[tile]!);
    }
    const data = n.reserve(4);
    data[node] = record;
    data[node + 1] = arg;
    data[node + 2] = flags;
    data[node + 3] = -1;
    if (this.tails[tile]! < 0) this.heads[tile] = node;
    else data[this.tails[tile]! + 3] = node;
    this.tails[tile] = node;
  }
}
