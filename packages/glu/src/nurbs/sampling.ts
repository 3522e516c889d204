// How finely a NURBS map is sampled: the parameter values along one direction, per knot span, chosen by
// the sampling method — GLU_DOMAIN_DISTANCE (U_STEP/V_STEP samples per unit of parameter), GLU_PATH_LENGTH
// / GLU_OBJECT_PATH_LENGTH (edges no longer than the tolerance, measured on the control polygon, in
// pixels or object units) and GLU_PARAMETRIC_ERROR / GLU_OBJECT_PARAMETRIC_ERROR (chord error h²·|P''|/8
// within the tolerance, |P''| bounded by the control polygon's second differences).
import {
  GLU_DOMAIN_DISTANCE,
  GLU_OBJECT_PARAMETRIC_ERROR,
  GLU_OBJECT_PATH_LENGTH,
  GLU_PARAMETRIC_ERROR,
} from '../glu-enums.js';
import { breakpoints, type KnotVector } from './knots.js';
import type { NurbsProperties } from './properties.js';

/** The most segments one knot span is cut into (a bound on the work one call can cause). */
export const MAX_SEGMENTS_PER_SPAN = 256;

/** Model-view, projection (column-major, as GL) and viewport used to measure in pixels and to cull. */
export interface SamplingMatrices {
  readonly model: Float64Array;
  readonly projection: Float64Array;
  readonly viewport: Float64Array;
}

/** Whether the method measures in window pixels (and so needs the sampling matrices). */
export function measuresInPixels(method: number): boolean {
  return (
    method !== GLU_DOMAIN_DISTANCE &&
    method !== GLU_OBJECT_PATH_LENGTH &&
    method !== GLU_OBJECT_PARAMETRIC_ERROR
  );
}

function transform(m: Float64Array, x: number, y: number, z: number, w: number, out: number[]): void {
  for (let r = 0; r < 4; r++)
    out[r] =
      (m[r] as number) * x + (m[4 + r] as number) * y + (m[8 + r] as number) * z + (m[12 + r] as number) * w;
}

/** Clip coordinates of homogeneous object point (x, y, z, w). */
export function clipCoordinates(matrices: SamplingMatrices, point: readonly number[]): number[] {
  const eye = [0, 0, 0, 0];
  const clip = [0, 0, 0, 0];
  transform(matrices.model, point[0] as number, point[1] as number, point[2] as number, point[3] ?? 1, eye);
  transform(
    matrices.projection,
    eye[0] as number,
    eye[1] as number,
    eye[2] as number,
    eye[3] as number,
    clip,
  );
  return clip;
}

/**
 * The point a sampling method measures distances on: window coordinates for the pixel methods, object
 * coordinates otherwise. `point` is homogeneous when `rational`.
 */
export function measurePoint(
  method: number,
  matrices: SamplingMatrices | null,
  point: readonly number[],
  rational: boolean,
): number[] {
  const w = rational ? (point[3] as number) : 1;
  const object = [point[0] as number, point[1] as number, point[2] ?? 0, w];
  if (!measuresInPixels(method) || !matrices) {
    const inv = w === 0 ? 0 : 1 / w;
    return [(object[0] as number) * inv, (object[1] as number) * inv, (object[2] as number) * inv];
  }
  const clip = clipCoordinates(matrices, object);
  const cw = clip[3] as number;
  if (!(cw > 0)) return [Number.POSITIVE_INFINITY, 0, 0];
  const vp = matrices.viewport;
  return [
    (vp[0] as number) + (((clip[0] as number) / cw + 1) * (vp[2] as number)) / 2,
    (vp[1] as number) + (((clip[1] as number) / cw + 1) * (vp[3] as number)) / 2,
    (clip[2] as number) / cw,
  ];
}

function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(
    (a[0] as number) - (b[0] as number),
    (a[1] as number) - (b[1] as number),
    (a[2] as number) - (b[2] as number),
  );
}

function clampSegments(n: number): number {
  if (!Number.isFinite(n)) return MAX_SEGMENTS_PER_SPAN;
  return Math.min(MAX_SEGMENTS_PER_SPAN, Math.max(1, Math.ceil(n - 1e-9)));
}

/**
 * Sorted parameter values along a direction with knot vector `kv`: every breakpoint, and each span cut
 * into segments. `lines` are the control polygons along the direction (measure points, see measurePoint).
 */
export function sampleParameters(
  kv: KnotVector,
  props: NurbsProperties,
  step: number,
  lines: readonly (readonly number[][])[],
): number[] {
  const breaks = breakpoints(kv);
  const domain = kv.max - kv.min;
  let perUnit: number;
  const method = props.samplingMethod;
  if (method === GLU_DOMAIN_DISTANCE) {
    perUnit = step;
  } else if (method === GLU_PARAMETRIC_ERROR || method === GLU_OBJECT_PARAMETRIC_ERROR) {
    // Second differences of the control polygon times (n-1)²/D² bound |P''| up to the spline's order.
    let secondDerivative = 0;
    for (const line of lines)
      for (let i = 1; i + 1 < line.length; i++) {
        const a = line[i - 1] as number[];
        const b = line[i] as number[];
        const c = line[i + 1] as number[];
        const d = Math.hypot(
          (a[0] as number) - 2 * (b[0] as number) + (c[0] as number),
          (a[1] as number) - 2 * (b[1] as number) + (c[1] as number),
          (a[2] as number) - 2 * (b[2] as number) + (c[2] as number),
        );
        secondDerivative = Math.max(secondDerivative, (d * (line.length - 1) ** 2) / (domain * domain));
      }
    perUnit = Math.sqrt(secondDerivative / (8 * props.parametricTolerance));
  } else {
    let length = 0;
    for (const line of lines) {
      let sum = 0;
      for (let i = 1; i < line.length; i++) sum += distance(line[i - 1] as number[], line[i] as number[]);
      length = Math.max(length, sum);
    }
    perUnit = length / props.samplingTolerance / domain;
  }
  const values: number[] = [breaks[0] as number];
  for (let s = 0; s + 1 < breaks.length; s++) {
    const a = breaks[s] as number;
    const b = breaks[s + 1] as number;
    const n = clampSegments((b - a) * perUnit);
    for (let k = 1; k < n; k++) values.push(a + ((b - a) * k) / n);
    values.push(b);
  }
  return values;
}
