// Known packed bytes ↔ known values for every format in the enum, worked out by hand from the layout
// (channels listed from the least significant bit, little-endian) and GL's conversion formulas.
import { describe, expect, it } from 'vitest';
import {
  allFormats,
  formatDescription,
  formatName,
  PipeFormat,
  PipeFormatColorspace,
  packDepthStencil,
  packRgbaFloat,
  packRgbaSint,
  packRgbaUint,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
  unpackStencil,
  unpackZFloat,
} from '../src/format/index.js';

const F = PipeFormat;
/** srgbToLinear(0x80 / 255) by the sRGB formula: ((128/255 + 0.055) / 1.055)^2.4. */
const SRGB_80 = 0.21586050011389926;

interface ColorCase {
  format: PipeFormat;
  bytes: number[];
  rgba: [number, number, number, number];
}

const COLOR: ColorCase[] = [
  { format: F.R8G8B8A8_UNORM, bytes: [0xff, 0x80, 0x00, 0x33], rgba: [1, 128 / 255, 0, 0.2] },
  { format: F.B8G8R8A8_UNORM, bytes: [0x00, 0x80, 0xff, 0x33], rgba: [1, 128 / 255, 0, 0.2] },
  { format: F.A8R8G8B8_UNORM, bytes: [0x33, 0xff, 0x80, 0x00], rgba: [1, 128 / 255, 0, 0.2] },
  { format: F.R8G8B8X8_UNORM, bytes: [0xff, 0x80, 0x00, 0x00], rgba: [1, 128 / 255, 0, 1] },
  { format: F.B8G8R8X8_UNORM, bytes: [0x00, 0x80, 0xff, 0x00], rgba: [1, 128 / 255, 0, 1] },
  { format: F.X8R8G8B8_UNORM, bytes: [0x00, 0xff, 0x80, 0x00], rgba: [1, 128 / 255, 0, 1] },
  { format: F.A8B8G8R8_UNORM, bytes: [0x33, 0x00, 0x80, 0xff], rgba: [1, 128 / 255, 0, 0.2] },
  // sRGB: colour decoded, alpha linear.
  { format: F.R8G8B8A8_SRGB, bytes: [0x80, 0xff, 0x00, 0x80], rgba: [SRGB_80, 1, 0, 128 / 255] },
  { format: F.B8G8R8A8_SRGB, bytes: [0x00, 0xff, 0x80, 0x80], rgba: [SRGB_80, 1, 0, 128 / 255] },
  { format: F.A8R8G8B8_SRGB, bytes: [0x80, 0x80, 0xff, 0x00], rgba: [SRGB_80, 1, 0, 128 / 255] },
  { format: F.R8G8B8X8_SRGB, bytes: [0x80, 0xff, 0x00, 0x00], rgba: [SRGB_80, 1, 0, 1] },
  { format: F.B8G8R8X8_SRGB, bytes: [0x00, 0xff, 0x80, 0x00], rgba: [SRGB_80, 1, 0, 1] },
  { format: F.R8G8B8_UNORM, bytes: [0xff, 0x80, 0x00], rgba: [1, 128 / 255, 0, 1] },
  { format: F.R8_UNORM, bytes: [0x80], rgba: [128 / 255, 0, 0, 1] },
  { format: F.R8G8_UNORM, bytes: [0x80, 0xff], rgba: [128 / 255, 1, 0, 1] },
  // Luminance (L, L, L, 1), alpha (0, 0, 0, A), luminance-alpha (L, L, L, A), intensity (I, I, I, I).
  { format: F.L8_UNORM, bytes: [0x80], rgba: [128 / 255, 128 / 255, 128 / 255, 1] },
  { format: F.A8_UNORM, bytes: [0x80], rgba: [0, 0, 0, 128 / 255] },
  { format: F.L8A8_UNORM, bytes: [0x80, 0x33], rgba: [128 / 255, 128 / 255, 128 / 255, 0.2] },
  { format: F.I8_UNORM, bytes: [0x80], rgba: [128 / 255, 128 / 255, 128 / 255, 128 / 255] },
  { format: F.L8_SRGB, bytes: [0x80], rgba: [SRGB_80, SRGB_80, SRGB_80, 1] },
  { format: F.L8A8_SRGB, bytes: [0x80, 0x80], rgba: [SRGB_80, SRGB_80, SRGB_80, 128 / 255] },
  // 0xF800 little-endian: R = 31 in bits 11-15.
  { format: F.B5G6R5_UNORM, bytes: [0x00, 0xf8], rgba: [1, 0, 0, 1] },
  // 0x8410: R = 16, G = 32, B = 16.
  { format: F.B5G6R5_UNORM, bytes: [0x10, 0x84], rgba: [16 / 31, 32 / 63, 16 / 31, 1] },
  // 0xFC01: A = 1 (bit 15), R = 31 (bits 10-14), G = 0, B = 1.
  { format: F.B5G5R5A1_UNORM, bytes: [0x01, 0xfc], rgba: [1, 0, 1 / 31, 1] },
  { format: F.B5G5R5X1_UNORM, bytes: [0x01, 0x7c], rgba: [1, 0, 1 / 31, 1] },
  // 0x3F80: A = 3, R = 15, G = 8, B = 0.
  { format: F.B4G4R4A4_UNORM, bytes: [0x80, 0x3f], rgba: [1, 8 / 15, 0, 0.2] },
  // 0x400803FF: R = 1023, G = 512, B = 0, A = 1.
  { format: F.R10G10B10A2_UNORM, bytes: [0xff, 0x03, 0x08, 0x40], rgba: [1, 512 / 1023, 0, 1 / 3] },
  // 0x7FF80000: B = 0, G = 512, R = 1023, A = 1.
  { format: F.B10G10R10A2_UNORM, bytes: [0x00, 0x00, 0xf8, 0x7f], rgba: [1, 512 / 1023, 0, 1 / 3] },
  { format: F.R16_UNORM, bytes: [0x00, 0x80], rgba: [32768 / 65535, 0, 0, 1] },
  { format: F.R16G16_UNORM, bytes: [0xff, 0xff, 0x01, 0x00], rgba: [1, 1 / 65535, 0, 1] },
  { format: F.R16G16B16_UNORM, bytes: [0xff, 0xff, 0x00, 0x80, 0x00, 0x00], rgba: [1, 32768 / 65535, 0, 1] },
  {
    format: F.R16G16B16A16_UNORM,
    bytes: [0x00, 0x00, 0xff, 0xff, 0x00, 0x80, 0x01, 0x00],
    rgba: [0, 1, 32768 / 65535, 1 / 65535],
  },
  { format: F.L16_UNORM, bytes: [0x00, 0x80], rgba: [32768 / 65535, 32768 / 65535, 32768 / 65535, 1] },
  { format: F.A16_UNORM, bytes: [0x00, 0x80], rgba: [0, 0, 0, 32768 / 65535] },
  {
    format: F.I16_UNORM,
    bytes: [0x00, 0x80],
    rgba: [32768 / 65535, 32768 / 65535, 32768 / 65535, 32768 / 65535],
  },
  {
    format: F.L16A16_UNORM,
    bytes: [0x00, 0x80, 0xff, 0xff],
    rgba: [32768 / 65535, 32768 / 65535, 32768 / 65535, 1],
  },
  // Halves: 0xC100 = -2.5, 0x3C00 = 1, 0xB800 = -0.5, 0x7C00 = +Inf, 0x0001 = 2^-24, 0x7BFF = 65504, 0x3800 = 0.5.
  { format: F.R16_FLOAT, bytes: [0x00, 0xc1], rgba: [-2.5, 0, 0, 1] },
  { format: F.R16G16_FLOAT, bytes: [0x00, 0x3c, 0x00, 0xb8], rgba: [1, -0.5, 0, 1] },
  {
    format: F.R16G16B16_FLOAT,
    bytes: [0x00, 0x3c, 0x00, 0x7c, 0x01, 0x00],
    rgba: [1, Infinity, 2 ** -24, 1],
  },
  {
    format: F.R16G16B16A16_FLOAT,
    bytes: [0x00, 0x3c, 0xff, 0x7b, 0x00, 0x00, 0x00, 0x38],
    rgba: [1, 65504, 0, 0.5],
  },
  // Singles: 0xC0200000 = -2.5, 0x3F800000 = 1, 0xBF000000 = -0.5, 0x3E800000 = 0.25, 0x40000000 = 2.
  { format: F.R32_FLOAT, bytes: [0x00, 0x00, 0x20, 0xc0], rgba: [-2.5, 0, 0, 1] },
  { format: F.R32G32_FLOAT, bytes: [0, 0, 0x80, 0x3f, 0, 0, 0, 0xbf], rgba: [1, -0.5, 0, 1] },
  {
    format: F.R32G32B32_FLOAT,
    bytes: [0, 0, 0x80, 0x3f, 0, 0, 0, 0xbf, 0, 0, 0x80, 0x3e],
    rgba: [1, -0.5, 0.25, 1],
  },
  {
    format: F.R32G32B32A32_FLOAT,
    bytes: [0, 0, 0x80, 0x3f, 0, 0, 0, 0xbf, 0, 0, 0x80, 0x3e, 0, 0, 0, 0x40],
    rgba: [1, -0.5, 0.25, 2],
  },
  { format: F.R32_UINT, bytes: [0xff, 0xff, 0xff, 0xff], rgba: [4294967295, 0, 0, 1] },
  { format: F.R32G32_UINT, bytes: [1, 0, 0, 0, 0, 1, 0, 0], rgba: [1, 256, 0, 1] },
  { format: F.R32G32B32_UINT, bytes: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0], rgba: [1, 256, 65536, 1] },
  {
    format: F.R32G32B32A32_UINT,
    bytes: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
    rgba: [1, 256, 65536, 16777216],
  },
  { format: F.R32_SINT, bytes: [0xff, 0xff, 0xff, 0xff], rgba: [-1, 0, 0, 1] },
  {
    format: F.R32G32_SINT,
    bytes: [0, 0, 0, 0x80, 0xff, 0xff, 0xff, 0x7f],
    rgba: [-2147483648, 2147483647, 0, 1],
  },
  { format: F.R32G32B32_SINT, bytes: [0xfe, 0xff, 0xff, 0xff, 2, 0, 0, 0, 0, 0, 0, 0], rgba: [-2, 2, 0, 1] },
  {
    format: F.R32G32B32A32_SINT,
    bytes: [0xfe, 0xff, 0xff, 0xff, 2, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff],
    rgba: [-2, 2, 0, -1],
  },
  { format: F.R16_UINT, bytes: [0xff, 0xff], rgba: [65535, 0, 0, 1] },
  { format: F.R16G16_UINT, bytes: [0x34, 0x12, 0x01, 0x00], rgba: [0x1234, 1, 0, 1] },
  { format: F.R16G16B16A16_UINT, bytes: [1, 0, 2, 0, 3, 0, 0xff, 0xff], rgba: [1, 2, 3, 65535] },
  { format: F.R16_SINT, bytes: [0x00, 0x80], rgba: [-32768, 0, 0, 1] },
  { format: F.R16G16_SINT, bytes: [0xff, 0x7f, 0xff, 0xff], rgba: [32767, -1, 0, 1] },
  {
    format: F.R16G16B16A16_SINT,
    bytes: [0x00, 0x80, 0xff, 0x7f, 0xff, 0xff, 0x05, 0x00],
    rgba: [-32768, 32767, -1, 5],
  },
  { format: F.R8_UINT, bytes: [0xff], rgba: [255, 0, 0, 1] },
  { format: F.R8G8_UINT, bytes: [0x01, 0x80], rgba: [1, 128, 0, 1] },
  { format: F.R8G8B8A8_UINT, bytes: [1, 2, 3, 0xff], rgba: [1, 2, 3, 255] },
  { format: F.R8_SINT, bytes: [0x80], rgba: [-128, 0, 0, 1] },
  { format: F.R8G8_SINT, bytes: [0x7f, 0xff], rgba: [127, -1, 0, 1] },
  { format: F.R8G8B8A8_SINT, bytes: [0x80, 0x7f, 0xff, 0x05], rgba: [-128, 127, -1, 5] },
  // SNORM: 0x81 = -127 → -1, 0x7F = 1, 0x40 = 64/127, 0xC0 = -64/127.
  { format: F.R8_SNORM, bytes: [0x81], rgba: [-1, 0, 0, 1] },
  { format: F.R8G8_SNORM, bytes: [0x7f, 0x40], rgba: [1, 64 / 127, 0, 1] },
  { format: F.R8G8B8_SNORM, bytes: [0x7f, 0xc0, 0x00], rgba: [1, -64 / 127, 0, 1] },
  { format: F.R8G8B8A8_SNORM, bytes: [0x7f, 0xc0, 0x00, 0x81], rgba: [1, -64 / 127, 0, -1] },
  { format: F.R16_SNORM, bytes: [0x01, 0x80], rgba: [-1, 0, 0, 1] },
  { format: F.R16G16_SNORM, bytes: [0xff, 0x7f, 0x00, 0x40], rgba: [1, 16384 / 32767, 0, 1] },
  { format: F.R16G16B16_SNORM, bytes: [0xff, 0x7f, 0x00, 0xc0, 0, 0], rgba: [1, -16384 / 32767, 0, 1] },
  {
    format: F.R16G16B16A16_SNORM,
    bytes: [0xff, 0x7f, 0x00, 0xc0, 0, 0, 0x01, 0x80],
    rgba: [1, -16384 / 32767, 0, -1],
  },
  // Scaled: the integer as a float (0xC8 = 200, 0x9C = -100, 0x03E8 = 1000, 0xFC18 = -1000).
  { format: F.R8_USCALED, bytes: [0xc8], rgba: [200, 0, 0, 1] },
  { format: F.R8G8_USCALED, bytes: [0xc8, 0x01], rgba: [200, 1, 0, 1] },
  { format: F.R8G8B8_USCALED, bytes: [0xc8, 0x01, 0xff], rgba: [200, 1, 255, 1] },
  { format: F.R8G8B8A8_USCALED, bytes: [0xc8, 0x01, 0xff, 0x07], rgba: [200, 1, 255, 7] },
  { format: F.R8_SSCALED, bytes: [0x9c], rgba: [-100, 0, 0, 1] },
  { format: F.R8G8_SSCALED, bytes: [0x9c, 0x7f], rgba: [-100, 127, 0, 1] },
  { format: F.R8G8B8_SSCALED, bytes: [0x9c, 0x7f, 0x80], rgba: [-100, 127, -128, 1] },
  { format: F.R8G8B8A8_SSCALED, bytes: [0x9c, 0x7f, 0x80, 0x02], rgba: [-100, 127, -128, 2] },
  { format: F.R16_USCALED, bytes: [0xe8, 0x03], rgba: [1000, 0, 0, 1] },
  { format: F.R16G16_USCALED, bytes: [0xe8, 0x03, 0xff, 0xff], rgba: [1000, 65535, 0, 1] },
  { format: F.R16G16B16_USCALED, bytes: [0xe8, 0x03, 0xff, 0xff, 0, 0], rgba: [1000, 65535, 0, 1] },
  { format: F.R16G16B16A16_USCALED, bytes: [0xe8, 0x03, 0xff, 0xff, 0, 0, 2, 0], rgba: [1000, 65535, 0, 2] },
  { format: F.R16_SSCALED, bytes: [0x18, 0xfc], rgba: [-1000, 0, 0, 1] },
  { format: F.R16G16_SSCALED, bytes: [0x18, 0xfc, 0x00, 0x80], rgba: [-1000, -32768, 0, 1] },
  {
    format: F.R16G16B16_SSCALED,
    bytes: [0x18, 0xfc, 0x00, 0x80, 0xff, 0x7f],
    rgba: [-1000, -32768, 32767, 1],
  },
  {
    format: F.R16G16B16A16_SSCALED,
    bytes: [0x18, 0xfc, 0x00, 0x80, 0xff, 0x7f, 0x01, 0x00],
    rgba: [-1000, -32768, 32767, 1],
  },
  // 0x801C03C0: R = 0x3C0 (11-bit 1.0: exponent 15), G = 0x380 (0.5), B = 0x200 (10-bit 2.0: exponent 16).
  { format: F.R11G11B10_FLOAT, bytes: [0xc0, 0x03, 0x1c, 0x80], rgba: [1, 0.5, 2, 1] },
  // 0x80010100: R = 256, G = 128, B = 0, exponent 16 → scale 2^(16-15-9) = 1/256.
  { format: F.R9G9B9E5_FLOAT, bytes: [0x00, 0x01, 0x01, 0x80], rgba: [1, 0.5, 0, 1] },
  // Index formats read like intensity: the value in all four components.
  { format: F.I8_UINT, bytes: [0xc8], rgba: [200, 200, 200, 200] },
  { format: F.I16_UINT, bytes: [0x34, 0x12], rgba: [0x1234, 0x1234, 0x1234, 0x1234] },
  {
    format: F.I32_UINT,
    bytes: [0x78, 0x56, 0x34, 0x12],
    rgba: [0x12345678, 0x12345678, 0x12345678, 0x12345678],
  },
];

interface DepthStencilCase {
  format: PipeFormat;
  bytes: number[];
  depth: number | null;
  stencil: number | null;
}

const DEPTH_STENCIL: DepthStencilCase[] = [
  { format: F.Z16_UNORM, bytes: [0x00, 0x80], depth: 32768 / 65535, stencil: null },
  { format: F.Z32_UNORM, bytes: [0x00, 0x00, 0x00, 0x80], depth: 2147483648 / 4294967295, stencil: null },
  // 0x3F400000 = 0.75.
  { format: F.Z32_FLOAT, bytes: [0x00, 0x00, 0x40, 0x3f], depth: 0.75, stencil: null },
  // Depth in bits 0-23, stencil in bits 24-31.
  { format: F.Z24_UNORM_S8_UINT, bytes: [0x00, 0x00, 0x80, 0x5a], depth: 0x800000 / 0xffffff, stencil: 0x5a },
  // Stencil in bits 0-7, depth in bits 8-31.
  { format: F.S8_UINT_Z24_UNORM, bytes: [0x5a, 0x00, 0x00, 0x80], depth: 0x800000 / 0xffffff, stencil: 0x5a },
  { format: F.Z24X8_UNORM, bytes: [0xff, 0xff, 0xff, 0x00], depth: 1, stencil: null },
  { format: F.X8Z24_UNORM, bytes: [0x00, 0xff, 0xff, 0xff], depth: 1, stencil: null },
  // Depth is the float 0.25 (0x3E800000) in bytes 0-3, stencil in byte 4, bytes 5-7 padding.
  {
    format: F.Z32_FLOAT_S8X24_UINT,
    bytes: [0x00, 0x00, 0x80, 0x3e, 0x5a, 0x00, 0x00, 0x00],
    depth: 0.25,
    stencil: 0x5a,
  },
  { format: F.S8_UINT, bytes: [0xa5], depth: null, stencil: 0xa5 },
];

const label = (c: { format: PipeFormat; bytes: number[] }) =>
  `${formatName(c.format)} ${c.bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ')}`;

describe('the tables cover the enum', () => {
  it('every format has at least one known packed value', () => {
    const covered = new Set([...COLOR, ...DEPTH_STENCIL].map((c) => c.format));
    expect(
      allFormats()
        .filter((f) => !covered.has(f))
        .map(formatName),
    ).toEqual([]);
  });

  it.each([...COLOR, ...DEPTH_STENCIL].map((c) => [label(c), c] as const))('%s is one block', (_, c) => {
    expect(c.bytes.length).toBe(formatDescription(c.format).blockSize);
  });
});

describe('colour formats', () => {
  it.each(COLOR.map((c) => [label(c), c] as const))('%s unpacks to its RGBA', (_, c) => {
    const out: number[] = [];
    unpackRgbaFloat(c.format, Uint8Array.from(c.bytes), 0, out);
    if (formatDescription(c.format).colorspace === PipeFormatColorspace.SRGB) {
      for (let i = 0; i < 4; i++) expect(out[i]).toBeCloseTo(c.rgba[i]!, 12);
    } else {
      expect(out).toEqual(c.rgba);
    }
    const narrow = new Float32Array(4);
    unpackRgbaFloat(c.format, Uint8Array.from(c.bytes), 0, narrow);
    expect(Array.from(narrow)).toEqual(out.map(Math.fround));
  });

  it.each(COLOR.map((c) => [label(c), c] as const))('%s packs from its RGBA', (_, c) => {
    const dst = new Uint8Array(c.bytes.length + 2).fill(0xee);
    packRgbaFloat(c.format, c.rgba, dst, 1);
    expect(Array.from(dst)).toEqual([0xee, ...c.bytes, 0xee]);
  });

  const integer = COLOR.filter((c) => formatDescription(c.format).isPureInteger);
  it.each(integer.map((c) => [label(c), c] as const))('%s round-trips as uint and sint', (_, c) => {
    const bytes = Uint8Array.from(c.bytes);
    const asUint = new Uint32Array(4);
    const asSint = new Int32Array(4);
    unpackRgbaUint(c.format, bytes, 0, asUint);
    unpackRgbaSint(c.format, bytes, 0, asSint);
    // Negative values read 0 as uint; values above 2^31 - 1 read 2^31 - 1 as sint.
    expect(Array.from(asUint)).toEqual(c.rgba.map((v) => Math.max(v, 0)));
    expect(Array.from(asSint)).toEqual(c.rgba.map((v) => Math.min(v, 2147483647)));
    if (c.rgba.every((v) => v <= 2147483647)) {
      const viaSint = new Uint8Array(c.bytes.length);
      packRgbaSint(c.format, Int32Array.from(c.rgba), viaSint, 0);
      expect(Array.from(viaSint)).toEqual(c.bytes);
    }
    if (c.rgba.every((v) => v >= 0)) {
      const viaUint = new Uint8Array(c.bytes.length);
      packRgbaUint(c.format, Uint32Array.from(c.rgba), viaUint, 0);
      expect(Array.from(viaUint)).toEqual(c.bytes);
    }
  });

  it('padding bits are ignored when reading and written as zero', () => {
    const out: number[] = [];
    unpackRgbaFloat(F.R8G8B8X8_UNORM, Uint8Array.of(0xff, 0x80, 0x00, 0x77), 0, out);
    expect(out).toEqual([1, 128 / 255, 0, 1]);
    unpackRgbaFloat(F.B5G5R5X1_UNORM, Uint8Array.of(0x01, 0xfc), 0, out);
    expect(out).toEqual([1, 0, 1 / 31, 1]);
  });

  it('SNORM -128 and -127 both read -1.0', () => {
    const out: number[] = [];
    unpackRgbaFloat(F.R8_SNORM, Uint8Array.of(0x80), 0, out);
    expect(out[0]).toBe(-1);
    unpackRgbaFloat(F.R8_SNORM, Uint8Array.of(0x81), 0, out);
    expect(out[0]).toBe(-1);
    unpackRgbaFloat(F.R16_SNORM, Uint8Array.of(0x00, 0x80), 0, out);
    expect(out[0]).toBe(-1);
  });

  it('sRGB 0x80 reads 0.21586 (the standard piecewise formula) and 0x0A stays on the linear segment', () => {
    const out: number[] = [];
    unpackRgbaFloat(F.R8G8B8A8_SRGB, Uint8Array.of(0x80, 0x0a, 0xff, 0x80), 0, out);
    expect(out[0]).toBeCloseTo(0.21586050011389926, 15);
    // 10/255 = 0.0392 <= 0.04045: c / 12.92.
    expect(out[1]).toBe(10 / 255 / 12.92);
    expect(out[2]).toBe(1);
    expect(out[3]).toBe(128 / 255);
  });
});

describe('depth/stencil formats', () => {
  it.each(DEPTH_STENCIL.map((c) => [label(c), c] as const))('%s unpacks to its depth and stencil', (_, c) => {
    const bytes = Uint8Array.from(c.bytes);
    if (c.depth !== null) expect(unpackZFloat(c.format, bytes, 0)).toBe(c.depth);
    if (c.stencil !== null) expect(unpackStencil(c.format, bytes, 0)).toBe(c.stencil);
  });

  it.each(DEPTH_STENCIL.map((c) => [label(c), c] as const))('%s packs from its depth and stencil', (_, c) => {
    const dst = new Uint8Array(c.bytes.length + 2).fill(0xee);
    packDepthStencil(c.format, c.depth, c.stencil, dst, 1);
    expect(Array.from(dst)).toEqual([0xee, ...c.bytes, 0xee]);
  });
});
