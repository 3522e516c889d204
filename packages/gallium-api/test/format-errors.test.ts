// Bad input to the format functions: PipeError naming the function and the reason, and nothing written.
import { describe, expect, it } from 'vitest';
import {
  PipeFormat,
  packDepthStencil,
  packRgbaFloat,
  packRgbaFloatRow,
  packRgbaUint,
  packRgbaUnorm8,
  unpackRgbaFloat,
  unpackRgbaFloatRow,
  unpackRgbaSint,
  unpackRgbaUint,
  unpackRgbaUnorm8,
  unpackStencil,
  unpackZFloat,
} from '../src/format/index.js';
import { expectPipeError } from '../src/test-kit/harness.js';

const F = PipeFormat;

describe('unknown formats', () => {
  it.each([
    ['unpackRgbaFloat', () => unpackRgbaFloat(999 as PipeFormat, new Uint8Array(16), 0, [])],
    ['packRgbaFloat', () => packRgbaFloat(999 as PipeFormat, [0, 0, 0, 0], new Uint8Array(16), 0)],
    ['unpackRgbaUnorm8', () => unpackRgbaUnorm8(999 as PipeFormat, new Uint8Array(16), 0, [])],
    ['unpackRgbaUint', () => unpackRgbaUint(999 as PipeFormat, new Uint8Array(16), 0, [])],
    ['unpackZFloat', () => unpackZFloat(999 as PipeFormat, new Uint8Array(16), 0)],
    ['packDepthStencil', () => packDepthStencil(999 as PipeFormat, 0, null, new Uint8Array(16), 0)],
  ])('%s: unknown format 999', (method, fn) => {
    expectPipeError(fn, method, 'unknown format 999');
  });

  it('NONE has no layout', () => {
    expectPipeError(
      () => unpackRgbaFloat(F.NONE, new Uint8Array(4), 0, []),
      'unpackRgbaFloat',
      'PIPE_FORMAT_NONE has no layout',
    );
  });
});

describe('format/operation mismatches', () => {
  it.each([
    ['unpackRgbaFloat', () => unpackRgbaFloat(F.Z24_UNORM_S8_UINT, new Uint8Array(4), 0, [])],
    ['packRgbaFloat', () => packRgbaFloat(F.Z16_UNORM, [0, 0, 0, 0], new Uint8Array(2), 0)],
    ['unpackRgbaUnorm8', () => unpackRgbaUnorm8(F.S8_UINT, new Uint8Array(1), 0, [])],
    ['packRgbaUnorm8', () => packRgbaUnorm8(F.Z32_FLOAT, [0, 0, 0, 0], new Uint8Array(4), 0)],
    ['unpackRgbaUint', () => unpackRgbaUint(F.S8_UINT, new Uint8Array(1), 0, [])],
  ])('%s on a depth/stencil format', (method, fn) => {
    expectPipeError(fn, method, /is a depth\/stencil format/);
  });

  it.each([
    ['unpackRgbaUint', () => unpackRgbaUint(F.R8G8B8A8_UNORM, new Uint8Array(4), 0, [])],
    ['unpackRgbaSint', () => unpackRgbaSint(F.R32_FLOAT, new Uint8Array(4), 0, [])],
    ['packRgbaUint', () => packRgbaUint(F.R8G8B8A8_USCALED, [0, 0, 0, 0], new Uint8Array(4), 0)],
  ])('%s on a format that is not pure integer', (method, fn) => {
    expectPipeError(fn, method, /is not a pure-integer format/);
  });

  it('depth/stencil functions on colour formats and missing parts', () => {
    expectPipeError(
      () => unpackZFloat(F.R8G8B8A8_UNORM, new Uint8Array(4), 0),
      'unpackZFloat',
      'R8G8B8A8_UNORM is a colour format, not depth/stencil',
    );
    expectPipeError(
      () => unpackZFloat(F.S8_UINT, new Uint8Array(1), 0),
      'unpackZFloat',
      'S8_UINT has no depth',
    );
    expectPipeError(
      () => unpackStencil(F.Z24X8_UNORM, new Uint8Array(4), 0),
      'unpackStencil',
      'Z24X8_UNORM has no stencil',
    );
    expectPipeError(
      () => packDepthStencil(F.R32_FLOAT, null, null, new Uint8Array(4), 0),
      'packDepthStencil',
      'R32_FLOAT is a colour format, not depth/stencil',
    );
    expectPipeError(
      () => packDepthStencil(F.Z16_UNORM, 0, 1, new Uint8Array(2), 0),
      'packDepthStencil',
      'Z16_UNORM has no stencil to write',
    );
    expectPipeError(
      () => packDepthStencil(F.S8_UINT, 0, null, new Uint8Array(1), 0),
      'packDepthStencil',
      'S8_UINT has no depth to write',
    );
  });
});

describe('ranges: nothing is read or written outside a buffer', () => {
  it('a source too short for the pixels', () => {
    expectPipeError(
      () => unpackRgbaFloatRow(F.R8G8B8A8_UNORM, new Uint8Array(7), 0, [], 2),
      'unpackRgbaFloatRow',
      'src needs elements [0, 8) but has 7',
    );
    expectPipeError(
      () => unpackRgbaFloat(F.R16_UNORM, new Uint8Array(2), 1, []),
      'unpackRgbaFloat',
      'src needs elements [1, 3) but has 2',
    );
    expectPipeError(
      () => unpackZFloat(F.Z32_FLOAT_S8X24_UINT, new Uint8Array(4), 0),
      'unpackZFloat',
      'src needs elements [0, 8) but has 4',
    );
  });

  it('a typed output too short; plain arrays grow', () => {
    expectPipeError(
      () => unpackRgbaFloatRow(F.R8_UNORM, new Uint8Array(2), 0, new Float32Array(7), 2),
      'unpackRgbaFloatRow',
      'out needs elements [0, 8) but has 7',
    );
    const grown: number[] = [];
    unpackRgbaFloatRow(F.R8_UNORM, new Uint8Array(2), 0, grown, 2, 3);
    expect(grown.length).toBe(11);
  });

  it('rgba input too short and destination too short leave the destination untouched', () => {
    const dst = new Uint8Array(8).fill(0xee);
    expectPipeError(
      () => packRgbaFloatRow(F.R8G8B8A8_UNORM, [1, 1, 1, 1, 1, 1, 1], dst, 0, 2),
      'packRgbaFloatRow',
      'rgba needs elements [0, 8) but has 7',
    );
    expectPipeError(
      () => packRgbaFloatRow(F.R8G8B8A8_UNORM, new Float32Array(12), dst, 4, 3),
      'packRgbaFloatRow',
      'dst needs elements [4, 16) but has 8',
    );
    expectPipeError(
      () => packDepthStencil(F.Z24_UNORM_S8_UINT, 1, 1, dst, 6),
      'packDepthStencil',
      'dst needs elements [6, 10) but has 8',
    );
    expect(Array.from(dst)).toEqual(new Array(8).fill(0xee));
  });

  it('negative or fractional offsets and counts', () => {
    expectPipeError(
      () => unpackRgbaFloat(F.R8_UNORM, new Uint8Array(4), -1, []),
      'unpackRgbaFloat',
      'src offset -1 is not a non-negative integer',
    );
    expectPipeError(
      () => packRgbaFloat(F.R8_UNORM, [0, 0, 0, 0], new Uint8Array(4), 0.5),
      'packRgbaFloat',
      'dst offset 0.5 is not a non-negative integer',
    );
    expectPipeError(
      () => unpackRgbaFloatRow(F.R8_UNORM, new Uint8Array(4), 0, [], -1),
      'unpackRgbaFloatRow',
      'count -1 is not a non-negative integer',
    );
    expectPipeError(
      () => unpackRgbaFloatRow(F.R8_UNORM, new Uint8Array(4), 0, [], 1.5),
      'unpackRgbaFloatRow',
      'count 1.5 is not a non-negative integer',
    );
  });
});
