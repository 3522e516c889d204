// RasterThreads (src/raster/raster-threads.ts) on a hand-made scene: every tile is rasterized exactly
// once by some thread, each thread reports the tiles it took and what its fused functions counted per
// state (summed by the caller into each draw's counters) over repeated scenes, a scene given to fewer
// threads leaves the rest of its tiles to the calling thread, and a thread's error is reported by
// finish() without stopping the threads; threads given a WebAssembly heap's memory write render
// targets in it.

import { WasmHeap } from '@gallium-ts/gallium-api/util';
import { afterAll, describe, expect, it } from 'vitest';
import type { TargetView } from '../src/fragment/target-view.js';
import { TILE } from '../src/raster/bins.js';
import { RasterThreads } from '../src/raster/raster-threads.js';
import { tileInOrder } from '../src/raster/tile-rasterizer.js';
import { COUNTING, scene, state as stateOn } from './support/hand-made-scene.js';

const threads = new RasterThreads(3, 0);
afterAll(() => threads.destroy());

/** A state running `source` on `threads`. */
const state = (source: string) => stateOn(threads, source);

describe('tileInOrder', () => {
  it('gives every tile once, down each column of tiles and then the next column', () => {
    for (const [tilesX, tilesY] of [
      [1, 1],
      [6, 5],
      [16, 16],
      [3, 7],
      [7, 1],
    ] as const) {
      const tiles = tilesX * tilesY;
      const order = [...Array(tiles).keys()].map((t) => tileInOrder(t, tilesX, tiles));
      expect(new Set(order).size).toBe(tiles);
      expect(order.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < tiles)).toBe(true);
      // Order t is column ⌊t / tilesY⌋, row t mod tilesY.
      order.forEach((tile, t) => {
        expect([tile % tilesX, Math.floor(tile / tilesX)]).toEqual([Math.floor(t / tilesY), t % tilesY]);
      });
    }
  });
});

describe('RasterThreads', () => {
  it('take every tile once and report the samples each state counted', () => {
    expect(threads.ready()).toBe(true);
    const counting = state(COUNTING);
    for (let run = 0; run < 3; run++) {
      const results = threads.start(scene(6, 5), 30, [counting, counting]).finish();
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

  it('a scene given to fewer threads: the others take no tiles, the calling thread takes what is left when it finishes it', () => {
    // A source the threads have not seen: the threads that take no tiles learn it too.
    const counting = state(`${COUNTING}\n// (fewer threads)`);
    const mine: number[] = [];
    const callingThread = { begin: () => {}, tile: (tile: number) => void mine.push(tile), end: () => {} };
    const results = threads.start(scene(6, 5), 30, [counting, counting], 1, callingThread).finish();
    expect(results.map((r) => r.error)).toEqual([null, null, null]);
    expect(results.slice(1).map((r) => r.tiles)).toEqual([0, 0]);
    expect(results[0]!.tiles + mine.length).toBe(30);
    expect(new Set(mine).size).toBe(mine.length);
    // Every thread knows the source now.
    const all = threads.start(scene(6, 5), 30, [counting, counting]).finish();
    expect(all.every((r) => r.error === null)).toBe(true);
    expect(all.reduce((n, r) => n + r.tiles, 0)).toBe(30);
    // With every thread taking tiles the calling thread takes none.
    mine.length = 0;
    threads.start(scene(6, 5), 30, [counting, counting], 3, callingThread).finish();
    expect(mine).toEqual([]);
  });

  it('one scene at a time: a second start before finish, and a second finish, are errors', () => {
    const counting = state(COUNTING);
    const run = threads.start(scene(2, 2), 4, [counting, counting]);
    expect(() => threads.start(scene(2, 2), 4, [counting, counting])).toThrow(
      'RasterThreads.start: the scene before is not finished',
    );
    expect(run.finish().reduce((n, r) => n + r.tiles, 0)).toBe(4);
    expect(() => run.finish()).toThrow('RasterThreads: a scene finished twice');
    // The next scene is served.
    expect(threads.start(scene(2, 2), 4, [counting, counting]).finish()).toHaveLength(3);
  });

  it('a thread whose fused function throws makes finish() throw, and the threads go on serving', () => {
    const failing = state('return { quads() {}, block() { throw new Error("shader broke"); } };');
    expect(() => threads.start(scene(2, 2), 4, [failing, failing]).finish()).toThrow(
      /a rasterizer thread stopped: Error: shader broke/,
    );
    const results = threads.start(scene(2, 2), 4, [state(COUNTING), null]).finish();
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
          `return { quads() {}, block(b, rec, r, bx, by, blocksX, blocksY, front, layer, params) {
            if (by === 0 && bx % ${TILE} === 0) params.colors[0].u8[bx / ${TILE}] = 100 + bx / ${TILE};
          } };`,
        ),
        colors: [target],
      };
      withHeap.start(scene(3, 1), 3, [writing, writing]).finish();
      expect(Array.from(new Uint8Array(heap.memory.buffer, at, 3))).toEqual([100, 101, 102]);
    } finally {
      withHeap.destroy();
    }
  });
});
