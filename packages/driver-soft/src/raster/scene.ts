// The binned scene, as llvmpipe's: primitives set up at draw time are binned into the 64×64 tiles they
// may cover; when the scene is rasterized (a flush, or before anything reads or writes what it
// renders to) every tile walks its primitives in submission order (tile-rasterizer.ts). With rasterizer
// threads (scene-threads.ts) the arenas are shared memory and a scene whose every draw has a fused
// fragment function with targets and textures in shared memory is rasterized by the threads, tile by
// tile; any other scene on the calling thread. A checkpoint taken before a draw lets the draw's bins be
// dropped again when one of its stages stops (see checkpoint/rollback). A big draw is split
// (splitWhileBinning), as llvmpipe flushes a full scene: each time its records fill SPLIT_RECORDS, what
// is binned is rasterized and binning goes on, so the arenas stay bounded whatever the draw's size.
import type { BaseResource, WasmHeap } from '@gallium-ts/gallium-api/util';
import type { FragmentState } from '../fragment/fragment-state.js';
import { irJsCounts } from '../fragment/ir-js-counts.js';
import { type PortableState, portableState } from '../fragment/portable-state.js';
import { noteQuads } from '../fragment/quad-tally.js';
import { shadeBatch } from '../fragment/shade.js';
import { wasmQuadsCounts } from '../fragment/wasm-quads.js';
import { FloatArena, IntArena, int32s } from './arena.js';
import { FULLY_COVERED, NODE_ENTRIES, Node, TILE, TILE_SHIFT } from './bins.js';
import { Rec } from './record.js';
import type { CallingThreadTiles, SceneThreads } from './scene-threads.js';
import { tileQuadsSettings } from './tile-quads.js';
import { edgeRange, noneShaded, type SceneArrays, TileRasterizer } from './tile-rasterizer.js';

/** Lengths of the scene's arenas when a checkpoint was taken: what rollback cuts them back to. */
export interface SceneCheckpoint {
  records: number;
  linePixels: number;
  states: number;
  primitives: number;
  pixels: number;
}

/**
 * Records (in 8-byte entries) after which a draw that may split has what it binned so far rasterized:
 * 32 MiB, about 100,000 lit triangles. A draw of 4 million small triangles binned whole peaked at 4.3 GB
 * resident (5.0 GB with two threads) and took 20–23 s the first time (its arenas growing); split, 1.6 GB
 * (1.7 GB) and 6–10 s, later draws taking about as long as before; with its vertices in pieces too
 * (draw-pipeline.ts VERTEX_PIECE), 0.4 GB and 3–4 s. Smaller pieces cost time with threads: each
 * hand-over wakes them, about 1.5 ms on the 2-core machine (the 65,536-triangle `tris` frame at two
 * threads: 33.7 ms whole, 37.0 ms in 8 MiB pieces, 46.8 ms in 2 MiB pieces).
 */
export const SPLIT_RECORDS = 1 << 22;

export class Scene {
  /** Fragment states of the scene's draws; records refer to them by index. */
  readonly states: FragmentState[] = [];
  readonly records: FloatArena;
  /** Line pixels as (x, y) pairs; line commands refer to ranges of them. */
  readonly linePixels: IntArena;
  /**
   * Batches shaded so far by a fused fragment function and by the batched path, whole blocks by a
   * fused block function and its calls (on any thread), scenes rasterized by the rasterizer threads, and
   * pieces of split draws rasterized before their draw ended (for tests and tuning).
   */
  readonly shaded = { ...noneShaded(), threadedScenes: 0, splits: 0 };
  /**
   * Resources the scene reads or writes (render targets, textures, constant buffers), each with a
   * reference the scene holds until it is emptied, as llvmpipe's scene does: a resource destroyed while
   * binned work still uses it keeps its bytes (a heap range is not handed out to another resource
   * before the work is done).
   */
  private readonly used = new Set<BaseResource>();
  /** Rasterizes tiles on the calling thread. */
  private readonly raster: TileRasterizer<FragmentState>;
  /** Bin nodes: record, argument, flags, next. */
  private readonly nodes: IntArena;
  /** Arrays the rasterizer threads read are in shared memory (with threads). */
  private readonly shared: boolean;
  private heads: Int32Array = new Int32Array(0);
  private tails = new Int32Array(0);
  private tilesX = 0;
  private tilesY = 0;
  private primitives = 0;
  /** Pixels the binned primitives' bounds cover, summed: how much work the scene is at most. */
  private pixels = 0;
  /** Nodes before this index existed at the checkpoint; -1 when no checkpoint is open. */
  private checkpointNodes = -1;
  /** (tile, tail at the checkpoint) of every tile that got a bin after the checkpoint. */
  private readonly tailUndo = new IntArena(256);
  /** Records length at which the draw being binned is split (Infinity: it is not). */
  private splitAt = Number.POSITIVE_INFINITY;
  /** Called before the first split of the draw (the context saves the render targets for a rollback). */
  private beforeSplit: (() => void) | null = null;
  /** Splits since the checkpoint: its rollback then drops everything (see splitWhileBinning). */
  private splitsSinceCheckpoint = 0;

  /**
   * A scene rasterized on the calling thread, or by `threads` when they can take it; its records and
   * bin nodes in `heap` where it has room (see arena.ts), for the generated code to read in place.
   */
  constructor(
    private readonly threads: SceneThreads | null = null,
    heap: WasmHeap | null = null,
    /** Records after which a draw that may split is split (SPLIT_RECORDS; tests take fewer). */
    readonly splitRecords = SPLIT_RECORDS,
  ) {
    this.shared = threads !== null;
    this.records = new FloatArena(1 << 16, this.shared, heap);
    this.linePixels = new IntArena(1 << 12, this.shared);
    this.nodes = new IntArena(1 << 14, this.shared, heap);
    this.raster = new TileRasterizer<FragmentState>(shadeBatch, this.shaded, heap?.memory ?? null);
  }

  /**
   * Lets the draw about to be binned be split (when nothing is binned since the checkpoint, so a
   * rollback can drop all the draw did): each time its records fill splitRecords, what is binned is
   * rasterized (with the states and resources kept for the rest of the draw) and binning goes on.
   * `beforeSplit` runs before the first split (the context saves the render targets, for a rollback).
   * stopSplitting() ends it with the draw.
   */
  splitWhileBinning(beforeSplit: () => void): void {
    if (this.primitives > 0) return;
    this.beforeSplit = beforeSplit;
    this.splitAt = this.splitRecords;
  }

  /** Ends splitWhileBinning: what the draw binned last stays for the next flush. */
  stopSplitting(): void {
    this.beforeSplit = null;
    this.splitAt = Number.POSITIVE_INFINITY;
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

  /** Whether anything is waiting to be rasterized. */
  get empty(): boolean {
    return this.primitives === 0;
  }

  /** Resources the binned work reads or writes. */
  get resources(): ReadonlySet<BaseResource> {
    return this.used;
  }

  /** Notes that the binned work uses `resource`, keeping it alive until the scene is emptied. */
  use(resource: BaseResource): void {
    if (this.used.has(resource)) return;
    resource.addRef();
    this.used.add(resource);
  }

  /** Registers a fragment state for the primitives that follow; returns its index. */
  addState(state: FragmentState): number {
    this.states.push(state);
    return this.states.length - 1;
  }

  /** Reserves a record of `size` entries; returns its offset. */
  allocRecord(size: number): number {
    return this.records.alloc(size);
  }

  /** Bins triangle record `r` into the tiles its bounds touch, skipping tiles outside an edge. */
  binTriangle(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    this.binTriangleRecord(r, minX, minY, maxX, maxY);
    this.splitIfFull();
  }

  /**
   * binTriangle without the split: for records set up ahead of their binning (draw/wasm-triangles.ts),
   * whose caller splits (splitIfFull) once the records after `r` are binned too.
   */
  binTriangleRecord(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    this.primitives++;
    this.pixels += (maxX - minX + 1) * (maxY - minY + 1);
    // The bounds are 32-bit integers: an arithmetic shift is Math.floor(bound / TILE).
    const tx0 = minX >> TILE_SHIFT,
      tx1 = maxX >> TILE_SHIFT;
    const ty0 = minY >> TILE_SHIFT,
      ty1 = maxY >> TILE_SHIFT;
    // Bounds inside one tile: binned without testing the edges over them. Those tests only let a tile skip
    // the primitive or its per-block tests; the tile rasterizer's own block tests give the same pixels.
    if (tx0 === tx1 && ty0 === ty1) {
      this.bin(tx0, ty0, r, 0, 0);
      return;
    }
    const rec = this.records.data;
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

  /** Splits the draw being binned when its records have filled splitRecords (see splitWhileBinning). */
  splitIfFull(): void {
    if (this.records.length >= this.splitAt) this.split();
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
    this.splitIfFull();
  }

  /** Bins point (or any rectangle) record `r` covering its whole bounds. */
  binRectangle(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    this.primitives++;
    this.pixels += (maxX - minX + 1) * (maxY - minY + 1);
    for (let ty = Math.floor(minY / TILE); ty <= Math.floor(maxY / TILE); ty++)
      for (let tx = Math.floor(minX / TILE); tx <= Math.floor(maxX / TILE); tx++)
        this.bin(tx, ty, r, 0, FULLY_COVERED);
    this.splitIfFull();
  }

  /**
   * Rasterizes and shades every tile, then empties the scene (also when a fragment shader stops). With
   * `callingThreadOnly` (a draw whose fragment shader can stop, rasterized at once to be undone) the
   * threads are not used.
   */
  rasterize(callingThreadOnly = false): void {
    try {
      this.rasterizeBinned(callingThreadOnly);
    } finally {
      this.reset();
    }
  }

  /**
   * Rasterizes the binned primitives (on the threads when they can take them; a `piece` of a split draw
   * whatever its size) and empties the bins.
   */
  private rasterizeBinned(callingThreadOnly: boolean, piece = false): void {
    try {
      if (this.primitives > 0 && (callingThreadOnly || !this.rasterizeOnThreads(piece))) {
        const raster = this.raster;
        raster.setScene(this.arrays(), this.states);
        try {
          for (let ty = 0; ty < this.tilesY; ty++)
            for (let tx = 0; tx < this.tilesX; tx++) raster.rasterizeTile(tx, ty);
          this.noteQuads(raster.shadedQuads());
        } finally {
          raster.endScene();
        }
      }
    } finally {
      this.clearBins();
    }
  }

  /** Rasterizes what the draw being binned binned so far, and bins on (see splitWhileBinning). */
  private split(): void {
    if (this.splitsSinceCheckpoint++ === 0) this.beforeSplit?.();
    this.shaded.splits++;
    this.rasterizeBinned(false, true);
  }

  /**
   * Opens a checkpoint: rollback() drops what is binned from now on, release() keeps it. Binning then
   * also notes the first bin of each tile, so the tiles the new work touches are known.
   */
  checkpoint(): SceneCheckpoint {
    this.checkpointNodes = this.nodes.length;
    this.tailUndo.reset();
    this.splitsSinceCheckpoint = 0;
    return {
      records: this.records.length,
      linePixels: this.linePixels.length,
      states: this.states.length,
      primitives: this.primitives,
      pixels: this.pixels,
    };
  }

  /**
   * Drops everything binned since `checkpoint` (nothing when the scene was emptied since). After a
   * split that is all the scene holds: it is emptied, and the caller puts back the render targets it
   * saved before the first split.
   */
  rollback(checkpoint: SceneCheckpoint): void {
    if (this.checkpointNodes < 0) return;
    if (this.splitsSinceCheckpoint > 0) {
      this.reset();
      return;
    }
    const undo = this.tailUndo.data;
    for (let i = 0; i < this.tailUndo.length; i += 2) {
      const tile = undo[i]!;
      const tail = undo[i + 1]!;
      this.tails[tile] = tail;
      if (tail < 0) this.heads[tile] = -1;
      else this.nodes.data[tail + Node.NEXT] = -1;
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
    this.splitsSinceCheckpoint = 0;
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

  /** Drops everything binned. */
  reset(): void {
    this.clearBins();
    this.states.length = 0;
    for (const resource of this.used) resource.release();
    this.used.clear();
    this.release();
  }

  /** Empties the bins and arenas; the states and the resources they use stay. */
  private clearBins(): void {
    const tiles = this.tilesX * this.tilesY;
    this.heads.fill(-1, 0, tiles);
    this.tails.fill(-1, 0, tiles);
    this.nodes.reset();
    this.records.reset();
    this.linePixels.reset();
    this.primitives = 0;
    this.pixels = 0;
    // Whatever is binned from here on belongs to the draw being binned (a split).
    if (this.checkpointNodes >= 0) this.checkpointNodes = 0;
    this.tailUndo.reset();
  }

  private bin(tx: number, ty: number, record: number, arg: number, flags: number): void {
    const tile = ty * this.tilesX + tx;
    const tails = this.tails;
    const tail = tails[tile]!;
    // The first bin of this tile since the checkpoint: remember where its list ended.
    if (tail < this.checkpointNodes) {
      this.tailUndo.push(tile);
      this.tailUndo.push(tail);
    }
    const n = this.nodes;
    const node = n.alloc(NODE_ENTRIES);
    const data = n.data;
    data[node + Node.RECORD] = record;
    data[node + Node.ARGUMENT] = arg;
    data[node + Node.FLAGS] = flags;
    data[node + Node.NEXT] = -1;
    if (tail < 0) this.heads[tile] = node;
    else data[tail + Node.NEXT] = node;
    tails[tile] = node;
  }

  /** Empties the scene and gives its arenas' heap ranges back (the scene is not used after this). */
  destroy(): void {
    this.reset();
    this.records.release();
    this.nodes.release();
  }

  /** Adds the partly covered quads each state's fused program shaded, [state index, count], to its tally. */
  private noteQuads(quads: readonly (readonly [number, number])[]): void {
    for (const [index, count] of quads) {
      const fused = this.states[index]?.fused;
      if (fused) noteQuads(fused.functions, count);
    }
  }

  /** The arrays the tiles are rasterized from. */
  private arrays(): SceneArrays {
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
   * Rasterizes the scene on the threads when there are any, the scene is big enough for them (see
   * SceneThreads.minPixels; a piece of a split draw always is: splitRecords of records are far more
   * work than a hand-over) and every draw can go there (see portable-state.ts); false when the calling
   * thread has to.
   */
  private rasterizeOnThreads(piece: boolean): boolean {
    const threads = this.threads;
    if (threads === null || (!piece && this.pixels < threads.minPixels)) return false;
    const states: (PortableState | null)[] = [];
    for (const state of this.states) {
      if (state.discard) {
        states.push(null);
        continue;
      }
      const portable = portableState(state, threads);
      if (portable === null) return false;
      states.push(portable);
    }
    if (!threads.ready()) return false;
    const arrays = this.arrays();
    const raster = this.raster;
    const tiles = this.tilesX * this.tilesY;
    const callingThread: CallingThreadTiles = {
      begin: () => raster.setScene(arrays, this.states),
      tile: (tile) => raster.rasterizeTileInOrder(tile, tiles),
      end: () => {
        // The calling thread's own tiles (Web Workers' callers rasterize some).
        this.noteQuads(raster.shadedQuads());
        raster.endScene();
      },
    };
    const results = threads.run(arrays, tiles, states, callingThread);
    const shaded = this.shaded;
    for (const r of results) {
      shaded.fused += r.shaded.fused;
      shaded.batched += r.shaded.batched;
      shaded.fusedBlocks += r.shaded.fusedBlocks;
      shaded.wasmBlocks += r.shaded.wasmBlocks;
      shaded.blockCalls += r.shaded.blockCalls;
      shaded.inPlace += r.shaded.inPlace;
      wasmQuadsCounts.batches += r.wasmQuads.batches;
      wasmQuadsCounts.quads += r.wasmQuads.quads;
      wasmQuadsCounts.threadQuads += r.wasmQuads.quads;
      irJsCounts.threadBlocks += r.irJs.blocks;
      irJsCounts.threadQuads += r.irJs.quads;
      for (const [index, samples] of r.samples) this.states[index]!.params.stats.samples += samples;
      this.noteQuads(r.quads);
    }
    shaded.threadedScenes++;
    return true;
  }
}
