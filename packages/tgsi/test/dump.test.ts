// dumpTgsi: canonical text, exact float printing, and parse(dump(s)) deep-equal to s.
import { describe, expect, it } from 'vitest';
import { TgsiFile, TgsiImmediateType, TgsiProcessor, type TgsiShader } from '../src/ir.js';
import { dumpTgsi } from '../src/text/dump.js';
import { formatFloat32, formatFloat64 } from '../src/text/numbers.js';
import { parseTgsi } from '../src/text/parse.js';
import { decl, dst, inst, shader, src } from './ir-builders.js';
import { CANONICAL_COMP, CANONICAL_FRAG, CANONICAL_GEOM } from './shaders.js';

describe('canonical text', () => {
  it.each([
    ['FRAG', CANONICAL_FRAG],
    ['COMP', CANONICAL_COMP],
    ['GEOM', CANONICAL_GEOM],
  ])('%s: dump(parse(text)) is the text itself', (_name, text) => {
    expect(dumpTgsi(parseTgsi(text))).toBe(text);
  });

  it('normalizes spelling, spacing, labels and order of statements', () => {
    const messy = [
      'frag',
      '  0:  mov_sat out[0].XW , -IN[0].xxxx',
      'IMM FLT32 {1, 0.50, 2.}',
      'DCL out[0],color',
      'dcl in[0] , generic [ 0 ] , perspective , center',
      'PROPERTY fs_coord_origin lower_left',
      '7:END',
    ].join('\n');
    expect(dumpTgsi(parseTgsi(messy))).toBe(
      [
        'FRAG',
        'PROPERTY FS_COORD_ORIGIN LOWER_LEFT',
        'DCL OUT[0], COLOR',
        'DCL IN[0], GENERIC[0], PERSPECTIVE',
        'IMM[0] FLT32 { 1.0, 0.5, 2.0 }',
        '  0: MOV_SAT OUT[0].xw, -IN[0].xxxx',
        '  1: END',
        '',
      ].join('\n'),
    );
  });

  it('indents nested blocks and never below zero for unbalanced ones', () => {
    const s = shader(TgsiProcessor.FRAGMENT, {
      instructions: [inst('ENDIF'), inst('BGNLOOP'), inst('BGNLOOP'), inst('ENDLOOP'), inst('END')],
    });
    expect(dumpTgsi(s)).toBe('FRAG\n  0: ENDIF\n  1: BGNLOOP\n  2:   BGNLOOP\n  3:   ENDLOOP\n  4:   END\n');
  });
});

describe('float printing', () => {
  it.each([
    [1, '1.0'],
    [0.5, '0.5'],
    [Math.fround(0.1), '0.1'],
    [Math.fround(1 / 3), '0.33333334'],
    [-2.5, '-2.5'],
    [16777216, '16777216.0'],
    [Math.fround(1e-45), '1e-45'],
    [Math.fround(3.4028234663852886e38), '3.4028235e+38'],
    [Math.fround(1.17549435e-38), '1.1754944e-38'],
    [-0, '-0.0'],
    [0, '0.0'],
    [Number.NaN, '0x7fc00000'],
    [Infinity, '0x7f800000'],
    [-Infinity, '0xff800000'],
  ])('float32 %d prints as %s', (value, text) => {
    expect(formatFloat32(value)).toBe(text);
  });

  it('every printed float32 reads back to the same bits (seeded sample of bit patterns)', () => {
    const view = new DataView(new ArrayBuffer(4));
    let seed = 12345;
    for (let i = 0; i < 20000; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      view.setUint32(0, seed);
      const value = view.getFloat32(0);
      if (!Number.isFinite(value)) continue;
      const text = formatFloat32(value);
      const back = parseTgsi(`FRAG\nIMM FLT32 { ${text} }\n`).immediates[0]!.values[0]!;
      expect(Object.is(back, value)).toBe(true);
    }
  });

  it('rejects numbers that are not float32 values', () => {
    expect(() => formatFloat32(0.1)).toThrow(RangeError);
  });

  it.each([
    [[0, 0x3ff00000], '1.0'],
    [[0x9999999a, 0x3fb99999], '0.1'],
    [[0, 0x80000000], '-0.0'],
    [[1, 0x7ff80000], '0x7ff8000000000001'],
    [[0, 0xfff00000], '0xfff0000000000000'],
  ])('float64 words %j print as %s', ([low, high], text) => {
    expect(formatFloat64(low!, high!)).toBe(text);
  });
});

describe('round trip of shaders built in code', () => {
  it('keeps NaN, infinities, negative zero, FLT64 NaN payloads and every operand form', () => {
    const s: TgsiShader = shader(TgsiProcessor.VERTEX, {
      declarations: [decl(TgsiFile.INPUT, 0), decl(TgsiFile.OUTPUT, 0), decl(TgsiFile.ADDRESS, 0)],
      immediates: [
        { type: TgsiImmediateType.FLT32, values: [Number.NaN, -0, Infinity, Math.fround(1e-40)] },
        { type: TgsiImmediateType.FLT64, values: [5, 0x7ff00000, 0, 0x80000000] },
      ],
      instructions: [
        inst(
          'MOV',
          [dst(TgsiFile.OUTPUT, 0, { writeMask: 9 })],
          [src(TgsiFile.IMMEDIATE, 0, { swizzle: [3, 0, 2, 1] })],
        ),
        inst(
          'ADD',
          [dst(TgsiFile.OUTPUT, 0)],
          [
            src(TgsiFile.INPUT, -4, {
              indirect: { file: TgsiFile.ADDRESS, index: 0, channel: 3, arrayId: 7 },
            }),
            src(TgsiFile.INPUT, 0, { negate: true, absolute: true }),
          ],
        ),
        inst('END'),
      ],
    });
    const text = dumpTgsi(s);
    expect(text).toContain('IMM[0] FLT32 { 0x7fc00000, -0.0, 0x7f800000, 1e-40 }');
    expect(text).toContain('IMM[1] FLT64 { 0x7ff0000000000005, -0.0 }');
    expect(text).toContain('ADD OUT[0], IN[ADDR[0].w - 4](7), -|IN[0]|');
    expect(parseTgsi(text)).toEqual(s);
  });
});

describe('unprintable IR', () => {
  const withInst = (i: ReturnType<typeof inst>) => shader(TgsiProcessor.FRAGMENT, { instructions: [i] });
  it.each([
    [
      'an empty write mask',
      withInst(inst('MOV', [dst(TgsiFile.OUTPUT, 0, { writeMask: 0 })], [src(TgsiFile.INPUT, 0)])),
      '0 is not a valid write mask',
    ],
    ['an unknown opcode', withInst({ ...inst('NOP'), opcode: 22 as never }), '22 is not a valid opcode'],
    [
      'an unknown file',
      withInst(inst('MOV', [dst(99 as TgsiFile, 0)], [src(TgsiFile.INPUT, 0)])),
      '99 is not a valid register file',
    ],
    [
      'a texture opcode without target',
      withInst(inst('TEX', [dst(TgsiFile.TEMPORARY, 0)], [])),
      'TEX needs a texture target',
    ],
    [
      'a negative direct index',
      withInst(inst('MOV', [dst(TgsiFile.OUTPUT, -1)], [])),
      '-1 is not a valid register index',
    ],
    [
      'a per-vertex declaration with a dimension',
      shader(TgsiProcessor.GEOMETRY, {
        declarations: [decl(TgsiFile.INPUT, 0, { perVertex: true, dimension: 1 })],
      }),
      'a per-vertex declaration cannot also have a dimension',
    ],
    [
      'a non-float32 FLT32 value',
      shader(TgsiProcessor.FRAGMENT, { immediates: [{ type: TgsiImmediateType.FLT32, values: [0.1] }] }),
      '0.1 is not a float32 value',
    ],
  ])('%s throws a RangeError', (_what, s, message) => {
    expect(() => dumpTgsi(s)).toThrow(new RangeError(message));
  });
});
