// The NURBS error codes (GLU_NURBS_ERROR1..37) and their texts, as GLU 1.3 implementations report them
// through the GLU_NURBS_ERROR callback and gluErrorString.
import { GLU_NURBS_ERROR1, GLU_NURBS_ERROR37 } from '../glu-enums.js';

const NURBS_ERROR_TEXTS: readonly string[] = [
  'spline order un-supported',
  'too few knots',
  'valid knot range is empty',
  'decreasing knot sequence knot',
  'knot multiplicity greater than order of spline',
  'gluEndCurve() must follow gluBeginCurve()',
  'gluBeginCurve() must precede gluEndCurve()',
  'missing or extra geometric data',
  "can't draw piecewise linear trimming curves",
  'missing or extra domain data',
  'missing or extra domain data',
  'gluEndTrim() must precede gluEndSurface()',
  'gluBeginSurface() must precede gluEndSurface()',
  'curve of improper type passed as trim curve',
  'gluBeginSurface() must precede gluBeginTrim()',
  'gluEndTrim() must follow gluBeginTrim()',
  'gluBeginTrim() must precede gluEndTrim()',
  'invalid or missing trim curve',
  'gluBeginTrim() must precede gluPwlCurve()',
  'piecewise linear trimming curve referenced twice',
  'piecewise linear trimming curve and nurbs curve mixed',
  'improper usage of trim data type',
  'nurbs curve referenced twice',
  'nurbs curve and piecewise linear trimming curve mixed',
  'nurbs surface referenced twice',
  'invalid property',
  'gluEndSurface() must follow gluBeginSurface()',
  'intersecting or misoriented trim curves',
  'intersecting trim curves',
  'UNUSED',
  'unconnected trim curves',
  'unknown knot error',
  'negative vertex count encountered',
  'negative byte-stride encounteed', // sic: libGLU's text, which ported programs print
  'unknown type descriptor',
  'null control point reference',
  'duplicate point on piecewise linear trimming curve',
];

/** The GLU_NURBS_ERRORn code of NURBS error number `n` (1..37). */
export function nurbsErrorCode(n: number): number {
  return GLU_NURBS_ERROR1 + n - 1;
}

/**
 * The text of a GLU_NURBS_ERROR1..GLU_NURBS_ERROR37 code (what gluErrorString returns for it), or null
 * when `code` is not one of them.
 */
export function nurbsErrorString(code: number): string | null {
  if (!Number.isInteger(code) || code < GLU_NURBS_ERROR1 || code > GLU_NURBS_ERROR37) return null;
  return NURBS_ERROR_TEXTS[code - GLU_NURBS_ERROR1] ?? null;
}
