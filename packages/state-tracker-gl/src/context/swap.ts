// swapBuffers: shows the frame a double-buffered context drew into its back buffer, as glXSwapBuffers /
// wglSwapBuffers / OSMesa's callers do. The front and back colour buffers are exchanged (no copy).
import { cur } from './current.js';
import { Dirty } from './dirty.js';
import type { GlContext } from './gl-context.js';

/**
 * Swaps the front and back colour buffers of `ctx` (default: the current context) after drawing what is
 * pending (an implicit glFlush). Afterwards the front buffer — what a window shows, and what
 * glReadBuffer(GL_FRONT) reads — holds the frame just drawn, and the back buffer holds the frame that
 * was shown before (GL leaves the back buffer's contents undefined after a swap: clear it before drawing
 * over it). Draw and read buffer settings keep naming the same side (GL_BACK stays the back buffer).
 * A single-buffered context only flushes. Between glBegin and glEnd it does nothing.
 */
export function swapBuffers(ctx?: GlContext): void {
  const c = ctx ?? cur();
  if (c.destroyed) throw new Error('swapBuffers: the context was destroyed');
  if (c.insideBeginEnd) return;
  c.flush();
  const fb = c.fb;
  if (fb.back) {
    [fb.front, fb.back] = [fb.back, fb.front];
    c.dirty |= Dirty.FRAMEBUFFER;
  }
  c.pipe.flush(0);
}
