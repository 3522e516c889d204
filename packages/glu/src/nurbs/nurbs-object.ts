// The state of one NURBS object (what gluNewNurbsRenderer returns): properties, callbacks, the sampling
// matrices, and the curve, surface and trim being described between gluBegin*/gluEnd*; and how it
// reports errors (through its GLU_NURBS_ERROR callback, as GLU does).
import { GLU_NURBS_ERROR } from '../glu-enums.js';
import { nurbsErrorCode } from './errors.js';
import type { CurveMap, SurfaceMap } from './evaluate.js';
import type { NurbsCallback } from './output.js';
import { defaultProperties, type NurbsProperties } from './properties.js';
import type { SamplingMatrices } from './sampling.js';

/** One piece of a trim loop: a piecewise linear curve ((u, v) pairs) or a NURBS trim curve. */
export type TrimPiece =
  | { readonly kind: 'pwl'; readonly points: number[] }
  | { readonly kind: 'nurbs'; readonly map: CurveMap };

export class GLUnurbs {
  /** @internal */ readonly props: NurbsProperties = defaultProperties();
  /** @internal */ readonly callbacks = new Map<number, NurbsCallback>();
  /** @internal */ userData: unknown = null;
  /** @internal */ loadedMatrices: SamplingMatrices | null = null;
  /** @internal */ inCurve = false;
  /** @internal */ inSurface = false;
  /** @internal */ inTrim = false;
  /** @internal */ curveMaps: CurveMap[] = [];
  /** @internal */ surfaceMaps: SurfaceMap[] = [];
  /** @internal */ trimLoops: TrimPiece[][] = [];
  /** @internal */ currentTrim: TrimPiece[] = [];
  /** @internal Whether a call between gluBegin* and gluEnd* failed: nothing is drawn then. */
  failed = false;
}

/** Reports a GLU error code (GLU_INVALID_ENUM, ...) to the error callback. */
export function reportCode(nobj: GLUnurbs, code: number): void {
  nobj.callbacks.get(GLU_NURBS_ERROR)?.(code);
}

/** Reports NURBS error number `n` (GLU_NURBS_ERRORn) and marks the current description failed. */
export function reportNurbsError(nobj: GLUnurbs, n: number): void {
  nobj.failed = true;
  reportCode(nobj, nurbsErrorCode(n));
}
