// The rasterizer thread (a worker_threads Worker started by RasterThreads): it receives scenes on its
// port, rebuilds their fused fragment states (compiling each generated source once, instantiating each
// WebAssembly variant once: thread-wasm-blocks.ts), takes tiles from the shared counter until none is
// left (when it is one of the job's `workers`), reports what it shaded (WebAssembly quads included) and
// counted on the port and then counts itself done in the shared control array, which wakes the waiting
// calling thread.
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import { compileFused, type FusedFunctions } from '../fragment/fused-shade.js';
import { irJsCounts, irJsSince } from '../fragment/ir-js-counts.js';
import { DISCARDED_STATE, type ThreadState, threadState } from '../fragment/portable-state.js';
import { wasmQuadsCounts } from '../fragment/wasm-quads.js';
import type { SceneJob, ThreadData, ThreadResult } from './thread-job.js';
import { ThreadControl } from './thread-job.js';
import { ThreadWasmBlocks } from './thread-wasm-blocks.js';
import { noneShaded, TileRasterizer } from './tile-rasterizer.js';

/** Draws without a fused program never reach a thread (their scenes stay on the calling thread). */
function noBatchedPath(): never {
  throw new Error('a rasterizer thread was given a draw without a fused fragment function');
}

/** The screen's WebAssembly heap memory as this thread received it (null: none, or not a thread). */
let heapMemory: WasmMemory | null = null;

/** The memory WebAssembly code generated on this rasterizer thread imports (see ThreadData.memory). */
export function rasterThreadMemory(): WasmMemory | null {
  return heapMemory;
}

/** Serves scenes on `data.port` until the thread is terminated. */
export function serveRasterThread(data: ThreadData): void {
  const { port, control, index } = data;
  heapMemory = data.memory;
  const functions = new Map<number, FusedFunctions>();
  const wasmBlocks = new ThreadWasmBlocks(heapMemory, index);
  const raster = new TileRasterizer<ThreadState>(noBatchedPath, undefined, heapMemory);
  port.on('message', (job: SceneJob) => {
    const shaded = Object.assign(raster.shaded, noneShaded());
    const quadsBefore = { ...wasmQuadsCounts };
    const irJsBefore = { ...irJsCounts };
    let tiles = 0;
    let error: string | null = null;
    let states: ThreadState[] = [];
    let quads: [number, number][] = [];
    try {
      for (const [id, source] of job.sources) functions.set(id, compileFused(source));
      wasmBlocks.receive(job);
      states = job.states.map((p) => {
        if (p === null) return DISCARDED_STATE;
        const f = functions.get(p.source);
        if (!f) throw new Error(`fused source ${p.source} was never sent`);
        const state = threadState(p, f);
        return p.wasm ? wasmBlocks.withBlocks(state, p.wasm) : state;
      });
      raster.setScene(job.scene, states);
      // A thread past job.workers only took in the sources and variants.
      while (index < job.workers) {
        const tile = Atomics.add(control, ThreadControl.NEXT_TILE, 1);
        if (tile >= job.tiles) break;
        raster.rasterizeTileInOrder(tile, job.tiles);
        if (job.finished) Atomics.store(job.finished, tile, 1);
        tiles++;
      }
    } catch (e) {
      error = e instanceof Error ? (e.stack ?? e.message) : String(e);
      // The other threads stop taking tiles: the scene is lost anyway.
      Atomics.store(control, ThreadControl.NEXT_TILE, job.tiles);
    } finally {
      quads = raster.shadedQuads();
      raster.endScene();
    }
    const samples: [number, number][] = [];
    states.forEach((s, i) => {
      if (s.params.stats.samples !== 0) samples.push([i, s.params.stats.samples]);
    });
    const wasmQuads = {
      batches: wasmQuadsCounts.batches - quadsBefore.batches,
      quads: wasmQuadsCounts.quads - quadsBefore.quads,
    };
    const irJs = irJsSince(irJsBefore);
    const result: ThreadResult = { tiles, shaded: { ...shaded }, wasmQuads, irJs, samples, quads, error };
    // The result is in the port's queue before the calling thread can see this thread done.
    port.postMessage(result);
    Atomics.add(control, ThreadControl.DONE, 1);
    Atomics.notify(control, ThreadControl.DONE);
  });
  Atomics.store(control, ThreadControl.READY + index, 1);
  Atomics.notify(control, ThreadControl.READY + index);
}
