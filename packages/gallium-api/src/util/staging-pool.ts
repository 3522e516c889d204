// Staging memory for transfers, recycled by size: mapping the same size again (the uploaders map their
// whole buffer on every upload) reuses an array instead of allocating a new one. A recycled array is
// zeroed before it is handed to a mapping whose contents are not read in, so no mapping ever shows the
// bytes of an earlier one (of this resource or another).
export class StagingPool {
  private readonly free = new Map<number, Uint8Array[]>();
  private pooledBytes = 0;

  /** @param maxPooledBytes The most memory kept for reuse; beyond it returned arrays are dropped. */
  constructor(private readonly maxPooledBytes = 32 << 20) {}

  /**
   * An array of exactly `size` bytes. With `zeroed` every byte is 0; without it the caller overwrites all
   * of them (a read-in map), so a recycled array is returned as it is.
   */
  take(size: number, zeroed: boolean): Uint8Array {
    const reused = this.free.get(size)?.pop();
    if (!reused) return new Uint8Array(size);
    this.pooledBytes -= size;
    if (zeroed) reused.fill(0);
    return reused;
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
