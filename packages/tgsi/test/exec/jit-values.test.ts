// The JIT keeps values computed inside a fused block as JavaScript floats: MOV's |x| and −x act on
// those floats, NaN results keep the word the interpreter stores (the canonical NaN with its sign bit
// flipped by −), and comparisons and constants, which are never NaN, are stored without a test.
// Every case checks exact words on both engines.
import { describe, expect, it } from 'vitest';
import { TgsiFile } from '../../src/ir.js';
import { bits, onBoth, setInput } from './harness.js';

const NAN = 0x7fc00000;
const NEG_NAN = 0xffc00000;

/** OUT[0..count-1].x words of lane 0 after one run with IN[0] = a, IN[1] = b. */
function run(body: string, a: readonly number[], b: readonly number[], count: number): number[] {
  const text = `VERT\nDCL IN[0..1]\nDCL OUT[0..${count - 1}]\nDCL TEMP[0..1]\nIMM[0] UINT32 { 4294967295, 0, 0, 0 }\n${body}\nEND\n`;
  return onBoth(
    text,
    (e) => {
      setInput(e, 0, [a]);
      setInput(e, 1, [b]);
      e.run(1);
    },
    (e) => Array.from({ length: count }, (_, r) => e.registerUints(TgsiFile.OUTPUT, r, 0)[0]!),
    { maxLanes: 4 },
  );
}

describe('MOV modifiers on values computed in the same block', () => {
  const body = `ADD TEMP[0], IN[0], IN[1]
MOV OUT[0], -TEMP[0]
MOV OUT[1], |TEMP[0]|
MOV OUT[2], -|TEMP[0]|
MOV TEMP[1], -TEMP[0]
AND OUT[3], TEMP[1], IMM[0].xxxx
MOV OUT[4], -TEMP[1]`;

  it('a NaN sum: −x is the canonical NaN with the sign bit set, |x| the canonical NaN', () => {
    const inf = Number.POSITIVE_INFINITY;
    expect(run(body, [inf], [-inf], 5)).toEqual([NEG_NAN, NAN, NEG_NAN, NEG_NAN, NAN]);
  });

  it('zero and ordinary sums flip and clear the sign bit', () => {
    expect(run(body, [0], [-0], 5)).toEqual([bits(-0), 0, bits(-0), bits(-0), 0]);
    expect(run(body, [1.5], [-4], 5)).toEqual([bits(2.5), bits(2.5), bits(-2.5), bits(2.5), bits(-2.5)]);
  });
});

describe('results that are never NaN', () => {
  it('comparisons of NaN give 0 and constants their value', () => {
    const text = `SLT OUT[0], IN[0], IN[1]
SGE OUT[1], IN[0], IN[1]
SNE OUT[2], IN[0], IN[1]
XPD OUT[3], IN[0], IN[1]
MOV OUT[4], -OUT[0]`;
    const out = run(text, [Number.NaN, Number.NaN, 0, 0], [1, 0, 0, 0], 5);
    expect(out).toEqual([0, 0, bits(1), NAN, bits(-0)]);
    // XPD's w is the constant 1.
    const w = onBoth(
      `VERT\nDCL IN[0..1]\nDCL OUT[0]\nXPD OUT[0], IN[0], IN[1]\nEND\n`,
      (e) => {
        setInput(e, 0, [[Number.NaN, 1, 2, 3]]);
        e.run(1);
      },
      (e) => e.registerUints(TgsiFile.OUTPUT, 0, 3)[0],
      { maxLanes: 4 },
    );
    expect(w).toBe(bits(1));
  });
});
