// Spheres under every light type: the left sphere lit by a directional light, the middle one by a
// point light with quadratic attenuation, the right one by a spotlight (cutoff and exponent), each with
// ambient, diffuse and specular terms and the global ambient light.
import {
  GL_AMBIENT,
  GL_COLOR_BUFFER_BIT,
  GL_CONSTANT_ATTENUATION,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_DIFFUSE,
  GL_FRONT,
  GL_LIGHT_MODEL_AMBIENT,
  GL_LIGHT0,
  GL_LIGHT1,
  GL_LIGHT2,
  GL_LIGHTING,
  GL_LINEAR_ATTENUATION,
  GL_POSITION,
  GL_QUADRATIC_ATTENUATION,
  GL_SHININESS,
  GL_SPECULAR,
  GL_SPOT_CUTOFF,
  GL_SPOT_DIRECTION,
  GL_SPOT_EXPONENT,
  glClear,
  glClearColor,
  glDisable,
  glEnable,
  glLightf,
  glLightfv,
  glLightModelfv,
  glMaterialf,
  glMaterialfv,
  glPopMatrix,
  glPushMatrix,
  glTranslatef,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { perspective, sphere } from './gl-helpers.js';

/** The three lights, positioned in eye space (the modelview matrix is the identity when they are set). */
function placeLights(): void {
  glLightfv(GL_LIGHT0, GL_POSITION, [-1, 1, 1, 0]); // directional
  glLightfv(GL_LIGHT1, GL_POSITION, [0.8, 1, -4.4, 1]); // point, close above the middle sphere
  glLightf(GL_LIGHT1, GL_CONSTANT_ATTENUATION, 0.2);
  glLightf(GL_LIGHT1, GL_LINEAR_ATTENUATION, 0.3);
  glLightf(GL_LIGHT1, GL_QUADRATIC_ATTENUATION, 0.4);
  glLightfv(GL_LIGHT2, GL_POSITION, [2.6, 2, -1, 1]); // spot, aimed down at the right sphere
  glLightfv(GL_LIGHT2, GL_SPOT_DIRECTION, [-0.4, -2, -5]);
  glLightf(GL_LIGHT2, GL_SPOT_CUTOFF, 8);
  glLightf(GL_LIGHT2, GL_SPOT_EXPONENT, 2);
  for (const light of [GL_LIGHT0, GL_LIGHT1, GL_LIGHT2]) {
    glLightfv(light, GL_AMBIENT, [0.1, 0.1, 0.1, 1]);
    glLightfv(light, GL_SPECULAR, [1, 1, 1, 1]);
  }
  glLightfv(GL_LIGHT0, GL_DIFFUSE, [1, 0.9, 0.8, 1]);
  glLightfv(GL_LIGHT1, GL_DIFFUSE, [0.9, 0.9, 1, 1]);
  glLightfv(GL_LIGHT2, GL_DIFFUSE, [1, 1, 0.7, 1]);
}

export const lights: GlSample = {
  api: 'gl',
  name: 'lights',
  title: 'spheres under a directional, a point (attenuated) and a spot light',
  kind: 'filled',
  defaultSize: { width: 192, height: 96 },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    perspective(30, width / height, 1, 20);
    placeLights();
    glLightModelfv(GL_LIGHT_MODEL_AMBIENT, [0.1, 0.1, 0.1, 1]);
    glEnable(GL_LIGHTING);
    glEnable(GL_DEPTH_TEST);
    glMaterialfv(GL_FRONT, GL_AMBIENT, [0.3, 0.3, 0.3, 1]);
    glMaterialfv(GL_FRONT, GL_DIFFUSE, [0.8, 0.3, 0.2, 1]);
    glMaterialfv(GL_FRONT, GL_SPECULAR, [0.7, 0.7, 0.7, 1]);
    glMaterialf(GL_FRONT, GL_SHININESS, 30);
  },
  draw() {
    glClearColor(0.05, 0.05, 0.1, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    [GL_LIGHT0, GL_LIGHT1, GL_LIGHT2].forEach((light, i) => {
      glEnable(light);
      glPushMatrix();
      glTranslatef((i - 1) * 2.2, 0, -6);
      sphere(1, 24, 16);
      glPopMatrix();
      glDisable(light);
    });
  },
};
