// glPolygonStipple (compiled into display lists with its pattern as unpacked at compile time) and
// glGetPolygonStipple: the 32×32 pattern through the pixel module's bitmap unpacking and packing.
import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import { outsideBeginEnd } from '../errors/check.js';
import { PixelTransferError, packPolygonStipple, unpackPolygonStipple } from '../pixels/index.js';
import { stateCommand } from './command.js';

/** Sets the stipple from 32 words, bottom row first (what a compiled glPolygonStipple replays). */
function setStipple(rows: number[]): void {
  const c = stateCommand(setStipple, [rows]);
  if (!c) return;
  c.st.polygonStipple = rows.slice();
  c.dirty |= Dirty.POLYGON_STIPPLE;
}

/**
 * Sets the 32×32 polygon stipple pattern, unpacked from client memory with the current unpack state; a
 * display list keeps the pattern as unpacked when compiled.
 * @param mask - 128 bytes of bitmap data, bottom row first, read as glBitmap data is.
 * Records GL_INVALID_OPERATION when `mask` holds too little data or between glBegin and glEnd.
 * @see OpenGL 1.5 §3.5.2
 */
export function glPolygonStipple(mask: ArrayBufferView | null): void {
  const c = cur();
  if (c.insideBeginEnd && !c.recording) {
    outsideBeginEnd(c);
    return;
  }
  let rows: number[];
  try {
    rows = unpackPolygonStipple(mask, c.unpack);
  } catch (e) {
    if (!(e instanceof PixelTransferError)) throw e;
    if (!c.recording || c.lists.recordError(e.glError, 'glPolygonStipple', e.reason))
      c.setError(e.glError, e.reason);
    return;
  }
  setStipple(rows);
}

/**
 * Writes the 32×32 polygon stipple pattern into `mask` with the current pack state, as glReadPixels packs
 * a bitmap.
 * Records GL_INVALID_OPERATION when `mask` is too short or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.5
 */
export function glGetPolygonStipple(mask: ArrayBufferView | null): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  try {
    packPolygonStipple(c.st.polygonStipple, mask, c.pack);
  } catch (e) {
    if (!(e instanceof PixelTransferError)) throw e;
    c.setError(e.glError, e.reason);
  }
}
