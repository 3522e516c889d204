// The end of the CPU primitive path: window-space vertices of the primitives to draw, collected in
// drawing order into batches of one kind (filled polygons, triangles of wide lines and points, thin
// lines, points), each vertex written back as the clip position that the emitting viewport (the whole
// framebuffer, depth range [0, 1]) maps to its window coordinates — times its clip w, so attributes still
// interpolate perspective-correctly — followed by the outputs the fragment program reads.
import { type CpuVertex, windowAt } from './cpu-vertex.js';
import type { OutputLayout } from './shade-vertices.js';

/** Kinds of emitted batches: each is drawn with its own rasterizer state (see EmitTarget). */
export const EmitKind = { POLYGONS: 0, WIDE: 1, LINES: 2, POINTS: 3 } as const;
export type EmitKind = (typeof EmitKind)[keyof typeof EmitKind];

/** Draws a batch: `vertexCount` vertices of `floatsPerVertex` floats in `data`. */
export type BatchDraw = (kind: EmitKind, data: Float32Array, vertexCount: number) => void;

export class Emitter {
  readonly floatsPerVertex: number;
  private data = new Float32Array(1024);
  private floats = 0;
  private kind: EmitKind = EmitKind.POLYGONS;

  constructor(
    private readonly layout: OutputLayout,
    private readonly width: number,
    private readonly height: number,
    private readonly drawBatch: BatchDraw,
  ) {
    this.floatsPerVertex = 4 + 4 * layout.passed.length;
  }

  triangle(a: CpuVertex, b: CpuVertex, c: CpuVertex, kind: EmitKind): void {
    this.use(kind);
    this.vertex(a);
    this.vertex(b);
    this.vertex(c);
  }

  line(a: CpuVertex, b: CpuVertex): void {
    this.use(EmitKind.LINES);
    this.vertex(a);
    this.vertex(b);
  }

  point(v: CpuVertex): void {
    this.use(EmitKind.POINTS);
    this.vertex(v);
  }

  /** Draws what is collected. */
  flush(): void {
    if (this.floats === 0) return;
    this.drawBatch(this.kind, this.data.subarray(0, this.floats), this.floats / this.floatsPerVertex);
    this.floats = 0;
  }

  private use(kind: EmitKind): void {
    if (kind !== this.kind) {
      this.flush();
      this.kind = kind;
    }
  }

  private vertex(v: CpuVertex): void {
    const n = this.floatsPerVertex;
    if (this.floats + n > this.data.length) {
      const bigger = new Float32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    const d = this.data;
    const f = this.floats;
    const at = windowAt(this.layout.registers);
    const w = v[at + 3]!;
    d[f] = (v[at]! / (this.width / 2) - 1) * w;
    d[f + 1] = (v[at + 1]! / (this.height / 2) - 1) * w;
    d[f + 2] = (2 * Math.min(Math.max(v[at + 2]!, 0), 1) - 1) * w;
    d[f + 3] = w;
    const passed = this.layout.passed;
    for (let i = 0; i < passed.length; i++) {
      const r = passed[i]!.register * 4;
      for (let ch = 0; ch < 4; ch++) d[f + 4 + 4 * i + ch] = v[r + ch]!;
    }
    this.floats += n;
  }
}
