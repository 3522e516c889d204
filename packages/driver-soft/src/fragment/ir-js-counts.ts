// What the IR's JavaScript shaded in draws (codegen 'js', wasm-block.ts), for tests and measurements:
// whole blocks and batches of partly covered quads run through the kernels emitted as JavaScript, on
// the calling thread, and those the rasterizer threads reported (raster/scene.ts adds each threaded
// scene's results, beside wasmQuadsCounts). The WebAssembly counterparts are
// SoftContext.shadedBatches.wasmBlocks and wasmQuadsCounts.

/**
 * Blocks, quad batches and quads shaded by IR kernels emitted as JavaScript on this thread; blocks and
 * quads the rasterizer threads shaded so, as they reported them (on the calling thread).
 */
export const irJsCounts = { blocks: 0, batches: 0, quads: 0, threadBlocks: 0, threadQuads: 0 };

/** What one rasterizer thread's IR JavaScript shaded in a scene. */
export interface ThreadIrJs {
  readonly blocks: number;
  readonly quads: number;
}

/** This thread's counts since `before` (a copy of irJsCounts), as a thread reports them. */
export function irJsSince(before: typeof irJsCounts): ThreadIrJs {
  return { blocks: irJsCounts.blocks - before.blocks, quads: irJsCounts.quads - before.quads };
}
