// The evaluator state of a context (GL 1.5, 5.1 and table 6.28): the nine one- and nine two-dimensional
// maps with their control points (kept in double precision), which of them are enabled, GL_AUTO_NORMAL,
// and the grids of glMapGrid1/glMapGrid2.
import { KIND_COMPONENTS, KIND_DEFAULTS, MAP_KINDS } from './map-targets.js';

/** A one-dimensional map: `order` control points of k values, packed. */
export interface Map1 {
  order: number;
  u1: number;
  u2: number;
  points: Float64Array;
}

/** A two-dimensional map: uorder × vorder control points of k values, packed u-major. */
export interface Map2 {
  uorder: number;
  vorder: number;
  u1: number;
  u2: number;
  v1: number;
  v2: number;
  points: Float64Array;
}

/** glMapGrid1 (v values unused) or glMapGrid2: n segments over [1, 2] in each direction. */
export interface Grid {
  un: number;
  u1: number;
  u2: number;
  vn: number;
  v1: number;
  v2: number;
}

/** The state glPushAttrib(GL_EVAL_BIT) saves: the enables, GL_AUTO_NORMAL and the grids. */
export interface EvalAttribs {
  map1Enabled: boolean[];
  map2Enabled: boolean[];
  autoNormal: boolean;
  grid1: Grid;
  grid2: Grid;
}

export class EvaluatorState implements EvalAttribs {
  readonly map1: Map1[] = [];
  readonly map2: Map2[] = [];
  map1Enabled: boolean[] = new Array(MAP_KINDS).fill(false);
  map2Enabled: boolean[] = new Array(MAP_KINDS).fill(false);
  autoNormal = false;
  grid1: Grid = { un: 1, u1: 0, u2: 1, vn: 1, v1: 0, v2: 1 };
  grid2: Grid = { un: 1, u1: 0, u2: 1, vn: 1, v1: 0, v2: 1 };

  constructor() {
    for (let kind = 0; kind < MAP_KINDS; kind++) {
      this.map1.push({ order: 1, u1: 0, u2: 1, points: Float64Array.from(KIND_DEFAULTS[kind]!) });
      this.map2.push({
        uorder: 1,
        vorder: 1,
        u1: 0,
        u2: 1,
        v1: 0,
        v2: 1,
        points: Float64Array.from(KIND_DEFAULTS[kind]!),
      });
    }
  }

  /** A copy of the attribute-stack part. */
  saveAttribs(): EvalAttribs {
    return {
      map1Enabled: [...this.map1Enabled],
      map2Enabled: [...this.map2Enabled],
      autoNormal: this.autoNormal,
      grid1: { ...this.grid1 },
      grid2: { ...this.grid2 },
    };
  }

  restoreAttribs(saved: EvalAttribs): void {
    this.map1Enabled = [...saved.map1Enabled];
    this.map2Enabled = [...saved.map2Enabled];
    this.autoNormal = saved.autoNormal;
    this.grid1 = { ...saved.grid1 };
    this.grid2 = { ...saved.grid2 };
  }
}

/** Values per control point of map kind `kind`. */
export function componentsOf(kind: number): number {
  return KIND_COMPONENTS[kind]!;
}
