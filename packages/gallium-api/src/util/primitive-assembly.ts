// Primitive assembly, shared by drivers (driver-soft's draw module and geometry-shader output,
// driver-webgl's primitive conversion and line stipple): cuts the element sequence of a draw at
// restarts and decomposes each run of a PipePrim mode into points, lines and triangles, with the
// provoking vertex GL and Gallium give each (last vertex, or first with flatshade_first; quads follow
// the convention, polygons always take the first) and the edge flags of triangles split out of quads and
// polygons (their inner edges are hidden from unfilled rendering). The vertex order of each primitive is
// the one transform feedback records and a geometry shader receives: odd triangles of strips swap their
// two non-provoking vertices so every triangle keeps the strip's winding, fans with a first provoking
// vertex start at their first non-hub vertex. Adjacency modes give their primitives without the adjacent
// vertices, unless the sink takes them (a geometry shader's input): then lines come with 4 vertices and
// triangles with 6 in the order of GL's tables (Vulkan's for a first provoking vertex).
import { PipePrim } from '../enums.js';

/** Receives the primitives of a draw (vertex slots of the vertex store). */
export interface PrimitiveSink {
  point(v: number, primitiveId: number): void;
  line(v0: number, v1: number, provoking: number, primitiveId: number): void;
  /** Edge flag bits: 1 for v0→v1, 2 for v1→v2, 4 for v2→v0. */
  triangle(v0: number, v1: number, v2: number, provoking: number, edges: number, primitiveId: number): void;
}

/** A sink that also takes the adjacent vertices of adjacency primitives. */
export interface AdjacencySink extends PrimitiveSink {
  /** a–v0–v1–b: the line v0–v1 with its neighbours. */
  lineAdjacency(a: number, v0: number, v1: number, b: number, primitiveId: number): void;
  /** The triangle v0 v1 v2, each edge followed by the vertex across it. */
  triangleAdjacency(
    v0: number,
    a01: number,
    v1: number,
    a12: number,
    v2: number,
    a20: number,
    primitiveId: number,
  ): void;
}

const ALL_EDGES = 7;

/**
 * Assembles `slots[0..count)` (−1 = restart) of `mode` into `sink`; returns the number of primitives
 * assembled (a quad or a polygon counts once) plus `firstId`. Primitive ids run on across restarts,
 * from `firstId` (a draw assembled in pieces passes on the ids it has given).
 */
export function assemblePrimitives(
  mode: PipePrim,
  slots: Int32Array,
  count: number,
  first: boolean,
  sink: PrimitiveSink | AdjacencySink,
  firstId = 0,
): number {
  const adjacency = 'triangleAdjacency' in sink ? sink : null;
  let id = firstId;
  let start = 0;
  for (let i = 0; i <= count; i++) {
    if (i < count && slots[i]! >= 0) continue;
    if (i > start) id = assembleRun(mode, slots, start, i - start, first, sink, adjacency, id);
    start = i + 1;
  }
  return id;
}

/** The number of primitives `vertices` vertices of `mode` make (no restarts). */
export function primitivesInRun(mode: PipePrim, vertices: number): number {
  const n = vertices;
  switch (mode) {
    case PipePrim.POINTS:
      return n;
    case PipePrim.LINES:
      return n >> 1;
    case PipePrim.LINE_STRIP:
      return Math.max(n - 1, 0);
    case PipePrim.LINE_LOOP:
      return n >= 2 ? n : 0;
    case PipePrim.LINES_ADJACENCY:
      return n >> 2;
    case PipePrim.LINE_STRIP_ADJACENCY:
      return Math.max(n - 3, 0);
    case PipePrim.TRIANGLES:
      return Math.floor(n / 3);
    case PipePrim.TRIANGLE_STRIP:
    case PipePrim.TRIANGLE_FAN:
      return Math.max(n - 2, 0);
    case PipePrim.QUADS:
      return n >> 2;
    case PipePrim.QUAD_STRIP:
      return n >= 4 ? (n - 2) >> 1 : 0;
    case PipePrim.POLYGON:
      return n >= 3 ? 1 : 0;
    case PipePrim.TRIANGLES_ADJACENCY:
      return Math.floor(n / 6);
    case PipePrim.TRIANGLE_STRIP_ADJACENCY:
      return n >= 6 ? (n - 4) >> 1 : 0;
    default:
      return 0;
  }
}

function assembleRun(
  mode: PipePrim,
  s: Int32Array,
  o: number,
  n: number,
  first: boolean,
  sink: PrimitiveSink,
  adjacency: AdjacencySink | null,
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
    case PipePrim.LINE_STRIP_ADJACENCY: {
      const step = mode === PipePrim.LINES_ADJACENCY ? 4 : 1;
      for (let i = 0; i + 3 < n; i += step) {
        if (adjacency) adjacency.lineAdjacency(v(i), v(i + 1), v(i + 2), v(i + 3), id++);
        else sink.line(v(i + 1), v(i + 2), first ? v(i + 1) : v(i + 2), id++);
      }
      return id;
    }
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
      for (let i = 1; i + 1 < n; i++) {
        if (first) sink.triangle(v(i), v(i + 1), v(0), v(i), ALL_EDGES, id++);
        else sink.triangle(v(0), v(i), v(i + 1), v(i + 1), ALL_EDGES, id++);
      }
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
      for (let i = 0; i + 5 < n; i += 6) {
        if (adjacency)
          adjacency.triangleAdjacency(v(i), v(i + 1), v(i + 2), v(i + 3), v(i + 4), v(i + 5), id++);
        else sink.triangle(v(i), v(i + 2), v(i + 4), first ? v(i) : v(i + 4), ALL_EDGES, id++);
      }
      return id;
    case PipePrim.TRIANGLE_STRIP_ADJACENCY: {
      const triangles = primitivesInRun(mode, n);
      const at = stripAdjacency;
      for (let t = 0; t < triangles; t++) {
        stripAdjacencyOffsets(t, triangles, first, at);
        const base = o + 2 * t;
        const w = (k: number) => s[base + at[k]!]!;
        if (adjacency) adjacency.triangleAdjacency(w(0), w(1), w(2), w(3), w(4), w(5), id++);
        else sink.triangle(w(0), w(2), w(4), first ? w(0) : w(4), ALL_EDGES, id++);
      }
      return id;
    }
    default:
      return id;
  }
}

const stripAdjacency = new Int32Array(6);
const stripTable = new Int32Array(6);

/**
 * The six vertices of triangle `t` of a triangle strip with adjacency, as offsets from vertex 2t, in
 * input order (v0, across v0–v1, v1, across v1–v2, v2, across v2–v0). These are the "triangle strips
 * with adjacency" tables: Vulkan's with the first vertex provoking; GL's, which rotate the odd
 * triangles so that their provoking vertex comes last, otherwise.
 */
function stripAdjacencyOffsets(t: number, triangles: number, first: boolean, out: Int32Array): void {
  const evenOrFirst = t % 2 === 0;
  const table = stripTable;
  table[0] = 0;
  table[1] = t === 0 ? 1 : evenOrFirst ? -2 : 3;
  table[2] = evenOrFirst ? 2 : 4;
  table[3] = t === triangles - 1 ? 5 : 6;
  table[4] = evenOrFirst ? 4 : 2;
  table[5] = evenOrFirst ? 3 : -2;
  const rotate = !first && !evenOrFirst ? 4 : 0;
  for (let k = 0; k < 6; k++) out[k] = table[(k + rotate) % 6]!;
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
