// What the pixel probes share: a fresh context per test on a drawing driver with a window-unit
// projection (glOrtho(0, w, 0, h, near, far), so a vertex at (x + 0.5, y + 0.5) lands on pixel (x, y)),
// reading single pixels back, and the 8-bit value the maths gives for a colour.
import { afterEach, beforeEach, expect } from 'vitest';
import * as gl from '../../../src/index.js';

export const SIZE = 32;

/** Creates the context before each test of the enclosing describe block and destroys it after. */
export function useProbeContext(driver: string, near = -1, far = 1): void {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: SIZE, height: SIZE, driver });
    gl.makeCurrent(ctx);
    gl.glClearColor(0, 0, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT);
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glOrtho(0, SIZE, 0, SIZE, near, far);
    gl.glMatrixMode(gl.GL_MODELVIEW);
  });
  afterEach(async () => {
    const error = gl.glGetError();
    await ctx.destroy();
    gl.makeCurrent(null);
    expect(error, 'glGetError at the end of the probe').toBe(gl.GL_NO_ERROR);
  });
}

/** The RGBA bytes of window pixel (x, y). */
export function pixel(x: number, y: number): number[] {
  const out = new Uint8Array(4);
  gl.glReadPixels(x, y, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  return Array.from(out);
}

/** The stencil index of window pixel (x, y). */
export function stencilAt(x: number, y: number): number {
  const out = new Uint8Array(1);
  gl.glReadPixels(x, y, 1, 1, gl.GL_STENCIL_INDEX, gl.GL_UNSIGNED_BYTE, out);
  return out[0]!;
}

/** The depth of window pixel (x, y) as a float. */
export function depthAt(x: number, y: number): number {
  const out = new Float32Array(1);
  gl.glReadPixels(x, y, 1, 1, gl.GL_DEPTH_COMPONENT, gl.GL_FLOAT, out);
  return out[0]!;
}

/**
 * The 8-bit value of a colour component in [0, 1] (clamped first): round(255 f). Values within 0.01 of
 * a rounding tie are refused, so a probe only asserts what the maths decides.
 */
export function unorm8(f: number): number {
  const x = 255 * Math.min(1, Math.max(0, f));
  if (Math.abs((x % 1) - 0.5) < 0.01)
    throw new Error(`${f} × 255 = ${x} is too close to a rounding tie to probe`);
  return Math.round(x);
}

export const unorm8s = (rgba: readonly number[]): number[] => rgba.map(unorm8);

/** A size-1 point on pixel (x, y) under the window projection. */
export function pointOn(x: number, y: number, z = 0): void {
  gl.glBegin(gl.GL_POINTS);
  gl.glVertex3f(x + 0.5, y + 0.5, z);
  gl.glEnd();
}

/** The pixels of rows y0..y1 and columns x0..x1 whose red byte is above 127, as "x,y" strings. */
export function litPixels(x0: number, y0: number, x1: number, y1: number): Set<string> {
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const out = new Uint8Array(w * h * 4);
  gl.glReadPixels(x0, y0, w, h, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
  const lit = new Set<string>();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (out[(y * w + x) * 4]! > 127) lit.add(`${x0 + x},${y0 + y}`);
  return lit;
}

/** Every pixel of the rectangle [x0, x1) × [y0, y1), as "x,y" strings. */
export function rectPixels(x0: number, y0: number, x1: number, y1: number): Set<string> {
  const out = new Set<string>();
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) out.add(`${x},${y}`);
  return out;
}
