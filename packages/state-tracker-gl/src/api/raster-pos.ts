// glRasterPos* and glWindowPos* (GL 1.5, 2.13 and 2.12's window-position commands): the raster position
// is a vertex through the fixed-function vertex program (evaluated on the CPU), clipped against the view
// volume and the user clip planes, then mapped by the viewport; glWindowPos sets window coordinates
// directly with the current (unlit) colours.
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

export function glRasterPos4f(x: number, y: number, z: number, w: number): void {
  const c = stateCommand(glRasterPos4f, [x, y, z, w]);
  if (!c) return;
  rasterPos(c, x, y, z, w);
  rasterPositionHit(c);
}

export function glWindowPos3f(x: number, y: number, z: number): void {
  const c = stateCommand(glWindowPos3f, [x, y, z]);
  if (!c) return;
  windowPos(c, x, y, z);
  rasterPositionHit(c);
}

export const glRasterPos4d = glRasterPos4f;
export const glRasterPos4i = glRasterPos4f;
export const glRasterPos4s = glRasterPos4f;
export function glRasterPos2f(x: number, y: number): void {
  glRasterPos4f(x, y, 0, 1);
}
export const glRasterPos2d = glRasterPos2f;
export const glRasterPos2i = glRasterPos2f;
export const glRasterPos2s = glRasterPos2f;
export function glRasterPos3f(x: number, y: number, z: number): void {
  glRasterPos4f(x, y, z, 1);
}
export const glRasterPos3d = glRasterPos3f;
export const glRasterPos3i = glRasterPos3f;
export const glRasterPos3s = glRasterPos3f;
export function glRasterPos2fv(v: V): void {
  glRasterPos4f(v[0]!, v[1]!, 0, 1);
}
export const glRasterPos2dv = glRasterPos2fv;
export const glRasterPos2iv = glRasterPos2fv;
export const glRasterPos2sv = glRasterPos2fv;
export function glRasterPos3fv(v: V): void {
  glRasterPos4f(v[0]!, v[1]!, v[2]!, 1);
}
export const glRasterPos3dv = glRasterPos3fv;
export const glRasterPos3iv = glRasterPos3fv;
export const glRasterPos3sv = glRasterPos3fv;
export function glRasterPos4fv(v: V): void {
  glRasterPos4f(v[0]!, v[1]!, v[2]!, v[3]!);
}
export const glRasterPos4dv = glRasterPos4fv;
export const glRasterPos4iv = glRasterPos4fv;
export const glRasterPos4sv = glRasterPos4fv;

export const glWindowPos3d = glWindowPos3f;
export const glWindowPos3i = glWindowPos3f;
export const glWindowPos3s = glWindowPos3f;
export function glWindowPos2f(x: number, y: number): void {
  glWindowPos3f(x, y, 0);
}
export const glWindowPos2d = glWindowPos2f;
export const glWindowPos2i = glWindowPos2f;
export const glWindowPos2s = glWindowPos2f;
export function glWindowPos2fv(v: V): void {
  glWindowPos3f(v[0]!, v[1]!, 0);
}
export const glWindowPos2dv = glWindowPos2fv;
export const glWindowPos2iv = glWindowPos2fv;
export const glWindowPos2sv = glWindowPos2fv;
export function glWindowPos3fv(v: V): void {
  glWindowPos3f(v[0]!, v[1]!, v[2]!);
}
export const glWindowPos3dv = glWindowPos3fv;
export const glWindowPos3iv = glWindowPos3fv;
export const glWindowPos3sv = glWindowPos3fv;
