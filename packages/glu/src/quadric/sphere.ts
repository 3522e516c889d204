// gluSphere: a sphere around the origin with its poles on the z axis, drawn with the same primitives
// (pole fans and quad strips, or points and line strips), vertices, normals and texture coordinates, in
// the same order and float precision, as Mesa's libGLU.
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
 * sin/cos of the float angles 2π(i + offset)/slices for i = 0 … count−1, with index `slices` set to index
 * 0 (libGLU closes its slice tables that way).
 */
function closedSliceTables(slices: number, count: number, offset: number) {
  const angles = new Float32Array(count);
  for (let i = 0; i < count; i++) angles[i] = (2 * Math.PI * (i + offset)) / slices;
  const tables = sinCosTables(angles);
  tables.sin[slices] = tables.sin[0];
  tables.cos[slices] = tables.cos[0];
  return tables;
}

/**
 * Draws a sphere of `radius` centred on the origin, cut into `slices` around the z axis (2 … 239) and
 * `stacks` from +z to −z (1 … 239), with the quadric's draw style, normals, orientation and texture
 * coordinates.
 * Reports GLU_INVALID_VALUE through the quadric's GLU_ERROR callback for slices < 2, stacks < 1 or a
 * negative radius, and draws nothing then.
 * @see GLU 1.3 §6.4
 */
export function gluSphere(quad: GLUquadric, radius: number, slices: number, stacks: number): void {
  slices |= 0; // a C GLint
  stacks |= 0; // a C GLint
  if (slices > MAX_SLICES) slices = MAX_SLICES;
  if (stacks > MAX_SLICES) stacks = MAX_SLICES;
  if (slices < 2 || stacks < 1 || radius < 0) {
    quadricError(quad, GLU_INVALID_VALUE);
    return;
  }
  const inside = quad.orientation !== GLU_OUTSIDE;
  // Around z: positions and vertex normals (a1; longer than slices + 1 when stacks is larger, because
  // libGLU reads the smooth normal of the −z pole at index `stacks`), face normals (a3, half a slice back).
  const a1 = closedSliceTables(slices, Math.max(slices, stacks) + 1, 0);
  const a3 = closedSliceTables(slices, slices + 1, -0.5);
  // From pole to pole: positions (b1, scaled by the radius), vertex normals (b2), face normals (b3).
  const b1 = { sin: new Float32Array(stacks + 1), cos: new Float32Array(stacks + 1) };
  const b2 = { sin: new Float32Array(stacks + 1), cos: new Float32Array(stacks + 1) };
  const b3 = { sin: new Float32Array(stacks + 1), cos: new Float32Array(stacks + 1) };
  const sign = inside ? -1 : 1;
  for (let j = 0; j <= stacks; j++) {
    const angle = f((Math.PI * j) / stacks);
    b2.sin[j] = sign * Math.sin(angle);
    b2.cos[j] = sign * Math.cos(angle);
    b1.sin[j] = radius * Math.sin(angle);
    b1.cos[j] = radius * Math.cos(angle);
    const faceAngle = f((Math.PI * (j - 0.5)) / stacks);
    b3.sin[j] = sign * Math.sin(faceAngle);
    b3.cos[j] = sign * Math.cos(faceAngle);
  }
  b1.sin[0] = 0;
  b1.sin[stacks] = 0;

  const smooth = quad.normals === GLU_SMOOTH;
  const flat = quad.normals === GLU_FLAT;
  const texCoord = (i: number, j: number) => {
    if (quad.textureCoords) glTexCoord2f(f(1 - ratio(i, slices)), f(1 - ratio(j, stacks)));
  };
  /** The normal (a[i]·s, a[i]·c, c) of slice table `a` scaled by a stack's sine s and cosine c. */
  const ringNormal = (a: { sin: Float32Array; cos: Float32Array }, i: number, s: number, c: number) =>
    glNormal3f(f(a.sin[i] * s), f(a.cos[i] * s), c);
  /** The vertex of slice i on a ring of radius r at height z. */
  const ringVertex = (i: number, r: number, z: number) => glVertex3f(f(r * a1.sin[i]), f(r * a1.cos[i]), z);

  switch (quad.drawStyle) {
    case GLU_FILL: {
      let start = 0;
      let finish = stacks;
      if (!quad.textureCoords) {
        start = 1;
        finish = stacks - 1;
        drawPoleFan(1, 1, 0, radius, !inside);
        drawPoleFan(stacks - 1, stacks, stacks, -radius, inside);
      }
      for (let j = start; j < finish; j++) {
        const [zLow, zHigh] = [b1.cos[j], b1.cos[j + 1]];
        const [rLow, rHigh] = [b1.sin[j], b1.sin[j + 1]];
        const [first, second] = inside ? [j, j + 1] : [j + 1, j];
        glBegin(GL_QUAD_STRIP);
        for (let i = 0; i <= slices; i++) {
          if (smooth) ringNormal(a1, i, b2.sin[first], b2.cos[first]);
          texCoord(i, first);
          ringVertex(i, first === j ? rLow : rHigh, first === j ? zLow : zHigh);
          if (smooth) ringNormal(a1, i, b2.sin[second], b2.cos[second]);
          else if (flat) ringNormal(a3, i, b3.sin[j + 1], b3.cos[j + 1]);
          texCoord(i, second);
          ringVertex(i, second === j ? rLow : rHigh, second === j ? zLow : zHigh);
        }
        glEnd();
      }
      break;
    }
    case GLU_POINT:
      glBegin(GL_POINTS);
      for (let j = 0; j <= stacks; j++)
        for (let i = 0; i < slices; i++) {
          if (smooth || flat) ringNormal(a1, i, b2.sin[j], b2.cos[j]);
          texCoord(i, j);
          ringVertex(i, b1.sin[j], b1.cos[j]);
        }
      glEnd();
      break;
    case GLU_LINE:
    case GLU_SILHOUETTE:
      for (let j = 1; j < stacks; j++) {
        glBegin(GL_LINE_STRIP);
        for (let i = 0; i <= slices; i++) {
          if (flat) ringNormal(a3, i, b2.sin[j], b2.cos[j]);
          else if (smooth) ringNormal(a1, i, b2.sin[j], b2.cos[j]);
          texCoord(i, j);
          ringVertex(i, b1.sin[j], b1.cos[j]);
        }
        glEnd();
      }
      for (let i = 0; i < slices; i++) {
        glBegin(GL_LINE_STRIP);
        for (let j = 0; j <= stacks; j++) {
          const b = flat ? b3 : b2;
          if (flat || smooth) glNormal3f(f(a1.sin[i] * b.sin[j]), f(a1.cos[i] * b.sin[j]), b.cos[j]);
          texCoord(i, j);
          glVertex3f(f(a1.sin[i] * b1.sin[j]), f(a1.cos[i] * b1.sin[j]), b1.cos[j]);
        }
        glEnd();
      }
      break;
  }

  /**
   * A pole cap as a triangle fan: the pole at z = `poleZ` (its smooth normal from stack row `pole`), then
   * the ring of stack `ring`, with smooth normals of that row or flat normals of row `flatStack`;
   * `descending` walks the ring from slice `slices` down to 0.
   */
  function drawPoleFan(
    ring: number,
    flatStack: number,
    pole: number,
    poleZ: number,
    descending: boolean,
  ): void {
    const r = b1.sin[ring];
    const z = b1.cos[ring];
    const [s, c] = flat ? [b3.sin[flatStack], b3.cos[flatStack]] : [b2.sin[ring], b2.cos[ring]];
    if (smooth) glNormal3f(f(a1.sin[pole] * b2.sin[pole]), f(a1.cos[pole] * b2.sin[pole]), b2.cos[pole]);
    glBegin(GL_TRIANGLE_FAN);
    glVertex3f(0, 0, poleZ);
    for (let k = 0; k <= slices; k++) {
      const i = descending ? slices - k : k;
      if (smooth) ringNormal(a1, i, s, c);
      else if (flat) {
        if (!descending) ringNormal(a3, i, s, c);
        else if (i !== slices) ringNormal(a3, i + 1, s, c);
      }
      ringVertex(i, r, z);
    }
    glEnd();
  }
}
