// ByteFallback's threshold on squared distances (unsureFrom): every f32 difference over ½ − margin — what
// the test on |x − round(x)| sent to the exact bytes — still reaches it once squared in f32.
import { describe, expect, it } from 'vitest';
import { unsureFrom } from '../../src/codegen/tgsi/texel-vector.js';

/** The f32 `steps` steps of 2⁻²⁴·2^e away from positive f32 `x` (through its bits). */
function f32Away(x: number, steps: number): number {
  const bits = new Float32Array([x]);
  new Int32Array(bits.buffer)[0]! += steps;
  return bits[0]!;
}

describe('unsureFrom: the squared-distance threshold of the verified bytes', () => {
  for (const margin of [2 ** -9, 2 ** -4, 2 ** -12, 0.1]) {
    it(`flags every difference over ½ − ${margin}, and stays within one f32 step of the square`, () => {
      const half = Math.fround(0.5 - margin);
      const threshold = unsureFrom(margin);
      expect(Math.fround(threshold)).toBe(threshold);
      expect(threshold).toBeLessThanOrEqual(half * half);
      expect(f32Away(threshold, 1)).toBeGreaterThan(half * half);
      for (let s = -20000; s <= 20000; s++) {
        const d = f32Away(half, s);
        const squared = Math.fround(d * d);
        for (const signed of [d, -d]) {
          if (Math.abs(signed) > half) expect(squared >= threshold).toBe(true);
        }
        // Well inside, the test passes the byte as the absolute value's did.
        if (s < -16) expect(squared >= threshold).toBe(false);
      }
    });
  }
});
