// Level and layer math, box validation and the packed level layout, with values worked out by hand.
import { describe, expect, it } from 'vitest';
import {
  boxOutsideReason,
  isLayered,
  isOneDimensional,
  levelHeight,
  levelLayers,
  levelWidth,
  makeBox,
  maxLevels,
  minify,
  packedLevelLayout,
} from '../src/box.js';
import { resourceTemplate } from '../src/defaults.js';
import { PipeTextureTarget as T } from '../src/enums.js';

describe('minify and level sizes', () => {
  it('u_minify halves and never goes below 1', () => {
    expect([0, 1, 2, 3, 4].map((l) => minify(13, l))).toEqual([13, 6, 3, 1, 1]);
    expect(minify(1, 5)).toBe(1);
  });

  it('level width, height and layers per target', () => {
    const tex3d = resourceTemplate({ target: T.TEXTURE_3D, width0: 16, height0: 8, depth0: 4, lastLevel: 4 });
    expect(
      [0, 1, 2, 3, 4].map((l) => [levelWidth(tex3d, l), levelHeight(tex3d, l), levelLayers(tex3d, l)]),
    ).toEqual([
      [16, 8, 4],
      [8, 4, 2],
      [4, 2, 1],
      [2, 1, 1],
      [1, 1, 1],
    ]);
    const arr1d = resourceTemplate({
      target: T.TEXTURE_1D_ARRAY,
      width0: 8,
      height0: 1,
      arraySize: 5,
      lastLevel: 3,
    });
    expect([levelWidth(arr1d, 2), levelHeight(arr1d, 2), levelLayers(arr1d, 2)]).toEqual([2, 1, 5]);
    const cube = resourceTemplate({
      target: T.TEXTURE_CUBE,
      width0: 8,
      height0: 8,
      arraySize: 6,
      lastLevel: 3,
    });
    expect(levelLayers(cube, 3)).toBe(6);
    const buffer = resourceTemplate({ target: T.BUFFER, width0: 100 });
    expect([levelWidth(buffer, 0), levelHeight(buffer, 0), levelLayers(buffer, 0)]).toEqual([100, 1, 1]);
  });

  it('target classes', () => {
    expect([T.BUFFER, T.TEXTURE_1D, T.TEXTURE_1D_ARRAY].every(isOneDimensional)).toBe(true);
    expect(isOneDimensional(T.TEXTURE_2D)).toBe(false);
    expect(
      [T.TEXTURE_1D_ARRAY, T.TEXTURE_2D_ARRAY, T.TEXTURE_CUBE, T.TEXTURE_CUBE_ARRAY].every(isLayered),
    ).toBe(true);
    expect(isLayered(T.TEXTURE_3D)).toBe(false);
  });

  it('maxLevels: floor(log2(largest dimension)) + 1; buffers and RECT have one', () => {
    expect(maxLevels({ target: T.TEXTURE_2D, width0: 8, height0: 8, depth0: 1 })).toBe(4);
    expect(maxLevels({ target: T.TEXTURE_2D, width0: 5, height0: 17, depth0: 1 })).toBe(5);
    expect(maxLevels({ target: T.TEXTURE_1D, width0: 1, height0: 64, depth0: 1 })).toBe(1);
    expect(maxLevels({ target: T.TEXTURE_3D, width0: 2, height0: 2, depth0: 32 })).toBe(6);
    expect(maxLevels({ target: T.TEXTURE_2D_ARRAY, width0: 4, height0: 4, depth0: 64 })).toBe(3);
    expect(maxLevels({ target: T.TEXTURE_RECT, width0: 64, height0: 64, depth0: 1 })).toBe(1);
    expect(maxLevels({ target: T.BUFFER, width0: 4096, height0: 1, depth0: 1 })).toBe(1);
  });
});

describe('boxOutsideReason', () => {
  const tex = resourceTemplate({ width0: 8, height0: 4, lastLevel: 2 });
  const cube = resourceTemplate({ target: T.TEXTURE_CUBE, width0: 4, height0: 4, arraySize: 6 });

  it('accepts boxes inside the level', () => {
    expect(boxOutsideReason(tex, 0, makeBox(0, 0, 0, 8, 4, 1))).toBeNull();
    expect(boxOutsideReason(tex, 2, makeBox(1, 0, 0, 1, 1, 1))).toBeNull();
    expect(boxOutsideReason(cube, 0, makeBox(0, 0, 3, 4, 4, 3))).toBeNull();
  });

  it('names what is wrong', () => {
    expect(boxOutsideReason(tex, 3, makeBox(0, 0, 0, 1, 1, 1))).toBe('level 3 out of range 0..2');
    expect(boxOutsideReason(tex, 0, makeBox(0.5, 0, 0, 1, 1, 1))).toBe('box.x is not an integer (0.5)');
    expect(boxOutsideReason(tex, 0, makeBox(0, -1, 0, 1, 1, 1))).toBe('box origin (0, -1, 0) is negative');
    expect(boxOutsideReason(tex, 0, makeBox(0, 0, 0, 0, 1, 1))).toBe('box size 0x1x1 is empty or negative');
    expect(boxOutsideReason(tex, 1, makeBox(2, 0, 0, 3, 1, 1))).toBe(
      'box (2, 0, 0) 3x1x1 exceeds level 1 of size 4x2x1',
    );
    expect(boxOutsideReason(cube, 0, makeBox(0, 0, 5, 4, 4, 2))).toBe(
      'box (0, 0, 5) 4x4x2 exceeds level 0 of size 4x4x6',
    );
  });
});

describe('packedLevelLayout', () => {
  it('rows of width × block size, layers of rows × height', () => {
    const tex = resourceTemplate({
      target: T.TEXTURE_2D_ARRAY,
      width0: 5,
      height0: 3,
      arraySize: 4,
      lastLevel: 1,
    });
    expect(packedLevelLayout(tex, 0, 4)).toEqual({ stride: 20, layerStride: 60, layers: 4, size: 240 });
    expect(packedLevelLayout(tex, 1, 4)).toEqual({ stride: 8, layerStride: 8, layers: 4, size: 32 });
    const vol = resourceTemplate({ target: T.TEXTURE_3D, width0: 4, height0: 4, depth0: 4, lastLevel: 1 });
    expect(packedLevelLayout(vol, 1, 2)).toEqual({ stride: 4, layerStride: 8, layers: 2, size: 16 });
  });
});
