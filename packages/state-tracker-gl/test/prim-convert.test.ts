// The conversion of primitive types a driver lacks into lists (src/draw/prim-convert.ts): GL's
// provoking vertex (GL 1.5, table 2.2) last in every primitive under flat shading, windings kept, the
// polygon-edge bits of each triangle, restarts, and the line loop's closing line.
import { PipePrim } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { convertPrimitives } from '../src/draw/prim-convert.js';

function seq(n: number): Int32Array {
  return Int32Array.from({ length: n }, (_, i) => i);
}

/** The triangles of a conversion as [a, b, c, edges]. */
function triangles(mode: number, vertices: Int32Array, flat: boolean): number[][] {
  const out = convertPrimitives(mode, vertices, flat);
  expect(out.mode).toBe(PipePrim.TRIANGLES);
  return Array.from({ length: out.count / 3 }, (_, t) => [
    out.indices[3 * t]!,
    out.indices[3 * t + 1]!,
    out.indices[3 * t + 2]!,
    out.edges![t]!,
  ]);
}

/** Twice the signed area of triangle (a, b, c) of a square's corners 0 (0,0) 1 (1,0) 2 (1,1) 3 (0,1). */
const CORNERS = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];
function winding(a: number, b: number, c: number): number {
  const [p, q, r] = [CORNERS[a]!, CORNERS[b]!, CORNERS[c]!];
  return Math.sign((q[0]! - p[0]!) * (r[1]! - p[1]!) - (r[0]! - p[0]!) * (q[1]! - p[1]!));
}

describe('prim-convert', () => {
  it('a quad without flat shading: the v0–v2 diagonal, as the CPU drivers split it, inner edge hidden', () => {
    expect(triangles(PipePrim.QUADS, seq(4), false)).toEqual([
      [0, 1, 2, 1 | 2],
      [0, 2, 3, 2 | 4],
    ]);
  });

  it('a flat quad: split along v1–v3 so the 4th vertex provokes both, counter-clockwise kept', () => {
    const t = triangles(PipePrim.QUADS, seq(4), true);
    expect(t).toEqual([
      [0, 1, 3, 1 | 4],
      [1, 2, 3, 1 | 2],
    ]);
    for (const [a, b, c] of t) expect(winding(a!, b!, c!)).toBe(1);
  });

  it('a flat quad strip: each quad provoked by its last vertex (2i + 3)', () => {
    const t = triangles(PipePrim.QUAD_STRIP, seq(6), true);
    expect(t.map((x) => x[2])).toEqual([3, 3, 5, 5]);
  });

  it('a flat polygon: every triangle provoked by the first vertex, edges of the polygon only', () => {
    const t = triangles(PipePrim.POLYGON, seq(5), true);
    expect(t.map((x) => x[2])).toEqual([0, 0, 0]);
    // The fan (0, i, i + 1) rotated to (i, i + 1, 0): the side i → i + 1 is always a polygon edge,
    // i + 1 → 0 only for the last triangle, 0 → i only for the first.
    expect(t.map((x) => x[3])).toEqual([1 | 4, 1, 1 | 2]);
  });

  it('line loops become line lists with the closing line; strips of indices honour restarts', () => {
    const loop = convertPrimitives(PipePrim.LINE_LOOP, seq(3), true);
    expect(loop.mode).toBe(PipePrim.LINES);
    expect(Array.from(loop.indices.subarray(0, loop.count))).toEqual([0, 1, 1, 2, 2, 0]);
    const quads = convertPrimitives(PipePrim.QUADS, Int32Array.from([0, 1, 2, 3, -1, 4, 5, 6, 7]), false);
    expect(quads.count).toBe(12);
  });

  it('incomplete primitives are dropped', () => {
    expect(convertPrimitives(PipePrim.QUADS, seq(3), false).count).toBe(0);
    expect(convertPrimitives(PipePrim.POLYGON, seq(2), false).count).toBe(0);
  });
});
