// Public colour pack/unpack: one pixel or a row of pixels, as float, unorm8, uint or sint RGBA. Every
// entry point checks its arguments and then runs the whole-byte fast path of byte-rows or, where that
// does not apply, the general row loop of pixel-rows.

import { packByteRows, unpackByteRows } from './byte-rows.js';
import { checkCount, checkRange, colorCodecOf } from './codec-table.js';
import type { PipeFormat } from './format-enum.js';
import { packRowsGeneral, unpackRowsGeneral } from './pixel-rows.js';
import { Representation } from './representation.js';

/** Where unpacked RGBA goes: a typed array or a plain array (which grows as needed). */
export type RgbaOut = Float32Array | Float64Array | Uint8Array | Uint32Array | Int32Array | number[];

function unpack(
  method: string,
  representation: Representation,
  format: PipeFormat,
  src: Uint8Array,
  srcOffset: number,
  out: RgbaOut,
  count: number,
  outOffset: number,
): void {
  const codec = colorCodecOf(method, format, representation >= Representation.UINT);
  checkCount(method, count);
  checkRange(method, 'src', src, srcOffset, count * codec.description.blockSize);
  checkRange(method, 'out', out, outOffset, count * 4, true);
  if (!unpackByteRows(codec, representation, src, srcOffset, out, outOffset, count)) {
    unpackRowsGeneral(codec, representation, src, srcOffset, out, outOffset, count);
  }
}

function pack(
  method: string,
  representation: Representation,
  format: PipeFormat,
  rgba: ArrayLike<number>,
  dst: Uint8Array,
  dstOffset: number,
  count: number,
  rgbaOffset: number,
): void {
  const codec = colorCodecOf(method, format, representation >= Representation.UINT);
  checkCount(method, count);
  checkRange(method, 'rgba', rgba, rgbaOffset, count * 4);
  checkRange(method, 'dst', dst, dstOffset, count * codec.description.blockSize);
  if (!packByteRows(codec, representation, rgba, rgbaOffset, dst, dstOffset, count)) {
    packRowsGeneral(codec, representation, rgba, rgbaOffset, dst, dstOffset, count);
  }
}

/**
 * util_format_unpack_rgba (float): the pixel at `src[srcOffset..]` as RGBA numbers at `out[outOffset..]`.
 * UNORM c/(2^n-1), SNORM max(c/(2^(n-1)-1), -1), sRGB decoded to linear, integer and scaled channels as
 * their value, floats as stored; components the format lacks read (0, 0, 0, 1) per its swizzle.
 */
export function unpackRgbaFloat(
  format: PipeFormat,
  src: Uint8Array,
  srcOffset: number,
  out: Float32Array | Float64Array | number[],
  outOffset = 0,
): void {
  unpack('unpackRgbaFloat', Representation.FLOAT, format, src, srcOffset, out, 1, outOffset);
}

/** `unpackRgbaFloat` for `count` consecutive pixels. */
export function unpackRgbaFloatRow(
  format: PipeFormat,
  src: Uint8Array,
  srcOffset: number,
  out: Float32Array | Float64Array | number[],
  count: number,
  outOffset = 0,
): void {
  unpack('unpackRgbaFloatRow', Representation.FLOAT, format, src, srcOffset, out, count, outOffset);
}

/**
 * util_format_pack_rgba (float): stores RGBA `rgba[rgbaOffset..+4)` as the pixel at `dst[dstOffset..]`.
 * Normalized channels clamp (NaN to 0) and round to nearest; sRGB channels are encoded; integer and
 * scaled channels clamp to their range and round; padding bits become 0.
 */
export function packRgbaFloat(
  format: PipeFormat,
  rgba: ArrayLike<number>,
  dst: Uint8Array,
  dstOffset: number,
  rgbaOffset = 0,
): void {
  pack('packRgbaFloat', Representation.FLOAT, format, rgba, dst, dstOffset, 1, rgbaOffset);
}

/** `packRgbaFloat` for `count` consecutive pixels. */
export function packRgbaFloatRow(
  format: PipeFormat,
  rgba: ArrayLike<number>,
  dst: Uint8Array,
  dstOffset: number,
  count: number,
  rgbaOffset = 0,
): void {
  pack('packRgbaFloatRow', Representation.FLOAT, format, rgba, dst, dstOffset, count, rgbaOffset);
}

/**
 * util_format_unpack_rgba_8unorm: the pixel as RGBA bytes, each the float value clamped to [0, 1] times
 * 255 and rounded to nearest (exact for 8-bit UNORM; sRGB decoded to linear first).
 */
export function unpackRgbaUnorm8(
  format: PipeFormat,
  src: Uint8Array,
  srcOffset: number,
  out: Uint8Array | number[],
  outOffset = 0,
): void {
  unpack('unpackRgbaUnorm8', Representation.UNORM8, format, src, srcOffset, out, 1, outOffset);
}

/** `unpackRgbaUnorm8` for `count` consecutive pixels. */
export function unpackRgbaUnorm8Row(
  format: PipeFormat,
  src: Uint8Array,
  srcOffset: number,
  out: Uint8Array | number[],
  count: number,
  outOffset = 0,
): void {
  unpack('unpackRgbaUnorm8Row', Representation.UNORM8, format, src, srcOffset, out, count, outOffset);
}

/** util_format_pack_rgba_8unorm: packs RGBA bytes (value v means v/255) as the pixel at `dst[dstOffset..]`. */
export function packRgbaUnorm8(
  format: PipeFormat,
  rgba: ArrayLike<number>,
  dst: Uint8Array,
  dstOffset: number,
  rgbaOffset = 0,
): void {
  pack('packRgbaUnorm8', Representation.UNORM8, format, rgba, dst, dstOffset, 1, rgbaOffset);
}

/** `packRgbaUnorm8` for `count` consecutive pixels. */
export function packRgbaUnorm8Row(
  format: PipeFormat,
  rgba: ArrayLike<number>,
  dst: Uint8Array,
  dstOffset: number,
  count: number,
  rgbaOffset = 0,
): void {
  pack('packRgbaUnorm8Row', Representation.UNORM8, format, rgba, dst, dstOffset, count, rgbaOffset);
}

/** util_format_unpack_rgba (uint): a pure-integer pixel as unsigned integers (negative values read 0; missing alpha 1). */
export function unpackRgbaUint(
  format: PipeFormat,
  src: Uint8Array,
  srcOffset: number,
  out: Uint32Array | number[],
  outOffset = 0,
): void {
  unpack('unpackRgbaUint', Representation.UINT, format, src, srcOffset, out, 1, outOffset);
}

/** `unpackRgbaUint` for `count` consecutive pixels. */
export function unpackRgbaUintRow(
  format: PipeFormat,
  src: Uint8Array,
  srcOffset: number,
  out: Uint32Array | number[],
  count: number,
  outOffset = 0,
): void {
  unpack('unpackRgbaUintRow', Representation.UINT, format, src, srcOffset, out, count, outOffset);
}

/** util_format_pack_rgba (uint): packs unsigned integers into a pure-integer pixel, clamping to each channel's range. */
export function packRgbaUint(
  format: PipeFormat,
  rgba: ArrayLike<number>,
  dst: Uint8Array,
  dstOffset: number,
  rgbaOffset = 0,
): void {
  pack('packRgbaUint', Representation.UINT, format, rgba, dst, dstOffset, 1, rgbaOffset);
}

/** `packRgbaUint` for `count` consecutive pixels. */
export function packRgbaUintRow(
  format: PipeFormat,
  rgba: ArrayLike<number>,
  dst: Uint8Array,
  dstOffset: number,
  count: number,
  rgbaOffset = 0,
): void {
  pack('packRgbaUintRow', Representation.UINT, format, rgba, dst, dstOffset, count, rgbaOffset);
}

/** util_format_unpack_rgba (sint): a pure-integer pixel as signed integers (values above 2^31-1 read 2^31-1). */
export function unpackRgbaSint(
  format: PipeFormat,
  src: Uint8Array,
  srcOffset: number,
  out: Int32Array | number[],
  outOffset = 0,
): void {
  unpack('unpackRgbaSint', Representation.SINT, format, src, srcOffset, out, 1, outOffset);
}

/** `unpackRgbaSint` for `count` consecutive pixels. */
export function unpackRgbaSintRow(
  format: PipeFormat,
  src: Uint8Array,
  srcOffset: number,
  out: Int32Array | number[],
  count: number,
  outOffset = 0,
): void {
  unpack('unpackRgbaSintRow', Representation.SINT, format, src, srcOffset, out, count, outOffset);
}

/** util_format_pack_rgba (sint): packs signed integers into a pure-integer pixel, clamping to each channel's range. */
export function packRgbaSint(
  format: PipeFormat,
  rgba: ArrayLike<number>,
  dst: Uint8Array,
  dstOffset: number,
  rgbaOffset = 0,
): void {
  pack('packRgbaSint', Representation.SINT, format, rgba, dst, dstOffset, 1, rgbaOffset);
}

/** `packRgbaSint` for `count` consecutive pixels. */
export function packRgbaSintRow(
  format: PipeFormat,
  rgba: ArrayLike<number>,
  dst: Uint8Array,
  dstOffset: number,
  count: number,
  rgbaOffset = 0,
): void {
  pack('packRgbaSintRow', Representation.SINT, format, rgba, dst, dstOffset, count, rgbaOffset);
}
