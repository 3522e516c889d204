// util/schema and util/state-schemas: checks return private copies and failures name the field path.
import { describe, expect, it } from 'vitest';
import { blendState, drawInfo, rasterizerState, samplerState } from '../src/defaults.js';
import { PipeError } from '../src/errors.js';
import {
  arrayOf,
  bits,
  bool,
  checkSchema,
  checkSchemaInto,
  INVALID,
  int,
  nullable,
  numberIn,
  oneOf,
  type Schema,
  struct,
  tupleOf,
} from '../src/util/schema.js';
import {
  blendStateSchema,
  drawInfoSchema,
  rasterizerStateSchema,
  samplerStateSchema,
  scissorStateSchema,
  shaderStateSchema,
  vertexElementsSchema,
} from '../src/util/state-schemas.js';

const refusal = (call: () => unknown): string => {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(PipeError);
    return (error as PipeError).message;
  }
  throw new Error('expected a PipeError');
};

describe('schema combinators', () => {
  const point = struct<{ x: number; on: boolean; tags: number[]; mode: number | null }>({
    x: int(0, 10),
    on: bool,
    tags: arrayOf(bits(0b101, 'tag'), 0, 2),
    mode: nullable(oneOf({ A: 1, B: 2 }, 'Mode')),
  });

  it('returns a copy with only the schema fields', () => {
    const input = { x: 3, on: true, tags: [1, 4], mode: null, extra: 'dropped' };
    const copy = checkSchema('m', 'p', point, input);
    expect(copy).toEqual({ x: 3, on: true, tags: [1, 4], mode: null });
    expect(copy).not.toBe(input);
    expect(copy.tags).not.toBe(input.tags);
  });

  it('names the method, the path and the problem', () => {
    expect(refusal(() => checkSchema('m', 'p', point, { x: 11, on: true, tags: [], mode: 1 }))).toBe(
      'm: p.x must be an integer in 0..10 (got 11)',
    );
    expect(refusal(() => checkSchema('m', 'p', point, { x: 1, on: 1, tags: [], mode: 1 }))).toBe(
      'm: p.on must be a boolean (got 1)',
    );
    expect(refusal(() => checkSchema('m', 'p', point, { x: 1, on: true, tags: [2], mode: 1 }))).toBe(
      'm: p.tags[0] 2 is not a tag bit mask',
    );
    expect(refusal(() => checkSchema('m', 'p', point, { x: 1, on: true, tags: [1, 1, 1], mode: 1 }))).toBe(
      'm: p.tags must have 0..2 entries (got 3)',
    );
    expect(refusal(() => checkSchema('m', 'p', point, { x: 1, on: true, tags: [], mode: 3 }))).toBe(
      'm: p.mode 3 is not a Mode value',
    );
    expect(refusal(() => checkSchema('m', 'p', point, null))).toBe('m: p must be an object (got null)');
    expect(refusal(() => checkSchema('m', 'v', tupleOf(numberIn(0, 1), 2), [0.5, Number.NaN]))).toBe(
      'm: v[1] must be a number in 0..1 (got NaN)',
    );
  });
});

describe('inline leaf tests (what generated struct readers run)', () => {
  const values: unknown[] = [
    0,
    -0,
    1,
    2,
    3,
    4,
    5,
    7,
    9,
    15,
    16,
    255,
    256,
    -1,
    0.5,
    1.5,
    -2.5,
    2 ** 31,
    2 ** 32 - 1,
    2 ** 32,
    -(2 ** 31),
    -(2 ** 31) - 1,
    2 ** 31 - 1,
    -3,
    -4,
    2 ** 53,
    Number.MAX_VALUE,
    Number.MAX_SAFE_INTEGER,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NaN,
    '1',
    '',
    true,
    false,
    null,
    undefined,
    {},
    [],
    [1],
    1n,
    Symbol('s'),
    { valueOf: () => 1 },
  ];
  const leaves: [string, Schema<unknown>][] = [
    ['bool', bool],
    ['int(0, 10)', int(0, 10)],
    ['int(-5, 2 ** 32 - 1)', int(-5, 2 ** 32 - 1)],
    ['int(0, 2 ** 32 - 1)', int(0, 2 ** 32 - 1)],
    ['int(3, 2 ** 31)', int(3, 2 ** 31)],
    ['int(-(2 ** 31), 2 ** 31 - 1)', int(-(2 ** 31), 2 ** 31 - 1)],
    ['int(-3, 3)', int(-3, 3)],
    ['numberIn(0, 1)', numberIn(0, 1)],
    ['numberIn(-Infinity, Infinity)', numberIn(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)],
    ['bits(0b101)', bits(0b101, 'tag')],
    ['bits(0xffffffff)', bits(0xffffffff, 'all')],
    ['oneOf small', oneOf({ A: 1, B: 4, C: 255 }, 'Small')],
    ['oneOf large', oneOf({ A: 1, B: 4096, C: -3 }, 'Large')],
    ['nullable(int(0, 3))', nullable(int(0, 3))],
    ['nullable(oneOf small)', nullable(oneOf({ A: 2 }, 'Two'))],
  ];

  it('accept exactly what `read` accepts, field by field inside a struct', () => {
    for (const [name, leaf] of leaves) {
      expect(leaf.inline, name).toBeDefined();
      const reader = struct<{ v: unknown }>({ v: leaf as never });
      for (const value of values) {
        const alone = leaf.read(value) !== INVALID;
        const inStruct = reader.read({ v: value }) !== INVALID;
        expect(inStruct, `${name} of ${String(typeof value === 'symbol' ? 'symbol' : value)}`).toBe(alone);
      }
    }
  });

  it('a struct mixing inline leaves and nested schemas still names the bad field', () => {
    const mixed = struct<{ a: number; t: number[]; m: number | null }>({
      a: int(0, 3),
      t: tupleOf(bool as never, 2),
      m: nullable(oneOf({ A: 1 }, 'A')),
    });
    expect(checkSchema('m', 'p', mixed, { a: 1, t: [true, false], m: null })).toEqual({
      a: 1,
      t: [true, false],
      m: null,
    });
    expect(refusal(() => checkSchema('m', 'p', mixed, { a: 4, t: [true, false], m: 1 }))).toBe(
      'm: p.a must be an integer in 0..3 (got 4)',
    );
    expect(refusal(() => checkSchema('m', 'p', mixed, { a: 1, t: [true, 0], m: 1 }))).toBe(
      'm: p.t[1] must be a boolean (got 0)',
    );
    expect(refusal(() => checkSchema('m', 'p', mixed, { a: 1, t: [true, true], m: 2 }))).toBe(
      'm: p.m 2 is not a A value',
    );
  });
});

describe('struct readInto (a caller reusing one private copy)', () => {
  it('writes every field into the target and returns it; a refused value leaves the target as it was', () => {
    const target = drawInfo({ count: 3 });
    const info = drawInfo({ mode: 0, start: 4, count: 9, instanceCount: 2 });
    expect(checkSchemaInto('drawVbo', 'info', drawInfoSchema, info, target)).toBe(target);
    expect(target).toEqual(info);
    expect(target).not.toBe(info);
    const before = { ...target };
    expect(
      refusal(() => checkSchemaInto('drawVbo', 'info', drawInfoSchema, { ...info, count: -1 }, target)),
    ).toBe('drawVbo: info.count must be an integer in 0..4294967295 (got -1)');
    expect(drawInfoSchema.readInto({ ...info, mode: 99 }, target)).toBe(INVALID);
    expect(target).toEqual(before);
  });
});

describe('state schemas', () => {
  it('accept the default templates and copy them deeply', () => {
    const blend = blendState({}, { blendEnable: true });
    const copy = checkSchema('createBlendState', 'state', blendStateSchema, blend);
    expect(copy).toEqual(blend);
    expect(copy.rt[0]).not.toBe(blend.rt[0]);
    expect(checkSchema('x', 'state', rasterizerStateSchema, rasterizerState())).toEqual(rasterizerState());
    expect(checkSchema('x', 'state', samplerStateSchema, samplerState())).toEqual(samplerState());
    expect(checkSchema('x', 'info', drawInfoSchema, drawInfo({ count: 3 }))).toEqual(drawInfo({ count: 3 }));
  });

  it('refuse bad fields with their path', () => {
    expect(
      refusal(() =>
        checkSchema('createBlendState', 'state', blendStateSchema, blendState({}, { colormask: 16 })),
      ),
    ).toBe('createBlendState: state.rt[0].colormask 16 is not a PipeMask RGBA bit mask');
    expect(
      refusal(() => checkSchema('c', 'state', samplerStateSchema, samplerState({ maxAnisotropy: 17 }))),
    ).toMatch(/state\.maxAnisotropy/);
    expect(
      refusal(() => checkSchema('s', 's', scissorStateSchema, { minx: 4, miny: 0, maxx: 2, maxy: 1 })),
    ).toBe('s: s min (4, 0) exceeds max (2, 1)');
    const so = {
      stride: [4],
      output: [
        { registerIndex: 0, startComponent: 2, numComponents: 3, outputBuffer: 0, dstOffset: 0, stream: 0 },
      ],
    };
    expect(
      refusal(() => checkSchema('v', 'state', shaderStateSchema, { type: 0, tokens: {}, streamOutput: so })),
    ).toBe('v: state.streamOutput.output[0] writes components 2..4, past w');
    expect(refusal(() => checkSchema('v', 'state', shaderStateSchema, { type: 0, streamOutput: null }))).toBe(
      'v: state.tokens is missing',
    );
    expect(refusal(() => checkSchema('e', 'elements', vertexElementsSchema, []))).toBe(
      'e: elements must have 1..32 entries (got 0)',
    );
  });
});

describe('drawInfo()', () => {
  it('regression: start and count at the top of the 32-bit range build an info the schema accepts (maxIndex clamped)', () => {
    const info = drawInfo({ start: 0xffffffff, count: 0xffffffff });
    expect([info.minIndex, info.maxIndex]).toEqual([0xffffffff, 0xffffffff]);
    expect(checkSchema('drawVbo', 'info', drawInfoSchema, info)).toEqual(info);
    expect(drawInfo({ start: 5, count: 0 }).maxIndex).toBe(5);
  });
});
