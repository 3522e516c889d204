// The evaluator state (GL 1.5, table 6.28) through glGetMap, glGet and glIsEnabled, its conversions, the
// attribute stacks, display lists of evaluator commands, and the errors section 5.1 names — on every
// driver.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { DRAWING_DRIVERS } from './helpers/drawing-drivers.js';

const DRIVERS = ['noop', ...DRAWING_DRIVERS];

const MAP1 = [
  gl.GL_MAP1_COLOR_4,
  gl.GL_MAP1_INDEX,
  gl.GL_MAP1_NORMAL,
  gl.GL_MAP1_TEXTURE_COORD_1,
  gl.GL_MAP1_TEXTURE_COORD_2,
  gl.GL_MAP1_TEXTURE_COORD_3,
  gl.GL_MAP1_TEXTURE_COORD_4,
  gl.GL_MAP1_VERTEX_3,
  gl.GL_MAP1_VERTEX_4,
];
const MAP2 = [
  gl.GL_MAP2_COLOR_4,
  gl.GL_MAP2_INDEX,
  gl.GL_MAP2_NORMAL,
  gl.GL_MAP2_TEXTURE_COORD_1,
  gl.GL_MAP2_TEXTURE_COORD_2,
  gl.GL_MAP2_TEXTURE_COORD_3,
  gl.GL_MAP2_TEXTURE_COORD_4,
  gl.GL_MAP2_VERTEX_3,
  gl.GL_MAP2_VERTEX_4,
];
/** Table 6.28's initial control point of each kind, in MAP1/MAP2 order. */
const DEFAULTS = [
  [1, 1, 1, 1],
  [1],
  [0, 0, 1],
  [0],
  [0, 0],
  [0, 0, 0],
  [0, 0, 0, 1],
  [0, 0, 0],
  [0, 0, 0, 1],
];

function mapd(target: number, query: number, n: number): number[] {
  const out = new Float64Array(64).fill(Number.NaN);
  gl.glGetMapdv(target, query, out);
  return Array.from(out.subarray(0, n));
}
function mapf(target: number, query: number, n: number): number[] {
  const out = new Float32Array(64).fill(Number.NaN);
  gl.glGetMapfv(target, query, out);
  return Array.from(out.subarray(0, n));
}
function mapi(target: number, query: number, n: number): number[] {
  const out = new Int32Array(64).fill(-7);
  gl.glGetMapiv(target, query, out);
  return Array.from(out.subarray(0, n));
}
function floats(pname: number, n: number): number[] {
  const out = new Float32Array(16);
  gl.glGetFloatv(pname, out);
  return Array.from(out.subarray(0, n));
}
function ints(pname: number, n: number): number[] {
  const out = new Int32Array(16);
  gl.glGetIntegerv(pname, out);
  return Array.from(out.subarray(0, n));
}
function error(): number {
  return gl.glGetError();
}

describe.each(DRIVERS)('evaluator state [%s]', (driver) => {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: 16, height: 16, driver });
    gl.makeCurrent(ctx);
  });
  afterEach(async () => {
    await ctx.destroy();
    gl.makeCurrent(null);
  });

  it('starts as table 6.28 says: order 1 maps of the default values over [0, 1], all disabled', () => {
    MAP1.forEach((target, kind) => {
      expect(mapd(target, gl.GL_COEFF, DEFAULTS[kind]!.length)).toEqual(DEFAULTS[kind]);
      expect(mapi(target, gl.GL_ORDER, 1)).toEqual([1]);
      expect(mapf(target, gl.GL_DOMAIN, 2)).toEqual([0, 1]);
      expect(gl.glIsEnabled(target)).toBe(false);
    });
    MAP2.forEach((target, kind) => {
      expect(mapf(target, gl.GL_COEFF, DEFAULTS[kind]!.length)).toEqual(DEFAULTS[kind]);
      expect(mapi(target, gl.GL_ORDER, 2)).toEqual([1, 1]);
      expect(mapd(target, gl.GL_DOMAIN, 4)).toEqual([0, 1, 0, 1]);
      expect(gl.glIsEnabled(target)).toBe(false);
    });
    expect(gl.glIsEnabled(gl.GL_AUTO_NORMAL)).toBe(false);
    expect(floats(gl.GL_MAP1_GRID_DOMAIN, 2)).toEqual([0, 1]);
    expect(ints(gl.GL_MAP1_GRID_SEGMENTS, 1)).toEqual([1]);
    expect(floats(gl.GL_MAP2_GRID_DOMAIN, 4)).toEqual([0, 1, 0, 1]);
    expect(ints(gl.GL_MAP2_GRID_SEGMENTS, 2)).toEqual([1, 1]);
    expect(ints(gl.GL_MAX_EVAL_ORDER, 1)).toEqual([30]);
    expect(error()).toBe(gl.GL_NO_ERROR);
  });

  it('glMap1/glMap2 keep the points packed (stride skipped, MAP2 u-major); glGetMap converts them', () => {
    // Two points of 3 values each, 5 apart; the padding is never read.
    gl.glMap1d(gl.GL_MAP1_VERTEX_3, -1.5, 2.5, 5, 2, [0.1, 1.5, -1.5, 99, 99, 2.49, -2.5, 7, 99, 99]);
    expect(mapd(gl.GL_MAP1_VERTEX_3, gl.GL_COEFF, 7)).toEqual([0.1, 1.5, -1.5, 2.49, -2.5, 7, Number.NaN]);
    expect(mapf(gl.GL_MAP1_VERTEX_3, gl.GL_COEFF, 6)).toEqual(
      [0.1, 1.5, -1.5, 2.49, -2.5, 7].map(Math.fround),
    );
    // Rounded to the nearest integer, halves away from zero.
    expect(mapi(gl.GL_MAP1_VERTEX_3, gl.GL_COEFF, 7)).toEqual([0, 2, -2, 2, -3, 7, -7]);
    expect(mapi(gl.GL_MAP1_VERTEX_3, gl.GL_DOMAIN, 2)).toEqual([-2, 3]);
    expect(mapi(gl.GL_MAP1_VERTEX_3, gl.GL_ORDER, 2)).toEqual([2, -7]);
    // MAP2 with v the dense direction (vstride 1) and u 3 apart: points (i, j) = 10·i + j.
    gl.glMap2f(gl.GL_MAP2_TEXTURE_COORD_1, 0, 1, 3, 2, 2, 4, 1, 3, [0, 1, 2, 10, 11, 12]);
    expect(mapd(gl.GL_MAP2_TEXTURE_COORD_1, gl.GL_COEFF, 6)).toEqual([0, 1, 2, 10, 11, 12]);
    gl.glMap2f(gl.GL_MAP2_TEXTURE_COORD_1, 0, 1, 1, 2, 2, 4, 2, 3, [0, 10, 1, 11, 2, 12]);
    expect(mapd(gl.GL_MAP2_TEXTURE_COORD_1, gl.GL_COEFF, 6)).toEqual([0, 1, 2, 10, 11, 12]);
    expect(mapi(gl.GL_MAP2_TEXTURE_COORD_1, gl.GL_ORDER, 2)).toEqual([2, 3]);
    expect(mapf(gl.GL_MAP2_TEXTURE_COORD_1, gl.GL_DOMAIN, 4)).toEqual([0, 1, 2, 4]);
    // The f variants take C's floats.
    gl.glMap1f(gl.GL_MAP1_INDEX, 0.1, 1, 1, 1, [0.3]);
    expect(mapd(gl.GL_MAP1_INDEX, gl.GL_COEFF, 1)).toEqual([Math.fround(0.3)]);
    expect(mapd(gl.GL_MAP1_INDEX, gl.GL_DOMAIN, 2)).toEqual([Math.fround(0.1), 1]);
    // Points past the end of the caller's array read as 0.
    gl.glMap1d(gl.GL_MAP1_COLOR_4, 0, 1, 4, 2, [1, 2, 3, 4, 5]);
    expect(mapd(gl.GL_MAP1_COLOR_4, gl.GL_COEFF, 8)).toEqual([1, 2, 3, 4, 5, 0, 0, 0]);
    expect(error()).toBe(gl.GL_NO_ERROR);
  });

  it('every MAP enable and GL_AUTO_NORMAL through glEnable, glIsEnabled and glGet', () => {
    for (const cap of [...MAP1, ...MAP2, gl.GL_AUTO_NORMAL]) {
      gl.glEnable(cap);
      expect(gl.glIsEnabled(cap)).toBe(true);
      const b = new Uint8Array(1);
      gl.glGetBooleanv(cap, b);
      expect(b[0]).toBe(1);
      gl.glDisable(cap);
      expect(gl.glIsEnabled(cap)).toBe(false);
    }
    expect(error()).toBe(gl.GL_NO_ERROR);
  });

  it('glMapGrid sets the grids; glPushAttrib(GL_EVAL_BIT) saves enables and grids, not the maps', () => {
    gl.glMapGrid1d(10, -1, 3);
    gl.glMapGrid2f(4, 0.5, 1, 6, 2, -2);
    expect(floats(gl.GL_MAP1_GRID_DOMAIN, 2)).toEqual([-1, 3]);
    expect(ints(gl.GL_MAP1_GRID_SEGMENTS, 1)).toEqual([10]);
    expect(floats(gl.GL_MAP2_GRID_DOMAIN, 4)).toEqual([0.5, 1, 2, -2]);
    expect(ints(gl.GL_MAP2_GRID_SEGMENTS, 2)).toEqual([4, 6]);
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    gl.glPushAttrib(gl.GL_EVAL_BIT);
    gl.glMapGrid1f(3, 0, 1);
    gl.glMapGrid2f(1, 0, 1, 1, 0, 1);
    gl.glDisable(gl.GL_MAP1_VERTEX_3);
    gl.glEnable(gl.GL_MAP2_COLOR_4);
    gl.glEnable(gl.GL_AUTO_NORMAL);
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 1, [5, 6, 7]);
    gl.glPopAttrib();
    expect(ints(gl.GL_MAP1_GRID_SEGMENTS, 1)).toEqual([10]);
    expect(floats(gl.GL_MAP2_GRID_DOMAIN, 4)).toEqual([0.5, 1, 2, -2]);
    expect(gl.glIsEnabled(gl.GL_MAP1_VERTEX_3)).toBe(true);
    expect(gl.glIsEnabled(gl.GL_MAP2_COLOR_4)).toBe(false);
    expect(gl.glIsEnabled(gl.GL_AUTO_NORMAL)).toBe(false);
    expect(mapf(gl.GL_MAP1_VERTEX_3, gl.GL_COEFF, 3)).toEqual([5, 6, 7]);
    // GL_ENABLE_BIT saves the same enables.
    gl.glPushAttrib(gl.GL_ENABLE_BIT);
    gl.glDisable(gl.GL_MAP1_VERTEX_3);
    gl.glEnable(gl.GL_AUTO_NORMAL);
    gl.glPopAttrib();
    expect(gl.glIsEnabled(gl.GL_MAP1_VERTEX_3)).toBe(true);
    expect(gl.glIsEnabled(gl.GL_AUTO_NORMAL)).toBe(false);
    expect(error()).toBe(gl.GL_NO_ERROR);
  });

  it('errors: each records what 5.1 names and changes nothing', () => {
    const p = new Float32Array(64).fill(3);
    const unchanged = () => {
      expect(mapi(gl.GL_MAP1_VERTEX_3, gl.GL_ORDER, 1)).toEqual([1]);
      expect(mapi(gl.GL_MAP2_VERTEX_3, gl.GL_ORDER, 2)).toEqual([1, 1]);
    };
    const cases: [() => void, number][] = [
      [() => gl.glMap1f(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 2, p), gl.GL_INVALID_ENUM],
      [() => gl.glMap1f(gl.GL_TEXTURE_2D, 0, 1, 3, 2, p), gl.GL_INVALID_ENUM],
      [() => gl.glMap1f(gl.GL_MAP1_VERTEX_3, 1, 1, 3, 2, p), gl.GL_INVALID_VALUE],
      [() => gl.glMap1d(gl.GL_MAP1_VERTEX_3, 0, 1, 2, 2, p), gl.GL_INVALID_VALUE],
      [() => gl.glMap1d(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 0, p), gl.GL_INVALID_VALUE],
      [() => gl.glMap1d(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 31, p), gl.GL_INVALID_VALUE],
      [() => gl.glMap2f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 2, 0, 1, 6, 2, p), gl.GL_INVALID_ENUM],
      [() => gl.glMap2f(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 2, 1, 1, 6, 2, p), gl.GL_INVALID_VALUE],
      [() => gl.glMap2f(gl.GL_MAP2_VERTEX_3, 0, 0, 3, 2, 0, 1, 6, 2, p), gl.GL_INVALID_VALUE],
      [() => gl.glMap2d(gl.GL_MAP2_VERTEX_3, 0, 1, 2, 2, 0, 1, 6, 2, p), gl.GL_INVALID_VALUE],
      [() => gl.glMap2d(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 2, 0, 1, 1, 2, p), gl.GL_INVALID_VALUE],
      [() => gl.glMap2d(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 31, 0, 1, 6, 2, p), gl.GL_INVALID_VALUE],
      [() => gl.glMap2d(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 2, 0, 1, 6, 0, p), gl.GL_INVALID_VALUE],
      [() => gl.glMapGrid1f(0, 0, 1), gl.GL_INVALID_VALUE],
      [() => gl.glMapGrid2d(1, 0, 1, -1, 0, 1), gl.GL_INVALID_VALUE],
      [() => gl.glEvalMesh1(gl.GL_FILL, 0, 1), gl.GL_INVALID_ENUM],
      [() => gl.glEvalMesh2(gl.GL_LINES, 0, 1, 0, 1), gl.GL_INVALID_ENUM],
      [() => gl.glGetMapfv(gl.GL_VERTEX_ARRAY, gl.GL_COEFF, new Float32Array(4)), gl.GL_INVALID_ENUM],
      [() => gl.glGetMapiv(gl.GL_MAP1_VERTEX_3, gl.GL_MAP1_VERTEX_3, new Int32Array(4)), gl.GL_INVALID_ENUM],
    ];
    for (const [call, code] of cases) {
      call();
      expect(error()).toBe(code);
      unchanged();
    }
    expect(ints(gl.GL_MAP1_GRID_SEGMENTS, 1)).toEqual([1]);
    expect(ints(gl.GL_MAP2_GRID_SEGMENTS, 2)).toEqual([1, 1]);
    // Orders 1..GL_MAX_EVAL_ORDER are legal.
    gl.glMap1d(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 30, p);
    expect(error()).toBe(gl.GL_NO_ERROR);
    expect(mapi(gl.GL_MAP1_VERTEX_3, gl.GL_ORDER, 1)).toEqual([30]);
  });

  it('a mesh of more than 2^22 grid points records GL_OUT_OF_MEMORY; an empty range draws nothing', () => {
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    gl.glEnable(gl.GL_MAP2_VERTEX_3);
    gl.glEvalMesh1(gl.GL_LINE, 0, 2 ** 31 - 1);
    expect(error()).toBe(gl.GL_OUT_OF_MEMORY);
    gl.glEvalMesh2(gl.GL_FILL, 0, 4096, 0, 1024);
    expect(error()).toBe(gl.GL_OUT_OF_MEMORY);
    gl.glEvalMesh1(gl.GL_POINT, 5, 2);
    gl.glEvalMesh2(gl.GL_LINE, 3, 1, 0, 4);
    gl.glFinish();
    expect(error()).toBe(gl.GL_NO_ERROR);
  });

  it('glMap with a texture unit other than 0 active records GL_INVALID_OPERATION', () => {
    const units = ints(gl.GL_MAX_TEXTURE_UNITS, 1)[0]!;
    if (units < 2) return;
    gl.glActiveTexture(gl.GL_TEXTURE1);
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 1, [1, 2, 3]);
    expect(error()).toBe(gl.GL_INVALID_OPERATION);
    gl.glMap2f(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 1, 0, 1, 3, 1, [1, 2, 3]);
    expect(error()).toBe(gl.GL_INVALID_OPERATION);
    gl.glActiveTexture(gl.GL_TEXTURE0);
    expect(mapf(gl.GL_MAP1_VERTEX_3, gl.GL_COEFF, 3)).toEqual([0, 0, 0]);
    expect(mapf(gl.GL_MAP2_VERTEX_3, gl.GL_COEFF, 3)).toEqual([0, 0, 0]);
  });

  it('between glBegin and glEnd: glMap, glMapGrid, glEvalMesh and glGetMap are errors, glEvalCoord and glEvalPoint not', () => {
    const refused: (() => void)[] = [
      () => gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 1, [1, 2, 3]),
      () => gl.glMap2d(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 1, 0, 1, 3, 1, [1, 2, 3]),
      () => gl.glMapGrid1f(2, 0, 1),
      () => gl.glMapGrid2d(2, 0, 1, 2, 0, 1),
      () => gl.glEvalMesh1(gl.GL_LINE, 0, 1),
      () => gl.glEvalMesh2(gl.GL_FILL, 0, 1, 0, 1),
      () => gl.glGetMapfv(gl.GL_MAP1_VERTEX_3, gl.GL_ORDER, new Float32Array(1)),
    ];
    for (const call of refused) {
      gl.glBegin(gl.GL_POINTS);
      call();
      gl.glEnd();
      expect(error()).toBe(gl.GL_INVALID_OPERATION);
    }
    expect(mapi(gl.GL_MAP1_VERTEX_3, gl.GL_ORDER, 1)).toEqual([1]);
    expect(ints(gl.GL_MAP1_GRID_SEGMENTS, 1)).toEqual([1]);
    gl.glBegin(gl.GL_POINTS);
    gl.glEvalCoord1f(0.5);
    gl.glEvalCoord2fv([0.5, 0.5]);
    gl.glEvalPoint1(0);
    gl.glEvalPoint2(0, 1);
    gl.glEnd();
    expect(error()).toBe(gl.GL_NO_ERROR);
  });

  it('display lists: glMap compiles a copy of the points; errors and grids run when the list does', () => {
    const points = [1, 2, 3, 4, 5, 6];
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 2, 3, 2, points);
    gl.glMapGrid1f(7, 0, 2);
    gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 0, points); // INVALID_VALUE when called
    gl.glEnable(gl.GL_MAP1_VERTEX_3);
    gl.glEndList();
    expect(error()).toBe(gl.GL_NO_ERROR);
    points.fill(0);
    expect(mapi(gl.GL_MAP1_VERTEX_3, gl.GL_ORDER, 1)).toEqual([1]);
    expect(gl.glIsEnabled(gl.GL_MAP1_VERTEX_3)).toBe(false);
    gl.glCallList(list);
    expect(error()).toBe(gl.GL_INVALID_VALUE);
    expect(mapd(gl.GL_MAP1_VERTEX_3, gl.GL_COEFF, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(mapd(gl.GL_MAP1_VERTEX_3, gl.GL_DOMAIN, 2)).toEqual([0, 2]);
    expect(ints(gl.GL_MAP1_GRID_SEGMENTS, 1)).toEqual([7]);
    expect(gl.glIsEnabled(gl.GL_MAP1_VERTEX_3)).toBe(true);
    // glGetMap is not compiled: it answers at once.
    gl.glNewList(list, gl.GL_COMPILE);
    expect(mapi(gl.GL_MAP1_VERTEX_3, gl.GL_ORDER, 1)).toEqual([2]);
    gl.glEndList();
    expect(error()).toBe(gl.GL_NO_ERROR);
  });
});
