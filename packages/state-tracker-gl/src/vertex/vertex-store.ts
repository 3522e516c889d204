// Interleaved vertices and the primitives over them, as glBegin/glVertex/glEnd produce them: immediate
// mode batches into one store until a state change flushes it, and display-list compilation fills one
// per list. Vertices hold the attributes of the store's VertexLayout: the position, plus each attribute
// from the moment it is `include`d (set by glColor, glTexCoord...) on; the array grows by doubling, so
// adding a vertex allocates nothing in the steady state.
//
// A store can also write into an array it does not own — the immediate-mode batch writes straight into
// the persistently mapped stream vertex buffer (draw/stream-vertices.ts), as Mesa's vbo module does — from
// float `start` on. Its owner then moves it (`moveTo`) when it runs out of room, and `advance` starts the
// next batch after the vertices already drawn from the array.
import {
  ATTRIB_COUNT,
  attribOffset,
  attribSize,
  POSITION_BIT,
  type VertexLayout,
  vertexLayout,
} from './attrib-layout.js';
import { isIndependent, wholePrimitiveCount } from './primitives.js';

/** Gives a store that holds `floats` floats (from its `start`) room for `needed` floats by calling its `moveTo`. */
export type VertexRelocator = (store: VertexStore, needed: number) => void;

export class VertexStore {
  data: Float32Array = new Float32Array(1 << 14);
  /** Float index in `data` of vertex 0 (a multiple of `stride`; 0 unless the store writes into another's array). */
  start = 0;
  /** Floats in use, from `start`. */
  floats = 0;
  /** The attributes each vertex stores. */
  layout: VertexLayout;
  /** Floats per vertex (the layout's stride). */
  stride: number;
  /** (mode, first vertex, vertex count) triples. */
  prims = new Int32Array(3 * 64);
  primCount = 0;
  private mode = -1;
  private beginFloats = 0;
  /** Primitives before this one are never extended by later ones. */
  private firstMergeable = 0;
  /** Who moves the vertices when `data` is full (null: the store grows its own array). */
  private relocate: VertexRelocator | null = null;

  /** A store whose vertices hold the attributes of `mask` (Attrib bits; the position always) to begin with. */
  constructor(mask = POSITION_BIT) {
    this.layout = vertexLayout(mask);
    this.stride = this.layout.stride;
  }

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
    if (this.start + this.floats + stride > this.data.length) this.makeRoom(this.floats + stride);
    this.layout.write(this.data, this.start + this.floats, current, x, y, z, w);
    this.floats += stride;
  }

  /**
   * Ends the primitive: drops vertices that make no whole primitive (with `keepIncomplete` they stay
   * stored, outside every primitive) and merges it with the last one when it can.
   */
  end(keepIncomplete = false): void {
    const stride = this.stride;
    const mode = this.mode;
    this.mode = -1;
    // Whole numbers (| 0), so the engine counts in integers (a float `%` is a library call).
    const first = (this.beginFloats / stride) | 0;
    const count = wholePrimitiveCount(mode, ((this.floats / stride) | 0) - first);
    if (!keepIncomplete) this.floats = (first + count) * stride;
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

  /**
   * Stores the attributes of `mask` (Attrib bits) in every vertex from now on, spreading out the
   * vertices already stored; those get the attributes' values in `current` (call this before changing
   * them). The position stays at float 0 and every attribute moves up, never down.
   */
  include(mask: number, current: Float32Array): void {
    const old = this.layout;
    if ((mask & ~old.mask) === 0) return;
    const next = vertexLayout(old.mask | mask);
    const count = this.floats / old.stride;
    // Vertex 0 moves up to the next multiple of the new stride; every float moves up (or stays), so
    // writing from the last float down never overwrites one not moved yet.
    const to = Math.ceil(this.start / next.stride) * next.stride;
    if (to + count * next.stride > this.data.length) {
      this.makeRoom(to - this.start + count * next.stride);
      this.include(mask, current);
      return;
    }
    const from = this.start;
    const d = this.data;
    for (let v = count - 1; v >= 0; v--) {
      const dst = to + v * next.stride;
      const src = from + v * old.stride;
      for (let a = ATTRIB_COUNT - 1; a >= 0; a--) {
        const at = next.offsets[a]!;
        if (at < 0) continue;
        const was = old.offsets[a]!;
        for (let k = attribSize(a) - 1; k >= 0; k--) {
          d[dst + at + k] = was < 0 ? current[attribOffset(a) + k]! : d[src + was + k]!;
        }
      }
    }
    this.start = to;
    this.beginFloats = (this.beginFloats / old.stride) * next.stride;
    this.floats = count * next.stride;
    this.layout = next;
    this.stride = next.stride;
  }

  /** Stores the attributes of `layout` from now on; only an empty store (no vertex) can change this way. */
  useLayout(layout: VertexLayout): void {
    if (this.floats !== 0) throw new Error('VertexStore.useLayout: the store holds vertices');
    this.layout = layout;
    this.stride = layout.stride;
    this.start = Math.ceil(this.start / layout.stride) * layout.stride;
  }

  /** Drops the open primitive and its vertices (a display list recompiles it as calls). */
  abandon(): void {
    this.floats = this.beginFloats;
    this.mode = -1;
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

  /**
   * Like `reset`, but the vertices stay where they are in `data` (they were drawn from there): the next
   * ones go after them, from the next multiple of the stride.
   */
  advance(): void {
    // Integer arithmetic: this runs after every immediate-mode draw.
    const end = this.start + this.floats;
    const past = end % this.stride;
    this.start = past === 0 ? end : end + this.stride - past;
    this.reset();
  }

  /**
   * Writes into `data` from float `start` (a multiple of the stride) from now on, carrying over the
   * vertices held; when that runs out of room, `relocate` is asked to move the store again.
   */
  moveTo(data: Float32Array, start: number, relocate: VertexRelocator): void {
    if (start % this.stride !== 0 || start + this.floats > data.length) {
      throw new RangeError(`VertexStore.moveTo: no room for ${this.floats} floats at ${start}`);
    }
    if (data !== this.data || start !== this.start) {
      data.set(this.data.subarray(this.start, this.start + this.floats), start);
    }
    this.data = data;
    this.start = start;
    this.relocate = relocate;
  }

  /** Makes room for `needed` floats from `start`: moved by the relocator, or the own array doubled. */
  private makeRoom(needed: number): void {
    if (this.relocate !== null) {
      this.relocate(this, needed);
      if (this.start + needed > this.data.length) {
        throw new RangeError(`VertexStore: the relocator left no room for ${needed} floats`);
      }
      return;
    }
    let size = this.data.length * 2;
    while (size < needed) size *= 2;
    const bigger = new Float32Array(size);
    bigger.set(this.data.subarray(this.start, this.start + this.floats));
    this.data = bigger;
    this.start = 0;
  }
}
