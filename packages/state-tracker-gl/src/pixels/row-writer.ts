// Writing rows of client groups (the final conversion of OpenGL 1.5 section 4.3.2): RGBA floats already
// clamped to [0, 1] become the format's components converted by table 4.7 — LUMINANCE is R + G + B
// clamped to [0, 1] for ReadPixels, and R for GetTexImage (section 6.1.4 as Mesa implements it); indices are masked to the type (table 4.8: 2^8−1, 2^7−1, ..., 1 for BITMAP) and depth
// floats converted like colour components.

import { elementWriter, floatToElement, floatToField, HOST_LITTLE_ENDIAN } from './element-codec.js';
import { Component, type PixelFormatInfo, type PixelTypeInfo } from './format-type.js';
import type { PixelStoreState } from './pixel-store.js';
import { bitMask } from './row-reader.js';

export interface RowWriter {
  /** Encodes `count` RGBA pixels from `rgba[inOff..]` as colour groups starting at byte `off`. */
  color(view: DataView, off: number, count: number, rgba: Float64Array, inOff: number): void;
  /** Encodes `count` indices (BITMAP rows start at bit `bit` of byte `off`; other bits are kept). */
  index(view: DataView, off: number, bit: number, count: number, indices: Uint32Array, inOff: number): void;
  /** Encodes `count` depth values in [0, 1]. */
  depth(view: DataView, off: number, count: number, depth: Float64Array, inOff: number): void;
}

/** Table 4.8: the mask applied to an index packed as `type` (FLOAT: none). */
function indexMask(type: PixelTypeInfo): number {
  if (type.isBitmap) return 1;
  return type.signed ? 2 ** (type.bits - 1) - 1 : 2 ** type.bits - 1;
}

/** How LUMINANCE is computed from RGBA when packing: R + G + B (ReadPixels) or R (GetTexImage). */
export type LuminanceRule = 'sum' | 'red';

export function rowWriter(
  format: PixelFormatInfo,
  type: PixelTypeInfo,
  store: PixelStoreState,
  luminance: LuminanceRule = 'sum',
): RowWriter {
  const little = store.swapBytes !== HOST_LITTLE_ENDIAN;
  const write = elementWriter(type);
  const fromFloat = floatToElement(type);
  const comps = format.components;
  const n = comps.length;
  const s = type.bytes;
  const fields = type.packed;
  const groupBytes = fields !== null ? s : n * s;
  const component = (rgba: Float64Array, o: number, slot: Component) => {
    if (slot !== Component.L) return rgba[o + slot]!;
    if (luminance === 'red') return rgba[o]!;
    return Math.min(rgba[o]! + rgba[o + 1]! + rgba[o + 2]!, 1);
  };

  return {
    color(view, off, count, rgba, inOff) {
      for (let p = 0; p < count; p++) {
        const base = off + p * groupBytes;
        const o = inOff + p * 4;
        if (fields !== null) {
          let element = 0;
          for (let j = 0; j < n; j++) element += floatToField(component(rgba, o, comps[j]!), fields[j]!);
          write(view, base, element, little);
        } else {
          for (let j = 0; j < n; j++)
            write(view, base + j * s, fromFloat(component(rgba, o, comps[j]!)), little);
        }
      }
    },
    index(view, off, bit, count, indices, inOff) {
      if (type.isBitmap) {
        for (let p = 0; p < count; p++) {
          const b = bit + p;
          const at = off + (b >> 3);
          const mask = bitMask(b & 7, store.lsbFirst);
          const byte = view.getUint8(at);
          view.setUint8(at, indices[inOff + p]! & 1 ? byte | mask : byte & ~mask);
        }
        return;
      }
      const mask = indexMask(type);
      for (let p = 0; p < count; p++) {
        const v = indices[inOff + p]!;
        write(view, off + p * s, type.isFloat ? v : (v & mask) >>> 0, little);
      }
    },
    depth(view, off, count, depth, inOff) {
      for (let p = 0; p < count; p++) write(view, off + p * s, fromFloat(depth[inOff + p]!), little);
    },
  };
}
