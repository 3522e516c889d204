// Growable typed-array arenas: the scene keeps primitive setup records, bin nodes and line pixels in
// them, so binning a primitive allocates nothing once the arenas have grown to the size of a typical
// scene. Shared arenas live in SharedArrayBuffers, so rasterizer threads read them where they are;
// growing one replaces its memory (the threads get the new arrays with the next scene). An arena given a
// WasmHeap lives in a range of it while it fits in an eighth of the heap and the heap has room, so code
// generated into WebAssembly reads it where it is (heapAt); else in an array of its own.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';

/** A new Float64Array of `length` zeros, in a SharedArrayBuffer when `shared`. */
export function float64s(length: number, shared: boolean): Float64Array {
  return shared ? new Float64Array(new SharedArrayBuffer(length * 8)) : new Float64Array(length);
}

/** A new Int32Array of `length` zeros, in a SharedArrayBuffer when `shared`. */
export function int32s(length: number, shared: boolean): Int32Array {
  return shared ? new Int32Array(new SharedArrayBuffer(length * 4)) : new Int32Array(length);
}

/** The element type of an arena: its size, and arrays of it of their own or over a buffer. */
interface Elements<A extends Float64Array | Int32Array> {
  readonly bytes: number;
  make(length: number, shared: boolean): A;
  over(buffer: ArrayBufferLike, at: number, length: number): A;
}

const F64: Elements<Float64Array> = {
  bytes: 8,
  make: float64s,
  over: (buffer, at, length) => new Float64Array(buffer, at, length),
};

const I32: Elements<Int32Array> = {
  bytes: 4,
  make: int32s,
  over: (buffer, at, length) => new Int32Array(buffer, at, length),
};

/** A growable typed array (see the header). */
class Arena<A extends Float64Array | Int32Array> {
  data: A;
  length = 0;
  /** Byte offset of `data` in the heap's memory; −1 when it is not in the heap. */
  heapAt = -1;

  constructor(
    private readonly elements: Elements<A>,
    capacity: number,
    private readonly shared: boolean,
    private readonly heap: WasmHeap | null,
  ) {
    this.data = this.heapArray(capacity) ?? elements.make(capacity, shared);
  }

  /** Reserves `n` entries; returns the offset of the first (the data array may be replaced). */
  alloc(n: number): number {
    const at = this.length;
    // Growing is a method of its own, so this one stays small enough for V8 to inline (one per primitive).
    if (at + n > this.data.length) this.grow(at + n);
    this.length = at + n;
    return at;
  }

  /** Reserves `n` entries at the end; returns the data array (replaced when it had to grow). */
  reserve(n: number): A {
    this.alloc(n);
    return this.data;
  }

  /** Appends one value. */
  push(value: number): void {
    // (alloc first: it may replace the data array.)
    const at = this.alloc(1);
    this.data[at] = value;
  }

  /** Replaces the data with an array of at least `length` entries holding the same first ones. */
  private grow(length: number): void {
    const capacity = Math.max(this.data.length * 2, length);
    const was = this.heapAt;
    const bigger = this.heapArray(capacity) ?? this.elements.make(capacity, this.shared);
    bigger.set(this.data.subarray(0, this.length));
    if (was >= 0) this.heap!.free(was);
    this.data = bigger;
  }

  /**
   * A range of the heap for `capacity` entries (heapAt set to it), or null (heapAt −1) without a heap,
   * when a shared arena's heap is not shared, the range would take more than an eighth of the heap or
   * it has no room.
   */
  private heapArray(capacity: number): A | null {
    this.heapAt = -1;
    const heap = this.heap;
    const bytes = capacity * this.elements.bytes;
    if (!heap || (this.shared && !heap.shared) || bytes > heap.maximumBytes / 8) return null;
    const at = heap.tryAllocate(bytes);
    if (at < 0) return null;
    this.heapAt = at;
    return this.elements.over(heap.memory.buffer, at, capacity);
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
    this.data = this.elements.make(0, false);
    this.length = 0;
  }
}

/** A growable Float64Array (in `heap` where it has room). */
export class FloatArena extends Arena<Float64Array> {
  constructor(capacity = 1 << 12, shared = false, heap: WasmHeap | null = null) {
    super(F64, capacity, shared, heap);
  }
}

/** A growable Int32Array (in `heap` where it has room). */
export class IntArena extends Arena<Int32Array> {
  constructor(capacity = 1 << 10, shared = false, heap: WasmHeap | null = null) {
    super(I32, capacity, shared, heap);
  }
}
