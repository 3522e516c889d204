// Half floats (every one of the 65,536 bit patterns), the unsigned 11/10-bit floats, R9G9B9E5 and sRGB.
import { describe, expect, it } from 'vitest';
import {
  floatToHalf,
  halfToFloat,
  linearToSrgb,
  PipeFormat,
  packRgbaFloat,
  srgbToLinear,
  unpackRgbaFloat,
} from '../src/format/index.js';
import { decodeSmallFloat, encodeSmallFloat } from '../src/format/small-float.js';

const isNaNBits = (bits: number, mantissaBits: number) =>
  ((bits >>> mantissaBits) & 31) === 31 && (bits & ((1 << mantissaBits) - 1)) !== 0;

describe('half floats', () => {
  it('all 65,536 halves: every non-NaN converts to a float and back to the same bits; NaNs stay NaN', () => {
    const f32 = new Float32Array(1);
    let nans = 0;
    for (let h = 0; h < 65536; h++) {
      const f = halfToFloat(h);
      f32[0] = f; // every half is exact in single precision too
      if (isNaNBits(h, 10)) {
        nans++;
        expect(Number.isNaN(f)).toBe(true);
        expect(isNaNBits(floatToHalf(f), 10)).toBe(true);
        expect(isNaNBits(floatToHalf(f32[0]!), 10)).toBe(true);
      } else if (floatToHalf(f) !== h || floatToHalf(f32[0]!) !== h) {
        expect.fail(`half 0x${h.toString(16)} → ${f} → 0x${floatToHalf(f).toString(16)}`);
      }
    }
    expect(nans).toBe(2 * 1023);
  });

  it.each([
    [0x0000, 0],
    [0x8000, -0],
    [0x3c00, 1],
    [0xc000, -2],
    [0x3555, 0.333251953125],
    [0x0001, 2 ** -24],
    [0x03ff, 1023 * 2 ** -24],
    [0x0400, 2 ** -14],
    [0x7bff, 65504],
    [0x7c00, Infinity],
    [0xfc00, -Infinity],
  ])('halfToFloat(0x%s) = %s', (h, f) => {
    expect(Object.is(halfToFloat(h), f)).toBe(true);
  });

  it.each([
    ['65519 rounds down to 65504', 65519, 0x7bff],
    ['65520 (halfway to 2^16) overflows to Inf', 65520, 0x7c00],
    ['1e10 overflows to Inf', 1e10, 0x7c00],
    ['-1e10 overflows to -Inf', -1e10, 0xfc00],
    ['1 + 2^-11 is a tie: to even (down)', 1 + 2 ** -11, 0x3c00],
    ['1 + 3·2^-11 is a tie: to even (up)', 1 + 3 * 2 ** -11, 0x3c02],
    ['just above the tie rounds up', 1 + 2 ** -11 + 2 ** -30, 0x3c01],
    ['2^-25 is a tie between 0 and the smallest denormal: to even (0)', 2 ** -25, 0x0000],
    ['3·2^-25 is a tie between denormals 1 and 2: to even (2)', 3 * 2 ** -25, 0x0002],
    ['just above 2^-25 rounds to the smallest denormal', 2 ** -25 + 2 ** -40, 0x0001],
    ['the largest denormal rounding up becomes the smallest normal', 2 ** -14 - 2 ** -26, 0x0400],
    ['-0 keeps its sign', -0, 0x8000],
    ['tiny negatives round to -0', -1e-30, 0x8000],
    ['-Inf', -Infinity, 0xfc00],
    ['NaN becomes a quiet NaN', Number.NaN, 0x7e00],
  ])('floatToHalf: %s', (_, f, h) => {
    expect(floatToHalf(f)).toBe(h);
  });

  it('rounds straight from the double, not through a float first (no double rounding)', () => {
    // 1 + 2^-11 + 2^-25 rounds to float32 as 1 + 2^-11 (a tie, then to even 1.0) but is above the tie.
    expect(floatToHalf(1 + 2 ** -11 + 2 ** -25)).toBe(0x3c01);
  });
});

describe('unsigned 11- and 10-bit floats (R11G11B10_FLOAT)', () => {
  it.each([
    [6, 2048],
    [5, 1024],
  ])('every non-NaN value with %i mantissa bits round-trips; NaNs stay NaN', (mantissaBits, count) => {
    for (let bits = 0; bits < count; bits++) {
      const value = decodeSmallFloat(bits, mantissaBits, false);
      if (isNaNBits(bits, mantissaBits))
        expect(isNaNBits(encodeSmallFloat(value, mantissaBits, false), mantissaBits)).toBe(true);
      else if (encodeSmallFloat(value, mantissaBits, false) !== bits)
        expect.fail(`0x${bits.toString(16)} → ${value}`);
    }
  });

  it('GL conversion rules: negatives → 0, too large → largest finite (65024 / 64512), +Inf stays, NaN → +NaN', () => {
    expect(encodeSmallFloat(-5, 6, false)).toBe(0);
    expect(encodeSmallFloat(-Infinity, 6, false)).toBe(0);
    expect(encodeSmallFloat(1e9, 6, false)).toBe(0x7bf);
    expect(decodeSmallFloat(0x7bf, 6, false)).toBe(65024);
    expect(encodeSmallFloat(1e9, 5, false)).toBe(0x3df);
    expect(decodeSmallFloat(0x3df, 5, false)).toBe(64512);
    expect(encodeSmallFloat(Infinity, 6, false)).toBe(0x7c0);
    expect(encodeSmallFloat(Number.NaN, 6, false)).toBe(0x7e0);
  });

  it('packs through the format with each channel in its bit range', () => {
    const bytes = new Uint8Array(4);
    // R = 0.5 (0x380), G = 65024 (0x7BF), B = 2^-14 · 1/32 (smallest 10-bit denormal, 0x001).
    packRgbaFloat(PipeFormat.R11G11B10_FLOAT, [0.5, 1e6, 2 ** -19, 1], bytes, 0);
    const word = (0x380 | (0x7bf << 11) | (0x001 << 22)) >>> 0;
    expect(Array.from(bytes)).toEqual([word & 0xff, (word >>> 8) & 0xff, (word >>> 16) & 0xff, word >>> 24]);
    const out: number[] = [];
    unpackRgbaFloat(PipeFormat.R11G11B10_FLOAT, bytes, 0, out);
    expect(out).toEqual([0.5, 65024, 2 ** -19, 1]);
  });
});

describe('R9G9B9E5_FLOAT (EXT_texture_shared_exponent)', () => {
  const pack = (rgb: number[]) => {
    const bytes = new Uint8Array(4);
    packRgbaFloat(PipeFormat.R9G9B9E5_FLOAT, [...rgb, 1], bytes, 0);
    return Array.from(bytes);
  };

  it('too large values clamp to sharedexp_max = 511/512 · 2^16 = 65408; negatives and NaN to 0', () => {
    // Mantissas 511, 0, 0 with exponent 31: 0xF80001FF.
    expect(pack([1e9, -3, Number.NaN])).toEqual([0xff, 0x01, 0x00, 0xf8]);
    const out: number[] = [];
    unpackRgbaFloat(PipeFormat.R9G9B9E5_FLOAT, Uint8Array.of(0xff, 0x01, 0x00, 0xf8), 0, out);
    expect(out).toEqual([65408, 0, 0, 1]);
  });

  it('a maximum that rounds up to 2^9 bumps the shared exponent', () => {
    // maxc = 1.999: exp' = 16, maxs = floor(1.999·256 + 0.5) = 512 → exp 17; rs = floor(1.999·128 + 0.5) = 256.
    expect(pack([1.999, 0, 0])).toEqual([0x00, 0x01, 0x00, 0x88]);
    const out: number[] = [];
    unpackRgbaFloat(PipeFormat.R9G9B9E5_FLOAT, Uint8Array.of(0x00, 0x01, 0x00, 0x88), 0, out);
    expect(out).toEqual([2, 0, 0, 1]);
  });

  it('all zero encodes with exponent 0', () => {
    expect(pack([0, 0, 0])).toEqual([0, 0, 0, 0]);
  });
});

describe('sRGB transfer functions', () => {
  it('srgbToLinear follows the piecewise formula', () => {
    expect(srgbToLinear(0)).toBe(0);
    expect(srgbToLinear(0.04045)).toBe(0.04045 / 12.92);
    expect(srgbToLinear(128 / 255)).toBeCloseTo(0.21586050011389926, 15);
    expect(srgbToLinear(1)).toBe(1);
  });

  it('linearToSrgb follows the piecewise formula', () => {
    expect(linearToSrgb(0)).toBe(0);
    expect(linearToSrgb(0.0031308)).toBe(0.0031308 * 12.92);
    expect(linearToSrgb(0.21586050011389926)).toBeCloseTo(128 / 255, 12);
    expect(linearToSrgb(1)).toBeCloseTo(1, 15);
  });

  it('every 8-bit sRGB value decodes and re-encodes to itself through the format', () => {
    const src = new Uint8Array(1);
    const dst = new Uint8Array(1);
    const rgba: number[] = [];
    for (let b = 0; b < 256; b++) {
      src[0] = b;
      unpackRgbaFloat(PipeFormat.L8_SRGB, src, 0, rgba);
      packRgbaFloat(PipeFormat.L8_SRGB, rgba, dst, 0);
      if (dst[0] !== b) expect.fail(`sRGB ${b} → ${rgba[0]} → ${dst[0]}`);
    }
  });
});
