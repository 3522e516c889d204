// The GLU 1.3 NURBS entry points: objects, properties, sampling matrices, callbacks, and the
// gluBegin*/gluEnd* descriptions of curves, surfaces and trim loops with the errors GLU names for them.
import type {
  NurbsCallbackWhich,
  NurbsCurveType,
  NurbsProperty,
  NurbsSurfaceType,
  PwlCurveType,
} from '../enum-types.js';
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

/**
 * Creates a NURBS object with GLU's default properties (GL rendering, automatic sampling matrices,
 * path-length sampling of 50 pixels, culling off).
 * @see GLU 1.3 §7.1
 */
export function gluNewNurbsRenderer(): GLUnurbs {
  return new GLUnurbs();
}

/**
 * Releases a NURBS object: its callbacks and pending maps and trim loops are dropped (JavaScript frees the
 * rest when unreferenced).
 * @see GLU 1.3 §7.1
 */
export function gluDeleteNurbsRenderer(nobj: GLUnurbs | null): void {
  if (!nobj) return;
  nobj.callbacks.clear();
  nobj.curveMaps = [];
  nobj.surfaceMaps = [];
  nobj.trimLoops = [];
}

/**
 * Sets a property of the NURBS object: sampling method and tolerances, display mode, culling, automatic
 * matrix loading, or GLU_NURBS_MODE (draw through GL or hand the result to callbacks).
 * Reports GLU_INVALID_ENUM through the GLU_NURBS_ERROR callback for an unknown property, GLU_INVALID_VALUE
 * for a value it does not take.
 * @see GLU 1.3 §7.6
 */
export function gluNurbsProperty(nobj: GLUnurbs, property: NurbsProperty, value: number): void {
  const result = setProperty(nobj.props, property, value);
  if (result === 'invalid-enum') reportCode(nobj, GLU_INVALID_ENUM);
  else if (result === 'invalid-value') reportCode(nobj, GLU_INVALID_VALUE);
}

/**
 * Writes the value of a NURBS property into data[0].
 * Reports GLU_INVALID_ENUM through the GLU_NURBS_ERROR callback for an unknown property.
 * @see GLU 1.3 §7.6
 */
export function gluGetNurbsProperty(
  nobj: GLUnurbs,
  property: NurbsProperty,
  data: Float32Array | Float64Array,
): void {
  const value = getProperty(nobj.props, property);
  if (value === null) {
    reportCode(nobj, GLU_INVALID_ENUM);
    return;
  }
  if (data.length > 0) data[0] = value;
}

/**
 * Gives the NURBS object the modelview and projection matrices (16 values each, column-major) and viewport
 * (4 values) it samples with while GLU_AUTO_LOAD_MATRIX is false.
 * Reports GLU_INVALID_VALUE through the GLU_NURBS_ERROR callback when an array is too short.
 * @see GLU 1.3 §7.6
 */
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
 * Sets (or with null removes) a callback of the NURBS object: GLU_NURBS_ERROR (receives the error code)
 * or, in GLU_NURBS_TESSELLATOR mode, GLU_NURBS_BEGIN, _VERTEX, _NORMAL, _COLOR, _TEXTURE_COORD and _END,
 * and their _DATA forms, which also receive the gluNurbsCallbackData value.
 * Reports GLU_INVALID_ENUM through the error callback for an unknown `which`.
 * @see GLU 1.3 §7.2
 */
export function gluNurbsCallback(nobj: GLUnurbs, which: NurbsCallbackWhich, fn: NurbsCallback | null): void {
  if (which !== GLU_NURBS_ERROR && !CALLBACK_NAMES.has(which)) {
    reportCode(nobj, GLU_INVALID_ENUM);
    return;
  }
  if (fn) nobj.callbacks.set(which, fn);
  else nobj.callbacks.delete(which);
}

/**
 * Sets the value passed as the last argument to the _DATA callbacks of the NURBS object.
 * @see GLU 1.3 §7.2
 */
export function gluNurbsCallbackData(nobj: GLUnurbs, userData: unknown): void {
  nobj.userData = userData;
}

/**
 * Sets the value passed to the _DATA callbacks of the NURBS object; the GLU_EXT_nurbs_tessellator name of
 * gluNurbsCallbackData.
 * @see GLU 1.3 §7.2
 */
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

/**
 * Starts the description of a NURBS curve: the gluNurbsCurve calls up to gluEndCurve define its maps.
 * Reports GLU_NURBS_ERROR6 (and ends the open curve first) when a curve is already open.
 * @see GLU 1.3 §7.3
 */
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

/**
 * Ends the curve description and draws the curve (or hands it to the callbacks in tessellator mode).
 * Reports GLU_NURBS_ERROR7 when no curve is open, GLU_NURBS_ERROR8 when the curve has no vertex map.
 * @see GLU 1.3 §7.3
 */
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

/**
 * Adds a map to the open curve (GLU_MAP1_VERTEX_3, a colour, normal or texture map, …) or, inside
 * gluBeginTrim/gluEndTrim, a trim curve (GLU_MAP1_TRIM_2 or _3).
 * Reports GLU_NURBS_ERRORn through the error callback for a call outside a curve or trim loop, a bad knot
 * vector, stride or order, or a type that does not belong where it is used; the map is then ignored.
 * @param stride - the distance between consecutive control points in `control`, in values.
 * @param order - the curve's order (degree + 1); `knotCount` must equal the number of control points plus
 * the order.
 * @see GLU 1.3 §7.3, §7.5
 */
export function gluNurbsCurve(
  nobj: GLUnurbs,
  knotCount: number,
  knots: ArrayLike<number> | null,
  stride: number,
  control: ArrayLike<number> | null,
  order: number,
  type: NurbsCurveType,
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

/**
 * Starts the description of a NURBS surface: gluNurbsSurface maps and trim loops up to gluEndSurface
 * define it.
 * Reports GLU_NURBS_ERROR27 when a surface is already open and GLU_NURBS_ERROR6 when a curve is, ending
 * the open one first.
 * @see GLU 1.3 §7.4
 */
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

/**
 * Ends the surface description and draws the surface, trimmed by its loops (or hands it to the callbacks
 * in tessellator mode).
 * Reports GLU_NURBS_ERROR12 (and closes the loop) when a trim loop is still open, GLU_NURBS_ERROR13 when
 * no surface is open, GLU_NURBS_ERROR8 when the surface has no vertex map.
 * @see GLU 1.3 §7.4
 */
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

/**
 * Adds a map (GLU_MAP2_VERTEX_3, a colour, normal or texture map, …) to the open surface, or draws it on
 * its own outside gluBeginSurface/gluEndSurface.
 * Reports GLU_NURBS_ERRORn through the error callback for a call inside a trim loop, a bad knot vector,
 * stride or order, or an unknown type; the map is then ignored.
 * @param sStride - the distance between control points consecutive in s, in values; `tStride` likewise in
 * t.
 * @see GLU 1.3 §7.4
 */
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
  type: NurbsSurfaceType,
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

/**
 * Starts a trim loop of the open surface: the gluPwlCurve and gluNurbsCurve calls up to gluEndTrim make
 * its closed boundary.
 * Reports GLU_NURBS_ERROR15 outside a surface, GLU_NURBS_ERROR16 when a trim loop is already open.
 * @see GLU 1.3 §7.5
 */
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

/**
 * Closes the open trim loop.
 * Reports GLU_NURBS_ERROR17 when no loop is open, GLU_NURBS_ERROR18 when the loop has no curve.
 * @see GLU 1.3 §7.5
 */
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
 * Adds a piecewise-linear trim curve of `count` points to the open trim loop: (u, v) pairs for
 * GLU_MAP1_TRIM_2 or homogeneous (u, v, w) for GLU_MAP1_TRIM_3, `stride` values apart.
 * Reports GLU_NURBS_ERRORn outside a trim loop or for a bad type or stride; a point repeating the one
 * before it is dropped after GLU_NURBS_ERROR37.
 * @see GLU 1.3 §7.5
 */
export function gluPwlCurve(
  nobj: GLUnurbs,
  count: number,
  data: ArrayLike<number> | null,
  stride: number,
  type: PwlCurveType,
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
