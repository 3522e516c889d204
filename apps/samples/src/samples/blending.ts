// Blending and alpha-tested foliage: three translucent panes blended back to front over a checkered
// ground, and crossed "leaf" quads whose texture alpha is cut out by the alpha test (GL_GREATER 0.5),
// depth-tested against each other.
import {
  GL_ALPHA_TEST,
  GL_BLEND,
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_GREATER,
  GL_ONE_MINUS_SRC_ALPHA,
  GL_QUADS,
  GL_SRC_ALPHA,
  GL_TEXTURE_2D,
  glAlphaFunc,
  glBegin,
  glBindTexture,
  glBlendFunc,
  glClear,
  glClearColor,
  glColor4f,
  glDepthMask,
  glDisable,
  glEnable,
  glEnd,
  glRotatef,
  glTexCoord2f,
  glTranslatef,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { checkerTexels, perspective, texture2d } from './gl-helpers.js';

/** Leaf centres (x, y) and radius in texels of the 32 × 32 foliage texture. */
const LEAVES = [
  [8, 8, 6],
  [22, 10, 7],
  [15, 20, 8],
  [7, 25, 5],
  [25, 25, 5],
] as const;

/** 32 × 32 RGBA texels: green discs (opaque, shaded by distance from their centre) on transparent black. */
function foliageTexels(): Uint8Array {
  const texels = new Uint8Array(32 * 32 * 4);
  for (let y = 0; y < 32; y++)
    for (let x = 0; x < 32; x++)
      for (const [cx, cy, r] of LEAVES) {
        const d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy);
        if (d2 <= r * r) texels.set([40, 120 + 4 * (r * r - d2), 30, 255], (y * 32 + x) * 4);
      }
  return texels;
}

let ground = 0;
let foliage = 0;

/** A textured quad in the plane z = 0 spanning x0..x1, y0..y1, texture repeated `repeat` times. */
function quad(x0: number, y0: number, x1: number, y1: number, repeat: number): void {
  glBegin(GL_QUADS);
  glTexCoord2f(0, 0);
  glVertex3f(x0, y0, 0);
  glTexCoord2f(repeat, 0);
  glVertex3f(x1, y0, 0);
  glTexCoord2f(repeat, repeat);
  glVertex3f(x1, y1, 0);
  glTexCoord2f(0, repeat);
  glVertex3f(x0, y1, 0);
  glEnd();
}

export const blending: GlSample = {
  api: 'gl',
  name: 'blending',
  title: 'translucent panes blended back to front, alpha-tested foliage',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    perspective(45, width / height, 1, 30);
    ground = texture2d(16, checkerTexels(16, 4, [200, 200, 190, 255], [90, 90, 100, 255]), false);
    foliage = texture2d(32, foliageTexels(), true);
    glEnable(GL_DEPTH_TEST);
    glAlphaFunc(GL_GREATER, 0.5);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  },
  draw() {
    glClearColor(0.5, 0.7, 0.9, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glTranslatef(0, -1, -7);
    glColor4f(1, 1, 1, 1);
    glEnable(GL_TEXTURE_2D);

    glBindTexture(GL_TEXTURE_2D, ground); // the ground, lying flat
    glRotatef(-90, 1, 0, 0);
    quad(-4, -4, 4, 4, 4);
    glRotatef(90, 1, 0, 0);

    glBindTexture(GL_TEXTURE_2D, foliage); // a bush: two crossed quads of leaves
    glEnable(GL_ALPHA_TEST);
    glTranslatef(1.4, 0, -0.5);
    for (const angle of [30, 120]) {
      glRotatef(angle, 0, 1, 0);
      quad(-1.2, 0, 1.2, 2.4, 1);
      glRotatef(-angle, 0, 1, 0);
    }
    glTranslatef(-1.4, 0, 0.5);
    glDisable(GL_ALPHA_TEST);
    glDisable(GL_TEXTURE_2D);

    glEnable(GL_BLEND); // translucent panes, farthest first, not writing depth
    glDepthMask(false);
    const panes = [
      [0.9, 0.2, 0.2, 0.5, -2],
      [0.2, 0.9, 0.2, 0.4, -1.2],
      [0.2, 0.3, 0.9, 0.6, -0.4],
    ] as const;
    for (const [r, g, b, a, x] of panes) {
      glColor4f(r, g, b, a);
      glTranslatef(x, 0.3, x + 1.5);
      quad(-1, 0, 1, 1.6, 1);
      glTranslatef(-x, -0.3, -x - 1.5);
    }
    glDepthMask(true);
    glDisable(GL_BLEND);
  },
};
