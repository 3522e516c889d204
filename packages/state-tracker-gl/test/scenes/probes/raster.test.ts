// Pixel probes of rasterization on every drawing driver: which pixels points, wide points, wide lines,
// line and polygon stipple and user clip planes produce (GL 1.5 sections 3.3–3.5, 2.11), point sprite
// texture coordinates for both origins, distance-attenuated point sizes, and the provoking vertex of
// flat-shaded quads and polygons (table 2.12). Also on driver-soft without wide lines and points and
// without offset of unfilled polygons, where the state tracker's CPU primitive path draws them.
import { PipeCap, PipeCapf } from '@gallium-ts/gallium-api';
import { expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { describeOnDrawingDrivers } from '../../helpers/drawing-drivers.js';
import { softWithout } from '../../helpers/lowering-drivers.js';
import { newTexture } from '../helpers.js';
import { litPixels, pixel, rectPixels, useProbeContext } from './probe.js';

function point(x: number, y: number, z = 0): void {
  gl.glBegin(gl.GL_POINTS);
  gl.glVertex3f(x, y, z);
  gl.glEnd();
}

const LOWERING_DRIVERS = [
  softWithout('wide', { capsf: { [PipeCapf.MAX_LINE_WIDTH]: 1, [PipeCapf.MAX_POINT_WIDTH]: 1 } }),
  softWithout('offset-line-point', { caps: { [PipeCap.POLYGON_OFFSET_LINE_POINT]: 0 } }),
];

describeOnDrawingDrivers(
  'rasterization probes',
  (driver) => {
    useProbeContext(driver, -10, 10);

    it('a point of size N covers the N × N pixels whose centres lie in the square around it', () => {
      gl.glPointSize(4);
      point(10, 10);
      gl.glPointSize(3);
      point(20.5, 20.5);
      gl.glPointSize(5);
      point(5.3, 25.8);
      expect(litPixels(0, 0, 31, 31)).toEqual(
        new Set([...rectPixels(8, 8, 12, 12), ...rectPixels(19, 19, 22, 22), ...rectPixels(3, 23, 8, 28)]),
      );
    });

    it('point distance attenuation: size × √(1 / (a + b d + c d²)) clamped to the size range', () => {
      gl.glPointSize(12);
      gl.glPointParameterfv(gl.GL_POINT_DISTANCE_ATTENUATION, [0, 0, 0.25]);
      gl.glPointParameterf(gl.GL_POINT_SIZE_MAX, 8);
      point(8, 8, -4); // 12 × √(1 / 4) = 6
      point(20, 20, -2); // 12 × √(1 / 1) = 12, clamped to 8
      expect(litPixels(0, 0, 31, 31)).toEqual(
        new Set([...rectPixels(5, 5, 11, 11), ...rectPixels(16, 16, 24, 24)]),
      );
    });

    it('an x-major line of width 3 covers 3 rows over its columns, its last pixel left out (diamond exit)', () => {
      gl.glLineWidth(3);
      gl.glBegin(gl.GL_LINES);
      gl.glVertex2f(2.5, 10.5);
      gl.glVertex2f(20.5, 10.5);
      gl.glEnd();
      expect(litPixels(0, 0, 31, 31)).toEqual(rectPixels(2, 9, 20, 12));
    });

    it('line stipple: bit (s / factor) mod 16 of the pattern, least significant first, counted along the line', () => {
      const firstLine = () => {
        gl.glEnable(gl.GL_LINE_STIPPLE);
        gl.glLineStipple(1, 0x00ff);
        gl.glBegin(gl.GL_LINES);
        gl.glVertex2f(0.5, 2.5);
        gl.glVertex2f(31.5, 2.5);
        gl.glEnd();
      };
      firstLine();
      gl.glLineStipple(3, 0x0005);
      gl.glBegin(gl.GL_LINES);
      gl.glVertex2f(0.5, 5.5);
      gl.glVertex2f(31.5, 5.5);
      gl.glEnd();
      const row = (y: number) => [...Array(31).keys()].map((x) => (pixel(x, y)[0]! > 127 ? 1 : 0)).join('');
      expect(row(2)).toBe('1111111100000000111111110000000');
      expect(row(5)).toBe('1110001110000000000000000000000');
    });

    it('polygon stipple: pixel (x, y) is drawn when bit x mod 32 of row y mod 32 is set, most significant first', () => {
      const mask = new Uint8Array(128);
      for (let y = 0; y < 32; y++) mask.set([0xf0 >> (y % 4), 0x0f, y & 0xff, 0x81], y * 4);
      gl.glPolygonStipple(mask);
      gl.glEnable(gl.GL_POLYGON_STIPPLE);
      gl.glRectf(0, 0, 32, 32);
      const expected = new Set<string>();
      for (let y = 0; y < 32; y++)
        for (let x = 0; x < 32; x++)
          if ((mask[y * 4 + (x >> 3)]! >> (7 - (x & 7))) & 1) expected.add(`${x},${y}`);
      expect(litPixels(0, 0, 31, 31)).toEqual(expected);
    });

    it('user clip planes keep the side where p · (x_eye, y_eye, z_eye, w_eye) ≥ 0; planes are taken through the modelview', () => {
      gl.glClipPlane(gl.GL_CLIP_PLANE0, [1, 0, 0, -10.25]); // x ≥ 10.25
      gl.glPushMatrix();
      gl.glTranslatef(0, 20, 0);
      gl.glClipPlane(gl.GL_CLIP_PLANE1, [0, -1, 0, 0]); // y ≤ 20 in eye space
      gl.glPopMatrix();
      gl.glEnable(gl.GL_CLIP_PLANE0);
      gl.glEnable(gl.GL_CLIP_PLANE1);
      gl.glRectf(0, 0, 32, 32);
      expect(litPixels(0, 0, 31, 31)).toEqual(rectPixels(10, 0, 32, 20));
    });

    /** An 8×8 texture whose texel (i, j) is (32 i, 32 j, 0), for reading sprite coordinates back. */
    function coordinateTexture(): void {
      newTexture();
      const data = new Uint8Array(8 * 8 * 4);
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) data.set([32 * i, 32 * j, 0, 255], (j * 8 + i) * 4);
      gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, 8, 8, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
      gl.glEnable(gl.GL_TEXTURE_2D);
      gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_REPLACE);
    }

    it('point sprites: s runs left to right, t from the top (GL_UPPER_LEFT) or the bottom (GL_LOWER_LEFT)', () => {
      coordinateTexture();
      gl.glEnable(gl.GL_POINT_SPRITE);
      gl.glTexEnvi(gl.GL_POINT_SPRITE, gl.GL_COORD_REPLACE, gl.GL_TRUE);
      gl.glPointSize(8);
      point(8, 8);
      gl.glPointParameteri(gl.GL_POINT_SPRITE_COORD_ORIGIN, gl.GL_LOWER_LEFT);
      point(20, 20);
      // Sprite over pixels 4..11: pixel 4 + i has s = (i + 0.5) / 8, so it samples texel column i.
      expect(pixel(4, 11)).toEqual([0, 0, 0, 255]);
      expect(pixel(11, 4)).toEqual([224, 224, 0, 255]);
      expect(pixel(6, 10)).toEqual([64, 32, 0, 255]);
      expect(pixel(16, 16)).toEqual([0, 0, 0, 255]);
      expect(pixel(23, 23)).toEqual([224, 224, 0, 255]);
      expect(pixel(18, 17)).toEqual([64, 32, 0, 255]);
    });

    it('flat shading: a quad takes its fourth vertex colour, a polygon its first', () => {
      gl.glShadeModel(gl.GL_FLAT);
      const colours = [
        [255, 0, 0],
        [0, 255, 0],
        [0, 0, 255],
        [255, 255, 0],
      ];
      for (const [mode, x] of [
        [gl.GL_QUADS, 0],
        [gl.GL_POLYGON, 16],
      ] as const) {
        gl.glBegin(mode);
        for (const [i, [cx, cy]] of [
          [1, 1],
          [15, 1],
          [15, 15],
          [1, 15],
        ].entries()) {
          const c = colours[i]!;
          gl.glColor3ub(c[0]!, c[1]!, c[2]!);
          gl.glVertex2f(x + cx!, cy!);
        }
        gl.glEnd();
      }
      for (const [x, y] of [
        [3, 3],
        [12, 12],
        [3, 12],
      ]) {
        expect(pixel(x!, y!)).toEqual([255, 255, 0, 255]);
        expect(pixel(16 + x!, y!)).toEqual([255, 0, 0, 255]);
      }
    });
  },
  LOWERING_DRIVERS,
);
