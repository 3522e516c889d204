// Primitive assembly, shared by drivers: cuts the element sequence of a draw at restarts (-1 entries)
// and decomposes each run of a PipePrim mode into points, lines and triangles, with the provoking
// vertex GL and Gallium give each (last vertex, or first with flatshade_first; fans then take the
// second, quads follow the convention, polygons always the first), and the edge flags of triangles
// split out of quads and polygons (their inner edges are hidden from unfilled rendering). Adjacency
// modes give their primitives without the adjacent vertices.
import { PipePrim } from '../enums.js';

/** Receives the primitives of a draw (vertex slots of the vertex store). */
export interface PrimitiveSink {
  point(v: number, primitiveId: number): void;
  line(v0: number, v1: number, provoking: number, primitiveId: number): void;
  /** Edge flag bits: 1 for v0→v1, 2 for v1→v2, 4 for v2→v0. */
  triangle(v0: number, v1: number, v2: number, provoking: number, edges: number, primitiveId: number): void;
}

const ALL_EDGES = 7;

/** Assembles `slots[0..count)` (−1 = restart) of `mode` into `sink`; returns the number of primitives. */
export function assemblePrimitives(
  mode: PipePrim,
  slots: Int32Array,
  count: number,
  first: boolean,
  sink: PrimitiveSink,
): number {
  let id = 0;
  let start = 0;
  for (let i = 0; i <= count; i++) {
    if (i < count && slots[i]! >= 0) continue;
    if (i > start) id = assembleRun(mode, slots, start, i - start, first, sink, id);
    start = i + 1;
  }
  return id;
}

function assembleRun(
  mode: PipePrim,
  s: Int32Array,
  o: number,
  n: number,
  first: boolean,
  sink: PrimitiveSink,
  id: number,
): number {
  const v = (i: number) => s[o + i]!;
  switch (mode) {
    case PipePrim.POINTS:
      for (let i = 0; i < n; i++) sink.point(v(i), id++);
      return id;
    case PipePrim.LINES:
      for (let i = 0; i + 1 < n; i += 2) sink.line(v(i), v(i + 1), first ? v(i) : v(i + 1), id++);
      return id;
    case PipePrim.LINE_STRIP:
    case PipePrim.LINE_LOOP: {
      for (let i = 0; i + 1 < n; i++) sink.line(v(i), v(i + 1), first ? v(i) : v(i + 1), id++);
      if (mode === PipePrim.LINE_LOOP && n > 1) sink.line(v(n - 1), v(0), first ? v(n - 1) : v(0), id++);
      return id;
    }
    case PipePrim.LINES_ADJACENCY:
      for (let i = 0; i + 3 < n; i += 4) sink.line(v(i + 1), v(i + 2), first ? v(i + 1) : v(i + 2), id++);
      return id;
    case PipePrim.LINE_STRIP_ADJACENCY:
      for (let i = 1; i + 2 < n; i++) sink.line(v(i), v(i + 1), first ? v(i) : v(i + 1), id++);
      return id;
    case PipePrim.TRIANGLES:
      for (let i = 0; i + 2 < n; i += 3)
        sink.triangle(v(i), v(i + 1), v(i + 2), first ? v(i) : v(i + 2), ALL_EDGES, id++);
      return id;
    case PipePrim.TRIANGLE_STRIP:
      for (let i = 0; i + 2 < n; i++) {
        if (i % 2 === 0) sink.triangle(v(i), v(i + 1), v(i + 2), first ? v(i) : v(i + 2), ALL_EDGES, id++);
        else if (first) sink.triangle(v(i), v(i + 2), v(i + 1), v(i), ALL_EDGES, id++);
        else sink.triangle(v(i + 1), v(i), v(i + 2), v(i + 2), ALL_EDGES, id++);
      }
      return id;
    case PipePrim.TRIANGLE_FAN:
      for (let i = 1; i + 1 < n; i++)
        sink.triangle(v(0), v(i), v(i + 1), first ? v(i) : v(i + 1), ALL_EDGES, id++);
      return id;
    case PipePrim.QUADS:
      for (let i = 0; i + 3 < n; i += 4)
        quad(sink, v(i), v(i + 1), v(i + 2), v(i + 3), first ? v(i) : v(i + 3), id++);
      return id;
    case PipePrim.QUAD_STRIP:
      for (let i = 0; i + 3 < n; i += 2)
        quad(sink, v(i), v(i + 1), v(i + 3), v(i + 2), first ? v(i) : v(i + 3), id++);
      return id;
    case PipePrim.POLYGON:
      for (let i = 1; i + 1 < n; i++) {
        const edges = 2 | (i === 1 ? 1 : 0) | (i + 2 === n ? 4 : 0);
        sink.triangle(v(0), v(i), v(i + 1), v(0), edges, id);
      }
      return n >= 3 ? id + 1 : id;
    case PipePrim.TRIANGLES_ADJACENCY:
      for (let i = 0; i + 5 < n; i += 6)
        sink.triangle(v(i), v(i + 2), v(i + 4), first ? v(i) : v(i + 4), ALL_EDGES, id++);
      return id;
    case PipePrim.TRIANGLE_STRIP_ADJACENCY:
      for (let t = 0; 2 * t + 4 < n; t++) {
        const a = v(2 * t),
          b = v(2 * t + 2),
          c = v(2 * t + 4);
        if (t % 2 === 0) sink.triangle(a, b, c, first ? a : c, ALL_EDGES, id++);
        else sink.triangle(b, a, c, first ? a : c, ALL_EDGES, id++);
      }
      return id;
    default:
      return id;
  }
}

/** A quad v0 v1 v2 v3 as the triangles (v0, v1, v2) and (v0, v2, v3), the v0–v2 diagonal hidden. */
function quad(
  sink: PrimitiveSink,
  a: number,
  b: number,
  c: number,
  d: number,
  provoking: number,
  id: number,
): void {
  sink.triangle(a, b, c, provoking, 1 | 2, id);
  sink.triangle(a, c, d, provoking, 2 | 4, id);
}
