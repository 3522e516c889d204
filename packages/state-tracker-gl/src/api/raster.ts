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

type V = ArrayLike<number>;

export function glShadeModel(mode: ShadeModelMode): void {
  const c = stateCommand(glShadeModel, [mode]);
  if (!c || !legalEnum(c, R['glShadeModel.mode'], mode)) return;
  c.ff.shadeModel = mode;
  c.dirty |= Dirty.RASTERIZER | Dirty.PROGRAM;
}

export function glFrontFace(mode: FrontFaceMode): void {
  const c = stateCommand(glFrontFace, [mode]);
  if (!c || !legalEnum(c, R['glFrontFace.mode'], mode)) return;
  c.st.polygon.frontFace = mode;
  c.dirty |= Dirty.RASTERIZER;
}

export function glCullFace(mode: CullFaceMode): void {
  const c = stateCommand(glCullFace, [mode]);
  if (!c || !legalEnum(c, R['glCullFace.mode'], mode)) return;
  c.st.polygon.cullFace = mode;
  c.dirty |= Dirty.RASTERIZER;
}

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

export function glPolygonOffset(factor: number, units: number): void {
  const c = stateCommand(glPolygonOffset, [factor, units]);
  if (!c) return;
  c.st.polygon.offsetFactor = factor;
  c.st.polygon.offsetUnits = units;
  c.dirty |= Dirty.RASTERIZER;
}

export function glLineWidth(width: number): void {
  const c = stateCommand(glLineWidth, [width]);
  if (!c || !validValue(c, width > 0)) return;
  c.st.line.width = width;
  c.dirty |= Dirty.RASTERIZER;
}

export function glLineStipple(factor: number, pattern: number): void {
  const c = stateCommand(glLineStipple, [factor, pattern]);
  if (!c) return;
  c.st.line.stippleRepeat = Math.min(Math.max(int32(factor), 1), 256);
  c.st.line.stipplePattern = pattern & 0xffff;
  c.dirty |= Dirty.RASTERIZER;
}

export function glPointSize(size: number): void {
  const c = stateCommand(glPointSize, [size]);
  if (!c || !validValue(c, size > 0)) return;
  c.ff.point.size = size;
  c.dirty |= Dirty.RASTERIZER | Dirty.PROGRAM;
}

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
      if (validValue(c, v >= 0)) p.minSize = v;
      break;
    case GL_POINT_SIZE_MAX:
      if (validValue(c, v >= 0)) p.maxSize = v;
      break;
    case GL_POINT_FADE_THRESHOLD_SIZE:
      if (validValue(c, v >= 0)) p.fadeThreshold = v;
      break;
    case GL_POINT_DISTANCE_ATTENUATION:
      p.distanceAttenuation = [values[0]!, values[1]!, values[2]!];
      break;
    case GL_POINT_SPRITE_COORD_ORIGIN:
      if (validValue(c, v === GL_LOWER_LEFT || v === GL_UPPER_LEFT)) c.st.pointRaster.spriteCoordOrigin = v;
      break;
  }
  c.dirty |= Dirty.RASTERIZER | Dirty.PROGRAM;
}

export function glPointParameterf(pname: PointParameterfPname, param: number): void {
  const c = stateCommand(glPointParameterf, [pname, param]);
  if (!c) return;
  if (pname === GL_POINT_DISTANCE_ATTENUATION) {
    c.setError(GL_INVALID_ENUM);
    return;
  }
  pointParameter(c, pname, [param]);
}
export const glPointParameteri = glPointParameterf;
export const glPointParameteriv = glPointParameterfv;

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
