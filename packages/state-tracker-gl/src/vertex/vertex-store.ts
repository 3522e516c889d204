// Interleaved vertices and the primitives over them, as glBegin/glVertex/glEnd produce them: immediate
// mode batches into one store until a state change flushes it, and display-list compilation fills one
// per list. Vertices hold the attributes of vertex/attrib-layout.ts for `units` texture units; the
// array grows by doubling, so adding a vertex allocates nothing in the steady state.
import { FIXED_FLOATS, vertexFloats } from './attrib-layout.js';
import { isIndependent, wholePrimitiveCount } from './primitives.js';

export class VertexStore {
  data = new Float32Array(1 << 14);
  /** Floats in use. */
  floats = 0;
  /** Texture units stored per vertex. */
  units = 0;
  /** Floats per vertex. */
  stride = FIXED_FLOATS;
  /** (mode, first vertex, vertex count) triples. */
  prims = new Int32Array(3 * 64);
  primCount = 0;
  private mode = -1;
  private beginFloats = 0;
  /** Primitives before this one are never extended by later ones. */
  private firstMergeable = 0;

  get vertexCount(): number {
    return this.floats / this.stride;
  }

  get empty(): boolean {
    return this.primCount === 0 && this.mode < 0;
  }

  /** The mode of the primitive begun and not ended, or -1. */
  get openMode(): number {
    return this.mode;
  }

  /** Vertices added since the open primitive began. */
  get openVertices(): number {
    return (this.floats - this.beginFloats) / this.stride;
  }

  /** Starts a primitive of PipePrim `mode`. */
  begin(mode: number): void {
    this.mode = mode;
    this.beginFloats = this.floats;
  }

  /** Adds a vertex at (x, y, z, w) with the other attributes taken from `current`. */
  vertex(current: Float32Array, x: number, y: number, z: number, w: number): void {
    const stride = this.stride;
    let f = this.floats;
    if (f + stride > this.data.length) this.grow(f + stride);
    const d = this.data;
    d[f] = x;
    d[f + 1] = y;
    d[f + 2] = z;
    d[f + 3] = w;
    for (let i = 4; i < stride; i++) d[f + i] = current[i]!;
    f += stride;
    this.floats = f;
  }

  /** Ends the primitive: drops vertices that make no whole primitive and merges it with the last one when it can. */
  end(): void {
    const stride = this.stride;
    const mode = this.mode;
    this.mode = -1;
    const first = this.beginFloats / stride;
    const count = wholePrimitiveCount(mode, this.floats / stride - first);
    this.floats = (first + count) * stride;
    if (count === 0) return;
    const n = this.primCount;
    const p = this.prims;
    if (
      n > this.firstMergeable &&
      p[3 * n - 3] === mode &&
      isIndependent(mode) &&
      p[3 * n - 2]! + p[3 * n - 1]! === first
    ) {
      p[3 * n - 1]! += count;
      return;
    }
    if (3 * n + 3 > p.length) {
      const bigger = new Int32Array(p.length * 2);
      bigger.set(p);
      this.prims = bigger;
    }
    this.prims[3 * n] = mode;
    this.prims[3 * n + 1] = first;
    this.prims[3 * n + 2] = count;
    this.primCount = n + 1;
  }

  /** Stores `units` texture units per vertex from now on, spreading out the vertices already stored (new units get `current`'s values). */
  widen(units: number, current: Float32Array): void {
    if (units <= this.units) return;
    const oldStride = this.stride;
    const newStride = vertexFloats(units);
    const count = this.floats / oldStride;
    if (count * newStride > this.data.length) this.grow(count * newStride);
    const d = this.data;
    for (let v = count - 1; v >= 0; v--) {
      for (let i = newStride - 1; i >= oldStride; i--) d[v * newStride + i] = current[i]!;
      for (let i = oldStride - 1; i >= 0; i--) d[v * newStride + i] = d[v * oldStride + i]!;
    }
    this.beginFloats = (this.beginFloats / oldStride) * newStride;
    this.floats = count * newStride;
    this.units = units;
    this.stride = newStride;
  }

  /** Keeps the primitives so far as they are: later ones start new primitives. */
  seal(): void {
    this.firstMergeable = this.primCount;
  }

  /** Forgets every vertex and primitive (the layout stays). */
  reset(): void {
    this.floats = 0;
    this.primCount = 0;
    this.firstMergeable = 0;
    this.mode = -1;
  }

  private grow(min: number): void {
    let size = this.data.length * 2;
    while (size < min) size *= 2;
    const bigger = new Float32Array(size);
    bigger.set(this.data.subarray(0, this.floats));
    this.data = bigger;
  }
}
