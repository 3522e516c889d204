// GL primitive types: which are legal, how they map to PipePrim, and how many vertices of a glBegin/glEnd
// pair form whole primitives (the rest are ignored, GL 1.5 section 2.6.1).
import { PipePrim } from '@gallium-ts/gallium-api';
import {
  GL_LINE_LOOP,
  GL_LINE_STRIP,
  GL_LINES,
  GL_POINTS,
  GL_POLYGON,
  GL_QUAD_STRIP,
  GL_QUADS,
  GL_TRIANGLE_FAN,
  GL_TRIANGLE_STRIP,
  GL_TRIANGLES,
} from '../gl-enums.js';

/** The ten GL 1.5 primitive types; their values equal PipePrim's. */
export const PRIMITIVE_TYPES: ReadonlySet<number> = new Set([
  GL_POINTS,
  GL_LINES,
  GL_LINE_LOOP,
  GL_LINE_STRIP,
  GL_TRIANGLES,
  GL_TRIANGLE_STRIP,
  GL_TRIANGLE_FAN,
  GL_QUADS,
  GL_QUAD_STRIP,
  GL_POLYGON,
]);

/** Primitive types whose consecutive runs can be drawn as one (each primitive stands alone). */
export function isIndependent(mode: number): boolean {
  return (
    mode === PipePrim.POINTS ||
    mode === PipePrim.LINES ||
    mode === PipePrim.TRIANGLES ||
    mode === PipePrim.QUADS
  );
}

/** The number of the first `count` vertices that make whole primitives of `mode`. */
export function wholePrimitiveCount(mode: number, count: number): number {
  switch (mode) {
    case PipePrim.POINTS:
      return count;
    case PipePrim.LINES:
      return count - (count % 2);
    case PipePrim.LINE_LOOP:
    case PipePrim.LINE_STRIP:
      return count >= 2 ? count : 0;
    case PipePrim.TRIANGLES:
      return count - (count % 3);
    case PipePrim.TRIANGLE_STRIP:
    case PipePrim.TRIANGLE_FAN:
    case PipePrim.POLYGON:
      return count >= 3 ? count : 0;
    case PipePrim.QUADS:
      return count - (count % 4);
    case PipePrim.QUAD_STRIP:
      return count >= 4 ? count - (count % 2) : 0;
    default:
      return 0;
  }
}
