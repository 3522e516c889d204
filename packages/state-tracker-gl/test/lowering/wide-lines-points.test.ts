// Wide lines and large points (GL 1.5, 3.3 and 3.4.2) on every drawing driver and on driver-soft
// reporting MAX_LINE_WIDTH = MAX_POINT_WIDTH = 1, where the state tracker draws them on its CPU primitive
// path: the same pixels everywhere, through every way of handing GL vertices.
import { PipeCapf } from '@gallium-ts/gallium-api';
import { expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { describeOnDrawingDrivers } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { newTexture } from '../scenes/helpers.js';
import { pixel, rectPixels } from '../scenes/probes/probe.js';
import { DRAW_PATHS, drawnPixels, drawVia, SIZE, saveWindow, useWindowContext } from './lowering-helpers.js';

const WITHOUT_WIDE = softWithout('wide', {
  capsf: { [PipeCapf.MAX_LINE_WIDTH]: 1, [PipeCapf.MAX_POINT_WIDTH]: 1 },
});

/** The pixels whose centres lie inside the parallelogram of a wide x-major line (no centre on an edge). */
function xMajorLinePixels(x0: number, y0: number, x1: number, y1: number, width: number): Set<string> {
  const out = new Set<string>();
  for (let py = 0; py < SIZE; py++)
    for (let px = 0; px < SIZE; px++) {
      const cx = px + 0.5;
      const cy = py + 0.5;
      const lineY = y0 + ((cx - x0) * (y1 - y0)) / (x1 - x0);
      if (cx >= x0 && cx < x1 && Math.abs(cy - lineY) < width / 2) out.add(`${px},${py}`);
    }
  return out;
}

describeOnDrawingDrivers(
  'wide lines and large points',
  (driver) => {
    useWindowContext(driver);

    it('GL advertises the CPU drivers’ line width and point size ranges', () => {
      const range = new Float32Array(2);
      gl.glGetFloatv(gl.GL_ALIASED_LINE_WIDTH_RANGE, range);
      expect(range[1]).toBeGreaterThanOrEqual(255);
      gl.glGetFloatv(gl.GL_ALIASED_POINT_SIZE_RANGE, range);
      expect(range[1]).toBeGreaterThanOrEqual(255);
    });

    for (const path of DRAW_PATHS)
      it(`x-major lines of widths 2..10 cover width rows over their columns, ends not extended (${path})`, () => {
        for (let width = 2; width <= 10; width++) {
          // Odd widths centred on a pixel row's centre, even ones on a row boundary: no centre on an edge.
          const y = 32 + (width % 2) / 2;
          gl.glLineWidth(width);
          const lit = drawnPixels(() =>
            drawVia(path, gl.GL_LINES, [
              { x: 5, y },
              { x: 57, y },
            ]),
          );
          expect(lit, `width ${width}`).toEqual(rectPixels(5, y - width / 2, 57, y + width / 2));
        }
        saveWindow(`lowering-wide-x-major-${path.replace(' ', '-')}-${driver}`);
      });

    for (const path of DRAW_PATHS)
      it(`y-major lines of widths 2..10 cover width columns over their rows (${path})`, () => {
        for (let width = 2; width <= 10; width++) {
          const x = 20 + (width % 2) / 2;
          gl.glLineWidth(width);
          const lit = drawnPixels(() =>
            drawVia(path, gl.GL_LINE_STRIP, [
              { x, y: 60 },
              { x, y: 4 },
            ]),
          );
          expect(lit, `width ${width}`).toEqual(rectPixels(x - width / 2, 4, x + width / 2, 60));
        }
      });

    it('a slanted x-major line of width 5 is the parallelogram of GL 1.5 section 3.4.2', () => {
      gl.glLineWidth(5);
      const lit = drawnPixels(() =>
        drawVia('immediate', gl.GL_LINES, [
          { x: 3.25, y: 10.3 },
          { x: 60.75, y: 41.1 },
        ]),
      );
      saveWindow(`lowering-wide-slanted-${driver}`);
      expect(lit).toEqual(xMajorLinePixels(3.25, 10.3, 60.75, 41.1, 5));
    });

    it('a line loop of width 4 closes with its first vertex; flat shading takes the provoking vertex colour', () => {
      gl.glLineWidth(4);
      gl.glShadeModel(gl.GL_FLAT);
      drawVia('immediate', gl.GL_LINE_LOOP, [
        { x: 10, y: 10, rgb: [1, 0, 0] },
        { x: 50, y: 10, rgb: [0, 1, 0] },
        { x: 50, y: 50, rgb: [0, 0, 1] },
      ]);
      saveWindow(`lowering-wide-loop-${driver}`);
      expect(pixel(30, 10)).toEqual([0, 255, 0, 255]); // line 1: its second vertex
      expect(pixel(50, 30)).toEqual([0, 0, 255, 255]); // line 2: its second vertex
      expect(pixel(30, 29)).toEqual([255, 0, 0, 255]); // closing line: the loop's first vertex
    });

    it('wide lines are clipped by user clip planes before they are widened, and fogged by their depth', () => {
      gl.glClipPlane(gl.GL_CLIP_PLANE0, [1, 0, 0, -20]); // x ≥ 20
      gl.glEnable(gl.GL_CLIP_PLANE0);
      gl.glEnable(gl.GL_FOG);
      gl.glFogi(gl.GL_FOG_MODE, gl.GL_LINEAR);
      gl.glFogf(gl.GL_FOG_START, 0);
      gl.glFogf(gl.GL_FOG_END, 8);
      gl.glFogfv(gl.GL_FOG_COLOR, [0, 0, 1, 1]);
      gl.glLineWidth(6);
      // Eye distance 2: fog factor (8 − 2) / 8 = 0.75 → 0.75 red + 0.25 blue.
      const lit = drawnPixels(() =>
        drawVia('client arrays', gl.GL_LINES, [
          { x: 4, y: 32, z: -2 },
          { x: 60, y: 32, z: -2 },
        ]),
      );
      expect(lit).toEqual(rectPixels(20, 29, 60, 35));
      expect(pixel(40, 32)).toEqual([191, 0, 64, 255]);
    });

    it('stippled wide lines: one pattern bit per pixel step, the on pieces drawn at full width', () => {
      gl.glLineWidth(3);
      gl.glEnable(gl.GL_LINE_STIPPLE);
      gl.glLineStipple(1, 0x00ff);
      const lit = drawnPixels(() =>
        drawVia('immediate', gl.GL_LINES, [
          { x: 2.5, y: 32.5 },
          { x: 58.5, y: 32.5 },
        ]),
      );
      saveWindow(`lowering-wide-stipple-${driver}`);
      expect(lit).toEqual(new Set([2, 18, 34, 50].flatMap((x) => [...rectPixels(x, 31, x + 8, 34)])));
    });

    for (const path of DRAW_PATHS)
      it(`points of sizes 2..20 cover the size × size pixels around them (${path})`, () => {
        for (let size = 2; size <= 20; size++) {
          gl.glPointSize(size);
          // Odd sizes centre on the pixel holding the point, even sizes on the nearest pixel corner.
          const lit = drawnPixels(() => drawVia(path, gl.GL_POINTS, [{ x: 30.3, y: 33.8 }]));
          const cx = size % 2 === 1 ? 30.5 : 30;
          const cy = size % 2 === 1 ? 33.5 : 34;
          expect(lit, `size ${size}`).toEqual(
            rectPixels(cx - size / 2, cy - size / 2, cx + size / 2, cy + size / 2),
          );
        }
        saveWindow(`lowering-large-point-${path.replace(' ', '-')}-${driver}`);
      });

    it('distance attenuation (size × √(1 / (a + b d + c d²)), clamped) decides the size before the driver’s limit', () => {
      gl.glPointSize(20);
      gl.glPointParameterfv(gl.GL_POINT_DISTANCE_ATTENUATION, [0, 0, 0.25]);
      gl.glPointParameterf(gl.GL_POINT_SIZE_MAX, 16);
      const lit = drawnPixels(() =>
        drawVia('immediate', gl.GL_POINTS, [
          { x: 16, y: 16, z: -4 }, // 20 × √(1 / 4) = 10
          { x: 44, y: 44, z: -2 }, // 20 × √(1 / 1) = 20, clamped to 16
          { x: 48, y: 12, z: -10 }, // 20 × √(1 / 25) = 4
        ]),
      );
      saveWindow(`lowering-attenuated-points-${driver}`);
      expect(lit).toEqual(
        new Set([
          ...rectPixels(11, 11, 21, 21),
          ...rectPixels(36, 36, 52, 52),
          ...rectPixels(46, 10, 50, 14),
        ]),
      );
    });

    it('point sprites of size 16: s left to right, t from the top (GL_UPPER_LEFT) or the bottom (GL_LOWER_LEFT)', () => {
      newTexture();
      const data = new Uint8Array(16 * 16 * 4);
      for (let j = 0; j < 16; j++)
        for (let i = 0; i < 16; i++) data.set([16 * i, 16 * j, 0, 255], (j * 16 + i) * 4);
      gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, 16, 16, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
      gl.glEnable(gl.GL_TEXTURE_2D);
      gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
      gl.glEnable(gl.GL_POINT_SPRITE);
      gl.glTexEnvi(gl.GL_POINT_SPRITE, gl.GL_COORD_REPLACE, gl.GL_TRUE);
      gl.glPointSize(16);
      drawVia('immediate', gl.GL_POINTS, [{ x: 16, y: 16 }]);
      gl.glPointParameteri(gl.GL_POINT_SPRITE_COORD_ORIGIN, gl.GL_LOWER_LEFT);
      drawVia('display list', gl.GL_POINTS, [{ x: 44, y: 44 }]);
      saveWindow(`lowering-sprites-${driver}`);
      // Sprite over pixels 8..23: pixel 8 + i has s = (i + 0.5) / 16, texel column i.
      expect(pixel(8, 23)).toEqual([0, 0, 0, 255]);
      expect(pixel(23, 8)).toEqual([240, 240, 0, 255]);
      expect(pixel(11, 18)).toEqual([48, 80, 0, 255]);
      expect(pixel(36, 36)).toEqual([0, 0, 0, 255]);
      expect(pixel(51, 51)).toEqual([240, 240, 0, 255]);
      expect(pixel(39, 41)).toEqual([48, 80, 0, 255]);
    });
  },
  [WITHOUT_WIDE],
);
