// GLU's matrix helpers and projections against the formulas of the GLU 1.3 specification, with exact
// values where the arithmetic is exact, on every driver.
import * as gl from '@gallium-ts/state-tracker-gl';
import { describe, expect, it } from 'vitest';
import * as glu from '../src/index.js';
import { DRIVERS, withContext } from './drivers.js';

const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

function matrixAfter(set: () => void): number[] {
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glLoadIdentity();
  set();
  const m = new Float64Array(16);
  gl.glGetDoublev(gl.GL_MODELVIEW_MATRIX, m);
  return Array.from(m);
}

describe.each(DRIVERS)('matrix helpers (%s)', (driver) => {
  it('gluOrtho2D is glOrtho with near −1 and far 1', async () => {
    await withContext(driver, () => {
      expect(matrixAfter(() => glu.gluOrtho2D(-1, 3, -2, 2))).toEqual([
        0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, -1, 0, -0.5, 0, 0, 1,
      ]);
    });
  });

  it('gluPerspective builds f/aspect, f, (f+n)/(n−f), 2fn/(n−f), −1', async () => {
    await withContext(driver, () => {
      // fovy 90°: cot(45°) = 1 (to the last bit of cos/sin), aspect 2, near 1, far 3.
      const m = matrixAfter(() => glu.gluPerspective(90, 2, 1, 3));
      const f = Math.fround(Math.cos(Math.PI / 4) / Math.sin(Math.PI / 4));
      expect(m).toEqual([Math.fround(f / 2), 0, 0, 0, 0, f, 0, 0, 0, 0, -2, -1, 0, 0, -3, 0]);
    });
  });

  it('gluPerspective does nothing for a zero depth range, aspect or field of view', async () => {
    await withContext(driver, () => {
      expect(matrixAfter(() => glu.gluPerspective(60, 1, 2, 2))).toEqual(IDENTITY);
      expect(matrixAfter(() => glu.gluPerspective(60, 0, 1, 2))).toEqual(IDENTITY);
      expect(matrixAfter(() => glu.gluPerspective(0, 1, 1, 2))).toEqual(IDENTITY);
      expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    });
  });

  it('gluLookAt looks down −z from the eye with up along +y', async () => {
    await withContext(driver, () => {
      expect(matrixAfter(() => glu.gluLookAt(0, 0, 0, 0, 0, -1, 0, 1, 0))).toEqual(IDENTITY);
      // From +x towards the origin: −z of the eye is −x of the world, so world x maps to eye z.
      expect(matrixAfter(() => glu.gluLookAt(5, 0, 0, 0, 0, 0, 0, 1, 0))).toEqual([
        0, 0, 1, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, -5, 1,
      ]);
    });
  });

  it('gluPickMatrix maps the pick region onto the whole viewport, and ignores empty regions', async () => {
    await withContext(driver, () => {
      // Viewport 0,0,100,50; region 10×5 around (20, 30): scale 10, 10; translate (100−40)/10, (50−60)/5.
      expect(matrixAfter(() => glu.gluPickMatrix(20, 30, 10, 5, [0, 0, 100, 50]))).toEqual([
        10, 0, 0, 0, 0, 10, 0, 0, 0, 0, 1, 0, 6, -2, 0, 1,
      ]);
      expect(matrixAfter(() => glu.gluPickMatrix(20, 30, 0, 5, [0, 0, 100, 50]))).toEqual(IDENTITY);
      expect(matrixAfter(() => glu.gluPickMatrix(20, 30, 5, -1, [0, 0, 100, 50]))).toEqual(IDENTITY);
    });
  });
});

describe('projections', () => {
  const viewport = [10, 20, 200, 100];
  const ortho = [0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, -0.5, 0, 0, 0, 0, 1];

  it('gluProject maps object points to window coordinates through the viewport', () => {
    const out = new Float64Array(3);
    expect(glu.gluProject(1, -1, 1, IDENTITY, ortho, viewport, out)).toBe(gl.GL_TRUE);
    // ndc (0.5, −0.5, −0.5) → window (10 + 0.75·200, 20 + 0.25·100, 0.25).
    expect(Array.from(out)).toEqual([160, 45, 0.25]);
  });

  it('gluUnProject inverts gluProject', () => {
    const model = [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 2, 3, -4, 1];
    const proj = [1.5, 0, 0, 0, 0, 2, 0, 0, 0, 0, -1.2, -1, 0, 0, -2.2, 0];
    const win = new Float64Array(3);
    const obj = new Float64Array(3);
    expect(glu.gluProject(0.25, -0.5, 1.5, model, proj, viewport, win)).toBe(gl.GL_TRUE);
    expect(glu.gluUnProject(win[0], win[1], win[2], model, proj, viewport, obj)).toBe(gl.GL_TRUE);
    expect(obj[0]).toBeCloseTo(0.25, 12);
    expect(obj[1]).toBeCloseTo(-0.5, 12);
    expect(obj[2]).toBeCloseTo(1.5, 12);
  });

  it('gluUnProject4 returns the homogeneous point for a clip w and depth range', () => {
    const out = new Float64Array(4);
    expect(glu.gluUnProject4(160, 45, 0.3, 2, IDENTITY, ortho, viewport, 0.2, 0.6, out)).toBe(gl.GL_TRUE);
    // x, y ndc 0.5, −0.5; z (0.3 − 0.2)/0.4 · 2 − 1 = −0.5; w 2; inverse of ortho doubles x, y and z (·−2).
    expect(Array.from(out)).toEqual([1, -1, 1, 2]);
  });

  it('GL_FALSE, outputs untouched: singular matrices or points at w = 0', () => {
    const out = Float64Array.of(7, 7, 7, 7);
    const singular = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    expect(glu.gluUnProject(1, 1, 0.5, IDENTITY, singular, viewport, out)).toBe(gl.GL_FALSE);
    expect(glu.gluUnProject4(1, 1, 0.5, 1, singular, IDENTITY, viewport, 0, 1, out)).toBe(gl.GL_FALSE);
    const perspective = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1, -1, 0, 0, -1, 0];
    expect(glu.gluProject(1, 1, 0, IDENTITY, perspective, viewport, out)).toBe(gl.GL_FALSE);
    expect(glu.gluUnProject4(1, 1, 0.5, 0, IDENTITY, IDENTITY, viewport, 0, 1, out)).toBe(gl.GL_FALSE);
    expect(Array.from(out)).toEqual([7, 7, 7, 7]);
  });
});
