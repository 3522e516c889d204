// glMap1/glMap2 argument checks and control-point copies (GL 1.5, 5.1). The checks that do not depend on
// state come first, in Mesa's order (a domain of zero length, an order outside 1..GL_MAX_EVAL_ORDER, a
// target that is no map, a stride shorter than a control point); a display list compiles the error or
// the packed copy of the points. Points past the end of the caller's array read as 0.
import { because } from '../errors/reason.js';
import { GL_INVALID_ENUM, GL_INVALID_VALUE } from '../gl-enums.js';
import type { Map1, Map2 } from './eval-state.js';
import { KIND_COMPONENTS, MAX_EVAL_ORDER } from './map-targets.js';

const legalOrder = (order: number) => order >= 1 && order <= MAX_EVAL_ORDER;

/** The error of glMap1 arguments (0 when there is none); `kind` is -1 for a bad target. */
export function map1Error(kind: number, u1: number, u2: number, stride: number, order: number): number {
  if (u1 === u2) return because(GL_INVALID_VALUE, 'u1 equals u2');
  if (!legalOrder(order)) return because(GL_INVALID_VALUE, 'order is outside 1..GL_MAX_EVAL_ORDER');
  if (kind < 0) return because(GL_INVALID_ENUM, 'target is not a map target');
  if (!(stride >= KIND_COMPONENTS[kind]!))
    return because(GL_INVALID_VALUE, 'stride is less than a control point');
  return 0;
}

/** The error of glMap2 arguments (0 when there is none). */
export function map2Error(
  kind: number,
  u1: number,
  u2: number,
  ustride: number,
  uorder: number,
  v1: number,
  v2: number,
  vstride: number,
  vorder: number,
): number {
  if (u1 === u2 || v1 === v2) return because(GL_INVALID_VALUE, 'u1 equals u2 or v1 equals v2');
  if (!legalOrder(uorder) || !legalOrder(vorder)) {
    return because(GL_INVALID_VALUE, 'uorder or vorder is outside 1..GL_MAX_EVAL_ORDER');
  }
  if (kind < 0) return because(GL_INVALID_ENUM, 'target is not a map target');
  const k = KIND_COMPONENTS[kind]!;
  if (!(ustride >= k) || !(vstride >= k)) {
    return because(GL_INVALID_VALUE, 'ustride or vstride is less than a control point');
  }
  return 0;
}

/** Value i of the caller's array, 0 past its end. */
function read(points: ArrayLike<number>, i: number): number {
  const v = i < points.length ? points[i] : 0;
  return typeof v === 'number' ? v : 0;
}

/** The map of checked glMap1 arguments, its points packed. */
export function packMap1(
  kind: number,
  u1: number,
  u2: number,
  stride: number,
  order: number,
  points: ArrayLike<number>,
): Map1 {
  const k = KIND_COMPONENTS[kind]!;
  const packed = new Float64Array(order * k);
  for (let i = 0; i < order; i++)
    for (let c = 0; c < k; c++) packed[i * k + c] = read(points, i * stride + c);
  return { order, u1, u2, points: packed };
}

/** The map of checked glMap2 arguments, its points packed u-major. */
export function packMap2(
  kind: number,
  u1: number,
  u2: number,
  ustride: number,
  uorder: number,
  v1: number,
  v2: number,
  vstride: number,
  vorder: number,
  points: ArrayLike<number>,
): Map2 {
  const k = KIND_COMPONENTS[kind]!;
  const packed = new Float64Array(uorder * vorder * k);
  for (let i = 0; i < uorder; i++)
    for (let j = 0; j < vorder; j++)
      for (let c = 0; c < k; c++)
        packed[(i * vorder + j) * k + c] = read(points, i * ustride + j * vstride + c);
  return { uorder, vorder, u1, u2, v1, v2, points: packed };
}
