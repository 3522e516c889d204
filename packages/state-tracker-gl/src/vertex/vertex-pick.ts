// The vertices an array draw reads and the copies made of them: a draw names elements 0..last of each
// array where they are (a range), or the elements its indices name copied in index order (gathered);
// an array the driver cannot fetch as it is becomes a copy of the picked elements — byte for byte at a
// 4-byte-aligned stride, or converted to floats — with zeros for elements outside its memory.
import type { PipeVertexBuffer } from '@gallium-ts/gallium-api';
import { arrayBytes, elementBytes, fetchElement, repackElements } from './array-fetch.js';
import type { ClientArray } from './client-arrays.js';

/**
 * The vertices a draw reads from the arrays: `count` of them, vertex k being element indexOf(k) (the
 * identity for draws that index the arrays themselves); `last` is the largest element read.
 */
export interface VertexPick {
  readonly count: number;
  readonly last: number;
  readonly indexOf: (k: number) => number;
  /** The draw names vertices 0..count-1 of copies made in pick order, not the elements themselves. */
  readonly gathered: boolean;
}

export const identity = (k: number): number => k;

/** Elements 0..last, fetched where they are. */
export function elementRange(last: number): VertexPick {
  return { count: last + 1, last, indexOf: identity, gathered: false };
}

/** The elements `values` names, copied in that order. */
export function gatheredElements(values: Uint32Array, last: number): VertexPick {
  return { count: values.length, last, indexOf: (k) => values[k]!, gathered: true };
}

/** The picked elements of an array, byte for byte, at the smallest 4-byte-aligned stride. */
export function repackedBuffer(array: ClientArray, pick: VertexPick): PipeVertexBuffer {
  const stride = (elementBytes(array) + 3) & ~3;
  const bytes = arrayBytes(array);
  const data = bytes
    ? repackElements(array, bytes, pick.count, pick.indexOf, stride)
    : new Uint8Array(pick.count * stride);
  return { stride, bufferOffset: 0, buffer: null, userBuffer: data };
}

/** The picked elements of an array as RGBA floats (missing components from (0, 0, 0, 1)). */
export function convertToFloats(array: ClientArray, pick: VertexPick): Float32Array {
  const out = new Float32Array(pick.count * 4);
  const bytes = arrayBytes(array);
  if (!bytes) return out;
  for (let k = 0; k < pick.count; k++) fetchElement(array, bytes, pick.indexOf(k), out, k * 4);
  return out;
}
