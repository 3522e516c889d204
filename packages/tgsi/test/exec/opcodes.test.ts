// Every arithmetic opcode against values computed by hand from its tgsi.rst formula, on both engines
// (runInstruction checks that the interpreter and the JIT agree bit for bit before we compare).
import { describe, expect, it } from 'vitest';
import { bits, I, op1, runInstruction, U, type Word, word } from './harness.js';

const NAN = { u: 0x7fc00000 };
const INF = Number.POSITIVE_INFINITY;
const fr = Math.fround;

const f64 = new Float64Array(1);
const w64 = new Uint32Array(f64.buffer);
/** A double as its (low, high) words. */
function d(v: number): [Word, Word] {
  f64[0] = v;
  return [U(w64[0]!), U(w64[1]!)];
}
/** Two doubles as a vec4 (xy, zw). */
function dd(a: number, b: number): Word[] {
  return [...d(a), ...d(b)];
}

interface Case {
  /** The instruction, reading IN[0..] and writing OUT[0]. */
  ins: string;
  src: Word[][];
  /** Expected OUT[0] (channels not listed are not checked). */
  out: (Word | null)[];
}

function check(name: string, cases: Case[]): void {
  describe(name, () => {
    for (const c of cases) {
      it(c.ins, () => {
        const got = op1(c.ins, ...c.src);
        c.out.forEach((w, ch) => {
          if (w !== null) expect(got[ch], `channel ${'xyzw'[ch]}`).toBe(word(w));
        });
      });
    }
  });
}

check('float arithmetic (float32 rounding after each operation)', [
  {
    ins: 'ADD OUT[0], IN[0], IN[1]',
    src: [
      [1.5, -2, 1, 1],
      [2.5, 2, 2 ** -24, 2 ** -23],
    ],
    out: [4, 0, 1, 1 + 2 ** -23],
  },
  {
    ins: 'SUB OUT[0], IN[0], IN[1]',
    src: [
      [1.5, 0, -0, INF],
      [2.5, -0, 0, INF],
    ],
    out: [-1, 0, -0, NAN],
  },
  {
    ins: 'MUL OUT[0], IN[0], IN[1]',
    src: [
      [3, -0.5, 0, INF],
      [2, 4, -1, 0],
    ],
    out: [6, -2, -0, NAN],
  },
  {
    ins: 'DIV OUT[0], IN[0], IN[1]',
    src: [
      [1, 1, -1, 0],
      [3, 0, 0, 0],
    ],
    out: [fr(1 / 3), INF, -INF, NAN],
  },
  // MAD rounds the product: (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 rounds to 1 + 2^-11 (tie to even).
  {
    ins: 'MAD OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [1 + 2 ** -12, 2, 0, 0],
      [1 + 2 ** -12, 3, 0, 0],
      [-1, 1, 0, 0],
    ],
    out: [2 ** -11, 7, 0, 0],
  },
  // FMA does not: the exact 2^-11 + 2^-24 is a float32.
  {
    ins: 'FMA OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [1 + 2 ** -12, 2, 0, 0],
      [1 + 2 ** -12, 3, 0, 0],
      [-1, 1, 0, 0],
    ],
    out: [2 ** -11 + 2 ** -24, 7, 0, 0],
  },
  // LRP: src0 × src1 + (1 − src0) × src2.
  {
    ins: 'LRP OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [0.25, 1, 0, 0.5],
      [8, 3, 3, 2],
      [4, 5, 5, 6],
    ],
    out: [5, 3, 5, 4],
  },
  // MIN/MAX are (x < y) ? x : y and (x > y) ? x : y.
  {
    ins: 'MAX OUT[0], IN[0], IN[1]',
    src: [
      [1, NaN, -0, 2],
      [NaN, 1, 0, -3],
    ],
    out: [NAN, 1, 0, 2],
  },
  {
    ins: 'MIN OUT[0], IN[0], IN[1]',
    src: [
      [1, NaN, -0, 2],
      [NaN, 1, 0, -3],
    ],
    out: [NAN, 1, 0, -3],
  },
  // CLAMP is (x < y) ? y : (x > z) ? z : x.
  {
    ins: 'CLAMP OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [-1, 0.5, 2, NaN],
      [0, 0, 0, 0],
      [1, 1, 1, 1],
    ],
    out: [0, 0.5, 1, NAN],
  },
  { ins: 'ABS OUT[0], IN[0]', src: [[-3, 3, -0, -INF]], out: [3, 3, 0, INF] },
  { ins: 'FRC OUT[0], IN[0]', src: [[1.25, -1.25, 0, -0]], out: [0.25, 0.75, 0, 0] },
  { ins: 'FLR OUT[0], IN[0]', src: [[1.5, -1.5, 2.5, -0.5]], out: [1, -2, 2, -1] },
  { ins: 'CEIL OUT[0], IN[0]', src: [[1.5, -1.5, 2.5, -0.5]], out: [2, -1, 3, -0] },
  { ins: 'TRUNC OUT[0], IN[0]', src: [[1.5, -1.5, 2.5, -0.5]], out: [1, -1, 2, -0] },
  // ROUND: to nearest, ties to even.
  { ins: 'ROUND OUT[0], IN[0]', src: [[1.5, -1.5, 2.5, -0.5]], out: [2, -2, 2, -0] },
  { ins: 'SSG OUT[0], IN[0]', src: [[3, -2, -0, NaN]], out: [1, -1, 0, 0] },
  // CMP: (src0 < 0) ? src1 : src2.
  {
    ins: 'CMP OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [-1, 0, -0, NaN],
      [10, 11, 12, 13],
      [20, 21, 22, 23],
    ],
    out: [10, 21, 22, 23],
  },
  // LDEXP: src0 × 2^src1 (src1 an integer), rounded once.
  {
    ins: 'LDEXP OUT[0], IN[0], IN[1]',
    src: [
      [1.5, 1, 3, 1],
      [I(2), I(-149), I(200), I(-200)],
    ],
    out: [6, 2 ** -149, INF, 0],
  },
]);

check('float comparisons give 1.0 / 0.0', [
  {
    ins: 'SLT OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, NaN, -0],
      [2, 2, 1, 0],
    ],
    out: [1, 0, 0, 0],
  },
  {
    ins: 'SGE OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, NaN, -0],
      [2, 2, 1, 0],
    ],
    out: [0, 1, 0, 1],
  },
  {
    ins: 'SEQ OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, NaN, -0],
      [2, 2, 1, 0],
    ],
    out: [0, 1, 0, 1],
  },
  {
    ins: 'SGT OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, NaN, 3],
      [2, 2, 1, 0],
    ],
    out: [0, 0, 0, 1],
  },
  {
    ins: 'SLE OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, NaN, -0],
      [2, 2, 1, 0],
    ],
    out: [1, 1, 0, 1],
  },
  {
    ins: 'SNE OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, NaN, -0],
      [2, 2, 1, 0],
    ],
    out: [1, 0, 1, 0],
  },
]);

check('scalar float functions replicate f(src.x)', [
  { ins: 'RCP OUT[0], IN[0].xxxx', src: [[4, 0, 0, 0]], out: [0.25, 0.25, 0.25, 0.25] },
  { ins: 'RCP OUT[0], IN[0].yyyy', src: [[4, 0, 0, 0]], out: [INF, INF, INF, INF] },
  { ins: 'RCP OUT[0], IN[0].zzzz', src: [[4, 0, -0, 0]], out: [-INF, -INF, -INF, -INF] },
  // RSQ is 1 / sqrt(|src.x|).
  { ins: 'RSQ OUT[0], IN[0].xxxx', src: [[-4, 0, 0, 0]], out: [0.5, 0.5, 0.5, 0.5] },
  { ins: 'RSQ OUT[0], IN[0].yyyy', src: [[-4, 0, 0, 0]], out: [INF, INF, INF, INF] },
  { ins: 'SQRT OUT[0], IN[0].xxxx', src: [[2.25, 0, 0, 0]], out: [1.5, 1.5, 1.5, 1.5] },
  { ins: 'SQRT OUT[0], IN[0].xxxx', src: [[-1, 0, 0, 0]], out: [NAN, NAN, NAN, NAN] },
  { ins: 'EX2 OUT[0], IN[0].xxxx', src: [[3, 0, 0, 0]], out: [8, 8, 8, 8] },
  { ins: 'EX2 OUT[0], IN[0].xxxx', src: [[0.5, 0, 0, 0]], out: [fr(Math.SQRT2), null, null, null] },
  // LG2(0) = -Inf.
  { ins: 'LG2 OUT[0], IN[0].xxxx', src: [[0, 0, 0, 0]], out: [-INF, -INF, -INF, -INF] },
  { ins: 'LG2 OUT[0], IN[0].xxxx', src: [[8, 0, 0, 0]], out: [3, 3, 3, 3] },
  { ins: 'LG2 OUT[0], IN[0].xxxx', src: [[-1, 0, 0, 0]], out: [NAN, null, null, null] },
  {
    ins: 'POW OUT[0], IN[0].xxxx, IN[1].xxxx',
    src: [
      [2, 0, 0, 0],
      [10, 0, 0, 0],
    ],
    out: [1024, 1024, 1024, 1024],
  },
  {
    ins: 'POW OUT[0], IN[0].xxxx, IN[1].xxxx',
    src: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ],
    out: [1, null, null, null],
  },
  { ins: 'SIN OUT[0], IN[0].xxxx', src: [[1, 0, 0, 0]], out: [fr(Math.sin(1)), null, null, null] },
  { ins: 'COS OUT[0], IN[0].xxxx', src: [[0, 0, 0, 0]], out: [1, 1, 1, 1] },
  {
    ins: 'DP2 OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ],
    out: [17, 17, 17, 17],
  },
  {
    ins: 'DP3 OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ],
    out: [38, 38, 38, 38],
  },
  {
    ins: 'DP4 OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ],
    out: [70, 70, 70, 70],
  },
  // DPH: src0.xyz · src1.xyz + src1.w.
  {
    ins: 'DPH OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ],
    out: [46, 46, 46, 46],
  },
  // DP2A: src0.x × src1.x + src0.y × src1.y + src2.x.
  {
    ins: 'DP2A OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [100, 0, 0, 0],
    ],
    out: [117, 117, 117, 117],
  },
]);

check('channel-specific float opcodes', [
  // LIT: (1, max(x, 0), x > 0 ? max(y, 0)^clamp(w, -128, 128) : 0, 1).
  { ins: 'LIT OUT[0], IN[0]', src: [[2, 3, 0, 2]], out: [1, 2, 9, 1] },
  { ins: 'LIT OUT[0], IN[0]', src: [[-1, 3, 0, 2]], out: [1, 0, 0, 1] },
  { ins: 'LIT OUT[0], IN[0]', src: [[1, 2, 0, 200]], out: [1, 1, INF, 1] },
  // EXP: (2^floor(x), x - floor(x), 2^x, 1).
  { ins: 'EXP OUT[0], IN[0].xxxx', src: [[2.5, 0, 0, 0]], out: [4, 0.5, fr(2 ** 2.5), 1] },
  // LOG: (floor(log2|x|), |x| / 2^floor(log2|x|), log2|x|, 1).
  { ins: 'LOG OUT[0], IN[0].xxxx', src: [[-10, 0, 0, 0]], out: [3, 1.25, fr(Math.log2(10)), 1] },
  // DST: (1, src0.y × src1.y, src0.z, src1.w).
  {
    ins: 'DST OUT[0], IN[0], IN[1]',
    src: [
      [9, 2, 3, 9],
      [9, 4, 9, 5],
    ],
    out: [1, 8, 3, 5],
  },
  // SCS: (cos x, sin x, 0, 1).
  { ins: 'SCS OUT[0], IN[0].xxxx', src: [[0, 0, 0, 0]], out: [1, 0, 0, 1] },
  // XPD: cross product, w = 1.
  {
    ins: 'XPD OUT[0], IN[0], IN[1]',
    src: [
      [1, 0, 0, 9],
      [0, 1, 0, 9],
    ],
    out: [0, 0, 1, 1],
  },
  {
    ins: 'XPD OUT[0], IN[0], IN[1]',
    src: [
      [1, 2, 3, 0],
      [4, 5, 6, 0],
    ],
    out: [-3, 6, -3, 1],
  },
]);

check('conversions and address loads', [
  {
    ins: 'I2F OUT[0], IN[0]',
    src: [[I(-1), I(16777217), I(-2147483648), I(0)]],
    out: [-1, 16777216, -2147483648, 0],
  },
  {
    ins: 'U2F OUT[0], IN[0]',
    src: [[U(0xffffffff), U(16777217), U(0), U(1)]],
    out: [4294967296, 16777216, 0, 1],
  },
  // F2I truncates; NaN → 0, out of range saturates (our documented choice).
  {
    ins: 'F2I OUT[0], IN[0]',
    src: [[-1.9, 3e9, NaN, -3e9]],
    out: [I(-1), I(2147483647), I(0), I(-2147483648)],
  },
  { ins: 'F2U OUT[0], IN[0]', src: [[3.9, -5, NaN, 5e9]], out: [U(3), U(0), U(0), U(0xffffffff)] },
  {
    ins: 'ARL ADDR[0], IN[0]\nMOV OUT[0], ADDR[0]',
    src: [[-1.5, 1.99, 1e10, NaN]],
    out: [I(-2), I(1), I(2147483647), I(0)],
  },
  {
    ins: 'ARR ADDR[0], IN[0]\nMOV OUT[0], ADDR[0]',
    src: [[2.5, -1.5, 0.4, 3.5]],
    out: [I(2), I(-2), I(0), I(4)],
  },
  {
    ins: 'UARL ADDR[0], IN[0]\nMOV OUT[0], ADDR[0]',
    src: [[I(7), I(-3), I(0), I(1)]],
    out: [I(7), I(-3), I(0), I(1)],
  },
]);

const prodHi = (a: number, b: number, signed: boolean) => {
  const A = signed ? BigInt(a | 0) : BigInt(a >>> 0);
  const B = signed ? BigInt(b | 0) : BigInt(b >>> 0);
  return U(Number(BigInt.asUintN(32, (A * B) >> 32n)));
};

check('integer arithmetic wraps at 32 bits', [
  {
    ins: 'UADD OUT[0], IN[0], IN[1]',
    src: [
      [I(0x7fffffff), I(-1), I(5), I(0)],
      [I(1), I(1), I(-7), I(0)],
    ],
    out: [I(-2147483648), I(0), I(-2), I(0)],
  },
  {
    ins: 'UMUL OUT[0], IN[0], IN[1]',
    src: [
      [I(0x10000), I(-3), I(0), I(0)],
      [I(0x10000), I(5), I(0), I(0)],
    ],
    out: [I(0), I(-15), I(0), I(0)],
  },
  {
    ins: 'UMAD OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [I(3), I(0x10000), I(0), I(0)],
      [I(4), I(0x10000), I(0), I(0)],
      [I(5), I(7), I(0), I(0)],
    ],
    out: [I(17), I(7), I(0), I(0)],
  },
  {
    ins: 'IMUL_HI OUT[0], IN[0], IN[1]',
    src: [
      [I(-2147483648), I(-1), I(0x10000), I(123456789)],
      [I(-2147483648), I(-1), I(0x10000), I(-987654321)],
    ],
    out: [
      prodHi(-2147483648, -2147483648, true),
      prodHi(-1, -1, true),
      I(1),
      prodHi(123456789, -987654321, true),
    ],
  },
  {
    ins: 'UMUL_HI OUT[0], IN[0], IN[1]',
    src: [
      [U(0xffffffff), U(0x10000), U(0xdeadbeef), U(0)],
      [U(0xffffffff), U(0x10000), U(0xcafebabe), U(0)],
    ],
    out: [U(0xfffffffe), U(1), prodHi(0xdeadbeef, 0xcafebabe, false), U(0)],
  },
  // IDIV by zero gives -1 (our documented choice: tgsi.rst leaves it open; UDIV gives ~0).
  {
    ins: 'IDIV OUT[0], IN[0], IN[1]',
    src: [
      [I(7), I(-7), I(7), I(-2147483648)],
      [I(2), I(2), I(0), I(-1)],
    ],
    out: [I(3), I(-3), I(-1), I(-2147483648)],
  },
  // "For division by zero, 0xffffffff is returned."
  {
    ins: 'UDIV OUT[0], IN[0], IN[1]',
    src: [
      [U(7), U(0xffffffff), U(5), U(0)],
      [U(2), U(16), U(0), U(0)],
    ],
    out: [U(3), U(0x0fffffff), U(0xffffffff), U(0xffffffff)],
  },
  // "If second arg is zero, 0xffffffff is returned."
  {
    ins: 'UMOD OUT[0], IN[0], IN[1]',
    src: [
      [U(7), U(5), U(0xffffffff), U(0)],
      [U(2), U(0), U(10), U(3)],
    ],
    out: [U(1), U(0xffffffff), U(5), U(0)],
  },
  {
    ins: 'MOD OUT[0], IN[0], IN[1]',
    src: [
      [I(-7), I(7), I(5), I(-2147483648)],
      [I(2), I(-2), I(0), I(-1)],
    ],
    out: [I(-1), I(1), I(-1), I(0)],
  },
  {
    ins: 'IMAX OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(5), I(0), I(0)],
      [I(1), I(3), I(0), I(0)],
    ],
    out: [I(1), I(5), I(0), I(0)],
  },
  {
    ins: 'IMIN OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(5), I(0), I(0)],
      [I(1), I(3), I(0), I(0)],
    ],
    out: [I(-1), I(3), I(0), I(0)],
  },
  {
    ins: 'UMAX OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(5), I(0), I(0)],
      [I(1), I(3), I(0), I(0)],
    ],
    out: [U(0xffffffff), I(5), I(0), I(0)],
  },
  {
    ins: 'UMIN OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(5), I(0), I(0)],
      [I(1), I(3), I(0), I(0)],
    ],
    out: [I(1), I(3), I(0), I(0)],
  },
  {
    ins: 'INEG OUT[0], IN[0]',
    src: [[I(-2147483648), I(5), I(0), I(-1)]],
    out: [I(-2147483648), I(-5), I(0), I(1)],
  },
  {
    ins: 'IABS OUT[0], IN[0]',
    src: [[I(-2147483648), I(-5), I(0), I(7)]],
    out: [I(-2147483648), I(5), I(0), I(7)],
  },
  { ins: 'ISSG OUT[0], IN[0]', src: [[I(-9), I(9), I(0), I(-2147483648)]], out: [I(-1), I(1), I(0), I(-1)] },
  // SAD: |src0 - src1| + src2.
  {
    ins: 'SAD OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [U(5), U(2), U(0), U(0)],
      [U(2), U(5), U(0xffffffff), U(0)],
      [U(10), U(0xffffffff), U(0), U(0)],
    ],
    out: [U(13), U(2), U(0xffffffff), U(0)],
  },
]);

check('bitwise opcodes', [
  {
    ins: 'NOT OUT[0], IN[0]',
    src: [[I(0), I(-1), I(0x0f0f0f0f), I(1)]],
    out: [I(-1), I(0), U(0xf0f0f0f0), I(-2)],
  },
  {
    ins: 'AND OUT[0], IN[0], IN[1]',
    src: [
      [U(0xff00ff00), I(0), I(0), I(0)],
      [U(0x0ff00ff0), I(0), I(0), I(0)],
    ],
    out: [U(0x0f000f00), I(0), I(0), I(0)],
  },
  {
    ins: 'OR OUT[0], IN[0], IN[1]',
    src: [
      [U(0xff00ff00), I(0), I(0), I(0)],
      [U(0x0ff00ff0), I(0), I(0), I(0)],
    ],
    out: [U(0xfff0fff0), I(0), I(0), I(0)],
  },
  {
    ins: 'XOR OUT[0], IN[0], IN[1]',
    src: [
      [U(0xff00ff00), I(0), I(0), I(0)],
      [U(0x0ff00ff0), I(0), I(0), I(0)],
    ],
    out: [U(0xf0f0f0f0), I(0), I(0), I(0)],
  },
  // "The shift count is masked with 0x1f before the shift is applied."
  {
    ins: 'SHL OUT[0], IN[0], IN[1]',
    src: [
      [I(1), I(1), I(1), I(3)],
      [I(31), I(32), I(33), I(-1)],
    ],
    out: [I(-2147483648), I(1), I(2), U(0x80000000)],
  },
  {
    ins: 'ISHR OUT[0], IN[0], IN[1]',
    src: [
      [I(-2147483648), I(-8), I(8), I(-1)],
      [I(31), I(33), I(35), I(0)],
    ],
    out: [I(-1), I(-4), I(1), I(-1)],
  },
  {
    ins: 'USHR OUT[0], IN[0], IN[1]',
    src: [
      [I(-2147483648), I(-1), I(8), I(-1)],
      [I(31), I(36), I(35), I(0)],
    ],
    out: [I(1), U(0x0fffffff), I(1), I(-1)],
  },
  // IBFE/UBFE(value, offset, bits); a window past bit 31 is clamped (our documented choice).
  {
    ins: 'IBFE OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [U(0xf0), U(0xf0), U(0xf0), U(0x80000000)],
      [I(4), I(0), I(4), I(28)],
      [I(4), I(32), I(0), I(8)],
    ],
    out: [I(-1), U(0xf0), I(0), I(-8)],
  },
  {
    ins: 'UBFE OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [U(0xf0), U(0xf0), U(0xf0), U(0x80000000)],
      [I(4), I(0), I(4), I(28)],
      [I(4), I(32), I(0), I(8)],
    ],
    out: [I(15), U(0xf0), I(0), I(8)],
  },
  // BFI(base, insert, offset, bits).
  {
    ins: 'BFI OUT[0], IN[0], IN[1], IN[2], IN[3]',
    src: [
      [U(0xffffffff), U(0x12345678), U(0), U(0)],
      [I(0), U(0xabcdef01), U(0xff), U(0)],
      [I(8), I(0), I(28), I(0)],
      [I(8), I(32), I(8), I(0)],
    ],
    out: [U(0xffff00ff), U(0xabcdef01), U(0xf0000000), U(0)],
  },
  {
    ins: 'BREV OUT[0], IN[0]',
    src: [[I(1), U(0x0000ffff), U(0x12345678), I(0)]],
    out: [U(0x80000000), U(0xffff0000), U(0x1e6a2c48), I(0)],
  },
  {
    ins: 'POPC OUT[0], IN[0]',
    src: [[U(0xffffffff), I(0), U(0xf0), U(0x80000001)]],
    out: [I(32), I(0), I(4), I(2)],
  },
  // LSB/UMSB: -1 when no bit is set; IMSB: highest bit differing from the sign, -1 for 0 and -1.
  { ins: 'LSB OUT[0], IN[0]', src: [[I(0), I(8), I(-2147483648), I(-1)]], out: [I(-1), I(3), I(31), I(0)] },
  {
    ins: 'UMSB OUT[0], IN[0]',
    src: [[I(0), U(0xffffffff), I(1), I(0x100)]],
    out: [I(-1), I(31), I(0), I(8)],
  },
  {
    ins: 'IMSB OUT[0], IN[0]',
    src: [[I(0), I(-1), I(-2), I(-2147483648)]],
    out: [I(-1), I(-1), I(0), I(30)],
  },
  {
    ins: 'IMSB OUT[0], IN[0]',
    src: [[I(1), I(0x7fffffff), I(0x100), I(-257)]],
    out: [I(0), I(30), I(8), I(8)],
  },
]);

check('integer comparisons give ~0 / 0 masks', [
  {
    ins: 'FSEQ OUT[0], IN[0], IN[1]',
    src: [
      [1, NaN, -0, 2],
      [1, NaN, 0, 1],
    ],
    out: [I(-1), I(0), I(-1), I(0)],
  },
  {
    ins: 'FSGE OUT[0], IN[0], IN[1]',
    src: [
      [1, NaN, -0, 2],
      [1, NaN, 0, 1],
    ],
    out: [I(-1), I(0), I(-1), I(-1)],
  },
  {
    ins: 'FSLT OUT[0], IN[0], IN[1]',
    src: [
      [1, NaN, -1, 2],
      [1, NaN, 0, 1],
    ],
    out: [I(0), I(0), I(-1), I(0)],
  },
  // FSNE is unordered: NaN != NaN.
  {
    ins: 'FSNE OUT[0], IN[0], IN[1]',
    src: [
      [1, NaN, -0, 2],
      [1, NaN, 0, 1],
    ],
    out: [I(0), I(-1), I(0), I(-1)],
  },
  {
    ins: 'ISGE OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(1), I(5), I(0)],
      [I(1), I(-1), I(5), I(0)],
    ],
    out: [I(0), I(-1), I(-1), I(-1)],
  },
  {
    ins: 'ISLT OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(1), I(5), I(0)],
      [I(1), I(-1), I(5), I(0)],
    ],
    out: [I(-1), I(0), I(0), I(0)],
  },
  {
    ins: 'USEQ OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(1), I(5), I(0)],
      [I(1), I(1), I(6), I(0)],
    ],
    out: [I(0), I(-1), I(0), I(-1)],
  },
  {
    ins: 'USNE OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(1), I(5), I(0)],
      [I(1), I(1), I(6), I(0)],
    ],
    out: [I(-1), I(0), I(-1), I(0)],
  },
  {
    ins: 'USGE OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(1), I(5), I(0)],
      [I(1), I(1), I(6), I(0)],
    ],
    out: [I(-1), I(-1), I(0), I(-1)],
  },
  {
    ins: 'USLT OUT[0], IN[0], IN[1]',
    src: [
      [I(-1), I(1), I(5), I(0)],
      [I(1), I(1), I(6), I(0)],
    ],
    out: [I(0), I(0), I(-1), I(0)],
  },
]);

check('moves copy words exactly', [
  // A signalling NaN payload survives MOV and UCMP (they are type-less).
  {
    ins: 'MOV OUT[0], IN[0]',
    src: [[U(0x7f800001), U(0xffffffff), -0, I(-5)]],
    out: [U(0x7f800001), U(0xffffffff), -0, I(-5)],
  },
  // Float modifiers on MOV act on the sign bit: |x| then -x.
  { ins: 'MOV OUT[0], -|IN[0]|', src: [[U(0x7f800001), 2, -0, -3]], out: [U(0xff800001), -2, -0, -3] },
  { ins: 'MOV OUT[0], -IN[0]', src: [[U(0x7f800001), 2, 0, -3]], out: [U(0xff800001), -2, -0, 3] },
  // UCMP: src0 ? src1 : src2 (integer condition).
  {
    ins: 'UCMP OUT[0], IN[0], IN[1], IN[2]',
    src: [
      [I(0), I(1), I(-1), I(0)],
      [1, U(0x7f800001), 2, 3],
      [U(0x7fc00001), 11, 12, 13],
    ],
    out: [U(0x7fc00001), U(0x7f800001), 2, 13],
  },
  // Integer negate on an integer source.
  {
    ins: 'UADD OUT[0], -IN[0], IN[1]',
    src: [
      [I(5), I(-2147483648), I(0), I(0)],
      [I(0), I(0), I(0), I(0)],
    ],
    out: [I(-5), I(-2147483648), I(0), I(0)],
  },
  // _SAT clamps float results to [0, 1] (NaN → 0).
  {
    ins: 'ADD_SAT OUT[0], IN[0], IN[1]',
    src: [
      [0.5, 2, -3, NaN],
      [0.25, 0, 0, 0],
    ],
    out: [0.75, 1, 0, 0],
  },
  { ins: 'MOV_SAT OUT[0], IN[0]', src: [[0.5, 2, -0, NaN]], out: [0.5, 1, 0, 0] },
]);

check('packing', [
  // PK2H: f32_to_f16(x) | f32_to_f16(y) << 16.
  {
    ins: 'PK2H OUT[0], IN[0]',
    src: [[1, -2, 0, 0]],
    out: [U(0xc0003c00), U(0xc0003c00), U(0xc0003c00), U(0xc0003c00)],
  },
  { ins: 'PK2H OUT[0], IN[0]', src: [[65520, 2 ** -25 * 1.5, 0, 0]], out: [U(0x00017c00), null, null, null] },
  // PK2US: unorm16(x) | unorm16(y) << 16 (32767.5 rounds to even 32768).
  { ins: 'PK2US OUT[0], IN[0]', src: [[1, 0.5, 0, 0]], out: [U(0x8000ffff), null, null, null] },
  // PK4B: snorm8 per byte: 127, -127, round(63.5) = 64, round(-63.5) = -64.
  { ins: 'PK4B OUT[0], IN[0]', src: [[1, -1, 0.5, -0.5]], out: [U(0xc040817f), null, null, null] },
  { ins: 'PK4UB OUT[0], IN[0]', src: [[1, 0, 0.5, 2]], out: [U(0xff8000ff), null, null, null] },
  { ins: 'UP2H OUT[0], IN[0].xxxx', src: [[U(0xc0003c00), 0, 0, 0]], out: [1, -2, 1, -2] },
  {
    ins: 'UP2US OUT[0], IN[0].xxxx',
    src: [[U(0x8000ffff), 0, 0, 0]],
    out: [1, fr(32768 / 65535), 1, fr(32768 / 65535)],
  },
  {
    ins: 'UP4B OUT[0], IN[0].xxxx',
    src: [[U(0xc040817f), 0, 0, 0]],
    out: [1, -1, fr(64 / 127), fr(-64 / 127)],
  },
  { ins: 'UP4UB OUT[0], IN[0].xxxx', src: [[U(0xff8000ff), 0, 0, 0]], out: [1, 0, fr(128 / 255), 1] },
]);

const DNAN = [U(0), U(0x7ff80000)];
check('doubles on channel pairs (xy, zw)', [
  { ins: 'DADD OUT[0], IN[0], IN[1]', src: [dd(1.5, 1e308), dd(0.25, 1e308)], out: [...d(1.75), ...d(INF)] },
  { ins: 'DMUL OUT[0], IN[0], IN[1]', src: [dd(3, INF), dd(-0.5, 0)], out: [...d(-1.5), ...DNAN] },
  // DMAD rounds the product; DFMA does not: (1 + 2^-30)^2 - 1 = 2^-29 + 2^-60.
  {
    ins: 'DMAD OUT[0], IN[0], IN[1], IN[2]',
    src: [dd(1 + 2 ** -30, 2), dd(1 + 2 ** -30, 3), dd(-1, 1)],
    out: [...d(2 ** -29), ...d(7)],
  },
  {
    ins: 'DFMA OUT[0], IN[0], IN[1], IN[2]',
    src: [dd(1 + 2 ** -30, 2), dd(1 + 2 ** -30, 3), dd(-1, 1)],
    out: [...d(2 ** -29 + 2 ** -60), ...d(7)],
  },
  { ins: 'DMAX OUT[0], IN[0], IN[1]', src: [dd(1, NaN), dd(2, 1)], out: [...d(2), ...d(1)] },
  { ins: 'DMIN OUT[0], IN[0], IN[1]', src: [dd(1, NaN), dd(2, 1)], out: [...d(1), ...d(1)] },
  { ins: 'DABS OUT[0], IN[0]', src: [dd(-2.5, -0)], out: [...d(2.5), ...d(0)] },
  { ins: 'DNEG OUT[0], IN[0]', src: [dd(-2.5, 0)], out: [...d(2.5), ...d(-0)] },
  { ins: 'DRCP OUT[0], IN[0]', src: [dd(4, 0)], out: [...d(0.25), ...d(INF)] },
  { ins: 'DSQRT OUT[0], IN[0]', src: [dd(2, -1)], out: [...d(Math.SQRT2), ...DNAN] },
  { ins: 'DRSQ OUT[0], IN[0]', src: [dd(4, 0)], out: [...d(0.5), ...d(INF)] },
  { ins: 'DFRAC OUT[0], IN[0]', src: [dd(-1.25, 3.5)], out: [...d(0.75), ...d(0.5)] },
  { ins: 'DTRUNC OUT[0], IN[0]', src: [dd(-1.5, 2.5)], out: [...d(-1), ...d(2)] },
  { ins: 'DCEIL OUT[0], IN[0]', src: [dd(-1.5, 2.5)], out: [...d(-1), ...d(3)] },
  { ins: 'DFLR OUT[0], IN[0]', src: [dd(-1.5, 2.5)], out: [...d(-2), ...d(2)] },
  { ins: 'DROUND OUT[0], IN[0]', src: [dd(-1.5, 2.5)], out: [...d(-2), ...d(2)] },
  { ins: 'DSSG OUT[0], IN[0]', src: [dd(-7, 0)], out: [...d(-1), ...d(0)] },
  // Comparisons write x (pair xy) and z (pair zw).
  { ins: 'DSEQ OUT[0], IN[0], IN[1]', src: [dd(1, NaN), dd(1, NaN)], out: [I(-1), null, I(0), null] },
  { ins: 'DSNE OUT[0], IN[0], IN[1]', src: [dd(1, NaN), dd(1, NaN)], out: [I(0), null, I(-1), null] },
  { ins: 'DSLT OUT[0], IN[0], IN[1]', src: [dd(1, 2), dd(2, 1)], out: [I(-1), null, I(0), null] },
  { ins: 'DSGE OUT[0], IN[0], IN[1]', src: [dd(1, 2), dd(2, 1)], out: [I(0), null, I(-1), null] },
  // DLDEXP: src0.xy × 2^src1.x, src0.zw × 2^src1.z.
  {
    ins: 'DLDEXP OUT[0], IN[0], IN[1]',
    src: [dd(1.5, 3), [I(4), I(99), I(-1075), I(0)]],
    out: [...d(24), ...d(2 ** -1073)],
  },
  {
    ins: 'DLDEXP OUT[0], IN[0], IN[1]',
    src: [dd(1.5, 1), [I(-1074), I(0), I(2000), I(0)]],
    out: [...d(2 ** -1074 * 2), ...d(INF)],
  },
  // F2D/I2D/U2D: src.x → xy, src.y → zw; D2F/D2I/D2U: xy → x, zw → y.
  { ins: 'F2D OUT[0], IN[0]', src: [[0.1, -2, 0, 0]], out: [...d(fr(0.1)), ...d(-2)] },
  { ins: 'I2D OUT[0], IN[0]', src: [[I(-5), I(-2147483648), 0, 0]], out: [...d(-5), ...d(-2147483648)] },
  { ins: 'U2D OUT[0], IN[0]', src: [[U(0xffffffff), U(7), 0, 0]], out: [...d(4294967295), ...d(7)] },
  { ins: 'D2F OUT[0], IN[0]', src: [dd(1 / 3, 1e300)], out: [fr(1 / 3), INF, null, null] },
  { ins: 'D2I OUT[0], IN[0]', src: [dd(-2.7, 1e20)], out: [I(-2), I(2147483647), null, null] },
  { ins: 'D2U OUT[0], IN[0]', src: [dd(-1, 4294967295.5)], out: [U(0), U(0xffffffff), null, null] },
]);

describe('DFRACEXP (two destinations)', () => {
  it('stores the exponent to dst0 and the significand to dst1', () => {
    const [out0, out1] = runInstruction('DFRACEXP OUT[0], OUT[1], IN[0]', [[dd(12, -0.375)]])[0]!;
    expect(out0).toEqual([4, 4, -1 >>> 0, -1 >>> 0]);
    expect(out1).toEqual([...d(0.75), ...d(-0.75)].map(word));
  });
});

describe('write masks and swizzles', () => {
  it('writes only the masked channels and reads swizzled channels', () => {
    const out = op1('MOV OUT[0], IN[1]\nADD OUT[0].yw, IN[0].wzyx, IN[0].xxxx', [1, 2, 3, 4], [9, 9, 9, 9]);
    expect(out).toEqual([9, 3 + 1, 9, 1 + 1].map(bits));
  });
  it('computes every channel from the sources before writing the destination', () => {
    const out = op1('MOV OUT[0], IN[0]\nADD OUT[0], OUT[0].yxwz, OUT[0]', [1, 2, 3, 4]);
    expect(out).toEqual([3, 3, 7, 7].map(bits));
  });
});
