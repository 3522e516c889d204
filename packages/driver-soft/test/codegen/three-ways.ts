// threeWays: one drawing made on soft screens of each shading way — codegen 'wasm', codegen 'js' and
// batched shading (fusedShading false), one thread each, and 'wasm' once more on a fixed (non-shared)
// WebAssembly heap, as in a page without SharedArrayBuffer — with how each was shaded (the context's
// counters, the quads the WebAssembly quads functions shaded, the vertex batches run as WebAssembly);
// expectSameBytes checks that all give the same bytes, that 'js' ran no WebAssembly and that the fixed
// heap ran exactly as much WebAssembly as the shared one.
import { expect } from 'vitest';
import { wasmVertexCounts } from '../../src/draw/wasm-vertex-batch.js';
import { wasmQuadsCounts } from '../../src/fragment/wasm-quads.js';
import { createSoftScreen, type SoftScreenOptions } from '../../src/index.js';
import { drawCounted, type ShadedBatches } from '../scenes/draw-counted.js';

export const WAYS = {
  wasm: { codegen: 'wasm' },
  wasmFixedHeap: { codegen: 'wasm', wasmMemoryShared: false },
  js: { codegen: 'js' },
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
}

/** Draws with a soft screen of each way (one thread): what each gave and how it was shaded. */
export function threeWays<T>(
  draw: (screen: ReturnType<typeof createSoftScreen>) => T,
): Record<Way, WayResult<T>> {
  const out: Partial<Record<Way, WayResult<T>>> = {};
  for (const [way, options] of Object.entries(WAYS) as [Way, SoftScreenOptions][]) {
    const screen = createSoftScreen({ threads: 1, ...options });
    try {
      const quadsBefore = wasmQuadsCounts.quads;
      const batchesBefore = wasmVertexCounts.batches;
      const { result, shaded } = drawCounted(screen, () => draw(screen));
      out[way] = {
        result,
        shaded,
        wasmQuads: wasmQuadsCounts.quads - quadsBefore,
        wasmVertexBatches: wasmVertexCounts.batches - batchesBefore,
      };
    } finally {
      screen.destroy();
    }
  }
  return out as Record<Way, WayResult<T>>;
}

/** The three ways gave the same bytes (every array `bytes` picks), and only 'wasm' ran WebAssembly. */
export function expectSameBytes<T>(
  ways: Record<Way, WayResult<T>>,
  bytes: (result: T) => readonly Uint8Array[],
): void {
  expect(ways.js.shaded.wasmBlocks).toBe(0);
  expect(ways.js.wasmQuads).toBe(0);
  expect(ways.js.wasmVertexBatches).toBe(0);
  expect(ways.batched.shaded.fusedBlocks).toBe(0);
  expect(ways.batched.wasmQuads).toBe(0);
  const fixed = ways.wasmFixedHeap;
  expect([fixed.shaded.wasmBlocks, fixed.wasmQuads, fixed.wasmVertexBatches]).toEqual([
    ways.wasm.shaded.wasmBlocks,
    ways.wasm.wasmQuads,
    ways.wasm.wasmVertexBatches,
  ]);
  const [wasm, js, batched, wasmFixed] = (['wasm', 'js', 'batched', 'wasmFixedHeap'] as const).map((w) =>
    bytes(ways[w].result).map((b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength)),
  );
  wasm!.forEach((b, i) => {
    expect(b.equals(js![i]!)).toBe(true);
    expect(b.equals(batched![i]!)).toBe(true);
    expect(b.equals(wasmFixed![i]!)).toBe(true);
  });
}

/** Whether the 'wasm' way shaded anything through WebAssembly (whole blocks or partial quads). */
export function ranWasm<T>(ways: Record<Way, WayResult<T>>): boolean {
  return ways.wasm.shaded.wasmBlocks + ways.wasm.wasmQuads > 0;
}
