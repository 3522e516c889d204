// Triangulation of a trimmed parameter domain. The domain is cut into vertical slabs at every grid u
// value and every loop vertex, so no loop vertex lies inside a slab: there the loop edges are straight
// segments across the slab and the region (non-zero winding of the loops, outer loops counter-clockwise)
// is a stack of trapezoids. Each trapezoid is triangulated between its two vertical sides, which are
// split at the grid v values and at every point where an edge meets that line — the same points on both
// sides of a line, so neighbouring slabs share their vertices (no T-junctions, no cracks).
import type { TrimLoop } from './trim-loops.js';

/** A primitive in parameter space: (u, v) pairs drawn as GL_TRIANGLE_STRIP or GL_TRIANGLES. */
export interface DomainPrimitive {
  readonly strip: boolean;
  readonly points: number[];
}

interface Edge {
  readonly u0: number;
  readonly v0: number;
  readonly u1: number;
  readonly v1: number;
  /** +1 when the edge runs towards larger u, -1 otherwise. */
  readonly direction: number;
}

function edgeAt(edge: Edge, u: number): number {
  if (u <= edge.u0) return edge.v0;
  if (u >= edge.u1) return edge.v1;
  return edge.v0 + ((edge.v1 - edge.v0) * (u - edge.u0)) / (edge.u1 - edge.u0);
}

function loopEdges(loops: readonly TrimLoop[]): Edge[] {
  const edges: Edge[] = [];
  for (const loop of loops) {
    const n = loop.length / 2;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const ua = loop[2 * i] as number;
      const va = loop[2 * i + 1] as number;
      const ub = loop[2 * j] as number;
      const vb = loop[2 * j + 1] as number;
      if (ua === ub) continue;
      edges.push(
        ua < ub
          ? { u0: ua, v0: va, u1: ub, v1: vb, direction: 1 }
          : { u0: ub, v0: vb, u1: ua, v1: va, direction: -1 },
      );
    }
  }
  return edges;
}

function sortedUnique(values: number[]): number[] {
  values.sort((a, b) => a - b);
  return values.filter((x, i) => i === 0 || x !== values[i - 1]);
}

/** The v values where the line u = `u` is split: grid values and every edge point on it. */
function splitsOnLine(u: number, edges: readonly Edge[], gridV: readonly number[]): number[] {
  const values = [...gridV];
  for (const e of edges) if (e.u0 <= u && u <= e.u1) values.push(edgeAt(e, u));
  return sortedUnique(values);
}

/** The chain from `bottom` to `top` on one vertical line, through the splits strictly between them. */
function chain(bottom: number, top: number, splits: readonly number[]): number[] {
  const out = [bottom];
  for (const s of splits) if (s > bottom && s < top) out.push(s);
  if (top > bottom) out.push(top);
  return out;
}

/** Triangulates the region between a left and a right vertical chain, counter-clockwise in (u, v). */
function zip(uLeft: number, left: number[], uRight: number, right: number[], out: DomainPrimitive[]): void {
  const leftSpan = (left[left.length - 1] as number) - (left[0] as number) || 1;
  const rightSpan = (right[right.length - 1] as number) - (right[0] as number) || 1;
  const triangles: number[] = [];
  const strip: number[] = [uLeft, left[0] as number, uRight, right[0] as number];
  let alternating = true;
  let expectLeft = true;
  let i = 0;
  let j = 0;
  while (i < left.length - 1 || j < right.length - 1) {
    const nextLeft =
      i < left.length - 1 ? ((left[i + 1] as number) - (left[0] as number)) / leftSpan : Infinity;
    const nextRight =
      j < right.length - 1 ? ((right[j + 1] as number) - (right[0] as number)) / rightSpan : Infinity;
    const advanceLeft = nextLeft <= nextRight;
    if (advanceLeft !== expectLeft) alternating = false;
    expectLeft = !advanceLeft;
    if (advanceLeft) {
      triangles.push(uLeft, left[i] as number, uRight, right[j] as number, uLeft, left[i + 1] as number);
      strip.push(uLeft, left[i + 1] as number);
      i++;
    } else {
      triangles.push(uLeft, left[i] as number, uRight, right[j] as number, uRight, right[j + 1] as number);
      strip.push(uRight, right[j + 1] as number);
      j++;
    }
  }
  if (triangles.length === 0) return;
  out.push(alternating ? { strip: true, points: strip } : { strip: false, points: triangles });
}

/**
 * Triangles covering the region inside `loops` (non-zero winding), with vertices at the grid values
 * `gridU` × `gridV` (sorted; their ends bound the domain) and at the loop vertices.
 */
export function triangulateDomain(
  loops: readonly TrimLoop[],
  gridU: readonly number[],
  gridV: readonly number[],
): DomainPrimitive[] {
  const uMin = gridU[0] as number;
  const uMax = gridU[gridU.length - 1] as number;
  const vMin = gridV[0] as number;
  const vMax = gridV[gridV.length - 1] as number;
  const clamped = loops.map((loop) =>
    loop.map((x, k) => (k % 2 === 0 ? Math.min(uMax, Math.max(uMin, x)) : Math.min(vMax, Math.max(vMin, x)))),
  );
  const edges = loopEdges(clamped);
  const cuts = sortedUnique([...gridU, ...clamped.flatMap((loop) => loop.filter((_, k) => k % 2 === 0))]);
  const out: DomainPrimitive[] = [];
  let leftSplits = splitsOnLine(cuts[0] as number, edges, gridV);
  for (let s = 0; s + 1 < cuts.length; s++) {
    const u0 = cuts[s] as number;
    const u1 = cuts[s + 1] as number;
    const rightSplits = splitsOnLine(u1, edges, gridV);
    const middle = (u0 + u1) / 2;
    const crossing = edges
      .filter((e) => e.u0 <= u0 && e.u1 >= u1)
      .map((e) => ({ e, v: edgeAt(e, middle) }))
      .sort((a, b) => a.v - b.v);
    let winding = 0;
    let bottom: Edge | null = null;
    for (const { e } of crossing) {
      const before = winding;
      winding += e.direction;
      if (before <= 0 && winding > 0) bottom = e;
      else if (before > 0 && winding <= 0 && bottom) {
        const left = chain(edgeAt(bottom, u0), edgeAt(e, u0), leftSplits);
        const right = chain(edgeAt(bottom, u1), edgeAt(e, u1), rightSplits);
        zip(u0, left, u1, right, out);
        bottom = null;
      }
    }
    leftSplits = rightSplits;
  }
  return out;
}
