// Pictures on every drawing driver: clears (whole window, scissored, masked), a smooth-shaded triangle,
// depth testing, and gears with the real fixed-function programs. Pixels are read with glReadPixels
// (bottom row first) and saved under test/output/.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { initGears, renderGears } from '../examples/gears.js';
import * as gl from '../src/index.js';
import { describeOnDrawingDrivers, readWindow, savePicture } from './helpers/drawing-drivers.js';

const W = 64;
const H = 48;

function pixel(x: number, y: number): number[] {
  const out = new Uint8Array(4);
  gl.glReadPixels(x, y, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return Array.from(out);
}

describeOnDrawingDrivers('drawing', (driver) => {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: W, height: H, driver });
    gl.makeCurrent(ctx);
  });
  afterEach(async () => {
    await ctx.destroy();
    gl.makeCurrent(null);
  });

  it('glClear fills the window; a scissored and colour-masked clear changes only its box and channels', () => {
    gl.glClearColor(0.2, 0.4, 0.6, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    expect(pixel(0, 0)).toEqual([51, 102, 153, 255]);
    gl.glEnable(gl.GL_SCISSOR_TEST);
    gl.glScissor(10, 5, 4, 3);
    gl.glColorMask(true, false, false, true);
    gl.glClearColor(1, 1, 1, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    expect(pixel(10, 5)).toEqual([255, 102, 153, 255]);
    expect(pixel(13, 7)).toEqual([255, 102, 153, 255]);
    expect(pixel(14, 7)).toEqual([51, 102, 153, 255]);
    expect(pixel(10, 8)).toEqual([51, 102, 153, 255]);
    savePicture(`clear-${driver}`, readWindow(W, H));
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('a triangle: row 0 is the bottom, colours interpolate, outside stays clear', () => {
    gl.glClearColor(0, 0, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glOrtho(0, W, 0, H, -1, 1);
    gl.glMatrixMode(gl.GL_MODELVIEW);
    gl.glBegin(gl.GL_TRIANGLES);
    gl.glColor3f(1, 0, 0);
    gl.glVertex2f(0, 0);
    gl.glColor3f(1, 0, 0);
    gl.glVertex2f(W, 0);
    gl.glColor3f(0, 0, 1);
    gl.glVertex2f(0, H);
    gl.glEnd();
    const bottom = pixel(1, 0);
    const top = pixel(0, H - 2);
    expect(bottom[0]).toBeGreaterThan(240);
    expect(bottom[2]).toBeLessThan(16);
    expect(top[2]).toBeGreaterThan(200);
    expect(pixel(W - 2, H - 2)).toEqual([0, 0, 0, 255]);
    savePicture(`triangle-${driver}`, readWindow(W, H));
  });

  it('depth test keeps the nearer of two overlapping quads, drawn far-last', () => {
    gl.glEnable(gl.GL_DEPTH_TEST);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT);
    gl.glColor3f(0, 1, 0);
    gl.glRectf(-0.5, -0.5, 0.5, 0.5);
    gl.glBegin(gl.GL_QUADS);
    gl.glColor3f(1, 0, 0);
    for (const [x, y] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const)
      gl.glVertex3f(x, y, 0.5);
    gl.glEnd();
    expect(pixel(W / 2, H / 2)).toEqual([0, 255, 0, 255]);
    expect(pixel(2, 2)).toEqual([255, 0, 0, 255]);
  });

  it('gears render lit with the generated programs: red, green and blue gears over black', async () => {
    await ctx.destroy();
    const size = 240;
    ctx = await gl.createContext({ width: size, height: size, driver });
    gl.makeCurrent(ctx);
    const gears = initGears(size, size);
    renderGears(gears, 20);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    const image = readWindow(size, size);
    savePicture(`gears-${driver}`, image);
    const count = { red: 0, green: 0, blue: 0, black: 0 };
    for (let i = 0; i < image.data.length; i += 4) {
      const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
      if (r + g + b === 0) count.black++;
      else if (r > 2 * g && r > 2 * b) count.red++;
      else if (g > 2 * r && g > 2 * b) count.green++;
      else if (b > r && b > g) count.blue++;
    }
    // The big red gear covers about a quarter of the window, the other two less; the rest is black.
    expect(count.red).toBeGreaterThan(size * size * 0.1);
    expect(count.green).toBeGreaterThan(size * size * 0.02);
    expect(count.blue).toBeGreaterThan(size * size * 0.02);
    expect(count.black).toBeGreaterThan(size * size * 0.3);
  });
});
