// Scenes of the transform stage: glOrtho, glFrustum, rotate/translate/scale, the matrix stacks,
// glLoadMatrix/glMultMatrix (and their transpose forms) and glViewport.
import * as gl from '../../src/index.js';
import { scene } from './scene.js';

/** glOrtho in window units: shapes placed by pixel coordinates. */
function ortho(): void {
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glLoadIdentity();
  gl.glOrtho(0, 64, 0, 64, -1, 1);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glColor3f(1, 0, 0);
  gl.glRectf(4.3, 4.6, 30.2, 20.7);
  gl.glColor3f(0, 1, 0);
  gl.glRectf(34.3, 8.2, 60.1, 40.6);
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glColor3f(0, 0, 1);
  gl.glVertex2f(6.3, 26.1);
  gl.glColor3f(1, 1, 0);
  gl.glVertex2f(28.7, 30.2);
  gl.glColor3f(0, 1, 1);
  gl.glVertex2f(14.1, 59.4);
  gl.glEnd();
}

/** glFrustum: a floor receding to z = -12 (colour linear in z) and equal squares at three depths. */
function frustum(): void {
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glLoadIdentity();
  gl.glFrustum(-1, 1, -1, 1, 1.5, 20);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glBegin(gl.GL_QUADS);
  gl.glColor3f(1, 0, 0);
  gl.glVertex3f(-1, -1, -2);
  gl.glVertex3f(1, -1, -2);
  gl.glColor3f(0, 0, 1);
  gl.glVertex3f(1, -1, -12);
  gl.glVertex3f(-1, -1, -12);
  gl.glEnd();
  for (let i = 0; i < 3; i++) {
    gl.glPushMatrix();
    gl.glTranslatef(-1.2 + 1.1 * i, 0.2, -2.5 - 2.5 * i);
    gl.glColor3f(0.3 * i + 0.3, 1 - 0.3 * i, 0.5);
    gl.glRectf(-0.4, -0.4, 0.4, 0.4);
    gl.glPopMatrix();
  }
}

/** Translate, rotate about z and about a skew axis, scale non-uniformly (quad colours affine, so its split cannot matter). */
function rotateTranslateScale(): void {
  gl.glTranslatef(-0.5, 0.5, 0);
  gl.glRotatef(30, 0, 0, 1);
  gl.glScalef(0.4, 0.2, 1);
  gl.glColor3f(1, 0.5, 0);
  gl.glRectf(-1, -1, 1, 1);
  gl.glLoadIdentity();
  gl.glTranslatef(0.45, 0.4, 0);
  gl.glScalef(0.3, 0.5, 1);
  gl.glRotatef(-60, 0, 0, 1);
  gl.glColor3f(0, 0.8, 1);
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glVertex2f(-1, -0.8);
  gl.glVertex2f(1, -0.6);
  gl.glVertex2f(0.1, 1);
  gl.glEnd();
  gl.glLoadIdentity();
  gl.glTranslatef(0, -0.5, 0);
  gl.glRotatef(50, 1, 0.5, 0.2);
  gl.glScalef(0.35, 0.35, 0.35);
  gl.glBegin(gl.GL_QUADS);
  gl.glColor3f(1, 0, 0);
  gl.glVertex2f(-1, -1);
  gl.glColor3f(0, 1, 0);
  gl.glVertex2f(1, -1);
  gl.glColor3f(0, 1, 1);
  gl.glVertex2f(1, 1);
  gl.glColor3f(1, 0, 1);
  gl.glVertex2f(-1, 1);
  gl.glEnd();
}

/** One arm segment along +x from the current origin. */
function segment(r: number, g: number, b: number): void {
  gl.glColor3f(r, g, b);
  gl.glRectf(0, -0.06, 0.6, 0.06);
}

/** A jointed arm drawn with nested glPushMatrix/glPopMatrix, then a projection pushed and popped. */
function pushPop(): void {
  gl.glTranslatef(-0.8, -0.6, 0);
  segment(1, 1, 1);
  gl.glPushMatrix();
  gl.glTranslatef(0.6, 0, 0);
  gl.glRotatef(50, 0, 0, 1);
  segment(1, 0, 0);
  gl.glPushMatrix();
  gl.glTranslatef(0.6, 0, 0);
  gl.glRotatef(-80, 0, 0, 1);
  segment(0, 1, 0);
  gl.glPopMatrix();
  gl.glRotatef(40, 0, 0, 1);
  segment(0, 0, 1);
  gl.glPopMatrix();
  gl.glRotatef(-30, 0, 0, 1);
  gl.glScalef(0.5, 1, 1);
  segment(1, 1, 0);
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glPushMatrix();
  gl.glOrtho(-4, 4, -4, 4, -1, 1);
  segment(1, 0, 1);
  gl.glPopMatrix();
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glTranslatef(0, 1.2, 0);
  segment(0, 1, 1);
}

/** glLoadMatrixf (a shear, column-major), glMultTransposeMatrixf (row-major) and glMultMatrixd. */
function loadMultMatrix(): void {
  gl.glLoadMatrixf([1, 0, 0, 0, 0.5, 1, 0, 0, 0, 0, 1, 0, -0.3, -0.2, 0, 1]);
  gl.glColor3f(0.9, 0.3, 0.1);
  gl.glRectf(-0.6, -0.6, 0.2, 0.2);
  gl.glMultTransposeMatrixf([0.5, 0, 0, 0.4, 0, 0.5, 0, 0.5, 0, 0, 1, 0, 0, 0, 0, 1]);
  gl.glColor3f(0.2, 0.9, 0.3);
  gl.glRectf(-0.6, -0.6, 0.2, 0.2);
  gl.glMultMatrixd([0.8, 0.6, 0, 0, -0.6, 0.8, 0, 0, 0, 0, 1, 0, 0.9, -1.2, 0, 1]);
  gl.glColor3f(0.2, 0.4, 1);
  gl.glRectf(-0.6, -0.6, 0.2, 0.2);
}

/** The same triangle through two viewports. */
function viewport(): void {
  gl.glViewport(8, 4, 40, 24);
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glColor3f(1, 0, 0);
  gl.glVertex2f(-1, -1);
  gl.glColor3f(0, 1, 0);
  gl.glVertex2f(1, -1);
  gl.glColor3f(0, 0, 1);
  gl.glVertex2f(0, 1);
  gl.glEnd();
  gl.glViewport(40, 36, 20, 24);
  gl.glColor3f(1, 1, 0);
  gl.glRectf(-0.9, -0.9, 0.9, 0.9);
}

export const TRANSFORM_SCENES = [
  scene('transform-ortho', ortho),
  scene('transform-frustum', frustum),
  scene('transform-rotate-translate-scale', rotateTranslateScale),
  scene('transform-push-pop', pushPop),
  scene('transform-load-mult-matrix', loadMultMatrix),
  scene('transform-viewport', viewport),
];
