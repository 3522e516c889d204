// Mipmapped tunnel: the camera looks down a textured cylinder whose checkerboard recedes over many
// texels per pixel; GL_GENERATE_MIPMAP builds the chain and LINEAR_MIPMAP_LINEAR filters it. The
// texture matrix scrolls and turns the walls with time.
import {
  GL_COLOR_BUFFER_BIT,
  GL_GENERATE_MIPMAP,
  GL_LINEAR,
  GL_LINEAR_MIPMAP_LINEAR,
  GL_MODELVIEW,
  GL_QUAD_STRIP,
  GL_RGBA,
  GL_TEXTURE,
  GL_TEXTURE_2D,
  GL_TEXTURE_MAG_FILTER,
  GL_TEXTURE_MIN_FILTER,
  GL_TRUE,
  GL_UNSIGNED_BYTE,
  glBegin,
  glBindTexture,
  glClear,
  glClearColor,
  glColor3f,
  glEnable,
  glEnd,
  glGenTextures,
  glLoadIdentity,
  glMatrixMode,
  glTexCoord2f,
  glTexImage2D,
  glTexParameteri,
  glTranslatef,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { checkerTexels, perspective } from './gl-helpers.js';

const SEGMENTS = 16;
const RINGS = 24;
const LENGTH = 48;

export const tunnel: GlSample = {
  api: 'gl',
  name: 'tunnel',
  title: 'a mipmapped tunnel (GL_GENERATE_MIPMAP, trilinear filtering), scrolling',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: true,
  referenceFrame: 20,
  setup(width, height) {
    perspective(60, width / height, 0.1, 60);
    const name = new Uint32Array(1);
    glGenTextures(1, name);
    glBindTexture(GL_TEXTURE_2D, name[0]!);
    glTexParameteri(GL_TEXTURE_2D, GL_GENERATE_MIPMAP, GL_TRUE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    const texels = checkerTexels(64, 8, [240, 240, 230, 255], [200, 40, 40, 255]);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, 64, 64, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
    glEnable(GL_TEXTURE_2D);
  },
  draw(_frame, time) {
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    glMatrixMode(GL_TEXTURE);
    glLoadIdentity();
    glTranslatef(0.1 * time, time, 0);
    glMatrixMode(GL_MODELVIEW);
    glColor3f(1, 1, 1);
    for (let ring = 0; ring < RINGS; ring++) {
      glBegin(GL_QUAD_STRIP);
      for (let i = 0; i <= SEGMENTS; i++) {
        const angle = (i / SEGMENTS) * 2 * Math.PI;
        for (const r of [ring, ring + 1]) {
          glTexCoord2f((4 * i) / SEGMENTS, r / 2);
          glVertex3f(Math.cos(angle), Math.sin(angle), (-r * LENGTH) / RINGS);
        }
      }
      glEnd();
    }
  },
};
