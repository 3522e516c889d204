// The texture functions MODULATE, REPLACE, DECAL, BLEND and ADD for every base internal format, against
// GL 1.5's tables 3.22 and 3.23 written out here, with inputs in sixteenths so float32 results are exact.
import { describe, expect, test } from 'vitest';
import {
  FfpProgramCache,
  FfpStateError,
  initialFixedFunctionState as initialState,
} from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import { runFragmentProgram, type V4 } from './run-programs.js';
import { BASE_FORMATS, expandTexel, FORMAT_NAMES } from './texture-colors.js';

const cache = new FfpProgramCache();
const clamp = (x: number) => Math.min(1, Math.max(0, x));

/** Table 3.22 / 3.23: (Cv, Av) from the fragment (Cf, Af), the texture and the env colour (Cc, Ac). */
function expected(mode: number, format: number, f: V4, tex: V4, env: V4): V4 {
  const [r, g, b, a] = tex; // as stored: L and I in r
  const C = (fn: (cf: number, i: number) => number): [number, number, number] => [
    fn(f[0], 0),
    fn(f[1], 1),
    fn(f[2], 2),
  ];
  const Ct = [r, g, b];
  const L = r;
  const I = r;
  const Af = f[3];
  let rgb: [number, number, number];
  let alpha: number;
  switch (mode) {
    case GL.GL_REPLACE:
      rgb = {
        [GL.GL_ALPHA]: C((cf) => cf),
        [GL.GL_LUMINANCE]: C(() => L),
        [GL.GL_LUMINANCE_ALPHA]: C(() => L),
        [GL.GL_INTENSITY]: C(() => I),
        [GL.GL_RGB]: C((_, i) => Ct[i]!),
        [GL.GL_RGBA]: C((_, i) => Ct[i]!),
      }[format]!;
      alpha = {
        [GL.GL_ALPHA]: a,
        [GL.GL_LUMINANCE]: Af,
        [GL.GL_LUMINANCE_ALPHA]: a,
        [GL.GL_INTENSITY]: I,
        [GL.GL_RGB]: Af,
        [GL.GL_RGBA]: a,
      }[format]!;
      break;
    case GL.GL_MODULATE:
      rgb = {
        [GL.GL_ALPHA]: C((cf) => cf),
        [GL.GL_LUMINANCE]: C((cf) => cf * L),
        [GL.GL_LUMINANCE_ALPHA]: C((cf) => cf * L),
        [GL.GL_INTENSITY]: C((cf) => cf * I),
        [GL.GL_RGB]: C((cf, i) => cf * Ct[i]!),
        [GL.GL_RGBA]: C((cf, i) => cf * Ct[i]!),
      }[format]!;
      alpha = {
        [GL.GL_ALPHA]: Af * a,
        [GL.GL_LUMINANCE]: Af,
        [GL.GL_LUMINANCE_ALPHA]: Af * a,
        [GL.GL_INTENSITY]: Af * I,
        [GL.GL_RGB]: Af,
        [GL.GL_RGBA]: Af * a,
      }[format]!;
      break;
    case GL.GL_DECAL:
      // Undefined for ALPHA, LUMINANCE, LUMINANCE_ALPHA and INTENSITY: the fragment passes unchanged (our choice, as Mesa).
      rgb =
        {
          [GL.GL_RGB]: C((_, i) => Ct[i]!),
          [GL.GL_RGBA]: C((cf, i) => cf * (1 - a) + Ct[i]! * a),
        }[format] ?? C((cf) => cf);
      alpha = Af;
      break;
    case GL.GL_BLEND:
      rgb = {
        [GL.GL_ALPHA]: C((cf) => cf),
        [GL.GL_LUMINANCE]: C((cf, i) => cf * (1 - L) + env[i]! * L),
        [GL.GL_LUMINANCE_ALPHA]: C((cf, i) => cf * (1 - L) + env[i]! * L),
        [GL.GL_INTENSITY]: C((cf, i) => cf * (1 - I) + env[i]! * I),
        [GL.GL_RGB]: C((cf, i) => cf * (1 - Ct[i]!) + env[i]! * Ct[i]!),
        [GL.GL_RGBA]: C((cf, i) => cf * (1 - Ct[i]!) + env[i]! * Ct[i]!),
      }[format]!;
      alpha = {
        [GL.GL_ALPHA]: Af * a,
        [GL.GL_LUMINANCE]: Af,
        [GL.GL_LUMINANCE_ALPHA]: Af * a,
        [GL.GL_INTENSITY]: Af * (1 - I) + env[3] * I,
        [GL.GL_RGB]: Af,
        [GL.GL_RGBA]: Af * a,
      }[format]!;
      break;
    default: // GL_ADD
      rgb = {
        [GL.GL_ALPHA]: C((cf) => cf),
        [GL.GL_LUMINANCE]: C((cf) => cf + L),
        [GL.GL_LUMINANCE_ALPHA]: C((cf) => cf + L),
        [GL.GL_INTENSITY]: C((cf) => cf + I),
        [GL.GL_RGB]: C((cf, i) => cf + Ct[i]!),
        [GL.GL_RGBA]: C((cf, i) => cf + Ct[i]!),
      }[format]!;
      alpha = {
        [GL.GL_ALPHA]: Af * a,
        [GL.GL_LUMINANCE]: Af,
        [GL.GL_LUMINANCE_ALPHA]: Af * a,
        [GL.GL_INTENSITY]: Af + I,
        [GL.GL_RGB]: Af,
        [GL.GL_RGBA]: Af * a,
      }[format]!;
  }
  return [clamp(rgb[0]), clamp(rgb[1]), clamp(rgb[2]), clamp(alpha)];
}

const MODES: [string, number][] = [
  ['MODULATE', GL.GL_MODULATE],
  ['REPLACE', GL.GL_REPLACE],
  ['DECAL', GL.GL_DECAL],
  ['BLEND', GL.GL_BLEND],
  ['ADD', GL.GL_ADD],
];

/** Fragment colours and texels in sixteenths: products and sums are exact in float32. */
const fragments: V4[] = [
  [0.25, 0.5, 0.75, 0.625],
  [1, 0, 0.5, 1],
  [0.0625, 0.9375, 0.3125, 0.1875],
];
const texels: V4[] = [
  [0.5, 0.125, 0.875, 0.375],
  [0.75, 1, 0, 0.5],
  [0.9375, 0.4375, 0.625, 0.8125],
];
const envColor: V4 = [0.375, 0.25, 0.625, 0.5];

describe('texture functions (tables 3.22, 3.23)', () => {
  for (const [name, mode] of MODES) {
    for (const format of BASE_FORMATS) {
      test(`${name} on ${FORMAT_NAMES[format]}`, () => {
        const s = initialState(1);
        const unit = s.textureUnits[0]!;
        unit.target = GL.GL_TEXTURE_2D;
        unit.baseFormat = format;
        unit.env.mode = mode;
        unit.env.color = [...envColor];
        const program = cache.program(s);
        // DECAL on formats without colour (undefined in GL) reads no texture: the unit samples nothing.
        const reads = mode !== GL.GL_DECAL || format === GL.GL_RGB || format === GL.GL_RGBA;
        expect(program.textureUnits).toEqual(reads ? [{ unit: 0, target: GL.GL_TEXTURE_2D }] : []);
        for (const engine of ['jit', 'interpreter'] as const) {
          const got = runFragmentProgram(
            program,
            s,
            fragments.map((color, i) => ({ color, texCoords: [[i, 0, 0, 1]] })),
            (_unit, sCoord) => expandTexel(format, texels[sCoord]!),
            engine,
          );
          got.forEach((g, i) => {
            expect(g).toEqual(expected(mode, format, fragments[i]!, texels[i]!, envColor));
          });
        }
      });
    }
  }

  test('two units apply in order: unit 1 sees unit 0 result as the fragment colour', () => {
    const s = initialState(2);
    s.textureUnits[0]!.target = GL.GL_TEXTURE_2D;
    s.textureUnits[0]!.env.mode = GL.GL_MODULATE;
    s.textureUnits[1]!.target = GL.GL_TEXTURE_2D;
    s.textureUnits[1]!.env.mode = GL.GL_ADD;
    s.textureUnits[1]!.baseFormat = GL.GL_RGB;
    const f: V4 = [0.5, 0.25, 0.75, 0.5];
    const t0: V4 = [0.5, 0.5, 0.25, 0.5];
    const t1: V4 = [0.125, 0.5, 0.0625, 1];
    const [got] = runFragmentProgram(cache.program(s), s, [{ color: f }], (unit) =>
      unit === 0 ? t0 : expandTexel(GL.GL_RGB, t1),
    );
    expect(got).toEqual([0.25 + 0.125, 0.125 + 0.5, 0.1875 + 0.0625, 0.25]);
  });

  test('a disabled unit between enabled ones is skipped', () => {
    const s = initialState(3);
    s.textureUnits[0]!.target = GL.GL_TEXTURE_2D;
    s.textureUnits[0]!.env.mode = GL.GL_REPLACE;
    s.textureUnits[2]!.target = GL.GL_TEXTURE_2D;
    s.textureUnits[2]!.env.mode = GL.GL_MODULATE;
    const program = cache.program(s);
    expect(program.textureUnits.map((t) => t.unit)).toEqual([0, 2]);
    const [got] = runFragmentProgram(program, s, [{ color: [1, 1, 1, 1] }], (unit) =>
      unit === 0 ? [0.5, 0.5, 0.5, 0.5] : [0.5, 0.25, 1, 1],
    );
    expect(got).toEqual([0.25, 0.125, 0.5, 0.5]);
  });
});

describe('texture lookups', () => {
  const targets: [number, string][] = [
    [GL.GL_TEXTURE_1D, '1D'],
    [GL.GL_TEXTURE_2D, '2D'],
    [GL.GL_TEXTURE_3D, '3D'],
    [GL.GL_TEXTURE_CUBE_MAP, 'CUBE'],
    [GL.GL_TEXTURE_RECTANGLE, 'RECT'],
  ];
  for (const [target, tgsi] of targets) {
    test(`projective TXP on the ${tgsi} target: s, t, r divided by q`, () => {
      const s = initialState(2);
      s.textureUnits[1]!.target = target;
      s.textureUnits[1]!.env.mode = GL.GL_REPLACE;
      const program = cache.program(s);
      expect(program.textureUnits).toEqual([{ unit: 1, target }]);
      const txp = program.fs.instructions.filter((i) => i.texture !== null);
      expect(txp).toHaveLength(1);
      expect(txp[0]!.texture!.target).toBe({ '1D': 1, '2D': 2, '3D': 3, CUBE: 4, RECT: 5 }[tgsi as '1D']);
      const view = program.fs.declarations.find((d) => d.samplerView !== null)!;
      expect([view.first, view.samplerView!.target]).toEqual([1, txp[0]!.texture!.target]);
      const [got] = runFragmentProgram(
        program,
        s,
        [
          {
            color: [0, 0, 0, 0.5],
            texCoords: [
              [9, 9, 9, 9],
              [0.5, 0.25, 0.75, 2],
            ],
          },
        ],
        (unit, x, y, z) => (unit === 1 ? [x, y, z, 1] : [9, 9, 9, 9]),
      );
      expect(got).toEqual([0.25, 0.125, 0.375, 1]);
    });
  }
});

describe('depth textures (ARB_depth_texture, ARB_shadow)', () => {
  const depthState = (mode?: number) => {
    const s = initialState(1);
    s.textureUnits[0]!.target = GL.GL_TEXTURE_2D;
    s.textureUnits[0]!.baseFormat = GL.GL_DEPTH_COMPONENT;
    if (mode !== undefined) s.textureUnits[0]!.depthTextureMode = mode;
    return s;
  };
  const formatState = (format: number) => {
    const s = initialState(1);
    s.textureUnits[0]!.target = GL.GL_TEXTURE_2D;
    s.textureUnits[0]!.baseFormat = format;
    return s;
  };

  test('GL_DEPTH_TEXTURE_MODE decides the base format the texture functions see', () => {
    expect(cache.program(depthState())).toBe(cache.program(formatState(GL.GL_LUMINANCE)));
    expect(cache.program(depthState(GL.GL_INTENSITY))).toBe(cache.program(formatState(GL.GL_INTENSITY)));
    expect(cache.program(depthState(GL.GL_ALPHA))).toBe(cache.program(formatState(GL.GL_ALPHA)));
    expect(() => cache.program(depthState(GL.GL_RGBA))).toThrow(FfpStateError);
  });

  test('GL_COMPARE_R_TO_TEXTURE samples the SHADOW target with r/q as the reference', () => {
    const s = depthState();
    s.textureUnits[0]!.env.mode = GL.GL_REPLACE;
    s.textureUnits[0]!.shadow = true;
    const program = cache.program(s);
    const txp = program.fs.instructions.find((i) => i.texture !== null)!;
    expect(txp.texture!.target).toBe(7); // SHADOW2D
    expect(program.fs.declarations.find((d) => d.samplerView !== null)!.samplerView!.target).toBe(7);
    expect(program.textureUnits).toEqual([{ unit: 0, target: GL.GL_TEXTURE_2D }]);
    const [got] = runFragmentProgram(
      program,
      s,
      [{ color: [1, 1, 1, 0.5], texCoords: [[0.5, 0.5, 0.75, 2]] }],
      (_unit, _s, _t, _r, compare) => [compare ?? -1, compare ?? -1, compare ?? -1, 1],
    );
    expect(got).toEqual([0.375, 0.375, 0.375, 0.5]); // LUMINANCE: colour replaced, alpha kept
  });

  test('comparison is ignored on colour textures and refused on targets without a shadow form', () => {
    const colour = formatState(GL.GL_RGBA);
    colour.textureUnits[0]!.shadow = true;
    expect(cache.program(colour)).toBe(cache.program(formatState(GL.GL_RGBA)));
    const cube = depthState();
    cube.textureUnits[0]!.target = GL.GL_TEXTURE_CUBE_MAP;
    cube.textureUnits[0]!.shadow = true;
    expect(() => cache.program(cube)).toThrow(/textureUnits\[0\]\.shadow/);
  });
});
