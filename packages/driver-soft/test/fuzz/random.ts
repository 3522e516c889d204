// A seeded pseudo-random source for the fuzz tests (mulberry32): the same seed gives the same cases, so
// a failure reported with its seed can be replayed. FUZZ_SEED overrides the default seed of a run.

import { mulberry32 } from '@gallium-ts/gallium-api/util';

/** The run's seed: FUZZ_SEED when set, else `fallback`. */
export function fuzzSeed(fallback: number): number {
  const env = process.env.FUZZ_SEED;
  return env !== undefined && env !== '' ? Number(env) >>> 0 : fallback;
}

export class Random {
  /** A float in [0, 1). */
  readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
}
