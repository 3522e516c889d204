// The row loop every colour entry point uses: decode each block into channel values, route them through
// the swizzle, and convert to the caller's representation (float, unorm8, uint, sint) — or the reverse
// for packing. Formats made of whole bytes take the table-driven fast path of byte-rows when it applies.

import type { BlockCodec } from './block-codec.js';
import { packByteRows, unpackByteRows } from './byte-rows.js';
import { FROM_VALUE, type Representation, TO_VALUE } from './representation.js';

/** Channel values of the block being converted; slots 4 and 5 are the swizzle's ZERO and ONE. */
const VALUES = new Float64Array([0, 0, 0, 0, 0, 1]);

/** Unpacks `count` blocks from `src[srcOffset..]` into RGBA quadruples at `out[outOffset..]`. */
export function unpackRows(
  codec: BlockCodec,
  representation: Representation,
  src: Uint8Array,
  srcOffset: number,
  out: { [i: number]: number },
  outOffset: number,
  count: number,
): void {
  if (!unpackByteRows(codec, representation, src, srcOffset, out, outOffset, count)) {
    unpackRowsGeneral(codec, representation, src, srcOffset, out, outOffset, count);
  }
}

/** `unpackRows` through each channel's conversion, for every format (the byte fast path's reference). */
export function unpackRowsGeneral(
  codec: BlockCodec,
  representation: Representation,
  src: Uint8Array,
  srcOffset: number,
  out: { [i: number]: number },
  outOffset: number,
  count: number,
): void {
  const { blockSize, swizzle } = codec.description;
  const [r, g, b, a] = swizzle;
  const convert = FROM_VALUE[representation]!;
  const values = VALUES;
  for (let i = 0; i < count; i++) {
    codec.decode(src, srcOffset + i * blockSize, values);
    const o = outOffset + 4 * i;
    out[o] = convert(values[r]!);
    out[o + 1] = convert(values[g]!);
    out[o + 2] = convert(values[b]!);
    out[o + 3] = convert(values[a]!);
  }
}

/** Packs `count` RGBA quadruples from `rgba[rgbaOffset..]` into blocks at `dst[dstOffset..]`. */
export function packRows(
  codec: BlockCodec,
  representation: Representation,
  rgba: ArrayLike<number>,
  rgbaOffset: number,
  dst: Uint8Array,
  dstOffset: number,
  count: number,
): void {
  if (!packByteRows(codec, representation, rgba, rgbaOffset, dst, dstOffset, count)) {
    packRowsGeneral(codec, representation, rgba, rgbaOffset, dst, dstOffset, count);
  }
}

/** `packRows` through each channel's conversion, for every format (the byte fast path's reference). */
export function packRowsGeneral(
  codec: BlockCodec,
  representation: Representation,
  rgba: ArrayLike<number>,
  rgbaOffset: number,
  dst: Uint8Array,
  dstOffset: number,
  count: number,
): void {
  const { blockSize, numChannels } = codec.description;
  const sources = codec.rgbaSource;
  const convert = TO_VALUE[representation]!;
  const values = VALUES;
  for (let i = 0; i < count; i++) {
    const o = rgbaOffset + 4 * i;
    for (let c = 0; c < numChannels; c++) {
      const source = sources[c]!;
      values[c] = source < 0 ? 0 : convert(rgba[o + source]!);
    }
    codec.encode(values, dst, dstOffset + i * blockSize);
  }
}
