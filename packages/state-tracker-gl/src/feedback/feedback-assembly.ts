// Primitive assembly in SELECT and FEEDBACK modes. Feedback reports polygons as the triangles they are
// drawn as, so the split decides the tokens: quads, quad strips and polygons are split here as Mesa's
// draw module splits them (with GL's last provoking vertex) — a quad v0 v1 v2 v3 as (v0, v1, v3) and
// (v1, v2, v3), a polygon as (v[i], v[i+1], v0) — so programs see the tokens Mesa gives; every other
// mode is gallium-api's assembly, which already splits as Mesa does.
import { PipePrim } from '@gallium-ts/gallium-api';
import { assemblePrimitives, type PrimitiveSink } from '@gallium-ts/gallium-api/util';

/** Edge bits of PrimitiveSink.triangle: v0→v1, v1→v2, v2→v0. */
const E01 = 1;
const E12 = 2;
const E20 = 4;

/** Assembles vertices 0..count-1 of PipePrim `mode` into `sink`, without restarts. */
export function assembleForFeedback(mode: number, count: number, sink: PrimitiveSink): void {
  if (mode === PipePrim.QUADS) {
    for (let i = 0, id = 0; i + 3 < count; i += 4, id++) quad(sink, i, i + 1, i + 2, i + 3, id);
  } else if (mode === PipePrim.QUAD_STRIP) {
    for (let i = 0, id = 0; i + 3 < count; i += 2, id++) quadStrip(sink, i, id);
  } else if (mode === PipePrim.POLYGON) {
    for (let i = 1; i + 1 < count; i++) {
      const edges = E01 | (i === 1 ? E20 : 0) | (i + 2 === count ? E12 : 0);
      sink.triangle(i, i + 1, 0, 0, edges, 0);
    }
  } else {
    const slots = new Int32Array(count);
    for (let i = 0; i < count; i++) slots[i] = i;
    assemblePrimitives(mode as PipePrim, slots, count, false, sink);
  }
}

/** The quad a b c d as (a, b, d) and (b, c, d), the b–d diagonal hidden. */
function quad(sink: PrimitiveSink, a: number, b: number, c: number, d: number, id: number): void {
  sink.triangle(a, b, d, d, E01 | E20, id);
  sink.triangle(b, c, d, d, E01 | E12, id);
}

/** Quad `id` of a quad strip from vertex i: i, i+1, i+3, i+2 as (i+2, i, i+3) and (i, i+1, i+3). */
function quadStrip(sink: PrimitiveSink, i: number, id: number): void {
  sink.triangle(i + 2, i, i + 3, i + 3, E01 | E20, id);
  sink.triangle(i, i + 1, i + 3, i + 3, E01 | E12, id);
}
