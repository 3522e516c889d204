// Where the CPU primitive path's primitives go in SELECT and FEEDBACK modes (GL 1.5, 5.2 and 5.3) instead
// of the emitter: after clipping, culling and polygon modes (the polygon stage calls `triangle`, `line`
// and `point` as it would draw them), each primitive becomes a hit (every vertex's window z widens the
// hit's range) or its feedback tokens: POINT_TOKEN v, LINE_TOKEN or LINE_RESET_TOKEN (the first segment
// after the line stipple restarts) v v, POLYGON_TOKEN 3 v v v. Vertices carry window x, y, z, clip w,
// the colour (clamped) and texture coordinates of unit 0 after the texture matrix.
import { type CpuVertex, windowAt } from '../draw/cpu-primitives/cpu-vertex.js';
import type { OutputLayout } from '../draw/cpu-primitives/shade-vertices.js';
import { GL_LINE_RESET_TOKEN, GL_LINE_TOKEN, GL_POINT_TOKEN, GL_POLYGON_TOKEN } from '../gl-enums.js';
import { clamp01 } from '../math/clamp.js';
import type { SelectFeedbackState } from './select-feedback.js';

/**
 * Where a vertex's feedback values are: its window coordinates follow the output registers; the texture
 * coordinates are register `texCoord`, or the 4 floats after the window coordinates (`texCoord` −1:
 * the draw appended them, see feedback-texcoords.ts).
 */
export class FeedbackPrimitives {
  private resetLine = true;
  private readonly window: number;
  private readonly color: number;
  private readonly texCoord: number;
  private readonly colorOut = new Float64Array(4);

  constructor(
    private readonly state: SelectFeedbackState,
    layout: OutputLayout,
    /** The colour when the program writes none (the current colour). */
    private readonly fallbackColor: ArrayLike<number>,
  ) {
    this.window = windowAt(layout.registers);
    this.color = layout.colors[0]! * 4;
    const t = layout.texCoords[0]!;
    this.texCoord = t >= 0 ? t * 4 : this.window + 4;
  }

  /** The line stipple restarts: the next line segment is reported with GL_LINE_RESET_TOKEN. */
  restart(): void {
    this.resetLine = true;
  }

  point(v: CpuVertex): void {
    if (this.state.selecting) {
      this.hit(v);
      return;
    }
    this.state.token(GL_POINT_TOKEN);
    this.vertex(v);
  }

  line(a: CpuVertex, b: CpuVertex): void {
    if (this.state.selecting) {
      this.hit(a);
      this.hit(b);
      return;
    }
    this.state.token(this.resetLine ? GL_LINE_RESET_TOKEN : GL_LINE_TOKEN);
    this.resetLine = false;
    this.vertex(a);
    this.vertex(b);
  }

  triangle(a: CpuVertex, b: CpuVertex, c: CpuVertex): void {
    if (this.state.selecting) {
      this.hit(a);
      this.hit(b);
      this.hit(c);
      return;
    }
    this.state.token(GL_POLYGON_TOKEN);
    this.state.token(3);
    this.vertex(a);
    this.vertex(b);
    this.vertex(c);
  }

  /** Nothing is collected. */
  flush(): void {}

  private hit(v: CpuVertex): void {
    this.state.hit(v[this.window + 2]!);
  }

  private vertex(v: CpuVertex): void {
    const color = this.colorOut;
    for (let i = 0; i < 4; i++)
      color[i] = clamp01(this.color >= 0 ? v[this.color + i]! : this.fallbackColor[i]!);
    this.state.vertex({
      window: v.subarray(this.window, this.window + 4),
      color,
      texCoord: v.subarray(this.texCoord, this.texCoord + 4),
    });
  }
}
