// Filtered lookups on every target: 1D, 1D and 2D arrays (layer floor(c + ½), clamped to the view's
// layers), 3D (trilinear, wrap R), RECT and unnormalized coordinates, layer views of array resources,
// and texel offsets.
import { PipeFormat, PipeTexFilter, PipeTextureTarget, PipeTexWrap } from '@gallium-ts/gallium-api';
import { TgsiTextureTarget } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { makeTexture, sample } from './fixtures.js';

const T = PipeTextureTarget;
const linear = { minImgFilter: PipeTexFilter.LINEAR, magImgFilter: PipeTexFilter.LINEAR };
/** R = x + 10y + 100·layer. */
const texel = (x: number, y: number, layer: number) => [x + 10 * y + 100 * layer, 0, 0, 1];
const red = (results: number[][]) => results.map((r) => r[0]);

describe('1D', () => {
  const line = makeTexture({ format: PipeFormat.R32G32B32A32_FLOAT, target: T.TEXTURE_1D, width: 4, texel });

  it('filters along s only', () => {
    // u = 1.25: texels 0 and 1, α = 0.75; t and r are ignored.
    expect(red(sample(line, linear, [{ coords: [0.3125, 0.9, 0.7] }]))).toEqual([0.75]);
  });
});

describe('array layers', () => {
  const rounding = [-1, 0.49, 0.5, 1.4999, 1.5, 2.7, 40, Number.NaN];
  const expected = [0, 0, 100, 100, 200, 200, 200, 0];

  it('1D array: layer floor(y + ½) clamped to the layers', () => {
    const array = makeTexture({
      format: PipeFormat.R32G32B32A32_FLOAT,
      target: T.TEXTURE_1D_ARRAY,
      width: 4,
      arraySize: 3,
      texel,
    });
    const results = sample(
      array,
      {},
      rounding.map((y) => ({ coords: [0.125, y] })),
      { target: TgsiTextureTarget['1D_ARRAY'] },
    );
    expect(red(results)).toEqual(expected);
  });

  it('2D array: layer floor(z + ½) clamped to the layers', () => {
    const array = makeTexture({
      format: PipeFormat.R32G32B32A32_FLOAT,
      target: T.TEXTURE_2D_ARRAY,
      width: 4,
      height: 4,
      arraySize: 3,
      texel,
    });
    const results = sample(
      array,
      {},
      rounding.map((z) => ({ coords: [0.125, 0.125, z] })),
      { target: TgsiTextureTarget['2D_ARRAY'] },
    );
    expect(red(results)).toEqual(expected);
  });

  it('counts layers from the view first layer and clamps to its last', () => {
    const array = makeTexture({
      format: PipeFormat.R32G32B32A32_FLOAT,
      target: T.TEXTURE_2D_ARRAY,
      width: 4,
      height: 4,
      arraySize: 5,
      texel,
      view: { firstLayer: 1, lastLayer: 2 },
    });
    expect(
      red(
        sample(
          array,
          {},
          [0, 1, 9].map((z) => ({ coords: [0.125, 0.125, z] })),
        ),
      ),
    ).toEqual([100, 200, 200]);
  });

  it('reads the view layer of a 2D view of an array resource', () => {
    const array = makeTexture({
      format: PipeFormat.R32G32B32A32_FLOAT,
      target: T.TEXTURE_2D_ARRAY,
      width: 4,
      height: 4,
      arraySize: 3,
      texel,
    });
    const layer2 = { ...array, target: T.TEXTURE_2D, firstLayer: 2, lastLayer: 2 };
    expect(red(sample(layer2, {}, [{ coords: [0.125, 0.125, 0] }]))).toEqual([200]);
  });
});

describe('3D', () => {
  const volume = makeTexture({
    format: PipeFormat.R32G32B32A32_FLOAT,
    target: T.TEXTURE_3D,
    width: 2,
    height: 2,
    depth: 4,
    texel: (x, y, z) => [x + 2 * y + 4 * z, 0, 0, 1],
  });

  it('blends eight texels with α, β, γ', () => {
    // u = v = 1 (α = β = ½ between 0 and 1), w = 1.75 (slices 1 and 2, γ = 0.25).
    expect(red(sample(volume, linear, [{ coords: [0.5, 0.5, 0.4375] }]))).toEqual([1.5 + 4 * 1.25]);
  });

  it('wraps r with wrapR and picks the nearest slice', () => {
    const state = {
      wrapR: PipeTexWrap.CLAMP_TO_BORDER,
      borderColor: [-1, 0, 0, 0] as [number, number, number, number],
    };
    expect(
      red(
        sample(
          volume,
          state,
          [0.1, 0.3, 0.9, 1.1].map((r) => ({ coords: [0.25, 0.25, r] })),
        ),
      ),
    ).toEqual([0, 4, 12, -1]);
    expect(red(sample(volume, { wrapR: PipeTexWrap.REPEAT }, [{ coords: [0.25, 0.25, 1.3] }]))).toEqual([4]);
  });
});

describe('unnormalized coordinates', () => {
  const rect = makeTexture({
    format: PipeFormat.R32G32B32A32_FLOAT,
    target: T.TEXTURE_RECT,
    width: 4,
    height: 2,
    texel,
  });

  it('RECT views address texels directly', () => {
    expect(red(sample(rect, {}, [{ coords: [2.5, 1.5] }, { coords: [3.99, 0.01] }]))).toEqual([12, 3]);
    expect(red(sample(rect, linear, [{ coords: [2, 1.5] }]))).toEqual([11.5]);
  });

  it('a sampler with normalizedCoords false, or a RECT shader target, does too', () => {
    const plain = { ...rect, target: T.TEXTURE_2D };
    expect(red(sample(plain, { normalizedCoords: false }, [{ coords: [2.5, 1.5] }]))).toEqual([12]);
    expect(red(sample(plain, {}, [{ coords: [2.5, 1.5] }], { target: TgsiTextureTarget.RECT }))).toEqual([
      12,
    ]);
    expect(red(sample(plain, {}, [{ coords: [0.625, 0.75] }]))).toEqual([12]);
  });

  it('clamps to the edge in texels', () => {
    const state = { wrapS: PipeTexWrap.CLAMP_TO_EDGE, wrapT: PipeTexWrap.CLAMP_TO_EDGE };
    expect(red(sample(rect, state, [{ coords: [-5, 9] }]))).toEqual([10]);
  });
});

describe('texel offsets', () => {
  const image = makeTexture({ format: PipeFormat.R32G32B32A32_FLOAT, width: 4, height: 4, texel });

  it('add whole texels to u and v before wrapping', () => {
    const lookups = [
      { coords: [0.125, 0.125], offsets: [1, 2, 0] },
      { coords: [0.125, 0.125], offsets: [-1, 0, 0] },
      { coords: [0.875, 0.875], offsets: [3, -8, 0] },
    ];
    expect(red(sample(image, {}, lookups))).toEqual([21, 3, 32]);
    const clamped = { wrapS: PipeTexWrap.CLAMP_TO_EDGE, wrapT: PipeTexWrap.CLAMP_TO_EDGE };
    expect(red(sample(image, clamped, lookups))).toEqual([21, 0, 3]);
    // Linear: u = 0.5 + 1 = 1.5 hits texel 1's centre exactly.
    expect(red(sample(image, linear, [{ coords: [0.125, 0.125], offsets: [1, 0, 0] }]))).toEqual([1]);
  });

  it('do not move the array layer', () => {
    const array = makeTexture({
      format: PipeFormat.R32G32B32A32_FLOAT,
      target: T.TEXTURE_2D_ARRAY,
      width: 4,
      height: 4,
      arraySize: 2,
      texel,
    });
    expect(red(sample(array, {}, [{ coords: [0.125, 0.125, 1], offsets: [1, 1, 1] }]))).toEqual([111]);
  });
});
