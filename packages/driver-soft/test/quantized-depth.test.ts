// The depth test of generated JavaScript back ends quantizes a clamped depth zf in [0, 1] with
// quantizedDepthCode (src/fragment/backend.ts) instead of Math.round(zf · (2^bits − 1)): it must give
// Math.round's result for every such zf — halves, the doubles either side of them, both ends, and many
// seeded values — at 16 and 24 bits.
import { describe, expect, it } from 'vitest';
import { quantizedDepthCode } from '../src/fragment/backend.js';
import { generator } from './support/xorshift.js';

/** The double just above (up) or below (down) v > 0. */
function step(v: number, up: boolean): number {
  const f = new Float64Array([v]);
  const words = new BigInt64Array(f.buffer);
  words[0]! += up ? 1n : -1n;
  return f[0]!;
}

describe('quantizedDepthCode', () => {
  for (const bits of [16, 24]) {
    it(`gives Math.round(zf · (2^${bits} − 1)) for zf in [0, 1] (${bits} bits)`, () => {
      const quantize = new Function('zf', `${quantizedDepthCode(bits)}\nreturn zq;`) as (
        zf: number,
      ) => number;
      const scale = 2 ** bits - 1;
      const values = [0, 1, 0.5, 1 / scale, 0.5 / scale, 1 - 0.5 / scale];
      const next = generator(bits);
      for (let i = 0; i < 20000; i++) {
        // A half step k + ½ of the scaled range, as zf, and the doubles around it; and a random zf.
        const half = ((next() % scale) + 0.5) / scale;
        values.push(half, step(half, true), step(half, false), next() / 2 ** 32);
      }
      let differing = 0;
      for (const zf of values) if (!Object.is(quantize(zf), Math.round(zf * scale))) differing++;
      expect(differing).toBe(0);
      expect(Object.is(quantize(0), 0)).toBe(true);
    });
  }
});
