// The WebAssembly module encoder (src/codegen/wasm/): LEB128 bytes, modules that validate, and small
// functions run to check that each encoded instruction does what its name says — float lanes round like
// Math.fround, including NaN, −0, infinities and denormals.
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../src/codegen/wasm/byte-writer.js';
import { CodeWriter } from '../../src/codegen/wasm/code-writer.js';
import { writeSigned, writeUnsigned } from '../../src/codegen/wasm/leb128.js';
import { type FunctionSignature, ModuleBuilder } from '../../src/codegen/wasm/module-builder.js';
import { Op, SatOp, SimdOp, ValType } from '../../src/codegen/wasm/opcodes.js';
import { wasmSimdSupported, webAssembly } from '../../src/codegen/wasm/runtime.js';

const WebAssembly = webAssembly()!;

const VOID: FunctionSignature = { params: [], results: [] };

/** Compiles a module whose one function `run` is `body`, over an imported memory of one page. */
function instantiate(
  body: (code: CodeWriter) => void,
  options: {
    signature?: FunctionSignature;
    locals?: ValType[];
    shared?: boolean;
    imports?: Record<string, Function>;
  } = {},
) {
  const builder = new ModuleBuilder();
  const importNames = Object.keys(options.imports ?? {});
  for (const name of importNames)
    builder.importFunction('h', name, { params: [ValType.f64], results: [ValType.f64] });
  builder.importMemory({
    module: 'm',
    name: 'memory',
    minimum: 1,
    maximum: 1,
    shared: options.shared ?? false,
  });
  const code = new CodeWriter();
  body(code);
  const index = builder.addFunction(options.signature ?? VOID, options.locals ?? [], code);
  builder.exportFunction('run', index);
  const bytes = builder.encode();
  expect(WebAssembly.validate(bytes)).toBe(true);
  const memory = new WebAssembly.Memory({ initial: 1, maximum: 1, shared: options.shared ?? false });
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {
    m: { memory },
    h: options.imports ?? {},
  });
  return { run: instance.exports.run as (...args: number[]) => number, memory };
}

/** Runs `op` on the v128 at bytes 0 and 16 (unary ops: only 0), leaving its result at 32. */
function simdOnMemory(op: SimdOp, operands: 1 | 2) {
  return instantiate((c) => {
    c.i32Const(32);
    c.i32Const(0).simdMemory(SimdOp.v128_load, 4, 0);
    if (operands === 2) c.i32Const(0).simdMemory(SimdOp.v128_load, 4, 16);
    c.simd(op).simdMemory(SimdOp.v128_store, 4, 0);
  });
}

const EDGES_F32 = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  1 / 3,
  255,
  1e-45,
  -1e-45,
  1.1754942e-38,
  3.4028235e38,
  -3.4028235e38,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.NaN,
  16777217,
  0.1,
  -0.7,
].map(Math.fround);

/** Float bits equal, any NaN equal to any NaN (lanes' NaN payloads are not specified). */
function sameFloat(a: number, b: number): boolean {
  return (Number.isNaN(a) && Number.isNaN(b)) || Object.is(a, b);
}

/** Pairs of edge values and random floats, four at a time. */
function floatQuads(): [number[], number[]][] {
  const values: [number, number][] = [];
  for (const a of EDGES_F32) for (const b of EDGES_F32) values.push([a, b]);
  const words = new Uint32Array(2);
  const floats = new Float32Array(words.buffer);
  let seed = 12345;
  for (let i = 0; i < 400; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    words[0] = seed;
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    words[1] = i % 2 ? seed : (seed & 0x807fffff) | 0x3f000000; // half of them near 1
    values.push([floats[0]!, floats[1]!]);
  }
  const quads: [number[], number[]][] = [];
  for (let i = 0; i < values.length; i += 4) {
    const chunk = values.slice(i, i + 4);
    while (chunk.length < 4) chunk.push([0, 0]);
    quads.push([chunk.map((v) => v[0]), chunk.map((v) => v[1])]);
  }
  return quads;
}

it('this Node has WebAssembly SIMD', () => {
  expect(wasmSimdSupported()).toBe(true);
});

describe('LEB128', () => {
  it.each([
    [0, [0]],
    [127, [0x7f]],
    [128, [0x80, 0x01]],
    [624485, [0xe5, 0x8e, 0x26]],
    [0xffffffff, [0xff, 0xff, 0xff, 0xff, 0x0f]],
  ])('unsigned %d', (value, bytes) => {
    const out = new ByteWriter();
    writeUnsigned(out, value);
    expect([...out.view()]).toEqual(bytes);
  });
  it.each([
    [0, [0]],
    [63, [0x3f]],
    [64, [0xc0, 0x00]],
    [-1, [0x7f]],
    [-64, [0x40]],
    [-65, [0xbf, 0x7f]],
    [-123456, [0xc0, 0xbb, 0x78]],
    [0x7fffffff, [0xff, 0xff, 0xff, 0xff, 0x07]],
    [-0x80000000, [0x80, 0x80, 0x80, 0x80, 0x78]],
  ])('signed %d', (value, bytes) => {
    const out = new ByteWriter();
    writeSigned(out, value);
    expect([...out.view()]).toEqual(bytes);
  });
  it('a writer grows past its first buffer and keeps every byte', () => {
    const out = new ByteWriter();
    for (let i = 0; i < 1000; i++) out.byte(i & 255);
    out.bytes(new Uint8Array(5000).fill(7));
    expect(out.length).toBe(6000);
    expect(out.view()[999]).toBe(999 & 255);
    expect(out.view()[5999]).toBe(7);
  });
  it('refuses values outside 32 bits', () => {
    expect(() => writeUnsigned(new ByteWriter(), -1)).toThrow(RangeError);
    expect(() => writeUnsigned(new ByteWriter(), 1.5)).toThrow(RangeError);
    expect(() => writeSigned(new ByteWriter(), 2 ** 32)).toThrow(RangeError);
  });
});

describe('module encoding', () => {
  it('an empty module and one with an unclosed block', () => {
    expect(WebAssembly.validate(new ModuleBuilder().encode())).toBe(true);
    const code = new CodeWriter().open(Op.block);
    expect(() => new ModuleBuilder().addFunction(VOID, [], code)).toThrow(/left open/);
  });

  it('loops, branches, if/else and locals: the sum of 1..n, halved when odd', () => {
    const { run } = instantiate(
      (c) => {
        // local 1: sum, local 2: i
        c.i32Const(1).index(Op.local_set, 2);
        c.open(Op.block).open(Op.loop);
        c.index(Op.local_get, 2).index(Op.local_get, 0).op(Op.i32_gt_s).index(Op.br_if, 1);
        c.index(Op.local_get, 1).index(Op.local_get, 2).op(Op.i32_add).index(Op.local_set, 1);
        c.index(Op.local_get, 2).i32Const(1).op(Op.i32_add).index(Op.local_set, 2);
        c.index(Op.br, 0).end().end();
        c.index(Op.local_get, 1).i32Const(1).op(Op.i32_and);
        c.open(Op.if).index(Op.local_get, 1).i32Const(1).op(Op.i32_shr_s).index(Op.local_set, 1);
        c.op(Op.else).index(Op.local_get, 1).i32Const(-1).op(Op.i32_mul).index(Op.local_set, 1).end();
        c.index(Op.local_get, 1);
      },
      { signature: { params: [ValType.i32], results: [ValType.i32] }, locals: [ValType.i32, ValType.i32] },
    );
    expect(run(10)).toBe(27); // 55 >> 1
    expect(run(4)).toBe(-10);
    expect(run(0)).toBe(0);
  });

  it('calls an imported JavaScript function', () => {
    const { run } = instantiate(
      (c) => {
        c.index(Op.local_get, 0).index(Op.call, 0).f64Const(0.25).op(Op.f64_add);
      },
      {
        signature: { params: [ValType.f64], results: [ValType.f64] },
        imports: { exp2: (x: number) => 2 ** x },
      },
    );
    expect(run(3)).toBe(8.25);
  });

  it('scalar loads and stores with offsets, f32/f64 constants and conversions', () => {
    const { run, memory } = instantiate((c) => {
      c.i32Const(0).f32Const(1.5).memory(Op.f32_store, 2, 8);
      c.i32Const(0).f64Const(-2.25).memory(Op.f64_store, 3, 16);
      c.i32Const(0).i32Const(0x12345678).memory(Op.i32_store, 2, 24);
      c.i32Const(0).i32Const(0x1ff).memory(Op.i32_store8, 0, 28);
      c.i32Const(0).i32Const(0).memory(Op.i32_load8_u, 0, 25).memory(Op.i32_store16, 1, 30);
      c.i32Const(32)
        .i32Const(0)
        .memory(Op.f32_load, 2, 8)
        .op(Op.f64_promote_f32)
        .i32Const(0)
        .memory(Op.f64_load, 3, 16)
        .op(Op.f64_mul)
        .op(Op.f32_demote_f64)
        .memory(Op.f32_store, 2, 0);
      c.i32Const(36).f64Const(-3e9).saturating(SatOp.i32_trunc_sat_f64_s).memory(Op.i32_store, 2, 0);
    });
    run();
    const view = new DataView(memory.buffer);
    expect(view.getFloat32(8, true)).toBe(1.5);
    expect(view.getFloat64(16, true)).toBe(-2.25);
    expect(view.getUint8(28)).toBe(0xff);
    expect(view.getUint16(30, true)).toBe(0x56);
    expect(view.getFloat32(32, true)).toBe(-3.375);
    expect(view.getInt32(36, true)).toBe(-0x80000000);
  });

  it('a shared memory import', () => {
    const { run, memory } = instantiate((c) => c.i32Const(4).i32Const(-7).memory(Op.i32_store, 2, 0), {
      shared: true,
    });
    run();
    expect(memory.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(new Int32Array(memory.buffer)[1]).toBe(-7);
  });
});

describe('f32x4 lanes round like Math.fround', () => {
  const fr = Math.fround;
  const binary: [keyof typeof SimdOp, (a: number, b: number) => number][] = [
    ['f32x4_add', (a, b) => fr(a + b)],
    ['f32x4_sub', (a, b) => fr(a - b)],
    ['f32x4_mul', (a, b) => fr(a * b)],
    ['f32x4_div', (a, b) => fr(a / b)],
    ['f32x4_min', (a, b) => Math.min(a, b)],
    ['f32x4_max', (a, b) => Math.max(a, b)],
    // biome-ignore lint/complexity/useMathMinMax: pmin is this formula, whose NaN and -0 results differ from Math.min
    ['f32x4_pmin', (a, b) => (b < a ? b : a)],
    // biome-ignore lint/complexity/useMathMinMax: pmax is this formula, whose NaN and -0 results differ from Math.max
    ['f32x4_pmax', (a, b) => (a < b ? b : a)],
  ];
  it.each(binary)('%s', (name, reference) => {
    const { run, memory } = simdOnMemory(SimdOp[name], 2);
    const f = new Float32Array(memory.buffer);
    for (const [a, b] of floatQuads()) {
      f.set(a, 0);
      f.set(b, 4);
      run();
      for (let i = 0; i < 4; i++) {
        const expected = reference(a[i]!, b[i]!);
        if (!sameFloat(f[8 + i]!, expected)) expect([a[i], b[i], f[8 + i]]).toEqual([a[i], b[i], expected]);
      }
    }
  });

  const unary: [keyof typeof SimdOp, (a: number) => number][] = [
    ['f32x4_sqrt', (a) => fr(Math.sqrt(a))],
    ['f32x4_abs', Math.abs],
    ['f32x4_neg', (a) => -a],
    ['f32x4_floor', Math.floor],
    ['f32x4_ceil', Math.ceil],
    ['f32x4_trunc', Math.trunc],
    [
      'f32x4_nearest',
      (a) => (Math.abs(a - Math.trunc(a)) === 0.5 ? 2 * Math.round(a / 2) : Math.round(a)) || a * 0,
    ],
  ];
  it.each(unary)('%s', (name, reference) => {
    const { run, memory } = simdOnMemory(SimdOp[name], 1);
    const f = new Float32Array(memory.buffer);
    for (const [a] of floatQuads()) {
      f.set(a, 0);
      run();
      for (let i = 0; i < 4; i++) {
        const expected = reference(a[i]!);
        if (!sameFloat(f[8 + i]!, expected)) expect([a[i], f[8 + i]]).toEqual([a[i], expected]);
      }
    }
  });

  const compares: [keyof typeof SimdOp, (a: number, b: number) => boolean][] = [
    ['f32x4_eq', (a, b) => a === b],
    ['f32x4_ne', (a, b) => a !== b],
    ['f32x4_lt', (a, b) => a < b],
    ['f32x4_le', (a, b) => a <= b],
    ['f32x4_gt', (a, b) => a > b],
    ['f32x4_ge', (a, b) => a >= b],
  ];
  it.each(compares)('%s gives all-ones lanes where JavaScript says true', (name, reference) => {
    const { run, memory } = simdOnMemory(SimdOp[name], 2);
    const f = new Float32Array(memory.buffer);
    const i32 = new Int32Array(memory.buffer);
    for (const [a, b] of floatQuads()) {
      f.set(a, 0);
      f.set(b, 4);
      run();
      for (let i = 0; i < 4; i++) expect(i32[8 + i]).toBe(reference(a[i]!, b[i]!) ? -1 : 0);
    }
  });
});

describe('conversions, integers and lane moves', () => {
  it('demote/promote between f64x2 and f32x4 round like Math.fround', () => {
    const { run, memory } = instantiate((c) => {
      c.i32Const(32)
        .i32Const(0)
        .simdMemory(SimdOp.v128_load, 4, 0)
        .simd(SimdOp.f32x4_demote_f64x2_zero)
        .simdMemory(SimdOp.v128_store, 4, 0);
      c.i32Const(48)
        .i32Const(32)
        .simdMemory(SimdOp.v128_load, 4, 0)
        .simd(SimdOp.f64x2_promote_low_f32x4)
        .simdMemory(SimdOp.v128_store, 4, 0);
    });
    const d = new Float64Array(memory.buffer);
    const f = new Float32Array(memory.buffer);
    for (const pair of [
      [1 / 3, -0],
      [1e-40, 3.5e38],
      [1 + 2 ** -24, 1 + 3 * 2 ** -24],
      [Number.NaN, 1e300],
    ]) {
      d.set(pair, 0);
      run();
      for (let i = 0; i < 2; i++) {
        expect(sameFloat(f[8 + i]!, Math.fround(pair[i]!))).toBe(true);
        expect(sameFloat(d[6 + i]!, Math.fround(pair[i]!))).toBe(true);
      }
      expect([f[10], f[11]]).toEqual([0, 0]);
    }
  });

  it('i32x4 ↔ f32x4 and f64x2 conversions (saturating, NaN to 0)', () => {
    const cases: [SimdOp, number[], (v: number) => number, 'f32' | 'i32' | 'f64'][] = [
      [SimdOp.f32x4_convert_i32x4_s, [16777217, -3, 0x7fffffff, -0x80000000], Math.fround, 'i32'],
      [
        SimdOp.i32x4_trunc_sat_f32x4_s,
        [2.9, -2.9, 3e9, Number.NaN],
        (v) => (Number.isNaN(v) ? 0 : Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, Math.trunc(v)))),
        'f32',
      ],
    ];
    for (const [op, input, reference, from] of cases) {
      const { run, memory } = simdOnMemory(op, 1);
      if (from === 'i32') new Int32Array(memory.buffer).set(input, 0);
      else new Float32Array(memory.buffer).set(input, 0);
      run();
      const out =
        from === 'i32' ? new Float32Array(memory.buffer, 32, 4) : new Int32Array(memory.buffer, 32, 4);
      expect([...out]).toEqual(input.map(reference));
    }
    const toI32 = simdOnMemory(SimdOp.i32x4_trunc_sat_f64x2_s_zero, 1);
    new Float64Array(toI32.memory.buffer).set([254.5 + 0.5, -1e10], 0);
    toI32.run();
    expect([...new Int32Array(toI32.memory.buffer, 32, 4)]).toEqual([255, -(2 ** 31), 0, 0]);
    const toF64 = simdOnMemory(SimdOp.f64x2_convert_low_i32x4_s, 1);
    new Int32Array(toF64.memory.buffer).set([-7, 255, 1, 1], 0);
    toF64.run();
    expect([...new Float64Array(toF64.memory.buffer, 32, 2)]).toEqual([-7, 255]);
  });

  it('f64x2 arithmetic is JavaScript arithmetic', () => {
    const ops: [SimdOp, (a: number, b: number) => number][] = [
      [SimdOp.f64x2_add, (a, b) => a + b],
      [SimdOp.f64x2_sub, (a, b) => a - b],
      [SimdOp.f64x2_mul, (a, b) => a * b],
      [SimdOp.f64x2_div, (a, b) => a / b],
    ];
    for (const [op, reference] of ops) {
      const { run, memory } = simdOnMemory(op, 2);
      const d = new Float64Array(memory.buffer);
      for (const [a, b] of [
        [1 / 3, 0.1],
        [1e308, 10],
        [-0, 0],
        [5e-324, 0.5],
      ]) {
        d.set([a!, b!], 0);
        d.set([b!, a!], 2);
        run();
        expect(sameFloat(d[4]!, reference(a!, b!))).toBe(true);
        expect(sameFloat(d[5]!, reference(b!, a!))).toBe(true);
      }
    }
  });

  it('i32x4 arithmetic, shifts and compares wrap like JavaScript int32', () => {
    const a = [0x7fffffff, -5, 123456789, 0];
    const b = [1, 3, 987654321, -1];
    const ops: [SimdOp, (x: number, y: number) => number][] = [
      [SimdOp.i32x4_add, (x, y) => (x + y) | 0],
      [SimdOp.i32x4_sub, (x, y) => (x - y) | 0],
      [SimdOp.i32x4_mul, Math.imul],
      [SimdOp.i32x4_min_s, Math.min],
      [SimdOp.i32x4_max_u, (x, y) => (x >>> 0 > y >>> 0 ? x : y)],
      [SimdOp.i32x4_lt_s, (x, y) => (x < y ? -1 : 0)],
      [SimdOp.i32x4_gt_u, (x, y) => (x >>> 0 > y >>> 0 ? -1 : 0)],
      [SimdOp.i32x4_eq, (x, y) => (x === y ? -1 : 0)],
      [SimdOp.v128_and, (x, y) => x & y],
      [SimdOp.v128_or, (x, y) => x | y],
      [SimdOp.v128_xor, (x, y) => x ^ y],
      [SimdOp.v128_andnot, (x, y) => x & ~y],
    ];
    for (const [op, reference] of ops) {
      const { run, memory } = simdOnMemory(op, 2);
      const w = new Int32Array(memory.buffer);
      w.set(a, 0);
      w.set(b, 4);
      run();
      expect([...w.subarray(8, 12)]).toEqual(a.map((x, i) => reference(x, b[i]!)));
    }
    for (const [op, reference] of [
      [SimdOp.i32x4_shl, (x: number) => x << 8],
      [SimdOp.i32x4_shr_s, (x: number) => x >> 8],
      [SimdOp.i32x4_shr_u, (x: number) => (x >>> 8) | 0],
    ] as const) {
      const { run, memory } = instantiate((c) => {
        c.i32Const(32)
          .i32Const(0)
          .simdMemory(SimdOp.v128_load, 4, 0)
          .i32Const(8)
          .simd(op)
          .simdMemory(SimdOp.v128_store, 4, 0);
      });
      const w = new Int32Array(memory.buffer);
      w.set(a, 0);
      run();
      expect([...w.subarray(8, 12)]).toEqual(a.map(reference));
    }
  });

  it('splat, extract/replace lane, bitselect, shuffle, any_true and narrowing', () => {
    const { run, memory } = instantiate(
      (c) => {
        // local 0: v128
        c.f32Const(2.5)
          .simd(SimdOp.f32x4_splat)
          .f32Const(-1)
          .simdLane(SimdOp.f32x4_replace_lane, 2)
          .index(Op.local_set, 0);
        c.i32Const(0).index(Op.local_get, 0).simdMemory(SimdOp.v128_store, 4, 0);
        c.i32Const(16)
          .index(Op.local_get, 0)
          .simdLane(SimdOp.f32x4_extract_lane, 2)
          .memory(Op.f32_store, 2, 0);
        // bitselect: lanes of a where the mask is set, else of b
        c.i32Const(32).i32Const(1).simd(SimdOp.i32x4_splat).i32Const(2).simd(SimdOp.i32x4_splat);
        c.v128Const(Uint8Array.from([255, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0]));
        c.simd(SimdOp.v128_bitselect).simdMemory(SimdOp.v128_store, 4, 0);
        // reverse the 4 lanes of the local
        c.i32Const(48).index(Op.local_get, 0).index(Op.local_get, 0);
        c.shuffle([12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3]).simdMemory(SimdOp.v128_store, 4, 0);
        c.i32Const(64).index(Op.local_get, 0).simd(SimdOp.v128_any_true).memory(Op.i32_store, 2, 0);
        c.i32Const(68).v128Const(new Uint8Array(16)).simd(SimdOp.v128_any_true).memory(Op.i32_store, 2, 0);
        // 300, -4, 255, 7 narrowed to unsigned bytes twice: 255, 0, 255, 7
        c.i32Const(80)
          .i32Const(0)
          .simdMemory(SimdOp.v128_load, 4, 96)
          .index(Op.local_tee, 0)
          .index(Op.local_get, 0);
        c.simd(SimdOp.i16x8_narrow_i32x4_u)
          .index(Op.local_tee, 0)
          .index(Op.local_get, 0)
          .simd(SimdOp.i8x16_narrow_i16x8_u);
        c.simdMemory(SimdOp.v128_store, 4, 0);
      },
      { locals: [ValType.v128] },
    );
    new Int32Array(memory.buffer).set([300, -4, 255, 7], 24);
    run();
    const f = new Float32Array(memory.buffer);
    const w = new Int32Array(memory.buffer);
    const u8 = new Uint8Array(memory.buffer);
    expect([...f.subarray(0, 4)]).toEqual([2.5, 2.5, -1, 2.5]);
    expect(f[4]).toBe(-1);
    expect([...w.subarray(8, 12)]).toEqual([1, 2, 1, 2]);
    expect([...f.subarray(12, 16)]).toEqual([2.5, -1, 2.5, 2.5]);
    expect([w[16], w[17]]).toEqual([1, 0]);
    expect([...u8.subarray(80, 84)]).toEqual([255, 0, 255, 7]);
  });
});
