// Primitive types the driver does not draw (PIPE_CAP_SUPPORTED_PRIM_MODES, as Mesa's primconvert):
// GL_QUADS, GL_QUAD_STRIP and GL_POLYGON become triangle lists, GL_LINE_LOOP (and the strips and fans,
// where a driver lacks those too) line or triangle lists, given as an index list over the draw's vertices.
// Primitive assembly is gallium-api's (the same decomposition the CPU drivers use), so GL's provoking
// vertex (GL 1.5 table 2.2: a quad's 4th vertex, a polygon's 1st, a line loop's closing line its 1st)
// comes last in each primitive, where the rasterizer (flatshadeFirst off) takes it. Without flat shading
// quads keep their v0–v2 diagonal, as the CPU drivers split them; with it, a quad whose provoking
// vertex is not in its first triangle splits along v1–v3, so both triangles contain it. Each triangle
// keeps its winding (facing) and carries which of its edges were edges of the GL polygon.
import { PipePrim } from '@gallium-ts/gallium-api';
import { assemblePrimitives, type PrimitiveSink } from '@gallium-ts/gallium-api/util';

/** A converted draw: list mode, indices, and for triangles the GL edges of each (bits 1, 2, 4 per triangle). */
export interface ConvertedPrimitives {
  mode: PipePrim;
  indices: Uint32Array;
  count: number;
  /** Per triangle: 1 for v0→v1, 2 for v1→v2, 4 for v2→v0 when that side is an edge of the GL polygon. */
  edges: Uint8Array | null;
}

/** The list mode a converted mode becomes. */
export function listModeOf(mode: number): PipePrim {
  if (mode === PipePrim.POINTS) return PipePrim.POINTS;
  if (mode === PipePrim.LINES || mode === PipePrim.LINE_STRIP || mode === PipePrim.LINE_LOOP)
    return PipePrim.LINES;
  return PipePrim.TRIANGLES;
}

/** Growable index and edge storage. */
class ListBuilder {
  indices = new Uint32Array(64);
  edges = new Uint8Array(16);
  count = 0;
  push(v: number): void {
    if (this.count === this.indices.length) {
      const grown = new Uint32Array(this.indices.length * 2);
      grown.set(this.indices);
      this.indices = grown;
    }
    this.indices[this.count++] = v;
  }
  triangle(a: number, b: number, c: number, edges: number): void {
    const t = this.count / 3;
    if (t === this.edges.length) {
      const grown = new Uint8Array(this.edges.length * 2);
      grown.set(this.edges);
      this.edges = grown;
    }
    this.edges[t] = edges;
    this.push(a);
    this.push(b);
    this.push(c);
  }
}

/**
 * The list drawing `vertices` (vertex indices of the draw, in order) as primitives of `mode`;
 * `flat`: flat shading is on, so each primitive's provoking vertex must come last.
 */
export function convertPrimitives(mode: number, vertices: Int32Array, flat: boolean): ConvertedPrimitives {
  const out = new ListBuilder();
  const listMode = listModeOf(mode);
  // A quad (a, b, c) + (a, c, d) whose provoking vertex d is not in (a, b, c): held until (a, c, d)
  // arrives, then split along b–d instead.
  let held: { a: number; b: number; c: number; edges: number; id: number } | null = null;
  const triangle = (a: number, b: number, c: number, p: number, edges: number) => {
    // Rotations keep the winding; the edge bits rotate with the vertices.
    if (p === a && flat) out.triangle(b, c, a, ((edges >> 1) | (edges << 2)) & 7);
    else if (p === b && flat) out.triangle(c, a, b, ((edges >> 2) | (edges << 1)) & 7);
    else out.triangle(a, b, c, edges);
  };
  const sink: PrimitiveSink = {
    point: (v) => out.push(v),
    line: (a, b) => {
      out.push(a);
      out.push(b);
    },
    triangle: (a, b, c, p, edges, id) => {
      if (held !== null && held.id === id && held.a === a && held.c === b && c === p) {
        // The quad a b c d (d provoking) as (a, b, d) and (b, c, d).
        const h = held;
        held = null;
        out.triangle(h.a, h.b, c, (h.edges & 1) | (edges & 4));
        out.triangle(h.b, h.c, c, (h.edges & 2 ? 1 : 0) | (edges & 2));
        return;
      }
      if (flat && p !== a && p !== b && p !== c) {
        held = { a, b, c, edges, id };
        return;
      }
      triangle(a, b, c, p, edges);
    },
  };
  assemblePrimitives(mode as PipePrim, vertices, vertices.length, false, sink);
  return {
    mode: listMode,
    indices: out.indices,
    count: out.count,
    edges: listMode === PipePrim.TRIANGLES ? out.edges : null,
  };
}
