// A growable byte buffer the encoder writes into: single bytes, runs of bytes, and LEB128 integers
// (leb128.ts), kept in a Uint8Array that doubles when full (no per-byte array growth or boxing).
export class ByteWriter {
  private data = new Uint8Array(256);
  length = 0;

  byte(value: number): void {
    if (this.length === this.data.length) this.grow(1);
    this.data[this.length++] = value;
  }

  bytes(values: ArrayLike<number>): void {
    if (this.length + values.length > this.data.length) this.grow(values.length);
    this.data.set(values, this.length);
    this.length += values.length;
  }

  /** The bytes written so far (a view; copy it before writing more). */
  view(): Uint8Array {
    return this.data.subarray(0, this.length);
  }

  private grow(more: number): void {
    let size = this.data.length * 2;
    while (size < this.length + more) size *= 2;
    const data = new Uint8Array(size);
    data.set(this.data.subarray(0, this.length));
    this.data = data;
  }
}
