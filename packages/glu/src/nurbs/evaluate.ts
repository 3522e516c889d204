// Evaluation of NURBS curves and surfaces in homogeneous coordinates: the point and its first
// derivatives (de Boor's basis functions from knots.ts applied to the control net), and the normal of a
// surface from its partial derivatives (the projected surface's for rational ones, as GL_AUTO_NORMAL).
import { basisAndDerivatives, findSpan, type KnotVector } from './knots.js';
import type { MapType } from './map-types.js';

/** A curve map: control points packed (size coordinates each) with its knot vector. */
export interface CurveMap {
  readonly type: MapType;
  readonly knots: KnotVector;
  readonly points: Float64Array;
}

/** A surface map: control point (i along u, j along v) at points[(i * v.count + j) * size]. */
export interface SurfaceMap {
  readonly type: MapType;
  readonly u: KnotVector;
  readonly v: KnotVector;
  readonly points: Float64Array;
}

/** Copies `count` control points of `size` coordinates from a strided caller array. */
export function packPoints(
  control: ArrayLike<number>,
  stride: number,
  count: number,
  size: number,
): Float64Array {
  const out = new Float64Array(count * size);
  for (let i = 0; i < count; i++)
    for (let k = 0; k < size; k++) out[i * size + k] = control[i * stride + k] as number;
  return out;
}

/** Copies a u × v net of control points from a caller array with strides in u and v. */
export function packNet(
  control: ArrayLike<number>,
  uStride: number,
  vStride: number,
  uCount: number,
  vCount: number,
  size: number,
): Float64Array {
  const out = new Float64Array(uCount * vCount * size);
  for (let i = 0; i < uCount; i++)
    for (let j = 0; j < vCount; j++)
      for (let k = 0; k < size; k++)
        out[(i * vCount + j) * size + k] = control[i * uStride + j * vStride + k] as number;
  return out;
}

/** The highest index read from a strided caller array (for the "enough data" check). */
export function lastIndexRead(counts: readonly number[], strides: readonly number[], size: number): number {
  let last = size - 1;
  for (let i = 0; i < counts.length; i++) last += ((counts[i] as number) - 1) * (strides[i] as number);
  return last;
}

/** Curve point at t into `point` (size values) and its derivative into `derivative` (if given). */
export function evaluateCurve(
  map: CurveMap,
  t: number,
  point: Float64Array,
  derivative?: Float64Array,
): void {
  const kv = map.knots;
  const size = map.type.size;
  const span = findSpan(kv, t);
  const values = new Float64Array(kv.order);
  const slopes = new Float64Array(kv.order);
  basisAndDerivatives(kv, span, t, values, slopes);
  point.fill(0, 0, size);
  derivative?.fill(0, 0, size);
  const first = span - kv.order + 1;
  for (let j = 0; j < kv.order; j++) {
    const base = (first + j) * size;
    for (let k = 0; k < size; k++) {
      const c = map.points[base + k] as number;
      point[k] = (point[k] as number) + (values[j] as number) * c;
      if (derivative) derivative[k] = (derivative[k] as number) + (slopes[j] as number) * c;
    }
  }
}

/** The basis functions of one knot vector at one parameter: its span, values and first derivatives. */
export interface BasisAt {
  readonly span: number;
  readonly values: Float64Array;
  readonly slopes: Float64Array;
}

export function basisAt(kv: KnotVector, t: number): BasisAt {
  const span = findSpan(kv, t);
  const values = new Float64Array(kv.order);
  const slopes = new Float64Array(kv.order);
  basisAndDerivatives(kv, span, t, values, slopes);
  return { span, values, slopes };
}

/** Surface point and partial derivatives from the basis functions in u (`bu`) and v (`bv`). */
export function evaluateSurfaceWithBasis(
  map: SurfaceMap,
  bu: BasisAt,
  bv: BasisAt,
  point: Float64Array,
  du: Float64Array,
  dv: Float64Array,
): void {
  const size = map.type.size;
  point.fill(0, 0, size);
  du.fill(0, 0, size);
  dv.fill(0, 0, size);
  const uFirst = bu.span - map.u.order + 1;
  const vFirst = bv.span - map.v.order + 1;
  for (let i = 0; i < map.u.order; i++) {
    const nu = bu.values[i] as number;
    const nuSlope = bu.slopes[i] as number;
    for (let j = 0; j < map.v.order; j++) {
      const base = ((uFirst + i) * map.v.count + vFirst + j) * size;
      const nv = bv.values[j] as number;
      const w = nu * nv;
      const wu = nuSlope * nv;
      const wv = nu * (bv.slopes[j] as number);
      for (let k = 0; k < size; k++) {
        const c = map.points[base + k] as number;
        point[k] = (point[k] as number) + w * c;
        du[k] = (du[k] as number) + wu * c;
        dv[k] = (dv[k] as number) + wv * c;
      }
    }
  }
}

/** Surface point at (u, v) into `point` and its partial derivatives into `du`, `dv`. */
export function evaluateSurface(
  map: SurfaceMap,
  u: number,
  v: number,
  point: Float64Array,
  du: Float64Array,
  dv: Float64Array,
): void {
  evaluateSurfaceWithBasis(map, basisAt(map.u, u), basisAt(map.v, v), point, du, dv);
}

/**
 * The unit normal du × dv of a surface point (of the projected surface when the point is homogeneous:
 * size 4), into `normal`; left unchanged when the derivatives are parallel.
 */
export function surfaceNormal(
  size: number,
  point: Float64Array,
  du: Float64Array,
  dv: Float64Array,
  normal: Float64Array,
): void {
  let ux = du[0] as number;
  let uy = du[1] as number;
  let uz = du[2] as number;
  let vx = dv[0] as number;
  let vy = dv[1] as number;
  let vz = dv[2] as number;
  if (size === 4) {
    // d(P/w) = (dP w - P dw) / w²; the 1/w² factor does not change the direction.
    const w = point[3] as number;
    const wu = du[3] as number;
    const wv = dv[3] as number;
    ux = ux * w - (point[0] as number) * wu;
    uy = uy * w - (point[1] as number) * wu;
    uz = uz * w - (point[2] as number) * wu;
    vx = vx * w - (point[0] as number) * wv;
    vy = vy * w - (point[1] as number) * wv;
    vz = vz * w - (point[2] as number) * wv;
  }
  const nx = uy * vz - uz * vy;
  const ny = uz * vx - ux * vz;
  const nz = ux * vy - uy * vx;
  const length = Math.hypot(nx, ny, nz);
  if (length === 0) return;
  normal[0] = nx / length;
  normal[1] = ny / length;
  normal[2] = nz / length;
}
