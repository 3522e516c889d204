// The matrices ARB programs bind (state.matrix.*, ARB_vertex_program table X.3.8 / ARB_fragment_program
// table X.2.7): the base matrix read from the GL context (the tops of its matrix stacks, as
// FixedFunctionState shares them and glGet reads them) or, for program matrices, from the list the caller
// passes, with the .inverse / .transpose / .invtrans modifier applied, and its rows. Products and
// inverses are computed in double precision and rounded once when stored.
import type { ArbStateToken } from '../arb/index.js';
import type { GlContext } from '../context/gl-context.js';
import { inverse } from '../math/mat4.js';

/** A state.matrix.* token (one row of a selected matrix). */
export type ArbMatrixToken = Extract<ArbStateToken, { item: 'matrix' }>;

/** The top of each program matrix stack (GL_MATRIX0_ARB + n), column-major. */
export type ProgramMatrices = readonly ArrayLike<number>[];

const IDENTITY: readonly number[] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/**
 * The base matrix of a token, column-major: modelview matrix 0 (the only one without ARB_vertex_blend;
 * the front end rejects others), the projection matrix, MVP = P × M0, texture matrix n, program matrix n.
 * A matrix the context does not have reads as the identity, every GL matrix's initial value.
 */
function baseMatrix(c: GlContext, programMatrices: ProgramMatrices, t: ArbMatrixToken): ArrayLike<number> {
  switch (t.matrix) {
    case 'modelview':
      return t.index === 0 ? c.ff.modelview : IDENTITY;
    case 'projection':
      return c.ff.projection;
    case 'mvp':
      return product(c.ff.projection, c.ff.modelview);
    case 'texture':
      return c.ff.textureUnits[t.index]?.matrix ?? IDENTITY;
    case 'program':
      return programMatrices[t.index] ?? IDENTITY;
  }
}

/** a × b of two column-major matrices. */
function product(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const m = new Array<number>(16);
  for (let col = 0; col < 4; col++) {
    for (let r = 0; r < 4; r++) {
      m[col * 4 + r] =
        a[r]! * b[col * 4]! +
        a[4 + r]! * b[col * 4 + 1]! +
        a[8 + r]! * b[col * 4 + 2]! +
        a[12 + r]! * b[col * 4 + 3]!;
    }
  }
  return m;
}

/**
 * The matrix a token selects before its transpose, column-major: the base matrix, or its inverse for
 * .inverse and .invtrans. The specifications leave the inverse of a singular matrix undefined; it is the
 * identity here.
 */
export function untransposedMatrix(
  c: GlContext,
  programMatrices: ProgramMatrices,
  t: ArbMatrixToken,
): ArrayLike<number> {
  const base = baseMatrix(c, programMatrices, t);
  if (t.modifier === 'inverse' || t.modifier === 'invtrans') return inverse(base) ?? IDENTITY;
  return base;
}

/** Whether the token's modifier transposes the matrix (.transpose, .invtrans). */
export function isTransposed(t: ArbMatrixToken): boolean {
  return t.modifier === 'transpose' || t.modifier === 'invtrans';
}

/**
 * Stores row `row` of column-major `m` (or of its transpose, which is column `row` of m) at float offset
 * `at` of `out`.
 */
export function writeMatrixRow(
  m: ArrayLike<number>,
  transposed: boolean,
  row: number,
  out: Float32Array,
  at: number,
): void {
  if (transposed) {
    for (let i = 0; i < 4; i++) out[at + i] = m[row * 4 + i]!;
  } else {
    for (let i = 0; i < 4; i++) out[at + i] = m[i * 4 + row]!;
  }
}
