// The planar arrangement of a polygon's contours in the sweep coordinates: coincident vertices merged,
// every edge split where it crosses another edge (a new vertex made by the combine callback) or where a
// vertex lies on it, overlapping edges made one, and each edge given the winding number it adds when
// crossed upwards. What remains is a set of edges that meet only at their end points, ready for the sweep.

import { orient, sweepCompare } from './geometry.js';
import type { Vec3 } from './plane.js';

/** A vertex of the arrangement: sweep coordinates, 3D coordinates and the caller's data. */
export interface TessVertex {
  s: number;
  t: number;
  coords: Vec3;
  data: unknown;
}

/** An edge from the sweep-earlier vertex `lo` to the later `hi`; `weight` = winding above − below. */
export interface ArrangementEdge {
  lo: number;
  hi: number;
  weight: number;
}

/**
 * Makes the data of a vertex from up to four others (GLU's combine callback): returns the new data, or
 * `undefined` when the callback is missing or returns nothing. `needed` says whether the tessellation
 * fails without it (an intersection) or may keep data[0] (coincident vertices merged).
 */
export type CombineVertex = (
  coords: Vec3,
  data: [unknown, unknown, unknown, unknown],
  weights: [number, number, number, number],
  needed: boolean,
) => { data: unknown } | undefined;

/** How many times the edges are searched again for crossings that rounding of new vertices made. */
const SPLIT_PASSES = 8;

interface Segment {
  a: number;
  b: number;
}

/** Snapping distance relative to the polygon's largest coordinate (about 44 bits of 53). */
const SNAP_RELATIVE = 2 ** -44;

/**
 * The vertices of an arrangement, found by exact position, or (for new crossings) by nearness: a
 * crossing within `snap` of an existing vertex is that vertex, so that rounding never makes clusters of
 * almost equal vertices whose tiny edges cross again.
 */
class VertexPool {
  readonly vertices: TessVertex[] = [];
  private readonly byPosition = new Map<number, Map<number, number>>();
  private readonly grid = new Map<string, number[]>();

  constructor(readonly snap: number) {}

  /** The vertex at (s, t), if one exists. */
  find(s: number, t: number): number | undefined {
    return this.byPosition.get(s)?.get(t);
  }

  /** A vertex within `snap` of (s, t) in both coordinates, if one exists. */
  near(s: number, t: number): number | undefined {
    if (!(this.snap > 0)) return undefined;
    const i = Math.floor(s / this.snap);
    const j = Math.floor(t / this.snap);
    for (let di = -1; di <= 1; di++)
      for (let dj = -1; dj <= 1; dj++)
        for (const id of this.grid.get(`${i + di},${j + dj}`) ?? []) {
          const v = this.vertices[id]!;
          if (Math.abs(v.s - s) <= this.snap && Math.abs(v.t - t) <= this.snap) return id;
        }
    return undefined;
  }

  add(vertex: TessVertex): number {
    const id = this.vertices.length;
    this.vertices.push(vertex);
    let column = this.byPosition.get(vertex.s);
    if (!column) {
      column = new Map();
      this.byPosition.set(vertex.s, column);
    }
    column.set(vertex.t, id);
    if (this.snap > 0) {
      const key = `${Math.floor(vertex.s / this.snap)},${Math.floor(vertex.t / this.snap)}`;
      const cell = this.grid.get(key);
      if (cell) cell.push(id);
      else this.grid.set(key, [id]);
    }
    return id;
  }
}

/** Where segment (a, b) and (c, d) cross (strictly inside both), as parameters along each; else null. */
function crossing(
  A: TessVertex,
  B: TessVertex,
  C: TessVertex,
  D: TessVertex,
): { alongAB: number; alongCD: number } | null {
  const o1 = orient(A, B, C);
  const o2 = orient(A, B, D);
  if (!((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0))) return null;
  const o3 = orient(C, D, A);
  const o4 = orient(C, D, B);
  if (!((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return null;
  return { alongAB: o3 / (o3 - o4), alongCD: o1 / (o1 - o2) };
}

/**
 * Whether P lies on segment AB (within `snap` of its line) between its end points, and (unless exactly
 * on the line) farther than `snap` from both, so that two almost equal vertices never split each
 * other's edges in turn.
 */
function liesInside(A: TessVertex, B: TessVertex, P: TessVertex, snap: number): boolean {
  const ds = B.s - A.s;
  const dt = B.t - A.t;
  const lengthSquared = ds * ds + dt * dt;
  const side = orient(A, B, P);
  const along = (P.s - A.s) * ds + (P.t - A.t) * dt;
  if (side === 0) return along > 0 && along < lengthSquared;
  if (!(side * side <= snap * snap * lengthSquared)) return false;
  const margin = snap * Math.sqrt(lengthSquared);
  return along > margin && along < lengthSquared - margin;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(Math.max(x, lo), hi);
}

/** The result of building an arrangement, or `null` after a needed combine failed. */
export interface Arrangement {
  vertices: TessVertex[];
  edges: ArrangementEdge[];
}

/**
 * Builds the arrangement of `contours` (lists of vertices, each closed back to its first). Returns null
 * when an intersection needs a new vertex and `combine` gives none (GLU_TESS_NEED_COMBINE_CALLBACK).
 */
export function buildArrangement(
  contours: readonly (readonly TessVertex[])[],
  combine: CombineVertex,
): Arrangement | null {
  let largest = 0;
  for (const contour of contours)
    for (const v of contour) largest = Math.max(largest, Math.abs(v.s), Math.abs(v.t));
  const snap = largest * SNAP_RELATIVE;
  const pool = new VertexPool(Number.isFinite(snap) ? snap : 0);
  let segments: Segment[] = [];
  for (const contour of contours) {
    const ids: number[] = [];
    for (const vertex of contour) {
      let id = pool.find(vertex.s, vertex.t);
      if (id === undefined) {
        id = pool.add({ ...vertex });
      } else if (
        ids[ids.length - 1] !== id &&
        !(ids.length > 0 && ids[0] === id && vertex === contour[contour.length - 1])
      ) {
        const kept = pool.vertices[id]!;
        const merged = combine(
          kept.coords,
          [kept.data, vertex.data, undefined, undefined],
          [0.5, 0.5, 0, 0],
          false,
        );
        if (merged !== undefined) kept.data = merged.data;
      }
      if (ids[ids.length - 1] !== id) ids.push(id);
    }
    while (ids.length > 1 && ids[ids.length - 1] === ids[0]) ids.pop();
    if (ids.length < 2) continue;
    for (let i = 0; i < ids.length; i++) segments.push({ a: ids[i]!, b: ids[(i + 1) % ids.length]! });
  }
  for (let pass = 0; pass < SPLIT_PASSES; pass++) {
    const next = splitPass(segments, pool, combine);
    if (next === null) return null;
    if (next === segments) break;
    segments = next;
  }
  return { vertices: pool.vertices, edges: mergeEdges(segments, pool.vertices) };
}

/**
 * One search for crossings and vertices lying on edges: returns the segments split there (the same
 * array when nothing was split), or null when a needed combine failed.
 */
function splitPass(segments: Segment[], pool: VertexPool, combine: CombineVertex): Segment[] | null {
  const V = pool.vertices;
  const order = segments.map((_, i) => i);
  const minS = segments.map((g) => Math.min(V[g.a]!.s, V[g.b]!.s));
  const maxS = segments.map((g) => Math.max(V[g.a]!.s, V[g.b]!.s));
  order.sort((i, j) => minS[i]! - minS[j]!);
  const splits = new Map<number, number[]>();
  /** Pairs of segments that may cross, two indices each. */
  const crossings: number[] = [];
  const addSplit = (segment: number, vertex: number) => {
    const g = segments[segment]!;
    if (vertex === g.a || vertex === g.b) return;
    const list = splits.get(segment);
    if (list) list.push(vertex);
    else splits.set(segment, [vertex]);
  };
  for (let x = 0; x < order.length; x++) {
    const i = order[x]!;
    const g = segments[i]!;
    const A = V[g.a]!;
    const B = V[g.b]!;
    const gtLo = Math.min(A.t, B.t);
    const gtHi = Math.max(A.t, B.t);
    for (let y = x + 1; y < order.length; y++) {
      const j = order[y]!;
      if (minS[j]! > maxS[i]!) break;
      const h = segments[j]!;
      const C = V[h.a]!;
      const D = V[h.b]!;
      if (Math.max(C.t, D.t) < gtLo || Math.min(C.t, D.t) > gtHi) continue;
      const shared = g.a === h.a || g.a === h.b || g.b === h.a || g.b === h.b;
      if (h.a !== g.a && h.a !== g.b && liesInside(A, B, C, pool.snap)) addSplit(i, h.a);
      if (h.b !== g.a && h.b !== g.b && liesInside(A, B, D, pool.snap)) addSplit(i, h.b);
      if (g.a !== h.a && g.a !== h.b && liesInside(C, D, A, pool.snap)) addSplit(j, g.a);
      if (g.b !== h.a && g.b !== h.b && liesInside(C, D, B, pool.snap)) addSplit(j, g.b);
      if (!shared) crossings.push(i, j);
    }
  }
  // Vertices on edges first: overlapping edges then become equal, and cross others at one point; the
  // crossings of edges not split in this pass are made now.
  {
    const splitNow = new Set(splits.keys());
    for (let k = 0; k < crossings.length; k += 2) {
      const i = crossings[k]!;
      const j = crossings[k + 1]!;
      if (splitNow.has(i) || splitNow.has(j)) continue;
      const [p, q] = canonicalPair(segments[i]!, segments[j]!);
      const A = V[p.a]!;
      const B = V[p.b]!;
      const C = V[q.a]!;
      const D = V[q.b]!;
      const cross = crossing(A, B, C, D);
      if (cross === null) continue;
      const vertex = crossingVertex(A, B, C, D, cross.alongAB, cross.alongCD, pool, combine);
      if (vertex === null) return null;
      addSplit(i, vertex);
      addSplit(j, vertex);
    }
  }
  if (splits.size === 0) return segments;
  const result: Segment[] = [];
  segments.forEach((g, i) => {
    const inner = splits.get(i);
    if (!inner) {
      result.push(g);
      return;
    }
    const A = V[g.a]!;
    const B = V[g.b]!;
    const along = (id: number) => (V[id]!.s - A.s) * (B.s - A.s) + (V[id]!.t - A.t) * (B.t - A.t);
    const chain = [...new Set(inner)].sort((p, q) => along(p) - along(q));
    let from = g.a;
    for (const id of [...chain, g.b]) {
      if (id !== from) result.push({ a: from, b: id });
      from = id;
    }
  });
  return result;
}

/**
 * Two segments in an order that depends only on their vertices (each from its lower vertex id, the
 * segment with the lower ids first), so that equal segments give bit-identical crossings.
 */
function canonicalPair(g: Segment, h: Segment): [Segment, Segment] {
  const p = g.a < g.b ? g : { a: g.b, b: g.a };
  const q = h.a < h.b ? h : { a: h.b, b: h.a };
  return p.a < q.a || (p.a === q.a && p.b < q.b) ? [p, q] : [q, p];
}

/** The vertex where AB and CD cross: an existing one at that point, else one made by combine. */
function crossingVertex(
  A: TessVertex,
  B: TessVertex,
  C: TessVertex,
  D: TessVertex,
  alongAB: number,
  alongCD: number,
  pool: VertexPool,
  combine: CombineVertex,
): number | null {
  const s1 = A.s + alongAB * (B.s - A.s);
  const t1 = A.t + alongAB * (B.t - A.t);
  const s2 = C.s + alongCD * (D.s - C.s);
  const t2 = C.t + alongCD * (D.t - C.t);
  const sLo = Math.max(Math.min(A.s, B.s), Math.min(C.s, D.s));
  const sHi = Math.min(Math.max(A.s, B.s), Math.max(C.s, D.s));
  const tLo = Math.max(Math.min(A.t, B.t), Math.min(C.t, D.t));
  const tHi = Math.min(Math.max(A.t, B.t), Math.max(C.t, D.t));
  const s = clamp((s1 + s2) / 2, sLo, sHi);
  const t = clamp((t1 + t2) / 2, tLo, tHi);
  const existing = pool.find(s, t) ?? pool.near(s, t);
  if (existing !== undefined) return existing;
  const weights: [number, number, number, number] = [
    (1 - alongAB) / 2,
    alongAB / 2,
    (1 - alongCD) / 2,
    alongCD / 2,
  ];
  const coords: Vec3 = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    coords[k] =
      weights[0] * A.coords[k]! +
      weights[1] * B.coords[k]! +
      weights[2] * C.coords[k]! +
      weights[3] * D.coords[k]!;
  }
  const made = combine(coords, [A.data, B.data, C.data, D.data], weights, true);
  if (made === undefined) return null;
  return pool.add({ s, t, coords, data: made.data });
}

/** Segments made one edge per vertex pair, oriented in sweep order, their winding contributions summed. */
function mergeEdges(segments: readonly Segment[], vertices: readonly TessVertex[]): ArrangementEdge[] {
  const byPair = new Map<number, ArrangementEdge>();
  for (const g of segments) {
    const forward = sweepCompare(vertices[g.a]!, vertices[g.b]!) < 0;
    const lo = forward ? g.a : g.b;
    const hi = forward ? g.b : g.a;
    const key = lo * vertices.length + hi;
    const edge = byPair.get(key);
    if (edge) edge.weight += forward ? 1 : -1;
    else byPair.set(key, { lo, hi, weight: forward ? 1 : -1 });
  }
  return [...byPair.values()].filter((e) => e.weight !== 0);
}
