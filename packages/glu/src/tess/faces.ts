// Faces of the planar graph the sweep leaves: directed half-edges that keep the face they bound on their
// left, walked from each half-edge to the next one clockwise around its end vertex. Used twice: on the
// boundary edges alone (the contours of boundary-only mode) and on boundary, interior and diagonal edges
// (the monotone pieces to triangulate).
import type { Point2 } from './geometry.js';

/** A directed edge of a face walk: from → to, and whether it is on the polygon's boundary. */
export interface HalfEdge {
  from: number;
  to: number;
  boundary: boolean;
}

/** One face: its vertices in order (inside on the left) and whether each edge i → i+1 is boundary. */
export interface FaceLoop {
  vertices: number[];
  boundary: boolean[];
}

/** Which half of the turn a direction points into: 0 for angles in [0, π), 1 for [π, 2π). */
function halfTurn(d: Point2): number {
  return d.t < 0 || (d.t === 0 && d.s < 0) ? 1 : 0;
}

/** Orders directions by their angle from +s counter-clockwise, with a cross product rather than atan2. */
function compareAngles(a: Point2, b: Point2): number {
  const half = halfTurn(a) - halfTurn(b);
  if (half !== 0) return half;
  const cross = a.s * b.t - a.t * b.s;
  return cross > 0 ? -1 : cross < 0 ? 1 : 0;
}

/**
 * Walks every face bounded by `halfEdges`. Faces that do not close (inconsistent input left by
 * rounding) are dropped; every half-edge is walked at most once, so the work is bounded.
 */
export function traceFaces(points: readonly Point2[], halfEdges: readonly HalfEdge[]): FaceLoop[] {
  const direction = (from: number, to: number): Point2 => ({
    s: points[to]!.s - points[from]!.s,
    t: points[to]!.t - points[from]!.t,
  });
  const outgoing = new Map<number, { edge: number; direction: Point2 }[]>();
  halfEdges.forEach((h, edge) => {
    const list = outgoing.get(h.from) ?? [];
    list.push({ edge, direction: direction(h.from, h.to) });
    outgoing.set(h.from, list);
  });
  for (const list of outgoing.values()) list.sort((x, y) => compareAngles(x.direction, y.direction));

  /** The half-edge after `h`: the first one leaving h.to clockwise from the direction back to h.from. */
  const nextOf = (h: HalfEdge): number => {
    const list = outgoing.get(h.to);
    if (!list || list.length === 0) return -1;
    const back = direction(h.to, h.from);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareAngles(list[mid]!.direction, back) < 0) lo = mid + 1;
      else hi = mid;
    }
    return list[lo > 0 ? lo - 1 : list.length - 1]!.edge;
  };

  const used = new Uint8Array(halfEdges.length);
  const faces: FaceLoop[] = [];
  for (let start = 0; start < halfEdges.length; start++) {
    if (used[start]) continue;
    const walk: number[] = [];
    let edge = start;
    while (edge >= 0 && !used[edge]) {
      used[edge] = 1;
      walk.push(edge);
      edge = nextOf(halfEdges[edge]!);
    }
    if (edge !== start || walk.length < 3) continue;
    faces.push({
      vertices: walk.map((e) => halfEdges[e]!.from),
      boundary: walk.map((e) => halfEdges[e]!.boundary),
    });
  }
  return faces;
}
