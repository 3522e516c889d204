// Depth/stencil access: clamping, writing one part of a combined format, padding, and mismatches.
import { describe, expect, it } from 'vitest';
import { PipeFormat, packDepthStencil, unpackStencil, unpackZFloat } from '../src/format/index.js';

const F = PipeFormat;

function write(format: PipeFormat, before: number[], depth: number | null, stencil: number | null): number[] {
  const dst = Uint8Array.from(before);
  packDepthStencil(format, depth, stencil, dst, 0);
  return Array.from(dst);
}

describe('packDepthStencil', () => {
  it('UNORM depth clamps to [0, 1] and rounds; NaN is 0', () => {
    expect(write(F.Z16_UNORM, [0x12, 0x34], 1.5, null)).toEqual([0xff, 0xff]);
    expect(write(F.Z16_UNORM, [0x12, 0x34], -1, null)).toEqual([0x00, 0x00]);
    expect(write(F.Z16_UNORM, [0x12, 0x34], Number.NaN, null)).toEqual([0x00, 0x00]);
    // 0.5 · 65535 = 32767.5 → 32768.
    expect(write(F.Z16_UNORM, [0x12, 0x34], 0.5, null)).toEqual([0x00, 0x80]);
    // 0.5 · (2^32 - 1) = 2147483647.5 → 2^31.
    expect(write(F.Z32_UNORM, [1, 2, 3, 4], 0.5, null)).toEqual([0x00, 0x00, 0x00, 0x80]);
    expect(write(F.Z32_UNORM, [1, 2, 3, 4], 1, null)).toEqual([0xff, 0xff, 0xff, 0xff]);
  });

  it('Z32_FLOAT stores the single-precision value without clamping', () => {
    // 1.5 = 0x3FC00000.
    expect(write(F.Z32_FLOAT, [0, 0, 0, 0], 1.5, null)).toEqual([0x00, 0x00, 0xc0, 0x3f]);
  });

  it('null keeps the existing bits of that part (clearing depth or stencil alone)', () => {
    // 0.5 · 0xFFFFFF = 8388607.5 → 0x800000.
    expect(write(F.Z24_UNORM_S8_UINT, [0x11, 0x22, 0x33, 0x5a], 0.5, null)).toEqual([0x00, 0x00, 0x80, 0x5a]);
    expect(write(F.Z24_UNORM_S8_UINT, [0x11, 0x22, 0x33, 0x5a], null, 0xa5)).toEqual([
      0x11, 0x22, 0x33, 0xa5,
    ]);
    expect(write(F.S8_UINT_Z24_UNORM, [0x5a, 0x11, 0x22, 0x33], 1, null)).toEqual([0x5a, 0xff, 0xff, 0xff]);
    expect(write(F.S8_UINT_Z24_UNORM, [0x5a, 0x11, 0x22, 0x33], null, 7)).toEqual([0x07, 0x11, 0x22, 0x33]);
    expect(write(F.Z24_UNORM_S8_UINT, [0x11, 0x22, 0x33, 0x5a], null, null)).toEqual([
      0x11, 0x22, 0x33, 0x5a,
    ]);
  });

  it('padding bits become 0 whenever a part is written', () => {
    expect(write(F.Z24X8_UNORM, [0, 0, 0, 0xee], 1, null)).toEqual([0xff, 0xff, 0xff, 0x00]);
    expect(write(F.X8Z24_UNORM, [0xee, 0, 0, 0], 0, null)).toEqual([0x00, 0x00, 0x00, 0x00]);
    const garbage = new Array(8).fill(0xee);
    // 0.25 = 0x3E800000, stencil 0x5A in byte 4, bytes 5-7 padding.
    const both = write(F.Z32_FLOAT_S8X24_UINT, garbage, 0.25, 0x5a);
    expect(both).toEqual([0x00, 0x00, 0x80, 0x3e, 0x5a, 0x00, 0x00, 0x00]);
    expect(write(F.Z32_FLOAT_S8X24_UINT, garbage, null, 7)).toEqual([0xee, 0xee, 0xee, 0xee, 0x07, 0, 0, 0]);
  });

  it('stencil clamps to the channel range and rounds', () => {
    expect(write(F.S8_UINT, [0], null, 300)).toEqual([0xff]);
    expect(write(F.S8_UINT, [9], null, -3)).toEqual([0x00]);
    expect(write(F.Z24_UNORM_S8_UINT, [0, 0, 0, 0], null, 2.5)).toEqual([0, 0, 0, 3]);
  });

  it('writes only its own block', () => {
    const dst = new Uint8Array(12).fill(0xee);
    packDepthStencil(F.Z24_UNORM_S8_UINT, 0, 0, dst, 4);
    expect(Array.from(dst)).toEqual([0xee, 0xee, 0xee, 0xee, 0, 0, 0, 0, 0xee, 0xee, 0xee, 0xee]);
  });
});

describe('unpackZFloat / unpackStencil', () => {
  it('read at an offset', () => {
    const src = Uint8Array.of(0xee, 0xff, 0xff, 0xff, 0x81);
    expect(unpackZFloat(F.Z24_UNORM_S8_UINT, src, 1)).toBe(1);
    expect(unpackStencil(F.Z24_UNORM_S8_UINT, src, 1)).toBe(0x81);
  });

  it('Z32_FLOAT returns the stored value as is, even outside [0, 1]', () => {
    expect(unpackZFloat(F.Z32_FLOAT, Uint8Array.of(0x00, 0x00, 0xc0, 0xbf), 0)).toBe(-1.5);
  });

  it('Z16 round-trips every value', () => {
    const buf = new Uint8Array(2);
    for (let z = 0; z < 65536; z += 257) {
      packDepthStencil(F.Z16_UNORM, z / 65535, null, buf, 0);
      expect(buf[0]! | (buf[1]! << 8)).toBe(z);
      expect(unpackZFloat(F.Z16_UNORM, buf, 0)).toBe(z / 65535);
    }
  });
});
