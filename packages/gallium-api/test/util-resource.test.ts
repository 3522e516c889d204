// util resource store: the packed layout of every level, box reads/writes/fills/copies, template rules
// with their messages, allocation limits and user memory.
import { describe, expect, it } from 'vitest';
import { makeBox } from '../src/box.js';
import { PipeCap } from '../src/caps.js';
import { resourceTemplate } from '../src/defaults.js';
import { PipeBind, PipeResourceFlag, PipeTextureTarget as T } from '../src/enums.js';
import { PipeError } from '../src/errors.js';
import { PipeFormat } from '../src/format/index.js';
import type { PipeScreen } from '../src/screen.js';
import type { PipeResourceTemplate } from '../src/state.js';
import { capsFromTable } from '../src/util/caps-table.js';
import { allocateResourceBytes } from '../src/util/cpu-storage.js';
import { readLimits } from '../src/util/limits.js';
import { BaseResource, checkResource } from '../src/util/resource.js';
import { fillPattern, ResourceBytes, resourceLayout } from '../src/util/resource-bytes.js';
import { resourceTemplateProblem } from '../src/util/resource-template.js';

const screen = {} as PipeScreen;

describe('resourceLayout', () => {
  it('packs each level after the previous one', () => {
    const { levels, size } = resourceLayout(resourceTemplate({ width0: 4, height0: 4, lastLevel: 2 }), 4);
    expect(levels.map((l) => [l.offset, l.stride, l.layerStride, l.layers, l.size])).toEqual([
      [0, 16, 64, 1, 64],
      [64, 8, 16, 1, 16],
      [80, 4, 4, 1, 4],
    ]);
    expect(size).toBe(84);
    const cube = resourceLayout(
      resourceTemplate({ target: T.TEXTURE_CUBE, width0: 2, height0: 2, arraySize: 6, lastLevel: 1 }),
      2,
    );
    expect(cube.levels.map((l) => [l.offset, l.size])).toEqual([
      [0, 48],
      [48, 12],
    ]);
  });
});

describe('ResourceBytes', () => {
  const make = () => {
    const t = resourceTemplate({ target: T.TEXTURE_2D_ARRAY, width0: 4, height0: 2, arraySize: 2 });
    const { levels, size } = resourceLayout(t, 2);
    return new ResourceBytes(new Uint8Array(size), 2, levels);
  };

  it('offsetOf: layer, row and texel', () => {
    expect(make().offsetOf(0, 3, 1, 1)).toBe(16 + 8 + 6);
  });

  it('write then read a box through other strides', () => {
    const bytes = make();
    const src = Uint8Array.from({ length: 20 }, (_, i) => i + 1);
    bytes.write(0, makeBox(1, 0, 0, 2, 2, 2), src, 5, 10);
    expect(Array.from(bytes.data.subarray(0, 16))).toEqual([0, 0, 1, 2, 3, 4, 0, 0, 0, 0, 6, 7, 8, 9, 0, 0]);
    const out = new Uint8Array(8);
    bytes.read(0, makeBox(1, 1, 1, 2, 1, 1), out, 4, 4);
    expect(Array.from(out.subarray(0, 4))).toEqual([16, 17, 18, 19]);
  });

  it('fill and copyFrom (overlapping rows of one resource use copyWithin)', () => {
    const bytes = make();
    bytes.fill(0, makeBox(0, 0, 1, 4, 2, 1), new Uint8Array([7, 9]));
    expect(Array.from(bytes.data.subarray(16, 32))).toEqual([7, 9, 7, 9, 7, 9, 7, 9, 7, 9, 7, 9, 7, 9, 7, 9]);
    bytes.copyFrom(bytes, 0, makeBox(0, 0, 1, 2, 1, 1), 0, 2, 0, 0);
    expect(Array.from(bytes.data.subarray(0, 8))).toEqual([0, 0, 0, 0, 7, 9, 7, 9]);
  });

  it.each([
    ['ArrayBuffer', (n: number) => new Uint8Array(n)],
    ['SharedArrayBuffer', (n: number) => new Uint8Array(new SharedArrayBuffer(n))],
  ])('fill of whole rows and of part of rows, one- and two-byte texels, in an %s', (_, memory) => {
    const t = resourceTemplate({ target: T.TEXTURE_2D_ARRAY, width0: 4, height0: 3, arraySize: 3 });
    for (const pattern of [new Uint8Array([5]), new Uint8Array([7, 9])]) {
      const bs = pattern.length;
      const { levels, size } = resourceLayout(t, bs);
      const bytes = new ResourceBytes(memory(size), bs, levels);
      const expected = new Uint8Array(size);
      const fillExpected = (x: number, y: number, z: number, w: number, h: number, d: number) => {
        for (let l = z; l < z + d; l++)
          for (let r = y; r < y + h; r++)
            for (let c = x; c < x + w; c++) expected.set(pattern, l * 12 * bs + r * 4 * bs + c * bs);
      };
      bytes.fill(0, makeBox(0, 1, 1, 4, 2, 2), pattern); // whole rows 1..2 of layers 1..2
      fillExpected(0, 1, 1, 4, 2, 2);
      bytes.fill(0, makeBox(1, 0, 0, 2, 3, 1), pattern); // columns 1..2 of layer 0
      fillExpected(1, 0, 0, 2, 3, 1);
      expect(Array.from(bytes.data)).toEqual(Array.from(expected));
    }
  });

  it('fillPattern repeats a multi-byte value', () => {
    const data = new Uint8Array(12);
    fillPattern(data, 1, 9, new Uint8Array([1, 2, 3]));
    expect(Array.from(data)).toEqual([0, 1, 2, 3, 1, 2, 3, 1, 2, 3, 0, 0]);
  });
});

describe('resourceTemplateProblem', () => {
  const caps = capsFromTable({
    caps: {
      [PipeCap.MAX_TEXTURE_2D_LEVELS]: 5,
      [PipeCap.MAX_TEXTURE_3D_LEVELS]: 3,
      [PipeCap.MAX_TEXTURE_CUBE_LEVELS]: 4,
      [PipeCap.MAX_TEXTURE_ARRAY_LAYERS]: 8,
    },
    capsf: {},
    shaderCaps: [],
    computeCaps: {},
    isFormatSupported: (format, _target, _samples, _storage, bind) =>
      format === PipeFormat.R8G8B8A8_UNORM && (bind & PipeBind.DEPTH_STENCIL) === 0,
  });
  const limits = readLimits(caps);
  const problem = (fields: Partial<PipeResourceTemplate>) =>
    resourceTemplateProblem(resourceTemplate(fields), caps, limits);

  it('accepts valid templates', () => {
    expect(problem({ width0: 16, height0: 16, lastLevel: 4 })).toBeNull();
    expect(problem({ target: T.BUFFER, format: PipeFormat.NONE, width0: 1000 })).toBeNull();
    expect(problem({ target: T.TEXTURE_2D_ARRAY, arraySize: 8 })).toBeNull();
  });

  it('explains each refusal', () => {
    expect(problem({ width0: 17 })).toBe('width0 17 exceeds the TEXTURE_2D limit of 16');
    expect(problem({ target: T.TEXTURE_3D, depth0: 5 })).toBe('depth0 5 exceeds the TEXTURE_3D limit of 4');
    expect(problem({ target: T.TEXTURE_CUBE, width0: 4, height0: 4, arraySize: 6 })).toBeNull();
    expect(problem({ target: T.TEXTURE_CUBE, width0: 16, height0: 16, arraySize: 6 })).toBe(
      'width0 16 exceeds the TEXTURE_CUBE limit of 8',
    );
    expect(problem({ target: T.TEXTURE_CUBE_ARRAY, width0: 4, height0: 4, arraySize: 6 })).toBe(
      'TEXTURE_CUBE_ARRAY is not supported (PIPE_CAP_CUBE_MAP_ARRAY is 0)',
    );
    expect(problem({ target: T.TEXTURE_2D_ARRAY, arraySize: 9 })).toBe(
      'arraySize 9 exceeds the limit of 8 layers',
    );
    expect(problem({ width0: 4, height0: 4, lastLevel: 3 })).toBe(
      'lastLevel 3 is beyond the 3-level mip chain of a 4x4x1 TEXTURE_2D',
    );
    expect(problem({ format: PipeFormat.R8_UNORM })).toBe(
      'format R8_UNORM is not supported for TEXTURE_2D with 0 samples and bind 0x0',
    );
    expect(problem({ bind: PipeBind.DEPTH_STENCIL })).toMatch(/bind 0x1$/);
    expect(problem({ format: 777 as PipeFormat })).toBe('unknown format 777');
    expect(problem({ nrSamples: 4 })).toBe(
      'multisampled resources are not supported (PIPE_CAP_TEXTURE_MULTISAMPLE is 0)',
    );
    expect(problem({ flags: PipeResourceFlag.MAP_PERSISTENT })).toMatch(
      /persistent mappings are not supported/,
    );
    expect(problem({ usage: 9 as never })).toBe('usage 9 is not a PipeUsage value');
    expect(problem({ bind: 1 << 30 })).toMatch(/not a PipeBind bit mask/);
    expect(problem({ height0: 0 })).toBe('height0 must be an integer from 1 to 2147483647 (got 0)');
    expect(problem({ width0: 2 ** 31 })).toBe(
      'width0 must be an integer from 1 to 2147483647 (got 2147483648)',
    );
  });
});

describe('allocateResourceBytes', () => {
  it('refuses allocations above the limit and names the size', () => {
    const t = resourceTemplate({ width0: 64, height0: 64 });
    expect(() => allocateResourceBytes('resourceCreate', t, 1000, null)).toThrow(
      'resourceCreate: out of memory: the resource needs 16384 bytes, more than the 1000 this screen allocates',
    );
  });

  it('allocates in a SharedArrayBuffer when asked, zeroed; user memory stays as given', () => {
    const t = resourceTemplate({ width0: 4, height0: 2 });
    const shared = allocateResourceBytes('resourceCreate', t, 1 << 20, null, true);
    expect(shared.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.data.every((b) => b === 0)).toBe(true);
    expect(allocateResourceBytes('resourceCreate', t, 1 << 20, null).data.buffer).toBeInstanceOf(ArrayBuffer);
    const memory = new Uint8Array(32);
    expect(allocateResourceBytes('resourceFromUserMemory', t, 1 << 20, memory, true).data.buffer).toBe(
      memory.buffer,
    );
  });

  it('uses user memory in place, and refuses memory that is too small', () => {
    const memory = new Uint32Array(8);
    const bytes = allocateResourceBytes(
      'resourceFromUserMemory',
      resourceTemplate({ width0: 4, height0: 2 }),
      1 << 20,
      memory,
    );
    bytes.data[4] = 0xff;
    expect(memory[1]).toBe(0xff);
    expect(() =>
      allocateResourceBytes('m', resourceTemplate({ width0: 4, height0: 4 }), 1 << 20, memory),
    ).toThrow('m: user memory holds 32 bytes, the resource needs 64');
  });

  it('checkResource: foreign, destroyed and non-resources are refused; the storage is released with the last reference', () => {
    const t = resourceTemplate({});
    let released = 0;
    const storage = Object.assign(allocateResourceBytes('m', t, 1 << 20, null), {
      release: () => {
        released++;
      },
    });
    const r = new BaseResource(screen, 7, t, storage);
    expect(checkResource('m', 'resource', r, screen)).toBe(r);
    expect(() => checkResource('m', 'resource', r, {})).toThrow('m: resource belongs to another screen');
    expect(() => checkResource('m', 'src', { id: 1 }, screen)).toThrow(PipeError);
    r.destroyHandle();
    expect([r.released, released]).toEqual([true, 1]);
    expect(() => r.storage).toThrow(/storage used after release/);
    expect(() => checkResource('m', 'src', r, screen)).toThrow('m: src (resource 7) has been destroyed');
  });
});
