// A small seeded pseudo-random generator (mulberry32) for reproducible randomized tests and fuzzers: the
// same seed gives the same numbers on every machine, so a failure reported with its seed replays.

/** Returns a generator of floats in [0, 1) that starts from `seed`. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
