// With no begin, vertex or end callback the tessellator draws with GL itself (glBegin, glVertex3dv,
// glEnd on the current context): a square with a square hole, read back on soft and webgl (filled ring,
// empty hole, clear outside), and without a GL error on every driver, noop included.
import {
  createContext,
  GL_COLOR_BUFFER_BIT,
  GL_NO_ERROR,
  GL_PROJECTION,
  GL_RGBA,
  GL_UNSIGNED_BYTE,
  glClear,
  glClearColor,
  glColor3f,
  glGetError,
  glLoadIdentity,
  glMatrixMode,
  glOrtho,
  glReadPixels,
  makeCurrent,
} from '@gallium-ts/state-tracker-gl';
import { describe, expect, it } from 'vitest';
import {
  gluDeleteTess,
  gluNewTess,
  gluTessBeginContour,
  gluTessBeginPolygon,
  gluTessEndContour,
  gluTessEndPolygon,
  gluTessVertex,
} from '../src/index.js';

const SIZE = 32;

for (const driver of ['soft', 'webgl', 'noop']) {
  describe(`the tessellator draws with GL [${driver}]`, () => {
    it('a square with a hole, through glBegin/glVertex3dv/glEnd', async () => {
      const ctx = await createContext({ width: SIZE, height: SIZE, driver });
      try {
        makeCurrent(ctx);
        glMatrixMode(GL_PROJECTION);
        glLoadIdentity();
        glOrtho(0, SIZE, 0, SIZE, -1, 1);
        glClearColor(0, 0, 0, 1);
        glClear(GL_COLOR_BUFFER_BIT);
        glColor3f(1, 1, 1);
        const tess = gluNewTess();
        gluTessBeginPolygon(tess, null);
        for (const [lo, hi] of [
          [4, 28],
          [12, 20],
        ] as const) {
          gluTessBeginContour(tess);
          for (const p of [
            [lo, lo, 0],
            [hi, lo, 0],
            [hi, hi, 0],
            [lo, hi, 0],
          ])
            gluTessVertex(tess, p, new Float64Array(p));
          gluTessEndContour(tess);
        }
        gluTessEndPolygon(tess);
        gluDeleteTess(tess);
        expect(glGetError()).toBe(GL_NO_ERROR);
        const pixels = new Uint8Array(SIZE * SIZE * 4);
        glReadPixels(0, 0, SIZE, SIZE, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
        expect(glGetError()).toBe(GL_NO_ERROR);
        if (driver === 'noop') return;
        const red = (x: number, y: number) => pixels[(y * SIZE + x) * 4]!;
        let ring = 0;
        let hole = 0;
        let outside = 0;
        for (let y = 0; y < SIZE; y++)
          for (let x = 0; x < SIZE; x++) {
            const cx = x + 0.5;
            const cy = y + 0.5;
            const inOuter = cx > 4 && cx < 28 && cy > 4 && cy < 28;
            const inHole = cx > 12 && cx < 20 && cy > 12 && cy < 20;
            if (inOuter && !inHole) ring += red(x, y) === 255 ? 1 : 0;
            else if (inHole) hole += red(x, y);
            else outside += red(x, y);
          }
        expect(ring).toBe(24 * 24 - 8 * 8);
        expect(hole).toBe(0);
        expect(outside).toBe(0);
      } finally {
        await ctx.destroy();
      }
    });
  });
}
