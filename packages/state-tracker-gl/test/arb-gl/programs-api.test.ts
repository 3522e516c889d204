// The program object commands of ARB_vertex_program / ARB_fragment_program on every driver: names and
// binding (2.14.1), loading strings with the error position and string, environment and local
// parameters, their errors (each with a reason), and which commands display lists compile.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  glGetProgramEnvParameterdvARB,
  glGetProgramEnvParameterfvARB,
  glGetProgramivARB,
  glGetProgramLocalParameterdvARB,
  glGetProgramLocalParameterfvARB,
  glGetProgramStringARB,
} from '../../src/api/arb-program-queries.js';
import {
  glBindProgramARB,
  glDeleteProgramsARB,
  glGenProgramsARB,
  glIsProgramARB,
  glProgramEnvParameter4dARB,
  glProgramEnvParameter4dvARB,
  glProgramEnvParameter4fARB,
  glProgramEnvParameter4fvARB,
  glProgramLocalParameter4dARB,
  glProgramLocalParameter4dvARB,
  glProgramLocalParameter4fARB,
  glProgramLocalParameter4fvARB,
  glProgramStringARB,
} from '../../src/api/arb-programs.js';
import { compileArbProgram } from '../../src/arb/index.js';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';

const { GL_VERTEX_PROGRAM_ARB: VP, GL_FRAGMENT_PROGRAM_ARB: FP, GL_PROGRAM_FORMAT_ASCII_ARB: ASCII } = gl;
const DRIVERS = ['noop', ...DRAWING_DRIVERS];

const VERTEX = `!!ARBvp1.0
PARAM mvp[4] = { state.matrix.mvp };
PARAM k = program.local[3];
TEMP t;
DP4 result.position.x, mvp[0], vertex.position;
DP4 result.position.y, mvp[1], vertex.position;
DP4 result.position.z, mvp[2], vertex.position;
DP4 result.position.w, mvp[3], vertex.position;
MUL t, vertex.color, k;
ADD result.color, t, program.env[2];
END`;
const FRAGMENT = `!!ARBfp1.0
TEMP t;
TEX t, fragment.texcoord[0], texture[0], 2D;
MUL result.color, t, fragment.color;
END`;

function load(target: number, text: string): void {
  glProgramStringARB(target, ASCII, text.length, text);
}
function programiv(target: number, pname: number): number {
  const out = new Int32Array(1);
  glGetProgramivARB(target, pname, out);
  return out[0]!;
}
function programString(target: number): string {
  const out = new Uint8Array(programiv(target, gl.GL_PROGRAM_LENGTH_ARB));
  glGetProgramStringARB(target, gl.GL_PROGRAM_STRING_ARB, out);
  return String.fromCharCode(...out);
}
function env(target: number, index: number): number[] {
  const out = new Float32Array(4);
  glGetProgramEnvParameterfvARB(target, index, out);
  return Array.from(out);
}
function local(target: number, index: number): number[] {
  const out = new Float64Array(4);
  glGetProgramLocalParameterdvARB(target, index, out);
  return Array.from(out);
}
function genPrograms(n: number): number[] {
  const out = new Uint32Array(n);
  glGenProgramsARB(n, out);
  return Array.from(out);
}

describe.each(DRIVERS)('ARB program objects [%s]', (driver) => {
  let ctx: gl.GlContext;
  let reasons: string[];
  beforeEach(async () => {
    reasons = [];
    ctx = await gl.createContext({ width: 8, height: 8, driver, debug: (r) => reasons.push(r.reason) });
    gl.makeCurrent(ctx);
  });
  afterEach(async () => {
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    await ctx.destroy();
  });
  /** The error recorded since the last check, and the reason of the last report. */
  function error(): [number, string | undefined] {
    const e = gl.glGetError();
    const reason = reasons.at(-1);
    reasons = [];
    return [e, reason];
  }

  it('generated names are no programs until bound; binding creates the program with its target', () => {
    const [a, b] = genPrograms(2);
    expect(a).toBeGreaterThan(0);
    expect(b).not.toBe(a);
    expect([glIsProgramARB(a!), glIsProgramARB(0)]).toEqual([false, false]);
    glBindProgramARB(VP, a!);
    expect(glIsProgramARB(a!)).toBe(true);
    expect(programiv(VP, gl.GL_PROGRAM_BINDING_ARB)).toBe(a);
    expect(programiv(FP, gl.GL_PROGRAM_BINDING_ARB)).toBe(0);
    // A name never generated is bound as well (the name space is the positive integers).
    glBindProgramARB(FP, 77);
    expect(glIsProgramARB(77)).toBe(true);
    expect(genPrograms(1)[0]).not.toBe(77);
    // The name space is shared: a vertex program's name cannot be bound as a fragment program.
    glBindProgramARB(FP, a!);
    expect(error()).toEqual([gl.GL_INVALID_OPERATION, 'the program was created with the other target']);
    expect(programiv(FP, gl.GL_PROGRAM_BINDING_ARB)).toBe(77);
    glBindProgramARB(gl.GL_TEXTURE_2D, a!);
    expect(error()).toEqual([
      gl.GL_INVALID_ENUM,
      'target is not GL_VERTEX_PROGRAM_ARB or GL_FRAGMENT_PROGRAM_ARB',
    ]);
  });

  it('deleting a bound program binds the default one; the name becomes unused', () => {
    glBindProgramARB(VP, 5);
    load(VP, VERTEX);
    glProgramLocalParameter4fARB(VP, 3, 1, 2, 3, 4);
    glDeleteProgramsARB(3, [0, 5, 999]);
    expect(glIsProgramARB(5)).toBe(false);
    expect(programiv(VP, gl.GL_PROGRAM_BINDING_ARB)).toBe(0);
    expect(programiv(VP, gl.GL_PROGRAM_LENGTH_ARB)).toBe(0);
    expect(local(VP, 3)).toEqual([0, 0, 0, 0]);
    // Unused now, so it may name a fragment program.
    glBindProgramARB(FP, 5);
    expect(programiv(FP, gl.GL_PROGRAM_BINDING_ARB)).toBe(5);
    glDeleteProgramsARB(-1, []);
    expect(error()).toEqual([gl.GL_INVALID_VALUE, 'n is negative']);
    glGenProgramsARB(2, new Uint32Array(1));
    expect(error()).toEqual([
      gl.GL_INVALID_OPERATION,
      'the output array holds fewer values than the query returns',
    ]);
  });

  it('a program loads: its string, counts and native counts are the front end’s; no error is left', () => {
    glBindProgramARB(VP, 1);
    load(VP, VERTEX);
    const compiled = compileArbProgram(VERTEX, 'vertex', { limits: ctx.arb.limits.vertex });
    expect(programString(VP)).toBe(VERTEX);
    expect(programiv(VP, gl.GL_PROGRAM_LENGTH_ARB)).toBe(VERTEX.length);
    expect(programiv(VP, gl.GL_PROGRAM_FORMAT_ARB)).toBe(ASCII);
    expect(programiv(VP, gl.GL_PROGRAM_INSTRUCTIONS_ARB)).toBe(6);
    expect(programiv(VP, gl.GL_PROGRAM_TEMPORARIES_ARB)).toBe(1);
    expect(programiv(VP, gl.GL_PROGRAM_PARAMETERS_ARB)).toBe(compiled.counts.parameters);
    expect(programiv(VP, gl.GL_PROGRAM_ATTRIBS_ARB)).toBe(2);
    expect(programiv(VP, gl.GL_PROGRAM_ADDRESS_REGISTERS_ARB)).toBe(0);
    expect(programiv(VP, gl.GL_PROGRAM_NATIVE_INSTRUCTIONS_ARB)).toBe(compiled.nativeCounts.instructions);
    expect(programiv(VP, gl.GL_PROGRAM_NATIVE_PARAMETERS_ARB)).toBe(compiled.nativeCounts.parameters);
    expect(programiv(VP, gl.GL_PROGRAM_UNDER_NATIVE_LIMITS_ARB)).toBe(1);
    const position = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_PROGRAM_ERROR_POSITION_ARB, position);
    expect(position[0]).toBe(-1);
    expect(gl.glGetString(gl.GL_PROGRAM_ERROR_STRING_ARB)).toBe('');

    glBindProgramARB(FP, 2);
    // Bytes load as well, and only the first len characters count.
    const bytes = Uint8Array.from(`${FRAGMENT}# trailing`, (ch) => ch.charCodeAt(0));
    glProgramStringARB(FP, ASCII, FRAGMENT.length, bytes);
    expect(programString(FP)).toBe(FRAGMENT);
    expect(programiv(FP, gl.GL_PROGRAM_INSTRUCTIONS_ARB)).toBe(2);
    expect(programiv(FP, gl.GL_PROGRAM_ALU_INSTRUCTIONS_ARB)).toBe(1);
    expect(programiv(FP, gl.GL_PROGRAM_TEX_INSTRUCTIONS_ARB)).toBe(1);
    expect(programiv(FP, gl.GL_PROGRAM_TEX_INDIRECTIONS_ARB)).toBe(1);
    expect(programiv(FP, gl.GL_PROGRAM_ATTRIBS_ARB)).toBe(2);
  });

  it('a program that fails to load: error position and string, the previous string kept', () => {
    glBindProgramARB(VP, 1);
    load(VP, VERTEX);
    const bad = '!!ARBvp1.0\nTEMP a;\n   MOVE a, a;\nEND';
    load(VP, bad);
    const message = "line 3, column 4: unknown instruction 'MOVE'";
    expect(error()).toEqual([gl.GL_INVALID_OPERATION, `the program fails to load: ${message}`]);
    const position = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_PROGRAM_ERROR_POSITION_ARB, position);
    expect(position[0]).toBe(bad.indexOf('MOVE'));
    expect(gl.glGetString(gl.GL_PROGRAM_ERROR_STRING_ARB)).toBe(message);
    expect(programString(VP)).toBe(VERTEX);
    expect(programiv(VP, gl.GL_PROGRAM_INSTRUCTIONS_ARB)).toBe(6);

    // A fragment program as a vertex program: the header is wrong at offset 0.
    load(VP, FRAGMENT);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glGetIntegerv(gl.GL_PROGRAM_ERROR_POSITION_ARB, position);
    expect(position[0]).toBe(0);
    expect(gl.glGetString(gl.GL_PROGRAM_ERROR_STRING_ARB)).toBe(
      'line 1, column 1: a vertex program must begin with "!!ARBvp1.0"',
    );
    // No END: the error is at len.
    const noEnd = '!!ARBfp1.0\nTEMP a;\n';
    load(FP, noEnd);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glGetIntegerv(gl.GL_PROGRAM_ERROR_POSITION_ARB, position);
    expect(position[0]).toBe(noEnd.length);
    expect(gl.glGetString(gl.GL_PROGRAM_ERROR_STRING_ARB)).toBe('line 3, column 1: the program has no END');
    // A program that never loaded reports zero counts and is not under the native limits.
    expect(programiv(FP, gl.GL_PROGRAM_INSTRUCTIONS_ARB)).toBe(0);
    expect(programiv(FP, gl.GL_PROGRAM_UNDER_NATIVE_LIMITS_ARB)).toBe(0);
    // The next load clears them.
    load(FP, FRAGMENT);
    gl.glGetIntegerv(gl.GL_PROGRAM_ERROR_POSITION_ARB, position);
    expect(position[0]).toBe(-1);
    expect(gl.glGetString(gl.GL_PROGRAM_ERROR_STRING_ARB)).toBe('');
  });

  it('glProgramStringARB argument errors change nothing', () => {
    load(VP, VERTEX);
    glProgramStringARB(VP, gl.GL_RGBA, 3, 'abc');
    expect(error()).toEqual([gl.GL_INVALID_ENUM, 'format is not GL_PROGRAM_FORMAT_ASCII_ARB']);
    glProgramStringARB(VP, ASCII, -1, 'abc');
    expect(error()).toEqual([gl.GL_INVALID_VALUE, 'len is negative or longer than the string']);
    glProgramStringARB(VP, ASCII, 4, 'abc');
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    glProgramStringARB(gl.GL_VERTEX_SHADER, ASCII, VERTEX.length, VERTEX);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    expect(programString(VP)).toBe(VERTEX);
    const position = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_PROGRAM_ERROR_POSITION_ARB, position);
    expect(position[0]).toBe(-1);
  });

  it('environment parameters are per target, local parameters per program', () => {
    glProgramEnvParameter4fARB(VP, 0, 1, 2, 3, 4);
    glProgramEnvParameter4dARB(FP, 0, 5, 6, 7, 8);
    glProgramEnvParameter4fvARB(VP, 1, [0.5, 0.25, -1, 2]);
    glProgramEnvParameter4dvARB(FP, 255, new Float64Array([9, 10, 11, 12]));
    expect(env(VP, 0)).toEqual([1, 2, 3, 4]);
    expect(env(FP, 0)).toEqual([5, 6, 7, 8]);
    expect(env(VP, 1)).toEqual([0.5, 0.25, -1, 2]);
    expect(env(FP, 255)).toEqual([9, 10, 11, 12]);
    expect(env(VP, 255)).toEqual([0, 0, 0, 0]);
    const d = new Float64Array(4);
    glGetProgramEnvParameterdvARB(VP, 0, d);
    expect(Array.from(d)).toEqual([1, 2, 3, 4]);

    glBindProgramARB(VP, 1);
    glProgramLocalParameter4fARB(VP, 0, 1, 1, 1, 1);
    glProgramLocalParameter4dvARB(VP, 7, [1, 2, 3, 4]);
    glBindProgramARB(VP, 2);
    expect(local(VP, 0)).toEqual([0, 0, 0, 0]);
    glProgramLocalParameter4dARB(VP, 0, 2, 2, 2, 2);
    glProgramLocalParameter4fvARB(FP, 0, [3, 3, 3, 3]);
    glBindProgramARB(VP, 1);
    expect(local(VP, 0)).toEqual([1, 1, 1, 1]);
    expect(local(VP, 7)).toEqual([1, 2, 3, 4]);
    const f = new Float32Array(4);
    glGetProgramLocalParameterfvARB(FP, 0, f);
    expect(Array.from(f)).toEqual([3, 3, 3, 3]);
    // Loading a string keeps the local parameters.
    load(VP, VERTEX);
    expect(local(VP, 0)).toEqual([1, 1, 1, 1]);
  });

  it('parameter indices at the limits record GL_INVALID_VALUE and change nothing', () => {
    const maxEnv = programiv(VP, gl.GL_MAX_PROGRAM_ENV_PARAMETERS_ARB);
    const maxLocal = programiv(FP, gl.GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB);
    glProgramEnvParameter4fARB(VP, maxEnv - 1, 1, 1, 1, 1);
    glProgramEnvParameter4fARB(VP, maxEnv, 2, 2, 2, 2);
    expect(error()).toEqual([gl.GL_INVALID_VALUE, 'index is not below GL_MAX_PROGRAM_ENV_PARAMETERS_ARB']);
    glGetProgramEnvParameterfvARB(VP, maxEnv, new Float32Array(4));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    glProgramLocalParameter4fARB(FP, maxLocal, 2, 2, 2, 2);
    expect(error()).toEqual([gl.GL_INVALID_VALUE, 'index is not below GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB']);
    glGetProgramLocalParameterfvARB(FP, maxLocal, new Float32Array(4));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    glProgramLocalParameter4fvARB(FP, -1, [1, 1, 1, 1]);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
    glProgramEnvParameter4fARB(gl.GL_TEXTURE_2D, 0, 1, 1, 1, 1);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    glGetProgramLocalParameterfvARB(gl.GL_TEXTURE_2D, 0, new Float32Array(4));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    glGetProgramEnvParameterfvARB(VP, 0, new Float32Array(3));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(env(VP, maxEnv - 1)).toEqual([1, 1, 1, 1]);
    expect(local(FP, 0)).toEqual([0, 0, 0, 0]);
  });

  it('between glBegin and glEnd every command records GL_INVALID_OPERATION', () => {
    const commands: (() => unknown)[] = [
      () => glBindProgramARB(VP, 1),
      () => load(VP, VERTEX),
      () => glProgramEnvParameter4fARB(VP, 0, 1, 1, 1, 1),
      () => glProgramLocalParameter4fARB(VP, 0, 1, 1, 1, 1),
      () => genPrograms(1),
      () => expect(glIsProgramARB(1)).toBe(false),
      () => glDeleteProgramsARB(1, [1]),
      () => programiv(VP, gl.GL_PROGRAM_LENGTH_ARB),
      () => glGetProgramStringARB(VP, gl.GL_PROGRAM_STRING_ARB, new Uint8Array(1)),
      () => env(VP, 0),
      () => local(VP, 0),
    ];
    for (const command of commands) {
      gl.glBegin(gl.GL_POINTS);
      command();
      gl.glEnd();
      expect(error()).toEqual([gl.GL_INVALID_OPERATION, 'not allowed between glBegin and glEnd']);
    }
    expect(glIsProgramARB(1)).toBe(false);
    expect(programiv(VP, gl.GL_PROGRAM_LENGTH_ARB)).toBe(0);
    expect(env(VP, 0)).toEqual([0, 0, 0, 0]);
    expect(local(VP, 0)).toEqual([0, 0, 0, 0]);
  });

  it('display lists compile binding, loading and parameters; gen, delete and is execute at once', () => {
    const list = gl.glGenLists(1);
    gl.glNewList(list, gl.GL_COMPILE);
    const [name] = genPrograms(1);
    glBindProgramARB(VP, name!);
    load(VP, VERTEX);
    glProgramEnvParameter4fvARB(VP, 3, [1, 2, 3, 4]);
    glProgramLocalParameter4fARB(VP, 3, 5, 6, 7, 8);
    expect(glIsProgramARB(name!)).toBe(false);
    gl.glEndList();
    expect(name).toBeGreaterThan(0);
    expect(programiv(VP, gl.GL_PROGRAM_BINDING_ARB)).toBe(0);
    expect(env(VP, 3)).toEqual([0, 0, 0, 0]);
    gl.glCallList(list);
    expect(glIsProgramARB(name!)).toBe(true);
    expect(programiv(VP, gl.GL_PROGRAM_BINDING_ARB)).toBe(name);
    expect(programString(VP)).toBe(VERTEX);
    expect(env(VP, 3)).toEqual([1, 2, 3, 4]);
    expect(local(VP, 3)).toEqual([5, 6, 7, 8]);

    // glDeleteProgramsARB is not compiled: it deletes while the list is being made.
    gl.glNewList(list, gl.GL_COMPILE);
    glDeleteProgramsARB(1, [name!]);
    gl.glEndList();
    expect(glIsProgramARB(name!)).toBe(false);
    expect(programiv(VP, gl.GL_PROGRAM_BINDING_ARB)).toBe(0);

    // A program that fails to load from a list records its error when the list runs.
    gl.glNewList(list, gl.GL_COMPILE);
    load(FP, '!!ARBfp1.0\nFOO;\nEND');
    gl.glEndList();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    gl.glCallList(list);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    const position = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_PROGRAM_ERROR_POSITION_ARB, position);
    expect(position[0]).toBe(11);
    gl.glDeleteLists(list, 1);
  });

  it('both extensions (and ARB_fragment_program_shadow) are advertised, exported and enabled by glEnable', () => {
    const extensions = gl.glGetString(gl.GL_EXTENSIONS)!.split(' ');
    for (const name of ['GL_ARB_vertex_program', 'GL_ARB_fragment_program', 'GL_ARB_fragment_program_shadow'])
      expect(extensions).toContain(name);
    for (const name of [
      'glProgramStringARB',
      'glBindProgramARB',
      'glVertexAttribPointerARB',
      'glGetProgramivARB',
    ])
      expect(typeof (gl as Record<string, unknown>)[name]).toBe('function');
    gl.glEnable(VP);
    gl.glEnable(FP);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    expect([gl.glIsEnabled(VP), gl.glIsEnabled(FP)]).toEqual([true, true]);
    const attribs = new Int32Array(1);
    gl.glGetIntegerv(gl.GL_MAX_VERTEX_ATTRIBS_ARB, attribs);
    expect(attribs[0]).toBe(16);
  });
});
