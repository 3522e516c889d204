// Resource limits (ARB_vertex_program section 2.14.3.7, ARB_fragment_program section 3.11.3.6): a
// program exceeding one fails to load at the statement that exceeds it; the options take their share;
// the API and native counts are reported; the defaults are exported.
import { describe, expect, test } from 'vitest';
import {
  ARB_FRAGMENT_PROGRAM_LIMITS,
  ARB_VERTEX_PROGRAM_LIMITS,
  type ArbProgramKind,
  type ArbProgramLimits,
  compileArbProgram,
} from '../../src/arb/index.js';

function failsAt(
  kind: ArbProgramKind,
  text: string,
  limits: Partial<ArbProgramLimits>,
  at: string,
  problem: string,
): void {
  const base = kind === 'vertex' ? ARB_VERTEX_PROGRAM_LIMITS : ARB_FRAGMENT_PROGRAM_LIMITS;
  let error: { position: number; problem: string } | null = null;
  try {
    compileArbProgram(text, kind, { limits: { ...base, ...limits } });
  } catch (e) {
    error = e as { position: number; problem: string };
  }
  expect(error === null ? null : { position: error.position, problem: error.problem }).toEqual({
    position: text.indexOf(at),
    problem,
  });
}

function loads(kind: ArbProgramKind, text: string, limits: Partial<ArbProgramLimits>): void {
  const base = kind === 'vertex' ? ARB_VERTEX_PROGRAM_LIMITS : ARB_FRAGMENT_PROGRAM_LIMITS;
  expect(() => compileArbProgram(text, kind, { limits: { ...base, ...limits } })).not.toThrow();
}

describe('limits', () => {
  test('instructions', () => {
    const text = '!!ARBvp1.0\nTEMP t;\nMOV t, 1;\nMOV t, 2;\nMOV t, 3;\nMOV result.position, t;\nEND';
    loads('vertex', text, { maxInstructions: 4 });
    failsAt('vertex', text, { maxInstructions: 3 }, 'MOV result', 'too many instructions (the limit is 3)');
  });

  test('ARB_position_invariant takes four instructions', () => {
    const text =
      '!!ARBvp1.0\nOPTION ARB_position_invariant;\nMOV result.color, 1;\nMOV result.texcoord, 1;\nEND';
    loads('vertex', text, { maxInstructions: 6 });
    failsAt(
      'vertex',
      text,
      { maxInstructions: 5 },
      'MOV result.texcoord',
      'too many instructions (the limit is 1)',
    );
  });

  test('temporaries, and the one a fog option takes', () => {
    failsAt(
      'vertex',
      '!!ARBvp1.0\nTEMP a, b;\nTEMP c;\nEND',
      { maxTemporaries: 2 },
      'c;',
      'too many temporaries (the limit is 2)',
    );
    const fog = '!!ARBfp1.0\nOPTION ARB_fog_linear;\nTEMP a, b;\nMOV result.color, a;\nEND';
    loads('fragment', fog, { maxTemporaries: 3 });
    failsAt('fragment', fog, { maxTemporaries: 2 }, 'b;', 'too many temporaries (the limit is 1)');
  });

  test('parameters: distinct state vectors and literals', () => {
    const text =
      '!!ARBvp1.0\nPARAM a = state.fog.color;\nPARAM b = state.fog.color;\nPARAM c = {1, 2, 3, 4};\nMOV result.position, {1, 2, 3, 4};\nMOV result.color, program.local[2];\nEND';
    loads('vertex', text, { maxParameters: 3 });
    failsAt(
      'vertex',
      text,
      { maxParameters: 2 },
      'program.local[2]',
      'too many program parameters (the limit is 2)',
    );
  });

  test('attributes (each distinct binding once)', () => {
    const text =
      '!!ARBvp1.0\nATTRIB p = vertex.position;\nMOV result.position, vertex.position;\nMOV result.color, vertex.color;\nEND';
    loads('vertex', text, { maxAttribs: 2 });
    failsAt('vertex', text, { maxAttribs: 1 }, 'vertex.color', 'too many attributes (the limit is 1)');
  });

  test('address registers; fragment programs have none', () => {
    failsAt(
      'vertex',
      '!!ARBvp1.0\nADDRESS a, b;\nEND',
      {},
      'b;',
      'too many address registers (the limit is 1)',
    );
    failsAt(
      'fragment',
      '!!ARBfp1.0\nADDRESS a;\nEND',
      {},
      'ADDRESS',
      'address registers (ADDRESS) are only available in vertex programs',
    );
  });

  test('fragment ALU and texture instructions', () => {
    const text =
      '!!ARBfp1.0\nTEMP t;\nTEX t, fragment.texcoord, texture, 2D;\nKIL t;\nMUL t, t, 2;\nMOV result.color, t;\nEND';
    loads('fragment', text, { maxAluInstructions: 2, maxTexInstructions: 2 });
    failsAt(
      'fragment',
      text,
      { maxTexInstructions: 1 },
      'KIL',
      'too many texture instructions (the limit is 1)',
    );
    failsAt(
      'fragment',
      text,
      { maxAluInstructions: 1 },
      'MOV result',
      'too many ALU instructions (the limit is 1)',
    );
    const fog = text.replace('!!ARBfp1.0\n', '!!ARBfp1.0\nOPTION ARB_fog_exp2;\n');
    loads('fragment', fog, { maxAluInstructions: 6 });
    failsAt(
      'fragment',
      fog,
      { maxAluInstructions: 5 },
      'MOV result',
      'too many ALU instructions (the limit is 1)',
    );
  });

  test('texture indirections', () => {
    const text =
      '!!ARBfp1.0\nTEMP a, b;\nTEX a, fragment.texcoord[0], texture[0], 2D;\nTEX b, a, texture[1], 2D;\nTEX result.color, b, texture[2], 2D;\nEND';
    expect(compileArbProgram(text, 'fragment').counts.texIndirections).toBe(3);
    loads('fragment', text, { maxTexIndirections: 3 });
    failsAt(
      'fragment',
      text,
      { maxTexIndirections: 2 },
      'TEX result',
      'too many texture indirections (the limit is 2)',
    );
  });

  test('KIL of a temporary written in the node starts a new one; its own result does not count', () => {
    const p = compileArbProgram(
      '!!ARBfp1.0\nTEMP a;\nMOV a, fragment.texcoord;\nKIL a;\nTEX a, fragment.texcoord, texture, 2D;\nMOV result.color, a;\nEND',
      'fragment',
    );
    expect(p.counts.texIndirections).toBe(2);
  });
});

describe('counts', () => {
  test('API and native counts of a vertex program', () => {
    const p = compileArbProgram(
      `!!ARBvp1.0
ATTRIB n = vertex.normal;
PARAM m[] = { state.matrix.mvp };
TEMP a, b;
ALIAS c = a;
SWZ c, n, -x, y, 0, 1;
DP4 result.position.x, m[0], vertex.position;
MOV result.color, c;
END`,
      'vertex',
    );
    expect(p.counts).toEqual({
      instructions: 3,
      aluInstructions: 0,
      texInstructions: 0,
      texIndirections: 0,
      temporaries: 2,
      parameters: 4,
      attribs: 2,
      addressRegisters: 0,
    });
    // Native: the normal's w = 1 (2), SWZ as three MOVs, DP4, MOV; one more temporary for the normal.
    expect(p.nativeCounts).toMatchObject({ instructions: 7, temporaries: 3, parameters: 4, attribs: 2 });
    expect(p.underNativeLimits).toBe(true);
  });

  test('a program over a native limit loads but is not under the native limits', () => {
    const p = compileArbProgram(
      '!!ARBvp1.0\nTEMP t;\nSWZ t, vertex.attrib[1], x, -y, 0, 1;\nMOV result.color, t;\nEND',
      'vertex',
      { limits: { ...ARB_VERTEX_PROGRAM_LIMITS, maxInstructions: 3 } },
    );
    expect([p.counts.instructions, p.nativeCounts.instructions, p.underNativeLimits]).toEqual([2, 4, false]);
  });

  test('the default limits (Mesa for softpipe and llvmpipe)', () => {
    expect(ARB_VERTEX_PROGRAM_LIMITS).toMatchObject({
      maxAddressRegisters: 1,
      maxEnvParameters: 256,
      maxLocalParameters: 4096,
    });
    expect(ARB_FRAGMENT_PROGRAM_LIMITS).toMatchObject({ maxAddressRegisters: 0, maxTextureImageUnits: 16 });
    for (const l of [ARB_VERTEX_PROGRAM_LIMITS, ARB_FRAGMENT_PROGRAM_LIMITS]) {
      // The minimums both specifications require.
      expect(l.maxInstructions).toBeGreaterThanOrEqual(128);
      expect(l.maxTemporaries).toBeGreaterThanOrEqual(16);
      expect(l.maxParameters).toBeGreaterThanOrEqual(96);
      expect(Object.isFrozen(l)).toBe(true);
    }
  });
});
