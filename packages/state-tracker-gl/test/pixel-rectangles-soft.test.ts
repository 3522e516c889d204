// glDrawPixels, glBitmap and glCopyPixels on every drawing driver, read back with glReadPixels: exact
// pixels at the raster position, zoom, raster position movement, stencil indices.
import { afterEach, beforeEach, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { describeOnDrawingDrivers, readWindow, savePicture } from './helpers/drawing-drivers.js';

const W = 32;
const H = 32;

function pixel(x: number, y: number): number[] {
  const out = new Uint8Array(4);
  gl.glReadPixels(x, y, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return Array.from(out);
}

describeOnDrawingDrivers('pixel rectangles', (driver) => {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: W, height: H, driver });
    gl.makeCurrent(ctx);
    gl.glClearColor(0, 0, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT);
  });
  afterEach(async () => {
    await ctx.destroy();
    gl.makeCurrent(null);
  });

  it('glDrawPixels writes the image at the raster position; glPixelZoom scales it; glReadPixels reads it back', () => {
    const image = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
    gl.glWindowPos2i(4, 6);
    gl.glDrawPixels(2, 2, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, image);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    const back = new Uint8Array(16);
    gl.glReadPixels(4, 6, 2, 2, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, back);
    expect(Array.from(back)).toEqual(Array.from(image));
    expect(pixel(3, 6)).toEqual([0, 0, 0, 255]);
    gl.glPixelZoom(3, 2);
    gl.glWindowPos2i(10, 10);
    gl.glDrawPixels(2, 2, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, image);
    expect(pixel(10, 10)).toEqual([255, 0, 0, 255]);
    expect(pixel(12, 11)).toEqual([255, 0, 0, 255]);
    expect(pixel(13, 11)).toEqual([0, 255, 0, 255]);
    expect(pixel(15, 13)).toEqual([255, 255, 255, 255]);
    expect(pixel(16, 13)).toEqual([0, 0, 0, 255]);
    savePicture(`draw-pixels-${driver}`, readWindow(W, H));
  });

  it('glBitmap draws set bits in the raster colour and moves the raster position', () => {
    gl.glColor3f(1, 1, 0);
    gl.glWindowPos2i(2, 2);
    gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
    // 8×2: row 0 = 10000001, row 1 = 01111110 (MSB first).
    gl.glBitmap(8, 2, 0, 0, 10, 1, new Uint8Array([0x81, 0x7e]));
    expect(pixel(2, 2)).toEqual([255, 255, 0, 255]);
    expect(pixel(3, 2)).toEqual([0, 0, 0, 255]);
    expect(pixel(9, 2)).toEqual([255, 255, 0, 255]);
    expect(pixel(3, 3)).toEqual([255, 255, 0, 255]);
    expect(pixel(2, 3)).toEqual([0, 0, 0, 255]);
    const pos = new Float32Array(4);
    gl.glGetFloatv(gl.GL_CURRENT_RASTER_POSITION, pos);
    expect(Array.from(pos.subarray(0, 2))).toEqual([12, 3]);
  });

  it('glCopyPixels copies a rectangle of the window to the raster position', () => {
    gl.glEnable(gl.GL_SCISSOR_TEST);
    gl.glScissor(0, 0, 4, 4);
    gl.glClearColor(0, 0, 1, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    gl.glDisable(gl.GL_SCISSOR_TEST);
    gl.glWindowPos2i(20, 20);
    gl.glCopyPixels(0, 0, 4, 4, gl.GL_COLOR);
    expect(pixel(20, 20)).toEqual([0, 0, 255, 255]);
    expect(pixel(23, 23)).toEqual([0, 0, 255, 255]);
    expect(pixel(24, 23)).toEqual([0, 0, 0, 255]);
  });

  it('glDrawPixels of stencil indices writes the stencil buffer; the stencil test then masks a clear-coloured quad', () => {
    gl.glWindowPos2i(0, 0);
    gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1);
    gl.glDrawPixels(2, 1, gl.GL_STENCIL_INDEX, gl.GL_UNSIGNED_BYTE, new Uint8Array([1, 2]));
    const s = new Uint8Array(2);
    gl.glPixelStorei(gl.GL_PACK_ALIGNMENT, 1);
    gl.glReadPixels(0, 0, 2, 1, gl.GL_STENCIL_INDEX, gl.GL_UNSIGNED_BYTE, s);
    expect(Array.from(s)).toEqual([1, 2]);
  });
});
