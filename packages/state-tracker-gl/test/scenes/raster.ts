// Scenes of rasterization state: polygon modes, polygon offset, polygon and line stipple, wide lines and
// points, point parameters and sprites, user clip planes, scissor and face culling.
import * as gl from '../../src/index.js';
import { colouredVertex, newTexture, patternImage, perspectiveView } from './helpers.js';
import { scene } from './scene.js';

/** A counter-clockwise (front) and a clockwise (back) triangle and a front quad. */
function facingShapes(): void {
  gl.glBegin(gl.GL_TRIANGLES);
  colouredVertex(-0.9, -0.9);
  colouredVertex(-0.1, -0.8);
  colouredVertex(-0.5, -0.1);
  colouredVertex(0.1, -0.85);
  colouredVertex(0.5, -0.1);
  colouredVertex(0.9, -0.9);
  gl.glEnd();
  gl.glBegin(gl.GL_QUADS);
  colouredVertex(-0.7, 0.1);
  colouredVertex(0.7, 0.15);
  colouredVertex(0.6, 0.9);
  colouredVertex(-0.6, 0.8);
  gl.glEnd();
}

/** Front faces as outlines, back faces as 3-pixel vertices. */
function polygonMode(): void {
  gl.glPolygonMode(gl.GL_FRONT, gl.GL_LINE);
  gl.glPolygonMode(gl.GL_BACK, gl.GL_POINT);
  gl.glPointSize(3);
  facingShapes();
}

function cullFace(): void {
  gl.glEnable(gl.GL_CULL_FACE);
  gl.glFrontFace(gl.GL_CW);
  gl.glCullFace(gl.GL_FRONT);
  facingShapes();
}

/** A tilted plane with a decal pulled forward by glPolygonOffset(-1, -2) and one pushed back, hidden. */
function polygonOffset(): void {
  perspectiveView();
  gl.glEnable(gl.GL_DEPTH_TEST);
  gl.glRotatef(-60, 1, 0, 0);
  gl.glColor3f(0.3, 0.4, 1);
  gl.glRectf(-1, -1, 1, 1);
  gl.glEnable(gl.GL_POLYGON_OFFSET_FILL);
  gl.glPolygonOffset(-1, -2);
  gl.glColor3f(1, 0.8, 0.2);
  gl.glRectf(-0.8, -0.6, -0.1, 0.6);
  gl.glPolygonOffset(1, 2);
  gl.glColor3f(1, 0.2, 0.2);
  gl.glRectf(0.1, -0.6, 0.8, 0.6);
}

function polygonStipple(): void {
  const mask = new Uint8Array(128);
  for (let y = 0; y < 32; y++) for (let b = 0; b < 4; b++) mask[y * 4 + b] = y % 8 < 4 ? 0xcc : 0x33;
  gl.glPolygonStipple(mask);
  gl.glEnable(gl.GL_POLYGON_STIPPLE);
  facingShapes();
}

function lineStipple(): void {
  gl.glEnable(gl.GL_LINE_STIPPLE);
  gl.glLineStipple(1, 0xf0f0);
  gl.glBegin(gl.GL_LINES);
  for (let i = 0; i < 4; i++) {
    colouredVertex(-0.9, -0.9 + 0.2 * i);
    colouredVertex(0.9, -0.7 + 0.15 * i);
  }
  gl.glEnd();
  gl.glLineStipple(3, 0xaaaa);
  gl.glBegin(gl.GL_LINE_STRIP);
  for (let i = 0; i < 5; i++) colouredVertex(-0.85 + 0.42 * i, i % 2 ? 0.85 : 0.2);
  gl.glEnd();
}

function wideLines(): void {
  gl.glLineWidth(3);
  gl.glBegin(gl.GL_LINES);
  colouredVertex(-0.9, -0.8);
  colouredVertex(0.8, -0.5);
  colouredVertex(-0.7, -0.9);
  colouredVertex(-0.5, 0.8);
  gl.glEnd();
  gl.glLineWidth(6);
  gl.glBegin(gl.GL_LINE_STRIP);
  colouredVertex(-0.2, -0.2);
  colouredVertex(0.8, 0.1);
  colouredVertex(0.3, 0.85);
  gl.glEnd();
}

function widePoints(): void {
  const sizes = [2, 4, 7];
  for (let i = 0; i < 3; i++) {
    gl.glPointSize(sizes[i]!);
    gl.glBegin(gl.GL_POINTS);
    for (let j = 0; j < 4; j++) colouredVertex(-0.75 + 0.5 * j + 0.03 * i, -0.65 + 0.6 * i + 0.05 * j);
    gl.glEnd();
  }
}

/** Points whose size falls with eye distance d: 12 × sqrt(1 / (0.25 d²)) = 24 / d, clamped to 2..9. */
function pointParameters(): void {
  perspectiveView();
  gl.glPointSize(12);
  gl.glPointParameterfv(gl.GL_POINT_DISTANCE_ATTENUATION, [0, 0, 0.25]);
  gl.glPointParameterf(gl.GL_POINT_SIZE_MIN, 2);
  gl.glPointParameterf(gl.GL_POINT_SIZE_MAX, 9);
  gl.glBegin(gl.GL_POINTS);
  for (let i = 0; i < 6; i++) colouredVertex(-0.8 + 0.33 * i, 0.6 - 0.25 * i);
  for (let i = 0; i < 5; i++) {
    gl.glColor3f(1, 1, 1);
    gl.glVertex3f(-0.9 + 0.45 * i, -0.7, 1.5 - 1.2 * i);
  }
  gl.glEnd();
}

/** 16-pixel point sprites textured with the pattern through GL_COORD_REPLACE. */
function pointSprite(): void {
  newTexture();
  patternImage();
  gl.glEnable(gl.GL_TEXTURE_2D);
  gl.glEnable(gl.GL_POINT_SPRITE);
  gl.glTexEnvi(gl.GL_POINT_SPRITE, gl.GL_COORD_REPLACE, gl.GL_TRUE);
  gl.glPointSize(16);
  gl.glBegin(gl.GL_POINTS);
  gl.glColor3f(1, 1, 1);
  gl.glVertex2f(-0.5, -0.45);
  gl.glColor3f(1, 1, 0.3);
  gl.glVertex2f(0.45, -0.3);
  gl.glColor3f(0.5, 1, 1);
  gl.glVertex2f(-0.05, 0.5);
  gl.glEnd();
}

/** Two user clip planes, the first given under a rotation (planes are stored in eye space). */
function clipPlanes(): void {
  gl.glPushMatrix();
  gl.glRotatef(30, 0, 0, 1);
  gl.glClipPlane(gl.GL_CLIP_PLANE0, [1, 0, 0, 0.4]);
  gl.glPopMatrix();
  gl.glClipPlane(gl.GL_CLIP_PLANE1, [-0.5, -1, 0, 0.6]);
  gl.glEnable(gl.GL_CLIP_PLANE0);
  gl.glEnable(gl.GL_CLIP_PLANE1);
  gl.glBegin(gl.GL_QUADS);
  colouredVertex(-0.95, -0.95);
  colouredVertex(0.95, -0.95);
  colouredVertex(0.95, 0.95);
  colouredVertex(-0.95, 0.95);
  gl.glEnd();
}

function scissor(): void {
  gl.glEnable(gl.GL_SCISSOR_TEST);
  gl.glScissor(10, 6, 30, 40);
  gl.glBegin(gl.GL_TRIANGLES);
  colouredVertex(-0.9, -0.9);
  colouredVertex(0.9, -0.7);
  colouredVertex(-0.2, 0.9);
  gl.glEnd();
  gl.glScissor(36, 30, 20, 26);
  gl.glColor3f(1, 1, 0);
  gl.glRectf(-0.5, -0.5, 0.95, 0.95);
}

export const RASTER_SCENES = [
  scene('polygon-mode', polygonMode, { kind: 'line-point' }),
  scene('cull-face', cullFace),
  scene('polygon-offset', polygonOffset),
  scene('polygon-stipple', polygonStipple),
  scene('line-stipple', lineStipple, { kind: 'line-point' }),
  scene('wide-lines', wideLines, { kind: 'line-point' }),
  scene('wide-points', widePoints, { kind: 'line-point' }),
  scene('point-parameters', pointParameters, { kind: 'line-point' }),
  scene('point-sprite', pointSprite, { kind: 'line-point' }),
  scene('clip-planes', clipPlanes),
  scene('scissor', scissor),
];
