// The binned scene, as llvmpipe's: primitives set up at draw time are binned into the 64×64 tiles they
// may cover; when the scene is rasterized (a flush, or before anything reads or writes what it
// renders to) every tile walks its primitives in submission order (tile-rasterizer.ts). With rasterizer
// threads (scene-threads.ts) the arenas are shared memory and a scene whose every draw has a fused
// fragment function with targets and textures in shared memory is rasterized by the threads, tile by
// tile; any other scene on the calling thread. A checkpoint taken before a draw lets the draw's bins be
// dropped again when one of its stages stops (see checkpoint/rollback). A big draw is split
// (splitWhileBinning), as llvmpipe flushes a full scene: each time its records fill SPLIT_RECORDS, what
// is binned is rasterized and binning goes on, so the arenas stay bounded whatever the draw's size. With
// threads a piece is split off every PIECE_RECORDS instead and rasterized while the calling thread bins
// the next one into the scene's other bins (scene-bins.ts), as llvmpipe's setup thread bins a scene while
// its rasterizer threads work on the one before: one thread fewer than the screen has takes the piece
// (the calling thread is busy), the calling thread takes its last tiles when it finishes it, and at most
// one piece is in flight, finished before the next is handed over and with the draw.
import type { BaseResource, WasmHeap } from '@gallium-ts/gallium-api/util';
import type { FragmentState } from '../fragment/fragment-state.js';
import { irJsCounts } from '../fragment/ir-js-counts.js';
import { type PortableState, portableState } from '../fragment/portable-state.js';
import { noteQuads } from '../fragment/quad-tally.js';
import { shadeBatch } from '../fragment/shade.js';
import { wasmQuadsCounts } from '../fragment/wasm-quads.js';
import type { FloatArena, IntArena } from './arena.js';
import { FULLY_COVERED, NODE_ENTRIES, Node, TILE, TILE_SHIFT } from './bins.js';
import { Rec } from './record.js';
import { type BinsInHeap, SceneBins } from './scene-bins.js';
import type { CallingThreadTiles, SceneInFlight, SceneThreads } from './scene-threads.js';
import type { ThreadResult } from './thread-job.js';
import { edgeRange, noneShaded, TileRasterizer } from './tile-rasterizer.js';

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
 * (draw-pipeline.ts VERTEX_PIECE), 0.4 GB and 3–4 s. Rasterized while the draw waits, smaller pieces
 * cost time with threads: each hand-over wakes them, about 1.5 ms on the 2-core machine (the
 * 65,536-triangle `tris` frame at two threads: 33.7 ms whole, 37.0 ms in 8 MiB pieces, 46.8 ms in 2 MiB
 * pieces); with threads the pieces are now pipelined instead (PIECE_RECORDS).
 */
export const SPLIT_RECORDS = 1 << 22;

/**
 * Records after which a draw that may split hands a piece to the rasterizer threads, when it has them
 * (see the header): 4 MiB, small enough that the calling thread's binning and the threads' rasterizing
 * overlap for most of a big draw, big enough that the hand-overs (waking the threads) stay few. `tris`
 * at two threads (about 2.1 M entries a frame), frame p50 in one process: 21.1 ms in 4 MiB pieces,
 * 21.0 in 3 MiB, 21.2 in 8 MiB, 22.7 in 2 MiB.
 */
export const PIECE_RECORDS = 1 << 19;

/** What the triangle setup kernel needs to bin into the scene's bins (Scene.kernelBins). */
export interface KernelBins extends BinsInHeap {
  readonly nodesLength: number;
  readonly nodesCapacity: number;
  readonly undoLength: number;
  readonly tilesX: number;
  /** Tiles in all: a triangle takes a node in at most that many. */
  readonly tiles: number;
  readonly checkpointNodes: number;
}

/** A piece the threads rasterize while the calling thread bins on: its bins and the threads' run. */
interface PieceInFlight {
  readonly bins: SceneBins;
  readonly run: SceneInFlight;
}

export class Scene {
  /** Fragment states of the scene's draws; records refer to them by index. */
  readonly states: FragmentState[] = [];
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
  /** Arrays the rasterizer threads read are in shared memory (with threads). */
  private readonly shared: boolean;
  /** The bins binning fills. */
  private bins: SceneBins;
  /** The other bins (with threads, once a piece was handed over): binning goes on in them meanwhile. */
  private spare: SceneBins | null = null;
  /** The piece the threads are rasterizing, or null. */
  private inFlight: PieceInFlight | null = null;
  /** Nodes before this index existed at the checkpoint; -1 when no checkpoint is open. */
  private checkpointNodes = -1;
  /** Records length at which the draw being binned is split (Infinity: it is not). */
  private splitAt = Number.POSITIVE_INFINITY;
  /** Called before the first split of the draw (the context saves the render targets for a rollback). */
  private beforeSplit: (() => void) | null = null;
  /** Splits since the checkpoint: its rollback then drops everything (see splitWhileBinning). */
  private splitsSinceCheckpoint = 0;
  /** Records after which a draw that may split is split: SPLIT_RECORDS, PIECE_RECORDS with threads. */
  readonly splitRecords: number;

  /**
   * A scene rasterized on the calling thread, or by `threads` when they can take it; its records and
   * bin nodes in `heap` where it has room (see arena.ts), for the generated code to read in place.
   */
  constructor(
    private readonly threads: SceneThreads | null = null,
    private readonly heap: WasmHeap | null = null,
    /** Records after which a draw that may split is split (default: see readonly splitRecords). */
    splitRecords?: number,
  ) {
    this.splitRecords = splitRecords ?? (threads ? PIECE_RECORDS : SPLIT_RECORDS);
    this.shared = threads !== null;
    this.bins = new SceneBins(this.shared, heap);
    this.raster = new TileRasterizer<FragmentState>(shadeBatch, this.shaded, heap?.memory ?? null);
  }

  /** Setup records of the bins being filled. */
  get records(): FloatArena {
    return this.bins.records;
  }

  /** Line pixels of the bins being filled, as (x, y) pairs; line records refer to ranges of them. */
  get linePixels(): IntArena {
    return this.bins.linePixels;
  }

  /**
   * Lets the draw about to be binned be split (when nothing is binned since the checkpoint, so a
   * rollback can drop all the draw did): each time its records fill splitRecords, what is binned is
   * rasterized (with the states and resources kept for the rest of the draw) and binning goes on.
   * `beforeSplit` runs before the first split (the context saves the render targets, for a rollback).
   * stopSplitting() ends it with the draw.
   */
  splitWhileBinning(beforeSplit: () => void): void {
    if (!this.empty) return;
    this.beforeSplit = beforeSplit;
    this.splitAt = this.splitRecords;
  }

  /**
   * Ends splitWhileBinning: waits for the piece the threads are rasterizing (throws when a thread
   * stopped); what the draw binned last stays for the next flush.
   */
  stopSplitting(): void {
    this.beforeSplit = null;
    this.splitAt = Number.POSITIVE_INFINITY;
    this.finishInFlight();
  }

  /** Prepares empty bins for a framebuffer of `width` × `height` pixels. */
  resize(width: number, height: number): void {
    this.settleInFlight();
    this.bins.resize(width, height);
  }

  /** Whether nothing is waiting to be rasterized. */
  get empty(): boolean {
    return this.bins.primitives === 0 && this.inFlight === null;
  }

  /** Resources the binned work uses (also the piece in flight's). */
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
    return this.bins.records.alloc(size);
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
    const bins = this.bins;
    bins.primitives++;
    bins.pixels += (maxX - minX + 1) * (maxY - minY + 1);
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
    const rec = bins.records.data;
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

  /**
   * Where the triangle setup kernel may bin the triangles it sets up (draw/wasm-triangles.ts): the bins'
   * arrays in the heap, the nodes and undo entries in use and the nodes' capacity, the tiles across and
   * the checkpoint's node count (−1: none) — or null when an array is outside the heap.
   */
  kernelBins(): KernelBins | null {
    const bins = this.bins;
    const at = bins.inHeap();
    if (at === null) return null;
    return {
      ...at,
      nodesLength: bins.nodes.length,
      nodesCapacity: bins.nodes.data.length,
      undoLength: bins.undo.length,
      tilesX: bins.tilesX,
      tiles: bins.tilesX * bins.tilesY,
      checkpointNodes: this.checkpointNodes,
    };
  }

  /**
   * Takes in what the triangle kernel binned: the node and undo entries now in use, and the `primitives`
   * it binned with their bounds' `pixels`.
   */
  kernelBinned(nodesLength: number, undoLength: number, primitives: number, pixels: number): void {
    const bins = this.bins;
    bins.nodes.length = nodesLength;
    bins.undo.length = undoLength;
    bins.primitives += primitives;
    bins.pixels += pixels;
  }

  /** Room for `entries` more bin nodes (the nodes may move, or leave the heap). */
  reserveNodes(entries: number): void {
    const nodes = this.bins.nodes;
    const length = nodes.length;
    nodes.alloc(entries);
    nodes.length = length;
  }

  /** Splits the draw being binned when its records have filled splitRecords (see splitWhileBinning). */
  splitIfFull(): void {
    if (this.bins.records.length >= this.splitAt) this.split();
  }

  /** Bins line record `r` whose pixels are linePixels[first .. first+count): each run by its tile. */
  binLine(r: number, first: number, count: number): void {
    const bins = this.bins;
    const px = bins.linePixels.data;
    bins.primitives++;
    bins.pixels += count;
    let runStart = first;
    let tile = -1;
    for (let i = first; i <= first + count; i++) {
      const t =
        i < first + count
          ? Math.floor(px[i * 2 + 1]! / TILE) * bins.tilesX + Math.floor(px[i * 2]! / TILE)
          : -2;
      if (t !== tile) {
        if (tile >= 0)
          this.bin(tile % bins.tilesX, Math.floor(tile / bins.tilesX), r, runStart, i - runStart);
        tile = t;
        runStart = i;
      }
    }
    this.splitIfFull();
  }

  /** Bins point (or any rectangle) record `r` covering its whole bounds. */
  binRectangle(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    const bins = this.bins;
    bins.primitives++;
    bins.pixels += (maxX - minX + 1) * (maxY - minY + 1);
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
      this.finishInFlight();
      const bins = this.bins;
      if (bins.primitives > 0) {
        const threaded = callingThreadOnly ? null : this.startOnThreads(bins, false);
        if (threaded) this.collect(threaded.finish());
        else this.rasterizeHere(bins);
      }
    } finally {
      this.reset();
    }
  }

  /** Rasterizes `bins` on the calling thread and empties them. */
  private rasterizeHere(bins: SceneBins): void {
    try {
      const raster = this.raster;
      raster.setScene(bins.arrays(), this.states);
      try {
        for (let ty = 0; ty < bins.tilesY; ty++)
          for (let tx = 0; tx < bins.tilesX; tx++) raster.rasterizeTile(tx, ty);
        this.noteQuads(raster.shadedQuads());
      } finally {
        raster.endScene();
      }
    } finally {
      bins.clear();
    }
  }

  /**
   * Rasterizes what the draw being binned binned so far (on the threads while binning goes on in the
   * other bins, else now), and bins on (see splitWhileBinning).
   */
  private split(): void {
    if (this.splitsSinceCheckpoint++ === 0) this.beforeSplit?.();
    this.shaded.splits++;
    this.finishInFlight();
    const bins = this.bins;
    const run = this.startOnThreads(bins, true);
    if (run === null) this.rasterizeHere(bins);
    else {
      this.inFlight = { bins, run };
      const next = this.spare ?? new SceneBins(this.shared, this.heap);
      this.spare = null;
      next.resize(bins.tilesX * TILE, bins.tilesY * TILE);
      this.bins = next;
    }
    // Whatever is binned from here on belongs to the draw being binned.
    if (this.checkpointNodes >= 0) this.checkpointNodes = 0;
    this.bins.undo.reset();
  }

  /** Waits for the piece in flight (throws when a thread stopped); its bins are emptied either way. */
  private finishInFlight(): void {
    const piece = this.inFlight;
    if (piece === null) return;
    this.inFlight = null;
    try {
      this.collect(piece.run.finish());
    } finally {
      piece.bins.clear();
      this.spare = piece.bins;
    }
  }

  /** finishInFlight for work being dropped: what a thread stopped on goes with it. */
  private settleInFlight(): void {
    try {
      this.finishInFlight();
    } catch {
      // The scene is emptied: nothing waits for what the piece did.
    }
  }

  /**
   * Opens a checkpoint: rollback() drops what is binned from now on, release() keeps it. Binning then
   * also notes the first bin of each tile, so the tiles the new work touches are known.
   */
  checkpoint(): SceneCheckpoint {
    const bins = this.bins;
    this.checkpointNodes = bins.nodes.length;
    bins.undo.reset();
    this.splitsSinceCheckpoint = 0;
    return {
      records: bins.records.length,
      linePixels: bins.linePixels.length,
      states: this.states.length,
      primitives: bins.primitives,
      pixels: bins.pixels,
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
    const bins = this.bins;
    const undo = bins.undo.data;
    for (let i = 0; i < bins.undo.length; i += 2) {
      const tile = undo[i]!;
      const tail = undo[i + 1]!;
      bins.tails[tile] = tail;
      if (tail < 0) bins.heads[tile] = -1;
      else bins.nodes.data[tail + Node.NEXT] = -1;
    }
    bins.nodes.length = this.checkpointNodes;
    bins.records.length = checkpoint.records;
    bins.linePixels.length = checkpoint.linePixels;
    this.states.length = checkpoint.states;
    bins.primitives = checkpoint.primitives;
    bins.pixels = checkpoint.pixels;
    this.release();
  }

  /** Closes the checkpoint, keeping what was binned. */
  release(): void {
    this.checkpointNodes = -1;
    this.bins.undo.reset();
    this.splitsSinceCheckpoint = 0;
  }

  /**
   * The rows of pixels [y0, y1) of the tiles that got bins since the checkpoint (empty when none): the
   * only rows rasterizing that work can write.
   */
  touchedRows(): { y0: number; y1: number } {
    let first = Number.POSITIVE_INFINITY;
    let last = -1;
    const bins = this.bins;
    const undo = bins.undo.data;
    for (let i = 0; i < bins.undo.length; i += 2) {
      const ty = Math.floor(undo[i]! / bins.tilesX);
      if (ty < first) first = ty;
      if (ty > last) last = ty;
    }
    return last < 0 ? { y0: 0, y1: 0 } : { y0: first * TILE, y1: (last + 1) * TILE };
  }

  /** Drops everything binned (waiting for the piece in flight first). */
  reset(): void {
    this.settleInFlight();
    this.bins.clear();
    this.states.length = 0;
    for (const resource of this.used) resource.release();
    this.used.clear();
    this.release();
  }

  private bin(tx: number, ty: number, record: number, arg: number, flags: number): void {
    const bins = this.bins;
    const tile = ty * bins.tilesX + tx;
    const tails = bins.tails;
    const tail = tails[tile]!;
    // The first bin of this tile since the checkpoint: remember where its list ended.
    if (tail < this.checkpointNodes) {
      bins.undo.push(tile);
      bins.undo.push(tail);
    }
    const n = bins.nodes;
    const node = n.alloc(NODE_ENTRIES);
    const data = n.data;
    data[node + Node.RECORD] = record;
    data[node + Node.ARGUMENT] = arg;
    data[node + Node.FLAGS] = flags;
    data[node + Node.NEXT] = -1;
    if (tail < 0) bins.heads[tile] = node;
    else data[tail + Node.NEXT] = node;
    tails[tile] = node;
  }

  /** Empties the scene and gives its arenas' heap ranges back (the scene is not used after this). */
  destroy(): void {
    this.reset();
    this.bins.release();
    this.spare?.release();
    this.spare = null;
  }

  /** Adds the partly covered quads each state's fused program shaded, [state index, count], to its tally. */
  private noteQuads(quads: readonly (readonly [number, number])[]): void {
    for (const [index, count] of quads) {
      const fused = this.states[index]?.fused;
      if (fused) noteQuads(fused.functions, count);
    }
  }

  /**
   * Hands `bins` to the threads when there are any, they are big enough for them (see
   * SceneThreads.minPixels; a piece of a split draw always is: splitRecords of records are far more
   * work than a hand-over) and every draw can go there (see portable-state.ts); null when the calling
   * thread has to rasterize them.
   */
  private startOnThreads(bins: SceneBins, piece: boolean): SceneInFlight | null {
    const threads = this.threads;
    if (threads === null || (!piece && bins.pixels < threads.minPixels)) return null;
    const states: (PortableState | null)[] = [];
    for (const state of this.states) {
      if (state.discard) {
        states.push(null);
        continue;
      }
      const portable = portableState(state, threads);
      if (portable === null) return null;
      states.push(portable);
    }
    if (!threads.ready()) return null;
    const arrays = bins.arrays();
    const raster = this.raster;
    const tiles = bins.tilesX * bins.tilesY;
    const callingThread: CallingThreadTiles = {
      begin: () => raster.setScene(arrays, this.states),
      tile: (tile) => raster.rasterizeTileInOrder(tile, tiles),
      end: () => {
        // The calling thread's own tiles (Web Workers' callers rasterize some).
        this.noteQuads(raster.shadedQuads());
        raster.endScene();
      },
    };
    // While the calling thread bins the next piece, one thread fewer rasterizes this one: the threads
    // and the calling thread then keep as many cores busy as there are threads.
    const workers = piece ? Math.max(1, threads.count - 1) : threads.count;
    const run = threads.start(arrays, tiles, states, workers, callingThread);
    this.shaded.threadedScenes++;
    return run;
  }

  /** Adds what the threads did with a scene to the counts and the states' sample counts. */
  private collect(results: readonly ThreadResult[]): void {
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
  }
}
