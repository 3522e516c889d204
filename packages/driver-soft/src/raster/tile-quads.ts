// The tile quads kernel (codegen/kernels/tile-quads.ts) on the thread that rasterizes: built once per
// thread and kind of memory (shared or fixed), instantiated once per heap memory. The tile rasterizer
// hands it the runs of triangles whose quads it can write straight into a state's batch range in the
// heap (FusedFunctions.inPlace) — with the scene's records and bin nodes in that heap.
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import { tileQuadsKernel } from '../codegen/kernels/tile-quads.js';
import { KernelModules } from '../codegen/wasm/kernel-modules.js';
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
/** The kernel's modules and exports (BATCH_QUADS a batch). */
const kernel = new KernelModules<TileQuadsRun>(() => tileQuadsKernel(BATCH_QUADS), 'tileQuads');
/** Milliseconds the kernel's module took to build and compile on this thread, per kind of memory. */
export const tileQuadsCompileTimes = kernel.compileTimes;

/** The kernel over `memory` (null: no WebAssembly here). */
export function tileQuadsOn(memory: WasmMemory): TileQuadsRun | null {
  const shared = typeof SharedArrayBuffer !== 'undefined' && memory.buffer instanceof SharedArrayBuffer;
  return kernel.exportOn(memory, shared);
}
