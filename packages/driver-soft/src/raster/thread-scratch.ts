// The rasterizer threads' scratch ranges in the screen's WebAssembly heap: a WebAssembly block copies a
// primitive's record entries, the constant and binding words it reads and the blend colour into a
// scratch range before each call (fragment/wasm-block-call.ts), and a WebAssembly quads call copies its
// batch into a batch range (fragment/wasm-quads.ts), so every thread needs ranges of its own — thread i
// uses the bytes at `offset + i · stride`: its scratch range first, then (when the scene's draws run
// WebAssembly quads) its batch range at `quadsAt`. The calling thread allocates them (only it owns the
// heap's allocator; its own ranges are apart), large enough for every variant of the scene it hands
// over; a larger set replaces a smaller one between scenes, when no thread is using it.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import { scratchBytes } from '../fragment/wasm-block-call.js';
import { MIN_QUADS_RECORD_LENGTH, quadsScratchBytes } from '../fragment/wasm-quads.js';

/** Where the threads' scratch ranges are (plain data, sent with each scene). */
export interface ThreadScratchRanges {
  /** Heap byte of thread 0's ranges; thread i's are `stride` · i bytes further. */
  readonly offset: number;
  readonly stride: number;
  /** Record entries (f64) and constant words (i32) each scratch range holds. */
  readonly recordEntries: number;
  readonly words: number;
  /** Bytes from a thread's scratch range to its batch range. */
  readonly quadsAt: number;
  /** Record entries each record copy of a batch range holds (0: the threads have no batch range). */
  readonly quadsRecordLength: number;
}

/** What the ranges must hold for a scene. */
export interface ThreadScratchNeeds {
  readonly recordEntries: number;
  readonly words: number;
  /** Record entries of the quads kernels the scene runs (0: it runs none). */
  readonly quadsRecordLength: number;
}

/** Bytes between ranges are a multiple of this (keeping the f64 entries and vector accesses aligned). */
const ALIGN = 16;

const aligned = (bytes: number) => Math.ceil(bytes / ALIGN) * ALIGN;

export class ThreadScratch {
  private ranges: ThreadScratchRanges | null = null;

  constructor(
    private readonly heap: WasmHeap,
    private readonly threads: number,
  ) {}

  /** Ranges holding at least what `needs` says per thread. */
  fit(needs: ThreadScratchNeeds): ThreadScratchRanges {
    const have = this.ranges;
    if (
      have &&
      have.recordEntries >= needs.recordEntries &&
      have.words >= needs.words &&
      have.quadsRecordLength >= needs.quadsRecordLength
    )
      return have;
    // Room for the largest record and constant list seen so far (rounded up), never shrinking.
    const entries = Math.max(needs.recordEntries, have?.recordEntries ?? 0, 128);
    const count = Math.max(needs.words, have?.words ?? 0, 256);
    const wanted = Math.max(needs.quadsRecordLength, have?.quadsRecordLength ?? 0);
    const quadsRecordLength = wanted > 0 ? Math.max(wanted, MIN_QUADS_RECORD_LENGTH) : 0;
    const quadsAt = aligned(scratchBytes(entries, count));
    const quadsBytes = quadsRecordLength > 0 ? quadsScratchBytes(quadsRecordLength) : 0;
    const stride = aligned(quadsAt + quadsBytes);
    const offset = this.heap.allocate('rasterThreadScratch', stride * this.threads);
    if (have) this.heap.free(have.offset);
    this.ranges = { offset, stride, recordEntries: entries, words: count, quadsAt, quadsRecordLength };
    return this.ranges;
  }

  /** Gives the ranges back to the heap. */
  release(): void {
    if (this.ranges) this.heap.free(this.ranges.offset);
    this.ranges = null;
  }
}
