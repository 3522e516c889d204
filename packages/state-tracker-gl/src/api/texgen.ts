// Texture coordinate generation (GL 1.5, 2.11.4) on the active unit: modes and object/eye planes (eye
// planes stored multiplied by the inverse of the modelview matrix current when set).

import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { copyArray, legalEnum, outsideBeginEnd } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import { writeOutput } from '../errors/output-array.js';
import type { Vec4 } from '../ffp/ffp-state.js';
import { GL_OBJECT_PLANE, GL_S, GL_TEXTURE_GEN_MODE } from '../gl-enums.js';
import { inverse, planeTimes } from '../math/mat4.js';
import { stateCommand } from './command.js';
import type { TexGenfvPname, TexGeniCoord, TexGeniPname } from './enum-types.generated.js';

/** @inline */
type V = ArrayLike<number>;
/** @inline */
type Out = Float32Array | Float64Array | Int32Array;

const MODES = [R['glTexGen.modeST'], R['glTexGen.modeST'], R['glTexGen.modeR'], R['glTexGen.modeQ']];

function texGen(c: GlContext, coord: number, pname: number, v: readonly number[]): void {
  if (!legalEnum(c, R['glTexGeni.coord'], coord) || !legalEnum(c, R['glTexGenfv.pname'], pname)) return;
  const index = coord - GL_S;
  const gen = c.ff.textureUnits[c.activeTexture]!.texGen[index]!;
  if (pname === GL_TEXTURE_GEN_MODE) {
    if (!legalEnum(c, MODES[index]!, v[0]!)) return;
    gen.mode = v[0]!;
  } else if (pname === GL_OBJECT_PLANE) {
    gen.objectPlane = [v[0]!, v[1]!, v[2]!, v[3]!];
  } else {
    const inv = inverse(c.ff.modelview) ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    gen.eyePlane = planeTimes(v, inv) as Vec4;
  }
  c.dirty |= Dirty.PROGRAM;
}

/**
 * Sets how texture coordinate s, t, r or q of the active unit is generated, from an array of floats: the
 * mode (GL_TEXTURE_GEN_MODE), or the object or eye plane (the eye plane is transformed by the inverse of
 * the current modelview matrix).
 * Records GL_INVALID_ENUM for a coord, pname or mode outside its list (GL_SPHERE_MAP is refused for r and
 * q, GL_NORMAL_MAP and GL_REFLECTION_MAP for q), GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.4
 */
export function glTexGenfv(coord: TexGeniCoord, pname: TexGenfvPname, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glTexGenfv, [coord, pname, v]);
  if (c) texGen(c, coord, pname, v);
}
/**
 * Sets how texture coordinate s, t, r or q of the active unit is generated, from an array of integers: the
 * mode (GL_TEXTURE_GEN_MODE), or the object or eye plane (the eye plane is transformed by the inverse of
 * the current modelview matrix).
 * Records GL_INVALID_ENUM for a coord, pname or mode outside its list (GL_SPHERE_MAP is refused for r and
 * q, GL_NORMAL_MAP and GL_REFLECTION_MAP for q), GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.4
 */
export const glTexGeniv = glTexGenfv;
/**
 * Sets how texture coordinate s, t, r or q of the active unit is generated, from an array of doubles: the
 * mode (GL_TEXTURE_GEN_MODE), or the object or eye plane (the eye plane is transformed by the inverse of
 * the current modelview matrix).
 * Records GL_INVALID_ENUM for a coord, pname or mode outside its list (GL_SPHERE_MAP is refused for r and
 * q, GL_NORMAL_MAP and GL_REFLECTION_MAP for q), GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.4
 */
export const glTexGendv = glTexGenfv;

/**
 * Sets the generation mode (GL_OBJECT_LINEAR, GL_EYE_LINEAR, GL_SPHERE_MAP, GL_NORMAL_MAP,
 * GL_REFLECTION_MAP) of texture coordinate s, t, r or q of the active unit, given as an integer.
 * Records GL_INVALID_ENUM for a coord outside its list, a pname other than GL_TEXTURE_GEN_MODE or a mode
 * the coordinate does not take, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.4
 */
export function glTexGeni(coord: TexGeniCoord, pname: TexGeniPname, param: number): void {
  const c = stateCommand(glTexGeni, [coord, pname, param]);
  if (!c || !legalEnum(c, R['glTexGeni.pname'], pname)) return;
  texGen(c, coord, pname, [param]);
}
/**
 * Sets the generation mode (GL_OBJECT_LINEAR, GL_EYE_LINEAR, GL_SPHERE_MAP, GL_NORMAL_MAP,
 * GL_REFLECTION_MAP) of texture coordinate s, t, r or q of the active unit, given as a float.
 * Records GL_INVALID_ENUM for a coord outside its list, a pname other than GL_TEXTURE_GEN_MODE or a mode
 * the coordinate does not take, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.4
 */
export const glTexGenf = glTexGeni;
/**
 * Sets the generation mode (GL_OBJECT_LINEAR, GL_EYE_LINEAR, GL_SPHERE_MAP, GL_NORMAL_MAP,
 * GL_REFLECTION_MAP) of texture coordinate s, t, r or q of the active unit, given as a double.
 * Records GL_INVALID_ENUM for a coord outside its list, a pname other than GL_TEXTURE_GEN_MODE or a mode
 * the coordinate does not take, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.4
 */
export const glTexGend = glTexGeni;

/**
 * Writes the generation mode, object plane or eye plane of a texture coordinate of the active unit into
 * `out` as floats.
 * Records GL_INVALID_ENUM for a coord or pname outside its list, GL_INVALID_OPERATION when `out` is too
 * short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetTexGenfv(coord: TexGeniCoord, pname: TexGenfvPname, out: Out): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (!legalEnum(c, R['glTexGeni.coord'], coord) || !legalEnum(c, R['glTexGenfv.pname'], pname)) return;
  const gen = c.ff.textureUnits[c.activeTexture]!.texGen[coord - GL_S]!;
  const values =
    pname === GL_TEXTURE_GEN_MODE ? [gen.mode] : pname === GL_OBJECT_PLANE ? gen.objectPlane : gen.eyePlane;
  writeOutput(c, out, values, (v) => v);
}
/**
 * Writes the generation mode, object plane or eye plane of a texture coordinate of the active unit into
 * `out` as integers (written unconverted).
 * Records GL_INVALID_ENUM for a coord or pname outside its list, GL_INVALID_OPERATION when `out` is too
 * short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export const glGetTexGeniv = glGetTexGenfv;
/**
 * Writes the generation mode, object plane or eye plane of a texture coordinate of the active unit into
 * `out` as doubles.
 * Records GL_INVALID_ENUM for a coord or pname outside its list, GL_INVALID_OPERATION when `out` is too
 * short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export const glGetTexGendv = glGetTexGenfv;
