// Programs that fail to load: the error's position is the offset of the first offending character
// (what GL_PROGRAM_ERROR_POSITION_ARB reports) and its message names the line, the column and the
// problem. Positions are written as the offset of a marked substring of the program.
import { describe, expect, test } from 'vitest';
import { type ArbProgramError, type ArbProgramKind, compileArbProgram } from '../../src/arb/index.js';

/** The error compiling `text` throws. */
function failure(text: string, kind: ArbProgramKind): ArbProgramError {
  try {
    compileArbProgram(text, kind);
  } catch (e) {
    if ((e as Error).name === 'ArbProgramError') return e as ArbProgramError;
    throw e;
  }
  throw new Error('the program loaded');
}

/**
 * Expects `text` to fail at the `occurrence`-th occurrence of `at` with `problem`; the message starts
 * with the line and column of that offset.
 */
function expectFailure(
  kind: ArbProgramKind,
  text: string,
  at: string,
  problem: string,
  occurrence = 1,
): void {
  let position = -1;
  for (let i = 0; i < occurrence; i++) position = text.indexOf(at, position + 1);
  expect(position).toBeGreaterThanOrEqual(0);
  const e = failure(text, kind);
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - (before.lastIndexOf('\n') + 1) + 1;
  expect({ position: e.position, message: e.message }).toEqual({
    position,
    message: `line ${line}, column ${column}: ${problem}`,
  });
}

const vp = (body: string) => `!!ARBvp1.0\n${body}\nEND`;
const fp = (body: string) => `!!ARBfp1.0\n${body}\nEND`;

describe('syntax', () => {
  test('the header', () => {
    expectFailure('vertex', ' !!ARBvp1.0\nEND', ' ', 'a vertex program must begin with "!!ARBvp1.0"');
    expectFailure('fragment', '!!ARBvp1.0\nEND', '!', 'a fragment program must begin with "!!ARBfp1.0"');
  });

  test('an unknown instruction', () => {
    expectFailure('vertex', vp('TEMP a;\n   MOVE a, a;'), 'MOVE', "unknown instruction 'MOVE'");
    expectFailure('vertex', vp('TEMP a;\nMOV_SAT a, a;'), 'MOV_SAT', "unknown instruction 'MOV_SAT'");
    expectFailure(
      'vertex',
      vp('TEMP a;\nTEX a, a, texture, 2D;'),
      'TEX',
      'TEX is not an instruction of vertex programs',
    );
    expectFailure(
      'fragment',
      fp('TEMP a;\nARL a, a.x;'),
      'ARL',
      'ARL is not an instruction of fragment programs',
    );
  });

  test('a missing semicolon, END, comma', () => {
    expectFailure('vertex', vp('TEMP a\nMOV a, a;'), 'MOV', "expected ';' after the statement, found 'MOV'");
    const noEnd = '!!ARBvp1.0\nTEMP a;\n';
    expect(failure(noEnd, 'vertex').position).toBe(noEnd.length);
    expect(failure(noEnd, 'vertex').message).toBe('line 3, column 1: the program has no END');
    expectFailure(
      'vertex',
      vp('TEMP a;\nADD a, a a;'),
      'a;',
      "expected ',' between the operands of ADD, found 'a'",
      2,
    );
  });

  test('characters outside the grammar', () => {
    expectFailure('vertex', vp('TEMP a;\nMOV a, a @;'), '@', "unexpected character '@'");
    expectFailure(
      'vertex',
      vp('TEMP a;\nMOV a, 1.5x;'),
      'x;',
      "unexpected character 'x' after the number '1.5'",
    );
  });

  test('text after END is ignored, comments are whitespace', () => {
    expect(() => compileArbProgram('!!ARBvp1.0 # comment END\nEND @@@ anything', 'vertex')).not.toThrow();
  });

  test('write masks and swizzles', () => {
    expectFailure(
      'vertex',
      vp('TEMP a;\nMOV a.yx, a;'),
      'yx',
      "invalid write mask '.yx' (components must be in xyzw order, each once)",
    );
    expectFailure(
      'vertex',
      vp('TEMP a;\nMOV a.xx, a;'),
      'xx',
      "invalid write mask '.xx' (components must be in xyzw order, each once)",
    );
    expectFailure(
      'vertex',
      vp('TEMP a;\nMOV a.rg, a;'),
      'rg',
      "invalid write mask '.rg' (use the components xyzw)",
    );
    expectFailure(
      'fragment',
      fp('TEMP a;\nMOV a.rgw, a;'),
      'rgw',
      "invalid write mask '.rgw' (use the components xyzw or rgba, not mixed)",
    );
    expectFailure(
      'vertex',
      vp('TEMP a;\nMOV a, a.xy;'),
      'xy;',
      "a swizzle has one or four components, not '.xy'",
    );
    expectFailure(
      'vertex',
      vp('TEMP a;\nRCP a, a;'),
      ';',
      'a scalar operand needs a component suffix (.x, .y, .z or .w)',
      2,
    );
    expectFailure(
      'vertex',
      vp('TEMP a;\nRCP a, a.xy;'),
      'xy',
      "a scalar operand selects one component, not '.xy'",
    );
    expectFailure(
      'fragment',
      fp('TEMP a;\nMOV a, a.xgba;'),
      'xgba',
      "invalid swizzle '.xgba' (use the components xyzw or rgba, not mixed)",
    );
  });

  test('SWZ components', () => {
    expectFailure(
      'vertex',
      vp('TEMP a;\nSWZ a, a, x, y, 2, w;'),
      '2',
      "expected an extended swizzle component (0, 1, x, y, z, w), found '2'",
    );
    expectFailure(
      'fragment',
      fp('TEMP a;\nSWZ a, a, x, g, 0, w;'),
      'g,',
      "expected an extended swizzle component (0, 1, x, y, z, w or r, g, b, a, not mixed), found 'g'",
    );
    expectFailure(
      'vertex',
      vp('TEMP a;\nSWZ a, -a, x, y, z, w;'),
      '-a',
      "expected a source register, found '-'",
    );
  });

  test('reserved words cannot name variables', () => {
    expectFailure(
      'vertex',
      vp('TEMP result;'),
      'result',
      "'result' is a reserved word and cannot name a variable",
    );
    expectFailure(
      'fragment',
      fp('PARAM texture = 1;'),
      'texture',
      "'texture' is a reserved word and cannot name a variable",
    );
    expectFailure(
      'fragment',
      fp('TEMP TEX_SAT;'),
      'TEX_SAT',
      "'TEX_SAT' is a reserved word and cannot name a variable",
    );
    expectFailure('fragment', fp('TEMP 2D;'), '2D', "expected a variable name, found '2D'");
    expectFailure('fragment', fp('TEMP a;\nMOV a, 2D;'), '2D', "'2D' is not declared");
  });

  test('out-of-range integers of the grammar', () => {
    expectFailure(
      'vertex',
      vp('PARAM p = state.light[8].ambient;'),
      '8',
      'light number 8 is out of range (0 to 7)',
    );
    expectFailure(
      'vertex',
      vp('PARAM p = program.env[256];'),
      '256',
      'program.env parameter 256 is out of range (0 to 255)',
    );
    expectFailure(
      'vertex',
      vp('PARAM p = state.matrix.mvp.row[4];'),
      '4',
      'matrix row 4 is out of range (0 to 3)',
    );
    expectFailure(
      'vertex',
      vp('MOV result.texcoord[8], 0;'),
      '8',
      'texture coordinate set 8 is out of range (0 to 7)',
    );
    expectFailure(
      'fragment',
      fp('TEX result.color, fragment.texcoord, texture[16], 2D;'),
      '16',
      'texture image unit 16 is out of range (0 to 15)',
    );
    expectFailure(
      'vertex',
      vp('PARAM p = state.matrix.modelview[1].row[0];'),
      '1]',
      'modelview matrix 1 is out of range (0 to 0)',
    );
    expectFailure(
      'vertex',
      vp('ADDRESS a;\nPARAM p[] = { 1 };\nMOV result.position, p[a.x + 64];'),
      '64',
      'relative offset 64 is out of range (0 to 63)',
    );
    expectFailure(
      'vertex',
      vp('ADDRESS a;\nPARAM p[] = { 1 };\nMOV result.position, p[a.x - 65];'),
      '65',
      'negative relative offset 65 is out of range (0 to 64)',
    );
  });

  test('bindings of the other program kind or of unsupported extensions', () => {
    expectFailure(
      'vertex',
      vp('PARAM p = state.texenv.color;'),
      'texenv',
      'state.texenv is only available in fragment programs',
    );
    expectFailure(
      'vertex',
      vp('PARAM p = state.depth.range;'),
      'depth',
      'state.depth is only available in fragment programs',
    );
    expectFailure(
      'fragment',
      fp('PARAM p = state.clip[0].plane;'),
      'clip',
      'state.clip is only available in vertex programs',
    );
    expectFailure(
      'fragment',
      fp('PARAM p = state.texgen.eye.s;'),
      'texgen',
      'state.texgen is only available in vertex programs',
    );
    expectFailure(
      'fragment',
      fp('PARAM p = state.point.size;'),
      'point',
      'state.point is only available in vertex programs',
    );
    expectFailure(
      'vertex',
      vp('ATTRIB w = vertex.weight;'),
      'weight',
      'vertex.weight needs ARB_vertex_blend, which is not supported',
    );
    expectFailure(
      'vertex',
      vp('PARAM m[] = { state.matrix.palette[0] };'),
      'palette',
      'state.matrix.palette needs ARB_matrix_palette, which is not supported',
    );
    expectFailure(
      'fragment',
      fp('ATTRIB a = vertex.position;'),
      'vertex',
      "expected a fragment.* attribute binding, found 'vertex'",
    );
    expectFailure(
      'fragment',
      fp('MOV result.color.secondary, 0;'),
      'secondary',
      "invalid write mask '.secondary' (use the components xyzw or rgba, not mixed)",
    );
  });

  test('a single parameter binds one matrix row', () => {
    expectFailure(
      'vertex',
      vp('PARAM m = state.matrix.mvp;'),
      ';',
      'a single parameter binds one matrix row: add .row[n] to state.matrix.mvp',
      1,
    );
  });

  test('options', () => {
    expectFailure(
      'vertex',
      vp('OPTION ARB_fog_exp;'),
      'ARB_fog_exp',
      "unsupported vertex program option 'ARB_fog_exp'",
    );
    expectFailure(
      'fragment',
      '!!ARBfp1.0\nOPTION ARB_fog_exp;\nOPTION ARB_fog_linear;\nEND',
      'ARB_fog_linear',
      "option 'ARB_fog_linear' cannot be combined with 'ARB_fog_exp'",
    );
    expectFailure(
      'fragment',
      '!!ARBfp1.0\nOPTION ARB_precision_hint_nicest;\nOPTION ARB_precision_hint_fastest;\nEND',
      'ARB_precision_hint_fastest',
      "option 'ARB_precision_hint_fastest' cannot be combined with 'ARB_precision_hint_nicest'",
    );
    expectFailure(
      'fragment',
      fp('TEMP a;\nOPTION ARB_fog_exp;'),
      'OPTION',
      'OPTION must come before the first declaration or instruction',
    );
    expectFailure(
      'fragment',
      fp('TEX result.color, fragment.texcoord, texture, SHADOW2D;'),
      'SHADOW2D',
      'the SHADOW2D target needs OPTION ARB_fragment_program_shadow',
    );
    expectFailure(
      'vertex',
      '!!ARBvp1.0\nOPTION ARB_position_invariant;\nMOV result.position, 0;\nEND',
      'position,',
      'result.position cannot be written by a program with OPTION ARB_position_invariant',
    );
  });
});

describe('semantics', () => {
  test('names are declared once, before use', () => {
    expectFailure('vertex', vp('TEMP a, b, a;'), 'a;', "'a' is already declared");
    expectFailure('vertex', vp('MOV result.position, b;\nTEMP b;'), 'b;', "'b' is not declared");
    expectFailure('vertex', vp('TEMP a;\nALIAS b = c;'), 'c;', "'c' is not declared");
    expectFailure('vertex', vp('TEMP a;\nALIAS a = a;'), 'a =', "'a' is already declared");
  });

  test('ALIAS names the same variable', () => {
    const p = compileArbProgram(
      vp('TEMP a;\nALIAS b = a;\nALIAS c = b;\nMOV c, 1;\nMOV result.position, a;'),
      'vertex',
    );
    expect(p.counts.temporaries).toBe(1);
  });

  test('what may be written and read', () => {
    expectFailure(
      'vertex',
      vp('ATTRIB p = vertex.position;\nMOV p, 1;'),
      'p, 1',
      "'p' is a read-only attribute and cannot be written",
    );
    expectFailure(
      'vertex',
      vp('PARAM c = 1;\nMOV c, 1;'),
      'c, 1',
      "'c' is a read-only parameter and cannot be written",
    );
    expectFailure(
      'vertex',
      vp('OUTPUT o = result.color;\nTEMP t;\nMOV t, o;'),
      'o;',
      "'o' is a result: results are write-only and cannot be read",
    );
    expectFailure(
      'vertex',
      vp('TEMP t;\nMOV t, result.color;'),
      'result.color',
      'result registers are write-only and cannot be read',
    );
    expectFailure(
      'vertex',
      vp('ADDRESS a;\nMOV a, 1;'),
      'a, 1',
      "address register 'a' can only be written by ARL",
    );
    expectFailure(
      'vertex',
      vp('TEMP t;\nARL t.x, t.x;'),
      't.x,',
      "ARL writes an address register; 't' is a temporary",
    );
    expectFailure(
      'vertex',
      vp('ADDRESS a;\nTEMP t;\nMOV t, a;'),
      'a;',
      "address register 'a' can only be used as an array index",
      2,
    );
    expectFailure('vertex', vp('TEMP t;\nMOV t[0], 1;'), '[', 'an array element cannot be written');
  });

  test('arrays: sizes, indices, relative addressing', () => {
    expectFailure(
      'vertex',
      vp('PARAM m[3] = { state.matrix.mvp };'),
      '3',
      "'m' is declared with 3 entries but its initializer binds 4",
    );
    expectFailure(
      'vertex',
      vp('PARAM m[] = { 1, 2 };\nMOV result.position, m[2];'),
      '2]',
      "index 2 is out of range for 'm' (its size is 2)",
    );
    expectFailure(
      'vertex',
      vp('PARAM m[] = { 1, 2 };\nMOV result.position, m;'),
      'm;',
      "'m' is an array: read one entry with [index]",
    );
    expectFailure('vertex', vp('PARAM c = 1;\nMOV result.position, c[0];'), '0]', "'c' is not an array");
    expectFailure(
      'vertex',
      vp('TEMP t;\nPARAM m[] = { 1, 2 };\nMOV result.position, m[t.x];'),
      't.x]',
      "'t' is not an address register",
    );
    expectFailure(
      'fragment',
      fp('PARAM m[] = { 1, 2 };\nMOV result.color, m[a.x];'),
      'a.x',
      'relative addressing is only available in vertex programs',
    );
    expectFailure(
      'vertex',
      vp('PARAM m[] = { 1, 2 };\nPARAM m2[] = { 3 };\nMOV result.position, m[1..2];'),
      '..',
      "expected ']' to close the array index, found '..'",
    );
    expectFailure(
      'vertex',
      vp('PARAM m[] = { program.env[3..1] };'),
      '1]',
      'the range 3..1 is empty (the first must not exceed the last)',
    );
  });

  test('a state vector bound twice in relatively addressed arrays', () => {
    const text = vp(
      'ADDRESS a;\nPARAM m[] = { state.light[0].ambient, state.fog.color };\nPARAM n[] = { state.fog.color };\nMOV result.position, m[a.x];\nMOV result.color, n[a.x];',
    );
    expectFailure(
      'vertex',
      text,
      '[a.x];\nEND',
      'a state vector is bound more than once in arrays accessed with relative addressing',
    );
    // Without relative addressing of both, the program loads.
    expect(() => compileArbProgram(text.replace('n[a.x]', 'n[0]'), 'vertex')).not.toThrow();
  });

  test('conventional and generic attributes that may alias (table X.2.1)', () => {
    expectFailure(
      'vertex',
      vp('MOV result.position, vertex.position;\nMOV result.color, vertex.attrib[0];'),
      'vertex.attrib[0]',
      'vertex.attrib[0] and vertex.position may alias: a program cannot bind both',
    );
    expectFailure(
      'vertex',
      vp('ATTRIB g = vertex.attrib[9];\nMOV result.color, vertex.texcoord[1];'),
      'vertex.texcoord[1]',
      'vertex.texcoord[1] and vertex.attrib[9] may alias: a program cannot bind both',
    );
    expectFailure(
      'vertex',
      vp('MOV result.color, vertex.color.secondary;\nMOV result.color, vertex.attrib[4];'),
      'vertex.attrib[4]',
      'vertex.attrib[4] and vertex.color.secondary may alias: a program cannot bind both',
    );
    expect(() =>
      compileArbProgram(
        vp('MOV result.position, vertex.position;\nMOV result.color, vertex.attrib[6];'),
        'vertex',
      ),
    ).not.toThrow();
  });

  test('one texture target per image unit', () => {
    // The example of ARB_fragment_program section 3.11.6.
    expectFailure(
      'fragment',
      fp(
        'TEX result.color, fragment.texcoord[0], texture[0], 2D;\nTEX result.depth, fragment.texcoord[1], texture[0], 3D;',
      ),
      'texture[0], 3D',
      'texture image unit 0 is already sampled as 2D: a program samples one target per unit',
    );
    expectFailure(
      'fragment',
      '!!ARBfp1.0\nOPTION ARB_fragment_program_shadow;\nTEX result.color.rgb, fragment.texcoord[0], texture[0], 2D;\nTEX result.color.a,   fragment.texcoord[1], texture[0], SHADOW2D;\nEND',
      'texture[0], SHADOW2D',
      'texture image unit 0 is already sampled as 2D: a program samples one target per unit',
    );
  });
});

describe('the error', () => {
  test('counts lines ended by \\n, \\r\\n or \\r', () => {
    const e = failure('!!ARBvp1.0\r\nTEMP a;\rMOV a, b;\nEND', 'vertex');
    expect([e.line, e.column, e.position, e.problem]).toEqual([3, 8, 27, "'b' is not declared"]);
  });
});
