// Selection and feedback on every driver (soft, webgl, noop), the behaviour OpenGL 1.5 (5.2, 5.3)
// decides and the Mesa cases (mesa-feedback.test.ts) do not show: entering a mode without a buffer,
// GL_LINE_RESET_TOKEN placement, a hit at depth 1, buffers larger than their arrays, glGetPointerv,
// commands executed at once while a display list is compiled, wide lines and large points.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';

const { GL_FEEDBACK, GL_RENDER, GL_SELECT, GL_2D, GL_3D } = gl;
const DRIVERS = [...DRAWING_DRIVERS, 'noop'];

const integer = (pname: number) => {
  const v = new Int32Array(4);
  gl.glGetIntegerv(pname, v);
  return v[0];
};

/** Runs `draw` in FEEDBACK mode with a buffer of `type` and returns the values written. */
function feedback(type: number, draw: () => void): number[] {
  const buffer = new Float32Array(256);
  gl.glFeedbackBuffer(256, type, buffer);
  gl.glRenderMode(GL_FEEDBACK);
  draw();
  const n = gl.glRenderMode(GL_RENDER);
  return Array.from(buffer.subarray(0, Math.max(n, 0)));
}

function line(mode: number, ...points: [number, number][]): void {
  gl.glBegin(mode);
  for (const [x, y] of points) gl.glVertex2f(x, y);
  gl.glEnd();
}

for (const driver of DRIVERS) {
  describe(`selection and feedback [${driver}]`, () => {
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: 64, height: 64, driver, depthBits: 24 });
      gl.makeCurrent(ctx);
    });
    afterEach(async () => {
      await ctx.destroy();
      gl.makeCurrent(null);
    });

    it('entering SELECT or FEEDBACK before its buffer is set: GL_INVALID_OPERATION, the mode stays', () => {
      expect(gl.glRenderMode(GL_SELECT)).toBe(0);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      expect(integer(gl.GL_RENDER_MODE)).toBe(GL_RENDER);
      expect(gl.glRenderMode(GL_FEEDBACK)).toBe(0);
      expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      expect(integer(gl.GL_RENDER_MODE)).toBe(GL_RENDER);
      expect(gl.glRenderMode(GL_RENDER)).toBe(0);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('GL_LINE_RESET_TOKEN starts each GL_LINES segment, strip and loop; GL_LINE_TOKEN continues', () => {
      const R = gl.GL_LINE_RESET_TOKEN;
      const L = gl.GL_LINE_TOKEN;
      const values = feedback(GL_2D, () => {
        line(gl.GL_LINES, [-0.5, 0], [0, 0], [0, 0.5], [0.5, 0.5]);
        line(gl.GL_LINE_STRIP, [-0.5, -0.5], [0, -0.5], [0, 0]);
        line(gl.GL_LINE_LOOP, [0, 0], [0.5, 0], [0.5, 0.5]);
      });
      // Window x = 32 (x + 1), y = 32 (y + 1).
      expect(values).toEqual([
        ...[R, 16, 32, 32, 32, R, 32, 48, 48, 48],
        ...[R, 16, 16, 32, 16, L, 32, 16, 32, 32],
        ...[R, 32, 32, 48, 32, L, 48, 32, 48, 48, L, 48, 48, 32, 32],
      ]);
    });

    it('wide lines and large points are reported as lines and points', () => {
      gl.glLineWidth(5);
      gl.glPointSize(9);
      const values = feedback(GL_2D, () => {
        line(gl.GL_LINES, [-0.5, 0], [0.5, 0]);
        line(gl.GL_POINTS, [0, 0]);
      });
      expect(values).toEqual([gl.GL_LINE_RESET_TOKEN, 16, 32, 48, 32, gl.GL_POINT_TOKEN, 32, 32]);
    });

    it('a hit at window depth 1 is 2³² − 1, at 0 is 0; names are the stack from the bottom', () => {
      const buffer = new Uint32Array(16);
      gl.glSelectBuffer(16, buffer);
      gl.glRenderMode(GL_SELECT);
      gl.glPushName(7);
      gl.glPushName(0xffffffff);
      gl.glBegin(gl.GL_POINTS);
      gl.glVertex3f(0, 0, 1);
      gl.glVertex3f(0, 0, -1);
      gl.glEnd();
      expect(integer(gl.GL_NAME_STACK_DEPTH)).toBe(2);
      expect(gl.glRenderMode(GL_RENDER)).toBe(1);
      expect(Array.from(buffer.subarray(0, 5))).toEqual([2, 0, 0xffffffff, 7, 0xffffffff]);
      expect(integer(gl.GL_NAME_STACK_DEPTH)).toBe(0);
    });

    it('a buffer size larger than its array: nothing is written past the array, the count goes on', () => {
      const memory = new Float32Array(12).fill(-1);
      const buffer = memory.subarray(0, 4);
      gl.glFeedbackBuffer(100, GL_3D, buffer);
      gl.glRenderMode(GL_FEEDBACK);
      gl.glBegin(gl.GL_POINTS);
      gl.glVertex2f(0, 0);
      gl.glVertex2f(0.5, 0);
      gl.glEnd();
      expect(gl.glRenderMode(GL_RENDER)).toBe(8);
      expect(Array.from(memory)).toEqual([gl.GL_POINT_TOKEN, 32, 32, 0.5, -1, -1, -1, -1, -1, -1, -1, -1]);
    });

    it('glGet and glGetPointerv report the buffers, sizes and type', () => {
      const select = new Uint32Array(8);
      const fb = new Float32Array(8);
      gl.glSelectBuffer(8, select);
      gl.glFeedbackBuffer(6, gl.GL_4D_COLOR_TEXTURE, fb);
      const pointer: unknown[] = [];
      gl.glGetPointerv(gl.GL_SELECTION_BUFFER_POINTER, pointer);
      expect(pointer[0]).toBe(select);
      const second: unknown[] = [];
      gl.glGetPointerv(gl.GL_FEEDBACK_BUFFER_POINTER, second);
      expect(second[0]).toBe(fb);
      expect(integer(gl.GL_SELECTION_BUFFER_SIZE)).toBe(8);
      expect(integer(gl.GL_FEEDBACK_BUFFER_SIZE)).toBe(6);
      expect(integer(gl.GL_FEEDBACK_BUFFER_TYPE)).toBe(gl.GL_4D_COLOR_TEXTURE);
      expect(integer(gl.GL_MAX_NAME_STACK_DEPTH)).toBe(64);
      gl.glRenderMode(GL_SELECT);
      expect(integer(gl.GL_RENDER_MODE)).toBe(GL_SELECT);
      gl.glRenderMode(GL_RENDER);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('glRenderMode, glSelectBuffer and glFeedbackBuffer execute while a list is compiled; the rest compile', () => {
      const fb = new Float32Array(16);
      gl.glNewList(1, gl.GL_COMPILE);
      gl.glFeedbackBuffer(16, GL_2D, fb);
      gl.glRenderMode(GL_FEEDBACK);
      gl.glPassThrough(5);
      gl.glEndList();
      expect(integer(gl.GL_RENDER_MODE)).toBe(GL_FEEDBACK);
      gl.glCallList(1);
      expect(gl.glRenderMode(GL_RENDER)).toBe(2);
      expect(Array.from(fb.subarray(0, 2))).toEqual([gl.GL_PASS_THROUGH_TOKEN, 5]);
    });

    it('texture coordinates of a textured unit 0 pass through texgen and the texture matrix', () => {
      const tex = new Uint32Array(1);
      gl.glGenTextures(1, tex);
      gl.glBindTexture(gl.GL_TEXTURE_2D, tex[0]!);
      gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
      gl.glTexImage2D(
        gl.GL_TEXTURE_2D,
        0,
        gl.GL_RGBA,
        1,
        1,
        0,
        gl.GL_RGBA,
        gl.GL_UNSIGNED_BYTE,
        new Uint8Array(4),
      );
      gl.glEnable(gl.GL_TEXTURE_2D);
      gl.glMatrixMode(gl.GL_TEXTURE);
      gl.glScalef(2, 4, 1);
      gl.glMatrixMode(gl.GL_MODELVIEW);
      const values = feedback(gl.GL_3D_COLOR_TEXTURE, () => {
        gl.glBegin(gl.GL_POINTS);
        gl.glTexCoord2f(0.25, 0.5);
        gl.glVertex2f(0, 0);
        gl.glEnd();
      });
      expect(values).toEqual([gl.GL_POINT_TOKEN, 32, 32, 0.5, 1, 1, 1, 1, 0.5, 2, 0, 1]);
    });
  });
}
