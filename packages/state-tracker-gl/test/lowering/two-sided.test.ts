// Two-sided lighting's colours drawn natively (the rasterizer's lightTwoside on driver-soft and
// driver-webgl) and lowered (driver-soft reporting no PIPE_CAP_TWO_SIDED_COLOR: the fragment program
// picks the back colours, extra varyings, with the FACE input), with the same exact pixels everywhere:
// front and back faces of both windings, glFrontFace(GL_CW), polygons drawn as lines and points (facing
// is the polygon's, GL 1.5 3.5.1), the secondary colour, culling, flat shading on top, and quads
// converted to triangles where the driver lacks them; outlines with polygon offset on the CPU primitive
// path (a driver without PIPE_CAP_POLYGON_OFFSET_LINE_POINT) with the colour lowerings on top.
import { PipeCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS, readWindow, savePicture } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { pixel, SIZE, useProbeContext } from '../scenes/probes/probe.js';
import { LIST_PRIMS } from './list-prims.js';

const LOWERED = softWithout('two-sided-color', { caps: { [PipeCap.TWO_SIDED_COLOR]: 0 } });
const ALL_LOWERED = softWithout('two-sided-flat-prims', {
  caps: {
    [PipeCap.TWO_SIDED_COLOR]: 0,
    [PipeCap.FLATSHADE]: 0,
    [PipeCap.SUPPORTED_PRIM_MODES]: LIST_PRIMS,
  },
});
/** The colour lowerings together with the CPU primitive path for offset outlines. */
const CPU_OUTLINES = softWithout('two-sided-flat-offset-outlines', {
  caps: {
    [PipeCap.TWO_SIDED_COLOR]: 0,
    [PipeCap.FLATSHADE]: 0,
    [PipeCap.POLYGON_OFFSET_LINE_POINT]: 0,
  },
});
const DRIVERS = [...DRAWING_DRIVERS, LOWERED, ALL_LOWERED, CPU_OUTLINES];

const FRONT = [255, 0, 0, 255];
/** The back: blue emission plus green specular in the secondary colour. */
const BACK = [0, 255, 255, 255];

/**
 * Lighting whose front colour is the red emission alone and whose back colour is blue emission plus a
 * green specular term in the secondary colour: the normal (0, 0, −1) faces away from the light at +z,
 * so only the back face (lit with −n) gets the specular.
 */
function twoSidedLighting(): void {
  gl.glEnable(gl.GL_LIGHTING);
  gl.glLightModeli(gl.GL_LIGHT_MODEL_TWO_SIDE, 1);
  gl.glLightModelfv(gl.GL_LIGHT_MODEL_AMBIENT, [0, 0, 0, 1]);
  gl.glLightModeli(gl.GL_LIGHT_MODEL_COLOR_CONTROL, gl.GL_SEPARATE_SPECULAR_COLOR);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 1, 0]);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_AMBIENT, [0, 0, 0, 1]);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_DIFFUSE, [0, 0, 0, 1]);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_SPECULAR, [1, 1, 1, 1]);
  gl.glMaterialfv(gl.GL_FRONT_AND_BACK, gl.GL_AMBIENT, [0, 0, 0, 1]);
  gl.glMaterialfv(gl.GL_FRONT_AND_BACK, gl.GL_DIFFUSE, [0, 0, 0, 1]);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_EMISSION, [1, 0, 0, 1]);
  gl.glMaterialfv(gl.GL_BACK, gl.GL_EMISSION, [0, 0, 1, 1]);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [0, 0, 0, 1]);
  gl.glMaterialfv(gl.GL_BACK, gl.GL_SPECULAR, [0, 1, 0, 1]);
  gl.glMaterialf(gl.GL_FRONT_AND_BACK, gl.GL_SHININESS, 0);
  gl.glNormal3f(0, 0, -1);
}

/**
 * A counter-clockwise triangle on the left and a clockwise one on the right, vertices at pixel centres:
 * bottom edges along row 2, apexes at row 14.
 */
function facingTriangles(mode = gl.GL_TRIANGLES): void {
  gl.glBegin(mode);
  gl.glVertex2f(1.5, 2.5);
  gl.glVertex2f(13.5, 2.5);
  gl.glVertex2f(7.5, 14.5);
  gl.glVertex2f(18.5, 2.5);
  gl.glVertex2f(24.5, 14.5);
  gl.glVertex2f(30.5, 2.5);
  gl.glEnd();
}

for (const driver of DRIVERS) {
  describe(`two-sided lighting colours [${driver}]`, () => {
    useProbeContext(driver);

    it('front faces take the front colours, back faces the back ones (secondary included)', () => {
      twoSidedLighting();
      facingTriangles();
      savePicture(`lowering-two-sided-${driver}`, readWindow(SIZE, SIZE));
      expect(pixel(7, 6)).toEqual(FRONT);
      expect(pixel(24, 6)).toEqual(BACK);
    });

    it('glFrontFace(GL_CW) swaps them', () => {
      twoSidedLighting();
      gl.glFrontFace(gl.GL_CW);
      facingTriangles();
      expect(pixel(7, 6)).toEqual(BACK);
      expect(pixel(24, 6)).toEqual(FRONT);
    });

    it('quads of both windings, flat-shaded', () => {
      twoSidedLighting();
      gl.glShadeModel(gl.GL_FLAT);
      gl.glBegin(gl.GL_QUADS);
      for (const [x0, x1] of [
        [2, 14],
        [30, 18],
      ]) {
        gl.glVertex2f(x0!, 18);
        gl.glVertex2f(x1!, 18);
        gl.glVertex2f(x1!, 30);
        gl.glVertex2f(x0!, 30);
      }
      gl.glEnd();
      expect(pixel(5, 27)).toEqual(FRONT);
      expect(pixel(11, 21)).toEqual(FRONT);
      expect(pixel(21, 27)).toEqual(BACK);
      expect(pixel(27, 21)).toEqual(BACK);
    });

    it('polygons drawn as lines and as points keep their facing', () => {
      twoSidedLighting();
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_LINE);
      facingTriangles();
      savePicture(`lowering-two-sided-lines-${driver}`, readWindow(SIZE, SIZE));
      expect(pixel(7, 2), 'bottom edge of the front triangle').toEqual(FRONT);
      expect(pixel(24, 2), 'bottom edge of the back triangle').toEqual(BACK);
      expect(pixel(7, 6), 'inside stays clear').toEqual([0, 0, 0, 255]);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_POINT);
      gl.glPointSize(3);
      facingTriangles();
      expect(pixel(7, 14), 'apex of the front triangle').toEqual(FRONT);
      expect(pixel(24, 14), 'apex of the back triangle').toEqual(BACK);
    });

    it('polygons drawn as offset lines and points keep their facing, flat-shaded too', () => {
      twoSidedLighting();
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_LINE);
      gl.glEnable(gl.GL_POLYGON_OFFSET_LINE);
      gl.glEnable(gl.GL_POLYGON_OFFSET_POINT);
      gl.glPolygonOffset(1, 1);
      facingTriangles();
      expect(pixel(7, 2), 'bottom edge of the front triangle').toEqual(FRONT);
      expect(pixel(24, 2), 'bottom edge of the back triangle').toEqual(BACK);
      gl.glClear(gl.GL_COLOR_BUFFER_BIT);
      gl.glShadeModel(gl.GL_FLAT);
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_POINT);
      gl.glPointSize(3);
      facingTriangles();
      expect(pixel(7, 14), 'apex of the front triangle').toEqual(FRONT);
      expect(pixel(24, 14), 'apex of the back triangle').toEqual(BACK);
    });

    it('culled front faces leave the back faces in their colours', () => {
      twoSidedLighting();
      gl.glEnable(gl.GL_CULL_FACE);
      gl.glCullFace(gl.GL_FRONT);
      facingTriangles();
      expect(pixel(7, 6)).toEqual([0, 0, 0, 255]);
      expect(pixel(24, 6)).toEqual(BACK);
    });

    it('one-sided lighting lights both faces with the front material', () => {
      twoSidedLighting();
      gl.glLightModeli(gl.GL_LIGHT_MODEL_TWO_SIDE, 0);
      facingTriangles();
      expect(pixel(7, 6)).toEqual(FRONT);
      expect(pixel(24, 6)).toEqual(FRONT);
    });
  });
}
