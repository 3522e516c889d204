// Trimmed-domain triangulation and trim-loop checks: the triangles cover exactly the region inside the
// loops (areas equal the polygons' areas to rounding), every triangle is counter-clockwise, grid points
// and loop vertices are used, and crossing, misoriented or open loops give GLU's error numbers.
import { describe, expect, it } from 'vitest';
import { type DomainPrimitive, triangulateDomain } from '../src/nurbs/triangulate.js';
import { checkTrimLoops, joinTrimPieces, signedArea2 } from '../src/nurbs/trim-loops.js';

function triangleAreas(primitives: DomainPrimitive[]): number[] {
  const areas: number[] = [];
  for (const { strip, points } of primitives) {
    const n = points.length / 2;
    const triangle = (a: number, b: number, c: number) =>
      ((points[2 * b] as number) - (points[2 * a] as number)) *
        ((points[2 * c + 1] as number) - (points[2 * a + 1] as number)) -
      ((points[2 * c] as number) - (points[2 * a] as number)) *
        ((points[2 * b + 1] as number) - (points[2 * a + 1] as number));
    if (strip)
      for (let i = 0; i + 2 < n; i++)
        areas.push((i % 2 === 0 ? triangle(i, i + 1, i + 2) : triangle(i + 1, i, i + 2)) / 2);
    else for (let i = 0; i < n; i += 3) areas.push(triangle(i, i + 1, i + 2) / 2);
  }
  return areas;
}

const grid = (n: number) => Array.from({ length: n + 1 }, (_, i) => i / n);
const square = [0, 0, 1, 0, 1, 1, 0, 1];
const circle = (cx: number, cy: number, r: number, n: number, clockwise: boolean) =>
  Array.from({ length: n }, (_, i) => {
    const a = ((clockwise ? -1 : 1) * 2 * Math.PI * i) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  }).flat();

describe('triangulateDomain', () => {
  it('an untrimmed domain is one triangle strip per grid column, area 1', () => {
    const primitives = triangulateDomain([square], grid(4), grid(5));
    expect(primitives).toHaveLength(4);
    expect(primitives.every((p) => p.strip && p.points.length === 2 * 12)).toBe(true);
    const areas = triangleAreas(primitives);
    expect(areas).toHaveLength(40);
    for (const a of areas) expect(a).toBeCloseTo(1 / 40, 15);
  });

  it('a square hole removes exactly its area and every triangle is counter-clockwise', () => {
    const hole = [0.3, 0.3, 0.3, 0.6, 0.6, 0.6, 0.6, 0.3];
    const areas = triangleAreas(triangulateDomain([square, hole], grid(7), grid(7)));
    for (const a of areas) expect(a).toBeGreaterThan(0);
    expect(Math.abs(areas.reduce((s, a) => s + a, 0) - (1 - 0.09))).toBeLessThan(1e-14);
  });

  it('a polygonal circle hole and an island inside it leave the area of the polygons (to 1e-14)', () => {
    const hole = circle(0.5, 0.5, 0.3, 48, true);
    const island = circle(0.5, 0.5, 0.1, 24, false);
    const expected = 1 + signedArea2(hole) / 2 + signedArea2(island) / 2;
    const areas = triangleAreas(triangulateDomain([square, hole, island], grid(10), grid(10)));
    for (const a of areas) expect(a).toBeGreaterThan(-1e-17);
    expect(Math.abs(areas.reduce((s, a) => s + a, 0) - expected)).toBeLessThan(1e-14);
  });

  it('a concave outer loop (an L shape) gives its area', () => {
    const l = [0, 0, 1, 0, 1, 0.5, 0.5, 0.5, 0.5, 1, 0, 1];
    const areas = triangleAreas(triangulateDomain([l], grid(3), grid(3)));
    expect(Math.abs(areas.reduce((s, a) => s + a, 0) - 0.75)).toBeLessThan(1e-15);
  });
});

describe('trim loops', () => {
  it('joins pieces whose ends meet, and reports 31 for a gap', () => {
    expect(
      joinTrimPieces(
        [
          [0, 0, 1, 0, 1, 1],
          [1, 1, 0, 1, 0, 0],
        ],
        1,
      ),
    ).toEqual([0, 0, 1, 0, 1, 1, 0, 1]);
    expect(
      joinTrimPieces(
        [
          [0, 0, 1, 0, 1, 1],
          [1, 1.1, 0, 1, 0, 0],
        ],
        1,
      ),
    ).toBe(31);
    expect(joinTrimPieces([[0, 0, 1, 0, 1, 1, 0, 1]], 1)).toBe(31);
  });

  it('checks nesting and orientation (28: a lone clockwise loop too) and crossings (29)', () => {
    const hole = [0.3, 0.3, 0.3, 0.6, 0.6, 0.6, 0.6, 0.3];
    expect(checkTrimLoops([square, hole])).toEqual([square, hole]);
    expect(checkTrimLoops([hole])).toBe(28);
    expect(checkTrimLoops([square, [0.3, 0.3, 0.6, 0.3, 0.6, 0.6, 0.3, 0.6]])).toBe(28);
    expect(checkTrimLoops([square, [0.5, 0.5, 1.5, 0.5, 1.5, 1.5]])).toBe(29);
    expect(checkTrimLoops([[0, 0, 1, 1, 1, 0, 0, 1]])).toBe(29);
  });
});
