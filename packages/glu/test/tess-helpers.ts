// Test helpers of the tessellator: run a polygon through the callbacks and collect what comes out, and
// an independent reference for the region a winding rule selects (area by vertical slabs between every
// vertex and crossing, winding number of a point by crossings), to check triangles against.
import {
  GLU_TESS_BEGIN,
  GLU_TESS_BOUNDARY_ONLY,
  GLU_TESS_COMBINE,
  GLU_TESS_EDGE_FLAG,
  GLU_TESS_END,
  GLU_TESS_ERROR,
  GLU_TESS_VERTEX,
  GLU_TESS_WINDING_ABS_GEQ_TWO,
  GLU_TESS_WINDING_NEGATIVE,
  GLU_TESS_WINDING_NONZERO,
  GLU_TESS_WINDING_ODD,
  GLU_TESS_WINDING_POSITIVE,
  GLU_TESS_WINDING_RULE,
  gluDeleteTess,
  gluNewTess,
  gluTessBeginContour,
  gluTessBeginPolygon,
  gluTessCallback,
  gluTessEndContour,
  gluTessEndPolygon,
  gluTessNormal,
  gluTessProperty,
  gluTessVertex,
} from '../src/index.js';

export type P2 = [number, number];
export type Contour = P2[];

export const RULES = {
  ODD: GLU_TESS_WINDING_ODD,
  NONZERO: GLU_TESS_WINDING_NONZERO,
  POSITIVE: GLU_TESS_WINDING_POSITIVE,
  NEGATIVE: GLU_TESS_WINDING_NEGATIVE,
  ABS_GEQ_TWO: GLU_TESS_WINDING_ABS_GEQ_TWO,
} as const;

export function insideRule(rule: number, w: number): boolean {
  switch (rule) {
    case GLU_TESS_WINDING_ODD:
      return Math.abs(w) % 2 === 1;
    case GLU_TESS_WINDING_NONZERO:
      return w !== 0;
    case GLU_TESS_WINDING_POSITIVE:
      return w > 0;
    case GLU_TESS_WINDING_NEGATIVE:
      return w < 0;
    default:
      return Math.abs(w) >= 2;
  }
}

/** A vertex as the tests pass it: its coordinates and where it came from. */
export interface V {
  x: number;
  y: number;
  z: number;
  from: 'input' | 'combine';
}

export interface Primitive {
  type: number;
  vertices: V[];
  flags: boolean[];
}

export interface Run {
  primitives: Primitive[];
  errors: number[];
  combines: number;
  inputs: Set<V>;
}

export interface RunOptions {
  rule?: number;
  boundaryOnly?: boolean;
  edgeFlags?: boolean;
  combine?: boolean;
  normal?: [number, number, number];
}

/** Tessellates `contours` (in z = 0 unless 3D points are given) and records every callback. */
export function runTess(contours: readonly (readonly number[][])[], options: RunOptions = {}): Run {
  const tess = gluNewTess();
  const run: Run = { primitives: [], errors: [], combines: 0, inputs: new Set() };
  let flag = true;
  gluTessCallback(tess, GLU_TESS_BEGIN, (type: number) =>
    run.primitives.push({ type, vertices: [], flags: [] }),
  );
  gluTessCallback(tess, GLU_TESS_VERTEX, (v: V) => {
    const p = run.primitives[run.primitives.length - 1]!;
    p.vertices.push(v);
    p.flags.push(flag);
  });
  gluTessCallback(tess, GLU_TESS_END, () => {});
  gluTessCallback(tess, GLU_TESS_ERROR, (e: number) => run.errors.push(e));
  if (options.edgeFlags) gluTessCallback(tess, GLU_TESS_EDGE_FLAG, (f: boolean) => (flag = f));
  if (options.combine !== false) {
    gluTessCallback(tess, GLU_TESS_COMBINE, (coords: number[]) => {
      run.combines++;
      return { x: coords[0], y: coords[1], z: coords[2], from: 'combine' } as V;
    });
  }
  gluTessProperty(tess, GLU_TESS_WINDING_RULE, options.rule ?? GLU_TESS_WINDING_ODD);
  gluTessProperty(tess, GLU_TESS_BOUNDARY_ONLY, options.boundaryOnly ? 1 : 0);
  if (options.normal) gluTessNormal(tess, ...options.normal);
  gluTessBeginPolygon(tess, undefined);
  for (const contour of contours) {
    gluTessBeginContour(tess);
    for (const p of contour) {
      const v: V = { x: p[0]!, y: p[1]!, z: p[2] ?? 0, from: 'input' };
      run.inputs.add(v);
      gluTessVertex(tess, [v.x, v.y, v.z], v);
    }
    gluTessEndContour(tess);
  }
  gluTessEndPolygon(tess);
  gluDeleteTess(tess);
  return run;
}

/** The triangles of a run (GL_TRIANGLES, GL_TRIANGLE_FAN and GL_TRIANGLE_STRIP primitives). */
export function trianglesOf(run: Run): V[][] {
  const out: V[][] = [];
  for (const p of run.primitives) {
    const v = p.vertices;
    if (p.type === 4) for (let i = 0; i + 2 < v.length; i += 3) out.push([v[i]!, v[i + 1]!, v[i + 2]!]);
    if (p.type === 6) for (let i = 1; i + 1 < v.length; i++) out.push([v[0]!, v[i]!, v[i + 1]!]);
    if (p.type === 5)
      for (let i = 0; i + 2 < v.length; i++)
        out.push(i % 2 === 0 ? [v[i]!, v[i + 1]!, v[i + 2]!] : [v[i + 1]!, v[i]!, v[i + 2]!]);
  }
  return out;
}

export function signedArea(points: readonly { x: number; y: number }[]): number {
  let a = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    a += p.x * q.y - q.x * p.y;
  }
  return a / 2;
}

/** Winding number of point (x, y) for closed contours (crossing count of a ray towards +x). */
export function windingAt(contours: readonly Contour[], x: number, y: number): number {
  let w = 0;
  for (const c of contours) {
    for (let i = 0; i < c.length; i++) {
      const [ax, ay] = c[i]!;
      const [bx, by] = c[(i + 1) % c.length]!;
      if (ay <= y && by > y) {
        if ((bx - ax) * (y - ay) - (by - ay) * (x - ax) > 0) w++;
      } else if (by <= y && ay > y) {
        if ((bx - ax) * (y - ay) - (by - ay) * (x - ax) < 0) w--;
      }
    }
  }
  return w;
}

/** Area of the region `rule` selects, by slabs between every vertex and crossing x (no tessellation). */
export function regionArea(contours: readonly Contour[], rule: number): number {
  const segments: [P2, P2][] = [];
  for (const c of contours) for (let i = 0; i < c.length; i++) segments.push([c[i]!, c[(i + 1) % c.length]!]);
  const xs = new Set<number>();
  for (const [a] of segments) xs.add(a[0]);
  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) {
      const [a, b] = segments[i]!;
      const [c, d] = segments[j]!;
      const den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0]);
      if (den === 0) continue;
      const t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den;
      const u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / den;
      if (t > 0 && t < 1 && u > 0 && u < 1) xs.add(a[0] + t * (b[0] - a[0]));
    }
  }
  const sorted = [...xs].sort((p, q) => p - q);
  let area = 0;
  for (let k = 0; k + 1 < sorted.length; k++) {
    const x0 = sorted[k]!;
    const x1 = sorted[k + 1]!;
    if (x1 <= x0) continue;
    const xm = (x0 + x1) / 2;
    const crossing: { y0: number; y1: number; ym: number; dir: number }[] = [];
    for (const [a, b] of segments) {
      if (a[0] === b[0]) continue;
      const lo = Math.min(a[0], b[0]);
      const hi = Math.max(a[0], b[0]);
      if (lo > x0 || hi < x1) continue;
      const at = (x: number) => a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1]);
      crossing.push({ y0: at(x0), y1: at(x1), ym: at(xm), dir: b[0] > a[0] ? 1 : -1 });
    }
    crossing.sort((p, q) => p.ym - q.ym);
    let w = 0;
    for (let i = 0; i + 1 < crossing.length; i++) {
      w += crossing[i]!.dir;
      if (insideRule(rule, w)) {
        const lower = crossing[i]!;
        const upper = crossing[i + 1]!;
        area += ((upper.y0 - lower.y0 + (upper.y1 - lower.y1)) / 2) * (x1 - x0);
      }
    }
  }
  return area;
}

/** Area of the overlap of two counter-clockwise triangles (convex clipping). */
export function overlapArea(a: readonly V[], b: readonly V[]): number {
  let poly = a.map((v) => ({ x: v.x, y: v.y }));
  for (let i = 0; i < 3 && poly.length > 0; i++) {
    const p = b[i]!;
    const q = b[(i + 1) % 3]!;
    const side = (v: { x: number; y: number }) => (q.x - p.x) * (v.y - p.y) - (q.y - p.y) * (v.x - p.x);
    const next: { x: number; y: number }[] = [];
    for (let k = 0; k < poly.length; k++) {
      const c = poly[k]!;
      const d = poly[(k + 1) % poly.length]!;
      const sc = side(c);
      const sd = side(d);
      if (sc >= 0) next.push(c);
      if (sc >= 0 !== sd >= 0) {
        const t = sc / (sc - sd);
        next.push({ x: c.x + t * (d.x - c.x), y: c.y + t * (d.y - c.y) });
      }
    }
    poly = next;
  }
  return poly.length < 3 ? 0 : signedArea(poly);
}
