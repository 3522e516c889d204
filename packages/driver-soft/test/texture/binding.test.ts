// bind(): slots map views and sampler states independently (SAMPLE-style opcodes pair any view with any
// sampler), rebinding takes effect, and what is derived from a (view, state) pair is kept by identity.
import { PipeFormat, PipeTexFilter, samplerState } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { SoftSampler } from '../../src/texture/soft-sampler.js';
import { makeTexture, requestFor, resultOf } from './fixtures.js';

const ramp = makeTexture({
  format: PipeFormat.R32G32B32A32_FLOAT,
  width: 2,
  height: 1,
  texel: (x) => [x, 0, 0, 1],
});
const flat = makeTexture({
  format: PipeFormat.R32G32B32A32_FLOAT,
  width: 2,
  height: 1,
  texel: () => [7, 0, 0, 1],
});
const nearest = samplerState();
const linear = samplerState({ minImgFilter: PipeTexFilter.LINEAR, magImgFilter: PipeTexFilter.LINEAR });

function red(sampler: SoftSampler, view: number, state: number): number {
  const req = requestFor([{ coords: [0.5, 0.5] }]);
  req.view = view;
  req.sampler = state;
  sampler.sample(req);
  return resultOf(req, 0)[0]!;
}

describe('bind', () => {
  it('pairs any view slot with any sampler slot', () => {
    const sampler = new SoftSampler();
    sampler.bind([ramp, flat], [linear, nearest]);
    expect([red(sampler, 0, 0), red(sampler, 0, 1), red(sampler, 1, 0), red(sampler, 1, 1)]).toEqual([
      0.5, 1, 7, 7,
    ]);
  });

  it('takes new bindings, and new arrays holding the same objects', () => {
    const sampler = new SoftSampler();
    sampler.bind([ramp], [nearest]);
    expect(red(sampler, 0, 0)).toBe(1);
    sampler.bind([ramp], [linear]);
    expect(red(sampler, 0, 0)).toBe(0.5);
    sampler.bind([flat], [linear]);
    expect(red(sampler, 0, 0)).toBe(7);
    sampler.bind([flat], [linear]);
    expect(red(sampler, 0, 0)).toBe(7);
    sampler.bind([], []);
    expect(red(sampler, 0, 0)).toBe(0);
  });

  it('reads the texel bytes at lookup time (data may change between draws)', () => {
    const view = makeTexture({
      format: PipeFormat.R8G8B8A8_UNORM,
      width: 1,
      height: 1,
      texel: () => [0, 0, 0, 1],
    });
    const sampler = new SoftSampler();
    sampler.bind([view], [nearest]);
    expect(red(sampler, 0, 0)).toBe(0);
    view.data[0] = 255;
    sampler.bind([view], [nearest]);
    expect(red(sampler, 0, 0)).toBe(1);
  });
});
