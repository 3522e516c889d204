// The largest window rectangle glReadPixels and glCopyPixels read in one call: the texels and the
// converted image they allocate grow with width × height, so a larger request (2³¹ × 2³¹, say) records
// GL_OUT_OF_MEMORY and does nothing instead of allocating without bound.
import type { GlContext } from '../context/gl-context.js';
import { GL_OUT_OF_MEMORY } from '../gl-enums.js';

/** The most pixels one read of a window rectangle may cover (4096 × 4096). */
export const MAX_PIXEL_RECTANGLE = 1 << 24;

/** Whether a width × height rectangle can be read; records GL_OUT_OF_MEMORY when it cannot. */
export function pixelRectangleFits(c: GlContext, width: number, height: number): boolean {
  if (width * height <= MAX_PIXEL_RECTANGLE) return true;
  c.setError(GL_OUT_OF_MEMORY);
  return false;
}
