// Colour-index commands in this RGBA-only GL on every driver (soft, webgl, noop), with the values
// Mesa gives in an RGBA context (checked with OSMesa): glIndex* sets GL_CURRENT_INDEX (also between
// glBegin and glEnd, and compiled into lists), glClearIndex truncates to an integer, glIndexMask keeps 32
// bits; GL_INDEX_MODE is false and GL_INDEX_BITS 0; the attribute stack saves them; nothing is drawn
// differently.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { DRAWING_DRIVERS } from './helpers/drawing-drivers.js';

const getF = (pname: number) => {
  const out = new Float32Array(4);
  gl.glGetFloatv(pname, out);
  return out[0];
};
const getI = (pname: number) => {
  const out = new Int32Array(4);
  gl.glGetIntegerv(pname, out);
  return out[0];
};
const getB = (pname: number) => {
  const out = new Uint8Array(4);
  gl.glGetBooleanv(pname, out);
  return out[0];
};

for (const driver of [...DRAWING_DRIVERS, 'noop']) {
  describe(`colour-index commands [${driver}]`, () => {
    let ctx: gl.GlContext;
    beforeEach(async () => {
      ctx = await gl.createContext({ width: 8, height: 8, driver });
      gl.makeCurrent(ctx);
    });
    afterEach(async () => {
      await ctx.destroy();
      gl.makeCurrent(null);
    });

    it('starts with Mesa values: index 1, clear 0, mask all ones, no index mode or bits', () => {
      expect([getF(gl.GL_CURRENT_INDEX), getI(gl.GL_CURRENT_INDEX)]).toEqual([1, 1]);
      expect(getI(gl.GL_INDEX_CLEAR_VALUE)).toBe(0);
      expect([getI(gl.GL_INDEX_WRITEMASK), getF(gl.GL_INDEX_WRITEMASK), getB(gl.GL_INDEX_WRITEMASK)]).toEqual(
        [-1, -1, 1],
      );
      expect(getI(gl.GL_INDEX_BITS)).toBe(0);
      expect(getB(gl.GL_INDEX_MODE)).toBe(0);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('glIndex of every type sets the current index as a float (glGetIntegerv rounds)', () => {
      gl.glIndexf(2.7);
      expect([getI(gl.GL_CURRENT_INDEX), getF(gl.GL_CURRENT_INDEX)]).toEqual([3, Math.fround(2.7)]);
      const cases: [() => void, number][] = [
        [() => gl.glIndexd(-6.5), -6.5],
        [() => gl.glIndexi(-3), -3],
        [() => gl.glIndexs(-5), -5],
        [() => gl.glIndexs(0x18000), -32768],
        [() => gl.glIndexub(200), 200],
        [() => gl.glIndexub(0x1ff), 255],
        [() => gl.glIndexdv([7.25]), 7.25],
        [() => gl.glIndexfv(new Float32Array([8.5])), 8.5],
        [() => gl.glIndexiv(new Int32Array([9])), 9],
        [() => gl.glIndexsv(new Int16Array([10])), 10],
        [() => gl.glIndexubv(new Uint8Array([11])), 11],
      ];
      for (const [call, value] of cases) {
        call();
        expect(getF(gl.GL_CURRENT_INDEX)).toBe(value);
      }
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('glClearIndex truncates to an integer; glIndexMask keeps 32 bits', () => {
      gl.glClearIndex(2.7);
      expect([getI(gl.GL_INDEX_CLEAR_VALUE), getF(gl.GL_INDEX_CLEAR_VALUE)]).toEqual([2, 2]);
      gl.glClearIndex(-2);
      expect(getI(gl.GL_INDEX_CLEAR_VALUE)).toBe(-2);
      gl.glIndexMask(0x55);
      expect(getI(gl.GL_INDEX_WRITEMASK)).toBe(0x55);
      gl.glIndexMask(0xffffff00);
      expect([getI(gl.GL_INDEX_WRITEMASK), getF(gl.GL_INDEX_WRITEMASK)]).toEqual([-256, -256]);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });

    it('glIndex is allowed between glBegin and glEnd; glClearIndex and glIndexMask are not', () => {
      gl.glBegin(gl.GL_TRIANGLES);
      gl.glIndexf(11);
      gl.glEnd();
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect(getF(gl.GL_CURRENT_INDEX)).toBe(11);
      for (const call of [() => gl.glClearIndex(1), () => gl.glIndexMask(1)]) {
        gl.glBegin(gl.GL_TRIANGLES);
        call();
        gl.glEnd();
        expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
      }
      expect([getI(gl.GL_INDEX_CLEAR_VALUE), getI(gl.GL_INDEX_WRITEMASK)]).toEqual([0, -1]);
    });

    it('GL_CURRENT_BIT saves the current index, GL_COLOR_BUFFER_BIT the clear value and mask', () => {
      gl.glIndexf(4);
      gl.glClearIndex(5);
      gl.glIndexMask(6);
      gl.glPushAttrib(gl.GL_CURRENT_BIT | gl.GL_COLOR_BUFFER_BIT);
      gl.glIndexf(9);
      gl.glClearIndex(7);
      gl.glIndexMask(3);
      gl.glPopAttrib();
      expect([getF(gl.GL_CURRENT_INDEX), getI(gl.GL_INDEX_CLEAR_VALUE), getI(gl.GL_INDEX_WRITEMASK)]).toEqual(
        [4, 5, 6],
      );
      gl.glPushAttrib(gl.GL_CURRENT_BIT);
      gl.glClearIndex(7);
      gl.glPopAttrib();
      expect(getI(gl.GL_INDEX_CLEAR_VALUE)).toBe(7);
    });

    it('compiles the three commands into display lists (glIndex also inside a list primitive)', () => {
      const list = gl.glGenLists(1);
      gl.glNewList(list, gl.GL_COMPILE);
      gl.glIndexf(21);
      gl.glClearIndex(22);
      gl.glIndexMask(23);
      gl.glBegin(gl.GL_POINTS);
      gl.glIndexi(24);
      gl.glVertex2f(0, 0);
      gl.glEnd();
      gl.glEndList();
      expect([getF(gl.GL_CURRENT_INDEX), getI(gl.GL_INDEX_CLEAR_VALUE), getI(gl.GL_INDEX_WRITEMASK)]).toEqual(
        [1, 0, -1],
      );
      gl.glCallList(list);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
      expect([getF(gl.GL_CURRENT_INDEX), getI(gl.GL_INDEX_CLEAR_VALUE), getI(gl.GL_INDEX_WRITEMASK)]).toEqual(
        [24, 22, 23],
      );
    });

    it('changes nothing that is drawn', () => {
      gl.glClearColor(0.25, 0.5, 0.75, 1);
      gl.glClearIndex(3);
      gl.glIndexMask(0);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glBegin(gl.GL_QUADS);
      gl.glIndexf(5);
      gl.glColor3f(1, 0, 0);
      gl.glVertex2f(-1, -1);
      gl.glVertex2f(0, -1);
      gl.glVertex2f(0, 1);
      gl.glVertex2f(-1, 1);
      gl.glEnd();
      const px = new Uint8Array(8 * 8 * 4);
      gl.glReadPixels(0, 0, 8, 8, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, px);
      if (driver === 'noop') return;
      expect(Array.from(px.subarray(0, 4))).toEqual([255, 0, 0, 255]);
      expect(Array.from(px.subarray(7 * 4, 8 * 4))).toEqual([64, 128, 191, 255]);
    });
  });
}
