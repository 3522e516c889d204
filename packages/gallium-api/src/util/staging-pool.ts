// Staging memory for transfers, recycled by size: mapping the same size again (the uploaders map their
// whole buffer on every upload) reuses an array instead of allocating a new one. Each array remembers
// the resource it last staged; handed to a map of another resource whose contents are not read in, it
// is zeroed first, so no mapping ever shows another resource's bytes.
interface Pooled {
  array: Uint8Array;
  /** Id of the resource whose map used the array last. */
  owner: number;
}

export class StagingPool {
  private readonly free = new Map<number, Pooled[]>();
  private pooledBytes = 0;

  /** @param maxPooledBytes The most memory kept for reuse; beyond it returned arrays are dropped. */
  constructor(private readonly maxPooledBytes = 32 << 20) {}

  /**
   * An array of exactly `size` bytes for a map of resource `owner`. With `zeroed` it holds nothing of
   * any other resource (a recycled array of the same resource keeps that resource's bytes); without it
   * the caller overwrites every byte (a read-in map).
   */
  take(size: number, owner: number, zeroed: boolean): Uint8Array {
    const reused = this.free.get(size)?.pop();
    if (!reused) return new Uint8Array(size);
    this.pooledBytes -= size;
    if (zeroed && reused.owner !== owner) reused.array.fill(0);
    return reused.array;
  }

  /** Hands back the array of a map of resource `owner` once the mapping has ended. */
  give(array: Uint8Array, owner: number): void {
    if (array.length === 0 || this.pooledBytes + array.length > this.maxPooledBytes) return;
    let list = this.free.get(array.length);
    if (!list) {
      list = [];
      this.free.set(array.length, list);
    }
    list.push({ array, owner });
    this.pooledBytes += array.length;
  }
}
