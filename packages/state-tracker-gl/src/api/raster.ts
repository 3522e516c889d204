// Rasterization state (GL 1.5, 3.3–3.5): shading model, faces and culling, polygon modes and offset,
// line width and stipple, point size and parameters, and glHint.
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { copyArray, legalEnum, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import {
  GL_BACK,
  GL_FILL,
  GL_FOG_HINT,
  GL_FRONT,
  GL_GENERATE_MIPMAP_HINT,
  GL_INVALID_ENUM,
  GL_LINE_SMOOTH_HINT,
  GL_LOWER_LEFT,
  GL_PERSPECTIVE_CORRECTION_HINT,
  GL_POINT_DISTANCE_ATTENUATION,
  GL_POINT_FADE_THRESHOLD_SIZE,
  GL_POINT_SIZE_MAX,
  GL_POINT_SIZE_MIN,
  GL_POINT_SMOOTH_HINT,
  GL_POINT_SPRITE_COORD_ORIGIN,
  GL_POLYGON_SMOOTH_HINT,
  GL_TEXTURE_COMPRESSION_HINT,
  GL_UPPER_LEFT,
} from '../gl-enums.js';
import { int32 } from '../math/clamp.js';
import { stateCommand } from './command.js';
import type {
  CullFaceMode,
  FrontFaceMode,
  HintMode,
  HintTarget,
  PointParameterfPname,
  PointParameterfvPname,
  PolygonModeFace,
  PolygonModeMode,
  ShadeModelMode,
} from './enum-types.generated.js';

/** @inline */
type V = ArrayLike<number>;

/**
 * Chooses flat shading (one colour per primitive, from its provoking vertex) or smooth shading (colours
 * interpolated).
 * Records GL_INVALID_ENUM for a mode other than GL_FLAT or GL_SMOOTH, GL_INVALID_OPERATION between glBegin
 * and glEnd.
 * @see OpenGL 1.5 §2.14.7
 */
export function glShadeModel(mode: ShadeModelMode): void {
  const c = stateCommand(glShadeModel, [mode]);
  if (!c || !legalEnum(c, R['glShadeModel.mode'], mode)) return;
  c.ff.shadeModel = mode;
  c.dirty |= Dirty.RASTERIZER | Dirty.PROGRAM;
}

/**
 * Chooses which winding in window coordinates, clockwise or counter-clockwise, makes a polygon
 * front-facing.
 * Records GL_INVALID_ENUM for a mode other than GL_CW or GL_CCW, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §3.5.1
 */
export function glFrontFace(mode: FrontFaceMode): void {
  const c = stateCommand(glFrontFace, [mode]);
  if (!c || !legalEnum(c, R['glFrontFace.mode'], mode)) return;
  c.st.polygon.frontFace = mode;
  c.dirty |= Dirty.RASTERIZER;
}

/**
 * Chooses which polygons GL_CULL_FACE discards: front-facing, back-facing or both.
 * Records GL_INVALID_ENUM for another mode, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.5.1
 */
export function glCullFace(mode: CullFaceMode): void {
  const c = stateCommand(glCullFace, [mode]);
  if (!c || !legalEnum(c, R['glCullFace.mode'], mode)) return;
  c.st.polygon.cullFace = mode;
  c.dirty |= Dirty.RASTERIZER;
}

/**
 * Chooses how the front faces, the back faces or both are rasterized: as points at their vertices, as
 * lines along their edges, or filled.
 * Records GL_INVALID_ENUM for a face or mode outside its list, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §3.5.4
 */
export function glPolygonMode(face: PolygonModeFace, mode: PolygonModeMode): void {
  const c = stateCommand(glPolygonMode, [face, mode]);
  if (!c || !legalEnum(c, R['glPolygonMode.face'], face) || !legalEnum(c, R['glPolygonMode.mode'], mode))
    return;
  const p = c.st.polygon;
  if (face !== GL_BACK) p.modeFront = mode;
  if (face !== GL_FRONT) p.modeBack = mode;
  c.ff.edgeFlags = p.modeFront !== GL_FILL || p.modeBack !== GL_FILL;
  c.dirty |= Dirty.RASTERIZER | Dirty.PROGRAM;
}

/**
 * Sets the depth offset of polygons (with GL_POLYGON_OFFSET_FILL/LINE/POINT on): `factor` times the
 * polygon's depth slope plus `units` times the smallest resolvable depth difference.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.5.5
 */
export function glPolygonOffset(factor: number, units: number): void {
  const c = stateCommand(glPolygonOffset, [factor, units]);
  if (!c) return;
  c.st.polygon.offsetFactor = factor;
  c.st.polygon.offsetUnits = units;
  c.dirty |= Dirty.RASTERIZER;
}

/**
 * Sets the width of rasterized lines in pixels.
 * Records GL_INVALID_VALUE for a width that is not positive, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §3.4
 */
export function glLineWidth(width: number): void {
  const c = stateCommand(glLineWidth, [width]);
  if (!c || !validValue(c, width > 0, 'width is not positive')) return;
  c.st.line.width = width;
  c.dirty |= Dirty.RASTERIZER;
}

/**
 * Sets the line stipple used with GL_LINE_STIPPLE: each bit of the 16-bit `pattern`, from the lowest,
 * covers `factor` (clamped to 1..256) pixels.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.4.2
 */
export function glLineStipple(factor: number, pattern: number): void {
  const c = stateCommand(glLineStipple, [factor, pattern]);
  if (!c) return;
  c.st.line.stippleRepeat = Math.min(Math.max(int32(factor), 1), 256);
  c.st.line.stipplePattern = pattern & 0xffff;
  c.dirty |= Dirty.RASTERIZER;
}

/**
 * Sets the diameter of rasterized points in pixels (before distance attenuation).
 * Records GL_INVALID_VALUE for a size that is not positive, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §3.3
 */
export function glPointSize(size: number): void {
  const c = stateCommand(glPointSize, [size]);
  if (!c || !validValue(c, size > 0, 'size is not positive')) return;
  c.ff.point.size = size;
  c.dirty |= Dirty.RASTERIZER | Dirty.PROGRAM;
}

/**
 * Sets a point parameter from an array: the size bounds, the fade threshold, the three distance
 * attenuation coefficients, or the point sprite coordinate origin.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_VALUE for a negative size or threshold or an
 * origin other than GL_LOWER_LEFT / GL_UPPER_LEFT, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.3
 */
export function glPointParameterfv(pname: PointParameterfvPname, params: V): void {
  const values = copyArray(params);
  const c = stateCommand(glPointParameterfv, [pname, values]);
  if (c) pointParameter(c, pname, values);
}

function pointParameter(c: GlContext, pname: number, values: number[]): void {
  if (!legalEnum(c, R['glPointParameterfv.pname'], pname)) return;
  const p = c.ff.point;
  const v = values[0]!;
  switch (pname) {
    case GL_POINT_SIZE_MIN:
      if (validValue(c, v >= 0, 'GL_POINT_SIZE_MIN is negative')) p.minSize = v;
      break;
    case GL_POINT_SIZE_MAX:
      if (validValue(c, v >= 0, 'GL_POINT_SIZE_MAX is negative')) p.maxSize = v;
      break;
    case GL_POINT_FADE_THRESHOLD_SIZE:
      if (validValue(c, v >= 0, 'GL_POINT_FADE_THRESHOLD_SIZE is negative')) p.fadeThreshold = v;
      break;
    case GL_POINT_DISTANCE_ATTENUATION:
      p.distanceAttenuation = [values[0]!, values[1]!, values[2]!];
      break;
    case GL_POINT_SPRITE_COORD_ORIGIN:
      if (
        validValue(
          c,
          v === GL_LOWER_LEFT || v === GL_UPPER_LEFT,
          'GL_POINT_SPRITE_COORD_ORIGIN is not GL_LOWER_LEFT or GL_UPPER_LEFT',
        )
      )
        c.st.pointRaster.spriteCoordOrigin = v;
      break;
  }
  c.dirty |= Dirty.RASTERIZER | Dirty.PROGRAM;
}

/**
 * Sets a one-valued point parameter: the minimum or maximum size, the fade threshold, or the sprite
 * coordinate origin.
 * Records GL_INVALID_ENUM for GL_POINT_DISTANCE_ATTENUATION or another pname, GL_INVALID_VALUE for a
 * negative size or threshold or another origin, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.3
 */
export function glPointParameterf(pname: PointParameterfPname, param: number): void {
  const c = stateCommand(glPointParameterf, [pname, param]);
  if (!c) return;
  if (pname === GL_POINT_DISTANCE_ATTENUATION) {
    c.setError(GL_INVALID_ENUM, 'GL_POINT_DISTANCE_ATTENUATION takes three values (glPointParameterfv)');
    return;
  }
  pointParameter(c, pname, [param]);
}
/**
 * The integer glPointParameterf: sets a one-valued point parameter.
 * Records GL_INVALID_ENUM for GL_POINT_DISTANCE_ATTENUATION or another pname, GL_INVALID_VALUE for an
 * out-of-range value, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.3
 */
export const glPointParameteri = glPointParameterf;
/**
 * The integer glPointParameterfv: sets a point parameter from an array of integers.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_VALUE for a negative size or threshold or another
 * origin, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.3
 */
export const glPointParameteriv = glPointParameterfv;

/**
 * Records a quality/speed preference (GL_FASTEST, GL_NICEST, GL_DONT_CARE) for an implementation choice;
 * it is kept for queries and changes nothing drawn here.
 * Records GL_INVALID_ENUM for a target or mode outside its list, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §5.6
 */
export function glHint(target: HintTarget, mode: HintMode): void {
  const c = stateCommand(glHint, [target, mode]);
  if (!c || !legalEnum(c, R['glHint.target'], target) || !legalEnum(c, R['glHint.mode'], mode)) return;
  const h = c.st.hint;
  switch (target) {
    case GL_PERSPECTIVE_CORRECTION_HINT:
      h.perspectiveCorrection = mode;
      break;
    case GL_POINT_SMOOTH_HINT:
      h.pointSmooth = mode;
      break;
    case GL_LINE_SMOOTH_HINT:
      h.lineSmooth = mode;
      break;
    case GL_POLYGON_SMOOTH_HINT:
      h.polygonSmooth = mode;
      break;
    case GL_FOG_HINT:
      h.fog = mode;
      break;
    case GL_GENERATE_MIPMAP_HINT:
      h.generateMipmap = mode;
      break;
    case GL_TEXTURE_COMPRESSION_HINT:
      h.textureCompression = mode;
      break;
  }
}
