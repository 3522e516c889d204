// TXF (fetch) and TXQ (size) for every target: integer addressing with the view's level and layer
// ranges, offsets, buffer views, multisample sample 0, zeros for anything out of range; sizes per
// target, level counts, and TXQS sample counts.
import { PipeFormat, PipeSwizzle, PipeTextureTarget } from '@gallium-ts/gallium-api';
import { TgsiTextureTarget } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import type { TextureSource } from '../../src/texture/texture-source.js';
import { makeRequest, makeTexture, resultOf, samplerFor } from './fixtures.js';

const T = PipeTextureTarget;
/** R = x + 10y + 100·layer + 1000·level. */
const texel = (x: number, y: number, layer: number, level: number) => [
  x + 10 * y + 100 * layer + 1000 * level,
  0,
  0,
  1,
];
const build = (
  target: PipeTextureTarget,
  size: { width: number; height?: number; depth?: number; arraySize?: number },
  lastLevel = 1,
) => makeTexture({ format: PipeFormat.R32G32B32A32_FLOAT, target, lastLevel, texel, ...size });

/** Fetches integer texel addresses (x, y, z, level) and returns R of each (the lane's whole result when `whole`). */
function fetch(
  view: TextureSource | null,
  addresses: number[][],
  target: number = TgsiTextureTarget['2D'],
  offsets?: number[],
) {
  const req = makeRequest(addresses.length, { target: target as never });
  addresses.forEach(([x, y, z, level], i) => {
    req.icoords[0]![i] = x!;
    req.icoords[1]![i] = y ?? 0;
    req.icoords[2]![i] = z ?? 0;
    req.ilod[i] = level ?? 0;
  });
  if (offsets) {
    req.offsets = [0, 1, 2].map((c) => new Int32Array(addresses.length).fill(offsets[c]!));
  }
  // Fetches need no sampler state.
  samplerFor(view, null).fetch(req);
  return addresses.map((_, i) => resultOf(req, i));
}
const red = (results: number[][]) => results.map((r) => r[0]);

describe('fetch', () => {
  it('1D and 1D arrays (layer in y)', () => {
    expect(
      red(fetch(build(T.TEXTURE_1D, { width: 4 }), [[3], [1, 0, 0, 1], [4], [-1], [0, 0, 0, 2]])),
    ).toEqual([3, 1001, 0, 0, 0]);
    const array = build(T.TEXTURE_1D_ARRAY, { width: 4, arraySize: 3 });
    expect(
      red(
        fetch(array, [
          [2, 2],
          [1, 1, 0, 1],
          [0, 3],
          [0, -1],
        ]),
      ),
    ).toEqual([202, 1101, 0, 0]);
  });

  it('2D and RECT', () => {
    const image = build(T.TEXTURE_2D, { width: 4, height: 2 });
    expect(
      red(
        fetch(image, [
          [3, 1],
          [1, 0, 0, 1],
          [0, 2],
          [4, 0],
          [0, 0, 0, -1],
        ]),
      ),
    ).toEqual([13, 1001, 0, 0, 0]);
    const rect = build(T.TEXTURE_RECT, { width: 4, height: 2 }, 0);
    expect(
      red(
        fetch(rect, [
          [2, 1],
          [2, 1, 0, 1],
        ]),
      ),
    ).toEqual([12, 0]);
  });

  it('2D arrays, cubes and cube arrays (layer in z) within the view layers', () => {
    const array = build(T.TEXTURE_2D_ARRAY, { width: 2, height: 2, arraySize: 12 });
    expect(
      red(
        fetch(array, [
          [1, 1, 11],
          [0, 0, 12],
        ]),
      ),
    ).toEqual([1111, 0]);
    const cube = { ...array, target: T.TEXTURE_CUBE, firstLayer: 6, lastLayer: 11 };
    expect(
      red(
        fetch(cube, [
          [1, 0, 5],
          [0, 0, 6],
        ]),
      ),
    ).toEqual([1101, 0]);
    const cubes = { ...array, target: T.TEXTURE_CUBE_ARRAY, firstLayer: 0, lastLayer: 11 };
    expect(
      red(
        fetch(cubes, [
          [0, 0, 9, 1],
          [0, 0, 12],
        ]),
      ),
    ).toEqual([1900, 0]);
  });

  it('3D (slice in z)', () => {
    const volume = build(T.TEXTURE_3D, { width: 4, height: 4, depth: 4 });
    expect(
      red(
        fetch(volume, [
          [1, 2, 3],
          [1, 1, 1, 1],
          [0, 0, 2, 1],
          [0, 0, 4],
        ]),
      ),
    ).toEqual([321, 1111, 0, 0]);
  });

  it('counts levels from the view first level', () => {
    const image = { ...build(T.TEXTURE_2D, { width: 4, height: 4 }), firstLevel: 1 };
    expect(
      red(
        fetch(image, [
          [1, 1, 0, 0],
          [0, 0, 0, 1],
        ]),
      ),
    ).toEqual([1011, 0]);
  });

  it('adds offsets to x, y (and z for 3D)', () => {
    const image = build(T.TEXTURE_2D, { width: 4, height: 4 });
    expect(
      red(
        fetch(
          image,
          [
            [1, 1],
            [3, 3],
          ],
          TgsiTextureTarget['2D'],
          [1, 2, 0],
        ),
      ),
    ).toEqual([32, 0]);
    const volume = build(T.TEXTURE_3D, { width: 4, height: 4, depth: 4 });
    expect(red(fetch(volume, [[0, 0, 1]], TgsiTextureTarget['3D'], [1, 0, 2]))).toEqual([301]);
  });

  it('reads sample 0 of multisample targets and 0 for other samples', () => {
    const image = build(T.TEXTURE_2D, { width: 4, height: 4 });
    expect(
      red(
        fetch(
          image,
          [
            [2, 1, 0, 0],
            [2, 1, 0, 1],
          ],
          TgsiTextureTarget['2D_MSAA'],
        ),
      ),
    ).toEqual([12, 0]);
  });

  it('gives 0 in every channel out of range, whatever the swizzle', () => {
    const image = {
      ...build(T.TEXTURE_2D, { width: 2, height: 2 }),
      swizzle: [PipeSwizzle.ONE, PipeSwizzle.ONE, PipeSwizzle.X, PipeSwizzle.ONE] as const,
    };
    expect(
      fetch(image, [
        [1, 1],
        [9, 9],
      ]),
    ).toEqual([
      [1, 1, 11, 1],
      [0, 0, 0, 0],
    ]);
    expect(fetch(null, [[0, 0]])).toEqual([[0, 0, 0, 0]]);
  });

  it('addresses buffer views in texels from the view offset', () => {
    const data = Uint8Array.from({ length: 32 }, (_, i) => i * 8);
    const buffer: TextureSource = {
      ...build(T.TEXTURE_2D, { width: 1, height: 1 }, 0),
      target: T.BUFFER,
      format: PipeFormat.R8G8B8A8_UNORM,
      data,
      levels: [{ offset: 0, stride: 32, layerStride: 32, layers: 1 }],
      width0: 32,
      bufferOffset: 8,
      bufferSize: 12,
    };
    const results = fetch(buffer, [[0], [2], [3], [-1]], TgsiTextureTarget.BUFFER);
    expect(results[0]).toEqual([64, 72, 80, 88].map((b) => Math.fround(b / 255)));
    expect(results[1]).toEqual([128, 136, 144, 152].map((b) => Math.fround(b / 255)));
    expect(results.slice(2)).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    // A buffer range running past the data holds only the whole texels inside it.
    expect(
      fetch({ ...buffer, bufferOffset: 24, bufferSize: 64 }, [[1], [2]], TgsiTextureTarget.BUFFER).map(
        (r) => r[0],
      ),
    ).toEqual([Math.fround(224 / 255), 0]);
  });
});

describe('size', () => {
  const size = (view: TextureSource | null, level: number) => {
    const out = new Int32Array(4).fill(-1);
    samplerFor(view, null).size(0, level, out);
    return [...out];
  };

  it('reports width, height, depth or layers, and levels per target', () => {
    expect(size(build(T.TEXTURE_1D, { width: 8 }, 3), 1)).toEqual([4, 0, 0, 4]);
    expect(size(build(T.TEXTURE_1D_ARRAY, { width: 8, arraySize: 5 }, 3), 2)).toEqual([2, 5, 0, 4]);
    expect(size(build(T.TEXTURE_2D, { width: 8, height: 2 }, 3), 2)).toEqual([2, 1, 0, 4]);
    expect(size(build(T.TEXTURE_RECT, { width: 7, height: 3 }, 0), 0)).toEqual([7, 3, 0, 1]);
    expect(size(build(T.TEXTURE_2D_ARRAY, { width: 4, height: 4, arraySize: 9 }, 2), 1)).toEqual([
      2, 2, 9, 3,
    ]);
    expect(size(build(T.TEXTURE_CUBE, { width: 4, height: 4, arraySize: 6 }, 2), 0)).toEqual([4, 4, 0, 3]);
    expect(size(build(T.TEXTURE_CUBE_ARRAY, { width: 4, height: 4, arraySize: 18 }, 0), 0)).toEqual([
      4, 4, 3, 1,
    ]);
    expect(size(build(T.TEXTURE_3D, { width: 8, height: 4, depth: 16 }, 4), 3)).toEqual([1, 1, 2, 5]);
  });

  it('follows the view level and layer ranges', () => {
    const array = {
      ...build(T.TEXTURE_2D_ARRAY, { width: 8, height: 8, arraySize: 6 }, 3),
      firstLevel: 1,
      lastLevel: 2,
      firstLayer: 2,
      lastLayer: 4,
    };
    expect(size(array, 0)).toEqual([4, 4, 3, 2]);
  });

  it('gives 0 sizes and the level count outside the view levels, 0 everywhere when unbound', () => {
    const image = build(T.TEXTURE_2D, { width: 8, height: 8 }, 3);
    expect(size(image, 4)).toEqual([0, 0, 0, 4]);
    expect(size(image, -1)).toEqual([0, 0, 0, 4]);
    expect(size(null, 0)).toEqual([0, 0, 0, 0]);
  });

  it('reports buffer views in texels', () => {
    const buffer = {
      ...build(T.TEXTURE_2D, { width: 16, height: 1 }, 0),
      target: T.BUFFER,
      bufferOffset: 16,
      bufferSize: 40,
    };
    expect(size(buffer, 0)).toEqual([2, 0, 0, 1]);
  });

  it('counts one sample per texel of a bound view, 0 when unbound', () => {
    expect(samplerFor(build(T.TEXTURE_2D, { width: 2, height: 2 }), null).samples(0)).toBe(1);
    expect(samplerFor(null, null).samples(0)).toBe(0);
    expect(samplerFor(build(T.TEXTURE_2D, { width: 2, height: 2 }), null).samples(3)).toBe(0);
  });
});
