// Polygon offset of polygons drawn as lines or points (GL 1.5, 3.5.5) on every drawing driver and on
// driver-soft without PIPE_CAP_POLYGON_OFFSET_LINE_POINT (and on driver-webgl, which has none), where the
// state tracker offsets each polygon on its CPU primitive path: over the same polygon drawn filled, with
// the depth test GL_LESS, an outline moved towards the viewer shows wherever it is drawn, one moved away
// shows only where the filled polygon is not — exactly, with culling, front and back modes and edge flags.
import { PipeCap } from '@gallium-ts/gallium-api';
import { expect, it } from 'vitest';
import * as gl from '../../src/index.js';
import { describeOnDrawingDrivers } from '../helpers/drawing-drivers.js';
import { softWithout } from '../helpers/lowering-drivers.js';
import { pixel } from '../scenes/probes/probe.js';
import {
  DRAW_PATHS,
  type DrawPath,
  drawnPixels,
  drawVia,
  saveWindow,
  type TestVertex,
  useWindowContext,
} from './lowering-helpers.js';

const WITHOUT_OFFSET = softWithout('offset-line-point', { caps: { [PipeCap.POLYGON_OFFSET_LINE_POINT]: 0 } });

/** A counter-clockwise quad around pixel centres (corners at .5), flat at z = 0. */
const FLAT_QUAD: TestVertex[] = [
  { x: 10.5, y: 12.5 },
  { x: 50.5, y: 12.5 },
  { x: 50.5, y: 48.5 },
  { x: 10.5, y: 48.5 },
];

/** A counter-clockwise quad whose depth rises to the right (window z from 0.46 to 0.54). */
const TILTED_QUAD: TestVertex[] = [
  { x: 8.5, y: 10.5, z: 0.8 },
  { x: 54.5, y: 14.5, z: -0.8 },
  { x: 50.5, y: 52.5, z: -0.8 },
  { x: 12.5, y: 46.5, z: 0.8 },
];

const BLUE: [number, number, number] = [0, 0, 1];

function difference(a: Set<string>, b: Set<string>): Set<string> {
  return new Set([...a].filter((p) => !b.has(p)));
}

/**
 * Draws `quad` filled in blue with the depth test, then again in polygon mode `mode` in red with the
 * offset (`factor`, `units`) for that mode, and returns the red pixels; also the red pixels of the
 * unfilled quad alone (no depth test) and of the filled quad alone.
 */
function offsetOutline(
  quad: TestVertex[],
  mode: number,
  factor: number,
  units: number,
  path: DrawPath = 'immediate',
): { shown: Set<string>; outline: Set<string>; filled: Set<string> } {
  const cap = mode === gl.GL_LINE ? gl.GL_POLYGON_OFFSET_LINE : gl.GL_POLYGON_OFFSET_POINT;
  gl.glEnable(cap);
  gl.glPolygonOffset(factor, units);
  const filled = drawnPixels(() => drawVia(path, gl.GL_QUADS, quad));
  gl.glPolygonMode(gl.GL_FRONT_AND_BACK, mode);
  const outline = drawnPixels(() => drawVia(path, gl.GL_QUADS, quad));
  gl.glEnable(gl.GL_DEPTH_TEST);
  gl.glDepthFunc(gl.GL_LESS);
  const shown = drawnPixels(() => {
    gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_FILL);
    drawVia(
      path,
      gl.GL_QUADS,
      quad.map((v) => ({ ...v, rgb: BLUE })),
    );
    gl.glPolygonMode(gl.GL_FRONT_AND_BACK, mode);
    drawVia(path, gl.GL_QUADS, quad);
  });
  gl.glDisable(gl.GL_DEPTH_TEST);
  gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_FILL);
  gl.glDisable(cap);
  // The test means something only where outline and filled polygon share pixels.
  expect(outline.size).toBeGreaterThan(8);
  expect(difference(outline, filled).size).toBeLessThan(outline.size);
  return { shown, outline, filled };
}

describeOnDrawingDrivers(
  'offset of unfilled polygons',
  (driver) => {
    useWindowContext(driver);

    for (const path of DRAW_PATHS)
      it(`offset units move outlines in front of or behind the filled polygon (${path})`, () => {
        const front = offsetOutline(FLAT_QUAD, gl.GL_LINE, 0, -4, path);
        saveWindow(`lowering-offset-lines-front-${path.replace(' ', '-')}-${driver}`);
        expect(front.shown).toEqual(front.outline);
        const behind = offsetOutline(FLAT_QUAD, gl.GL_LINE, 0, 4, path);
        expect(behind.shown).toEqual(difference(behind.outline, behind.filled));
      });

    it('the factor term follows the polygon’s depth slope (units 0)', () => {
      const front = offsetOutline(TILTED_QUAD, gl.GL_LINE, -1, 0);
      saveWindow(`lowering-offset-tilted-front-${driver}`);
      expect(front.shown).toEqual(front.outline);
      const behind = offsetOutline(TILTED_QUAD, gl.GL_LINE, 1, 0);
      saveWindow(`lowering-offset-tilted-behind-${driver}`);
      expect(behind.shown).toEqual(difference(behind.outline, behind.filled));
    });

    it('GL_POINT mode with GL_POLYGON_OFFSET_POINT offsets the vertices (points of size 3)', () => {
      gl.glPointSize(3);
      // A point's depth is its vertex's: over its 3 × 3 pixels the plane differs by up to 2 slopes.
      const front = offsetOutline(TILTED_QUAD, gl.GL_POINT, -4, -4);
      saveWindow(`lowering-offset-points-${driver}`);
      expect(front.outline.size).toBe(4 * 9);
      expect(front.shown).toEqual(front.outline);
      const behind = offsetOutline(TILTED_QUAD, gl.GL_POINT, 4, 4);
      expect(behind.shown).toEqual(difference(behind.outline, behind.filled));
    });

    it('culling and the front and back polygon modes pick what each face draws', () => {
      const clockwise = [...FLAT_QUAD].reverse();
      gl.glEnable(gl.GL_POLYGON_OFFSET_LINE);
      gl.glEnable(gl.GL_POLYGON_OFFSET_POINT);
      gl.glPolygonOffset(1, 1);
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_LINE);
      // The clockwise quad's outline runs the other way round (thin lines leave out their last pixel).
      const lines = drawnPixels(() => drawVia('immediate', gl.GL_QUADS, clockwise));
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_POINT);
      const points = drawnPixels(() => drawVia('immediate', gl.GL_QUADS, FLAT_QUAD));
      expect(lines).not.toEqual(points);
      gl.glPolygonMode(gl.GL_FRONT, gl.GL_POINT);
      gl.glPolygonMode(gl.GL_BACK, gl.GL_LINE);
      expect(drawnPixels(() => drawVia('immediate', gl.GL_QUADS, FLAT_QUAD))).toEqual(points);
      expect(drawnPixels(() => drawVia('immediate', gl.GL_QUADS, clockwise))).toEqual(lines);
      gl.glEnable(gl.GL_CULL_FACE);
      gl.glCullFace(gl.GL_FRONT);
      expect(drawnPixels(() => drawVia('immediate', gl.GL_QUADS, FLAT_QUAD))).toEqual(new Set());
      expect(drawnPixels(() => drawVia('immediate', gl.GL_QUADS, clockwise))).toEqual(lines);
      gl.glCullFace(gl.GL_BACK);
      expect(drawnPixels(() => drawVia('immediate', gl.GL_QUADS, FLAT_QUAD))).toEqual(points);
      expect(drawnPixels(() => drawVia('immediate', gl.GL_QUADS, clockwise))).toEqual(new Set());
    });

    it('edges that start at a vertex with edge flag false are not drawn; a polygon shows no inner edges', () => {
      gl.glEnable(gl.GL_POLYGON_OFFSET_LINE);
      gl.glPolygonOffset(0, -2);
      const [a, b, c, d] = FLAT_QUAD as [TestVertex, TestVertex, TestVertex, TestVertex];
      const edges = drawnPixels(() => {
        gl.glBegin(gl.GL_LINES);
        gl.glColor3f(1, 0, 0);
        for (const v of [a, b, c, d]) gl.glVertex2f(v.x, v.y);
        gl.glEnd();
      });
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_LINE);
      const flagged = drawnPixels(() => {
        gl.glColor3f(1, 0, 0);
        gl.glBegin(gl.GL_POLYGON);
        for (const [v, flag] of [
          [a, true],
          [b, false],
          [c, true],
          [d, false],
        ] as const) {
          gl.glEdgeFlag(flag);
          gl.glVertex2f(v.x, v.y);
        }
        gl.glEnd();
        gl.glEdgeFlag(true);
      });
      saveWindow(`lowering-offset-edge-flags-${driver}`);
      expect(flagged).toEqual(edges);
      const outline = drawnPixels(() => drawVia('immediate', gl.GL_POLYGON, FLAT_QUAD));
      const loop = drawnPixels(() => {
        gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_FILL);
        drawVia('immediate', gl.GL_LINE_LOOP, FLAT_QUAD);
        gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_LINE);
      });
      expect(outline).toEqual(loop);
    });

    it('flat-shaded outlines take the provoking vertex colour: a quad its fourth, a polygon its first', () => {
      gl.glShadeModel(gl.GL_FLAT);
      gl.glEnable(gl.GL_POLYGON_OFFSET_LINE);
      gl.glPolygonOffset(0, -2);
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_LINE);
      const colours: [number, number, number][] = [
        [1, 1, 0],
        [0, 1, 0],
        [0, 0, 1],
        [1, 0, 0],
      ];
      const quad = FLAT_QUAD.map((v, i) => ({ ...v, rgb: colours[i] }));
      const red = drawnPixels(() => drawVia('immediate', gl.GL_QUADS, quad));
      expect(red.size).toBeGreaterThan(100);
      const yellow = drawnPixels(() => drawVia('immediate', gl.GL_POLYGON, quad));
      expect(yellow).toEqual(red);
      for (const at of yellow) {
        const [x, y] = at.split(',').map(Number) as [number, number];
        expect(pixel(x, y)).toEqual([255, 255, 0, 255]);
      }
    });

    it('two-sided lighting: back faces drawn as outlines take the back material', () => {
      gl.glEnable(gl.GL_LIGHTING);
      gl.glLightModeli(gl.GL_LIGHT_MODEL_TWO_SIDE, gl.GL_TRUE);
      gl.glLightModelfv(gl.GL_LIGHT_MODEL_AMBIENT, [0, 0, 0, 1]);
      gl.glMaterialfv(gl.GL_FRONT, gl.GL_EMISSION, [1, 0, 0, 1]);
      gl.glMaterialfv(gl.GL_BACK, gl.GL_EMISSION, [0, 1, 0, 1]);
      gl.glEnable(gl.GL_POLYGON_OFFSET_LINE);
      gl.glPolygonOffset(0, -2);
      gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_LINE);
      drawVia('immediate', gl.GL_QUADS, FLAT_QUAD);
      expect(pixel(30, 12)).toEqual([255, 0, 0, 255]);
      drawVia('immediate', gl.GL_QUADS, [...FLAT_QUAD].reverse());
      expect(pixel(30, 12)).toEqual([0, 255, 0, 255]);
    });

    it('wide offset outlines: the line width applies to the edges', () => {
      gl.glLineWidth(4);
      const front = offsetOutline(FLAT_QUAD, gl.GL_LINE, 0, -4);
      saveWindow(`lowering-offset-wide-${driver}`);
      expect(front.shown).toEqual(front.outline);
      expect(front.outline.size).toBeGreaterThan(4 * 3 * 36);
    });
  },
  [WITHOUT_OFFSET],
);
