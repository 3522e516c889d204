// Depth comparison: every compare function, percentage-closer filtering (each texel compared before
// the linear blend), the reference clamp of fixed-point depth, mipmapped and border comparisons.
import {
  PipeFormat,
  PipeFunc,
  type PipeSamplerState,
  PipeTexCompare,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import { TgsiTextureTarget } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { type Lookup, makeTexture, sample } from './fixtures.js';

/** Z32_FLOAT 4×4, depth (x + 4y) / 16. */
const depth = makeTexture({
  format: PipeFormat.Z32_FLOAT,
  width: 4,
  height: 4,
  texel: (x, y) => [(x + 4 * y) / 16],
});
const shadow = (func: PipeFunc, more: Partial<PipeSamplerState> = {}): Partial<PipeSamplerState> => ({
  compareMode: PipeTexCompare.R_TO_TEXTURE,
  compareFunc: func,
  ...more,
});
const lookup = (s: number, t: number, compare: number, lod = 0): Lookup => ({ coords: [s, t], compare, lod });
const options = { target: TgsiTextureTarget.SHADOW2D };

describe('compare functions', () => {
  // Texel (1, 1) holds 5/16 = 0.3125.
  const cases: [string, PipeFunc, number[]][] = [
    ['NEVER', PipeFunc.NEVER, [0, 0, 0]],
    ['LESS', PipeFunc.LESS, [1, 0, 0]],
    ['EQUAL', PipeFunc.EQUAL, [0, 1, 0]],
    ['LEQUAL', PipeFunc.LEQUAL, [1, 1, 0]],
    ['GREATER', PipeFunc.GREATER, [0, 0, 1]],
    ['NOTEQUAL', PipeFunc.NOTEQUAL, [1, 0, 1]],
    ['GEQUAL', PipeFunc.GEQUAL, [0, 1, 1]],
    ['ALWAYS', PipeFunc.ALWAYS, [1, 1, 1]],
  ];
  for (const [name, func, expected] of cases) {
    it(`${name}: ref 0.25, 0.3125, 0.5 against 0.3125 gives (r, r, r, 1)`, () => {
      const results = sample(
        depth,
        shadow(func),
        [0.25, 0.3125, 0.5].map((ref) => lookup(0.375, 0.375, ref)),
        options,
      );
      expect(results).toEqual(expected.map((r) => [r, r, r, 1]));
    });
  }

  it('is false with a NaN reference except for NOTEQUAL', () => {
    expect(sample(depth, shadow(PipeFunc.LEQUAL), [lookup(0.375, 0.375, Number.NaN)], options)[0]![0]).toBe(
      0,
    );
    expect(sample(depth, shadow(PipeFunc.NOTEQUAL), [lookup(0.375, 0.375, Number.NaN)], options)[0]![0]).toBe(
      1,
    );
  });

  it('returns the depth in R when comparison is off', () => {
    expect(sample(depth, {}, [lookup(0.375, 0.375, 0.9)], options)).toEqual([[0.3125, 0, 0, 1]]);
  });
});

describe('percentage-closer filtering', () => {
  it('compares each texel of the bilinear footprint before blending', () => {
    // u = v = 1.25: texels (0,0) 0, (1,0) 1/16, (0,1) 4/16, (1,1) 5/16 with α = β = 0.75. Against 0.2
    // (LEQUAL) they compare to 0, 0, 1, 1: 0.75. Filtering first would give depth 0.234 > 0.2: 0.
    const linear = shadow(PipeFunc.LEQUAL, {
      minImgFilter: PipeTexFilter.LINEAR,
      magImgFilter: PipeTexFilter.LINEAR,
    });
    expect(sample(depth, linear, [lookup(0.3125, 0.3125, 0.2)], options)).toEqual([[0.75, 0.75, 0.75, 1]]);
  });

  it('compares against the border texel outside the image', () => {
    const state = shadow(PipeFunc.LESS, {
      wrapS: PipeTexWrap.CLAMP_TO_BORDER,
      minImgFilter: PipeTexFilter.LINEAR,
      magImgFilter: PipeTexFilter.LINEAR,
      borderColor: [1, 0, 0, 0],
    });
    // u = −0.25 (texels −1 (border depth 1) and 0, α = 0.25) on row 0 (v = 0.5): 0.5 < 1 but not < 0.
    expect(sample(depth, state, [lookup(-0.0625, 0.125, 0.5)], options)[0]![0]).toBe(0.75);
  });

  it('compares on both mipmap levels, then blends', () => {
    const mipped = makeTexture({
      format: PipeFormat.Z32_FLOAT,
      width: 2,
      height: 2,
      lastLevel: 1,
      texel: (_x, _y, _l, level) => [level],
    });
    const state = shadow(PipeFunc.LEQUAL, { minMipFilter: PipeTexMipfilter.LINEAR });
    expect(sample(mipped, state, [lookup(0.5, 0.5, 0.5, 0.25)], options)[0]![0]).toBe(0.25);
  });
});

describe('reference clamp', () => {
  const full = (format: PipeFormat) => makeTexture({ format, width: 1, height: 1, texel: () => [1] });

  it('clamps the reference to [0, 1] for fixed-point depth', () => {
    expect(
      sample(full(PipeFormat.Z16_UNORM), shadow(PipeFunc.LEQUAL), [lookup(0.5, 0.5, 1.5)], options)[0]![0],
    ).toBe(1);
    expect(
      sample(
        full(PipeFormat.Z24_UNORM_S8_UINT),
        shadow(PipeFunc.EQUAL),
        [lookup(0.5, 0.5, 7)],
        options,
      )[0]![0],
    ).toBe(1);
  });

  it('leaves it alone for float depth', () => {
    expect(
      sample(full(PipeFormat.Z32_FLOAT), shadow(PipeFunc.LEQUAL), [lookup(0.5, 0.5, 1.5)], options)[0]![0],
    ).toBe(0);
  });
});
