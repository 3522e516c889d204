// Shrinks a failing sequence to a minimal one (delta debugging over its calls): calls are removed, in
// halves, then quarters, down to single calls, for as long as the same failure (same signature) remains.
// The calls are regenerated from the seed for every try, so arrays a try wrote into start fresh.
import { type Failure, type RunOptions, runOnFreshContext, signature } from './run.js';
import { type Call, generateSequence } from './sequence.js';

export interface Minimized {
  calls: Call[];
  failure: Failure;
  runs: number;
}

export async function minimize(
  driver: string,
  seed: number,
  steps: number,
  failure: Failure,
  options: RunOptions = {},
  budget = 400,
): Promise<Minimized> {
  const want = signature(failure);
  const all = () => generateSequence(seed, steps).calls;
  const total = all().length;
  // Calls after the failing one never matter (the known-triangle check needs them all).
  let kept = Array.from({ length: Math.min(total, failure.at + 1) }, (_, i) => i);
  let last = failure;
  let runs = 0;
  const fails = async (indices: number[]): Promise<boolean> => {
    runs++;
    const got = await runOnFreshContext(
      driver,
      () => {
        const calls = all();
        return indices.map((i) => calls[i]!);
      },
      options,
    );
    if (got && signature(got) === want) {
      last = got;
      return true;
    }
    return false;
  };
  let chunks = 2;
  while (kept.length > 1 && runs < budget) {
    const size = Math.ceil(kept.length / chunks);
    let removed = false;
    for (let start = 0; start < kept.length && runs < budget; start += size) {
      const candidate = kept.slice(0, start).concat(kept.slice(start + size));
      if (candidate.length > 0 && (await fails(candidate))) {
        kept = candidate;
        removed = true;
        chunks = Math.max(2, chunks - 1);
        break;
      }
    }
    if (!removed) {
      if (size === 1) break;
      chunks = Math.min(kept.length, chunks * 2);
    }
  }
  const calls = all();
  return { calls: kept.map((i) => calls[i]!), failure: last, runs };
}
