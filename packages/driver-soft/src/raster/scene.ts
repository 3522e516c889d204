// The binned scene, as llvmpipe's: primitives set up at draw time are binned into the 64×64 tiles they
// may cover (scene-bins.ts); when the scene is rasterized (a flush, or before anything reads or writes
// what it renders to) every tile walks its primitives in submission order (tile-rasterizer.ts). With
// rasterizer threads (scene-threads.ts) the arenas are shared memory and a scene whose every draw has a
// fused fragment function with targets and textures in shared memory is rasterized by the threads, tile
// by tile; any other scene on the calling thread. A checkpoint taken before a draw lets the draw's bins
// be dropped again when one of its stages stops (see checkpoint/rollback).
//
// Hand-over: a long draw that cannot stop, binned while threads that need not the calling thread
// (Node's) are there, hands the scene binned so far to the threads every HAND_OVER_PRIMITIVES
// primitives and goes on binning into a second set of bins, so setup and rasterization overlap. The
// threads take one scene at a time in order, so every tile still sees its primitives in submission order;
// the handed-over scene is waited for before the next one is handed over, and before anything else is
// done with the scene (rasterizing, resetting, resizing, rolling back).
import type { BaseResource } from '@gallium-ts/gallium-api/util';
import type { FragmentState } from '../fragment/fragment-state.js';
import { irJsCounts } from '../fragment/ir-js-counts.js';
import { type PortableState, portableState } from '../fragment/portable-state.js';
import { shadeBatch } from '../fragment/shade.js';
import { wasmQuadsCounts } from '../fragment/wasm-quads.js';
import type { FloatArena, IntArena } from './arena.js';
import { SceneBins, type SceneCheckpoint } from './scene-bins.js';
import type { CallingThreadTiles, SceneThreads } from './scene-threads.js';
import type { ThreadResult } from './thread-job.js';
import { TileRasterizer } from './tile-rasterizer.js';

export type { SceneCheckpoint } from './scene-bins.js';
export { BLOCK, smoothCoverage, TILE } from './tile-rasterizer.js';

/** Primitives of a draw after which its scene is handed to the threads (see hand-over above). */
export const HAND_OVER_PRIMITIVES = 16384;

export class Scene {
  /**
   * Batches shaded so far by a fused fragment function and by the batched path, whole blocks by a
   * fused block function and its calls (on any thread), and scenes rasterized by the rasterizer threads (for tests
   * and tuning).
   */
  readonly shaded = {
    fused: 0,
    batched: 0,
    fusedBlocks: 0,
    wasmBlocks: 0,
    blockCalls: 0,
    threadedScenes: 0,
    handedOver: 0,
  };
  /** Rasterizes tiles on the calling thread. */
  private readonly raster = new TileRasterizer<FragmentState>(shadeBatch, this.shaded);
  /** The bins primitives go to. */
  private bins: SceneBins;
  /** Bins handed to the threads and not yet waited for. */
  private handedOver: SceneBins | null = null;
  /** Empty bins kept for the next hand-over. */
  private spare: SceneBins | null = null;
  /** Primitives in the open bins that make them be handed over (infinite outside draws that may). */
  private handOverAt = Number.POSITIVE_INFINITY;
  /** The bins the open checkpoint was taken in. */
  private checkpointBins: SceneBins | null = null;

  /** A scene rasterized on the calling thread, or by `threads` when they can take it. */
  constructor(private readonly threads: SceneThreads | null = null) {
    this.bins = new SceneBins(threads !== null);
  }

  /** Fragment states of the scene's draws; records refer to them by index. */
  get states(): FragmentState[] {
    return this.bins.states;
  }

  get records(): FloatArena {
    return this.bins.records;
  }

  /** Line pixels as (x, y) pairs; line commands refer to ranges of them. */
  get linePixels(): IntArena {
    return this.bins.linePixels;
  }

  /** Prepares empty bins for a framebuffer of `width` × `height` pixels. */
  resize(width: number, height: number): void {
    this.settle();
    this.bins.resize(width, height);
  }

  /** Whether anything is waiting to be rasterized. */
  get empty(): boolean {
    return this.bins.primitives === 0 && this.handedOver === null;
  }

  /** Resources the binned work reads or writes (those of a handed-over part included). */
  get resources(): ReadonlySet<BaseResource> {
    return this.bins.used;
  }

  /** Notes that the binned work uses `resource`, keeping it alive until the scene is emptied. */
  use(resource: BaseResource): void {
    this.bins.use(resource);
  }

  /** Registers a fragment state for the primitives that follow; returns its index. */
  addState(state: FragmentState): number {
    this.bins.states.push(state);
    return this.bins.states.length - 1;
  }

  /** Reserves a record of `size` entries; returns its offset. */
  allocRecord(size: number): number {
    return this.bins.records.alloc(size);
  }

  /** Bins triangle record `r` into the tiles its bounds touch, skipping tiles outside an edge. */
  binTriangle(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    this.bins.binTriangle(r, minX, minY, maxX, maxY);
    if (this.bins.primitives >= this.handOverAt) this.handOver();
  }

  /** Bins line record `r` whose pixels are linePixels[first .. first+count): each run by its tile. */
  binLine(r: number, first: number, count: number): void {
    this.bins.binLine(r, first, count);
    if (this.bins.primitives >= this.handOverAt) this.handOver();
  }

  /** Bins point (or any rectangle) record `r` covering its whole bounds. */
  binRectangle(r: number, minX: number, minY: number, maxX: number, maxY: number): void {
    this.bins.binRectangle(r, minX, minY, maxX, maxY);
    if (this.bins.primitives >= this.handOverAt) this.handOver();
  }

  /**
   * Rasterizes and shades every tile, then empties the scene (also when a fragment shader stops). With
   * `callingThreadOnly` (a draw whose fragment shader can stop, rasterized at once to be undone) the
   * threads are not used.
   */
  rasterize(callingThreadOnly = false): void {
    const bins = this.bins;
    try {
      this.settle();
      if (bins.primitives > 0 && (callingThreadOnly || !this.rasterizeOnThreads())) {
        const raster = this.raster;
        raster.setScene(bins.arrays(), bins.states);
        try {
          for (let tile = 0; tile < bins.tiles; tile++) raster.rasterizeTile(tile % bins.tilesX, Math.floor(tile / bins.tilesX));
        } finally {
          raster.endScene();
        }
      }
    } finally {
      bins.reset();
    }
  }

  /**
   * Opens a checkpoint: rollback() drops what is binned from now on, release() keeps it. With
   * `mayHandOver` (a draw none of whose shaders can stop) the scene may be handed to the threads while
   * the draw is binned; rollback() then drops only what was binned since the last hand-over.
   */
  checkpoint(mayHandOver = false): SceneCheckpoint {
    this.checkpointBins = this.bins;
    if (mayHandOver && this.threads?.begin !== undefined) this.handOverAt = HAND_OVER_PRIMITIVES;
    return this.bins.checkpoint();
  }

  /**
   * Drops everything binned since `checkpoint` (nothing when the scene was emptied since); returns
   * false when part of it had been handed to the threads, which drew it.
   */
  rollback(checkpoint: SceneCheckpoint): boolean {
    this.handOverAt = Number.POSITIVE_INFINITY;
    const whole = this.checkpointBins === this.bins;
    this.checkpointBins = null;
    if (whole) this.bins.rollback(checkpoint);
    else {
      this.bins.dropPrimitives();
      this.bins.release();
    }
    return whole;
  }

  /** Closes the checkpoint, keeping what was binned. */
  release(): void {
    this.handOverAt = Number.POSITIVE_INFINITY;
    this.checkpointBins = null;
    this.bins.release();
  }

  /**
   * The rows of pixels [y0, y1) of the tiles that got bins since the checkpoint (empty when none): the
   * only rows rasterizing that work can write.
   */
  touchedRows(): { y0: number; y1: number } {
    return this.bins.touchedRows();
  }

  /** Drops everything binned (a handed-over part is waited for first). */
  reset(): void {
    try {
      this.settle();
    } finally {
      this.bins.reset();
    }
  }

  /**
   * Hands the open bins to the threads (after the last handed-over ones are done) and goes on in a
   * second set that continues them; when the threads cannot take them, the draw stops trying.
   */
  private handOver(): void {
    const threads = this.threads!;
    const states = this.portableStates();
    if (states === null || !threads.ready()) {
      this.handOverAt = Number.POSITIVE_INFINITY;
      return;
    }
    this.settle();
    const bins = this.bins;
    threads.begin!(bins.arrays(), bins.tiles, states);
    this.handedOver = bins;
    const next = this.spare ?? new SceneBins(true);
    this.spare = null;
    next.continueFrom(bins);
    next.checkpoint();
    this.bins = next;
    this.shaded.handedOver++;
  }

  /** Waits for the handed-over bins, if any, and adds up what the threads did; the bins become spare. */
  private settle(): void {
    const bins = this.handedOver;
    if (bins === null) return;
    this.handedOver = null;
    try {
      this.addResults(this.threads!.end!(), bins.states);
    } finally {
      bins.reset();
      this.spare = bins;
    }
  }

  /**
   * The open bins' states as the threads take them, or null when one of them cannot go there (see
   * portable-state.ts).
   */
  private portableStates(): (PortableState | null)[] | null {
    const threads = this.threads!;
    const states: (PortableState | null)[] = [];
    for (const state of this.bins.states) {
      if (state.discard) {
        states.push(null);
        continue;
      }
      const portable = portableState(state, threads);
      if (portable === null) return null;
      states.push(portable);
    }
    return states;
  }

  /**
   * Rasterizes the open bins on the threads when there are any, the scene is big enough for them (see
   * SceneThreads.minPixels; the rest of a handed-over scene always is) and every draw can go there;
   * false when the calling thread has to.
   */
  private rasterizeOnThreads(): boolean {
    const threads = this.threads;
    const bins = this.bins;
    if (threads === null || (bins.pixels < threads.minPixels && !bins.continued)) return false;
    const states = this.portableStates();
    if (states === null || !threads.ready()) return false;
    const arrays = bins.arrays();
    const raster = this.raster;
    const callingThread: CallingThreadTiles = {
      begin: () => raster.setScene(arrays, bins.states),
      tile: (tile) => raster.rasterizeTile(tile % bins.tilesX, Math.floor(tile / bins.tilesX)),
      end: () => raster.endScene(),
    };
    this.addResults(threads.run(arrays, bins.tiles, states, callingThread), bins.states);
    return true;
  }

  /** Adds what the threads did for a scene of `states` to the counts and the states' sample counts. */
  private addResults(results: readonly ThreadResult[], states: readonly FragmentState[]): void {
    const shaded = this.shaded;
    for (const r of results) {
      shaded.fused += r.shaded.fused;
      shaded.batched += r.shaded.batched;
      shaded.fusedBlocks += r.shaded.fusedBlocks;
      shaded.wasmBlocks += r.shaded.wasmBlocks;
      shaded.blockCalls += r.shaded.blockCalls;
      wasmQuadsCounts.batches += r.wasmQuads.batches;
      wasmQuadsCounts.quads += r.wasmQuads.quads;
      wasmQuadsCounts.threadQuads += r.wasmQuads.quads;
      irJsCounts.threadBlocks += r.irJs.blocks;
      irJsCounts.threadQuads += r.irJs.quads;
      for (const [index, samples] of r.samples) states[index]!.params.stats.samples += samples;
    }
    shaded.threadedScenes++;
  }
}
