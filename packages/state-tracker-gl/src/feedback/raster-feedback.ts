// The raster position and pixel rectangles in SELECT and FEEDBACK modes: a valid raster position set in
// SELECT mode is a hit at its window z (as Mesa does), and glBitmap, glDrawPixels and glCopyPixels draw
// nothing outside GL_RENDER; in FEEDBACK mode, with a valid raster position, they write their token
// (GL_BITMAP_TOKEN, GL_DRAW_PIXEL_TOKEN, GL_COPY_PIXEL_TOKEN) and the raster position as a vertex
// (GL 1.5, 5.3).
import type { GlContext } from '../context/gl-context.js';
import { GL_FEEDBACK, GL_RENDER } from '../gl-enums.js';

/** After the raster position was set: a hit in SELECT mode when it is valid. */
export function rasterPositionHit(c: GlContext): void {
  const r = c.rasterPos;
  if (c.selectFeedback.selecting && r.valid) c.selectFeedback.hit(r.position[2]);
}

/**
 * Before a pixel rectangle is drawn: false in GL_RENDER (draw it); else true (draw nothing) after
 * writing `token` and the raster position in FEEDBACK mode.
 */
export function pixelRectangleFeedback(c: GlContext, token: number): boolean {
  const sf = c.selectFeedback;
  if (sf.renderMode === GL_RENDER) return false;
  const r = c.rasterPos;
  if (sf.renderMode === GL_FEEDBACK && r.valid) {
    sf.token(token);
    sf.vertex({ window: r.position, color: r.color, texCoord: r.texCoords[0] ?? [0, 0, 0, 1] });
  }
  return true;
}
