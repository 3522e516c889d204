// Stencil reflection: the floor is drawn into the stencil buffer only, the spinning cube is drawn
// mirrored below the floor where the stencil says floor, the floor is blended over its reflection, and
// the real cube is drawn on top — stencil test, mirrored winding, blending and lighting together.
import {
  GL_ALWAYS,
  GL_AMBIENT_AND_DIFFUSE,
  GL_BLEND,
  GL_CCW,
  GL_COLOR_BUFFER_BIT,
  GL_CULL_FACE,
  GL_CW,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_EQUAL,
  GL_FRONT,
  GL_KEEP,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_ONE_MINUS_SRC_ALPHA,
  GL_POSITION,
  GL_QUADS,
  GL_REPLACE,
  GL_SRC_ALPHA,
  GL_STENCIL_BUFFER_BIT,
  GL_STENCIL_TEST,
  glBegin,
  glBlendFunc,
  glClear,
  glClearColor,
  glColor4f,
  glColorMask,
  glDepthMask,
  glDisable,
  glEnable,
  glEnd,
  glFrontFace,
  glLightfv,
  glMaterialfv,
  glNormal3f,
  glPopMatrix,
  glPushMatrix,
  glRotatef,
  glScalef,
  glStencilFunc,
  glStencilOp,
  glTranslatef,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { cube, perspective } from './gl-helpers.js';

/** The floor: a square in the plane y = 0 facing up. */
function floor(): void {
  glBegin(GL_QUADS);
  glNormal3f(0, 1, 0);
  glVertex3f(-2.5, 0, 2.5);
  glVertex3f(2.5, 0, 2.5);
  glVertex3f(2.5, 0, -2.5);
  glVertex3f(-2.5, 0, -2.5);
  glEnd();
}

/** The cube floating above the floor, turned by `angle` degrees, with the light placed in the same frame. */
function object(angle: number): void {
  glLightfv(GL_LIGHT0, GL_POSITION, [1, 3, 2, 0]);
  glEnable(GL_LIGHTING);
  glPushMatrix();
  glTranslatef(0, 1.4, 0);
  glRotatef(angle, 0.3, 1, 0.2);
  glScalef(0.7, 0.7, 0.7);
  cube();
  glPopMatrix();
  glDisable(GL_LIGHTING);
}

export const stencilReflection: GlSample = {
  api: 'gl',
  name: 'stencil-reflection',
  title: 'a cube mirrored in the floor through the stencil buffer, floor blended over',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: true,
  referenceFrame: 45,
  setup(width, height) {
    perspective(40, width / height, 1, 30);
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_CULL_FACE);
    glEnable(GL_LIGHT0);
    glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, [0.9, 0.5, 0.1, 1]);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  },
  draw(_frame, time) {
    const angle = 60 * time;
    glClearColor(0.15, 0.15, 0.2, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
    glPushMatrix();
    glTranslatef(0, -1, -8);
    glRotatef(25, 1, 0, 0);

    glEnable(GL_STENCIL_TEST); // the floor marks stencil 1, nothing else
    glStencilFunc(GL_ALWAYS, 1, 0xff);
    glStencilOp(GL_KEEP, GL_KEEP, GL_REPLACE);
    glColorMask(false, false, false, false);
    glDepthMask(false);
    floor();
    glColorMask(true, true, true, true);
    glDepthMask(true);

    glStencilFunc(GL_EQUAL, 1, 0xff); // the reflection, only on the floor
    glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
    glPushMatrix();
    glScalef(1, -1, 1);
    glFrontFace(GL_CW);
    object(angle);
    glFrontFace(GL_CCW);
    glPopMatrix();
    glDisable(GL_STENCIL_TEST);

    glEnable(GL_BLEND); // the floor over its reflection
    glColor4f(0.3, 0.5, 0.7, 0.7);
    floor();
    glDisable(GL_BLEND);

    object(angle);
    glPopMatrix();
  },
};
