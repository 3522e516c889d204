// Texture environments (GL 1.5, 3.8.13, with ARB_texture_env_combine/crossbar/dot3, the per-unit LOD
// bias of GL_TEXTURE_FILTER_CONTROL and ARB_point_sprite's GL_COORD_REPLACE), set on the active unit.

import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { copyArray, legalEnum, outsideBeginEnd, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import { writeOutput } from '../errors/output-array.js';
import {
  GL_ALPHA_SCALE,
  GL_COMBINE_ALPHA,
  GL_COMBINE_RGB,
  GL_COORD_REPLACE,
  GL_INVALID_ENUM,
  GL_OPERAND0_ALPHA,
  GL_OPERAND0_RGB,
  GL_OPERAND1_ALPHA,
  GL_OPERAND1_RGB,
  GL_OPERAND2_ALPHA,
  GL_OPERAND2_RGB,
  GL_POINT_SPRITE,
  GL_RGB_SCALE,
  GL_SRC0_ALPHA,
  GL_SRC0_RGB,
  GL_SRC1_ALPHA,
  GL_SRC1_RGB,
  GL_SRC2_ALPHA,
  GL_SRC2_RGB,
  GL_TEXTURE_ENV_COLOR,
  GL_TEXTURE_ENV_MODE,
  GL_TEXTURE_FILTER_CONTROL,
  GL_TEXTURE_LOD_BIAS,
} from '../gl-enums.js';
import { clamp01, colorToInt } from '../math/clamp.js';
import { stateCommand } from './command.js';
import type { GLenum, TexEnvfTarget } from './enum-types.generated.js';

/** @inline */
type V = ArrayLike<number>;
/** @inline */
type Out = Float32Array | Float64Array | Int32Array;

const SOURCE_RGB = [GL_SRC0_RGB, GL_SRC1_RGB, GL_SRC2_RGB];
const SOURCE_ALPHA = [GL_SRC0_ALPHA, GL_SRC1_ALPHA, GL_SRC2_ALPHA];
const OPERAND_RGB = [GL_OPERAND0_RGB, GL_OPERAND1_RGB, GL_OPERAND2_RGB];
const OPERAND_ALPHA = [GL_OPERAND0_ALPHA, GL_OPERAND1_ALPHA, GL_OPERAND2_ALPHA];

function texEnv(c: GlContext, target: number, pname: number, v: readonly number[]): void {
  if (!legalEnum(c, R['glTexEnvf.target'], target)) return;
  const unit = c.activeTexture;
  const x = v[0]!;
  if (target === GL_TEXTURE_FILTER_CONTROL) {
    if (pname !== GL_TEXTURE_LOD_BIAS) {
      c.setError(GL_INVALID_ENUM, 'pname is not GL_TEXTURE_LOD_BIAS (target GL_TEXTURE_FILTER_CONTROL)');
      return;
    }
    c.textures.units[unit]!.lodBias = x;
    c.dirty |= Dirty.TEXTURES;
    return;
  }
  if (target === GL_POINT_SPRITE) {
    if (pname !== GL_COORD_REPLACE) {
      c.setError(GL_INVALID_ENUM, 'pname is not GL_COORD_REPLACE (target GL_POINT_SPRITE)');
      return;
    }
    c.ff.textureUnits[unit]!.coordReplace = x !== 0;
    c.dirty |= Dirty.RASTERIZER | Dirty.PROGRAM;
    return;
  }
  const env = c.ff.textureUnits[unit]!.env;
  const slot = (list: readonly number[]) => list.indexOf(pname);
  if (pname === GL_TEXTURE_ENV_MODE) {
    if (!legalEnum(c, R['glTexEnv.mode'], x)) return;
    env.mode = x;
  } else if (pname === GL_TEXTURE_ENV_COLOR) {
    env.color = [0, 1, 2, 3].map((i) => clamp01(v[i]!)) as typeof env.color;
  } else if (pname === GL_COMBINE_RGB) {
    if (!legalEnum(c, R['glTexEnv.combineRgb'], x)) return;
    env.combineRgb = x;
  } else if (pname === GL_COMBINE_ALPHA) {
    if (!legalEnum(c, R['glTexEnv.combineAlpha'], x)) return;
    env.combineAlpha = x;
  } else if (slot(SOURCE_RGB) >= 0 || slot(SOURCE_ALPHA) >= 0) {
    if (!legalEnum(c, R['glTexEnv.source'], x)) return;
    if (slot(SOURCE_RGB) >= 0) env.sourceRgb[slot(SOURCE_RGB)] = x;
    else env.sourceAlpha[slot(SOURCE_ALPHA)] = x;
  } else if (slot(OPERAND_RGB) >= 0) {
    if (!legalEnum(c, R['glTexEnv.operandRgb'], x)) return;
    env.operandRgb[slot(OPERAND_RGB)] = x;
  } else if (slot(OPERAND_ALPHA) >= 0) {
    if (!legalEnum(c, R['glTexEnv.operandAlpha'], x)) return;
    env.operandAlpha[slot(OPERAND_ALPHA)] = x;
  } else if (pname === GL_RGB_SCALE || pname === GL_ALPHA_SCALE) {
    if (!validValue(c, x === 1 || x === 2 || x === 4, 'the scale is not 1, 2 or 4')) return;
    if (pname === GL_RGB_SCALE) env.rgbScale = x;
    else env.alphaScale = x;
  } else {
    c.setError(GL_INVALID_ENUM, 'pname is not a texture environment parameter');
    return;
  }
  c.dirty |= Dirty.PROGRAM;
}

/**
 * Sets a texture environment parameter of the active unit from an array of floats: the mode, the constant
 * colour, the combiner functions, sources, operands and scales (GL_TEXTURE_ENV), the unit's LOD bias
 * (GL_TEXTURE_FILTER_CONTROL) or coordinate replacement for point sprites (GL_POINT_SPRITE).
 * Records GL_INVALID_ENUM for a target, pname or enum value outside its list, GL_INVALID_VALUE for a
 * GL_RGB_SCALE or GL_ALPHA_SCALE other than 1, 2 or 4, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.13
 */
export function glTexEnvfv(target: TexEnvfTarget, pname: GLenum, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glTexEnvfv, [target, pname, v]);
  if (c) texEnv(c, target, pname, v);
}

/**
 * Sets a texture environment parameter of the active unit from an array of integers; the constant colour
 * maps linearly so that the greatest integer becomes 1.0.
 * Records GL_INVALID_ENUM for a target, pname or enum value outside its list, GL_INVALID_VALUE for a
 * GL_RGB_SCALE or GL_ALPHA_SCALE other than 1, 2 or 4, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.13
 */
export function glTexEnviv(target: TexEnvfTarget, pname: GLenum, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glTexEnviv, [target, pname, v]);
  if (!c) return;
  texEnv(c, target, pname, pname === GL_TEXTURE_ENV_COLOR ? v.map((x) => (2 * (x | 0) + 1) / 4294967295) : v);
}

/**
 * Sets a one-valued texture environment parameter of the active unit: the mode, a combiner function,
 * source, operand or scale, the LOD bias, or coordinate replacement.
 * Records GL_INVALID_ENUM for GL_TEXTURE_ENV_COLOR or another pname, target or value outside its list,
 * GL_INVALID_VALUE for a scale other than 1, 2 or 4, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.13
 */
export function glTexEnvf(target: TexEnvfTarget, pname: GLenum, param: number): void {
  const c = stateCommand(glTexEnvf, [target, pname, param]);
  if (!c) return;
  if (pname === GL_TEXTURE_ENV_COLOR) {
    c.setError(GL_INVALID_ENUM, 'GL_TEXTURE_ENV_COLOR takes four values (glTexEnvfv)');
    return;
  }
  texEnv(c, target, pname, [param]);
}
/**
 * The integer glTexEnvf: sets a one-valued texture environment parameter of the active unit.
 * Records GL_INVALID_ENUM for a target, pname or value outside its list, GL_INVALID_VALUE for a scale
 * other than 1, 2 or 4, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.8.13
 */
export const glTexEnvi = glTexEnvf;

/**
 * Writes a texture environment parameter of the active unit into `out`; an Int32Array receives the
 * constant colour mapped onto the integer range.
 * Records GL_INVALID_ENUM for a target or pname outside its list, GL_INVALID_OPERATION when `out` is too
 * short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetTexEnvfv(target: TexEnvfTarget, pname: GLenum, out: Out): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !legalEnum(c, R['glTexEnvf.target'], target)) return;
  const unit = c.activeTexture;
  const env = c.ff.textureUnits[unit]!.env;
  let values: readonly number[] | null = null;
  if (target === GL_TEXTURE_FILTER_CONTROL) {
    if (pname === GL_TEXTURE_LOD_BIAS) values = [c.textures.units[unit]!.lodBias];
  } else if (target === GL_POINT_SPRITE) {
    if (pname === GL_COORD_REPLACE) values = [c.ff.textureUnits[unit]!.coordReplace ? 1 : 0];
  } else if (pname === GL_TEXTURE_ENV_MODE) values = [env.mode];
  else if (pname === GL_TEXTURE_ENV_COLOR) values = env.color;
  else if (pname === GL_COMBINE_RGB) values = [env.combineRgb];
  else if (pname === GL_COMBINE_ALPHA) values = [env.combineAlpha];
  else if (SOURCE_RGB.includes(pname)) values = [env.sourceRgb[SOURCE_RGB.indexOf(pname)]!];
  else if (SOURCE_ALPHA.includes(pname)) values = [env.sourceAlpha[SOURCE_ALPHA.indexOf(pname)]!];
  else if (OPERAND_RGB.includes(pname)) values = [env.operandRgb[OPERAND_RGB.indexOf(pname)]!];
  else if (OPERAND_ALPHA.includes(pname)) values = [env.operandAlpha[OPERAND_ALPHA.indexOf(pname)]!];
  else if (pname === GL_RGB_SCALE) values = [env.rgbScale];
  else if (pname === GL_ALPHA_SCALE) values = [env.alphaScale];
  if (!values) {
    c.setError(GL_INVALID_ENUM, 'pname is not a texture environment parameter of target');
    return;
  }
  const color = pname === GL_TEXTURE_ENV_COLOR && out instanceof Int32Array;
  writeOutput(c, out, values, (x) => (color ? colorToInt(x) : x));
}
/**
 * The integer-named glGetTexEnvfv: writes a texture environment parameter of the active unit into `out`.
 * Records GL_INVALID_ENUM for a target or pname outside its list, GL_INVALID_OPERATION when `out` is too
 * short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export const glGetTexEnviv = glGetTexEnvfv;
