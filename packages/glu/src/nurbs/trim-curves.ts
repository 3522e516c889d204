// Turns the trim pieces of a surface into closed polylines in parameter space: piecewise linear curves
// as given (homogeneous ones divided by their weight), NURBS trim curves sampled span by span about as
// finely as the surface's own grid (`perUnit` segments per unit of length in parameter space, measured on the control polygon).

import { type CurveMap, evaluateCurve } from './evaluate.js';
import { breakpoints } from './knots.js';
import type { TrimPiece } from './nurbs-object.js';
import { MAX_SEGMENTS_PER_SPAN } from './sampling.js';
import { checkTrimLoops, joinTrimPieces, type TrimLoop } from './trim-loops.js';

function sampleTrimCurve(map: CurveMap, perUnit: number): number[] {
  const size = map.type.size;
  const out: number[] = [];
  const point = new Float64Array(size);
  const push = (t: number) => {
    evaluateCurve(map, t, point);
    const w = size === 3 ? (point[2] as number) : 1;
    out.push((point[0] as number) / w, (point[1] as number) / w);
  };
  const breaks = breakpoints(map.knots);
  // The length of the control polygon bounds the curve's length in parameter space.
  let length = 0;
  const count = map.knots.count;
  for (let i = 1; i < count; i++) {
    const wa = size === 3 ? (map.points[(i - 1) * size + 2] as number) : 1;
    const wb = size === 3 ? (map.points[i * size + 2] as number) : 1;
    length += Math.hypot(
      (map.points[i * size] as number) / wb - (map.points[(i - 1) * size] as number) / wa,
      (map.points[i * size + 1] as number) / wb - (map.points[(i - 1) * size + 1] as number) / wa,
    );
  }
  const domain = map.knots.max - map.knots.min;
  push(breaks[0] as number);
  for (let s = 0; s + 1 < breaks.length; s++) {
    const a = breaks[s] as number;
    const b = breaks[s + 1] as number;
    const wanted = Math.ceil((length * perUnit * (b - a)) / domain);
    const n = Math.min(MAX_SEGMENTS_PER_SPAN, Math.max(4, Number.isFinite(wanted) ? wanted : 4));
    for (let k = 1; k <= n; k++) push(k === n ? b : a + ((b - a) * k) / n);
  }
  return out;
}

/** The trim loops of a surface as polygons to fill, or a GLU NURBS error number (18, 28, 29, 31). */
export function trimPolygons(
  loops: readonly (readonly TrimPiece[])[],
  domain: readonly number[],
  perUnit: number,
): TrimLoop[] | number {
  const polygons: TrimLoop[] = [];
  const scale = Math.max(
    Math.abs(domain[1] as number),
    Math.abs(domain[0] as number),
    Math.abs(domain[3] as number),
    Math.abs(domain[2] as number),
    1,
  );
  for (const pieces of loops) {
    const polylines = pieces.map((piece) =>
      piece.kind === 'pwl' ? piece.points : sampleTrimCurve(piece.map, perUnit),
    );
    const loop = joinTrimPieces(polylines, scale);
    if (typeof loop === 'number') return loop;
    polygons.push(loop);
  }
  return checkTrimLoops(polygons);
}
