// Reading a rectangle of a window buffer (colour or depth/stencil) as texels in the buffer's own format:
// what glReadPixels, glCopyPixels and glCopyTexImage start from. Pixels outside the window read as zero
// bytes (GL leaves them undefined); the buffer is never read outside its bounds. Colour is read from the
// buffer glReadBuffer selects.
import { formatDescription, makeBox, type PipeResource, PipeTransfer } from '@gallium-ts/gallium-api';
import { readColorBuffer } from '../context/color-buffers.js';
import type { GlContext } from '../context/gl-context.js';

/** The colour buffer glReadBuffer selects: where glReadPixels, glCopyPixels, glCopyTex* and glAccum read. */
export function readColorResource(c: GlContext): PipeResource {
  return readColorBuffer(c.fb, c.st.readBuffer).resource;
}

/** Texels of window rectangle (x, y, width, height) of `buffer`, row 0 at window y, tightly packed. */
export function readBufferTexels(
  c: GlContext,
  buffer: PipeResource,
  x: number,
  y: number,
  width: number,
  height: number,
): Uint8Array {
  c.flush();
  const block = formatDescription(buffer.format).blockSize;
  const out = new Uint8Array(width * height * block);
  const x0 = Math.max(x, 0);
  const y0 = Math.max(y, 0);
  const x1 = Math.min(x + width, buffer.width0);
  const y1 = Math.min(y + height, buffer.height0);
  if (x1 <= x0 || y1 <= y0) return out;
  const map = c.pipe.transferMap(buffer, 0, PipeTransfer.READ, makeBox(x0, y0, 0, x1 - x0, y1 - y0, 1));
  if (!map) return out;
  const { data, transfer } = map;
  const rowBytes = (x1 - x0) * block;
  for (let row = y0; row < y1; row++) {
    const src = (row - y0) * transfer.stride;
    const dst = ((row - y) * width + (x0 - x)) * block;
    out.set(data.subarray(src, src + rowBytes), dst);
  }
  c.pipe.transferUnmap(transfer);
  return out;
}
