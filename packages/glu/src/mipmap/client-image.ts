// Where each element of an image lies in the caller's memory under the pixel-store modes (row length,
// alignment, skips, image height), and reading/writing one element of any type there with or without
// byte swapping. Elements outside the caller's array read as 0 and are not written.
import { GL_BITMAP, GL_BYTE, GL_FLOAT, GL_INT, GL_SHORT } from '@gallium-ts/state-tracker-gl';
import { bytesPerElement, elementsPerGroup, PACKED_TYPES } from './pixel-formats.js';
import type { PixelStoreModes } from './pixel-store.js';

/** The byte layout of a width × height (× depth) image of format/type in client memory. */
export interface ImageLayout {
  /** Elements per pixel (1 for packed types). */
  readonly elements: number;
  /** Bytes per element (a packed pixel's size; 1/8 for GL_BITMAP). */
  readonly elementSize: number;
  /** Byte offset of the first pixel (skips applied). */
  readonly start: number;
  readonly rowStride: number;
  readonly imageStride: number;
  /** For GL_BITMAP: the bit offset of the first pixel of a row. */
  readonly firstBit: number;
}

export function imageLayout(
  modes: PixelStoreModes,
  width: number,
  height: number,
  format: number,
  type: number,
): ImageLayout {
  const elements = elementsPerGroup(format, type);
  const groupsPerLine = modes.rowLength > 0 ? modes.rowLength : width;
  const rowsPerImage = modes.imageHeight > 0 ? modes.imageHeight : height;
  if (type === GL_BITMAP) {
    const rowStride = alignUp(Math.floor((groupsPerLine * elements + 7) / 8), modes.alignment);
    const bitSkip = modes.skipPixels * elements;
    return {
      elements,
      elementSize: 1 / 8,
      start: modes.skipRows * rowStride + Math.floor(bitSkip / 8),
      rowStride,
      imageStride: rowStride * rowsPerImage,
      firstBit: bitSkip % 8,
    };
  }
  const elementSize = bytesPerElement(type);
  const groupSize = elementSize * elements;
  const rowStride = alignUp(groupsPerLine * groupSize, modes.alignment);
  const imageStride = rowStride * rowsPerImage;
  return {
    elements,
    elementSize,
    start: modes.skipImages * imageStride + modes.skipRows * rowStride + modes.skipPixels * groupSize,
    rowStride,
    imageStride,
    firstBit: 0,
  };
}

function alignUp(value: number, alignment: number): number {
  const padding = value % alignment;
  return padding ? value + alignment - padding : value;
}

/** The bytes of a typed array or DataView. */
export function bytesOf(view: ArrayBufferView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** An unsigned integer of `size` bytes at `offset`, in host (little-endian) order or swapped; 0 outside. */
function readUnsigned(bytes: Uint8Array, offset: number, size: number, swap: boolean): number {
  if (offset < 0 || offset + size > bytes.length) return 0;
  let value = 0;
  for (let b = 0; b < size; b++) value += bytes[offset + (swap ? size - 1 - b : b)] * 2 ** (8 * b);
  return value;
}

function writeUnsigned(bytes: Uint8Array, offset: number, size: number, swap: boolean, value: number): void {
  if (offset < 0 || offset + size > bytes.length) return;
  for (let b = 0; b < size; b++)
    bytes[offset + (swap ? size - 1 - b : b)] = Math.floor(value / 2 ** (8 * b)) & 0xff;
}

const scratch = new DataView(new ArrayBuffer(4));

/** The element of `type` at `offset` as a number (signed types signed, GL_FLOAT as a float, packed raw). */
export function readElement(bytes: Uint8Array, offset: number, type: number, swap: boolean): number {
  const size = bytesPerElement(type);
  const raw = readUnsigned(bytes, offset, size, swap && size > 1);
  switch (type) {
    case GL_BYTE:
      return raw > 0x7f ? raw - 0x100 : raw;
    case GL_SHORT:
      return raw > 0x7fff ? raw - 0x10000 : raw;
    case GL_INT:
      return raw | 0;
    case GL_FLOAT:
      scratch.setUint32(0, raw, true);
      return scratch.getFloat32(0, true);
    default:
      return raw;
  }
}

/** Writes `value` (already in the type's range) as the element of `type` at `offset`. */
export function writeElement(
  bytes: Uint8Array,
  offset: number,
  type: number,
  swap: boolean,
  value: number,
): void {
  const size = bytesPerElement(type);
  let raw: number;
  if (type === GL_FLOAT) {
    scratch.setFloat32(0, value, true);
    raw = scratch.getUint32(0, true);
  } else raw = size === 4 ? value >>> 0 : value & (size === 2 ? 0xffff : 0xff);
  writeUnsigned(bytes, offset, size, swap && size > 1, raw);
}

/** The bit of a GL_BITMAP element (`bit` counted from the row's first byte), MSB or LSB first. */
export function readBit(bytes: Uint8Array, offset: number, bit: number, lsbFirst: boolean): boolean {
  const at = offset + (bit >> 3);
  if (at < 0 || at >= bytes.length) return false;
  const shift = lsbFirst ? bit & 7 : 7 - (bit & 7);
  return ((bytes[at] >> shift) & 1) === 1;
}

export function writeBit(
  bytes: Uint8Array,
  offset: number,
  bit: number,
  lsbFirst: boolean,
  set: boolean,
): void {
  const at = offset + (bit >> 3);
  if (at < 0 || at >= bytes.length) return;
  const mask = 1 << (lsbFirst ? bit & 7 : 7 - (bit & 7));
  bytes[at] = set ? bytes[at] | mask : bytes[at] & ~mask;
}

/** A packed pixel's fields as integers (0 … 2^bits − 1), in component order. */
export function unpackFields(type: number, raw: number): number[] {
  const packedType = PACKED_TYPES.get(type);
  if (!packedType) return [raw];
  return packedType.fields.map(([shift, bits]) => Math.floor(raw / 2 ** shift) % 2 ** bits);
}

/** Packs integer fields into a packed pixel of `type`. */
export function packFields(type: number, fields: ArrayLike<number>): number {
  const packedType = PACKED_TYPES.get(type);
  if (!packedType) return fields[0];
  let raw = 0;
  packedType.fields.forEach(([shift, bits], k) => {
    raw += (fields[k] % 2 ** bits) * 2 ** shift;
  });
  return raw;
}

/** 2^bits − 1 for each field of a packed type. */
export function fieldMaxima(type: number): number[] {
  return (PACKED_TYPES.get(type)?.fields ?? []).map(([, bits]) => 2 ** bits - 1);
}
