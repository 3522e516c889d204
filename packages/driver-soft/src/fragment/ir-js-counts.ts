// What the IR's JavaScript shaded in draws (codegen 'js', wasm-block.ts), for tests and measurements:
// whole blocks and batches of partly covered quads run through the kernels emitted as JavaScript, on
// the calling thread (rasterizer threads run the same functions but report only their WebAssembly work).
// The WebAssembly counterparts are SoftContext.shadedBatches.wasmBlocks and wasmQuadsCounts.

/** Blocks, quad batches and quads shaded by IR kernels emitted as JavaScript on this thread. */
export const irJsCounts = { blocks: 0, batches: 0, quads: 0 };
