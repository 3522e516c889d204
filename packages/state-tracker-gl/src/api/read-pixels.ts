// glReadPixels (GL 1.5, 4.3.2): reads a window rectangle of the colour, depth or stencil buffer and packs
// it into client memory with the pack state and the pixel transfer operations (the pixel module's
// packFromTexels). Rows come back bottom row first, as GL numbers them. Not compiled into display lists.

import { cur } from '../context/current.js';
import { outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { lastReason } from '../errors/reason.js';
import { GL_DEPTH_COMPONENT, GL_STENCIL_INDEX } from '../gl-enums.js';
import { int32 } from '../math/clamp.js';
import { pixelRectangleFits } from '../meta/pixel-rectangle-bound.js';
import { readBufferTexels, readColorResource } from '../meta/read-buffer.js';
import { bufferFormat, checkPixelFormatType, packFromTexels } from '../pixels/index.js';
import type { GLenum } from './enum-types.generated.js';
import { pixelCall } from './texture-image-common.js';

/**
 * Reads the width × height rectangle at (x, y) of the read colour buffer, the depth buffer or the stencil
 * buffer into `pixels`, bottom row first, with the pack state and pixel transfer operations. Never
 * compiled into display lists.
 * @param pixels - client memory to write, laid out per the current pack state.
 * Records GL_INVALID_ENUM for a format or type outside its list, GL_INVALID_VALUE for a negative size,
 * GL_INVALID_OPERATION for a format/type mismatch, a missing depth or stencil buffer, client memory too
 * short for the rectangle, or between glBegin and glEnd; GL_OUT_OF_MEMORY for a rectangle far larger than
 * the window.
 * @see OpenGL 1.5 §4.3.2
 */
export function glReadPixels(
  x: number,
  y: number,
  width: number,
  height: number,
  format: GLenum,
  type: GLenum,
  pixels: ArrayBufferView | null,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const error = checkPixelFormatType(format, type, 'readPixels');
  if (error !== 0) {
    c.setError(error, lastReason());
    return;
  }
  const w = int32(width);
  const h = int32(height);
  if (!validValue(c, w >= 0 && h >= 0, 'width or height is negative')) return;
  const depth = format === GL_DEPTH_COMPONENT;
  const stencil = format === GL_STENCIL_INDEX;
  if (depth && !validOperation(c, c.fb.depthBits > 0, 'the context has no depth buffer')) return;
  if (stencil && !validOperation(c, c.fb.stencilBits > 0, 'the context has no stencil buffer')) return;
  if (!pixelRectangleFits(c, w, h)) return;
  const buffer = depth || stencil ? c.fb.zs! : readColorResource(c);
  const tex = bufferFormat(buffer.format)!;
  // packFromTexels refuses short client memory before the framebuffer is read back.
  const texels = () => readBufferTexels(c, buffer, int32(x), int32(y), w, h);
  pixelCall(c, () =>
    packFromTexels(
      tex,
      texels,
      { width: w, height: h, depth: 1, dimensions: 2, format, type, data: pixels },
      c.pack,
      c.transfer,
      'readPixels',
    ),
  );
}
