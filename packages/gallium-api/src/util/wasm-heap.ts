// WasmHeap: byte ranges of one WebAssembly.Memory, handed out and taken back like malloc/free, so that
// code generated as WebAssembly can read and write resources in place (and, when the memory is shared,
// worker threads see the same bytes). Ranges are HEAP_ALIGNMENT-aligned, zeroed when handed out, and
// reused once freed (a free list sorted by address, neighbours coalesced, best fit; the end of the used
// space is a bump pointer; reused ranges are zeroed, see wasm-memory-zero.ts).
//
// Two kinds of memory, so that views made of it never go stale:
// - shared (where SharedArrayBuffer exists: Node, cross-origin isolated pages): it grows by whole 64 KiB
//   pages up to a maximum and never shrinks. A shared memory's old SharedArrayBuffers stay valid when it
//   grows (they keep their length; `memory.buffer` is re-read to see new pages).
// - fixed (where there is no SharedArrayBuffer, e.g. a page without cross-origin isolation, or when asked
//   for): a non-shared memory made at its full size up front and never grown, because growing a
//   non-shared memory detaches its ArrayBuffer and every view of it. Engines commit its pages only when
//   they are first touched, so the reservation costs address space, not memory. When it is full,
//   tryAllocate answers -1 and callers allocate elsewhere, as without a heap. Where the engine has no
//   WebAssembly at all, a fixed heap's memory is a plain ArrayBuffer of that size (plainMemory): no
//   WebAssembly code can import it, but code generated as JavaScript reads and writes it the same way.
import { refuse } from './check.js';
import { type MemoryZeroer, memoryZeroer } from './wasm-memory-zero.js';

/**
 * What the heap uses of a WebAssembly.Memory (typed here: the packages compile against ES2022 without
 * the DOM library, which declares WebAssembly). The object is the engine's own WebAssembly.Memory.
 */
export interface WasmMemory {
  readonly buffer: ArrayBuffer | SharedArrayBuffer;
  grow(pages: number): number;
}

type WasmMemoryConstructor = new (descriptor: {
  initial: number;
  maximum: number;
  shared: boolean;
}) => WasmMemory;

/** The engine's WebAssembly.Memory, or undefined where there is no WebAssembly. */
function memoryConstructor(): WasmMemoryConstructor | undefined {
  return (globalThis as { WebAssembly?: { Memory?: WasmMemoryConstructor } }).WebAssembly?.Memory;
}

/** Whether this engine has WebAssembly.Memory (else only a fixed heap over a plain ArrayBuffer). */
export function webAssemblyMemoryAvailable(): boolean {
  return memoryConstructor() !== undefined;
}

/** A fixed memory of `bytes` over a plain ArrayBuffer, for engines without WebAssembly: it never grows. */
function plainMemory(bytes: number): WasmMemory {
  const buffer = new ArrayBuffer(bytes);
  return {
    buffer,
    grow(): number {
      throw new RangeError('a fixed heap without WebAssembly does not grow');
    },
  };
}

/** Alignment of every range (a cache line: v128 loads are aligned, threads never share a line). */
export const HEAP_ALIGNMENT = 64;

/** Bytes of a WebAssembly page. */
export const WASM_PAGE_BYTES = 65536;

/** The largest 32-bit WebAssembly memory: 65 536 pages, 4 GiB. */
export const MAX_WASM_HEAP_BYTES = 65536 * WASM_PAGE_BYTES;

/** Size of a fixed (non-shared) heap when none is given: 256 MiB, reserved up front. */
export const DEFAULT_FIXED_WASM_HEAP_BYTES = 256 << 20;

/** Whether this engine can make a shared memory's buffers (SharedArrayBuffer exists). */
export function sharedWasmMemoryAvailable(): boolean {
  return typeof SharedArrayBuffer === 'function';
}

/** Pages the memory grows by at least (1 MiB), so that small allocations do not grow it one by one. */
const MIN_GROWTH_PAGES = 16;

/** What the heap holds, for tests and tuning. */
export interface WasmHeapStats {
  /** Size of the memory (its current `buffer.byteLength`). */
  readonly memoryBytes: number;
  /** Bytes in live ranges (rounded up to the alignment). */
  readonly bytesInUse: number;
  /** Live ranges. */
  readonly allocations: number;
  /** Free ranges below the bump pointer. */
  readonly freeRanges: number;
}

const roundUp = (n: number, to: number) => Math.ceil(n / to) * to;

export class WasmHeap {
  /** The memory every range lives in (when shared: post it, or views of it, to other threads). */
  readonly memory: WasmMemory;
  /**
   * Whether the memory is shared (its buffers are SharedArrayBuffers, it grows, threads may use it);
   * false: a fixed memory of `maximumBytes` from the start, on this thread only.
   */
  readonly shared: boolean;
  /** Largest size the memory may grow to, in bytes (a multiple of the page size); a fixed memory's size. */
  readonly maximumBytes: number;
  /** The memory's buffer as of the last grow; views of new ranges are made over it. */
  private buffer: ArrayBufferLike;
  /** Every buffer object the memory has had (offsetOf recognises views of any of them). */
  private readonly buffers = new WeakSet<ArrayBufferLike>();
  /** Free ranges below `top`, sorted by offset, never adjacent (they are merged). */
  private readonly freeOffsets: number[] = [];
  private readonly freeSizes: number[] = [];
  /** Sizes of live ranges by offset. */
  private readonly live = new Map<number, number>();
  /** Everything from here up is unused. */
  private top = HEAP_ALIGNMENT;
  /** Everything from here up has never been handed out, so it is still zero as the memory made it. */
  private highWater = HEAP_ALIGNMENT;
  private inUse = 0;
  /** Zeroes reused ranges (made when the first range is reused). */
  private zeroer: MemoryZeroer | null = null;

  /**
   * Whether this engine can make a heap: always — a fixed one over a plain ArrayBuffer where there is no
   * WebAssembly; a shared heap needs WebAssembly and SharedArrayBuffer (see sharedWasmMemoryAvailable,
   * webAssemblyMemoryAvailable).
   */
  static available(): boolean {
    return true;
  }

  /**
   * A heap of at most `maximumBytes` (rounded up to whole pages, at most 4 GiB), in a shared memory
   * when `shared` (default: where the engine has SharedArrayBuffer), else in a fixed memory of that
   * size. Default size: 4 GiB shared, DEFAULT_FIXED_WASM_HEAP_BYTES fixed. Offset 0 is never handed
   * out, so generated code may use it for "no resource". Without WebAssembly, a fixed heap's memory is
   * a plain ArrayBuffer. Throws PipeError for a size out of range or a shared heap without
   * SharedArrayBuffer or WebAssembly, and the engine's error when it refuses the memory.
   */
  constructor(maximumBytes?: number, shared = sharedWasmMemoryAvailable()) {
    const bytes = maximumBytes ?? (shared ? MAX_WASM_HEAP_BYTES : DEFAULT_FIXED_WASM_HEAP_BYTES);
    if (!(bytes > 0 && bytes <= MAX_WASM_HEAP_BYTES))
      refuse('WasmHeap', `maximumBytes must be in (0, ${MAX_WASM_HEAP_BYTES}] (got ${bytes})`);
    if (shared && !sharedWasmMemoryAvailable())
      refuse('WasmHeap', 'a shared heap needs SharedArrayBuffer, which this engine does not have');
    const maximumPages = Math.ceil(bytes / WASM_PAGE_BYTES);
    this.maximumBytes = maximumPages * WASM_PAGE_BYTES;
    this.shared = shared;
    const Memory = memoryConstructor();
    if (Memory === undefined && shared)
      refuse('WasmHeap', 'a shared heap needs WebAssembly, which this engine does not have');
    // A fixed memory is made at its full size: it is never grown (that would detach its views).
    this.memory = Memory
      ? new Memory({ initial: shared ? 1 : maximumPages, maximum: maximumPages, shared })
      : plainMemory(this.maximumBytes);
    this.buffer = this.memory.buffer;
    this.buffers.add(this.buffer);
  }

  /**
   * The offset of a new zeroed range of `size` bytes, or -1 when the memory cannot grow enough (its
   * maximum, or the engine refusing the pages).
   */
  tryAllocate(size: number): number {
    this.refreshBuffer();
    const bytes = roundUp(Math.max(size, 1), HEAP_ALIGNMENT);
    let offset = this.takeFree(bytes);
    if (offset < 0) {
      if (!this.reach(this.top + bytes)) return -1;
      offset = this.top;
      this.top += bytes;
    }
    // Ranges handed out before may hold old bytes; pages never handed out are zero already.
    if (offset < this.highWater) {
      this.zeroer ??= memoryZeroer(this.memory, this.shared);
      this.zeroer(offset, Math.min(bytes, this.highWater - offset));
    }
    this.highWater = Math.max(this.highWater, offset + bytes);
    this.live.set(offset, bytes);
    this.inUse += bytes;
    return offset;
  }

  /** tryAllocate, throwing PipeError (from `method`) when the memory cannot grow enough. */
  allocate(method: string, size: number): number {
    const offset = this.tryAllocate(size);
    if (offset < 0) {
      refuse(
        method,
        `out of memory: the WebAssembly heap cannot grow by ${size} bytes ` +
          `(${this.inUse} in use, ${this.buffer.byteLength} in the memory, at most ${this.maximumBytes})`,
      );
    }
    return offset;
  }

  /** Gives back the range at `offset` (from allocate); its bytes may be handed out again. */
  free(offset: number): void {
    const bytes = this.live.get(offset);
    if (bytes === undefined) refuse('WasmHeap.free', `no live range starts at ${offset}`);
    this.live.delete(offset);
    this.inUse -= bytes;
    this.insertFree(offset, bytes);
  }

  /** A view of `size` bytes at `offset`, over the memory as it is now (it stays valid after grows: a fixed memory never grows). */
  view(offset: number, size: number): Uint8Array {
    return new Uint8Array(this.buffer, offset, size);
  }

  /**
   * The offset in the memory of the first byte of `view` when `view` is over this heap's memory (on the
   * thread that owns the heap), else null.
   */
  offsetOf(view: ArrayBufferView): number | null {
    if (!this.buffers.has(view.buffer)) this.refreshBuffer();
    return this.buffers.has(view.buffer) ? view.byteOffset : null;
  }

  get stats(): WasmHeapStats {
    return {
      memoryBytes: this.buffer.byteLength,
      bytesInUse: this.inUse,
      allocations: this.live.size,
      freeRanges: this.freeOffsets.length,
    };
  }

  /** The smallest free range of at least `bytes` cut to size, or -1. */
  private takeFree(bytes: number): number {
    let best = -1;
    for (let i = 0; i < this.freeSizes.length; i++) {
      const size = this.freeSizes[i]!;
      if (size >= bytes && (best < 0 || size < this.freeSizes[best]!)) {
        best = i;
        if (size === bytes) break;
      }
    }
    if (best < 0) return -1;
    const offset = this.freeOffsets[best]!;
    if (this.freeSizes[best] === bytes) {
      this.freeOffsets.splice(best, 1);
      this.freeSizes.splice(best, 1);
    } else {
      this.freeOffsets[best] = offset + bytes;
      this.freeSizes[best]! -= bytes;
    }
    return offset;
  }

  /** Adds [offset, offset + bytes) to the free ranges, merged with its neighbours and with the top. */
  private insertFree(offset: number, bytes: number): void {
    const offsets = this.freeOffsets;
    const sizes = this.freeSizes;
    let lo = 0;
    let hi = offsets.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (offsets[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    let start = offset;
    let end = offset + bytes;
    let at = lo;
    if (at > 0 && offsets[at - 1]! + sizes[at - 1]! === start) {
      at--;
      start = offsets[at]!;
      offsets.splice(at, 1);
      sizes.splice(at, 1);
    }
    if (at < offsets.length && offsets[at] === end) {
      end += sizes[at]!;
      offsets.splice(at, 1);
      sizes.splice(at, 1);
    }
    if (end === this.top) {
      this.top = start;
      return;
    }
    offsets.splice(at, 0, start);
    sizes.splice(at, 0, end - start);
  }

  /** Grows the memory so that it holds `end` bytes; false when it cannot. */
  private reach(end: number): boolean {
    const have = this.buffer.byteLength;
    if (end <= have) return true;
    if (end > this.maximumBytes) return false;
    const pages = have / WASM_PAGE_BYTES;
    const needed = Math.ceil((end - have) / WASM_PAGE_BYTES);
    const room = this.maximumBytes / WASM_PAGE_BYTES - pages;
    // Grow by a quarter of the memory (at least 1 MiB) so that growing stays rare; exactly what is
    // needed when that much is not available.
    const preferred = Math.min(room, Math.max(needed, MIN_GROWTH_PAGES, Math.ceil(pages / 4)));
    if (!this.grow(preferred) && !(preferred > needed && this.grow(needed))) return false;
    this.refreshBuffer();
    return true;
  }

  /** Takes the memory's current buffer (a new object after any grow, by this heap or anyone else). */
  private refreshBuffer(): void {
    const buffer = this.memory.buffer;
    if (buffer === this.buffer) return;
    this.buffer = buffer;
    this.buffers.add(buffer);
  }

  private grow(pages: number): boolean {
    try {
      this.memory.grow(pages);
      return true;
    } catch {
      return false;
    }
  }
}
