// Pixel storage, transfer and zoom state (GL 1.5, 3.6.1–3.6.3 and 3.6.5): glPixelStore (executed at once,
// client state), glPixelTransfer, glPixelMap and glPixelZoom (compiled into display lists), and the
// glGetPixelMap getters. The rules and tables are the pixel module's.

import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { copyArray, outsideBeginEnd } from '../errors/check.js';
import { lastReason } from '../errors/reason.js';
import { GL_FLOAT, GL_INVALID_VALUE, GL_UNSIGNED_INT, GL_UNSIGNED_SHORT } from '../gl-enums.js';
import { finiteOr } from '../math/clamp.js';
import { getPixelMap, setPixelMap, setPixelStore, setPixelTransfer } from '../pixels/index.js';
import { stateCommand } from './command.js';
import type { GLenum } from './enum-types.generated.js';

/** Records `code` when it is an error; true when it is 0. */
function ok(c: GlContext, code: number): boolean {
  if (code !== 0) c.setError(code, lastReason());
  return code === 0;
}

/**
 * Sets a pixel storage parameter of packing (GL_PACK_*) or unpacking (GL_UNPACK_*): row length, skips,
 * alignment, byte swapping, LSB first; executed at once, never compiled.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_VALUE for a negative value or an alignment other
 * than 1, 2, 4 or 8, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.6.1
 */
export function glPixelStorei(pname: GLenum, param: number): void {
  const c = cur();
  if (outsideBeginEnd(c)) ok(c, setPixelStore(c.pack, c.unpack, pname, Number(param)));
}
/**
 * The float glPixelStorei: sets a pixel storage parameter (integers are rounded, booleans are non-zero).
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_VALUE for a value out of range,
 * GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.6.1
 */
export const glPixelStoref = glPixelStorei;

/**
 * Sets a pixel transfer parameter applied when pixels are drawn, read, copied or loaded into textures:
 * colour scales and biases, index shift and offset, depth scale and bias, GL_MAP_COLOR / GL_MAP_STENCIL.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_VALUE for a value that is not finite,
 * GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.6.3
 */
export function glPixelTransferf(pname: GLenum, param: number): void {
  const c = stateCommand(glPixelTransferf, [pname, param]);
  if (c) ok(c, setPixelTransfer(c.transfer, pname, Number(param)));
}
/**
 * The integer glPixelTransferf: sets a pixel transfer parameter.
 * Records GL_INVALID_ENUM for another pname, GL_INVALID_VALUE for a value out of range,
 * GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.6.3
 */
export const glPixelTransferi = glPixelTransferf;

function pixelMap(
  fn: typeof glPixelMapfv,
  valueType: number,
  map: number,
  mapsize: number,
  values: ArrayLike<number>,
): void {
  const v = copyArray(values).slice(0, Math.max(0, mapsize));
  const c = stateCommand(fn, [map, mapsize, v]);
  if (!c) return;
  // A size the values do not cover is INVALID_VALUE, like a size outside the table limits.
  ok(
    c,
    mapsize > values.length
      ? GL_INVALID_VALUE
      : setPixelMap(c.transfer, map, mapsize < 1 ? [] : v, valueType),
  );
}

/**
 * Loads pixel map `map` (GL_PIXEL_MAP_I_TO_R, GL_PIXEL_MAP_R_TO_R, …) with the first `mapsize` floats of
 * `values`.
 * Records GL_INVALID_ENUM for another map, GL_INVALID_VALUE for a size outside 1..GL_MAX_PIXEL_MAP_TABLE,
 * larger than the array, or not a power of two for an index map, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §3.6.3
 */
export function glPixelMapfv(map: GLenum, mapsize: number, values: ArrayLike<number>): void {
  pixelMap(glPixelMapfv, GL_FLOAT, map, mapsize, values);
}
/**
 * Loads pixel map `map` from the first `mapsize` unsigned integers of `values`; colour maps take them as
 * fractions of 2^32−1.
 * Records GL_INVALID_ENUM for another map, GL_INVALID_VALUE for a size outside 1..GL_MAX_PIXEL_MAP_TABLE,
 * larger than the array, or not a power of two for an index map, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §3.6.3
 */
export function glPixelMapuiv(map: GLenum, mapsize: number, values: ArrayLike<number>): void {
  pixelMap(glPixelMapuiv, GL_UNSIGNED_INT, map, mapsize, values);
}
/**
 * Loads pixel map `map` from the first `mapsize` unsigned shorts of `values`; colour maps take them as
 * fractions of 65535.
 * Records GL_INVALID_ENUM for another map, GL_INVALID_VALUE for a size outside 1..GL_MAX_PIXEL_MAP_TABLE,
 * larger than the array, or not a power of two for an index map, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §3.6.3
 */
export function glPixelMapusv(map: GLenum, mapsize: number, values: ArrayLike<number>): void {
  pixelMap(glPixelMapusv, GL_UNSIGNED_SHORT, map, mapsize, values);
}

function getMap(valueType: number, map: number, out: Float32Array | Uint32Array | Uint16Array): void {
  const c = cur();
  if (outsideBeginEnd(c)) ok(c, getPixelMap(c.transfer, map, out, valueType));
}
/**
 * Writes the entries of pixel map `map` into `out` as floats.
 * Records GL_INVALID_ENUM for another map, GL_INVALID_OPERATION when `out` is shorter than the map or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetPixelMapfv(map: GLenum, out: Float32Array): void {
  getMap(GL_FLOAT, map, out);
}
/**
 * Writes the entries of pixel map `map` into `out` as unsigned integers (colours scaled to 2^32−1).
 * Records GL_INVALID_ENUM for another map, GL_INVALID_OPERATION when `out` is shorter than the map or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetPixelMapuiv(map: GLenum, out: Uint32Array): void {
  getMap(GL_UNSIGNED_INT, map, out);
}
/**
 * Writes the entries of pixel map `map` into `out` as unsigned shorts (colours scaled to 65535).
 * Records GL_INVALID_ENUM for another map, GL_INVALID_OPERATION when `out` is shorter than the map or
 * between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetPixelMapusv(map: GLenum, out: Uint16Array): void {
  getMap(GL_UNSIGNED_SHORT, map, out);
}

/**
 * Sets the factors by which glDrawPixels and glCopyPixels scale each pixel in x and y (negative factors
 * mirror); a factor that is not finite counts as 1.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §3.6.4
 */
export function glPixelZoom(xfactor: number, yfactor: number): void {
  const c = stateCommand(glPixelZoom, [xfactor, yfactor]);
  if (c) c.zoom = [finiteOr(xfactor, 1), finiteOr(yfactor, 1)];
}
