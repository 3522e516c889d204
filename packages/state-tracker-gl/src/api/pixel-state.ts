// Pixel storage, transfer and zoom state (GL 1.5, 3.6.1–3.6.3 and 3.6.5): glPixelStore (executed at once,
// client state), glPixelTransfer, glPixelMap and glPixelZoom (compiled into display lists), and the
// glGetPixelMap getters. The rules and tables are the pixel module's.
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { copyArray, outsideBeginEnd } from '../errors/check.js';
import { GL_FLOAT, GL_INVALID_VALUE, GL_UNSIGNED_INT, GL_UNSIGNED_SHORT } from '../gl-enums.js';
import { finiteOr } from '../math/clamp.js';
import { getPixelMap, setPixelMap, setPixelStore, setPixelTransfer } from '../pixels/index.js';
import { stateCommand } from './command.js';
import type { GLenum } from './enum-types.generated.js';

/** Records `code` when it is an error; true when it is 0. */
function ok(c: GlContext, code: number): boolean {
  if (code !== 0) c.setError(code);
  return code === 0;
}

export function glPixelStorei(pname: GLenum, param: number): void {
  const c = cur();
  if (outsideBeginEnd(c)) ok(c, setPixelStore(c.pack, c.unpack, pname, Number(param)));
}
export const glPixelStoref = glPixelStorei;

export function glPixelTransferf(pname: GLenum, param: number): void {
  const c = stateCommand(glPixelTransferf, [pname, param]);
  if (c) ok(c, setPixelTransfer(c.transfer, pname, Number(param)));
}
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

export function glPixelMapfv(map: GLenum, mapsize: number, values: ArrayLike<number>): void {
  pixelMap(glPixelMapfv, GL_FLOAT, map, mapsize, values);
}
export function glPixelMapuiv(map: GLenum, mapsize: number, values: ArrayLike<number>): void {
  pixelMap(glPixelMapuiv, GL_UNSIGNED_INT, map, mapsize, values);
}
export function glPixelMapusv(map: GLenum, mapsize: number, values: ArrayLike<number>): void {
  pixelMap(glPixelMapusv, GL_UNSIGNED_SHORT, map, mapsize, values);
}

function getMap(valueType: number, map: number, out: Float32Array | Uint32Array | Uint16Array): void {
  const c = cur();
  if (outsideBeginEnd(c)) ok(c, getPixelMap(c.transfer, map, out, valueType));
}
export function glGetPixelMapfv(map: GLenum, out: Float32Array): void {
  getMap(GL_FLOAT, map, out);
}
export function glGetPixelMapuiv(map: GLenum, out: Uint32Array): void {
  getMap(GL_UNSIGNED_INT, map, out);
}
export function glGetPixelMapusv(map: GLenum, out: Uint16Array): void {
  getMap(GL_UNSIGNED_SHORT, map, out);
}

export function glPixelZoom(xfactor: number, yfactor: number): void {
  const c = stateCommand(glPixelZoom, [xfactor, yfactor]);
  if (c) c.zoom = [finiteOr(xfactor, 1), finiteOr(yfactor, 1)];
}
