// Coordinate transformation (GL 1.5, 2.11–2.12): the matrix stacks and their commands, the viewport,
// the depth range and the user clip planes (stored in eye coordinates).
import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { copyArray, legalEnum, outsideBeginEnd, validValue } from '../errors/check.js';
import { ENUM_RULES } from '../errors/enum-rules.js';
import { writeOutput } from '../errors/output-array.js';
import type { Vec4 } from '../ffp/ffp-state.js';
import {
  GL_CLIP_PLANE0,
  GL_INVALID_ENUM,
  GL_MODELVIEW,
  GL_PROJECTION,
  GL_STACK_OVERFLOW,
  GL_STACK_UNDERFLOW,
} from '../gl-enums.js';
import { clamp01, int32 } from '../math/clamp.js';
import {
  frustum,
  inverse,
  multiplyInto,
  ortho,
  planeTimes,
  rotation,
  scaling,
  setIdentity,
  translation,
  transposed,
} from '../math/mat4.js';
import type { MatrixStack } from '../state/matrix-stack.js';
import type { ClipPlanePlane, GLenum, MatrixModeMode } from './enum-types.generated.js';

type V = ArrayLike<number>;

/** The stack glMatrixMode selects (GL_TEXTURE: the active unit's). */
export function currentStack(c: GlContext): MatrixStack {
  const mode = c.st.matrixMode;
  if (mode === GL_MODELVIEW) return c.modelview;
  if (mode === GL_PROJECTION) return c.projection;
  return c.textureMatrix[c.activeTexture]!;
}

/** Runs `change` on the current matrix, compiling the call into a list when recording. */
function changeMatrix(
  fn: (...args: never[]) => void,
  args: unknown[],
  change: (m: Float32Array) => void,
): void {
  const c = cur();
  if (c.recording && c.lists.record(fn, args)) return;
  if (!outsideBeginEnd(c)) return;
  change(currentStack(c).top);
  c.dirty |= Dirty.PROGRAM;
}

export function glMatrixMode(mode: MatrixModeMode): void {
  const c = cur();
  if (c.recording && c.lists.record(glMatrixMode, [mode])) return;
  if (!outsideBeginEnd(c) || !legalEnum(c, ENUM_RULES['glMatrixMode.mode'], mode)) return;
  c.st.matrixMode = mode;
}

export function glLoadIdentity(): void {
  changeMatrix(glLoadIdentity, [], (m) => setIdentity(m));
}

export function glLoadMatrixf(m: V): void {
  const values = copyArray(m);
  changeMatrix(glLoadMatrixf, [values], (top) => top.set(values.slice(0, 16)));
}
export const glLoadMatrixd = glLoadMatrixf;

export function glMultMatrixf(m: V): void {
  const values = copyArray(m);
  changeMatrix(glMultMatrixf, [values], (top) => multiplyInto(top, values));
}
export const glMultMatrixd = glMultMatrixf;

export function glLoadTransposeMatrixf(m: V): void {
  glLoadMatrixf(transposed(m));
}
export const glLoadTransposeMatrixd = glLoadTransposeMatrixf;

export function glMultTransposeMatrixf(m: V): void {
  glMultMatrixf(transposed(m));
}
export const glMultTransposeMatrixd = glMultTransposeMatrixf;

export function glTranslatef(x: number, y: number, z: number): void {
  changeMatrix(glTranslatef, [x, y, z], (m) => multiplyInto(m, translation(x, y, z)));
}
export const glTranslated = glTranslatef;

export function glScalef(x: number, y: number, z: number): void {
  changeMatrix(glScalef, [x, y, z], (m) => multiplyInto(m, scaling(x, y, z)));
}
export const glScaled = glScalef;

export function glRotatef(angle: number, x: number, y: number, z: number): void {
  changeMatrix(glRotatef, [angle, x, y, z], (m) => multiplyInto(m, rotation(angle, x, y, z)));
}
export const glRotated = glRotatef;

export function glOrtho(l: number, r: number, b: number, t: number, n: number, f: number): void {
  const c = cur();
  if (!c.recording && !c.insideBeginEnd && !validValue(c, l !== r && b !== t && n !== f)) return;
  changeMatrix(glOrtho, [l, r, b, t, n, f], (m) => multiplyInto(m, ortho(l, r, b, t, n, f)));
}

export function glFrustum(l: number, r: number, b: number, t: number, n: number, f: number): void {
  const c = cur();
  if (!c.recording && !c.insideBeginEnd && !validValue(c, l !== r && b !== t && n > 0 && f > 0 && n !== f))
    return;
  changeMatrix(glFrustum, [l, r, b, t, n, f], (m) => multiplyInto(m, frustum(l, r, b, t, n, f)));
}

export function glPushMatrix(): void {
  const c = cur();
  if (c.recording && c.lists.record(glPushMatrix, [])) return;
  if (!outsideBeginEnd(c)) return;
  if (!currentStack(c).push()) c.setError(GL_STACK_OVERFLOW);
}

export function glPopMatrix(): void {
  const c = cur();
  if (c.recording && c.lists.record(glPopMatrix, [])) return;
  if (!outsideBeginEnd(c)) return;
  if (!currentStack(c).pop()) c.setError(GL_STACK_UNDERFLOW);
  else c.dirty |= Dirty.PROGRAM;
}

export function glViewport(x: number, y: number, width: number, height: number): void {
  const c = cur();
  if (c.recording && c.lists.record(glViewport, [x, y, width, height])) return;
  if (!outsideBeginEnd(c) || !validValue(c, width >= 0 && height >= 0)) return;
  const v = c.st.viewport;
  v.x = int32(x);
  v.y = int32(y);
  v.width = Math.min(int32(width), c.limits.viewportMax[0]);
  v.height = Math.min(int32(height), c.limits.viewportMax[1]);
  c.dirty |= Dirty.VIEWPORT;
}

export function glDepthRange(near: number, far: number): void {
  const c = cur();
  if (c.recording && c.lists.record(glDepthRange, [near, far])) return;
  if (!outsideBeginEnd(c)) return;
  c.st.viewport.near = clamp01(near);
  c.st.viewport.far = clamp01(far);
  c.dirty |= Dirty.VIEWPORT;
}

/** glClipPlane: the plane is stored in eye coordinates, multiplied by the inverse modelview matrix. */
export function glClipPlane(plane: ClipPlanePlane, equation: V): void {
  const c = cur();
  const eq = copyArray(equation);
  if (c.recording && c.lists.record(glClipPlane, [plane, eq])) return;
  if (!outsideBeginEnd(c)) return;
  const index = plane - GL_CLIP_PLANE0;
  if (!legalEnum(c, ENUM_RULES['glClipPlane.plane'], plane) || index >= c.limits.clipPlanes) {
    if (index >= 0 && index < 8) c.setError(GL_INVALID_ENUM);
    return;
  }
  const inv = inverse(c.ff.modelview) ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  c.ff.clipPlanes[index]!.equation = planeTimes(eq, inv) as Vec4;
  c.dirty |= Dirty.PROGRAM;
}

export function glGetClipPlane(plane: GLenum, out: Float64Array | Float32Array): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const index = plane - GL_CLIP_PLANE0;
  if (!(index >= 0 && index < c.limits.clipPlanes)) {
    c.setError(GL_INVALID_ENUM);
    return;
  }
  writeOutput(c, out, c.ff.clipPlanes[index]!.equation, (v) => v);
}
