// The primitive types a driver without quads, quad strips, polygons and line loops still has, for
// softWithout's PIPE_CAP_SUPPORTED_PRIM_MODES: points, lines, line strips, triangles, strips and fans.
import { PipePrim } from '@gallium-ts/gallium-api';

export const LIST_PRIMS =
  (1 << PipePrim.POINTS) |
  (1 << PipePrim.LINES) |
  (1 << PipePrim.LINE_STRIP) |
  (1 << PipePrim.TRIANGLES) |
  (1 << PipePrim.TRIANGLE_STRIP) |
  (1 << PipePrim.TRIANGLE_FAN);
