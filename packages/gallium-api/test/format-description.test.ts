// Format descriptions: layout read from the name, swizzles, colour spaces, flags, and the lookups.
import { describe, expect, it } from 'vitest';
import { PipeSwizzle } from '../src/enums.js';
import { PipeError } from '../src/errors.js';
import {
  allFormats,
  formatDescription,
  formatFromName,
  formatName,
  isFormat,
  PipeFormat,
  PipeFormatColorspace,
  PipeFormatLayout,
  PipeFormatChannelType as T,
} from '../src/format/index.js';

const { X, Y, Z, W, ZERO, ONE } = PipeSwizzle;
const F = PipeFormat;

describe('channels', () => {
  it('B5G6R5_UNORM lists B, G, R from the least significant bit', () => {
    const d = formatDescription(F.B5G6R5_UNORM);
    expect(d.blockSize).toBe(2);
    expect([d.blockWidth, d.blockHeight]).toEqual([1, 1]);
    expect(d.numChannels).toBe(3);
    expect(d.channels).toEqual([
      { name: 'B', type: T.UNORM, size: 5, shift: 0, byteOffset: 0 },
      { name: 'G', type: T.UNORM, size: 6, shift: 5, byteOffset: 0 },
      { name: 'R', type: T.UNORM, size: 5, shift: 11, byteOffset: 1 },
    ]);
    expect(d.swizzle).toEqual([Z, Y, X, ONE]);
  });

  it('Z32_FLOAT_S8X24_UINT is 8 bytes: float depth, stencil byte, 24 padding bits', () => {
    const d = formatDescription(F.Z32_FLOAT_S8X24_UINT);
    expect(d.blockSize).toBe(8);
    expect(d.channels).toEqual([
      { name: 'Z', type: T.FLOAT, size: 32, shift: 0, byteOffset: 0 },
      { name: 'S', type: T.UINT, size: 8, shift: 32, byteOffset: 4 },
      { name: 'X', type: T.VOID, size: 24, shift: 40, byteOffset: 5 },
    ]);
    expect(d.colorspace).toBe(PipeFormatColorspace.ZS);
  });

  it('mixed-type names give each group its own type', () => {
    expect(
      formatDescription(F.S8_UINT_Z24_UNORM).channels.map((c) => [c.name, c.type, c.size, c.shift]),
    ).toEqual([
      ['S', T.UINT, 8, 0],
      ['Z', T.UNORM, 24, 8],
    ]);
    expect(formatDescription(F.R8G8B8A8_SSCALED).channels.every((c) => c.type === T.SSCALED)).toBe(true);
  });

  it('R9G9B9E5_FLOAT is the shared-exponent layout; R11G11B10_FLOAT is plain', () => {
    expect(formatDescription(F.R9G9B9E5_FLOAT).layout).toBe(PipeFormatLayout.SHARED_EXPONENT);
    expect(formatDescription(F.R9G9B9E5_FLOAT).swizzle).toEqual([X, Y, Z, ONE]);
    const packed = formatDescription(F.R11G11B10_FLOAT);
    expect(packed.layout).toBe(PipeFormatLayout.PLAIN);
    expect(packed.channels.map((c) => [c.size, c.shift])).toEqual([
      [11, 0],
      [11, 11],
      [10, 22],
    ]);
  });

  it('descriptions are frozen', () => {
    const d = formatDescription(F.R8G8B8A8_UNORM);
    expect(Object.isFrozen(d) && Object.isFrozen(d.channels) && Object.isFrozen(d.channels[0])).toBe(true);
    expect(Object.isFrozen(d.swizzle)).toBe(true);
  });
});

describe('swizzles', () => {
  it.each([
    ['R8G8B8A8_UNORM', [X, Y, Z, W]],
    ['B8G8R8A8_UNORM', [Z, Y, X, W]],
    ['A8R8G8B8_UNORM', [Y, Z, W, X]],
    ['A8B8G8R8_UNORM', [W, Z, Y, X]],
    ['X8R8G8B8_UNORM', [Y, Z, W, ONE]],
    ['R8G8B8X8_UNORM', [X, Y, Z, ONE]],
    ['R8_UNORM', [X, ZERO, ZERO, ONE]],
    ['R8G8_UNORM', [X, Y, ZERO, ONE]],
    ['L8_UNORM', [X, X, X, ONE]],
    ['A8_UNORM', [ZERO, ZERO, ZERO, X]],
    ['L8A8_UNORM', [X, X, X, Y]],
    ['I8_UNORM', [X, X, X, X]],
    ['I32_UINT', [X, X, X, X]],
    ['Z16_UNORM', [X, ZERO, ZERO, ONE]],
    ['Z24_UNORM_S8_UINT', [X, Y, ZERO, ONE]],
    ['S8_UINT_Z24_UNORM', [Y, X, ZERO, ONE]],
    ['X8Z24_UNORM', [Y, ZERO, ZERO, ONE]],
    ['S8_UINT', [ZERO, X, ZERO, ONE]],
  ] as const)('%s → %j', (name, swizzle) => {
    expect(formatDescription(formatFromName(name)).swizzle).toEqual(swizzle);
  });
});

describe('flags and colour space', () => {
  it.each([
    // name, colorspace, isDepth, isStencil, hasAlpha, isPureInteger, isNormalized, isIndex
    ['R8G8B8A8_UNORM', PipeFormatColorspace.RGB, false, false, true, false, true, false],
    ['R8G8B8X8_UNORM', PipeFormatColorspace.RGB, false, false, false, false, true, false],
    ['B8G8R8A8_SRGB', PipeFormatColorspace.SRGB, false, false, true, false, true, false],
    ['L8_SRGB', PipeFormatColorspace.SRGB, false, false, false, false, true, false],
    ['L8_UNORM', PipeFormatColorspace.RGB, false, false, false, false, true, false],
    ['A8_UNORM', PipeFormatColorspace.RGB, false, false, true, false, true, false],
    ['I8_UNORM', PipeFormatColorspace.RGB, false, false, true, false, true, false],
    ['R8G8B8A8_SNORM', PipeFormatColorspace.RGB, false, false, true, false, true, false],
    ['R32G32B32A32_FLOAT', PipeFormatColorspace.RGB, false, false, true, false, false, false],
    ['R16_UINT', PipeFormatColorspace.RGB, false, false, false, true, false, false],
    ['R8G8B8A8_SINT', PipeFormatColorspace.RGB, false, false, true, true, false, false],
    ['R8G8B8A8_USCALED', PipeFormatColorspace.RGB, false, false, true, false, false, false],
    ['I8_UINT', PipeFormatColorspace.RGB, false, false, true, true, false, true],
    ['I16_UINT', PipeFormatColorspace.RGB, false, false, true, true, false, true],
    ['I32_UINT', PipeFormatColorspace.RGB, false, false, true, true, false, true],
    ['Z16_UNORM', PipeFormatColorspace.ZS, true, false, false, false, true, false],
    ['Z32_FLOAT', PipeFormatColorspace.ZS, true, false, false, false, false, false],
    ['Z24_UNORM_S8_UINT', PipeFormatColorspace.ZS, true, true, false, false, false, false],
    ['Z24X8_UNORM', PipeFormatColorspace.ZS, true, false, false, false, true, false],
    ['S8_UINT', PipeFormatColorspace.ZS, false, true, false, true, false, false],
  ] as const)(
    '%s',
    (name, colorspace, isDepth, isStencil, hasAlpha, isPureInteger, isNormalized, isIndex) => {
      const d = formatDescription(formatFromName(name));
      expect({
        colorspace: d.colorspace,
        isDepth: d.isDepth,
        isStencil: d.isStencil,
        hasAlpha: d.hasAlpha,
      }).toEqual({
        colorspace,
        isDepth,
        isStencil,
        hasAlpha,
      });
      expect({ isPureInteger: d.isPureInteger, isNormalized: d.isNormalized, isIndex: d.isIndex }).toEqual({
        isPureInteger,
        isNormalized,
        isIndex,
      });
    },
  );
});

describe('lookups', () => {
  it('allFormats lists every enum value but NONE, in order', () => {
    const expected = Object.values(PipeFormat).filter((f) => f !== F.NONE);
    expect(allFormats()).toEqual(expected);
    expect(allFormats()).toHaveLength(101);
  });

  it('every description names its own format', () => {
    for (const f of allFormats()) {
      const d = formatDescription(f);
      expect(d.format).toBe(f);
      expect(formatFromName(d.name)).toBe(f);
      expect(formatName(f)).toBe(d.name);
      expect(d.channels.reduce((bits, c) => bits + c.size, 0)).toBe(d.blockSize * 8);
    }
  });

  it('formatFromName takes the name with or without PIPE_FORMAT_', () => {
    expect(formatFromName('R8G8B8A8_UNORM')).toBe(F.R8G8B8A8_UNORM);
    expect(formatFromName('PIPE_FORMAT_R8G8B8A8_UNORM')).toBe(F.R8G8B8A8_UNORM);
    expect(formatFromName('PIPE_FORMAT_NONE')).toBe(F.NONE);
    expect(formatName(F.NONE)).toBe('NONE');
  });

  it('isFormat accepts real formats only', () => {
    expect(isFormat(F.Z24_UNORM_S8_UINT)).toBe(true);
    expect([F.NONE, -1, 102, 1.5, Number.NaN].map(isFormat)).toEqual([false, false, false, false, false]);
  });

  it('unknown names and numbers throw PipeError naming the function', () => {
    expect(() => formatFromName('R8G8B8A8_FOO')).toThrow(
      new PipeError('formatFromName', 'unknown format name "R8G8B8A8_FOO"'),
    );
    expect(() => formatDescription(999 as PipeFormat)).toThrow(
      new PipeError('formatDescription', 'unknown format 999'),
    );
    expect(() => formatDescription(F.NONE)).toThrow(
      new PipeError('formatDescription', 'PIPE_FORMAT_NONE has no layout'),
    );
    expect(() => formatName(1.5 as PipeFormat)).toThrow(new PipeError('formatName', 'unknown format 1.5'));
  });
});
