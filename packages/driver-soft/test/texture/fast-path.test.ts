// The fast 2D path (8-bit channel and 32-bit float formats, REPEAT / MIRRORED_REPEAT / CLAMP_TO_EDGE) against the general path on the same
// (view, sampler state) pairs: results must be identical bit for bit, for every filter and mipmap
// filter, power-of-two and other sizes, offsets and random coordinates well outside [0, 1].
import {
  PipeFormat,
  PipeSwizzle,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
  samplerState,
} from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { sampleFast2d } from '../../src/texture/fast-2d.js';
import { LaneScratch } from '../../src/texture/lane-scratch.js';
import { LaneDerivatives } from '../../src/texture/level-of-detail.js';
import { sampleLanes } from '../../src/texture/sample-lanes.js';
import { TexelFilter } from '../../src/texture/texel-filter.js';
import { TextureUnit } from '../../src/texture/texture-unit.js';
import { ViewState } from '../../src/texture/view-state.js';
import { makeRequest, makeTexture } from './fixtures.js';

let seed = 99;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

const LANES = 128;
/** The comparisons run a few seconds on a busy machine. */
const SLOW = 30_000;

function scratch(): LaneScratch {
  const lanes = new LaneScratch();
  lanes.ensure(LANES);
  return lanes;
}

/**
 * Samples LANES random lanes of `unit` (coordinates in [-2, 3), random derivatives; texel offsets when
 * `offsets`; the first lanes' coordinates `first` when given) through the fast and the general path; the
 * number of output words that differ.
 */
function differingWords(unit: TextureUnit, offsets: boolean, first: readonly number[] = []): number {
  const fast = makeRequest(LANES, { lodMode: 'implicit' });
  for (let i = 0; i < LANES; i++) {
    fast.coords[0]![i] = i < first.length ? first[i]! : random() * 5 - 2;
    fast.coords[1]![i] = i < first.length ? first[i]! : random() * 5 - 2;
    for (let c = 0; c < 2; c++) {
      fast.ddx[c]![i] = (random() - 0.5) * 2 ** (random() * 8 - 6);
      fast.ddy[c]![i] = (random() - 0.5) * 2 ** (random() * 8 - 6);
    }
  }
  if (offsets)
    fast.offsets = [0, 1, 2].map(() =>
      Int32Array.from({ length: LANES }, () => Math.floor(random() * 16) - 8),
    );
  const general = makeRequest(LANES, { lodMode: 'implicit', offsets: fast.offsets });
  for (const k of ['coords', 'ddx', 'ddy'] as const)
    for (let c = 0; c < fast[k].length; c++) general[k][c]!.set(fast[k][c]!);
  sampleFast2d(unit, fast, scratch(), new LaneDerivatives());
  sampleLanes(unit, general, true, new TexelFilter(), scratch(), new LaneDerivatives());
  let differing = 0;
  for (let c = 0; c < 4; c++)
    for (let i = 0; i < LANES; i++) if (fast.outWords[c]![i] !== general.outWords[c]![i]) differing++;
  return differing;
}

function compare(
  format: PipeFormat,
  width: number,
  height: number,
  lastLevel: number,
  swizzle?: PipeSwizzle[],
) {
  const view = makeTexture({
    format,
    width,
    height,
    lastLevel,
    texel: () => [random(), random(), random(), random()],
    view: swizzle ? { swizzle: swizzle as never } : {},
  });
  const state = new ViewState(view);
  let compared = 0;
  const wraps = [PipeTexWrap.REPEAT, PipeTexWrap.CLAMP_TO_EDGE, PipeTexWrap.MIRROR_REPEAT];
  for (const wrapS of wraps) {
    for (const wrapT of wraps) {
      for (const minImgFilter of [PipeTexFilter.NEAREST, PipeTexFilter.LINEAR]) {
        for (const magImgFilter of [PipeTexFilter.NEAREST, PipeTexFilter.LINEAR]) {
          for (const minMipFilter of [
            PipeTexMipfilter.NONE,
            PipeTexMipfilter.NEAREST,
            PipeTexMipfilter.LINEAR,
          ]) {
            const unit = new TextureUnit(
              state,
              samplerState({ wrapS, wrapT, minImgFilter, magImgFilter, minMipFilter, lodBias: 0.25 }),
            );
            expect(unit.fast).toBe(true);
            for (const offsets of [false, true]) {
              expect(differingWords(unit, offsets)).toBe(0);
              compared++;
            }
          }
        }
      }
    }
  }
  return compared;
}

describe('fast 2D path', () => {
  it('serves CLAMP under nearest filters (it reads no border there), as the general path computes it', () => {
    const view = makeTexture({
      format: PipeFormat.R8G8B8A8_UNORM,
      width: 5,
      height: 3,
      lastLevel: 1,
      texel: () => [random(), random(), random(), random()],
    });
    const state = new ViewState(view);
    for (const minMipFilter of [PipeTexMipfilter.NONE, PipeTexMipfilter.NEAREST]) {
      const sampler = { wrapS: PipeTexWrap.CLAMP, wrapT: PipeTexWrap.CLAMP, minMipFilter };
      const unit = new TextureUnit(state, samplerState(sampler));
      expect(unit.fast).toBe(true);
      expect(differingWords(unit, false, [Number.NaN, Infinity, -Infinity, 1])).toBe(0);
    }
    // A linear filter reads the border outside the texture: the general path's.
    const linear = samplerState({
      wrapS: PipeTexWrap.CLAMP,
      wrapT: PipeTexWrap.CLAMP,
      magImgFilter: PipeTexFilter.LINEAR,
    });
    expect(new TextureUnit(state, linear).fast).toBe(false);
  });

  it(
    'matches the general path on RGBA8 with mipmaps (power-of-two)',
    () => {
      expect(compare(PipeFormat.R8G8B8A8_UNORM, 16, 8, 4)).toBe(216);
    },
    SLOW,
  );

  it(
    'matches on other sizes and 8-bit formats',
    () => {
      compare(PipeFormat.B8G8R8A8_UNORM, 7, 5, 2);
      compare(PipeFormat.R8G8B8X8_SRGB, 6, 3, 1);
      compare(PipeFormat.L8A8_UNORM, 5, 9, 3);
      compare(PipeFormat.R8G8B8A8_SNORM, 3, 3, 0);
      compare(PipeFormat.R8G8B8A8_UNORM, 4, 4, 2, [
        PipeSwizzle.Z,
        PipeSwizzle.ONE,
        PipeSwizzle.X,
        PipeSwizzle.ZERO,
      ]);
    },
    SLOW,
  );

  it(
    'matches on 32-bit float formats, with and without missing channels',
    () => {
      compare(PipeFormat.R32G32B32A32_FLOAT, 8, 8, 3);
      compare(PipeFormat.R32_FLOAT, 5, 7, 2);
      compare(PipeFormat.R32G32B32_FLOAT, 4, 2, 1, [
        PipeSwizzle.W,
        PipeSwizzle.Z,
        PipeSwizzle.Y,
        PipeSwizzle.X,
      ]);
    },
    SLOW,
  );
});
