// Reading rows of client groups (the "Unpacking" and "Conversion to floating-point" steps of OpenGL 1.5
// section 3.6.4/3.6.5): colour groups become RGBA floats (missing components 0, alpha 1, luminance copied
// to R, G and B), index groups become unsigned integers, depth groups floats. One reader is built per
// format/type/storage-mode combination and serves every row of an image.

import { elementReader, elementToFloat, fieldToFloat, HOST_LITTLE_ENDIAN } from './element-codec.js';
import { Component, type PixelFormatInfo, type PixelTypeInfo } from './format-type.js';
import type { PixelStoreState } from './pixel-store.js';

export interface RowReader {
  /** Decodes `count` colour groups starting at byte `off` into RGBA at `out[outOff..]`. */
  color(view: DataView, off: number, count: number, out: Float64Array, outOff: number): void;
  /** Decodes `count` index groups (BITMAP rows start at bit `bit` of byte `off`) as unsigned integers. */
  index(view: DataView, off: number, bit: number, count: number, out: Uint32Array, outOff: number): void;
  /** Decodes `count` depth groups as floats (table 2.9). */
  depth(view: DataView, off: number, count: number, out: Float64Array, outOff: number): void;
}

/** Whether bit `bit` (0–7 in the order LSB_FIRST says) of a byte is set. */
export function bitMask(bit: number, lsbFirst: boolean): number {
  return lsbFirst ? 1 << bit : 0x80 >> bit;
}

export function rowReader(format: PixelFormatInfo, type: PixelTypeInfo, store: PixelStoreState): RowReader {
  const little = store.swapBytes !== HOST_LITTLE_ENDIAN;
  const read = elementReader(type);
  const toFloat = elementToFloat(type);
  const comps = format.components;
  const n = comps.length;
  const s = type.bytes;
  const fields = type.packed;
  const groupBytes = fields !== null ? s : n * s;

  return {
    color(view, off, count, out, outOff) {
      for (let p = 0, base = off, o = outOff; p < count; p++, base += groupBytes, o += 4) {
        out[o] = 0;
        out[o + 1] = 0;
        out[o + 2] = 0;
        out[o + 3] = 1;
        const element = fields !== null ? read(view, base, little) : 0;
        for (let j = 0; j < n; j++) {
          const v =
            fields !== null ? fieldToFloat(element, fields[j]!) : toFloat(read(view, base + j * s, little));
          const slot = comps[j]!;
          if (slot === Component.L) {
            out[o] = v;
            out[o + 1] = v;
            out[o + 2] = v;
          } else {
            out[o + slot] = v;
          }
        }
      }
    },
    index(view, off, bit, count, out, outOff) {
      if (type.isBitmap) {
        for (let p = 0; p < count; p++) {
          const b = bit + p;
          out[outOff + p] = view.getUint8(off + (b >> 3)) & bitMask(b & 7, store.lsbFirst) ? 1 : 0;
        }
        return;
      }
      for (let p = 0; p < count; p++) {
        const raw = read(view, off + p * s, little);
        out[outOff + p] = type.isFloat ? Math.trunc(raw) >>> 0 || 0 : raw >>> 0;
      }
    },
    depth(view, off, count, out, outOff) {
      for (let p = 0; p < count; p++) out[outOff + p] = toFloat(read(view, off + p * s, little));
    },
  };
}
