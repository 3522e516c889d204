// Feedback as vector export: a lit sphere is drawn in GL_FEEDBACK mode (GL_3D_COLOR), which draws
// nothing but returns each front-facing triangle in window coordinates with its lit vertex colours —
// what a program would write to an SVG or PostScript file. The returned tokens are then drawn back in
// GL_RENDER mode as 2D: every polygon filled with its colours, outlined in dark lines.
import {
  GL_3D_COLOR,
  GL_BACK,
  GL_COLOR_BUFFER_BIT,
  GL_CULL_FACE,
  GL_DIFFUSE,
  GL_FEEDBACK,
  GL_FRONT,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_LINE_LOOP,
  GL_MODELVIEW,
  GL_POLYGON,
  GL_POLYGON_TOKEN,
  GL_POSITION,
  GL_PROJECTION,
  GL_RENDER,
  GL_SHININESS,
  GL_SPECULAR,
  GL_VIEWPORT,
  glBegin,
  glClear,
  glClearColor,
  glColor4f,
  glCullFace,
  glDisable,
  glEnable,
  glEnd,
  glFeedbackBuffer,
  glGetIntegerv,
  glLightfv,
  glLoadIdentity,
  glMaterialf,
  glMaterialfv,
  glMatrixMode,
  glOrtho,
  glPopMatrix,
  glPushMatrix,
  glRenderMode,
  glRotatef,
  glTranslatef,
  glVertex2f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { perspective, sphere } from './gl-helpers.js';

const BUFFER_SIZE = 32768;
/** Floats per GL_3D_COLOR vertex: x, y, z, r, g, b, a. */
const VERTEX = 7;

/** The polygons of a feedback buffer (only POLYGON_TOKEN: the sphere gives nothing else). */
function polygons(buffer: Float32Array, count: number): Float32Array[] {
  const out: Float32Array[] = [];
  let at = 0;
  while (at < count) {
    const token = buffer[at]!;
    if (token !== GL_POLYGON_TOKEN) break;
    const n = buffer[at + 1]!;
    out.push(buffer.subarray(at + 2, at + 2 + n * VERTEX));
    at += 2 + n * VERTEX;
  }
  return out;
}

export const feedback: GlSample = {
  api: 'gl',
  name: 'feedback',
  title: 'a lit sphere captured in GL_FEEDBACK mode and drawn back as 2D vector polygons',
  kind: 'lines-points',
  defaultSize: { width: 160, height: 160 },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    perspective(35, width / height, 1, 20);
  },
  draw() {
    const viewport = new Int32Array(4);
    glGetIntegerv(GL_VIEWPORT, viewport);
    const width = viewport[2]!;
    const height = viewport[3]!;
    const buffer = new Float32Array(BUFFER_SIZE);
    glFeedbackBuffer(BUFFER_SIZE, GL_3D_COLOR, buffer);
    glRenderMode(GL_FEEDBACK);
    glEnable(GL_LIGHTING);
    glEnable(GL_LIGHT0);
    glEnable(GL_CULL_FACE);
    glCullFace(GL_BACK);
    glLightfv(GL_LIGHT0, GL_POSITION, [-2, 3, 4, 0]);
    glLightfv(GL_LIGHT0, GL_SPECULAR, [1, 1, 1, 1]);
    glMaterialfv(GL_FRONT, GL_DIFFUSE, [0.2, 0.6, 0.9, 1]);
    glMaterialfv(GL_FRONT, GL_SPECULAR, [0.8, 0.8, 0.8, 1]);
    glMaterialf(GL_FRONT, GL_SHININESS, 20);
    glPushMatrix();
    glTranslatef(0, 0, -6);
    glRotatef(30, 1, 0, 0);
    glRotatef(20, 0, 1, 0);
    sphere(1.6, 14, 10);
    glPopMatrix();
    const count = glRenderMode(GL_RENDER);
    glDisable(GL_LIGHTING);
    glDisable(GL_CULL_FACE);

    glClearColor(0.97, 0.96, 0.92, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    glMatrixMode(GL_PROJECTION);
    glPushMatrix();
    glLoadIdentity();
    glOrtho(0, width, 0, height, -1, 1);
    glMatrixMode(GL_MODELVIEW);
    glPushMatrix();
    glLoadIdentity();
    for (const polygon of polygons(buffer, count)) {
      const n = polygon.length / VERTEX;
      glBegin(GL_POLYGON);
      for (let v = 0; v < n; v++) {
        const p = polygon.subarray(v * VERTEX);
        glColor4f(p[3]!, p[4]!, p[5]!, p[6]!);
        glVertex2f(p[0]!, p[1]!);
      }
      glEnd();
      glColor4f(0.1, 0.15, 0.25, 1);
      glBegin(GL_LINE_LOOP);
      for (let v = 0; v < n; v++) glVertex2f(polygon[v * VERTEX]!, polygon[v * VERTEX + 1]!);
      glEnd();
    }
    glPopMatrix();
    glMatrixMode(GL_PROJECTION);
    glPopMatrix();
    glMatrixMode(GL_MODELVIEW);
  },
};
