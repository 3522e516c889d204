// GLU quadrics: a sphere, a cylinder (a cone frustum), a disk and a partial disk in each of GLU's four
// draw styles, one style per row (filled with smooth normals and a mipmapped checker texture built by
// gluBuild2DMipmaps from a 24×24 image; lines with flat normals; silhouettes unlit; lit points), under
// one directional light, seen through gluPerspective and gluLookAt.

import {
  GLU_FILL,
  GLU_FLAT,
  GLU_INSIDE,
  GLU_LINE,
  GLU_NONE,
  GLU_OUTSIDE,
  GLU_POINT,
  GLU_SILHOUETTE,
  GLU_SMOOTH,
  type GLUquadric,
  gluBuild2DMipmaps,
  gluCylinder,
  gluDisk,
  gluLookAt,
  gluNewQuadric,
  gluPartialDisk,
  gluPerspective,
  gluQuadricDrawStyle,
  gluQuadricNormals,
  gluQuadricOrientation,
  gluQuadricTexture,
  gluSphere,
} from '@gallium-ts/glu';
import {
  GL_AMBIENT_AND_DIFFUSE,
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_FRONT_AND_BACK,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_LINEAR,
  GL_LINEAR_MIPMAP_LINEAR,
  GL_MODELVIEW,
  GL_POSITION,
  GL_PROJECTION,
  GL_RGB,
  GL_TEXTURE_2D,
  GL_TEXTURE_MAG_FILTER,
  GL_TEXTURE_MIN_FILTER,
  GL_UNPACK_ALIGNMENT,
  GL_UNSIGNED_BYTE,
  glBindTexture,
  glClear,
  glClearColor,
  glColor3f,
  glDisable,
  glEnable,
  glGenTextures,
  glLightfv,
  glLoadIdentity,
  glMaterialfv,
  glMatrixMode,
  glPixelStorei,
  glPointSize,
  glPopMatrix,
  glPushMatrix,
  glRotatef,
  glTexParameteri,
  glTranslatef,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';

/** Each row: draw style, normals, lit, textured. */
const ROWS: readonly [number, number, boolean, boolean][] = [
  [GLU_FILL, GLU_SMOOTH, true, true],
  [GLU_LINE, GLU_FLAT, true, false],
  [GLU_SILHOUETTE, GLU_NONE, false, false],
  [GLU_POINT, GLU_SMOOTH, true, false],
];

/** Each column's material colour. */
const COLOURS: readonly number[][] = [
  [0.9, 0.5, 0.3, 1],
  [0.4, 0.8, 0.4, 1],
  [0.4, 0.6, 1, 1],
  [1, 0.85, 0.3, 1],
];

/** A 24×24 RGB checkerboard of 4-texel cells (not a power of two: gluBuild2DMipmaps scales it to 32×32). */
function checkerRgb(): Uint8Array {
  const texels = new Uint8Array(24 * 24 * 3);
  for (let y = 0; y < 24; y++)
    for (let x = 0; x < 24; x++) {
      const light = ((x >> 2) + (y >> 2)) % 2 === 0;
      texels.set(light ? [255, 255, 255] : [90, 60, 140], (y * 24 + x) * 3);
    }
  return texels;
}

let quadric: GLUquadric;

/** Draws shape `column` (sphere, cylinder, disk, partial disk) at the origin. */
function drawShape(column: number): void {
  switch (column) {
    case 0:
      gluSphere(quadric, 0.8, 12, 8);
      break;
    case 1:
      glTranslatef(0, -0.7, 0);
      glRotatef(-70, 1, 0, 0);
      gluCylinder(quadric, 0.7, 0.35, 1.4, 12, 3);
      break;
    case 2:
      glRotatef(-20, 1, 0, 0);
      gluDisk(quadric, 0.3, 0.85, 14, 3);
      break;
    default:
      glRotatef(-20, 1, 0, 0);
      gluQuadricOrientation(quadric, GLU_INSIDE);
      glRotatef(180, 0, 1, 0);
      gluPartialDisk(quadric, 0.2, 0.85, 12, 2, 45, 250);
      gluQuadricOrientation(quadric, GLU_OUTSIDE);
  }
}

export const quadrics: GlSample = {
  api: 'gl',
  name: 'quadrics',
  title: 'GLU quadrics (sphere, cylinder, disk, partial disk) filled, lines, silhouettes and points',
  kind: 'lines-points',
  defaultSize: { width: 240, height: 200 },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    glMatrixMode(GL_PROJECTION);
    glLoadIdentity();
    gluPerspective(32, width / height, 1, 40);
    glMatrixMode(GL_MODELVIEW);
    glLoadIdentity();
    gluLookAt(0, 1, 18, 0, 0, 0, 0, 1, 0);
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_LIGHT0);
    glLightfv(GL_LIGHT0, GL_POSITION, [0.3, 0.6, 1, 0]);
    glPointSize(2);
    glBindTexture(GL_TEXTURE_2D, glGenTextures1());
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGB, 24, 24, GL_RGB, GL_UNSIGNED_BYTE, checkerRgb());
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    quadric = gluNewQuadric();
  },
  draw() {
    glClearColor(0.08, 0.08, 0.12, 1);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    ROWS.forEach(([style, normals, lit, textured], row) => {
      gluQuadricDrawStyle(quadric, style);
      gluQuadricNormals(quadric, normals);
      gluQuadricTexture(quadric, textured);
      if (lit) glEnable(GL_LIGHTING);
      else glDisable(GL_LIGHTING);
      if (textured) glEnable(GL_TEXTURE_2D);
      else glDisable(GL_TEXTURE_2D);
      for (let column = 0; column < 4; column++) {
        glMaterialfv(GL_FRONT_AND_BACK, GL_AMBIENT_AND_DIFFUSE, COLOURS[column]);
        glColor3f(COLOURS[column][0], COLOURS[column][1], COLOURS[column][2]);
        glPushMatrix();
        glTranslatef(-3.3 + 2.2 * column, 3.3 - 2.2 * row, 0);
        drawShape(column);
        glPopMatrix();
      }
    });
  },
};

/** One new texture name. */
function glGenTextures1(): number {
  const names = new Uint32Array(1);
  glGenTextures(1, names);
  return names[0];
}
