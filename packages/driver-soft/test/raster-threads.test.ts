// RasterThreads (src/raster/raster-threads.ts) on a hand-made scene: every tile is rasterized exactly
// once by some thread, each thread reports the tiles it took and what its fused functions counted per
// state (summed by the caller into each draw's counters) over repeated scenes, and a thread's error is
// reported by run() without stopping the threads; threads given a WebAssembly heap's memory write render
// targets in it.

import { WasmHeap } from '@gallium-ts/gallium-api/util';
import { afterAll, describe, expect, it } from 'vitest';
import type { PortableState } from '../src/fragment/portable-state.js';
import type { TargetView } from '../src/fragment/target-view.js';
import { float64s, int32s } from '../src/raster/arena.js';
import { RasterThreads } from '../src/raster/raster-threads.js';
import { PrimKind, Rec, recordSize } from '../src/raster/record.js';
import { FULLY_COVERED, TILE } from '../src/raster/tile-rasterizer.js';

const threads = new RasterThreads(3, 0);
afterAll(() => threads.destroy());

/**
 * A generated-function source for compileFused: every pixel shaded "passes" and is counted, as the
 * back end of a draw counting samples does (`params.stats.samples += passed`); a block adds its 64
 * pixels, quads their covered pixels.
 */
const COUNTING = `return {
  quads(batch, records, quads, params) {
    let passed = 0;
    for (let l = 0; l < quads * 4; l++) passed += batch.coverage[l];
    params.stats.samples += passed;
  },
  block(batch, records, r, bx, by, front, layer, params) {
    params.stats.samples += 64;
  },
};`;

/** A scene of `tilesX` × `tilesY` tiles: tile t holds one rectangle covering it, drawn with state t mod 2. */
function scene(tilesX: number, tilesY: number) {
  const tiles = tilesX * tilesY;
  const size = recordSize(0);
  const records = float64s(tiles * size, true);
  const nodes = int32s(tiles * 4, true);
  const heads = int32s(tiles, true);
  for (let t = 0; t < tiles; t++) {
    const r = t * size;
    const x = (t % tilesX) * TILE;
    const y = Math.floor(t / tilesX) * TILE;
    records[r + Rec.KIND] = PrimKind.POINT;
    records[r + Rec.STATE] = t % 2;
    records[r + Rec.FRONT] = 1;
    records.set([x, y, x + TILE - 1, y + TILE - 1], r + Rec.MIN_X);
    nodes.set([r, 0, FULLY_COVERED, -1], t * 4);
    heads[t] = t * 4;
  }
  return { records, nodes, heads, linePixels: int32s(0, true), tilesX };
}

function state(source: string): PortableState {
  return {
    source: threads.sourceId(source),
    wasm: null,
    sampleOffset: 0.5,
    needsFacePerBatch: false,
    needsPrimitivePerBatch: false,
    coverageAlpha: false,
    colors: [],
    zs: null,
    stencilRef: [0, 0],
    alphaRef: 0,
    blendColor: [0, 0, 0, 0],
    constants: [],
    texels: [],
  };
}

describe('RasterThreads', () => {
  it('take every tile once and report the samples each state counted', () => {
    expect(threads.ready()).toBe(true);
    const counting = state(COUNTING);
    for (let run = 0; run < 3; run++) {
      const results = threads.run(scene(6, 5), 30, [counting, counting]);
      expect(results).toHaveLength(3);
      expect(results.every((r) => r.error === null)).toBe(true);
      expect(results.reduce((n, r) => n + r.tiles, 0)).toBe(30);
      expect(results.reduce((n, r) => n + r.shaded.fusedBlocks, 0)).toBe(30 * 64);
      const samples = [0, 0];
      for (const r of results) for (const [index, count] of r.samples) samples[index]! += count;
      // 15 tiles per state, 64 × 64 pixels each.
      expect(samples).toEqual([15 * TILE * TILE, 15 * TILE * TILE]);
    }
    expect(threads.liveWorkers).toBe(3);
  });

  it('a thread whose fused function throws makes run() throw, and the threads go on serving', () => {
    const failing = state('return { quads() {}, block() { throw new Error("shader broke"); } };');
    expect(() => threads.run(scene(2, 2), 4, [failing, failing])).toThrow(
      /a rasterizer thread stopped: Error: shader broke/,
    );
    const results = threads.run(scene(2, 2), 4, [state(COUNTING), null]);
    expect(results.reduce((n, r) => n + r.tiles, 0)).toBe(4);
  });
});

describe('RasterThreads with a WebAssembly heap', () => {
  it('start with the heap memory and write render targets in it through the views they are given', () => {
    const heap = new WasmHeap();
    const withHeap = new RasterThreads(2, 0, heap);
    try {
      expect(withHeap.ready()).toBe(true);
      const at = heap.allocate('test', 64);
      const target = { u8: heap.view(at, 64) } as unknown as TargetView;
      const writing = {
        ...state(''),
        source: withHeap.sourceId(
          `return { quads() {}, block(b, rec, r, bx, by, front, layer, params) {
            if (by === 0 && bx % ${TILE} === 0) params.colors[0].u8[bx / ${TILE}] = 100 + bx / ${TILE};
          } };`,
        ),
        colors: [target],
      };
      withHeap.run(scene(3, 1), 3, [writing, writing]);
      expect(Array.from(new Uint8Array(heap.memory.buffer, at, 3))).toEqual([100, 101, 102]);
    } finally {
      withHeap.destroy();
    }
  });
});
