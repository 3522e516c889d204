// Bézier curves and a lit Bézier surface with GL's evaluators, after the Red Book's bezcurve and bezmesh:
// on the left three cubic curves evaluated with glEvalCoord1 (the last one coloured by a colour map
// through glMapGrid1/glEvalMesh1) over their control polygons; on the right the bicubic bezmesh patch
// filled by glEvalMesh2 with GL_AUTO_NORMAL normals, lit and turning, under its control net.
import {
  GL_AUTO_NORMAL,
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_DIFFUSE,
  GL_FILL,
  GL_FRONT_AND_BACK,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_LINE,
  GL_LINE_STRIP,
  GL_MAP1_COLOR_4,
  GL_MAP1_VERTEX_3,
  GL_MAP2_VERTEX_3,
  GL_MODELVIEW,
  GL_POINTS,
  GL_POSITION,
  GL_PROJECTION,
  GL_SHININESS,
  GL_SPECULAR,
  glBegin,
  glClear,
  glClearColor,
  glColor3f,
  glDisable,
  glEnable,
  glEnd,
  glEvalCoord1f,
  glEvalMesh1,
  glEvalMesh2,
  glLightfv,
  glLoadIdentity,
  glMap1f,
  glMap2f,
  glMapGrid1f,
  glMapGrid2f,
  glMaterialf,
  glMaterialfv,
  glMatrixMode,
  glOrtho,
  glPointSize,
  glRotatef,
  glTranslatef,
  glVertex3fv,
  glViewport,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { perspective } from './gl-helpers.js';

/** Three cubic curves' control points (x, y, 0), four each. */
const CURVES = [
  [-0.8, -0.8, 0, -0.4, 0.8, 0, 0.2, -0.8, 0, 0.8, 0.6, 0],
  [-0.8, 0.2, 0, -0.6, 0.9, 0, 0.6, 0.9, 0, 0.8, 0.2, 0],
  [-0.9, -0.2, 0, 0, -0.9, 0, 0, 0.5, 0, 0.9, -0.5, 0],
];
const CURVE_COLOURS = [
  [1, 0.85, 0.2],
  [0.3, 0.9, 1],
];
/** The colour map of the third curve: red, white, blue. */
const RAINBOW = [1, 0.2, 0.2, 1, 1, 1, 1, 1, 0.2, 0.4, 1, 1];

/** The Red Book's bezmesh control points: a 4 × 4 bicubic patch over [-1.5, 1.5]². */
const PATCH = [
  [-1.5, -1.5, 4],
  [-0.5, -1.5, 2],
  [0.5, -1.5, -1],
  [1.5, -1.5, 2],
  [-1.5, -0.5, 1],
  [-0.5, -0.5, 3],
  [0.5, -0.5, 0],
  [1.5, -0.5, -1],
  [-1.5, 0.5, 4],
  [-0.5, 0.5, 0],
  [0.5, 0.5, 3],
  [1.5, 0.5, 4],
  [-1.5, 1.5, -2],
  [-0.5, 1.5, -2],
  [0.5, 1.5, 0],
  [1.5, 1.5, -1],
].flat();

let size = { width: 256, height: 128 };

/** The left half: the curves in [-1, 1]². */
function drawCurves(): void {
  glViewport(0, 0, Math.floor(size.width / 2), size.height);
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  glOrtho(-1, 1, -1, 1, -1, 1);
  glMatrixMode(GL_MODELVIEW);
  glLoadIdentity();
  glEnable(GL_MAP1_VERTEX_3);
  CURVES.forEach((points, k) => {
    glMap1f(GL_MAP1_VERTEX_3, 0, 1, 3, 4, points);
    if (k < 2) {
      const [r, g, b] = CURVE_COLOURS[k]!;
      glColor3f(r!, g!, b!);
      glBegin(GL_LINE_STRIP);
      for (let i = 0; i <= 30; i++) glEvalCoord1f(i / 30);
      glEnd();
    } else {
      glMap1f(GL_MAP1_COLOR_4, 0, 1, 4, 3, RAINBOW);
      glEnable(GL_MAP1_COLOR_4);
      glMapGrid1f(30, 0, 1);
      glEvalMesh1(GL_LINE, 0, 30);
      glDisable(GL_MAP1_COLOR_4);
    }
    glColor3f(0.9, 0.9, 0.9);
    glBegin(GL_POINTS);
    for (let i = 0; i < 4; i++) glVertex3fv(points.slice(3 * i, 3 * i + 3));
    glEnd();
  });
  glDisable(GL_MAP1_VERTEX_3);
}

/** The right half: the lit patch turned by `angle` degrees, and its control net. */
function drawSurface(angle: number): void {
  const half = Math.floor(size.width / 2);
  glViewport(half, 0, half, size.height);
  perspective(40, size.width / 2 / size.height, 1, 30);
  glTranslatef(0, 0, -15);
  glRotatef(85, 1, 1, 1);
  glRotatef(angle, 0, 0, 1);
  glEnable(GL_MAP2_VERTEX_3);
  glEnable(GL_LIGHTING);
  glEnable(GL_AUTO_NORMAL);
  glMapGrid2f(20, 0, 1, 20, 0, 1);
  glEvalMesh2(GL_FILL, 0, 20, 0, 20);
  glDisable(GL_AUTO_NORMAL);
  glDisable(GL_LIGHTING);
  // The control net, rows of u, lifted a little towards the eye.
  glColor3f(1, 0.5, 0.2);
  glTranslatef(0, 0, 0.05);
  for (let i = 0; i < 4; i++) {
    glBegin(GL_LINE_STRIP);
    for (let j = 0; j < 4; j++) glVertex3fv(PATCH.slice(3 * (4 * i + j), 3 * (4 * i + j) + 3));
    glEnd();
  }
  glDisable(GL_MAP2_VERTEX_3);
}

export const bezier: GlSample = {
  api: 'gl',
  name: 'bezier',
  title: 'Bézier curves (glEvalCoord1, glEvalMesh1) and a lit Bézier surface (glEvalMesh2, AUTO_NORMAL)',
  kind: 'lines-points',
  defaultSize: { width: 256, height: 128 },
  animated: true,
  referenceFrame: 30,
  setup(width, height) {
    size = { width, height };
    glEnable(GL_DEPTH_TEST);
    glPointSize(4);
    glEnable(GL_LIGHT0);
    glMaterialfv(GL_FRONT_AND_BACK, GL_DIFFUSE, [0.3, 0.6, 0.9, 1]);
    glMaterialfv(GL_FRONT_AND_BACK, GL_SPECULAR, [1, 1, 1, 1]);
    glMaterialf(GL_FRONT_AND_BACK, GL_SHININESS, 40);
    glMap2f(GL_MAP2_VERTEX_3, 0, 1, 3, 4, 0, 1, 12, 4, PATCH);
  },
  draw(_frame, time) {
    glViewport(0, 0, size.width, size.height);
    glClearColor(0.08, 0.08, 0.12, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    drawCurves();
    glMatrixMode(GL_MODELVIEW);
    glLoadIdentity();
    glLightfv(GL_LIGHT0, GL_POSITION, [1, 1, 2, 0]);
    drawSurface(30 + 24 * time);
  },
};
