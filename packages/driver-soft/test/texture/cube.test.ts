// Cube maps: face selection by major axis with GL's (sc, tc) orientation per face, cube arrays,
// face-space derivatives for the level of detail, and seamless filtering across edges and corners.
import {
  PipeFormat,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTextureTarget,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import { TgsiTextureTarget } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { cubeFace, cubeNeighbour } from '../../src/texture/cube-map.js';
import { makeTexture, requestFor, resultOf, sample, samplerFor } from './fixtures.js';

/** 2×2 faces; texel (x, y) of layer L holds 10·L + x + 2y. */
const cube = (
  target: PipeTextureTarget = PipeTextureTarget.TEXTURE_CUBE,
  arraySize = 6,
  lastLevel = 0,
  size = 2,
) =>
  makeTexture({
    format: PipeFormat.R32G32B32A32_FLOAT,
    target,
    width: size,
    height: size,
    arraySize,
    lastLevel,
    texel: (x, y, layer) => [10 * layer + x + 2 * y, 0, 0, 1],
  });

/** Per face, a direction whose face coordinates are (s, t) = (0.75, 0.25): texel (1, 0). */
const TEXEL_1_0 = [
  [1, 0.5, -0.5],
  [-1, 0.5, 0.5],
  [0.5, 1, -0.5],
  [0.5, -1, 0.5],
  [0.5, 0.5, 1],
  [-0.5, 0.5, -1],
];

describe('face selection', () => {
  it('follows the major axis and the GL table of (sc, tc) per face', () => {
    const results = sample(
      cube(),
      {},
      TEXEL_1_0.map((coords) => ({ coords })),
      { target: TgsiTextureTarget.CUBE },
    );
    expect(results.map((r) => r[0])).toEqual([1, 11, 21, 31, 41, 51]);
  });

  it('breaks ties x before y before z', () => {
    expect([cubeFace(1, 1, 0), cubeFace(0, -1, 1), cubeFace(-1, 1, 1), cubeFace(0, 0, -1)]).toEqual([
      0, 3, 1, 5,
    ]);
  });

  it('selects cube floor(w + ½) of a cube array, clamped', () => {
    const array = cube(PipeTextureTarget.TEXTURE_CUBE_ARRAY, 18);
    const lookups = [-3, 0.49, 0.5, 1.2, 2.6, 9].map((w) => ({ coords: [...TEXEL_1_0[2]!, w] }));
    expect(sample(array, {}, lookups).map((r) => r[0])).toEqual([21, 21, 81, 81, 141, 141]);
  });

  it('uses the view layer range of a 2D array seen as a cube', () => {
    const array = {
      ...cube(PipeTextureTarget.TEXTURE_2D_ARRAY, 8),
      target: PipeTextureTarget.TEXTURE_CUBE,
      firstLayer: 2,
      lastLayer: 7,
    };
    expect(sample(array, {}, [{ coords: TEXEL_1_0[0]! }])[0]![0]).toBe(21);
  });
});

describe('level of detail on cube faces', () => {
  it('measures derivatives of the face coordinates (s = ½(sc/|ma| + 1))', () => {
    // On +X at (1, 0, 0), s = ½(−z + 1): ∂z/∂x = −0.5 moves s by 0.25 = 2 texels of an 8×8 face.
    const req = requestFor([{ coords: [1, 0, 0], ddx: [0, 0, -0.5] }], { lodMode: 'implicit' });
    samplerFor(cube(PipeTextureTarget.TEXTURE_CUBE, 6, 3, 8), { minMipFilter: PipeTexMipfilter.NEAREST }).lod(
      req,
    );
    expect(resultOf(req, 0).slice(0, 2)).toEqual([1, 1]);
    // Moving along the major axis does not change (s, t) at the face centre.
    const along = requestFor([{ coords: [1, 0, 0], ddx: [0.5, 0, 0] }], { lodMode: 'implicit' });
    samplerFor(cube(PipeTextureTarget.TEXTURE_CUBE, 6, 3, 8), { minMipFilter: PipeTexMipfilter.NEAREST }).lod(
      along,
    );
    expect(resultOf(along, 0)[1]).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('seamless filtering', () => {
  const linear = {
    minImgFilter: PipeTexFilter.LINEAR,
    magImgFilter: PipeTexFilter.LINEAR,
    wrapS: PipeTexWrap.CLAMP_TO_EDGE,
    wrapT: PipeTexWrap.CLAMP_TO_EDGE,
  };
  // On +X, s = 0.875 (u = 1.75: texels 1 and 2, α = 0.25), t = 0.25 (row 0, β = 0).
  const edge = { coords: [1, 0.5, -0.75] };

  it('clamps at the face edge without seamlessCubeMap', () => {
    expect(sample(cube(), linear, [edge])[0]![0]).toBe(1);
  });

  it('reads the texel beyond the +X edge from −Z', () => {
    // +X's right edge meets −Z's left edge (x = 0), same row: texel 50.
    expect(sample(cube(), { ...linear, seamlessCubeMap: true }, [edge])[0]![0]).toBe(1 + 0.25 * (50 - 1));
  });

  it('averages the three texels around a cube corner for the missing fourth', () => {
    // s = t = 0.875 on +X: (1, 1) = 3; beyond the right edge −Z (0, 1) = 52; beyond the bottom edge
    // −Y (1, 1) = 33; the corner texel is their mean.
    const [rgba] = sample(cube(), { ...linear, seamlessCubeMap: true }, [{ coords: [1, -0.75, -0.75] }]);
    const corner = (3 + 52 + 33) / 3;
    const lerp = (a: number, b: number, w: number) => a + w * (b - a);
    expect(rgba![0]).toBeCloseTo(lerp(lerp(3, 52, 0.25), lerp(33, corner, 0.25), 0.25), 5);
    expect(rgba![3]).toBe(1);
  });

  it('maps every texel beyond an edge next to the texel it continues (geometry check)', () => {
    const size = 4;
    const out = new Int32Array(3);
    const direction = (face: number, x: number, y: number) => {
      const sc = (2 * (x + 0.5)) / size - 1;
      const tc = (2 * (y + 0.5)) / size - 1;
      const v = [
        [1, -tc, -sc],
        [-1, -tc, sc],
        [sc, 1, tc],
        [sc, -1, -tc],
        [sc, -tc, 1],
        [-sc, -tc, -1],
      ][face]!;
      const n = Math.hypot(...v);
      return v.map((c) => c / n);
    };
    for (let face = 0; face < 6; face++) {
      for (let k = 0; k < size; k++) {
        for (const [x, y] of [
          [-1, k],
          [size, k],
          [k, -1],
          [k, size],
        ] as const) {
          expect(cubeNeighbour(face, x, y, size, out)).toBe(true);
          const [next, nx, ny] = out;
          expect(next).not.toBe(face);
          expect(nx! >= 0 && nx! < size && ny! >= 0 && ny! < size).toBe(true);
          // The neighbour is the texel whose centre is closest to where the texel beyond the edge points.
          const want = direction(face, x, y);
          const angleTo = (f: number, i: number, j: number) =>
            Math.acos(
              Math.min(
                1,
                want.reduce((a, c, n) => a + c * direction(f, i, j)[n]!, 0),
              ),
            );
          let best = Number.POSITIVE_INFINITY;
          for (let f = 0; f < 6; f++)
            for (let j = 0; j < size; j++)
              for (let i = 0; i < size; i++) best = Math.min(best, angleTo(f, i, j));
          expect(angleTo(next!, nx!, ny!)).toBeCloseTo(best, 9);
        }
      }
    }
    expect(cubeNeighbour(0, -1, -1, size, out)).toBe(false);
  });
});
