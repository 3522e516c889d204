// GL_COMBINE (GL 1.5, 3.8.13 with ARB_texture_env_crossbar): every function, source, operand and scale,
// against the specification's formulas written out here. Unit 1 is the combiner under test; unit 0
// (REPLACE with its own texel) makes PREVIOUS differ from PRIMARY_COLOR. Inputs are in sixteenths, so
// the expected values are exact in float32.
import { describe, expect, test } from 'vitest';
import {
  FfpProgramCache,
  type FixedFunctionState,
  initialFixedFunctionState as initialState,
  type TexEnvState,
} from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import { Random } from './random.js';
import { runFragmentProgram, type V4 } from './run-programs.js';

const cache = new FfpProgramCache();

const RGB_FUNCS = [
  GL.GL_REPLACE,
  GL.GL_MODULATE,
  GL.GL_ADD,
  GL.GL_ADD_SIGNED,
  GL.GL_INTERPOLATE,
  GL.GL_SUBTRACT,
  GL.GL_DOT3_RGB,
  GL.GL_DOT3_RGBA,
];
const ALPHA_FUNCS = RGB_FUNCS.slice(0, 6);
/** GL_TEXTURE2 is a disabled unit: it reads as (0, 0, 0, 0). */
const SOURCES = [
  GL.GL_TEXTURE,
  GL.GL_TEXTURE0,
  GL.GL_TEXTURE1,
  GL.GL_TEXTURE2,
  GL.GL_CONSTANT,
  GL.GL_PRIMARY_COLOR,
  GL.GL_PREVIOUS,
];
const RGB_OPERANDS = [GL.GL_SRC_COLOR, GL.GL_ONE_MINUS_SRC_COLOR, GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA];
const ALPHA_OPERANDS = [GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA];
const SCALES = [1, 2, 4];

const primary: V4 = [0.25, 0.5, 0.75, 0.625];
const texel0: V4 = [0.875, 0.125, 0.4375, 0.3125];
const texel1: V4 = [0.5, 0.9375, 0.0625, 0.75];
const constant: V4 = [0.375, 0.25, 0.6875, 0.5625];

/** The combiner arithmetic of the specification, on one channel group. */
function combine(func: number, a: number[][], channels: number[]): number[] {
  return channels.map((c) => {
    const [a0, a1, a2] = [a[0]?.[c] ?? 0, a[1]?.[c] ?? 0, a[2]?.[c] ?? 0];
    switch (func) {
      case GL.GL_REPLACE:
        return a0;
      case GL.GL_MODULATE:
        return a0 * a1;
      case GL.GL_ADD:
        return a0 + a1;
      case GL.GL_ADD_SIGNED:
        return a0 + a1 - 0.5;
      case GL.GL_INTERPOLATE:
        return a0 * a2 + a1 * (1 - a2);
      case GL.GL_SUBTRACT:
        return a0 - a1;
      default: {
        const d = (k: number) => (a[0]![k]! - 0.5) * (a[1]![k]! - 0.5);
        return 4 * (d(0) + d(1) + d(2));
      }
    }
  });
}

/** The colour unit 1 produces, per the specification. */
function expected(env: TexEnvState): V4 {
  const source = (src: number): V4 =>
    ({
      [GL.GL_TEXTURE]: texel1,
      [GL.GL_TEXTURE0]: texel0,
      [GL.GL_TEXTURE1]: texel1,
      [GL.GL_TEXTURE2]: [0, 0, 0, 0] as V4,
      [GL.GL_CONSTANT]: constant,
      [GL.GL_PRIMARY_COLOR]: primary,
      [GL.GL_PREVIOUS]: texel0, // unit 0 REPLACEs with its RGBA texel
    })[src]!;
  const rgbArg = (i: number): number[] => {
    const s = source(env.sourceRgb[i]!);
    switch (env.operandRgb[i]) {
      case GL.GL_SRC_COLOR:
        return [s[0], s[1], s[2]];
      case GL.GL_ONE_MINUS_SRC_COLOR:
        return [1 - s[0], 1 - s[1], 1 - s[2]];
      case GL.GL_SRC_ALPHA:
        return [s[3], s[3], s[3]];
      default:
        return [1 - s[3], 1 - s[3], 1 - s[3]];
    }
  };
  const alphaArg = (i: number): number[] => {
    const a = source(env.sourceAlpha[i]!)[3];
    return [0, 0, 0, env.operandAlpha[i] === GL.GL_SRC_ALPHA ? a : 1 - a];
  };
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  const rgb = combine(env.combineRgb, [0, 1, 2].map(rgbArg), [0, 1, 2]).map((x) => clamp(x * env.rgbScale));
  // DOT3_RGBA puts the dot product in alpha as well; COMBINE_ALPHA is ignored, ALPHA_SCALE still applies.
  const alpha =
    env.combineRgb === GL.GL_DOT3_RGBA
      ? combine(GL.GL_DOT3_RGB, [0, 1, 2].map(rgbArg), [0])[0]!
      : combine(env.combineAlpha, [0, 1, 2].map(alphaArg), [3])[0]!;
  return [rgb[0]!, rgb[1]!, rgb[2]!, clamp(alpha * env.alphaScale)];
}

function stateWith(env: Partial<TexEnvState>): FixedFunctionState {
  const s = initialState(3);
  const [u0, u1] = s.textureUnits;
  u0!.target = GL.GL_TEXTURE_2D;
  u0!.env.mode = GL.GL_REPLACE;
  u1!.target = GL.GL_TEXTURE_2D;
  Object.assign(u1!.env, { mode: GL.GL_COMBINE, color: [...constant] }, env);
  return s;
}

function check(env: Partial<TexEnvState>): void {
  const s = stateWith(env);
  const [got] = runFragmentProgram(cache.program(s), s, [{ color: primary }], (unit) =>
    unit === 0 ? texel0 : unit === 1 ? texel1 : [9, 9, 9, 9],
  );
  expect(got, JSON.stringify(env)).toEqual(expected(s.textureUnits[1]!.env));
}

describe('GL_COMBINE', () => {
  for (const rgbFunc of RGB_FUNCS) {
    for (const alphaFunc of ALPHA_FUNCS) {
      test(`RGB 0x${rgbFunc.toString(16)} with alpha 0x${alphaFunc.toString(16)}, every source and operand in turn`, () => {
        for (let k = 0; k < SOURCES.length * RGB_OPERANDS.length; k++) {
          const pick = <T>(list: readonly T[], i: number) => list[(k + i) % list.length]!;
          check({
            combineRgb: rgbFunc,
            combineAlpha: alphaFunc,
            sourceRgb: [pick(SOURCES, 0), pick(SOURCES, 2), pick(SOURCES, 5)],
            operandRgb: [pick(RGB_OPERANDS, 0), pick(RGB_OPERANDS, 1), pick(RGB_OPERANDS, k >> 2)],
            sourceAlpha: [pick(SOURCES, 1), pick(SOURCES, 4), pick(SOURCES, 3)],
            operandAlpha: [
              pick(ALPHA_OPERANDS, 0),
              pick(ALPHA_OPERANDS, k >> 1),
              pick(ALPHA_OPERANDS, k >> 2),
            ],
          });
        }
      });
    }
  }

  test('RGB_SCALE and ALPHA_SCALE 1, 2, 4 on every function', () => {
    for (const rgbFunc of RGB_FUNCS) {
      for (const rgbScale of SCALES) {
        for (const alphaScale of SCALES) {
          check({
            combineRgb: rgbFunc,
            combineAlpha: GL.GL_MODULATE,
            sourceRgb: [GL.GL_PRIMARY_COLOR, GL.GL_TEXTURE, GL.GL_CONSTANT],
            sourceAlpha: [GL.GL_PRIMARY_COLOR, GL.GL_PREVIOUS, GL.GL_CONSTANT],
            rgbScale,
            alphaScale,
          });
        }
      }
    }
  });

  test('random combinations (seeded)', () => {
    const rnd = new Random(2024);
    for (let k = 0; k < 400; k++) {
      check({
        combineRgb: rnd.pick(RGB_FUNCS),
        combineAlpha: rnd.pick(ALPHA_FUNCS),
        sourceRgb: [rnd.pick(SOURCES), rnd.pick(SOURCES), rnd.pick(SOURCES)],
        sourceAlpha: [rnd.pick(SOURCES), rnd.pick(SOURCES), rnd.pick(SOURCES)],
        operandRgb: [rnd.pick(RGB_OPERANDS), rnd.pick(RGB_OPERANDS), rnd.pick(RGB_OPERANDS)],
        operandAlpha: [rnd.pick(ALPHA_OPERANDS), rnd.pick(ALPHA_OPERANDS), rnd.pick(ALPHA_OPERANDS)],
        rgbScale: rnd.pick(SCALES),
        alphaScale: rnd.pick(SCALES),
      });
    }
  }, 60_000);

  test('worked example: DOT3_RGBA of (1, 0.5, 0.5) and (1, 0.5, 0.5) is 1 everywhere; ADD_SIGNED of 0.25 and 0.125 clamps to 0', () => {
    const s = stateWith({
      combineRgb: GL.GL_DOT3_RGBA,
      sourceRgb: [GL.GL_PRIMARY_COLOR, GL.GL_PRIMARY_COLOR, GL.GL_CONSTANT],
    });
    const [dot] = runFragmentProgram(cache.program(s), s, [{ color: [1, 0.5, 0.5, 0] }]);
    expect(dot).toEqual([1, 1, 1, 1]);
    const t = stateWith({
      combineRgb: GL.GL_ADD_SIGNED,
      sourceRgb: [GL.GL_PRIMARY_COLOR, GL.GL_PRIMARY_COLOR, 0],
    });
    const [signed] = runFragmentProgram(cache.program(t), t, [{ color: [0.125, 0.25, 0.5, 0.5] }]);
    expect(signed.slice(0, 3)).toEqual([0, 0, 0.5]);
  });

  test('arguments a function does not read stay out of the key', () => {
    const a = cache.program(
      stateWith({ combineRgb: GL.GL_REPLACE, sourceRgb: [GL.GL_TEXTURE, GL.GL_CONSTANT, GL.GL_PREVIOUS] }),
    );
    const b = cache.program(
      stateWith({
        combineRgb: GL.GL_REPLACE,
        sourceRgb: [GL.GL_TEXTURE, GL.GL_PRIMARY_COLOR, GL.GL_TEXTURE0],
      }),
    );
    expect(b).toBe(a);
    const c = cache.program(
      stateWith({
        combineRgb: GL.GL_MODULATE,
        sourceRgb: [GL.GL_TEXTURE, GL.GL_PRIMARY_COLOR, GL.GL_TEXTURE0],
      }),
    );
    expect(c).not.toBe(a);
  });
});
