// Depth of field with the accumulation buffer (the Red Book's dof.c): five lit spheres in a row going
// away from the eye over a checkered floor, drawn eight times from eye positions spread around the
// centre while the plane 5 units away stays in place, each picture added at 1/8: the sphere on that
// plane stays sharp, the others blur more the farther they are from it. Its C twin is
// depth_of_field() in reference/samples.c.
import {
  GL_ACCUM,
  GL_ACCUM_BUFFER_BIT,
  GL_AMBIENT_AND_DIFFUSE,
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_FRONT,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_POSITION,
  GL_QUADS,
  GL_RETURN,
  glAccum,
  glBegin,
  glClear,
  glClearColor,
  glEnable,
  glEnd,
  glLightfv,
  glMaterialfv,
  glNormal3f,
  glPopMatrix,
  glPushMatrix,
  glTranslatef,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { accPerspective, JITTER_8 } from './accum-jitter.js';
import { sphere } from './gl-helpers.js';

let size = { width: 1, height: 1 };

const SPHERE_COLOURS: readonly (readonly number[])[] = [
  [0.9, 0.2, 0.2, 1],
  [0.9, 0.8, 0.2, 1],
  [0.2, 0.8, 0.3, 1],
  [0.2, 0.5, 0.9, 1],
  [0.7, 0.3, 0.9, 1],
];

/** A floor of 1 × 1 squares at y = -0.75, x in [-4, 4), z in [-13, -1), in two alternating greys. */
function floor(): void {
  glNormal3f(0, 1, 0);
  glBegin(GL_QUADS);
  for (let i = -4; i < 4; i++)
    for (let k = -13; k < -1; k++) {
      const grey = (i + k) % 2 === 0 ? 0.8 : 0.35;
      glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, [grey, grey, grey, 1]);
      glVertex3f(i, -0.75, k + 1);
      glVertex3f(i + 1, -0.75, k + 1);
      glVertex3f(i + 1, -0.75, k);
      glVertex3f(i, -0.75, k);
    }
  glEnd();
}

function scene(): void {
  floor();
  SPHERE_COLOURS.forEach((colour, i) => {
    glPushMatrix();
    glTranslatef(-1.5 + 0.9 * i, -0.25, -3.5 - 1.5 * i);
    glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, colour);
    sphere(0.5, 20, 14);
    glPopMatrix();
  });
}

export const depthOfField: GlSample = {
  api: 'gl',
  name: 'depth-of-field',
  title: 'accumulation buffer: 8 eye positions around a plane of focus (depth of field)',
  kind: 'filled',
  defaultSize: { width: 160, height: 120 },
  animated: false,
  referenceFrame: 0,
  context: { accumBits: 16 },
  setup(width, height) {
    size = { width, height };
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_LIGHTING);
    glEnable(GL_LIGHT0);
    glLightfv(GL_LIGHT0, GL_POSITION, [0.5, 2, 1, 0]);
    glClearColor(0.1, 0.1, 0.2, 1);
  },
  draw() {
    glClear(GL_ACCUM_BUFFER_BIT);
    for (const [x, y] of JITTER_8) {
      glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
      const jitter = { pixdx: 0, pixdy: 0, eyedx: 0.33 * x, eyedy: 0.33 * y, focus: 5 };
      accPerspective(45, size.width / size.height, 1, 15, jitter, size.width, size.height);
      scene();
      glAccum(GL_ACCUM, 1 / JITTER_8.length);
    }
    glAccum(GL_RETURN, 1);
  },
};
