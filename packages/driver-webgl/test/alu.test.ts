// Every arithmetic opcode the translator handles, run on WebGL2 and on TgsiMachine with the same
// operands (ordinary values and the corner cases the definitions decide: ±0, ±Inf, NaN, INT_MIN,
// shift counts past 31, division by zero, out-of-range conversions), compared per channel: exactly,
// or within the stated tolerance for functions GLSL only approximates.
import { opcodeByName, type TgsiOpcodeName } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { ALU, type GlslValueType } from '../src/glsl/alu.js';
import { EXACT, mismatches, type Tolerance } from './helpers/compare.js';
import { runFragmentOnGl, runFragmentOnMachine } from './helpers/fragment.js';
import { sharedGl } from './helpers/gl.js';
import { I, U, type Word } from './helpers/words.js';

const FLOATS: Word[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  2,
  3.75,
  -2.5,
  7,
  0.1,
  -0.3,
  1e10,
  -1e-10,
  100,
  255.5,
  65504,
  1e-3,
  123.456,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.NaN,
  2147483520,
  -2147483648,
  4294967040,
  3e9,
  -1.5,
  1.5,
  2.5,
  0.75,
  16,
  -8.25,
  0.999,
  1.0001,
  1e-30,
];
const INTS: Word[] = [
  I(0),
  I(1),
  I(-1),
  I(2),
  I(7),
  I(31),
  I(32),
  I(33),
  I(-2147483648),
  I(2147483647),
  U(0xffffffff),
  U(0x80000000),
  I(12345678),
  I(-987654),
  I(65535),
  I(65536),
  I(-7),
  I(3),
  I(100),
  I(-100),
  U(0xdeadbeef),
  I(16),
  I(8),
  I(4),
  I(-2),
  U(0x0000ffff),
  U(0x7fc00000),
  U(0x3f800000),
  I(-31),
  I(64),
  I(5),
];

/** Tolerances of the opcodes GLSL ES computes only approximately (see README: Tolerances). */
const FUSED: Tolerance = { ulp: 1 };
const TRANSCENDENTAL: Tolerance = { ulp: 4, rel: 2e-6 };
const TOLERANCE: Partial<Record<TgsiOpcodeName, Tolerance>> = {
  FMA: FUSED,
  MAD: FUSED,
  LRP: FUSED,
  DP2: FUSED,
  DP3: FUSED,
  DP4: FUSED,
  DPH: FUSED,
  DP2A: FUSED,
  XPD: FUSED,
  DST: FUSED,
  RSQ: { ulp: 2 },
  EX2: TRANSCENDENTAL,
  // GLSL ES 3.00 §4.5.1: log2 has an absolute error below 2^-21 in [0.5, 2], 3 ULP elsewhere.
  LG2: { ulp: 4, abs: 2 ** -21 },
  POW: TRANSCENDENTAL,
  EXP: TRANSCENDENTAL,
  LOG: { ulp: 4, abs: 2 ** -21 }, // only .z is approximate: .x and .y come from the bits
  LIT: TRANSCENDENTAL,
  SIN: { ulp: 4 },
  COS: { ulp: 4 },
  SCS: { ulp: 4 },
};

function operands(types: readonly GlslValueType[], pixel: number): Record<number, Word[]> {
  const out: Record<number, Word[]> = {};
  types.forEach((t, k) => {
    const set = t === 'f' ? FLOATS : t === 'b' ? [...FLOATS, ...INTS] : INTS;
    out[k] = [0, 1, 2, 3].map(
      (c) => set[(pixel * (k + 1) * 7 + k * 13 + c * 5 + ((pixel * pixel) >> 2)) % set.length]!,
    );
  });
  return out;
}

function shaderFor(name: TgsiOpcodeName, sources: number, sat: boolean): string {
  const decl = [...Array(4).keys()].map((k) => `DCL IN[${k}], GENERIC[${k}], CONSTANT`).join('\n');
  const src = [...Array(sources).keys()].map((k) => `IN[${k}]`).join(', ');
  return `FRAG\n${decl}\nDCL OUT[0], COLOR\nDCL TEMP[0]\nMOV TEMP[0], IN[3]\n${name}${sat ? '_SAT' : ''} TEMP[0], ${src}\nMOV OUT[0], TEMP[0]\nEND\n`;
}

const PIXELS = 128;
const names = Object.keys(ALU) as TgsiOpcodeName[];

describe('arithmetic opcodes match TgsiMachine', () => {
  for (const name of names) {
    const alu = ALU[name]!;
    it(name, async () => {
      const gl = await sharedGl();
      expect(opcodeByName(name)).toBeDefined();
      const pixels = [...Array(PIXELS).keys()].map((p) =>
        operands(([...alu.src, 'b', 'b', 'b', 'b'] as GlslValueType[]).slice(0, 4), p),
      );
      const c = { fs: shaderFor(name, alu.src.length, false), pixels };
      const got = runFragmentOnGl(gl, c).colors.get(0)!;
      const want = runFragmentOnMachine(c).colors.get(0)!;
      const tol = TOLERANCE[name] ?? EXACT;
      expect(mismatches(got, want, tol, (p) => `pixel ${p} ${JSON.stringify(pixels[p])}`)).toEqual([]);
    });
  }
});

/** Runs `name` on WebGL2 and TgsiMachine with one source word vector per pixel; the mismatches. */
function sweep(
  gl: Awaited<ReturnType<typeof sharedGl>>,
  name: TgsiOpcodeName,
  sources: Word[][],
  tol: Tolerance,
) {
  const pixels = sources.map((s) => ({ 0: s, 3: [0, 0, 0, 0] }));
  const c = { fs: shaderFor(name, 1, false), pixels };
  const got = runFragmentOnGl(gl, c).colors.get(0)!;
  const want = runFragmentOnMachine(c).colors.get(0)!;
  return mismatches(got, want, tol, (p) => `pixel ${p} ${JSON.stringify(sources[p])}`);
}

/** A deterministic stream of 32-bit words (xorshift32). */
function words(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s >>> 0;
  };
}

describe('swept operands', () => {
  it('SCS (sin and cos) is within 4 ULP over the float range, at multiples of π/2 and beside them', async () => {
    const gl = await sharedGl();
    const next = words(0x5eed);
    const args: number[] = [];
    // every binary exponent from 2^-12 to 2^127, both signs, random significands
    for (let e = -12; e <= 127; e++)
      for (let k = 0; k < 24; k++) args.push(Math.fround((k & 1 ? -1 : 1) * 2 ** e * (1 + next() / 2 ** 32)));
    // multiples of π/2 (where sine or cosine is tiny) and their float neighbours
    for (let k = 1; k <= 1200; k++) {
      const x = Math.fround((k * Math.PI) / 2);
      args.push(x, -x, Math.fround(x * (1 + 2 ** -23)), Math.fround(x * (1 - 2 ** -24)));
    }
    const sources = args.map((x) => [x, 0, 0, 0]);
    expect(sources.length).toBeGreaterThan(8000);
    expect(sweep(gl, 'SCS', sources, { ulp: 4 })).toEqual([]);
  });

  it('DIV is exact for normal operands and quotients, also by divisors the compiler knows (immediates)', async () => {
    // (GPUs may flush subnormal operands and results to zero: GLSL ES 3.00 §4.5.1, see README)
    const gl = await sharedGl();
    const next = words(0xd1);
    const float = () => {
      const sign = next() & 1 ? -1 : 1;
      return Math.fround(sign * 2 ** ((next() % 120) - 60) * (1 + next() / 2 ** 32));
    };
    const pairs = [...Array(4096).keys()].map(() => ({
      0: [float(), float(), float(), float()],
      1: [float(), float(), float(), float()],
    }));
    const byInputs = `FRAG\nDCL IN[0], GENERIC[0], CONSTANT\nDCL IN[1], GENERIC[1], CONSTANT\nDCL OUT[0], COLOR\nDIV OUT[0], IN[0], IN[1]\nEND\n`;
    const dividends = [...Array(4096).keys()].map((i) => ({ 0: [i, float(), i * 0.37, float()] }));
    const byImmediates = (d: string) =>
      `FRAG\nDCL IN[0], GENERIC[0], CONSTANT\nDCL OUT[0], COLOR\nIMM[0] FLT32 { ${d} }\nDIV OUT[0], IN[0], IMM[0]\nEND\n`;
    const cases = [
      { fs: byInputs, pixels: pairs },
      { fs: byImmediates('255.0, 3.0, 10.0, 7.0'), pixels: dividends },
      { fs: byImmediates('127.0, 65535.0, -0.1, 1e-30'), pixels: dividends },
    ];
    for (const c of cases) {
      const got = runFragmentOnGl(gl, c).colors.get(0)!;
      const want = runFragmentOnMachine(c).colors.get(0)!;
      expect(mismatches(got, want, EXACT, (p) => `pixel ${p} ${JSON.stringify(c.pixels[p])}`)).toEqual([]);
    }
  });

  it('UP4UB, UP4B and UP2US are exact for every byte and every 16-bit value', async () => {
    const gl = await sharedGl();
    const bytes = [...Array(64).keys()].map((i) => [
      U(((4 * i + 3) << 24) | ((4 * i + 2) << 16) | ((4 * i + 1) << 8) | (4 * i)),
    ]);
    expect(sweep(gl, 'UP4UB', bytes, EXACT)).toEqual([]);
    expect(sweep(gl, 'UP4B', bytes, EXACT)).toEqual([]);
    const halves = [...Array(32768).keys()].map((i) => [U(((2 * i + 1) << 16) | (2 * i))]);
    expect(sweep(gl, 'UP2US', halves, EXACT)).toEqual([]);
  });
});
