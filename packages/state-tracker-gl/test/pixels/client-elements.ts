// Reads packed client memory back as numbers, one per component (packed types split into their fields,
// SWAP_BYTES honoured), so tests can compare results element by element with a tolerance.

import { pixelTypeInfo } from '../../src/pixels/index.js';

export interface ElementValues {
  values: number[];
  /** The largest value a component can have (1 for FLOAT): one unit is 1. */
  max: number;
  isFloat: boolean;
}

/** Every component of every element in `bytes` (the whole buffer, padding included) as numbers. */
export function clientElements(bytes: Uint8Array, type: number, swapBytes: boolean): ElementValues {
  const t = pixelTypeInfo(type)!;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const le = !swapBytes;
  const values: number[] = [];
  const size = t.bytes || 1;
  for (let off = 0; off + size <= bytes.length; off += size) {
    let v: number;
    if (size === 1) v = t.signed ? view.getInt8(off) : view.getUint8(off);
    else if (size === 2) v = t.signed ? view.getInt16(off, le) : view.getUint16(off, le);
    else if (t.isFloat) v = view.getFloat32(off, le);
    else v = t.signed ? view.getInt32(off, le) : view.getUint32(off, le);
    if (t.packed)
      for (const field of t.packed) values.push(Math.floor(v / 2 ** field.shift) % 2 ** field.bits);
    else values.push(v);
  }
  const max = t.isFloat ? 1 : t.signed ? 2 ** (t.bits - 1) - 1 : 2 ** Math.max(t.bits, 1) - 1;
  return { values, max, isFloat: t.isFloat };
}
