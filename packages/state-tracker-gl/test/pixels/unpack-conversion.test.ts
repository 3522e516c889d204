// unpackImage's conversions (OpenGL 1.5 sections 3.6.4–3.6.5): each type's elements to floats by
// table 2.9 (unsigned c/(2^b−1), signed (2c+1)/(2^b−1)), the packed types' bit fields (tables 3.8–3.10),
// each format's components placed in RGBA (L into R, G and B; missing G/B 0 and A 1), SWAP_BYTES, and
// the final clamp to [0, 1].

import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import { unpackImage } from '../../src/pixels/index.js';
import { bytesOf, image, store, transfer } from './helpers.js';

/** RGBA of the single pixel of a 1×1 image. */
function rgba(format: number, type: number, data: Uint8Array, swapBytes = false): number[] {
  const out = unpackImage(image(1, 1, format, type, data), store({ swapBytes }), transfer());
  expect(out.kind).toBe('rgba');
  return Array.from(out.data);
}

describe('unpackImage: types (table 2.9)', () => {
  it('UNSIGNED_BYTE, UNSIGNED_SHORT, UNSIGNED_INT: c / (2^b − 1)', () => {
    expect(rgba(GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, bytesOf('u8', [0, 51, 255, 128]))).toEqual([
      0,
      0.2,
      1,
      128 / 255,
    ]);
    expect(rgba(GL.GL_RGBA, GL.GL_UNSIGNED_SHORT, bytesOf('u16', [0, 13107, 65535, 1]))).toEqual([
      0,
      0.2,
      1,
      1 / 65535,
    ]);
    expect(rgba(GL.GL_RGB, GL.GL_UNSIGNED_INT, bytesOf('u32', [0, 858993459, 4294967295]))).toEqual([
      0, 0.2, 1, 1,
    ]);
  });

  it('BYTE, SHORT, INT: (2c + 1) / (2^b − 1), negatives clamped to 0 at the end', () => {
    expect(rgba(GL.GL_RGBA, GL.GL_BYTE, bytesOf('i8', [0, 127, -128, 25]))).toEqual([
      1 / 255,
      1,
      0,
      51 / 255,
    ]);
    expect(rgba(GL.GL_RGBA, GL.GL_SHORT, bytesOf('i16', [0, 32767, -1, 100]))).toEqual([
      1 / 65535,
      1,
      0,
      201 / 65535,
    ]);
    expect(rgba(GL.GL_RGB, GL.GL_INT, bytesOf('i32', [0, 2147483647, -2147483648]))).toEqual([
      1 / 4294967295,
      1,
      0,
      1,
    ]);
  });

  it('FLOAT: as given, clamped to [0, 1]', () => {
    expect(rgba(GL.GL_RGBA, GL.GL_FLOAT, bytesOf('f32', [0.25, -3, 7, 0.5]))).toEqual([0.25, 0, 1, 0.5]);
    expect(rgba(GL.GL_RGBA, GL.GL_FLOAT, bytesOf('f32', [Number.NaN, 0.75, 0, 1]))).toEqual([0, 0.75, 0, 1]);
  });
});

describe('unpackImage: formats', () => {
  const u8 = (...v: number[]) => bytesOf('u8', v);
  it('places each format’s components (table 3.6) and fills G, B with 0 and A with 1', () => {
    expect(rgba(GL.GL_RED, GL.GL_UNSIGNED_BYTE, u8(255))).toEqual([1, 0, 0, 1]);
    expect(rgba(GL.GL_GREEN, GL.GL_UNSIGNED_BYTE, u8(255))).toEqual([0, 1, 0, 1]);
    expect(rgba(GL.GL_BLUE, GL.GL_UNSIGNED_BYTE, u8(255))).toEqual([0, 0, 1, 1]);
    expect(rgba(GL.GL_ALPHA, GL.GL_UNSIGNED_BYTE, u8(51))).toEqual([0, 0, 0, 0.2]);
    expect(rgba(GL.GL_RGB, GL.GL_UNSIGNED_BYTE, u8(51, 102, 153))).toEqual([0.2, 0.4, 0.6, 1]);
    expect(rgba(GL.GL_BGR, GL.GL_UNSIGNED_BYTE, u8(51, 102, 153))).toEqual([0.6, 0.4, 0.2, 1]);
    expect(rgba(GL.GL_BGRA, GL.GL_UNSIGNED_BYTE, u8(51, 102, 153, 204))).toEqual([0.6, 0.4, 0.2, 0.8]);
  });

  it('copies luminance into R, G and B (Conversion to RGB)', () => {
    expect(rgba(GL.GL_LUMINANCE, GL.GL_UNSIGNED_BYTE, u8(51))).toEqual([0.2, 0.2, 0.2, 1]);
    expect(rgba(GL.GL_LUMINANCE_ALPHA, GL.GL_UNSIGNED_BYTE, u8(51, 102))).toEqual([0.2, 0.2, 0.2, 0.4]);
  });
});

describe('unpackImage: packed types (tables 3.8–3.10)', () => {
  const cases: [string, number, number, Uint8Array, number[]][] = [
    ['3_3_2', GL.GL_RGB, GL.GL_UNSIGNED_BYTE_3_3_2, bytesOf('u8', [0b111_010_01]), [1, 2 / 7, 1 / 3, 1]],
    [
      '2_3_3_REV',
      GL.GL_RGB,
      GL.GL_UNSIGNED_BYTE_2_3_3_REV,
      bytesOf('u8', [0b01_010_111]),
      [1, 2 / 7, 1 / 3, 1],
    ],
    [
      '5_6_5',
      GL.GL_RGB,
      GL.GL_UNSIGNED_SHORT_5_6_5,
      bytesOf('u16', [(31 << 11) | (21 << 5) | 3]),
      [1, 21 / 63, 3 / 31, 1],
    ],
    [
      '5_6_5_REV',
      GL.GL_RGB,
      GL.GL_UNSIGNED_SHORT_5_6_5_REV,
      bytesOf('u16', [(3 << 11) | (21 << 5) | 31]),
      [1, 21 / 63, 3 / 31, 1],
    ],
    ['4_4_4_4', GL.GL_RGBA, GL.GL_UNSIGNED_SHORT_4_4_4_4, bytesOf('u16', [0xf520]), [1, 5 / 15, 2 / 15, 0]],
    [
      '4_4_4_4_REV',
      GL.GL_RGBA,
      GL.GL_UNSIGNED_SHORT_4_4_4_4_REV,
      bytesOf('u16', [0x025f]),
      [1, 5 / 15, 2 / 15, 0],
    ],
    [
      '4_4_4_4 BGRA',
      GL.GL_BGRA,
      GL.GL_UNSIGNED_SHORT_4_4_4_4,
      bytesOf('u16', [0xf520]),
      [2 / 15, 5 / 15, 1, 0],
    ],
    [
      '5_5_5_1',
      GL.GL_RGBA,
      GL.GL_UNSIGNED_SHORT_5_5_5_1,
      bytesOf('u16', [(31 << 11) | (7 << 6) | (1 << 1) | 1]),
      [1, 7 / 31, 1 / 31, 1],
    ],
    [
      '1_5_5_5_REV',
      GL.GL_RGBA,
      GL.GL_UNSIGNED_SHORT_1_5_5_5_REV,
      bytesOf('u16', [31 | (7 << 5) | (1 << 10)]),
      [1, 7 / 31, 1 / 31, 0],
    ],
    ['8_8_8_8', GL.GL_RGBA, GL.GL_UNSIGNED_INT_8_8_8_8, bytesOf('u32', [0xff336600]), [1, 0.2, 0.4, 0]],
    [
      '8_8_8_8_REV',
      GL.GL_RGBA,
      GL.GL_UNSIGNED_INT_8_8_8_8_REV,
      bytesOf('u32', [0x006633ff]),
      [1, 0.2, 0.4, 0],
    ],
    [
      '10_10_10_2',
      GL.GL_RGBA,
      GL.GL_UNSIGNED_INT_10_10_10_2,
      bytesOf('u32', [(1023 * 2 ** 22 + (341 << 12) + (1 << 2) + 2) >>> 0]),
      [1, 341 / 1023, 1 / 1023, 2 / 3],
    ],
    [
      '2_10_10_10_REV',
      GL.GL_RGBA,
      GL.GL_UNSIGNED_INT_2_10_10_10_REV,
      bytesOf('u32', [(1023 + (341 << 10) + (1 << 20) + 2 * 2 ** 30) >>> 0]),
      [1, 341 / 1023, 1 / 1023, 2 / 3],
    ],
  ];
  for (const [name, format, type, data, expected] of cases) {
    it(`${name}: first component in the ${name.includes('REV') ? 'least' : 'most'} significant bits`, () => {
      expect(rgba(format, type, data)).toEqual(expected);
    });
  }

  it('swaps the bytes of packed elements with SWAP_BYTES', () => {
    const native = new Uint8Array([0x20, 0xf5]);
    expect(rgba(GL.GL_RGBA, GL.GL_UNSIGNED_SHORT_4_4_4_4, new Uint8Array([0xf5, 0x20]), true)).toEqual([
      1,
      5 / 15,
      2 / 15,
      0,
    ]);
    expect(rgba(GL.GL_RGBA, GL.GL_UNSIGNED_SHORT_4_4_4_4, native)).toEqual([1, 5 / 15, 2 / 15, 0]);
  });
});

describe('unpackImage: SWAP_BYTES', () => {
  it('reverses each 2- and 4-byte element and leaves bytes alone', () => {
    expect(
      rgba(GL.GL_RGB, GL.GL_UNSIGNED_SHORT, new Uint8Array([0x33, 0x33, 0xff, 0xff, 0x00, 0x01]), true),
    ).toEqual([0.2, 1, 1 / 65535, 1]);
    const f = new Uint8Array(bytesOf('f32', [0.5])).reverse();
    expect(rgba(GL.GL_LUMINANCE, GL.GL_FLOAT, f, true)).toEqual([0.5, 0.5, 0.5, 1]);
    expect(rgba(GL.GL_RGB, GL.GL_UNSIGNED_BYTE, new Uint8Array([51, 102, 153]), true)).toEqual([
      0.2, 0.4, 0.6, 1,
    ]);
  });
});
