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
  GL_MATRIX0_ARB,
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

/** @inline */
type V = ArrayLike<number>;

/**
 * The stack glMatrixMode selects (GL_TEXTURE: the active unit's; GL_MATRIXi_ARB: program matrix i).
 * @internal
 */
export function currentStack(c: GlContext): MatrixStack {
  const mode = c.st.matrixMode;
  if (mode === GL_MODELVIEW) return c.modelview;
  if (mode === GL_PROJECTION) return c.projection;
  return c.arb.matrices[mode - GL_MATRIX0_ARB] ?? c.textureMatrix[c.activeTexture]!;
}

/** Whether `mode` is GL_MATRIXi_ARB for a program matrix this context has (ARB_vertex_program 2.14.6). */
function programMatrixMode(c: GlContext, mode: number): boolean {
  return mode >= GL_MATRIX0_ARB && mode < GL_MATRIX0_ARB + c.arb.matrices.length;
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

/**
 * Chooses the matrix stack the matrix commands act on: GL_MODELVIEW, GL_PROJECTION or GL_TEXTURE (the
 * active texture unit's); also GL_MATRIXi_ARB, the program matrices of ARB programs, below
 * GL_MAX_PROGRAM_MATRICES_ARB.
 * Records GL_INVALID_ENUM for another mode, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2; ARB_vertex_program §2.14.6
 */
export function glMatrixMode(mode: MatrixModeMode): void {
  const c = cur();
  if (c.recording && c.lists.record(glMatrixMode, [mode])) return;
  if (!outsideBeginEnd(c)) return;
  if (!programMatrixMode(c, mode) && !legalEnum(c, ENUM_RULES['glMatrixMode.mode'], mode)) return;
  c.st.matrixMode = mode;
}

/**
 * Replaces the current matrix with the identity.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glLoadIdentity(): void {
  changeMatrix(glLoadIdentity, [], (m) => setIdentity(m));
}

/**
 * Replaces the current matrix with 16 values given column by column (column-major, as GL stores matrices).
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glLoadMatrixf(m: V): void {
  const values = copyArray(m);
  changeMatrix(glLoadMatrixf, [values], (top) => top.set(values.slice(0, 16)));
}
/**
 * The double-precision glLoadMatrixf: replaces the current matrix with 16 values in column-major order.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export const glLoadMatrixd = glLoadMatrixf;

/**
 * Multiplies the current matrix on the right by a column-major 4×4 matrix (the new matrix applies to
 * vertices first).
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glMultMatrixf(m: V): void {
  const values = copyArray(m);
  changeMatrix(glMultMatrixf, [values], (top) => multiplyInto(top, values));
}
/**
 * The double-precision glMultMatrixf: multiplies the current matrix on the right by a column-major 4×4
 * matrix.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export const glMultMatrixd = glMultMatrixf;

/**
 * Replaces the current matrix with 16 values given row by row (row-major).
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glLoadTransposeMatrixf(m: V): void {
  glLoadMatrixf(transposed(m));
}
/**
 * The double-precision glLoadTransposeMatrixf: replaces the current matrix with 16 values in row-major
 * order.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export const glLoadTransposeMatrixd = glLoadTransposeMatrixf;

/**
 * Multiplies the current matrix on the right by a row-major 4×4 matrix.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glMultTransposeMatrixf(m: V): void {
  glMultMatrixf(transposed(m));
}
/**
 * The double-precision glMultTransposeMatrixf: multiplies the current matrix on the right by a row-major
 * 4×4 matrix.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export const glMultTransposeMatrixd = glMultTransposeMatrixf;

/**
 * Multiplies the current matrix by a translation by (x, y, z).
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glTranslatef(x: number, y: number, z: number): void {
  changeMatrix(glTranslatef, [x, y, z], (m) => multiplyInto(m, translation(x, y, z)));
}
/**
 * The double-precision glTranslatef: multiplies the current matrix by a translation by (x, y, z).
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export const glTranslated = glTranslatef;

/**
 * Multiplies the current matrix by a scaling of x, y and z along the axes.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glScalef(x: number, y: number, z: number): void {
  changeMatrix(glScalef, [x, y, z], (m) => multiplyInto(m, scaling(x, y, z)));
}
/**
 * The double-precision glScalef: multiplies the current matrix by a scaling along the axes.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export const glScaled = glScalef;

/**
 * Multiplies the current matrix by a counter-clockwise rotation about the axis (x, y, z).
 * @param angle - in degrees.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glRotatef(angle: number, x: number, y: number, z: number): void {
  changeMatrix(glRotatef, [angle, x, y, z], (m) => multiplyInto(m, rotation(angle, x, y, z)));
}
/**
 * The double-precision glRotatef: multiplies the current matrix by a rotation of `angle` degrees about (x,
 * y, z).
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export const glRotated = glRotatef;

/**
 * Multiplies the current matrix by a parallel projection of the box left..right, bottom..top, -near..-far
 * (l, r, b, t, n, f).
 * Records GL_INVALID_VALUE when l = r, b = t or n = f, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glOrtho(l: number, r: number, b: number, t: number, n: number, f: number): void {
  const c = cur();
  if (
    !c.recording &&
    !c.insideBeginEnd &&
    !validValue(c, l !== r && b !== t && n !== f, 'left equals right, bottom equals top, or near equals far')
  )
    return;
  changeMatrix(glOrtho, [l, r, b, t, n, f], (m) => multiplyInto(m, ortho(l, r, b, t, n, f)));
}

/**
 * Multiplies the current matrix by a perspective projection of the frustum with the near-plane rectangle
 * l..r, b..t at distance n and the far plane at f.
 * Records GL_INVALID_VALUE when l = r, b = t, n = f or either distance is not positive,
 * GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glFrustum(l: number, r: number, b: number, t: number, n: number, f: number): void {
  const c = cur();
  if (
    !c.recording &&
    !c.insideBeginEnd &&
    !validValue(
      c,
      l !== r && b !== t && n > 0 && f > 0 && n !== f,
      'near or far is not positive, or left equals right, bottom equals top or near equals far',
    )
  )
    return;
  changeMatrix(glFrustum, [l, r, b, t, n, f], (m) => multiplyInto(m, frustum(l, r, b, t, n, f)));
}

/**
 * Pushes a copy of the current matrix onto the current stack.
 * Records GL_STACK_OVERFLOW when the stack is full, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glPushMatrix(): void {
  const c = cur();
  if (c.recording && c.lists.record(glPushMatrix, [])) return;
  if (!outsideBeginEnd(c)) return;
  if (!currentStack(c).push()) c.setError(GL_STACK_OVERFLOW, 'the current matrix stack is full');
}

/**
 * Pops the current stack, restoring the matrix below.
 * Records GL_STACK_UNDERFLOW when the stack holds one matrix, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.11.2
 */
export function glPopMatrix(): void {
  const c = cur();
  if (c.recording && c.lists.record(glPopMatrix, [])) return;
  if (!outsideBeginEnd(c)) return;
  if (!currentStack(c).pop()) c.setError(GL_STACK_UNDERFLOW, 'the current matrix stack has one matrix only');
  else c.dirty |= Dirty.PROGRAM;
}

/**
 * Sets the viewport: the window rectangle (x, y, width, height) normalized device coordinates map onto;
 * sizes are clamped to GL_MAX_VIEWPORT_DIMS.
 * Records GL_INVALID_VALUE for a negative width or height, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.1
 */
export function glViewport(x: number, y: number, width: number, height: number): void {
  const c = cur();
  if (c.recording && c.lists.record(glViewport, [x, y, width, height])) return;
  if (!outsideBeginEnd(c) || !validValue(c, width >= 0 && height >= 0, 'width or height is negative')) return;
  const v = c.st.viewport;
  v.x = int32(x);
  v.y = int32(y);
  v.width = Math.min(int32(width), c.limits.viewportMax[0]);
  v.height = Math.min(int32(height), c.limits.viewportMax[1]);
  c.dirty |= Dirty.VIEWPORT;
}

/**
 * Sets the window depth range normalized depth -1..1 maps onto; both ends are clamped to [0, 1].
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §2.11.1
 */
export function glDepthRange(near: number, far: number): void {
  const c = cur();
  if (c.recording && c.lists.record(glDepthRange, [near, far])) return;
  if (!outsideBeginEnd(c)) return;
  c.st.viewport.near = clamp01(near);
  c.st.viewport.far = clamp01(far);
  c.dirty |= Dirty.VIEWPORT;
}

/**
 * Sets the equation of user clip plane GL_CLIP_PLANEi; it is stored in eye coordinates, transformed by the
 * inverse of the current modelview matrix.
 * @param equation - the plane's four coefficients (a, b, c, d); points with a·x + b·y + c·z + d·w ≥ 0 are
 * kept.
 * Records GL_INVALID_ENUM for a plane this context does not have, GL_INVALID_OPERATION between glBegin and
 * glEnd.
 * @see OpenGL 1.5 §2.12
 */
export function glClipPlane(plane: ClipPlanePlane, equation: V): void {
  const c = cur();
  const eq = copyArray(equation);
  if (c.recording && c.lists.record(glClipPlane, [plane, eq])) return;
  if (!outsideBeginEnd(c)) return;
  const index = plane - GL_CLIP_PLANE0;
  if (!legalEnum(c, ENUM_RULES['glClipPlane.plane'], plane) || index >= c.limits.clipPlanes) {
    if (index >= 0 && index < 8)
      c.setError(GL_INVALID_ENUM, 'plane is not GL_CLIP_PLANE0 + a plane below GL_MAX_CLIP_PLANES');
    return;
  }
  const inv = inverse(c.ff.modelview) ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  c.ff.clipPlanes[index]!.equation = planeTimes(eq, inv) as Vec4;
  c.dirty |= Dirty.PROGRAM;
}

/**
 * Writes the eye-space equation of a user clip plane into `out` (4 values).
 * Records GL_INVALID_ENUM for a plane this context does not have, GL_INVALID_OPERATION when `out` holds
 * fewer than 4 values or between glBegin and glEnd.
 * @see OpenGL 1.5 §6.1.3
 */
export function glGetClipPlane(plane: GLenum, out: Float64Array | Float32Array): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const index = plane - GL_CLIP_PLANE0;
  if (!(index >= 0 && index < c.limits.clipPlanes)) {
    c.setError(GL_INVALID_ENUM, 'plane is not GL_CLIP_PLANE0 + a plane below GL_MAX_CLIP_PLANES');
    return;
  }
  writeOutput(c, out, c.ff.clipPlanes[index]!.equation, (v) => v);
}
