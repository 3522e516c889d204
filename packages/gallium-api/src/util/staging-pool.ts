// Staging memory for transfers, recycled by size: mapping the same size again (the uploaders map their
// whole buffer on every upload) reuses an array instead of allocating and zeroing a new one. A recycled
// array holds whatever the last mapping left, which is what the documentation allows for maps whose
// contents are not read in (DISCARD_* and write-only FLUSH_EXPLICIT ones).
export class StagingPool {
  private readonly free = new Map<number, Uint8Array[]>();
  private pooledBytes = 0;

  /** @param maxPooledBytes The most memory kept for reuse; beyond it returned arrays are dropped. */
  constructor(private readonly maxPooledBytes = 32 << 20) {}

  /** An array of exactly `size` bytes (recycled when one is free, else new and zeroed). */
  take(size: number): Uint8Array {
    const list = this.free.get(size);
    const reused = list?.pop();
    if (reused) {
      this.pooledBytes -= size;
      return reused;
    }
    return new Uint8Array(size);
  }

  /** Hands an array back once its mapping has ended. */
  give(array: Uint8Array): void {
    if (array.length === 0 || this.pooledBytes + array.length > this.maxPooledBytes) return;
    let list = this.free.get(array.length);
    if (!list) {
      list = [];
      this.free.set(array.length, list);
    }
    list.push(array);
    this.pooledBytes += array.length;
  }
}
