// The evaluators' maths (src/eval/bernstein.ts) against closed forms computed here: de Casteljau's
// points and derivatives of curves and surfaces equal Σ B_i(t) P_i and Σ i-th differences × degree, for
// every order up to GL_MAX_EVAL_ORDER. Pure maths: no context, no driver.
import { describe, expect, it } from 'vitest';
import { evaluateCurve, evaluateSurface, SurfaceScratch } from '../src/eval/bernstein.js';
import { MAX_EVAL_ORDER } from '../src/eval/map-targets.js';

function binomial(n: number, i: number): number {
  let b = 1;
  for (let k = 0; k < i; k++) b = (b * (n - k)) / (k + 1);
  return b;
}
const bernstein = (i: number, n: number, t: number) => binomial(n, i) * t ** i * (1 - t) ** (n - i);
/** d/dt Σ B(i, n) P_i = n Σ B(i, n − 1) (P_{i+1} − P_i). */
function derivative(p: number[], t: number): number {
  const n = p.length - 1;
  let s = 0;
  for (let i = 0; i < n; i++) s += bernstein(i, n - 1, t) * (p[i + 1]! - p[i]!);
  return n * s;
}

/** A reproducible list of values in [-2, 2]. */
function values(count: number, seed: number): number[] {
  let a = seed;
  return Array.from({ length: count }, () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return (a / 2147483648) * 4 - 2;
  });
}

describe('de Casteljau evaluation', () => {
  it('curves of every order 1..GL_MAX_EVAL_ORDER: points and derivatives equal the Bernstein forms', () => {
    const work = new Float64Array(4 * MAX_EVAL_ORDER);
    const out = new Float64Array(2);
    const deriv = new Float64Array(2);
    for (let order = 1; order <= MAX_EVAL_ORDER; order++) {
      const xs = values(order, order);
      const ys = values(order, 100 + order);
      // Interleaved with a stride of 3 (one value of padding never read).
      const points = xs.flatMap((x, i) => [x, ys[i]!, 99]);
      for (const t of [0, 0.125, 0.5, 0.7, 1]) {
        evaluateCurve(points, 0, 3, order, 2, t, work, out, deriv);
        const n = order - 1;
        const x = xs.reduce((s, p, i) => s + bernstein(i, n, t) * p, 0);
        const y = ys.reduce((s, p, i) => s + bernstein(i, n, t) * p, 0);
        expect(out[0]).toBeCloseTo(x, 12);
        expect(out[1]).toBeCloseTo(y, 12);
        expect(deriv[0]).toBeCloseTo(order === 1 ? 0 : derivative(xs, t), 9);
        expect(deriv[1]).toBeCloseTo(order === 1 ? 0 : derivative(ys, t), 9);
      }
    }
  });

  it('the ends of a curve are its end points exactly', () => {
    const work = new Float64Array(32);
    const out = new Float64Array(1);
    const points = [0.1, 7, -3, 0.3];
    evaluateCurve(points, 0, 1, 4, 1, 0, work, out);
    expect(out[0]).toBe(0.1);
    evaluateCurve(points, 0, 1, 4, 1, 1, work, out);
    expect(out[0]).toBe(0.3);
  });

  it('surfaces (u-major points): the point and both partial derivatives', () => {
    const scratch = new SurfaceScratch();
    const out = new Float64Array(1);
    const du = new Float64Array(1);
    const dv = new Float64Array(1);
    for (const [uorder, vorder] of [
      [1, 1],
      [2, 3],
      [4, 4],
      [5, 2],
      [30, 30],
    ] as const) {
      const p = values(uorder * vorder, uorder * 31 + vorder);
      const at = (i: number, j: number) => p[i * vorder + j]!;
      for (const [u, v] of [
        [0, 0],
        [0.25, 0.75],
        [0.5, 0.5],
        [1, 0.3],
      ] as const) {
        evaluateSurface(Float64Array.from(p), uorder, vorder, 1, u, v, scratch, out, du, dv);
        let point = 0;
        for (let i = 0; i < uorder; i++)
          for (let j = 0; j < vorder; j++)
            point += bernstein(i, uorder - 1, u) * bernstein(j, vorder - 1, v) * at(i, j);
        const rowAtV = (i: number) =>
          Array.from({ length: vorder }, (_, j) => at(i, j)).reduce(
            (s, x, j) => s + bernstein(j, vorder - 1, v) * x,
            0,
          );
        const columnAtU = (j: number) =>
          Array.from({ length: uorder }, (_, i) => at(i, j)).reduce(
            (s, x, i) => s + bernstein(i, uorder - 1, u) * x,
            0,
          );
        const rows = Array.from({ length: uorder }, (_, i) => rowAtV(i));
        const columns = Array.from({ length: vorder }, (_, j) => columnAtU(j));
        expect(out[0]).toBeCloseTo(point, 10);
        expect(du[0]).toBeCloseTo(uorder === 1 ? 0 : derivative(rows, u), 7);
        expect(dv[0]).toBeCloseTo(vorder === 1 ? 0 : derivative(columns, v), 7);
      }
    }
  });
});
