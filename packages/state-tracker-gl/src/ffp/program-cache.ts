// FfpProgramCache: the program of a state, found by key. The key is computed into a reused buffer on
// every call (no allocation); the last program is checked first (a draw usually repeats the state),
// then a hash table of keys. Programs are built on the first miss and kept, up to a bound after which
// the oldest are dropped.

import type { FixedFunctionState } from './ffp-state.js';
import { computeFfpKey, FFP_KEY_WORDS } from './key.js';
import { buildFfpProgram, type FfpProgram } from './program.js';

/** Programs kept when no bound is given. */
export const FFP_DEFAULT_MAX_PROGRAMS = 1024;

export class FfpProgramCache {
  private readonly scratch = new Uint32Array(FFP_KEY_WORDS);
  private readonly buckets = new Map<number, FfpProgram[]>();
  private last: FfpProgram | null = null;
  private count = 0;
  private readonly maxPrograms: number;
  /** Calls answered from the cache, and programs built. */
  hits = 0;
  misses = 0;

  constructor(options: { maxPrograms?: number } = {}) {
    const max = options.maxPrograms ?? FFP_DEFAULT_MAX_PROGRAMS;
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`FfpProgramCache: maxPrograms ${max} is not a positive integer`);
    this.maxPrograms = max;
  }

  /** Programs held. */
  get size(): number {
    return this.count;
  }

  /** The program for `state`, built (and checked with checkTgsi) on first use, then cached by key. */
  program(state: FixedFunctionState): FfpProgram {
    const key = this.scratch;
    computeFfpKey(state, key);
    const last = this.last;
    if (last !== null && sameKey(last.key, key)) {
      this.hits++;
      return last;
    }
    const hash = hashKey(key);
    let bucket = this.buckets.get(hash);
    if (bucket !== undefined) {
      for (const program of bucket) {
        if (sameKey(program.key, key)) {
          this.hits++;
          this.last = program;
          return program;
        }
      }
    }
    this.misses++;
    const program = buildFfpProgram(key);
    if (this.count >= this.maxPrograms) this.evictOldest();
    bucket = this.buckets.get(hash);
    if (bucket === undefined) this.buckets.set(hash, [program]);
    else bucket.push(program);
    this.count++;
    this.last = program;
    return program;
  }

  /** Drops every program. */
  clear(): void {
    this.buckets.clear();
    this.count = 0;
    this.last = null;
  }

  private evictOldest(): void {
    const oldest = this.buckets.keys().next();
    if (oldest.done) return;
    this.count -= this.buckets.get(oldest.value)!.length;
    this.buckets.delete(oldest.value);
  }
}

function sameKey(a: Uint32Array, b: Uint32Array): boolean {
  for (let i = 0; i < FFP_KEY_WORDS; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** FNV-1a over the words. */
function hashKey(key: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < FFP_KEY_WORDS; i++) h = Math.imul(h ^ key[i]!, 0x01000193);
  return h >>> 0;
}
