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
    if (!c.recording || c.lists.recordError(e.glError, 'glPolygonStipple')) c.setError(e.glError);
    return;
  }
  setStipple(rows);
}

export function glGetPolygonStipple(mask: ArrayBufferView | null): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  try {
    packPolygonStipple(c.st.polygonStipple, mask, c.pack);
  } catch (e) {
    if (!(e instanceof PixelTransferError)) throw e;
    c.setError(e.glError);
  }
}
