// The program matrices of ARB_vertex_program (2.14.6) on every driver: glMatrixMode(GL_MATRIXi_ARB)
// with every matrix command and stack, GL_CURRENT_MATRIX_ARB / GL_TRANSPOSE_CURRENT_MATRIX_ARB /
// GL_CURRENT_MATRIX_STACK_DEPTH_ARB for any matrix mode (6.1.2), glPushAttrib(GL_TRANSFORM_BIT) and
// display lists.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';

const DRIVERS = ['noop', ...DRAWING_DRIVERS];
const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
const M = Array.from({ length: 16 }, (_, i) => i + 1);

function floats(pname: number, n = 16): number[] {
  const out = new Float32Array(n);
  gl.glGetFloatv(pname, out);
  return Array.from(out);
}
function integer(pname: number): number {
  const out = new Int32Array(1);
  gl.glGetIntegerv(pname, out);
  return out[0]!;
}
const transpose = (m: number[]) => m.map((_, i) => m[(i % 4) * 4 + Math.floor(i / 4)]!);

describe.each(DRIVERS)('program matrices [%s]', (driver) => {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: 8, height: 8, driver });
    gl.makeCurrent(ctx);
  });
  afterEach(async () => {
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    await ctx.destroy();
  });

  it('each program matrix is a stack of its own, identity at first', () => {
    const max = integer(gl.GL_MAX_PROGRAM_MATRICES_ARB);
    for (let i = 0; i < max; i++) {
      gl.glMatrixMode(gl.GL_MATRIX0_ARB + i);
      expect(integer(gl.GL_MATRIX_MODE)).toBe(gl.GL_MATRIX0_ARB + i);
      expect(floats(gl.GL_CURRENT_MATRIX_ARB)).toEqual(IDENTITY);
      expect(integer(gl.GL_CURRENT_MATRIX_STACK_DEPTH_ARB)).toBe(1);
      gl.glTranslatef(i, 0, 0);
    }
    gl.glMatrixMode(gl.GL_MATRIX0_ARB + 3);
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)[12]).toBe(3);
    gl.glLoadMatrixf(M);
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)).toEqual(M);
    expect(floats(gl.GL_TRANSPOSE_CURRENT_MATRIX_ARB)).toEqual(transpose(M));
    gl.glMatrixMode(gl.GL_MATRIX0_ARB + 2);
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)[12]).toBe(2);
    // The conventional matrices are untouched.
    expect(floats(gl.GL_MODELVIEW_MATRIX)).toEqual(IDENTITY);
    expect(Array.from(ctx.arb.matrices[3]!.top)).toEqual(M);
  });

  it('push, pop, load, mult on a program matrix; its stack depth is GL_MAX_PROGRAM_MATRIX_STACK_DEPTH_ARB', () => {
    const depth = integer(gl.GL_MAX_PROGRAM_MATRIX_STACK_DEPTH_ARB);
    gl.glMatrixMode(gl.GL_MATRIX1_ARB);
    gl.glScalef(2, 2, 2);
    for (let d = 2; d <= depth; d++) {
      gl.glPushMatrix();
      expect(integer(gl.GL_CURRENT_MATRIX_STACK_DEPTH_ARB)).toBe(d);
    }
    gl.glPushMatrix();
    expect(gl.glGetError()).toBe(gl.GL_STACK_OVERFLOW);
    gl.glLoadIdentity();
    gl.glMultTransposeMatrixf(transpose(M));
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)).toEqual(M);
    gl.glLoadIdentity();
    gl.glMultMatrixf(M);
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)).toEqual(M);
    for (let d = depth; d > 1; d--) gl.glPopMatrix();
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)[0]).toBe(2);
    gl.glPopMatrix();
    expect(gl.glGetError()).toBe(gl.GL_STACK_UNDERFLOW);
  });

  it('GL_CURRENT_MATRIX_ARB follows every matrix mode', () => {
    gl.glMatrixMode(gl.GL_MODELVIEW);
    gl.glTranslatef(1, 2, 3);
    gl.glPushMatrix();
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)).toEqual(floats(gl.GL_MODELVIEW_MATRIX));
    expect(integer(gl.GL_CURRENT_MATRIX_STACK_DEPTH_ARB)).toBe(2);
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glOrtho(-1, 1, -2, 2, -3, 3);
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)).toEqual(floats(gl.GL_PROJECTION_MATRIX));
    expect(floats(gl.GL_TRANSPOSE_CURRENT_MATRIX_ARB)).toEqual(floats(gl.GL_TRANSPOSE_PROJECTION_MATRIX));
    gl.glActiveTexture(gl.GL_TEXTURE1);
    gl.glMatrixMode(gl.GL_TEXTURE);
    gl.glScalef(4, 4, 4);
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)).toEqual(floats(gl.GL_TEXTURE_MATRIX));
    expect(floats(gl.GL_CURRENT_MATRIX_ARB)[0]).toBe(4);
    expect(integer(gl.GL_CURRENT_MATRIX_STACK_DEPTH_ARB)).toBe(1);
    const d = new Float64Array(16);
    gl.glGetDoublev(gl.GL_CURRENT_MATRIX_ARB, d);
    expect(Array.from(d)).toEqual(floats(gl.GL_TEXTURE_MATRIX));
  });

  it('matrices beyond GL_MAX_PROGRAM_MATRICES_ARB record GL_INVALID_ENUM and change nothing', () => {
    const max = integer(gl.GL_MAX_PROGRAM_MATRICES_ARB);
    gl.glMatrixMode(gl.GL_MATRIX0_ARB + max);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    gl.glMatrixMode(gl.GL_MATRIX31_ARB);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    expect(integer(gl.GL_MATRIX_MODE)).toBe(gl.GL_MODELVIEW);
  });

  it('glPushAttrib(GL_TRANSFORM_BIT) saves a program matrix mode; display lists record it', () => {
    gl.glMatrixMode(gl.GL_MATRIX5_ARB);
    gl.glPushAttrib(gl.GL_TRANSFORM_BIT);
    gl.glMatrixMode(gl.GL_PROJECTION);
    gl.glPopAttrib();
    expect(integer(gl.GL_MATRIX_MODE)).toBe(gl.GL_MATRIX5_ARB);

    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    gl.glMatrixMode(gl.GL_MATRIX7_ARB);
    gl.glLoadTransposeMatrixf(M);
    gl.glEndList();
    expect(integer(gl.GL_MATRIX_MODE)).toBe(gl.GL_MATRIX5_ARB);
    gl.glMatrixMode(gl.GL_MODELVIEW);
    gl.glCallList(list);
    expect(integer(gl.GL_MATRIX_MODE)).toBe(gl.GL_MATRIX7_ARB);
    expect(floats(gl.GL_TRANSPOSE_CURRENT_MATRIX_ARB)).toEqual(M);
    expect(floats(gl.GL_MODELVIEW_MATRIX)).toEqual(IDENTITY);
    gl.glDeleteLists(list, 1);
  });
});
