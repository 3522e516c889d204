// glGetProgramivARB on every driver: every pname of both specifications for each target (each target
// answers the other's, as ARB_fragment_program's interactions section asks), the initial values of
// Table X.8, the limits of each
// driver (at least the specifications' minimums, and what programs are checked against), and
// glGetProgramStringARB's errors.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { glGetProgramivARB, glGetProgramStringARB } from '../../src/api/arb-program-queries.js';
import { glBindProgramARB, glProgramStringARB } from '../../src/api/arb-programs.js';
import * as gl from '../../src/index.js';
import { DRAWING_DRIVERS } from '../helpers/drawing-drivers.js';

const { GL_VERTEX_PROGRAM_ARB: VP, GL_FRAGMENT_PROGRAM_ARB: FP } = gl;
const DRIVERS = ['noop', ...DRAWING_DRIVERS];

/** Program properties of both targets, initially 0 (Table X.8) but the format. */
const PROPERTIES = [
  gl.GL_PROGRAM_LENGTH_ARB,
  gl.GL_PROGRAM_BINDING_ARB,
  gl.GL_PROGRAM_INSTRUCTIONS_ARB,
  gl.GL_PROGRAM_NATIVE_INSTRUCTIONS_ARB,
  gl.GL_PROGRAM_TEMPORARIES_ARB,
  gl.GL_PROGRAM_NATIVE_TEMPORARIES_ARB,
  gl.GL_PROGRAM_PARAMETERS_ARB,
  gl.GL_PROGRAM_NATIVE_PARAMETERS_ARB,
  gl.GL_PROGRAM_ATTRIBS_ARB,
  gl.GL_PROGRAM_NATIVE_ATTRIBS_ARB,
  gl.GL_PROGRAM_ADDRESS_REGISTERS_ARB,
  gl.GL_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB,
  gl.GL_PROGRAM_UNDER_NATIVE_LIMITS_ARB,
];
const FRAGMENT_PROPERTIES = [
  gl.GL_PROGRAM_ALU_INSTRUCTIONS_ARB,
  gl.GL_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB,
  gl.GL_PROGRAM_TEX_INSTRUCTIONS_ARB,
  gl.GL_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB,
  gl.GL_PROGRAM_TEX_INDIRECTIONS_ARB,
  gl.GL_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB,
];
/** Each limit with its native twin and the specifications' minimum for [vertex, fragment] programs. */
const LIMITS: [number, number | null, [number, number]][] = [
  [gl.GL_MAX_PROGRAM_ENV_PARAMETERS_ARB, null, [96, 24]],
  [gl.GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB, null, [96, 24]],
  [gl.GL_MAX_PROGRAM_INSTRUCTIONS_ARB, gl.GL_MAX_PROGRAM_NATIVE_INSTRUCTIONS_ARB, [128, 72]],
  [gl.GL_MAX_PROGRAM_TEMPORARIES_ARB, gl.GL_MAX_PROGRAM_NATIVE_TEMPORARIES_ARB, [12, 16]],
  [gl.GL_MAX_PROGRAM_PARAMETERS_ARB, gl.GL_MAX_PROGRAM_NATIVE_PARAMETERS_ARB, [96, 24]],
  [gl.GL_MAX_PROGRAM_ATTRIBS_ARB, gl.GL_MAX_PROGRAM_NATIVE_ATTRIBS_ARB, [16, 10]],
];
const FRAGMENT_LIMITS: [number, number, number][] = [
  [gl.GL_MAX_PROGRAM_ALU_INSTRUCTIONS_ARB, gl.GL_MAX_PROGRAM_NATIVE_ALU_INSTRUCTIONS_ARB, 48],
  [gl.GL_MAX_PROGRAM_TEX_INSTRUCTIONS_ARB, gl.GL_MAX_PROGRAM_NATIVE_TEX_INSTRUCTIONS_ARB, 24],
  [gl.GL_MAX_PROGRAM_TEX_INDIRECTIONS_ARB, gl.GL_MAX_PROGRAM_NATIVE_TEX_INDIRECTIONS_ARB, 4],
];

function programiv(target: number, pname: number): number {
  const out = new Int32Array(1).fill(-99);
  glGetProgramivARB(target, pname, out);
  return out[0]!;
}
function integer(pname: number): number {
  const out = new Int32Array(1);
  gl.glGetIntegerv(pname, out);
  return out[0]!;
}

describe.each(DRIVERS)('glGetProgramivARB [%s]', (driver) => {
  let ctx: gl.GlContext;
  beforeEach(async () => {
    ctx = await gl.createContext({ width: 8, height: 8, driver });
    gl.makeCurrent(ctx);
  });
  afterEach(async () => {
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    await ctx.destroy();
  });

  it('the default programs: every property has its initial value', () => {
    for (const target of [VP, FP]) {
      for (const pname of PROPERTIES)
        expect([target, pname, programiv(target, pname)]).toEqual([target, pname, 0]);
      expect(programiv(target, gl.GL_PROGRAM_FORMAT_ARB)).toBe(gl.GL_PROGRAM_FORMAT_ASCII_ARB);
    }
    for (const pname of FRAGMENT_PROPERTIES)
      expect([programiv(VP, pname), programiv(FP, pname)]).toEqual([0, 0]);
    expect(integer(gl.GL_PROGRAM_ERROR_POSITION_ARB)).toBe(-1);
    expect(gl.glGetString(gl.GL_PROGRAM_ERROR_STRING_ARB)).toBe('');
  });

  it('the limits: at least the minimums, native ones equal, and what programs are checked against', () => {
    const kinds = [
      [VP, ctx.arb.limits.vertex],
      [FP, ctx.arb.limits.fragment],
    ] as const;
    for (const [i, [target, limits]] of kinds.entries()) {
      for (const [pname, native, minimums] of LIMITS) {
        const value = programiv(target, pname);
        expect([pname, value >= minimums[i]!]).toEqual([pname, true]);
        if (native !== null) expect(programiv(target, native)).toBe(value);
      }
      expect(programiv(target, gl.GL_MAX_PROGRAM_INSTRUCTIONS_ARB)).toBe(limits.maxInstructions);
      expect(programiv(target, gl.GL_MAX_PROGRAM_PARAMETERS_ARB)).toBe(limits.maxParameters);
      expect(programiv(target, gl.GL_MAX_PROGRAM_ENV_PARAMETERS_ARB)).toBe(limits.maxEnvParameters);
      expect(programiv(target, gl.GL_MAX_PROGRAM_LOCAL_PARAMETERS_ARB)).toBe(limits.maxLocalParameters);
      expect(limits.maxTextureUnits).toBe(integer(gl.GL_MAX_TEXTURE_UNITS));
      expect(limits.maxLights).toBe(integer(gl.GL_MAX_LIGHTS));
      expect(limits.maxClipPlanes).toBe(integer(gl.GL_MAX_CLIP_PLANES));
      expect(limits.maxProgramMatrices).toBe(integer(gl.GL_MAX_PROGRAM_MATRICES_ARB));
    }
    expect(programiv(VP, gl.GL_MAX_PROGRAM_ADDRESS_REGISTERS_ARB)).toBe(1);
    expect(programiv(VP, gl.GL_MAX_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB)).toBe(1);
    expect(programiv(FP, gl.GL_MAX_PROGRAM_ADDRESS_REGISTERS_ARB)).toBe(0);
    expect(programiv(FP, gl.GL_MAX_PROGRAM_NATIVE_ADDRESS_REGISTERS_ARB)).toBe(0);
    for (const [pname, native, minimum] of FRAGMENT_LIMITS) {
      expect(programiv(FP, pname)).toBeGreaterThanOrEqual(minimum);
      expect(programiv(FP, native)).toBe(programiv(FP, pname));
    }
    expect(integer(gl.GL_MAX_PROGRAM_MATRICES_ARB)).toBe(8);
    expect(integer(gl.GL_MAX_PROGRAM_MATRIX_STACK_DEPTH_ARB)).toBe(4);
    expect(integer(gl.GL_MAX_TEXTURE_COORDS_ARB)).toBe(integer(gl.GL_MAX_TEXTURE_UNITS));
    expect(integer(gl.GL_MAX_TEXTURE_IMAGE_UNITS_ARB)).toBe(integer(gl.GL_MAX_TEXTURE_UNITS));
  });

  it('a program over a limit fails to load with the limit named', () => {
    const temps = programiv(FP, gl.GL_MAX_PROGRAM_TEMPORARIES_ARB);
    const names = Array.from({ length: temps + 1 }, (_, i) => `t${i}`).join(', ');
    const text = `!!ARBfp1.0\nTEMP ${names};\nMOV result.color, fragment.color;\nEND`;
    glProgramStringARB(FP, gl.GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(integer(gl.GL_PROGRAM_ERROR_POSITION_ARB)).toBeGreaterThan(0);
    expect(gl.glGetString(gl.GL_PROGRAM_ERROR_STRING_ARB)).toMatch(/temporar/);
  });

  it('a vertex program answers the fragment pnames: no ALU or texture instructions', () => {
    const text = '!!ARBvp1.0\nMOV result.position, vertex.position;\nEND';
    glProgramStringARB(VP, gl.GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
    expect(programiv(VP, gl.GL_PROGRAM_INSTRUCTIONS_ARB)).toBe(1);
    for (const pname of FRAGMENT_PROPERTIES) expect(programiv(VP, pname)).toBe(0);
    for (const [pname, native] of FRAGMENT_LIMITS) {
      expect(programiv(VP, pname)).toBe(programiv(VP, native));
      expect(programiv(VP, pname)).toBeGreaterThanOrEqual(0);
    }
  });

  it('unknown pnames and targets record GL_INVALID_ENUM and write nothing', () => {
    expect(programiv(FP, gl.GL_PROGRAM_STRING_ARB)).toBe(-99);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    expect(programiv(gl.GL_TEXTURE_2D, gl.GL_PROGRAM_LENGTH_ARB)).toBe(-99);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    glGetProgramivARB(VP, gl.GL_PROGRAM_LENGTH_ARB, new Int32Array(0));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
  });

  it('glGetProgramStringARB: the bytes as loaded; errors', () => {
    glBindProgramARB(VP, 3);
    const text = '!!ARBvp1.0\nMOV result.position, vertex.position;\nEND\n';
    glProgramStringARB(VP, gl.GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
    const out = new Uint8Array(text.length);
    glGetProgramStringARB(VP, gl.GL_PROGRAM_STRING_ARB, out);
    expect(new TextDecoder().decode(out)).toBe(text);
    const plain: number[] = [];
    glGetProgramStringARB(VP, gl.GL_PROGRAM_STRING_ARB, plain);
    expect(plain.length).toBe(text.length);
    glGetProgramStringARB(VP, gl.GL_PROGRAM_STRING_ARB, new Uint8Array(text.length - 1));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    glGetProgramStringARB(VP, gl.GL_PROGRAM_LENGTH_ARB, out);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    glGetProgramStringARB(gl.GL_TEXTURE_2D, gl.GL_PROGRAM_STRING_ARB, out);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
    // The default fragment program's string is empty.
    glGetProgramStringARB(FP, gl.GL_PROGRAM_STRING_ARB, new Uint8Array(0));
  });
});
