// The sweep over an arrangement (edges that meet only at end points), left to right in sweep order:
// the winding number of the region above each edge, and the diagonals that cut every inside region into
// pieces monotone in s (a split vertex joined to the last vertex seen in the region it splits, a merge
// vertex to the next vertex seen in the region it merges), as in the monotone decomposition of de Berg
// et al., generalised to vertices with any number of edges.
import type { ArrangementEdge, TessVertex } from './arrangement.js';
import { orient, sweepCompare } from './geometry.js';

/** An edge crossing the sweep line, and the region above it up to the next edge. */
interface ActiveEdge {
  edge: number;
  lo: number;
  hi: number;
  /** Winding number of the region above this edge. */
  windingAbove: number;
  /** The last vertex seen on the region above, -1 before any. */
  helper: number;
  /** Whether `helper` is a merge vertex still waiting for a diagonal to the right. */
  pending: boolean;
}

export interface SweepResult {
  /** Winding number above each edge (above = to the left of lo→hi). */
  windingAbove: number[];
  /** Diagonals [vertex, vertex] inside inside regions. */
  diagonals: [number, number][];
}

/**
 * Sweeps `edges` over `vertices`; `inside(w)` tells the regions to cut into monotone pieces. Bounded
 * on any input: every vertex is one event, every edge enters and leaves the active list once.
 */
export function sweep(
  vertices: readonly TessVertex[],
  edges: readonly ArrangementEdge[],
  inside: (winding: number) => boolean,
): SweepResult {
  const starting: number[][] = vertices.map(() => []);
  const ending: number[][] = vertices.map(() => []);
  edges.forEach((e, i) => {
    starting[e.lo]!.push(i);
    ending[e.hi]!.push(i);
  });
  const events = vertices.map((_, i) => i).filter((i) => starting[i]!.length + ending[i]!.length > 0);
  events.sort((a, b) => sweepCompare(vertices[a]!, vertices[b]!));
  const windingAbove = edges.map(() => 0);
  const diagonals: [number, number][] = [];
  // The bottom sentinel stands for the region below every edge (winding 0, never removed).
  const active: ActiveEdge[] = [{ edge: -1, lo: -1, hi: -1, windingAbove: 0, helper: -1, pending: false }];
  const connect = (region: ActiveEdge, v: number, always: boolean) => {
    if (
      region.helper >= 0 &&
      region.helper !== v &&
      inside(region.windingAbove) &&
      (always || region.pending)
    )
      diagonals.push([v, region.helper]);
  };

  for (const v of events) {
    const P = vertices[v]!;
    let first = -1;
    let last = -1;
    for (let k = 1; k < active.length; k++) {
      if (active[k]!.hi === v) {
        if (first < 0) first = k;
        last = k;
      }
    }
    let insertAt: number;
    let merging = false;
    if (first >= 0) {
      // Regions closing at v, then the regions below and above, which v joins (or which v ends).
      for (let k = first; k < last; k++) connect(active[k]!, v, false);
      const below = active[first - 1]!;
      const above = active[last]!;
      connect(below, v, false);
      connect(above, v, false);
      for (let k = last; k >= first; k--) if (active[k]!.hi === v) active.splice(k, 1);
      insertAt = first;
      below.helper = v;
      below.pending = false;
      merging = starting[v]!.length === 0;
      if (merging) below.pending = true;
    } else {
      // v lies inside the region above active[insertAt - 1]: a split vertex when that region is inside.
      let lo = 1;
      let hi = active.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const e = active[mid]!;
        if (orient(vertices[e.lo]!, vertices[e.hi]!, P) > 0) lo = mid + 1;
        else hi = mid;
      }
      insertAt = lo;
      const region = active[insertAt - 1]!;
      connect(region, v, true);
      region.helper = v;
      region.pending = false;
    }
    const fresh = starting[v]!.slice().sort((a, b) => {
      const A = vertices[edges[a]!.hi]!;
      const B = vertices[edges[b]!.hi]!;
      return -orient(P, A, B);
    });
    let winding = active[insertAt - 1]!.windingAbove;
    const added: ActiveEdge[] = fresh.map((i) => {
      const e = edges[i]!;
      winding += e.weight;
      windingAbove[i] = winding;
      return { edge: i, lo: e.lo, hi: e.hi, windingAbove: winding, helper: v, pending: false };
    });
    for (let k = 0; k < added.length; k++) active.splice(insertAt + k, 0, added[k]!);
  }
  return { windingAbove, diagonals };
}
