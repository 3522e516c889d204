// The IR's two back ends compute the same bits: every operation on every type, uniform and varying, is
// run through the JavaScript emitter (one lane at a time, Math.fround after each f32 operation) and the
// WebAssembly emitter (four lanes with SIMD) on the same random and edge-case inputs, and the memories
// they leave are compared word for word; so are the control structures, masked stores, gathers, helper
// calls and the unorm8 conversion (checked against its definition, unorm8.ts); the byte-word operations'
// definitions are checked against the arithmetic they stand for.
import { describe, expect, it } from 'vitest';
import { IrBuilder } from '../../src/codegen/ir/builder.js';
import {
  bilinearBytes,
  blendBytes,
  exactBilinearBytes,
  packBytes,
  TIE_TURN,
} from '../../src/codegen/ir/byte-words.js';
import { compileJs, emitJs } from '../../src/codegen/ir/emit-js.js';
import { emitWasm, instantiateWasm, lanesCopies } from '../../src/codegen/ir/emit-wasm.js';
import type { IrType, IrValue } from '../../src/codegen/ir/ir.js';
import { BINARY, COMPARE, COMPARE_UNSIGNED, FLOAT_UNARY } from '../../src/codegen/ir/ops.js';
import { webAssembly } from '../../src/codegen/wasm/runtime.js';
import { unorm8 } from '../../src/fragment/unorm8.js';
import { differences, runBoth, words } from './ir-support.js';

/** Lanes of random inputs per run (a multiple of 4). */
const LANES = 256;
/** Input arrays: a, b (f32), c, d (f64), m, n (i32), each LANES values, at these byte offsets. */
const IN = { a: 0, b: 1024, c: 2048, d: 4096, m: 6144, n: 7168 } as const;
const OUT = 8192;
/** Bytes each output array takes (room for f64 lanes). */
const OUT_STRIDE = LANES * 8;

const SPECIAL = [0, -0, 1, -1, 0.5, -0.5, 1.5, 2.5, 255, 1e-45, 3.4e38, Infinity, -Infinity, NaN, 1 / 3];

function fillInputs(seed: number) {
  return (memory: Uint8Array) => {
    const next = words(seed);
    const view = new DataView(memory.buffer);
    for (let i = 0; i < LANES; i++) {
      const special = SPECIAL[i % SPECIAL.length]!;
      const pick = (k: number) => (i % 3 === k ? special : null);
      const w = next();
      const randomF32 = new Float32Array(
        new Uint32Array([i % 2 ? w : (w & 0x807fffff) | 0x3e800000]).buffer,
      )[0]!;
      view.setFloat32(IN.a + i * 4, pick(0) ?? randomF32, true);
      view.setFloat32(IN.b + i * 4, pick(1) ?? (next() % 1000) / 64 - 7, true);
      view.setFloat64(IN.c + i * 8, pick(2) ?? (next() / 2 ** 32) * 3 - 1, true);
      view.setFloat64(IN.d + i * 8, pick(0) ?? next() / 2 ** 20 - 2000, true);
      view.setInt32(
        IN.m + i * 4,
        i % 5 === 0 ? [0, -1, 0x7fffffff, -0x80000000, 255][(i % 25) / 5]! : next() | 0,
        true,
      );
      view.setInt32(IN.n + i * 4, i % 4 === 0 ? i % 40 : next() | 0, true);
    }
  };
}

/** Every operation of every type on the inputs, each result stored in its own output array. */
function allOperations(varying: boolean) {
  const k = new IrBuilder('ops');
  const count = k.param('i32', 'count');
  const index = k.param('i32', 'index');
  const outputs: { name: string; type: IrType }[] = [];
  const body = (lane: IrValue) => {
    const at = (base: number, size: number) => k.add(k.i32(base), k.mul(lane, k.i32(size)));
    const ins = {
      f32: [k.load('f32', at(IN.a, 4), 'a'), k.load('f32', at(IN.b, 4), 'b')],
      f64: [k.load('f64', at(IN.c, 8), 'c'), k.load('f64', at(IN.d, 8), 'd')],
      i32: [k.load('i32', at(IN.m, 4), 'm'), k.load('i32', at(IN.n, 4), 'n')],
    };
    const out = (name: string, value: IrValue) => {
      const size = value.type === 'f64' ? 8 : 4;
      k.store(value.type, at(OUT + outputs.length * OUT_STRIDE, size), value);
      outputs.push({ name, type: value.type });
    };
    for (const type of ['f32', 'f64'] as const) {
      const [a, b] = ins[type];
      for (const op of BINARY.float) out(`${type} ${op}`, k.binary(op, a!, b!));
      for (const op of FLOAT_UNARY) out(`${type} ${op}`, k.unary(op, a!));
      for (const op of COMPARE) out(`${type} ${op}`, k.compare(op, a!, b!));
      out(`${type} select`, k.select(k.compare('lt', a!, b!), a!, b!));
      out(`${type} truncSat`, k.convert('truncSat', a!));
      out(`${type} unorm8 clamp`, k.unorm8(a!, false));
    }
    // integerWord's promise: an integer below 2^31 in magnitude, never NaN (pmax sends NaN to the low end).
    const limit = 2 ** 31 - 1;
    const integral = k.unary(
      'floor',
      k.binary('pmin', k.f64(limit), k.binary('pmax', k.f64(-limit), ins.f64[0]!)),
    );
    out('f64 integerWord', k.convert('integerWord', integral));
    out('f64 integerWord as truncSat', k.convert('truncSat', integral));
    // The f32 form's promise: below 2^22 in magnitude (the random values are scaled to reach it).
    const small = 2 ** 22 - 1;
    const integral32 = k.unary(
      'nearest',
      k.binary('pmin', k.f32(small), k.binary('pmax', k.f32(-small), k.mul(ins.f32[0]!, k.f32(2 ** 20)))),
    );
    out('f32 integerWord', k.convert('integerWord', integral32));
    out('f32 integerWord as truncSat', k.convert('truncSat', integral32));
    const [m, n] = ins.i32;
    for (const op of BINARY.int) out(`i32 ${op}`, k.binary(op, m!, n!));
    for (const op of [...COMPARE, ...COMPARE_UNSIGNED]) out(`i32 ${op}`, k.compare(op, m!, n!));
    out('i32 not', k.unary('not', m!));
    out('i32 select (not a mask)', k.select(n!, m!, k.i32(7)));
    out('promote', k.convert('promote', ins.f32[0]!));
    out('demote', k.convert('demote', ins.f64[1]!));
    out('convertF32', k.convert('convertF32', m!));
    out('convertF64', k.convert('convertF64', m!));
    out('bitsToF32', k.convert('bitsToF32', m!));
    out('f32Bits', k.convert('f32Bits', ins.f32[0]!));
    out('shift by a constant', k.binary('shl', m!, k.i32(5)));
    for (const byte of [0, 1, 2, 3]) out(`unormByte ${byte}`, k.unormByte(m!, byte));
    // Bytes below 0 and above 255 (clamped), and in range.
    out('packBytes', k.packBytes([m!, n!, k.binary('shrS', m!, k.i32(22)), k.binary('and', n!, k.i32(511))]));
    out('blendBytes alpha 3', k.blendBytes(m!, n!, 3));
    out('blendBytes alpha 0', k.blendBytes(n!, m!, 0));
    // Weights in range (low 15 bits) and any 16 bits.
    const q15 = k.binary('and', n!, k.i32(0x7fff));
    out('bilinearBytes', k.bilinearBytes([m!, n!, k.binary('xor', m!, n!), k.unary('not', m!)], q15, m!));
    // Weights in 256ths: [0, 256].
    const w256 = (x: IrValue) => k.binary('minS', k.binary('and', x, k.i32(0x1ff)), k.i32(256));
    const texels = [m!, n!, k.binary('xor', m!, n!), k.unary('not', m!)] as const;
    out('exactBilinearBytes', k.exactBilinearBytes(texels, w256(n!), w256(k.binary('shrU', m!, k.i32(9)))));
    out('constant arithmetic', k.mul(k.add(ins.f32[0]!, k.f32(0.1)), k.f32(-3)));
  };
  if (varying) k.lanes(k.i32(0), count, body);
  // Uniform: the same operations on the inputs of lane `index`, with scalar code.
  else body(index);
  return { fn: k.finish(), outputs };
}

function compareOutputs(varying: boolean, seed: number) {
  const { fn, outputs } = allOperations(varying);
  const lanes = varying ? LANES : 1;
  const runs = varying
    ? [runBoth(fn, [LANES, 0], fillInputs(seed))]
    : [0, 1, 2, 3, 13, 14, 100].map((index) => runBoth(fn, [0, index], fillInputs(seed)));
  for (const { js, wasm } of runs) {
    outputs.forEach(({ name, type }, o) => {
      const from = OUT + o * OUT_STRIDE;
      const to = from + lanes * (varying ? (type === 'f64' ? 8 : 4) : 8);
      const diff = differences(
        js.subarray(from, to),
        wasm.subarray(from, to),
        type === 'f64' ? [[0, to - from]] : [],
      );
      if (diff.length > 0) expect.fail(`${name}: ${diff.length} word(s) differ, first at lane ${diff[0]}`);
    });
    expect(
      differences(js, wasm, [
        [IN.c, IN.m],
        ...outputs.flatMap((o, i) =>
          o.type === 'f64' ? [[OUT + i * OUT_STRIDE, OUT + (i + 1) * OUT_STRIDE] as [number, number]] : [],
        ),
      ]),
    ).toEqual([]);
  }
}

describe('the JavaScript and WebAssembly back ends give the same bits', () => {
  it.each([1, 2, 3])('every operation on varying values (256 lanes, seed %i)', (seed) =>
    compareOutputs(true, seed),
  );
  it('every operation on uniform values (scalar WebAssembly)', () => compareOutputs(false, 7));

  // With a constant width of 64 lanes the WebAssembly lanes loop runs two interleaved copies of its body
  // (eight lanes an iteration); with the width a parameter, one group an iteration.
  it.each([
    { width: 'a parameter', constant: null, copies: 1 },
    { width: '64', constant: 64, copies: 2 },
  ])(
    'loops, ifs, variables, masked stores, gathers, varying shifts, u8/u16 and helper calls (width $width)',
    ({ constant, copies }) => {
      const k = new IrBuilder('control');
      const rows = k.param('i32', 'rows');
      const widthParam = k.param('i32', 'width');
      const threshold = k.param('f32', 'threshold');
      const width = constant === null ? widthParam : k.i32(constant);
      k.helper('pow', 2);
      k.loop(k.i32(0), rows, 1, (row) => {
        const rowBase = k.mul(row, k.i32(256));
        const odd = k.binary('and', row, k.i32(1));
        k.lanes(k.i32(0), width, (x) => {
          const at = k.add(k.add(k.i32(IN.a), rowBase), k.mul(x, k.i32(4)));
          const a = k.load('f32', at, 'a');
          const sum = k.variable(k.f32(0), 'sum', true);
          k.loop(k.i32(0), k.i32(3), 1, (i) => {
            k.set(sum, k.add(sum, k.mul(a, k.convert('convertF32', i))));
          });
          const above = k.compare('gt', sum, threshold);
          const out = k.add(k.i32(OUT), k.sub(at, k.i32(IN.a)));
          // Masked contiguous store: lanes at or below the threshold keep the memory's 0x5a bytes.
          k.store('f32', out, sum, above);
          // Gather: lane x reads word (x · 7) mod 64 of the row.
          const gatherAt = k.add(
            k.i32(IN.m),
            k.mul(k.binary('and', k.mul(x, k.i32(7)), k.i32(63)), k.i32(4)),
          );
          const gathered = k.load('i32', gatherAt, 'gathered');
          const shifted = k.binary('shrU', gathered, k.binary('and', x, k.i32(31)));
          k.store('i32', k.add(out, k.i32(OUT_STRIDE)), shifted);
          // An f32 gather (lane x reads float (x · 5) mod 64 of the inputs), stored after some arithmetic.
          const floatAt = k.add(k.i32(IN.a), k.mul(k.binary('and', k.mul(x, k.i32(5)), k.i32(63)), k.i32(4)));
          const gatheredFloat = k.load('f32', floatAt, 'gatheredFloat');
          k.store('f32', k.add(out, k.i32(6 * OUT_STRIDE)), k.add(gatheredFloat, k.f32(0.25)));
          // Bytes: u8 and u16 loads and stores at lane strides the vector path does not take.
          const byte = k.load('u8', k.add(k.i32(IN.n), x), 'byte');
          k.store('u8', k.add(k.add(k.i32(OUT + 2 * OUT_STRIDE), rowBase), x), k.add(byte, k.i32(200)));
          const half = k.load('u16', k.add(k.i32(IN.n), k.mul(x, k.i32(2))), 'half');
          k.store('u16', k.add(k.add(k.i32(OUT + 3 * OUT_STRIDE), rowBase), k.mul(x, k.i32(2))), half, above);
          // A helper defined once in JavaScript, called by both.
          const p = k.call('pow', [k.convert('promote', k.unary('abs', a)), k.f64(0.37)]);
          k.store(
            'f64',
            k.add(k.add(k.i32(OUT + 4 * OUT_STRIDE), k.mul(rowBase, k.i32(2))), k.mul(x, k.i32(8))),
            p,
          );
          // A uniform if inside the lanes loop; anyTrue skips groups with no lane above the threshold (it
          // answers for the group, so what it guards stores under the mask).
          k.if(
            odd,
            () => {
              k.store('i32', k.add(out, k.i32(5 * OUT_STRIDE)), k.select(above, k.i32(-1), k.i32(9)));
            },
            () => {
              k.if(k.op('anyTrue', [above]), () =>
                k.store('f32', k.add(out, k.i32(5 * OUT_STRIDE)), k.f32(2.5), above),
              );
            },
          );
        });
      });
      const fn = k.finish();
      const fill = (memory: Uint8Array) => {
        fillInputs(11)(memory);
        memory.fill(0x5a, OUT, OUT + 7 * OUT_STRIDE);
      };
      expect(lanesCopies(fn)).toEqual([copies]);
      const runs =
        constant === null
          ? ([
              [4, 64, 0.5],
              [3, 8, -1],
              [0, 16, 0],
              [5, 4, 1e30],
            ] as const)
          : ([
              [4, constant, 0.5],
              [3, constant, -1],
              [5, constant, 1e30],
            ] as const);
      for (const [rows, width, threshold] of runs) {
        const { js, wasm, source } = runBoth(fn, [rows, width, threshold], fill, { pow: Math.pow });
        expect(source).toContain('h_pow(');
        expect(
          differences(js, wasm, [
            [IN.c, IN.m],
            [OUT + 4 * OUT_STRIDE, OUT + 5 * OUT_STRIDE],
          ]),
        ).toEqual([]);
        // The masked store kept some bytes and wrote others.
        const stored = new Int32Array(js.buffer, OUT, rows * 64);
        if (rows === 4) {
          expect(stored.some((w) => w === 0x5a5a5a5a)).toBe(true);
          expect(stored.some((w) => w !== 0x5a5a5a5a)).toBe(true);
        }
      }
    },
  );
});

describe('unorm8: both back ends store what the definition gives', () => {
  it('f32 and f64 values around every rounding boundary, clamped and in the unit range', () => {
    const values: number[] = [NaN, -Infinity, Infinity, -1, -0, 0, 1, 1 + 2 ** -23, 2, 1e-45, -1e-45];
    for (let k = 0; k <= 255; k++)
      for (const center of [k / 255, (k + 0.5) / 255]) {
        const c = Math.fround(center);
        const bits = new Int32Array(new Float32Array([c]).buffer)[0]!;
        for (let d = -3; d <= 3; d++) values.push(new Float32Array(new Int32Array([bits + d]).buffer)[0]!);
      }
    while (values.length % 4 !== 0) values.push(0.5);
    const k = new IrBuilder('pack');
    const count = k.param('i32', 'count');
    k.lanes(k.i32(0), count, (lane) => {
      const v32 = k.load('f32', k.mul(lane, k.i32(4)), 'v32');
      const v64 = k.load('f64', k.add(k.i32(65536), k.mul(lane, k.i32(8))), 'v64');
      // As the colour store clamps: pmax(0, v) sends NaN to 0, so 'unit' values are never NaN.
      const inUnit = k.op('pmin', [k.op('pmax', [k.f32(0), v32]), k.f32(1)]);
      const store = (slot: number, value: IrValue) =>
        k.store('i32', k.add(k.i32(131072 + slot * 32768), k.mul(lane, k.i32(4))), value);
      store(0, k.unorm8(v32, false));
      store(1, k.unorm8(v64, false));
      store(2, k.unorm8(inUnit, true));
    });
    const fn = k.finish();
    const { js, wasm } = runBoth(fn, [values.length], (memory) => {
      new Float32Array(memory.buffer, 0, values.length).set(values);
      new Float64Array(memory.buffer, 65536, values.length).set(
        values.map((v, i) => (i % 2 ? v : v + 1e-12)),
      );
    });
    for (const memory of [js, wasm]) {
      const out = (slot: number) => new Int32Array(memory.buffer, 131072 + slot * 32768, values.length);
      const f64s = new Float64Array(memory.buffer, 65536, values.length);
      values.forEach((v, i) => {
        expect(out(0)[i]).toBe(unorm8(v));
        expect(out(1)[i]).toBe(unorm8(f64s[i]!));
        expect(out(2)[i]).toBe(Number.isNaN(v) ? 0 : unorm8(Math.min(Math.max(v, 0), 1)));
      });
    }
  });
});

describe('byte words: the definitions (byte-words.ts) are what they say', () => {
  it('blendBytes rounds (s·a + d·(255 − a)) / 255 to nearest for every source, destination and alpha byte', () => {
    for (let a = 0; a < 256; a++)
      for (let s = 0; s < 256; s++) {
        // s in bytes 0 and 2, alpha in byte 3; d counts through bytes 0 and 2 against it.
        const source = s | (s << 16) | (a << 24);
        for (let d = 0; d < 256; d += 1) {
          const word = blendBytes(source, d | (d << 16), 3);
          const want = Math.round((s * a + d * (255 - a)) / 255);
          if ((word & 255) !== want || ((word >>> 16) & 255) !== want)
            expect.fail(`s ${s} d ${d} a ${a}: ${word & 255}, want ${want}`);
        }
        // Its own alpha: a over a zero destination byte.
        expect(blendBytes(source, 0, 3) >>> 24).toBe(Math.round((a * a) / 255));
      }
  });

  it('bilinearBytes is within 1/64 of a step of the bilinear value, for weights in [0, 32767]', () => {
    const next = words(11);
    let largest = 0;
    for (let i = 0; i < 200000; i++) {
      const t = [next(), next(), next(), next()];
      const [wu, wv] =
        i < 4
          ? [
              [0, 0],
              [32767, 32767],
              [0, 32767],
              [16384, 16384],
            ][i]!
          : [next() & 0x7fff, next() & 0x7fff];
      const word = bilinearBytes(t[0]!, t[1]!, t[2]!, t[3]!, wu!, wv!);
      const [fu, fv] = [wu! / 32768, wv! / 32768];
      for (let b = 0; b < 32; b += 8) {
        const [t00, t10, t01, t11] = t.map((w) => (w >>> b) & 255) as [number, number, number, number];
        const exact = (1 - fv) * ((1 - fu) * t00 + fu * t10) + fv * ((1 - fu) * t01 + fu * t11);
        largest = Math.max(largest, Math.abs(((word >>> b) & 255) - exact) - 0.5);
      }
    }
    // Rounded to a byte: 0.5 from the rounding, the rest from the three 7-bit lerps.
    expect(largest).toBeLessThanOrEqual(1 / 64);
  });

  it('exactBilinearBytes stores what the exact path stores: f64 lerps of b / 255, rounded to f32, unorm8', () => {
    const exactPath = (t: readonly number[], wu: number, wv: number, shift: number) => {
      const [t00, t10, t01, t11] = t.map((w) => ((w >>> shift) & 255) / 255) as [
        number,
        number,
        number,
        number,
      ];
      const lerp = (a: number, z: number, w: number) => a + w * (z - a);
      return unorm8(Math.fround(lerp(lerp(t00, t10, wu / 256), lerp(t01, t11, wu / 256), wv / 256)));
    };
    const check = (t: readonly number[], wu: number, wv: number) => {
      const word = exactBilinearBytes(t[0]!, t[1]!, t[2]!, t[3]!, wu, wv);
      for (let shift = 0; shift < 32; shift += 8)
        if (((word >>> shift) & 255) !== exactPath(t, wu, wv, shift))
          expect.fail(`texels ${t.map((w) => (w >>> 0).toString(16))} weights ${wu} ${wv} byte ${shift / 8}`);
    };
    // Every tie n + ½, n = 0 … 254, along either axis: up to TIE_TURN, down above it.
    for (let n = 0; n < 255; n++) {
      const [a, z] = [n * 0x01010101, (n + 1) * 0x01010101];
      check([a, z, a, z], 128, 0);
      check([a, a, z, z], 0, 128);
      check([a, z, z, a], 64, 128);
      expect(exactBilinearBytes(a, z, a, z, 128, 0) & 255).toBe(n + 0.5 <= TIE_TURN ? n + 1 : n);
    }
    // Seeded words and weights, the ends of the weights' range among them.
    const next = words(29);
    for (let i = 0; i < 100000; i++) {
      const t = [next(), next(), next(), next()];
      check(t, i % 7 === 0 ? 256 : next() % 257, i % 11 === 0 ? 0 : next() % 257);
    }
  });

  it('packBytes clamps each value to [0, 255], the first in the lowest byte', () => {
    expect(packBytes(-1, 256, 0x7fffffff, -0x80000000)).toBe(0x00ffff00);
    expect(packBytes(1, 2, 3, 255)).toBe(0xff030201 | 0);
  });
});

describe('a shared memory', () => {
  it('the WebAssembly back end imports a shared memory and writes into its SharedArrayBuffer', () => {
    const k = new IrBuilder('scale');
    const count = k.param('i32', 'count');
    k.lanes(k.i32(0), count, (lane) => {
      const at = k.mul(lane, k.i32(4));
      k.store('f32', at, k.mul(k.load('f32', at), k.f32(1.5)));
    });
    const fn = k.finish();
    const api = webAssembly()!;
    const memory = new api.Memory({ initial: 1, maximum: 1, shared: true });
    expect(memory.buffer).toBeInstanceOf(SharedArrayBuffer);
    const floats = new Float32Array(memory.buffer, 0, 8);
    floats.set([1, 2, 3, 4, 5, 6, 7, 8]);
    instantiateWasm(emitWasm([fn], { minimumPages: 1, maximumPages: 1, shared: true }), memory).scale!(8);
    expect([...floats]).toEqual([1.5, 3, 4.5, 6, 7.5, 9, 10.5, 12]);
    compileJs(emitJs(fn), memory.buffer)(4);
    expect([...floats]).toEqual([2.25, 4.5, 6.75, 9, 7.5, 9, 10.5, 12]);
  });
});

describe('unread definitions', () => {
  it('are removed (chains of them too); what is stored, variables and helper calls stay', () => {
    const k = new IrBuilder('unread');
    const count = k.param('i32', 'count');
    k.helper('pow', 2);
    k.lanes(k.i32(0), count, (lane) => {
      const at = k.add(k.i32(IN.a), k.mul(lane, k.i32(4)));
      const a = k.load('f32', at, 'a');
      const unreadLoad = k.load('f32', k.add(at, k.i32(1024)), 'unreadLoad');
      k.mul(k.add(unreadLoad, a, 'unreadSum'), a, 'unreadProduct');
      k.variable(a, 'keptVariable');
      k.call('pow', [k.convert('promote', a), k.f64(2)], 'keptCall');
      k.store('f32', k.add(k.i32(OUT), k.mul(lane, k.i32(4))), k.mul(a, k.f32(3), 'stored'));
    });
    const { js, wasm, source } = runBoth(k.finish(), [LANES], fillInputs(5), { pow: Math.pow });
    for (const name of ['unreadLoad', 'unreadSum', 'unreadProduct']) expect(source).not.toContain(name);
    for (const name of ['keptVariable', 'keptCall', 'stored']) expect(source).toContain(name);
    expect(differences(js, wasm, [[IN.c, IN.m]])).toEqual([]);
    const stored = new Float32Array(js.buffer, OUT, LANES);
    const inputs = new Float32Array(js.buffer, IN.a, LANES);
    expect(Array.from(stored).every((v, i) => Object.is(v, Math.fround(inputs[i]! * 3)))).toBe(true);
  });
});

describe('uniform definitions in lanes loops', () => {
  it('run once before the loop when their operands are defined before it; loads and variables stay', () => {
    const k = new IrBuilder('hoist');
    const count = k.param('i32', 'count');
    const scale = k.param('f64', 'scale');
    const counter = k.variable(k.f64(1), 'counter');
    k.loop(k.i32(0), k.i32(2), 1, (row) => {
      k.set(counter, k.add(counter, k.f64(1)));
      const rowBase = k.add(k.i32(OUT), k.mul(row, k.i32(LANES * 8)));
      k.lanes(k.i32(0), count, (lane) => {
        const invariant = k.binary('div', k.f64(1), scale, 'invariant');
        const chained = k.mul(invariant, scale, 'chained');
        const fromVariable = k.add(counter, k.f64(0.5), 'fromVariable');
        const uniformLoad = k.load('f64', k.i32(IN.c), 'uniformLoad');
        const c = k.load('f64', k.add(k.i32(IN.c), k.mul(lane, k.i32(8))), 'c');
        const sum = k.add(k.add(k.mul(c, chained), uniformLoad), fromVariable);
        k.store('f64', k.add(rowBase, k.mul(lane, k.i32(8))), sum);
      });
    });
    const fn = k.finish();
    const source = emitJs(fn);
    const loopAt = source.indexOf('for (let $lane');
    // The JavaScript emitter names a value $<name>_<id>.
    const definedAt = (name: string) => source.search(new RegExp(`\\$${name}_\\d+ =`));
    for (const name of ['invariant', 'chained']) expect(definedAt(name)).toBeLessThan(loopAt);
    for (const name of ['fromVariable', 'uniformLoad']) expect(definedAt(name)).toBeGreaterThan(loopAt);
    for (const scale of [3, 0, -0.7]) {
      const { js, wasm } = runBoth(fn, [LANES, scale], fillInputs(9));
      expect(
        differences(js, wasm, [
          [IN.c, IN.m],
          [OUT, OUT + 2 * LANES * 8],
        ]),
      ).toEqual([]);
      const c = new Float64Array(js.buffer, IN.c, LANES);
      for (const row of [0, 1]) {
        const out = new Float64Array(js.buffer, OUT + row * LANES * 8, LANES);
        const expected = Array.from(c, (v) => v * ((1 / scale) * scale) + c[0]! + (row + 2.5));
        expect(Array.from(out).every((v, lane) => Object.is(v, expected[lane]))).toBe(true);
      }
    }
  });
});

describe('definitions only a branch reads', () => {
  it('move into that branch (chains too), not into a loop inside it; shared, loaded, variable-reading and earlier-read values stay', () => {
    const k = new IrBuilder('sink');
    const count = k.param('i32', 'count');
    k.lanes(k.i32(0), count, (lane) => {
      const at = k.add(k.i32(IN.a), k.mul(lane, k.i32(4)));
      const a = k.load('f32', at, 'a');
      const kept = k.variable(k.mul(a, k.f32(2)), 'kept');
      const first = k.convert('promote', a, 'sunkFirst');
      const second = k.mul(first, k.f64(3), 'sunkSecond');
      const shared = k.add(a, k.f32(1), 'shared');
      const fromVariable = k.add(kept, k.f32(1), 'fromVariable');
      const loaded = k.load('f32', k.add(at, k.i32(1024)), 'loaded');
      const inLoop = k.mul(a, k.f32(5), 'inLoop');
      const tie = k.compare('gt', a, k.f32(0.5));
      k.set(kept, shared);
      // A group runs the branch where any lane ties: the lanes that do not keep their value.
      k.if(k.op('anyTrue', [tie]), () => {
        k.set(kept, k.select(tie, k.add(k.convert('demote', second), k.add(fromVariable, loaded)), kept));
        k.loop(k.i32(0), k.i32(2), 1, () => k.set(kept, k.select(tie, k.add(kept, inLoop), kept)));
      });
      k.store('f32', k.add(k.i32(OUT), k.mul(lane, k.i32(4))), k.add(kept, shared));
    });
    const { js, wasm, source } = runBoth(k.finish(), [LANES], fillInputs(11));
    expect(differences(js, wasm, [[IN.c, IN.m]])).toEqual([]);
    const branchAt = source.indexOf('if (');
    const loopAt = source.indexOf('for (let', branchAt);
    const definedAt = (name: string) => source.search(new RegExp(`\\$${name}_\\d+ =`));
    for (const name of ['sunkFirst', 'sunkSecond']) expect(definedAt(name)).toBeGreaterThan(branchAt);
    expect(definedAt('inLoop')).toBeGreaterThan(branchAt);
    expect(definedAt('inLoop')).toBeLessThan(loopAt);
    for (const name of ['shared', 'fromVariable', 'loaded']) expect(definedAt(name)).toBeLessThan(branchAt);
    // What the lanes compute, one at a time.
    const inputs = new Float32Array(js.buffer, IN.a, LANES);
    const loads = new Float32Array(js.buffer, IN.a + 1024, LANES);
    const stored = new Float32Array(js.buffer, OUT, LANES);
    const fr = Math.fround;
    const expected = (x: number, i: number) => {
      const shared = fr(x + 1);
      let kept = shared;
      if (x > 0.5) {
        kept = fr(fr(x * 3) + fr(fr(fr(x * 2) + 1) + loads[i]!));
        for (let j = 0; j < 2; j++) kept = fr(kept + fr(x * 5));
      }
      return fr(kept + shared);
    };
    expect(Array.from(stored).every((v, i) => Object.is(v, expected(inputs[i]!, i)))).toBe(true);
  });
});

describe('the builder computes a pure operation once where its value is visible', () => {
  it('repeats give the first value; loads, variables, calls and sibling blocks compute again', () => {
    const k = new IrBuilder('cse');
    const a = k.param('f64', 'a');
    const b = k.param('f64', 'b');
    k.helper('pow', 2);
    const sum = k.add(a, b);
    expect(k.add(a, b)).toBe(sum);
    expect(k.add(b, a)).not.toBe(sum);
    expect(k.unorm8(a, true)).toBe(k.unorm8(a, true));
    expect(k.unorm8(a, true)).not.toBe(k.unorm8(a, false));
    expect(k.load('f64', k.i32(0))).not.toBe(k.load('f64', k.i32(0)));
    expect(k.call('pow', [a, b])).not.toBe(k.call('pow', [a, b]));
    const v = k.variable(a, 'v');
    const before = k.mul(v, b);
    k.set(v, sum);
    expect(k.mul(v, b)).not.toBe(before);
    let inThen: IrValue | null = null;
    k.if(
      k.i32(1),
      () => {
        expect(k.add(a, b)).toBe(sum);
        inThen = k.sub(a, b);
      },
      () => expect(k.sub(a, b)).not.toBe(inThen),
    );
    expect(k.sub(a, b)).not.toBe(inThen);
  });
});
