// packImage's conversions (OpenGL 1.5 section 4.3.2): floats clamped to [0, 1] and converted by table
// 4.7 (unsigned (2^b−1)f, signed ((2^b−1)f−1)/2, rounded to nearest with ties to even), the packed types'
// fields, LUMINANCE as R + G + B clamped (ReadPixels) or R (GetTexImage), index masks (table 4.8), and
// the PACK_* storage modes leaving padding bytes untouched.

import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import { type PixelImage, type PixelUse, packImage } from '../../src/pixels/index.js';
import { image, store } from './helpers.js';

const rgbaImage = (values: number[], width = values.length / 4, height = 1): PixelImage => ({
  kind: 'rgba',
  width,
  height,
  depth: 1,
  data: Float64Array.from(values),
});

/** Packs RGBA `values` as format/type into a fresh buffer of `bytes` (filled with 0xAA) and reads it back as `read`. */
function pack<T extends ArrayLike<number>>(
  values: number[],
  format: number,
  type: number,
  read: (buffer: ArrayBuffer) => T,
  bytes = 16,
  use: PixelUse = 'readPixels',
): number[] {
  const out = new Uint8Array(bytes).fill(0xaa);
  packImage(
    rgbaImage(values),
    image(values.length / 4, 1, format, type, out),
    store({ alignment: 1 }),
    null,
    use,
  );
  return Array.from(read(out.buffer));
}

const u8 = (b: ArrayBuffer) => new Uint8Array(b);
const i8 = (b: ArrayBuffer) => new Int8Array(b);
const u16 = (b: ArrayBuffer) => new Uint16Array(b);
const i16 = (b: ArrayBuffer) => new Int16Array(b);
const u32 = (b: ArrayBuffer) => new Uint32Array(b);
const i32 = (b: ArrayBuffer) => new Int32Array(b);
const f32 = (b: ArrayBuffer) => new Float32Array(b);

describe('packImage: types (table 4.7)', () => {
  const v = [0, 0.5, 1, 0.2];
  it('unsigned: round((2^b − 1) f), ties to even', () => {
    expect(pack(v, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, u8, 4)).toEqual([0, 128, 255, 51]);
    expect(pack(v, GL.GL_RGBA, GL.GL_UNSIGNED_SHORT, u16, 8)).toEqual([0, 32768, 65535, 13107]);
    expect(pack(v, GL.GL_RGBA, GL.GL_UNSIGNED_INT, u32)).toEqual([0, 2147483648, 4294967295, 858993459]);
  });

  it('signed: round(((2^b − 1) f − 1) / 2)', () => {
    // 0 → −0.5 → 0 (tie to even); 0.5 → 63.25; 1 → 127; 0.2 → 25.
    expect(pack(v, GL.GL_RGBA, GL.GL_BYTE, i8, 4)).toEqual([0, 63, 127, 25]);
    expect(pack(v, GL.GL_RGBA, GL.GL_SHORT, i16, 8)).toEqual([0, 16383, 32767, 6553]);
    expect(pack(v, GL.GL_RGBA, GL.GL_INT, i32)).toEqual([0, 1073741823, 2147483647, 429496729]);
  });

  it('FLOAT: the clamped value', () => {
    expect(pack([0.25, -1, 2, 0.5], GL.GL_RGBA, GL.GL_FLOAT, f32)).toEqual([0.25, 0, 1, 0.5]);
  });

  it('clamps every component to [0, 1] first (final conversion)', () => {
    expect(pack([-0.5, 1.5, Number.NaN, 0.6], GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, u8, 4)).toEqual([
      0, 255, 0, 153,
    ]);
  });
});

describe('packImage: formats', () => {
  const px = [0.2, 0.4, 0.6, 0.8];
  it('writes each format’s components in order', () => {
    expect(pack(px, GL.GL_RED, GL.GL_UNSIGNED_BYTE, u8, 1)).toEqual([51]);
    expect(pack(px, GL.GL_GREEN, GL.GL_UNSIGNED_BYTE, u8, 1)).toEqual([102]);
    expect(pack(px, GL.GL_BLUE, GL.GL_UNSIGNED_BYTE, u8, 1)).toEqual([153]);
    expect(pack(px, GL.GL_ALPHA, GL.GL_UNSIGNED_BYTE, u8, 1)).toEqual([204]);
    expect(pack(px, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, u8, 3)).toEqual([51, 102, 153]);
    expect(pack(px, GL.GL_BGR, GL.GL_UNSIGNED_BYTE, u8, 3)).toEqual([153, 102, 51]);
    expect(pack(px, GL.GL_BGRA, GL.GL_UNSIGNED_BYTE, u8, 4)).toEqual([153, 102, 51, 204]);
  });

  it('ReadPixels forms LUMINANCE as R + G + B clamped to 1', () => {
    expect(pack([0.1, 0.2, 0.3, 0.8], GL.GL_LUMINANCE, GL.GL_FLOAT, f32, 4)).toEqual([
      Math.fround(0.1 + 0.2 + 0.3),
    ]);
    expect(pack([0.2, 0.4, 0.6, 0.8], GL.GL_LUMINANCE_ALPHA, GL.GL_UNSIGNED_BYTE, u8, 2)).toEqual([255, 204]);
  });

  it('GetTexImage forms LUMINANCE from R alone', () => {
    expect(
      pack([0.2, 0.4, 0.6, 0.8], GL.GL_LUMINANCE_ALPHA, GL.GL_UNSIGNED_BYTE, u8, 2, 'getTexImage'),
    ).toEqual([51, 204]);
  });
});

describe('packImage: packed types', () => {
  const px = [1, 0.5, 0, 1];
  const cases: [string, number, number, (b: ArrayBuffer) => ArrayLike<number>, number, number][] = [
    ['3_3_2', GL.GL_RGB, GL.GL_UNSIGNED_BYTE_3_3_2, u8, 1, (7 << 5) | (4 << 2) | 0],
    ['2_3_3_REV', GL.GL_RGB, GL.GL_UNSIGNED_BYTE_2_3_3_REV, u8, 1, 7 | (4 << 3)],
    ['5_6_5', GL.GL_RGB, GL.GL_UNSIGNED_SHORT_5_6_5, u16, 2, (31 << 11) | (32 << 5)],
    ['5_6_5_REV', GL.GL_RGB, GL.GL_UNSIGNED_SHORT_5_6_5_REV, u16, 2, 31 | (32 << 5)],
    ['4_4_4_4', GL.GL_RGBA, GL.GL_UNSIGNED_SHORT_4_4_4_4, u16, 2, 0xf80f],
    ['4_4_4_4_REV', GL.GL_RGBA, GL.GL_UNSIGNED_SHORT_4_4_4_4_REV, u16, 2, 0xf08f],
    ['4_4_4_4 BGRA', GL.GL_BGRA, GL.GL_UNSIGNED_SHORT_4_4_4_4, u16, 2, 0x08ff],
    ['5_5_5_1', GL.GL_RGBA, GL.GL_UNSIGNED_SHORT_5_5_5_1, u16, 2, (31 << 11) | (16 << 6) | 1],
    ['1_5_5_5_REV', GL.GL_RGBA, GL.GL_UNSIGNED_SHORT_1_5_5_5_REV, u16, 2, 31 | (16 << 5) | (1 << 15)],
    ['8_8_8_8', GL.GL_RGBA, GL.GL_UNSIGNED_INT_8_8_8_8, u32, 4, 0xff8000ff],
    ['8_8_8_8_REV', GL.GL_RGBA, GL.GL_UNSIGNED_INT_8_8_8_8_REV, u32, 4, 0xff0080ff],
    [
      '10_10_10_2',
      GL.GL_RGBA,
      GL.GL_UNSIGNED_INT_10_10_10_2,
      u32,
      4,
      (1023 * 2 ** 22 + 512 * 2 ** 12 + 3) >>> 0,
    ],
    [
      '2_10_10_10_REV',
      GL.GL_RGBA,
      GL.GL_UNSIGNED_INT_2_10_10_10_REV,
      u32,
      4,
      (1023 + 512 * 2 ** 10 + 3 * 2 ** 30) >>> 0,
    ],
  ];
  for (const [name, format, type, read, bytes, expected] of cases) {
    it(name, () => expect(pack(px, format, type, read, bytes)).toEqual([expected]));
  }
});

describe('packImage: indices and depth', () => {
  const stencil = (
    values: number[],
    type: number,
    read: (b: ArrayBuffer) => ArrayLike<number>,
    bytes: number,
  ) => {
    const out = new Uint8Array(bytes);
    const pixels: PixelImage = {
      kind: 'stencil',
      width: values.length,
      height: 1,
      depth: 1,
      data: Uint32Array.from(values),
    };
    packImage(pixels, image(values.length, 1, GL.GL_STENCIL_INDEX, type, out), store({ alignment: 1 }), null);
    return Array.from(read(out.buffer));
  };

  it('masks indices by table 4.8 (2^b − 1 unsigned, 2^(b−1) − 1 signed)', () => {
    expect(stencil([0x1ff, 3], GL.GL_UNSIGNED_BYTE, u8, 2)).toEqual([0xff, 3]);
    expect(stencil([0x1ff, 3], GL.GL_BYTE, i8, 2)).toEqual([0x7f, 3]);
    expect(stencil([0x1ffff, 0xffff], GL.GL_SHORT, i16, 4)).toEqual([0x7fff, 0x7fff]);
    expect(stencil([0xffffffff, 5], GL.GL_INT, i32, 8)).toEqual([0x7fffffff, 5]);
    expect(stencil([0xffffffff, 5], GL.GL_UNSIGNED_INT, u32, 8)).toEqual([0xffffffff, 5]);
    expect(stencil([300, 5], GL.GL_FLOAT, f32, 8)).toEqual([300, 5]);
  });

  it('packs indices as BITMAP bits (index AND 1), MSB first by default, keeping the other bits', () => {
    const out = new Uint8Array([0b0000_0101]);
    const pixels: PixelImage = {
      kind: 'stencil',
      width: 4,
      height: 1,
      depth: 1,
      data: Uint32Array.from([1, 2, 3, 0]),
    };
    packImage(pixels, image(4, 1, GL.GL_STENCIL_INDEX, GL.GL_BITMAP, out), store(), null);
    expect(out[0]).toBe(0b1010_0101);
  });

  it('converts depth like a colour component', () => {
    const out = new Uint16Array(3);
    const pixels: PixelImage = {
      kind: 'depth',
      width: 3,
      height: 1,
      depth: 1,
      data: Float64Array.from([0.5, 2, -1]),
    };
    packImage(pixels, image(3, 1, GL.GL_DEPTH_COMPONENT, GL.GL_UNSIGNED_SHORT, out), store(), null);
    expect(Array.from(out)).toEqual([32768, 65535, 0]);
  });
});

describe('packImage: storage modes', () => {
  it('writes rows at the aligned pitch after SKIP_ROWS/SKIP_PIXELS and leaves every other byte alone', () => {
    const out = new Uint8Array(40).fill(0xaa);
    const px = rgbaImage([0.2, 0.4, 0.6, 1, 0, 0, 0, 1, 1, 1, 1, 1, 0.2, 0.2, 0.2, 0.2], 2, 2);
    packImage(
      px,
      image(2, 2, GL.GL_RGB, GL.GL_UNSIGNED_BYTE, out),
      store({ rowLength: 3, skipRows: 1, skipPixels: 1, alignment: 4 }),
      null,
    );
    const expected = new Uint8Array(40).fill(0xaa);
    // Rows are 12 bytes apart (9 rounded up to 4); the image starts at 12 + 3.
    expected.set([51, 102, 153, 0, 0, 0], 15);
    expected.set([255, 255, 255, 51, 51, 51], 27);
    expect(out).toEqual(expected);
  });

  it('swaps the bytes of 2- and 4-byte elements with SWAP_BYTES', () => {
    const out = new Uint8Array(4);
    packImage(
      rgbaImage([1 / 65535, 0, 0, 256 / 65535]),
      image(1, 1, GL.GL_LUMINANCE_ALPHA, GL.GL_UNSIGNED_SHORT, out),
      store({ swapBytes: true }),
      null,
    );
    expect(Array.from(out)).toEqual([0x00, 0x01, 0x01, 0x00]);
    const f = new Uint8Array(4);
    packImage(
      rgbaImage([0.5, 0, 0, 1]),
      image(1, 1, GL.GL_RED, GL.GL_FLOAT, f),
      store({ swapBytes: true }),
      null,
    );
    expect(Array.from(f)).toEqual([0x3f, 0, 0, 0]);
  });
});
