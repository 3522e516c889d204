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
  SIN: { abs: 2e-6 },
  COS: { abs: 2e-6 },
  SCS: { abs: 2e-6 },
};

/**
 * Sine and cosine are compared for |x| ≤ 256 and NaN: GLSL ES leaves their precision unspecified and
 * llvmpipe's range reduction fails for large arguments (sin(-2^31) gives 1).
 */
const PERIODIC = new Set<TgsiOpcodeName>(['SIN', 'COS', 'SCS']);
const SMALL_FLOATS = FLOATS.filter((v) => typeof v === 'number' && (Number.isNaN(v) || Math.abs(v) <= 256));

function operands(
  name: TgsiOpcodeName,
  types: readonly GlslValueType[],
  pixel: number,
): Record<number, Word[]> {
  const out: Record<number, Word[]> = {};
  types.forEach((t, k) => {
    const floats = PERIODIC.has(name) ? SMALL_FLOATS : FLOATS;
    const set = t === 'f' ? floats : t === 'b' ? [...FLOATS, ...INTS] : INTS;
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
        operands(name, ([...alu.src, 'b', 'b', 'b', 'b'] as GlslValueType[]).slice(0, 4), p),
      );
      const c = { fs: shaderFor(name, alu.src.length, false), pixels };
      const got = runFragmentOnGl(gl, c).colors.get(0)!;
      const want = runFragmentOnMachine(c).colors.get(0)!;
      const tol = TOLERANCE[name] ?? EXACT;
      expect(mismatches(got, want, tol, (p) => `pixel ${p} ${JSON.stringify(pixels[p])}`)).toEqual([]);
    });
  }
});
