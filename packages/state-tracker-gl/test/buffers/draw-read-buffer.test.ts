// glDrawBuffer, glReadBuffer (GL 1.5, 4.2.1 and 4.3.2), double-buffered contexts and swapBuffers: the
// defaults glGet reports, every error the spec names, glPushAttrib groups and display lists (on every
// driver, noop included); then, on the drawing drivers and on driver-soft with one render target (where
// FRONT_AND_BACK draws each buffer in a pass of its own), that drawing, clears, glDrawPixels, glBitmap,
// glCopyPixels, glReadPixels and glCopyTexSubImage2D use the buffers named.
import { PipeCap } from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';

const ONE_TARGET = softWithout('mrt', { caps: { [PipeCap.MAX_RENDER_TARGETS]: 1 } });
const NO_LOGIC_OP = softWithout('logic-op', { caps: { [PipeCap.LOGIC_OP]: 0 } });

let ctx: gl.GlContext | null = null;
afterEach(async () => {
  await ctx?.destroy();
  ctx = null;
  gl.makeCurrent(null);
});

async function context(driver: string, doubleBuffer: boolean, size = 8): Promise<gl.GlContext> {
  ctx = await gl.createContext({ width: size, height: size, driver, doubleBuffer });
  gl.makeCurrent(ctx);
  return ctx;
}

function integer(pname: number): number {
  const out = new Int32Array(4);
  gl.glGetIntegerv(pname, out);
  return out[0]!;
}

function boolean(pname: number): boolean {
  const out = new Uint8Array(4);
  gl.glGetBooleanv(pname, out);
  return out[0] === 1;
}

/** Pixel (x, y) of buffer `mode` (glReadBuffer) as RGBA bytes; the read buffer is put back. */
function pixel(mode: number, x = 4, y = 4): number[] {
  gl.glPushAttrib(gl.GL_PIXEL_MODE_BIT);
  gl.glReadBuffer(mode);
  const out = new Uint8Array(4);
  gl.glReadPixels(x, y, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  gl.glPopAttrib();
  return Array.from(out);
}

const RED = [255, 0, 0, 255];
const GREEN = [0, 255, 0, 255];
const BLUE = [0, 0, 255, 255];
const BLACK = [0, 0, 0, 255];

function clearTo(r: number, g: number, b: number): void {
  gl.glClearColor(r, g, b, 1);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
}

describe.each([...DRAWING_DRIVERS, 'noop'])('draw and read buffers: state and errors [%s]', (driver) => {
  it('reports the defaults: FRONT single-buffered, BACK double-buffered, no stereo, no aux buffers', async () => {
    await context(driver, false);
    expect([integer(gl.GL_DRAW_BUFFER), integer(gl.GL_READ_BUFFER)]).toEqual([gl.GL_FRONT, gl.GL_FRONT]);
    expect([boolean(gl.GL_DOUBLEBUFFER), boolean(gl.GL_STEREO), integer(gl.GL_AUX_BUFFERS)]).toEqual([
      false,
      false,
      0,
    ]);
    await ctx!.destroy();
    await context(driver, true);
    expect([integer(gl.GL_DRAW_BUFFER), integer(gl.GL_READ_BUFFER)]).toEqual([gl.GL_BACK, gl.GL_BACK]);
    expect(boolean(gl.GL_DOUBLEBUFFER)).toBe(true);
  });

  it.each([false, true])('glDrawBuffer accepts the buffers that exist (double-buffered: %s)', async (db) => {
    await context(driver, db);
    const accepted = [gl.GL_NONE, gl.GL_FRONT, gl.GL_FRONT_LEFT, gl.GL_LEFT, gl.GL_FRONT_AND_BACK];
    if (db) accepted.push(gl.GL_BACK, gl.GL_BACK_LEFT);
    for (const mode of accepted) {
      gl.glDrawBuffer(mode);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(integer(gl.GL_DRAW_BUFFER)).toBe(mode);
    }
    gl.glDrawBuffer(gl.GL_FRONT);
    const missing = [gl.GL_RIGHT, gl.GL_FRONT_RIGHT, gl.GL_BACK_RIGHT, gl.GL_AUX0, gl.GL_AUX3];
    if (!db) missing.push(gl.GL_BACK, gl.GL_BACK_LEFT);
    for (const mode of missing) {
      gl.glDrawBuffer(mode);
      expect(gl.glGetError(), `0x${mode.toString(16)}`).toBe(gl.GL_INVALID_OPERATION);
    }
    for (const mode of [0x1234, gl.GL_TEXTURE_2D, gl.GL_AUX0 + 4]) {
      gl.glDrawBuffer(mode);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    }
    expect(integer(gl.GL_DRAW_BUFFER)).toBe(gl.GL_FRONT);
  });

  it.each([false, true])('glReadBuffer takes its own list (double-buffered: %s)', async (db) => {
    await context(driver, db);
    const accepted = [gl.GL_FRONT, gl.GL_FRONT_LEFT, gl.GL_LEFT];
    if (db) accepted.push(gl.GL_BACK, gl.GL_BACK_LEFT);
    for (const mode of accepted) {
      gl.glReadBuffer(mode);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(integer(gl.GL_READ_BUFFER)).toBe(mode);
    }
    gl.glReadBuffer(gl.GL_FRONT);
    const missing = [gl.GL_RIGHT, gl.GL_FRONT_RIGHT, gl.GL_BACK_RIGHT, gl.GL_AUX0, gl.GL_AUX2];
    if (!db) missing.push(gl.GL_BACK, gl.GL_BACK_LEFT);
    for (const mode of missing) {
      gl.glReadBuffer(mode);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    }
    for (const mode of [gl.GL_NONE, gl.GL_FRONT_AND_BACK, 0x1234]) {
      gl.glReadBuffer(mode);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    }
    expect(integer(gl.GL_READ_BUFFER)).toBe(gl.GL_FRONT);
  });

  it('both are refused between glBegin and glEnd', async () => {
    await context(driver, true);
    gl.glBegin(gl.GL_POINTS);
    gl.glDrawBuffer(gl.GL_FRONT);
    gl.glEnd();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glBegin(gl.GL_POINTS);
    gl.glReadBuffer(gl.GL_FRONT);
    gl.glEnd();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect([integer(gl.GL_DRAW_BUFFER), integer(gl.GL_READ_BUFFER)]).toEqual([gl.GL_BACK, gl.GL_BACK]);
  });

  it('GL_COLOR_BUFFER_BIT saves the draw buffer, GL_PIXEL_MODE_BIT the read buffer', async () => {
    await context(driver, true);
    gl.glPushAttrib(gl.GL_COLOR_BUFFER_BIT);
    gl.glDrawBuffer(gl.GL_FRONT);
    gl.glReadBuffer(gl.GL_FRONT);
    gl.glPopAttrib();
    expect([integer(gl.GL_DRAW_BUFFER), integer(gl.GL_READ_BUFFER)]).toEqual([gl.GL_BACK, gl.GL_FRONT]);
    gl.glPushAttrib(gl.GL_PIXEL_MODE_BIT);
    gl.glReadBuffer(gl.GL_BACK);
    gl.glDrawBuffer(gl.GL_NONE);
    gl.glPopAttrib();
    expect([integer(gl.GL_DRAW_BUFFER), integer(gl.GL_READ_BUFFER)]).toEqual([gl.GL_NONE, gl.GL_FRONT]);
  });

  it('both are compiled into display lists, errors included', async () => {
    await context(driver, false);
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    gl.glDrawBuffer(gl.GL_NONE);
    gl.glReadBuffer(gl.GL_LEFT);
    gl.glDrawBuffer(gl.GL_BACK);
    gl.glEndList();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    expect([integer(gl.GL_DRAW_BUFFER), integer(gl.GL_READ_BUFFER)]).toEqual([gl.GL_FRONT, gl.GL_FRONT]);
    gl.glCallList(list);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect([integer(gl.GL_DRAW_BUFFER), integer(gl.GL_READ_BUFFER)]).toEqual([gl.GL_NONE, gl.GL_LEFT]);
  });

  it('swapBuffers keeps the settings; without a current context it needs one', async () => {
    const c = await context(driver, true);
    gl.swapBuffers();
    gl.swapBuffers(c);
    expect([integer(gl.GL_DRAW_BUFFER), integer(gl.GL_READ_BUFFER)]).toEqual([gl.GL_BACK, gl.GL_BACK]);
    gl.makeCurrent(null);
    expect(() => gl.swapBuffers()).toThrow(/no current GL context/);
  });
});

describe.each([...DRAWING_DRIVERS, ONE_TARGET, NO_LOGIC_OP])(
  'draw and read buffers: pixels [%s]',
  (driver) => {
    it('a logic op under FRONT_AND_BACK combines with each buffer its own destination', async () => {
      await context(driver, true);
      gl.glDrawBuffer(gl.GL_FRONT);
      clearTo(1, 0, 0);
      gl.glDrawBuffer(gl.GL_BACK);
      clearTo(0, 0, 1);
      gl.glDrawBuffer(gl.GL_FRONT_AND_BACK);
      gl.glEnable(gl.GL_COLOR_LOGIC_OP);
      gl.glLogicOp(gl.GL_XOR);
      gl.glColor4f(1, 1, 1, 0);
      gl.glRectf(-1, -1, 1, 1);
      gl.glDisable(gl.GL_COLOR_LOGIC_OP);
      expect([pixel(gl.GL_FRONT), pixel(gl.GL_BACK)]).toEqual([
        [0, 255, 255, 255],
        [255, 255, 0, 255],
      ]);
    });

    it('swapBuffers shows the back buffer; the back buffer then holds the frame shown before', async () => {
      await context(driver, true);
      clearTo(1, 0, 0); // back
      expect(pixel(gl.GL_BACK)).toEqual(RED);
      gl.swapBuffers();
      expect(pixel(gl.GL_FRONT)).toEqual(RED);
      clearTo(0, 1, 0);
      gl.swapBuffers();
      expect([pixel(gl.GL_FRONT), pixel(gl.GL_BACK)]).toEqual([GREEN, RED]);
    });

    it('a single-buffered context draws and reads its front buffer; swapBuffers changes nothing', async () => {
      await context(driver, false);
      clearTo(0, 0, 1);
      gl.swapBuffers();
      expect(pixel(gl.GL_FRONT)).toEqual(BLUE);
      gl.glDrawBuffer(gl.GL_FRONT_AND_BACK);
      gl.glColor3f(1, 0, 0);
      gl.glRectf(-1, -1, 1, 1);
      expect(pixel(gl.GL_LEFT)).toEqual(RED);
    });

    it('drawing, clears, glDrawPixels and glBitmap go to the draw buffers; GL_NONE writes no colour', async () => {
      await context(driver, true);
      gl.glDrawBuffer(gl.GL_FRONT_AND_BACK);
      clearTo(0, 0, 0);
      gl.glDrawBuffer(gl.GL_FRONT);
      gl.glColor3f(1, 0, 0);
      gl.glRectf(-1, -1, 0, 1); // left half of the front buffer
      gl.glDrawBuffer(gl.GL_BACK);
      gl.glColor3f(0, 0, 1);
      gl.glRectf(0, -1, 1, 1); // right half of the back buffer
      expect([
        pixel(gl.GL_FRONT, 1),
        pixel(gl.GL_FRONT, 6),
        pixel(gl.GL_BACK, 1),
        pixel(gl.GL_BACK, 6),
      ]).toEqual([RED, BLACK, BLACK, BLUE]);
      gl.glDrawBuffer(gl.GL_NONE);
      clearTo(1, 1, 1);
      gl.glRectf(-1, -1, 1, 1);
      expect([pixel(gl.GL_FRONT, 1), pixel(gl.GL_BACK, 6)]).toEqual([RED, BLUE]);
      gl.glDrawBuffer(gl.GL_FRONT_AND_BACK);
      gl.glWindowPos2i(0, 0);
      gl.glDrawPixels(1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, new Uint8Array(GREEN));
      gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
      gl.glWindowPos2i(7, 7);
      gl.glBitmap(1, 1, 0, 0, 0, 0, new Uint8Array([0x80])); // the raster colour: blue
      expect([
        pixel(gl.GL_FRONT, 0, 0),
        pixel(gl.GL_BACK, 0, 0),
        pixel(gl.GL_FRONT, 7, 7),
        pixel(gl.GL_BACK, 7, 7),
      ]).toEqual([GREEN, GREEN, BLUE, BLUE]);
    });

    it('FRONT_AND_BACK blends into each buffer and both see the depth and stencil tests of one draw', async () => {
      await context(driver, true);
      gl.glDrawBuffer(gl.GL_FRONT);
      clearTo(1, 0, 0);
      gl.glDrawBuffer(gl.GL_BACK);
      clearTo(0, 0, 1);
      gl.glClearStencil(0);
      gl.glClear(gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT);
      gl.glDrawBuffer(gl.GL_FRONT_AND_BACK);
      gl.glEnable(gl.GL_BLEND);
      gl.glBlendFunc(gl.GL_ONE, gl.GL_ONE);
      gl.glEnable(gl.GL_DEPTH_TEST);
      gl.glEnable(gl.GL_STENCIL_TEST);
      gl.glStencilOp(gl.GL_KEEP, gl.GL_KEEP, gl.GL_INCR);
      gl.glColor3f(0, 1, 0);
      gl.glBegin(gl.GL_QUADS); // one draw: the nearer quad first, so the farther one fails the depth test
      for (const [x0, x1, z] of [
        [-1, 0.5, 0],
        [-0.5, 1, 0.5],
      ] as const) {
        gl.glVertex3f(x0, -1, z);
        gl.glVertex3f(x1, -1, z);
        gl.glVertex3f(x1, 1, z);
        gl.glVertex3f(x0, 1, z);
      }
      gl.glEnd();
      gl.glDisable(gl.GL_BLEND);
      const yellowish = [255, 255, 0, 255];
      const cyan = [0, 255, 255, 255];
      expect([
        pixel(gl.GL_FRONT, 2),
        pixel(gl.GL_BACK, 2),
        pixel(gl.GL_FRONT, 7),
        pixel(gl.GL_BACK, 7),
      ]).toEqual([yellowish, cyan, yellowish, cyan]);
      // The stencil buffer counted one pass: where both quads cover, the far one failed the depth test.
      const stencil = new Uint8Array(8);
      gl.glReadPixels(0, 4, 8, 1, gl.GL_STENCIL_INDEX, gl.GL_UNSIGNED_BYTE, stencil);
      expect(Array.from(stencil)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
      if (driver === ONE_TARGET) expect(ctx!.draw.colorPasses.splitDraws).toBeGreaterThan(0);
    });

    it('glReadPixels, glCopyPixels and glCopyTexSubImage2D read the read buffer', async () => {
      await context(driver, true);
      gl.glDrawBuffer(gl.GL_FRONT);
      clearTo(1, 0, 0);
      gl.glDrawBuffer(gl.GL_BACK);
      clearTo(0, 1, 0);
      gl.glReadBuffer(gl.GL_FRONT);
      gl.glWindowPos2i(0, 0);
      gl.glCopyPixels(4, 4, 2, 2, gl.GL_COLOR); // front → back
      expect([pixel(gl.GL_BACK, 0, 0), pixel(gl.GL_BACK, 3, 3)]).toEqual([RED, GREEN]);
      const texture = new Uint32Array(1);
      gl.glGenTextures(1, texture);
      gl.glBindTexture(gl.GL_TEXTURE_2D, texture[0]!);
      gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, 2, 2, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, null);
      gl.glReadBuffer(gl.GL_BACK);
      gl.glCopyTexSubImage2D(gl.GL_TEXTURE_2D, 0, 0, 0, 4, 4, 2, 2);
      const texels = new Uint8Array(16);
      gl.glGetTexImage(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, texels);
      expect(Array.from(texels.subarray(0, 4))).toEqual(GREEN);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });
  },
);
