// Work a GL call does is bounded by the window, the texture and the list nesting limit: huge pixel
// reads record GL_OUT_OF_MEMORY instead of allocating (negative sizes GL_INVALID_VALUE), lists
// calling themselves stop after LIST_STEP_BUDGET steps with GL_OUT_OF_MEMORY, copied client arrays stop
// at their memory, and the line loop to an extreme end point returns (driver-soft's line walk
// itself is tested in its test/robustness/line-confined). Every call returns within a second of CPU
// time (a measure other processes on the machine do not inflate).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { LIST_STEP_BUDGET } from '../src/lists/display-lists.js';
import { DRAWING_DRIVERS } from './helpers/drawing-drivers.js';

const DRIVERS = ['noop', ...DRAWING_DRIVERS];
const SIZE = 16;

/** The CPU time this process has used, in milliseconds: unlike wall time, other processes do not add to it. */
function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Runs `call` and checks that it returned within a second of CPU time. */
function quick(call: () => void): void {
  const start = cpuMilliseconds();
  call();
  expect(cpuMilliseconds() - start).toBeLessThan(1000);
}

describe.each(DRIVERS)('bounded work [%s]', (driver) => {
  let ctx: Awaited<ReturnType<typeof gl.createContext>>;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: SIZE, height: SIZE, driver });
    gl.makeCurrent(ctx);
  });
  afterEach(async () => {
    await ctx.destroy();
  });

  it('glReadPixels of a huge rectangle records GL_OUT_OF_MEMORY; glCopyPixels copies the part inside the window', () => {
    const out = new Uint8Array(SIZE * SIZE * 4);
    quick(() => gl.glReadPixels(0, 0, 2147483647, 2147483647, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out));
    expect(gl.glGetError()).toBe(gl.GL_OUT_OF_MEMORY);
    quick(() => gl.glCopyPixels(0, 0, 2147483647, 2147483647, gl.GL_COLOR));
    quick(() => gl.glCopyPixels(-2147483648, 0, 6, 2147483647, gl.GL_DEPTH));
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    gl.glReadPixels(0, 0, -1, 4, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glCopyPixels(0, 0, 4, -1, gl.GL_COLOR);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    // A window-sized read still works.
    gl.glClearColor(1, 0, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT);
    gl.glReadPixels(0, 0, SIZE, SIZE, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, out);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    if (driver !== 'noop') expect([...out.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('glCopyPixels with a huge zoom returns at once', () => {
    gl.glPixelZoom(1e9, 1e9);
    gl.glRasterPos2f(0, 0);
    quick(() => gl.glCopyPixels(0, 0, SIZE, SIZE, gl.GL_COLOR));
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('a self-calling list stops after the step budget with GL_OUT_OF_MEMORY', () => {
    gl.glNewList(1, gl.GL_COMPILE);
    gl.glCallList(1);
    gl.glCallList(1);
    gl.glEndList();
    quick(() => gl.glCallList(1));
    expect(gl.glGetError()).toBe(gl.GL_OUT_OF_MEMORY);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    // Within the budget a list runs whole: 1000 translations along x.
    gl.glNewList(2, gl.GL_COMPILE);
    for (let i = 0; i < 1000; i++) gl.glTranslatef(1, 0, 0);
    gl.glEndList();
    gl.glCallList(2);
    const m = new Float32Array(16);
    gl.glGetFloatv(gl.GL_MODELVIEW_MATRIX, m);
    expect(m[12]).toBe(1000);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    expect(LIST_STEP_BUDGET).toBeGreaterThan(1000);
  });

  it('glDrawArrays of 2^25 vertices over a four-element array: the same four, drawn or compiled', () => {
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glVertexPointer(2, gl.GL_FLOAT, 0, new Float32Array([0, 0, 1, 0, 0, 1, 1, 1]));
    quick(() => gl.glDrawArrays(gl.GL_POINTS, 0, 2 ** 25));
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    gl.glNewList(3, gl.GL_COMPILE);
    quick(() => gl.glDrawArrays(gl.GL_POINTS, 0, 2 ** 25));
    gl.glEndList();
    quick(() => gl.glCallList(3));
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    // With the vertex array disabled neither draws anything.
    gl.glDisableClientState(gl.GL_VERTEX_ARRAY);
    gl.glNewList(4, gl.GL_COMPILE);
    quick(() => gl.glDrawArrays(gl.GL_POINTS, 0, 2 ** 30));
    gl.glEndList();
    quick(() => gl.glCallList(4));
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('huge draw counts and a line loop to 1e30 return at once', () => {
    quick(() => gl.glDrawArrays(gl.GL_POLYGON, 2147483638, 1000));
    gl.glGetError();
    // A client array with a huge stride, drawn from a huge first vertex: copies stop at its memory.
    gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
    gl.glVertexPointer(3, gl.GL_FLOAT, 2147483647, new Float32Array(9));
    quick(() => gl.glDrawArrays(gl.GL_POLYGON, 2147483638, 1000));
    quick(() => gl.glDrawArrays(gl.GL_TRIANGLES, 2147483638, 999));
    quick(() => gl.glDrawElements(gl.GL_TRIANGLES, 3, gl.GL_UNSIGNED_INT, new Uint32Array([0, 1, 2e9])));
    gl.glDisableClientState(gl.GL_VERTEX_ARRAY);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glLoadIdentity();
    gl.glScalef(1e6, 1e6, 1e-35);
    gl.glMatrixMode(gl.GL_MODELVIEW);
    quick(() => {
      gl.glBegin(gl.GL_LINE_LOOP);
      gl.glVertex3f(0, 1, 0);
      gl.glVertex3f(0, 1, 1e30);
      gl.glVertex3f(1e30, 1, 0);
      gl.glEnd();
      gl.glFinish();
    });
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });
});
