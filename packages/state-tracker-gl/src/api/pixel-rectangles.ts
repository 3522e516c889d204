// glDrawPixels, glBitmap and glCopyPixels (GL 1.5, 3.6.4, 3.7 and 4.3.3): pixels unpacked (or read) and
// transferred by the pixel module, then drawn at the raster position as window-aligned quads through
// the pipeline, so every per-fragment operation applies. Stencil rectangles are written one stencil
// value at a time with the stencil test set to replace.

import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { legalEnum, outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { ENUM_RULES } from '../errors/enum-rules.js';
import { lastReason } from '../errors/reason.js';
import { pixelRectangleFeedback } from '../feedback/raster-feedback.js';
import {
  GL_ALWAYS,
  GL_BITMAP_TOKEN,
  GL_COLOR,
  GL_COPY_PIXEL_TOKEN,
  GL_DEPTH,
  GL_DEPTH_COMPONENT,
  GL_DRAW_PIXEL_TOKEN,
  GL_REPLACE,
  GL_STENCIL,
  GL_STENCIL_INDEX,
} from '../gl-enums.js';
import { int32 } from '../math/clamp.js';
import { drawPixelQuads } from '../meta/pixel-quads.js';
import { readBufferTexels, readColorResource } from '../meta/read-buffer.js';
import {
  applyPixelTransfer,
  bufferFormat,
  checkPixelFormatType,
  depthFromTexels,
  type PixelImage,
  PixelTransferError,
  rgbaFromTexels,
  stencilFromTexels,
  unpackBitmap,
  unpackImage,
} from '../pixels/index.js';
import type { CopyPixelsType, GLenum } from './enum-types.generated.js';
import { recordImage } from './record-pixels.js';

/** Draws an unpacked image at the raster position (nothing when the raster position is invalid). */
function drawImage(c: GlContext, image: PixelImage, from: readonly [number, number] = [0, 0]): void {
  const r = c.rasterPos;
  if (!r.valid) return;
  const [zx, zy] = c.zoom;
  const x = r.position[0] + from[0] * zx;
  const y = r.position[1] + from[1] * zy;
  const z = r.position[2];
  const w = image.width;
  if (image.kind === 'rgba') {
    const data = image.data;
    drawPixelQuads(c, x, y, w, image.height, zx, zy, (i, j, rgba) => {
      const at = (j * w + i) * 4;
      rgba[0] = data[at]!;
      rgba[1] = data[at + 1]!;
      rgba[2] = data[at + 2]!;
      rgba[3] = data[at + 3]!;
      return z;
    });
  } else if (image.kind === 'depth') {
    const data = image.data;
    drawPixelQuads(c, x, y, w, image.height, zx, zy, (i, j, rgba) => {
      rgba.set(r.color);
      return data[j * w + i]!;
    });
  } else {
    drawStencil(c, image.data, w, image.height, x, y, zx, zy);
  }
}

/** Writes stencil values: one pass per distinct value, replacing under the stencil write mask. */
function drawStencil(
  c: GlContext,
  data: Uint32Array,
  w: number,
  h: number,
  x: number,
  y: number,
  zx: number,
  zy: number,
): void {
  const st = c.st;
  const saved = {
    stencil: structuredClone(st.stencil),
    depth: { ...st.depth },
    color: structuredClone(st.color),
  };
  st.depth.test = false;
  st.color.colorMask = [false, false, false, false];
  st.color.alphaTest = false;
  st.stencil.test = true;
  st.stencil.func = [GL_ALWAYS, GL_ALWAYS];
  st.stencil.fail = st.stencil.zfail = st.stencil.zpass = [GL_REPLACE, GL_REPLACE];
  try {
    for (const value of new Set(data)) {
      st.stencil.ref = [value, value];
      c.dirty |= Dirty.DEPTH_STENCIL_ALPHA | Dirty.STENCIL_REF | Dirty.BLEND;
      drawPixelQuads(c, x, y, w, h, zx, zy, (i, j) =>
        data[j * w + i] === value ? c.rasterPos.position[2] : false,
      );
    }
  } finally {
    Object.assign(st, { stencil: saved.stencil, depth: saved.depth, color: saved.color });
    c.dirty |= Dirty.DEPTH_STENCIL_ALPHA | Dirty.STENCIL_REF | Dirty.BLEND;
  }
}

/** The buffer `format` needs, or false after recording GL_INVALID_OPERATION when the window has none. */
function hasBuffer(c: GlContext, format: number): boolean {
  if (format === GL_DEPTH_COMPONENT || format === GL_DEPTH)
    return validOperation(c, c.fb.depthBits > 0, 'the context has no depth buffer');
  if (format === GL_STENCIL_INDEX || format === GL_STENCIL)
    return validOperation(c, c.fb.stencilBits > 0, 'the context has no stencil buffer');
  return true;
}

/**
 * Draws a width × height rectangle of pixels at the current raster position, scaled by glPixelZoom,
 * through the pixel transfer operations and every per-fragment operation; colour, depth or stencil values
 * as `format` says. Nothing is drawn while the raster position is invalid; a display list keeps a copy of
 * the pixels.
 * @param pixels - client memory, read with the current unpack state.
 * Records GL_INVALID_ENUM for a format or type outside its list, GL_INVALID_VALUE for a negative size,
 * GL_INVALID_OPERATION for a format/type mismatch, depth or stencil data without that buffer, too little
 * pixel data, or between glBegin and glEnd.
 * @see OpenGL 1.5 §3.6.4
 */
export function glDrawPixels(
  width: number,
  height: number,
  format: GLenum,
  type: GLenum,
  pixels: ArrayBufferView | null,
): void {
  const c = cur();
  if (recordImage(c, glDrawPixels, [width, height, format, type], pixels)) return;
  if (!outsideBeginEnd(c)) return;
  const error = checkPixelFormatType(format, type, 'drawPixels');
  if (error !== 0) {
    c.setError(error, lastReason());
    return;
  }
  const w = int32(width);
  const h = int32(height);
  if (!validValue(c, w >= 0 && h >= 0, 'width or height is negative') || !hasBuffer(c, format)) return;
  let image: PixelImage;
  try {
    image = unpackImage(
      { width: w, height: h, depth: 1, dimensions: 2, format, type, data: pixels },
      c.unpack,
      c.transfer,
      {
        use: 'drawPixels',
        stencilBits: c.fb.stencilBits || 8,
      },
    );
  } catch (e) {
    if (!(e instanceof PixelTransferError)) throw e;
    c.setError(e.glError, e.reason);
    return;
  }
  if (pixelRectangleFeedback(c, GL_DRAW_PIXEL_TOKEN)) return;
  drawImage(c, image);
}

/**
 * Draws a width × height bitmap at the current raster position, offset by (xorig, yorig), in the raster
 * colour where its bits are 1, then moves the raster position by (xmove, ymove). Nothing happens while the
 * raster position is invalid; a display list keeps a copy of the bitmap.
 * @param bitmap - one bit per pixel, most significant bit first unless GL_UNPACK_LSB_FIRST, rows laid out
 * per the unpack state.
 * Records GL_INVALID_VALUE for a negative size, GL_INVALID_OPERATION for too little bitmap data or between
 * glBegin and glEnd.
 * @see OpenGL 1.5 §3.7
 */
export function glBitmap(
  width: number,
  height: number,
  xorig: number,
  yorig: number,
  xmove: number,
  ymove: number,
  bitmap: ArrayBufferView | null,
): void {
  const c = cur();
  if (recordImage(c, glBitmap, [width, height, xorig, yorig, xmove, ymove], bitmap)) return;
  if (!outsideBeginEnd(c)) return;
  const w = int32(width);
  const h = int32(height);
  if (!validValue(c, w >= 0 && h >= 0, 'width or height is negative')) return;
  const r = c.rasterPos;
  if (!r.valid) return;
  if (pixelRectangleFeedback(c, GL_BITMAP_TOKEN)) {
    // Outside GL_RENDER nothing is drawn (and the bitmap not even read), but the raster position moves.
  } else if (w > 0 && h > 0) {
    let bits: Uint8Array;
    try {
      bits = unpackBitmap(w, h, bitmap, c.unpack);
    } catch (e) {
      if (!(e instanceof PixelTransferError)) throw e;
      c.setError(e.glError, e.reason);
      return;
    }
    const [x, y, z] = r.position;
    drawPixelQuads(c, Math.floor(x - xorig), Math.floor(y - yorig), w, h, 1, 1, (i, j, rgba) => {
      if (!bits[j * w + i]) return false;
      rgba.set(r.color);
      return z;
    });
  }
  r.position = [r.position[0] + Number(xmove), r.position[1] + Number(ymove), r.position[2], r.position[3]];
}

/**
 * Copies a width × height rectangle of the colour (read buffer), depth or stencil buffer from (x, y) to
 * the current raster position, through the pixel transfer operations, zoom and per-fragment operations.
 * Records GL_INVALID_ENUM for a type other than GL_COLOR, GL_DEPTH or GL_STENCIL, GL_INVALID_VALUE for a
 * negative size, GL_INVALID_OPERATION when the depth or stencil buffer is missing or between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §4.3.3
 */
export function glCopyPixels(
  x: number,
  y: number,
  width: number,
  height: number,
  type: CopyPixelsType,
): void {
  const c = cur();
  if (c.recording && c.lists.record(glCopyPixels, [x, y, width, height, type])) return;
  if (!outsideBeginEnd(c)) return;
  if (!legalEnum(c, ENUM_RULES['glCopyPixels.type'], type)) return;
  const w = int32(width);
  const h = int32(height);
  if (!validValue(c, w >= 0 && h >= 0, 'width or height is negative') || !hasBuffer(c, type)) return;
  if (pixelRectangleFeedback(c, GL_COPY_PIXEL_TOKEN)) return;
  // Only the part of the rectangle inside the window is read and drawn: pixels outside it read undefined
  // values (GL 1.5, 4.3.3), which are left undrawn here, so the work stays within the window's size.
  const sx = int32(x);
  const sy = int32(y);
  const x0 = Math.max(sx, 0);
  const y0 = Math.max(sy, 0);
  const cw = Math.min(sx + w, c.fb.width) - x0;
  const ch = Math.min(sy + h, c.fb.height) - y0;
  if (cw <= 0 || ch <= 0) return;
  const buffer = type === GL_COLOR ? readColorResource(c) : c.fb.zs!;
  const texels = readBufferTexels(c, buffer, x0, y0, cw, ch);
  const count = cw * ch;
  const source = bufferFormat(buffer.format)!;
  const image: PixelImage =
    type === GL_COLOR
      ? { kind: 'rgba', width: cw, height: ch, depth: 1, data: rgbaFromTexels(source, texels, count) }
      : type === GL_DEPTH
        ? { kind: 'depth', width: cw, height: ch, depth: 1, data: depthFromTexels(source, texels, count) }
        : {
            kind: 'stencil',
            width: cw,
            height: ch,
            depth: 1,
            data: stencilFromTexels(buffer.format, texels, count),
          };
  applyPixelTransfer(image, c.transfer, c.fb.stencilBits || 8);
  drawImage(c, image, [x0 - sx, y0 - sy]);
}
