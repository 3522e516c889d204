// The rasterizer threads of a page: `count` module Web Workers (web-raster-worker.ts) running the same
// thread code as Node's (raster-worker.ts), over SharedArrayBuffers and the screen's shared WebAssembly
// heap, where the page is cross-origin isolated. A page's main thread can neither block in Atomics.wait
// nor receive a message synchronously, so:
// - the workers start asynchronously; scenes stay on the calling thread until every worker is ready;
// - when it finishes a scene, the calling thread takes the tiles still left from the shared counter too,
//   then spins on Atomics.load until every worker has counted itself done (for WAIT_TIMEOUT_MS at most);
// - results come back through shared memory (thread-report.ts); when a worker stopped with an error or
//   did not finish in time, the workers are ended and the calling thread rasterizes every tile not
//   marked finished itself (from then on all scenes stay on the calling thread).
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import type { PortableState } from '../fragment/portable-state.js';
import type { PortableWasmVariant } from '../fragment/wasm-block-portable.js';
import type { CallingThreadTiles, SceneInFlight, SceneThreads } from './scene-threads.js';
import { clampWorkers, sceneInFlight, ThreadControl, type ThreadResult, takeTiles } from './thread-job.js';
import { readThreadResult, type SceneReport, sceneReport } from './thread-report.js';
import { ThreadSources } from './thread-sources.js';
import { ThreadWasmVariants } from './thread-wasm-variants.js';
import type { SceneArrays } from './tile-rasterizer.js';
import type { WebSceneJob, WebThreadStart } from './web-thread-messages.js';

/** What this module uses of a page's Worker (declared here: the package's types have no DOM). */
interface WebWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  addEventListener(
    type: 'error' | 'message',
    listener: (event: { data?: unknown; message?: string }) => void,
  ): void;
}
type WebWorkerConstructor = new (url: string | URL, options: { type: 'module'; name?: string }) => WebWorker;
interface PageGlobals {
  Worker?: WebWorkerConstructor;
  crossOriginIsolated?: boolean;
  navigator?: { hardwareConcurrency?: number };
}
const page = globalThis as PageGlobals;

/** Whether this engine is a cross-origin isolated page (or worker) that can start module Web Workers. */
export function canStartWebWorkers(): boolean {
  return typeof page.Worker === 'function' && page.crossOriginIsolated === true;
}

/** The most workers the default starts in a page. */
const DEFAULT_MAX_WORKERS = 4;

/** The default threads of a page: its logical processors up to DEFAULT_MAX_WORKERS (1: none). */
export function browserThreadCount(): number {
  const cores = page.navigator?.hardwareConcurrency ?? 1;
  return Math.max(1, Math.min(cores, DEFAULT_MAX_WORKERS));
}

/** How long the calling thread spins for the workers' share of a scene before doing it itself. */
export const WAIT_TIMEOUT_MS = 10_000;
/** How long whenReady() waits for the workers to start. */
const STARTUP_TIMEOUT_MS = 30_000;

/** Where each scene's tiles went: [calling thread, worker 0, worker 1, …], summed over scenes. */
export type TilesByThread = readonly number[];

export class WebRasterThreads implements SceneThreads {
  private workers: WebWorker[] = [];
  private readonly control: Int32Array;
  private readonly sources = new ThreadSources();
  /** The WebAssembly block variants the workers know, and their scratch ranges. */
  private readonly wasm: ThreadWasmVariants;
  private state: 'idle' | 'starting' | 'running' | 'failed' | 'destroyed' = 'idle';
  private live = 0;
  private report: SceneReport | null = null;
  /** Whether a scene was started and not finished. */
  private inFlight = false;
  private readonly tiles: number[];
  /** Why the workers stopped being used (null while they are, or never started). */
  failure: string | null = null;

  constructor(
    readonly count: number,
    readonly minPixels: number,
    /** The screen's WebAssembly heap: its memory goes to every worker, their scratch ranges are in it. */
    private readonly heap: WasmHeap | null,
    /** The worker script (web-raster-worker.js); default: next to this module. */
    private readonly workerUrl: string | URL | undefined,
    /** How long the calling thread waits for the workers' share of a scene (tests shorten it). */
    private readonly waitTimeoutMs = WAIT_TIMEOUT_MS,
  ) {
    this.control = new Int32Array(new SharedArrayBuffer(4 * (ThreadControl.READY + count)));
    this.tiles = new Array<number>(count + 1).fill(0);
    this.wasm = new ThreadWasmVariants(heap, count);
  }

  /** Tiles rasterized so far by the calling thread (index 0) and each worker, in threaded scenes. */
  get tilesByThread(): TilesByThread {
    return this.tiles;
  }

  get liveWorkers(): number {
    return this.live;
  }

  sourceId(source: string): number {
    return this.sources.id(source);
  }

  wasmVariantId(variant: PortableWasmVariant): number {
    return this.wasm.id(variant);
  }

  /** Whether the workers take scenes now; the first call starts them (they are ready some time later). */
  ready(): boolean {
    if (this.state === 'idle') this.startWorkers();
    if (this.state === 'starting') {
      let ready = 0;
      for (let i = 0; i < this.count; i++) {
        const slot = Atomics.load(this.control, ThreadControl.READY + i);
        if (slot < 0) this.fail(`worker ${i} could not start`);
        if (slot === 1) ready++;
      }
      if (ready === this.count && this.state === 'starting') this.state = 'running';
    }
    return this.state === 'running';
  }

  /** Starts the workers (when they were not) and resolves once they take scenes, or false when they cannot. */
  async whenReady(): Promise<boolean> {
    const deadline = performance.now() + STARTUP_TIMEOUT_MS;
    while (!this.ready()) {
      if (this.state !== 'starting') return false;
      if (performance.now() > deadline) {
        this.fail(`the workers did not start within ${STARTUP_TIMEOUT_MS} ms`);
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return true;
  }

  /**
   * Posts the scene to the workers (the first `workers` of them take tiles); its finish() has the
   * calling thread take tiles too, then spin until the workers are done (see the header).
   */
  start(
    scene: SceneArrays,
    tiles: number,
    states: readonly (PortableState | null)[],
    workers: number,
    callingThread: CallingThreadTiles,
  ): SceneInFlight {
    if (this.inFlight) throw new Error('WebRasterThreads.start: the scene before is not finished');
    const sources = this.sources.unsent(states);
    const report = sceneReport(this.count, tiles, states.length, this.report);
    this.report = report;
    const wasm = this.wasm.forJob(states);
    const job: WebSceneJob = {
      sources,
      ...wasm,
      scene,
      tiles,
      states,
      workers: clampWorkers(workers, this.count),
      finished: report.finished,
      report,
    };
    const c = this.control;
    Atomics.store(c, ThreadControl.NEXT_TILE, 0);
    Atomics.store(c, ThreadControl.DONE, 0);
    for (const worker of this.workers) worker.postMessage(job);
    this.sources.markSent(sources);
    this.wasm.markSent(wasm);
    this.inFlight = true;
    return sceneInFlight(
      'WebRasterThreads',
      () => this.finish(tiles, report, callingThread),
      () => {
        this.inFlight = false;
      },
    );
  }

  /** The calling thread's share of the scene in flight, the wait for the workers and their results. */
  private finish(tiles: number, report: SceneReport, callingThread: CallingThreadTiles): ThreadResult[] {
    const c = this.control;
    callingThread.begin();
    try {
      // After an error the workers are still waited for, so none writes after this returns.
      const stopped = takeTiles(c, tiles, callingThread, (tile) => {
        Atomics.store(report.finished, tile, 1);
        this.tiles[0]!++;
      });
      const allDone = this.waitForWorkers();
      const results: ThreadResult[] = [];
      const errors: string[] = [];
      for (let i = 0; i < this.count; i++) {
        const result = readThreadResult(report, i);
        if (result === null) continue;
        results.push(result);
        this.tiles[i + 1]! += result.tiles;
        if (result.error !== null) errors.push(`worker ${i}: ${result.error}`);
      }
      if (!allDone) errors.push(`the workers did not finish a scene within ${this.waitTimeoutMs} ms`);
      if (errors.length > 0) this.fail(errors.join('; '));
      if (stopped !== null) throw stopped;
      // What the workers left undone (an error, a timeout): the calling thread does it.
      if (errors.length > 0)
        for (let tile = 0; tile < tiles; tile++)
          if (Atomics.load(report.finished, tile) === 0) {
            callingThread.tile(tile);
            this.tiles[0]!++;
          }
      return results;
    } finally {
      callingThread.end();
    }
  }

  destroy(): void {
    if (this.state === 'destroyed') return;
    // No worker may write to a scene's memory after this returns (the wait is bounded).
    if (this.inFlight) this.waitForWorkers();
    this.state = 'destroyed';
    this.stop();
    this.wasm.release();
  }

  /** Spins until every worker counted itself done; false after waitTimeoutMs. */
  private waitForWorkers(): boolean {
    const c = this.control;
    const deadline = performance.now() + this.waitTimeoutMs;
    for (let spin = 1; Atomics.load(c, ThreadControl.DONE) < this.count; spin++)
      if (spin % 4096 === 0 && performance.now() > deadline) return false;
    return true;
  }

  private startWorkers(): void {
    const Worker = page.Worker;
    if (!Worker) {
      this.fail('this engine has no Worker');
      return;
    }
    this.state = 'starting';
    try {
      for (let index = 0; index < this.count; index++) {
        const worker = this.workerUrl
          ? new Worker(this.workerUrl, { type: 'module', name: `driver-soft rasterizer ${index}` })
          : new Worker(new URL('./web-raster-worker.js', import.meta.url), {
              type: 'module',
              name: `driver-soft rasterizer ${index}`,
            });
        this.live++;
        this.workers.push(worker);
        worker.addEventListener('error', (event) => {
          this.fail(`worker ${index}: ${event.message ?? 'it could not be loaded'}`);
        });
        const message: WebThreadStart = { index, control: this.control, memory: this.heap?.memory ?? null };
        worker.postMessage(message);
      }
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
    }
  }

  /** Stops using the workers: scenes are rasterized on the calling thread from now on. */
  private fail(why: string): void {
    if (this.state === 'failed' || this.state === 'destroyed') return;
    this.state = 'failed';
    this.failure = why;
    console.warn(`driver-soft: rasterizing on the calling thread from now on (${why})`);
    this.stop();
  }

  private stop(): void {
    for (const worker of this.workers) worker.terminate();
    this.live -= this.workers.length;
    this.workers = [];
  }
}
