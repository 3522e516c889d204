// Single elements of client memory: reading and writing one element of a pixel type (with SWAP_BYTES
// as the byte order of the DataView access), and the conversions between element values and floats:
// OpenGL 1.5 table 2.9 for unpacking (unsigned c/(2^b−1), signed (2c+1)/(2^b−1)) and table 4.7 for
// packing (unsigned (2^b−1)f, signed ((2^b−1)f−1)/2), rounded to nearest with ties to even (as Mesa's
// _mesa_float_to_unorm does) and clamped to the type's range.

import type { PackedField, PixelTypeInfo } from './format-type.js';

/** Reads one element at `off`; `little` is false when SWAP_BYTES reverses the element's bytes. */
export type ElementReader = (view: DataView, off: number, little: boolean) => number;
/** Writes one element (already an integer of the type, or a float for FLOAT) at `off`. */
export type ElementWriter = (view: DataView, off: number, value: number, little: boolean) => void;

/** Host byte order: client memory holds elements in it, so SWAP_BYTES means the other order. */
export const HOST_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function elementReader(type: PixelTypeInfo): ElementReader {
  if (type.isFloat) return (v, o, le) => v.getFloat32(o, le);
  switch (type.bytes) {
    case 1:
      return type.signed ? (v, o) => v.getInt8(o) : (v, o) => v.getUint8(o);
    case 2:
      return type.signed ? (v, o, le) => v.getInt16(o, le) : (v, o, le) => v.getUint16(o, le);
    default:
      return type.signed ? (v, o, le) => v.getInt32(o, le) : (v, o, le) => v.getUint32(o, le);
  }
}

export function elementWriter(type: PixelTypeInfo): ElementWriter {
  if (type.isFloat) return (v, o, x, le) => v.setFloat32(o, x, le);
  switch (type.bytes) {
    case 1:
      return type.signed ? (v, o, x) => v.setInt8(o, x) : (v, o, x) => v.setUint8(o, x);
    case 2:
      return type.signed ? (v, o, x, le) => v.setInt16(o, x, le) : (v, o, x, le) => v.setUint16(o, x, le);
    default:
      return type.signed ? (v, o, x, le) => v.setInt32(o, x, le) : (v, o, x, le) => v.setUint32(o, x, le);
  }
}

/** `v` limited to [lo, hi]; NaN becomes `lo`. */
export function clamp(v: number, lo: number, hi: number): number {
  return Number.isNaN(v) ? lo : Math.min(Math.max(v, lo), hi);
}

/** Round to nearest, ties to even. */
export function roundEven(x: number): number {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** Table 2.9: the float an integer element of `type` stands for (FLOAT elements are returned as is). */
export function elementToFloat(type: PixelTypeInfo): (c: number) => number {
  if (type.isFloat) return (c) => c;
  const max = 2 ** type.bits - 1;
  return type.signed ? (c) => (2 * c + 1) / max : (c) => c / max;
}

/** Table 4.7: the element of `type` that stands for float `f` (rounded ties-to-even, clamped to the type). */
export function floatToElement(type: PixelTypeInfo): (f: number) => number {
  if (type.isFloat) return (f) => f;
  const max = 2 ** type.bits - 1;
  if (type.signed) {
    const hi = 2 ** (type.bits - 1) - 1;
    const lo = -hi - 1;
    return (f) => {
      const c = roundEven((max * f - 1) / 2);
      return clamp(c, lo, hi) || 0;
    };
  }
  return (f) => {
    return clamp(roundEven(max * f), 0, max);
  };
}

/** A packed field's value as a float in [0, 1]. */
export function fieldToFloat(element: number, field: PackedField): number {
  const max = 2 ** field.bits - 1;
  return (Math.floor(element / 2 ** field.shift) % (max + 1)) / max;
}

/** A float in [0, 1] as the bits of a packed field, positioned in the element (add the fields up). */
export function floatToField(f: number, field: PackedField): number {
  const max = 2 ** field.bits - 1;
  return clamp(roundEven(max * f), 0, max) * 2 ** field.shift;
}
