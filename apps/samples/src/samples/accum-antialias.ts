// Accumulation-buffer antialiasing (the Red Book's accpersp.c): a lit sphere and cube drawn eight times,
// the projection moved by a different sub-pixel offset each time, each picture added to the
// accumulation buffer at 1/8 and the sum returned; double-buffered, so the frame is shown by the swap.
// Its C twin is accum_antialias() in reference/samples.c.
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
  GL_RETURN,
  GL_SHININESS,
  GL_SPECULAR,
  glAccum,
  glClear,
  glClearColor,
  glEnable,
  glLightfv,
  glMaterialf,
  glMaterialfv,
  glPopMatrix,
  glPushMatrix,
  glRotatef,
  glScalef,
  glTranslatef,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { accPerspective, JITTER_8 } from './accum-jitter.js';
import { cube, sphere } from './gl-helpers.js';

let size = { width: 1, height: 1 };

function objects(): void {
  glPushMatrix();
  glTranslatef(-0.9, -0.2, -5);
  glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, [0.9, 0.3, 0.2, 1]);
  sphere(1, 24, 16);
  glPopMatrix();
  glPushMatrix();
  glTranslatef(1.1, 0.4, -6);
  glRotatef(35, 1, 1, 0);
  glScalef(0.8, 0.8, 0.8);
  glMaterialfv(GL_FRONT, GL_AMBIENT_AND_DIFFUSE, [0.3, 0.6, 1, 1]);
  cube();
  glPopMatrix();
}

export const accumAntialias: GlSample = {
  api: 'gl',
  name: 'accum-antialias',
  title: 'accumulation buffer: scene jittered over 8 sub-pixel offsets (antialiasing), double-buffered',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: false,
  referenceFrame: 0,
  context: { accumBits: 16, doubleBuffer: true },
  setup(width, height) {
    size = { width, height };
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_LIGHTING);
    glEnable(GL_LIGHT0);
    glLightfv(GL_LIGHT0, GL_POSITION, [0, 3, 3, 0]);
    glMaterialfv(GL_FRONT, GL_SPECULAR, [1, 1, 1, 1]);
    glMaterialf(GL_FRONT, GL_SHININESS, 50);
    glClearColor(0, 0, 0, 1);
  },
  draw() {
    glClear(GL_ACCUM_BUFFER_BIT);
    for (const [pixdx, pixdy] of JITTER_8) {
      glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
      accPerspective(
        50,
        size.width / size.height,
        1,
        15,
        { pixdx, pixdy, eyedx: 0, eyedy: 0, focus: 1 },
        size.width,
        size.height,
      );
      objects();
      glAccum(GL_ACCUM, 1 / JITTER_8.length);
    }
    glAccum(GL_RETURN, 1);
  },
};
