// Depth and stencil access for the ZS formats: read a pixel's depth as a float or its stencil as an
// integer, and write either part (or both) of a pixel, leaving the other part's bits as they were.

import { PipeError } from '../errors.js';
import { bitsToNumber, type ChannelCodec, numberToBits, readBits, writeBits } from './channel-codec.js';
import { checkRange, codecOf } from './codec-table.js';
import type { PipeFormat } from './format-enum.js';
import { PipeFormatColorspace } from './format-types.js';

/** A depth/stencil format's parts: its depth and stencil channels (null when absent) and padding. */
interface ZsParts {
  readonly name: string;
  readonly blockSize: number;
  readonly depth: ChannelCodec | null;
  readonly stencil: ChannelCodec | null;
  readonly padding: readonly ChannelCodec[];
}

const PARTS: (ZsParts | undefined)[] = [];

/** The parts of a depth/stencil format; `PipeError` naming `method` for a colour or unknown format. */
function partsOf(method: string, format: PipeFormat): ZsParts {
  const cached = PARTS[format];
  if (cached !== undefined) return cached;
  const codec = codecOf(method, format);
  const { channels, colorspace, name, blockSize } = codec.description;
  if (colorspace !== PipeFormatColorspace.ZS)
    throw new PipeError(method, `${name} is a colour format, not depth/stencil`);
  const named = (letter: string) => codec.channels.filter((_, i) => channels[i]!.name === letter);
  const parts: ZsParts = {
    name,
    blockSize,
    depth: named('Z')[0] ?? null,
    stencil: named('S')[0] ?? null,
    padding: named('X'),
  };
  PARTS[format] = parts;
  return parts;
}

/** The depth of the pixel at `src[off..]`: UNORM depth as c/(2^n-1), Z32_FLOAT as stored. */
export function unpackZFloat(format: PipeFormat, src: Uint8Array, off: number): number {
  const parts = partsOf('unpackZFloat', format);
  const z = parts.depth;
  if (z === null) throw new PipeError('unpackZFloat', `${parts.name} has no depth`);
  checkRange('unpackZFloat', 'src', src, off, parts.blockSize);
  return bitsToNumber(z, readBits(z, src, off));
}

/** The stencil value of the pixel at `src[off..]`. */
export function unpackStencil(format: PipeFormat, src: Uint8Array, off: number): number {
  const parts = partsOf('unpackStencil', format);
  const s = parts.stencil;
  if (s === null) throw new PipeError('unpackStencil', `${parts.name} has no stencil`);
  checkRange('unpackStencil', 'src', src, off, parts.blockSize);
  return readBits(s, src, off);
}

/**
 * Writes the pixel at `dst[off..]`: `depth` (UNORM depth clamped to [0, 1] and rounded; Z32_FLOAT stored
 * as a single-precision float) and `stencil` (clamped to the channel's range and rounded). A `null` part
 * keeps its existing bits, so one part of a combined format can be cleared alone; a part the format
 * lacks must be `null`. Padding bits become 0 whenever anything is written.
 */
export function packDepthStencil(
  format: PipeFormat,
  depth: number | null,
  stencil: number | null,
  dst: Uint8Array,
  off: number,
): void {
  const method = 'packDepthStencil';
  const parts = partsOf(method, format);
  const z = parts.depth;
  const s = parts.stencil;
  if (depth !== null && z === null) throw new PipeError(method, `${parts.name} has no depth to write`);
  if (stencil !== null && s === null) throw new PipeError(method, `${parts.name} has no stencil to write`);
  checkRange(method, 'dst', dst, off, parts.blockSize);
  if (depth === null && stencil === null) return;
  if (depth !== null) writeBits(z!, dst, off, numberToBits(z!, depth));
  if (stencil !== null) writeBits(s!, dst, off, numberToBits(s!, stencil));
  for (const pad of parts.padding) writeBits(pad, dst, off, 0);
}
