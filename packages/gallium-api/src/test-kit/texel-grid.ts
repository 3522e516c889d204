// TexelGrid: the suite's own model of one resource level (width × height × layers texels of blockSize
// bytes, tightly packed), used to compute the bytes a driver must return. Deliberately independent of
// the util resource store it checks.
import type { PipeBox } from '../state.js';

export class TexelGrid {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly layers: number,
    readonly blockSize: number,
    initial?: Uint8Array,
  ) {
    this.data = initial ? initial.slice() : new Uint8Array(width * height * layers * blockSize);
    if (this.data.length !== width * height * layers * blockSize)
      throw new Error('TexelGrid: initial data has the wrong size');
  }

  /** Byte offset of texel (x, y, z). */
  offset(x: number, y: number, z: number): number {
    return ((z * this.height + y) * this.width + x) * this.blockSize;
  }

  /** Writes tightly packed `bytes` into `box`. */
  writeBox(box: PipeBox, bytes: Uint8Array): void {
    let i = 0;
    for (let z = box.z; z < box.z + box.depth; z++)
      for (let y = box.y; y < box.y + box.height; y++)
        for (let x = box.x; x < box.x + box.width; x++)
          for (let b = 0; b < this.blockSize; b++) this.data[this.offset(x, y, z) + b] = bytes[i++]!;
  }

  /** The texels of `box`, tightly packed. */
  readBox(box: PipeBox): Uint8Array {
    const out = new Uint8Array(box.width * box.height * box.depth * this.blockSize);
    let i = 0;
    for (let z = box.z; z < box.z + box.depth; z++)
      for (let y = box.y; y < box.y + box.height; y++)
        for (let x = box.x; x < box.x + box.width; x++)
          for (let b = 0; b < this.blockSize; b++) out[i++] = this.data[this.offset(x, y, z) + b]!;
    return out;
  }

  /** Sets every texel of `box` to `texel`. */
  fillBox(box: PipeBox, texel: Uint8Array): void {
    const count = box.width * box.height * box.depth;
    const bytes = new Uint8Array(count * this.blockSize);
    for (let i = 0; i < count; i++) bytes.set(texel, i * this.blockSize);
    this.writeBox(box, bytes);
  }
}

/** `length` bytes of a recognisable pattern that differs per `seed` (never all zero). */
export function pattern(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (i * 29 + seed * 53 + 1) & 0xff;
  return out;
}
