// Fog (GL 1.5, 3.10): mode, density, linear range, colour and coordinate source.
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { copyArray, legalEnum, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import {
  GL_FOG_COLOR,
  GL_FOG_COORD_SRC,
  GL_FOG_DENSITY,
  GL_FOG_END,
  GL_FOG_INDEX,
  GL_FOG_MODE,
  GL_FOG_START,
} from '../gl-enums.js';
import { clamp01 } from '../math/clamp.js';
import { stateCommand } from './command.js';
import type { FogfPname, FogfvPname } from './enum-types.generated.js';

/** @inline */
type V = ArrayLike<number>;

function fog(c: GlContext, pname: number, v: readonly number[]): void {
  if (!legalEnum(c, R['glFogfv.pname'], pname)) return;
  const f = c.ff.fog;
  const x = v[0]!;
  switch (pname) {
    case GL_FOG_MODE:
      if (!legalEnum(c, R['glFog.mode'], x)) return;
      f.mode = x;
      break;
    case GL_FOG_DENSITY:
      if (!validValue(c, x >= 0, 'the fog density is negative')) return;
      f.density = x;
      break;
    case GL_FOG_START:
      f.start = x;
      break;
    case GL_FOG_END:
      f.end = x;
      break;
    case GL_FOG_INDEX:
      c.fogIndex = x;
      return;
    case GL_FOG_COORD_SRC:
      if (!legalEnum(c, R['glFog.coordSource'], x)) return;
      f.coordSource = x;
      break;
    case GL_FOG_COLOR:
      f.color = [0, 1, 2, 3].map((i) => clamp01(v[i]!)) as typeof f.color;
      break;
  }
  c.dirty |= Dirty.PROGRAM;
}

/**
 * Sets a fog parameter from an array of floats: the mode (GL_LINEAR, GL_EXP, GL_EXP2), density, linear
 * start and end, colour (clamped to [0, 1]), index, or coordinate source.
 * Records GL_INVALID_ENUM for a pname, mode or coordinate source outside its list, GL_INVALID_VALUE for a
 * negative density, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.10
 */
export function glFogfv(pname: FogfvPname, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glFogfv, [pname, v]);
  if (c) fog(c, pname, v);
}

/**
 * Sets a fog parameter from an array of integers; the colour maps linearly so that the greatest integer
 * becomes 1.0.
 * Records GL_INVALID_ENUM for a pname, mode or coordinate source outside its list, GL_INVALID_VALUE for a
 * negative density, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.10
 */
export function glFogiv(pname: FogfvPname, params: V): void {
  const v = copyArray(params);
  const c = stateCommand(glFogiv, [pname, v]);
  if (c) fog(c, pname, pname === GL_FOG_COLOR ? v.map((x) => (2 * (x | 0) + 1) / 4294967295) : v);
}

/**
 * Sets a one-valued fog parameter: the mode, density, linear start or end, index, or coordinate source.
 * Records GL_INVALID_ENUM for GL_FOG_COLOR or another pname, mode or source outside its list,
 * GL_INVALID_VALUE for a negative density, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.10
 */
export function glFogf(pname: FogfPname, param: number): void {
  const c = stateCommand(glFogf, [pname, param]);
  if (!c || !legalEnum(c, R['glFogf.pname'], pname)) return;
  fog(c, pname, [param]);
}
/**
 * The integer glFogf: sets a one-valued fog parameter.
 * Records GL_INVALID_ENUM for a pname, mode or source outside its list, GL_INVALID_VALUE for a negative
 * density, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.10
 */
export const glFogi = glFogf;
