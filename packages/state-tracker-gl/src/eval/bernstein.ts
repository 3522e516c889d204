// Bézier evaluation in double precision by de Casteljau's algorithm (GL 1.5, 5.1: the maps are sums of
// control points weighted by Bernstein polynomials). A curve of `order` control points of `k`
// components is reduced step by step; the last step also gives the derivative, which GL_AUTO_NORMAL
// needs for surfaces.

/**
 * Evaluates the curve of `order` points of `k` components stored in `points` from float `at` with
 * stride `stride`, at parameter `t` (0..1 over the curve). Writes the point to `out` and, when `deriv`
 * is given, the derivative with respect to `t` to `deriv`. `work` is scratch of at least order × k.
 */
export function evaluateCurve(
  points: ArrayLike<number>,
  at: number,
  stride: number,
  order: number,
  k: number,
  t: number,
  work: Float64Array,
  out: Float64Array,
  deriv: Float64Array | null = null,
): void {
  for (let i = 0; i < order; i++) for (let c = 0; c < k; c++) work[i * k + c] = points[at + i * stride + c]!;
  const s = 1 - t;
  // Reduce to two points; their difference scaled by the degree is the derivative.
  for (let n = order - 1; n > 1; n--) {
    for (let i = 0; i < n; i++)
      for (let c = 0; c < k; c++) work[i * k + c] = s * work[i * k + c]! + t * work[(i + 1) * k + c]!;
  }
  if (order === 1) {
    for (let c = 0; c < k; c++) {
      out[c] = work[c]!;
      if (deriv) deriv[c] = 0;
    }
    return;
  }
  const degree = order - 1;
  for (let c = 0; c < k; c++) {
    const a = work[c]!;
    const b = work[k + c]!;
    out[c] = s * a + t * b;
    if (deriv) deriv[c] = degree * (b - a);
  }
}

/** Scratch of one surface evaluation. */
export class SurfaceScratch {
  work = new Float64Array(0);
  rows = new Float64Array(0);
  rowDerivs = new Float64Array(0);
  point = new Float64Array(4);
  deriv = new Float64Array(4);

  /** Makes room for `order` points of up to 4 components. */
  reserve(uorder: number, vorder: number): void {
    const n = 4 * Math.max(uorder, vorder);
    if (this.work.length < n) {
      this.work = new Float64Array(n);
      this.rows = new Float64Array(n);
      this.rowDerivs = new Float64Array(n);
    }
  }
}

/**
 * Evaluates the surface of uorder × vorder points of `k` components (u-major: point (i, j) at
 * (i × vorder + j) × k) at (u, v) (0..1 each). Writes the point to `out` and, when `du`/`dv` are given,
 * the partial derivatives with respect to u and v.
 */
export function evaluateSurface(
  points: Float64Array,
  uorder: number,
  vorder: number,
  k: number,
  u: number,
  v: number,
  scratch: SurfaceScratch,
  out: Float64Array,
  du: Float64Array | null = null,
  dv: Float64Array | null = null,
): void {
  scratch.reserve(uorder, vorder);
  const { work, rows, rowDerivs, point, deriv } = scratch;
  // Each row i (fixed u index) reduced over v: p(u, v) = Σ B_i(u) row_i(v), ∂p/∂v = Σ B_i(u) row_i'(v).
  for (let i = 0; i < uorder; i++) {
    evaluateCurve(points, i * vorder * k, k, vorder, k, v, work, point, dv ? deriv : null);
    for (let c = 0; c < k; c++) {
      rows[i * k + c] = point[c]!;
      if (dv) rowDerivs[i * k + c] = deriv[c]!;
    }
  }
  evaluateCurve(rows, 0, k, uorder, k, u, work, out, du);
  if (dv) evaluateCurve(rowDerivs, 0, k, uorder, k, u, work, dv);
}
