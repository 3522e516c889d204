// The cache of one state type: templates hashed by content into buckets, compared in full on collision,
// one driver object per distinct template, and least-recently-used eviction past a size limit that never
// touches a pinned (bound or saved) entry.
import { type PipeContext, PipeError } from '@gallium-ts/gallium-api';
import type { CsoType } from './cso-types.js';
import { deepCopy } from './deep-copy.js';
import { hashKey, keysEqual } from './key.js';

/** A cached state: the cache's own copy of the template and the driver object made from it. */
export interface CsoEntry<T, C> {
  /** The cache's deep copy of the first template that made this entry; do not modify it. */
  readonly template: T;
  /** The driver object (what create_*_state returned). */
  readonly cso: C;
  /** How many bindings and saved states hold the entry; pinned entries are never evicted. */
  readonly pins: number;
  /**
   * Whether the driver object was deleted (evicted, or the cache destroyed). A caller that keeps
   * entries as handles (to bind them again without a lookup) must drop a deleted one.
   */
  readonly deleted: boolean;
}

/** Creates, hits and evictions of one state type. */
export interface CsoCacheTypeCounters {
  creates: number;
  hits: number;
  evictions: number;
}

class Entry<T, C> implements CsoEntry<T, C> {
  pins = 0;
  deleted = false;
  /** Next entry with the same hash. */
  chain: Entry<T, C> | null = null;
  /** Neighbours in use order (older, newer). */
  older: Entry<T, C> | null = null;
  newer: Entry<T, C> | null = null;

  constructor(
    /** The cache that made the entry. */
    readonly owner: StateCache<T, C>,
    readonly key: Float64Array,
    readonly hash: number,
    readonly template: T,
    readonly cso: C,
  ) {}
}

export class StateCache<T, C> {
  /** Live counters; `CsoCache.counters()` gives a snapshot of all types. */
  readonly counters: CsoCacheTypeCounters = { creates: 0, hits: 0, evictions: 0 };
  private readonly buckets = new Map<number, Entry<T, C>>();
  private scratch = new Float64Array(64);
  private oldest: Entry<T, C> | null = null;
  private newest: Entry<T, C> | null = null;
  private count = 0;
  private destroyed = false;

  constructor(
    private readonly pipe: PipeContext,
    private readonly type: CsoType<T, C>,
    /** Entries kept before the least recently used unpinned ones are evicted. */
    readonly maxEntries: number,
  ) {}

  /** Number of cached states. */
  get size(): number {
    return this.count;
  }

  /**
   * The driver object for `template`: the cached one if an equal template was seen, else a new one.
   * May evict least-recently-used unpinned entries (never the one returned).
   */
  get(template: T): C {
    const entry = this.lookup(template);
    this.trim(entry);
    return entry.cso;
  }

  /**
   * The entry for `template`, created if needed, without evicting anything: pin it before the next
   * call that may evict (`get`, `trim`).
   */
  lookup(template: T): CsoEntry<T, C> {
    const length = this.writeKey(template);
    const key = this.scratch;
    const hash = hashKey(key, length);
    const first = this.buckets.get(hash) ?? null;
    for (let e = first; e !== null; e = e.chain) {
      if (keysEqual(e.key, key, length)) {
        this.counters.hits++;
        this.touch(e);
        return e;
      }
    }
    if (this.destroyed) throw new PipeError(`${this.type.kind}.lookup`, 'the CSO cache was destroyed');
    const copy = deepCopy(template);
    const cso = this.type.create(this.pipe, copy);
    const entry = new Entry(this, key.slice(0, length), hash, copy, cso);
    entry.chain = first;
    this.buckets.set(hash, entry);
    this.append(entry);
    this.count++;
    this.counters.creates++;
    return entry;
  }

  /**
   * Uses `entry` (got from `lookup` earlier and kept as a handle) again as a lookup of its template would:
   * counts a hit and marks it the most recently used. Throws PipeError naming `method` if the entry is
   * not this cache's or its driver object was deleted.
   */
  reuse(entry: CsoEntry<T, C>, method = `${this.type.kind}.reuse`): void {
    const e = entry as Entry<T, C> | null;
    if (e == null || e.owner !== this) {
      throw new PipeError(method, `the entry is not one of this ${this.type.kind} cache's`);
    }
    if (e.deleted)
      throw new PipeError(method, `the ${this.type.kind} entry was deleted (evicted or destroyed)`);
    this.counters.hits++;
    this.touch(e);
  }

  /** Whether `template` is the state `entry` holds (compared field by field as the hash sees them). */
  matches(entry: CsoEntry<T, C>, template: T): boolean {
    const length = this.writeKey(template);
    return keysEqual((entry as Entry<T, C>).key, this.scratch, length);
  }

  /** Keeps `entry` from eviction; one pin per binding or saved state that holds it. */
  pin(entry: CsoEntry<T, C>): void {
    (entry as Entry<T, C>).pins++;
  }

  /** Drops one pin taken by `pin`. */
  unpin(entry: CsoEntry<T, C>): void {
    const e = entry as Entry<T, C>;
    if (e.pins === 0) throw new PipeError(`${this.type.kind}.unpin`, 'the entry is not pinned');
    e.pins--;
  }

  /**
   * Evicts least-recently-used unpinned entries (never `keep`) until at most `maxEntries` remain or
   * only pinned ones are left, deleting their driver objects.
   */
  trim(keep: CsoEntry<T, C> | null = null): void {
    let e = this.oldest;
    while (this.count > this.maxEntries && e !== null) {
      const next = e.newer;
      if (e.pins === 0 && e !== keep) this.evict(e);
      e = next;
    }
  }

  /**
   * Deletes every cached driver object (unbind them first); the cache cannot create states afterwards.
   * If the driver refuses a delete, that entry and the ones not yet deleted stay cached.
   */
  destroy(): void {
    while (this.oldest !== null) {
      const e = this.oldest;
      this.type.destroy(this.pipe, e.cso);
      this.remove(e);
    }
    this.destroyed = true;
  }

  /** Writes the key of `template` into the scratch array (grown if needed); returns its length. */
  private writeKey(template: T): number {
    const length = this.type.keyLength(template);
    if (length > this.scratch.length) this.scratch = new Float64Array(length);
    this.type.writeKey(template, this.scratch);
    return length;
  }

  /** Deletes the driver object of `e` and then forgets `e` (kept if the driver refuses). */
  private evict(e: Entry<T, C>): void {
    this.type.destroy(this.pipe, e.cso);
    this.remove(e);
    this.counters.evictions++;
  }

  /** Takes `e` (whose driver object is gone) out of the use order and its hash bucket. */
  private remove(e: Entry<T, C>): void {
    e.deleted = true;
    this.unlink(e);
    const first = this.buckets.get(e.hash)!;
    if (first === e) {
      if (e.chain === null) this.buckets.delete(e.hash);
      else this.buckets.set(e.hash, e.chain);
    } else {
      let prev = first;
      while (prev.chain !== e) prev = prev.chain!;
      prev.chain = e.chain;
    }
    this.count--;
  }

  /** Marks `e` as the most recently used. */
  private touch(e: Entry<T, C>): void {
    if (e === this.newest) return;
    this.unlink(e);
    this.append(e);
  }

  private append(e: Entry<T, C>): void {
    e.older = this.newest;
    e.newer = null;
    if (this.newest === null) this.oldest = e;
    else this.newest.newer = e;
    this.newest = e;
  }

  private unlink(e: Entry<T, C>): void {
    if (e.older === null) this.oldest = e.newer;
    else e.older.newer = e.newer;
    if (e.newer === null) this.newest = e.older;
    else e.newer.older = e.older;
    e.older = e.newer = null;
  }
}
