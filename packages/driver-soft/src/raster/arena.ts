// Growable typed-array arenas: the scene keeps primitive setup records and bin lists in them, so
// binning a primitive allocates nothing once the arenas have grown to the size of a typical scene.

/** A growable Float64Array. */
export class FloatArena {
  data: Float64Array;
  length = 0;

  constructor(capacity = 1 << 12) {
    this.data = new Float64Array(capacity);
  }

  /** Reserves `n` entries; returns the offset of the first (the data array may be replaced). */
  alloc(n: number): number {
    const at = this.length;
    if (at + n > this.data.length) {
      const bigger = new Float64Array(Math.max(this.data.length * 2, at + n));
      bigger.set(this.data.subarray(0, at));
      this.data = bigger;
    }
    this.length = at + n;
    return at;
  }

  reset(): void {
    this.length = 0;
  }
}

/** A growable Int32Array. */
export class IntArena {
  data: Int32Array;
  length = 0;

  constructor(capacity = 1 << 10) {
    this.data = new Int32Array(capacity);
  }

  /** Appends one value. */
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  reset(): void {
    this.length = 0;
  }
}
