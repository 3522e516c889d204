// Scenes of pixel rectangles and clears: glDrawPixels (RGBA bytes, RGB floats zoomed, luminance with
// byte alignment), glBitmap, glCopyPixels (also overlapping itself), glRasterPos through the transform
// (and a clipped one that draws nothing), depth and stencil glDrawPixels, glClear under masks and scissor.
import * as gl from '../../src/index.js';
import { perspectiveView } from './helpers.js';
import { scene } from './scene.js';

function drawPixels(): void {
  const rgba = new Uint8Array(16 * 16 * 4);
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < 16; x++) {
      const at = (y * 16 + x) * 4;
      rgba[at] = 16 * x;
      rgba[at + 1] = 16 * y;
      rgba[at + 2] = 255 - 8 * (x + y);
      rgba[at + 3] = 255;
    }
  gl.glRasterPos2f(-0.8, -0.8);
  gl.glDrawPixels(16, 16, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, rgba);
  const rgb = new Float32Array(5 * 3 * 3);
  for (let i = 0; i < 15; i++) {
    rgb[3 * i] = (i % 5) / 4;
    rgb[3 * i + 1] = Math.floor(i / 5) / 2;
    rgb[3 * i + 2] = 0.5;
  }
  gl.glPixelZoom(3, 2);
  gl.glRasterPos2f(0.1, -0.7);
  gl.glDrawPixels(5, 3, gl.GL_RGB, gl.GL_FLOAT, rgb);
  const luminance = new Uint8Array(7 * 5);
  for (let i = 0; i < 35; i++) luminance[i] = (37 * i) % 256;
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  gl.glPixelZoom(2, 2);
  gl.glWindowPos2i(8, 40);
  gl.glDrawPixels(7, 5, gl.GL_LUMINANCE, gl.GL_UNSIGNED_BYTE, luminance);
}

/** A 16 × 12 ring, one byte-aligned row of two bytes per line, most significant bit first. */
function ringBitmap(): Uint8Array {
  const bits = new Uint8Array(24);
  for (let y = 0; y < 12; y++)
    for (let x = 0; x < 16; x++) {
      const d = (2 * x - 15) * (2 * x - 15) + (2 * y - 11) * (2 * y - 11);
      if (d >= 36 && d <= 144) bits[y * 2 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  return bits;
}

function bitmap(): void {
  const ring = ringBitmap();
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  gl.glColor3f(1, 1, 0);
  gl.glRasterPos2f(-0.9, 0.5);
  gl.glColor3f(1, 0, 0);
  for (let i = 0; i < 3; i++) gl.glBitmap(16, 12, 0, 0, 18, 1, ring);
  gl.glColor3f(0, 1, 1);
  gl.glRasterPos2f(-0.4, -0.3);
  gl.glBitmap(16, 12, 8, 6, 4, -14, ring);
  gl.glBitmap(16, 12, 8, 6, 0, 0, ring);
}

/** A smooth triangle copied beside itself, then copied over itself (source and destination overlap). */
function copyPixels(): void {
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glColor3f(1, 0, 0);
  gl.glVertex2f(-0.95, -0.95);
  gl.glColor3f(0, 1, 0);
  gl.glVertex2f(-0.1, -0.9);
  gl.glColor3f(0, 0, 1);
  gl.glVertex2f(-0.6, -0.1);
  gl.glEnd();
  gl.glWindowPos2i(34, 4);
  gl.glCopyPixels(2, 2, 28, 28, gl.GL_COLOR);
  gl.glWindowPos2i(10, 20);
  gl.glCopyPixels(2, 2, 28, 28, gl.GL_COLOR);
}

/** Raster positions through a perspective rotation; the last one is clipped, so nothing is drawn there. */
function rasterPos(): void {
  const image = new Uint8Array(8 * 8 * 4);
  for (let i = 0; i < 64; i++) {
    image[4 * i] = 255 - 4 * i;
    image[4 * i + 1] = 4 * i;
    image[4 * i + 2] = 128;
    image[4 * i + 3] = 255;
  }
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  perspectiveView();
  gl.glRotatef(30, 0, 1, 0);
  gl.glRasterPos3f(-0.5, 0.3, 0.2);
  gl.glDrawPixels(8, 8, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, image);
  gl.glColor3f(0.2, 1, 0.4);
  gl.glRasterPos3f(0.6, -0.7, -0.4);
  gl.glBitmap(8, 8, 0, 0, 0, 0, new Uint8Array([0xff, 0x81, 0x81, 0x99, 0x99, 0x81, 0x81, 0xff]));
  gl.glRasterPos3f(5, 0, 0);
  gl.glDrawPixels(8, 8, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, image);
}

/** Depth values and stencil indices written with glDrawPixels, then shown by depth- and stencil-tested quads. */
function drawDepthStencil(): void {
  const depth = new Float32Array(24 * 24);
  for (let y = 0; y < 24; y++) for (let x = 0; x < 24; x++) depth[y * 24 + x] = (x + y) / 46;
  gl.glEnable(gl.GL_DEPTH_TEST);
  gl.glDepthFunc(gl.GL_ALWAYS);
  gl.glColorMask(false, false, false, false);
  gl.glWindowPos2i(6, 6);
  gl.glDrawPixels(24, 24, gl.GL_DEPTH_COMPONENT, gl.GL_FLOAT, depth);
  const stencil = new Uint8Array(20 * 20);
  for (let i = 0; i < 400; i++) stencil[i] = (((i % 20) >> 2) + (Math.floor(i / 20) >> 2)) % 3;
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  gl.glWindowPos2i(38, 38);
  gl.glDrawPixels(20, 20, gl.GL_STENCIL_INDEX, gl.GL_UNSIGNED_BYTE, stencil);
  gl.glColorMask(true, true, true, true);
  gl.glDepthFunc(gl.GL_LESS);
  gl.glColor3f(1, 0.5, 0.1);
  gl.glRectf(-1, -1, 0, 0);
  gl.glDisable(gl.GL_DEPTH_TEST);
  gl.glEnable(gl.GL_STENCIL_TEST);
  gl.glStencilFunc(gl.GL_EQUAL, 1, 0xff);
  gl.glColor3f(0.2, 0.6, 1);
  gl.glRectf(0, 0, 1, 1);
  gl.glStencilFunc(gl.GL_EQUAL, 2, 0xff);
  gl.glColor3f(0.9, 0.9, 0.9);
  gl.glRectf(0, 0, 1, 1);
}

/** Clears under a colour mask and scissor boxes; depth and stencil clears shown by tested quads. */
function clearMasks(): void {
  gl.glClearColor(0.2, 0.4, 0.6, 1);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  gl.glEnable(gl.GL_SCISSOR_TEST);
  gl.glScissor(8, 8, 30, 20);
  gl.glClearColor(1, 1, 0, 1);
  gl.glColorMask(true, false, true, true);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  gl.glColorMask(true, true, true, true);
  gl.glScissor(30, 30, 28, 28);
  gl.glClearDepth(0.25);
  gl.glClear(gl.GL_DEPTH_BUFFER_BIT);
  gl.glScissor(4, 36, 22, 22);
  gl.glStencilMask(0x0f);
  gl.glClearStencil(0xff);
  gl.glClear(gl.GL_STENCIL_BUFFER_BIT);
  gl.glStencilMask(0xff);
  gl.glDisable(gl.GL_SCISSOR_TEST);
  gl.glEnable(gl.GL_DEPTH_TEST);
  gl.glColor3f(1, 0.2, 0.2);
  gl.glRectf(0.2, -0.9, 0.95, 0.95);
  gl.glDisable(gl.GL_DEPTH_TEST);
  gl.glEnable(gl.GL_STENCIL_TEST);
  gl.glStencilFunc(gl.GL_EQUAL, 0x0f, 0xff);
  gl.glColor3f(0.2, 1, 0.2);
  gl.glRectf(-1, -1, 1, 1);
}

export const PIXEL_SCENES = [
  scene('draw-pixels', drawPixels),
  scene('bitmap', bitmap),
  scene('copy-pixels', copyPixels),
  scene('raster-pos', rasterPos),
  scene('draw-pixels-depth-stencil', drawDepthStencil),
  scene('clear-masks', clearMasks),
];
