// Bad input: a typed array too small for what the call needs, or null where data is required, is refused
// with GL_INVALID_OPERATION (KHR_robustness's rule for glReadnPixels and friends) before anything is read
// or written; negative sizes are GL_INVALID_VALUE; images too large to hold are GL_OUT_OF_MEMORY, never
// an exception of another kind. Views into larger buffers are respected byte for byte. A seeded fuzz run
// feeds random formats, types, storage modes, sizes and array lengths and checks that nothing outside
// the array's view changes and that the only outcomes are a result or a PixelTransferError.

import { PipeFormat } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import {
  chooseTextureFormat,
  imageLayout,
  type PixelImage,
  PixelTransferError,
  packBitmap,
  packFromTexels,
  packImage,
  pixelFormatInfo,
  pixelTypeInfo,
  textureFormatFor,
  unpackBitmap,
  unpackImage,
  unpackToTexels,
} from '../../src/pixels/index.js';
import { glErrorOf, image, store, transfer } from './helpers.js';

const rgba = (width: number, height: number): PixelImage => ({
  kind: 'rgba',
  width,
  height,
  depth: 1,
  data: new Float64Array(width * height * 4).fill(0.5),
});

describe('too small or missing client memory', () => {
  it('unpacking needs every byte the layout touches: one short is INVALID_OPERATION', () => {
    // 3×2 RGB ubyte at alignment 4: 12 + 9 bytes.
    expect(
      glErrorOf(() =>
        unpackImage(image(3, 2, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, new Uint8Array(20)), store(), transfer()),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
    expect(
      glErrorOf(() =>
        unpackImage(image(3, 2, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, new Uint8Array(21)), store(), transfer()),
      ),
    ).toBe(0);
    expect(
      glErrorOf(() => unpackImage(image(3, 2, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, null), store(), transfer())),
    ).toBe(GL.GL_INVALID_OPERATION);
    expect(
      glErrorOf(() => unpackImage(image(0, 2, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, null), store(), transfer())),
    ).toBe(0);
    expect(glErrorOf(() => unpackBitmap(9, 2, new Uint8Array(5), store()))).toBe(GL.GL_INVALID_OPERATION);
  });

  it('packing refuses a short array and writes nothing', () => {
    const out = new Uint8Array(20).fill(0x11);
    expect(
      glErrorOf(() => packImage(rgba(3, 2), image(3, 2, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, out), store(), null)),
    ).toBe(GL.GL_INVALID_OPERATION);
    expect(out.every((b) => b === 0x11)).toBe(true);
    const texels = new Uint8Array(24);
    const tex = chooseTextureFormat(GL.GL_RGBA8, () => true)!;
    expect(
      glErrorOf(() =>
        packFromTexels(tex, texels, image(3, 2, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, out), store(), null),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
    expect(out.every((b) => b === 0x11)).toBe(true);
    const bits = new Uint8Array(1).fill(0x11);
    expect(glErrorOf(() => packBitmap([1, 1, 1, 1, 1, 1, 1, 1, 1], 9, 1, bits, store()))).toBe(
      GL.GL_INVALID_OPERATION,
    );
    expect(bits[0]).toBe(0x11);
  });

  it('counts bytes, whatever the element type of the view', () => {
    // 2 RGBA floats = 32 bytes: a Float32Array of 8 is enough, a Uint8Array of 31 is not.
    expect(
      glErrorOf(() =>
        unpackImage(image(2, 1, GL.GL_RGBA, GL.GL_FLOAT, new Float32Array(8)), store(), transfer()),
      ),
    ).toBe(0);
    expect(
      glErrorOf(() =>
        unpackImage(image(2, 1, GL.GL_RGBA, GL.GL_FLOAT, new Uint8Array(31)), store(), transfer()),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
  });

  it('reads and writes only inside a view into a larger buffer', () => {
    const buffer = new Uint8Array(64).fill(0x77);
    const view = buffer.subarray(8, 8 + 12);
    expect(
      glErrorOf(() =>
        packImage(rgba(4, 1), image(4, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, view), store(), null),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
    packImage(rgba(3, 1), image(3, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, view), store(), null);
    expect(Array.from(buffer.subarray(0, 8))).toEqual(new Array(8).fill(0x77));
    expect(Array.from(buffer.subarray(20))).toEqual(new Array(44).fill(0x77));
    expect(view.every((b) => b === 128)).toBe(true);
    const source = new Uint8Array([255, 255, 255, 255, 10, 20, 30, 40, 255, 255]);
    const unpacked = unpackImage(
      image(1, 1, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, source.subarray(4, 8)),
      store(),
      transfer(),
    );
    expect(Array.from(unpacked.data).map((v) => Math.round(v * 255))).toEqual([10, 20, 30, 40]);
  });
});

describe('sizes', () => {
  it('refuses negative sizes with INVALID_VALUE', () => {
    expect(
      glErrorOf(() =>
        unpackImage(image(-1, 2, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, new Uint8Array(8)), store(), transfer()),
      ),
    ).toBe(GL.GL_INVALID_VALUE);
    expect(glErrorOf(() => unpackBitmap(2, -2, new Uint8Array(8), store()))).toBe(GL.GL_INVALID_VALUE);
  });

  it('fails with OUT_OF_MEMORY when the unpacked image cannot be held', () => {
    // 8192×8192 one-bit indices are 8 MiB of client memory but 2 GiB of RGBA floats.
    const bits = new Uint8Array(8192 * 1024);
    expect(
      glErrorOf(() =>
        unpackImage(image(8192, 8192, GL.GL_COLOR_INDEX, GL.GL_BITMAP, bits), store(), transfer()),
      ),
    ).toBe(GL.GL_OUT_OF_MEMORY);
    // unpackToTexels works row by row: only the texels must fit. 16384×8192 RGBA32F texels are 2 GiB.
    const wide = new Uint8Array(16384 * 1024);
    const rgba32f = textureFormatFor(PipeFormat.R32G32B32A32_FLOAT, GL.GL_RGBA)!;
    expect(
      glErrorOf(() =>
        unpackToTexels(
          image(16384, 8192, GL.GL_COLOR_INDEX, GL.GL_BITMAP, wide),
          store(),
          transfer(),
          rgba32f,
        ),
      ),
    ).toBe(GL.GL_OUT_OF_MEMORY);
  });

  it('refuses enormous requests against small arrays before allocating anything', () => {
    const huge = 2 ** 30;
    expect(
      glErrorOf(() =>
        unpackImage(image(huge, huge, GL.GL_RGBA, GL.GL_FLOAT, new Uint8Array(16)), store(), transfer()),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
    expect(
      glErrorOf(() =>
        packImage(rgba(1, 1), image(huge, huge, GL.GL_RGBA, GL.GL_FLOAT, new Uint8Array(16)), store(), null),
      ),
    ).toBe(GL.GL_INVALID_OPERATION);
  });
});

describe('seeded fuzz', () => {
  const FORMATS = [
    GL.GL_COLOR_INDEX,
    GL.GL_STENCIL_INDEX,
    GL.GL_DEPTH_COMPONENT,
    GL.GL_RED,
    GL.GL_ALPHA,
    GL.GL_RGB,
    GL.GL_RGBA,
    GL.GL_BGRA,
    GL.GL_LUMINANCE,
    GL.GL_LUMINANCE_ALPHA,
    GL.GL_RGBA8,
  ];
  const TYPES = [
    GL.GL_UNSIGNED_BYTE,
    GL.GL_BYTE,
    GL.GL_UNSIGNED_SHORT,
    GL.GL_INT,
    GL.GL_FLOAT,
    GL.GL_BITMAP,
    GL.GL_UNSIGNED_SHORT_5_6_5,
    GL.GL_UNSIGNED_INT_10_10_10_2,
    GL.GL_DOUBLE,
  ];
  let seed = 2024;
  const next = (n: number) => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed % n;
  };

  it('gives a result or a PixelTransferError, and never touches bytes outside the view', () => {
    let results = 0;
    let errors = 0;
    for (let i = 0; i < 3000; i++) {
      const format = FORMATS[next(FORMATS.length)]!;
      const type = TYPES[next(TYPES.length)]!;
      const width = next(7) - 1;
      const height = next(4);
      const s = store({
        alignment: [1, 2, 4, 8][next(4)]!,
        rowLength: next(3) === 0 ? next(12) : 0,
        skipRows: next(3),
        skipPixels: next(5),
        swapBytes: next(2) === 1,
        lsbFirst: next(2) === 1,
      });
      const backing = new Uint8Array(160).fill(0xcd);
      const start = next(16);
      const view = backing.subarray(start, start + next(130));
      const outside = () => [...backing.subarray(0, start), ...backing.subarray(start + view.length)];
      const before = outside();
      const pack = next(2) === 0;
      try {
        if (pack) {
          const kind =
            format === GL.GL_DEPTH_COMPONENT ? 'depth' : format === GL.GL_STENCIL_INDEX ? 'stencil' : 'rgba';
          const n = Math.max(width, 0) * height;
          const data =
            kind === 'stencil'
              ? new Uint32Array(n).fill(3)
              : new Float64Array(kind === 'rgba' ? n * 4 : n).fill(0.25);
          packImage(
            { kind, width, height, depth: 1, data } as PixelImage,
            image(width, height, format, type, view),
            s,
            transfer(),
          );
        } else {
          unpackImage(image(width, height, format, type, view), s, transfer());
        }
        results++;
        // A successful call had room for every byte the layout touches.
        const layout = imageLayout(
          { width, height, depth: 1, dimensions: 2 },
          pixelFormatInfo(format)!,
          pixelTypeInfo(type)!,
          s,
        );
        expect(layout.byteLength).toBeLessThanOrEqual(view.length);
      } catch (e) {
        expect(e).toBeInstanceOf(PixelTransferError);
        errors++;
      }
      expect(outside()).toEqual(before);
    }
    expect(results).toBeGreaterThan(300);
    expect(errors).toBeGreaterThan(300);
  });
});
