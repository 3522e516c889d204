// The formats and types GLU 1.3's image functions accept, as Mesa's libGLU checks them: components per
// pixel, bytes per element, the packed-pixel types with their bit fields, and the argument checks that
// pick GLU_INVALID_ENUM or GLU_INVALID_OPERATION.
import {
  GL_ALPHA,
  GL_BGR,
  GL_BGRA,
  GL_BITMAP,
  GL_BLUE,
  GL_BYTE,
  GL_COLOR_INDEX,
  GL_DEPTH_COMPONENT,
  GL_FLOAT,
  GL_GREEN,
  GL_INT,
  GL_LUMINANCE,
  GL_LUMINANCE_ALPHA,
  GL_RED,
  GL_RGB,
  GL_RGBA,
  GL_SHORT,
  GL_STENCIL_INDEX,
  GL_UNSIGNED_BYTE,
  GL_UNSIGNED_BYTE_2_3_3_REV,
  GL_UNSIGNED_BYTE_3_3_2,
  GL_UNSIGNED_INT,
  GL_UNSIGNED_INT_2_10_10_10_REV,
  GL_UNSIGNED_INT_8_8_8_8,
  GL_UNSIGNED_INT_8_8_8_8_REV,
  GL_UNSIGNED_INT_10_10_10_2,
  GL_UNSIGNED_SHORT,
  GL_UNSIGNED_SHORT_1_5_5_5_REV,
  GL_UNSIGNED_SHORT_4_4_4_4,
  GL_UNSIGNED_SHORT_4_4_4_4_REV,
  GL_UNSIGNED_SHORT_5_5_5_1,
  GL_UNSIGNED_SHORT_5_6_5,
  GL_UNSIGNED_SHORT_5_6_5_REV,
} from '@gallium-ts/state-tracker-gl';
import { GLU_INVALID_ENUM, GLU_INVALID_OPERATION } from '../glu-enums.js';

const LEGAL_FORMATS = new Set([
  GL_COLOR_INDEX,
  GL_STENCIL_INDEX,
  GL_DEPTH_COMPONENT,
  GL_RED,
  GL_GREEN,
  GL_BLUE,
  GL_ALPHA,
  GL_RGB,
  GL_RGBA,
  GL_LUMINANCE,
  GL_LUMINANCE_ALPHA,
  GL_BGR,
  GL_BGRA,
]);

/** A packed-pixel type: bytes per pixel and its fields (bit widths) in component order, first field first. */
export interface PackedType {
  readonly bytes: 1 | 2 | 4;
  /** [shift, bits] of each component, in component order. */
  readonly fields: readonly (readonly [number, number])[];
}

/** Fields listed from the most significant bits down (non-REV) or from bit 0 up (REV). */
function packed(bytes: 1 | 2 | 4, bits: readonly number[], reversed: boolean): PackedType {
  const fields: [number, number][] = [];
  let shift = reversed ? 0 : bytes * 8;
  for (const width of bits) {
    if (reversed) {
      fields.push([shift, width]);
      shift += width;
    } else {
      shift -= width;
      fields.push([shift, width]);
    }
  }
  return { bytes, fields };
}

export const PACKED_TYPES = new Map<number, PackedType>([
  [GL_UNSIGNED_BYTE_3_3_2, packed(1, [3, 3, 2], false)],
  [GL_UNSIGNED_BYTE_2_3_3_REV, packed(1, [3, 3, 2], true)],
  [GL_UNSIGNED_SHORT_5_6_5, packed(2, [5, 6, 5], false)],
  [GL_UNSIGNED_SHORT_5_6_5_REV, packed(2, [5, 6, 5], true)],
  [GL_UNSIGNED_SHORT_4_4_4_4, packed(2, [4, 4, 4, 4], false)],
  [GL_UNSIGNED_SHORT_4_4_4_4_REV, packed(2, [4, 4, 4, 4], true)],
  [GL_UNSIGNED_SHORT_5_5_5_1, packed(2, [5, 5, 5, 1], false)],
  [GL_UNSIGNED_SHORT_1_5_5_5_REV, packed(2, [5, 5, 5, 1], true)],
  [GL_UNSIGNED_INT_8_8_8_8, packed(4, [8, 8, 8, 8], false)],
  [GL_UNSIGNED_INT_8_8_8_8_REV, packed(4, [8, 8, 8, 8], true)],
  [GL_UNSIGNED_INT_10_10_10_2, packed(4, [10, 10, 10, 2], false)],
  [GL_UNSIGNED_INT_2_10_10_10_REV, packed(4, [10, 10, 10, 2], true)],
]);

/** Bytes of one element of each plain type (GL_BITMAP: 1/8). */
const ELEMENT_BYTES = new Map<number, number>([
  [GL_BITMAP, 1 / 8],
  [GL_UNSIGNED_BYTE, 1],
  [GL_BYTE, 1],
  [GL_UNSIGNED_SHORT, 2],
  [GL_SHORT, 2],
  [GL_UNSIGNED_INT, 4],
  [GL_INT, 4],
  [GL_FLOAT, 4],
]);

export function legalFormat(format: number): boolean {
  return LEGAL_FORMATS.has(format);
}

export function legalType(type: number): boolean {
  return ELEMENT_BYTES.has(type) || PACKED_TYPES.has(type);
}

/** Whether a packed type may be used with `format` (3_3_2 and 5_6_5 with RGB; the others with RGBA/BGRA). */
export function legalFormatForType(format: number, type: number): boolean {
  const packedType = PACKED_TYPES.get(type);
  if (packedType === undefined) return true;
  return packedType.fields.length === 3 ? format === GL_RGB : format === GL_RGBA || format === GL_BGRA;
}

/** Components of a pixel of `format` (RGB/BGR 3, LUMINANCE_ALPHA 2, RGBA/BGRA 4, others 1). */
export function formatComponents(format: number): number {
  if (format === GL_RGB || format === GL_BGR) return 3;
  if (format === GL_LUMINANCE_ALPHA) return 2;
  if (format === GL_RGBA || format === GL_BGRA) return 4;
  return 1;
}

/** Elements per pixel in client memory: 1 for a packed type, else the format's components. */
export function elementsPerGroup(format: number, type: number): number {
  return PACKED_TYPES.has(type) ? 1 : formatComponents(format);
}

/** Bytes of one element of `type` (a packed type's whole pixel). */
export function bytesPerElement(type: number): number {
  return PACKED_TYPES.get(type)?.bytes ?? ELEMENT_BYTES.get(type) ?? 4;
}

/** Colour-index and stencil-index formats keep their values instead of scaling them. */
export function isIndexFormat(format: number): boolean {
  return format === GL_COLOR_INDEX || format === GL_STENCIL_INDEX;
}

/** The gluBuild*Mipmap* argument check: 0, GLU_INVALID_ENUM or GLU_INVALID_OPERATION. */
export function checkMipmapArgs(format: number, type: number): number {
  if (!legalFormat(format) || !legalType(type) || format === GL_STENCIL_INDEX) return GLU_INVALID_ENUM;
  if (!legalFormatForType(format, type)) return GLU_INVALID_OPERATION;
  return 0;
}
