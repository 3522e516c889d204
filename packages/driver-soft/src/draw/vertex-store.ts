// Shaded vertices of one draw, array-of-structures: vertex v's outputs of the last vertex stage (four
// floats per output register, in register order) followed by its window coordinates x, y, z and 1/w
// once the viewport transform ran. Clipping appends the vertices it makes. The store is reused draw
// after draw; it grows and never shrinks. Given a WasmHeap, it lives in a range of it while the heap has
// room (heapAt), so generated WebAssembly (draw/wasm-triangles.ts) reads the vertices where they are.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';

/** Floats after the outputs: window x, y, z and 1/w. */
export const WINDOW_FLOATS = 4;

export class VertexStore {
  data: Float32Array<ArrayBufferLike> = new Float32Array(1 << 14);
  /** The same memory as 32-bit integers (integer outputs such as LAYER). */
  ints: Int32Array<ArrayBufferLike> = new Int32Array(this.data.buffer);
  /** Byte offset of `data` in the heap's memory; −1 when it is not in the heap. */
  heapAt = -1;
  /** Output registers per vertex. */
  outputs = 0;
  /** Floats per vertex. */
  stride = WINDOW_FLOATS;
  /** Offset of the window coordinates inside a vertex. */
  windowOffset = 0;
  count = 0;

  /**
   * A store that moves into `heap` at its first draw the heap has room for (not before: the heap's
   * room goes first to the resources a context's first draws place there).
   */
  constructor(private readonly heap: WasmHeap | null = null) {}

  /** Empties the store for vertices with `outputs` output registers. */
  reset(outputs: number): void {
    if (this.heap && this.heapAt < 0) this.replace(this.data.length, 0, true);
    this.outputs = outputs;
    this.windowOffset = outputs * 4;
    this.stride = outputs * 4 + WINDOW_FLOATS;
    this.count = 0;
  }

  /** Reserves `n` vertices; returns the index of the first. */
  alloc(n: number): number {
    const first = this.count;
    const need = (first + n) * this.stride;
    if (need > this.data.length)
      this.replace(Math.max(need, this.data.length * 2), first * this.stride, false);
    this.count = first + n;
    return first;
  }

  /** Offset of vertex `v`'s first float. */
  offset(v: number): number {
    return v * this.stride;
  }

  /** Gives the heap range back (the store is not used after this). */
  release(): void {
    if (this.heapAt >= 0) this.heap!.free(this.heapAt);
    this.heapAt = -1;
    this.data = new Float32Array(0);
    this.ints = new Int32Array(0);
  }

  /**
   * Replaces the data with `length` floats holding the first `keep`: in the heap where it has room, else
   * (unless `heapOnly`: then nothing changes) in an array of their own.
   */
  private replace(length: number, keep: number, heapOnly: boolean): void {
    const at = this.heap ? this.heap.tryAllocate(length * 4) : -1;
    if (at < 0 && heapOnly) return;
    const bigger =
      at >= 0 ? new Float32Array(this.heap!.memory.buffer, at, length) : new Float32Array(length);
    bigger.set(this.data.subarray(0, keep));
    if (this.heapAt >= 0) this.heap!.free(this.heapAt);
    this.heapAt = at;
    this.data = bigger;
    this.ints = new Int32Array(bigger.buffer, bigger.byteOffset, length);
  }
}
