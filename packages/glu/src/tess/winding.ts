// The winding rules of GLU_TESS_WINDING_RULE: which winding numbers are inside the polygon.
import {
  GLU_TESS_WINDING_ABS_GEQ_TWO,
  GLU_TESS_WINDING_NEGATIVE,
  GLU_TESS_WINDING_NONZERO,
  GLU_TESS_WINDING_ODD,
  GLU_TESS_WINDING_POSITIVE,
} from '../glu-enums.js';

/** The five values GLU_TESS_WINDING_RULE accepts. */
export const WINDING_RULES: readonly number[] = [
  GLU_TESS_WINDING_ODD,
  GLU_TESS_WINDING_NONZERO,
  GLU_TESS_WINDING_POSITIVE,
  GLU_TESS_WINDING_NEGATIVE,
  GLU_TESS_WINDING_ABS_GEQ_TWO,
];

/** Whether a region of winding number `winding` is inside under `rule`. */
export function isInside(rule: number, winding: number): boolean {
  switch (rule) {
    case GLU_TESS_WINDING_ODD:
      return (winding & 1) !== 0;
    case GLU_TESS_WINDING_NONZERO:
      return winding !== 0;
    case GLU_TESS_WINDING_POSITIVE:
      return winding > 0;
    case GLU_TESS_WINDING_NEGATIVE:
      return winding < 0;
    case GLU_TESS_WINDING_ABS_GEQ_TWO:
      return winding >= 2 || winding <= -2;
    default:
      return false;
  }
}
