// 4×4 matrix and vector helpers for the transform state. Matrices are column-major Float32Array(16), as
// glLoadMatrixf takes them: element (row r, column c) is m[c * 4 + r].

/** A fresh identity matrix. */
export function identity(): Float32Array {
  const m = new Float32Array(16);
  m[0] = m[5] = m[10] = m[15] = 1;
  return m;
}

/** Writes the identity into `m`. */
export function setIdentity(m: Float32Array): void {
  m.fill(0);
  m[0] = m[5] = m[10] = m[15] = 1;
}

/** Whether `m` is exactly the identity. */
export function isIdentity(m: Float32Array): boolean {
  for (let i = 0; i < 16; i++) if (m[i] !== (i % 5 === 0 ? 1 : 0)) return false;
  return true;
}

/** m = m × n (n applied first to vectors), computed in double precision. */
export function multiplyInto(m: Float32Array, n: ArrayLike<number>): void {
  const a = Array.from(m);
  for (let c = 0; c < 4; c++) {
    for (let r = 0; r < 4; r++) {
      m[c * 4 + r] =
        a[r]! * n[c * 4]! +
        a[4 + r]! * n[c * 4 + 1]! +
        a[8 + r]! * n[c * 4 + 2]! +
        a[12 + r]! * n[c * 4 + 3]!;
    }
  }
}

/** The transpose of a row-major 16-element array: the column-major matrix it means. */
export function transposed(m: ArrayLike<number>): number[] {
  const t = new Array<number>(16);
  for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) t[c * 4 + r] = m[r * 4 + c]!;
  return t;
}

/** The inverse of `m` (column-major), or null when it is singular. */
export function inverse(m: ArrayLike<number>): number[] | null {
  const a = Array.from({ length: 16 }, (_, i) => m[i]!);
  const inv = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  // Gauss-Jordan on the row-major view (the transpose); inverting the transpose and transposing back
  // gives the same result, so operate on columns as rows.
  for (let col = 0; col < 4; col++) {
    let pivot = col;
    for (let r = col + 1; r < 4; r++)
      if (Math.abs(a[r * 4 + col]!) > Math.abs(a[pivot * 4 + col]!)) pivot = r;
    if (a[pivot * 4 + col] === 0) return null;
    if (pivot !== col) {
      for (let k = 0; k < 4; k++) {
        [a[col * 4 + k], a[pivot * 4 + k]] = [a[pivot * 4 + k]!, a[col * 4 + k]!];
        [inv[col * 4 + k], inv[pivot * 4 + k]] = [inv[pivot * 4 + k]!, inv[col * 4 + k]!];
      }
    }
    const p = a[col * 4 + col]!;
    for (let k = 0; k < 4; k++) {
      a[col * 4 + k] = a[col * 4 + k]! / p;
      inv[col * 4 + k] = inv[col * 4 + k]! / p;
    }
    for (let r = 0; r < 4; r++) {
      if (r === col) continue;
      const f = a[r * 4 + col]!;
      if (f === 0) continue;
      for (let k = 0; k < 4; k++) {
        a[r * 4 + k] = a[r * 4 + k]! - f * a[col * 4 + k]!;
        inv[r * 4 + k] = inv[r * 4 + k]! - f * inv[col * 4 + k]!;
      }
    }
  }
  return inv;
}

/** m × v for a column vector v of 4. */
export function transformVec4(m: ArrayLike<number>, v: ArrayLike<number>): [number, number, number, number] {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  for (let r = 0; r < 4; r++)
    out[r] = m[r]! * v[0]! + m[4 + r]! * v[1]! + m[8 + r]! * v[2]! + m[12 + r]! * v[3]!;
  return out;
}

/** The upper 3×3 of m times the column vector v of 3. */
export function transformDirection(m: ArrayLike<number>, v: ArrayLike<number>): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  for (let r = 0; r < 3; r++) out[r] = m[r]! * v[0]! + m[4 + r]! * v[1]! + m[8 + r]! * v[2]!;
  return out;
}

/** The row vector p times m (how planes transform: p' = p · m). */
export function planeTimes(p: ArrayLike<number>, m: ArrayLike<number>): [number, number, number, number] {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  for (let c = 0; c < 4; c++) {
    out[c] = p[0]! * m[c * 4]! + p[1]! * m[c * 4 + 1]! + p[2]! * m[c * 4 + 2]! + p[3]! * m[c * 4 + 3]!;
  }
  return out;
}

/** glRotate's matrix (GL 1.5, 2.11.2): `angle` degrees about (x, y, z), normalized. */
export function rotation(angle: number, x: number, y: number, z: number): number[] {
  const len = Math.hypot(x, y, z);
  const m = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  if (len === 0) return m;
  x /= len;
  y /= len;
  z /= len;
  const rad = (angle * Math.PI) / 180;
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  const t = 1 - c;
  m[0] = x * x * t + c;
  m[1] = y * x * t + z * s;
  m[2] = x * z * t - y * s;
  m[4] = x * y * t - z * s;
  m[5] = y * y * t + c;
  m[6] = y * z * t + x * s;
  m[8] = x * z * t + y * s;
  m[9] = y * z * t - x * s;
  m[10] = z * z * t + c;
  return m;
}

/** glTranslate's matrix. */
export function translation(x: number, y: number, z: number): number[] {
  return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];
}

/** glScale's matrix. */
export function scaling(x: number, y: number, z: number): number[] {
  return [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1];
}

/** glOrtho's matrix. */
export function ortho(l: number, r: number, b: number, t: number, n: number, f: number): number[] {
  return [
    2 / (r - l),
    0,
    0,
    0,
    0,
    2 / (t - b),
    0,
    0,
    0,
    0,
    -2 / (f - n),
    0,
    -(r + l) / (r - l),
    -(t + b) / (t - b),
    -(f + n) / (f - n),
    1,
  ];
}

/** glFrustum's matrix. */
export function frustum(l: number, r: number, b: number, t: number, n: number, f: number): number[] {
  return [
    (2 * n) / (r - l),
    0,
    0,
    0,
    0,
    (2 * n) / (t - b),
    0,
    0,
    (r + l) / (r - l),
    (t + b) / (t - b),
    -(f + n) / (f - n),
    -1,
    0,
    0,
    (-2 * f * n) / (f - n),
    0,
  ];
}
