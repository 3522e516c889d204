// The fuzzer's seeded random numbers (mulberry32): the same seed gives the same sequence of calls on every
// machine, so a failing seed is a reproduction.
/** Returns a float in [0, 1). */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n). */
export function below(rand: Random, n: number): number {
  return Math.floor(rand() * n);
}

/** One element of `items`. */
export function pick<T>(rand: Random, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

/** True with probability `p`. */
export function chance(rand: Random, p: number): boolean {
  return rand() < p;
}
