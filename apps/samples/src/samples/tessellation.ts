// GLU's polygon tessellator under every winding rule, as the Red Book's tesswind example shows it: one
// column per rule (odd, nonzero, positive, negative, abs ≥ 2), three nested counter-clockwise squares
// (winding numbers 1, 2, 3) on the top row, a counter-clockwise five-pointed star crossed by a clockwise
// rectangle (winding numbers −1 to 2 about the normal +z, the crossings made by the combine callback)
// filled in the middle row and as boundary-only contours on the bottom row. The callbacks are glBegin,
// glVertex3dv and glEnd.

import {
  GLU_TESS_BEGIN,
  GLU_TESS_BOUNDARY_ONLY,
  GLU_TESS_COMBINE,
  GLU_TESS_END,
  GLU_TESS_VERTEX,
  GLU_TESS_WINDING_ABS_GEQ_TWO,
  GLU_TESS_WINDING_NEGATIVE,
  GLU_TESS_WINDING_NONZERO,
  GLU_TESS_WINDING_ODD,
  GLU_TESS_WINDING_POSITIVE,
  GLU_TESS_WINDING_RULE,
  type GLUtesselator,
  gluDeleteTess,
  gluNewTess,
  gluTessBeginContour,
  gluTessBeginPolygon,
  gluTessCallback,
  gluTessEndContour,
  gluTessEndPolygon,
  gluTessNormal,
  gluTessProperty,
  gluTessVertex,
} from '@gallium-ts/glu';
import {
  GL_COLOR_BUFFER_BIT,
  GL_MODELVIEW,
  GL_PROJECTION,
  glBegin,
  glClear,
  glClearColor,
  glColor3f,
  glEnd,
  glLoadIdentity,
  glMatrixMode,
  glOrtho,
  glPopMatrix,
  glPushMatrix,
  glTranslatef,
  glVertex3dv,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';

/** The side of one cell of the grid, in pixels. */
const CELL = 48;

const RULES = [
  GLU_TESS_WINDING_ODD,
  GLU_TESS_WINDING_NONZERO,
  GLU_TESS_WINDING_POSITIVE,
  GLU_TESS_WINDING_NEGATIVE,
  GLU_TESS_WINDING_ABS_GEQ_TWO,
];
const COLOURS: readonly [number, number, number][] = [
  [1, 0.4, 0.3],
  [0.3, 0.9, 0.4],
  [0.3, 0.6, 1],
  [1, 0.9, 0.3],
  [0.9, 0.4, 1],
];

const square = (lo: number, hi: number) => [
  [lo, lo, 0],
  [hi, lo, 0],
  [hi, hi, 0],
  [lo, hi, 0],
];
const NESTED_SQUARES = [square(4, 44), square(12, 36), square(20, 28)];
const STAR_AND_RECTANGLE = [
  [
    [24, 44, 0],
    [12, 7, 0],
    [43, 30, 0],
    [5, 30, 0],
    [36, 7, 0],
  ],
  [
    [16, 2, 0],
    [16, 20, 0],
    [46, 20, 0],
    [46, 2, 0],
  ],
];

let tess: GLUtesselator | null = null;

function drawContours(t: GLUtesselator, contours: number[][][]): void {
  gluTessBeginPolygon(t, null);
  for (const contour of contours) {
    gluTessBeginContour(t);
    for (const p of contour) gluTessVertex(t, p, p);
    gluTessEndContour(t);
  }
  gluTessEndPolygon(t);
}

export const tessellation: GlSample = {
  api: 'gl',
  name: 'tessellation',
  title:
    'GLU tessellator: nested squares and a crossed star under every winding rule, filled and as boundaries',
  kind: 'filled',
  defaultSize: { width: 5 * CELL, height: 3 * CELL },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    glMatrixMode(GL_PROJECTION);
    glLoadIdentity();
    glOrtho(0, width, 0, height, -1, 1);
    glMatrixMode(GL_MODELVIEW);
    glLoadIdentity();
    if (tess) gluDeleteTess(tess);
    tess = gluNewTess();
    gluTessCallback(tess, GLU_TESS_BEGIN, glBegin);
    gluTessCallback(tess, GLU_TESS_VERTEX, glVertex3dv);
    gluTessCallback(tess, GLU_TESS_END, glEnd);
    gluTessCallback(tess, GLU_TESS_COMBINE, (coords: number[]) => [coords[0], coords[1], coords[2]]);
    gluTessNormal(tess, 0, 0, 1);
  },
  draw() {
    glClearColor(0.08, 0.08, 0.1, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    const t = tess;
    if (!t) return;
    RULES.forEach((rule, column) => {
      const [r, g, b] = COLOURS[column]!;
      gluTessProperty(t, GLU_TESS_WINDING_RULE, rule);
      glColor3f(r, g, b);
      glPushMatrix();
      glTranslatef(column * CELL, 2 * CELL, 0);
      gluTessProperty(t, GLU_TESS_BOUNDARY_ONLY, 0);
      drawContours(t, NESTED_SQUARES);
      glTranslatef(0, -CELL, 0);
      drawContours(t, STAR_AND_RECTANGLE);
      glTranslatef(0.5, 0.5 - CELL, 0); // lines through pixel centres
      gluTessProperty(t, GLU_TESS_BOUNDARY_ONLY, 1);
      drawContours(t, STAR_AND_RECTANGLE);
      glPopMatrix();
    });
  },
};
