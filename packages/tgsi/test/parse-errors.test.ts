// parseTgsi on malformed text: every kind of error, with its exact line, column and message.
import { describe, expect, it } from 'vitest';
import { parseTgsi } from '../src/text/parse.js';
import { TgsiSyntaxError } from '../src/text/syntax-error.js';

function syntaxError(text: string): TgsiSyntaxError {
  try {
    parseTgsi(text);
  } catch (e) {
    if (e instanceof TgsiSyntaxError) return e;
    throw e;
  }
  throw new Error('parsed without error');
}

const HEADER = 'expected a shader header (VERT, FRAG, GEOM, TESS_CTRL, TESS_EVAL or COMP)';
const PRIMITIVES =
  'POINTS, LINES, LINE_LOOP, LINE_STRIP, TRIANGLES, TRIANGLE_STRIP, TRIANGLE_FAN, QUADS, QUAD_STRIP, POLYGON, ' +
  'LINES_ADJACENCY, LINE_STRIP_ADJACENCY, TRIANGLES_ADJACENCY, TRIANGLE_STRIP_ADJACENCY, PATCHES';

// [what, text, line, column, reason]
const CASES: Array<[string, string, number, number, string]> = [
  ['empty text', '', 1, 1, `${HEADER}, found end of input`],
  ['unknown header', 'FRAGMENT\nEND\n', 1, 1, `${HEADER}, found \`FRAGMENT\``],
  ['header not first', '\nDCL IN[0]\n', 2, 1, `${HEADER}, found \`DCL\``],
  ['unknown opcode', 'FRAG\nFOO OUT[0]\n', 2, 1, 'unknown opcode `FOO`'],
  ['unknown opcode with _SAT', 'FRAG\nFOO_SAT OUT[0]\n', 2, 1, 'unknown opcode `FOO_SAT`'],
  [
    'renamed KIL',
    'FRAG\nDCL TEMP[0]\n  KIL TEMP[0]\n',
    3,
    3,
    'unknown opcode `KIL`: KIL was renamed KILL_IF',
  ],
  [
    'removed IMMX file',
    'FRAG\nDCL IMMX[0..1] {{ 0.5 }}\n',
    2,
    5,
    'unknown register file `IMMX`: the IMMX file was removed from TGSI; declare immediates with IMM',
  ],
  [
    'removed TEMPX file in an operand',
    'FRAG\nADD TEMPX[0][0], IN[0], IN[0]\n',
    2,
    5,
    'unknown register file `TEMPX`: the TEMPX file was removed from TGSI; declare temporary arrays with DCL TEMP[a..b], ARRAY(n)',
  ],
  [
    'missing operand',
    'FRAG\nMOV OUT[0]\n',
    2,
    11,
    'expected `,` and another operand (MOV takes 1 destination, 1 source), found end of line',
  ],
  [
    'too many operands',
    'FRAG\nMOV OUT[0], IN[0], IN[1]\n',
    2,
    18,
    'unexpected `,`: MOV takes 1 destination, 1 source',
  ],
  [
    'swizzle letter',
    'FRAG\nMOV OUT[0], IN[0].xyzq\n',
    2,
    19,
    '`q` in `xyzq` is not a channel (x, y, z or w)',
  ],
  [
    'swizzle length',
    'FRAG\nMOV OUT[0], IN[0].xy\n',
    2,
    19,
    'a source swizzle has 4 letters (or 1, replicated), found `xy`',
  ],
  [
    'write mask order',
    'FRAG\nMOV OUT[0].yx, IN[0]\n',
    2,
    12,
    'write mask `yx` must list channels in xyzw order, each once',
  ],
  [
    'write mask repeat',
    'FRAG\nMOV OUT[0].xx, IN[0]\n',
    2,
    12,
    'write mask `xx` must list channels in xyzw order, each once',
  ],
  [
    'index too large',
    'FRAG\nMOV OUT[0], TEMP[65536]\n',
    2,
    18,
    'a register index `65536` is larger than 65535',
  ],
  [
    'huge index',
    'FRAG\nMOV OUT[0], TEMP[99999999999999999999999999999999999999]\n',
    2,
    18,
    'a register index `99999999999999999999999999999999…` is larger than 65535',
  ],
  ['missing ]', 'FRAG\nMOV OUT[0, IN[0]\n', 2, 10, 'expected `]`, found `,`'],
  [
    'missing index',
    'FRAG\nMOV OUT[], IN[0]\n',
    2,
    9,
    'expected a register index or an indirect address such as `ADDR[0].x`, found `]`',
  ],
  [
    'indirect channel',
    'FRAG\nMOV OUT[0], CONST[ADDR[0].q]\n',
    2,
    27,
    'expected a channel `x`, `y`, `z` or `w`, found `q`',
  ],
  [
    'indirect without ]',
    'FRAG\nMOV OUT[0], CONST[ADDR[0].x 3]\n',
    2,
    29,
    'expected `]` (or `+`/`-` and an offset), found `3`',
  ],
  [
    'array id on a direct index',
    'FRAG\nMOV TEMP[0](1), IN[0]\n',
    2,
    12,
    'an array id `(n)` is only allowed after an indirect index',
  ],
  [
    'unclosed absolute value',
    'FRAG\nMOV OUT[0], |IN[0]\n',
    2,
    19,
    'expected the closing `|` of the absolute value, found end of line',
  ],
  ['_SAT without destination', 'FRAG\nKILL_SAT\n', 2, 1, 'KILL has no destination to saturate'],
  [
    'missing texture target',
    'FRAG\nTEX TEMP[0], IN[0], SAMP[0]\n',
    2,
    28,
    'expected `,` and a texture target (TEX takes 1 destination, 2 sources, a texture target), found end of line',
  ],
  [
    'unknown texture target',
    'FRAG\nTEX TEMP[0], IN[0], SAMP[0], 9D\n',
    2,
    30,
    'expected a texture target (1D, 2D, 3D, CUBE, RECT, SHADOW2D, 2D_ARRAY, ...), found `9D`',
  ],
  [
    'bad texel offset',
    'FRAG\nTEX TEMP[0], IN[0], SAMP[0], 2D, 1\n',
    2,
    34,
    'expected a texel offset register such as `IMM[0].xyz`, found `1`',
  ],
  [
    'five texel offsets',
    'FRAG\nTXF TEMP[0], IN[0], SAMP[0], 2D, IMM[0], IMM[0], IMM[0], IMM[0], IMM[0]\n',
    2,
    66,
    'an instruction has at most 4 texel offsets',
  ],
  [
    'texel offset swizzle',
    'FRAG\nTXF TEMP[0], IN[0], SAMP[0], 2D, IMM[0].xy\n',
    2,
    41,
    'a texel offset swizzle has 3 letters, found `xy`',
  ],
  [
    'memory item',
    'COMP\nLOAD TEMP[0], BUFFER[0], TEMP[1], FOO\n',
    2,
    35,
    'expected a memory qualifier (COHERENT, RESTRICT, VOLATILE), a texture target or a format, found `FOO`',
  ],
  [
    'second memory format',
    'COMP\nLOAD TEMP[0], IMAGE[0], TEMP[1], PIPE_FORMAT_R8_UNORM, PIPE_FORMAT_R8_UNORM\n',
    2,
    56,
    '`PIPE_FORMAT_R8_UNORM` is a second format; a memory access has one',
  ],
  ['label on a non-branch', 'FRAG\nMOV OUT[0], IN[0] :3\n', 2, 19, 'MOV takes no branch target'],
  [
    'label too large',
    'FRAG\nIF TEMP[0].x :16777216\n',
    2,
    15,
    'a branch target (instruction number) `16777216` is larger than 16777215',
  ],
  [
    'instruction label without colon',
    'FRAG\n3 MOV OUT[0], IN[0]\n',
    2,
    3,
    'expected `:` after the instruction label, found `MOV`',
  ],
  ['statement junk', 'FRAG\nEND END\n', 2, 5, 'expected end of line, found `END`'],
  ['statement start', 'FRAG\n[\n', 2, 1, 'expected DCL, IMM, PROPERTY or an instruction, found `[`'],
  ['unexpected character', 'FRAG\nMOV OUT[0], IN[0] # copy\n', 2, 19, 'unexpected character `#`'],
  ['control character', 'FRAG\n\u0007\n', 2, 1, 'unexpected character U+0007'],
  ['long token in message', `FRAG\n${'A'.repeat(100)}\n`, 2, 1, `unknown opcode \`${'A'.repeat(32)}…\``],
  // Immediates
  [
    'immediates out of order',
    'FRAG\nIMM[1] FLT32 { 1.0 }\n',
    2,
    5,
    'immediates must be numbered in order: expected IMM[0], found IMM[1]',
  ],
  [
    'immediate type',
    'FRAG\nIMM FLT16 { 1.0 }\n',
    2,
    5,
    'expected an immediate type (FLT32, UINT32, INT32 or FLT64), found `FLT16`',
  ],
  [
    'five immediate values',
    'FRAG\nIMM FLT32 { 1, 2, 3, 4, 5 }\n',
    2,
    25,
    'an FLT32 immediate has at most 4 values',
  ],
  ['three FLT64 values', 'FRAG\nIMM FLT64 { 1, 2, 3 }\n', 2, 19, 'an FLT64 immediate has at most 2 values'],
  [
    'unclosed immediate',
    'FRAG\nIMM FLT32 { 1, 2\nMOV OUT[0], IN[0]\n',
    3,
    1,
    'expected `,` or `}`, found `MOV`',
  ],
  ['immediate value', 'FRAG\nIMM FLT32 { 1, x }\n', 2, 16, 'expected an FLT32 value, found `x`'],
  ['negative UINT32', 'FRAG\nIMM UINT32 { -1 }\n', 2, 14, '`-1` is not a valid UINT32 value'],
  ['INT32 range', 'FRAG\nIMM INT32 { 2147483648 }\n', 2, 13, '`2147483648` is not a valid INT32 value'],
  ['float integer literal', 'FRAG\nIMM UINT32 { 1.5 }\n', 2, 14, '`1.5` is not a valid UINT32 value'],
  ['FLT32 range', 'FRAG\nIMM FLT32 { -1e39 }\n', 2, 13, '`-1e39` is outside the float32 range'],
  [
    'FLT32 hex length',
    'FRAG\nIMM FLT32 { 0x123456789 }\n',
    2,
    13,
    '`0x123456789` has more than the 8 hex digits of an FLT32',
  ],
  ['FLT64 range', 'FRAG\nIMM FLT64 { 1e309 }\n', 2, 13, '`1e309` is outside the float64 range'],
  // Properties
  ['unknown property', 'GEOM\nPROPERTY GS_FOO 3\n', 2, 10, 'unknown property `GS_FOO`'],
  [
    'property value name',
    'GEOM\nPROPERTY GS_INPUT_PRIMITIVE CIRCLES\n',
    2,
    29,
    `\`CIRCLES\` is not a primitive (${PRIMITIVES})`,
  ],
  ['property value number', 'GEOM\nPROPERTY GS_INPUT_PRIMITIVE 15\n', 2, 29, '15 is not a valid primitive'],
  [
    'property value range',
    'GEOM\nPROPERTY GS_MAX_OUTPUT_VERTICES 4294967296\n',
    2,
    33,
    'expected an unsigned 32-bit integer, found `4294967296`',
  ],
  [
    'property missing value',
    'GEOM\nPROPERTY GS_MAX_OUTPUT_VERTICES\n',
    2,
    32,
    'expected an unsigned integer, found end of line',
  ],
  // Declarations
  ['reversed range', 'FRAG\nDCL TEMP[3..1]\n', 2, 13, 'range end 1 is less than its start 3'],
  ['DCL IMM', 'FRAG\nDCL IMM[0]\n', 2, 5, 'IMM registers are declared with IMM statements, not DCL'],
  [
    'DCL without file',
    'FRAG\nDCL [0]\n',
    2,
    5,
    'expected a register file (TEMP, IN, OUT, CONST, IMM, ...), found `[`',
  ],
  ['empty bracket', 'FRAG\nDCL TEMP[]\n', 2, 9, 'expected a register index or range inside `[]`'],
  [
    'per-vertex input outside GEOM/TESS',
    'FRAG\nDCL IN[][0]\n',
    2,
    7,
    'per-vertex IN[][n] declarations exist only in GEOM, TESS_CTRL and TESS_EVAL shaders',
  ],
  [
    'second dimension on TEMP',
    'FRAG\nDCL TEMP[0][1]\n',
    2,
    9,
    'only CONST declarations have a second dimension',
  ],
  [
    'constant buffer range',
    'FRAG\nDCL CONST[0..1][0]\n',
    2,
    10,
    'the constant buffer index of a 2D declaration is a single number',
  ],
  [
    'SVIEW without return type',
    'FRAG\nDCL SVIEW[0], 2D\n',
    2,
    5,
    'an SVIEW declaration needs a return type after its target (`, FLOAT`)',
  ],
  [
    'SVIEW without target',
    'FRAG\nDCL SVIEW[0]\n',
    2,
    5,
    'an SVIEW declaration needs a texture target and return type (`DCL SVIEW[0], 2D, FLOAT`)',
  ],
  [
    'SVIEW with two return types',
    'FRAG\nDCL SVIEW[0], 2D, FLOAT, FLOAT\n',
    2,
    26,
    'an SVIEW declaration has 1 or 4 return types, found 2',
  ],
  [
    'IMAGE without target',
    'COMP\nDCL IMAGE[0]\n',
    2,
    5,
    'an IMAGE declaration needs a texture target (`DCL IMAGE[0], 2D, PIPE_FORMAT_R32G32B32A32_FLOAT`)',
  ],
  // Found by the text fuzz: a format or flag before the target once wrote into a missing image.
  [
    'IMAGE format before its target',
    'FRAG\nDCL IMAGE[0], PIPE_FORMAT_R8_UNORM\nEND\n',
    2,
    15,
    'expected a texture target, found `PIPE_FORMAT_R8_UNORM`',
  ],
  [
    'IMAGE WR before its target',
    'COMP\nDCL IMAGE[0], WR, 2D\n',
    2,
    15,
    'expected a texture target, found `WR`',
  ],
  [
    'IMAGE RAW before its target',
    'COMP\nDCL IMAGE[1], RAW\n',
    2,
    15,
    'expected a texture target, found `RAW`',
  ],
  [
    'SV without semantic',
    'VERT\nDCL SV[0]\n',
    2,
    5,
    'an SV declaration needs a semantic (`DCL SV[0], INSTANCEID`)',
  ],
  [
    'attribute the file does not take',
    'FRAG\nDCL TEMP[0], COLOR\n',
    2,
    14,
    'expected ARRAY(n) or LOCAL, found `COLOR`',
  ],
  [
    'attribute out of order',
    'FRAG\nDCL IN[0], LINEAR, GENERIC[0]\n',
    2,
    20,
    'expected an interpolation location or INVARIANT, found `GENERIC`',
  ],
  [
    'nothing may follow',
    'FRAG\nDCL SAMP[0], LINEAR\n',
    2,
    14,
    'unexpected `LINEAR`: nothing more may follow here in a SAMP declaration',
  ],
  [
    'location before mode',
    'FRAG\nDCL IN[0], GENERIC[0], CENTROID\n',
    2,
    24,
    'location `CENTROID` needs an interpolation mode before it',
  ],
  [
    'output streams',
    'GEOM\nDCL OUT[0], POSITION, STREAM(1, 0, 0, 0)\n',
    2,
    23,
    'STREAM(...) output streams are not supported',
  ],
  ['ARRAY(0)', 'FRAG\nDCL TEMP[0..1], ARRAY(0)\n', 2, 23, 'array ids start at 1'],
  ['semantic index', 'FRAG\nDCL IN[0], GENERIC[x]\n', 2, 20, 'expected a semantic index, found `x`'],
  [
    'usage mask',
    'FRAG\nDCL IN[0].zx\n',
    2,
    11,
    'usage mask `zx` must list channels in xyzw order, each once',
  ],
];

describe('syntax errors', () => {
  it.each(CASES)('%s', (_what, text, line, column, reason) => {
    const e = syntaxError(text);
    expect({ line: e.line, column: e.column, reason: e.reason }).toEqual({ line, column, reason });
    expect(e.message).toBe(`line ${line}, column ${column}: ${reason}`);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('TgsiSyntaxError');
  });

  it('rejects a non-string with a TypeError', () => {
    expect(() => parseTgsi(42 as unknown as string)).toThrow(TypeError);
  });
});

describe('pathological input stays bounded', () => {
  it('a 10 MB line of spaces before a stray token', () => {
    const e = syntaxError(`FRAG\nEND${' '.repeat(10_000_000)}X\n`);
    expect([e.line, e.column, e.reason]).toEqual([2, 10_000_004, 'expected end of line, found `X`']);
  });

  it('a 10 MB identifier', () => {
    const e = syntaxError(`FRAG\n${'B'.repeat(10_000_000)}\n`);
    expect(e.reason).toBe(`unknown opcode \`${'B'.repeat(32)}…\``);
  });

  it('a 10 MB number as a register index and as a float', () => {
    expect(syntaxError(`FRAG\nMOV OUT[0], IN[${'9'.repeat(10_000_000)}]\n`).reason).toBe(
      `a register index \`${'9'.repeat(32)}…\` is larger than 65535`,
    );
    expect(syntaxError(`FRAG\nIMM FLT32 { ${'9'.repeat(10_000_000)} }\n`).reason).toBe(
      `\`${'9'.repeat(32)}…\` is outside the float32 range`,
    );
  });

  it('100,000 statements parse', () => {
    const text = `FRAG\nDCL TEMP[0]\n${'MOV TEMP[0], TEMP[0]\n'.repeat(100_000)}END\n`;
    expect(parseTgsi(text).instructions.length).toBe(100_001);
  });
});
