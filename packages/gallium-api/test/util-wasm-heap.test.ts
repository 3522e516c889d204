// WasmHeap: aligned zeroed ranges of one shared WebAssembly.Memory, reused after free (coalesced),
// growing by pages up to a maximum; views made before a grow stay valid; worker threads see the bytes;
// a fixed (non-shared) heap made at its full size, its views never detached, answering -1 when full;
// memoryZeroer zeroes exactly the range it is given.
import { describe, expect, it } from 'vitest';
import { PipeError } from '../src/errors.js';
import { mulberry32 } from '../src/util/seeded-random.js';
import {
  DEFAULT_FIXED_WASM_HEAP_BYTES,
  HEAP_ALIGNMENT,
  WASM_PAGE_BYTES,
  WasmHeap,
  webAssemblyMemoryAvailable,
} from '../src/util/wasm-heap.js';
import { memoryZeroer } from '../src/util/wasm-memory-zero.js';

describe('WasmHeap', () => {
  it('is available in Node and its memory is shared', () => {
    expect(WasmHeap.available()).toBe(true);
    const heap = new WasmHeap();
    expect(heap.memory.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(heap.maximumBytes).toBe(65536 * WASM_PAGE_BYTES);
  });

  it('hands out aligned, disjoint, zeroed ranges, never at offset 0', () => {
    const heap = new WasmHeap();
    const sizes = [1, 15, 16, 17, 64, 65, 1000, 4096];
    const ranges = sizes.map((size) => ({ size, offset: heap.allocate('test', size) }));
    ranges.sort((a, b) => a.offset - b.offset);
    expect(ranges[0]!.offset).toBeGreaterThan(0);
    for (let i = 0; i < ranges.length; i++) {
      const { offset, size } = ranges[i]!;
      expect(offset % HEAP_ALIGNMENT).toBe(0);
      if (i > 0) expect(offset).toBeGreaterThanOrEqual(ranges[i - 1]!.offset + ranges[i - 1]!.size);
      const view = heap.view(offset, size);
      expect(view.byteOffset).toBe(offset);
      expect(view.every((v) => v === 0)).toBe(true);
      view.fill(0xab);
    }
    expect(heap.stats.allocations).toBe(sizes.length);
    expect(heap.stats.bytesInUse).toBe(sizes.reduce((sum, s) => sum + Math.ceil(s / 64) * 64, 0));
  });

  it('a freed range is handed out again, zeroed; neighbours coalesce and the top comes back down', () => {
    const heap = new WasmHeap();
    const a = heap.allocate('test', 100);
    const b = heap.allocate('test', 200);
    const c = heap.allocate('test', 300);
    const d = heap.allocate('test', 64);
    for (const [at, size] of [
      [a, 100],
      [b, 200],
      [c, 300],
    ] as const)
      heap.view(at, size).fill(0xff);
    heap.free(a);
    heap.free(c);
    expect(heap.stats.freeRanges).toBe(2);
    heap.free(b); // joins a and c into one range
    expect(heap.stats.freeRanges).toBe(1);
    const whole = heap.allocate('test', 128 + 256 + 320);
    expect(whole).toBe(a);
    expect(heap.view(whole, 704).every((v) => v === 0)).toBe(true);
    heap.free(whole);
    heap.free(d); // d was last: everything merges into the unused top
    expect(heap.stats).toMatchObject({ freeRanges: 0, allocations: 0, bytesInUse: 0 });
    expect(heap.allocate('test', 64)).toBe(a);
  });

  it('best fit: the smallest free range that holds the request is used', () => {
    const heap = new WasmHeap();
    const big = heap.allocate('test', 1024);
    heap.allocate('test', 64);
    const small = heap.allocate('test', 128);
    heap.allocate('test', 64);
    heap.free(big);
    heap.free(small);
    expect(heap.allocate('test', 100)).toBe(small);
    expect(heap.allocate('test', 100)).toBe(big);
  });

  it('grows by pages; views made before a grow stay valid and see the same bytes', () => {
    const heap = new WasmHeap();
    const first = heap.allocate('test', 256);
    const before = heap.view(first, 256);
    const oldBuffer = heap.memory.buffer;
    before.set([1, 2, 3]);
    const big = heap.allocate('test', 8 * WASM_PAGE_BYTES);
    expect(heap.memory.buffer).not.toBe(oldBuffer);
    expect(heap.stats.memoryBytes).toBeGreaterThanOrEqual(big + 8 * WASM_PAGE_BYTES);
    expect(heap.stats.memoryBytes % WASM_PAGE_BYTES).toBe(0);
    // The old view reads what was written before the grow and what is written through a new one after.
    const after = heap.view(first, 256);
    expect(Array.from(after.subarray(0, 3))).toEqual([1, 2, 3]);
    after[3] = 4;
    before[4] = 5;
    expect(before[3]).toBe(4);
    expect(after[4]).toBe(5);
    expect(heap.offsetOf(before)).toBe(first);
    expect(heap.offsetOf(after.subarray(8))).toBe(first + 8);
    expect(heap.offsetOf(new Uint8Array(16))).toBeNull();
    expect(heap.offsetOf(new Uint8Array(new SharedArrayBuffer(16)))).toBeNull();
  });

  it('past its maximum: tryAllocate answers -1, allocate throws PipeError with the method, and the heap still works', () => {
    const heap = new WasmHeap(2 << 20);
    expect(heap.maximumBytes).toBe(2 << 20);
    const kept = heap.allocate('test', 1 << 20);
    expect(heap.tryAllocate(2 << 20)).toBe(-1);
    let error: unknown;
    try {
      heap.allocate('resourceCreate', 2 << 20);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PipeError);
    expect((error as PipeError).method).toBe('resourceCreate');
    expect((error as PipeError).reason).toMatch(/out of memory: the WebAssembly heap cannot grow/);
    // What fits still does, up to the maximum exactly.
    const rest = heap.allocate('test', (1 << 20) - 2 * HEAP_ALIGNMENT);
    expect(rest).toBeGreaterThan(kept);
    expect(heap.stats.memoryBytes).toBeLessThanOrEqual(2 << 20);
  });

  it('rejects a maximum outside (0, 4 GiB] and frees only live ranges', () => {
    expect(() => new WasmHeap(0)).toThrow(PipeError);
    expect(() => new WasmHeap(2 ** 32 + 1)).toThrow(/maximumBytes/);
    const heap = new WasmHeap();
    const at = heap.allocate('test', 10);
    heap.free(at);
    expect(() => heap.free(at)).toThrow(/no live range starts at/);
    expect(() => heap.free(12345)).toThrow(PipeError);
  });

  it('10 000 allocations and frees of random sizes keep the memory within twice the peak in use', () => {
    const heap = new WasmHeap();
    const random = mulberry32(20);
    const live: number[] = [];
    let peak = 0;
    for (let i = 0; i < 10_000; i++) {
      if (live.length > 0 && (live.length >= 64 || random() < 0.5)) {
        const k = Math.floor(random() * live.length);
        heap.free(live[k]!);
        live[k] = live[live.length - 1]!;
        live.pop();
      } else {
        // 1 byte to 256 KiB, most of them small, as textures, targets and buffers come
        const size = Math.max(1, Math.floor(2 ** (random() * 18)));
        live.push(heap.allocate('test', size));
      }
      peak = Math.max(peak, heap.stats.bytesInUse);
    }
    for (const at of live) heap.free(at);
    expect(heap.stats).toMatchObject({ allocations: 0, bytesInUse: 0, freeRanges: 0 });
    expect(heap.stats.memoryBytes).toBeLessThanOrEqual(2 * peak + (1 << 20));
  });

  it('a worker thread given a view of the memory reads and writes the same bytes', async () => {
    const { Worker } = await import('node:worker_threads');
    const heap = new WasmHeap();
    const at = heap.allocate('test', 64);
    const view = heap.view(at, 64);
    view[0] = 41;
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.on('message', ({ view, memory }) => {
         view[1] = view[0] + 1;
         new Uint8Array(memory.buffer)[view.byteOffset + 2] = 43;
         parentPort.postMessage(view.buffer instanceof SharedArrayBuffer);
       });`,
      { eval: true },
    );
    const shared = await new Promise((resolve) => {
      worker.once('message', resolve);
      // Growing between the view and the post: the worker still gets the bytes the view names.
      heap.allocate('test', 4 * WASM_PAGE_BYTES);
      worker.postMessage({ view, memory: heap.memory });
    });
    await worker.terminate();
    expect(shared).toBe(true);
    expect(Array.from(view.subarray(0, 3))).toEqual([41, 42, 43]);
  });
});

describe('a fixed WasmHeap (not shared, as where there is no SharedArrayBuffer)', () => {
  it('is made at its full size in a non-shared memory (256 MiB by default)', () => {
    const heap = new WasmHeap(undefined, false);
    expect(heap.shared).toBe(false);
    expect(heap.memory.buffer).not.toBeInstanceOf(SharedArrayBuffer);
    expect(heap.memory.buffer).toBeInstanceOf(ArrayBuffer);
    expect(DEFAULT_FIXED_WASM_HEAP_BYTES).toBe(256 << 20);
    expect([heap.maximumBytes, heap.stats.memoryBytes]).toEqual([256 << 20, 256 << 20]);
    expect(new WasmHeap().shared).toBe(true);
  });

  it('never grows: views stay attached, freed ranges come back zeroed, and past its size tryAllocate answers -1', () => {
    const heap = new WasmHeap(1 << 20, false);
    const buffer = heap.memory.buffer;
    const first = heap.allocate('test', 1000);
    const view = heap.view(first, 1000);
    view.fill(9);
    const second = heap.allocate('test', 512 << 10);
    heap.view(second, 512 << 10).fill(0xee);
    expect(heap.tryAllocate(512 << 10)).toBe(-1);
    expect(() => heap.allocate('resourceCreate', 512 << 10)).toThrow(/out of memory/);
    // Nothing grew the memory: the same buffer, the first view still attached and reading its bytes.
    expect(heap.memory.buffer).toBe(buffer);
    expect(heap.stats.memoryBytes).toBe(1 << 20);
    expect([view.byteLength, view[0], view[999]]).toEqual([1000, 9, 9]);
    heap.free(second);
    const again = heap.allocate('test', 256 << 10);
    expect(again).toBe(second);
    expect(heap.view(again, 256 << 10).every((v) => v === 0)).toBe(true);
    expect(heap.offsetOf(view)).toBe(first);
    expect(heap.offsetOf(new Uint8Array(16))).toBeNull();
  });

  it('a shared heap needs SharedArrayBuffer', () => {
    const saved = globalThis.SharedArrayBuffer;
    try {
      (globalThis as { SharedArrayBuffer?: unknown }).SharedArrayBuffer = undefined;
      expect(() => new WasmHeap(1 << 20, true)).toThrow(/needs SharedArrayBuffer/);
      const heap = new WasmHeap(1 << 20);
      expect(heap.shared).toBe(false);
      expect(heap.allocate('test', 64)).toBeGreaterThan(0);
    } finally {
      globalThis.SharedArrayBuffer = saved;
    }
  });

  it('without WebAssembly: a fixed heap over a plain ArrayBuffer that never grows; a shared one is refused', () => {
    const global = globalThis as { WebAssembly?: unknown };
    const saved = global.WebAssembly;
    try {
      global.WebAssembly = undefined;
      expect(webAssemblyMemoryAvailable()).toBe(false);
      expect(WasmHeap.available()).toBe(true);
      expect(() => new WasmHeap(1 << 20, true)).toThrow(/needs WebAssembly/);
      const heap = new WasmHeap(1 << 20, false);
      const buffer = heap.memory.buffer;
      expect(buffer).toBeInstanceOf(ArrayBuffer);
      expect([heap.shared, heap.maximumBytes, buffer.byteLength]).toEqual([false, 1 << 20, 1 << 20]);
      const first = heap.allocate('test', 1000);
      const view = heap.view(first, 1000);
      view.fill(5);
      expect(heap.tryAllocate(1 << 20)).toBe(-1);
      expect(() => heap.memory.grow(1)).toThrow(RangeError);
      expect(heap.memory.buffer).toBe(buffer);
      expect(new Uint8Array(buffer, first, 1000).every((v) => v === 5)).toBe(true);
      expect(heap.offsetOf(view)).toBe(first);
    } finally {
      global.WebAssembly = saved;
    }
    expect(webAssemblyMemoryAvailable()).toBe(true);
  });
});

describe('memoryZeroer', () => {
  it.each([true, false])('zeroes exactly the range asked, also past 2 GiB (memory.fill: %s)', (viaWasm) => {
    const heap = new WasmHeap();
    const big = heap.allocate('test', 2 ** 31 + 4 * WASM_PAGE_BYTES);
    const zero = memoryZeroer(heap.memory, viaWasm);
    const bytes = new Uint8Array(heap.memory.buffer);
    for (const at of [64, big + 2 ** 31]) {
      bytes.fill(7, at - 8, at + 72);
      zero(at, 64);
      expect(Array.from(bytes.subarray(at - 8, at + 72))).toEqual([
        ...Array(8).fill(7),
        ...Array(64).fill(0),
        ...Array(8).fill(7),
      ]);
    }
  });
});
