// gluDisk and gluPartialDisk: a flat (partial) ring in the z = 0 plane, drawn with the same primitives,
// vertices, normal and texture coordinates, in the same order and float precision, as Mesa's libGLU.
import {
  GL_LINE_STRIP,
  GL_POINTS,
  GL_QUAD_STRIP,
  GL_TRIANGLE_FAN,
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
import { f, MAX_SLICES, ratio, sinCosTables } from './float32.js';
import { type GLUquadric, quadricError } from './quadric.js';

/**
 * Draws a flat ring in the z = 0 plane between radii `inner` and `outer`, cut into `slices` around it and
 * `loops` concentric bands (gluPartialDisk over 360°).
 * Reports GLU_INVALID_VALUE through the quadric's callback for slices < 2, loops < 1, outer ≤ 0, inner < 0
 * or inner > outer.
 * @see GLU 1.3 §6.4
 */
export function gluDisk(quad: GLUquadric, inner: number, outer: number, slices: number, loops: number): void {
  gluPartialDisk(quad, inner, outer, slices, loops, 0, 360);
}

/**
 * Draws the part of a flat ring between radii `inner` and `outer` from angle `start` over `sweep` degrees
 * (0° is +y, positive angles turn clockwise towards +x; sweep is clamped to ±360).
 * Reports GLU_INVALID_VALUE through the quadric's callback for slices < 2, loops < 1, outer ≤ 0, inner < 0
 * or inner > outer.
 * @see GLU 1.3 §6.4
 */
export function gluPartialDisk(
  quad: GLUquadric,
  inner: number,
  outer: number,
  slices: number,
  loops: number,
  start: number,
  sweep: number,
): void {
  slices |= 0; // a C GLint
  loops |= 0; // a C GLint
  if (slices > MAX_SLICES) slices = MAX_SLICES;
  if (slices < 2 || loops < 1 || outer <= 0 || inner < 0 || inner > outer) {
    quadricError(quad, GLU_INVALID_VALUE);
    return;
  }
  if (sweep < -360 || sweep > 360) sweep = 360;
  if (sweep < 0) {
    start += sweep;
    sweep = -sweep;
  }
  const full = sweep === 360;
  const spokes = full ? slices : slices + 1;
  const deltaRadius = f(outer - inner);
  const angleOffset = f((start / 180) * Math.PI);
  const angles = new Float32Array(slices + 1);
  for (let i = 0; i <= slices; i++) angles[i] = angleOffset + (((Math.PI * sweep) / 180) * i) / slices;
  const { sin, cos } = sinCosTables(angles);
  if (full) {
    sin[slices] = sin[0];
    cos[slices] = cos[0];
  }
  if (quad.normals === GLU_FLAT || quad.normals === GLU_SMOOTH)
    glNormal3f(0, 0, quad.orientation === GLU_OUTSIDE ? 1 : -1);

  const outside = quad.orientation === GLU_OUTSIDE;
  const radius = (j: number) => f(outer - f(deltaRadius * ratio(j, loops)));
  /** Texture coordinates and vertex of slice i at radius r. */
  const point = (i: number, r: number) => {
    if (quad.textureCoords) {
      const tex = f(r / outer / 2);
      glTexCoord2f(f(tex * sin[i]) + 0.5, f(tex * cos[i]) + 0.5);
    }
    glVertex3f(f(r * sin[i]), f(r * cos[i]), 0);
  };
  /** The loop at radius index j, as a line strip. */
  const loop = (j: number) => {
    const r = radius(j);
    glBegin(GL_LINE_STRIP);
    for (let i = 0; i <= slices; i++) point(i, r);
    glEnd();
  };
  /** The spoke of slice i from the outer to the inner radius, as a line strip. */
  const spoke = (i: number) => {
    glBegin(GL_LINE_STRIP);
    for (let j = 0; j <= loops; j++) point(i, radius(j));
    glEnd();
  };

  switch (quad.drawStyle) {
    case GLU_FILL: {
      let finish = loops;
      if (inner === 0) {
        finish = loops - 1;
        glBegin(GL_TRIANGLE_FAN);
        if (quad.textureCoords) glTexCoord2f(0.5, 0.5);
        glVertex3f(0, 0, 0);
        const r = radius(loops - 1);
        if (outside) for (let i = slices; i >= 0; i--) point(i, r);
        else for (let i = 0; i <= slices; i++) point(i, r);
        glEnd();
      }
      for (let j = 0; j < finish; j++) {
        const low = radius(j);
        const high = radius(j + 1);
        glBegin(GL_QUAD_STRIP);
        for (let i = 0; i <= slices; i++) {
          point(i, outside ? low : high);
          point(i, outside ? high : low);
        }
        glEnd();
      }
      break;
    }
    case GLU_POINT:
      glBegin(GL_POINTS);
      for (let i = 0; i < spokes; i++) for (let j = 0; j <= loops; j++) point(i, radius(j));
      glEnd();
      break;
    case GLU_LINE:
      if (inner === outer) {
        glBegin(GL_LINE_STRIP);
        for (let i = 0; i <= slices; i++) {
          if (quad.textureCoords) glTexCoord2f(f(sin[i] / 2) + 0.5, f(cos[i] / 2) + 0.5);
          glVertex3f(inner * sin[i], inner * cos[i], 0);
        }
        glEnd();
        break;
      }
      for (let j = 0; j <= loops; j++) loop(j);
      for (let i = 0; i < spokes; i++) spoke(i);
      break;
    case GLU_SILHOUETTE:
      if (sweep < 360) {
        spoke(0);
        spoke(slices);
      }
      loop(0);
      if (inner !== outer) loop(loops);
      break;
  }
}
