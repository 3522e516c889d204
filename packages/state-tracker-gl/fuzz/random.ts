// The fuzzer's seeded random numbers (mulberry32): the same seed gives the same sequence of calls on every
// machine, so a failing seed is a reproduction.
import { mulberry32 } from '@gallium-ts/gallium-api/util';

/** Returns a float in [0, 1). */
export type Random = () => number;

export const seededRandom: (seed: number) => Random = mulberry32;

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
