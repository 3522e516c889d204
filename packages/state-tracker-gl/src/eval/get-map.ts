// glGetMap (GL 1.5, 6.1.8): what GL_COEFF (the control points, packed; u-major for MAP2), GL_ORDER and
// GL_DOMAIN read of a map, as numbers; the entry points convert them to the type asked for.
import { GL_COEFF, GL_DOMAIN, GL_ORDER } from '../gl-enums.js';
import type { EvaluatorState } from './eval-state.js';
import { map1Kind, map2Kind } from './map-targets.js';

/** The values `query` reads of the map `target`, or null when either enum is not legal. */
export function getMapValues(e: EvaluatorState, target: number, query: number): number[] | null {
  const kind1 = map1Kind(target);
  const kind2 = map2Kind(target);
  if (kind1 < 0 && kind2 < 0) return null;
  if (kind1 >= 0) {
    const m = e.map1[kind1]!;
    if (query === GL_COEFF) return Array.from(m.points);
    if (query === GL_ORDER) return [m.order];
    if (query === GL_DOMAIN) return [m.u1, m.u2];
    return null;
  }
  const m = e.map2[kind2]!;
  if (query === GL_COEFF) return Array.from(m.points);
  if (query === GL_ORDER) return [m.uorder, m.vorder];
  if (query === GL_DOMAIN) return [m.u1, m.u2, m.v1, m.v2];
  return null;
}
