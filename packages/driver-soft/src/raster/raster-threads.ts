// The rasterizer threads of a screen, as llvmpipe's: `count` worker_threads Workers (started with the
// first scene they get) that take the tiles of a scene from a shared counter; the calling thread goes on
// until it finishes the scene, then waits (Atomics.wait) until every thread has reported; results come
// back synchronously through each thread's MessagePort. Workers are unref'd, so they never keep a
// process alive; destroy() ends them.
// Threads exist only where node:worker_threads and SharedArrayBuffer do (Node); elsewhere, and when the
// workers cannot start, scenes are rasterized on the calling thread.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import type { PortableIds, PortableState } from '../fragment/portable-state.js';
import type { PortableWasmVariant } from '../fragment/wasm-block-portable.js';
import type { CallingThreadTiles, SceneInFlight } from './scene-threads.js';
import {
  clampWorkers,
  type SceneJob,
  sceneInFlight,
  ThreadControl,
  type ThreadData,
  type ThreadPort,
  type ThreadResult,
  takeTiles,
} from './thread-job.js';
import { ThreadSources } from './thread-sources.js';
import { ThreadWasmVariants } from './thread-wasm-variants.js';
import type { SceneArrays } from './tile-rasterizer.js';

// What this module uses of Node's modules, declared here so the package's types need no @types/node.
interface WorkerLike {
  unref(): void;
  on(event: 'error' | 'exit', listener: () => void): unknown;
  terminate(): Promise<unknown>;
}
interface WorkerThreads {
  Worker: new (
    url: URL,
    options: { workerData: ThreadData; transferList: readonly ThreadPort[] },
  ) => WorkerLike;
  MessageChannel: new () => { port1: ThreadPort; port2: ThreadPort };
  receiveMessageOnPort(port: ThreadPort): { message: unknown } | undefined;
}
interface NodeOs {
  availableParallelism?(): number;
  cpus(): readonly unknown[];
}
interface NodeProcess {
  getBuiltinModule?: (id: string) => unknown;
  env?: Record<string, string | undefined>;
  emitWarning?: (warning: string) => void;
}

const nodeProcess = (globalThis as { process?: NodeProcess }).process;

/**
 * node:worker_threads where the engine has it (Node), else null. Loaded without a static import, so
 * bundles made for browsers do not reference it.
 */
export function workerThreads(): WorkerThreads | null {
  return (nodeProcess?.getBuiltinModule?.('node:worker_threads') as WorkerThreads | undefined) ?? null;
}

/** The most threads the default takes (as many as the machine has cores, up to this). */
export const DEFAULT_MAX_THREADS = 4;

/**
 * How many threads rasterize by default: `LP_NUM_THREADS` when set (as llvmpipe reads it; 0 and 1 both
 * mean the calling thread only), else the machine's cores up to DEFAULT_MAX_THREADS where worker threads
 * and SharedArrayBuffer exist, else 1.
 */
export function defaultThreadCount(): number {
  if (workerThreads() === null || typeof SharedArrayBuffer !== 'function') return 1;
  const env = nodeProcess?.env?.LP_NUM_THREADS;
  if (env !== undefined && /^\s*\d+\s*$/.test(env)) return Math.max(1, Number(env));
  const os = nodeProcess?.getBuiltinModule?.('node:os') as NodeOs | undefined;
  const cores = os?.availableParallelism?.() ?? os?.cpus().length ?? 1;
  return Math.max(1, Math.min(cores, DEFAULT_MAX_THREADS));
}

/** The default RasterThreads.minPixels: a 512 × 512 target's worth of pixels. */
export const DEFAULT_MIN_PIXELS = 512 * 512;

/** How long the first scene waits for the threads to start before it is rasterized without them. */
const STARTUP_TIMEOUT_MS = 60_000;

/**
 * What each Worker runs (an ES module in a data: URL, so the worker needs no file of its own): it
 * imports the rasterizer module and serves scenes, or reports why it could not.
 */
const BOOTSTRAP = `import { workerData } from 'node:worker_threads';
import(workerData.entry).then(
  (m) => m.serveRasterThread(workerData),
  (e) => {
    workerData.port.postMessage({ error: String((e && e.message) || e).split(' imported from ')[0] });
    Atomics.store(workerData.control, ${ThreadControl.READY} + workerData.index, -1);
    Atomics.notify(workerData.control, ${ThreadControl.READY} + workerData.index);
  },
);`;

export class RasterThreads implements PortableIds {
  private workers: WorkerLike[] = [];
  private ports: ThreadPort[] = [];
  private readonly control: Int32Array;
  private readonly sources = new ThreadSources();
  /** The WebAssembly block variants the threads know, and their scratch ranges. */
  private readonly wasm: ThreadWasmVariants;
  private state: 'idle' | 'running' | 'failed' | 'destroyed' = 'idle';
  private live = 0;
  /** Whether a scene was started and not finished. */
  private inFlight = false;

  constructor(
    /** Number of Workers (2 or more). */
    readonly count: number,
    /**
     * Scenes whose primitives' bounds cover fewer pixels than this (summed) stay on the calling thread:
     * they take less time than handing them over does (and never start the threads).
     */
    readonly minPixels = DEFAULT_MIN_PIXELS,
    /**
     * The screen's WebAssembly heap: its memory is handed to every thread (rasterThreadMemory()), and
     * the threads' scratch ranges for WebAssembly blocks are allocated in it.
     */
    private readonly heap: WasmHeap | null = null,
  ) {
    this.control = new Int32Array(new SharedArrayBuffer(4 * (ThreadControl.READY + count)));
    this.wasm = new ThreadWasmVariants(heap, count);
  }

  /** Whether the threads run (started now if they were not); false once they failed or were destroyed. */
  ready(): boolean {
    if (this.state === 'idle') this.startWorkers();
    return this.state === 'running';
  }

  /** The id the threads know the fused source `source` by. */
  sourceId(source: string): number {
    return this.sources.id(source);
  }

  /** The id the threads know the WebAssembly block variant `variant` by. */
  wasmVariantId(variant: PortableWasmVariant): number {
    return this.wasm.id(variant);
  }

  /**
   * Hands the `tiles` tiles of `scene` with `states` to the first `workers` threads (ready() must have
   * said yes, and the scene before must be finished); its finish() waits for them and returns what each
   * thread did, or throws when a thread stopped with an error. When fewer than all the threads take
   * tiles, the calling thread takes what is left through `callingThread` when it finishes the scene
   * (those tiles are not in the results).
   */
  start(
    scene: SceneArrays,
    tiles: number,
    states: readonly (PortableState | null)[],
    workers = this.count,
    callingThread: CallingThreadTiles | null = null,
  ): SceneInFlight {
    if (this.inFlight) throw new Error('RasterThreads.start: the scene before is not finished');
    const sources = this.sources.unsent(states);
    const wasm = this.wasm.forJob(states);
    const taking = clampWorkers(workers, this.count);
    const job: SceneJob = { sources, ...wasm, scene, tiles, states, workers: taking };
    const c = this.control;
    Atomics.store(c, ThreadControl.NEXT_TILE, 0);
    Atomics.store(c, ThreadControl.DONE, 0);
    // Posting clones the same job for every thread: it reaches all of them or (throwing) none.
    for (const port of this.ports) port.postMessage(job);
    this.sources.markSent(sources);
    this.wasm.markSent(wasm);
    this.inFlight = true;
    const helper = taking < this.count ? callingThread : null;
    return sceneInFlight(
      'RasterThreads',
      () => this.finish(tiles, helper),
      () => {
        this.inFlight = false;
      },
    );
  }

  /**
   * Takes the tiles left of the scene in flight on the calling thread (with `callingThread`), waits for
   * every thread to report on it and returns their results.
   */
  private finish(tiles: number, callingThread: CallingThreadTiles | null): ThreadResult[] {
    let stopped: unknown = null;
    if (callingThread) {
      callingThread.begin();
      try {
        stopped = takeTiles(this.control, tiles, callingThread, () => {});
      } finally {
        callingThread.end();
      }
    }
    // Also after an error: no thread writes after this returns.
    this.waitUntilDone();
    if (stopped !== null) throw stopped;
    // Ended meanwhile (destroy() waited for the threads first): the results went with them.
    if (this.state === 'destroyed') return [];
    const receive = workerThreads()!.receiveMessageOnPort;
    const results = this.ports.map((port) => receive(port)?.message as ThreadResult | undefined);
    for (const r of results) {
      if (r === undefined) throw new Error('a rasterizer thread finished a scene without a result');
      if (r.error !== null) throw new Error(`a rasterizer thread stopped: ${r.error}`);
    }
    return results as ThreadResult[];
  }

  /** Waits until every thread counted itself done with the scene in flight. */
  private waitUntilDone(): void {
    const c = this.control;
    for (let done = Atomics.load(c, ThreadControl.DONE); done < this.count; ) {
      Atomics.wait(c, ThreadControl.DONE, done);
      done = Atomics.load(c, ThreadControl.DONE);
    }
  }

  /** Workers started and not yet exited (they exit some time after destroy()). */
  get liveWorkers(): number {
    return this.live;
  }

  /** Ends the threads (scenes are then rasterized on the calling thread). */
  destroy(): void {
    if (this.state === 'destroyed') return;
    // No thread may write to a scene's memory after this returns.
    if (this.inFlight) this.waitUntilDone();
    this.state = 'destroyed';
    this.stop();
    this.wasm.release();
  }

  private startWorkers(): void {
    const wt = workerThreads();
    if (wt === null) {
      this.state = 'failed';
      return;
    }
    const entry = new URL('./raster-worker.js', import.meta.url).href;
    const bootstrap = new URL(`data:text/javascript,${encodeURIComponent(BOOTSTRAP)}`);
    for (let index = 0; index < this.count; index++) {
      const { port1, port2 } = new wt.MessageChannel();
      const data: ThreadData = {
        entry,
        index,
        control: this.control,
        port: port2,
        memory: this.heap?.memory ?? null,
      };
      const worker = new wt.Worker(bootstrap, { workerData: data, transferList: [port2] });
      worker.unref();
      // Errors surface through the control array; this only keeps them from being unhandled.
      worker.on('error', () => {});
      this.live++;
      worker.on('exit', () => {
        this.live--;
      });
      this.workers.push(worker);
      this.ports.push(port1);
    }
    const c = this.control;
    const deadline = performance.now() + STARTUP_TIMEOUT_MS;
    for (let index = 0; index < this.count; index++) {
      const slot = ThreadControl.READY + index;
      while (Atomics.load(c, slot) === 0) {
        const left = deadline - performance.now();
        if (left <= 0) break;
        Atomics.wait(c, slot, 0, left);
      }
      if (Atomics.load(c, slot) !== 1) {
        const why = wt.receiveMessageOnPort(this.ports[index]!)?.message as { error?: string } | undefined;
        nodeProcess?.emitWarning?.(
          `driver-soft: rasterizer threads could not start (${why?.error ?? 'no answer'}); rasterizing on the calling thread`,
        );
        this.state = 'failed';
        this.stop();
        return;
      }
    }
    this.state = 'running';
  }

  private stop(): void {
    for (const worker of this.workers) worker.terminate().catch(() => {});
    for (const port of this.ports) port.close();
    this.workers = [];
    this.ports = [];
  }
}
