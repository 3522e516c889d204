// unpackToTexels / packFromTexels: the byte-shuffle fast paths give exactly the bytes of the general
// path (unpackImage + texelsFromRgba, rgbaFromTexels + packImage) for every byte layout they serve, under
// every storage mode; depth/stencil and transfer operations take the general path; mismatched depth and
// colour are refused.

import { allFormats, formatDescription, PipeFormat } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import {
  bufferFormat,
  chooseTextureFormat,
  imageLayout,
  type PixelStoreState,
  packFromTexels,
  packImage,
  pixelFormatInfo,
  pixelTypeInfo,
  rgbaFromTexels,
  texelsFromRgba,
  textureFormatFor,
  unpackImage,
  unpackToTexels,
} from '../../src/pixels/index.js';
import { glErrorOf, image, store, transfer } from './helpers.js';

const BYTE_PAIRS: [number, number][] = [
  [GL.GL_RGBA, GL.GL_UNSIGNED_BYTE],
  [GL.GL_BGRA, GL.GL_UNSIGNED_BYTE],
  [GL.GL_RGB, GL.GL_UNSIGNED_BYTE],
  [GL.GL_BGR, GL.GL_UNSIGNED_BYTE],
  [GL.GL_RED, GL.GL_UNSIGNED_BYTE],
  [GL.GL_GREEN, GL.GL_UNSIGNED_BYTE],
  [GL.GL_ALPHA, GL.GL_UNSIGNED_BYTE],
  [GL.GL_LUMINANCE, GL.GL_UNSIGNED_BYTE],
  [GL.GL_LUMINANCE_ALPHA, GL.GL_UNSIGNED_BYTE],
  [GL.GL_RGBA, GL.GL_UNSIGNED_INT_8_8_8_8],
  [GL.GL_BGRA, GL.GL_UNSIGNED_INT_8_8_8_8_REV],
  [GL.GL_RGBA, GL.GL_UNSIGNED_INT_8_8_8_8_REV],
];
const BYTE_FORMATS = allFormats().filter((f) => {
  const d = formatDescription(f);
  return (
    d.colorspace === 0 &&
    !d.isDepth &&
    d.channels.every((c) => c.size === 8 && (c.type === 1 || c.type === 0))
  );
});
const STORES: Partial<PixelStoreState>[] = [
  {},
  { alignment: 1 },
  { alignment: 8, rowLength: 7, skipRows: 1, skipPixels: 2 },
  { swapBytes: true, alignment: 2 },
];
const BASES = [GL.GL_ALPHA, GL.GL_LUMINANCE, GL.GL_LUMINANCE_ALPHA, GL.GL_INTENSITY, GL.GL_RGB, GL.GL_RGBA];

function randomBytes(n: number, seed: number): Uint8Array {
  let s = seed;
  return Uint8Array.from({ length: n }, () => {
    s = (s * 1103515245 + 12345) >>> 0;
    return s >>> 24;
  });
}

describe('fast paths equal the general path', () => {
  it('unpackToTexels for every byte layout, byte format, base format and storage mode', () => {
    let cases = 0;
    for (const [format, type] of BYTE_PAIRS) {
      for (const pipeFormat of BYTE_FORMATS) {
        for (const base of BASES) {
          const tex = textureFormatFor(pipeFormat, base);
          if (tex === null) continue;
          for (const [i, over] of STORES.entries()) {
            const s = store(over);
            const extent = { width: 5, height: 3, depth: 1, dimensions: 2 as const };
            const size = imageLayout(extent, pixelFormatInfo(format)!, pixelTypeInfo(type)!, s).byteLength;
            const client = image(5, 3, format, type, randomBytes(size, cases + i));
            const fast = unpackToTexels(client, s, transfer(), tex);
            const general = texelsFromRgba(tex, unpackImage(client, s, transfer()).data, 15);
            expect(fast, `${format}/${type} → ${formatDescription(pipeFormat).name} base ${base}`).toEqual(
              general,
            );
            cases++;
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(500);
  }, 60_000);

  it('packFromTexels for every byte layout, byte format, base format, storage mode and call', () => {
    let cases = 0;
    for (const [format, type] of BYTE_PAIRS) {
      for (const pipeFormat of BYTE_FORMATS) {
        for (const base of BASES) {
          const tex = textureFormatFor(pipeFormat, base);
          if (tex === null) continue;
          const size = formatDescription(pipeFormat).blockSize;
          const texels = randomBytes(15 * size, cases);
          for (const over of STORES) {
            for (const use of ['getTexImage', 'readPixels'] as const) {
              const s = store(over);
              const fast = new Uint8Array(160).fill(0x5a);
              packFromTexels(
                tex,
                texels,
                image(5, 3, format, type, fast),
                s,
                use === 'readPixels' ? transfer() : null,
                use,
              );
              const general = new Uint8Array(160).fill(0x5a);
              const pixels = {
                kind: 'rgba' as const,
                width: 5,
                height: 3,
                depth: 1,
                data: rgbaFromTexels(tex, texels, 15),
              };
              packImage(pixels, image(5, 3, format, type, general), s, null, use);
              expect(
                fast,
                `${use} ${format}/${type} ← ${formatDescription(pipeFormat).name} base ${base}`,
              ).toEqual(general);
              cases++;
            }
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(1000);
  }, 60_000);

  it('copies RGBA/UNSIGNED_BYTE into R8G8B8A8 byte for byte and swizzles into B8G8R8A8', () => {
    const rgba8 = chooseTextureFormat(GL.GL_RGBA8, () => true)!;
    const data = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(
      unpackToTexels(image(2, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, data), store(), transfer(), rgba8),
    ).toEqual(data);
    const bgra = textureFormatFor(PipeFormat.B8G8R8A8_UNORM, GL.GL_RGBA)!;
    expect(
      Array.from(
        unpackToTexels(image(2, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, data), store(), transfer(), bgra),
      ),
    ).toEqual([3, 2, 1, 4, 7, 6, 5, 8]);
  });
});

describe('unpackToTexels / packFromTexels', () => {
  it('apply the pixel transfer operations on the general path', () => {
    const rgba8 = chooseTextureFormat(GL.GL_RGBA8, () => true)!;
    const t = transfer({ colorScale: [0.5, 1, 1, 1] });
    const texels = unpackToTexels(
      image(1, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, new Uint8Array([200, 100, 50, 255])),
      store(),
      t,
      rgba8,
    );
    expect(Array.from(texels)).toEqual([100, 100, 50, 255]);
    const out = new Uint8Array(4);
    packFromTexels(
      rgba8,
      texels,
      image(1, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, out),
      store(),
      t,
      'readPixels',
    );
    expect(Array.from(out)).toEqual([50, 100, 50, 255]);
  });

  it('store depth data in depth textures and read it back, and stencil from depth/stencil buffers', () => {
    const z24 = chooseTextureFormat(GL.GL_DEPTH_COMPONENT24, () => true)!;
    const texels = unpackToTexels(
      image(2, 1, GL.GL_DEPTH_COMPONENT, GL.GL_FLOAT, new Float32Array([0.5, 1])),
      store(),
      transfer(),
      z24,
    );
    const out = new Uint16Array(2);
    packFromTexels(z24, texels, image(2, 1, GL.GL_DEPTH_COMPONENT, GL.GL_UNSIGNED_SHORT, out), store(), null);
    expect(Array.from(out)).toEqual([32768, 65535]);
    const zs = bufferFormat(PipeFormat.Z24_UNORM_S8_UINT)!;
    const stencil = new Uint8Array(2);
    packFromTexels(
      zs,
      new Uint8Array([0, 0, 0, 7, 0, 0, 0, 200]),
      image(2, 1, GL.GL_STENCIL_INDEX, GL.GL_UNSIGNED_BYTE, stencil),
      store(),
      transfer(),
      'readPixels',
    );
    expect(Array.from(stencil)).toEqual([7, 200]);
  });

  it('refuse depth data for colour textures and colour data for depth textures (INVALID_OPERATION)', () => {
    const rgba8 = chooseTextureFormat(GL.GL_RGBA8, () => true)!;
    const z16 = chooseTextureFormat(GL.GL_DEPTH_COMPONENT16, () => true)!;
    const data = new Float32Array(4);
    expect(
      glErrorOf(() =>
        unpackToTexels(image(1, 1, GL.GL_DEPTH_COMPONENT, GL.GL_FLOAT, data), store(), transfer(), rgba8),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
    expect(
      glErrorOf(() => unpackToTexels(image(1, 1, GL.GL_RGBA, GL.GL_FLOAT, data), store(), transfer(), z16)),
    ).toBe(GL.GL_INVALID_OPERATION);
    expect(
      glErrorOf(() =>
        packFromTexels(
          rgba8,
          new Uint8Array(4),
          image(1, 1, GL.GL_DEPTH_COMPONENT, GL.GL_FLOAT, data),
          store(),
          null,
        ),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
    expect(
      glErrorOf(() =>
        packFromTexels(
          z16,
          new Uint8Array(2),
          image(1, 1, GL.GL_STENCIL_INDEX, GL.GL_UNSIGNED_BYTE, data),
          store(),
          transfer(),
          'readPixels',
        ),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
    expect(
      glErrorOf(() =>
        packFromTexels(rgba8, new Uint8Array(3), image(1, 1, GL.GL_RGBA, GL.GL_FLOAT, data), store(), null),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
  });
});
