// The tile quads kernel (codegen/kernels/tile-quads.ts) on the thread that rasterizes: built once per
// thread and kind of memory (shared or fixed), instantiated once per heap memory. The tile rasterizer
// hands it the runs of triangles whose quads it can write straight into a state's batch range in the
// heap (FusedFunctions.inPlace) — with the scene's records and bin nodes in that heap.
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import { emitWasm } from '../codegen/ir/emit-wasm.js';
import { tileQuadsKernel } from '../codegen/kernels/tile-quads.js';
import { type WasmModule, webAssembly } from '../codegen/wasm/runtime.js';
import { BATCH_QUADS } from '../fragment/quad-batch.js';

/**
 * `tileQuads(nodes, node, records, state, tileX, tileY, flags, batch, quads)`: see the kernel's header;
 * its results are at the batch range's `out` (QuadsScratch.out).
 */
export type TileQuadsRun = (...args: number[]) => void;

/**
 * Internal switch (tests, measurements): false rasterizes every triangle through the JavaScript batch —
 * scenes then tell no rasterizer, on any thread, where their bin nodes are in the heap.
 */
export const tileQuadsSettings = { enabled: true };
/** Milliseconds the kernel's module took to build and compile on this thread, per kind of memory. */
export const tileQuadsCompileTimes: number[] = [];

const MAXIMUM_PAGES = 65536;
const modules = new Map<boolean, WasmModule | null>();
const instances = new WeakMap<WasmMemory, TileQuadsRun | null>();

function moduleFor(shared: boolean): WasmModule | null {
  let module = modules.get(shared);
  if (module === undefined) {
    const api = webAssembly();
    const start = performance.now();
    module = api
      ? new api.Module(
          emitWasm([tileQuadsKernel(BATCH_QUADS)], { minimumPages: 1, maximumPages: MAXIMUM_PAGES, shared }),
        )
      : null;
    tileQuadsCompileTimes.push(performance.now() - start);
    modules.set(shared, module);
  }
  return module;
}

/** The kernel over `memory` (null: no WebAssembly here). */
export function tileQuadsOn(memory: WasmMemory): TileQuadsRun | null {
  let run = instances.get(memory);
  if (run === undefined) {
    const shared = typeof SharedArrayBuffer !== 'undefined' && memory.buffer instanceof SharedArrayBuffer;
    const module = moduleFor(shared);
    run = module
      ? (new (webAssembly()!.Instance)(module, { env: { memory } }).exports.tileQuads as TileQuadsRun)
      : null;
    instances.set(memory, run);
  }
  return run;
}
