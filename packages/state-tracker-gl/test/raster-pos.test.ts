// glRasterPos through the fixed-function vertex program (run on the CPU) and the viewport, clipping to
// the view volume; glWindowPos; their glGet values and the current-attribute stack.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
beforeEach(async () => {
  ctx = await noopContext(64, 32);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glOrtho(0, 64, 0, 32, -1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

function get(pname: number, n = 4): number[] {
  const out = new Float32Array(4);
  gl.glGetFloatv(pname, out);
  return Array.from(out.subarray(0, n));
}
const valid = () => {
  const b = new Uint8Array(1);
  gl.glGetBooleanv(gl.GL_CURRENT_RASTER_POSITION_VALID, b);
  return b[0] === 1;
};

describe('raster position', () => {
  it('starts at the origin, valid, white', () => {
    expect(get(gl.GL_CURRENT_RASTER_POSITION)).toEqual([0, 0, 0, 1]);
    expect(valid()).toBe(true);
    expect(get(gl.GL_CURRENT_RASTER_COLOR)).toEqual([1, 1, 1, 1]);
  });

  it('glRasterPos maps through the matrices and the viewport and takes the program colour', () => {
    gl.glColor3f(0.25, 0.5, 1);
    gl.glTranslatef(2, 0, 0);
    gl.glRasterPos2f(10, 20);
    expect(get(gl.GL_CURRENT_RASTER_POSITION)).toEqual([12, 20, 0.5, 1]);
    expect(valid()).toBe(true);
    expect(get(gl.GL_CURRENT_RASTER_COLOR)).toEqual([0.25, 0.5, 1, 1]);
    expect(get(gl.GL_CURRENT_RASTER_DISTANCE, 1)).toEqual([Math.fround(Math.hypot(12, 20))]);
  });

  it('a position outside the view volume is invalid', () => {
    gl.glRasterPos2f(100, 5);
    expect(valid()).toBe(false);
    gl.glRasterPos3f(5, 5, 2);
    expect(valid()).toBe(false);
    gl.glRasterPos2i(5, 5);
    expect(valid()).toBe(true);
  });

  it('glWindowPos sets window coordinates directly, depth through the depth range', () => {
    gl.glDepthRange(0.5, 1);
    gl.glWindowPos3f(3, 4, 0.5);
    expect(get(gl.GL_CURRENT_RASTER_POSITION)).toEqual([3, 4, 0.75, 1]);
    gl.glWindowPos2i(-5, 100);
    expect(get(gl.GL_CURRENT_RASTER_POSITION)).toEqual([-5, 100, 0.5, 1]);
    expect(valid()).toBe(true);
  });

  it('is compiled into display lists and saved with GL_CURRENT_BIT', () => {
    gl.glNewList(1, gl.GL_COMPILE);
    gl.glRasterPos2f(7, 8);
    gl.glEndList();
    expect(get(gl.GL_CURRENT_RASTER_POSITION)).toEqual([0, 0, 0, 1]);
    gl.glPushAttrib(gl.GL_CURRENT_BIT);
    gl.glCallList(1);
    expect(get(gl.GL_CURRENT_RASTER_POSITION)).toEqual([7, 8, 0.5, 1]);
    gl.glPopAttrib();
    expect(get(gl.GL_CURRENT_RASTER_POSITION)).toEqual([0, 0, 0, 1]);
  });
});
