// The tessellator against Mesa's libGLU on the shared cases (test/fixtures/tess-cases.json, every winding
// rule): the same area vector of the filled triangles, the same boundary edges flagged in them, and the
// same directed edges in the boundary-only contours, as the C twin reference/tess-regions.c recorded.
// libGLU computes intersection vertices with single-precision weights, so positions and areas are
// compared within 1e-6 of the polygon's size, and edges shorter than that (the zero-length edges libGLU
// leaves in boundary-only contours where a vertex is given twice in a row, or the sliver it makes where
// an edge crosses another at a vertex) are not compared.
import { describe, expect, it } from 'vitest';
import { LIBGLU_RUNS, RULE_NAMES, TESS_CASES } from './tess-cases.js';
import { RULES, runTess } from './tess-helpers.js';

type P = { x: number; y: number; z: number };
type Edge = [P, P];

const near = (p: P, q: P, tolerance: number) =>
  Math.abs(p.x - q.x) <= tolerance && Math.abs(p.y - q.y) <= tolerance && Math.abs(p.z - q.z) <= tolerance;

/** The edges of `a` and of `b` left over after pairing equal edges (end points within `tolerance`). */
function unmatched(a: Edge[], b: Edge[], tolerance: number): { onlyA: Edge[]; onlyB: Edge[] } {
  const rest = [...b];
  const onlyA: Edge[] = [];
  for (const e of a) {
    const i = rest.findIndex((f) => near(e[0], f[0], tolerance) && near(e[1], f[1], tolerance));
    if (i < 0) onlyA.push(e);
    else rest.splice(i, 1);
  }
  return { onlyA, onlyB: rest };
}

/** The size of a case: its largest absolute coordinate, at least 1. */
const sizeOf = (contours: number[][][]) => Math.max(1, ...contours.flat(2).map(Math.abs));

/** Sum of the triangles' area vectors. */
function areaVector(triangles: P[][]): [number, number, number] {
  const sum: [number, number, number] = [0, 0, 0];
  for (const [a, b, c] of triangles) {
    const u = [b!.x - a!.x, b!.y - a!.y, b!.z - a!.z];
    const v = [c!.x - a!.x, c!.y - a!.y, c!.z - a!.z];
    sum[0] += (u[1]! * v[2]! - u[2]! * v[1]!) / 2;
    sum[1] += (u[2]! * v[0]! - u[0]! * v[2]!) / 2;
    sum[2] += (u[0]! * v[1]! - u[1]! * v[0]!) / 2;
  }
  return sum;
}

const fromArray = (v: number[]): P => ({ x: v[0]!, y: v[1]!, z: v[2]! });

/** Directed edges of GL_LINE_LOOP primitives, those shorter than `tolerance` left out. */
function loopEdges(loops: P[][], tolerance: number): Edge[] {
  const edges: Edge[] = [];
  for (const loop of loops)
    loop.forEach((p, i) => {
      const q = loop[(i + 1) % loop.length]!;
      if (!near(p, q, tolerance)) edges.push([p, q]);
    });
  return edges;
}

/** Directed triangle edges whose edge flag (at their first vertex) is true, those shorter than `tolerance` left out. */
function flaggedEdges(triangles: { v: P; flag: boolean }[][], tolerance: number): Edge[] {
  const edges: Edge[] = [];
  for (const t of triangles)
    for (let i = 0; i < 3; i++) {
      const p = t[i]!.v;
      const q = t[(i + 1) % 3]!.v;
      if (t[i]!.flag && !near(p, q, tolerance)) edges.push([p, q]);
    }
  return edges;
}

describe('the tessellator agrees with Mesa libGLU', () => {
  for (const c of TESS_CASES) {
    for (const ruleName of RULE_NAMES) {
      it(`${c.name} ${ruleName} filled`, () => {
        const mesa = LIBGLU_RUNS[`${c.name} ${ruleName} filled`]!;
        expect(mesa, 'fixture missing: npm run reference -w @gallium-ts/glu').toBeDefined();
        const mesaTriangles: { v: P; flag: boolean }[][] = [];
        for (const p of mesa.primitives) {
          expect(p.type).toBe(4);
          for (let i = 0; i + 2 < p.vertices.length; i += 3)
            mesaTriangles.push(
              p.vertices.slice(i, i + 3).map((v) => ({ v: fromArray(v), flag: v[3] === 1 })),
            );
        }
        const ours = runTess(c.contours, { rule: RULES[ruleName], normal: c.normal, edgeFlags: true });
        expect(ours.errors).toEqual(mesa.errors);
        const ourTriangles = ours.primitives.flatMap((p) => {
          const out: { v: P; flag: boolean }[][] = [];
          for (let i = 0; i + 2 < p.vertices.length; i += 3)
            out.push([0, 1, 2].map((k) => ({ v: p.vertices[i + k]!, flag: p.flags[i + k]! })));
          return out;
        });
        const expected = areaVector(mesaTriangles.map((t) => t.map((x) => x.v)));
        const actual = areaVector(ourTriangles.map((t) => t.map((x) => x.v)));
        const size = sizeOf(c.contours);
        for (let k = 0; k < 3; k++)
          expect(Math.abs(actual[k]! - expected[k]!)).toBeLessThan(1e-6 * size * size);
        expect(
          unmatched(
            flaggedEdges(ourTriangles, 1e-6 * size),
            flaggedEdges(mesaTriangles, 1e-6 * size),
            1e-6 * size,
          ),
        ).toEqual({
          onlyA: [],
          onlyB: [],
        });
      });
      it(`${c.name} ${ruleName} boundary`, () => {
        const mesa = LIBGLU_RUNS[`${c.name} ${ruleName} boundary`]!;
        expect(mesa, 'fixture missing: npm run reference -w @gallium-ts/glu').toBeDefined();
        const ours = runTess(c.contours, { rule: RULES[ruleName], normal: c.normal, boundaryOnly: true });
        expect(ours.errors).toEqual(mesa.errors);
        for (const p of ours.primitives) expect(p.type).toBe(2);
        const size = sizeOf(c.contours);
        const ourEdges = loopEdges(
          ours.primitives.map((p) => p.vertices),
          1e-6 * size,
        );
        const mesaEdges = loopEdges(
          mesa.primitives.map((p) => p.vertices.map(fromArray)),
          1e-6 * size,
        );
        expect(unmatched(ourEdges, mesaEdges, 1e-6 * size)).toEqual({ onlyA: [], onlyB: [] });
      });
    }
  }
});
