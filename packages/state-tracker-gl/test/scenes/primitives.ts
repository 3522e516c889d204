// Scenes of every primitive type in immediate mode (glBegin/glEnd), coloured by position, and flat
// shading of strips, quad strips and polygons (GL 1.5 table 2.12: the last vertex of a primitive, the
// first of a polygon).
import * as gl from '../../src/index.js';
import { colouredVertex } from './helpers.js';
import { scene } from './scene.js';

function points(): void {
  gl.glBegin(gl.GL_POINTS);
  for (let i = 0; i < 24; i++) {
    const a = i * 0.55;
    const r = 0.1 + 0.035 * i;
    colouredVertex(r * Math.cos(a), r * Math.sin(a));
  }
  gl.glEnd();
}

function lines(): void {
  gl.glBegin(gl.GL_LINES);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + 0.1;
    colouredVertex(0.1 * Math.cos(a), 0.1 * Math.sin(a));
    colouredVertex(0.9 * Math.cos(a), 0.9 * Math.sin(a));
  }
  gl.glEnd();
}

function lineStrip(): void {
  gl.glBegin(gl.GL_LINE_STRIP);
  for (let i = 0; i < 9; i++) colouredVertex(-0.9 + 0.225 * i, (i % 2 ? 0.7 : -0.6) + 0.05 * i);
  gl.glEnd();
}

function lineLoop(): void {
  gl.glBegin(gl.GL_LINE_LOOP);
  for (let i = 0; i < 5; i++) {
    const a = (i * 4 * Math.PI) / 5 + 0.3;
    colouredVertex(0.85 * Math.cos(a), 0.85 * Math.sin(a));
  }
  gl.glEnd();
}

function triangles(): void {
  gl.glBegin(gl.GL_TRIANGLES);
  colouredVertex(-0.9, -0.85);
  colouredVertex(-0.1, -0.7);
  colouredVertex(-0.6, 0.1);
  colouredVertex(0.05, -0.2);
  colouredVertex(0.9, 0.3);
  colouredVertex(0.2, 0.9);
  colouredVertex(-0.8, 0.3);
  colouredVertex(-0.3, 0.35);
  colouredVertex(-0.7, 0.85);
  gl.glEnd();
}

function triangleStrip(): void {
  gl.glBegin(gl.GL_TRIANGLE_STRIP);
  for (let i = 0; i < 8; i++) colouredVertex(-0.9 + 0.25 * i, (i % 2 ? -0.5 : 0.4) + 0.08 * i);
  gl.glEnd();
}

function triangleFan(): void {
  gl.glBegin(gl.GL_TRIANGLE_FAN);
  colouredVertex(-0.1, -0.05);
  for (let i = 0; i < 9; i++) {
    const a = (i * 5 * Math.PI) / 24 + 0.2;
    colouredVertex(-0.1 + 0.85 * Math.cos(a), -0.05 + 0.85 * Math.sin(a));
  }
  gl.glEnd();
}

function quads(): void {
  gl.glBegin(gl.GL_QUADS);
  colouredVertex(-0.9, -0.9);
  colouredVertex(-0.05, -0.8);
  colouredVertex(-0.15, -0.1);
  colouredVertex(-0.85, -0.2);
  colouredVertex(0.1, 0.05);
  colouredVertex(0.9, 0.2);
  colouredVertex(0.7, 0.9);
  colouredVertex(0.05, 0.6);
  gl.glEnd();
}

function quadStrip(): void {
  gl.glBegin(gl.GL_QUAD_STRIP);
  for (let i = 0; i < 5; i++) {
    const x = -0.9 + 0.42 * i;
    const y = 0.3 * Math.sin(i * 0.9);
    colouredVertex(x, y + 0.35);
    colouredVertex(x + 0.05, y - 0.3);
  }
  gl.glEnd();
}

function polygon(): void {
  gl.glBegin(gl.GL_POLYGON);
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 + 0.15;
    colouredVertex(0.05 + 0.8 * Math.cos(a), 0.85 * Math.sin(a));
  }
  gl.glEnd();
}

/** Four colours that no affine function gives, so the provoking vertex shows. */
const PALETTE = [
  [1, 0.2, 0.2],
  [0.2, 1, 0.2],
  [0.2, 0.4, 1],
  [1, 1, 0.3],
] as const;

function paletteVertex(i: number, x: number, y: number): void {
  const c = PALETTE[i % 4]!;
  gl.glColor3f(c[0], c[1], c[2]);
  gl.glVertex2f(x, y);
}

function flatShading(): void {
  gl.glShadeModel(gl.GL_FLAT);
  gl.glBegin(gl.GL_TRIANGLE_STRIP);
  for (let i = 0; i < 6; i++) paletteVertex(i, -0.9 + 0.35 * i, i % 2 ? 0.35 : 0.9);
  gl.glEnd();
  gl.glBegin(gl.GL_QUAD_STRIP);
  for (let i = 0; i < 6; i++) paletteVertex(i + 1, -0.9 + 0.18 * i, i % 2 ? -0.8 : 0.2);
  gl.glEnd();
  gl.glBegin(gl.GL_POLYGON);
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5 + 0.4;
    paletteVertex(i + 2, 0.45 + 0.42 * Math.cos(a), -0.35 + 0.42 * Math.sin(a));
  }
  gl.glEnd();
}

export const PRIMITIVE_SCENES = [
  scene('prim-points', points, { kind: 'line-point' }),
  scene('prim-lines', lines, { kind: 'line-point' }),
  scene('prim-line-strip', lineStrip, { kind: 'line-point' }),
  scene('prim-line-loop', lineLoop, { kind: 'line-point' }),
  scene('prim-triangles', triangles),
  scene('prim-triangle-strip', triangleStrip),
  scene('prim-triangle-fan', triangleFan),
  scene('prim-quads', quads),
  scene('prim-quad-strip', quadStrip),
  scene('prim-polygon', polygon),
  scene('prim-flat-shading', flatShading),
];
