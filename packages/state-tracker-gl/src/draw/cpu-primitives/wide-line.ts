// Lines in window coordinates: as thin lines for the driver when it draws the width, else as GL's wide
// aliased line (GL 1.5, 3.4.2) — the segment moved by ±width/2 along the minor axis (vertically for
// x-major lines, horizontally for y-major ones), its ends not extended — drawn as two triangles, stippled
// into pieces first when line stipple is on (thin lines are stippled by the driver).
import { type CpuVertex, windowAt } from './cpu-vertex.js';
import { EmitKind, type Emitter } from './emitter.js';
import type { LineStipple } from './line-stipple.js';

export class LineStage {
  constructor(
    private readonly emitter: Emitter,
    private readonly registers: number,
    /** The GL line width, and the widest line the driver draws. */
    private readonly width: number,
    private readonly nativeWidth: number,
    /** Line stipple, null when off. */
    private readonly stipple: LineStipple | null,
  ) {}

  /** Starts the stipple pattern afresh (a new independent segment, strip or polygon outline). */
  restart(): void {
    this.stipple?.reset();
  }

  line(a: CpuVertex, b: CpuVertex): void {
    if (this.width <= this.nativeWidth) this.emitter.line(a, b);
    else if (this.stipple) this.stipple.pieces(a, b, (p, q) => this.wide(p, q));
    else this.wide(a, b);
  }

  private wide(a: CpuVertex, b: CpuVertex): void {
    const at = windowAt(this.registers);
    const dx = b[at]! - a[at]!;
    const dy = b[at + 1]! - a[at + 1]!;
    const half = this.width / 2;
    const xMajor = Math.abs(dx) >= Math.abs(dy);
    const moved = (v: CpuVertex, sign: number) => {
      const copy = v.slice();
      copy[at + (xMajor ? 1 : 0)]! += sign * half;
      return copy;
    };
    const a0 = moved(a, -1);
    const a1 = moved(a, 1);
    const b0 = moved(b, -1);
    const b1 = moved(b, 1);
    this.emitter.triangle(a0, b0, b1, EmitKind.WIDE);
    this.emitter.triangle(a0, b1, a1, EmitKind.WIDE);
  }
}
