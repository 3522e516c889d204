// Primitive assembly (GL 1.5, 2.6.1): the points, lines and triangles of a primitive type over vertices
// 0..count-1, with each one's provoking vertex (table 2.12: the last vertex of a line, triangle or quad,
// the first of a polygon and of a line loop's closing line). Quads, quad strips and polygons become
// triangles whose edge masks leave the inner diagonals out, so outlines show only the polygon's edges.
import { PipePrim } from '@gallium-ts/gallium-api';

/** What assembly hands on. Triangle edges: bit 0 a→b, bit 1 b→c, bit 2 c→a. */
export interface AssemblySink {
  point(v: number): void;
  line(a: number, b: number, provoking: number): void;
  triangle(a: number, b: number, c: number, provoking: number, edges: number): void;
}

export function assemble(mode: number, count: number, sink: AssemblySink): void {
  switch (mode) {
    case PipePrim.POINTS:
      for (let i = 0; i < count; i++) sink.point(i);
      return;
    case PipePrim.LINES:
      for (let i = 0; i + 1 < count; i += 2) sink.line(i, i + 1, i + 1);
      return;
    case PipePrim.LINE_STRIP:
    case PipePrim.LINE_LOOP:
      for (let i = 0; i + 1 < count; i++) sink.line(i, i + 1, i + 1);
      if (mode === PipePrim.LINE_LOOP && count >= 2) sink.line(count - 1, 0, 0);
      return;
    case PipePrim.TRIANGLES:
      for (let i = 0; i + 2 < count; i += 3) sink.triangle(i, i + 1, i + 2, i + 2, 7);
      return;
    case PipePrim.TRIANGLE_STRIP:
      // Odd triangles swap their first two vertices so every triangle keeps the strip's winding.
      for (let i = 0; i + 2 < count; i++)
        if (i % 2 === 0) sink.triangle(i, i + 1, i + 2, i + 2, 7);
        else sink.triangle(i + 1, i, i + 2, i + 2, 7);
      return;
    case PipePrim.TRIANGLE_FAN:
      for (let i = 1; i + 1 < count; i++) sink.triangle(0, i, i + 1, i + 1, 7);
      return;
    case PipePrim.QUADS:
      for (let i = 0; i + 3 < count; i += 4) quad(sink, i, i + 1, i + 2, i + 3, i + 3);
      return;
    case PipePrim.QUAD_STRIP:
      for (let i = 0; i + 3 < count; i += 2) quad(sink, i, i + 1, i + 3, i + 2, i + 3);
      return;
    case PipePrim.POLYGON:
      for (let i = 1; i + 1 < count; i++) {
        const edges = 2 | (i === 1 ? 1 : 0) | (i + 2 === count ? 4 : 0);
        sink.triangle(0, i, i + 1, 0, edges);
      }
      return;
  }
}

/** The quad v0 v1 v2 v3 as two triangles without the v0–v2 diagonal. */
function quad(sink: AssemblySink, v0: number, v1: number, v2: number, v3: number, provoking: number): void {
  sink.triangle(v0, v1, v2, provoking, 1 | 2);
  sink.triangle(v0, v2, v3, provoking, 2 | 4);
}
