// Every wrap mode with NEAREST and LINEAR filtering on a 4×4 texture with distinct texels: the texel
// indices and weights of GL's rules (integer-index wrapping, CLAMP's pre-clamp of s to [0, 1], the
// mirror-clamp modes' |s|), computed by hand for coordinates whose weights are exact binary fractions.
import { PipeFormat, PipeTexFilter, PipeTexWrap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { makeTexture, sample } from './fixtures.js';

/** R of texel (x, y) is 1 + x + 4y; the border's R is 100. */
const texture = makeTexture({
  format: PipeFormat.R32G32B32A32_FLOAT,
  width: 4,
  height: 4,
  texel: (x, y) => [1 + x + 4 * y, 0, 0, 1],
});
const border: [number, number, number, number] = [100, 0, 0, 1];

/** s of each column (u = 4s): −1.25, 0.25, 2, 4.5, 6.5, −5.25, 3.875. */
const S = [-0.3125, 0.0625, 0.5, 1.125, 1.625, -1.3125, 0.96875];

/** Expected R per wrap mode along s on row 0 (t = 0.125, the row's centre: β = 0). */
const NEAREST: Record<string, number[]> = {
  REPEAT: [3, 1, 3, 1, 3, 3, 4],
  CLAMP: [1, 1, 3, 4, 4, 1, 4],
  CLAMP_TO_EDGE: [1, 1, 3, 4, 4, 1, 4],
  CLAMP_TO_BORDER: [100, 1, 3, 100, 100, 100, 4],
  MIRROR_REPEAT: [2, 1, 3, 4, 2, 3, 4],
  MIRROR_CLAMP: [2, 1, 3, 4, 4, 4, 4],
  MIRROR_CLAMP_TO_EDGE: [2, 1, 3, 4, 4, 4, 4],
  MIRROR_CLAMP_TO_BORDER: [2, 1, 3, 100, 100, 100, 4],
};
const LINEAR: Record<string, number[]> = {
  REPEAT: [3.25, 1.75, 2.5, 1, 3, 3.25, 2.875],
  CLAMP: [50.5, 25.75, 2.5, 52, 52, 50.5, 40],
  CLAMP_TO_EDGE: [1, 1, 2.5, 4, 4, 1, 4],
  CLAMP_TO_BORDER: [100, 25.75, 2.5, 100, 100, 100, 40],
  MIRROR_REPEAT: [1.75, 1, 2.5, 4, 2, 3.25, 4],
  MIRROR_CLAMP: [1.75, 25.75, 2.5, 52, 52, 52, 40],
  MIRROR_CLAMP_TO_EDGE: [1.75, 1, 2.5, 4, 4, 4, 4],
  MIRROR_CLAMP_TO_BORDER: [1.75, 25.75, 2.5, 100, 100, 100, 40],
};

/** The same texture transposed: R of texel (x, y) is 1 + y + 4x, so column 0 reads like row 0 above. */
const transposed = makeTexture({
  format: PipeFormat.R32G32B32A32_FLOAT,
  width: 4,
  height: 4,
  texel: (x, y) => [1 + y + 4 * x, 0, 0, 1],
});

function red(
  filter: PipeTexFilter,
  wrapS: PipeTexWrap,
  wrapT: PipeTexWrap,
  coords: number[][],
  view = texture,
): number[] {
  return sample(
    view,
    { wrapS, wrapT, minImgFilter: filter, magImgFilter: filter, borderColor: border },
    coords.map((c) => ({ coords: c })),
  ).map((rgba) => rgba[0]!);
}

describe('wrap modes along s', () => {
  for (const [name, mode] of Object.entries(PipeTexWrap)) {
    it(`${name} NEAREST`, () => {
      expect(
        red(
          PipeTexFilter.NEAREST,
          mode,
          PipeTexWrap.REPEAT,
          S.map((s) => [s, 0.125]),
        ),
      ).toEqual(NEAREST[name]);
    });
    it(`${name} LINEAR`, () => {
      expect(
        red(
          PipeTexFilter.LINEAR,
          mode,
          PipeTexWrap.REPEAT,
          S.map((s) => [s, 0.125]),
        ),
      ).toEqual(LINEAR[name]);
    });
  }
});

describe('wrap modes along t', () => {
  for (const [name, mode] of Object.entries(PipeTexWrap)) {
    it(`${name} NEAREST and LINEAR`, () => {
      const coords = S.map((t) => [0.125, t]);
      const edge = PipeTexWrap.CLAMP_TO_EDGE;
      expect(red(PipeTexFilter.NEAREST, edge, mode, coords, transposed)).toEqual(NEAREST[name]);
      expect(red(PipeTexFilter.LINEAR, edge, mode, coords, transposed)).toEqual(LINEAR[name]);
    });
  }
});

describe('bilinear weights', () => {
  it('blends the four texels around (u, v) − ½ by frac', () => {
    // u = 1.25 → i0 = 0, α = 0.75; v = 1.75 → j0 = 1, β = 0.25: texels 5, 6 (row 1) and 9, 10 (row 2).
    const [r] = red(PipeTexFilter.LINEAR, PipeTexWrap.REPEAT, PipeTexWrap.REPEAT, [[0.3125, 0.4375]]);
    expect(r).toBe(5.75 + 0.25 * (9.75 - 5.75));
  });

  it('wraps s and t separately (REPEAT in s, CLAMP_TO_BORDER in t)', () => {
    // u = −0.25 → texels 3 and 0 with α = 0.25; v = 4.25 → j0 = 3 (row 3), j1 = 4 (border), β = 0.75.
    const [r] = red(PipeTexFilter.LINEAR, PipeTexWrap.REPEAT, PipeTexWrap.CLAMP_TO_BORDER, [
      [-0.0625, 1.0625],
    ]);
    const row3 = 16 + 0.25 * (13 - 16);
    expect(r).toBe(row3 + 0.75 * (100 - row3));
  });

  it('blends the border colour in every channel', () => {
    const [rgba] = sample(
      texture,
      {
        wrapS: PipeTexWrap.CLAMP_TO_BORDER,
        wrapT: PipeTexWrap.CLAMP_TO_BORDER,
        minImgFilter: 1,
        magImgFilter: 1,
        borderColor: [100, 20, 40, 0],
      },
      [{ coords: [-0.0625, 0.125] }],
    );
    // u − ½ = −0.75: texels −1 (border) and 0, α = frac(−0.75) = 0.25.
    expect(rgba).toEqual([100 + 0.25 * (1 - 100), 20 + 0.25 * -20, 40 + 0.25 * -40, 0.25]);
  });
});
