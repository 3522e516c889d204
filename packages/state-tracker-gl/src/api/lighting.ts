// Lighting and materials (GL 1.5, 2.14): glLight*, glLightModel*, glMaterial*, glColorMaterial and
// their getters. Light positions and spot directions are stored in eye coordinates, transformed by
// the modelview matrix current when they are set.

import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { copyArray, legalEnum, outsideBeginEnd, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import { writeOutput } from '../errors/output-array.js';
import type { MaterialState, Vec4 } from '../ffp/ffp-state.js';
import {
  GL_AMBIENT,
  GL_AMBIENT_AND_DIFFUSE,
  GL_BACK,
  GL_COLOR_INDEXES,
  GL_CONSTANT_ATTENUATION,
  GL_DIFFUSE,
  GL_EMISSION,
  GL_FRONT,
  GL_INVALID_ENUM,
  GL_LIGHT_MODEL_AMBIENT,
  GL_LIGHT_MODEL_COLOR_CONTROL,
  GL_LIGHT_MODEL_LOCAL_VIEWER,
  GL_LIGHT_MODEL_TWO_SIDE,
  GL_LIGHT0,
  GL_LINEAR_ATTENUATION,
  GL_POSITION,
  GL_QUADRATIC_ATTENUATION,
  GL_SHININESS,
  GL_SPECULAR,
  GL_SPOT_CUTOFF,
  GL_SPOT_DIRECTION,
  GL_SPOT_EXPONENT,
} from '../gl-enums.js';
import { colorToInt } from '../math/clamp.js';
import { transformDirection, transformVec4 } from '../math/mat4.js';
import { stateCommand } from './command.js';
import { applyColorMaterial } from './current-attrib.js';
import type {
  ColorMaterialMode,
  GetMaterialfvFace,
  GetMaterialfvPname,
  LightfLight,
  LightfPname,
  LightfvPname,
  LightModelfPname,
  LightModelfvPname,
  MaterialfFace,
  MaterialfPname,
  MaterialfvPname,
} from './enum-types.generated.js';

/** @inline */
type V = ArrayLike<number>;
/** @inline */
type Out = Float32Array | Float64Array | Int32Array;

/** Integer colour components map linearly so the most positive integer is 1.0 (GL 1.5, 2.14.1). */
const intColor = (x: number) => (2 * (x | 0) + 1) / 4294967295;
const vec4 = (v: readonly number[]): Vec4 => [v[0]!, v[1]!, v[2]!, v[3]!];

function setLight(c: GlContext, light: number, pname: number, v: readonly number[]): void {
  const index = light - GL_LIGHT0;
  if (!(index >= 0 && index < c.limits.lights)) {
    c.setError(GL_INVALID_ENUM, 'light is not GL_LIGHT0 + a light below GL_MAX_LIGHTS');
    return;
  }
  if (!legalEnum(c, R['glLightfv.pname'], pname)) return;
  const l = c.ff.lights[index]!;
  const x = v[0]!;
  switch (pname) {
    case GL_AMBIENT:
      l.ambient = vec4(v);
      break;
    case GL_DIFFUSE:
      l.diffuse = vec4(v);
      break;
    case GL_SPECULAR:
      l.specular = vec4(v);
      break;
    case GL_POSITION:
      l.position = transformVec4(c.ff.modelview, v);
      break;
    case GL_SPOT_DIRECTION:
      l.spotDirection = transformDirection(c.ff.modelview, v);
      break;
    case GL_SPOT_EXPONENT:
      if (validValue(c, x >= 0 && x <= 128, 'GL_SPOT_EXPONENT is outside 0..128')) l.spotExponent = x;
      break;
    case GL_SPOT_CUTOFF:
      if (validValue(c, (x >= 0 && x <= 90) || x === 180, 'GL_SPOT_CUTOFF is outside 0..90 and not 180'))
        l.spotCutoff = x;
      break;
    case GL_CONSTANT_ATTENUATION:
      if (validValue(c, x >= 0, 'the attenuation is negative')) l.constantAttenuation = x;
      break;
    case GL_LINEAR_ATTENUATION:
      if (validValue(c, x >= 0, 'the attenuation is negative')) l.linearAttenuation = x;
      break;
    case GL_QUADRATIC_ATTENUATION:
      if (validValue(c, x >= 0, 'the attenuation is negative')) l.quadraticAttenuation = x;
      break;
  }
  c.dirty |= Dirty.PROGRAM;
}

const SCALAR_LIGHT = R['glLightf.pname'];
const COLOR_PNAMES = new Set([GL_AMBIENT, GL_DIFFUSE, GL_SPECULAR, GL_EMISSION, GL_AMBIENT_AND_DIFFUSE]);

/**
 * Sets a parameter of light GL_LIGHTi from an array of floats: its ambient, diffuse or specular colour,
 * position or spot direction (both transformed by the current modelview matrix), spot exponent and cutoff,
 * or an attenuation factor.
 * Records GL_INVALID_ENUM for a light this context lacks or another pname; GL_INVALID_VALUE for a spot
 * exponent outside [0, 128], a cutoff outside [0, 90] other than 180, or a negative attenuation;
 * GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.14.2
 */
export function glLightfv(light: LightfLight, pname: LightfvPname, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glLightfv, [light, pname, v]);
  if (c) setLight(c, light, pname, v);
}

/**
 * Sets a parameter of light GL_LIGHTi from an array of integers; colours map linearly so that the greatest
 * integer becomes 1.0, other values are used as given.
 * Records GL_INVALID_ENUM for a light this context lacks or another pname; GL_INVALID_VALUE for an
 * out-of-range spot exponent, cutoff or attenuation; GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.14.2
 */
export function glLightiv(light: LightfLight, pname: LightfvPname, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glLightiv, [light, pname, v]);
  if (c) setLight(c, light, pname, COLOR_PNAMES.has(pname) ? v.map(intColor) : v);
}

/**
 * Sets a one-valued parameter of light GL_LIGHTi: spot exponent, spot cutoff (degrees) or an attenuation
 * factor.
 * Records GL_INVALID_ENUM for a light this context lacks or a pname that takes more than one value;
 * GL_INVALID_VALUE for a spot exponent outside [0, 128], a cutoff outside [0, 90] other than 180, or a
 * negative attenuation; GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.14.2
 */
export function glLightf(light: LightfLight, pname: LightfPname, param: number): void {
  const c = stateCommand(glLightf, [light, pname, param]);
  if (!c) return;
  if (!SCALAR_LIGHT.has(pname)) {
    c.setError(GL_INVALID_ENUM, 'pname is not a one-valued light parameter');
    return;
  }
  setLight(c, light, pname, [param]);
}
/**
 * The integer glLightf: sets the spot exponent, spot cutoff or an attenuation factor of light GL_LIGHTi.
 * Records GL_INVALID_ENUM for a light this context lacks or a pname that takes more than one value,
 * GL_INVALID_VALUE for a value out of range, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.14.2
 */
export const glLighti = glLightf;

function lightModel(c: GlContext, pname: number, v: readonly number[]): void {
  if (!legalEnum(c, R['glLightModelfv.pname'], pname)) return;
  const m = c.ff.lightModel;
  switch (pname) {
    case GL_LIGHT_MODEL_AMBIENT:
      m.ambient = vec4(v);
      break;
    case GL_LIGHT_MODEL_LOCAL_VIEWER:
      m.localViewer = v[0] !== 0;
      break;
    case GL_LIGHT_MODEL_TWO_SIDE:
      m.twoSide = v[0] !== 0;
      c.dirty |= Dirty.RASTERIZER;
      break;
    case GL_LIGHT_MODEL_COLOR_CONTROL:
      if (!legalEnum(c, R['glLightModel.colorControl'], v[0]!)) return;
      m.colorControl = v[0]!;
      break;
  }
  c.dirty |= Dirty.PROGRAM;
}

/**
 * Sets a light-model parameter from an array of floats: the global ambient colour, local viewer, two-sided
 * lighting or colour control (GL_SINGLE_COLOR / GL_SEPARATE_SPECULAR_COLOR).
 * Records GL_INVALID_ENUM for another pname or colour control value, GL_INVALID_OPERATION between glBegin
 * and glEnd.
 * @see OpenGL 1.5 §2.14.2
 */
export function glLightModelfv(pname: LightModelfvPname, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glLightModelfv, [pname, v]);
  if (c) lightModel(c, pname, v);
}

/**
 * Sets a light-model parameter from an array of integers; the ambient colour maps linearly so that the
 * greatest integer becomes 1.0.
 * Records GL_INVALID_ENUM for another pname or colour control value, GL_INVALID_OPERATION between glBegin
 * and glEnd.
 * @see OpenGL 1.5 §2.14.2
 */
export function glLightModeliv(pname: LightModelfvPname, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glLightModeliv, [pname, v]);
  if (c) lightModel(c, pname, pname === GL_LIGHT_MODEL_AMBIENT ? v.map(intColor) : v);
}

/**
 * Sets a one-valued light-model parameter: local viewer, two-sided lighting or colour control.
 * Records GL_INVALID_ENUM for GL_LIGHT_MODEL_AMBIENT or another pname, or a colour control value outside
 * its list; GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.14.2
 */
export function glLightModelf(pname: LightModelfPname, param: number): void {
  const c = stateCommand(glLightModelf, [pname, param]);
  if (!c || !legalEnum(c, R['glLightModelf.pname'], pname)) return;
  lightModel(c, pname, [param]);
}
/**
 * The integer glLightModelf: sets local viewer, two-sided lighting or colour control.
 * Records GL_INVALID_ENUM for another pname or colour control value, GL_INVALID_OPERATION between glBegin
 * and glEnd.
 * @see OpenGL 1.5 §2.14.2
 */
export const glLightModeli = glLightModelf;

function material(c: GlContext, face: number, pname: number, v: readonly number[]): void {
  if (!legalEnum(c, R['glMaterialf.face'], face) || !legalEnum(c, R['glMaterialfv.pname'], pname)) return;
  if (pname === GL_SHININESS && !validValue(c, v[0]! >= 0 && v[0]! <= 128, 'GL_SHININESS is outside 0..128'))
    return;
  if (pname === GL_COLOR_INDEXES) return;
  const faces: MaterialState[] = [];
  if (face !== GL_BACK) faces.push(c.ff.materials[0]);
  if (face !== GL_FRONT) faces.push(c.ff.materials[1]);
  for (const m of faces) {
    if (pname === GL_AMBIENT || pname === GL_AMBIENT_AND_DIFFUSE) m.ambient = vec4(v);
    if (pname === GL_DIFFUSE || pname === GL_AMBIENT_AND_DIFFUSE) m.diffuse = vec4(v);
    if (pname === GL_SPECULAR) m.specular = vec4(v);
    if (pname === GL_EMISSION) m.emission = vec4(v);
    if (pname === GL_SHININESS) m.shininess = v[0]!;
  }
  c.dirty |= Dirty.PROGRAM;
}

/**
 * glMaterial is legal between glBegin and glEnd. Where the vertices so far make whole independent
 * primitives (points, lines, triangles, quads) the primitive is split there: what came before is drawn
 * with the old material. Elsewhere (inside a strip, fan, loop or polygon, or mid-primitive) the change
 * applies to the whole pending batch, because the program interface has no per-vertex materials.
 */
function materialCommand(fn: typeof glMaterialfv, args: unknown[]): GlContext | null {
  const c = cur();
  if (c.recording && c.lists.record(fn, args, 'glMaterial')) return null;
  if (!c.insideBeginEnd) return outsideBeginEnd(c) ? c : null;
  const batch = c.batch;
  const mode = batch.openMode;
  const size = PRIMITIVE_SIZE[mode] ?? 0;
  if (size > 0 && batch.openVertices % size === 0) {
    batch.end();
    c.flush();
    batch.begin(mode);
  }
  return c;
}

/** Vertices per primitive of the independent primitive types (PipePrim values). */
const PRIMITIVE_SIZE: Record<number, number> = { 0: 1, 1: 2, 4: 3, 7: 4 };

/**
 * Sets a material parameter of the front faces, the back faces or both from an array of floats: ambient,
 * diffuse, specular or emission colour, shininess, or ambient and diffuse at once. Allowed between glBegin
 * and glEnd.
 * Records GL_INVALID_ENUM for another face or pname, GL_INVALID_VALUE for a shininess outside [0, 128].
 * @see OpenGL 1.5 §2.14.2
 */
export function glMaterialfv(face: MaterialfFace, pname: MaterialfvPname, params: V): void {
  const v = copyArray(params);
  const c = materialCommand(glMaterialfv, [face, pname, v]);
  if (c) material(c, face, pname, v);
}

/**
 * Sets a material parameter from an array of integers; colours map linearly so that the greatest integer
 * becomes 1.0. Allowed between glBegin and glEnd.
 * Records GL_INVALID_ENUM for another face or pname, GL_INVALID_VALUE for a shininess outside [0, 128].
 * @see OpenGL 1.5 §2.14.2
 */
export function glMaterialiv(face: MaterialfFace, pname: MaterialfvPname, params: V): void {
  const v = copyArray(params);
  const c = materialCommand(glMaterialiv, [face, pname, v]);
  if (c) material(c, face, pname, COLOR_PNAMES.has(pname) ? v.map(intColor) : v);
}

/**
 * Sets the shininess (the specular exponent, 0 to 128) of the front faces, the back faces or both. Allowed
 * between glBegin and glEnd.
 * Records GL_INVALID_ENUM for another face or pname, GL_INVALID_VALUE for a shininess outside [0, 128].
 * @see OpenGL 1.5 §2.14.2
 */
export function glMaterialf(face: MaterialfFace, pname: MaterialfPname, param: number): void {
  const c = materialCommand(glMaterialf as never, [face, pname, param]);
  if (!c || !legalEnum(c, R['glMaterialf.pname'], pname)) return;
  material(c, face, pname, [param]);
}
/**
 * The integer glMaterialf: sets the shininess of the front faces, the back faces or both. Allowed between
 * glBegin and glEnd.
 * Records GL_INVALID_ENUM for another face or pname, GL_INVALID_VALUE for a shininess outside [0, 128].
 * @see OpenGL 1.5 §2.14.2
 */
export const glMateriali = glMaterialf;

/**
 * Chooses which material parameters of which faces follow the current colour while GL_COLOR_MATERIAL is
 * on.
 * Records GL_INVALID_ENUM for a face or mode outside its list, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.14.3
 */
export function glColorMaterial(face: MaterialfFace, mode: ColorMaterialMode): void {
  const c = stateCommand(glColorMaterial, [face, mode]);
  if (!c || !legalEnum(c, R['glMaterialf.face'], face) || !legalEnum(c, R['glColorMaterial.mode'], mode))
    return;
  c.ff.colorMaterial.face = face;
  c.ff.colorMaterial.mode = mode;
  if (c.ff.colorMaterial.enabled) applyColorMaterial();
  c.dirty |= Dirty.PROGRAM;
}

function lightValues(c: GlContext, light: number, pname: number): number[] | null {
  const index = light - GL_LIGHT0;
  if (!(index >= 0 && index < c.limits.lights) || !R['glLightfv.pname'].has(pname)) {
    c.setError(
      GL_INVALID_ENUM,
      'light is not GL_LIGHT0 + a light below GL_MAX_LIGHTS, or pname is not a light parameter',
    );
    return null;
  }
  const l = c.ff.lights[index]!;
  switch (pname) {
    case GL_AMBIENT:
      return l.ambient;
    case GL_DIFFUSE:
      return l.diffuse;
    case GL_SPECULAR:
      return l.specular;
    case GL_POSITION:
      return l.position;
    case GL_SPOT_DIRECTION:
      return l.spotDirection;
    case GL_SPOT_EXPONENT:
      return [l.spotExponent];
    case GL_SPOT_CUTOFF:
      return [l.spotCutoff];
    case GL_CONSTANT_ATTENUATION:
      return [l.constantAttenuation];
    case GL_LINEAR_ATTENUATION:
      return [l.linearAttenuation];
    default:
      return [l.quadraticAttenuation];
  }
}

/** Writes `values` to an output array, as integers (colours mapped from [-1, 1]) for Int32Array. */
function writeOut(c: GlContext, out: Out, values: readonly number[], color: boolean): void {
  writeOutput(c, out, values, (v) => {
    if (!(out instanceof Int32Array)) return v;
    return color ? colorToInt(v) : Math.round(v);
  });
}

/**
 * Writes a parameter of light GL_LIGHTi into `out` (position and spot direction in eye coordinates); an
 * Int32Array receives colours mapped from [-1, 1] onto the integer range and other values rounded.
 * Records GL_INVALID_ENUM for a light this context lacks or another pname, GL_INVALID_OPERATION when `out`
 * is too short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetLightfv(light: LightfLight, pname: LightfvPname, out: Out): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const v = lightValues(c, light, pname);
  if (v) writeOut(c, out, v, COLOR_PNAMES.has(pname));
}
/**
 * The integer-named glGetLightfv: writes a parameter of light GL_LIGHTi into `out`, converted for an
 * Int32Array as glGetLightfv does.
 * Records GL_INVALID_ENUM for a light this context lacks or another pname, GL_INVALID_OPERATION when `out`
 * is too short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export const glGetLightiv = glGetLightfv;

/**
 * Writes a material parameter of the front or back faces into `out`; an Int32Array receives colours mapped
 * onto the integer range.
 * Records GL_INVALID_ENUM for GL_FRONT_AND_BACK or another face, or a pname outside its list;
 * GL_INVALID_OPERATION when `out` is too short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetMaterialfv(face: GetMaterialfvFace, pname: GetMaterialfvPname, out: Out): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (!legalEnum(c, R['glGetMaterialfv.face'], face) || !legalEnum(c, R['glGetMaterialfv.pname'], pname))
    return;
  const m = c.ff.materials[face === GL_FRONT ? 0 : 1];
  const values =
    pname === GL_AMBIENT
      ? m.ambient
      : pname === GL_DIFFUSE
        ? m.diffuse
        : pname === GL_SPECULAR
          ? m.specular
          : pname === GL_EMISSION
            ? m.emission
            : pname === GL_SHININESS
              ? [m.shininess]
              : [0, 1, 1];
  writeOut(c, out, values, COLOR_PNAMES.has(pname));
}
/**
 * The integer-named glGetMaterialfv: writes a material parameter of the front or back faces into `out`.
 * Records GL_INVALID_ENUM for a face or pname outside its list, GL_INVALID_OPERATION when `out` is too
 * short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export const glGetMaterialiv = glGetMaterialfv;
