// Which window colour buffers glDrawBuffer and glReadBuffer name (GL 1.5, 4.2.1 and 4.3.2): the draw
// buffers every drawing command writes, the read buffer every reading command reads, and whether an enum
// names buffers this context has. The window has a front left buffer and, when double-buffered, a back
// left one; right (stereo) and auxiliary buffers never exist.
import { because } from '../errors/reason.js';
import {
  GL_AUX0,
  GL_AUX1,
  GL_AUX2,
  GL_AUX3,
  GL_BACK,
  GL_BACK_LEFT,
  GL_BACK_RIGHT,
  GL_FRONT,
  GL_FRONT_AND_BACK,
  GL_FRONT_LEFT,
  GL_FRONT_RIGHT,
  GL_INVALID_ENUM,
  GL_INVALID_OPERATION,
  GL_LEFT,
  GL_NO_ERROR,
  GL_NONE,
  GL_RIGHT,
} from '../gl-enums.js';
import type { ColorBuffer, WindowFramebuffer } from './framebuffer.js';

const FRONT = 1;
const BACK = 2;
/** A buffer no context of ours has: right (stereo) or auxiliary. */
const MISSING = 4;

const STEREO_AND_AUX: [number, number][] = [
  [GL_RIGHT, MISSING],
  [GL_FRONT_RIGHT, MISSING],
  [GL_BACK_RIGHT, MISSING],
  [GL_AUX0, MISSING],
  [GL_AUX1, MISSING],
  [GL_AUX2, MISSING],
  [GL_AUX3, MISSING],
];

/** glDrawBuffer's list: the buffers each name selects. */
const DRAW_BUFFERS = new Map<number, number>([
  [GL_NONE, 0],
  [GL_FRONT, FRONT],
  [GL_FRONT_LEFT, FRONT],
  [GL_BACK, BACK],
  [GL_BACK_LEFT, BACK],
  [GL_LEFT, FRONT | BACK],
  [GL_FRONT_AND_BACK, FRONT | BACK],
  ...STEREO_AND_AUX,
]);

/** glReadBuffer's list (no NONE, no FRONT_AND_BACK): LEFT reads the front left buffer. */
const READ_BUFFERS = new Map<number, number>([
  [GL_FRONT, FRONT],
  [GL_FRONT_LEFT, FRONT],
  [GL_LEFT, FRONT],
  [GL_BACK, BACK],
  [GL_BACK_LEFT, BACK],
  ...STEREO_AND_AUX,
]);

function selectionError(selection: number | undefined, fb: WindowFramebuffer): number {
  if (selection === undefined) return because(GL_INVALID_ENUM, 'mode is not a colour buffer name');
  if (selection & MISSING) return because(GL_INVALID_OPERATION, 'the context has no stereo or aux buffers');
  // A name other than NONE must name at least one buffer the context has.
  if (selection === BACK && fb.back === null) {
    return because(GL_INVALID_OPERATION, 'the context is single-buffered: it has no back buffer');
  }
  return GL_NO_ERROR;
}

/** The error glDrawBuffer(mode) records on this framebuffer, or GL_NO_ERROR. */
export function drawBufferError(fb: WindowFramebuffer, mode: number): number {
  return selectionError(DRAW_BUFFERS.get(mode), fb);
}

/** The error glReadBuffer(mode) records on this framebuffer, or GL_NO_ERROR. */
export function readBufferError(fb: WindowFramebuffer, mode: number): number {
  return selectionError(READ_BUFFERS.get(mode), fb);
}

/** The colour buffers glDrawBuffer(`mode`) draws into, front first (none for GL_NONE). */
export function drawColorBuffers(fb: WindowFramebuffer, mode: number): ColorBuffer[] {
  const selection = DRAW_BUFFERS.get(mode) ?? 0;
  const buffers: ColorBuffer[] = [];
  if (selection & FRONT) buffers.push(fb.front);
  if (selection & BACK && fb.back) buffers.push(fb.back);
  return buffers;
}

/** The colour buffer glReadBuffer(`mode`) reads. */
export function readColorBuffer(fb: WindowFramebuffer, mode: number): ColorBuffer {
  return READ_BUFFERS.get(mode) === BACK && fb.back ? fb.back : fb.front;
}
