// The largest window rectangle glReadPixels reads in one call: the texels and the converted image it
// allocates grow with width × height, so a request larger than both the window and 4096 × 4096 pixels
// (2³¹ × 2³¹, say) records GL_OUT_OF_MEMORY and does nothing instead of allocating without bound. Any
// rectangle up to the window's own size is read, whatever the window's size. (glCopyPixels needs no
// bound: it reads only the part of its rectangle inside the window.)
import type { GlContext } from '../context/gl-context.js';
import { GL_OUT_OF_MEMORY } from '../gl-enums.js';

/** The most pixels one read may cover beyond the window's own pixel count (4096 × 4096). */
export const MAX_PIXEL_RECTANGLE = 1 << 24;

/** Whether a width × height rectangle can be read; records GL_OUT_OF_MEMORY when it cannot. */
export function pixelRectangleFits(c: GlContext, width: number, height: number): boolean {
  if (width * height <= Math.max(MAX_PIXEL_RECTANGLE, c.fb.width * c.fb.height)) return true;
  c.setError(GL_OUT_OF_MEMORY, 'the pixel rectangle is larger than one call may process');
  return false;
}
