// Formats: every colour format of gallium-api's table decodes exactly as its unpack functions do; sRGB
// decodes before filtering; pure-integer formats return raw integers (border colour too) and are never
// filtered; depth/stencil formats put depth in R and stencil in G; the view swizzle and format casts.
import {
  allFormats,
  formatDescription,
  PipeFormat,
  PipeFormatChannelType,
  PipeFormatColorspace,
  PipeSwizzle,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
  srgbToLinear,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
} from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import type { TextureSource } from '../../src/texture/texture-source.js';
import { f32, makeTexture, requestFor, resultOf, sample, samplerFor, wordsOf } from './fixtures.js';

/** A 4×1 texture of `format` whose bytes are `bytes` (its texels are whatever those bytes mean). */
function rawTexture(format: PipeFormat, bytes: Uint8Array): TextureSource {
  const view = makeTexture({ format, width: 4, height: 1, texel: () => [0, 0, 0, 0] });
  view.data.set(bytes.subarray(0, view.data.length));
  return view;
}

/** Integer results of NEAREST lookups at the texel centres of a 4×1 texture. */
function centres(view: TextureSource, state = {}): { floats: number[][]; words: number[][] } {
  const req = requestFor([0, 1, 2, 3].map((x) => ({ coords: [(x + 0.5) / 4, 0.5] })));
  samplerFor(view, state).sample(req);
  return {
    floats: [0, 1, 2, 3].map((i) => resultOf(req, i)),
    words: [0, 1, 2, 3].map((i) => wordsOf(req, i)),
  };
}

let seed = 12345;
const random = () => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return seed >>> 24;
};

describe('every colour format', () => {
  const colour = allFormats().filter((f) => formatDescription(f).colorspace !== PipeFormatColorspace.ZS);
  for (const format of colour) {
    const d = formatDescription(format);
    it(`${d.name} reads what gallium-api unpacks`, () => {
      const bytes = Uint8Array.from({ length: 4 * d.blockSize }, random);
      const { floats, words } = centres(rawTexture(format, bytes));
      for (let x = 0; x < 4; x++) {
        if (!d.isPureInteger) {
          const want = new Float32Array(4);
          unpackRgbaFloat(format, bytes, x * d.blockSize, want);
          expect(floats[x]).toEqual([...want]);
        } else {
          const signed = d.channels.some((c) => c.type === PipeFormatChannelType.SINT);
          const want = signed ? new Int32Array(4) : new Uint32Array(4);
          if (signed) unpackRgbaSint(format, bytes, x * d.blockSize, want as Int32Array);
          else unpackRgbaUint(format, bytes, x * d.blockSize, want as Uint32Array);
          expect(words[x]).toEqual([...new Int32Array(want.buffer)]);
        }
      }
    });
  }
});

describe('colour spaces and layouts', () => {
  it('decodes sRGB to linear before filtering, alpha linear', () => {
    const srgb = makeTexture({
      format: PipeFormat.R8G8B8A8_SRGB,
      width: 2,
      height: 1,
      texel: (x) => (x === 0 ? [0, 0, 0, 0] : [1, 1, 1, 1]),
    });
    const bytes = srgb.data;
    bytes.set([128, 64, 255, 128], 4);
    const [texel] = sample(srgb, {}, [{ coords: [0.75, 0.5] }]);
    expect(texel).toEqual(f32([srgbToLinear(128 / 255), srgbToLinear(64 / 255), 1, 128 / 255]));
    const linear = {
      minImgFilter: PipeTexFilter.LINEAR,
      magImgFilter: PipeTexFilter.LINEAR,
      wrapS: PipeTexWrap.CLAMP_TO_EDGE,
    };
    const [mid] = sample(srgb, linear, [{ coords: [0.5, 0.5] }]);
    expect(mid).toEqual(f32([srgbToLinear(128 / 255) / 2, srgbToLinear(64 / 255) / 2, 0.5, 64 / 255]));
  });

  it('spreads luminance, intensity and alpha formats', () => {
    const value = 51 / 255;
    const one = (format: PipeFormat) => rawTexture(format, new Uint8Array(16).fill(51));
    expect(centres(one(PipeFormat.L8_UNORM)).floats[0]).toEqual(f32([value, value, value, 1]));
    expect(centres(one(PipeFormat.I8_UNORM)).floats[0]).toEqual(f32([value, value, value, value]));
    expect(centres(one(PipeFormat.A8_UNORM)).floats[0]).toEqual(f32([0, 0, 0, value]));
    expect(centres(one(PipeFormat.L8A8_UNORM)).floats[0]).toEqual(f32([value, value, value, value]));
    expect(centres(one(PipeFormat.R8G8_UNORM)).floats[0]).toEqual(f32([value, value, 0, 1]));
  });
});

describe('integer formats', () => {
  it('return raw integers through outWords', () => {
    const uint = makeTexture({
      format: PipeFormat.R32G32B32A32_UINT,
      width: 4,
      height: 1,
      texel: (x) => [4000000000, x, 7, 1],
    });
    expect(centres(uint).words[2]).toEqual([4000000000 | 0, 2, 7, 1]);
    const sint = makeTexture({ format: PipeFormat.R8_SINT, width: 4, height: 1, texel: (x) => [-5 - x] });
    expect(centres(sint).words[1]).toEqual([-6, 0, 0, 1]);
  });

  it('are sampled NEAREST whatever the filters say', () => {
    const uint = makeTexture({ format: PipeFormat.R16_UINT, width: 4, height: 1, texel: (x) => [x * 100] });
    const linear = {
      minImgFilter: PipeTexFilter.LINEAR,
      magImgFilter: PipeTexFilter.LINEAR,
      minMipFilter: PipeTexMipfilter.LINEAR,
    };
    const req = requestFor([{ coords: [0.25, 0.5] }, { coords: [0.3, 0.5] }]);
    samplerFor(uint, linear).sample(req);
    expect([wordsOf(req, 0), wordsOf(req, 1)]).toEqual([
      [100, 0, 0, 1],
      [100, 0, 0, 1],
    ]);
  });

  it('take the border colour as raw integers', () => {
    const sint = makeTexture({
      format: PipeFormat.R32G32B32A32_SINT,
      width: 4,
      height: 1,
      texel: () => [1, 2, 3, 4],
    });
    const state = {
      wrapS: PipeTexWrap.CLAMP_TO_BORDER,
      borderColor: [-3, 70000, -2147483648, 2147483647] as [number, number, number, number],
    };
    const req = requestFor([{ coords: [1.5, 0.5] }]);
    samplerFor(sint, state).sample(req);
    expect(wordsOf(req, 0)).toEqual([-3, 70000, -2147483648, 2147483647]);
    const uint = makeTexture({ format: PipeFormat.R8G8_UINT, width: 4, height: 1, texel: () => [1, 2] });
    const uReq = requestFor([{ coords: [-1, 0.5] }]);
    samplerFor(uint, { ...state, borderColor: [300, 4294967295, 9, 9] }).sample(uReq);
    expect(wordsOf(uReq, 0)).toEqual([300, -1, 0, 1]);
  });
});

describe('border colour', () => {
  const border = (format: PipeFormat, color: [number, number, number, number]) =>
    sample(
      makeTexture({ format, width: 1, height: 1, texel: () => [0, 0, 0, 0] }),
      { wrapS: PipeTexWrap.CLAMP_TO_BORDER, borderColor: color },
      [{ coords: [2, 0.5] }],
    )[0];

  it('replaces the components the format stores, clamped to their range', () => {
    expect(border(PipeFormat.R8_UNORM, [1.5, 0.5, 0.5, 0.5])).toEqual([1, 0, 0, 1]);
    expect(border(PipeFormat.L8_UNORM, [0.25, 0.5, 0.75, 0.5])).toEqual([0.25, 0.5, 0.75, 1]);
    expect(border(PipeFormat.R8G8B8A8_SNORM, [-2, 0.5, 2, -0.25])).toEqual([-1, 0.5, 1, -0.25]);
    expect(border(PipeFormat.R32G32B32A32_FLOAT, [-2, 0.5, 20, 3])).toEqual([-2, 0.5, 20, 3]);
  });
});

describe('depth and stencil formats', () => {
  const depthOf = (format: PipeFormat, texel: number[]) =>
    centres(makeTexture({ format, width: 4, height: 1, texel: () => texel }));

  it('read depth into R (and stencil into G where the format has one)', () => {
    expect(depthOf(PipeFormat.Z16_UNORM, [0.5]).floats[0]).toEqual(f32([32768 / 65535, 0, 0, 1]));
    expect(depthOf(PipeFormat.Z32_FLOAT, [0.3]).floats[0]).toEqual(f32([0.3, 0, 0, 1]));
    expect(depthOf(PipeFormat.Z24X8_UNORM, [1]).floats[0]).toEqual([1, 0, 0, 1]);
    expect(depthOf(PipeFormat.Z24_UNORM_S8_UINT, [1, 200]).floats[0]).toEqual([1, 200, 0, 1]);
    expect(depthOf(PipeFormat.S8_UINT_Z24_UNORM, [0, 17]).floats[0]).toEqual([0, 17, 0, 1]);
    expect(depthOf(PipeFormat.Z32_FLOAT_S8X24_UINT, [0.75, 3]).floats[0]).toEqual([0.75, 3, 0, 1]);
  });

  it('read S8_UINT stencil as an integer in G', () => {
    expect(depthOf(PipeFormat.S8_UINT, [201]).words[3]).toEqual([0, 201, 0, 1]);
  });

  it('read depth through a cast of a depth/stencil resource', () => {
    const zs = makeTexture({
      format: PipeFormat.Z24_UNORM_S8_UINT,
      width: 4,
      height: 1,
      texel: () => [1, 99],
      view: { format: PipeFormat.Z24X8_UNORM },
    });
    expect(centres(zs).floats[0]).toEqual([1, 0, 0, 1]);
  });
});

describe('view swizzle and casts', () => {
  const rgba = makeTexture({
    format: PipeFormat.R8G8B8A8_UNORM,
    width: 4,
    height: 1,
    texel: () => [0, 1, 0, 1],
  });
  rgba.data.set([10, 20, 30, 40], 0);

  it('applies the swizzle last, with ZERO and ONE', () => {
    const view = {
      ...rgba,
      swizzle: [PipeSwizzle.W, PipeSwizzle.ZERO, PipeSwizzle.X, PipeSwizzle.ONE] as const,
    };
    expect(centres(view).floats[0]).toEqual(f32([40 / 255, 0, 10 / 255, 1]));
  });

  it('reads the same bytes through a cast view format', () => {
    expect(centres({ ...rgba, format: PipeFormat.R8G8B8A8_UINT }).words[0]).toEqual([10, 20, 30, 40]);
    expect(centres({ ...rgba, format: PipeFormat.R8G8B8A8_SRGB }).floats[0]).toEqual(
      f32([srgbToLinear(10 / 255), srgbToLinear(20 / 255), srgbToLinear(30 / 255), 40 / 255]),
    );
    expect(centres({ ...rgba, format: PipeFormat.R8G8B8X8_UNORM }).floats[0]).toEqual(
      f32([10 / 255, 20 / 255, 30 / 255, 1]),
    );
    const float = makeTexture({ format: PipeFormat.R32_FLOAT, width: 4, height: 1, texel: () => [1] });
    expect(centres({ ...float, format: PipeFormat.R32_UINT }).words[0]).toEqual([0x3f800000, 0, 0, 1]);
  });
});

describe('unbound units', () => {
  const image = makeTexture({
    format: PipeFormat.R8G8B8A8_UNORM,
    width: 1,
    height: 1,
    texel: () => [1, 1, 1, 1],
  });

  it('give 0 in every channel without a view or a sampler state', () => {
    for (const sampler of [samplerFor(null, {}), samplerFor(image, null)]) {
      const req = requestFor([{ coords: [0.5, 0.5] }]);
      for (const c of req.out) c.fill(9);
      sampler.sample(req);
      expect(resultOf(req, 0)).toEqual([0, 0, 0, 0]);
      sampler.gather(req);
      expect(resultOf(req, 0)).toEqual([0, 0, 0, 0]);
      sampler.lod(req);
      expect(resultOf(req, 0)).toEqual([0, 0, 0, 0]);
    }
  });

  it('give 0 for slots beyond the bound ones', () => {
    const req = requestFor([{ coords: [0.5, 0.5] }]);
    req.view = 5;
    req.sampler = 5;
    samplerFor(image, {}).sample(req);
    expect(resultOf(req, 0)).toEqual([0, 0, 0, 0]);
  });
});
