// parseTgsi: every element of the text syntax on hand-written shaders, with the exact IR expected.
import { describe, expect, it } from 'vitest';
import {
  TgsiFile,
  TgsiImmediateType,
  TgsiInterpolate,
  TgsiInterpolateLocation,
  TgsiPrimitive,
  TgsiProcessor,
  TgsiPropertyName,
  TgsiReturnType,
  TgsiSemantic,
  TgsiTextureTarget,
} from '../src/ir.js';
import { parseTgsi } from '../src/text/parse.js';
import { sourcePosition } from '../src/text/positions.js';
import { decl, dst, inst, shader, src } from './ir-builders.js';

const {
  INPUT: IN,
  OUTPUT: OUT,
  TEMPORARY: TEMP,
  CONSTANT: CONST,
  IMMEDIATE: IMM,
  ADDRESS: ADDR,
  SAMPLER: SAMP,
} = TgsiFile;

/** Parses a shader body under a header and returns its first instruction. */
function firstInstruction(body: string, header = 'FRAG') {
  return parseTgsi(`${header}\n${body}\n`).instructions[0];
}

describe('header', () => {
  it.each([
    ['VERT', TgsiProcessor.VERTEX],
    ['FRAG', TgsiProcessor.FRAGMENT],
    ['GEOM', TgsiProcessor.GEOMETRY],
    ['TESS_CTRL', TgsiProcessor.TESS_CTRL],
    ['TESS_EVAL', TgsiProcessor.TESS_EVAL],
    ['COMP', TgsiProcessor.COMPUTE],
  ])('%s', (header, processor) => {
    expect(parseTgsi(`${header}\nEND\n`)).toEqual(shader(processor, { instructions: [inst('END')] }));
  });

  it('accepts lower case, leading blank lines, an old version suffix and no trailing newline', () => {
    expect(parseTgsi('\n\n  frag\nend').processor).toBe(TgsiProcessor.FRAGMENT);
    expect(parseTgsi('VERT1.1\nEND\n')).toEqual(
      shader(TgsiProcessor.VERTEX, { instructions: [inst('END')] }),
    );
  });

  it('accepts CRLF line endings and tabs', () => {
    expect(parseTgsi('FRAG\r\nDCL\tOUT[0], COLOR\r\n\tMOV OUT[0], IMM[0]\r\n')).toEqual(
      shader(TgsiProcessor.FRAGMENT, {
        declarations: [decl(OUT, 0, { semantic: { name: TgsiSemantic.COLOR, index: 0 } })],
        instructions: [inst('MOV', [dst(OUT, 0)], [src(IMM, 0)])],
      }),
    );
  });
});

describe('declarations', () => {
  const parseDecl = (line: string, header = 'FRAG') => parseTgsi(`${header}\n${line}\n`).declarations[0];

  it('inputs with semantic, interpolation and location', () => {
    expect(parseDecl('DCL IN[1], GENERIC[3], PERSPECTIVE, CENTROID')).toEqual(
      decl(IN, 1, {
        semantic: { name: TgsiSemantic.GENERIC, index: 3 },
        interpolate: { mode: TgsiInterpolate.PERSPECTIVE, location: TgsiInterpolateLocation.CENTROID },
      }),
    );
    // COLOR is both a semantic and an interpolation mode: position decides.
    expect(parseDecl('DCL IN[0], COLOR, COLOR, SAMPLE')).toEqual(
      decl(IN, 0, {
        semantic: { name: TgsiSemantic.COLOR, index: 0 },
        interpolate: { mode: TgsiInterpolate.COLOR, location: TgsiInterpolateLocation.SAMPLE },
      }),
    );
    expect(parseDecl('DCL IN[2], LINEAR')).toEqual(
      decl(IN, 2, {
        interpolate: { mode: TgsiInterpolate.LINEAR, location: TgsiInterpolateLocation.CENTER },
      }),
    );
    expect(parseDecl('DCL IN[0], FACE, CONSTANT')).toEqual(
      decl(IN, 0, {
        semantic: { name: TgsiSemantic.FACE, index: 0 },
        interpolate: { mode: TgsiInterpolate.CONSTANT, location: TgsiInterpolateLocation.CENTER },
      }),
    );
  });

  it('usage masks, ranges and arrays', () => {
    expect(parseDecl('DCL IN[0].xy')).toEqual(decl(IN, 0, { usageMask: 0b0011 }));
    expect(parseDecl('DCL IN[0].yw, GENERIC[0]')).toEqual(
      decl(IN, 0, { usageMask: 0b1010, semantic: { name: TgsiSemantic.GENERIC, index: 0 } }),
    );
    expect(parseDecl('DCL TEMP[0..3], ARRAY(1)')).toEqual(decl(TEMP, 0, { last: 3, arrayId: 1 }));
    expect(parseDecl('DCL TEMP[4], LOCAL')).toEqual(decl(TEMP, 4, { local: true }));
    expect(parseDecl('DCL OUT[1..2], ARRAY(2), GENERIC[5]')).toEqual(
      decl(OUT, 1, { last: 2, arrayId: 2, semantic: { name: TgsiSemantic.GENERIC, index: 5 } }),
    );
    expect(parseDecl('DCL ADDR[0]')).toEqual(decl(ADDR, 0));
    expect(parseDecl('DCL SAMP[2]')).toEqual(decl(SAMP, 2));
  });

  it('1D and 2D constants', () => {
    expect(parseDecl('DCL CONST[0..7]')).toEqual(decl(CONST, 0, { last: 7 }));
    expect(parseDecl('DCL CONST[1][0..6]')).toEqual(decl(CONST, 0, { last: 6, dimension: 1 }));
    expect(parseDecl('DCL CONST[0][3]')).toEqual(decl(CONST, 3, { dimension: 0 }));
  });

  it('outputs: semantics (PRIM_ID spelling, index), invariance', () => {
    expect(parseDecl('DCL OUT[0], POSITION, INVARIANT', 'VERT')).toEqual(
      decl(OUT, 0, { semantic: { name: TgsiSemantic.POSITION, index: 0 }, invariant: true }),
    );
    expect(parseDecl('DCL OUT[3], PRIM_ID', 'GEOM')).toEqual(
      decl(OUT, 3, { semantic: { name: TgsiSemantic.PRIMID, index: 0 } }),
    );
    expect(parseDecl('DCL OUT[1], COLOR[1]', 'VERT')).toEqual(
      decl(OUT, 1, { semantic: { name: TgsiSemantic.COLOR, index: 1 } }),
    );
  });

  it('per-vertex inputs and outputs', () => {
    expect(parseDecl('DCL IN[][0], POSITION', 'GEOM')).toEqual(
      decl(IN, 0, { perVertex: true, semantic: { name: TgsiSemantic.POSITION, index: 0 } }),
    );
    // As in Mesa, the vertex count in the outer bracket is not kept.
    expect(parseDecl('DCL IN[3][1..2]', 'GEOM')).toEqual(decl(IN, 1, { last: 2, perVertex: true }));
    expect(parseDecl('DCL IN[][0]', 'TESS_EVAL')).toEqual(decl(IN, 0, { perVertex: true }));
    expect(parseDecl('DCL OUT[][4], GENERIC[0]', 'TESS_CTRL')).toEqual(
      decl(OUT, 4, { perVertex: true, semantic: { name: TgsiSemantic.GENERIC, index: 0 } }),
    );
  });

  it('system values', () => {
    expect(parseDecl('DCL SV[0], INSTANCEID', 'VERT')).toEqual(
      decl(TgsiFile.SYSTEM_VALUE, 0, { semantic: { name: TgsiSemantic.INSTANCEID, index: 0 } }),
    );
    expect(parseDecl('DCL SV[1], THREAD_ID', 'COMP')).toEqual(
      decl(TgsiFile.SYSTEM_VALUE, 1, { semantic: { name: TgsiSemantic.THREAD_ID, index: 0 } }),
    );
  });

  it('sampler views with one or four return types', () => {
    expect(parseDecl('DCL SVIEW[0], 2D, FLOAT')).toEqual(
      decl(TgsiFile.SAMPLER_VIEW, 0, {
        samplerView: { target: TgsiTextureTarget['2D'], returnType: [4, 4, 4, 4] },
      }),
    );
    expect(parseDecl('DCL SVIEW[1], CUBEARRAY, UNORM, SNORM, SINT, UINT')).toEqual(
      decl(TgsiFile.SAMPLER_VIEW, 1, {
        samplerView: {
          target: TgsiTextureTarget.CUBE_ARRAY,
          returnType: [TgsiReturnType.UNORM, TgsiReturnType.SNORM, TgsiReturnType.SINT, TgsiReturnType.UINT],
        },
      }),
    );
  });

  it('images, buffers and memory', () => {
    expect(parseDecl('DCL IMAGE[0], 2D, PIPE_FORMAT_R32G32B32A32_FLOAT, WR', 'COMP')).toEqual(
      decl(TgsiFile.IMAGE, 0, {
        image: {
          target: TgsiTextureTarget['2D'],
          format: 'PIPE_FORMAT_R32G32B32A32_FLOAT',
          writable: true,
          raw: false,
        },
      }),
    );
    expect(parseDecl('DCL IMAGE[1], BUFFER, RAW', 'COMP')).toEqual(
      decl(TgsiFile.IMAGE, 1, {
        image: { target: TgsiTextureTarget.BUFFER, format: 'PIPE_FORMAT_NONE', writable: false, raw: true },
      }),
    );
    expect(parseDecl('DCL BUFFER[0]', 'COMP')).toEqual(decl(TgsiFile.BUFFER, 0));
    expect(parseDecl('DCL BUFFER[1], ATOMIC', 'COMP')).toEqual(decl(TgsiFile.BUFFER, 1, { atomic: true }));
    expect(parseDecl('DCL MEMORY[0], SHARED', 'COMP')).toEqual(
      decl(TgsiFile.MEMORY, 0, { memoryType: 'SHARED' }),
    );
    expect(parseDecl('DCL MEMORY[1]', 'COMP')).toEqual(decl(TgsiFile.MEMORY, 1, { memoryType: 'GLOBAL' }));
    expect(parseDecl('DCL MEMORY[2], PRIVATE', 'COMP')).toEqual(
      decl(TgsiFile.MEMORY, 2, { memoryType: 'PRIVATE' }),
    );
  });

  it('attributes may continue on the next line after a comma', () => {
    expect(parseDecl('DCL IN[1],\n  GENERIC[3],\n  LINEAR')).toEqual(
      decl(IN, 1, {
        semantic: { name: TgsiSemantic.GENERIC, index: 3 },
        interpolate: { mode: TgsiInterpolate.LINEAR, location: 0 },
      }),
    );
  });
});

describe('immediates', () => {
  const parseImms = (body: string) => parseTgsi(`FRAG\n${body}\n`).immediates;

  it('FLT32 values round to float32', () => {
    expect(parseImms('IMM FLT32 { 1.0, -2.5, 0.1, 1e3 }')).toEqual([
      { type: TgsiImmediateType.FLT32, values: [1, -2.5, Math.fround(0.1), 1000] },
    ]);
    expect(parseImms('IMM FLT32 { .5, 2., +3, 1.5E-2 }')[0]!.values).toEqual([0.5, 2, 3, Math.fround(0.015)]);
  });

  it('FLT32 hex literals are raw bits (NaN, infinities, negative zero)', () => {
    const [imm] = parseImms('IMM FLT32 { 0x7fc00000, 0x7f800000, 0xff800000, 0x80000000 }');
    expect(imm!.values[0]).toBeNaN();
    expect(imm!.values.slice(1)).toEqual([Infinity, -Infinity, -0]);
    expect(Object.is(parseImms('IMM FLT32 { -0.0 }')[0]!.values[0], -0)).toBe(true);
    expect(parseImms('IMM FLT32 { 0x3f800000 }')[0]!.values).toEqual([1]);
  });

  it('numbered, integer and one-value immediates', () => {
    expect(
      parseImms(
        'IMM[0] UINT32 { 4294967295, 0x10, 0, 7 }\nIMM[1] INT32 {-2147483648, 2147483647, 0xffffffff, -0}',
      ),
    ).toEqual([
      { type: TgsiImmediateType.UINT32, values: [4294967295, 16, 0, 7] },
      { type: TgsiImmediateType.INT32, values: [-2147483648, 2147483647, -1, 0] },
    ]);
    expect(parseImms('IMM FLT32 { 0.5 }')).toEqual([{ type: TgsiImmediateType.FLT32, values: [0.5] }]);
  });

  it('FLT64 values are stored as (low, high) words', () => {
    // 1.5 = 0x3FF8000000000000, -0.25 = 0xBFD0000000000000
    expect(parseImms('IMM FLT64 { 1.5, -0.25 }')).toEqual([
      { type: TgsiImmediateType.FLT64, values: [0, 0x3ff80000, 0, 0xbfd00000] },
    ]);
    expect(parseImms('IMM FLT64 { 0x7ff8000000000001 }')).toEqual([
      { type: TgsiImmediateType.FLT64, values: [1, 0x7ff80000] },
    ]);
  });

  it('values may span lines inside the braces', () => {
    expect(parseImms('IMM FLT32 {\n  1.0,\n  2.0\n}')).toEqual([
      { type: TgsiImmediateType.FLT32, values: [1, 2] },
    ]);
  });
});

describe('properties', () => {
  const parseProps = (body: string, header = 'GEOM') => parseTgsi(`${header}\n${body}\n`).properties;

  it('named and numeric values', () => {
    expect(
      parseProps(
        'PROPERTY GS_INPUT_PRIMITIVE TRIANGLES\nPROPERTY GS_OUTPUT_PRIMITIVE LINE_STRIP\nPROPERTY GS_MAX_OUTPUT_VERTICES 4\nPROPERTY GS_INPUT_PRIMITIVE 1',
      ),
    ).toEqual([
      { name: TgsiPropertyName.GS_INPUT_PRIMITIVE, value: TgsiPrimitive.TRIANGLES },
      { name: TgsiPropertyName.GS_OUTPUT_PRIMITIVE, value: TgsiPrimitive.LINE_STRIP },
      { name: TgsiPropertyName.GS_MAX_OUTPUT_VERTICES, value: 4 },
      { name: TgsiPropertyName.GS_INPUT_PRIMITIVE, value: TgsiPrimitive.LINES },
    ]);
    expect(
      parseProps(
        'PROPERTY FS_COORD_ORIGIN LOWER_LEFT\nPROPERTY FS_COORD_PIXEL_CENTER INTEGER\nPROPERTY NEXT_SHADER FRAG',
        'FRAG',
      ),
    ).toEqual([
      { name: TgsiPropertyName.FS_COORD_ORIGIN, value: 1 },
      { name: TgsiPropertyName.FS_COORD_PIXEL_CENTER, value: 1 },
      { name: TgsiPropertyName.NEXT_SHADER, value: TgsiProcessor.FRAGMENT },
    ]);
    expect(parseProps('PROPERTY CS_FIXED_BLOCK_WIDTH 64', 'COMP')).toEqual([
      { name: TgsiPropertyName.CS_FIXED_BLOCK_WIDTH, value: 64 },
    ]);
  });
});

describe('instructions', () => {
  it('numeric labels are accepted and ignored', () => {
    expect(parseTgsi('FRAG\n  0: MOV OUT[0], IN[0]\n12 : END\n').instructions).toEqual([
      inst('MOV', [dst(OUT, 0)], [src(IN, 0)]),
      inst('END'),
    ]);
  });

  it('_SAT, write masks, swizzles and scalar selects', () => {
    expect(firstInstruction('MAD_SAT OUT[0].xz, IN[0].wzyx, IN[1].y, -IN[2]')).toEqual(
      inst(
        'MAD',
        [dst(OUT, 0, { writeMask: 0b0101 })],
        [
          src(IN, 0, { swizzle: [3, 2, 1, 0] }),
          src(IN, 1, { swizzle: [1, 1, 1, 1] }),
          src(IN, 2, { negate: true }),
        ],
        { saturate: true },
      ),
    );
  });

  it('absolute value and negated absolute value', () => {
    expect(firstInstruction('ADD TEMP[0], |TEMP[1].xxyy|, -|TEMP[2]|')).toEqual(
      inst(
        'ADD',
        [dst(TEMP, 0)],
        [
          src(TEMP, 1, { absolute: true, swizzle: [0, 0, 1, 1] }),
          src(TEMP, 2, { absolute: true, negate: true }),
        ],
      ),
    );
  });

  it('indirect addressing with offsets, channels and array ids', () => {
    const addr = (channel: 0 | 1 | 2 | 3, arrayId = 0) => ({ file: ADDR, index: 0, channel, arrayId });
    expect(firstInstruction('MOV OUT[0], CONST[ADDR[0].x + 3]')!.src[0]).toEqual(
      src(CONST, 3, { indirect: addr(0) }),
    );
    expect(firstInstruction('MOV OUT[0], CONST[ADDR[0].y - 2]')!.src[0]).toEqual(
      src(CONST, -2, { indirect: addr(1) }),
    );
    expect(firstInstruction('MOV OUT[0], CONST[ADDR[0]]')!.src[0]).toEqual(
      src(CONST, 0, { indirect: addr(0) }),
    );
    expect(firstInstruction('MOV TEMP[ADDR[0].z+1](2).xy, IN[0]')!.dst[0]).toEqual(
      dst(TEMP, 1, { indirect: addr(2, 2), writeMask: 0b0011 }),
    );
  });

  it('2D operands: constant buffers and per-vertex inputs, with indirect dimensions', () => {
    expect(firstInstruction('MOV OUT[0], CONST[1][6].x')!.src[0]).toEqual(
      src(CONST, 6, { dimension: { index: 1, indirect: null }, swizzle: [0, 0, 0, 0] }),
    );
    expect(firstInstruction('MOV OUT[0], IN[2][1]', 'GEOM')!.src[0]).toEqual(
      src(IN, 1, { dimension: { index: 2, indirect: null } }),
    );
    expect(firstInstruction('MOV OUT[0], CONST[ADDR[0].x + 1][3]')!.src[0]).toEqual(
      src(CONST, 3, { dimension: { index: 1, indirect: { file: ADDR, index: 0, channel: 0, arrayId: 0 } } }),
    );
  });

  it('texture targets and texel offsets', () => {
    expect(firstInstruction('TEX TEMP[0], IN[0], SAMP[0], 2D')).toEqual(
      inst('TEX', [dst(TEMP, 0)], [src(IN, 0), src(SAMP, 0)], {
        texture: { target: TgsiTextureTarget['2D'], offsets: [] },
      }),
    );
    expect(firstInstruction('TXF TEMP[0], IN[0], SAMP[1], 2D_ARRAY, IMM[0].zyx, IMM[1]')).toEqual(
      inst('TXF', [dst(TEMP, 0)], [src(IN, 0), src(SAMP, 1)], {
        texture: {
          target: TgsiTextureTarget['2D_ARRAY'],
          offsets: [
            { file: IMM, index: 0, swizzle: [2, 1, 0] },
            { file: IMM, index: 1, swizzle: [0, 1, 2] },
          ],
        },
      }),
    );
    expect(firstInstruction('SAMPLE TEMP[0], IN[0], SVIEW[0], SAMP[0], IMM[0].xyz')!.texture).toEqual({
      target: TgsiTextureTarget.UNKNOWN,
      offsets: [{ file: IMM, index: 0, swizzle: [0, 1, 2] }],
    });
    expect(firstInstruction('SAMPLE TEMP[0], IN[0], SVIEW[0], SAMP[0]')!.texture).toBeNull();
    expect(firstInstruction('TEX TEMP[0], IN[0], SAMP[0], SHADOWCUBEARRAY')!.texture!.target).toBe(
      TgsiTextureTarget.SHADOWCUBE_ARRAY,
    );
  });

  it('branch targets', () => {
    const text =
      'FRAG\nIF TEMP[0].xxxx :2\nELSE :3\nENDIF\nBGNLOOP :5\nBRK\nENDLOOP :3\nCAL :8\nEND\nBGNSUB\nRET\nENDSUB\n';
    expect(parseTgsi(text).instructions.map((i) => i.label)).toEqual([
      2,
      3,
      null,
      5,
      null,
      3,
      8,
      null,
      null,
      null,
      null,
    ]);
    expect(firstInstruction('UIF TEMP[0].xxxx')!.label).toBeNull();
  });

  it('memory qualifiers, image targets and formats', () => {
    expect(
      firstInstruction('LOAD TEMP[0], BUFFER[0], TEMP[1].xxxx, COHERENT, VOLATILE', 'COMP')!.memory,
    ).toEqual({
      qualifier: 0b101,
      texture: null,
      format: null,
    });
    expect(
      firstInstruction('STORE IMAGE[0], TEMP[0], TEMP[1], 2D, PIPE_FORMAT_R32_FLOAT, RESTRICT', 'COMP'),
    ).toEqual(
      inst('STORE', [dst(TgsiFile.IMAGE, 0)], [src(TEMP, 0), src(TEMP, 1)], {
        memory: { qualifier: 0b010, texture: TgsiTextureTarget['2D'], format: 'PIPE_FORMAT_R32_FLOAT' },
      }),
    );
    expect(
      firstInstruction('ATOMUADD TEMP[0], MEMORY[0], TEMP[1].xxxx, TEMP[2].xxxx', 'COMP')!.memory,
    ).toEqual({
      qualifier: 0,
      texture: null,
      format: null,
    });
  });

  it('EMIT and ENDPRIM with and without their stream operand', () => {
    expect(parseTgsi('GEOM\nEMIT\nENDPRIM IMM[0].xxxx\n').instructions).toEqual([
      inst('EMIT'),
      inst('ENDPRIM', [], [src(IMM, 0, { swizzle: [0, 0, 0, 0] })]),
    ]);
  });

  it('is case-insensitive and allows an operand list to continue after a comma', () => {
    expect(firstInstruction('mov_sat out[0].xyW,\n    in[0].XyZw')).toEqual(
      inst('MOV', [dst(OUT, 0, { writeMask: 0b1011 })], [src(IN, 0)], { saturate: true }),
    );
  });

  it('accepts opcodes removed from later TGSI (SUB, ABS, DST, LIT, XPD) and the new ones', () => {
    const names = ['SUB', 'XPD', 'DST'].map((n) => `${n} TEMP[0], IN[0], IN[1]`);
    const text = `VERT\n${names.join('\n')}\nABS TEMP[0], IN[0]\nLIT TEMP[0], IN[0]\nLDEXP TEMP[0], IN[0], IN[1]\nEND`;
    expect(parseTgsi(text).instructions.map((i) => i.opcode)).toEqual([17, 31, 11, 33, 2, 223, 117]);
  });
});

describe('source positions', () => {
  it('are recorded for declarations, immediates, properties, instructions and operands', () => {
    const s = parseTgsi(
      'GEOM\nPROPERTY GS_MAX_OUTPUT_VERTICES 3\n  DCL TEMP[0]\nIMM FLT32 { 1.0 }\n 4:  MOV TEMP[0],  -IMM[0].x\n',
    );
    expect(sourcePosition(s.properties[0]!)).toEqual({ line: 2, column: 1 });
    expect(sourcePosition(s.declarations[0]!)).toEqual({ line: 3, column: 3 });
    expect(sourcePosition(s.immediates[0]!)).toEqual({ line: 4, column: 1 });
    expect(sourcePosition(s.instructions[0]!)).toEqual({ line: 5, column: 6 });
    expect(sourcePosition(s.instructions[0]!.dst[0]!)).toEqual({ line: 5, column: 10 });
    expect(sourcePosition(s.instructions[0]!.src[0]!)).toEqual({ line: 5, column: 20 });
    expect(sourcePosition(structuredClone(s.instructions[0]!))).toBeUndefined();
  });
});
