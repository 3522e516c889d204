// Which pixels a primitive can cover at most, from its vertices' object positions on the CPU: the
// fixed-function transform (projection × modelview), the perspective divide and the viewport give
// window positions; a filled polygon covers only pixels whose centres lie in its box, points and lines
// (and polygons drawn as lines or points, or smoothed) a box widened by half their size and a pixel.
// A primitive with a vertex at w ≤ 0 (or not finite) is taken to cover everything. The lowered logic
// op draws primitives whose pixel boxes do not meet after one copy of the window.
import { PipePrim } from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { GL_FILL } from '../gl-enums.js';
import { multiplyInto, transformVec4 } from '../math/mat4.js';
import { pointSizePerVertex } from './cpu-primitives/lowering.js';

/** Writes the object position (x, y, z, w) of vertex `vertex` of the draw into `out`. */
export type VertexPositions = (vertex: number, out: Float32Array) => void;

/** Slack for rounding of the transform, in pixels (the rasterizer snaps to 1/256). */
const EPSILON = 1 / 64;

export class PrimitiveBounds {
  private readonly position = new Float32Array(4);
  private readonly mvp = new Float32Array(16);
  private scale = [0, 0];
  private translate = [0, 0];
  /** How far beyond its vertices' box a primitive of the prepared mode may reach, in pixels. */
  private widen = 0;

  constructor(private readonly c: GlContext) {}

  /** Takes the transform and the sizes of the current state, for primitives of pipe type `mode`. */
  prepare(mode: number): void {
    const { c } = this;
    this.mvp.set(c.ff.projection);
    multiplyInto(this.mvp, c.ff.modelview);
    const v = c.st.viewport;
    this.scale = [v.width / 2, v.height / 2];
    this.translate = [v.x + v.width / 2, v.y + v.height / 2];
    const pointSize = pointSizePerVertex(c) ? c.limits.pointSizeRange[1] : c.ff.point.size;
    const wide = Math.max(pointSize, c.st.line.width, 1) / 2 + 2;
    const polygon = c.st.polygon;
    const filled = polygon.modeFront === GL_FILL && polygon.modeBack === GL_FILL && !polygon.smooth;
    const isPolygon = mode !== PipePrim.POINTS && mode !== PipePrim.LINES;
    this.widen = isPolygon && filled ? EPSILON : wide;
  }

  /**
   * Writes the inclusive pixel box (x0, y0, x1, y1) the primitive of the `count` vertices
   * vertices[first..] may cover into out[to..to + 3]; an unbounded primitive gets the whole plane.
   */
  box(
    vertices: Uint32Array,
    first: number,
    count: number,
    positions: VertexPositions,
    out: Float64Array,
    to: number,
  ): void {
    let x0 = Number.POSITIVE_INFINITY;
    let y0 = Number.POSITIVE_INFINITY;
    let x1 = Number.NEGATIVE_INFINITY;
    let y1 = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < count; i++) {
      positions(vertices[first + i]!, this.position);
      const [cx, cy, , cw] = transformVec4(this.mvp, this.position);
      if (!(cw > 0) || !Number.isFinite(cx) || !Number.isFinite(cy)) {
        out.fill(Number.NEGATIVE_INFINITY, to, to + 2);
        out.fill(Number.POSITIVE_INFINITY, to + 2, to + 4);
        return;
      }
      const x = (cx / cw) * this.scale[0]! + this.translate[0]!;
      const y = (cy / cw) * this.scale[1]! + this.translate[1]!;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
    // pixel k has its centre at k + 0.5
    const w = this.widen;
    out[to] = Math.ceil(x0 - w - 0.5);
    out[to + 1] = Math.ceil(y0 - w - 0.5);
    out[to + 2] = Math.floor(x1 + w - 0.5);
    out[to + 3] = Math.floor(y1 + w - 0.5);
  }
}

/** Whether two inclusive pixel boxes share a pixel. */
export function boxesMeet(a: Float64Array, at: number, b: Float64Array, bt: number): boolean {
  return a[at]! <= b[bt + 2]! && b[bt]! <= a[at + 2]! && a[at + 1]! <= b[bt + 3]! && b[bt + 1]! <= a[at + 3]!;
}

/** Grows the box `into` (at 0) to contain box `b` at `bt`. */
export function uniteBoxes(into: Float64Array, b: Float64Array, bt: number): void {
  into[0] = Math.min(into[0]!, b[bt]!);
  into[1] = Math.min(into[1]!, b[bt + 1]!);
  into[2] = Math.max(into[2]!, b[bt + 2]!);
  into[3] = Math.max(into[3]!, b[bt + 3]!);
}
