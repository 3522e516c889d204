// GLU's matrix helpers: gluOrtho2D, gluPerspective, gluLookAt and gluPickMatrix multiply the current GL
// matrix (glMatrixMode decides which) with the matrices GLU 1.3 defines, computed with the precision
// Mesa's libGLU uses (gluLookAt in single precision) so that programs get the same numbers.
import {
  glMultMatrixd,
  glMultMatrixf,
  glOrtho,
  glScalef,
  glTranslated,
  glTranslatef,
} from '@gallium-ts/state-tracker-gl';

const f = Math.fround;

/**
 * Multiplies the current GL matrix by a two-dimensional parallel projection: glOrtho with near −1 and far
 * 1.
 * GL errors are glOrtho's (GL_INVALID_VALUE for an empty box, GL_INVALID_OPERATION between glBegin and
 * glEnd).
 * @see GLU 1.3 §4.1
 */
export function gluOrtho2D(left: number, right: number, bottom: number, top: number): void {
  glOrtho(left, right, bottom, top, -1, 1);
}

/**
 * Multiplies the current GL matrix by a perspective projection with a vertical field of view of `fovy`
 * degrees, width/height ratio `aspect`, and near and far planes at positive distances zNear and zFar.
 * Does nothing (as libGLU) when zFar = zNear, aspect = 0 or sin(fovy/2) = 0.
 * @see GLU 1.3 §4.1
 */
export function gluPerspective(fovy: number, aspect: number, zNear: number, zFar: number): void {
  const radians = ((fovy / 2) * Math.PI) / 180;
  const deltaZ = zFar - zNear;
  const sine = Math.sin(radians);
  if (deltaZ === 0 || sine === 0 || aspect === 0) return;
  const cotangent = Math.cos(radians) / sine;
  const m = new Float64Array(16);
  m[0] = cotangent / aspect;
  m[5] = cotangent;
  m[10] = -(zFar + zNear) / deltaZ;
  m[11] = -1;
  m[14] = (-2 * zNear * zFar) / deltaZ;
  glMultMatrixd(m);
}

/** Normalises a single-precision 3-vector in place (left alone when its length is 0). */
function normalizeFloat(v: Float32Array): void {
  const r = f(Math.sqrt(f(f(f(v[0] * v[0]) + f(v[1] * v[1])) + f(v[2] * v[2]))));
  if (r === 0) return;
  v[0] /= r;
  v[1] /= r;
  v[2] /= r;
}

/** a × b in single precision. */
function crossFloat(a: Float32Array, b: Float32Array): Float32Array {
  return Float32Array.of(
    f(a[1] * b[2]) - f(a[2] * b[1]),
    f(a[2] * b[0]) - f(a[0] * b[2]),
    f(a[0] * b[1]) - f(a[1] * b[0]),
  );
}

/**
 * Multiplies the current GL matrix by a viewing transformation that puts the eye at the origin looking
 * down −z towards `center`, with `up` projected onto +y.
 * @see GLU 1.3 §4.1
 */
export function gluLookAt(
  eyex: number,
  eyey: number,
  eyez: number,
  centerx: number,
  centery: number,
  centerz: number,
  upx: number,
  upy: number,
  upz: number,
): void {
  const forward = Float32Array.of(centerx - eyex, centery - eyey, centerz - eyez);
  normalizeFloat(forward);
  const side = crossFloat(forward, Float32Array.of(upx, upy, upz));
  normalizeFloat(side);
  const up = crossFloat(side, forward);
  const m = new Float32Array(16);
  m[0] = side[0];
  m[4] = side[1];
  m[8] = side[2];
  m[1] = up[0];
  m[5] = up[1];
  m[9] = up[2];
  m[2] = -forward[0];
  m[6] = -forward[1];
  m[10] = -forward[2];
  m[15] = 1;
  glMultMatrixf(m);
  glTranslated(-eyex, -eyey, -eyez);
}

/**
 * Multiplies the current GL matrix so that drawing is restricted to a deltax × deltay window region
 * centred on (x, y), for selection.
 * Does nothing when deltax or deltay is not positive.
 * @param viewport - [x, y, width, height], as glGetIntegerv(GL_VIEWPORT) gives it.
 * @see GLU 1.3 §4.1
 */
export function gluPickMatrix(
  x: number,
  y: number,
  deltax: number,
  deltay: number,
  viewport: ArrayLike<number>,
): void {
  if (deltax <= 0 || deltay <= 0) return;
  glTranslatef(
    (viewport[2] - 2 * (x - viewport[0])) / deltax,
    (viewport[3] - 2 * (y - viewport[1])) / deltay,
    0,
  );
  glScalef(viewport[2] / deltax, viewport[3] / deltay, 1);
}
