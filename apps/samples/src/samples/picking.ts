// Picking with selection mode: a few window points are picked as a classic program picks with the mouse
// — a pick matrix built from the viewport (what gluPickMatrix makes) narrows the projection to a 6×6
// pixel square around each point, the scene is drawn in GL_SELECT mode with one name per object, and the
// hit records (name, nearest and farthest depth) say what lies under the point. The scene is then drawn
// in GL_RENDER mode: the nearest object under a point in yellow, objects behind it in orange, the rest
// in blue, with a white cross at each point.
import {
  GL_AMBIENT_AND_DIFFUSE,
  GL_COLOR_BUFFER_BIT,
  GL_COLOR_MATERIAL,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_FRONT,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_LINES,
  GL_MODELVIEW,
  GL_POSITION,
  GL_PROJECTION,
  GL_RENDER,
  GL_SELECT,
  GL_VIEWPORT,
  glBegin,
  glClear,
  glClearColor,
  glColor3f,
  glColorMaterial,
  glDisable,
  glEnable,
  glEnd,
  glFrustum,
  glGetIntegerv,
  glInitNames,
  glLightfv,
  glLoadIdentity,
  glLoadName,
  glMatrixMode,
  glOrtho,
  glPopMatrix,
  glPushMatrix,
  glPushName,
  glRenderMode,
  glRotatef,
  glScalef,
  glSelectBuffer,
  glTranslatef,
  glVertex2f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { cube } from './gl-helpers.js';

/** The objects (name i + 1): position, half-size and turn about the vertical axis in degrees. */
const OBJECTS = [
  [-2.2, 1, -9, 0.7, 20],
  [0, 1.1, -10, 0.8, 40],
  [2.3, 1, -9, 0.6, 10],
  [-2, -1.2, -9, 0.7, 60],
  [0.3, -1, -8, 0.6, 30],
  [0.9, -1.4, -12, 1, 15],
  [2.4, -1.1, -10, 0.7, 45],
] as const;

/** Pick points as fractions of the window (from its bottom left). */
const PICKS = [
  [0.2, 0.7],
  [0.52, 0.31],
  [0.66, 0.27],
  [0.85, 0.3],
] as const;

const PICK_SIZE = 6;

/** The projection every pass uses (after the pick matrix in SELECT mode). */
function frustum(width: number, height: number): void {
  const aspect = width / height;
  glFrustum(-0.4 * aspect, 0.4 * aspect, -0.4, 0.4, 1, 30);
}

/** gluPickMatrix(x, y, w, h, viewport): multiplies the current matrix. */
function pickMatrix(x: number, y: number, w: number, h: number, viewport: Int32Array): void {
  glTranslatef((viewport[2]! - 2 * (x - viewport[0]!)) / w, (viewport[3]! - 2 * (y - viewport[1]!)) / h, 0);
  glScalef(viewport[2]! / w, viewport[3]! / h, 1);
}

function drawObjects(colors: readonly (readonly number[])[] | null): void {
  OBJECTS.forEach(([x, y, z, size, turn], i) => {
    if (colors) glColor3f(colors[i]![0]!, colors[i]![1]!, colors[i]![2]!);
    else glLoadName(i + 1);
    glPushMatrix();
    glTranslatef(x, y, z);
    glRotatef(turn, 0, 1, 0);
    glRotatef(25, 1, 0, 0);
    glScalef(size, size, size);
    cube();
    glPopMatrix();
  });
}

/** The names under window point (x, y), the nearest first: [nearest, ...others]. */
function pick(x: number, y: number, width: number, height: number): number[] {
  const buffer = new Uint32Array(256);
  const viewport = new Int32Array(4);
  glGetIntegerv(GL_VIEWPORT, viewport);
  glSelectBuffer(256, buffer);
  glRenderMode(GL_SELECT);
  glInitNames();
  glPushName(0);
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  pickMatrix(x, y, PICK_SIZE, PICK_SIZE, viewport);
  frustum(width, height);
  glMatrixMode(GL_MODELVIEW);
  drawObjects(null);
  const hits = glRenderMode(GL_RENDER);
  const found: { name: number; near: number }[] = [];
  for (let h = 0, at = 0; h < hits; h++) {
    const names = buffer[at]!;
    found.push({ name: buffer[at + 3]!, near: buffer[at + 1]! });
    at += 3 + names;
  }
  let nearest = 0;
  found.forEach((f, i) => {
    if (f.near < found[nearest]!.near) nearest = i;
  });
  if (found.length === 0) return [];
  return [found[nearest]!.name, ...found.filter((_, i) => i !== nearest).map((f) => f.name)];
}

export const picking: GlSample = {
  api: 'gl',
  name: 'picking',
  title: 'picking objects in GL_SELECT mode with a pick matrix, hits drawn highlighted',
  kind: 'filled',
  defaultSize: { width: 192, height: 144 },
  animated: false,
  referenceFrame: 0,
  setup() {
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_LIGHTING);
    glEnable(GL_LIGHT0);
    glColorMaterial(GL_FRONT, GL_AMBIENT_AND_DIFFUSE);
    glEnable(GL_COLOR_MATERIAL);
  },
  draw() {
    const viewport = new Int32Array(4);
    glGetIntegerv(GL_VIEWPORT, viewport);
    const width = viewport[2]!;
    const height = viewport[3]!;
    glMatrixMode(GL_MODELVIEW);
    glLoadIdentity();
    const colors = OBJECTS.map(() => [0.35, 0.45, 0.75]);
    for (const [fx, fy] of PICKS) {
      const [nearest, ...behind] = pick(fx * width, fy * height, width, height);
      for (const name of behind) if (colors[name - 1]![0] !== 1) colors[name - 1] = [0.95, 0.5, 0.1];
      if (nearest) colors[nearest - 1] = [1, 0.85, 0.1];
    }
    glClearColor(0.12, 0.12, 0.16, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glMatrixMode(GL_PROJECTION);
    glLoadIdentity();
    frustum(width, height);
    glMatrixMode(GL_MODELVIEW);
    glLightfv(GL_LIGHT0, GL_POSITION, [-1, 2, 3, 0]);
    drawObjects(colors);
    // The pick points: white crosses in window coordinates.
    glDisable(GL_LIGHTING);
    glDisable(GL_DEPTH_TEST);
    glMatrixMode(GL_PROJECTION);
    glLoadIdentity();
    glOrtho(0, width, 0, height, -1, 1);
    glMatrixMode(GL_MODELVIEW);
    glColor3f(1, 1, 1);
    glBegin(GL_LINES);
    for (const [fx, fy] of PICKS) {
      const x = Math.floor(fx * width) + 0.5;
      const y = Math.floor(fy * height) + 0.5;
      glVertex2f(x - 4, y);
      glVertex2f(x + 5, y);
      glVertex2f(x, y - 4);
      glVertex2f(x, y + 5);
    }
    glEnd();
    glEnable(GL_LIGHTING);
    glEnable(GL_DEPTH_TEST);
  },
};
