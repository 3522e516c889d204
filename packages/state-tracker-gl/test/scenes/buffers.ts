// Scenes of the accumulation buffer and of the colour buffers: every glAccum operation on known pixels
// (values decided by arithmetic alone, so they match Mesa exactly), a clear and RETURN under the scissor
// box and colour mask, a jittered scene accumulated into an antialiased one in a double-buffered
// context, and glDrawBuffer(GL_NONE / GL_FRONT_AND_BACK) with clears, glCopyPixels and glBitmap in a
// double-buffered context (its front buffer after the swap is compared with the single buffer of the
// C twin, which draws with the defaults where this one draws to the back buffer).
import * as gl from '../../src/index.js';
import { colouredVertex } from './helpers.js';
import { scene } from './scene.js';

/** A 64 × 64 RGBA image whose channels are simple functions of (x, y); `kind` picks one of two. */
function patternPixels(kind: number): Uint8Array {
  const rgba = new Uint8Array(64 * 64 * 4);
  for (let y = 0; y < 64; y++)
    for (let x = 0; x < 64; x++) {
      const at = (y * 64 + x) * 4;
      rgba[at] = kind === 0 ? 4 * x : 255 - 4 * y;
      rgba[at + 1] = kind === 0 ? 4 * y : (x * y) % 256;
      rgba[at + 2] = kind === 0 ? 255 - 2 * (x + y) : 128;
      rgba[at + 3] = kind === 0 ? 255 - 3 * x : 4 * y;
    }
  return rgba;
}

function drawPattern(kind: number): void {
  gl.glWindowPos2i(0, 0);
  gl.glDrawPixels(64, 64, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, patternPixels(kind));
}

function accumOps(): void {
  drawPattern(0);
  gl.glAccum(gl.GL_LOAD, 0.5);
  drawPattern(1);
  gl.glAccum(gl.GL_ACCUM, 0.5);
  gl.glAccum(gl.GL_MULT, 0.75);
  gl.glAccum(gl.GL_ADD, 0.125);
  gl.glAccum(gl.GL_ADD, -0.0625);
  gl.glAccum(gl.GL_RETURN, 1.25);
  gl.glEnable(gl.GL_SCISSOR_TEST);
  gl.glScissor(8, 8, 24, 40);
  gl.glClearAccum(0.2, -0.4, 0.6, 0.8);
  gl.glClear(gl.GL_ACCUM_BUFFER_BIT);
  gl.glColorMask(true, false, true, false);
  gl.glAccum(gl.GL_RETURN, 1);
  gl.glColorMask(true, true, true, true);
  gl.glScissor(40, 4, 20, 56);
  gl.glAccum(gl.GL_LOAD, 1);
  gl.glAccum(gl.GL_MULT, 0.5);
  gl.glAccum(gl.GL_RETURN, 1.5);
  gl.glDisable(gl.GL_SCISSOR_TEST);
}

/** Two overlapping coloured triangles and a square, drawn with the projection moved by (dx, dy) pixels. */
function jitteredShapes(dx: number, dy: number): void {
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glLoadIdentity();
  gl.glTranslatef((2 * dx) / 64, (2 * dy) / 64, 0);
  gl.glOrtho(-1, 1, -1, 1, -1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT);
  gl.glBegin(gl.GL_TRIANGLES);
  colouredVertex(-0.9, -0.8);
  colouredVertex(0.7, -0.3);
  colouredVertex(-0.2, 0.9);
  gl.glColor3f(1, 1, 0.25);
  gl.glVertex3f(-0.6, 0.6, -0.5);
  gl.glVertex3f(0.1, -0.9, -0.5);
  gl.glVertex3f(0.9, 0.75, -0.5);
  gl.glEnd();
  gl.glColor3f(0.2, 0.4, 1);
  gl.glRectf(0.3, -0.7, 0.6, -0.1);
}

/** Four passes at sub-pixel offsets, each weighted 1/4 (the Red Book's accpersp idea). */
const JITTER = [
  [0.375, 0.25],
  [0.125, 0.75],
  [0.875, 0.25],
  [0.625, 0.75],
] as const;

function accumJitter(): void {
  gl.glClear(gl.GL_ACCUM_BUFFER_BIT);
  gl.glEnable(gl.GL_DEPTH_TEST);
  for (const [dx, dy] of JITTER) {
    jitteredShapes(dx - 0.5, dy - 0.5);
    gl.glAccum(gl.GL_ACCUM, 0.25);
  }
  gl.glAccum(gl.GL_RETURN, 1);
}

/** A 16 × 16 bitmap of a diagonal cross, two bytes a row. */
function crossBitmap(): Uint8Array {
  const bits = new Uint8Array(32);
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < 16; x++) if (x === y || x === 15 - y) bits[y * 2 + (x >> 3)]! |= 0x80 >> (x & 7);
  return bits;
}

function drawBuffers(): void {
  gl.glEnable(gl.GL_DEPTH_TEST);
  // Depth only: a square nearer than what follows, in no colour buffer.
  gl.glPushAttrib(gl.GL_COLOR_BUFFER_BIT);
  gl.glDrawBuffer(gl.GL_NONE);
  gl.glColor3f(1, 1, 1);
  gl.glRectf(-0.4, -0.4, 0.2, 0.3);
  gl.glPopAttrib();
  gl.glBegin(gl.GL_QUADS);
  colouredVertex(-0.9, -0.9);
  colouredVertex(0.9, -0.9);
  colouredVertex(0.9, 0.9);
  colouredVertex(-0.9, 0.9);
  gl.glEnd();
  gl.glDrawBuffer(gl.GL_FRONT_AND_BACK);
  gl.glColor3f(1, 0.8, 0);
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glVertex3f(0.1, 0.2, -0.9);
  gl.glVertex3f(0.95, 0.5, -0.9);
  gl.glVertex3f(0.4, 0.95, -0.9);
  gl.glEnd();
  gl.glEnable(gl.GL_SCISSOR_TEST);
  gl.glScissor(4, 44, 20, 12);
  gl.glClearColor(0, 0.25, 0.75, 1);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  gl.glDisable(gl.GL_SCISSOR_TEST);
  gl.glDisable(gl.GL_DEPTH_TEST);
  gl.glWindowPos2i(40, 2);
  gl.glCopyPixels(2, 2, 20, 16, gl.GL_COLOR);
  gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
  gl.glColor3f(1, 0, 1);
  gl.glWindowPos2i(6, 24);
  gl.glBitmap(16, 16, 0, 0, 0, 0, crossBitmap());
}

export const BUFFER_SCENES = [
  scene('accum-ops', accumOps, { accumBits: 16 }),
  scene('accum-jitter', accumJitter, { accumBits: 16, doubleBuffer: true }),
  scene('draw-buffers', drawBuffers, { doubleBuffer: true }),
];
