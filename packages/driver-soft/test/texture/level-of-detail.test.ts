// Level of detail: λ from derivatives (GL's ρ bound: the largest texel-scaled partial derivative), shader and
// sampler bias, min/max LOD, the view's level range, the mag/min switch, nearest and linear mipmap
// selection, LODQ, and anisotropic probes.
import { PipeFormat, type PipeSamplerState, PipeTexFilter, PipeTexMipfilter } from '@gallium-ts/gallium-api';
import type { TgsiLodMode } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { type Lookup, makeTexture, requestFor, resultOf, sample, samplerFor } from './fixtures.js';

/** 8×8 with 4 levels; every texel of level L has R = 10·L. */
const levels = makeTexture({
  format: PipeFormat.R32G32B32A32_FLOAT,
  width: 8,
  height: 8,
  lastLevel: 3,
  texel: (_x, _y, _layer, level) => [10 * level, 0, 0, 1],
});

const LINEAR = PipeTexFilter.LINEAR;
const NEAREST = PipeTexFilter.NEAREST;
const trilinear: Partial<PipeSamplerState> = {
  minImgFilter: LINEAR,
  magImgFilter: LINEAR,
  minMipFilter: PipeTexMipfilter.LINEAR,
};

function red(state: Partial<PipeSamplerState>, lookups: Lookup[], lodMode: TgsiLodMode, view = levels) {
  return sample(view, state, lookups, { lodMode }).map((rgba) => rgba[0]);
}

/** LODQ results (accessed LOD, λ') of one lookup. */
function lodq(state: Partial<PipeSamplerState>, lookup: Lookup, view = levels): [number, number] {
  const req = requestFor([lookup], { lodMode: 'implicit' });
  samplerFor(view, state).lod(req);
  const [x, y] = resultOf(req, 0);
  return [x!, y!];
}

/** A lookup at the centre whose s moves `texels`/8 per pixel along x. */
const along = (texels: number, lod = 0): Lookup => ({ coords: [0.5, 0.5], ddx: [texels / 8, 0, 0], lod });

describe('λ from derivatives', () => {
  it('picks the level log2 ρ names (ρ = 1, 2, 4, 8 texels per pixel)', () => {
    const state = { ...trilinear, minMipFilter: PipeTexMipfilter.NEAREST };
    expect(red(state, [along(1), along(2), along(4), along(8), along(64)], 'implicit')).toEqual([
      0, 10, 20, 30, 30,
    ]);
  });

  it("takes ρ as GL's bound max(m_u, m_v), m = the larger partial of each coordinate in texels", () => {
    // ∂(u, v)/∂x = (3, 4), ∂(u, v)/∂y = (0, 6): m_u = 3, m_v = 6.
    const [, lambda] = lodq(trilinear, { coords: [0.5, 0.5], ddx: [3 / 8, 4 / 8, 0], ddy: [0, 6 / 8, 0] });
    expect(lambda).toBeCloseTo(Math.log2(6), 6);
    // ∂(u, v)/∂x = (3, 4), ∂(u, v)/∂y = (0, 2): m_u = 3, m_v = 4 (the length of ∂/∂x, 5, is not used).
    const [, lambdaX] = lodq(trilinear, { coords: [0.5, 0.5], ddx: [3 / 8, 4 / 8, 0], ddy: [0, 2 / 8, 0] });
    expect(lambdaX).toBeCloseTo(Math.log2(4), 6);
  });

  it('has zero derivatives give λ = −∞: magnification at the base level', () => {
    expect(red(trilinear, [{ coords: [0.5, 0.5] }], 'implicit')).toEqual([0]);
    expect(lodq(trilinear, { coords: [0.5, 0.5] })).toEqual([0, -Infinity]);
  });

  it('uses the shader derivatives of TXD', () => {
    const state = { ...trilinear, minMipFilter: PipeTexMipfilter.NEAREST };
    expect(red(state, [along(4)], 'derivatives')).toEqual([20]);
  });

  it('scales 3D derivatives by the depth too', () => {
    const volume = makeTexture({
      format: PipeFormat.R32G32B32A32_FLOAT,
      target: 3,
      width: 4,
      height: 4,
      depth: 16,
      lastLevel: 4,
      texel: (_x, _y, _z, level) => [level, 0, 0, 1],
    });
    const [, lambda] = lodq(trilinear, { coords: [0.5, 0.5, 0.5], ddx: [0, 0, 4 / 16] }, volume);
    expect(lambda).toBe(2);
  });
});

describe('mipmap filters', () => {
  it('blends the two levels around λ with MIPFILTER_LINEAR', () => {
    const lookups = [0.25, 1.25, 2.5, 2.75, 3, 7].map((lod) => ({ coords: [0.5, 0.5], lod }));
    expect(red(trilinear, lookups, 'explicit')).toEqual([2.5, 12.5, 25, 27.5, 30, 30]);
  });

  it('rounds λ with MIPFILTER_NEAREST as GL does: level ⌈λ + ½⌉ − 1, ties down', () => {
    const state = { ...trilinear, minMipFilter: PipeTexMipfilter.NEAREST };
    const lookups = [0.25, 0.5, 0.625, 1.5, 1.5625, 2.5, 2.625].map((lod) => ({ coords: [0.5, 0.5], lod }));
    expect(red(state, lookups, 'explicit')).toEqual([0, 0, 10, 10, 20, 20, 30]);
  });

  it('reads only the base level with MIPFILTER_NONE', () => {
    const state = { ...trilinear, minMipFilter: PipeTexMipfilter.NONE };
    expect(red(state, [{ coords: [0.5, 0.5], lod: 2 }], 'explicit')).toEqual([0]);
  });
});

describe('biases and clamps', () => {
  it('adds the sampler bias to explicit and computed λ', () => {
    expect(red({ ...trilinear, lodBias: 1 }, [{ coords: [0.5, 0.5], lod: 0.5 }], 'explicit')).toEqual([15]);
    expect(red({ ...trilinear, lodBias: 0.5 }, [along(2)], 'implicit')).toEqual([15]);
  });

  it('adds the shader bias of TXB and clamps the total bias to ±16', () => {
    expect(red(trilinear, [along(2, 0.25)], 'bias')).toEqual([12.5]);
    expect(red(trilinear, [along(2, -3)], 'bias')).toEqual([0]);
    expect(lodq({ ...trilinear, lodBias: 2 }, along(2))).toEqual([3, 3]);
    const req = requestFor([along(2, 20)], { lodMode: 'bias' });
    const sampler = samplerFor(levels, { ...trilinear, lodBias: 4 });
    sampler.sample(req);
    expect(resultOf(req, 0)[0]).toBe(30);
  });

  it('clamps λ to [minLod, maxLod]', () => {
    const lookups = [0, 1, 3].map((lod) => ({ coords: [0.5, 0.5], lod }));
    expect(red({ ...trilinear, minLod: 1.5 }, lookups, 'explicit')).toEqual([15, 15, 30]);
    expect(red({ ...trilinear, maxLod: 0.75 }, lookups, 'explicit')).toEqual([0, 7.5, 7.5]);
    expect(red({ ...trilinear, minLod: 2, maxLod: 2 }, lookups, 'explicit')).toEqual([20, 20, 20]);
  });

  it('reads level 0 of the view at its first level and stops at its last', () => {
    const view = { ...levels, firstLevel: 1, lastLevel: 2 };
    const lookups = [-1, 0, 0.5, 1, 5].map((lod) => ({ coords: [0.5, 0.5], lod }));
    expect(red(trilinear, lookups, 'explicit', view)).toEqual([10, 10, 15, 20, 20]);
    // ρ is measured in texels of the view's base level (4 wide): 1/4 per pixel is ρ = 1.
    expect(lodq(trilinear, { coords: [0.5, 0.5], ddx: [1 / 4, 0, 0] }, view)).toEqual([0, 0]);
  });
});

describe('magnification and minification filters', () => {
  /** 2×1 level 0 with R = 0 and 1: LINEAR at s = ½ gives ½, NEAREST gives 1. */
  const pair = makeTexture({
    format: PipeFormat.R32G32B32A32_FLOAT,
    width: 2,
    height: 1,
    lastLevel: 1,
    texel: (x, _y, _l, level) => [level === 0 ? x : 7, 0, 0, 1],
  });
  const state = { magImgFilter: LINEAR, minImgFilter: NEAREST, minMipFilter: PipeTexMipfilter.NONE };

  it('magnifies at λ ≤ 0 and minifies at λ > 0', () => {
    const lookups = [-1, 0, 0.001, 3].map((lod) => ({ coords: [0.5, 0.5], lod }));
    expect(red(state, lookups, 'explicit', pair)).toEqual([0.5, 0.5, 1, 1]);
  });

  it('switches per lane on computed λ', () => {
    const lookups = [
      { coords: [0.5, 0.5], ddx: [0.25, 0, 0] },
      { coords: [0.5, 0.5], ddx: [1, 0, 0] },
    ];
    expect(red(state, lookups, 'implicit', pair)).toEqual([0.5, 1]);
  });
});

describe('LODQ', () => {
  it('returns the accessed level of detail and λ′', () => {
    const at3 = along(2 ** 1.5);
    expect(lodq({ ...trilinear, minMipFilter: PipeTexMipfilter.NONE }, at3)[0]).toBe(0);
    const [linear, lambda] = lodq(trilinear, at3);
    expect(lambda).toBeCloseTo(1.5, 6);
    expect(linear).toBe(lambda);
    expect(lodq({ ...trilinear, minMipFilter: PipeTexMipfilter.NEAREST }, at3)[0]).toBe(1);
    expect(lodq({ ...trilinear, minMipFilter: PipeTexMipfilter.NEAREST }, along(2 ** 1.75))[0]).toBe(2);
    expect(lodq(trilinear, along(1024))).toEqual([3, 10]);
    expect(lodq({ ...trilinear, maxLod: 2.5 }, along(1024))).toEqual([2.5, 10]);
  });
});

describe('anisotropic filtering', () => {
  /** 8×8 level 0 with R = x²: averaging probes differs from one isotropic sample. */
  const squares = makeTexture({
    format: PipeFormat.R32G32B32A32_FLOAT,
    width: 8,
    height: 8,
    texel: (x) => [x * x, 0, 0, 1],
  });
  const bilinear = (u: number) => {
    const p = u - 0.5;
    const i = Math.floor(p);
    return i * i + (p - i) * ((i + 1) * (i + 1) - i * i);
  };
  const lookup = { coords: [0.5, 0.5], ddx: [0.5, 0, 0], ddy: [0, 1 / 8, 0] };

  it('averages N = ⌈Pmax/Pmin⌉ probes along the major axis (EXT_texture_filter_anisotropic)', () => {
    // Px = 4, Py = 1: N = 4 probes at s + 0.5·(k/5 − ½), k = 1..4, each at λ = log2(4/4) = 0.
    const [r] = red(
      { minImgFilter: LINEAR, magImgFilter: LINEAR, maxAnisotropy: 16 },
      [lookup],
      'implicit',
      squares,
    );
    const probes = [1, 2, 3, 4].map((k) => bilinear(8 * (0.5 + 0.5 * (k / 5 - 0.5))));
    expect(r).toBeCloseTo(probes.reduce((a, b) => a + b) / 4, 5);
    expect(r).not.toBeCloseTo(bilinear(4), 2);
  });

  it('limits N to maxAnisotropy and raises λ by log2 N less', () => {
    const [, lambda] = lodq({ ...trilinear, maxAnisotropy: 2 }, lookup, squares);
    expect(lambda).toBe(1);
    const [r] = red(
      { minImgFilter: LINEAR, magImgFilter: LINEAR, maxAnisotropy: 2 },
      [lookup],
      'implicit',
      squares,
    );
    const probes = [1, 2].map((k) => bilinear(8 * (0.5 + 0.5 * (k / 3 - 0.5))));
    expect(r).toBeCloseTo((probes[0]! + probes[1]!) / 2, 5);
  });

  it('is isotropic with maxAnisotropy ≤ 1', () => {
    const [r] = red(
      { minImgFilter: LINEAR, magImgFilter: LINEAR, maxAnisotropy: 1 },
      [lookup],
      'implicit',
      squares,
    );
    expect(r).toBe(bilinear(4));
  });
});
