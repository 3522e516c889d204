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

/**
 * Walks every face bounded by `halfEdges`. Faces that do not close (inconsistent input left by
 * rounding) are dropped; every half-edge is walked at most once, so the work is bounded.
 */
export function traceFaces(points: readonly Point2[], halfEdges: readonly HalfEdge[]): FaceLoop[] {
  const outgoing = new Map<number, { edge: number; angle: number }[]>();
  halfEdges.forEach((h, edge) => {
    const a = points[h.from]!;
    const b = points[h.to]!;
    const list = outgoing.get(h.from) ?? [];
    list.push({ edge, angle: Math.atan2(b.t - a.t, b.s - a.s) });
    outgoing.set(h.from, list);
  });
  for (const list of outgoing.values()) list.sort((x, y) => x.angle - y.angle);

  /** The half-edge after `h`: the first one leaving h.to clockwise from the direction back to h.from. */
  const nextOf = (h: HalfEdge): number => {
    const list = outgoing.get(h.to);
    if (!list || list.length === 0) return -1;
    const a = points[h.to]!;
    const b = points[h.from]!;
    const back = Math.atan2(b.t - a.t, b.s - a.s);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.angle < back) lo = mid + 1;
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
