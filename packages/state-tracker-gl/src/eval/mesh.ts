// glEvalMesh1/2 and glEvalPoint1/2 (GL 1.5, 5.1): evaluation at the points of the grid glMapGrid
// defined, grid point i at i·Δu + u1 with Δu = (u2 − u1)/n (exactly u2 at i = n). A mesh is the
// primitives the specification spells out: points, line strips (u varying at each v, then v varying at
// each u) or quad strips (one per row of v, u varying along it, each (u, v) followed by (u, v + Δv)).
import type { GlContext } from '../context/gl-context.js';
import { GL_LINE, GL_LINE_STRIP, GL_POINT, GL_POINTS, GL_QUAD_STRIP } from '../gl-enums.js';
import type { Grid } from './eval-state.js';
import { evalCoord1, evalCoord2 } from './evaluate.js';

/** Grid coordinate i of n segments over [a, b]. */
export function gridCoord(i: number, n: number, a: number, b: number): number {
  return i === n ? b : i * ((b - a) / n) + a;
}

const gridU = (g: Grid, i: number) => gridCoord(i, g.un, g.u1, g.u2);
const gridV = (g: Grid, j: number) => gridCoord(j, g.vn, g.v1, g.v2);

/** Runs `body` as one primitive of `mode` (what glBegin/glEnd do, without their checks). */
function primitive(c: GlContext, mode: number, body: () => void): void {
  c.insideBeginEnd = true;
  c.batch.begin(mode);
  try {
    body();
  } finally {
    c.insideBeginEnd = false;
    c.batch.end();
  }
}

/** glEvalMesh1 with a checked `mode` (GL_POINT or GL_LINE). */
export function evalMesh1(c: GlContext, mode: number, i1: number, i2: number): void {
  const g = c.evaluators.grid1;
  primitive(c, mode === GL_POINT ? GL_POINTS : GL_LINE_STRIP, () => {
    for (let i = i1; i <= i2; i++) evalCoord1(c, gridU(g, i));
  });
}

/** glEvalMesh2 with a checked `mode` (GL_POINT, GL_LINE or GL_FILL). */
export function evalMesh2(c: GlContext, mode: number, i1: number, i2: number, j1: number, j2: number): void {
  // An empty range in either direction draws nothing (and the other range may be huge).
  if (i2 < i1 || j2 < j1) return;
  const g = c.evaluators.grid2;
  if (mode === GL_POINT) {
    primitive(c, GL_POINTS, () => {
      for (let j = j1; j <= j2; j++) for (let i = i1; i <= i2; i++) evalCoord2(c, gridU(g, i), gridV(g, j));
    });
  } else if (mode === GL_LINE) {
    for (let j = j1; j <= j2; j++)
      primitive(c, GL_LINE_STRIP, () => {
        for (let i = i1; i <= i2; i++) evalCoord2(c, gridU(g, i), gridV(g, j));
      });
    for (let i = i1; i <= i2; i++)
      primitive(c, GL_LINE_STRIP, () => {
        for (let j = j1; j <= j2; j++) evalCoord2(c, gridU(g, i), gridV(g, j));
      });
  } else {
    for (let j = j1; j < j2; j++)
      primitive(c, GL_QUAD_STRIP, () => {
        for (let i = i1; i <= i2; i++) {
          evalCoord2(c, gridU(g, i), gridV(g, j));
          evalCoord2(c, gridU(g, i), gridV(g, j + 1));
        }
      });
  }
}

/** glEvalPoint1: evaluation at grid point i (inside glBegin/glEnd, like glEvalCoord1). */
export function evalPoint1(c: GlContext, i: number): void {
  evalCoord1(c, gridU(c.evaluators.grid1, i));
}

/** glEvalPoint2: evaluation at grid point (i, j). */
export function evalPoint2(c: GlContext, i: number, j: number): void {
  const g = c.evaluators.grid2;
  evalCoord2(c, gridU(g, i), gridV(g, j));
}

/** The most grid points one glEvalMesh evaluates; more records GL_OUT_OF_MEMORY (loops stay bounded). */
export const MAX_MESH_POINTS = 1 << 22;

/** Whether the mesh over [i1, i2] × [j1, j2] has more than MAX_MESH_POINTS points. */
export function meshTooLarge(i1: number, i2: number, j1: number, j2: number): boolean {
  const columns = Math.max(0, i2 - i1 + 1);
  const rows = Math.max(0, j2 - j1 + 1);
  return !(columns * rows <= MAX_MESH_POINTS);
}
