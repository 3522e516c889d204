// Rounding and clamping at the edges of every conversion, the unorm8 path, integer clamping, and rows.
import { describe, expect, it } from 'vitest';
import {
  PipeFormat,
  packRgbaFloat,
  packRgbaFloatRow,
  packRgbaSint,
  packRgbaUint,
  packRgbaUnorm8,
  packRgbaUnorm8Row,
  unpackRgbaFloatRow,
  unpackRgbaSint,
  unpackRgbaUint,
  unpackRgbaUnorm8,
  unpackRgbaUnorm8Row,
} from '../src/format/index.js';

const F = PipeFormat;

function packed(format: PipeFormat, rgba: number[], size: number): number[] {
  const dst = new Uint8Array(size);
  packRgbaFloat(format, rgba, dst, 0);
  return Array.from(dst);
}

describe('float → normalized: clamp, then round to nearest', () => {
  it.each([
    ['0.5 · 255 = 127.5 rounds to 128', [0.5, 0.498, 1 / 255, 0.999], [128, 127, 1, 255]],
    ['out of range clamps; NaN is 0', [-0.1, 1.5, Number.NaN, Infinity], [0, 255, 0, 255]],
    ['-Inf clamps to 0', [-Infinity, 0, 0, 0], [0, 0, 0, 0]],
  ])('UNORM8: %s', (_, rgba, bytes) => {
    expect(packed(F.R8G8B8A8_UNORM, rgba, 4)).toEqual(bytes);
  });

  it('UNORM5/6: 0.5 → 15.5 → 16 and 31.5 → 32 (0x8410)', () => {
    expect(packed(F.B5G6R5_UNORM, [0.5, 0.5, 0.5, 1], 2)).toEqual([0x10, 0x84]);
  });

  it('UNORM10/2: 1/3 → A = 1; 0.5 · 1023 = 511.5 → 512', () => {
    // R = 512, G = 0, B = 1023, A = 1: 0x7FF00200.
    expect(packed(F.R10G10B10A2_UNORM, [0.5, 0, 1, 1 / 3], 4)).toEqual([0x00, 0x02, 0xf0, 0x7f]);
  });

  it.each([
    ['-1.5 clamps to -1 (0x81); 1.5 to 1 (0x7F)', [-1.5, 1.5, 0, 0], [0x81, 0x7f, 0x00, 0x00]],
    ['±0.5 · 127 = ±63.5 round away from zero to ±64', [-0.5, 0.5, 0, 0], [0xc0, 0x40, 0x00, 0x00]],
    ['NaN is 0; -Inf is -1', [Number.NaN, -Infinity, 0, 0], [0x00, 0x81, 0x00, 0x00]],
  ])('SNORM8: %s', (_, rgba, bytes) => {
    expect(packed(F.R8G8B8A8_SNORM, rgba, 4)).toEqual(bytes);
  });

  it('SNORM16 keeps -1 at -32767 (0x8001)', () => {
    expect(packed(F.R16G16_SNORM, [-1, -2, 0, 0], 4)).toEqual([0x01, 0x80, 0x01, 0x80]);
  });

  it('UNORM16 and Z-like 32-bit unorm round on the exact value', () => {
    // 0.5 · 65535 = 32767.5 → 32768.
    expect(packed(F.R16_UNORM, [0.5, 0, 0, 1], 2)).toEqual([0x00, 0x80]);
  });

  it('sRGB encodes after clamping: 0.21586 → 0x80, negatives 0, above 1 → 0xFF; alpha stays linear', () => {
    expect(packed(F.R8G8B8A8_SRGB, [0.21586050011389926, -1, 2, 0.5], 4)).toEqual([0x80, 0x00, 0xff, 0x80]);
  });
});

describe('float → integer and scaled channels: clamp to the range, round to nearest', () => {
  it.each([
    [F.R8G8B8A8_UINT, [300, -5, 2.5, Number.NaN], [255, 0, 3, 0]],
    [F.R8G8B8A8_USCALED, [300, -5, 2.4, 1e30], [255, 0, 2, 255]],
    [F.R8G8B8A8_SINT, [-200, 200, -2.5, 2.5], [0x80, 0x7f, 0xfd, 0x03]],
    [F.R8G8B8A8_SSCALED, [-128.4, 127.4, -0.4, Number.NaN], [0x80, 0x7f, 0x00, 0x00]],
  ])('format %i: %j → %j', (format, rgba, bytes) => {
    expect(packed(format, rgba, 4)).toEqual(bytes);
  });

  it('32-bit channels clamp to the full range', () => {
    expect(packed(F.R32G32_UINT, [2 ** 40, -1, 0, 0], 8)).toEqual([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]);
    expect(packed(F.R32G32_SINT, [-(2 ** 40), 2 ** 40, 0, 0], 8)).toEqual([
      0, 0, 0, 0x80, 0xff, 0xff, 0xff, 0x7f,
    ]);
  });
});

describe('pure-integer packing clamps to the channel range', () => {
  const pack = (fn: typeof packRgbaUint, format: PipeFormat, rgba: number[]) => {
    const dst = new Uint8Array(4);
    fn(format, rgba, dst, 0);
    return Array.from(dst);
  };

  it('packRgbaUint: unsigned values, clamped to [0, 2^n-1] or [0, 2^(n-1)-1]', () => {
    expect(pack(packRgbaUint, F.R8G8B8A8_UINT, [300, 255, 0, 7])).toEqual([255, 255, 0, 7]);
    expect(pack(packRgbaUint, F.R8G8B8A8_SINT, [300, 5, 0, 127])).toEqual([127, 5, 0, 127]);
    // A negative "unsigned" input is treated as 0.
    expect(pack(packRgbaUint, F.R8G8B8A8_SINT, [-5, 0, 0, 0])).toEqual([0, 0, 0, 0]);
  });

  it('packRgbaSint: signed values, clamped to [-2^(n-1), 2^(n-1)-1] or [0, 2^n-1]', () => {
    expect(pack(packRgbaSint, F.R8G8B8A8_SINT, [-200, 200, -1, 5])).toEqual([0x80, 0x7f, 0xff, 0x05]);
    expect(pack(packRgbaSint, F.R8G8B8A8_UINT, [-5, 300, 1, 0])).toEqual([0, 255, 1, 0]);
    expect(pack(packRgbaSint, F.R16G16_SINT, [-40000, 40000, 0, 0])).toEqual([0x00, 0x80, 0xff, 0x7f]);
  });

  it('unpacking across signedness clamps to the output type', () => {
    const u = new Uint32Array(4);
    unpackRgbaUint(F.R8G8B8A8_SINT, Uint8Array.of(0xff, 0x80, 0x7f, 0x00), 0, u);
    expect(Array.from(u)).toEqual([0, 0, 127, 0]);
    const s = new Int32Array(4);
    unpackRgbaSint(F.R32_UINT, Uint8Array.of(0xff, 0xff, 0xff, 0xff), 0, s);
    expect(Array.from(s)).toEqual([2147483647, 0, 0, 1]);
    unpackRgbaSint(F.I8_UINT, Uint8Array.of(0xc8), 0, s);
    expect(Array.from(s)).toEqual([200, 200, 200, 200]);
  });
});

describe('unorm8', () => {
  const unpack8 = (format: PipeFormat, bytes: number[]) => {
    const out = new Uint8Array(4);
    unpackRgbaUnorm8(format, Uint8Array.from(bytes), 0, out);
    return Array.from(out);
  };
  const pack8 = (format: PipeFormat, rgba: number[], size: number) => {
    const dst = new Uint8Array(size);
    packRgbaUnorm8(format, rgba, dst, 0);
    return Array.from(dst);
  };

  it.each([
    ['R8G8B8A8_UNORM', F.R8G8B8A8_UNORM, [0xff, 0x80, 0x00, 0x33], [255, 128, 0, 51]],
    ['B8G8R8A8_UNORM', F.B8G8R8A8_UNORM, [0x00, 0x80, 0xff, 0x33], [255, 128, 0, 51]],
    ['A8R8G8B8_UNORM', F.A8R8G8B8_UNORM, [0x33, 0xff, 0x80, 0x00], [255, 128, 0, 51]],
    ['B8G8R8X8_UNORM', F.B8G8R8X8_UNORM, [0x00, 0x80, 0xff, 0x00], [255, 128, 0, 255]],
    ['L8A8_UNORM', F.L8A8_UNORM, [0x80, 0x33], [128, 128, 128, 51]],
    ['A8_UNORM', F.A8_UNORM, [0x80], [0, 0, 0, 128]],
    ['I8_UNORM', F.I8_UNORM, [0x80], [128, 128, 128, 128]],
    // 16/31 · 255 = 131.6 → 132; 32/63 · 255 = 129.5 → 130.
    ['B5G6R5_UNORM', F.B5G6R5_UNORM, [0x10, 0x84], [132, 130, 132, 255]],
  ])('%s unpacks to unorm8 and packs back', (_, format, bytes, rgba) => {
    expect(unpack8(format, bytes)).toEqual(rgba);
    expect(pack8(format, rgba, bytes.length)).toEqual(bytes);
  });

  it('R10G10B10A2_UNORM goes through the exact value both ways (8 bits lose precision)', () => {
    // G = 512: 512/1023 · 255 = 127.6 → 128; A = 1: 1/3 · 255 = 85.
    expect(unpack8(F.R10G10B10A2_UNORM, [0xff, 0x03, 0x08, 0x40])).toEqual([255, 128, 0, 85]);
    // Back: 128/255 · 1023 = 513.5 → 514 (0x202), 85/255 · 3 = 1: 0x40080BFF.
    expect(pack8(F.R10G10B10A2_UNORM, [255, 128, 0, 85], 4)).toEqual([0xff, 0x0b, 0x08, 0x40]);
  });

  it('sRGB decodes to linear: 0x80 → 0.21586 · 255 = 55.04 → 55; 55 encodes back to 0x80', () => {
    expect(unpack8(F.R8G8B8A8_SRGB, [0x80, 0xff, 0x00, 0x80])).toEqual([55, 255, 0, 128]);
    expect(pack8(F.R8G8B8A8_SRGB, [55, 255, 0, 128], 4)).toEqual([0x80, 0xff, 0x00, 0x80]);
  });

  it('values outside [0, 1] clamp: SNORM negatives, floats, integers', () => {
    expect(unpack8(F.R8G8B8A8_SNORM, [0x7f, 0xc0, 0x00, 0x81])).toEqual([255, 0, 0, 0]);
    expect(unpack8(F.R16G16_FLOAT, [0x00, 0xc1, 0x00, 0x38])).toEqual([0, 128, 0, 255]);
    expect(unpack8(F.R8G8B8A8_UINT, [0, 1, 2, 0])).toEqual([0, 255, 255, 0]);
  });

  it('plain-array input out of range clamps, fractions round', () => {
    expect(pack8(F.R8G8B8A8_UNORM, [300, -4, 127.5, Number.NaN], 4)).toEqual([255, 0, 128, 0]);
  });

  it('every 8-bit UNORM value survives unorm8 → float format → unorm8', () => {
    const rgba = new Uint8Array(4);
    const half = new Uint8Array(8);
    for (let v = 0; v < 256; v++) {
      rgba.fill(v);
      packRgbaUnorm8(F.R16G16B16A16_FLOAT, rgba, half, 0);
      unpackRgbaUnorm8(F.R16G16B16A16_FLOAT, half, 0, rgba);
      if (rgba[0] !== v) expect.fail(`${v} → ${rgba[0]}`);
    }
  });
});

describe('rows', () => {
  it('unpackRgbaFloatRow reads count pixels from srcOffset into outOffset', () => {
    const src = Uint8Array.of(0xee, 0x00, 0xf8, 0xe0, 0x07, 0x1f, 0x00);
    const out = new Float32Array(14).fill(-9);
    unpackRgbaFloatRow(F.B5G6R5_UNORM, src, 1, out, 3, 2);
    expect(Array.from(out)).toEqual([-9, -9, 1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1]);
  });

  it('packRgbaFloatRow writes count pixels from rgbaOffset to dstOffset and nothing else', () => {
    const dst = new Uint8Array(8).fill(0xee);
    packRgbaFloatRow(F.B5G6R5_UNORM, [9, 9, 1, 0, 0, 1, 0, 0, 1, 1], dst, 1, 2, 2);
    expect(Array.from(dst)).toEqual([0xee, 0x00, 0xf8, 0x1f, 0x00, 0xee, 0xee, 0xee]);
  });

  it('unorm8 rows: BGRA ↔ RGBA over several pixels', () => {
    const bgra = Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8);
    const rgba = new Uint8Array(8);
    unpackRgbaUnorm8Row(F.B8G8R8A8_UNORM, bgra, 0, rgba, 2);
    expect(Array.from(rgba)).toEqual([3, 2, 1, 4, 7, 6, 5, 8]);
    const back = new Uint8Array(8);
    packRgbaUnorm8Row(F.B8G8R8A8_UNORM, rgba, back, 0, 2);
    expect(Array.from(back)).toEqual(Array.from(bgra));
  });

  it('count 0 touches nothing', () => {
    const out: number[] = [];
    unpackRgbaFloatRow(F.R8_UNORM, new Uint8Array(0), 0, out, 0);
    expect(out).toEqual([]);
  });
});
