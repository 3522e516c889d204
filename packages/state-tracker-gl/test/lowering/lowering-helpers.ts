// What the lowering tests share: a fresh 64 × 64 context per test under the
// window projection glOrtho(0, 64, 0, 64, -10, 10), the four ways a program hands GL its vertices, and
// the set of lit pixels a drawing produces.
import { afterEach, beforeEach, expect } from 'vitest';
import * as gl from '../../src/index.js';
import { readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { litPixels } from '../scenes/probes/probe.js';

export const SIZE = 64;

/** A fresh context per test, cleared to black with depth 1, window projection. */
export function useWindowContext(driver: string): void {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: SIZE, height: SIZE, driver });
    gl.makeCurrent(ctx);
    gl.glClearColor(0, 0, 0, 1);
    gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT);
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glOrtho(0, SIZE, 0, SIZE, -10, 10);
    gl.glMatrixMode(gl.GL_MODELVIEW);
  });
  afterEach(async () => {
    const error = gl.glGetError();
    await ctx.destroy();
    gl.makeCurrent(null);
    expect(error, 'glGetError at the end of the test').toBe(gl.GL_NO_ERROR);
  });
}

/** One vertex: position (x, y, z) and colour. */
export interface TestVertex {
  x: number;
  y: number;
  z?: number;
  rgb?: [number, number, number];
}

export const DRAW_PATHS = ['immediate', 'display list', 'client arrays', 'buffer object'] as const;
export type DrawPath = (typeof DRAW_PATHS)[number];

/** Draws `vertices` as one primitive of `mode` through `path`. */
export function drawVia(path: DrawPath, mode: number, vertices: readonly TestVertex[]): void {
  const colour = (v: TestVertex) => v.rgb ?? [1, 0, 0];
  if (path === 'immediate' || path === 'display list') {
    const list = path === 'display list' ? gl.glGenLists(1) : 0;
    if (list) gl.glNewList(list, gl.GL_COMPILE);
    gl.glBegin(mode);
    for (const v of vertices) {
      gl.glColor3fv(colour(v));
      gl.glVertex3f(v.x, v.y, v.z ?? 0);
    }
    gl.glEnd();
    if (list) {
      gl.glEndList();
      gl.glCallList(list);
      gl.glDeleteLists(list, 1);
    }
    return;
  }
  const positions = new Float32Array(vertices.flatMap((v) => [v.x, v.y, v.z ?? 0]));
  const colours = new Float32Array(vertices.flatMap(colour));
  gl.glEnableClientState(gl.GL_VERTEX_ARRAY);
  gl.glEnableClientState(gl.GL_COLOR_ARRAY);
  const buffers = new Uint32Array(3);
  if (path === 'buffer object') {
    gl.glGenBuffers(3, buffers);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, buffers[0]!);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, positions.byteLength, positions, gl.GL_STATIC_DRAW);
    gl.glVertexPointer(3, gl.GL_FLOAT, 0, 0);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, buffers[1]!);
    gl.glBufferData(gl.GL_ARRAY_BUFFER, colours.byteLength, colours, gl.GL_STATIC_DRAW);
    gl.glColorPointer(3, gl.GL_FLOAT, 0, 0);
    gl.glBindBuffer(gl.GL_ARRAY_BUFFER, 0);
    // Indexed, from an element array buffer, so glDrawElements goes through the path too.
    const indices = new Uint16Array(vertices.map((_, i) => i));
    gl.glBindBuffer(gl.GL_ELEMENT_ARRAY_BUFFER, buffers[2]!);
    gl.glBufferData(gl.GL_ELEMENT_ARRAY_BUFFER, indices.byteLength, indices, gl.GL_STATIC_DRAW);
    gl.glDrawElements(mode, vertices.length, gl.GL_UNSIGNED_SHORT, 0);
    gl.glBindBuffer(gl.GL_ELEMENT_ARRAY_BUFFER, 0);
    gl.glDeleteBuffers(3, buffers);
  } else {
    gl.glVertexPointer(3, gl.GL_FLOAT, 0, positions);
    gl.glColorPointer(3, gl.GL_FLOAT, 0, colours);
    gl.glDrawArrays(mode, 0, vertices.length);
  }
  gl.glDisableClientState(gl.GL_VERTEX_ARRAY);
  gl.glDisableClientState(gl.GL_COLOR_ARRAY);
}

/** The pixels (as "x,y") whose red byte is above 127 after `draw` on a cleared window. */
export function drawnPixels(draw: () => void): Set<string> {
  gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT);
  draw();
  return litPixels(0, 0, SIZE - 1, SIZE - 1);
}

/** Writes the window to test/output/<name>.png. */
export function saveWindow(name: string): void {
  savePicture(name, readWindow(SIZE, SIZE));
}
