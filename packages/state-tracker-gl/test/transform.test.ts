// Matrix stacks and transformation commands: exact matrices, stack depths with overflow/underflow,
// per-unit texture stacks, viewport and depth range, clip planes stored in eye coordinates.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
beforeEach(async () => {
  ctx = await noopContext(100, 50);
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

function get(pname: number): number[] {
  const out = new Float64Array(16);
  gl.glGetDoublev(pname, out);
  return Array.from(out);
}
const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

describe('matrices', () => {
  it('translate, scale, rotate and mult compose as in the spec (column-major, post-multiplied)', () => {
    gl.glTranslatef(1, 2, 3);
    gl.glScalef(2, 3, 4);
    expect(get(gl.GL_MODELVIEW_MATRIX)).toEqual([2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 1, 2, 3, 1]);
    gl.glLoadIdentity();
    gl.glRotatef(90, 0, 0, 1);
    const m = get(gl.GL_MODELVIEW_MATRIX).map((v) => Math.round(v * 1e6) / 1e6 + 0);
    expect(m).toEqual([0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    gl.glLoadMatrixf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(get(gl.GL_TRANSPOSE_MODELVIEW_MATRIX)).toEqual([
      1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15, 4, 8, 12, 16,
    ]);
    gl.glLoadTransposeMatrixf([1, 0, 0, 5, 0, 1, 0, 6, 0, 0, 1, 7, 0, 0, 0, 1]);
    expect(get(gl.GL_MODELVIEW_MATRIX)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]);
    gl.glMultMatrixf([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1]);
    expect(get(gl.GL_MODELVIEW_MATRIX)).toEqual([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 5, 6, 7, 1]);
  });

  it('glOrtho and glFrustum give the spec matrices; degenerate ranges are INVALID_VALUE', () => {
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glOrtho(0, 100, 0, 50, -1, 1);
    expect(get(gl.GL_PROJECTION_MATRIX)).toEqual(
      [0.02, 0, 0, 0, 0, 0.04, 0, 0, 0, 0, -1, 0, -1, -1, 0, 1].map(Math.fround),
    );
    gl.glLoadIdentity();
    gl.glFrustum(-1, 1, -1, 1, 1, 3);
    expect(get(gl.GL_PROJECTION_MATRIX)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -2, -1, 0, 0, -3, 0]);
    gl.glOrtho(0, 0, 0, 1, 0, 1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glFrustum(-1, 1, -1, 1, 0, 1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    expect(get(gl.GL_PROJECTION_MATRIX)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -2, -1, 0, 0, -3, 0]);
  });

  it('stacks hold 32 modelview, 32 projection and 10 texture matrices; overflow and underflow are recorded', () => {
    for (const [mode, depthPname, maxPname, max] of [
      [gl.GL_MODELVIEW, gl.GL_MODELVIEW_STACK_DEPTH, gl.GL_MAX_MODELVIEW_STACK_DEPTH, 32],
      [gl.GL_PROJECTION, gl.GL_PROJECTION_STACK_DEPTH, gl.GL_MAX_PROJECTION_STACK_DEPTH, 32],
      [gl.GL_TEXTURE, gl.GL_TEXTURE_STACK_DEPTH, gl.GL_MAX_TEXTURE_STACK_DEPTH, 10],
    ] as const) {
      gl.glMatrixMode(mode);
      expect(get(maxPname)[0]).toBe(max);
      for (let i = 1; i < max; i++) gl.glPushMatrix();
      expect(get(depthPname)[0]).toBe(max);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      gl.glPushMatrix();
      expect(gl.glGetError()).toBe(gl.GL_STACK_OVERFLOW);
      for (let i = 1; i < max; i++) gl.glPopMatrix();
      gl.glPopMatrix();
      expect(gl.glGetError()).toBe(gl.GL_STACK_UNDERFLOW);
      expect(get(depthPname)[0]).toBe(1);
    }
  });

  it('push/pop restore the matrix; texture stacks are per unit', () => {
    gl.glPushMatrix();
    gl.glTranslatef(5, 0, 0);
    gl.glPopMatrix();
    expect(get(gl.GL_MODELVIEW_MATRIX)).toEqual(IDENTITY);
    gl.glMatrixMode(gl.GL_TEXTURE);
    gl.glActiveTexture(gl.GL_TEXTURE1);
    gl.glScalef(2, 2, 2);
    gl.glActiveTexture(gl.GL_TEXTURE0);
    expect(get(gl.GL_TEXTURE_MATRIX)).toEqual(IDENTITY);
    gl.glActiveTexture(gl.GL_TEXTURE1);
    expect(get(gl.GL_TEXTURE_MATRIX)[0]).toBe(2);
    expect(ctx.ctx.ff.textureUnits[1]!.matrix[0]).toBe(2);
  });

  it('viewport and depth range: defaults, clamping, INVALID_VALUE for negative sizes', () => {
    expect(get(gl.GL_VIEWPORT).slice(0, 4)).toEqual([0, 0, 100, 50]);
    gl.glViewport(10, 20, 30, 40);
    expect(get(gl.GL_VIEWPORT).slice(0, 4)).toEqual([10, 20, 30, 40]);
    gl.glViewport(0, 0, -1, 5);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    gl.glDepthRange(-1, 2);
    expect(get(gl.GL_DEPTH_RANGE).slice(0, 2)).toEqual([0, 1]);
    gl.glDepthRange(0.25, 0.75);
    const range = new Int32Array(2);
    gl.glGetIntegerv(gl.GL_DEPTH_RANGE, range);
    expect(Array.from(range)).toEqual([
      Math.round((0xffffffff * 0.25 - 1) / 2),
      Math.round((0xffffffff * 0.75 - 1) / 2),
    ]);
  });

  it('the pipe viewport maps NDC y = -1 to row 0 (no flip)', () => {
    const viewports: unknown[] = [];
    const pipe = ctx.ctx.pipe;
    const original = pipe.setViewportStates.bind(pipe);
    pipe.setViewportStates = (start, vps) => {
      viewports.push(...vps);
      original(start, vps);
    };
    gl.glViewport(10, 20, 30, 40);
    gl.glDepthRange(0.2, 0.6);
    gl.glBegin(gl.GL_POINTS);
    gl.glVertex2f(0, 0);
    gl.glEnd();
    gl.glFlush();
    const vp = viewports.at(-1) as { scale: number[]; translate: number[] };
    expect(vp.scale.map((v) => Math.fround(v))).toEqual([15, 20, Math.fround(0.2)]);
    expect(vp.translate.map((v) => Math.fround(v))).toEqual([25, 40, Math.fround(0.4)]);
  });

  it('clip planes are stored in eye coordinates (multiplied by the inverse modelview)', () => {
    gl.glTranslatef(0, 0, -5);
    gl.glClipPlane(gl.GL_CLIP_PLANE0, [0, 0, 1, 0]);
    const eq = new Float64Array(4);
    gl.glGetClipPlane(gl.GL_CLIP_PLANE0, eq);
    // Inverse translation by +5 in z: the plane z = 0 in object space is z = -5 in eye space.
    expect(Array.from(eq)).toEqual([0, 0, 1, 5]);
    gl.glClipPlane(gl.GL_CLIP_PLANE0 + 8, [0, 0, 1, 0]);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
  });
});
