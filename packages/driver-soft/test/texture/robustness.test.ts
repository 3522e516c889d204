// Robustness: NaN, infinite and huge coordinates, levels and layers never reach outside the resource
// (a texture whose every texel and border are one value must return exactly that value), malformed
// views read as empty, and random requests to every method never throw.
import {
  PipeFormat,
  PipeFunc,
  PipeTexCompare,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTextureTarget,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import { type TgsiLodMode, TgsiTextureTarget } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import type { TextureSource } from '../../src/texture/texture-source.js';
import { makeRequest, makeTexture, resultOf, samplerFor } from './fixtures.js';

const T = PipeTextureTarget;
const NASTY = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  3.4e38,
  -3.4e38,
  1e9,
  -1e-45,
  0.5,
];

/** A texture of `target` whose every texel (and the border) is (0.5, 0.25, 0.75, 1). */
function uniform(target: PipeTextureTarget, format: PipeFormat = PipeFormat.R8G8B8A8_UNORM): TextureSource {
  return makeTexture({
    format,
    target,
    width: 8,
    height: target === T.TEXTURE_1D || target === T.TEXTURE_1D_ARRAY ? 1 : 8,
    depth: target === T.TEXTURE_3D ? 4 : 1,
    arraySize:
      target === T.TEXTURE_CUBE_ARRAY ? 12 : target === T.TEXTURE_CUBE ? 6 : target === T.TEXTURE_3D ? 1 : 3,
    lastLevel: target === T.TEXTURE_RECT ? 0 : 2,
    texel: () => [128 / 255, 64 / 255, 192 / 255, 1],
  });
}
const TEXEL = [128 / 255, 64 / 255, 192 / 255, 1].map(Math.fround);
const BORDER: [number, number, number, number] = [128 / 255, 64 / 255, 192 / 255, 1];

const TARGETS = [
  T.TEXTURE_1D,
  T.TEXTURE_1D_ARRAY,
  T.TEXTURE_2D,
  T.TEXTURE_RECT,
  T.TEXTURE_2D_ARRAY,
  T.TEXTURE_3D,
  T.TEXTURE_CUBE,
  T.TEXTURE_CUBE_ARRAY,
];

describe('coordinates and levels of any value', () => {
  for (const target of TARGETS) {
    it(`stay inside a ${Object.keys(T).find((k) => T[k as keyof typeof T] === target)} texture`, () => {
      const view = uniform(target);
      const lanes = NASTY.length ** 2;
      for (const lodMode of ['implicit', 'explicit', 'bias'] as TgsiLodMode[]) {
        for (const wrap of Object.values(PipeTexWrap)) {
          for (const [filter, mip, seamless, aniso] of [
            [PipeTexFilter.NEAREST, PipeTexMipfilter.NEAREST, false, 0],
            [PipeTexFilter.LINEAR, PipeTexMipfilter.LINEAR, true, 16],
          ] as const) {
            const state = {
              wrapS: wrap,
              wrapT: wrap,
              wrapR: wrap,
              minImgFilter: filter,
              magImgFilter: filter,
              minMipFilter: mip,
              seamlessCubeMap: seamless,
              maxAnisotropy: aniso,
              borderColor: BORDER,
            };
            const req = makeRequest(lanes, { lodMode });
            for (let i = 0; i < lanes; i++) {
              const a = NASTY[i % NASTY.length]!;
              const b = NASTY[Math.floor(i / NASTY.length)]!;
              req.coords.forEach((c, k) => {
                c[i] = k % 2 ? a : b;
              });
              req.lod[i] = a;
              req.ddx.forEach((c) => {
                c[i] = b;
              });
              req.ddy.forEach((c) => {
                c[i] = a;
              });
            }
            req.offsets = [0, 1, 2].map(() =>
              Int32Array.from({ length: lanes }, (_, i) => (i % 7) - 3 + (i % 5 === 0 ? 2 ** 30 : 0)),
            );
            const sampler = samplerFor(view, state);
            sampler.sample(req);
            for (let i = 0; i < lanes; i++) expect(resultOf(req, i)).toEqual(TEXEL);
            sampler.gather(req);
            if (target !== T.TEXTURE_1D && target !== T.TEXTURE_1D_ARRAY && target !== T.TEXTURE_3D) {
              for (let i = 0; i < lanes; i++)
                expect(resultOf(req, i)).toEqual([TEXEL[0], TEXEL[0], TEXEL[0], TEXEL[0]]);
            }
            sampler.lod(req);
          }
        }
      }
    });
  }

  it('compares NaN and infinite references without leaving the texture', () => {
    const depth = makeTexture({ format: PipeFormat.Z16_UNORM, width: 4, height: 4, texel: () => [0.5] });
    const req = makeRequest(NASTY.length, {
      compare: Float32Array.from(NASTY),
      target: TgsiTextureTarget.SHADOW2D,
    });
    NASTY.forEach((v, i) => {
      req.coords[0]![i] = v;
      req.coords[1]![i] = v;
    });
    samplerFor(depth, {
      compareMode: PipeTexCompare.R_TO_TEXTURE,
      compareFunc: PipeFunc.LESS,
      minImgFilter: 1,
      magImgFilter: 1,
    }).sample(req);
    // Clamped to [0, 1] (NaN compares false), against depth 32768/65535 (just above 0.5).
    expect(NASTY.map((_, i) => resultOf(req, i)[0])).toEqual([0, 0, 1, 0, 1, 0, 1, 1]);
  });

  it('fetches 0 for any integer address outside', () => {
    const view = uniform(T.TEXTURE_2D_ARRAY);
    const ints = [-2147483648, -1, 0, 7, 8, 2147483647];
    const lanes = ints.length ** 2;
    const req = makeRequest(lanes);
    for (let i = 0; i < lanes; i++) {
      req.icoords[0]![i] = ints[i % ints.length]!;
      req.icoords[1]![i] = ints[Math.floor(i / ints.length)]!;
      req.icoords[2]![i] = ints[i % 3]!;
      req.ilod[i] = ints[(i + 1) % ints.length]!;
    }
    req.offsets = [0, 1, 2].map(() => new Int32Array(lanes).fill(2147483647));
    samplerFor(view, null).fetch(req);
    for (let i = 0; i < lanes; i++) expect(resultOf(req, i)).toEqual([0, 0, 0, 0]);
  });
});

describe('malformed views', () => {
  const good = uniform(T.TEXTURE_2D);
  const broken: [string, Partial<TextureSource>][] = [
    ['levels beyond the data', { data: good.data.subarray(0, 10) }],
    ['a level table shorter than the view', { levels: [], lastLevel: 2 }],
    ['an empty level range', { firstLevel: 2, lastLevel: 1 }],
    ['an unknown format', { format: 9999 as PipeFormat }],
    ['negative offsets', { levels: good.levels.map((l) => ({ ...l, offset: -4 })) }],
    ['a cube view of 5 layers', { target: T.TEXTURE_CUBE, firstLayer: 0, lastLayer: 4 }],
    ['layers beyond the resource', { target: T.TEXTURE_2D_ARRAY, firstLayer: 0, lastLayer: 7 }],
  ];
  for (const [name, fields] of broken) {
    it(`reads 0 from ${name}`, () => {
      const view = { ...good, ...fields };
      const req = makeRequest(4, { lodMode: 'explicit' });
      req.coords[0]!.fill(0.5);
      req.coords[1]!.fill(0.5);
      const sampler = samplerFor(view, { minMipFilter: PipeTexMipfilter.LINEAR });
      for (const method of ['sample', 'gather', 'lod', 'fetch'] as const) {
        for (const c of req.out) c.fill(7);
        sampler[method](req);
        for (let i = 0; i < 4; i++) expect(resultOf(req, i)).toEqual([0, 0, 0, 0]);
      }
    });
  }

  it('keeps the levels that fit when later ones do not', () => {
    const view = { ...good, data: good.data.subarray(0, good.levels[1]!.offset + 4 * 4 * 4) };
    const req = makeRequest(2, { lodMode: 'explicit', lod: Float32Array.of(1, 2) });
    req.coords[0]!.fill(0.5);
    req.coords[1]!.fill(0.5);
    samplerFor(view, { minMipFilter: PipeTexMipfilter.NEAREST }).sample(req);
    expect([resultOf(req, 0), resultOf(req, 1)]).toEqual([TEXEL, TEXEL]);
  });
});

describe('random requests', () => {
  it('never throw', () => {
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const pick = <V>(values: readonly V[]) => values[Math.floor(random() * values.length)]!;
    const formats = [
      PipeFormat.R8G8B8A8_UNORM,
      PipeFormat.R32_UINT,
      PipeFormat.Z24_UNORM_S8_UINT,
      PipeFormat.R16G16_FLOAT,
      PipeFormat.B5G6R5_UNORM,
    ];
    for (let round = 0; round < 300; round++) {
      const target = pick([...TARGETS, T.BUFFER]);
      const view = {
        ...uniform(target === T.BUFFER ? T.TEXTURE_2D : target, pick(formats)),
        ...(target === T.BUFFER ? { target, bufferSize: 64, bufferOffset: 4 } : {}),
      };
      const state = {
        wrapS: pick(Object.values(PipeTexWrap)),
        wrapT: pick(Object.values(PipeTexWrap)),
        minImgFilter: pick([0, 1]) as PipeTexFilter,
        magImgFilter: pick([0, 1]) as PipeTexFilter,
        minMipFilter: pick([0, 1, 2]) as PipeTexMipfilter,
        compareMode: pick([0, 1]) as PipeTexCompare,
        compareFunc: pick(Object.values(PipeFunc)),
        maxAnisotropy: pick([0, 4, 16, Number.NaN]),
        lodBias: pick([0, -100, 100, Number.NaN]),
        minLod: pick([0, 5, Number.NaN]),
        maxLod: pick([1000, -5, Number.NaN]),
        seamlessCubeMap: pick([true, false]),
        normalizedCoords: pick([true, false]),
      };
      const lanes = 1 + Math.floor(random() * 40);
      const req = makeRequest(lanes, {
        lodMode: pick(['implicit', 'bias', 'explicit', 'derivatives'] as TgsiLodMode[]),
        target: pick(Object.values(TgsiTextureTarget)),
        component: Math.floor(random() * 8) - 2,
        view: pick([0, 0, 0, 1, -1]),
        sampler: pick([0, 0, 0, 1, -1]),
      });
      if (random() < 0.5) req.compare = Float32Array.from({ length: lanes }, () => pick(NASTY));
      if (random() < 0.5)
        req.offsets = [0, 1, 2].map(() =>
          Int32Array.from({ length: lanes }, () => Math.floor(random() * 64) - 32),
        );
      for (let i = 0; i < lanes; i++) {
        req.active[i] = random() < 0.8 ? 1 : 0;
        for (const a of [...req.coords, ...req.ddx, ...req.ddy])
          a[i] = random() < 0.1 ? pick(NASTY) : random() * 4 - 2;
        req.lod[i] = pick([...NASTY, 0, 1, 2]);
      }
      const sampler = samplerFor(view, state);
      const size = new Int32Array(4);
      expect(() => {
        sampler.sample(req);
        sampler.gather(req);
        sampler.lod(req);
        sampler.fetch(req);
        sampler.size(req.view, Math.floor(random() * 6) - 1, size);
        sampler.samples(req.view);
      }).not.toThrow();
    }
  });
});
