// The tessellator's triangles cover exactly the region the winding rule selects, on every shared case
// (test/fixtures/tess-cases.json) and on seeded random polygons: their area equals the region's area
// computed without tessellating (slabs between every vertex and crossing) within 1e-9, they are
// counter-clockwise about the normal, each lies inside the region, no two overlap, every vertex is an
// input vertex or a combine result, and the edge flags mark exactly the edges no other triangle shares,
// which are the edges of the boundary-only contours.
// Boundary-only contours enclose the same signed area (exterior counter-clockwise, holes clockwise).
// Near-degenerate polygons (vertices moved by 1e-13 off a grid) are among the cases.
import { describe, expect, it } from 'vitest';
import { RULE_NAMES, TESS_CASES } from './tess-cases.js';
import {
  type Contour,
  insideRule,
  overlapArea,
  RULES,
  regionArea,
  runTess,
  signedArea,
  type V,
  windingAt,
} from './tess-helpers.js';

/** Flat cases in the plane z = 0 tessellated about +z (the others are compared with libGLU only). */
const flatCases = TESS_CASES.filter(
  (c) => c.normal[2] === 1 && c.contours.every((contour) => contour.every((p) => (p[2] ?? 0) === 0)),
);

let seed = 99;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const randomCases = Array.from({ length: 24 }, (_, k) => ({
  name: `seeded-${k}`,
  contours: Array.from({ length: 1 + (k % 3) }, () =>
    Array.from({ length: 4 + Math.floor(random() * 9) }, () =>
      k % 2 === 0 ? [Math.floor(random() * 7), Math.floor(random() * 7)] : [random() * 10, random() * 10],
    ),
  ),
}));

/** Near-degenerate polygons: grid points, some moved by about 1e-13 (almost coincident and collinear). */
const nearDegenerateCases = Array.from({ length: 12 }, (_, k) => ({
  name: `near-degenerate-${k}`,
  contours: Array.from({ length: 1 + (k % 2) }, () =>
    Array.from({ length: 8 + Math.floor(random() * 25) }, () => [
      Math.floor(random() * 5) + (random() < 0.3 ? (random() - 0.5) * 1e-12 : 0),
      Math.floor(random() * 5),
    ]),
  ),
}));

function checkFilled(contours: number[][][], rule: number) {
  const shape = contours.map((c) => c.map((p) => [p[0]!, p[1]!] as [number, number])) as Contour[];
  const run = runTess(contours, { rule, normal: [0, 0, 1], edgeFlags: true });
  expect(run.errors).toEqual([]);
  const triangles: { v: V; flag: boolean }[][] = [];
  for (const p of run.primitives) {
    expect(p.type).toBe(4);
    expect(p.vertices.length % 3).toBe(0);
    for (let i = 0; i < p.vertices.length; i += 3)
      triangles.push([0, 1, 2].map((k) => ({ v: p.vertices[i + k]!, flag: p.flags[i + k]! })));
  }
  const size = Math.max(1, ...contours.flat(2).map(Math.abs));
  let area = 0;
  for (const t of triangles) {
    const points = t.map((x) => x.v);
    for (const v of points) expect(v.from === 'combine' || run.inputs.has(v)).toBe(true);
    const a = signedArea(points);
    expect(a).toBeGreaterThan(-1e-12 * size * size);
    area += a;
    const cx = (points[0]!.x + points[1]!.x + points[2]!.x) / 3;
    const cy = (points[0]!.y + points[1]!.y + points[2]!.y) / 3;
    if (a > 1e-9 * size * size) expect(insideRule(rule, windingAt(shape, cx, cy))).toBe(true);
  }
  // An edge is flagged exactly when no other triangle shares it, and the flagged edges are the edges of
  // the boundary-only contours.
  const edgeKey = (p: V, q: V) => `${ids.get(p)}>${ids.get(q)}`;
  const ids = new Map<V, number>();
  for (const t of triangles) for (const x of t) if (!ids.has(x.v)) ids.set(x.v, ids.size);
  const edges = new Set<string>();
  for (const t of triangles) for (let i = 0; i < 3; i++) edges.add(edgeKey(t[i]!.v, t[(i + 1) % 3]!.v));
  const flagged: string[] = [];
  for (const t of triangles)
    for (let i = 0; i < 3; i++) {
      const p = t[i]!.v;
      const q = t[(i + 1) % 3]!.v;
      expect(t[i]!.flag).toBe(!edges.has(edgeKey(q, p)));
      if (t[i]!.flag) flagged.push(`${p.x},${p.y}>${q.x},${q.y}`);
    }
  const boundary = runTess(contours, { rule, normal: [0, 0, 1], boundaryOnly: true });
  const loopEdges = boundary.primitives.flatMap((p) =>
    p.vertices.map((v, i) => {
      const w = p.vertices[(i + 1) % p.vertices.length]!;
      return `${v.x},${v.y}>${w.x},${w.y}`;
    }),
  );
  expect(flagged.sort()).toEqual(loopEdges.sort());
  expect(Math.abs(area - regionArea(shape, rule))).toBeLessThan(1e-9 * size * size);
  for (let i = 0; i < triangles.length; i++)
    for (let j = i + 1; j < triangles.length; j++)
      expect(
        overlapArea(
          triangles[i]!.map((x) => x.v),
          triangles[j]!.map((x) => x.v),
        ),
      ).toBeLessThan(1e-9 * size * size);
}

function checkBoundary(contours: number[][][], rule: number) {
  const shape = contours.map((c) => c.map((p) => [p[0]!, p[1]!] as [number, number])) as Contour[];
  const run = runTess(contours, { rule, normal: [0, 0, 1], boundaryOnly: true });
  expect(run.errors).toEqual([]);
  let area = 0;
  for (const p of run.primitives) {
    expect(p.type).toBe(2);
    for (const v of p.vertices) expect(v.from === 'combine' || run.inputs.has(v)).toBe(true);
    area += signedArea(p.vertices);
  }
  const size = Math.max(1, ...contours.flat(2).map(Math.abs));
  expect(Math.abs(area - regionArea(shape, rule))).toBeLessThan(1e-9 * size * size);
}

describe('the tessellated region is the one the winding rule selects', () => {
  for (const c of [...flatCases, ...randomCases, ...nearDegenerateCases]) {
    for (const ruleName of RULE_NAMES) {
      it(`${c.name} ${ruleName} triangles`, () => checkFilled(c.contours, RULES[ruleName]));
      it(`${c.name} ${ruleName} boundary`, () => checkBoundary(c.contours, RULES[ruleName]));
    }
  }
});
