// Reads one element of a client array on the CPU, with GL's conversions (GL 1.5, table 2.9, for
// normalized arrays). Used by glArrayElement, by display lists compiling glDrawArrays/glDrawElements and
// for arrays of types the driver cannot fetch. Elements outside the array's memory read as zeros.
import {
  GL_BYTE,
  GL_DOUBLE,
  GL_FLOAT,
  GL_INT,
  GL_SHORT,
  GL_UNSIGNED_BYTE,
  GL_UNSIGNED_INT,
  GL_UNSIGNED_SHORT,
} from '../gl-enums.js';
import type { ClientArray } from './client-arrays.js';
import { TYPE_BYTES } from './vertex-formats.js';

/** The bytes an array reads from: its client memory or its buffer object's data store. */
export function arrayBytes(a: ClientArray): Uint8Array | null {
  if (a.buffer) return a.buffer.data;
  if (a.pointer) return new Uint8Array(a.pointer.buffer, a.pointer.byteOffset, a.pointer.byteLength);
  return null;
}

/** Bytes of one element. */
export function elementBytes(a: ClientArray): number {
  return a.size * TYPE_BYTES.get(a.type)!;
}

/**
 * Elements 0..maxIndex of `a` copied byte for byte, one every `stride` bytes from offset 0; elements
 * not wholly inside the memory stay zeros.
 */
export function repackElements(
  a: ClientArray,
  bytes: Uint8Array,
  maxIndex: number,
  stride: number,
): Uint8Array {
  const size = elementBytes(a);
  const from = effectiveStride(a);
  const last = lastCopiedElement(a, bytes, maxIndex);
  const out = new Uint8Array((last + 1) * stride);
  for (let i = 0; i <= last; i++) {
    const start = a.offset + i * from;
    if (start + size <= bytes.byteLength) out.set(bytes.subarray(start, start + size), i * stride);
  }
  return out;
}

/**
 * The last element of 0..maxIndex worth copying: past the last one wholly inside the memory every element
 * reads as zeros, which a vertex fetch outside its buffer returns too, so copies stop there (at least one
 * element) and their size is bounded by the memory, not by the draw's indices.
 */
export function lastCopiedElement(a: ClientArray, bytes: Uint8Array | null, maxIndex: number): number {
  const room = (bytes?.byteLength ?? 0) - a.offset - elementBytes(a);
  const inMemory = room < 0 ? 0 : Math.floor(room / effectiveStride(a)) + 1;
  return Math.max(0, Math.min(maxIndex, inMemory - 1));
}

/** Bytes between consecutive elements. */
export function effectiveStride(a: ClientArray): number {
  return a.stride !== 0 ? a.stride : a.size * TYPE_BYTES.get(a.type)!;
}

function readComponent(view: DataView, at: number, type: number, normalized: boolean): number {
  switch (type) {
    case GL_FLOAT:
      return view.getFloat32(at, true);
    case GL_DOUBLE:
      return view.getFloat64(at, true);
    case GL_UNSIGNED_BYTE: {
      const v = view.getUint8(at);
      return normalized ? v / 255 : v;
    }
    case GL_BYTE: {
      const v = view.getInt8(at);
      return normalized ? (2 * v + 1) / 255 : v;
    }
    case GL_UNSIGNED_SHORT: {
      const v = view.getUint16(at, true);
      return normalized ? v / 65535 : v;
    }
    case GL_SHORT: {
      const v = view.getInt16(at, true);
      return normalized ? (2 * v + 1) / 65535 : v;
    }
    case GL_UNSIGNED_INT: {
      const v = view.getUint32(at, true);
      return normalized ? v / 4294967295 : v;
    }
    case GL_INT: {
      const v = view.getInt32(at, true);
      return normalized ? (2 * v + 1) / 4294967295 : v;
    }
    default:
      return 0;
  }
}

/**
 * Writes element `index` of `a` into out[at..at+3]: the array's components, the rest from (0, 0, 0, 1).
 * An element that does not lie wholly inside the memory reads as (0, 0, 0, 0).
 */
export function fetchElement(
  a: ClientArray,
  bytes: Uint8Array,
  index: number,
  out: Float32Array,
  at: number,
): void {
  const typeBytes = TYPE_BYTES.get(a.type)!;
  const start = a.offset + index * effectiveStride(a);
  out[at] = 0;
  out[at + 1] = 0;
  out[at + 2] = 0;
  out[at + 3] = 1;
  if (index < 0 || start < 0 || start + a.size * typeBytes > bytes.byteLength) {
    out[at + 3] = 0;
    return;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < a.size; i++)
    out[at + i] = readComponent(view, start + i * typeBytes, a.type, a.normalized);
}
