// gluProject, gluUnProject and gluUnProject4: map between object and window coordinates with caller-given
// modelview and projection matrices (column-major, 16 numbers) and viewport ([x, y, width, height]),
// in double precision as Mesa's libGLU does. Results are written into the caller's `out` array.
import { GL_FALSE, GL_TRUE } from '@gallium-ts/state-tracker-gl';

/**
 * A column-major 4×4 matrix: 16 numbers.
 * @inline
 */
type Matrix = ArrayLike<number>;

/** matrix · v for a column-major 4×4 matrix. */
function transform(m: Matrix, v: ArrayLike<number>): Float64Array {
  const out = new Float64Array(4);
  for (let i = 0; i < 4; i++) out[i] = v[0] * m[i] + v[1] * m[4 + i] + v[2] * m[8 + i] + v[3] * m[12 + i];
  return out;
}

/** projection · modelview (column-major), summed in the order libGLU sums it. */
function multiply(modelview: Matrix, projection: Matrix): Float64Array {
  const r = new Float64Array(16);
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      r[i * 4 + j] =
        modelview[i * 4] * projection[j] +
        modelview[i * 4 + 1] * projection[4 + j] +
        modelview[i * 4 + 2] * projection[8 + j] +
        modelview[i * 4 + 3] * projection[12 + j];
  return r;
}

/** The inverse of a 4×4 matrix by cofactors, or null when its determinant is 0. */
function invertMatrix(m: Matrix): Float64Array | null {
  const inv = new Float64Array(16);
  inv[0] =
    m[5] * m[10] * m[15] -
    m[5] * m[11] * m[14] -
    m[9] * m[6] * m[15] +
    m[9] * m[7] * m[14] +
    m[13] * m[6] * m[11] -
    m[13] * m[7] * m[10];
  inv[4] =
    -m[4] * m[10] * m[15] +
    m[4] * m[11] * m[14] +
    m[8] * m[6] * m[15] -
    m[8] * m[7] * m[14] -
    m[12] * m[6] * m[11] +
    m[12] * m[7] * m[10];
  inv[8] =
    m[4] * m[9] * m[15] -
    m[4] * m[11] * m[13] -
    m[8] * m[5] * m[15] +
    m[8] * m[7] * m[13] +
    m[12] * m[5] * m[11] -
    m[12] * m[7] * m[9];
  inv[12] =
    -m[4] * m[9] * m[14] +
    m[4] * m[10] * m[13] +
    m[8] * m[5] * m[14] -
    m[8] * m[6] * m[13] -
    m[12] * m[5] * m[10] +
    m[12] * m[6] * m[9];
  inv[1] =
    -m[1] * m[10] * m[15] +
    m[1] * m[11] * m[14] +
    m[9] * m[2] * m[15] -
    m[9] * m[3] * m[14] -
    m[13] * m[2] * m[11] +
    m[13] * m[3] * m[10];
  inv[5] =
    m[0] * m[10] * m[15] -
    m[0] * m[11] * m[14] -
    m[8] * m[2] * m[15] +
    m[8] * m[3] * m[14] +
    m[12] * m[2] * m[11] -
    m[12] * m[3] * m[10];
  inv[9] =
    -m[0] * m[9] * m[15] +
    m[0] * m[11] * m[13] +
    m[8] * m[1] * m[15] -
    m[8] * m[3] * m[13] -
    m[12] * m[1] * m[11] +
    m[12] * m[3] * m[9];
  inv[13] =
    m[0] * m[9] * m[14] -
    m[0] * m[10] * m[13] -
    m[8] * m[1] * m[14] +
    m[8] * m[2] * m[13] +
    m[12] * m[1] * m[10] -
    m[12] * m[2] * m[9];
  inv[2] =
    m[1] * m[6] * m[15] -
    m[1] * m[7] * m[14] -
    m[5] * m[2] * m[15] +
    m[5] * m[3] * m[14] +
    m[13] * m[2] * m[7] -
    m[13] * m[3] * m[6];
  inv[6] =
    -m[0] * m[6] * m[15] +
    m[0] * m[7] * m[14] +
    m[4] * m[2] * m[15] -
    m[4] * m[3] * m[14] -
    m[12] * m[2] * m[7] +
    m[12] * m[3] * m[6];
  inv[10] =
    m[0] * m[5] * m[15] -
    m[0] * m[7] * m[13] -
    m[4] * m[1] * m[15] +
    m[4] * m[3] * m[13] +
    m[12] * m[1] * m[7] -
    m[12] * m[3] * m[5];
  inv[14] =
    -m[0] * m[5] * m[14] +
    m[0] * m[6] * m[13] +
    m[4] * m[1] * m[14] -
    m[4] * m[2] * m[13] -
    m[12] * m[1] * m[6] +
    m[12] * m[2] * m[5];
  inv[3] =
    -m[1] * m[6] * m[11] +
    m[1] * m[7] * m[10] +
    m[5] * m[2] * m[11] -
    m[5] * m[3] * m[10] -
    m[9] * m[2] * m[7] +
    m[9] * m[3] * m[6];
  inv[7] =
    m[0] * m[6] * m[11] -
    m[0] * m[7] * m[10] -
    m[4] * m[2] * m[11] +
    m[4] * m[3] * m[10] +
    m[8] * m[2] * m[7] -
    m[8] * m[3] * m[6];
  inv[11] =
    -m[0] * m[5] * m[11] +
    m[0] * m[7] * m[9] +
    m[4] * m[1] * m[11] -
    m[4] * m[3] * m[9] -
    m[8] * m[1] * m[7] +
    m[8] * m[3] * m[5];
  inv[15] =
    m[0] * m[5] * m[10] -
    m[0] * m[6] * m[9] -
    m[4] * m[1] * m[10] +
    m[4] * m[2] * m[9] +
    m[8] * m[1] * m[6] -
    m[8] * m[2] * m[5];
  const det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12];
  if (det === 0) return null;
  const scale = 1 / det;
  for (let i = 0; i < 16; i++) inv[i] *= scale;
  return inv;
}

/**
 * Maps an object-space point through the given modelview and projection matrices and viewport to window
 * coordinates, written into out[0..2]; returns GL_TRUE, or GL_FALSE (out untouched) when the point's clip
 * w is 0.
 * @param model - 16 values, column-major, as glGetDoublev(GL_MODELVIEW_MATRIX) gives them; `proj`
 * likewise; `viewport` as glGetIntegerv(GL_VIEWPORT).
 * @see GLU 1.3 §4.2
 */
export function gluProject(
  objx: number,
  objy: number,
  objz: number,
  model: Matrix,
  proj: Matrix,
  viewport: ArrayLike<number>,
  out: Float64Array | Float32Array | number[],
): number {
  const clip = transform(proj, transform(model, [objx, objy, objz, 1]));
  if (clip[3] === 0) return GL_FALSE;
  const ndc = [clip[0] / clip[3], clip[1] / clip[3], clip[2] / clip[3]];
  out[0] = (ndc[0] * 0.5 + 0.5) * viewport[2] + viewport[0];
  out[1] = (ndc[1] * 0.5 + 0.5) * viewport[3] + viewport[1];
  out[2] = ndc[2] * 0.5 + 0.5;
  return GL_TRUE;
}

/** (proj · model)⁻¹ · the window point mapped to normalised device coordinates, or null. */
function unprojectToHomogeneous(
  win: readonly [number, number, number, number],
  model: Matrix,
  proj: Matrix,
  viewport: ArrayLike<number>,
): Float64Array | null {
  const inverse = invertMatrix(multiply(model, proj));
  if (inverse === null) return null;
  const x = (win[0] - viewport[0]) / viewport[2];
  const y = (win[1] - viewport[1]) / viewport[3];
  return transform(inverse, [x * 2 - 1, y * 2 - 1, win[2] * 2 - 1, win[3]]);
}

/**
 * Maps a window point (x, y and depth in [0, 1]) back to object space through the inverse of proj · model,
 * written into out[0..2]; returns GL_TRUE, or GL_FALSE (out untouched) when the matrix is singular or the
 * point maps to w = 0.
 * @see GLU 1.3 §4.2
 */
export function gluUnProject(
  winx: number,
  winy: number,
  winz: number,
  model: Matrix,
  proj: Matrix,
  viewport: ArrayLike<number>,
  out: Float64Array | Float32Array | number[],
): number {
  const obj = unprojectToHomogeneous([winx, winy, winz, 1], model, proj, viewport);
  if (obj === null || obj[3] === 0) return GL_FALSE;
  out[0] = obj[0] / obj[3];
  out[1] = obj[1] / obj[3];
  out[2] = obj[2] / obj[3];
  return GL_TRUE;
}

/**
 * gluUnProject for a window point with clip w `clipw` and the depth range nearVal..farVal; writes the
 * homogeneous object point [x, y, z, w] (not divided by w) into out[0..3]. Returns GL_FALSE (out
 * untouched) for a singular matrix or w = 0.
 * @see GLU 1.3 §4.2
 */
export function gluUnProject4(
  winx: number,
  winy: number,
  winz: number,
  clipw: number,
  model: Matrix,
  proj: Matrix,
  viewport: ArrayLike<number>,
  nearVal: number,
  farVal: number,
  out: Float64Array | Float32Array | number[],
): number {
  const z = (winz - nearVal) / (farVal - nearVal);
  const obj = unprojectToHomogeneous([winx, winy, z, clipw], model, proj, viewport);
  if (obj === null || obj[3] === 0) return GL_FALSE;
  for (let i = 0; i < 4; i++) out[i] = obj[i];
  return GL_TRUE;
}
