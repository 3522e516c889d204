// The rasterizer threads' scratch ranges in the screen's WebAssembly heap: a WebAssembly block copies a
// primitive's record entries, the constant and binding words it reads and the blend colour into a
// scratch range before each call (fragment/wasm-block-call.ts), so every thread needs one of its own —
// thread i uses the range at `offset + i · stride`. The calling thread allocates them (only it owns the heap's allocator), large
// enough for every variant of the scene it hands over; a larger set replaces a smaller one between
// scenes, when no thread is using it.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import { scratchBytes } from '../fragment/wasm-block-call.js';

/** Where the threads' scratch ranges are (plain data, sent with each scene). */
export interface ThreadScratchRanges {
  /** Heap byte of thread 0's range; thread i's is `stride` · i bytes further. */
  readonly offset: number;
  readonly stride: number;
  /** Record entries (f64) and constant words (i32) each range holds. */
  readonly recordEntries: number;
  readonly words: number;
}

/** Bytes between ranges are a multiple of this (keeping the f64 entries and vector accesses aligned). */
const ALIGN = 16;

export class ThreadScratch {
  private ranges: ThreadScratchRanges | null = null;

  constructor(
    private readonly heap: WasmHeap,
    private readonly threads: number,
  ) {}

  /** Ranges holding at least `recordEntries` entries and `words` words per thread. */
  fit(recordEntries: number, words: number): ThreadScratchRanges {
    const have = this.ranges;
    if (have && have.recordEntries >= recordEntries && have.words >= words) return have;
    // Room for the largest record and constant list seen so far (rounded up), never shrinking.
    const entries = Math.max(recordEntries, have?.recordEntries ?? 0, 128);
    const count = Math.max(words, have?.words ?? 0, 256);
    const stride = Math.ceil(scratchBytes(entries, count) / ALIGN) * ALIGN;
    const offset = this.heap.allocate('rasterThreadScratch', stride * this.threads);
    if (have) this.heap.free(have.offset);
    this.ranges = { offset, stride, recordEntries: entries, words: count };
    return this.ranges;
  }

  /** Gives the ranges back to the heap. */
  release(): void {
    if (this.ranges) this.heap.free(this.ranges.offset);
    this.ranges = null;
  }
}
