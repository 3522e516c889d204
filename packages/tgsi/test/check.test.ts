// checkTgsi: exact diagnostics (severity, message, what they are about, source position) for each
// kind of misuse, on shaders from text and built as IR.
import { describe, expect, it } from 'vitest';
import { checkTgsi } from '../src/check.js';
import { TgsiFile, TgsiImmediateType, TgsiProcessor, TgsiPropertyName, TgsiSemantic } from '../src/ir.js';
import { parseTgsi } from '../src/text/parse.js';
import { decl, dst, inst, shader, src } from './ir-builders.js';

const check = (text: string) => checkTgsi(parseTgsi(text));

describe('clean shaders', () => {
  it('a shader using declarations, immediates, arrays, indirect and 2D access, blocks and a subroutine', () => {
    const text = `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL CONST[0..3]
DCL CONST[1][0..7]
DCL SAMP[0]
DCL TEMP[0..1]
DCL TEMP[2..5], ARRAY(1)
DCL ADDR[0]
IMM[0] FLT32 { 0.5, 1.0, 2.0, 3.0 }
ARL ADDR[0].x, IN[0].xxxx
MOV TEMP[ADDR[0].x + 2](1), CONST[ADDR[0].x + 1]
TEX TEMP[0], IN[0], SAMP[0], 2D
ADD TEMP[1], TEMP[0], CONST[1][ADDR[0].x]
IF TEMP[1].xxxx :6
MOV TEMP[1], TEMP[3]
ENDIF
CAL :10
MOV OUT[0], TEMP[1]
END
BGNSUB
MOV TEMP[0], IMM[0]
RET
ENDSUB
`;
    expect(check(text)).toEqual([]);
  });
});

describe('registers', () => {
  it('undeclared registers, with the operand position', () => {
    expect(check('FRAG\nDCL OUT[0], COLOR\nMOV OUT[0], TEMP[3]\nEND\n')).toEqual([
      { severity: 'error', message: 'TEMP[3] is not declared', instruction: 0, line: 3, column: 13 },
    ]);
  });

  it.each([
    ['IN[0]', 'DCL IN[0], GENERIC[0], LINEAR'],
    ['CONST[0]', 'DCL CONST[0]'],
    ['SV[0]', 'DCL SV[0], POSITION'],
    ['SAMP[0]', 'DCL SAMP[0]'],
    ['SVIEW[0]', 'DCL SVIEW[0], 2D, FLOAT'],
    ['IMM[0]', 'IMM FLT32 { 1.0 }'],
  ])('writes to read-only %s', (reg, declaration) => {
    expect(check(`FRAG\n${declaration}\nDCL TEMP[0]\nMOV ${reg}, TEMP[0].xxxx\nEND\n`)).toEqual([
      {
        severity: 'error',
        message: `MOV writes to ${reg}, which is read-only`,
        instruction: 0,
        line: 4,
        column: 5,
      },
      {
        severity: 'warning',
        message: 'reads TEMP[0].x, which no instruction writes',
        instruction: 0,
        line: 4,
        column: 5 + reg.length + 2,
      },
    ]);
  });

  it('resources are written only by STORE', () => {
    expect(
      check('COMP\nDCL BUFFER[0]\nDCL TEMP[0]\nMOV TEMP[0], BUFFER[0]\nMOV BUFFER[0], TEMP[0]\nEND\n'),
    ).toEqual([
      {
        severity: 'error',
        message: 'MOV cannot write BUFFER[0]: only STORE writes buffers, images and memory',
        instruction: 1,
        line: 5,
        column: 5,
      },
    ]);
  });

  it('reads of temporaries that nothing writes (channels by write mask, swizzle and opcode)', () => {
    const text = `FRAG
DCL IN[0], GENERIC[0], LINEAR
DCL OUT[0], COLOR
DCL TEMP[0..1]
MOV TEMP[0].x, IN[0]
MOV OUT[0], TEMP[0].xyzx
MOV OUT[0].x, TEMP[0].xwww
DP3 OUT[0], TEMP[0].xxxw, IN[0]
RCP OUT[0], TEMP[0].xyyy
ADD OUT[0], TEMP[1], IN[0]
END
`;
    expect(check(text)).toEqual([
      {
        severity: 'warning',
        message: 'reads TEMP[0].yz, which no instruction writes',
        instruction: 1,
        line: 6,
        column: 13,
      },
      {
        severity: 'warning',
        message: 'reads TEMP[1].xyzw, which no instruction writes',
        instruction: 5,
        line: 10,
        column: 13,
      },
    ]);
  });

  it('immediates that do not exist, and indirect bases outside them', () => {
    expect(
      check(
        'VERT\nDCL OUT[0], POSITION\nDCL ADDR[0]\nIMM FLT32 { 1.0 }\nMOV OUT[0], IMM[5]\nMOV OUT[0], IMM[ADDR[0].x + 2]\nEND\n',
      ),
    ).toEqual([
      {
        severity: 'error',
        message: 'IMM[5] does not exist (the shader has 1 immediate)',
        instruction: 0,
        line: 5,
        column: 13,
      },
      {
        severity: 'warning',
        message: 'the base of IMM[ADDR[0].x + 2] lies outside IMM[0..0]',
        instruction: 1,
        line: 6,
        column: 13,
      },
    ]);
  });

  it('indirect access: the address register, arrays and declared ranges', () => {
    const text = `VERT
DCL OUT[0], POSITION
DCL TEMP[0..3], ARRAY(1)
DCL CONST[0..3]
DCL ADDR[0]
MOV TEMP[0], CONST[0]
`;
    const body = [
      'MOV OUT[0], TEMP[ADDR[0].x + 7](1)',
      'MOV OUT[0], TEMP[ADDR[0].x](2)',
      'MOV OUT[0], CONST[ADDR[1].x]',
      'MOV OUT[0], CONST[TEMP[0].x]',
      'MOV OUT[0], CONST[ADDR[0].x + 9]',
      'MOV OUT[0], IN[ADDR[0].x]',
      'END',
    ].join('\n');
    expect(check(text + body)).toEqual([
      {
        severity: 'error',
        message: 'the base of TEMP[ADDR[0].x + 7] lies outside array 1 (TEMP[0..3])',
        instruction: 1,
        line: 7,
        column: 13,
      },
      {
        severity: 'error',
        message: 'TEMP[ADDR[0].x] uses array 2, which no TEMP declaration has',
        instruction: 2,
        line: 8,
        column: 13,
      },
      { severity: 'error', message: 'ADDR[1] is not declared', instruction: 3, line: 9, column: 13 },
      {
        severity: 'error',
        message: 'MOV addresses indirectly through TEMP; only ADDR can',
        instruction: 4,
        line: 10,
        column: 13,
      },
      {
        severity: 'warning',
        message: 'the base of CONST[ADDR[0].x + 9] lies outside every CONST declaration',
        instruction: 5,
        line: 11,
        column: 13,
      },
      {
        severity: 'error',
        message: 'IN[ADDR[0].x] is indexed, but no IN is declared',
        instruction: 6,
        line: 12,
        column: 13,
      },
    ]);
  });

  it('constant buffers: a 1D CONST is buffer 0', () => {
    const text =
      'FRAG\nDCL OUT[0], COLOR\nDCL CONST[1]\nDCL CONST[2][4]\nMOV OUT[0], CONST[0][1]\nMOV OUT[0], CONST[2][4]\nMOV OUT[0], CONST[1][4]\nEND\n';
    expect(check(text)).toEqual([
      { severity: 'error', message: 'CONST[1][4] is not declared', instruction: 2, line: 7, column: 13 },
    ]);
  });

  it('per-vertex inputs need a vertex index; other files take no second dimension', () => {
    const text =
      'GEOM\nDCL IN[][0], POSITION\nDCL OUT[0], POSITION\nDCL TEMP[0]\nMOV OUT[0], IN[0]\nMOV OUT[0], IN[1][0]\nMOV TEMP[1][0], IN[0][0]\nEND\n';
    expect(check(text)).toEqual([
      {
        severity: 'error',
        message: 'IN[0] is per-vertex: select a vertex with IN[v][0]',
        instruction: 0,
        line: 5,
        column: 13,
      },
      {
        severity: 'error',
        message: 'TEMP[1][0]: TEMP registers have no second dimension here',
        instruction: 2,
        line: 7,
        column: 5,
      },
    ]);
  });
});

describe('declarations', () => {
  it('registers declared twice', () => {
    const text = 'FRAG\nDCL TEMP[0..3]\nDCL TEMP[2]\nDCL CONST[1]\nDCL CONST[0][1]\nDCL CONST[1][1]\nEND\n';
    expect(check(text)).toEqual([
      {
        severity: 'error',
        message: 'TEMP[2] is declared twice (also by declaration 0)',
        declaration: 1,
        line: 3,
        column: 1,
      },
      {
        severity: 'error',
        message: 'CONST[0][1] is declared twice (also by declaration 2)',
        declaration: 3,
        line: 5,
        column: 1,
      },
    ]);
  });

  it('array ids and semantics declared twice', () => {
    const text =
      'VERT\nDCL TEMP[0..1], ARRAY(1)\nDCL TEMP[2..3], ARRAY(1)\nDCL OUT[0], COLOR\nDCL OUT[1], COLOR\nEND\n';
    expect(check(text)).toEqual([
      {
        severity: 'error',
        message: 'TEMP array 1 is declared twice (also by declaration 0)',
        declaration: 1,
        line: 3,
        column: 1,
      },
      {
        severity: 'warning',
        message: 'OUT semantic COLOR[0] is declared twice (also by declaration 2)',
        declaration: 3,
        line: 5,
        column: 1,
      },
    ]);
  });

  it('invalid declarations built as IR', () => {
    const s = shader(TgsiProcessor.FRAGMENT, {
      declarations: [
        decl(TgsiFile.TEMPORARY, 0, { semantic: { name: TgsiSemantic.COLOR, index: 0 } }),
        decl(TgsiFile.INPUT, 0, { usageMask: 0 }),
        decl(TgsiFile.SYSTEM_VALUE, 0),
        decl(TgsiFile.INPUT, 1, { perVertex: true }),
        decl(TgsiFile.TEMPORARY, 5, { last: 4 }),
        decl(TgsiFile.IMMEDIATE, 0),
      ],
      instructions: [inst('END')],
    });
    expect(checkTgsi(s)).toEqual([
      { severity: 'error', message: 'TEMP declarations take no semantic', declaration: 0 },
      { severity: 'error', message: 'usage mask 0 is not 1..15', declaration: 1 },
      { severity: 'error', message: 'an SV declaration needs a semantic', declaration: 2 },
      { severity: 'error', message: 'IN registers are not per-vertex in a FRAG shader', declaration: 3 },
      { severity: 'error', message: 'register range 5..4 is not within 0..65535', declaration: 4 },
      { severity: 'error', message: 'IMM registers cannot be declared with DCL', declaration: 5 },
    ]);
  });

  it('invalid immediates and properties built as IR', () => {
    const s = shader(TgsiProcessor.VERTEX, {
      properties: [
        { name: TgsiPropertyName.GS_MAX_OUTPUT_VERTICES, value: 3 },
        { name: TgsiPropertyName.VS_WINDOW_SPACE_POSITION, value: 1 },
        { name: TgsiPropertyName.VS_WINDOW_SPACE_POSITION, value: 1 },
        { name: TgsiPropertyName.GS_INPUT_PRIMITIVE, value: 99 },
      ],
      immediates: [
        { type: TgsiImmediateType.FLT32, values: [0.1] },
        { type: TgsiImmediateType.UINT32, values: [-1] },
        { type: TgsiImmediateType.FLT64, values: [0, 0, 0] },
      ],
      instructions: [inst('END')],
    });
    expect(checkTgsi(s)).toEqual([
      { severity: 'warning', message: 'GS_MAX_OUTPUT_VERTICES has no effect in a VERT shader', property: 0 },
      {
        severity: 'error',
        message: 'PROPERTY VS_WINDOW_SPACE_POSITION is set twice (also by property 1)',
        property: 2,
      },
      { severity: 'error', message: '99 is not a valid value of GS_INPUT_PRIMITIVE', property: 3 },
      { severity: 'warning', message: 'GS_INPUT_PRIMITIVE has no effect in a VERT shader', property: 3 },
      { severity: 'error', message: '0.1 is not a valid FLT32 value', immediate: 0 },
      { severity: 'error', message: '-1 is not a valid UINT32 value', immediate: 1 },
      { severity: 'error', message: 'an FLT64 immediate cannot hold 3 values', immediate: 2 },
    ]);
  });
});

describe('instructions', () => {
  it('operand counts, saturation, texture targets and samplers (IR only: the parser refuses these)', () => {
    const T = TgsiFile.TEMPORARY;
    const s = shader(TgsiProcessor.FRAGMENT, {
      declarations: [decl(T, 0), decl(TgsiFile.SAMPLER, 0)],
      instructions: [
        inst('MAD', [dst(T, 0)], [src(T, 0), src(T, 0)]),
        inst('KILL', [], [], { saturate: true }),
        inst('TEX', [dst(T, 0)], [src(T, 0), src(TgsiFile.SAMPLER, 0)]),
        inst('TEX', [dst(T, 0)], [src(T, 0), src(T, 0)], { texture: { target: 2, offsets: [] } }),
        inst('MOV', [dst(T, 0)], [src(T, 0)], { texture: { target: 2, offsets: [] } }),
        inst('MOV', [dst(T, 0, { writeMask: 0 })], [src(T, 0)]),
        inst('END'),
      ],
    });
    expect(checkTgsi(s)).toEqual([
      {
        severity: 'error',
        message: 'MAD takes 1 destination(s) and 3 source(s), not 1 and 2',
        instruction: 0,
      },
      { severity: 'error', message: 'KILL has no destination to saturate', instruction: 1 },
      { severity: 'error', message: 'TEX needs a texture target', instruction: 2 },
      {
        severity: 'error',
        message: 'the last source of TEX must be a SAMP register, not TEMP',
        instruction: 3,
      },
      { severity: 'error', message: 'MOV takes no texture target', instruction: 4 },
      { severity: 'error', message: 'write mask 0 is not 1..15', instruction: 5 },
    ]);
  });

  it('opcodes of other stages', () => {
    expect(
      check('VERT\nDCL TEMP[0]\nMOV TEMP[0], TEMP[0]\nKILL\nEMIT\nDDX TEMP[0], TEMP[0]\nEND\n').filter(
        (d) => d.severity === 'error',
      ),
    ).toEqual([
      {
        severity: 'error',
        message: 'KILL is only allowed in FRAG shaders',
        instruction: 1,
        line: 4,
        column: 1,
      },
      {
        severity: 'error',
        message: 'EMIT is only allowed in GEOM shaders',
        instruction: 2,
        line: 5,
        column: 1,
      },
      {
        severity: 'error',
        message: 'DDX is only allowed in FRAG shaders',
        instruction: 3,
        line: 6,
        column: 1,
      },
    ]);
  });
});

describe('control flow', () => {
  const flow = (body: string) =>
    check(`FRAG\nDCL TEMP[0]\nMOV TEMP[0], TEMP[0]\n${body}\n`).filter((d) => d.instruction !== 0);

  it.each([
    [
      'an IF never closed',
      'IF TEMP[0].xxxx\nEND',
      [
        [1, 'the IF at instruction 1 is never closed', 4],
        [2, 'END inside the IF at instruction 1', 5],
      ],
    ],
    ['ELSE without IF', 'ELSE\nEND', [[1, 'ELSE without an open IF', 4]]],
    [
      'a second ELSE',
      'IF TEMP[0].xxxx\nELSE\nELSE\nENDIF\nEND',
      [[3, 'second ELSE for the IF at instruction 1', 6]],
    ],
    ['ENDIF without IF', 'ENDIF\nEND', [[1, 'ENDIF without an open IF', 4]]],
    [
      'ENDLOOP without BGNLOOP',
      'IF TEMP[0].xxxx\nENDLOOP\nENDIF\nEND',
      [[2, 'ENDLOOP without an open BGNLOOP', 5]],
    ],
    ['BRK outside loops', 'BRK\nEND', [[1, 'BRK outside any loop or SWITCH', 4]]],
    [
      'CONT outside loops',
      'SWITCH TEMP[0].xxxx\nCASE TEMP[0].xxxx\nCONT\nENDSWITCH\nEND',
      [[3, 'CONT outside any loop', 6]],
    ],
    ['CASE outside SWITCH', 'CASE TEMP[0].xxxx\nEND', [[1, 'CASE outside a SWITCH', 4]]],
    ['ENDSWITCH without SWITCH', 'ENDSWITCH\nEND', [[1, 'ENDSWITCH without an open SWITCH', 4]]],
    ['ENDSUB without BGNSUB', 'ENDSUB\nEND', [[1, 'ENDSUB without an open BGNSUB', 4]]],
    [
      'BGNSUB inside a block',
      'BGNLOOP\nBGNSUB\nENDSUB\nENDLOOP\nEND',
      [[2, 'BGNSUB inside the BGNLOOP at instruction 1', 5]],
    ],
    [
      'a wrong IF target',
      'IF TEMP[0].xxxx :4\nELSE :3\nENDIF\nEND',
      [[1, 'branch target :4 should be 2, the matching ELSE', 4]],
    ],
    [
      'a wrong ELSE target',
      'IF TEMP[0].xxxx :2\nELSE :2\nENDIF\nEND',
      [[2, 'branch target :2 should be 3, the matching ENDIF', 5]],
    ],
    [
      'a wrong ENDLOOP target',
      'BGNLOOP :3\nBRK\nENDLOOP :2\nEND',
      [[3, 'branch target :2 should be 1, the matching BGNLOOP', 6]],
    ],
    [
      'a target past the end',
      'CAL :40\nEND',
      [
        [1, 'branch target :40 is not an instruction (the shader has 3)', 4],
        [1, 'branch target :40 of CAL is not a BGNSUB', 4],
      ],
    ],
    ['CAL to something else', 'CAL :2\nEND', [[1, 'branch target :2 of CAL is not a BGNSUB', 4]]],
    [
      'CAL without target',
      'CAL\nEND\nBGNSUB\nENDSUB',
      [[1, 'CAL needs a branch target (the BGNSUB it calls)', 4]],
    ],
    [
      'CALLNZ without target',
      'CALLNZ TEMP[0].xxxx\nEND\nBGNSUB\nENDSUB',
      [[1, 'CALLNZ needs a branch target (the BGNSUB it calls)', 4]],
    ],
    [
      'CALLNZ to something else',
      'CALLNZ TEMP[0].xxxx :2\nEND',
      [[1, 'branch target :2 of CALLNZ is not a BGNSUB', 4]],
    ],
  ])('%s', (_what, body, expected) => {
    expect(flow(body as string)).toEqual(
      (expected as Array<[number, string, number]>).map(([instruction, message, line]) => ({
        severity: 'error',
        message,
        instruction,
        line,
        column: 1,
      })),
    );
  });

  it('a missing END, and instructions after END outside subroutines', () => {
    expect(flow('BGNLOOP\nENDLOOP')).toEqual([{ severity: 'error', message: 'the shader has no END' }]);
    expect(flow('END\nMOV TEMP[0], TEMP[0]\nBGNSUB\nRET\nENDSUB')).toEqual([
      {
        severity: 'warning',
        message: 'MOV follows END outside any subroutine and never runs',
        instruction: 2,
        line: 5,
        column: 1,
      },
    ]);
  });

  it('a label on an opcode that takes none (IR)', () => {
    const s = shader(TgsiProcessor.FRAGMENT, {
      instructions: [inst('NOP', [], [], { label: 1 }), inst('END')],
    });
    expect(checkTgsi(s)).toEqual([
      { severity: 'error', message: 'NOP takes no branch target', instruction: 0 },
    ]);
  });
});
