// TG4 / GATHER4: the bilinear footprint's four texels in GL's order, component selection through the
// view swizzle, offsets, wrap modes, shadow gather, integer textures, cube seamless edges.
import {
  PipeFormat,
  PipeFunc,
  type PipeSamplerState,
  PipeSwizzle,
  PipeTexCompare,
  PipeTexMipfilter,
  PipeTextureTarget,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import { TgsiTextureTarget } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import type { TextureSource } from '../../src/texture/texture-source.js';
import { type Lookup, makeTexture, requestFor, resultOf, samplerFor, wordsOf } from './fixtures.js';

/** R = 1 + x + 4y, G = R + 100, B = R + 200, A = R + 300. */
const image = makeTexture({
  format: PipeFormat.R32G32B32A32_FLOAT,
  width: 4,
  height: 4,
  texel: (x, y) => [1, 101, 201, 301].map((v) => v + x + 4 * y),
});

function gather(
  view: TextureSource,
  state: Partial<PipeSamplerState>,
  lookups: Lookup[],
  component = 0,
  target: number = TgsiTextureTarget['2D'],
) {
  const req = requestFor(lookups, { component, target });
  samplerFor(view, state).gather(req);
  return { floats: lookups.map((_, i) => resultOf(req, i)), words: lookups.map((_, i) => wordsOf(req, i)) };
}

// u = 1.25 (i0 = 0, i1 = 1), v = 1.75 (j0 = 1, j1 = 2).
const inside: Lookup = { coords: [0.3125, 0.4375] };

describe('footprint order', () => {
  it('returns (i0, j1), (i1, j1), (i1, j0), (i0, j0) of the chosen component', () => {
    expect(gather(image, {}, [inside]).floats).toEqual([[9, 10, 6, 5]]);
    expect(gather(image, {}, [inside], 1).floats).toEqual([[109, 110, 106, 105]]);
    expect(gather(image, {}, [inside], 3).floats).toEqual([[309, 310, 306, 305]]);
  });

  it('chooses the channel through the view swizzle', () => {
    const swizzled = {
      ...image,
      swizzle: [PipeSwizzle.Z, PipeSwizzle.ONE, PipeSwizzle.ZERO, PipeSwizzle.X] as const,
    };
    expect(gather(swizzled, {}, [inside], 0).floats).toEqual([[209, 210, 206, 205]]);
    expect(gather(swizzled, {}, [inside], 1).floats).toEqual([[1, 1, 1, 1]]);
    expect(gather(swizzled, {}, [inside], 2).floats).toEqual([[0, 0, 0, 0]]);
  });

  it('adds texel offsets and wraps', () => {
    expect(gather(image, {}, [{ ...inside, offsets: [1, -1, 0] }]).floats).toEqual([[6, 7, 3, 2]]);
    // u = 0.25: i0 = −1 wraps to 3 (REPEAT) or clamps to 0 (CLAMP_TO_EDGE); v = 0.5: j0 = 0, j1 = 1.
    const corner: Lookup = { coords: [0.0625, 0.125] };
    expect(gather(image, {}, [corner]).floats).toEqual([[8, 5, 1, 4]]);
    const edge = { wrapS: PipeTexWrap.CLAMP_TO_EDGE, wrapT: PipeTexWrap.CLAMP_TO_EDGE };
    expect(gather(image, edge, [corner]).floats).toEqual([[5, 5, 1, 1]]);
    const border = {
      wrapS: PipeTexWrap.CLAMP_TO_BORDER,
      borderColor: [-7, 0, 0, 0] as [number, number, number, number],
    };
    expect(gather(image, border, [corner]).floats).toEqual([[-7, 5, 1, -7]]);
  });

  it('ignores the filters and reads the base level', () => {
    const mipped = makeTexture({
      format: PipeFormat.R32G32B32A32_FLOAT,
      width: 4,
      height: 4,
      lastLevel: 2,
      texel: (x, y, _l, level) => [level * 100 + x + 4 * y, 0, 0, 1],
    });
    const state = { minMipFilter: PipeTexMipfilter.NEAREST, lodBias: 5 };
    expect(gather(mipped, state, [inside]).floats).toEqual([[8, 9, 5, 4]]);
    expect(gather({ ...mipped, firstLevel: 1 }, state, [{ coords: [0.5, 0.5] }]).floats).toEqual([
      [104, 105, 101, 100],
    ]);
  });
});

describe('shadow and integer gather', () => {
  it('compares each texel with the reference', () => {
    const depth = makeTexture({
      format: PipeFormat.Z32_FLOAT,
      width: 4,
      height: 4,
      texel: (x, y) => [(x + 4 * y) / 16],
    });
    const state = { compareMode: PipeTexCompare.R_TO_TEXTURE, compareFunc: PipeFunc.LESS };
    // Depths 8/16, 9/16, 5/16, 4/16 against 0.4.
    expect(gather(depth, state, [{ ...inside, compare: 0.4 }], 2, TgsiTextureTarget.SHADOW2D).floats).toEqual(
      [[1, 1, 0, 0]],
    );
  });

  it('returns raw integers for integer formats', () => {
    const ints = makeTexture({
      format: PipeFormat.R32G32B32A32_SINT,
      width: 4,
      height: 4,
      texel: (x, y) => [-(x + 4 * y), 7, 0, 1],
    });
    expect(gather(ints, {}, [inside]).words).toEqual([[-8, -9, -5, -4]]);
    const swizzled = {
      ...ints,
      swizzle: [PipeSwizzle.ONE, PipeSwizzle.Y, PipeSwizzle.Z, PipeSwizzle.W] as const,
    };
    expect(gather(swizzled, {}, [inside]).words).toEqual([[1, 1, 1, 1]]);
  });
});

describe('targets', () => {
  it('gathers 2D array layers and seamless cube edges', () => {
    const array = makeTexture({
      format: PipeFormat.R32G32B32A32_FLOAT,
      target: PipeTextureTarget.TEXTURE_2D_ARRAY,
      width: 2,
      height: 2,
      arraySize: 6,
      texel: (x, y, layer) => [10 * layer + x + 2 * y, 0, 0, 1],
    });
    expect(gather(array, {}, [{ coords: [0.5, 0.5, 2] }]).floats).toEqual([[22, 23, 21, 20]]);
    const cube = { ...array, target: PipeTextureTarget.TEXTURE_CUBE };
    // +X at s = 0.875, t = 0.25 (v − ½ = 0: rows 0 and 1): columns 1 on +X and 2, which is −Z's column 0.
    const { floats } = gather(cube, { seamlessCubeMap: true }, [{ coords: [1, 0.5, -0.75] }]);
    expect(floats).toEqual([[3, 52, 50, 1]]);
  });

  it('gives 0 for 1D and 3D views', () => {
    const volume = makeTexture({
      format: PipeFormat.R32G32B32A32_FLOAT,
      target: PipeTextureTarget.TEXTURE_3D,
      width: 2,
      height: 2,
      depth: 2,
      texel: () => [5, 5, 5, 5],
    });
    expect(gather(volume, {}, [{ coords: [0.5, 0.5, 0.5] }]).floats).toEqual([[0, 0, 0, 0]]);
  });
});
