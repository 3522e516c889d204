// The general row loop of the colour entry points: decode each block into channel values, route them
// through the swizzle, and convert to the caller's representation (float, unorm8, uint, sint) — or the
// reverse for packing. Formats made of whole bytes take the table-driven fast path of byte-rows instead
// when it applies; this loop is its reference.

import type { BlockCodec } from './block-codec.js';
import { FROM_VALUE, type Representation, TO_VALUE } from './representation.js';

/** Channel values of the block being converted; slots 4 and 5 are the swizzle's ZERO and ONE. */
const VALUES = new Float64Array([0, 0, 0, 0, 0, 1]);

/**
 * Unpacks `count` blocks from `src[srcOffset..]` into RGBA quadruples at `out[outOffset..]`, through each
 * channel's conversion, for every format.
 */
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

/**
 * Packs `count` RGBA quadruples from `rgba[rgbaOffset..]` into blocks at `dst[dstOffset..]`, through each
 * channel's conversion, for every format.
 */
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
