// Planar predicates of the tessellator in the sweep coordinates (s, t): the sweep order of points
// (by s, then t, as libGLU's VertLeq) and the orientation of three points.

export interface Point2 {
  s: number;
  t: number;
}

/** Negative when a comes before b in the sweep (smaller s, or equal s and smaller t), 0 when equal. */
export function sweepCompare(a: Point2, b: Point2): number {
  if (a.s !== b.s) return a.s < b.s ? -1 : 1;
  if (a.t !== b.t) return a.t < b.t ? -1 : 1;
  return 0;
}

/** Twice the signed area of (a, b, c): positive when c lies to the left of the line a→b. */
export function orient(a: Point2, b: Point2, c: Point2): number {
  return (b.s - a.s) * (c.t - a.t) - (b.t - a.t) * (c.s - a.s);
}
