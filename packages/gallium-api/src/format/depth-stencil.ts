// Depth and stencil access for the ZS formats: read a pixel's depth as a float or its stencil as an
// integer, and write either part (or both) of a pixel, leaving the other part's bits as they were.

import { PipeError } from '../errors.js';
import type { BlockCodec } from './block-codec.js';
import { bitsToNumber, type ChannelCodec, numberToBits, readBits, writeBits } from './channel-codec.js';
import { checkRange, codecOf } from './codec-table.js';
import type { PipeFormat } from './format-enum.js';
import { PipeFormatColorspace } from './format-types.js';

/** The codec of a depth/stencil format; `PipeError` for a colour format. */
function zsCodecOf(method: string, format: PipeFormat): BlockCodec {
  const codec = codecOf(method, format);
  if (codec.description.colorspace !== PipeFormatColorspace.ZS) {
    throw new PipeError(method, `${codec.description.name} is a colour format, not depth/stencil`);
  }
  return codec;
}

/** The channel called `name` of the pixel at `buffer[off..]`; `PipeError` when the format has none or the pixel does not fit. */
function partOf(
  method: string,
  format: PipeFormat,
  name: 'Z' | 'S',
  buffer: Uint8Array,
  off: number,
): ChannelCodec {
  const codec = zsCodecOf(method, format);
  const index = codec.description.channels.findIndex((c) => c.name === name);
  if (index < 0)
    throw new PipeError(method, `${codec.description.name} has no ${name === 'Z' ? 'depth' : 'stencil'}`);
  checkRange(method, 'buffer', buffer, off, codec.description.blockSize);
  return codec.channels[index]!;
}

/** The depth of the pixel at `src[off..]`: UNORM depth as c/(2^n-1), Z32_FLOAT as stored. */
export function unpackZFloat(format: PipeFormat, src: Uint8Array, off: number): number {
  const z = partOf('unpackZFloat', format, 'Z', src, off);
  return bitsToNumber(z, readBits(z, src, off));
}

/** The stencil value of the pixel at `src[off..]`. */
export function unpackStencil(format: PipeFormat, src: Uint8Array, off: number): number {
  const s = partOf('unpackStencil', format, 'S', src, off);
  return readBits(s, src, off);
}

/**
 * Writes the pixel at `dst[off..]`: `depth` (UNORM depth clamped to [0, 1] and rounded; Z32_FLOAT stored
 * as a single-precision float) and `stencil` (clamped to the channel's range). A `null` part keeps its
 * existing bits, so one part of a combined format can be cleared alone; a part the format lacks must be
 * `null`. Padding bits become 0 whenever anything is written.
 */
export function packDepthStencil(
  format: PipeFormat,
  depth: number | null,
  stencil: number | null,
  dst: Uint8Array,
  off: number,
): void {
  const method = 'packDepthStencil';
  const codec = zsCodecOf(method, format);
  const { channels, name } = codec.description;
  const z = channels.findIndex((c) => c.name === 'Z');
  const s = channels.findIndex((c) => c.name === 'S');
  if (depth !== null && z < 0) throw new PipeError(method, `${name} has no depth to write`);
  if (stencil !== null && s < 0) throw new PipeError(method, `${name} has no stencil to write`);
  checkRange(method, 'dst', dst, off, codec.description.blockSize);
  if (depth === null && stencil === null) return;
  channels.forEach((c, i) => {
    const part = i === z ? depth : i === s ? stencil : c.name === 'X' ? 0 : null;
    if (part !== null) writeBits(codec.channels[i]!, dst, off, numberToBits(codec.channels[i]!, part));
  });
}
