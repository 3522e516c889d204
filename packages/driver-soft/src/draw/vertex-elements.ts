// The vertex sequence of a draw: for indexed draws the indices read from the index buffer (1, 2 or 4
// bytes; a read past the buffer gives 0), compared with the restart index *before* index_bias is added,
// then biased; for other draws start..start+count-1. Then each distinct vertex gets one slot of the
// vertex store, so a vertex used by several primitives is shaded once (llvmpipe's vertex cache).
import type { PipeDrawInfo, PipeIndexBuffer } from '@gallium-ts/gallium-api';

/** Marks a primitive restart in the element list. */
export const RESTART = Number.NaN;

export interface IndexSource {
  bytes: Uint8Array;
  /** Byte offset of index 0. */
  offset: number;
  size: 1 | 2 | 4;
}

export class VertexElements {
  /** Per element of an indexed draw: the vertex index (bias included), or RESTART (not kept when sequential). */
  elts = new Float64Array(1024);
  /** Per element: the vertex's slot in the vertex store, or -1 at a restart. */
  slots = new Int32Array(1024);
  /** The distinct vertex indices, in the order their slots were given. */
  unique = new Float64Array(1024);
  uniqueCount = 0;
  count = 0;
  /** Whether the elements are the vertices start..start+count-1 in order (no index buffer): no restart. */
  sequential = false;
  private dense = new Int32Array(0);
  private readonly sparse = new Map<number, number>();

  /** Builds the element list of `info` (the index buffer is bound for indexed draws). */
  build(info: PipeDrawInfo, indices: IndexSource | null): void {
    const count = info.count;
    this.reserve(count);
    const elts = this.elts;
    if (!info.indexed || indices === null) {
      this.buildSequential(info.start, count);
      return;
    } else {
      const { bytes, offset, size } = indices;
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const restart = info.primitiveRestart;
      for (let i = 0; i < count; i++) {
        const at = offset + (info.start + i) * size;
        let index = 0;
        if (at + size <= bytes.length) {
          index = size === 1 ? bytes[at]! : size === 2 ? view.getUint16(at, true) : view.getUint32(at, true);
        }
        elts[i] = restart && index === info.restartIndex ? RESTART : index + info.indexBias;
      }
    }
    this.count = count;
    this.sequential = false;
    this.assignSlots();
  }

  /** The elements of a draw without indices (or a piece of one): vertices start..start+count-1. */
  buildSequential(start: number, count: number): void {
    this.reserve(count);
    // Distinct vertices in order: vertex start + i gets slot i.
    const { slots, unique } = this;
    for (let i = 0; i < count; i++) {
      slots[i] = i;
      unique[i] = start + i;
    }
    this.count = count;
    this.uniqueCount = count;
    this.sequential = true;
  }

  /** How many elements are vertices (not restarts). */
  vertexCount(): number {
    if (this.sequential) return this.count;
    let vertices = 0;
    for (let i = 0; i < this.count; i++) if (this.slots[i]! >= 0) vertices++;
    return vertices;
  }

  /** Gives every distinct vertex index a slot (in first-use order). */
  private assignSlots(): void {
    const { elts, count } = this;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < count; i++) {
      const e = elts[i]!;
      if (e < min) min = e;
      if (e > max) max = e;
    }
    this.uniqueCount = 0;
    const range = max - min + 1;
    const useDense = range > 0 && range <= 4 * count + 4096;
    if (useDense) {
      if (this.dense.length < range) this.dense = new Int32Array(range);
      this.dense.fill(-1, 0, range);
    } else this.sparse.clear();
    for (let i = 0; i < count; i++) {
      const e = elts[i]!;
      if (Number.isNaN(e)) {
        this.slots[i] = -1;
        continue;
      }
      let slot = useDense ? this.dense[e - min]! : (this.sparse.get(e) ?? -1);
      if (slot < 0) {
        slot = this.uniqueCount++;
        this.unique[slot] = e;
        if (useDense) this.dense[e - min] = slot;
        else this.sparse.set(e, slot);
      }
      this.slots[i] = slot;
    }
  }

  private reserve(count: number): void {
    if (this.elts.length >= count) return;
    const size = Math.max(count, this.elts.length * 2);
    this.elts = new Float64Array(size);
    this.slots = new Int32Array(size);
    this.unique = new Float64Array(size);
  }
}

/** The index source of a bound index buffer. */
export function indexSource(buffer: PipeIndexBuffer, bytes: Uint8Array): IndexSource {
  return { bytes, offset: buffer.offset, size: buffer.indexSize };
}
