// The GLU 1.3 NURBS entry points: objects, properties, sampling matrices, callbacks, and the
// gluBegin*/gluEnd* descriptions of curves, surfaces and trim loops with the errors GLU names for them.
import { GLU_INVALID_ENUM, GLU_INVALID_VALUE, GLU_NURBS_ERROR, GLU_NURBS_RENDERER } from '../glu-enums.js';
import { CALLBACK_NAMES } from './callback-names.js';
import { drawCurve } from './draw-curve.js';
import { drawSurface } from './draw-surface.js';
import { nurbsErrorCode } from './errors.js';
import { type CurveMap, lastIndexRead, packNet, packPoints, type SurfaceMap } from './evaluate.js';
import { knotVectorError, makeKnotVector } from './knots.js';
import { curveMapType, surfaceMapType, trimMapType } from './map-types.js';
import { GLUnurbs, reportCode, reportNurbsError } from './nurbs-object.js';
import {
  callbackSink,
  glSink,
  keepingCurrentAttributes,
  type NurbsCallback,
  type NurbsSink,
} from './output.js';
import { getProperty, setProperty } from './properties.js';

export { GLUnurbs };

/** gluNewNurbsRenderer: a new NURBS object with GLU's default properties. */
export function gluNewNurbsRenderer(): GLUnurbs {
  return new GLUnurbs();
}

/** gluDeleteNurbsRenderer: the object is no longer used (JavaScript frees it when unreferenced). */
export function gluDeleteNurbsRenderer(nobj: GLUnurbs | null): void {
  if (!nobj) return;
  nobj.callbacks.clear();
  nobj.curveMaps = [];
  nobj.surfaceMaps = [];
  nobj.trimLoops = [];
}

/** gluNurbsProperty: an unknown property reports GLU_INVALID_ENUM, a bad value GLU_INVALID_VALUE. */
export function gluNurbsProperty(nobj: GLUnurbs, property: number, value: number): void {
  const result = setProperty(nobj.props, property, value);
  if (result === 'invalid-enum') reportCode(nobj, GLU_INVALID_ENUM);
  else if (result === 'invalid-value') reportCode(nobj, GLU_INVALID_VALUE);
}

/** gluGetNurbsProperty: writes the value into data[0]; an unknown property reports GLU_INVALID_ENUM. */
export function gluGetNurbsProperty(
  nobj: GLUnurbs,
  property: number,
  data: Float32Array | Float64Array,
): void {
  const value = getProperty(nobj.props, property);
  if (value === null) {
    reportCode(nobj, GLU_INVALID_ENUM);
    return;
  }
  if (data.length > 0) data[0] = value;
}

/** gluLoadSamplingMatrices: the matrices used while GLU_AUTO_LOAD_MATRIX is false. */
export function gluLoadSamplingMatrices(
  nobj: GLUnurbs,
  model: ArrayLike<number>,
  perspective: ArrayLike<number>,
  view: ArrayLike<number>,
): void {
  if (model.length < 16 || perspective.length < 16 || view.length < 4) {
    reportCode(nobj, GLU_INVALID_VALUE);
    return;
  }
  nobj.loadedMatrices = {
    model: Float64Array.from({ length: 16 }, (_, i) => model[i] as number),
    projection: Float64Array.from({ length: 16 }, (_, i) => perspective[i] as number),
    viewport: Float64Array.from({ length: 4 }, (_, i) => view[i] as number),
  };
}

/**
 * gluNurbsCallback: `which` is GLU_NURBS_ERROR (fn(errorCode)) or, used in GLU_NURBS_TESSELLATOR mode,
 * GLU_NURBS_BEGIN (fn(type)), GLU_NURBS_VERTEX/NORMAL/COLOR/TEXTURE_COORD (fn(values: Float64Array)),
 * GLU_NURBS_END (fn()) and their _DATA forms (the same arguments, then the gluNurbsCallbackData value).
 * null removes a callback; an unknown `which` reports GLU_INVALID_ENUM.
 */
export function gluNurbsCallback(nobj: GLUnurbs, which: number, fn: NurbsCallback | null): void {
  if (which !== GLU_NURBS_ERROR && !CALLBACK_NAMES.has(which)) {
    reportCode(nobj, GLU_INVALID_ENUM);
    return;
  }
  if (fn) nobj.callbacks.set(which, fn);
  else nobj.callbacks.delete(which);
}

/** gluNurbsCallbackData: the value passed to the _DATA callbacks. */
export function gluNurbsCallbackData(nobj: GLUnurbs, userData: unknown): void {
  nobj.userData = userData;
}

/** gluNurbsCallbackDataEXT: the same as gluNurbsCallbackData. */
export function gluNurbsCallbackDataEXT(nobj: GLUnurbs, userData: unknown): void {
  nobj.userData = userData;
}

/** Draws through GL (keeping GL's current attributes) or hands the primitives to the callbacks. */
function output(nobj: GLUnurbs, draw: (sink: NurbsSink) => void): void {
  if (nobj.props.nurbsMode === GLU_NURBS_RENDERER) keepingCurrentAttributes(() => draw(glSink));
  else draw(callbackSink(nobj.callbacks, () => nobj.userData));
}

function startDescription(nobj: GLUnurbs): void {
  nobj.failed = false;
  nobj.curveMaps = [];
  nobj.surfaceMaps = [];
  nobj.trimLoops = [];
  nobj.currentTrim = [];
}

/** gluBeginCurve: starts a curve (error 6 and the open curve ended when one is open). */
export function gluBeginCurve(nobj: GLUnurbs): void {
  if (nobj.inCurve) {
    reportNurbsError(nobj, 6);
    gluEndCurve(nobj);
  }
  if (nobj.inTrim) {
    // A trim curve may be wrapped in gluBeginCurve/gluEndCurve; the loop collects it as usual.
    nobj.inCurve = true;
    return;
  }
  if (nobj.inSurface) {
    reportNurbsError(nobj, 6);
    return;
  }
  startDescription(nobj);
  nobj.inCurve = true;
}

/** gluEndCurve: draws the curve described since gluBeginCurve (error 7 when none is open, 8 without one vertex map). */
export function gluEndCurve(nobj: GLUnurbs): void {
  if (!nobj.inCurve) {
    reportNurbsError(nobj, 7);
    return;
  }
  nobj.inCurve = false;
  if (nobj.inTrim) return;
  const maps = nobj.curveMaps;
  nobj.curveMaps = [];
  if (nobj.failed) return;
  if (maps.filter((m) => m.type.role === 'vertex').length !== 1) {
    reportNurbsError(nobj, 8);
    return;
  }
  output(nobj, (sink) => drawCurve(nobj, maps, sink));
}

/** Checks the count/stride/data shared by every curve call; the error number or 0. */
function curveDataError(
  knotCount: number,
  knots: ArrayLike<number> | null,
  stride: number,
  control: ArrayLike<number> | null,
  order: number,
  size: number,
): number {
  if (!knots || !control) return 36;
  if (stride < 0) return 34;
  const knotError = knotVectorError(knots, knotCount, order);
  if (knotError) return knotError;
  if (!Number.isInteger(stride) || stride < size) return 34;
  if (lastIndexRead([knotCount - order], [stride], size) >= control.length) return 36;
  return 0;
}

/** gluNurbsCurve: a map of the open curve, or a trim curve (GLU_MAP1_TRIM_2/3) of the open trim loop. */
export function gluNurbsCurve(
  nobj: GLUnurbs,
  knotCount: number,
  knots: ArrayLike<number> | null,
  stride: number,
  control: ArrayLike<number> | null,
  order: number,
  type: number,
): void {
  const trimType = trimMapType(type);
  const curveType = curveMapType(type);
  if (!trimType && !curveType) {
    reportNurbsError(nobj, 35);
    return;
  }
  if (nobj.inTrim !== Boolean(trimType)) {
    reportNurbsError(nobj, nobj.inTrim ? 14 : 22);
    return;
  }
  const mapType = (trimType ?? curveType) as NonNullable<typeof curveType>;
  const error = curveDataError(knotCount, knots, stride, control, order, mapType.size);
  if (error) {
    reportNurbsError(nobj, error);
    return;
  }
  const kv = makeKnotVector(knots as ArrayLike<number>, knotCount, order);
  const map: CurveMap = {
    type: mapType,
    knots: kv,
    points: packPoints(control as ArrayLike<number>, stride, kv.count, mapType.size),
  };
  if (trimType) {
    nobj.currentTrim.push({ kind: 'nurbs', map });
    return;
  }
  if (nobj.inSurface) {
    reportNurbsError(nobj, 14);
    return;
  }
  if (!nobj.inCurve) {
    // Outside gluBeginCurve/gluEndCurve a curve is drawn on its own, as if they surrounded it.
    gluBeginCurve(nobj);
    nobj.curveMaps.push(map);
    gluEndCurve(nobj);
    return;
  }
  nobj.curveMaps.push(map);
}

/** gluBeginSurface: starts a surface (errors 27 or 6 and the open one ended when a surface or curve is open). */
export function gluBeginSurface(nobj: GLUnurbs): void {
  if (nobj.inSurface) {
    reportNurbsError(nobj, 27);
    gluEndSurface(nobj);
  }
  if (nobj.inCurve) {
    reportNurbsError(nobj, 6);
    gluEndCurve(nobj);
  }
  startDescription(nobj);
  nobj.inSurface = true;
}

/** gluEndSurface: draws the surface described since gluBeginSurface, trimmed by its loops. */
export function gluEndSurface(nobj: GLUnurbs): void {
  if (nobj.inTrim) {
    reportNurbsError(nobj, 12);
    gluEndTrim(nobj);
  }
  if (!nobj.inSurface) {
    reportNurbsError(nobj, 13);
    return;
  }
  nobj.inSurface = false;
  const maps = nobj.surfaceMaps;
  nobj.surfaceMaps = [];
  if (nobj.failed) {
    nobj.trimLoops = [];
    return;
  }
  if (maps.filter((m) => m.type.role === 'vertex').length !== 1) {
    reportNurbsError(nobj, 8);
    nobj.trimLoops = [];
    return;
  }
  output(nobj, (sink) => drawSurface(nobj, maps, sink));
  nobj.trimLoops = [];
}

/** gluNurbsSurface: a map of the open surface (drawn on its own outside gluBeginSurface/gluEndSurface). */
export function gluNurbsSurface(
  nobj: GLUnurbs,
  sKnotCount: number,
  sKnots: ArrayLike<number> | null,
  tKnotCount: number,
  tKnots: ArrayLike<number> | null,
  sStride: number,
  tStride: number,
  control: ArrayLike<number> | null,
  sOrder: number,
  tOrder: number,
  type: number,
): void {
  const mapType = surfaceMapType(type);
  if (!mapType) {
    reportNurbsError(nobj, 35);
    return;
  }
  if (nobj.inTrim || nobj.inCurve) {
    reportNurbsError(nobj, nobj.inTrim ? 14 : 8);
    return;
  }
  if (!sKnots || !tKnots || !control) {
    reportNurbsError(nobj, 36);
    return;
  }
  if (sStride < 0 || tStride < 0) {
    reportNurbsError(nobj, 34);
    return;
  }
  const knotError =
    knotVectorError(sKnots, sKnotCount, sOrder) || knotVectorError(tKnots, tKnotCount, tOrder);
  if (knotError) {
    reportNurbsError(nobj, knotError);
    return;
  }
  const u = makeKnotVector(sKnots, sKnotCount, sOrder);
  const v = makeKnotVector(tKnots, tKnotCount, tOrder);
  if (
    !Number.isInteger(sStride) ||
    !Number.isInteger(tStride) ||
    sStride < mapType.size ||
    tStride < mapType.size
  ) {
    reportNurbsError(nobj, 34);
    return;
  }
  if (lastIndexRead([u.count, v.count], [sStride, tStride], mapType.size) >= control.length) {
    reportNurbsError(nobj, 36);
    return;
  }
  const map: SurfaceMap = {
    type: mapType,
    u,
    v,
    points: packNet(control, sStride, tStride, u.count, v.count, mapType.size),
  };
  if (!nobj.inSurface) {
    gluBeginSurface(nobj);
    nobj.surfaceMaps.push(map);
    gluEndSurface(nobj);
    return;
  }
  nobj.surfaceMaps.push(map);
}

/** gluBeginTrim: starts a trim loop of the open surface (error 15 outside one, 16 when a loop is open). */
export function gluBeginTrim(nobj: GLUnurbs): void {
  if (nobj.inTrim) {
    reportNurbsError(nobj, 16);
    gluEndTrim(nobj);
  }
  if (!nobj.inSurface) {
    reportNurbsError(nobj, 15);
    return;
  }
  nobj.inTrim = true;
  nobj.currentTrim = [];
}

/** gluEndTrim: closes the trim loop (error 17 when none is open, 18 when it has no curve). */
export function gluEndTrim(nobj: GLUnurbs): void {
  if (!nobj.inTrim) {
    reportNurbsError(nobj, 17);
    return;
  }
  nobj.inTrim = false;
  if (nobj.currentTrim.length === 0) {
    reportNurbsError(nobj, 18);
    return;
  }
  nobj.trimLoops.push(nobj.currentTrim);
  nobj.currentTrim = [];
}

/**
 * gluPwlCurve: a piecewise linear trim curve of `count` points (GLU_MAP1_TRIM_2: u, v; GLU_MAP1_TRIM_3:
 * homogeneous u, v, w) `stride` values apart. A point repeating the one before it is dropped after
 * error 37.
 */
export function gluPwlCurve(
  nobj: GLUnurbs,
  count: number,
  data: ArrayLike<number> | null,
  stride: number,
  type: number,
): void {
  if (!nobj.inTrim) {
    reportNurbsError(nobj, 19);
    return;
  }
  const mapType = trimMapType(type);
  if (!mapType) {
    reportNurbsError(nobj, curveMapType(type) ? 14 : 35);
    return;
  }
  if (!Number.isInteger(count) || count < 0) {
    reportNurbsError(nobj, 33);
    return;
  }
  if (!data) {
    reportNurbsError(nobj, 36);
    return;
  }
  if (!Number.isInteger(stride) || stride < mapType.size) {
    reportNurbsError(nobj, 34);
    return;
  }
  if (count < 2 || lastIndexRead([count], [stride], mapType.size) >= data.length) {
    reportNurbsError(nobj, count < 2 ? 18 : 36);
    return;
  }
  const points: number[] = [];
  for (let i = 0; i < count; i++) {
    const w = mapType.rational ? (data[i * stride + 2] as number) : 1;
    const u = (data[i * stride] as number) / w;
    const v = (data[i * stride + 1] as number) / w;
    if (points.length > 0 && points[points.length - 2] === u && points[points.length - 1] === v) {
      reportCode(nobj, nurbsErrorCode(37));
      continue;
    }
    points.push(u, v);
  }
  nobj.currentTrim.push({ kind: 'pwl', points });
}
