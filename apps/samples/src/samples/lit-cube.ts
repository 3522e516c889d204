// Lit textured cube: a checkerboard texture modulated by per-vertex lighting (one positional light,
// specular highlights), depth-tested, back faces culled, spinning 40° per second about a tilted axis.
import {
  GL_COLOR_BUFFER_BIT,
  GL_CULL_FACE,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_DIFFUSE,
  GL_FRONT,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_POSITION,
  GL_SHININESS,
  GL_SPECULAR,
  GL_TEXTURE_2D,
  glClear,
  glClearColor,
  glEnable,
  glLightfv,
  glMaterialf,
  glMaterialfv,
  glPopMatrix,
  glPushMatrix,
  glRotatef,
  glTranslatef,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { checkerTexels, cube, perspective, texture2d } from './gl-helpers.js';

export const litCube: GlSample = {
  api: 'gl',
  name: 'lit-cube',
  title: 'textured cube, per-vertex lighting modulating a bilinear texture, spinning',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: true,
  referenceFrame: 30,
  setup(width, height) {
    perspective(40, width / height, 1, 20);
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_CULL_FACE);
    glEnable(GL_LIGHTING);
    glEnable(GL_LIGHT0);
    glLightfv(GL_LIGHT0, GL_POSITION, [2, 3, 4, 1]);
    glLightfv(GL_LIGHT0, GL_SPECULAR, [1, 1, 1, 1]);
    glMaterialfv(GL_FRONT, GL_DIFFUSE, [1, 1, 1, 1]);
    glMaterialfv(GL_FRONT, GL_SPECULAR, [0.6, 0.6, 0.6, 1]);
    glMaterialf(GL_FRONT, GL_SHININESS, 24);
    texture2d(32, checkerTexels(32, 8, [250, 210, 60, 255], [40, 110, 200, 255]), true);
    glEnable(GL_TEXTURE_2D);
  },
  draw(_frame, time) {
    glClearColor(0.1, 0.1, 0.15, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glPushMatrix();
    glTranslatef(0, 0, -6);
    glRotatef(30 + 40 * time, 1, 1, 0.3);
    cube();
    glPopMatrix();
  },
};
