// Knot vectors: the checks GLU makes on them (errors 1-5), the valid parameter range, the span holding a
// parameter, and the B-spline basis functions of a span with their first derivatives (Cox-de Boor).

/** The highest spline order the NURBS code accepts (as Mesa's libGLU). */
export const MAX_NURBS_ORDER = 24;

/** The GLU NURBS error number (1-5) of a bad knot vector for splines of `order`, or 0 when it is valid. */
export function knotVectorError(knots: ArrayLike<number>, knotCount: number, order: number): number {
  if (!Number.isInteger(order) || order < 1 || order > MAX_NURBS_ORDER) return 1;
  if (!Number.isInteger(knotCount) || knotCount < 2 * order || knots.length < knotCount) return 2;
  for (let i = 0; i < knotCount; i++) if (!Number.isFinite(knots[i])) return 32;
  for (let i = 1; i < knotCount; i++) if ((knots[i] as number) < (knots[i - 1] as number)) return 4;
  if (knots[knotCount - order] === knots[order - 1]) return 3;
  let multiplicity = 1;
  for (let i = 1; i < knotCount; i++) {
    multiplicity = knots[i] === knots[i - 1] ? multiplicity + 1 : 1;
    if (multiplicity > order) return 5;
  }
  return 0;
}

/** A validated knot vector with its spline order, copied so later changes to the caller's array do not matter. */
export interface KnotVector {
  readonly knots: Float64Array;
  readonly order: number;
  /** Number of control points: knots.length - order. */
  readonly count: number;
  /** The valid parameter range [knots[order-1], knots[count]]. */
  readonly min: number;
  readonly max: number;
}

export function makeKnotVector(knots: ArrayLike<number>, knotCount: number, order: number): KnotVector {
  const copy = Float64Array.from({ length: knotCount }, (_, i) => knots[i] as number);
  const count = knotCount - order;
  return { knots: copy, order, count, min: copy[order - 1] as number, max: copy[count] as number };
}

/** The distinct knot values inside the valid range, both ends included, ascending. */
export function breakpoints(kv: KnotVector): number[] {
  const out: number[] = [];
  for (let i = kv.order - 1; i <= kv.count; i++) {
    const k = kv.knots[i] as number;
    if (out.length === 0 || k > (out[out.length - 1] as number)) out.push(k);
  }
  return out;
}

/** The span index s (order-1 <= s < count) with knots[s] <= t < knots[s+1]; the last non-empty span at the end. */
export function findSpan(kv: KnotVector, t: number): number {
  const { knots, order, count } = kv;
  if (t >= kv.max) {
    let s = count - 1;
    while (s > order - 1 && (knots[s] as number) === (knots[s + 1] as number)) s--;
    return s;
  }
  let lo = order - 1;
  let hi = count;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (t < (knots[mid] as number)) hi = mid;
    else lo = mid;
  }
  return lo;
}

/**
 * The `order` basis functions that are non-zero on `span` at `t` (N[span-order+1+j] in values[j]) and
 * their first derivatives in `derivatives[j]`.
 */
export function basisAndDerivatives(
  kv: KnotVector,
  span: number,
  t: number,
  values: Float64Array,
  derivatives: Float64Array,
): void {
  const { knots, order } = kv;
  const degree = order - 1;
  // lower[j] ends up holding the degree-1 basis functions, values the degree ones.
  const lower = new Float64Array(order);
  values.fill(0);
  values[0] = 1;
  for (let d = 1; d <= degree; d++) {
    if (d === degree) lower.set(values.subarray(0, order));
    // Raise the degree of the d functions N[span-d+1..span] (in values[0..d-1]) to d+1 functions.
    let carried = 0;
    for (let r = 0; r < d; r++) {
      const leftKnot = knots[span + r + 1 - d] as number;
      const rightKnot = knots[span + r + 1] as number;
      const width = rightKnot - leftKnot;
      const term = width === 0 ? 0 : (values[r] as number) / width;
      values[r] = carried + (rightKnot - t) * term;
      carried = (t - leftKnot) * term;
    }
    values[d] = carried;
  }
  derivatives.fill(0);
  if (degree === 0) return;
  for (let j = 0; j <= degree; j++) {
    const first = span - degree + j;
    let derivative = 0;
    if (j > 0) {
      const width = (knots[first + degree] as number) - (knots[first] as number);
      if (width !== 0) derivative += (lower[j - 1] as number) / width;
    }
    if (j < degree) {
      const width = (knots[first + degree + 1] as number) - (knots[first + 1] as number);
      if (width !== 0) derivative -= (lower[j] as number) / width;
    }
    derivatives[j] = degree * derivative;
  }
}
