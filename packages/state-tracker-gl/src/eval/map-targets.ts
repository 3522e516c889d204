// The targets of glMap1/glMap2 (GL 1.5, table 5.1): for each of the nine kinds of map, how many values a
// control point has (k) and the value of the map GL starts with (order 1, that one control point).
// MAP1_x and MAP2_x are the same nine kinds at two bases: a kind is its offset from the base.
import { GL_MAP1_COLOR_4, GL_MAP1_VERTEX_4, GL_MAP2_COLOR_4, GL_MAP2_VERTEX_4 } from '../gl-enums.js';

/** The nine kinds of map, in enum order from GL_MAPn_COLOR_4. */
export const MapKind = {
  COLOR_4: 0,
  INDEX: 1,
  NORMAL: 2,
  TEXTURE_COORD_1: 3,
  TEXTURE_COORD_2: 4,
  TEXTURE_COORD_3: 5,
  TEXTURE_COORD_4: 6,
  VERTEX_3: 7,
  VERTEX_4: 8,
} as const;

export const MAP_KINDS = 9;

/** Values per control point of each kind. */
export const KIND_COMPONENTS: readonly number[] = [4, 1, 3, 1, 2, 3, 4, 3, 4];

/** The initial control point of each kind (GL 1.5, table 6.28). */
export const KIND_DEFAULTS: readonly (readonly number[])[] = [
  [1, 1, 1, 1],
  [1],
  [0, 0, 1],
  [0],
  [0, 0],
  [0, 0, 0],
  [0, 0, 0, 1],
  [0, 0, 0],
  [0, 0, 0, 1],
];

/** The kind of a glMap1 target, or -1 when `target` is none. */
export function map1Kind(target: number): number {
  return typeof target === 'number' && target >= GL_MAP1_COLOR_4 && target <= GL_MAP1_VERTEX_4
    ? target - GL_MAP1_COLOR_4
    : -1;
}

/** The kind of a glMap2 target, or -1 when `target` is none. */
export function map2Kind(target: number): number {
  return typeof target === 'number' && target >= GL_MAP2_COLOR_4 && target <= GL_MAP2_VERTEX_4
    ? target - GL_MAP2_COLOR_4
    : -1;
}

/** GL_MAX_EVAL_ORDER: the most control points in each direction of a map (Mesa's value). */
export const MAX_EVAL_ORDER = 30;
