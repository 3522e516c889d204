// The program object commands of GL_ARB_vertex_program and GL_ARB_fragment_program (2.14.1): names,
// binding, loading a program string (compiled by src/arb, kept in src/arb-gl/program-objects.ts),
// environment and local parameters.
// As the specifications' display-list sections say, glGenProgramsARB, glDeleteProgramsARB and
// glIsProgramARB execute at once; the others are compiled into display lists.

import { ArbProgramError, type ArbProgramKind, compileArbProgram } from '../arb/index.js';
import { programKind } from '../arb-gl/program-objects.js';
import { cur } from '../context/current.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { outputFits } from '../errors/output-array.js';
import { GL_INVALID_ENUM, GL_INVALID_OPERATION, GL_PROGRAM_FORMAT_ASCII_ARB } from '../gl-enums.js';
import { stateCommand } from './command.js';
import type { BindProgramARBTarget, ProgramStringARBFormat } from './enum-types.generated.js';

/** @inline */
type V = ArrayLike<number>;

/** The program kind of `target`, or null after recording GL_INVALID_ENUM. */
export function targetKind(c: GlContext, target: number): ArbProgramKind | null {
  const kind = programKind(target);
  if (kind === null)
    c.setError(GL_INVALID_ENUM, 'target is not GL_VERTEX_PROGRAM_ARB or GL_FRAGMENT_PROGRAM_ARB');
  return kind;
}

/**
 * Writes `n` unused program names into `out`; they name no object until bound with glBindProgramARB.
 * Not compiled into display lists.
 * Records GL_INVALID_VALUE for a negative n, GL_INVALID_OPERATION when `out` holds fewer than n values or
 * between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export function glGenProgramsARB(n: number, out: Uint32Array): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0, 'n is negative') || !outputFits(c, out, n)) return;
  out.set(c.arb.names.generate(n));
}

/**
 * Deletes the first `n` programs named in `programs` (0 and unused names are ignored); a target whose
 * bound program is deleted falls back to its default program (object 0). Not compiled into display lists.
 * Records GL_INVALID_VALUE for a negative n, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export function glDeleteProgramsARB(n: number, programs: V): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, n >= 0, 'n is negative')) return;
  for (let i = 0; i < n && i < programs.length; i++) if (programs[i] !== 0) c.arb.delete(programs[i]!);
  c.dirty |= Dirty.PROGRAM;
}

/**
 * Tells whether `program` names a program object: one bound at least once and not deleted (a name from
 * glGenProgramsARB that was never bound is not one). Not compiled into display lists.
 * Records GL_INVALID_OPERATION (and returns false) between glBegin and glEnd.
 * @see ARB_vertex_program §6.1.12
 */
export function glIsProgramARB(program: number): boolean {
  const c = cur();
  if (!outsideBeginEnd(c)) return false;
  return program !== 0 && c.arb.names.get(program) !== undefined;
}

/**
 * Binds program `program` to `target` (GL_VERTEX_PROGRAM_ARB or GL_FRAGMENT_PROGRAM_ARB), creating the
 * object with that target when the name is unused; 0 binds the target's default program.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_OPERATION when the program was created with the
 * other target or between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export function glBindProgramARB(target: BindProgramARBTarget, program: number): void {
  const c = stateCommand(glBindProgramARB, [target, program]);
  if (!c) return;
  const kind = targetKind(c, target);
  if (kind === null) return;
  const object = c.arb.objectFor(kind, program);
  if (!validOperation(c, object !== null, 'the program was created with the other target')) return;
  c.arb.target(kind).bound = object!;
  c.dirty |= Dirty.PROGRAM;
}

/** The program text of glProgramStringARB's arguments: the first `len` characters or bytes. */
function programText(string: string | Uint8Array, len: number): string {
  if (typeof string === 'string') return string.slice(0, len);
  let text = '';
  for (let i = 0; i < len; i += 4096) {
    text += String.fromCharCode(...string.subarray(i, Math.min(len, i + 4096)));
  }
  return text;
}

/**
 * Loads a program string into the program bound to `target`. The string is ASCII text: a JavaScript
 * string (its first `len` characters) or bytes (the first `len`). When it loads,
 * GL_PROGRAM_ERROR_POSITION_ARB becomes -1 and GL_PROGRAM_ERROR_STRING_ARB empty; when it does not, they
 * hold the offset of the first offending character and the problem ("line 1, column 12: ..."), and the
 * program keeps the string it had.
 * Records GL_INVALID_ENUM for another target or a format other than GL_PROGRAM_FORMAT_ASCII_ARB,
 * GL_INVALID_VALUE for a negative len or one longer than the string, GL_INVALID_OPERATION when the
 * program fails to load or between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1, §2.14.2; ARB_fragment_program §3.11.1
 */
export function glProgramStringARB(
  target: BindProgramARBTarget,
  format: ProgramStringARBFormat,
  len: number,
  string: string | Uint8Array,
): void {
  const args = [target, format, len, typeof string === 'string' ? string : string.slice()];
  const c = stateCommand(glProgramStringARB, args);
  if (!c) return;
  const kind = targetKind(c, target);
  if (kind === null) return;
  if (format !== GL_PROGRAM_FORMAT_ASCII_ARB) {
    c.setError(GL_INVALID_ENUM, 'format is not GL_PROGRAM_FORMAT_ASCII_ARB');
    return;
  }
  if (!validValue(c, len >= 0 && len <= string.length, 'len is negative or longer than the string')) return;
  const text = programText(string, len);
  const object = c.arb.target(kind).bound;
  try {
    object.compiled = compileArbProgram(text, kind, { limits: c.arb.limits[kind] });
  } catch (e) {
    if (!(e instanceof ArbProgramError)) throw e;
    c.arb.errorPosition = e.position;
    c.arb.errorString = e.message;
    c.setError(GL_INVALID_OPERATION, `the program fails to load: ${e.message}`);
    return;
  }
  object.text = text;
  c.arb.errorPosition = -1;
  c.arb.errorString = '';
  c.dirty |= Dirty.PROGRAM;
}

/** Checks `index` against the target's env or local parameter count; records GL_INVALID_VALUE. */
export function parameterIndexOk(
  c: GlContext,
  kind: ArbProgramKind,
  which: 'env' | 'local',
  index: number,
): boolean {
  const limits = c.arb.limits[kind];
  const max = which === 'env' ? limits.maxEnvParameters : limits.maxLocalParameters;
  return validValue(
    c,
    Number.isInteger(index) && index >= 0 && index < max,
    which === 'env'
      ? 'index is not below GL_MAX_PROGRAM_ENV_PARAMETERS_ARB'
      : 'index is not below GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB',
  );
}

/** The first four values of a parameter array (missing ones read 0). */
function four(params: V): [number, number, number, number] {
  return [params[0] ?? 0, params[1] ?? 0, params[2] ?? 0, params[3] ?? 0];
}

/**
 * Sets program environment parameter `index` of `target` (shared by every program of the target) to
 * (x, y, z, w).
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_ENV_PARAMETERS_ARB, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export function glProgramEnvParameter4fARB(
  target: BindProgramARBTarget,
  index: number,
  x: number,
  y: number,
  z: number,
  w: number,
): void {
  const c = stateCommand(glProgramEnvParameter4fARB, [target, index, x, y, z, w]);
  if (!c) return;
  const kind = targetKind(c, target);
  if (kind === null || !parameterIndexOk(c, kind, 'env', index)) return;
  c.arb.target(kind).env.set([x, y, z, w], 4 * index);
  c.dirty |= Dirty.PROGRAM;
}
/**
 * The double-precision glProgramEnvParameter4fARB: sets environment parameter `index` of `target` to
 * (x, y, z, w), stored as floats.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_ENV_PARAMETERS_ARB, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export const glProgramEnvParameter4dARB = glProgramEnvParameter4fARB;

/**
 * Sets program environment parameter `index` of `target` to the four values of `params`.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_ENV_PARAMETERS_ARB, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export function glProgramEnvParameter4fvARB(target: BindProgramARBTarget, index: number, params: V): void {
  glProgramEnvParameter4fARB(target, index, ...four(params));
}
/**
 * The double-precision glProgramEnvParameter4fvARB: sets environment parameter `index` of `target` to the
 * four values of `params`.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_ENV_PARAMETERS_ARB, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export const glProgramEnvParameter4dvARB = glProgramEnvParameter4fvARB;

/**
 * Sets local parameter `index` of the program bound to `target` to (x, y, z, w).
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export function glProgramLocalParameter4fARB(
  target: BindProgramARBTarget,
  index: number,
  x: number,
  y: number,
  z: number,
  w: number,
): void {
  const c = stateCommand(glProgramLocalParameter4fARB, [target, index, x, y, z, w]);
  if (!c) return;
  const kind = targetKind(c, target);
  if (kind === null || !parameterIndexOk(c, kind, 'local', index)) return;
  c.arb.target(kind).bound.setLocal(index, x, y, z, w);
  c.dirty |= Dirty.PROGRAM;
}
/**
 * The double-precision glProgramLocalParameter4fARB: sets local parameter `index` of the program bound to
 * `target` to (x, y, z, w), stored as floats.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export const glProgramLocalParameter4dARB = glProgramLocalParameter4fARB;

/**
 * Sets local parameter `index` of the program bound to `target` to the four values of `params`.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export function glProgramLocalParameter4fvARB(target: BindProgramARBTarget, index: number, params: V): void {
  glProgramLocalParameter4fARB(target, index, ...four(params));
}
/**
 * The double-precision glProgramLocalParameter4fvARB: sets local parameter `index` of the program bound
 * to `target` to the four values of `params`.
 * Records GL_INVALID_ENUM for another target, GL_INVALID_VALUE for an index not below
 * GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see ARB_vertex_program §2.14.1
 */
export const glProgramLocalParameter4dvARB = glProgramLocalParameter4fvARB;
