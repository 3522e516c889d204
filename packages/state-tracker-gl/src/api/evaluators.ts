// Evaluators (GL 1.5, 5.1): glMap1/glMap2 define maps, glEvalCoord evaluates them into vertices of the
// open primitive, glMapGrid/glEvalMesh/glEvalPoint evaluate over a grid, glGetMap reads maps back. The
// maths and state live in src/eval. In display lists glMap is compiled with a copy of its control points
// (or as the error its arguments make), the other commands as calls. The `f` variants take their values
// as C's floats would be; the `d` variants keep doubles.

import { arbProgramsValid } from '../arb-gl/enables.js';
import { cur } from '../context/current.js';
import { outsideBeginEnd } from '../errors/check.js';
import { type OutputArray, writeOutput } from '../errors/output-array.js';
import { because, lastReason } from '../errors/reason.js';
import { map1Error, map2Error, packMap1, packMap2 } from '../eval/define-map.js';
import type { Map1, Map2 } from '../eval/eval-state.js';
import { evalCoord1, evalCoord2 } from '../eval/evaluate.js';
import { getMapValues } from '../eval/get-map.js';
import { map1Kind, map2Kind } from '../eval/map-targets.js';
import { evalMesh1, evalMesh2, evalPoint1, evalPoint2, meshTooLarge } from '../eval/mesh.js';
import {
  GL_FILL,
  GL_INVALID_ENUM,
  GL_INVALID_OPERATION,
  GL_INVALID_VALUE,
  GL_LINE,
  GL_OUT_OF_MEMORY,
  GL_POINT,
} from '../gl-enums.js';
import { stateCommand } from './command.js';
import type { GLenum } from './enum-types.generated.js';
import { LOOPBACK } from './lists.js';

/** @inline */
type V = ArrayLike<number>;
const asFloat = (points: V): V => Float32Array.from(points, (v) => (typeof v === 'number' ? v : 0));
/** A GLint argument: JavaScript numbers truncated and clamped as C's conversion would, NaN as 0. */
const int = (v: number) =>
  Number.isFinite(v) ? Math.min(Math.max(Math.trunc(v), -(2 ** 31)), 2 ** 31 - 1) : 0;

/** Installs a checked map (also what a display list replays). */
function setMap1(kind: number, map: Map1): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  // Maps belong to texture unit 0's evaluator state: defining one elsewhere is refused (GL 1.5, 5.1).
  if (c.activeTexture !== 0) {
    c.setError(
      GL_INVALID_OPERATION,
      'maps belong to texture unit 0: the active texture unit is not GL_TEXTURE0',
    );
    return;
  }
  c.evaluators.map1[kind] = map;
}

function setMap2(kind: number, map: Map2): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (c.activeTexture !== 0) {
    c.setError(
      GL_INVALID_OPERATION,
      'maps belong to texture unit 0: the active texture unit is not GL_TEXTURE0',
    );
    return;
  }
  c.evaluators.map2[kind] = map;
}

/**
 * Compiles (when recording) and executes a glMap command: the error its arguments make, or `install`
 * of the packed map (`pack` runs once, so a list keeps the points as they were when it was compiled).
 */
function defineMap<M>(
  command: string,
  error: number,
  install: (kind: number, map: M) => void,
  kind: number,
  pack: () => M,
): void {
  const c = cur();
  const reason = error === 0 ? '' : lastReason();
  const map = error === 0 ? pack() : null;
  if (c.recording) {
    const stop = map
      ? c.lists.record(install, [kind, map], command)
      : c.lists.recordError(error, command, reason);
    if (stop) return;
  }
  if (map) install(kind, map);
  else if (outsideBeginEnd(c)) c.setError(error, reason);
}

function map1(
  command: string,
  target: number,
  u1: number,
  u2: number,
  stride: number,
  order: number,
  points: V,
) {
  const kind = map1Kind(target);
  const error =
    points == null
      ? because(GL_INVALID_VALUE, 'points is null')
      : map1Error(kind, u1, u2, int(stride), int(order));
  defineMap(command, error, setMap1, kind, () => packMap1(kind, u1, u2, int(stride), int(order), points));
}

function map2(
  command: string,
  target: number,
  u1: number,
  u2: number,
  ustride: number,
  uorder: number,
  v1: number,
  v2: number,
  vstride: number,
  vorder: number,
  points: V,
) {
  const kind = map2Kind(target);
  const [us, uo, vs, vo] = [int(ustride), int(uorder), int(vstride), int(vorder)];
  const error =
    points == null
      ? because(GL_INVALID_VALUE, 'points is null')
      : map2Error(kind, u1, u2, us, uo, v1, v2, vs, vo);
  defineMap(command, error, setMap2, kind, () => packMap2(kind, u1, u2, us, uo, v1, v2, vs, vo, points));
}

/**
 * Defines the one-dimensional evaluator map `target` (GL_MAP1_VERTEX_3, GL_MAP1_COLOR_4, …) over the
 * domain u1..u2 from `order` control points given as doubles, kept as given; a display list keeps a copy
 * of the points.
 * @param stride - the distance between consecutive control points in `points`, in values.
 * Records GL_INVALID_VALUE when u1 = u2, the order is outside 1..GL_MAX_EVAL_ORDER, the stride is smaller
 * than the target's component count or `points` is missing; GL_INVALID_ENUM for a target that is no 1D
 * map; GL_INVALID_OPERATION when the active texture unit is not 0 or between glBegin and glEnd.
 * @see OpenGL 1.5 §5.1
 */
export function glMap1d(
  target: GLenum,
  u1: number,
  u2: number,
  stride: number,
  order: number,
  points: V,
): void {
  map1('glMap1d', target, u1, u2, stride, order, points);
}

/**
 * Defines the one-dimensional evaluator map `target` (GL_MAP1_VERTEX_3, GL_MAP1_COLOR_4, …) over the
 * domain u1..u2 from `order` control points given as floats (values rounded to single precision); a
 * display list keeps a copy of the points.
 * @param stride - the distance between consecutive control points in `points`, in values.
 * Records GL_INVALID_VALUE when u1 = u2, the order is outside 1..GL_MAX_EVAL_ORDER, the stride is smaller
 * than the target's component count or `points` is missing; GL_INVALID_ENUM for a target that is no 1D
 * map; GL_INVALID_OPERATION when the active texture unit is not 0 or between glBegin and glEnd.
 * @see OpenGL 1.5 §5.1
 */
export function glMap1f(
  target: GLenum,
  u1: number,
  u2: number,
  stride: number,
  order: number,
  points: V,
): void {
  map1('glMap1f', target, Math.fround(u1), Math.fround(u2), stride, order, points && asFloat(points));
}

/**
 * Defines the two-dimensional evaluator map `target` (GL_MAP2_VERTEX_3, GL_MAP2_NORMAL, …) over u1..u2 ×
 * v1..v2 from uorder × vorder control points given as doubles, kept as given; a display list keeps a copy.
 * @param ustride - the distance between control points consecutive in u, in values; `vstride` likewise in
 * v.
 * Records GL_INVALID_VALUE when u1 = u2 or v1 = v2, an order is outside 1..GL_MAX_EVAL_ORDER, a stride is
 * smaller than the target's component count or `points` is missing; GL_INVALID_ENUM for a target that is
 * no 2D map; GL_INVALID_OPERATION when the active texture unit is not 0 or between glBegin and glEnd.
 * @see OpenGL 1.5 §5.1
 */
export function glMap2d(
  target: GLenum,
  u1: number,
  u2: number,
  ustride: number,
  uorder: number,
  v1: number,
  v2: number,
  vstride: number,
  vorder: number,
  points: V,
): void {
  map2('glMap2d', target, u1, u2, ustride, uorder, v1, v2, vstride, vorder, points);
}

/**
 * Defines the two-dimensional evaluator map `target` (GL_MAP2_VERTEX_3, GL_MAP2_NORMAL, …) over u1..u2 ×
 * v1..v2 from uorder × vorder control points given as floats (values rounded to single precision); a
 * display list keeps a copy.
 * @param ustride - the distance between control points consecutive in u, in values; `vstride` likewise in
 * v.
 * Records GL_INVALID_VALUE when u1 = u2 or v1 = v2, an order is outside 1..GL_MAX_EVAL_ORDER, a stride is
 * smaller than the target's component count or `points` is missing; GL_INVALID_ENUM for a target that is
 * no 2D map; GL_INVALID_OPERATION when the active texture unit is not 0 or between glBegin and glEnd.
 * @see OpenGL 1.5 §5.1
 */
export function glMap2f(
  target: GLenum,
  u1: number,
  u2: number,
  ustride: number,
  uorder: number,
  v1: number,
  v2: number,
  vstride: number,
  vorder: number,
  points: V,
): void {
  const f = Math.fround;
  map2(
    'glMap2f',
    target,
    f(u1),
    f(u2),
    ustride,
    uorder,
    f(v1),
    f(v2),
    vstride,
    vorder,
    points && asFloat(points),
  );
}

// glEvalCoord and glEvalPoint: allowed between glBegin and glEnd, compiled as calls (inside a list's own
// glBegin/glEnd the rest of that primitive is compiled as calls too: lists/display-lists.ts).

/** Element i of a vector argument (NaN past its end or without an array: no vertex comes of it). */
function element(u: V, i: number): number {
  return u != null && i < u.length ? Number(u[i]) : Number.NaN;
}

function replayCoord1(u: number): void {
  evalCoord1(cur(), u);
}

function replayCoord2(u: number, v: number): void {
  evalCoord2(cur(), u, v);
}

function coord1(u: number): void {
  const c = cur();
  if (c.recording && c.lists.recordVertexCommand(replayCoord1, [u], 'glEvalCoord1', LOOPBACK)) return;
  evalCoord1(c, u);
}

function coord2(u: number, v: number): void {
  const c = cur();
  if (c.recording && c.lists.recordVertexCommand(replayCoord2, [u, v], 'glEvalCoord2', LOOPBACK)) return;
  evalCoord2(c, u, v);
}

/**
 * Evaluates the enabled 1D maps at u, from a double, and emits the result as a vertex of the open
 * primitive (with the evaluated colour, normal and texture coordinates); outside glBegin/glEnd it does
 * nothing.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalCoord1d(u: number): void {
  coord1(u);
}
/**
 * Evaluates the enabled 1D maps at u, from a float, and emits the result as a vertex of the open primitive
 * (with the evaluated colour, normal and texture coordinates); outside glBegin/glEnd it does nothing.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalCoord1f(u: number): void {
  coord1(Math.fround(u));
}
/**
 * Evaluates the enabled 1D maps at u, from the first element of an array of doubles, and emits the result
 * as a vertex of the open primitive (with the evaluated colour, normal and texture coordinates); outside
 * glBegin/glEnd it does nothing.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalCoord1dv(u: V): void {
  coord1(element(u, 0));
}
/**
 * Evaluates the enabled 1D maps at u, from the first element of an array of floats, and emits the result
 * as a vertex of the open primitive (with the evaluated colour, normal and texture coordinates); outside
 * glBegin/glEnd it does nothing.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalCoord1fv(u: V): void {
  coord1(Math.fround(element(u, 0)));
}
/**
 * Evaluates the enabled 2D maps at (u, v), from doubles, and emits the result as a vertex of the open
 * primitive; outside glBegin/glEnd it does nothing.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalCoord2d(u: number, v: number): void {
  coord2(u, v);
}
/**
 * Evaluates the enabled 2D maps at (u, v), from floats, and emits the result as a vertex of the open
 * primitive; outside glBegin/glEnd it does nothing.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalCoord2f(u: number, v: number): void {
  coord2(Math.fround(u), Math.fround(v));
}
/**
 * Evaluates the enabled 2D maps at (u, v), from the first 2 elements of an array of doubles, and emits the
 * result as a vertex of the open primitive; outside glBegin/glEnd it does nothing.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalCoord2dv(u: V): void {
  coord2(element(u, 0), element(u, 1));
}
/**
 * Evaluates the enabled 2D maps at (u, v), from the first 2 elements of an array of floats, and emits the
 * result as a vertex of the open primitive; outside glBegin/glEnd it does nothing.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalCoord2fv(u: V): void {
  coord2(Math.fround(element(u, 0)), Math.fround(element(u, 1)));
}

function replayPoint1(i: number): void {
  evalPoint1(cur(), i);
}

function replayPoint2(i: number, j: number): void {
  evalPoint2(cur(), i, j);
}

/**
 * Evaluates the enabled 1D maps at grid point i of the glMapGrid1 grid, as glEvalCoord1 at u1 + i·(u2 −
 * u1)/un.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalPoint1(i: number): void {
  const c = cur();
  if (c.recording && c.lists.recordVertexCommand(replayPoint1, [int(i)], 'glEvalPoint1', LOOPBACK)) return;
  evalPoint1(c, int(i));
}

/**
 * Evaluates the enabled 2D maps at grid point (i, j) of the glMapGrid2 grid, as glEvalCoord2 would there.
 * Records no error.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalPoint2(i: number, j: number): void {
  const c = cur();
  if (c.recording && c.lists.recordVertexCommand(replayPoint2, [int(i), int(j)], 'glEvalPoint2', LOOPBACK))
    return;
  evalPoint2(c, int(i), int(j));
}

// Grids and meshes: state commands, compiled as calls and checked when they run.

function mapGrid1(un: number, u1: number, u2: number): void {
  const c = stateCommand(mapGrid1, [un, u1, u2]);
  if (!c) return;
  if (!(un >= 1)) {
    c.setError(GL_INVALID_VALUE, 'un is less than 1');
    return;
  }
  Object.assign(c.evaluators.grid1, { un, u1, u2 });
}

function mapGrid2(un: number, u1: number, u2: number, vn: number, v1: number, v2: number): void {
  const c = stateCommand(mapGrid2, [un, u1, u2, vn, v1, v2]);
  if (!c) return;
  if (!(un >= 1) || !(vn >= 1)) {
    c.setError(GL_INVALID_VALUE, 'un or vn is less than 1');
    return;
  }
  c.evaluators.grid2 = { un, u1, u2, vn, v1, v2 };
}

/**
 * Defines the 1D grid glEvalMesh1 and glEvalPoint1 use: `un` equal steps from u1 to u2 (given as doubles).
 * Records GL_INVALID_VALUE when un < 1, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.1
 */
export function glMapGrid1d(un: number, u1: number, u2: number): void {
  mapGrid1(int(un), u1, u2);
}
/**
 * Defines the 1D grid glEvalMesh1 and glEvalPoint1 use: `un` equal steps from u1 to u2 (given as floats).
 * Records GL_INVALID_VALUE when un < 1, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.1
 */
export function glMapGrid1f(un: number, u1: number, u2: number): void {
  mapGrid1(int(un), Math.fround(u1), Math.fround(u2));
}
/**
 * Defines the 2D grid glEvalMesh2 and glEvalPoint2 use: `un` steps from u1 to u2 and `vn` steps from v1 to
 * v2 (given as doubles).
 * Records GL_INVALID_VALUE when un < 1 or vn < 1, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.1
 */
export function glMapGrid2d(un: number, u1: number, u2: number, vn: number, v1: number, v2: number): void {
  mapGrid2(int(un), u1, u2, int(vn), v1, v2);
}
/**
 * Defines the 2D grid glEvalMesh2 and glEvalPoint2 use: `un` steps from u1 to u2 and `vn` steps from v1 to
 * v2 (given as floats).
 * Records GL_INVALID_VALUE when un < 1 or vn < 1, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.1
 */
export function glMapGrid2f(un: number, u1: number, u2: number, vn: number, v1: number, v2: number): void {
  const f = Math.fround;
  mapGrid2(int(un), f(u1), f(u2), int(vn), f(v1), f(v2));
}

/**
 * Evaluates the 1D grid from step i1 to i2 and draws the result as GL_POINTS or a GL_LINE_STRIP.
 * Records GL_INVALID_ENUM for a mode other than GL_POINT or GL_LINE, GL_OUT_OF_MEMORY for a mesh too large
 * to draw, GL_INVALID_OPERATION between glBegin and glEnd or when an enabled ARB program target's bound
 * program is not valid.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalMesh1(mode: GLenum, i1: number, i2: number): void {
  const c = stateCommand(glEvalMesh1, [mode, i1, i2]);
  if (!c) return;
  if (mode !== GL_POINT && mode !== GL_LINE) {
    c.setError(GL_INVALID_ENUM, 'mode is not GL_POINT or GL_LINE');
    return;
  }
  const [a, b] = [int(i1), int(i2)];
  if (meshTooLarge(a, b, 0, 0))
    c.setError(GL_OUT_OF_MEMORY, 'the mesh has more points than one call may draw');
  else if (arbProgramsValid(c)) evalMesh1(c, mode, a, b);
}

/**
 * Evaluates the 2D grid over steps i1..i2 × j1..j2 and draws it as points, lines or filled quad strips
 * (GL_POINT, GL_LINE, GL_FILL).
 * Records GL_INVALID_ENUM for another mode, GL_OUT_OF_MEMORY for a mesh too large to draw,
 * GL_INVALID_OPERATION between glBegin and glEnd or when an enabled ARB program target's bound program is
 * not valid.
 * @see OpenGL 1.5 §5.1
 */
export function glEvalMesh2(mode: GLenum, i1: number, i2: number, j1: number, j2: number): void {
  const c = stateCommand(glEvalMesh2, [mode, i1, i2, j1, j2]);
  if (!c) return;
  if (mode !== GL_POINT && mode !== GL_LINE && mode !== GL_FILL) {
    c.setError(GL_INVALID_ENUM, 'mode is not GL_POINT, GL_LINE or GL_FILL');
    return;
  }
  const [a, b, p, q] = [int(i1), int(i2), int(j1), int(j2)];
  if (meshTooLarge(a, b, p, q))
    c.setError(GL_OUT_OF_MEMORY, 'the mesh has more points than one call may draw');
  else if (arbProgramsValid(c)) evalMesh2(c, mode, a, b, p, q);
}

// glGetMap: the map's control points, orders or domain, converted to the type asked for.

function getMap(target: number, query: number, out: OutputArray, convert: (v: number) => number): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const values = getMapValues(c.evaluators, target, query);
  if (values === null)
    c.setError(
      GL_INVALID_ENUM,
      'target is not a map target, or query is not GL_COEFF, GL_ORDER or GL_DOMAIN',
    );
  else writeOutput(c, out, values, convert);
}

/**
 * Writes a map's control points (GL_COEFF), orders (GL_ORDER) or domain (GL_DOMAIN) into `v` as doubles.
 * Records GL_INVALID_ENUM for a target that is no map or another query, GL_INVALID_OPERATION when `v` is a
 * typed array too short for the values or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetMapdv(target: GLenum, query: GLenum, v: Float64Array | number[]): void {
  getMap(target, query, v, (x) => x);
}

/**
 * Writes a map's control points (GL_COEFF), orders (GL_ORDER) or domain (GL_DOMAIN) into `v` as floats.
 * Records GL_INVALID_ENUM for a target that is no map or another query, GL_INVALID_OPERATION when `v` is a
 * typed array too short for the values or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetMapfv(target: GLenum, query: GLenum, v: Float32Array | number[]): void {
  getMap(target, query, v, Math.fround);
}

/** Rounds to the nearest integer, halves away from zero (as Mesa's IROUND), clamped to GLint. */
function roundToInt(x: number): number {
  const r = x >= 0 ? Math.floor(x + 0.5) : Math.ceil(x - 0.5);
  return Number.isNaN(r) ? 0 : Math.min(Math.max(r, -(2 ** 31)), 2 ** 31 - 1);
}

/**
 * Writes a map's control points (GL_COEFF), orders (GL_ORDER) or domain (GL_DOMAIN) into `v` as integers
 * (rounded to nearest).
 * Records GL_INVALID_ENUM for a target that is no map or another query, GL_INVALID_OPERATION when `v` is a
 * typed array too short for the values or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetMapiv(target: GLenum, query: GLenum, v: Int32Array | number[]): void {
  getMap(target, query, v, roundToInt);
}
