// glRasterPos* and glWindowPos* (GL 1.5, 2.13 and 2.12's window-position commands): the raster position
// is a vertex through the vertex program (the fixed-function one or an enabled ARB one, evaluated on the
// CPU), clipped against the view volume and the user clip planes, then mapped by the viewport; glWindowPos sets window coordinates
// directly with the current (unlit) colours.
import { arbProgramsValid } from '../arb-gl/enables.js';
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import { evaluateVertex } from '../draw/vertex-eval.js';
import { rasterPositionHit } from '../feedback/raster-feedback.js';
import type { Vec4 } from '../ffp/ffp-state.js';
import { GL_FOG_COORD } from '../gl-enums.js';
import { clamp01 } from '../math/clamp.js';
import { transformVec4 } from '../math/mat4.js';
import { attribOffset } from '../vertex/attrib-layout.js';
import { stateCommand } from './command.js';

/** @inline */
type V = ArrayLike<number>;

const vec4 = (v: readonly number[]): Vec4 => [v[0]!, v[1]!, v[2]!, v[3]!];

function currentAttrib(c: GlContext, a: number): Vec4 {
  const at = attribOffset(a);
  return vec4(Array.from(c.current.subarray(at, at + 4)));
}

function rasterPos(c: GlContext, x: number, y: number, z: number, w: number): void {
  const r = c.rasterPos;
  const out = evaluateVertex(c, [x, y, z, w]);
  const [cx, cy, cz, cw] = out.position as [number, number, number, number];
  const inside = Math.abs(cx) <= cw && Math.abs(cy) <= cw && Math.abs(cz) <= cw && cw > 0;
  const planes = c.ff.clipPlanes.every((p, i) => !p.enabled || out.clipDistances[i]! >= 0);
  if (!inside || !planes) {
    r.valid = false;
    return;
  }
  const v = c.st.viewport;
  r.valid = true;
  r.position = [
    (cx / cw) * (v.width / 2) + v.x + v.width / 2,
    (cy / cw) * (v.height / 2) + v.y + v.height / 2,
    (cz / cw) * ((v.far - v.near) / 2) + (v.far + v.near) / 2,
    cw,
  ];
  const eye = transformVec4(c.ff.modelview, [x, y, z, w]);
  r.distance = Math.hypot(eye[0], eye[1], eye[2]) / (eye[3] || 1);
  r.color = out.color0 ? (out.color0.map(clamp01) as Vec4) : currentAttrib(c, Attrib.COLOR0);
  r.secondaryColor = out.color1 ? (out.color1.map(clamp01) as Vec4) : currentAttrib(c, Attrib.COLOR1);
  r.texCoords = c.ff.textureUnits.map((_, u) => {
    const t = out.texCoords[u];
    return t ? vec4(t) : currentAttrib(c, Attrib.TEXCOORD0 + u);
  });
}

function windowPos(c: GlContext, x: number, y: number, z: number): void {
  const r = c.rasterPos;
  const v = c.st.viewport;
  r.valid = true;
  r.position = [x, y, v.near + clamp01(z) * (v.far - v.near), 1];
  r.distance = c.ff.fog.coordSource === GL_FOG_COORD ? c.current[attribOffset(Attrib.FOG_COORD)]! : 0;
  r.color = currentAttrib(c, Attrib.COLOR0);
  r.secondaryColor = currentAttrib(c, Attrib.COLOR1);
  r.texCoords = c.ff.textureUnits.map((_, u) => currentAttrib(c, Attrib.TEXCOORD0 + u));
}

/**
 * Sets the current raster position to the object-space point (x, y, z, w), from floats: it is transformed,
 * lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and glBitmap draw
 * there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd, or when an enabled ARB program target's bound
 * program is not valid.
 * @see OpenGL 1.5 §2.13; ARB_vertex_program §2.14.1
 */
export function glRasterPos4f(x: number, y: number, z: number, w: number): void {
  const c = stateCommand(glRasterPos4f, [x, y, z, w]);
  if (!c || !arbProgramsValid(c)) return;
  rasterPos(c, x, y, z, w);
  rasterPositionHit(c);
}

/**
 * Sets the current raster position directly in window coordinates (x, y), with z in [0, 1] mapped into the
 * depth range, from floats, without transformation or clipping; it takes the current colours and texture
 * coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export function glWindowPos3f(x: number, y: number, z: number): void {
  const c = stateCommand(glWindowPos3f, [x, y, z]);
  if (!c) return;
  windowPos(c, x, y, z);
  rasterPositionHit(c);
}

/**
 * Sets the current raster position to the object-space point (x, y, z, w), from doubles: it is
 * transformed, lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and
 * glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos4d = glRasterPos4f;
/**
 * Sets the current raster position to the object-space point (x, y, z, w), from integers: it is
 * transformed, lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and
 * glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos4i = glRasterPos4f;
/**
 * Sets the current raster position to the object-space point (x, y, z, w), from shorts: it is transformed,
 * lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and glBitmap draw
 * there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos4s = glRasterPos4f;
/**
 * Sets the current raster position to the object-space point (x, y, 0, 1), from floats: it is transformed,
 * lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and glBitmap draw
 * there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export function glRasterPos2f(x: number, y: number): void {
  glRasterPos4f(x, y, 0, 1);
}
/**
 * Sets the current raster position to the object-space point (x, y, 0, 1), from doubles: it is
 * transformed, lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and
 * glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos2d = glRasterPos2f;
/**
 * Sets the current raster position to the object-space point (x, y, 0, 1), from integers: it is
 * transformed, lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and
 * glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos2i = glRasterPos2f;
/**
 * Sets the current raster position to the object-space point (x, y, 0, 1), from shorts: it is transformed,
 * lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and glBitmap draw
 * there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos2s = glRasterPos2f;
/**
 * Sets the current raster position to the object-space point (x, y, z, 1), from floats: it is transformed,
 * lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and glBitmap draw
 * there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export function glRasterPos3f(x: number, y: number, z: number): void {
  glRasterPos4f(x, y, z, 1);
}
/**
 * Sets the current raster position to the object-space point (x, y, z, 1), from doubles: it is
 * transformed, lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and
 * glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos3d = glRasterPos3f;
/**
 * Sets the current raster position to the object-space point (x, y, z, 1), from integers: it is
 * transformed, lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and
 * glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos3i = glRasterPos3f;
/**
 * Sets the current raster position to the object-space point (x, y, z, 1), from shorts: it is transformed,
 * lit and clipped like a vertex, and becomes invalid when clipped away; glDrawPixels and glBitmap draw
 * there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos3s = glRasterPos3f;
/**
 * Sets the current raster position to the object-space point (x, y, 0, 1), from the first 2 elements of an
 * array of floats: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export function glRasterPos2fv(v: V): void {
  glRasterPos4f(v[0]!, v[1]!, 0, 1);
}
/**
 * Sets the current raster position to the object-space point (x, y, 0, 1), from the first 2 elements of an
 * array of doubles: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos2dv = glRasterPos2fv;
/**
 * Sets the current raster position to the object-space point (x, y, 0, 1), from the first 2 elements of an
 * array of integers: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos2iv = glRasterPos2fv;
/**
 * Sets the current raster position to the object-space point (x, y, 0, 1), from the first 2 elements of an
 * array of shorts: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos2sv = glRasterPos2fv;
/**
 * Sets the current raster position to the object-space point (x, y, z, 1), from the first 3 elements of an
 * array of floats: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export function glRasterPos3fv(v: V): void {
  glRasterPos4f(v[0]!, v[1]!, v[2]!, 1);
}
/**
 * Sets the current raster position to the object-space point (x, y, z, 1), from the first 3 elements of an
 * array of doubles: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos3dv = glRasterPos3fv;
/**
 * Sets the current raster position to the object-space point (x, y, z, 1), from the first 3 elements of an
 * array of integers: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos3iv = glRasterPos3fv;
/**
 * Sets the current raster position to the object-space point (x, y, z, 1), from the first 3 elements of an
 * array of shorts: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos3sv = glRasterPos3fv;
/**
 * Sets the current raster position to the object-space point (x, y, z, w), from the first 4 elements of an
 * array of floats: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export function glRasterPos4fv(v: V): void {
  glRasterPos4f(v[0]!, v[1]!, v[2]!, v[3]!);
}
/**
 * Sets the current raster position to the object-space point (x, y, z, w), from the first 4 elements of an
 * array of doubles: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos4dv = glRasterPos4fv;
/**
 * Sets the current raster position to the object-space point (x, y, z, w), from the first 4 elements of an
 * array of integers: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos4iv = glRasterPos4fv;
/**
 * Sets the current raster position to the object-space point (x, y, z, w), from the first 4 elements of an
 * array of shorts: it is transformed, lit and clipped like a vertex, and becomes invalid when clipped
 * away; glDrawPixels and glBitmap draw there.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glRasterPos4sv = glRasterPos4fv;

/**
 * Sets the current raster position directly in window coordinates (x, y), with z in [0, 1] mapped into the
 * depth range, from doubles, without transformation or clipping; it takes the current colours and texture
 * coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos3d = glWindowPos3f;
/**
 * Sets the current raster position directly in window coordinates (x, y), with z in [0, 1] mapped into the
 * depth range, from integers, without transformation or clipping; it takes the current colours and texture
 * coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos3i = glWindowPos3f;
/**
 * Sets the current raster position directly in window coordinates (x, y), with z in [0, 1] mapped into the
 * depth range, from shorts, without transformation or clipping; it takes the current colours and texture
 * coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos3s = glWindowPos3f;
/**
 * Sets the current raster position directly in window coordinates (x, y) with depth 0, from floats,
 * without transformation or clipping; it takes the current colours and texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export function glWindowPos2f(x: number, y: number): void {
  glWindowPos3f(x, y, 0);
}
/**
 * Sets the current raster position directly in window coordinates (x, y) with depth 0, from doubles,
 * without transformation or clipping; it takes the current colours and texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos2d = glWindowPos2f;
/**
 * Sets the current raster position directly in window coordinates (x, y) with depth 0, from integers,
 * without transformation or clipping; it takes the current colours and texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos2i = glWindowPos2f;
/**
 * Sets the current raster position directly in window coordinates (x, y) with depth 0, from shorts,
 * without transformation or clipping; it takes the current colours and texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos2s = glWindowPos2f;
/**
 * Sets the current raster position directly in window coordinates (x, y) with depth 0, from the first 2
 * elements of an array of floats, without transformation or clipping; it takes the current colours and
 * texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export function glWindowPos2fv(v: V): void {
  glWindowPos3f(v[0]!, v[1]!, 0);
}
/**
 * Sets the current raster position directly in window coordinates (x, y) with depth 0, from the first 2
 * elements of an array of doubles, without transformation or clipping; it takes the current colours and
 * texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos2dv = glWindowPos2fv;
/**
 * Sets the current raster position directly in window coordinates (x, y) with depth 0, from the first 2
 * elements of an array of integers, without transformation or clipping; it takes the current colours and
 * texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos2iv = glWindowPos2fv;
/**
 * Sets the current raster position directly in window coordinates (x, y) with depth 0, from the first 2
 * elements of an array of shorts, without transformation or clipping; it takes the current colours and
 * texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos2sv = glWindowPos2fv;
/**
 * Sets the current raster position directly in window coordinates (x, y), with z in [0, 1] mapped into the
 * depth range, from the first 3 elements of an array of floats, without transformation or clipping; it
 * takes the current colours and texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export function glWindowPos3fv(v: V): void {
  glWindowPos3f(v[0]!, v[1]!, v[2]!);
}
/**
 * Sets the current raster position directly in window coordinates (x, y), with z in [0, 1] mapped into the
 * depth range, from the first 3 elements of an array of doubles, without transformation or clipping; it
 * takes the current colours and texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos3dv = glWindowPos3fv;
/**
 * Sets the current raster position directly in window coordinates (x, y), with z in [0, 1] mapped into the
 * depth range, from the first 3 elements of an array of integers, without transformation or clipping; it
 * takes the current colours and texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos3iv = glWindowPos3fv;
/**
 * Sets the current raster position directly in window coordinates (x, y), with z in [0, 1] mapped into the
 * depth range, from the first 3 elements of an array of shorts, without transformation or clipping; it
 * takes the current colours and texture coordinates unlit.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.13
 */
export const glWindowPos3sv = glWindowPos3fv;
