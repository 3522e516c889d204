// Scenes of evaluators (GL 1.5 section 5.1): a Bézier curve by glEvalCoord1 and by glEvalMesh1 with a
// colour map, a lit bicubic patch (AUTO_NORMAL) drawn by glEvalMesh2 as points, lines and filled, a
// patch with colour and texture-coordinate maps, rational (VERTEX_4) curves and surfaces, and a display
// list holding a map whose array changes after compiling.
import * as gl from '../../src/index.js';
import { checkerImage, newTexture } from './helpers.js';
import { scene } from './scene.js';

/** A cubic curve across the window. */
const CURVE = [-0.9, -0.8, 0, -0.5, 0.9, 0, 0.4, -0.9, 0, 0.9, 0.7, 0];

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

/** The curve by glEvalCoord1 in a line strip, its control points, and a colour-mapped glEvalMesh1 copy. */
function curve(): void {
  gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 4, CURVE);
  gl.glEnable(gl.GL_MAP1_VERTEX_3);
  gl.glColor3f(1, 1, 0.2);
  gl.glBegin(gl.GL_LINE_STRIP);
  for (let i = 0; i <= 24; i++) gl.glEvalCoord1f(i / 24);
  gl.glEnd();
  gl.glPointSize(3);
  gl.glColor3f(1, 0.3, 0.3);
  gl.glBegin(gl.GL_POINTS);
  for (let i = 0; i < 4; i++) gl.glVertex3fv(CURVE.slice(3 * i, 3 * i + 3));
  gl.glEnd();
  gl.glMap1f(gl.GL_MAP1_COLOR_4, 0, 1, 4, 3, [0, 0.4, 1, 1, 1, 1, 1, 1, 0, 1, 0.3, 1]);
  gl.glEnable(gl.GL_MAP1_COLOR_4);
  gl.glTranslatef(0, 0.15, 0);
  gl.glMapGrid1f(16, 0, 1);
  gl.glEvalMesh1(gl.GL_LINE, 0, 16);
}

/** The lit patch: a directional light, AUTO_NORMAL, depth test, seen from above at an angle. */
function litPatch(): void {
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glOrtho(-4, 4, -4, 4, -10, 10);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glRotatef(85, 1, 1, 1);
  gl.glEnable(gl.GL_DEPTH_TEST);
  gl.glEnable(gl.GL_LIGHTING);
  gl.glEnable(gl.GL_LIGHT0);
  gl.glLightfv(gl.GL_LIGHT0, gl.GL_POSITION, [0, 0, 2, 0]);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_DIFFUSE, [0.6, 0.6, 0.6, 1]);
  gl.glMaterialfv(gl.GL_FRONT, gl.GL_SPECULAR, [1, 1, 1, 1]);
  gl.glMaterialf(gl.GL_FRONT, gl.GL_SHININESS, 50);
  gl.glMap2f(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 4, 0, 1, 12, 4, PATCH);
  gl.glEnable(gl.GL_MAP2_VERTEX_3);
  gl.glEnable(gl.GL_AUTO_NORMAL);
}

function meshFill(): void {
  litPatch();
  gl.glMapGrid2f(12, 0, 1, 12, 0, 1);
  gl.glEvalMesh2(gl.GL_FILL, 0, 12, 0, 12);
}

function meshLine(): void {
  litPatch();
  gl.glMapGrid2f(8, 0, 1, 8, 0, 1);
  gl.glEvalMesh2(gl.GL_LINE, 0, 8, 0, 8);
}

function meshPoint(): void {
  litPatch();
  gl.glPointSize(2);
  gl.glMapGrid2f(10, 0, 1, 10, 0, 1);
  gl.glEvalMesh2(gl.GL_POINT, 0, 10, 0, 10);
}

/** A flat patch with a colour map and a texture-coordinate map over a checker, one quad strip per row by glEvalPoint2. */
function colourTexture(): void {
  gl.glMap2f(
    gl.GL_MAP2_VERTEX_3,
    0,
    1,
    3,
    2,
    0,
    1,
    6,
    2,
    [-0.9, -0.9, 0, 0.9, -0.9, 0, -0.9, 0.9, 0, 0.9, 0.9, 0],
  );
  gl.glMap2f(
    gl.GL_MAP2_COLOR_4,
    0,
    1,
    4,
    3,
    0,
    1,
    12,
    2,
    [1, 0.2, 0.2, 1, 1, 1, 0.2, 1, 0.2, 1, 0.2, 1, 0.2, 0.6, 1, 1, 1, 1, 1, 1, 1, 0.2, 1, 1],
  );
  gl.glMap2f(gl.GL_MAP2_TEXTURE_COORD_2, 0, 1, 2, 2, 0, 1, 4, 2, [0, 0, 2, 0, 0, 2, 2, 2]);
  gl.glEnable(gl.GL_MAP2_VERTEX_3);
  gl.glEnable(gl.GL_MAP2_COLOR_4);
  gl.glEnable(gl.GL_MAP2_TEXTURE_COORD_2);
  newTexture();
  checkerImage(0, 8, 2);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, gl.GL_REPEAT);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_T, gl.GL_REPEAT);
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, gl.GL_MODULATE);
  gl.glMapGrid2f(6, 0, 1, 6, 0, 1);
  for (let j = 0; j < 6; j++) {
    gl.glBegin(gl.GL_QUAD_STRIP);
    for (let i = 0; i <= 6; i++) {
      gl.glEvalPoint2(i, j);
      gl.glEvalPoint2(i, j + 1);
    }
    gl.glEnd();
  }
}

/** Rational maps: quarter circles from quadratic VERTEX_4 curves, and a rational patch filled. */
function rational(): void {
  const w = Math.SQRT1_2;
  const arc = [0.8, 0, 0, 1, 0.8 * w, 0.8 * w, 0, w, 0, 0.8, 0, 1];
  gl.glMap1f(gl.GL_MAP1_VERTEX_3, 0, 1, 3, 4, CURVE);
  gl.glMap1f(gl.GL_MAP1_VERTEX_4, 0, 1, 4, 3, arc);
  gl.glEnable(gl.GL_MAP1_VERTEX_3);
  gl.glEnable(gl.GL_MAP1_VERTEX_4);
  gl.glMapGrid1f(12, 0, 1);
  gl.glColor3f(0.3, 1, 0.6);
  for (let k = 0; k < 4; k++) {
    gl.glEvalMesh1(gl.GL_LINE, 0, 12);
    gl.glRotatef(90, 0, 0, 1);
  }
  // A patch whose corners have weights 1, 2, 2, 4: straight edges, points pulled towards heavy corners.
  gl.glMap2f(
    gl.GL_MAP2_VERTEX_4,
    0,
    1,
    4,
    2,
    0,
    1,
    8,
    2,
    [-0.5, -0.5, 0, 1, 1, -1, 0, 2, -1, 1, 0, 2, 2, 2, 0, 4],
  );
  gl.glMap2f(gl.GL_MAP2_COLOR_4, 0, 1, 4, 2, 0, 1, 8, 2, [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 1, 1, 1]);
  gl.glEnable(gl.GL_MAP2_VERTEX_4);
  gl.glEnable(gl.GL_MAP2_COLOR_4);
  gl.glMapGrid2f(8, 0, 1, 8, 0, 1);
  gl.glEvalMesh2(gl.GL_FILL, 0, 8, 0, 8);
}

/** A list holding glMap2, glMapGrid2 and glEvalMesh2; the array changes after compiling; called twice. */
function list(): void {
  const points = [-0.4, -0.4, 0, 0.4, -0.4, 0, -0.4, 0.4, 0, 0.4, 0.4, 0.5];
  const colours = [1, 0.5, 0, 1, 0, 0.5, 1, 1];
  const name = gl.glGenLists(1);
  gl.glNewList(name, gl.GL_COMPILE);
  gl.glMap2f(gl.GL_MAP2_VERTEX_3, 0, 1, 3, 2, 0, 1, 6, 2, points);
  gl.glMap2f(gl.GL_MAP2_COLOR_4, 0, 1, 4, 2, 0, 1, 4, 1, colours);
  gl.glEnable(gl.GL_MAP2_VERTEX_3);
  gl.glEnable(gl.GL_MAP2_COLOR_4);
  gl.glMapGrid2f(4, 0, 1, 4, 0, 1);
  gl.glEvalMesh2(gl.GL_FILL, 0, 4, 0, 4);
  gl.glEndList();
  points.fill(0);
  colours.fill(0);
  gl.glTranslatef(-0.45, -0.45, 0);
  gl.glCallList(name);
  gl.glTranslatef(0.9, 0.9, 0);
  gl.glRotatef(30, 0, 0, 1);
  gl.glCallList(name);
}

export const EVALUATOR_SCENES = [
  scene('eval-bezier-curve', curve, { kind: 'line-point' }),
  scene('eval-mesh-fill', meshFill),
  scene('eval-mesh-line', meshLine, { kind: 'line-point' }),
  scene('eval-mesh-point', meshPoint, { kind: 'line-point' }),
  scene('eval-colour-texture', colourTexture),
  scene('eval-rational', rational, { kind: 'line-point' }),
  scene('eval-list', list),
];
