// A draw taken apart into its GL primitives (GL 1.5, 2.6.1), each as the vertex numbers (0-based, in
// the draw's order) of a one-primitive draw with the same result: strips, fans and loops become the
// independent primitive they consist of, with the vertex order that keeps GL's winding (odd triangles
// of a strip start with their second vertex) and provoking vertex (the last one, as in the strip);
// quads, quad strips and polygons stay what they are. Used where primitives of one draw must be drawn
// one at a time (the lowered logic op reads what the previous primitive wrote).
import { PipePrim } from '@gallium-ts/gallium-api';

export interface SplitPrimitives {
  /** Pipe primitive type of each one-primitive draw. */
  mode: PipePrim;
  /** Vertices per primitive. */
  vertices: number;
  /** vertices × (number of primitives) vertex numbers, primitive after primitive. */
  order: Uint32Array;
}

/** The primitives of a draw of `count` vertices of GL/pipe primitive type `mode` (whole ones only). */
export function splitPrimitives(mode: number, count: number): SplitPrimitives {
  switch (mode) {
    case PipePrim.POINTS:
      return contiguous(PipePrim.POINTS, 1, count);
    case PipePrim.LINES:
      return contiguous(PipePrim.LINES, 2, count);
    case PipePrim.TRIANGLES:
      return contiguous(PipePrim.TRIANGLES, 3, count);
    case PipePrim.QUADS:
      return contiguous(PipePrim.QUADS, 4, count);
    case PipePrim.POLYGON:
      return contiguous(PipePrim.POLYGON, Math.max(count, 3), count);
    case PipePrim.LINE_STRIP:
      return build(PipePrim.LINES, 2, Math.max(0, count - 1), (i) => [i, i + 1]);
    case PipePrim.LINE_LOOP:
      return build(PipePrim.LINES, 2, count >= 2 ? count : 0, (i) => [i, (i + 1) % count]);
    case PipePrim.TRIANGLE_STRIP:
      return build(PipePrim.TRIANGLES, 3, Math.max(0, count - 2), (i) =>
        i % 2 === 0 ? [i, i + 1, i + 2] : [i + 1, i, i + 2],
      );
    case PipePrim.TRIANGLE_FAN:
      return build(PipePrim.TRIANGLES, 3, Math.max(0, count - 2), (i) => [0, i + 1, i + 2]);
    case PipePrim.QUAD_STRIP:
      return build(PipePrim.QUAD_STRIP, 4, Math.max(0, (count - 2) >> 1), (i) => [
        2 * i,
        2 * i + 1,
        2 * i + 2,
        2 * i + 3,
      ]);
    default:
      return contiguous(mode as PipePrim, count, count);
  }
}

function contiguous(mode: PipePrim, vertices: number, count: number): SplitPrimitives {
  const primitives = Math.floor(count / vertices);
  const order = new Uint32Array(primitives * vertices);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return { mode, vertices, order };
}

function build(
  mode: PipePrim,
  vertices: number,
  primitives: number,
  primitive: (i: number) => number[],
): SplitPrimitives {
  const order = new Uint32Array(primitives * vertices);
  for (let i = 0; i < primitives; i++) order.set(primitive(i), i * vertices);
  return { mode, vertices, order };
}
