// What the calling thread and the rasterizer threads exchange for one scene (all structured-cloneable):
// the job — sources and WebAssembly block variants the threads have not received yet, the scene's shared
// arrays, the fragment states as plain data, each thread's scratch range in the heap — and each thread's
// result. Tiles are handed out through a shared counter (ThreadControl).
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import type { ThreadIrJs } from '../fragment/ir-js-counts.js';
import type { PortableState } from '../fragment/portable-state.js';
import type { PortableWasmVariant } from '../fragment/wasm-block-portable.js';
import type { CallingThreadTiles, SceneInFlight } from './scene-threads.js';
import type { ThreadScratchRanges } from './thread-scratch.js';
import type { SceneArrays, ShadedCounts } from './tile-rasterizer.js';

/** Slots of the shared Int32Array that coordinates the threads. */
export const ThreadControl = {
  /** The next tile to take (threads add 1 and rasterize the tile they got while it is below `tiles`). */
  NEXT_TILE: 0,
  /** Threads that finished the current scene. */
  DONE: 1,
  /** Per thread from here: 0 starting, 1 ready for scenes, −1 could not start. */
  READY: 2,
} as const;

/**
 * The scene in flight whose finish() runs `finish` once (`owner` names the threads in the error a second
 * call throws) and then `settled`, whatever finish did.
 */
export function sceneInFlight(
  owner: string,
  finish: () => ThreadResult[],
  settled: () => void,
): SceneInFlight {
  let finished = false;
  return {
    finish: () => {
      if (finished) throw new Error(`${owner}: a scene finished twice`);
      finished = true;
      try {
        return finish();
      } finally {
        settled();
      }
    },
  };
}

/**
 * The calling thread's share of a scene: takes tiles from the shared counter until none is left,
 * rasterizing each through `callingThread` (between its begin and end) and telling `taken`. Returns the
 * error that stopped it, or null; after an error the other threads take no more tiles either.
 */
export function takeTiles(
  control: Int32Array,
  tiles: number,
  callingThread: CallingThreadTiles,
  taken: (tile: number) => void,
): unknown {
  try {
    for (;;) {
      const tile = Atomics.add(control, ThreadControl.NEXT_TILE, 1);
      if (tile >= tiles) return null;
      callingThread.tile(tile);
      taken(tile);
    }
  } catch (error) {
    Atomics.store(control, ThreadControl.NEXT_TILE, tiles);
    return error;
  }
}

/** `workers` as a number of threads that take tiles: 1 to `count` (all of them when it is not a number). */
export function clampWorkers(workers: number, count: number): number {
  return Math.max(1, Math.min(count, Math.floor(workers) || count));
}

export interface SceneJob {
  /** Fused sources new to the threads, as [id, text]. */
  readonly sources: readonly (readonly [number, string])[];
  /** WebAssembly variants new to the threads, as [id, variant]. */
  readonly wasmVariants: readonly (readonly [number, PortableWasmVariant])[];
  /** The threads' scratch and batch ranges in the heap for WebAssembly calls (null: the scene runs none). */
  readonly scratch: ThreadScratchRanges | null;
  /** The scene's arrays, in SharedArrayBuffers. */
  readonly scene: SceneArrays;
  /** Tiles of the scene, taken in TileRasterizer.rasterizeTileInOrder's order. */
  readonly tiles: number;
  /**
   * How many threads take tiles: those whose index is below it. The others only take in the job's
   * sources and variants (every thread gets every job, so each knows them all) and report no tiles.
   */
  readonly workers: number;
  /** The scene's fragment states by index (null: a discarded draw's). */
  readonly states: readonly (PortableState | null)[];
  /**
   * Per tile, set to 1 once a thread has rasterized it (Web Workers: their caller reads it when it
   * stops waiting, thread-report.ts); absent for Node's threads.
   */
  readonly finished?: Int32Array;
}

export interface ThreadResult {
  /** Tiles this thread rasterized. */
  readonly tiles: number;
  readonly shaded: ShadedCounts;
  /** Batches and quads its WebAssembly quads functions shaded (fragment/wasm-quads.ts wasmQuadsCounts). */
  readonly wasmQuads: { readonly batches: number; readonly quads: number };
  /** Blocks and quads its IR functions emitted as JavaScript shaded (fragment/ir-js-counts.ts). */
  readonly irJs: ThreadIrJs;
  /** Samples that passed, as [state index, count] for the states that counted any. */
  readonly samples: readonly (readonly [number, number])[];
  /** Partly covered quads the states' fused programs shaded, as [state index, count] (quad-tally.ts). */
  readonly quads: readonly (readonly [number, number])[];
  /** The error that stopped the thread's share of the scene, or null. */
  readonly error: string | null;
}

/** What the threads use of a node:worker_threads MessagePort (declared here: the package's types need no @types/node). */
export interface ThreadPort {
  postMessage(value: unknown): void;
  on(event: 'message', listener: (value: SceneJob) => void): unknown;
  close(): void;
}

/** What a rasterizer thread is started with. */
export interface ThreadData {
  /** The module to import (raster-worker.js) and this thread's slot. */
  readonly entry: string;
  readonly index: number;
  readonly control: Int32Array;
  /** Jobs arrive on it; results leave on it. */
  readonly port: ThreadPort;
  /**
   * The screen's WebAssembly heap memory (shared), or null: what WebAssembly code generated on the
   * thread imports, to reach render targets and textures at their heap offsets.
   */
  readonly memory: WasmMemory | null;
}
