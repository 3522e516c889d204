// Points in window coordinates: as points for the driver when it draws the size, else as a screen-aligned
// square of two triangles. Aliased points round the size to an integer and centre odd sizes on the
// pixel holding the point, even ones on the nearest pixel corner (GL 1.5, 3.3); point sprites keep the
// size and write s (0 at the left edge, 1 at the right) and t (0 at the top with GL_UPPER_LEFT, at the
// bottom with GL_LOWER_LEFT) into the texture coordinates of the units with GL_COORD_REPLACE.
import { type CpuVertex, windowAt } from './cpu-vertex.js';
import { EmitKind, type Emitter } from './emitter.js';
import type { OutputLayout } from './shade-vertices.js';

export interface PointSettings {
  /** The GL point size, or null when the vertex program computes each point's (attenuation). */
  size: number | null;
  /** Attenuated sizes are clamped to [1, maxSize]. */
  maxSize: number;
  nativeSize: number;
  sprite: boolean;
  /** Bit u: unit u replaces its coordinates (sprites only). */
  coordReplace: number;
  /** GL_POINT_SPRITE_COORD_ORIGIN is GL_UPPER_LEFT. */
  upperLeft: boolean;
}

export class PointStage {
  constructor(
    private readonly emitter: Emitter,
    private readonly layout: OutputLayout,
    private readonly settings: PointSettings,
  ) {}

  point(v: CpuVertex): void {
    const s = this.settings;
    if (s.size !== null && s.size <= s.nativeSize) {
      this.emitter.point(v);
      return;
    }
    const psize = this.layout.pointSize;
    let size = s.size ?? (psize >= 0 ? v[psize * 4]! : 1);
    if (Number.isNaN(size)) return;
    size = Math.min(Math.max(size, 1), s.maxSize);
    const at = windowAt(this.layout.registers);
    let x = v[at]!;
    let y = v[at + 1]!;
    if (!s.sprite) {
      size = Math.max(1, Math.round(size));
      const snap = (c: number) => (size % 2 === 1 ? Math.floor(c) + 0.5 : Math.floor(c + 0.5));
      x = snap(x);
      y = snap(y);
    }
    const half = size / 2;
    const corner = (sx: number, sy: number) => {
      const copy = v.slice();
      copy[at] = x + sx * half;
      copy[at + 1] = y + sy * half;
      if (s.sprite) this.spriteCoords(copy, (sx + 1) / 2, (sy + 1) / 2);
      return copy;
    };
    const bottomLeft = corner(-1, -1);
    const bottomRight = corner(1, -1);
    const topRight = corner(1, 1);
    const topLeft = corner(-1, 1);
    this.emitter.triangle(bottomLeft, bottomRight, topRight, EmitKind.WIDE);
    this.emitter.triangle(bottomLeft, topRight, topLeft, EmitKind.WIDE);
  }

  /** Sprite coordinates of a corner at (fx, fy) ∈ {0, 1}² of the square (from its bottom left). */
  private spriteCoords(v: CpuVertex, fx: number, fy: number): void {
    const s = this.settings;
    const t = s.upperLeft ? 1 - fy : fy;
    this.layout.texCoords.forEach((reg, unit) => {
      if (reg < 0 || (s.coordReplace & (1 << unit)) === 0) return;
      v.set([fx, t, 0, 1], reg * 4);
    });
  }
}
