// NURBS evaluation against closed forms: Bézier curves and patches as NURBS (Bernstein polynomials),
// circles as rational quadratics, the partition of unity, knot insertion leaving the curve unchanged,
// and the knot-vector checks (GLU NURBS errors 1-5).
import { GL_MAP1_VERTEX_3, GL_MAP1_VERTEX_4, GL_MAP2_VERTEX_3 } from '@gallium-ts/state-tracker-gl';
import { describe, expect, it } from 'vitest';
import {
  type CurveMap,
  evaluateCurve,
  evaluateSurface,
  packNet,
  type SurfaceMap,
} from '../src/nurbs/evaluate.js';
import { basisAndDerivatives, findSpan, knotVectorError, makeKnotVector } from '../src/nurbs/knots.js';
import { curveMapType, surfaceMapType } from '../src/nurbs/map-types.js';

function curve(knots: number[], order: number, points: number[], type = GL_MAP1_VERTEX_3): CurveMap {
  const mapType = curveMapType(type);
  if (!mapType) throw new Error('type');
  return {
    type: mapType,
    knots: makeKnotVector(knots, knots.length, order),
    points: Float64Array.from(points),
  };
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

function bernstein(n: number, i: number, t: number): number {
  return binomial(n, i) * t ** i * (1 - t) ** (n - i);
}

const CUBIC = [0.5, -1, 2, 1.5, 3, -0.25, 4, 0, 1, -2, 1, 0.75];

describe('NURBS curves', () => {
  it('a cubic with knots 0,0,0,0,1,1,1,1 is the Bézier curve of its control points (with its derivative)', () => {
    const map = curve([0, 0, 0, 0, 1, 1, 1, 1], 4, CUBIC);
    const point = new Float64Array(3);
    const derivative = new Float64Array(3);
    for (let s = 0; s <= 16; s++) {
      const t = s / 16;
      evaluateCurve(map, t, point, derivative);
      for (let k = 0; k < 3; k++) {
        let expected = 0;
        let slope = 0;
        for (let i = 0; i < 4; i++) expected += bernstein(3, i, t) * (CUBIC[3 * i + k] as number);
        for (let i = 0; i < 3; i++)
          slope += 3 * bernstein(2, i, t) * ((CUBIC[3 * i + 3 + k] as number) - (CUBIC[3 * i + k] as number));
        expect(point[k]).toBeCloseTo(expected, 14);
        expect(derivative[k]).toBeCloseTo(slope, 13);
      }
    }
  });

  it('the nine-point rational quadratic circle lies on the unit circle (|P/w| = 1 within 1e-15)', () => {
    const h = Math.SQRT1_2;
    const ring = [
      [1, 0, 1],
      [1, 1, h],
      [0, 1, 1],
      [-1, 1, h],
      [-1, 0, 1],
      [-1, -1, h],
      [0, -1, 1],
      [1, -1, h],
      [1, 0, 1],
    ];
    const points = ring.flatMap(([x, y, w]) => [
      (x as number) * (w as number),
      (y as number) * (w as number),
      0,
      w as number,
    ]);
    const map = curve([0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1], 3, points, GL_MAP1_VERTEX_4);
    const p = new Float64Array(4);
    let previousAngle = -1;
    for (let s = 0; s <= 400; s++) {
      evaluateCurve(map, s / 400, p);
      const x = (p[0] as number) / (p[3] as number);
      const y = (p[1] as number) / (p[3] as number);
      expect(Math.abs(Math.hypot(x, y) - 1)).toBeLessThan(1e-15);
      const angle = (Math.atan2(y, x) + 2 * Math.PI) % (2 * Math.PI);
      if (s > 0 && s < 400) expect(angle).toBeGreaterThan(previousAngle);
      previousAngle = angle;
    }
  });

  it('basis functions sum to 1 and their derivatives to 0 on every span', () => {
    const kv = makeKnotVector([0, 0, 0, 1, 2, 2, 3, 4, 4, 4], 10, 3);
    const values = new Float64Array(3);
    const slopes = new Float64Array(3);
    for (let s = 0; s <= 64; s++) {
      const t = (4 * s) / 64;
      basisAndDerivatives(kv, findSpan(kv, t), t, values, slopes);
      expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
      expect(Math.abs(slopes.reduce((a, b) => a + b, 0))).toBeLessThan(1e-13);
      for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
    }
  });

  it('inserting a knot (Boehm) leaves every point of the curve where it was', () => {
    const knots = [0, 0, 0, 0, 0.3, 0.7, 1, 1, 1, 1];
    const points = [0, 0, 0, 1, 2, 0, 2, -1, 1, 3, 1, 0, 4, 3, 2, 5, 0, 1];
    const order = 4;
    const inserted = 0.5;
    const span = findSpan(makeKnotVector(knots, knots.length, order), inserted);
    const refined: number[] = [];
    for (let i = 0; i <= points.length / 3; i++) {
      let alpha: number;
      if (i <= span - order + 1) alpha = 1;
      else if (i > span) alpha = 0;
      else
        alpha = (inserted - (knots[i] as number)) / ((knots[i + order - 1] as number) - (knots[i] as number));
      for (let k = 0; k < 3; k++) {
        const current = i < points.length / 3 ? (points[3 * i + k] as number) : 0;
        const previous = i > 0 ? (points[3 * (i - 1) + k] as number) : 0;
        refined.push(alpha * current + (1 - alpha) * previous);
      }
    }
    const refinedKnots = [...knots.slice(0, span + 1), inserted, ...knots.slice(span + 1)];
    const before = curve(knots, order, points);
    const after = curve(refinedKnots, order, refined);
    const a = new Float64Array(3);
    const b = new Float64Array(3);
    for (let s = 0; s <= 50; s++) {
      evaluateCurve(before, s / 50, a);
      evaluateCurve(after, s / 50, b);
      for (let k = 0; k < 3; k++) expect(Math.abs((a[k] as number) - (b[k] as number))).toBeLessThan(1e-14);
    }
  });
});

describe('NURBS surfaces', () => {
  it('a bicubic with clamped knots is the tensor-product Bézier patch, with its partial derivatives', () => {
    const net: number[] = [];
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++)
        net.push(2 * (i - 1.5), 2 * (j - 1.5), (i === 1 || i === 2) && (j === 1 || j === 2) ? 3 : -3);
    const mapType = surfaceMapType(GL_MAP2_VERTEX_3);
    if (!mapType) throw new Error('type');
    const kv = makeKnotVector([0, 0, 0, 0, 1, 1, 1, 1], 8, 4);
    const map: SurfaceMap = {
      type: mapType,
      u: kv,
      v: kv,
      points: packNet(net, 12, 3, 4, 4, 3),
    };
    const p = new Float64Array(3);
    const du = new Float64Array(3);
    const dv = new Float64Array(3);
    for (let a = 0; a <= 8; a++)
      for (let b = 0; b <= 8; b++) {
        const u = a / 8;
        const v = b / 8;
        evaluateSurface(map, u, v, p, du, dv);
        for (let k = 0; k < 3; k++) {
          let expected = 0;
          let expectedDu = 0;
          for (let i = 0; i < 4; i++)
            for (let j = 0; j < 4; j++) {
              const c = net[(i * 4 + j) * 3 + k] as number;
              expected += bernstein(3, i, u) * bernstein(3, j, v) * c;
              const bu =
                i === 0
                  ? -3 * bernstein(2, 0, u)
                  : i === 3
                    ? 3 * bernstein(2, 2, u)
                    : 3 * (bernstein(2, i - 1, u) - bernstein(2, i, u));
              expectedDu += bu * bernstein(3, j, v) * c;
            }
          expect(p[k]).toBeCloseTo(expected, 14);
          expect(du[k]).toBeCloseTo(expectedDu, 13);
        }
      }
  });
});

describe('knot vectors (GLU NURBS errors 1-5)', () => {
  it('accepts a clamped vector and names each fault', () => {
    expect(knotVectorError([0, 0, 0, 0, 1, 1, 1, 1], 8, 4)).toBe(0);
    expect(knotVectorError([0, 0, 1, 1], 4, 0)).toBe(1);
    expect(knotVectorError([0, 0, 1, 1], 4, 25)).toBe(1);
    expect(knotVectorError([0, 0, 0, 1, 1], 5, 3)).toBe(2);
    expect(knotVectorError([0, 0, 0, 0, 0, 0], 6, 3)).toBe(3);
    expect(knotVectorError([0, 0, 1, 0.5], 4, 2)).toBe(4);
    expect(knotVectorError([0, 0, 0, 0, 1, 1, 1], 7, 2)).toBe(5);
  });
});
