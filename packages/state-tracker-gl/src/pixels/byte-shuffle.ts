// Fast paths for the common byte layouts: when a client image of UNSIGNED_BYTE (or UNSIGNED_INT_8_8_8_8
// and _REV) components meets texels whose channels are all 8-bit UNORM and no pixel transfer operation
// changes colours, every texel byte is one client byte or a constant, in both directions. The mapping
// is not written by hand: it is found by running the general path on two probe pixels and is cached,
// so the fast path cannot disagree with it. Identical rows are copied whole.

import { formatDescription, PipeFormatChannelType, PipeFormatColorspace } from '@gallium-ts/gallium-api';
import { GL_UNSIGNED_BYTE, GL_UNSIGNED_INT_8_8_8_8, GL_UNSIGNED_INT_8_8_8_8_REV } from '../gl-enums.js';
import type { PixelFormatInfo, PixelTypeInfo } from './format-type.js';

/** For each destination byte of a pixel: the source byte it copies (≥ 0), or −1 − constant. */
export type ByteMap = Int16Array;

/** Whether `type` stores each component in whole bytes of client memory (given SWAP_BYTES). */
export function isByteType(type: PixelTypeInfo): boolean {
  return (
    type.type === GL_UNSIGNED_BYTE ||
    type.type === GL_UNSIGNED_INT_8_8_8_8 ||
    type.type === GL_UNSIGNED_INT_8_8_8_8_REV
  );
}

/** Whether every channel of a pipe format is an 8-bit linear UNORM channel or padding. */
export function isByteFormat(pipeFormat: number): boolean {
  const desc = formatDescription(pipeFormat as Parameters<typeof formatDescription>[0]);
  return (
    desc.colorspace === PipeFormatColorspace.RGB &&
    desc.channels.every(
      (c) =>
        c.size === 8 &&
        c.shift % 8 === 0 &&
        (c.type === PipeFormatChannelType.UNORM || c.type === PipeFormatChannelType.VOID),
    )
  );
}

/** Bytes of one client group of `format`/`type`. */
export function groupBytesOf(format: PixelFormatInfo, type: PixelTypeInfo): number {
  return type.packed !== null ? type.bytes : type.bytes * format.components.length;
}

const PROBES = [
  [17, 46, 75, 104],
  [201, 170, 139, 108],
];

/**
 * Finds the byte map of `convert` (which turns `count` pixels of `srcBytes`-byte source pixels into
 * `dstBytes`-byte destination pixels by the general path) by converting two probe pixels; null when
 * some destination byte is neither a copy of one source byte nor the same constant in both probes.
 */
export function probeByteMap(
  srcBytes: number,
  dstBytes: number,
  convert: (src: Uint8Array, dst: Uint8Array) => void,
): ByteMap | null {
  const outputs = PROBES.map((probe) => {
    const src = Uint8Array.from({ length: srcBytes }, (_, i) => probe[i % 4]! + 4 * Math.floor(i / 4));
    const dst = new Uint8Array(dstBytes);
    convert(src, dst);
    return { src, dst };
  });
  const map = new Int16Array(dstBytes);
  for (let k = 0; k < dstBytes; k++) {
    const [a, b] = outputs as [(typeof outputs)[0], (typeof outputs)[0]];
    let source = -1;
    for (let j = 0; j < srcBytes && source < 0; j++)
      if (a.src[j] === a.dst[k] && b.src[j] === b.dst[k]) source = j;
    if (source >= 0) map[k] = source;
    else if (a.dst[k] === b.dst[k]) map[k] = -1 - a.dst[k]!;
    else return null;
  }
  return map;
}

/** True when the map copies pixels byte for byte (so whole rows can be copied). */
export function isIdentityMap(map: ByteMap, srcBytes: number): boolean {
  return map.length === srcBytes && map.every((source, k) => source === k);
}

/** Applies `map` to `count` pixels: `src[srcOff..]` (pixels `srcBytes` apart) into `dst[dstOff..]`. */
export function shuffleRow(
  map: ByteMap,
  srcBytes: number,
  src: Uint8Array,
  srcOff: number,
  dst: Uint8Array,
  dstOff: number,
  count: number,
): void {
  const dstBytes = map.length;
  if (isIdentityMap(map, srcBytes)) {
    dst.set(src.subarray(srcOff, srcOff + count * srcBytes), dstOff);
    return;
  }
  for (let k = 0; k < dstBytes; k++) {
    const source = map[k]!;
    let d = dstOff + k;
    if (source < 0) {
      for (let p = 0; p < count; p++, d += dstBytes) dst[d] = -1 - source;
    } else {
      let s = srcOff + source;
      for (let p = 0; p < count; p++, d += dstBytes, s += srcBytes) dst[d] = src[s]!;
    }
  }
}
