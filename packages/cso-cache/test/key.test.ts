// Key hashing and comparison: values that compare equal hash alike (integers, -0 and 0, every NaN),
// different keys compare unequal, and length is part of the key.
import { describe, expect, it } from 'vitest';
import { hashKey, keysEqual } from '../src/key.js';

const key = (...values: number[]) => Float64Array.from(values);

describe('state keys', () => {
  it('treats -0 as 0 and NaN as NaN, in the hash and in the comparison', () => {
    expect(keysEqual(key(0, 1), key(-0, 1), 2)).toBe(true);
    expect(hashKey(key(-0, 1), 2)).toBe(hashKey(key(0, 1), 2));
    expect(keysEqual(key(Number.NaN), key(0 / 0), 1)).toBe(true);
    expect(hashKey(key(Number.NaN), 1)).toBe(hashKey(key(-Number.NaN), 1));
  });

  it('tells apart keys that differ in one value or in length', () => {
    expect(keysEqual(key(1, 2, 3), key(1, 2, 4), 3)).toBe(false);
    expect(keysEqual(key(1, 2), key(1, 2, 3), 3)).toBe(false);
    expect(keysEqual(key(1, 2, 3), key(1, 2, 3, 9), 3)).toBe(true);
    expect(keysEqual(key(0.1), key(0.1 + 2 ** -56), 1)).toBe(false);
    expect(hashKey(key(1, 2), 2)).not.toBe(hashKey(key(2, 1), 2));
    expect(hashKey(key(0), 1)).not.toBe(hashKey(key(0, 0), 2));
  });

  it('gives 30-bit non-negative hashes', () => {
    for (const k of [key(), key(-1), key(2 ** 31), key(1.5, -7, 1e300)]) {
      const h = hashKey(k, k.length);
      expect(Number.isInteger(h) && h >= 0 && h < 2 ** 30).toBe(true);
    }
  });
});
