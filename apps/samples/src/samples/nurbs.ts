// NURBS with GLU, after the Red Book's surface.c and trim.c: a lit bicubic NURBS surface (4×4 control
// points, the middle four raised) with a hole cut near its top by a trim loop made of a piecewise linear
// curve and a NURBS trim curve (inside an outer trim loop along the domain), and a rational NURBS curve
// (a circle of nine weighted points) drawn unlit above the hole. Both are sampled with
// GLU_DOMAIN_DISTANCE at 100 steps per unit so that Mesa's GLU samples the same grid. (Mesa's libGLU
// lights the vertices on trim loops with one constant normal rather than the surface's; the hole sits
// where the surface is nearly flat, so that this shows little against the normals computed here.)
import {
  GLU_DOMAIN_DISTANCE,
  GLU_MAP1_TRIM_2,
  GLU_SAMPLING_METHOD,
  GLU_U_STEP,
  GLU_V_STEP,
  type GLUnurbs,
  gluBeginSurface,
  gluBeginTrim,
  gluEndSurface,
  gluEndTrim,
  gluNewNurbsRenderer,
  gluNurbsCurve,
  gluNurbsProperty,
  gluNurbsSurface,
  gluPwlCurve,
} from '@gallium-ts/glu';
import {
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_DIFFUSE,
  GL_FRONT,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_MAP1_VERTEX_4,
  GL_MAP2_VERTEX_3,
  GL_NORMALIZE,
  GL_SHININESS,
  GL_SPECULAR,
  glClear,
  glClearColor,
  glColor3f,
  glDisable,
  glEnable,
  glMaterialf,
  glMaterialfv,
  glPopMatrix,
  glPushMatrix,
  glRotatef,
  glTranslatef,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { perspective } from './gl-helpers.js';

const KNOTS = [0, 0, 0, 0, 1, 1, 1, 1];
const CIRCLE_KNOTS = [0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1];
const STEPS = 100;

/** ctlpoints[u][v] of surface.c: x, y on a 4×4 grid from -3 to 3, z = 3 in the middle, -3 around. */
function controlPoints(): number[] {
  const points: number[] = [];
  for (let u = 0; u < 4; u++)
    for (let v = 0; v < 4; v++)
      points.push(2 * (u - 1.5), 2 * (v - 1.5), (u === 1 || u === 2) && (v === 1 || v === 2) ? 3 : -3);
  return points;
}

/** The nine homogeneous points (x w, y w, z w, w) of a circle of radius `r` in the plane z = `z`. */
function circlePoints(r: number, z: number): number[] {
  const h = Math.SQRT1_2;
  const ring = [1, 0, 1, 1, 1, h, 0, 1, 1, -1, 1, h, -1, 0, 1, -1, -1, h, 0, -1, 1, 1, -1, h, 1, 0, 1];
  const points: number[] = [];
  for (let i = 0; i < 9; i++) {
    const w = ring[3 * i + 2] as number;
    points.push((ring[3 * i] as number) * r * w, (ring[3 * i + 1] as number) * r * w, z * w, w);
  }
  return points;
}

let nurb: GLUnurbs;
const surfacePoints = controlPoints();
const ringPoints = circlePoints(0.9, 1);

export const nurbs: GlSample = {
  api: 'gl',
  name: 'nurbs',
  title: 'GLU NURBS: lit trimmed bicubic surface (Red Book surface.c/trim.c) and a rational circle',
  kind: 'filled',
  defaultSize: { width: 200, height: 200 },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    perspective(45, width / height, 3, 8);
    glTranslatef(0, 0, -5);
    glMaterialfv(GL_FRONT, GL_DIFFUSE, [0.7, 0.7, 0.7, 1]);
    glMaterialfv(GL_FRONT, GL_SPECULAR, [1, 1, 1, 1]);
    glMaterialf(GL_FRONT, GL_SHININESS, 100);
    glEnable(GL_LIGHTING);
    glEnable(GL_LIGHT0);
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_NORMALIZE);
    nurb = gluNewNurbsRenderer();
    gluNurbsProperty(nurb, GLU_SAMPLING_METHOD, GLU_DOMAIN_DISTANCE);
    gluNurbsProperty(nurb, GLU_U_STEP, STEPS);
    gluNurbsProperty(nurb, GLU_V_STEP, STEPS);
  },
  draw() {
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glPushMatrix();
    glRotatef(330, 1, 0, 0);
    glEnable(GL_LIGHTING);
    gluBeginSurface(nurb);
    gluNurbsSurface(nurb, 8, KNOTS, 8, KNOTS, 4 * 3, 3, surfacePoints, 4, 4, GL_MAP2_VERTEX_3);
    gluBeginTrim(nurb);
    gluPwlCurve(nurb, 5, [0, 0, 1, 0, 1, 1, 0, 1, 0, 0], 2, GLU_MAP1_TRIM_2);
    gluEndTrim(nurb);
    gluBeginTrim(nurb);
    gluPwlCurve(nurb, 3, [0.6, 0.5, 0.5, 0.4, 0.4, 0.5], 2, GLU_MAP1_TRIM_2);
    gluNurbsCurve(nurb, 8, KNOTS, 2, [0.4, 0.5, 0.4, 0.6, 0.6, 0.6, 0.6, 0.5], 4, GLU_MAP1_TRIM_2);
    gluEndTrim(nurb);
    gluEndSurface(nurb);
    glDisable(GL_LIGHTING);
    glColor3f(1, 0.8, 0.2);
    gluNurbsCurve(nurb, 12, CIRCLE_KNOTS, 4, ringPoints, 3, GL_MAP1_VERTEX_4);
    glPopMatrix();
  },
};
