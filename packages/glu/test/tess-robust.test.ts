// The tessellator on hostile input: seeded random contours mixing not-a-number, infinite, huge, tiny,
// repeated and collinear coordinates, and random call sequences. The only outcomes allowed are output
// and error callbacks: nothing throws, nothing hangs, and every vertex handed out is one given or one
// the combine callback made. A large self-crossing polygon finishes in bounded time with its filled area
// equal to the area its boundary-only contours enclose.
import { describe, expect, it } from 'vitest';
import {
  GLU_TESS_BEGIN,
  GLU_TESS_BOUNDARY_ONLY,
  GLU_TESS_COMBINE,
  GLU_TESS_EDGE_FLAG,
  GLU_TESS_END,
  GLU_TESS_ERROR,
  GLU_TESS_VERTEX,
  GLU_TESS_WINDING_RULE,
  gluDeleteTess,
  gluNewTess,
  gluTessBeginContour,
  gluTessBeginPolygon,
  gluTessCallback,
  gluTessEndContour,
  gluTessEndPolygon,
  gluTessNormal,
  gluTessProperty,
  gluTessVertex,
} from '../src/index.js';
import { RULES, runTess, signedArea, trianglesOf } from './tess-helpers.js';

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const SPECIALS = [Number.NaN, Infinity, -Infinity, 1e300, -1e300, 1e150, 1e-300, 0, -0, 5e-324];

describe('hostile input', () => {
  it('random contours with special values never throw and hand out only known vertices', () => {
    const random = seeded(7);
    for (let round = 0; round < 150; round++) {
      const coordinate = () => {
        const r = random();
        if (r < 0.1) return SPECIALS[Math.floor(random() * SPECIALS.length)]!;
        if (r < 0.5) return Math.floor(random() * 4);
        return (random() - 0.5) * 10 ** Math.floor(random() * 8 - 4);
      };
      const contours = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        Array.from({ length: Math.floor(random() * 12) }, () => [
          coordinate(),
          coordinate(),
          random() < 0.2 ? coordinate() : 0,
        ]),
      );
      for (const rule of Object.values(RULES)) {
        for (const boundaryOnly of [false, true]) {
          const run = runTess(contours, { rule, boundaryOnly, edgeFlags: round % 2 === 0 });
          for (const p of run.primitives)
            for (const v of p.vertices) expect(v.from === 'combine' || run.inputs.has(v)).toBe(true);
        }
      }
    }
  });

  it('random call sequences never throw', () => {
    const random = seeded(11);
    const errors: number[] = [];
    const tess = gluNewTess();
    gluTessCallback(tess, GLU_TESS_ERROR, (e: number) => errors.push(e));
    gluTessCallback(tess, GLU_TESS_BEGIN, () => {});
    gluTessCallback(tess, GLU_TESS_VERTEX, () => {});
    gluTessCallback(tess, GLU_TESS_END, () => {});
    gluTessCallback(tess, GLU_TESS_EDGE_FLAG, () => {});
    gluTessCallback(tess, GLU_TESS_COMBINE, (c: number[]) => c);
    const calls = [
      () => gluTessBeginPolygon(tess, random()),
      () => gluTessBeginContour(tess),
      () => gluTessVertex(tess, [random() * 4, random() * 4, 0], {}),
      () => gluTessVertex(tess, [random() * 4, random() * 4, 0], {}),
      () => gluTessVertex(tess, [], undefined),
      () => gluTessEndContour(tess),
      () => gluTessEndPolygon(tess),
      () => gluTessProperty(tess, GLU_TESS_WINDING_RULE, 100130 + Math.floor(random() * 6)),
      () => gluTessProperty(tess, GLU_TESS_BOUNDARY_ONLY, random() < 0.5 ? 0 : 1),
      () => gluTessNormal(tess, random() - 0.5, random() - 0.5, random() < 0.1 ? Number.NaN : random()),
    ];
    for (let i = 0; i < 5000; i++) calls[Math.floor(random() * calls.length)]!();
    gluDeleteTess(tess);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('all vertices coincident or collinear give no triangles', () => {
    expect(trianglesOf(runTess([Array.from({ length: 20 }, () => [1, 1, 0])]))).toEqual([]);
    expect(trianglesOf(runTess([Array.from({ length: 20 }, (_, i) => [i, 2 * i, 3 * i])]))).toEqual([]);
    expect(trianglesOf(runTess([Array.from({ length: 20 }, (_, i) => [i % 3, 0, 0])]))).toEqual([]);
  });

  it('a self-crossing polygon of 400 vertices finishes, its area agreeing with its boundary', () => {
    const random = seeded(3);
    const polygon = Array.from({ length: 400 }, () => [random() * 100, random() * 100, 0]);
    const started = Date.now();
    const filled = runTess([polygon], { rule: RULES.NONZERO, normal: [0, 0, 1] });
    const boundary = runTess([polygon], { rule: RULES.NONZERO, normal: [0, 0, 1], boundaryOnly: true });
    expect(Date.now() - started).toBeLessThan(60_000);
    const area = trianglesOf(filled).reduce((s, t) => s + signedArea(t), 0);
    const enclosed = boundary.primitives.reduce((s, p) => s + signedArea(p.vertices), 0);
    expect(area).toBeGreaterThan(1000);
    expect(Math.abs(area - enclosed)).toBeLessThan(1e-6 * area);
  });
});
