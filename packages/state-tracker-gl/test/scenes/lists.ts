// Scenes of display lists: nested lists with matrix changes, GL_COMPILE_AND_EXECUTE (and the current
// colour a list leaves behind), glListBase with glCallLists of two name types.
import * as gl from '../../src/index.js';
import { colouredVertex } from './helpers.js';
import { scene } from './scene.js';

/** A list of one triangle, called three times by a second list under pushed transforms, twice. */
function nested(): void {
  const base = gl.glGenLists(2);
  gl.glNewList(base, gl.GL_COMPILE);
  gl.glBegin(gl.GL_TRIANGLES);
  colouredVertex(-0.3, -0.25);
  colouredVertex(0.3, -0.25);
  colouredVertex(0, 0.3);
  gl.glEnd();
  gl.glEndList();
  gl.glNewList(base + 1, gl.GL_COMPILE);
  for (let i = 0; i < 3; i++) {
    gl.glPushMatrix();
    gl.glTranslatef(-0.55 + 0.55 * i, 0.45 - 0.3 * i, 0);
    gl.glRotatef(40 * i, 0, 0, 1);
    gl.glCallList(base);
    gl.glPopMatrix();
  }
  gl.glEndList();
  gl.glCallList(base + 1);
  gl.glTranslatef(0.2, -0.55, 0);
  gl.glScalef(0.5, 0.5, 1);
  gl.glCallList(base + 1);
}

/** A list drawn while it is compiled, called twice more; afterwards the current colour is the list's. */
function compileAndExecute(): void {
  const list = gl.glGenLists(1);
  gl.glNewList(list, gl.GL_COMPILE_AND_EXECUTE);
  gl.glColor3f(1, 0.4, 0.1);
  gl.glRectf(-0.85, -0.85, -0.35, -0.35);
  gl.glTranslatef(0.35, 0.4, 0);
  gl.glEndList();
  gl.glColor3f(0, 1, 0);
  gl.glCallList(list);
  gl.glCallList(list);
  gl.glLoadIdentity();
  gl.glRectf(0.5, -0.9, 0.9, -0.5);
}

/** Four "glyph" lists that draw a triangle and advance, called as strings of bytes and of shorts. */
function callLists(): void {
  const base = gl.glGenLists(4);
  for (let k = 0; k < 4; k++) {
    gl.glNewList(base + k, gl.GL_COMPILE);
    gl.glColor3f(1 - 0.3 * k, 0.3 * k, 0.5);
    gl.glBegin(gl.GL_TRIANGLES);
    gl.glVertex2f(0, 0);
    gl.glVertex2f(0.24, 0.08 * k);
    gl.glVertex2f(0.05 * k, 0.35);
    gl.glEnd();
    gl.glTranslatef(0.27, 0, 0);
    gl.glEndList();
  }
  gl.glTranslatef(-0.95, 0.3, 0);
  gl.glListBase(base);
  gl.glCallLists(7, gl.GL_UNSIGNED_BYTE, new Uint8Array([0, 1, 2, 3, 2, 1, 0]));
  gl.glLoadIdentity();
  gl.glTranslatef(-0.95, -0.5, 0);
  gl.glListBase(base + 1);
  gl.glCallLists(4, gl.GL_SHORT, new Int16Array([2, 1, 0, -1]));
}

export const LIST_SCENES = [
  scene('lists-nested', nested),
  scene('lists-compile-and-execute', compileAndExecute),
  scene('lists-call-lists', callLists),
];
