// A display-list scene: one list holds a block, four nested lists stack it into towers of height 1 to
// 4 (each moving the next tower along), and glCallLists with glListBase lays out a small city from rows
// of tower heights given as bytes — geometry, colours and transforms all replayed from lists.
import {
  GL_AMBIENT_AND_DIFFUSE,
  GL_COLOR_BUFFER_BIT,
  GL_COLOR_MATERIAL,
  GL_COMPILE,
  GL_CULL_FACE,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_FRONT,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_POSITION,
  GL_UNSIGNED_BYTE,
  glCallList,
  glCallLists,
  glClear,
  glClearColor,
  glColor3f,
  glColorMaterial,
  glEnable,
  glEndList,
  glGenLists,
  glLightfv,
  glListBase,
  glNewList,
  glPopMatrix,
  glPushMatrix,
  glRotatef,
  glScalef,
  glTranslatef,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { cube, perspective } from './gl-helpers.js';

/** The city: one row of tower heights (1–4) per street, front street last. */
const STREETS = [
  [2, 4, 1, 3, 2, 4],
  [1, 3, 4, 2, 1, 2],
  [3, 1, 2, 4, 3, 1],
];

let towers = 0;

export const displayLists: GlSample = {
  api: 'gl',
  name: 'display-lists',
  title: 'a city of nested display lists called through glCallLists and glListBase',
  kind: 'filled',
  defaultSize: { width: 192, height: 128 },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    perspective(40, width / height, 1, 40);
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_CULL_FACE);
    glEnable(GL_LIGHTING);
    glEnable(GL_LIGHT0);
    glColorMaterial(GL_FRONT, GL_AMBIENT_AND_DIFFUSE);
    glEnable(GL_COLOR_MATERIAL);

    const block = glGenLists(1);
    glNewList(block, GL_COMPILE);
    glPushMatrix();
    glScalef(0.4, 0.5, 0.4);
    cube();
    glPopMatrix();
    glEndList();

    towers = glGenLists(4);
    for (let height = 1; height <= 4; height++) {
      glNewList(towers + height - 1, GL_COMPILE);
      glColor3f(0.3 + 0.15 * height, 0.8 - 0.1 * height, 0.4 + 0.1 * height);
      glPushMatrix();
      glTranslatef(0, 0.5, 0);
      for (let level = 0; level < height; level++) {
        glCallList(block);
        glTranslatef(0, 1, 0);
      }
      glPopMatrix();
      glTranslatef(1.2, 0, 0);
      glEndList();
    }
  },
  draw() {
    glClearColor(0.6, 0.7, 0.85, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glLightfv(GL_LIGHT0, GL_POSITION, [1, 2, 3, 0]);
    glPushMatrix();
    glTranslatef(0, -2.6, -13);
    glRotatef(25, 1, 0, 0);
    glRotatef(-25, 0, 1, 0);
    glListBase(towers - 1);
    STREETS.forEach((street, i) => {
      glPushMatrix();
      glTranslatef(-3, 0, -1.5 * (STREETS.length - 1 - i));
      glCallLists(street.length, GL_UNSIGNED_BYTE, street);
      glPopMatrix();
    });
    glPopMatrix();
  },
};
