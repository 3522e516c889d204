// Ureg: shaders built in code, checked through their exact dump (and IR where it matters); every
// finalized shader passes checkTgsi without errors.
import { describe, expect, it } from 'vitest';
import { checkTgsi } from '../src/check.js';
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
import { dumpTgsi } from '../src/text/dump.js';
import { parseTgsi } from '../src/text/parse.js';
import { Ureg, UregError } from '../src/ureg.js';

/** Finalizes, checks that checkTgsi reports nothing, and returns the canonical text. */
function build(u: Ureg): string {
  const shader = u.finalize();
  expect(checkTgsi(shader)).toEqual([]);
  const text = dumpTgsi(shader);
  expect(parseTgsi(text)).toEqual(shader);
  return text;
}

describe('declarations', () => {
  it('fragment inputs get default interpolation, and the same semantic returns the same register', () => {
    const u = new Ureg(TgsiProcessor.FRAGMENT);
    const color = u.declInput(TgsiSemantic.COLOR, 0);
    const tex = u.declInput(TgsiSemantic.GENERIC, 2, {
      interpolate: TgsiInterpolate.LINEAR,
      location: TgsiInterpolateLocation.CENTROID,
    });
    const pos = u.declInput(TgsiSemantic.POSITION);
    const face = u.declInput(TgsiSemantic.FACE);
    expect(u.declInput(TgsiSemantic.COLOR, 0)).toBe(color);
    const out = u.declOutput(TgsiSemantic.COLOR);
    u.MUL(out, color, tex);
    u.ADD(out, pos, face.x);
    expect(build(u)).toBe(
      [
        'FRAG',
        'DCL IN[0], COLOR, PERSPECTIVE',
        'DCL IN[1], GENERIC[2], LINEAR, CENTROID',
        'DCL IN[2], POSITION, LINEAR',
        'DCL IN[3], FACE, CONSTANT',
        'DCL OUT[0], COLOR',
        '  0: MUL OUT[0], IN[0], IN[1]',
        '  1: ADD OUT[0], IN[2], IN[3].xxxx',
        '  2: END',
        '',
      ].join('\n'),
    );
  });

  it('vertex inputs, outputs, system values, properties, temps (reused after release) and addresses', () => {
    const u = new Ureg(TgsiProcessor.VERTEX);
    u.property(TgsiPropertyName.VS_WINDOW_SPACE_POSITION, 0).property(
      TgsiPropertyName.VS_WINDOW_SPACE_POSITION,
      1,
    );
    const pos = u.declVsInput(0);
    const normal = u.declVsInput(2);
    const iid = u.declSystemValue(TgsiSemantic.INSTANCEID);
    const opos = u.declOutput(TgsiSemantic.POSITION, 0, { invariant: true });
    const psize = u.declOutput(TgsiSemantic.PSIZE, 0, { usageMask: 0b0001 });
    const t0 = u.declTemp();
    const t1 = u.declTemp();
    u.MOV(t0, pos);
    u.releaseTemp(t0);
    const t2 = u.declTemp();
    expect(t2.index).toBe(0);
    u.ADD(t1, normal, iid.x);
    u.MOV(opos, t1.src());
    u.MOV(psize.mask('x'), t2.src().w);
    const a = u.declAddress();
    u.ARL(a.mask('x'), t1.src().y);
    expect(build(u)).toBe(
      [
        'VERT',
        'PROPERTY VS_WINDOW_SPACE_POSITION 1',
        'DCL IN[0]',
        'DCL IN[2]',
        'DCL SV[0], INSTANCEID',
        'DCL OUT[0], POSITION, INVARIANT',
        'DCL OUT[1].x, PSIZE',
        'DCL TEMP[0..1]',
        'DCL ADDR[0]',
        '  0: MOV TEMP[0], IN[0]',
        '  1: ADD TEMP[1], IN[2], SV[0].xxxx',
        '  2: MOV OUT[0], TEMP[1]',
        '  3: MOV OUT[1].x, TEMP[0].wwww',
        '  4: ARL ADDR[0].x, TEMP[1].yyyy',
        '  5: END',
        '',
      ].join('\n'),
    );
  });

  it('constants (merged into ranges, per buffer), samplers and sampler views', () => {
    const u = new Ureg(TgsiProcessor.FRAGMENT);
    const out = u.declOutput(TgsiSemantic.COLOR);
    const c3 = u.declConstant(3);
    const c1 = u.declConstant(1);
    u.declConstant(2);
    const cb = u.declConstantRange(0, 1, 2);
    const samp = u.declSampler();
    const samp3 = u.declSampler(3);
    u.declSamplerView(0, '2D', TgsiReturnType.FLOAT);
    u.declSamplerView(0, TgsiTextureTarget['2D']);
    u.declSamplerView(1, 'CUBE', [
      TgsiReturnType.UNORM,
      TgsiReturnType.UNORM,
      TgsiReturnType.UNORM,
      TgsiReturnType.SINT,
    ]);
    const t = u.declTemp();
    u.TEX(t, c1, samp, '2D');
    u.TXB(t, c3, samp3, TgsiTextureTarget.CUBE);
    u.MAD(out, t.src(), cb.offset(1), cb);
    expect(build(u)).toBe(
      [
        'FRAG',
        'DCL OUT[0], COLOR',
        'DCL SAMP[0]',
        'DCL SAMP[3]',
        'DCL SVIEW[0], 2D, FLOAT',
        'DCL SVIEW[1], CUBE, UNORM, UNORM, UNORM, SINT',
        'DCL CONST[1..3]',
        'DCL CONST[2][0..1]',
        'DCL TEMP[0]',
        '  0: TEX TEMP[0], CONST[1], SAMP[0], 2D',
        '  1: TXB TEMP[0], CONST[3], SAMP[3], CUBE',
        '  2: MAD OUT[0], TEMP[0], CONST[2][1], CONST[2][0]',
        '  3: END',
        '',
      ].join('\n'),
    );
  });

  it('images, buffers and shared memory in a compute shader', () => {
    const u = new Ureg(TgsiProcessor.COMPUTE);
    u.property(TgsiPropertyName.CS_FIXED_BLOCK_WIDTH, 64);
    const tid = u.declSystemValue(TgsiSemantic.THREAD_ID);
    const img = u.declImage(0, '2D', 'PIPE_FORMAT_R32G32B32A32_FLOAT', { writable: true });
    const buf = u.declBuffer(0);
    const counters = u.declBuffer(1, true);
    const shared = u.declMemory();
    const t = u.declTemp();
    u.LOAD(t, buf, tid.x, { memory: { qualifiers: ['COHERENT'] } });
    u.STORE(img.dst(), tid, t.src(), { memory: { texture: '2D', format: 'PIPE_FORMAT_R32G32B32A32_FLOAT' } });
    u.ATOMUADD(t.mask('x'), counters, u.immUint([0]), u.immUint([1]));
    u.STORE(shared.dst(), tid.x, t.src());
    u.BARRIER();
    expect(build(u)).toBe(
      [
        'COMP',
        'PROPERTY CS_FIXED_BLOCK_WIDTH 64',
        'DCL SV[0], THREAD_ID',
        'DCL IMAGE[0], 2D, PIPE_FORMAT_R32G32B32A32_FLOAT, WR',
        'DCL BUFFER[0]',
        'DCL BUFFER[1], ATOMIC',
        'DCL MEMORY[0], SHARED',
        'DCL TEMP[0]',
        'IMM[0] UINT32 { 0, 1, 0, 0 }',
        '  0: LOAD TEMP[0], BUFFER[0], SV[0].xxxx, COHERENT',
        '  1: STORE IMAGE[0], SV[0], TEMP[0], 2D, PIPE_FORMAT_R32G32B32A32_FLOAT',
        '  2: ATOMUADD TEMP[0].x, BUFFER[1], IMM[0].xxxx, IMM[0].yyyy',
        '  3: STORE MEMORY[0], SV[0].xxxx, TEMP[0]',
        '  4: BARRIER',
        '  5: END',
        '',
      ].join('\n'),
    );
  });

  it('geometry shader inputs are per-vertex and read with dim()', () => {
    const u = new Ureg(TgsiProcessor.GEOMETRY);
    u.property(TgsiPropertyName.GS_INPUT_PRIMITIVE, TgsiPrimitive.TRIANGLES);
    u.property(TgsiPropertyName.GS_OUTPUT_PRIMITIVE, TgsiPrimitive.TRIANGLE_STRIP);
    u.property(TgsiPropertyName.GS_MAX_OUTPUT_VERTICES, 3);
    const pos = u.declInput(TgsiSemantic.POSITION);
    const out = u.declOutput(TgsiSemantic.POSITION);
    const stream = u.immUint([0]);
    for (let v = 0; v < 3; v++) {
      u.MOV(out, pos.dim(v));
      u.EMIT(stream);
    }
    u.ENDPRIM(stream);
    expect(build(u)).toBe(
      [
        'GEOM',
        'PROPERTY GS_INPUT_PRIMITIVE TRIANGLES',
        'PROPERTY GS_OUTPUT_PRIMITIVE TRIANGLE_STRIP',
        'PROPERTY GS_MAX_OUTPUT_VERTICES 3',
        'DCL IN[][0], POSITION',
        'DCL OUT[0], POSITION',
        'IMM[0] UINT32 { 0, 0, 0, 0 }',
        '  0: MOV OUT[0], IN[0][0]',
        '  1: EMIT IMM[0].xxxx',
        '  2: MOV OUT[0], IN[1][0]',
        '  3: EMIT IMM[0].xxxx',
        '  4: MOV OUT[0], IN[2][0]',
        '  5: EMIT IMM[0].xxxx',
        '  6: ENDPRIM IMM[0].xxxx',
        '  7: END',
        '',
      ].join('\n'),
    );
  });
});

describe('immediates', () => {
  it('share channels: reuse existing values, append into free channels, swizzle to the values', () => {
    const u = new Ureg(TgsiProcessor.VERTEX);
    const half = u.immFloat([0.5]);
    const pair = u.immFloat([1, 0.5]);
    const quad = u.immFloat([2, 3, 4, 5]);
    const again = u.immFloat([3, 5]);
    const negZero = u.immFloat([-0]);
    const i = u.immInt([-1, 0x7fffffff]);
    const d = u.immDouble([1.5]);
    const shader = u.finalize();
    expect(shader.immediates).toEqual([
      { type: TgsiImmediateType.FLT32, values: [0.5, 1, -0, 0] },
      { type: TgsiImmediateType.FLT32, values: [2, 3, 4, 5] },
      { type: TgsiImmediateType.INT32, values: [-1, 0x7fffffff, 0, 0] },
      { type: TgsiImmediateType.FLT64, values: [0, 0x3ff80000] },
    ]);
    const operand = (s: typeof half) => {
      const o = s.toOperand();
      return [o.file, o.index, o.swizzle];
    };
    expect(operand(half)).toEqual([TgsiFile.IMMEDIATE, 0, [0, 0, 0, 0]]);
    expect(operand(pair)).toEqual([TgsiFile.IMMEDIATE, 0, [1, 0, 0, 0]]);
    expect(operand(quad)).toEqual([TgsiFile.IMMEDIATE, 1, [0, 1, 2, 3]]);
    expect(operand(again)).toEqual([TgsiFile.IMMEDIATE, 1, [1, 3, 3, 3]]);
    // -0 is a value of its own (bitwise comparison), placed in the free channel of IMM[0].
    expect(operand(negZero)).toEqual([TgsiFile.IMMEDIATE, 0, [2, 2, 2, 2]]);
    expect(operand(i)).toEqual([TgsiFile.IMMEDIATE, 2, [0, 1, 1, 1]]);
    expect(operand(d)).toEqual([TgsiFile.IMMEDIATE, 3, [0, 1, 2, 3]]);
  });

  it('rounds floats to float32 and keeps NaN', () => {
    const u = new Ureg(TgsiProcessor.VERTEX);
    u.immFloat([0.1, Number.NaN, Number.NaN]);
    expect(u.finalize().immediates[0]!.values).toEqual([Math.fround(0.1), Number.NaN, 0, 0]);
  });
});

describe('operands', () => {
  it('swizzles compose; neg toggles; abs clears negation; masks intersect', () => {
    const u = new Ureg(TgsiProcessor.FRAGMENT);
    const a = u.declInput(TgsiSemantic.GENERIC, 0);
    const t = u.declTemp();
    expect(a.swizzle('yzwx').swizzle('wzyx').toOperand().swizzle).toEqual([0, 3, 2, 1]);
    expect(a.swizzle('xy').toOperand().swizzle).toEqual([0, 1, 1, 1]);
    expect(a.z.toOperand().swizzle).toEqual([2, 2, 2, 2]);
    expect(a.neg().neg().toOperand().negate).toBe(false);
    expect(a.neg().abs().toOperand()).toMatchObject({ negate: false, absolute: true });
    expect(a.abs().neg().toOperand()).toMatchObject({ negate: true, absolute: true });
    expect(t.mask('xyz').mask('yzw').toOperand().writeMask).toBe(0b0110);
    expect(() => t.mask('x').mask('y')).toThrow(
      new UregError('mask', "'y' leaves no channel of the current mask to write"),
    );
    expect(() => a.swizzle('xyzwx')).toThrow(
      new UregError('swizzle', "expected 1 to 4 channel letters, got 'xyzwx'"),
    );
    expect(() => a.swizzle('q')).toThrow(new UregError('swizzle', "'q' is not a channel (x, y, z or w)"));
  });

  it('saturation, negate/abs, indirect access into arrays and constants, texel offsets', () => {
    const u = new Ureg(TgsiProcessor.FRAGMENT);
    const coord = u.declInput(TgsiSemantic.TEXCOORD, 0);
    const out = u.declOutput(TgsiSemantic.COLOR);
    const consts = u.declConstantRange(0, 7);
    const a = u.declAddress();
    const arr = u.declTempArray(3);
    const samp = u.declSampler();
    u.ARL(a.mask('x'), coord.x);
    u.MOV(arr.indirect(a.src().x), consts.indirect(a.src().y).offset(2));
    u.MOV(arr.offset(2), coord.abs().neg());
    u.TEX(arr.offset(1), coord, samp, '2D', { offsets: [u.immInt([1, -1, 0])] });
    u.ADD(out, arr.src().indirect(a.src()).offset(1), arr.src().offset(2), { saturate: true });
    expect(build(u)).toBe(
      [
        'FRAG',
        'DCL IN[0], TEXCOORD[0], PERSPECTIVE',
        'DCL OUT[0], COLOR',
        'DCL SAMP[0]',
        'DCL CONST[0..7]',
        'DCL TEMP[0..2], ARRAY(1)',
        'DCL ADDR[0]',
        'IMM[0] INT32 { 1, -1, 0, 0 }',
        '  0: ARL ADDR[0].x, IN[0].xxxx',
        '  1: MOV TEMP[ADDR[0].x](1), CONST[ADDR[0].y + 2]',
        '  2: MOV TEMP[2], -|IN[0]|',
        '  3: TEX TEMP[1], IN[0], SAMP[0], 2D, IMM[0].xyz',
        '  4: ADD_SAT OUT[0], TEMP[ADDR[0].x + 1](1), TEMP[2]',
        '  5: END',
        '',
      ].join('\n'),
    );
  });
});

describe('control flow', () => {
  it('fills in IF/ELSE/ENDIF, loop and subroutine labels, and indents blocks', () => {
    const u = new Ureg(TgsiProcessor.FRAGMENT);
    const c = u.declInput(TgsiSemantic.GENERIC, 0);
    const out = u.declOutput(TgsiSemantic.COLOR);
    const t = u.declTemp();
    const sub = u.subroutine();
    u.MOV(t, c);
    u.IF(c.x);
    u.UIF(c.y);
    u.ENDIF();
    u.ELSE();
    u.BGNLOOP();
    u.SWITCH(c.z);
    u.CASE(c.w);
    u.BRK();
    u.DEFAULT();
    u.ENDSWITCH();
    u.CONT();
    u.ENDLOOP();
    u.ENDIF();
    u.CAL(sub);
    u.MOV(out, t.src());
    u.END();
    u.BGNSUB(sub);
    u.KILL_IF(t.src().neg());
    u.RET();
    u.ENDSUB();
    expect(build(u)).toBe(
      [
        'FRAG',
        'DCL IN[0], GENERIC[0], PERSPECTIVE',
        'DCL OUT[0], COLOR',
        'DCL TEMP[0]',
        '  0: MOV TEMP[0], IN[0]',
        '  1: IF IN[0].xxxx :4',
        '  2:   UIF IN[0].yyyy :3',
        '  3:   ENDIF',
        '  4: ELSE :13',
        '  5:   BGNLOOP :12',
        '  6:     SWITCH IN[0].zzzz',
        '  7:     CASE IN[0].wwww',
        '  8:     BRK',
        '  9:     DEFAULT',
        ' 10:     ENDSWITCH',
        ' 11:     CONT',
        ' 12:   ENDLOOP :5',
        ' 13: ENDIF',
        ' 14: CAL :17',
        ' 15: MOV OUT[0], TEMP[0]',
        ' 16: END',
        ' 17: BGNSUB',
        ' 18:   KILL_IF -TEMP[0]',
        ' 19:   RET',
        ' 20: ENDSUB',
        '',
      ].join('\n'),
    );
  });

  it('appends END when none was emitted and returns a fresh shader each time', () => {
    const u = new Ureg(TgsiProcessor.FRAGMENT);
    u.NOP();
    const first = u.finalize();
    expect(dumpTgsi(first)).toBe('FRAG\n  0: NOP\n  1: END\n');
    first.instructions.length = 0;
    expect(u.finalize().instructions.length).toBe(2);
  });
});

describe('misuse', () => {
  it.each<[string, (u: Ureg) => void, string, string]>([
    ['ENDIF without IF', (u) => u.ENDIF(), 'ENDIF', 'no open IF to end'],
    [
      'ELSE twice',
      (u) => {
        u.IF(u.immFloat([1]));
        u.ELSE();
        u.ELSE();
      },
      'ELSE',
      'no open IF to add an ELSE to',
    ],
    ['ENDLOOP without BGNLOOP', (u) => u.ENDLOOP(), 'ENDLOOP', 'no open BGNLOOP to end'],
    ['BRK outside loops', (u) => u.BRK(), 'BRK', 'is outside any loop or SWITCH'],
    [
      'CONT in a SWITCH only',
      (u) => {
        u.SWITCH(u.immInt([0]));
        u.CONT();
      },
      'CONT',
      'is outside any loop',
    ],
    ['CASE outside SWITCH', (u) => u.CASE(u.immInt([0])), 'CASE', 'is outside a SWITCH'],
    [
      'END inside a block',
      (u) => {
        u.BGNLOOP();
        u.END();
      },
      'END',
      'the BGNLOOP opened at instruction 0 is not closed',
    ],
    [
      'BGNSUB inside a block',
      (u) => {
        u.BGNLOOP();
        u.BGNSUB(u.subroutine());
      },
      'BGNSUB',
      'a subroutine cannot start inside the BGNLOOP opened at instruction 0',
    ],
    [
      'a subroutine body twice',
      (u) => {
        const s = u.subroutine();
        u.BGNSUB(s);
        u.ENDSUB();
        u.BGNSUB(s);
      },
      'BGNSUB',
      'this subroutine already has a body',
    ],
    [
      'an unclosed block',
      (u) => {
        u.IF(u.immFloat([1]));
        u.finalize();
      },
      'finalize',
      'the IF opened at instruction 0 is not closed',
    ],
    [
      'a call without body',
      (u) => {
        u.CAL(u.subroutine());
        u.finalize();
      },
      'finalize',
      'the subroutine called at instruction 0 has no BGNSUB',
    ],
    [
      'a missing operand',
      (u) => (u.MOV as (...a: unknown[]) => void)(u.declTemp()),
      'MOV',
      'expects 2 operand(s) and optional options, got 1 argument(s)',
    ],
    [
      'a source as destination',
      (u) => (u.MOV as (...a: unknown[]) => void)(u.immFloat([1]), u.immFloat([1])),
      'MOV',
      'destinations must be UregDst (from decl* or .mask())',
    ],
    [
      'a texture opcode without target',
      (u) => u.emit('TEX', [u.declTemp()], [u.immFloat([1]), u.declSampler()]),
      'TEX',
      'needs a texture target',
    ],
    [
      'an unknown target',
      (u) => u.TEX(u.declTemp(), u.immFloat([1]), u.declSampler(), '4D' as '2D'),
      'TEX',
      '4D is not a texture target',
    ],
    [
      'offsets on a plain opcode',
      (u) => u.MOV(u.declTemp(), u.immFloat([1]), { offsets: [u.immInt([1])] }),
      'MOV',
      'takes no texel offsets',
    ],
    [
      'memory options on a plain opcode',
      (u) => u.MOV(u.declTemp(), u.immFloat([1]), { memory: {} }),
      'MOV',
      'is not a memory instruction',
    ],
    ['saturating KILL', (u) => u.KILL({ saturate: true }), 'KILL', 'has no destination to saturate'],
    ['an unknown opcode', (u) => u.emit(300 as never, [], []), 'emit', '300 is not an opcode'],
    [
      'an out-of-range UINT32',
      (u) => u.immUint([2 ** 32]),
      'immUint',
      '4294967296 is not an unsigned 32-bit integer',
    ],
    [
      'an out-of-range INT32',
      (u) => u.immInt([2 ** 31]),
      'immInt',
      '2147483648 is not a signed 32-bit integer',
    ],
    [
      'five immediate values',
      (u) => u.immFloat([1, 2, 3, 4, 5]),
      'immFloat',
      'expected 1 to 4 values, got 5',
    ],
    ['an empty temp array', (u) => u.declTempArray(0), 'declTempArray', 'size 0 is not a positive integer'],
    [
      'a conflicting sampler view',
      (u) => {
        u.declSamplerView(0, '2D');
        u.declSamplerView(0, '3D');
      },
      'declSamplerView',
      'SVIEW[0] is already declared with another target or return type',
    ],
    [
      'a second image at one index',
      (u) => {
        u.declImage(0, '2D', 'PIPE_FORMAT_R8_UNORM');
        u.declImage(0, '2D', 'PIPE_FORMAT_R8_UNORM');
      },
      'declImage',
      'IMAGE[0] is already declared',
    ],
    [
      'a bad format',
      (u) => u.declImage(0, '2D', 'R8_UNORM'),
      'declImage',
      'R8_UNORM is not a PIPE_FORMAT_* name',
    ],
    [
      'releasing a temp twice',
      (u) => {
        const t = u.declTemp();
        u.releaseTemp(t);
        u.releaseTemp(t);
      },
      'releaseTemp',
      'TEMP[0] was already released',
    ],
    [
      'a vertex input outside VERT',
      (u) => u.declVsInput(0),
      'declVsInput',
      'only vertex shaders have vertex inputs',
    ],
    [
      'a property value',
      (u) => u.property(TgsiPropertyName.GS_INVOCATIONS, -1),
      'property',
      '-1 is not an unsigned 32-bit value',
    ],
  ])('%s', (_what, misuse, method, reason) => {
    const u = new Ureg(TgsiProcessor.FRAGMENT);
    let error: unknown;
    try {
      misuse(u);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UregError);
    expect((error as UregError).method).toBe(method);
    expect((error as UregError).message).toBe(`${method}: ${reason}`);
  });

  it('finalize refuses a shader checkTgsi finds errors in', () => {
    const u = new Ureg(TgsiProcessor.VERTEX);
    u.KILL();
    expect(() => u.finalize()).toThrow(new UregError('finalize', 'KILL is only allowed in FRAG shaders'));
  });
});
