// A seeded pseudo-random source for the fuzz tests (mulberry32): the same seed gives the same cases, so
// a failure reported with its seed can be replayed. FUZZ_SEED overrides the default seed of a run.

/** The run's seed: FUZZ_SEED when set, else `fallback`. */
export function fuzzSeed(fallback: number): number {
  const env = process.env.FUZZ_SEED;
  return env !== undefined && env !== '' ? Number(env) >>> 0 : fallback;
}

export class Random {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
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
