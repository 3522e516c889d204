// roundHalfUp (src/raster/round.ts) must equal Math.round to the bit, −0 included: triangle setup snaps
// with it, and every snapped coordinate ends up in the scene's records.
import { describe, expect, it } from 'vitest';
import { roundHalfUp } from '../src/raster/round.js';
import { generator } from './support/xorshift.js';

const HALF_BELOW = 0.49999999999999994;
const SPECIAL = [
  0,
  -0,
  0.5,
  -0.5,
  1.5,
  -1.5,
  2.5,
  -2.5,
  HALF_BELOW,
  -HALF_BELOW,
  0.5000000000000001,
  -0.5000000000000001,
  2 ** 51 + 0.5,
  -(2 ** 51 + 0.5),
  2 ** 52 - 0.5,
  2 ** 52 + 1,
  -(2 ** 52 + 1),
  2 ** 53 + 2,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.NaN,
];

describe('roundHalfUp', () => {
  it('equals Math.round on halves, near-halves, zeros, huge numbers and non-finite ones', () => {
    for (const v of SPECIAL) expect(Object.is(roundHalfUp(v), Math.round(v)), `${v}`).toBe(true);
  });

  it('equals Math.round on a million random doubles of every exponent', () => {
    const next = generator(20);
    const bits = new Float64Array(1);
    const words = new Uint32Array(bits.buffer);
    let differ = 0;
    for (let i = 0; i < 1_000_000; i++) {
      words[0] = next();
      words[1] = next();
      if (!Object.is(roundHalfUp(bits[0]!), Math.round(bits[0]!))) differ++;
    }
    expect(differ).toBe(0);
  });

  it('equals Math.round on a million window coordinates (float32) times 256, and their neighbours', () => {
    const next = generator(7);
    let differ = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const x = Math.fround((next() / 2 ** 32 - 0.25) * 2048) * 256;
      for (const v of [x, x + 0.5, x - 0.5, Math.floor(x) + 0.5, -Math.floor(x) - 0.5])
        if (!Object.is(roundHalfUp(v), Math.round(v))) differ++;
    }
    expect(differ).toBe(0);
  });

  it('equals Math.round on the doubles either side of a million halves k + 0.5', () => {
    const next = generator(3);
    const bits = new Float64Array(1);
    const words = new BigInt64Array(bits.buffer);
    const beside = (v: number, step: bigint) => {
      bits[0] = v;
      words[0]! += step;
      return bits[0]!;
    };
    let differ = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const k = (next() - 2 ** 31) * 2 ** (next() % 24);
      for (const half of [k + 0.5, -k - 0.5])
        for (const v of [half, beside(half, 1n), beside(half, -1n)])
          if (!Object.is(roundHalfUp(v), Math.round(v))) differ++;
    }
    expect(differ).toBe(0);
  });
});
