// The evaluator state glEnable/glIsEnabled and glGet read (GL 1.5, table 6.28): an enable per map target
// and GL_AUTO_NORMAL (which glPushAttrib(GL_ENABLE_BIT) saves with the others), the grids and
// GL_MAX_EVAL_ORDER. state/enable-caps.ts and state/get-table.ts take these entries into their tables.
import type { GlContext } from '../context/gl-context.js';
import {
  GL_AUTO_NORMAL,
  GL_MAP1_COLOR_4,
  GL_MAP1_GRID_DOMAIN,
  GL_MAP1_GRID_SEGMENTS,
  GL_MAP2_COLOR_4,
  GL_MAP2_GRID_DOMAIN,
  GL_MAP2_GRID_SEGMENTS,
  GL_MAX_EVAL_ORDER,
} from '../gl-enums.js';
import type { EnableCap } from '../state/enable-caps.js';
import type { GetKind } from '../state/get-table.js';
import { MAP_KINDS, MAX_EVAL_ORDER } from './map-targets.js';

/** Every evaluator capability by its enum (no derived pipe state depends on these: dirty 0). */
export const EVALUATOR_CAPS = new Map<number, EnableCap>();
for (let kind = 0; kind < MAP_KINDS; kind++) {
  EVALUATOR_CAPS.set(GL_MAP1_COLOR_4 + kind, {
    get: (c) => c.evaluators.map1Enabled[kind]!,
    set: (c, on) => {
      c.evaluators.map1Enabled[kind] = on;
    },
    dirty: 0,
  });
  EVALUATOR_CAPS.set(GL_MAP2_COLOR_4 + kind, {
    get: (c) => c.evaluators.map2Enabled[kind]!,
    set: (c, on) => {
      c.evaluators.map2Enabled[kind] = on;
    },
    dirty: 0,
  });
}
EVALUATOR_CAPS.set(GL_AUTO_NORMAL, {
  get: (c) => c.evaluators.autoNormal,
  set: (c, on) => {
    c.evaluators.autoNormal = on;
  },
  dirty: 0,
});

/** glGet entries: pname → value kind and reader. */
export const EVALUATOR_GETS: [number, GetKind, (c: GlContext) => number[]][] = [
  [GL_MAX_EVAL_ORDER, 'int', () => [MAX_EVAL_ORDER]],
  [GL_MAP1_GRID_DOMAIN, 'float', (c) => [c.evaluators.grid1.u1, c.evaluators.grid1.u2]],
  [GL_MAP1_GRID_SEGMENTS, 'int', (c) => [c.evaluators.grid1.un]],
  [
    GL_MAP2_GRID_DOMAIN,
    'float',
    (c) => {
      const g = c.evaluators.grid2;
      return [g.u1, g.u2, g.v1, g.v2];
    },
  ],
  [GL_MAP2_GRID_SEGMENTS, 'int', (c) => [c.evaluators.grid2.un, c.evaluators.grid2.vn]],
];
