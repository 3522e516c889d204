// Shaded vertices of one draw, array-of-structures: vertex v's outputs of the last vertex stage (four
// floats per output register, in register order) followed by its window coordinates x, y, z and 1/w
// once the viewport transform ran. Clipping appends the vertices it makes. The store is reused draw
// after draw; it grows and never shrinks.

/** Floats after the outputs: window x, y, z and 1/w. */
export const WINDOW_FLOATS = 4;

export class VertexStore {
  data = new Float32Array(1 << 14);
  /** The same memory as 32-bit integers (integer outputs such as LAYER). */
  ints = new Int32Array(this.data.buffer);
  /** Output registers per vertex. */
  outputs = 0;
  /** Floats per vertex. */
  stride = WINDOW_FLOATS;
  /** Offset of the window coordinates inside a vertex. */
  windowOffset = 0;
  count = 0;

  /** Empties the store for vertices with `outputs` output registers. */
  reset(outputs: number): void {
    this.outputs = outputs;
    this.windowOffset = outputs * 4;
    this.stride = outputs * 4 + WINDOW_FLOATS;
    this.count = 0;
  }

  /** Reserves `n` vertices; returns the index of the first. */
  alloc(n: number): number {
    const first = this.count;
    const need = (first + n) * this.stride;
    if (need > this.data.length) {
      const bigger = new Float32Array(Math.max(need, this.data.length * 2));
      bigger.set(this.data.subarray(0, first * this.stride));
      this.data = bigger;
      this.ints = new Int32Array(bigger.buffer);
    }
    this.count = first + n;
    return first;
  }

  /** Offset of vertex `v`'s first float. */
  offset(v: number): number {
    return v * this.stride;
  }
}
