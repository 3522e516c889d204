// CsoMemo: the CSO of each recently seen GL state value of one cached state type, kept as the cache entry
// (handle) the CSO context binds by identity, as Mesa's st/mesa keeps a CSO per state. A draw after a
// state change writes the GL inputs of the state (a DerivedCso key: a few numbers) and, for a key seen
// before, gets its entry back without building, hashing or comparing a template. A deleted entry
// (evicted from the CSO cache, or the cache destroyed) is never returned: its key is looked up again.
import type { CsoEntry, StateCache } from '@gallium-ts/cso-cache';
import type { GlContext } from '../context/gl-context.js';

/** How the template of one cached state type follows from GL state (see derive-state.ts). */
export interface DerivedCso<T> {
  /** The most numbers `key` writes. */
  readonly keyLength: number;
  /** Writes the GL inputs the template depends on into `key`; returns how many numbers it wrote. */
  key(c: GlContext, key: Float64Array): number;
  /** The template for a key `key` wrote; reads nothing else, so equal keys give equal templates. */
  template(key: Float64Array): T;
}

/** Keys remembered per state type: enough for the states an application switches between. */
export const CSO_MEMO_SLOTS = 8;

export class CsoMemo<T, C> {
  /** Slot s holds its key at s * width, lengths[s] numbers long, for entries[s]. */
  private readonly keys: Float64Array;
  private readonly lengths: Int32Array;
  private readonly entries: (CsoEntry<T, C> | null)[];
  /** Where the caller of `find` writes the key (see `entry`). */
  readonly key: Float64Array;
  private readonly width: number;
  /** The slot written last; slots are searched from it backwards and replaced round-robin. */
  private newest: number;

  constructor(
    private readonly cache: StateCache<T, C>,
    private readonly derived: DerivedCso<T>,
    private readonly slots = CSO_MEMO_SLOTS,
  ) {
    this.width = derived.keyLength;
    this.keys = new Float64Array(slots * this.width);
    this.lengths = new Int32Array(slots);
    this.entries = new Array<CsoEntry<T, C> | null>(slots).fill(null);
    this.key = new Float64Array(this.width);
    this.newest = slots - 1;
  }

  /** The cache entry of the state `c` is in: remembered, or looked up (and created) in the cache. */
  entry(c: GlContext): CsoEntry<T, C> {
    return this.find(this.derived.key(c, this.key));
  }

  /**
   * `entry` for a key the caller wrote into `this.key` (`length` numbers) with the derived state's own
   * `key`: on the draw path each state type calls its key function directly, a call the engine inlines,
   * where the call in `entry` goes to one of several key functions.
   */
  find(length: number): CsoEntry<T, C> {
    const key = this.key;
    const { slots, width, keys, lengths, entries } = this;
    for (let i = 0, s = this.newest; i < slots; i++, s = s === 0 ? slots - 1 : s - 1) {
      const entry = entries[s];
      if (entry == null || lengths[s] !== length || entry.deleted) continue;
      const at = s * width;
      let k = 0;
      while (k < length && keys[at + k] === key[k]) k++;
      if (k === length) return entry;
    }
    const entry = this.cache.lookup(this.derived.template(key));
    const s = this.newest === slots - 1 ? 0 : this.newest + 1;
    for (let k = 0; k < length; k++) keys[s * width + k] = key[k]!;
    lengths[s] = length;
    entries[s] = entry;
    this.newest = s;
    return entry;
  }

  /** Forgets every remembered entry. */
  clear(): void {
    this.entries.fill(null);
  }
}
