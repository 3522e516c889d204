// Geometry and textures shared by the GL scenes; reference/gl-scenes/helpers.c is the C twin (same calls,
// same numbers, same order). Maths is done in double and handed to the gl*f entry points, as in C.
import * as gl from '../../src/index.js';

/** A colour that is an affine function of (x, y), so any split of a planar polygon interpolates it alike. */
export function affineColour(x: number, y: number): void {
  gl.glColor3f(0.5 + 0.5 * x, 0.5 + 0.5 * y, 0.5 - 0.25 * x - 0.25 * y);
}

/** A vertex at (x, y, 0) in the affine colour of its position. */
export function colouredVertex(x: number, y: number): void {
  affineColour(x, y);
  gl.glVertex2f(x, y);
}

/**
 * The square [-1, 1]² at z = 0 facing +z, cut into n × n cells drawn as one triangle strip per row
 * (counter-clockwise seen from +z), with normal (0, 0, 1) and texture coordinates (x + 1) / 2, (y + 1) / 2.
 */
export function grid(n: number): void {
  gl.glNormal3f(0, 0, 1);
  for (let i = 0; i < n; i++) {
    const y0 = -1 + (2 * i) / n;
    const y1 = -1 + (2 * (i + 1)) / n;
    gl.glBegin(gl.GL_TRIANGLE_STRIP);
    for (let j = 0; j <= n; j++) {
      const x = -1 + (2 * j) / n;
      gl.glTexCoord2f((x + 1) / 2, (y1 + 1) / 2);
      gl.glVertex3f(x, y1, 0);
      gl.glTexCoord2f((x + 1) / 2, (y0 + 1) / 2);
      gl.glVertex3f(x, y0, 0);
    }
    gl.glEnd();
  }
}

/**
 * A sphere of `radius` around the origin: one triangle strip per stack, counter-clockwise seen from
 * outside, with unit normals and texture coordinates (slice / slices, stack / stacks).
 */
export function sphere(radius: number, slices: number, stacks: number): void {
  for (let i = 0; i < stacks; i++) {
    const phi0 = (Math.PI * i) / stacks - Math.PI / 2;
    const phi1 = (Math.PI * (i + 1)) / stacks - Math.PI / 2;
    gl.glBegin(gl.GL_TRIANGLE_STRIP);
    for (let j = 0; j <= slices; j++) {
      const theta = (2 * Math.PI * j) / slices;
      for (let k = 0; k < 2; k++) {
        const phi = k === 0 ? phi1 : phi0;
        const x = Math.cos(phi) * Math.sin(theta);
        const y = Math.sin(phi);
        const z = Math.cos(phi) * Math.cos(theta);
        gl.glNormal3f(x, y, z);
        gl.glTexCoord2f(j / slices, (i + 1 - k) / stacks);
        gl.glVertex3f(radius * x, radius * y, radius * z);
      }
    }
    gl.glEnd();
  }
}

/** Projection glFrustum(-0.5, 0.5, -0.5, 0.5, 1, 10) and the modelview moved 3 units back. */
export function perspectiveView(): void {
  gl.glMatrixMode(gl.GL_PROJECTION);
  gl.glLoadIdentity();
  gl.glFrustum(-0.5, 0.5, -0.5, 0.5, 1, 10);
  gl.glMatrixMode(gl.GL_MODELVIEW);
  gl.glLoadIdentity();
  gl.glTranslatef(0, 0, -3);
}

/** A GL_QUADS rectangle at z = 0 with texture coordinates (s0, t0) at (x0, y0) to (s1, t1) at (x1, y1). */
export function texturedRect(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  s0: number,
  t0: number,
  s1: number,
  t1: number,
): void {
  gl.glBegin(gl.GL_QUADS);
  gl.glTexCoord2f(s0, t0);
  gl.glVertex2f(x0, y0);
  gl.glTexCoord2f(s1, t0);
  gl.glVertex2f(x1, y0);
  gl.glTexCoord2f(s1, t1);
  gl.glVertex2f(x1, y1);
  gl.glTexCoord2f(s0, t1);
  gl.glVertex2f(x0, y1);
  gl.glEnd();
}

/** Texel (x, y) of the 8×8 pattern texture: red across, green up, blue in a checker, alpha falling. */
function patternTexel(x: number, y: number, out: Uint8Array, at: number): void {
  out[at] = 32 * x + 16;
  out[at + 1] = 32 * y + 16;
  out[at + 2] = (x ^ y) & 1 ? 255 : 64;
  out[at + 3] = 255 - 16 * (x + y);
}

/** Texel (x, y) of a size × size checker of cell × cell squares, white and dark blue. */
function checkerTexel(x: number, y: number, cell: number, out: Uint8Array, at: number): void {
  const white = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0;
  out[at] = white ? 255 : 30;
  out[at + 1] = white ? 255 : 60;
  out[at + 2] = white ? 255 : 160;
  out[at + 3] = 255;
}

/** Generates a texture name, binds it to GL_TEXTURE_2D and sets NEAREST filters (complete with one level). */
export function newTexture(): number {
  const name = new Uint32Array(1);
  gl.glGenTextures(1, name);
  gl.glBindTexture(gl.GL_TEXTURE_2D, name[0]!);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST);
  return name[0]!;
}

/** Level 0 of the bound GL_TEXTURE_2D: the 8×8 pattern texture. */
export function patternImage(): void {
  const data = new Uint8Array(8 * 8 * 4);
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) patternTexel(x, y, data, (y * 8 + x) * 4);
  gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, 8, 8, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
}

/** Level `level` of the bound GL_TEXTURE_2D: a size × size checker of cell × cell squares. */
export function checkerImage(level: number, size: number, cell: number): void {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) checkerTexel(x, y, cell, data, (y * size + x) * 4);
  gl.glTexImage2D(gl.GL_TEXTURE_2D, level, gl.GL_RGBA8, size, size, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data);
}

/**
 * Levels 0, 1, ... of the bound GL_TEXTURE_2D, level i a (size >> i)² image all of RGBA8 colour
 * `colours[i]`.
 */
export function solidLevels(size: number, colours: readonly (readonly number[])[]): void {
  colours.forEach((colour, level) => {
    const side = size >> level;
    const data = new Uint8Array(side * side * 4);
    for (let i = 0; i < side * side; i++) data.set(colour, 4 * i);
    gl.glTexImage2D(
      gl.GL_TEXTURE_2D,
      level,
      gl.GL_RGBA8,
      side,
      side,
      0,
      gl.GL_RGBA,
      gl.GL_UNSIGNED_BYTE,
      data,
    );
  });
}
