// The four enables of GL_ARB_vertex_program and GL_ARB_fragment_program (GL_VERTEX_PROGRAM_ARB,
// GL_FRAGMENT_PROGRAM_ARB, GL_VERTEX_PROGRAM_POINT_SIZE_ARB, GL_VERTEX_PROGRAM_TWO_SIDE_ARB; all off at
// first, saved by glPushAttrib(GL_ENABLE_BIT)) as glEnable/glDisable/glIsEnabled find them in the
// capability table, and the checks the draw path asks: which stages run a program, and whether an enabled target's
// program is valid (drawing with an invalid one is GL_INVALID_OPERATION, ARB_vertex_program 2.14.1 and
// ARB_fragment_program 3.11.1).

import type { ArbCompiledProgram } from '../arb/index.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import {
  GL_FRAGMENT_PROGRAM_ARB,
  GL_INVALID_OPERATION,
  GL_VERTEX_PROGRAM_ARB,
  GL_VERTEX_PROGRAM_POINT_SIZE_ARB,
  GL_VERTEX_PROGRAM_TWO_SIDE_ARB,
} from '../gl-enums.js';

export interface ArbEnables {
  /** GL_VERTEX_PROGRAM_ARB: vertices go through the bound vertex program. */
  vertexProgram: boolean;
  /** GL_FRAGMENT_PROGRAM_ARB: fragments go through the bound fragment program. */
  fragmentProgram: boolean;
  /** GL_VERTEX_PROGRAM_POINT_SIZE_ARB: points take the size the vertex program writes. */
  pointSize: boolean;
  /** GL_VERTEX_PROGRAM_TWO_SIDE_ARB: back-facing polygons take the program's back colours. */
  twoSide: boolean;
}

const FIELDS: readonly (readonly [number, keyof ArbEnables])[] = [
  [GL_VERTEX_PROGRAM_ARB, 'vertexProgram'],
  [GL_FRAGMENT_PROGRAM_ARB, 'fragmentProgram'],
  [GL_VERTEX_PROGRAM_POINT_SIZE_ARB, 'pointSize'],
  [GL_VERTEX_PROGRAM_TWO_SIDE_ARB, 'twoSide'],
];

/** What the draw state derived from the four capabilities is: the program and the rasterizer. */
export const ARB_ENABLE_DIRTY = Dirty.PROGRAM | Dirty.RASTERIZER;

/** The four capabilities with how to read and write them, for the capability table (state/enable-caps.ts). */
export const ARB_ENABLE_CAPS: readonly (readonly [
  cap: number,
  get: (c: GlContext) => boolean,
  set: (c: GlContext, on: boolean) => void,
])[] = FIELDS.map(([cap, field]) => [
  cap,
  (c: GlContext) => c.arb.enables[field],
  (c: GlContext, on: boolean) => {
    c.arb.enables[field] = on;
  },
]);

/** The vertex program the draw runs: the bound one when GL_VERTEX_PROGRAM_ARB is on and it is valid. */
export function activeVertexProgram(c: GlContext): ArbCompiledProgram | null {
  return c.arb.enables.vertexProgram ? c.arb.vertex.bound.compiled : null;
}

/** The fragment program the draw runs: the bound one when GL_FRAGMENT_PROGRAM_ARB is on and it is valid. */
export function activeFragmentProgram(c: GlContext): ArbCompiledProgram | null {
  return c.arb.enables.fragmentProgram ? c.arb.fragment.bound.compiled : null;
}

/**
 * Whether drawing may go on: records GL_INVALID_OPERATION (and returns false) when an enabled target's
 * bound program is not valid (no string loaded into it).
 */
export function arbProgramsValid(c: GlContext): boolean {
  const { enables, vertex, fragment } = c.arb;
  if (enables.vertexProgram && vertex.bound.compiled === null) {
    c.setError(
      GL_INVALID_OPERATION,
      'GL_VERTEX_PROGRAM_ARB is enabled and the bound vertex program is not valid',
    );
    return false;
  }
  if (enables.fragmentProgram && fragment.bound.compiled === null) {
    c.setError(
      GL_INVALID_OPERATION,
      'GL_FRAGMENT_PROGRAM_ARB is enabled and the bound fragment program is not valid',
    );
    return false;
  }
  return true;
}
