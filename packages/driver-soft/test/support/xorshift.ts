// A small deterministic generator of 32-bit words for the tests that sweep many values, so a failure repeats.

/** xorshift32 from `seed`: each call gives the next unsigned 32-bit word. */
export function generator(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
}
