// WebRasterThreads (src/raster/web-worker-threads.ts), the rasterizer threads of a cross-origin isolated
// page, under Node: its real worker module (web-raster-worker.ts) runs in a page-like Worker made of a
// worker_threads Worker (support/node-web-worker.ts), on a hand-made scene. The workers start
// asynchronously; the calling thread takes tiles from the same counter (here a stand-in that notes the
// tiles it was given and takes 1 ms over each), and a scene may be given to fewer of the workers;
// results come back through shared memory; a worker that
// stops with an error, or workers that do not finish in time, leave their tiles to the calling thread and
// the workers are given up; workers that cannot load leave every scene to the calling thread. Chromium runs the same module in the demo page
// (apps/samples/test/demo-threads.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TILE } from '../src/raster/bins.js';
import type { CallingThreadTiles } from '../src/raster/scene-threads.js';
import { ThreadControl, type ThreadResult } from '../src/raster/thread-job.js';
import { tileInOrder } from '../src/raster/tile-rasterizer.js';
import { WebRasterThreads } from '../src/raster/web-worker-threads.js';
import { COUNTING, scene, state } from './support/hand-made-scene.js';
import { NodeWebWorker } from './support/node-web-worker.js';

const WORKER = new URL('../src/raster/web-raster-worker.js', import.meta.url);
const page = globalThis as { Worker?: unknown };
const nodeWorker = page.Worker;

beforeAll(() => {
  page.Worker = NodeWebWorker;
});
afterAll(() => {
  page.Worker = nodeWorker;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The calling thread's share: notes its tiles, 1 ms each, its first one `firstTileMs`, or (`untilTaken`)
 * until the scene's counter shows that many tiles handed out: workers that start late on a loaded machine
 * (a job reaches a Web Worker through its event loop) still take tiles, which the tests count on.
 */
function callingThread(
  firstTileMs = 1,
  untilTaken?: { threads: WebRasterThreads; tiles: number },
): CallingThreadTiles & { tiles: number[]; begun: number; ended: number; firstTileDone: number } {
  const share = {
    tiles: [] as number[],
    begun: 0,
    ended: 0,
    /** When the first tile ended (performance.now()). */
    firstTileDone: 0,
    begin: () => void share.begun++,
    tile(tile: number) {
      const first = share.tiles.length === 0;
      share.tiles.push(tile);
      if (first && untilTaken) waitUntilTaken(untilTaken.threads, untilTaken.tiles);
      const ms = first ? firstTileMs : 1;
      for (const end = performance.now() + ms; performance.now() < end; );
      if (first) share.firstTileDone = performance.now();
    },
    end: () => void share.ended++,
  };
  return share;
}

/** Spins until the scene's shared tile counter reaches `tiles` (for at most 20 s). */
function waitUntilTaken(threads: WebRasterThreads, tiles: number): void {
  // The counter is the class's own; a test may look at it through the bracket escape.
  const control = threads['control'];
  const deadline = performance.now() + 20_000;
  while (Atomics.load(control, ThreadControl.NEXT_TILE) < tiles && performance.now() < deadline);
}

const workerTiles = (results: readonly ThreadResult[]) => results.reduce((n, r) => n + r.tiles, 0);

describe('WebRasterThreads', () => {
  it('start asynchronously, then share every tile once with the calling thread and report through shared memory', async () => {
    const threads = new WebRasterThreads(3, 0, null, WORKER);
    try {
      expect(threads.ready()).toBe(false);
      expect(await threads.whenReady()).toBe(true);
      expect(threads.liveWorkers).toBe(3);
      const counting = state(threads, COUNTING);
      for (let run = 0; run < 3; run++) {
        // The first run's first tile waits until a worker took a tile (the counter at 2).
        const here = callingThread(1, run === 0 ? { threads, tiles: 2 } : undefined);
        const results = threads.start(scene(6, 5), 30, [counting, counting], threads.count, here).finish();
        expect([here.begun, here.ended]).toEqual([1, 1]);
        expect(results).toHaveLength(3);
        expect(results.every((r) => r.error === null)).toBe(true);
        expect(new Set(here.tiles).size).toBe(here.tiles.length);
        expect(workerTiles(results) + here.tiles.length).toBe(30);
        // The workers count the pixels of their tiles (64 × 64 each); tile t is drawn with state t mod 2.
        const samples = [0, 0];
        for (const r of results) for (const [index, count] of r.samples) samples[index]! += count;
        const theirs = (s: number) => 15 - here.tiles.filter((t) => tileInOrder(t, 6, 30) % 2 === s).length;
        expect(samples).toEqual([theirs(0) * TILE * TILE, theirs(1) * TILE * TILE]);
      }
      const byThread = threads.tilesByThread;
      expect(byThread.reduce((a, b) => a + b, 0)).toBe(90);
      expect(byThread.slice(1).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect(threads.failure).toBeNull();
    } finally {
      threads.destroy();
    }
    expect(threads.liveWorkers).toBe(0);
  });

  it('a scene given to fewer workers: the others take no tiles, and every worker learns its sources', async () => {
    const threads = new WebRasterThreads(3, 0, null, WORKER);
    try {
      expect(await threads.whenReady()).toBe(true);
      const counting = state(threads, COUNTING);
      const here = callingThread(1, { threads, tiles: 2 });
      const results = threads.start(scene(6, 5), 30, [counting, counting], 1, here).finish();
      expect(results.map((r) => r.error)).toEqual([null, null, null]);
      expect(results.slice(1).map((r) => r.tiles)).toEqual([0, 0]);
      expect(results[0]!.tiles).toBeGreaterThan(0);
      expect(results[0]!.tiles + here.tiles.length).toBe(30);
      // All of them take the next scene of the same state: each had its source.
      const all = threads.start(scene(6, 5), 30, [counting, counting], 3, callingThread()).finish();
      expect(all.map((r) => r.error)).toEqual([null, null, null]);
      expect(threads.failure).toBeNull();
    } finally {
      threads.destroy();
    }
  });

  it('a worker whose fused function throws leaves its tiles to the calling thread, and the workers are given up', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const threads = new WebRasterThreads(2, 0, null, WORKER);
    try {
      expect(await threads.whenReady()).toBe(true);
      // Tiles of the right half (columns 3 to 5) break the shader on a worker.
      const failing = state(
        threads,
        `return { quads() {}, block(b, rec, r, bx) { if (bx >= ${3 * TILE}) throw new Error("shader broke"); } };`,
      );
      // The calling thread's first tile waits until the workers took tiles 1 to 15: taken down the
      // columns (tileInOrder), tile 15 is the first of column 3, which breaks.
      const here = callingThread(1, { threads, tiles: 16 });
      const results = threads.start(scene(6, 5), 30, [failing, failing], threads.count, here).finish();
      expect(new Set(here.tiles).size).toBe(here.tiles.length);
      expect(workerTiles(results) + here.tiles.length).toBe(30);
      const rightHalf = [...Array(30).keys()].filter((t) => tileInOrder(t, 6, 30) % 6 >= 3);
      expect(rightHalf.every((t) => here.tiles.includes(t))).toBe(true);
      expect(results.some((r) => r.error?.includes('shader broke'))).toBe(true);
      expect(threads.failure).toMatch(/worker \d: Error: shader broke/);
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^driver-soft: rasterizing on the calling thread/),
      );
      expect([threads.ready(), threads.liveWorkers]).toEqual([false, 0]);
    } finally {
      threads.destroy();
    }
  });

  it('workers that do not finish in time leave their tiles to the calling thread, and are given up', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const threads = new WebRasterThreads(2, 0, null, WORKER, 300);
    try {
      expect(await threads.whenReady()).toBe(true);
      // A worker's first tile takes 2 s: far beyond the 300 ms the calling thread waits.
      const stuck = state(
        threads,
        'return { quads() {}, block() { for (const end = Date.now() + 2000; Date.now() < end; ); } };',
      );
      // The calling thread's first tile waits until both workers took a tile (the counter at 3), so
      // both are stuck; the calling thread takes the rest and waits 300 ms for them, not their 2 s.
      const here = callingThread(1, { threads, tiles: 3 });
      const results = threads.start(scene(4, 2), 8, [stuck, stuck], threads.count, here).finish();
      expect(performance.now() - here.firstTileDone).toBeLessThan(1500);
      expect(results).toEqual([]);
      // Every tile was rasterized by the calling thread, the ones the stuck workers held included.
      expect([...here.tiles].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(threads.failure).toBe('the workers did not finish a scene within 300 ms');
      expect(warn).toHaveBeenCalledOnce();
      expect([threads.ready(), threads.liveWorkers]).toEqual([false, 0]);
    } finally {
      threads.destroy();
    }
  });

  it('workers that cannot load leave the scenes to the calling thread', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const threads = new WebRasterThreads(2, 0, null, new URL('./no-such-worker.js', WORKER));
    expect(await threads.whenReady()).toBe(false);
    expect(threads.failure).toMatch(/^worker \d: .*no-such-worker/);
    expect(warn).toHaveBeenCalledOnce();
    expect([threads.ready(), threads.liveWorkers]).toEqual([false, 0]);
  });
});
