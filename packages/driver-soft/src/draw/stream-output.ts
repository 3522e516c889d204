// Stream output (transform feedback): writes the points, lines and triangles of the last vertex stage —
// before clipping, in assembly order — into the bound stream-output targets, as Gallium describes it: each
// vertex at the target's internal offset (bytes already written), which then advances by the buffer's
// stride. A primitive that does not fit whole in every buffer its stream writes (or whose buffer is not
// bound) is not written at all: it only counts as storage needed, which is how overflow is detected.
// Output words are copied as 32-bit words, so integer outputs keep their bits. Every primitive counts as
// generated on its stream, whether stream output is active or not. Writes are journaled: the bytes a
// draw overwrites are kept until the next draw begins, so rollback() can restore the buffers and the
// internal offsets exactly when a later stage of the draw stops.
import type { BaseStreamOutputTarget, CpuResource, PrimitiveSink } from '@gallium-ts/gallium-api/util';
import type { QueryCounters } from '../queries/query-counters.js';
import type { StreamOutputLayout } from './stream-output-info.js';
import type { VertexStore } from './vertex-store.js';

export class StreamOutputWriter implements PrimitiveSink {
  private layout: StreamOutputLayout | null = null;
  private targets: readonly (BaseStreamOutputTarget | null)[] = [];
  private readonly views: (DataView | null)[] = [null, null, null, null];
  private counters: QueryCounters | null = null;
  private stream = 0;
  private readonly vertices = new Int32Array(3);
  /** Per buffer: the internal offset when the draw began, and the bytes from there it overwrote. */
  private readonly startFilled = [0, 0, 0, 0];
  private readonly undo = [0, 1, 2, 3].map(() => ({ bytes: new Uint8Array(0), length: 0 }));
  /** Whether the last vertex stage writes stream output and a target is bound. */
  active = false;

  constructor(private readonly store: VertexStore) {}

  /** Starts a draw: the last vertex stage's layout (null: none), the bound targets, the counters. */
  begin(
    layout: StreamOutputLayout | null,
    targets: readonly (BaseStreamOutputTarget | null)[],
    counters: QueryCounters,
  ): void {
    this.layout = layout;
    this.targets = targets;
    this.counters = counters;
    this.active = layout !== null && targets.some((t) => t !== null);
    for (let b = 0; b < this.views.length; b++) {
      const bytes = targets[b] ? (targets[b]!.buffer as CpuResource).storage.data : null;
      this.views[b] = bytes ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
      this.startFilled[b] = targets[b]?.filled ?? 0;
      this.undo[b]!.length = 0;
    }
  }

  /** Undoes the writes since begin(): the overwritten bytes and the internal offsets come back. */
  rollback(): void {
    for (let b = 0; b < this.views.length; b++) {
      const t = this.targets[b];
      if (!t) continue;
      const undo = this.undo[b]!;
      const bytes = (t.buffer as CpuResource).storage.data;
      bytes.set(undo.bytes.subarray(0, undo.length), t.bufferOffset + this.startFilled[b]!);
      undo.length = 0;
      t.filled = this.startFilled[b]!;
    }
  }

  /** Journals the bytes of target `t` (buffer `b`) that writing `size` bytes at its offset replaces. */
  private save(b: number, t: BaseStreamOutputTarget, size: number): void {
    const from = t.bufferOffset + t.filled;
    const to = t.bufferOffset + Math.min(t.filled + size, t.bufferSize);
    const undo = this.undo[b]!;
    if (undo.length + (to - from) > undo.bytes.length) {
      const bigger = new Uint8Array(Math.max(2 * undo.bytes.length, undo.length + (to - from), 256));
      bigger.set(undo.bytes.subarray(0, undo.length));
      undo.bytes = bigger;
    }
    undo.bytes.set((t.buffer as CpuResource).storage.data.subarray(from, to), undo.length);
    undo.length += to - from;
  }

  /** Selects the vertex stream of the primitives that follow. */
  useStream(stream: number): void {
    this.stream = stream;
  }

  point(v: number): void {
    this.vertices[0] = v;
    this.emit(1);
  }

  /**
   * Counts `primitives` more primitives generated on the current stream, for a draw whose primitives
   * need not be assembled here: stream output is not active, so that is all emitting them would do.
   */
  countGenerated(primitives: number): void {
    this.counters!.generated[this.stream]! += primitives;
  }

  line(v0: number, v1: number): void {
    this.vertices[0] = v0;
    this.vertices[1] = v1;
    this.emit(2);
  }

  triangle(v0: number, v1: number, v2: number): void {
    this.vertices[0] = v0;
    this.vertices[1] = v1;
    this.vertices[2] = v2;
    this.emit(3);
  }

  private emit(n: number): void {
    const counters = this.counters!;
    const s = this.stream;
    counters.generated[s]!++;
    if (!this.active) return;
    counters.storageNeeded[s]!++;
    const { streams, strides } = this.layout!;
    const layout = streams[s]!;
    const targets = this.targets;
    for (const b of layout.buffers) {
      const t = targets[b];
      if (!t || t.filled + (n - 1) * strides[b]! + layout.extent[b]! > t.bufferSize) return;
    }
    for (const b of layout.buffers) this.save(b, targets[b]!, n * strides[b]!);
    const ints = this.store.ints;
    for (let i = 0; i < n; i++) {
      const vertex = this.store.offset(this.vertices[i]!);
      for (const copy of layout.copies) {
        const b = copy.buffer;
        const t = targets[b]!;
        const view = this.views[b]!;
        const at = t.bufferOffset + t.filled + i * strides[b]! + copy.destination;
        for (let k = 0; k < copy.count; k++) view.setInt32(at + 4 * k, ints[vertex + copy.source + k]!, true);
      }
    }
    for (const b of layout.buffers) targets[b]!.filled += n * strides[b]!;
    counters.written[s]!++;
  }
}
