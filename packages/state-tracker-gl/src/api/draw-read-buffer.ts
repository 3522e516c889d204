// glDrawBuffer and glReadBuffer (GL 1.5, 4.2.1 and 4.3.2): which colour buffers drawing writes and
// reading reads. Both are compiled into display lists. src/context/color-buffers.ts knows the names.

import { drawBufferError, readBufferError } from '../context/color-buffers.js';
import { Dirty } from '../context/dirty.js';
import { lastReason } from '../errors/reason.js';
import { GL_NO_ERROR } from '../gl-enums.js';
import { stateCommand } from './command.js';
import type { GLenum } from './enum-types.generated.js';

/**
 * Chooses the colour buffers drawing and glClear write (GL_FRONT, GL_BACK, GL_FRONT_AND_BACK, GL_NONE, …);
 * compiled into display lists.
 * Records GL_INVALID_ENUM for a name that is no buffer selection, GL_INVALID_OPERATION for one that names
 * only buffers this context lacks (GL_BACK when single-buffered, stereo or aux buffers) or between glBegin
 * and glEnd.
 * @see OpenGL 1.5 §4.2.1
 */
export function glDrawBuffer(mode: GLenum): void {
  const c = stateCommand(glDrawBuffer, [mode]);
  if (!c) return;
  const error = drawBufferError(c.fb, mode);
  if (error !== GL_NO_ERROR) {
    c.setError(error, lastReason());
    return;
  }
  c.st.color.drawBuffer = mode;
  c.dirty |= Dirty.FRAMEBUFFER;
}

/**
 * Chooses the colour buffer glReadPixels, glCopyPixels and the texture copy commands read; compiled into
 * display lists.
 * Records GL_INVALID_ENUM for a name that is no readable buffer (GL_NONE and GL_FRONT_AND_BACK included),
 * GL_INVALID_OPERATION for a buffer this context lacks or between glBegin and glEnd.
 * @see OpenGL 1.5 §4.3.2
 */
export function glReadBuffer(mode: GLenum): void {
  const c = stateCommand(glReadBuffer, [mode]);
  if (!c) return;
  const error = readBufferError(c.fb, mode);
  if (error !== GL_NO_ERROR) {
    c.setError(error, lastReason());
    return;
  }
  c.st.readBuffer = mode;
}
