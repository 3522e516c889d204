// formatsCompatibleForCopy (resource_copy_region) and formatsCompatibleForView (sampler view casting).
import { describe, expect, it } from 'vitest';
import { PipeError } from '../src/errors.js';
import {
  allFormats,
  formatDescription,
  formatsCompatibleForCopy,
  formatsCompatibleForView,
  PipeFormat,
} from '../src/format/index.js';

const F = PipeFormat;

describe('formatsCompatibleForCopy', () => {
  // context.rst: resource_copy_region works for "formats for which copying the bytes from the source
  // resource unmodified to the destination resource will achieve the same effect of a textured quad blitter".
  it.each([
    ['R8G8B8A8_UNORM', 'B8G8R8A8_UNORM', true],
    ['R8G8B8A8_UNORM', 'R32_UINT', true],
    ['R11G11B10_FLOAT', 'R32_FLOAT', true],
    ['Z24_UNORM_S8_UINT', 'R8G8B8A8_UINT', true],
    ['Z32_FLOAT_S8X24_UINT', 'R32G32_UINT', true],
    ['R16_UNORM', 'R8G8_UNORM', true],
    ['R8G8B8A8_UNORM', 'R16_UNORM', false],
    ['R8G8B8_UNORM', 'R8G8B8A8_UNORM', false],
    ['R32G32B32A32_FLOAT', 'R32G32B32_FLOAT', false],
  ] as const)('%s and %s → %s', (a, b, expected) => {
    expect(formatsCompatibleForCopy(F[a], F[b])).toBe(expected);
    expect(formatsCompatibleForCopy(F[b], F[a])).toBe(expected);
  });
});

describe('formatsCompatibleForView', () => {
  // context.rst: "Casting can be done only between compatible formats, that is formats that have matching
  // component order and sizes."
  it.each([
    ['R8G8B8A8_UNORM', 'R8G8B8A8_SRGB', true],
    ['R8G8B8A8_UNORM', 'R8G8B8A8_UINT', true],
    ['R8G8B8A8_UNORM', 'R8G8B8A8_SNORM', true],
    ['R8G8B8A8_SINT', 'R8G8B8A8_SNORM', true],
    ['R8G8B8A8_UNORM', 'R8G8B8X8_UNORM', true],
    ['B8G8R8A8_UNORM', 'B8G8R8X8_SRGB', true],
    ['R32_FLOAT', 'R32_UINT', true],
    ['R16G16B16A16_FLOAT', 'R16G16B16A16_UNORM', true],
    ['Z24_UNORM_S8_UINT', 'Z24X8_UNORM', true],
    ['S8_UINT_Z24_UNORM', 'X8Z24_UNORM', true],
    ['R8G8B8A8_UNORM', 'B8G8R8A8_UNORM', false],
    ['R8G8B8A8_UNORM', 'A8B8G8R8_UNORM', false],
    ['R8G8B8A8_UNORM', 'R32_UINT', false],
    ['L8_UNORM', 'R8_UNORM', false],
    ['A8_UNORM', 'R8_UNORM', false],
    ['L8_UNORM', 'I8_UNORM', false],
    ['Z32_FLOAT', 'R32_FLOAT', false],
    ['Z24_UNORM_S8_UINT', 'S8_UINT_Z24_UNORM', false],
    ['R11G11B10_FLOAT', 'R10G10B10A2_UNORM', false],
    ['R9G9B9E5_FLOAT', 'R10G10B10A2_UNORM', false],
    ['R16G16_UNORM', 'R32_UINT', false],
  ] as const)('%s and %s → %s', (a, b, expected) => {
    const fa = F[a];
    const fb = F[b];
    expect(formatsCompatibleForView(fa, fb)).toBe(expected);
    expect(formatsCompatibleForView(fb, fa)).toBe(expected);
  });

  it('every format is view-compatible with itself, and view-compatible formats are copy-compatible', () => {
    for (const a of allFormats()) {
      expect(formatsCompatibleForView(a, a)).toBe(true);
      for (const b of allFormats()) {
        if (formatsCompatibleForView(a, b))
          expect(formatDescription(a).blockSize).toBe(formatDescription(b).blockSize);
      }
    }
  });

  it('unknown formats throw PipeError naming the function', () => {
    expect(() => formatsCompatibleForView(F.R8_UNORM, 500 as PipeFormat)).toThrowError(PipeError);
    expect(() => formatsCompatibleForCopy(F.NONE, F.R8_UNORM)).toThrow(
      'formatsCompatibleForCopy: PIPE_FORMAT_NONE has no layout',
    );
  });
});
