// Bitmaps and the polygon stipple (OpenGL 1.5 sections 3.7, 3.5.5, 6.1.5): bits in MSB- or LSB-first
// order, SKIP_PIXELS within a byte, ROW_LENGTH and ALIGNMENT row pitches; packing keeps the bits outside
// the rectangle; stipple rows come out as pipe_poly_stipple words (pixel x in bit 31 − x) and round-trip.

import { describe, expect, it } from 'vitest';
import * as GL from '../../src/gl-enums.js';
import {
  packBitmap,
  packPolygonStipple,
  unpackBitmap,
  unpackPolygonStipple,
} from '../../src/pixels/index.js';
import { glErrorOf, store } from './helpers.js';

describe('unpackBitmap', () => {
  it('reads bits from the most significant bit of each byte by default', () => {
    const bits = unpackBitmap(10, 1, new Uint8Array([0b1010_0000, 0b0100_0000]), store());
    expect(Array.from(bits)).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('reads from the least significant bit with LSB_FIRST', () => {
    const bits = unpackBitmap(10, 1, new Uint8Array([0b0000_0101, 0b0000_0010]), store({ lsbFirst: true }));
    expect(Array.from(bits)).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('starts SKIP_PIXELS bits in and steps rows by ALIGNMENT·⌈ROW_LENGTH / 8·ALIGNMENT⌉ bytes', () => {
    // rowLength 20 → 3 bytes at alignment 1, 4 at alignment 2; skipRows 1, skipPixels 9 → byte 1, bit 1.
    const data = new Uint8Array([0xff, 0xff, 0xff, 0x00, 0b0110_0000, 0x00, 0x00, 0b0100_0000, 0x00]);
    expect(
      Array.from(
        unpackBitmap(3, 2, data, store({ rowLength: 20, skipRows: 1, skipPixels: 9, alignment: 1 })),
      ),
    ).toEqual([1, 1, 0, 1, 0, 0]);
    const aligned = new Uint8Array([0, 0, 0, 0, 0, 0b0110_0000, 0, 0, 0, 0b0100_0000, 0, 0]);
    expect(
      Array.from(
        unpackBitmap(3, 2, aligned, store({ rowLength: 20, skipRows: 1, skipPixels: 9, alignment: 2 })),
      ),
    ).toEqual([1, 1, 0, 1, 0, 0]);
  });
});

describe('packBitmap', () => {
  it('writes bits in order and keeps the bits it does not cover', () => {
    const out = new Uint8Array([0xff, 0x00]);
    packBitmap([0, 1, 0, 1], 4, 1, out, store({ skipPixels: 6 }));
    // Bits 6, 7 of byte 0 become 0, 1; bits 0, 1 of byte 1 become 0, 1.
    expect(Array.from(out)).toEqual([0b1111_1101, 0b0100_0000]);
    const lsb = new Uint8Array(2);
    packBitmap([1, 1, 0, 1], 4, 1, lsb, store({ lsbFirst: true, skipPixels: 6 }));
    expect(Array.from(lsb)).toEqual([0b1100_0000, 0b0000_0010]);
  });

  it('round-trips through unpackBitmap under any storage modes', () => {
    const bits = Uint8Array.from({ length: 13 * 5 }, (_, i) => ((i * 7) % 3 === 0 ? 1 : 0));
    for (const s of [
      store(),
      store({ lsbFirst: true, alignment: 8 }),
      store({ rowLength: 30, skipRows: 2, skipPixels: 5, alignment: 2 }),
    ]) {
      const memory = new Uint8Array(64);
      packBitmap(bits, 13, 5, memory, s);
      expect(unpackBitmap(13, 5, memory, s)).toEqual(bits);
    }
  });
});

describe('polygon stipple', () => {
  it('unpacks 32 rows into words with pixel x at bit 31 − x', () => {
    const pattern = new Uint8Array(128);
    pattern.set([0x80, 0x00, 0x00, 0x01], 0); // row 0: pixels 0 and 31
    pattern.set([0xf0, 0x0f, 0x00, 0x00], 4 * 31); // row 31: pixels 0–3 and 12–15
    const rows = unpackPolygonStipple(pattern, store());
    expect(rows).toHaveLength(32);
    expect(rows[0]).toBe(0x80000001);
    expect(rows[31]).toBe(0xf00f0000);
    expect(rows.slice(1, 31).every((r) => r === 0)).toBe(true);
    expect(unpackPolygonStipple(pattern, store({ lsbFirst: true }))[0]).toBe(0x01000080);
  });

  it('packs the rows back for glGetPolygonStipple under the pack modes', () => {
    const rows = Array.from({ length: 32 }, (_, y) => ((y * 0x9e3779b1) >>> 0) ^ (y << 3));
    const packed = new Uint8Array(33 * 8); // 8-byte rows at alignment 8, one skipped
    const pack = store({ lsbFirst: true, alignment: 8, skipRows: 1 });
    packPolygonStipple(rows, packed, pack);
    expect(unpackPolygonStipple(packed, pack)).toEqual(rows.map((r) => r >>> 0));
  });

  it('needs 128 bytes at the default modes, more with ROW_LENGTH and SKIP_*: short data is INVALID_OPERATION', () => {
    expect(glErrorOf(() => unpackPolygonStipple(new Uint8Array(127), store()))).toBe(GL.GL_INVALID_OPERATION);
    expect(glErrorOf(() => unpackPolygonStipple(new Uint8Array(128), store()))).toBe(0);
    expect(glErrorOf(() => unpackPolygonStipple(new Uint8Array(128), store({ skipPixels: 1 })))).toBe(
      GL.GL_INVALID_OPERATION,
    );
    expect(glErrorOf(() => unpackPolygonStipple(null, store()))).toBe(GL.GL_INVALID_OPERATION);
    const out = new Uint8Array(100).fill(7);
    expect(glErrorOf(() => packPolygonStipple(new Array(32).fill(-1), out, store()))).toBe(
      GL.GL_INVALID_OPERATION,
    );
    expect(out.every((b) => b === 7)).toBe(true);
  });
});
