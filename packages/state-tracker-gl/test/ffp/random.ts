// A seeded pseudo-random generator (mulberry32) so the randomized tests are reproducible.
import { mulberry32 } from '@gallium-ts/gallium-api/util';

export class Random {
  /** Uniform in [0, 1). */
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
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
