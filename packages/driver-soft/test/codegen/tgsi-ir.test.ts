// The TGSI → IR translator gives tgsi's lane program's bits through both back ends: every opcode a
// lane program accepts (plain, with modifiers and _SAT, on constants and immediates, chained into a
// second instruction) and the real fragment shaders of Mesa's graw tests (fixtures/tgsi, copied from
// the shared corpus) run three ways — lane program, IR → JavaScript, IR → WebAssembly SIMD — over seeded
// inputs with edge values; outputs read as words must be equal word for word, outputs read as floats
// too (any NaN equal to any NaN), and so must the killed lanes.
import { readdirSync, readFileSync } from 'node:fs';
import {
  PipeFormat,
  PipeSwizzle,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
  samplerState,
} from '@gallium-ts/gallium-api';
import { emitTgsiLaneProgram, parseTgsi, TGSI_OPCODES, type TgsiShader } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { IrBuilder } from '../../src/codegen/ir/builder.js';
import { TIE_TURN } from '../../src/codegen/ir/byte-words.js';
import type { IrValue } from '../../src/codegen/ir/ir.js';
import {
  texel2dVector,
  texel2dVectorServes,
  UNIT_BINDING_WORDS,
  verifiedBytes,
} from '../../src/codegen/tgsi/texel-vector.js';
import { TgsiIrShader } from '../../src/codegen/tgsi/translate.js';
import { Texel2d, texel2dServes } from '../../src/texture/texel-2d.js';
import { TextureUnit } from '../../src/texture/texture-unit.js';
import { ViewState } from '../../src/texture/view-state.js';
import { TEXEL2D_WRAPS, WRAP_NAMES } from '../scenes/texel-variants.js';
import { makeTexture } from '../texture/fixtures.js';
import { differences, runBoth, words } from './ir-support.js';
import { fillTexels, layoutOffsets, type TgsiLayout } from './tgsi-ir-fixture.js';
import {
  CONSTANT_COUNT,
  INPUT_CHANNELS,
  inputWords,
  KILLED_AT,
  LANES,
  LAYOUT,
  runThreeWays,
  WORD_OUTPUTS,
} from './tgsi-ir-support.js';

const HEADER = `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL IN[1], COLOR, LINEAR
DCL OUT[0], COLOR
DCL OUT[1], COLOR[1]
DCL CONST[0][0..3]
DCL TEMP[0..3]
IMM[0] FLT32 { 0.5, 2.0, -1.0, -0.0 }
IMM[1] UINT32 { 1, 255, 7, 4294967295 }
`;

/** Where the three runs differ: [outputs read as words (exact), everything (NaN = NaN)]. */
function mismatches(shader: TgsiShader, seeds: number, layout: TgsiLayout = LAYOUT) {
  const found: string[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const run = runThreeWays(
      shader,
      inputWords(seed, INPUT_CHANNELS * LANES),
      inputWords(seed + 1000, CONSTANT_COUNT),
      layout,
    );
    for (const [way, memory] of [
      ['js', run.js],
      ['wasm', run.wasm],
    ] as const) {
      const lane = new Int32Array(run.lane.buffer);
      const got = new Int32Array(memory.buffer, memory.byteOffset, memory.length >> 2);
      for (let w = WORD_OUTPUTS[0] >> 2; w < WORD_OUTPUTS[1] >> 2; w++)
        if (lane[w] !== got[w]) found.push(`${way} seed ${seed} word ${w}: ${lane[w]} ≠ ${got[w]}`);
      for (const w of differences(run.lane, memory))
        found.push(`${way} seed ${seed} word ${w}: ${lane[w]} ≠ ${got[w]}`);
    }
  }
  return [...new Set(found)];
}

const parse = (body: string) => parseTgsi(`${HEADER}${body}\nEND\n`);
const accepted = (shader: TgsiShader) =>
  emitTgsiLaneProgram(shader, { input: () => '0', outputs: [] }) !== null;

/** Source operands of an instruction in each variant. */
const SOURCES = {
  plain: ['IN[0]', 'IN[1].yzwx', 'IN[0].wzyx', 'IN[1].xxyy'],
  modifiers: ['-IN[1]', '|IN[0].zwxy|', '-|IN[1]|', 'IN[0].yyzz'],
  constants: ['CONST[0][1]', 'IMM[1].yxwz', 'CONST[0][2].wzyx', 'IMM[0]'],
};

/** One opcode: into TEMP[0] (and TEMP[1] for a second destination), then read again by a second one. */
function opcodeShader(name: string, numDst: number, numSrc: number, variant: keyof typeof SOURCES): string {
  const sat = variant === 'modifiers' ? '_SAT' : '';
  const mask = variant === 'modifiers' ? '.xzw' : '';
  const dsts = numDst === 2 ? `TEMP[0]${mask}, TEMP[1]` : `TEMP[0]${mask}`;
  const srcs = SOURCES[variant].slice(0, numSrc);
  const again = ['TEMP[0].yzwx', 'IN[1]', 'TEMP[0]', 'IN[0].zzzz'].slice(0, numSrc);
  const second =
    numDst === 1 ? `${name} TEMP[2], ${again.join(', ')}\nMOV OUT[1], TEMP[2]` : 'MOV OUT[1], TEMP[1]';
  return `MOV TEMP[0], IMM[0].wzyx\n${name}${sat} ${dsts}${srcs.length ? ', ' : ''}${srcs.join(', ')}\nMOV OUT[0], TEMP[0]\n${second}`;
}

/** The opcodes a lane program accepts, each as the shaders of every variant it parses in. */
function opcodeCases(): { name: string; variants: [string, TgsiShader][] }[] {
  const cases: { name: string; variants: [string, TgsiShader][] }[] = [];
  for (const info of TGSI_OPCODES) {
    if (info.numDst < 1 || info.numDst > 2 || info.isTex) continue;
    const variants: [string, TgsiShader][] = [];
    for (const variant of Object.keys(SOURCES) as (keyof typeof SOURCES)[]) {
      let shader: TgsiShader;
      try {
        shader = parse(opcodeShader(info.name, info.numDst, info.numSrc, variant));
      } catch {
        continue;
      }
      if ((TgsiIrShader.of(shader) !== null) !== accepted(shader))
        disagreements.push(`${info.name} ${variant}`);
      if (accepted(shader)) variants.push([variant, shader]);
    }
    if (variants.length > 0) cases.push({ name: info.name, variants });
    else declined.push(info.name);
  }
  return cases;
}

/** Opcodes whose shaders the lane program declines (or that do not parse in these forms). */
const declined: string[] = [];
/** Shaders the translator and the lane program do not agree to take. */
const disagreements: string[] = [];
const CASES = opcodeCases();

describe('TGSI → IR: every opcode a lane program accepts gives its bits through both back ends', () => {
  it('covers the arithmetic opcodes (float, integer, double, packing)', () => {
    const names = CASES.map((c) => c.name);
    for (const name of [
      'MAD',
      'DP4',
      'RSQ',
      'EX2',
      'LG2',
      'POW',
      'SIN',
      'LIT',
      'I2F',
      'UMUL_HI',
      'IDIV',
      'DADD',
      'DFRACEXP',
      'PK4UB',
      'UP2H',
      'BFI',
    ])
      expect(names).toContain(name);
    expect(CASES.length).toBeGreaterThan(120);
    // The translator takes exactly the shaders the lane program takes (texturing aside).
    expect(disagreements).toEqual([]);
    for (const name of ['DDX', 'DDY', 'INTERP_CENTROID', 'LOAD']) expect(declined).toContain(name);
    // Every case has the plain variant.
    expect(CASES.filter((c) => c.variants[0]![0] !== 'plain')).toEqual([]);
  });
  for (const { name, variants } of CASES)
    it(`${name} (${variants.map(([v]) => v).join(', ')})`, () => {
      for (const [variant, shader] of variants)
        expect([variant, mismatches(shader, 3)]).toEqual([variant, []]);
    });
});

describe("TGSI → IR: LIT's power runs its helper only where the exponent is not ±0", () => {
  // TEMP[0].w is 0 where IN[0].z < 0, else IN[1].w: groups of four lanes all zero, mixed, and none.
  const varyingZero = 'MOV TEMP[0], IN[1]\nCMP TEMP[0].w, IN[0].zzzz, IMM[0].wwww, IN[1].wwww';
  it('with a varying exponent, zero in some lanes and groups', () => {
    const run = runThreeWays(
      parse(`${varyingZero}\nMOV OUT[1], TEMP[0]`),
      inputWords(1, INPUT_CHANNELS * LANES),
      inputWords(2, CONSTANT_COUNT),
    );
    // The exponents the shaders below see: enough zero lanes, and whole groups of them, to mean something.
    const exponents = new Float32Array(run.lane.buffer, WORD_OUTPUTS[0] + (4 + 3) * LANES * 4, LANES);
    const zero = Array.from(exponents, (w) => w === 0);
    expect(zero.filter(Boolean).length).toBeGreaterThan(LANES / 4);
    expect(zero.some((_, i) => i % 4 === 0 && zero.slice(i, i + 4).every(Boolean))).toBe(true);
    for (const body of [
      `${varyingZero}\nLIT OUT[0], TEMP[0]`,
      `${varyingZero}\nLIT_SAT OUT[0], -TEMP[0].xyzw\nLIT OUT[1], TEMP[0].zyxw`,
    ])
      expect([body, mismatches(parse(body), 4)]).toEqual([body, []]);
  });
  it('with a uniform exponent of ±0 and of a constant', () => {
    for (const body of [
      'MOV TEMP[0], IN[0]\nMOV TEMP[0].w, IMM[0].wwww\nLIT OUT[0], TEMP[0]',
      'MOV TEMP[0], IN[1].yxzw\nMOV TEMP[0].w, -IMM[0].wwww\nLIT_SAT OUT[0], TEMP[0]',
      'MOV TEMP[0], IN[0]\nMOV TEMP[0].w, CONST[0][1].xxxx\nLIT OUT[0], TEMP[0]\nLIT OUT[1], IN[1]',
    ])
      expect([body, mismatches(parse(body), 4)]).toEqual([body, []]);
  });
});

describe('TGSI → IR: KILL and KILL_IF', () => {
  it('KILL_IF kills the lanes with a negative channel; outputs of killed lanes too', () => {
    const shader = parse(
      'KILL_IF IN[0].xyzw\nADD OUT[0], IN[0], IN[1]\nKILL_IF -IN[1].xxxx\nMUL OUT[1], IN[0], IN[0]',
    );
    expect(mismatches(shader, 5)).toEqual([]);
    expect(
      runThreeWays(shader, inputWords(1, INPUT_CHANNELS * LANES), inputWords(2, CONSTANT_COUNT)).hasKill,
    ).toBe(true);
  });
  it('KILL kills every lane', () => {
    const shader = parse('ADD OUT[0], IN[0], IN[1]\nKILL');
    expect(mismatches(shader, 2)).toEqual([]);
    const run = runThreeWays(shader, inputWords(3, INPUT_CHANNELS * LANES), inputWords(4, CONSTANT_COUNT));
    expect(new Int32Array(run.wasm.buffer, KILLED_AT, LANES).every((k) => k === -1)).toBe(true);
  });
});

describe('TGSI → IR: value kinds across instructions', () => {
  it('floats read as words and words as floats, MOV modifiers on NaN words', () => {
    const shader = parse(`F2I TEMP[0], IN[0]
ADD TEMP[1], TEMP[0], IN[1]
MOV TEMP[2], -|TEMP[1]|
AND TEMP[3], TEMP[2], IMM[1].wwww
XOR TEMP[3], TEMP[3], -TEMP[2]
MOV OUT[0], TEMP[3]
MUL OUT[1], -TEMP[2], TEMP[0].yxwz`);
    expect(mismatches(shader, 6)).toEqual([]);
  });
});

const FIXTURES = new URL('./fixtures/tgsi/', import.meta.url);

describe('TGSI → IR: the fragment shaders of the corpus', () => {
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.sh'));
  it('translates every corpus fragment shader without texturing', () => {
    expect(files.length).toBe(32);
    for (const file of files)
      expect([
        file,
        TgsiIrShader.of(parseTgsi(readFileSync(new URL(file, FIXTURES), 'utf8'))) !== null,
      ]).toEqual([file, true]);
  });
  for (const file of files)
    it(file, () => {
      const shader = parseTgsi(readFileSync(new URL(file, FIXTURES), 'utf8'));
      expect(mismatches(shader, 4)).toEqual([]);
    });
});

const TEXTURED = `FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL IN[1], GENERIC[1], PERSPECTIVE
DCL OUT[0], COLOR
DCL OUT[1], COLOR[1]
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
DCL TEMP[0..1]
TEX TEMP[0], IN[0], SAMP[0], 2D
TXP_SAT TEMP[1].xzw, -IN[1].yxzw, SAMP[0], 2D
MUL OUT[0], TEMP[0], IN[1]
MOV OUT[1], TEMP[1]
END
`;

/** The wrap along t beside a wrap along s: repeat with clamp, mirrored repeat with repeat. */
const OTHER_WRAP: Record<number, PipeTexWrap> = {
  [PipeTexWrap.REPEAT]: PipeTexWrap.CLAMP_TO_EDGE,
  [PipeTexWrap.CLAMP_TO_EDGE]: PipeTexWrap.REPEAT,
  [PipeTexWrap.MIRROR_REPEAT]: PipeTexWrap.REPEAT,
  [PipeTexWrap.CLAMP]: PipeTexWrap.CLAMP_TO_BORDER,
  [PipeTexWrap.CLAMP_TO_BORDER]: PipeTexWrap.CLAMP,
};

describe('TGSI → IR: TEX and TXP through the one-lane texel path (Texel2d as helpers)', () => {
  const next = words(77);
  const view = makeTexture({
    format: PipeFormat.R8G8B8A8_UNORM,
    width: 16,
    height: 8,
    texel: () => [0, 1, 2, 3].map(() => (next() % 256) / 255),
    view: { swizzle: [PipeSwizzle.Z, PipeSwizzle.X, PipeSwizzle.ONE, PipeSwizzle.Y] as never },
  });
  const state = new ViewState(view);
  for (const filter of [PipeTexFilter.NEAREST, PipeTexFilter.LINEAR])
    for (const wrap of TEXEL2D_WRAPS)
      it(`${filter === PipeTexFilter.LINEAR ? 'linear' : 'nearest'}, ${WRAP_NAMES[wrap]}`, () => {
        const unit = new TextureUnit(
          state,
          samplerState({
            wrapS: wrap,
            wrapT: wrap,
            minImgFilter: filter,
            magImgFilter: filter,
            minMipFilter: PipeTexMipfilter.NONE,
          }),
        );
        expect(texel2dServes(unit)).toBe(true);
        expect(mismatches(parseTgsi(TEXTURED), 3, { ...LAYOUT, texels: [new Texel2d(unit)] })).toEqual([]);
      });
});

describe('TGSI → IR: TEX and TXP written in the IR (texel-vector.ts), three ways', () => {
  const unitOf = (
    format: PipeFormat,
    width: number,
    height: number,
    filter: PipeTexFilter,
    wrap: PipeTexWrap,
    /** Texel (x, y)'s bytes (default: seeded ones), read through a swizzle with a constant (default). */
    bytes?: (x: number, y: number) => readonly number[],
    swizzle: readonly PipeSwizzle[] = [PipeSwizzle.Z, PipeSwizzle.X, PipeSwizzle.ONE, PipeSwizzle.Y],
  ) => {
    const next = words(width * 31 + height);
    const view = makeTexture({
      format,
      width,
      height,
      texel: (x, y) => (bytes?.(x, y) ?? [0, 1, 2, 3].map(() => next() % 256)).map((v) => v / 255),
      view: { swizzle: swizzle as never },
    });
    return new TextureUnit(
      new ViewState(view),
      samplerState({
        wrapS: wrap,
        wrapT: bytes ? wrap : OTHER_WRAP[wrap],
        minImgFilter: filter,
        magImgFilter: filter,
        minMipFilter: PipeTexMipfilter.NONE,
        // Read outside the texture by CLAMP (linear) and CLAMP_TO_BORDER: values of no byte's.
        borderColor: [0.3, 0.71, 0.123, 0.9],
      }),
    );
  };
  /** Every wrap: CLAMP (GL's, linear: it reads the border) and CLAMP_TO_BORDER beside each other. */
  const VECTOR_WRAPS = [
    PipeTexWrap.REPEAT,
    PipeTexWrap.CLAMP_TO_EDGE,
    PipeTexWrap.MIRROR_REPEAT,
    PipeTexWrap.CLAMP,
    PipeTexWrap.CLAMP_TO_BORDER,
  ];
  const FORMATS = [
    ['rgba8', PipeFormat.R8G8B8A8_UNORM],
    ['bgra8', PipeFormat.B8G8R8A8_UNORM],
    ['rgbx8', PipeFormat.R8G8B8X8_UNORM],
    // Read by byte: 3-, 2- and 1-byte texels.
    ['rgb8', PipeFormat.R8G8B8_UNORM],
    ['la8', PipeFormat.L8A8_UNORM],
    ['l8', PipeFormat.L8_UNORM],
    ['a8', PipeFormat.A8_UNORM],
    ['i8', PipeFormat.I8_UNORM],
  ] as const;
  const SIZES = [
    [16, 8],
    [5, 3],
  ] as const;
  for (const filter of [PipeTexFilter.NEAREST, PipeTexFilter.LINEAR])
    for (const wrap of VECTOR_WRAPS)
      for (const [formatName, format] of FORMATS)
        for (const [width, height] of SIZES)
          it(`${filter === PipeTexFilter.LINEAR ? 'linear' : 'nearest'}, s ${WRAP_NAMES[wrap]}, t ${WRAP_NAMES[OTHER_WRAP[wrap]!]}, ${formatName} ${width}×${height}`, () => {
            const texel = new Texel2d(unitOf(format, width, height, filter, wrap));
            expect(texel2dVectorServes(texel)).toBe(true);
            const layout: TgsiLayout = { ...LAYOUT, texels: [texel], texelPath: 'vector' };
            // Seeded coordinates with NaN, ±∞, ±1e30, negatives and 2^24 + 1 among them (inputWords).
            expect(mismatches(parseTgsi(TEXTURED), 4, layout)).toEqual([]);
          });

  /**
   * verifiedBytes against the exact lookup's stored bytes (unorm8 of its texel rounded to f32) at the
   * same coordinates, through both back ends: seeded coordinates, and coordinates on the grid of a
   * magnification by 4 (with shifts of 1/64 of a texel) where the exact value often lies on a rounding
   * tie, so the groups that fall back to the exact arithmetic are many.
   */
  const VERIFIED_LANES = 1024;
  for (const wrap of VECTOR_WRAPS)
    for (const [formatName, format] of FORMATS.filter(([name]) => name !== 'rgbx8'))
      for (const [width, height] of SIZES)
        it(`verifiedBytes: the exact lookup's stored bytes, ${WRAP_NAMES[wrap]}, ${formatName} ${width}×${height}`, () => {
          const texel = new Texel2d(unitOf(format, width, height, PipeTexFilter.LINEAR, wrap));
          const layout: TgsiLayout = {
            ...LAYOUT,
            lanes: VERIFIED_LANES,
            texels: [texel],
            texelPath: 'vector',
          };
          const at = layoutOffsets(layout);
          const unit = texel2dVector(texel, 'tex0')!;
          // Formats with a constant channel (RGB8's alpha, L8's) are not served.
          const constant = ['rgb8', 'l8', 'a8'].includes(formatName);
          expect(unit.verifiedChannels === null).toBe(constant);
          if (constant) return;
          const b = new IrBuilder('verified');
          unit.prepare(b, b.i32(at.bindings));
          const start = Math.ceil(at.end / 16) * 16;
          // s, t, the verified and exact bytes, the same times a factor per channel (GL_MODULATE's
          // colour), then the factors (four per lane).
          const [sAt, tAt, verifiedAt, exactAt, modulatedAt, modulatedExactAt, factorsAt] = [
            0, 1, 2, 3, 4, 5, 6,
          ].map((i) => start + i * VERIFIED_LANES * 4) as [
            number,
            number,
            number,
            number,
            number,
            number,
            number,
          ];
          b.lanes(b.i32(0), b.i32(VERIFIED_LANES), (lane) => {
            const offset = b.mul(lane, b.i32(4));
            const s = b.load('f32', b.add(offset, b.i32(sAt)));
            const t = b.load('f32', b.add(offset, b.i32(tAt)));
            const pack = (bytes: readonly IrValue[]) =>
              b.packBytes(bytes as [IrValue, IrValue, IrValue, IrValue]);
            const verified = (factors: readonly IrValue[] | null) =>
              pack(verifiedBytes(b, unit.verifiedChannels!(b, { s, t }, factors), 'tex0'));
            b.store('i32', b.add(offset, b.i32(verifiedAt)), verified(null));
            const texels = unit.lookup(b, s, t).map((v) => b.convert('demote', v));
            b.store('i32', b.add(offset, b.i32(exactAt)), pack(texels.map((v) => b.unorm8(v, true))));
            const factors = [0, 1, 2, 3].map((c) =>
              b.load('f32', b.add(b.mul(lane, b.i32(16)), b.i32(factorsAt + 4 * c))),
            );
            b.store('i32', b.add(offset, b.i32(modulatedAt)), verified(factors));
            // The shader's MUL in f32, then the store's clamp and unorm8.
            const products = texels.map((v, c) => b.unorm8(b.mul(factors[c]!, v), false));
            b.store('i32', b.add(offset, b.i32(modulatedExactAt)), pack(products));
          });
          const next = words(width * 7 + height);
          const coords = Array.from({ length: 2 * VERIFIED_LANES }, (_, i) =>
            i % 4 < 2
              ? Math.fround(((next() % 4096) - 1024) / (64 * (i & 1 ? height : width)))
              : Math.fround(((next() / 2 ** 32) * 3 - 1) * (i % 97 === 0 ? 1e6 : 1)),
          );
          // Factors: colours in [0, 1] — a third of them halves and quarters, whose products put exact
          // values on rounding ties — some past the bound's range (|f| > 2), NaN, ±0 and negatives.
          const edge = [0.5, 0.25, 0.75, 1, 1.5, 2, 2.5, 1e30, -0.25, 0, -0, Number.NaN, 1 + 2 ** -23];
          const factors = Array.from({ length: 4 * VERIFIED_LANES }, (_, i) =>
            Math.fround(i % 3 === 0 ? edge[(i / 3) % edge.length]! : next() / 2 ** 32),
          );
          const both = runBoth(b.finish(), [], (memory) => {
            fillTexels(memory, layout);
            const view = new Float32Array(memory.buffer);
            for (let lane = 0; lane < VERIFIED_LANES; lane++) {
              view[sAt / 4 + lane] = coords[2 * lane]!;
              view[tAt / 4 + lane] = coords[2 * lane + 1]!;
            }
            view.set(factors, factorsAt / 4);
          });
          for (const memory of [both.js, both.wasm]) {
            const view = new Int32Array(memory.buffer);
            for (const [verifiedAt_, exactAt_] of [
              [verifiedAt, exactAt],
              [modulatedAt, modulatedExactAt],
            ] as const) {
              const verified = view.subarray(verifiedAt_ / 4, verifiedAt_ / 4 + VERIFIED_LANES);
              const exact = view.subarray(exactAt_ / 4, exactAt_ / 4 + VERIFIED_LANES);
              const wrong = Array.from(verified).flatMap((v, lane) =>
                v !== exact[lane]
                  ? [
                      [
                        lane,
                        coords[2 * lane],
                        coords[2 * lane + 1],
                        v.toString(16),
                        exact[lane]!.toString(16),
                      ],
                    ]
                  : [],
              );
              expect(wrong).toEqual([]);
            }
          }
          expect(both.js.subarray(verifiedAt, factorsAt)).toEqual(both.wasm.subarray(verifiedAt, factorsAt));
        });

  /**
   * verifiedBytes where the weights are multiples of 2⁻⁸ (the exact integer filter, no fallback)
   * against the exact lookup's stored bytes, through both back ends. A 2 × 256 texture whose row y holds
   * red y then y + 1 and green 255 − y then 254 − y puts, at weight ½, a tie n + ½ of each n = 0 … 254 on
   * both channels, stored up to TIE_TURN and down above it. Weights ½ + 2⁻²³ and ½ − 2⁻²⁴ (one f32
   * step of the coordinate off) have an f32 filter that rounds onto a tie the exact value is not on:
   * those groups must not be taken as exact. Weights k / 256 over seeded blue and alpha bytes, and
   * groups mixing exact and inexact lanes, complete it.
   */
  it('verifiedBytes: an exact f32 filter stores every rounding tie as the exact lookup does', () => {
    const next = words(5);
    const seeded = Array.from({ length: 2 * 256 * 2 }, () => next() % 256);
    const texel = new Texel2d(
      unitOf(
        PipeFormat.R8G8B8A8_UNORM,
        2,
        256,
        PipeTexFilter.LINEAR,
        PipeTexWrap.REPEAT,
        (x, y) => [
          Math.min(y + x, 255),
          Math.max(255 - y - x, 0),
          y < 2 ? 200 + y : seeded[(y * 2 + x) * 2]!,
          y < 2 ? 100 + y : seeded[(y * 2 + x) * 2 + 1]!,
        ],
        [PipeSwizzle.X, PipeSwizzle.Y, PipeSwizzle.Z, PipeSwizzle.W],
      ),
    );
    const unit = texel2dVector(texel, 'tex0')!;
    // Per group of four lanes, (s, t) of each lane at its row: weight ½ along s, one f32 step of s above
    // or below it, weights k / 256, mixtures; and between rows 0 and 1 (blue 200 then 201, alpha 100 then
    // 101), weight ½ along t one f32 step of t above or below it.
    const HALF = 0.5;
    const ABOVE = Math.fround(0.5 + 2 ** -24);
    const BELOW = Math.fround(0.5 - 2 ** -25);
    const atRow = (row: number, dt = 0) => (row + 0.5 + dt) / 256;
    const kinds: ((lane: number, row: number) => readonly [number, number])[] = [
      (_, row) => [HALF, atRow(row)],
      (_, row) => [ABOVE, atRow(row)],
      (_, row) => [BELOW, atRow(row)],
      (_, row) => [(next() % 256) / 512 + 0.25, atRow(row, (next() % 256) / 256)],
      (lane, row) => [lane % 4 === 3 ? ABOVE : HALF, atRow(row)],
      (lane, row) => [lane % 4 === 0 ? BELOW : HALF, atRow(row)],
      (lane) => [0.25, lane % 2 ? 2 ** -8 + 2 ** -31 : 2 ** -8 - 2 ** -32],
    ];
    const lanes = 64 * 4 * kinds.length;
    const coords = new Float32Array(2 * lanes);
    for (let lane = 0; lane < lanes; lane++) {
      const row = Math.floor((lane >> 2) / kinds.length) + (lane % 4) * 64;
      const [s, t] = kinds[(lane >> 2) % kinds.length]!(lane, row);
      coords[2 * lane] = s;
      coords[2 * lane + 1] = t;
    }
    expect([0.5 + 2 ** -24, 0.5 - 2 ** -25, 2 ** -8 + 2 ** -31, 2 ** -8 - 2 ** -32]).toEqual([
      ABOVE,
      BELOW,
      coords[2 * 6 * 4 + 3],
      coords[2 * 6 * 4 + 1],
    ]);
    const layout: TgsiLayout = { ...LAYOUT, lanes, texels: [texel], texelPath: 'vector' };
    const at = layoutOffsets(layout);
    const start = Math.ceil(at.end / 16) * 16;
    const [coordsAt, verifiedAt, exactAt] = [0, 2, 3].map((i) => start + i * lanes * 4) as [
      number,
      number,
      number,
    ];
    const b = new IrBuilder('exact-filter');
    unit.prepare(b, b.i32(at.bindings));
    b.lanes(b.i32(0), b.i32(lanes), (lane) => {
      const offset = b.mul(lane, b.i32(4));
      const s = b.load('f32', b.add(b.mul(lane, b.i32(8)), b.i32(coordsAt)));
      const t = b.load('f32', b.add(b.mul(lane, b.i32(8)), b.i32(coordsAt + 4)));
      const pack = (bytes: readonly IrValue[]) => b.packBytes(bytes as [IrValue, IrValue, IrValue, IrValue]);
      b.store(
        'i32',
        b.add(offset, b.i32(verifiedAt)),
        pack(verifiedBytes(b, unit.verifiedChannels!(b, { s, t }), 'tex0')),
      );
      const texels = unit.lookup(b, s, t).map((v) => b.unorm8(b.convert('demote', v), true));
      b.store('i32', b.add(offset, b.i32(exactAt)), pack(texels));
    });
    const both = runBoth(b.finish(), [], (memory) => {
      fillTexels(memory, layout);
      new Float32Array(memory.buffer).set(coords, coordsAt / 4);
    });
    const rowOf = (lane: number) => Math.round(coords[2 * lane + 1]! * 256 - 0.5);
    const exact = new Uint8Array(both.js.buffer, exactAt, lanes * 4);
    // At weight ½ red is the tie row + ½ (rows 0 … 254): the exact lookup stores it up to TIE_TURN.
    const halves = Array.from({ length: lanes }, (_, lane) => lane).filter(
      (lane) => (lane >> 2) % kinds.length === 0,
    );
    expect(new Set(halves.map(rowOf)).size).toBe(256);
    for (const lane of halves) {
      const row = rowOf(lane);
      expect([row, exact[lane * 4]]).toEqual([
        row,
        row === 255 ? 255 : row + (row + 0.5 <= TIE_TURN ? 1 : 0),
      ]);
    }
    for (const memory of [both.js, both.wasm]) {
      const verified = new Uint8Array(memory.buffer, verifiedAt, lanes * 4);
      const wrong = Array.from({ length: lanes }, (_, lane) => lane).filter(
        (lane) =>
          new Uint32Array(verified.buffer, verifiedAt + lane * 4, 1)[0] !==
          new Uint32Array(exact.buffer, exactAt + lane * 4, 1)[0],
      );
      expect(wrong.map((lane) => [lane, coords[2 * lane], rowOf(lane)])).toEqual([]);
    }
  });

  it('a byte as UNORM (unormByte) is b / 255 for all 256 bytes, through both back ends', () => {
    const b = new IrBuilder('unorm');
    b.lanes(b.i32(0), b.i32(256), (lane) => {
      b.store('f64', b.add(b.mul(lane, b.i32(8)), b.i32(1024)), b.unormByte(lane, 0));
    });
    const both = runBoth(b.finish(), [], () => {});
    for (const memory of [both.js, both.wasm]) {
      const values = new Float64Array(memory.buffer, 1024, 256);
      expect(Array.from(values, (v, byte) => v === byte / 255).every((same) => same)).toBe(true);
    }
  });

  it('units it does not serve: SNORM and sRGB channels', () => {
    for (const format of [PipeFormat.R8G8B8A8_SNORM, PipeFormat.R8G8B8A8_SRGB, PipeFormat.L8_SRGB]) {
      const texel = new Texel2d(unitOf(format, 4, 4, PipeTexFilter.LINEAR, PipeTexWrap.REPEAT));
      expect([format, texel2dVectorServes(texel), texel2dVector(texel, 't')]).toEqual([format, false, null]);
    }
  });

  it('wraps that read the border (CLAMP under a linear filter, CLAMP_TO_BORDER): served, but not by the integer filter', () => {
    for (const wrap of [PipeTexWrap.CLAMP, PipeTexWrap.CLAMP_TO_BORDER]) {
      const texel = new Texel2d(unitOf(PipeFormat.R8G8B8A8_UNORM, 4, 4, PipeTexFilter.LINEAR, wrap));
      expect(texel.lookup.wrapS).toBe(wrap === PipeTexWrap.CLAMP ? 'K' : 'O');
      const unit = texel2dVector(texel, 't')!;
      expect([unit.verifiedChannels !== null, unit.bilinearWord]).toEqual([true, null]);
      // The border's values follow the binding words, as f64 bits from word 6 (8-byte aligned).
      const words = unit.words(texel, () => 0)!;
      expect(words.length).toBe(UNIT_BINDING_WORDS);
      expect(Array.from(new Float64Array(Int32Array.from(words.slice(6)).buffer))).toEqual(
        Array.from(texel.border),
      );
      expect(texel.border.some((v) => v !== 0)).toBe(true);
    }
  });
});

describe('TGSI → IR: declines', () => {
  it('shaders with texture lookups the caller does not serve', () => {
    const shader = parseTgsi(`FRAG
DCL IN[0], GENERIC[0], PERSPECTIVE
DCL OUT[0], COLOR
DCL SAMP[0]
DCL SVIEW[0], 2D, FLOAT
TEX OUT[0], IN[0], SAMP[0], 2D
END
`);
    expect(TgsiIrShader.of(shader)).toBeNull();
  });
  it('shaders with control flow', () => {
    expect(TgsiIrShader.of(parse('IF IN[0].xxxx\nMOV OUT[0], IN[1]\nENDIF'))).toBeNull();
  });
});
