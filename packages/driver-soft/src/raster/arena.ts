// Growable typed-array arenas: the scene keeps primitive setup records and bin lists in them, so
// binning a primitive allocates nothing once the arenas have grown to the size of a typical scene.
// Shared arenas live in SharedArrayBuffers, so rasterizer threads read them where they are; growing
// one replaces its memory (the threads get the new arrays with the next scene). A float arena given a
// WasmHeap lives in a range of it while it fits in an eighth of the heap and the heap has room, so code
// generated into WebAssembly reads the records where they are (heapAt); else in an array of its own.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';

/** A new Float64Array of `length` zeros, in a SharedArrayBuffer when `shared`. */
export function float64s(length: number, shared: boolean): Float64Array {
  return shared ? new Float64Array(new SharedArrayBuffer(length * 8)) : new Float64Array(length);
}

/** A new Int32Array of `length` zeros, in a SharedArrayBuffer when `shared`. */
export function int32s(length: number, shared: boolean): Int32Array {
  return shared ? new Int32Array(new SharedArrayBuffer(length * 4)) : new Int32Array(length);
}

/** A growable Float64Array. */
export class FloatArena {
  data: Float64Array;
  length = 0;
  /** Byte offset of `data` in the heap's memory; −1 when it is not in the heap. */
  heapAt = -1;

  constructor(
    capacity = 1 << 12,
    private readonly shared = false,
    private readonly heap: WasmHeap | null = null,
  ) {
    this.data = this.heapArray(capacity) ?? float64s(capacity, shared);
  }

  /** Reserves `n` entries; returns the offset of the first (the data array may be replaced). */
  alloc(n: number): number {
    const at = this.length;
    // Growing is a method of its own, so this one stays small enough for V8 to inline (one per primitive).
    if (at + n > this.data.length) this.grow(at + n);
    this.length = at + n;
    return at;
  }

  /** Replaces the data with an array of at least `length` entries holding the same first ones. */
  private grow(length: number): void {
    const capacity = Math.max(this.data.length * 2, length);
    const was = this.heapAt;
    const bigger = this.heapArray(capacity) ?? float64s(capacity, this.shared);
    bigger.set(this.data.subarray(0, this.length));
    if (was >= 0) this.heap!.free(was);
    this.data = bigger;
  }

  /**
   * A range of the heap for `capacity` entries (heapAt set to it), or null (heapAt −1) without a heap,
   * when a shared arena's heap is not shared, the range would take more than an eighth of the heap or
   * it has no room.
   */
  private heapArray(capacity: number): Float64Array | null {
    this.heapAt = -1;
    const heap = this.heap;
    if (!heap || (this.shared && !heap.shared) || capacity * 8 > heap.maximumBytes / 8) return null;
    const at = heap.tryAllocate(capacity * 8);
    if (at < 0) return null;
    this.heapAt = at;
    return new Float64Array(heap.memory.buffer, at, capacity);
  }

  reset(): void {
    this.length = 0;
  }

  /** Gives back the entries from `length` on (reserved by alloc and not used). */
  truncate(length: number): void {
    this.length = Math.min(this.length, length);
  }

  /** Gives the heap range back (the arena is not used after this). */
  release(): void {
    if (this.heapAt >= 0) this.heap!.free(this.heapAt);
    this.heapAt = -1;
    this.data = new Float64Array(0);
    this.length = 0;
  }
}

/** A growable Int32Array. */
export class IntArena {
  data: Int32Array;
  length = 0;

  constructor(
    capacity = 1 << 10,
    private readonly shared = false,
  ) {
    this.data = int32s(capacity, shared);
  }

  /** Appends one value. */
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = int32s(this.data.length * 2, this.shared);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** Reserves `n` entries at the end; returns the data array (replaced when it had to grow). */
  reserve(n: number): Int32Array {
    if (this.length + n > this.data.length) {
      const bigger = int32s(Math.max(this.data.length * 2, this.length + n), this.shared);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.length += n;
    return this.data;
  }

  reset(): void {
    this.length = 0;
  }
}
