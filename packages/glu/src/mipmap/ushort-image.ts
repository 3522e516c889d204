// libGLU's 16-bit working image: gluScaleImage (and the 1D and bitmap mipmap builders) read the caller's
// image of any type into unsigned shorts per component (fill), filter those, and write them back in the
// requested type (empty), with the conversions and pixel-store handling of Mesa's libGLU.
import {
  GL_BITMAP,
  GL_BYTE,
  GL_INT,
  GL_SHORT,
  GL_UNSIGNED_BYTE,
  GL_UNSIGNED_INT,
  GL_UNSIGNED_SHORT,
} from '@gallium-ts/state-tracker-gl';
import { bytesOf, imageLayout, readBit, readElement, writeBit, writeElement } from './client-image.js';
import { extractPacked, shovePacked } from './packed-pixels.js';
import { formatComponents, isIndexFormat, PACKED_TYPES } from './pixel-formats.js';
import type { PixelStoreModes } from './pixel-store.js';

const f = Math.fround;

/** One element of a plain type as libGLU's unsigned short (index formats keep the low 16 bits). */
function toUshort(type: number, value: number, index: boolean): number {
  if (index) return Math.trunc(value) & 0xffff;
  switch (type) {
    case GL_UNSIGNED_BYTE:
      return value * 257;
    case GL_BYTE:
      return (value * 516) & 0xffff;
    case GL_UNSIGNED_SHORT:
      return value;
    case GL_SHORT:
      return (value * 2) & 0xffff;
    case GL_UNSIGNED_INT:
      return value >>> 16;
    case GL_INT:
      return (value >> 15) & 0xffff;
    default:
      return Math.trunc(f(65535 * value)) & 0xffff;
  }
}

/** An unsigned short as one element of a plain type (as libGLU writes its working image back). */
export function fromUshort(type: number, value: number, index: boolean): number {
  switch (type) {
    case GL_UNSIGNED_BYTE:
      return index ? value & 0xff : value >> 8;
    case GL_BYTE:
      return index ? value : value >> 9;
    case GL_UNSIGNED_SHORT:
      return value;
    case GL_SHORT:
      return index ? value : value >> 1;
    case GL_UNSIGNED_INT:
      return index ? value : value * 65537;
    case GL_INT:
      return index ? value : Math.floor((value * 65537) / 2);
    default:
      return index ? value : f(value / f(65535));
  }
}

/**
 * The caller's width × height × depth image as unsigned shorts, formatComponents(format) per pixel,
 * read under `modes`.
 */
export function fillUshortImage(
  modes: PixelStoreModes,
  width: number,
  height: number,
  depth: number,
  format: number,
  type: number,
  data: ArrayBufferView,
): Uint16Array {
  const bytes = bytesOf(data);
  const layout = imageLayout(modes, width, height, format, type);
  const components = formatComponents(format);
  const index = isIndexFormat(format);
  const out = new Uint16Array(width * height * depth * components);
  let o = 0;
  for (let d = 0; d < depth; d++)
    for (let y = 0; y < height; y++) {
      const row = layout.start + d * layout.imageStride + y * layout.rowStride;
      for (let e = 0; e < width * layout.elements; e++) {
        if (type === GL_BITMAP) {
          const set = readBit(bytes, row, layout.firstBit + e, modes.lsbFirst);
          out[o++] = set ? (index ? 1 : 65535) : 0;
        } else if (PACKED_TYPES.has(type)) {
          const raw = readElement(bytes, row + e * layout.elementSize, type, modes.swapBytes);
          for (const c of extractPacked(type, raw)) out[o++] = Math.trunc(f(c * 65535));
        } else {
          out[o++] = toUshort(
            type,
            readElement(bytes, row + e * layout.elementSize, type, modes.swapBytes),
            index,
          );
        }
      }
    }
  return out;
}

/** Writes a width × height unsigned-short image into the caller's `data` in `type` under `modes`. */
export function emptyUshortImage(
  modes: PixelStoreModes,
  width: number,
  height: number,
  format: number,
  type: number,
  image: Uint16Array,
  data: ArrayBufferView,
): void {
  const bytes = bytesOf(data);
  const layout = imageLayout(modes, width, height, format, type);
  const components = formatComponents(format);
  const index = isIndexFormat(format);
  let i = 0;
  for (let y = 0; y < height; y++) {
    const row = layout.start + y * layout.rowStride;
    for (let e = 0; e < width * layout.elements; e++) {
      if (type === GL_BITMAP) {
        const set = index ? (image[i] & 1) === 1 : image[i] > 32767;
        i++;
        writeBit(bytes, row, layout.firstBit + e, modes.lsbFirst, set);
      } else if (PACKED_TYPES.has(type)) {
        const floats: number[] = [];
        for (let k = 0; k < components; k++) floats.push(f(image[i++] / 65535));
        writeElement(bytes, row + e * layout.elementSize, type, modes.swapBytes, shovePacked(type, floats));
      } else {
        writeElement(
          bytes,
          row + e * layout.elementSize,
          type,
          modes.swapBytes,
          fromUshort(type, image[i++], index),
        );
      }
    }
  }
}
