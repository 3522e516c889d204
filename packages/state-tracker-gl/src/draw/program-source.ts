// What the GL context needs from the fixed-function program generator (src/ffp): a program per
// FixedFunctionState, with the vertex attributes it reads, its constant-buffer sizes and the texture
// units it samples. The shapes mirror src/ffp's FfpProgram/FfpProgramCache, so the generator plugs in
// as it is and tests can hand the context a small double.
import type { FixedFunctionState } from '../ffp/ffp-state.js';

/** One generated pair of shaders. */
export interface FixedFunctionProgram {
  /** TgsiShader of the vertex stage; IN[i] holds attribute `inputs[i]`. */
  readonly vs: unknown;
  /** TgsiShader of the fragment stage. */
  readonly fs: unknown;
  /** The FfpAttrib each vertex-shader input register reads, in order. */
  readonly inputs: readonly number[];
  readonly vsConstantVec4s: number;
  readonly fsConstantVec4s: number;
  /** Units the fragment shader samples, SAMP[unit] / SVIEW[unit], with the GL target enabled there. */
  readonly textureUnits: readonly { unit: number; target: number }[];
  /**
   * SAMP / SVIEW slot where the fragment shader reads the copy of the colour buffer (the lowered logic
   * op of FixedFunctionState.logicOp), or null / absent when it reads none.
   */
  readonly destinationUnit?: number | null;
  /**
   * Dirty bits besides Dirty.PROGRAM whose state the constants read (an ARB program's state.depth.range
   * reads the viewport's depth range), or 0 / absent.
   */
  readonly constantsDirty?: number;
  /**
   * True once the program can never be drawn again (an ARB program it runs was replaced or deleted): the
   * draw path then releases its driver shaders. Absent: never.
   */
  retired?(): boolean;
  /** Writes both stages' constants for `state`. */
  writeConstants(state: FixedFunctionState, vs: Float32Array, fs: Float32Array): void;
}

/** The program cache: the program for a state, built on first use. */
export interface FixedFunctionProgramSource {
  program(state: FixedFunctionState): FixedFunctionProgram;
}

/**
 * Vertex attributes a vertex program can read: the conventional ones the fixed-function programs read
 * (src/ffp's FfpAttrib), then ARB_vertex_program's 16 generic attributes (vertex.attrib[n]), which the
 * fixed-function programs never read. Generic attribute 0 is the position (the spec aliases them).
 */
export const Attrib = {
  POSITION: 0,
  NORMAL: 1,
  COLOR0: 2,
  COLOR1: 3,
  FOG_COORD: 4,
  EDGEFLAG: 5,
  /** Unit u: TEXCOORD0 + u. */
  TEXCOORD0: 6,
  /** Generic attribute n: GENERIC0 + n (after the 8 texture units' coordinates). */
  GENERIC0: 14,
} as const;

/** ARB_vertex_program's generic attributes (GL_MAX_VERTEX_ATTRIBS_ARB). */
export const MAX_GENERIC_ATTRIBS = 16;
