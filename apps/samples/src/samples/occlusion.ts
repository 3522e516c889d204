// Occlusion-query culling: a wall hides part of a grid of cubes. For each cube, its bounding box is
// drawn with colour and depth writes off inside a GL_SAMPLES_PASSED query, and the cube itself is drawn
// only if some sample passed. A strip along the bottom shows each cube's verdict: green drawn, red culled.
import {
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_MODELVIEW,
  GL_PROJECTION,
  GL_QUADS,
  GL_QUERY_RESULT,
  GL_SAMPLES_PASSED,
  glBegin,
  glBeginQuery,
  glClear,
  glClearColor,
  glColor3f,
  glColorMask,
  glDepthMask,
  glDisable,
  glEnable,
  glEnd,
  glEndQuery,
  glGenQueries,
  glGetQueryObjectuiv,
  glLoadIdentity,
  glMatrixMode,
  glOrtho,
  glPopMatrix,
  glPushMatrix,
  glRotatef,
  glScalef,
  glTranslatef,
  glVertex2f,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { cube, perspective } from './gl-helpers.js';

const COLUMNS = 5;
const ROWS = 3;

/** The centre of cube `i`: a 5 × 3 grid behind the wall. */
function cubeCentre(i: number): [number, number, number] {
  return [-3.2 + 1.6 * (i % COLUMNS), -1.6 + 1.6 * Math.floor(i / COLUMNS), -10];
}

let queries = new Uint32Array(0);
let window = { width: 1, height: 1 };

export const occlusion: GlSample = {
  api: 'gl',
  name: 'occlusion',
  title: 'occlusion queries cull cubes hidden behind a wall (strip: green drawn, red culled)',
  kind: 'filled',
  defaultSize: { width: 160, height: 128 },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    window = { width, height };
    queries = new Uint32Array(COLUMNS * ROWS);
    glGenQueries(queries.length, queries);
    glEnable(GL_DEPTH_TEST);
  },
  draw() {
    const drawn: boolean[] = [];
    glClearColor(0.12, 0.12, 0.16, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    perspective(45, window.width / window.height, 1, 30);
    glColor3f(0.55, 0.55, 0.6); // the occluder
    glBegin(GL_QUADS);
    glVertex3f(-1.5, -2, -6);
    glVertex3f(1.5, -2, -6);
    glVertex3f(1.5, 0.45, -6);
    glVertex3f(-1.5, 0.45, -6);
    glEnd();

    for (let i = 0; i < queries.length; i++) {
      const [x, y, z] = cubeCentre(i);
      glPushMatrix();
      glTranslatef(x, y, z);
      glColorMask(false, false, false, false); // the bounding box, tested only
      glDepthMask(false);
      glBeginQuery(GL_SAMPLES_PASSED, queries[i]!);
      glScalef(0.55, 0.55, 0.55);
      cube();
      glEndQuery(GL_SAMPLES_PASSED);
      glColorMask(true, true, true, true);
      glDepthMask(true);
      const samples = new Uint32Array(1);
      glGetQueryObjectuiv(queries[i]!, GL_QUERY_RESULT, samples);
      drawn.push(samples[0]! > 0);
      if (samples[0]! > 0) {
        glRotatef(30, 1, 1, 0); // the cube itself, turned inside its box
        glScalef(0.45, 0.45, 0.45);
        glColor3f(0.3 + 0.05 * i, 0.6, 0.9 - 0.05 * i);
        cube();
      }
      glPopMatrix();
    }

    glDisable(GL_DEPTH_TEST); // the verdict strip, in window pixels
    glMatrixMode(GL_PROJECTION);
    glLoadIdentity();
    glOrtho(0, window.width, 0, window.height, -1, 1);
    glMatrixMode(GL_MODELVIEW);
    glLoadIdentity();
    drawn.forEach((visible, i) => {
      glColor3f(visible ? 0.2 : 0.9, visible ? 0.8 : 0.2, 0.2);
      glBegin(GL_QUADS);
      glVertex2f(5 + 10 * i, 3);
      glVertex2f(13 + 10 * i, 3);
      glVertex2f(13 + 10 * i, 9);
      glVertex2f(5 + 10 * i, 9);
      glEnd();
    });
    glEnable(GL_DEPTH_TEST);
  },
};
