// glDrawBuffer and glReadBuffer (GL 1.5, 4.2.1 and 4.3.2): which colour buffers drawing writes and
// reading reads. Both are compiled into display lists. src/context/color-buffers.ts knows the names.
import { drawBufferError, readBufferError } from '../context/color-buffers.js';
import { Dirty } from '../context/dirty.js';
import { GL_NO_ERROR } from '../gl-enums.js';
import { stateCommand } from './command.js';
import type { GLenum } from './enum-types.generated.js';

export function glDrawBuffer(mode: GLenum): void {
  const c = stateCommand(glDrawBuffer, [mode]);
  if (!c) return;
  const error = drawBufferError(c.fb, mode);
  if (error !== GL_NO_ERROR) {
    c.setError(error);
    return;
  }
  c.st.color.drawBuffer = mode;
  c.dirty |= Dirty.FRAMEBUFFER;
}

export function glReadBuffer(mode: GLenum): void {
  const c = stateCommand(glReadBuffer, [mode]);
  if (!c) return;
  const error = readBufferError(c.fb, mode);
  if (error !== GL_NO_ERROR) {
    c.setError(error);
    return;
  }
  c.st.readBuffer = mode;
}
