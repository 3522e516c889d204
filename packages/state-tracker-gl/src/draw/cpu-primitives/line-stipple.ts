// Line stipple of the lines the CPU primitive path widens (GL 1.5, 3.4.2): one pattern bit per pixel
// step along the major axis, bit (s / factor) mod 16 of the pattern, least significant first; the
// counter s runs on along a strip or loop and restarts with every independent segment and every polygon
// outline. A line comes out as the pieces whose bits are on, each drawn whole.
import { type CpuVertex, lerpVertex, windowAt } from './cpu-vertex.js';

export class LineStipple {
  private counter = 0;

  constructor(
    private readonly pattern: number,
    private readonly factor: number,
    private readonly registers: number,
  ) {}

  /** Starts counting afresh. */
  reset(): void {
    this.counter = 0;
  }

  /** Calls `piece` for each drawn piece of window-space line a–b, in order. */
  pieces(a: CpuVertex, b: CpuVertex, piece: (p: CpuVertex, q: CpuVertex) => void): void {
    const at = windowAt(this.registers);
    const length = Math.max(Math.abs(b[at]! - a[at]!), Math.abs(b[at + 1]! - a[at + 1]!));
    const steps = Math.ceil(length);
    let runStart = -1;
    for (let i = 0; i <= steps; i++) {
      const on = i < steps && this.next();
      if (on && runStart < 0) runStart = i;
      if (!on && runStart >= 0) {
        const t0 = runStart / length;
        const t1 = Math.min(1, i / length);
        piece(t0 > 0 ? lerpVertex(a, b, t0) : a, t1 < 1 ? lerpVertex(a, b, t1) : b);
        runStart = -1;
      }
    }
  }

  private next(): boolean {
    const bit = Math.floor(this.counter / this.factor) % 16;
    this.counter++;
    return ((this.pattern >> bit) & 1) !== 0;
  }
}
