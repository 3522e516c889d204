// The whole-byte fast path (byte-rows) must return exactly what the general per-channel loop returns,
// for every format it takes, every representation and every byte value; and the bit-level half encoder
// must pick the nearest half (ties to even) for arbitrary doubles.
import { describe, expect, it } from 'vitest';
import { packByteRows, unpackByteRows } from '../src/format/byte-rows.js';
import { codecOf } from '../src/format/codec-table.js';
import {
  allFormats,
  floatToHalf,
  formatDescription,
  formatName,
  halfToFloat,
  PipeFormatColorspace,
  PipeFormatLayout,
} from '../src/format/index.js';
import { packRowsGeneral, unpackRowsGeneral } from '../src/format/pixel-rows.js';
import { Representation } from '../src/format/representation.js';

const byteFormats = allFormats().filter((f) => {
  const d = formatDescription(f);
  return (
    d.colorspace !== PipeFormatColorspace.ZS &&
    d.layout === PipeFormatLayout.PLAIN &&
    d.channels.every((c) => c.size === 8 && c.shift % 8 === 0)
  );
});

/** 256 pixels whose channel bytes take every value, each channel in a different order. */
function everyByte(blockSize: number): Uint8Array {
  return Uint8Array.from({ length: 256 * blockSize }, (_, i) => {
    const channel = i % blockSize;
    const pixel = Math.floor(i / blockSize);
    return (channel * 89 + pixel * (2 * channel + 1)) & 0xff;
  });
}

describe('whole-byte fast path', () => {
  it('takes the 8-bit formats', () => {
    expect(byteFormats.map(formatName)).toContain('B8G8R8A8_SRGB');
    expect(byteFormats.map(formatName)).toContain('L8A8_UNORM');
    // 13 RGBA/BGRA/ARGB/ABGR/X/sRGB/RGB8 + 8 R8/RG8/L/A/I/LA (+sRGB) + 6 UINT/SINT + 4 SNORM + 8 scaled + I8_UINT.
    expect(byteFormats).toHaveLength(40);
  });

  it.each(byteFormats.map((f) => [formatName(f), f] as const))(
    '%s unpacks like the general loop',
    (_, format) => {
      const codec = codecOf('test', format);
      const src = everyByte(codec.description.blockSize);
      for (const representation of Object.values(Representation)) {
        const fast = new Float64Array(1024);
        const general = new Float64Array(1024);
        expect(unpackByteRows(codec, representation, src, 0, fast, 0, 256)).toBe(true);
        unpackRowsGeneral(codec, representation, src, 0, general, 0, 256);
        expect(fast).toEqual(general);
      }
    },
  );

  it.each(byteFormats.map((f) => [formatName(f), f] as const))(
    '%s packs unorm8 like the general loop',
    (_, format) => {
      const codec = codecOf('test', format);
      const blockSize = codec.description.blockSize;
      const rgba = everyByte(4);
      const fast = new Uint8Array(256 * blockSize);
      const general = new Uint8Array(256 * blockSize);
      expect(packByteRows(codec, Representation.UNORM8, rgba, 0, fast, 0, 256)).toBe(true);
      packRowsGeneral(codec, Representation.UNORM8, rgba, 0, general, 0, 256);
      expect(fast).toEqual(general);
    },
  );

  it('declines what it cannot do exactly: non-byte formats, non-byte input, other representations', () => {
    const b5g6r5 = codecOf('test', allFormats().find((f) => formatName(f) === 'B5G6R5_UNORM')!);
    const rgba8 = codecOf('test', allFormats().find((f) => formatName(f) === 'R8G8B8A8_UNORM')!);
    expect(unpackByteRows(b5g6r5, Representation.FLOAT, new Uint8Array(2), 0, [], 0, 1)).toBe(false);
    expect(packByteRows(rgba8, Representation.UNORM8, [1, 2, 3, 4], 0, new Uint8Array(4), 0, 1)).toBe(false);
    expect(packByteRows(rgba8, Representation.FLOAT, new Uint8Array(4), 0, new Uint8Array(4), 0, 1)).toBe(
      false,
    );
  });
});

describe('floatToHalf against a brute-force nearest search', () => {
  /** Every finite non-negative half value, in bit order (which is value order). */
  const finite = Array.from({ length: 0x7c00 }, (_, h) => halfToFloat(h));

  function nearestHalf(v: number): number {
    const sign = v < 0 || Object.is(v, -0) ? 0x8000 : 0;
    const a = Math.abs(v);
    if (a >= 65520) return sign | 0x7c00;
    let lo = 0;
    let hi = finite.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (finite[mid]! <= a) lo = mid;
      else hi = mid - 1;
    }
    if (lo === finite.length - 1 || finite[lo] === a) return sign | lo;
    const below = a - finite[lo]!;
    const above = finite[lo + 1]! - a;
    return sign | (below < above || (below === above && lo % 2 === 0) ? lo : lo + 1);
  }

  it('agrees on 20,000 seeded random doubles across the whole half range and on every midpoint', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let i = 0; i < 20000; i++) {
      const v = (random() < 0.5 ? -1 : 1) * random() * 2 ** (Math.floor(random() * 44) - 28);
      if (floatToHalf(v) !== nearestHalf(v)) expect.fail(`${v}: ${floatToHalf(v)} vs ${nearestHalf(v)}`);
    }
    for (let h = 0; h < 0x7bff; h++) {
      const mid = (finite[h]! + finite[h + 1]!) / 2;
      for (const v of [mid, mid * (1 + 2 ** -50), mid * (1 - 2 ** -50)]) {
        if (floatToHalf(v) !== nearestHalf(v)) expect.fail(`${v}: ${floatToHalf(v)} vs ${nearestHalf(v)}`);
      }
    }
  });
});
