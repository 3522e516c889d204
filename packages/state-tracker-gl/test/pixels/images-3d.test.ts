// 3D and 1D client images (OpenGL 1.2's texture images as in 1.5 section 3.8.1): IMAGE_HEIGHT and
// SKIP_IMAGES select the images of a 3D block for glTexImage3D/glGetTexImage, and are ignored for 1D
// and 2D images, where SKIP_ROWS still applies.

import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import { type ClientImage, packImage, unpackImage } from '../../src/pixels/index.js';
import { store, transfer } from './helpers.js';

/** A 2×2×2 LUMINANCE/UNSIGNED_BYTE block inside memory whose byte i holds i. */
const memory = Uint8Array.from({ length: 64 }, (_, i) => i);
const volume = (dimensions: 1 | 2 | 3, depth = 2, height = 2): ClientImage => ({
  width: 2,
  height,
  depth,
  dimensions,
  format: GL.GL_LUMINANCE,
  type: GL.GL_UNSIGNED_BYTE,
  data: memory,
});
const luminance = (data: ArrayLike<number>) =>
  Array.from(data)
    .filter((_, i) => i % 4 === 0)
    .map((v) => Math.round(v * 255));

describe('3D images', () => {
  it('steps images by IMAGE_HEIGHT rows and skips SKIP_IMAGES of them', () => {
    // Rows of 4 bytes (alignment 4), images of 3 rows = 12 bytes, one image and one row skipped.
    const s = store({ imageHeight: 3, skipImages: 1, skipRows: 1, skipPixels: 1 });
    const out = unpackImage(volume(3), s, transfer());
    expect(luminance(out.data)).toEqual([17, 18, 21, 22, 29, 30, 33, 34]);
  });

  it('uses the image height when IMAGE_HEIGHT is 0', () => {
    const out = unpackImage(volume(3), store({ alignment: 1 }), transfer());
    expect(luminance(out.data)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('ignores IMAGE_HEIGHT and SKIP_IMAGES for 2D and 1D images, but not SKIP_ROWS', () => {
    const s = store({ imageHeight: 3, skipImages: 1, skipRows: 1, alignment: 1 });
    expect(luminance(unpackImage(volume(2, 1), s, transfer()).data)).toEqual([2, 3, 4, 5]);
    expect(luminance(unpackImage(volume(1, 1, 1), s, transfer()).data)).toEqual([2, 3]);
  });

  it('packs 3D images with the same addressing, leaving the gaps alone', () => {
    const out = new Uint8Array(40).fill(0xee);
    const pixels = {
      kind: 'rgba' as const,
      width: 2,
      height: 2,
      depth: 2,
      data: new Float64Array(32).map((_, i) => Math.floor(i / 4) / 255),
    };
    packImage(
      pixels,
      { ...volume(3), data: out },
      store({ imageHeight: 3, skipImages: 1, alignment: 1 }),
      null,
      'getTexImage',
    );
    const expected = new Uint8Array(40).fill(0xee);
    expected.set([0, 1, 2, 3], 6); // image 1 (after one skipped image of 3 rows × 2 bytes)
    expected.set([4, 5, 6, 7], 12);
    expect(out).toEqual(expected);
  });
});
