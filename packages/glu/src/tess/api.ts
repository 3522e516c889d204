// The GLU 1.3 tessellator entry points (gluNewTess … gluDeleteTess) and the GLU 1.0 polygon calls
// (gluBeginPolygon, gluNextContour, gluEndPolygon). A tessellator object collects contours between
// gluTessBeginPolygon and gluTessEndPolygon, then tessellates them and calls its callbacks. Calls out of
// order report GLU_TESS_MISSING_* through the error callback and recover as libGLU does: a missing
// begin is supplied, a polygon left open by gluTessBeginPolygon or gluDeleteTess is discarded.
import type { ContourType, TessCallbackWhich, TessProperty } from '../enum-types.js';
import {
  GLU_INVALID_ENUM,
  GLU_INVALID_VALUE,
  GLU_TESS_BOUNDARY_ONLY,
  GLU_TESS_COORD_TOO_LARGE,
  GLU_TESS_MAX_COORD,
  GLU_TESS_MISSING_BEGIN_CONTOUR,
  GLU_TESS_MISSING_BEGIN_POLYGON,
  GLU_TESS_MISSING_END_CONTOUR,
  GLU_TESS_MISSING_END_POLYGON,
  GLU_TESS_NEED_COMBINE_CALLBACK,
  GLU_TESS_TOLERANCE,
  GLU_TESS_WINDING_ODD,
  GLU_TESS_WINDING_RULE,
} from '../glu-enums.js';
import type { CombineVertex } from './arrangement.js';
import { type GLUtessCallback, TessCallbacks } from './callbacks.js';
import { emitContours, emitTriangles } from './output.js';
import type { Vec3 } from './plane.js';
import { type InputVertex, tessellate } from './tessellate.js';
import { WINDING_RULES } from './winding.js';

const DORMANT = 0;
const IN_POLYGON = 1;
const IN_CONTOUR = 2;

/** A GLU tessellator object (GLUtesselator in C). Its fields are private to the tessellator. */
export class GLUtesselator {
  /** @internal */ state = DORMANT;
  /** @internal */ polygonData: unknown = undefined;
  /** @internal */ contours: InputVertex[][] = [];
  /** @internal */ windingRule = GLU_TESS_WINDING_ODD;
  /** @internal */ boundaryOnly = false;
  /** @internal */ tolerance = 0;
  /** @internal */ normal: Vec3 = [0, 0, 0];
  /** @internal */ readonly callbacks = new TessCallbacks();
}

/**
 * Creates a polygon tessellator with GLU's defaults: odd winding rule, filled output, tolerance 0, normal
 * computed per polygon.
 * @see GLU 1.3 §5.1
 */
export function gluNewTess(): GLUtesselator {
  return new GLUtesselator();
}

/**
 * Ends a tessellator; a polygon still open is discarded, after the GLU_TESS_MISSING_END_CONTOUR / _POLYGON
 * errors its missing calls report.
 * @see GLU 1.3 §5.1
 */
export function gluDeleteTess(tess: GLUtesselator): void {
  requireState(tess, DORMANT);
}

/** Moves `tess` to `wanted` as libGLU's RequireState does, reporting each missing call. */
function requireState(tess: GLUtesselator, wanted: number): void {
  while (tess.state !== wanted) {
    if (tess.state < wanted) {
      if (tess.state === DORMANT) {
        reportError(tess, GLU_TESS_MISSING_BEGIN_POLYGON);
        gluTessBeginPolygon(tess, undefined);
      } else {
        reportError(tess, GLU_TESS_MISSING_BEGIN_CONTOUR);
        gluTessBeginContour(tess);
      }
    } else if (tess.state === IN_CONTOUR) {
      reportError(tess, GLU_TESS_MISSING_END_CONTOUR);
      gluTessEndContour(tess);
    } else {
      reportError(tess, GLU_TESS_MISSING_END_POLYGON);
      tess.contours = [];
      tess.state = DORMANT;
    }
  }
}

function reportError(tess: GLUtesselator, errno: number): void {
  tess.callbacks.error(errno, tess.polygonData);
}

/**
 * Starts a polygon of one or more contours; `polygonData` is passed to every _DATA callback.
 * Reports GLU_TESS_MISSING_END_CONTOUR / _POLYGON through the error callback (and ends the open polygon)
 * when one is still open.
 * @see GLU 1.3 §5.2
 */
export function gluTessBeginPolygon(tess: GLUtesselator, polygonData?: unknown): void {
  requireState(tess, DORMANT);
  tess.state = IN_POLYGON;
  tess.polygonData = polygonData;
  tess.contours = [];
}

/**
 * Starts a contour (a closed loop of vertices) of the current polygon.
 * Reports GLU_TESS_MISSING_BEGIN_POLYGON or GLU_TESS_MISSING_END_CONTOUR through the error callback,
 * supplying the missing call, when the calls are out of order.
 * @see GLU 1.3 §5.2
 */
export function gluTessBeginContour(tess: GLUtesselator): void {
  requireState(tess, IN_POLYGON);
  tess.state = IN_CONTOUR;
  tess.contours.push([]);
}

/**
 * Adds a vertex at `coords` (x, y, z) to the current contour; `vertexData` is what the vertex and combine
 * callbacks receive for it.
 * Reports GLU_TESS_COORD_TOO_LARGE for coordinates beyond ±GLU_TESS_MAX_COORD or not numbers (which are
 * clamped, NaN to 0), and the missing-begin errors when no contour is open.
 * @see GLU 1.3 §5.2
 */
export function gluTessVertex(tess: GLUtesselator, coords: ArrayLike<number>, vertexData?: unknown): void {
  requireState(tess, IN_CONTOUR);
  let tooLarge = false;
  const clamped: Vec3 = [0, 0, 0];
  for (let i = 0; i < 3; i++) {
    let x = Number(coords?.[i] ?? 0);
    if (Number.isNaN(x)) {
      x = 0;
      tooLarge = true;
    } else if (x < -GLU_TESS_MAX_COORD) {
      x = -GLU_TESS_MAX_COORD;
      tooLarge = true;
    } else if (x > GLU_TESS_MAX_COORD) {
      x = GLU_TESS_MAX_COORD;
      tooLarge = true;
    }
    clamped[i] = x;
  }
  if (tooLarge) reportError(tess, GLU_TESS_COORD_TOO_LARGE);
  tess.contours[tess.contours.length - 1]!.push({ coords: clamped, data: vertexData });
}

/**
 * Ends the current contour, which closes back to its first vertex.
 * Reports the missing-begin errors through the error callback when no contour is open.
 * @see GLU 1.3 §5.2
 */
export function gluTessEndContour(tess: GLUtesselator): void {
  requireState(tess, IN_CONTOUR);
  tess.state = IN_POLYGON;
}

/**
 * Ends the polygon, tessellates it with the current winding rule, normal and boundary setting, and calls
 * the begin, vertex, edge-flag, end and combine callbacks with the result.
 * Reports GLU_TESS_NEED_COMBINE_CALLBACK when contours intersect and no combine callback makes the new
 * vertex, and the missing-call errors when the calls are out of order.
 * @see GLU 1.3 §5.2
 */
export function gluTessEndPolygon(tess: GLUtesselator): void {
  requireState(tess, IN_POLYGON);
  tess.state = DORMANT;
  const contours = tess.contours;
  const polygonData = tess.polygonData;
  tess.contours = [];
  const combine: CombineVertex = (coords, data, weights) => {
    const made = tess.callbacks.combine(coords, data, weights, polygonData);
    return made === undefined ? undefined : { data: made };
  };
  const result = tessellate(contours, {
    windingRule: tess.windingRule,
    boundaryOnly: tess.boundaryOnly,
    normal: tess.normal,
    combine,
  });
  if (result.kind === 'needCombine') reportError(tess, GLU_TESS_NEED_COMBINE_CALLBACK);
  else if (result.kind === 'contours') emitContours(result.contours, tess.callbacks, polygonData);
  else emitTriangles(result.triangles, tess.callbacks, polygonData);
}

/**
 * Sets a tessellator property: GLU_TESS_WINDING_RULE (which regions are inside), GLU_TESS_BOUNDARY_ONLY
 * (output outlines instead of triangles) or GLU_TESS_TOLERANCE (0 to 1).
 * Reports GLU_INVALID_VALUE through the error callback for a winding rule or tolerance out of range,
 * GLU_INVALID_ENUM for another property.
 * @see GLU 1.3 §5.4
 */
export function gluTessProperty(tess: GLUtesselator, which: TessProperty, value: number): void {
  switch (which) {
    case GLU_TESS_TOLERANCE:
      if (!(value >= 0 && value <= 1)) reportError(tess, GLU_INVALID_VALUE);
      else tess.tolerance = value;
      return;
    case GLU_TESS_WINDING_RULE:
      if (!WINDING_RULES.includes(value)) reportError(tess, GLU_INVALID_VALUE);
      else tess.windingRule = value;
      return;
    case GLU_TESS_BOUNDARY_ONLY:
      tess.boundaryOnly = value !== 0 && !Number.isNaN(value);
      return;
    default:
      reportError(tess, GLU_INVALID_ENUM);
  }
}

/**
 * Writes the value of a tessellator property into value[0].
 * Reports GLU_INVALID_ENUM through the error callback (and writes 0) for an unknown property.
 * @see GLU 1.3 §5.4
 */
export function gluGetTessProperty(
  tess: GLUtesselator,
  which: TessProperty,
  value: Float64Array | number[],
): void {
  let result = 0;
  switch (which) {
    case GLU_TESS_TOLERANCE:
      result = tess.tolerance;
      break;
    case GLU_TESS_WINDING_RULE:
      result = tess.windingRule;
      break;
    case GLU_TESS_BOUNDARY_ONLY:
      result = tess.boundaryOnly ? 1 : 0;
      break;
    default:
      reportError(tess, GLU_INVALID_ENUM);
  }
  if (value.length > 0) value[0] = result;
}

/**
 * Sets the normal the polygons are projected along before tessellation; (0, 0, 0), the default, computes
 * one per polygon, and non-finite values count as (0, 0, 0).
 * @see GLU 1.3 §5.4
 */
export function gluTessNormal(tess: GLUtesselator, x: number, y: number, z: number): void {
  const n: Vec3 = [Number(x), Number(y), Number(z)];
  tess.normal = n.every(Number.isFinite) ? n : [0, 0, 0];
}

/**
 * Sets (or with null resets) one callback of the tessellator: begin, vertex, end, edge flag, combine,
 * error, or their _DATA forms that also receive the polygon data.
 * Reports GLU_INVALID_ENUM through the error callback for an unknown `which`.
 * @see GLU 1.3 §5.3
 */
export function gluTessCallback(
  tess: GLUtesselator,
  which: TessCallbackWhich,
  fn: GLUtessCallback | null,
): void {
  if (!TessCallbacks.isCallbackName(which)) {
    reportError(tess, GLU_INVALID_ENUM);
    return;
  }
  tess.callbacks.set(which, fn);
}

/**
 * The GLU 1.0 way to start a polygon: gluTessBeginPolygon with no data, then gluTessBeginContour.
 * @see GLU 1.3 §5.7
 */
export function gluBeginPolygon(tess: GLUtesselator): void {
  gluTessBeginPolygon(tess, undefined);
  gluTessBeginContour(tess);
}

/**
 * The GLU 1.0 way to start the next contour: ends the current one and begins another; the contour `type`
 * (GLU_CW, GLU_EXTERIOR, …) is ignored.
 * @see GLU 1.3 §5.7
 */
export function gluNextContour(tess: GLUtesselator, _type: ContourType): void {
  gluTessEndContour(tess);
  gluTessBeginContour(tess);
}

/**
 * The GLU 1.0 way to end a polygon: gluTessEndContour, then gluTessEndPolygon.
 * @see GLU 1.3 §5.7
 */
export function gluEndPolygon(tess: GLUtesselator): void {
  gluTessEndContour(tess);
  gluTessEndPolygon(tess);
}
