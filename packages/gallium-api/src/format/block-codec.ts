// A format compiled for pack/unpack: turns one block into its channel values (numbers, in channel order)
// and back. Plain formats go channel by channel through channel-codec; R9G9B9E5 has its own encoding.

import type { PipeSwizzle } from '../enums.js';
import {
  bitsToNumber,
  type ChannelCodec,
  channelCodec,
  numberToBits,
  readBits,
  writeBits,
} from './channel-codec.js';
import { PipeFormatColorspace, type PipeFormatDescription, PipeFormatLayout } from './format-types.js';
import { decodeRgb9e5, encodeRgb9e5 } from './rgb9e5.js';

/** Decodes and encodes whole blocks of one format. */
export interface BlockCodec {
  readonly description: PipeFormatDescription;
  /** The channels compiled for access, in description order (empty for R9G9B9E5). */
  readonly channels: readonly ChannelCodec[];
  /** For each channel, the RGBA component packing stores in it (the first one the swizzle maps to it), or -1. */
  readonly rgbaSource: readonly number[];
  /** Writes the value of every channel of the block at `base` into `values[0..numChannels)`. */
  decode(src: Uint8Array, base: number, values: Float64Array): void;
  /** Stores `values[0..numChannels)` as the block at `base`; every bit of the block is written (padding as 0). */
  encode(values: ArrayLike<number>, dst: Uint8Array, base: number): void;
}

/** Compiles `description` into a codec. */
export function blockCodec(description: PipeFormatDescription): BlockCodec {
  return description.layout === PipeFormatLayout.SHARED_EXPONENT
    ? sharedExponentCodec(description)
    : plainCodec(description);
}

function rgbaSourceOf(description: PipeFormatDescription): number[] {
  return description.channels.map((_, i) => description.swizzle.indexOf(i as PipeSwizzle));
}

function plainCodec(description: PipeFormatDescription): BlockCodec {
  const srgb = description.colorspace === PipeFormatColorspace.SRGB;
  const channels = description.channels.map((c) => channelCodec(c, srgb && c.name !== 'A'));
  const count = channels.length;
  const blockSize = description.blockSize;
  const rgbaSource = rgbaSourceOf(description);
  if (blockSize > 4) {
    // Wide blocks: every channel is read and written on its own bytes.
    return {
      description,
      channels,
      rgbaSource,
      decode(src, base, values) {
        for (let i = 0; i < count; i++) {
          const c = channels[i]!;
          values[i] = bitsToNumber(c, readBits(c, src, base));
        }
      },
      encode(values, dst, base) {
        for (let i = 0; i < count; i++) {
          const c = channels[i]!;
          writeBits(c, dst, base, numberToBits(c, values[i]!));
        }
      },
    };
  }
  // Blocks of up to 4 bytes: one little-endian word read or written once, channels as its bit fields.
  return {
    description,
    channels,
    rgbaSource,
    decode(src, base, values) {
      let word = 0;
      for (let b = blockSize - 1; b >= 0; b--) word = (word << 8) | src[base + b]!;
      for (let i = 0; i < count; i++) {
        const c = channels[i]!;
        values[i] = bitsToNumber(c, c.size === 32 ? word >>> 0 : (word >>> c.shift) & c.max);
      }
    },
    encode(values, dst, base) {
      let word = 0;
      for (let i = 0; i < count; i++) {
        const c = channels[i]!;
        word |= numberToBits(c, values[i]!) << c.shift;
      }
      for (let b = 0; b < blockSize; b++) dst[base + b] = word >>> (8 * b);
    },
  };
}

function sharedExponentCodec(description: PipeFormatDescription): BlockCodec {
  const readWord = (src: Uint8Array, base: number) =>
    (src[base]! | (src[base + 1]! << 8) | (src[base + 2]! << 16) | (src[base + 3]! << 24)) >>> 0;
  return {
    description,
    channels: [],
    rgbaSource: rgbaSourceOf(description),
    decode(src, base, values) {
      const word = readWord(src, base);
      decodeRgb9e5(word, values, 0);
      values[3] = word >>> 27;
    },
    encode(values, dst, base) {
      const word = encodeRgb9e5(values[0]!, values[1]!, values[2]!);
      dst[base] = word;
      dst[base + 1] = word >>> 8;
      dst[base + 2] = word >>> 16;
      dst[base + 3] = word >>> 24;
    },
  };
}
