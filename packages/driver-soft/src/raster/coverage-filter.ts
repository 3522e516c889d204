// Per-pixel coverage rules that do not depend on the primitive's shape: window rectangles
// (set_window_rectangles: in include mode a pixel must lie in one of the rectangles, in exclude mode in
// none; min inclusive, max exclusive, as scissors) and the 32×32 polygon stipple (set_polygon_stipple,
// applied to polygons only, aligned to the framebuffer's origin: row y mod 32, bit 31 − (x mod 32), so
// the most significant bit is the leftmost pixel). The scene asks it for a 2×2 quad's allowed pixels.
import type { PipeScissorState } from '@gallium-ts/gallium-api';

export class CoverageFilter {
  private readonly rects: Int32Array;
  private readonly include: boolean;
  private readonly stipple: Uint32Array | null;

  constructor(
    windowRectangles: { include: boolean; rects: readonly PipeScissorState[] } | null,
    stipple: readonly number[] | null,
  ) {
    const rects = windowRectangles?.rects ?? [];
    this.include = windowRectangles?.include ?? false;
    this.rects = new Int32Array(rects.length * 4);
    for (const [i, r] of rects.entries()) this.rects.set([r.minx, r.miny, r.maxx, r.maxy], i * 4);
    this.stipple = stipple ? Uint32Array.from(stipple) : null;
  }

  /** A filter for the bound state, or null when every pixel passes (the common case). */
  static of(
    windowRectangles: { include: boolean; rects: readonly PipeScissorState[] },
    stipple: readonly number[] | null,
  ): CoverageFilter | null {
    const windows = windowRectangles.include || windowRectangles.rects.length > 0;
    if (!windows && !stipple) return null;
    return new CoverageFilter(windows ? windowRectangles : null, stipple);
  }

  /** The bits of the quad at (x, y) (bit j = pixel (x + (j & 1), y + (j >> 1))) that pass. */
  quadMask(x: number, y: number, polygon: boolean): number {
    let mask = 0;
    for (let j = 0; j < 4; j++) if (this.passes(x + (j & 1), y + (j >> 1), polygon)) mask |= 1 << j;
    return mask;
  }

  /** Whether pixel (x, y) passes the window rectangles and, for polygons, the stipple. */
  passes(x: number, y: number, polygon: boolean): boolean {
    if (polygon && this.stipple && ((this.stipple[y & 31]! >>> (31 - (x & 31))) & 1) === 0) return false;
    const rects = this.rects;
    if (rects.length === 0) return !this.include;
    let inside = false;
    for (let i = 0; i < rects.length && !inside; i += 4)
      inside = x >= rects[i]! && y >= rects[i + 1]! && x < rects[i + 2]! && y < rects[i + 3]!;
    return inside === this.include;
  }
}
