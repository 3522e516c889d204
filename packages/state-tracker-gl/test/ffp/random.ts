// A seeded pseudo-random generator (mulberry32) so the randomized tests are reproducible.
export class Random {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  bool(p = 0.5): boolean {
    return this.next() < p;
  }
  vec4(lo = 0, hi = 1): [number, number, number, number] {
    return [this.range(lo, hi), this.range(lo, hi), this.range(lo, hi), this.range(lo, hi)];
  }
}
