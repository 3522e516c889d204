// The client-memory vocabulary of OpenGL 1.5 section 3.6.4: pixel formats (tables 3.6) with the
// components each group holds, pixel types (table 3.5) with their element sizes and the bit fields of
// the packed types (tables 3.8–3.10), and checkPixelFormatType, the errors the spec names for a
// format/type pair in each call that takes one.

import { because } from '../errors/reason.js';
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
  GL_INVALID_ENUM,
  GL_INVALID_OPERATION,
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
} from '../gl-enums.js';

/** What one component of a client group is: an RGBA slot (0–3), luminance, an index, or depth. */
export const Component = { R: 0, G: 1, B: 2, A: 3, L: 4, INDEX: 5, STENCIL: 6, DEPTH: 7 } as const;
export type Component = (typeof Component)[keyof typeof Component];

/** What a pixel format's groups hold as a whole. */
export type PixelKind = 'color' | 'index' | 'stencil' | 'depth';

export interface PixelFormatInfo {
  readonly format: number;
  readonly kind: PixelKind;
  /** The components of one group, in memory order. */
  readonly components: readonly Component[];
}

const { R, G, B, A, L } = Component;
const FORMATS = new Map<number, PixelFormatInfo>(
  (
    [
      [GL_COLOR_INDEX, 'index', [Component.INDEX]],
      [GL_STENCIL_INDEX, 'stencil', [Component.STENCIL]],
      [GL_DEPTH_COMPONENT, 'depth', [Component.DEPTH]],
      [GL_RED, 'color', [R]],
      [GL_GREEN, 'color', [G]],
      [GL_BLUE, 'color', [B]],
      [GL_ALPHA, 'color', [A]],
      [GL_RGB, 'color', [R, G, B]],
      [GL_RGBA, 'color', [R, G, B, A]],
      [GL_BGR, 'color', [B, G, R]],
      [GL_BGRA, 'color', [B, G, R, A]],
      [GL_LUMINANCE, 'color', [L]],
      [GL_LUMINANCE_ALPHA, 'color', [L, A]],
    ] as const
  ).map(([format, kind, components]) => [format, { format, kind, components }]),
);

/** The format's description, or undefined when it is not a pixel format of table 3.6. */
export function pixelFormatInfo(format: number): PixelFormatInfo | undefined {
  return FORMATS.get(format);
}

/** One bit field of a packed pixel type: a component's position and width in the element. */
export interface PackedField {
  readonly shift: number;
  readonly bits: number;
}

export interface PixelTypeInfo {
  readonly type: number;
  /** Bytes per element (the `s` of the spec); 0 for BITMAP, whose elements are single bits. */
  readonly bytes: number;
  /** Bits of an unpacked integer element (8, 16, 32); 0 for FLOAT, BITMAP and packed types. */
  readonly bits: number;
  readonly signed: boolean;
  readonly isFloat: boolean;
  readonly isBitmap: boolean;
  /** For the packed types: one field per component, in component order (first component first). */
  readonly packed: readonly PackedField[] | null;
}

/**
 * The fields of a packed type named by its widths from the most significant bit: plain types give the
 * first component the most significant field, _REV types the least significant (tables 3.8–3.10).
 */
function packedFields(widths: readonly number[], reversed: boolean): PackedField[] {
  const ordered = reversed ? [...widths].reverse() : widths;
  const fields: PackedField[] = [];
  let shift = reversed ? 0 : widths.reduce((sum, w) => sum + w, 0);
  for (const bits of ordered) {
    if (reversed) {
      fields.push({ shift, bits });
      shift += bits;
    } else {
      shift -= bits;
      fields.push({ shift, bits });
    }
  }
  return fields;
}

function plain(type: number, bytes: number, signed: boolean, isFloat = false): PixelTypeInfo {
  return { type, bytes, bits: isFloat ? 0 : bytes * 8, signed, isFloat, isBitmap: false, packed: null };
}

function packedType(type: number, bytes: number, widths: number[], reversed: boolean): PixelTypeInfo {
  return {
    type,
    bytes,
    bits: 0,
    signed: false,
    isFloat: false,
    isBitmap: false,
    packed: packedFields(widths, reversed),
  };
}

const TYPES = new Map<number, PixelTypeInfo>(
  [
    plain(GL_UNSIGNED_BYTE, 1, false),
    plain(GL_BYTE, 1, true),
    plain(GL_UNSIGNED_SHORT, 2, false),
    plain(GL_SHORT, 2, true),
    plain(GL_UNSIGNED_INT, 4, false),
    plain(GL_INT, 4, true),
    plain(GL_FLOAT, 4, true, true),
    { type: GL_BITMAP, bytes: 0, bits: 1, signed: false, isFloat: false, isBitmap: true, packed: null },
    packedType(GL_UNSIGNED_BYTE_3_3_2, 1, [3, 3, 2], false),
    packedType(GL_UNSIGNED_BYTE_2_3_3_REV, 1, [2, 3, 3], true),
    packedType(GL_UNSIGNED_SHORT_5_6_5, 2, [5, 6, 5], false),
    packedType(GL_UNSIGNED_SHORT_5_6_5_REV, 2, [5, 6, 5], true),
    packedType(GL_UNSIGNED_SHORT_4_4_4_4, 2, [4, 4, 4, 4], false),
    packedType(GL_UNSIGNED_SHORT_4_4_4_4_REV, 2, [4, 4, 4, 4], true),
    packedType(GL_UNSIGNED_SHORT_5_5_5_1, 2, [5, 5, 5, 1], false),
    packedType(GL_UNSIGNED_SHORT_1_5_5_5_REV, 2, [1, 5, 5, 5], true),
    packedType(GL_UNSIGNED_INT_8_8_8_8, 4, [8, 8, 8, 8], false),
    packedType(GL_UNSIGNED_INT_8_8_8_8_REV, 4, [8, 8, 8, 8], true),
    packedType(GL_UNSIGNED_INT_10_10_10_2, 4, [10, 10, 10, 2], false),
    packedType(GL_UNSIGNED_INT_2_10_10_10_REV, 4, [2, 10, 10, 10], true),
  ].map((info) => [info.type, info]),
);

/** The type's description, or undefined when it is not a pixel type of table 3.5. */
export function pixelTypeInfo(type: number): PixelTypeInfo | undefined {
  return TYPES.get(type);
}

/** The GL call a format/type pair is checked for. */
export type PixelUse = 'drawPixels' | 'readPixels' | 'texImage' | 'getTexImage';

/**
 * The error the spec names for `format`/`type` in `use`, or 0 when the pair is valid there:
 * - GL_INVALID_ENUM: a format or type that is not in tables 3.5/3.6; BITMAP with a format other than
 *   COLOR_INDEX or STENCIL_INDEX; for texImage (glTexImage*, glTexSubImage*) STENCIL_INDEX; for
 *   getTexImage COLOR_INDEX, STENCIL_INDEX and BITMAP (the texture is an RGBA image, section 6.1.4).
 * - GL_INVALID_OPERATION: a packed type whose component count does not match the format (3-component
 *   types only with RGB, 4-component types only with RGBA and BGRA, tables 3.8–3.10); for readPixels
 *   COLOR_INDEX, since this GL is always in RGBA mode.
 * Whether a framebuffer has depth or stencil, or a texture's base format matches DEPTH_COMPONENT
 * (`checkTextureFormatMatch`), is for the caller to check.
 */
export function checkPixelFormatType(format: number, type: number, use: PixelUse): number {
  const formatInfo = FORMATS.get(format);
  const typeInfo = TYPES.get(type);
  if (formatInfo === undefined) return because(GL_INVALID_ENUM, 'format is not a pixel format');
  if (typeInfo === undefined) return because(GL_INVALID_ENUM, 'type is not a pixel type');
  if (typeInfo.isBitmap && formatInfo.kind !== 'index' && formatInfo.kind !== 'stencil')
    return because(GL_INVALID_ENUM, 'GL_BITMAP is for GL_COLOR_INDEX and GL_STENCIL_INDEX only');
  if (use === 'texImage' && formatInfo.kind === 'stencil') {
    return because(GL_INVALID_ENUM, 'a texture image cannot be GL_STENCIL_INDEX');
  }
  if (
    use === 'getTexImage' &&
    (formatInfo.kind === 'index' || formatInfo.kind === 'stencil' || typeInfo.isBitmap)
  ) {
    return because(GL_INVALID_ENUM, 'glGetTexImage reads no colour index, stencil or bitmap');
  }
  if (typeInfo.packed !== null) {
    const count = typeInfo.packed.length;
    const ok = count === 3 ? format === GL_RGB : format === GL_RGBA || format === GL_BGRA;
    if (!ok) return because(GL_INVALID_OPERATION, 'the packed type does not match the format');
  }
  if (use === 'readPixels' && formatInfo.kind === 'index') {
    return because(GL_INVALID_OPERATION, 'an RGBA context has no colour indices to read');
  }
  return 0;
}
