// Index lists for draws WebGL2 cannot issue as they are (like Mesa's u_primconvert): quads, quad strips
// and polygons; Gallium's first-vertex provoking rule (WebGL2 always takes the last vertex, so every
// primitive is rotated to end with its provoking vertex, winding kept); primitive restart with an index
// WebGL2 does not use (it always restarts at the all-ones index of the index size); unfilled polygons
// drawn as their edges or vertices. The result is a POINTS, LINES or TRIANGLES list of 32-bit indices
// (restart never needed); lists of non-indexed draws are cached per draw shape.
import { PipePolygonMode, PipePrim } from '@gallium-ts/gallium-api';
import { assemblePrimitives, type PrimitiveSink } from '@gallium-ts/gallium-api/util';

export interface IndexList {
  /** POINTS, LINES or TRIANGLES. */
  readonly glMode: number;
  readonly indices: Uint32Array;
  /** Lines and points of unfilled polygons: their polygons' facing (1 front, −1 back); else absent. */
  readonly facing?: number;
}

/** Whether WebGL2 draws `mode` natively (given the provoking vertex convention). */
export function nativeMode(mode: PipePrim, flatFirst: boolean): number | null {
  switch (mode) {
    case PipePrim.POINTS:
      return 0x0000;
    case PipePrim.LINES:
      return flatFirst ? null : 0x0001;
    case PipePrim.LINE_LOOP:
      return flatFirst ? null : 0x0002;
    case PipePrim.LINE_STRIP:
      return flatFirst ? null : 0x0003;
    case PipePrim.TRIANGLES:
      return flatFirst ? null : 0x0004;
    case PipePrim.TRIANGLE_STRIP:
      return flatFirst ? null : 0x0005;
    case PipePrim.TRIANGLE_FAN:
      return flatFirst ? null : 0x0006;
    default:
      return null;
  }
}

/** The list mode a Gallium mode decomposes into, under a polygon fill mode. */
function listMode(mode: PipePrim, fill: PipePolygonMode): number {
  if (mode === PipePrim.POINTS) return 0x0000;
  if (
    mode === PipePrim.LINES ||
    mode === PipePrim.LINE_LOOP ||
    mode === PipePrim.LINE_STRIP ||
    mode === PipePrim.LINES_ADJACENCY ||
    mode === PipePrim.LINE_STRIP_ADJACENCY
  )
    return 0x0001;
  return fill === PipePolygonMode.LINE ? 0x0001 : fill === PipePolygonMode.POINT ? 0x0000 : 0x0004;
}

/** A growable Uint32 list. */
class Indices {
  data = new Uint32Array(64);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v >>> 0;
  }
}

/** The polygon mode of a triangle (a, b, c), or null to drop it (culled). */
export type TriangleMode = (a: number, b: number, c: number) => PipePolygonMode | null;

/**
 * Decomposes `vertices` (vertex indices, -1 = restart) of `mode` into a list WebGL2 draws with its
 * last-vertex provoking rule; `fill` turns polygons into edges (LINE) or vertices (POINT), honouring
 * the edge flags of split quads and polygons. With `provoking` false (no flat shading in use) triangles
 * keep the order and the v0-v2 quad diagonal of driver-soft and llvmpipe.
 */
export function convertPrimitives(
  mode: PipePrim,
  vertices: Int32Array,
  count: number,
  flatFirst: boolean,
  fill: PipePolygonMode,
  provoking = true,
): IndexList {
  const lists = convertByTriangle(mode, vertices, count, flatFirst, () => fill, provoking);
  const glMode = listMode(mode, fill);
  return lists.find((l) => l.glMode === glMode) ?? { glMode, indices: new Uint32Array(0) };
}

/**
 * convertPrimitives where each triangle has its own polygon mode (`triangleMode`: by its facing, say):
 * the non-empty POINTS, LINES and TRIANGLES lists, in that order. Points and lines of point and line
 * modes are kept as they are.
 */
export function convertByTriangle(
  mode: PipePrim,
  vertices: Int32Array,
  count: number,
  flatFirst: boolean,
  triangleMode: TriangleMode,
  provoking = true,
): IndexList[] {
  const points = new Indices();
  const lines = new Indices();
  const triangles = new Indices();
  const seenPoint = new Set<number>();
  const line = (from: number, to: number) => {
    lines.push(from);
    lines.push(to);
  };
  const point = (v: number) => {
    if (seenPoint.has(v)) return;
    seenPoint.add(v);
    points.push(v);
  };
  // A quad split (a, b, c) + (a, c, d) whose provoking vertex d is not in the first triangle: held until
  // the second arrives, then split along b-d instead so that both triangles contain d.
  let held: { a: number; b: number; c: number; p: number; edges: number; id: number } | null = null;
  const triangle = (a: number, b: number, c: number, p: number, edges: number) => {
    const fill = triangleMode(a, b, c);
    if (fill === PipePolygonMode.FILL) {
      // rotate so that the provoking vertex comes last (the winding stays)
      if (provoking && p === a && p !== c) [a, b, c] = [b, c, a];
      else if (provoking && p === b && p !== c) [a, b, c] = [c, a, b];
      triangles.push(a);
      triangles.push(b);
      triangles.push(c);
    } else if (fill === PipePolygonMode.LINE) {
      if (edges & 1) line(a, b);
      if (edges & 2) line(b, c);
      if (edges & 4) line(c, a);
    } else if (fill === PipePolygonMode.POINT) {
      point(a);
      point(b);
      point(c);
    }
  };
  const sink: PrimitiveSink = {
    point: (v) => points.push(v),
    line: (a, b, p) => (p === a && p !== b ? line(b, a) : line(a, b)),
    triangle: (a, b, c, p, edges, id) => {
      if (held && held.id === id && held.a === a && held.c === b && c === held.p) {
        // the quad a b c d with d provoking: (a, b, d) and (b, c, d), edges kept
        triangle(held.a, held.b, c, c, (held.edges & 1) | (edges & 4));
        triangle(held.b, held.c, c, c, (held.edges & 2 ? 1 : 0) | (edges & 2));
        held = null;
        return;
      }
      if (provoking && p !== a && p !== b && p !== c) {
        held = { a, b, c, p, edges, id };
        return;
      }
      triangle(a, b, c, p, edges);
    },
  };
  assemblePrimitives(mode, vertices, count, flatFirst, sink);
  return [
    { glMode: 0x0000, list: points },
    { glMode: 0x0001, list: lines },
    { glMode: 0x0004, list: triangles },
  ]
    .filter((l) => l.list.length > 0)
    .map((l) => ({ glMode: l.glMode, indices: l.list.data.slice(0, l.list.length) }));
}

/** The vertex sequence of a non-indexed draw: start .. start + count - 1. */
export function sequentialVertices(start: number, count: number): Int32Array {
  const v = new Int32Array(count);
  for (let i = 0; i < count; i++) v[i] = start + i;
  return v;
}

/**
 * The vertex sequence of an indexed draw: indices read from `bytes` (1, 2 or 4 bytes each, from
 * `offset`), restart entries as -1 (compared before the bias), `bias` added to the others.
 */
export function indexedVertices(
  bytes: Uint8Array,
  offset: number,
  indexSize: number,
  count: number,
  restart: number | null,
  bias: number,
): Int32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const v = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const at = offset + i * indexSize;
    const index =
      at + indexSize > bytes.length
        ? 0
        : indexSize === 1
          ? bytes[at]!
          : indexSize === 2
            ? view.getUint16(at, true)
            : view.getUint32(at, true);
    v[i] = restart !== null && index === restart ? -1 : Math.max(0, Math.min(index + bias, 0x7fffffff));
  }
  return v;
}

/** Bounded cache of index lists by draw shape. */
export class IndexListCache {
  private readonly lists = new Map<string, IndexList>();

  constructor(private readonly capacity = 64) {}

  get(key: string, make: () => IndexList): IndexList {
    let list = this.lists.get(key);
    if (list) {
      this.lists.delete(key);
    } else {
      list = make();
      if (this.lists.size >= this.capacity) this.lists.delete(this.lists.keys().next().value!);
    }
    this.lists.set(key, list);
    return list;
  }
}
