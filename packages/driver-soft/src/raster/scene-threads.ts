// What a scene needs of a screen's rasterizer threads, whichever engine runs them: Node's worker_threads
// (raster-threads.ts, the calling thread blocks until the threads are done) or a browser's Web Workers
// (web-worker-threads.ts, the calling thread rasterizes tiles too and then spins until they are done).
// A scene is started and finished apart, so the calling thread can bin the next piece of a big draw in
// between (scene.ts). createSceneThreads picks the engine's kind; both run the same thread code
// (raster-worker.ts).
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import type { PortableIds, PortableState } from '../fragment/portable-state.js';
import { defaultThreadCount, RasterThreads, workerThreads } from './raster-threads.js';
import type { ThreadResult } from './thread-job.js';
import type { SceneArrays } from './tile-rasterizer.js';
import { browserThreadCount, canStartWebWorkers, WebRasterThreads } from './web-worker-threads.js';

/** The calling thread's share of a scene: its own rasterizer, set up once, given tiles, then ended. */
export interface CallingThreadTiles {
  begin(): void;
  /** Rasterizes the `tile`-th tile in the threads' order (TileRasterizer.rasterizeTileInOrder). */
  tile(tile: number): void;
  end(): void;
}

/** A scene the threads are rasterizing. */
export interface SceneInFlight {
  /**
   * Waits until every tile is rasterized and returns what each worker did (call it once); throws when a
   * thread stopped with an error (no thread writes after it returns or throws).
   */
  finish(): ThreadResult[];
}

export interface SceneThreads extends PortableIds {
  /** Number of worker threads. */
  readonly count: number;
  /** Scenes whose primitives' bounds cover fewer pixels than this stay on the calling thread. */
  readonly minPixels: number;
  /** Workers started and not yet exited. */
  readonly liveWorkers: number;
  /** Whether the threads can take a scene now (starting them if they were not). */
  ready(): boolean;
  /** The id the threads know the fused source `source` by. */
  sourceId(source: string): number;
  /**
   * Hands the `tiles` tiles of `scene` to the first `workers` threads (1 to count; ready() said yes; no
   * other scene is in flight) and returns at once. Tiles the calling thread rasterizes itself (Web
   * Workers, when the scene is finished) go through `callingThread` and are not in the results.
   */
  start(
    scene: SceneArrays,
    tiles: number,
    states: readonly (PortableState | null)[],
    workers: number,
    callingThread: CallingThreadTiles,
  ): SceneInFlight;
  /** Starts the threads and resolves once they take scenes (true) or could not start (false). */
  whenReady?(): Promise<boolean>;
  destroy(): void;
}

/** Which threads a screen rasterizes with. */
export type RasterBackend = 'calling-thread' | 'worker_threads' | 'web-workers';

/** Where the threads come from: worker_threads in Node, Web Workers in cross-origin isolated pages. */
export function threadsBackend(): Exclude<RasterBackend, 'calling-thread'> | null {
  if (typeof SharedArrayBuffer !== 'function') return null;
  if (workerThreads() !== null) return 'worker_threads';
  return canStartWebWorkers() ? 'web-workers' : null;
}

/** The default thread count: Node's (raster-threads.ts), a page's (web-worker-threads.ts), else 1. */
export function defaultSceneThreadCount(): number {
  const backend = threadsBackend();
  if (backend === 'worker_threads') return defaultThreadCount();
  return backend === 'web-workers' ? browserThreadCount() : 1;
}

/** `count` (≥ 2) threads of the engine's kind, or null where it has none. */
export function createSceneThreads(
  count: number,
  minPixels: number,
  heap: WasmHeap | null,
  workerUrl: string | URL | undefined,
): SceneThreads | null {
  const backend = threadsBackend();
  if (backend === 'worker_threads') return new RasterThreads(count, minPixels, heap);
  if (backend === 'web-workers') return new WebRasterThreads(count, minPixels, heap, workerUrl);
  return null;
}
