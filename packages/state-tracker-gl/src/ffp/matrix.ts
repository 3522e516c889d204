// Matrix arithmetic for the constant buffers. GL keeps matrices column-major (element (r, c) at
// index 4c + r); the generated shaders transform with one DP4 (or DP3) per row, so the writers store
// rows. Products and inverses are computed in double precision and rounded once when stored.

/** Stores the four rows of column-major `m` at vec4 offset `at` of `out`. */
export function writeRows(m: ArrayLike<number>, out: Float32Array, at: number): void {
  for (let r = 0; r < 4; r++) {
    out[at + 4 * r] = m[r]!;
    out[at + 4 * r + 1] = m[4 + r]!;
    out[at + 4 * r + 2] = m[8 + r]!;
    out[at + 4 * r + 3] = m[12 + r]!;
  }
}

/** Stores the four rows of a × b (both column-major). */
export function writeProductRows(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  out: Float32Array,
  at: number,
): void {
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      out[at + 4 * r + c] =
        a[r]! * b[4 * c]! +
        a[4 + r]! * b[4 * c + 1]! +
        a[8 + r]! * b[4 * c + 2]! +
        a[12 + r]! * b[4 * c + 3]!;
    }
  }
}

/**
 * Stores the three rows of the normal matrix of modelview `mv` (GL 1.5, 2.11.3): n_eye = n · M⁻¹ with M
 * the upper-left 3×3 of mv, i.e. rows (M⁻¹)ᵀ; with `rescale`, multiplied by f = 1 / ‖third row of M⁻¹‖
 * (GL_RESCALE_NORMAL). A singular M gives zero rows (normals become zero, as no inverse exists).
 */
export function writeNormalRows(
  mv: ArrayLike<number>,
  rescale: boolean,
  out: Float32Array,
  at: number,
): void {
  const m = (r: number, c: number) => mv[4 * c + r]!;
  // Cofactors: inverse[i][j] = cofactor(j, i) / det.
  const c00 = m(1, 1) * m(2, 2) - m(1, 2) * m(2, 1);
  const c01 = m(1, 2) * m(2, 0) - m(1, 0) * m(2, 2);
  const c02 = m(1, 0) * m(2, 1) - m(1, 1) * m(2, 0);
  const det = m(0, 0) * c00 + m(0, 1) * c01 + m(0, 2) * c02;
  const inv = [
    [c00, m(0, 2) * m(2, 1) - m(0, 1) * m(2, 2), m(0, 1) * m(1, 2) - m(0, 2) * m(1, 1)],
    [c01, m(0, 0) * m(2, 2) - m(0, 2) * m(2, 0), m(0, 2) * m(1, 0) - m(0, 0) * m(1, 2)],
    [c02, m(0, 1) * m(2, 0) - m(0, 0) * m(2, 1), m(0, 0) * m(1, 1) - m(0, 1) * m(1, 0)],
  ];
  let scale = det === 0 ? 0 : 1 / det;
  if (rescale && det !== 0) {
    const [a, b, c] = inv[2]!.map((v) => v * scale) as [number, number, number];
    const length = Math.sqrt(a * a + b * b + c * c);
    scale = length === 0 ? 0 : scale / length;
  }
  for (let j = 0; j < 3; j++) {
    out[at + 4 * j] = inv[0]![j]! * scale;
    out[at + 4 * j + 1] = inv[1]![j]! * scale;
    out[at + 4 * j + 2] = inv[2]![j]! * scale;
    out[at + 4 * j + 3] = 0;
  }
}
