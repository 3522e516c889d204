// The queries of GL_ARB_vertex_program and GL_ARB_fragment_program (6.1.12): environment and local
// parameters, glGetProgramivARB (the bound program's string, counts and native counts, the target's
// limits), glGetProgramStringARB, and the glGet state they add (the error position, the program matrix
// limits, the current matrix of any matrix mode). None is compiled into display lists.

import type { ArbProgramLimits, ArbResourceCounts } from '../arb/index.js';
import type { ArbProgramObject } from '../arb-gl/program-objects.js';
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import { MAX_GENERIC_ATTRIBS } from '../draw/program-source.js';
import { outsideBeginEnd } from '../errors/check.js';
import { type OutputArray, writeOutput } from '../errors/output-array.js';
import {
  GL_CURRENT_MATRIX_ARB,
  GL_CURRENT_MATRIX_STACK_DEPTH_ARB,
  GL_INVALID_ENUM,
  GL_MAX_PROGRAM_ADDRESS_REGISTERS_ARB,
  GL_MAX_PROGRAM_ALU_INSTRUCTIONS_ARB,
  GL_MAX_PROGRAM_ATTRIBS_ARB,
  GL_MAX_PROGRAM_ENV_PARAMETERS_ARB,
  GL_MAX_PROGRAM_INSTRUCTIONS_ARB,
  GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB,
  GL_MAX_PROGRAM_MATRICES_ARB,
  GL_MAX_PROGRAM_MATRIX_STACK_DEPTH_ARB,
  GL_MAX_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB,
  GL_MAX_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB,
  GL_MAX_PROGRAM_NATIVE_ATTRIBS_ARB,
  GL_MAX_PROGRAM_NATIVE_INSTRUCTIONS_ARB,
  GL_MAX_PROGRAM_NATIVE_PARAMETERS_ARB,
  GL_MAX_PROGRAM_NATIVE_TEMPORARIES_ARB,
  GL_MAX_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB,
  GL_MAX_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB,
  GL_MAX_PROGRAM_PARAMETERS_ARB,
  GL_MAX_PROGRAM_TEMPORARIES_ARB,
  GL_MAX_PROGRAM_TEX_INDIRECTIONS_ARB,
  GL_MAX_PROGRAM_TEX_INSTRUCTIONS_ARB,
  GL_MAX_TEXTURE_COORDS_ARB,
  GL_MAX_TEXTURE_IMAGE_UNITS_ARB,
  GL_MAX_VERTEX_ATTRIBS_ARB,
  GL_PROGRAM_ADDRESS_REGISTERS_ARB,
  GL_PROGRAM_ALU_INSTRUCTIONS_ARB,
  GL_PROGRAM_ATTRIBS_ARB,
  GL_PROGRAM_BINDING_ARB,
  GL_PROGRAM_ERROR_POSITION_ARB,
  GL_PROGRAM_FORMAT_ARB,
  GL_PROGRAM_FORMAT_ASCII_ARB,
  GL_PROGRAM_INSTRUCTIONS_ARB,
  GL_PROGRAM_LENGTH_ARB,
  GL_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB,
  GL_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB,
  GL_PROGRAM_NATIVE_ATTRIBS_ARB,
  GL_PROGRAM_NATIVE_INSTRUCTIONS_ARB,
  GL_PROGRAM_NATIVE_PARAMETERS_ARB,
  GL_PROGRAM_NATIVE_TEMPORARIES_ARB,
  GL_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB,
  GL_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB,
  GL_PROGRAM_PARAMETERS_ARB,
  GL_PROGRAM_STRING_ARB,
  GL_PROGRAM_TEMPORARIES_ARB,
  GL_PROGRAM_TEX_INDIRECTIONS_ARB,
  GL_PROGRAM_TEX_INSTRUCTIONS_ARB,
  GL_PROGRAM_UNDER_NATIVE_LIMITS_ARB,
  GL_TRANSPOSE_CURRENT_MATRIX_ARB,
} from '../gl-enums.js';
import type { GetKind } from '../state/get-table.js';
import { parameterIndexOk, targetKind } from './arb-programs.js';
import type { BindProgramARBTarget, GLenum } from './enum-types.generated.js';
import { currentStack } from './transform.js';

/** A float output array (glGet*Parameter{f,d}vARB). */
type FloatOut = Float32Array | Float64Array | number[];

/**
 * Writes program environment parameter `index` of `target` (4 values) into `params`.
 * Records GL_INVALID_ENUM for a target other than GL_VERTEX_PROGRAM_ARB or GL_FRAGMENT_PROGRAM_ARB,
 * GL_INVALID_VALUE for an index not below GL_MAX_PROGRAM_ENV_PARAMETERS_ARB, GL_INVALID_OPERATION when
 * `params` holds fewer than 4 values or between glBegin and glEnd.
 * @see ARB_vertex_program §6.1.12
 */
export function glGetProgramEnvParameterfvARB(
  target: BindProgramARBTarget,
  index: number,
  params: FloatOut,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const kind = targetKind(c, target);
  if (kind === null || !parameterIndexOk(c, kind, 'env', index)) return;
  writeOutput(c, params, c.arb.target(kind).env.subarray(4 * index, 4 * index + 4), (v) => v);
}
/**
 * The double-precision glGetProgramEnvParameterfvARB: writes environment parameter `index` of `target`
 * (4 values) into `params`.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_ENV_PARAMETERS_ARB, GL_INVALID_OPERATION when `params` holds fewer than 4 values or
 * between glBegin and glEnd.
 * @see ARB_vertex_program §6.1.12
 */
export const glGetProgramEnvParameterdvARB = glGetProgramEnvParameterfvARB;

/**
 * Writes local parameter `index` of the program bound to `target` (4 values) into `params`.
 * Records GL_INVALID_ENUM for a target other than GL_VERTEX_PROGRAM_ARB or GL_FRAGMENT_PROGRAM_ARB,
 * GL_INVALID_VALUE for an index not below GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB, GL_INVALID_OPERATION when
 * `params` holds fewer than 4 values or between glBegin and glEnd.
 * @see ARB_vertex_program §6.1.12
 */
export function glGetProgramLocalParameterfvARB(
  target: BindProgramARBTarget,
  index: number,
  params: FloatOut,
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const kind = targetKind(c, target);
  if (kind === null || !parameterIndexOk(c, kind, 'local', index)) return;
  writeOutput(c, params, c.arb.target(kind).bound.local(index), (v) => v);
}
/**
 * The double-precision glGetProgramLocalParameterfvARB: writes local parameter `index` of the program
 * bound to `target` (4 values) into `params`.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB, GL_INVALID_OPERATION when `params` holds fewer than 4 values or
 * between glBegin and glEnd.
 * @see ARB_vertex_program §6.1.12
 */
export const glGetProgramLocalParameterdvARB = glGetProgramLocalParameterfvARB;

type ProgramQuery = (object: ArbProgramObject, limits: Readonly<ArbProgramLimits>) => number;

/** A count of the bound program (0 while it holds no valid program). */
const count =
  (key: keyof ArbResourceCounts, native: boolean): ProgramQuery =>
  (o) =>
    o.compiled === null ? 0 : (native ? o.compiled.nativeCounts : o.compiled.counts)[key];
const limit =
  (key: keyof ArbProgramLimits): ProgramQuery =>
  (_, l) =>
    l[key];

/**
 * Every pname, for both targets: with both extensions each recognizes the other's (ARB_fragment_program,
 * "Interactions with ARB_vertex_program"); a vertex program counts no ALU or texture instructions. The
 * native limits are the API ones (the TGSI shader is what runs).
 */
const QUERIES = new Map<number, ProgramQuery>([
  [GL_PROGRAM_LENGTH_ARB, (o) => o.text.length],
  [GL_PROGRAM_FORMAT_ARB, () => GL_PROGRAM_FORMAT_ASCII_ARB],
  [GL_PROGRAM_BINDING_ARB, (o) => o.name],
  [GL_PROGRAM_INSTRUCTIONS_ARB, count('instructions', false)],
  [GL_PROGRAM_NATIVE_INSTRUCTIONS_ARB, count('instructions', true)],
  [GL_PROGRAM_TEMPORARIES_ARB, count('temporaries', false)],
  [GL_PROGRAM_NATIVE_TEMPORARIES_ARB, count('temporaries', true)],
  [GL_PROGRAM_PARAMETERS_ARB, count('parameters', false)],
  [GL_PROGRAM_NATIVE_PARAMETERS_ARB, count('parameters', true)],
  [GL_PROGRAM_ATTRIBS_ARB, count('attribs', false)],
  [GL_PROGRAM_NATIVE_ATTRIBS_ARB, count('attribs', true)],
  [GL_PROGRAM_ADDRESS_REGISTERS_ARB, count('addressRegisters', false)],
  [GL_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB, count('addressRegisters', true)],
  [GL_PROGRAM_UNDER_NATIVE_LIMITS_ARB, (o) => (o.compiled?.underNativeLimits ? 1 : 0)],
  [GL_MAX_PROGRAM_ENV_PARAMETERS_ARB, limit('maxEnvParameters')],
  [GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB, limit('maxLocalParameters')],
  [GL_MAX_PROGRAM_INSTRUCTIONS_ARB, limit('maxInstructions')],
  [GL_MAX_PROGRAM_NATIVE_INSTRUCTIONS_ARB, limit('maxInstructions')],
  [GL_MAX_PROGRAM_TEMPORARIES_ARB, limit('maxTemporaries')],
  [GL_MAX_PROGRAM_NATIVE_TEMPORARIES_ARB, limit('maxTemporaries')],
  [GL_MAX_PROGRAM_PARAMETERS_ARB, limit('maxParameters')],
  [GL_MAX_PROGRAM_NATIVE_PARAMETERS_ARB, limit('maxParameters')],
  [GL_MAX_PROGRAM_ATTRIBS_ARB, limit('maxAttribs')],
  [GL_MAX_PROGRAM_NATIVE_ATTRIBS_ARB, limit('maxAttribs')],
  [GL_MAX_PROGRAM_ADDRESS_REGISTERS_ARB, limit('maxAddressRegisters')],
  [GL_MAX_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB, limit('maxAddressRegisters')],
  [GL_PROGRAM_ALU_INSTRUCTIONS_ARB, count('aluInstructions', false)],
  [GL_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB, count('aluInstructions', true)],
  [GL_PROGRAM_TEX_INSTRUCTIONS_ARB, count('texInstructions', false)],
  [GL_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB, count('texInstructions', true)],
  [GL_PROGRAM_TEX_INDIRECTIONS_ARB, count('texIndirections', false)],
  [GL_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB, count('texIndirections', true)],
  [GL_MAX_PROGRAM_ALU_INSTRUCTIONS_ARB, limit('maxAluInstructions')],
  [GL_MAX_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB, limit('maxAluInstructions')],
  [GL_MAX_PROGRAM_TEX_INSTRUCTIONS_ARB, limit('maxTexInstructions')],
  [GL_MAX_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB, limit('maxTexInstructions')],
  [GL_MAX_PROGRAM_TEX_INDIRECTIONS_ARB, limit('maxTexIndirections')],
  [GL_MAX_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB, limit('maxTexIndirections')],
]);

/**
 * Writes one integer about `target` into `params`: a property of the bound program (GL_PROGRAM_LENGTH_ARB,
 * _FORMAT_, _BINDING_, the instruction, temporary, parameter, attribute and address register counts and
 * their GL_PROGRAM_NATIVE_* twins, GL_PROGRAM_UNDER_NATIVE_LIMITS_ARB; 0 while the program holds no valid
 * program) or a limit (GL_MAX_PROGRAM_*_ARB, GL_MAX_PROGRAM_NATIVE_*_ARB). Both targets answer every
 * pname of both specifications (a vertex program has 0 ALU and texture instructions and indirections).
 * Records GL_INVALID_ENUM for another target or pname, GL_INVALID_OPERATION
 * when `params` is empty or between glBegin and glEnd.
 * @see ARB_vertex_program §6.1.12; ARB_fragment_program §6.1.12, Interactions with ARB_vertex_program
 */
export function glGetProgramivARB(
  target: BindProgramARBTarget,
  pname: GLenum,
  params: Int32Array | number[],
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const kind = targetKind(c, target);
  if (kind === null) return;
  const query = QUERIES.get(pname);
  if (query === undefined) {
    c.setError(GL_INVALID_ENUM, 'pname is not a program property or limit');
    return;
  }
  writeOutput(c, params, [query(c.arb.target(kind).bound, c.arb.limits[kind])], (v) => v);
}

/**
 * Writes the string of the program bound to `target` into `string`: GL_PROGRAM_LENGTH_ARB character codes
 * (ASCII bytes), as it was loaded.
 * Records GL_INVALID_ENUM for another target or a pname other than GL_PROGRAM_STRING_ARB,
 * GL_INVALID_OPERATION when `string` holds fewer values than the program's length or between glBegin and
 * glEnd.
 * @see ARB_vertex_program §6.1.12
 */
export function glGetProgramStringARB(
  target: BindProgramARBTarget,
  pname: GLenum,
  string: Uint8Array | number[],
): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  const kind = targetKind(c, target);
  if (kind === null) return;
  if (pname !== GL_PROGRAM_STRING_ARB) {
    c.setError(GL_INVALID_ENUM, 'pname is not GL_PROGRAM_STRING_ARB');
    return;
  }
  const text = c.arb.target(kind).bound.text;
  writeOutput(c, string as OutputArray, text, (ch) => ch.charCodeAt(0));
}

const transposed = (m: Float32Array) => Array.from({ length: 16 }, (_, i) => m[(i % 4) * 4 + (i >> 2)]!);

/** The glGet state of both extensions, for state/get-table.ts. */
export const ARB_PROGRAM_GETS: readonly [number, GetKind, (c: GlContext) => readonly number[]][] = [
  [GL_PROGRAM_ERROR_POSITION_ARB, 'int', (c) => [c.arb.errorPosition]],
  [GL_MAX_PROGRAM_MATRICES_ARB, 'int', (c) => [c.arb.limits.programMatrices]],
  [GL_MAX_PROGRAM_MATRIX_STACK_DEPTH_ARB, 'int', (c) => [c.arb.limits.programMatrixStackDepth]],
  [GL_CURRENT_MATRIX_ARB, 'float', (c) => Array.from(currentStack(c).top)],
  [GL_TRANSPOSE_CURRENT_MATRIX_ARB, 'float', (c) => transposed(currentStack(c).top)],
  [GL_CURRENT_MATRIX_STACK_DEPTH_ARB, 'int', (c) => [currentStack(c).depth]],
  [GL_MAX_TEXTURE_COORDS_ARB, 'int', (c) => [c.arb.limits.fragment.maxTextureCoords]],
  [GL_MAX_TEXTURE_IMAGE_UNITS_ARB, 'int', (c) => [c.arb.limits.fragment.maxTextureImageUnits]],
  [GL_MAX_VERTEX_ATTRIBS_ARB, 'int', () => [MAX_GENERIC_ATTRIBS]],
];
