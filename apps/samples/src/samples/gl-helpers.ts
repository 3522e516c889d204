// Small GL helpers the samples share — what GLU would give a C program: a perspective projection, a
// checkerboard texture, a sphere, a cube, and the triangles of a grid of vertices. Each has a function
// of the same name and numbers in reference/samples.c so that the Mesa twins draw the same geometry.
import {
  GL_LINEAR,
  GL_MODELVIEW,
  GL_NEAREST,
  GL_PROJECTION,
  GL_QUAD_STRIP,
  GL_QUADS,
  GL_RGBA,
  GL_TEXTURE_2D,
  GL_TEXTURE_MAG_FILTER,
  GL_TEXTURE_MIN_FILTER,
  GL_UNSIGNED_BYTE,
  glBegin,
  glBindTexture,
  glEnd,
  glFrustum,
  glGenTextures,
  glLoadIdentity,
  glMatrixMode,
  glNormal3f,
  glTexCoord2f,
  glTexImage2D,
  glTexParameteri,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';

/** gluPerspective: loads a projection of `fovy` degrees and resets the modelview matrix. */
export function perspective(fovy: number, aspect: number, near: number, far: number): void {
  const top = near * Math.tan((fovy * Math.PI) / 360);
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  glFrustum(-top * aspect, top * aspect, -top, top, near, far);
  glMatrixMode(GL_MODELVIEW);
  glLoadIdentity();
}

/** RGBA8 texels of a size × size checkerboard of `cell`-texel squares in two colours. */
export function checkerTexels(size: number, cell: number, a: number[], b: number[]): Uint8Array {
  const texels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      texels.set((Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? b : a, (y * size + x) * 4);
  return texels;
}

/** A new bound 2D texture holding `texels` (size × size RGBA8, one level), linear or nearest filtered. */
export function texture2d(size: number, texels: Uint8Array, linear: boolean): number {
  const name = new Uint32Array(1);
  glGenTextures(1, name);
  glBindTexture(GL_TEXTURE_2D, name[0]!);
  const filter = linear ? GL_LINEAR : GL_NEAREST;
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, filter);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, filter);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, size, size, 0, GL_RGBA, GL_UNSIGNED_BYTE, texels);
  return name[0]!;
}

/** A sphere of `radius` at the origin: quad strips from pole to pole, unit normals, (s, t) texcoords. */
export function sphere(radius: number, slices: number, stacks: number): void {
  for (let j = 0; j < stacks; j++) {
    glBegin(GL_QUAD_STRIP);
    for (let i = 0; i <= slices; i++) {
      for (const row of [j + 1, j]) {
        const phi = (row / stacks) * Math.PI - Math.PI / 2;
        const theta = (i / slices) * 2 * Math.PI;
        const x = Math.cos(phi) * Math.cos(theta);
        const y = Math.sin(phi);
        const z = -Math.cos(phi) * Math.sin(theta);
        glNormal3f(x, y, z);
        glTexCoord2f(i / slices, row / stacks);
        glVertex3f(radius * x, radius * y, radius * z);
      }
    }
    glEnd();
  }
}

/** The six faces of a cube of half-size 1: outward normal, then four (s, t, x, y, z) corners, anticlockwise. */
const CUBE_FACES: readonly (readonly number[])[] = [
  [0, 0, 1, -1, -1, 1, 1, -1, 1, 1, 1, 1, -1, 1, 1],
  [0, 0, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, 1, -1],
  [1, 0, 0, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1, 1, 1],
  [-1, 0, 0, -1, -1, -1, -1, -1, 1, -1, 1, 1, -1, 1, -1],
  [0, 1, 0, -1, 1, 1, 1, 1, 1, 1, 1, -1, -1, 1, -1],
  [0, -1, 0, -1, -1, -1, 1, -1, -1, 1, -1, 1, -1, -1, 1],
];
const CORNER_ST = [0, 0, 1, 0, 1, 1, 0, 1];

/** A cube of half-size 1 at the origin with normals and texture coordinates, as GL_QUADS. */
export function cube(): void {
  glBegin(GL_QUADS);
  for (const face of CUBE_FACES) {
    glNormal3f(face[0]!, face[1]!, face[2]!);
    for (let c = 0; c < 4; c++) {
      glTexCoord2f(CORNER_ST[2 * c]!, CORNER_ST[2 * c + 1]!);
      glVertex3f(face[3 + 3 * c]!, face[4 + 3 * c]!, face[5 + 3 * c]!);
    }
  }
  glEnd();
}

/**
 * 16-bit indices of two anticlockwise triangles per cell of a grid of (rows + 1) × (columns + 1)
 * vertices stored row after row, for glDrawElements(GL_TRIANGLES).
 */
export function gridTriangles(rows: number, columns: number): Uint16Array {
  const indices = new Uint16Array(rows * columns * 6);
  let at = 0;
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < columns; j++) {
      const a = i * (columns + 1) + j;
      const b = a + columns + 1;
      indices.set([a, b, a + 1, a + 1, b, b + 1], at);
      at += 6;
    }
  return indices;
}
