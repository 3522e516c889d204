// threeWays: one drawing made on soft screens of each shading way — codegen 'wasm', codegen 'js' (the IR
// kernels as JavaScript where they serve the state), codegen 'js' with the template functions only
// (jsTemplates) and batched shading (fusedShading false), one thread each, and 'wasm' once more on a
// fixed (non-shared) WebAssembly heap, as in a page without SharedArrayBuffer — with how each was shaded
// (the context's counters, the quads the WebAssembly quads functions shaded, the vertex batches run as
// WebAssembly, the blocks and quads the IR's JavaScript shaded); expectSameBytes checks that all give the
// same bytes, that neither 'js' way ran WebAssembly, that 'js' ran as many IR blocks and quads as
// JavaScript as 'wasm' ran as WebAssembly and the templates none, and that the fixed heap ran exactly as
// much WebAssembly as the shared one.
import { expect } from 'vitest';
import { wasmVertexCounts } from '../../src/draw/wasm-vertex-batch.js';
import { irJsCounts } from '../../src/fragment/ir-js-counts.js';
import { irJsSettings, wasmBlockSettings } from '../../src/fragment/wasm-block.js';
import { wasmQuadsCounts } from '../../src/fragment/wasm-quads.js';
import { createSoftScreen, type SoftScreenOptions } from '../../src/index.js';
import { drawCounted, type ShadedBatches } from '../scenes/draw-counted.js';

export const WAYS = {
  wasm: { codegen: 'wasm' },
  wasmFixedHeap: { codegen: 'wasm', wasmMemoryShared: false },
  js: { codegen: 'js' },
  jsTemplates: { codegen: 'js', jsTemplates: true },
  batched: { fusedShading: false },
} as const satisfies Record<string, SoftScreenOptions>;

export type Way = keyof typeof WAYS;

/** What one way drew, and how: the shading counters, and quads shaded by WebAssembly quads functions. */
export interface WayResult<T> {
  readonly result: T;
  readonly shaded: ShadedBatches;
  readonly wasmQuads: number;
  /** Vertex shader batches run as WebAssembly (draw/wasm-vertex-batch.ts). */
  readonly wasmVertexBatches: number;
  /** Whole blocks and partly covered quads shaded by the IR kernels emitted as JavaScript. */
  readonly irJsBlocks: number;
  readonly irJsQuads: number;
}

/**
 * Draws with a soft screen of each way (one thread): what each gave and how it was shaded. The 'js' way
 * runs the IR kernels as JavaScript exactly where 'wasm' runs them as WebAssembly (while it draws,
 * irJsSettings takes textured variants and runs partly covered quads as wasmBlockSettings.quads says, and
 * no variant turns hot: wasmBlockSettings.hotQuads, whose count would differ between the ways).
 */
export function threeWays<T>(
  draw: (screen: ReturnType<typeof createSoftScreen>) => T,
): Record<Way, WayResult<T>> {
  const out: Partial<Record<Way, WayResult<T>>> = {};
  for (const [way, options] of Object.entries(WAYS) as [Way, SoftScreenOptions][]) {
    const screen = createSoftScreen({ threads: 1, ...options });
    const irJs = { ...irJsSettings };
    const hotQuads = wasmBlockSettings.hotQuads;
    wasmBlockSettings.hotQuads = Number.POSITIVE_INFINITY;
    if (way === 'js') Object.assign(irJsSettings, { quads: wasmBlockSettings.quads, textures: true });
    try {
      const quadsBefore = wasmQuadsCounts.quads;
      const batchesBefore = wasmVertexCounts.batches;
      const irJsBefore = { ...irJsCounts };
      const { result, shaded } = drawCounted(screen, () => draw(screen));
      out[way] = {
        result,
        shaded,
        wasmQuads: wasmQuadsCounts.quads - quadsBefore,
        wasmVertexBatches: wasmVertexCounts.batches - batchesBefore,
        irJsBlocks: irJsCounts.blocks - irJsBefore.blocks,
        irJsQuads: irJsCounts.quads - irJsBefore.quads,
      };
    } finally {
      Object.assign(irJsSettings, irJs);
      wasmBlockSettings.hotQuads = hotQuads;
      screen.destroy();
    }
  }
  return out as Record<Way, WayResult<T>>;
}

/**
 * Every way gave the same bytes (every array `bytes` picks), only the 'wasm' ways ran WebAssembly, and
 * 'js' ran the IR's JavaScript where 'wasm' ran WebAssembly (the quads settings alike).
 */
export function expectSameBytes<T>(
  ways: Record<Way, WayResult<T>>,
  bytes: (result: T) => readonly Uint8Array[],
): void {
  for (const way of ['js', 'jsTemplates', 'batched'] as const) {
    expect(ways[way].shaded.wasmBlocks).toBe(0);
    expect(ways[way].wasmQuads).toBe(0);
  }
  expect(ways.js.wasmVertexBatches).toBe(0);
  expect([ways.js.irJsBlocks, ways.js.irJsQuads]).toEqual([ways.wasm.shaded.wasmBlocks, ways.wasm.wasmQuads]);
  for (const way of ['wasm', 'wasmFixedHeap', 'jsTemplates', 'batched'] as const)
    expect([ways[way].irJsBlocks, ways[way].irJsQuads]).toEqual([0, 0]);
  expect(ways.batched.shaded.fusedBlocks).toBe(0);
  const fixed = ways.wasmFixedHeap;
  expect([fixed.shaded.wasmBlocks, fixed.wasmQuads, fixed.wasmVertexBatches]).toEqual([
    ways.wasm.shaded.wasmBlocks,
    ways.wasm.wasmQuads,
    ways.wasm.wasmVertexBatches,
  ]);
  const [wasm, ...others] = (['wasm', 'js', 'jsTemplates', 'batched', 'wasmFixedHeap'] as const).map((w) =>
    bytes(ways[w].result).map((b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength)),
  );
  wasm!.forEach((b, i) => {
    for (const other of others) expect(b.equals(other[i]!)).toBe(true);
  });
}

/** Whether the 'wasm' way shaded anything through WebAssembly (whole blocks or partial quads). */
export function ranWasm<T>(ways: Record<Way, WayResult<T>>): boolean {
  return ways.wasm.shaded.wasmBlocks + ways.wasm.wasmQuads > 0;
}
