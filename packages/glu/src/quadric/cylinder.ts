// gluCylinder: a cylinder (or cone) around +z from z = 0 to z = height, drawn with the same primitives,
// vertices, normals and texture coordinates, in the same order and float precision, as Mesa's libGLU.
import {
  GL_LINE_STRIP,
  GL_POINTS,
  GL_QUAD_STRIP,
  glBegin,
  glEnd,
  glNormal3f,
  glTexCoord2f,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';
import {
  GLU_FILL,
  GLU_FLAT,
  GLU_INVALID_VALUE,
  GLU_LINE,
  GLU_OUTSIDE,
  GLU_POINT,
  GLU_SILHOUETTE,
  GLU_SMOOTH,
} from '../glu-enums.js';
import { f, MAX_SLICES, ratio } from './float32.js';
import { type GLUquadric, quadricError } from './quadric.js';

/** Float angles 2π(i + offset)/slices for i = 0 … slices−1. */
function sliceAngles(slices: number, offset: number): Float32Array {
  const angles = new Float32Array(slices);
  for (let i = 0; i < slices; i++) angles[i] = (2 * Math.PI * (i + offset)) / slices;
  return angles;
}

/** sin/cos tables of `angles` scaled by `scale` (float × double, rounded to float), closed at index slices. */
function scaledClosedTables(angles: Float32Array, scale: number): { sin: Float32Array; cos: Float32Array } {
  const n = angles.length;
  const sin = new Float32Array(n + 1);
  const cos = new Float32Array(n + 1);
  for (let i = 0; i < n; i++) {
    sin[i] = scale * Math.sin(angles[i]);
    cos[i] = scale * Math.cos(angles[i]);
  }
  sin[n] = sin[0];
  cos[n] = cos[0];
  return { sin, cos };
}

/**
 * Draws a cylinder or cone along +z from radius `base` at z = 0 to radius `top` at z = height, cut into
 * `slices` around the axis (2 … 239; more are clamped) and `stacks` along it, without end caps.
 * Reports GLU_INVALID_VALUE through the quadric's callback for slices < 2, stacks < 1, a negative radius
 * or height, or a zero-length side.
 * @see GLU 1.3 §6.4
 */
export function gluCylinder(
  quad: GLUquadric,
  base: number,
  top: number,
  height: number,
  slices: number,
  stacks: number,
): void {
  slices |= 0; // a C GLint
  stacks |= 0; // a C GLint
  if (slices > MAX_SLICES) slices = MAX_SLICES;
  if (slices < 2 || stacks < 1 || base < 0 || top < 0 || height < 0) {
    quadricError(quad, GLU_INVALID_VALUE);
    return;
  }
  const deltaRadius = f(base - top);
  const length = f(Math.sqrt(f(deltaRadius * deltaRadius) + height * height));
  if (length === 0) {
    quadricError(quad, GLU_INVALID_VALUE);
    return;
  }
  const zNormal = f(deltaRadius / length);
  const xyNormalRatio = f(height / length);
  const sign = quad.orientation === GLU_OUTSIDE ? 1 : -1;
  const vertexAngles = sliceAngles(slices, 0);
  const position = scaledClosedTables(vertexAngles, 1);
  const vertexNormal = scaledClosedTables(vertexAngles, sign * xyNormalRatio);
  const faceNormal = scaledClosedTables(sliceAngles(slices, -0.5), sign * xyNormalRatio);
  const stripNormal = quad.normals === GLU_FLAT ? faceNormal : vertexNormal;
  const hasNormals = quad.normals === GLU_FLAT || quad.normals === GLU_SMOOTH;

  const z = (j: number) => f((j * height) / stacks);
  const radius = (j: number) => f(base - f(deltaRadius * ratio(j, stacks)));
  const texCoord = (i: number, j: number) => {
    if (quad.textureCoords) glTexCoord2f(f(1 - ratio(i, slices)), ratio(j, stacks));
  };
  const vertex = (i: number, j: number) => {
    const r = radius(j);
    glVertex3f(f(r * position.sin[i]), f(r * position.cos[i]), z(j));
  };
  /** A ring of `slices` + 1 vertices at stack j, as a line strip. */
  const ring = (j: number) => {
    glBegin(GL_LINE_STRIP);
    for (let i = 0; i <= slices; i++) {
      if (hasNormals) glNormal3f(stripNormal.sin[i], stripNormal.cos[i], zNormal);
      texCoord(i, j);
      vertex(i, j);
    }
    glEnd();
  };

  switch (quad.drawStyle) {
    case GLU_FILL:
      for (let j = 0; j < stacks; j++) {
        glBegin(GL_QUAD_STRIP);
        for (let i = 0; i <= slices; i++) {
          if (hasNormals) glNormal3f(stripNormal.sin[i], stripNormal.cos[i], zNormal);
          const [first, second] = quad.orientation === GLU_OUTSIDE ? [j, j + 1] : [j + 1, j];
          texCoord(i, first);
          vertex(i, first);
          texCoord(i, second);
          vertex(i, second);
        }
        glEnd();
      }
      break;
    case GLU_POINT:
      glBegin(GL_POINTS);
      for (let i = 0; i < slices; i++) {
        if (hasNormals) glNormal3f(vertexNormal.sin[i], vertexNormal.cos[i], zNormal);
        for (let j = 0; j <= stacks; j++) {
          texCoord(i, j);
          vertex(i, j);
        }
      }
      glEnd();
      break;
    case GLU_LINE:
    case GLU_SILHOUETTE:
      if (quad.drawStyle === GLU_LINE) for (let j = 1; j < stacks; j++) ring(j);
      ring(0);
      ring(stacks);
      for (let i = 0; i < slices; i++) {
        if (hasNormals) glNormal3f(vertexNormal.sin[i], vertexNormal.cos[i], 0);
        glBegin(GL_LINE_STRIP);
        for (let j = 0; j <= stacks; j++) {
          texCoord(i, j);
          vertex(i, j);
        }
        glEnd();
      }
      break;
  }
}
