// The shape of a format description: what each stored channel is (type, bits, position), how the
// stored channels map onto RGBA, and the colour space. Plain data, frozen, shared by every layer.

import type { PipeSwizzle } from '../enums.js';
import type { PipeFormat } from './format-enum.js';

/** UTIL_FORMAT_TYPE_* with the normalized/pure-integer/scaled split folded in: how a channel's bits read. */
export const PipeFormatChannelType = {
  /** Padding (the `X` of `R8G8B8X8`): never read, written as zero. */
  VOID: 0,
  /** Unsigned normalized: c / (2^n - 1). */
  UNORM: 1,
  /** Signed normalized (two's complement): max(c / (2^(n-1) - 1), -1). */
  SNORM: 2,
  /** Unsigned pure integer. */
  UINT: 3,
  /** Signed pure integer (two's complement). */
  SINT: 4,
  /** Unsigned integer read as its value converted to float (vertex formats). */
  USCALED: 5,
  /** Signed integer read as its value converted to float (vertex formats). */
  SSCALED: 6,
  /** Floating point: 32-bit IEEE, 16-bit half, the unsigned 11- and 10-bit floats, or a 9-bit mantissa sharing an exponent. */
  FLOAT: 7,
} as const;
export type PipeFormatChannelType = (typeof PipeFormatChannelType)[keyof typeof PipeFormatChannelType];

/** UTIL_FORMAT_COLORSPACE_*. */
export const PipeFormatColorspace = {
  /** Linear colour. */
  RGB: 0,
  /** sRGB-encoded R, G, B (and L); alpha stays linear. */
  SRGB: 1,
  /** Depth and/or stencil. */
  ZS: 2,
} as const;
export type PipeFormatColorspace = (typeof PipeFormatColorspace)[keyof typeof PipeFormatColorspace];

/** UTIL_FORMAT_LAYOUT_*: how the channels sit in a block. */
export const PipeFormatLayout = {
  /** Each channel is an independent bit field (the name lists them from the least significant bit). */
  PLAIN: 0,
  /** R9G9B9E5: three 9-bit mantissas sharing one 5-bit exponent. */
  SHARED_EXPONENT: 1,
} as const;
export type PipeFormatLayout = (typeof PipeFormatLayout)[keyof typeof PipeFormatLayout];

/** The letter a channel has in the format's name. */
export type PipeFormatChannelName = 'R' | 'G' | 'B' | 'A' | 'L' | 'I' | 'Z' | 'S' | 'X' | 'E';

/** One stored channel of a format, in the order the name lists them (least significant bits first). */
export interface PipeFormatChannel {
  readonly name: PipeFormatChannelName;
  readonly type: PipeFormatChannelType;
  /** Width in bits. */
  readonly size: number;
  /** Position of the lowest bit, counted from the first bit of the block (blocks are little-endian). */
  readonly shift: number;
  /** The byte that holds the channel's lowest bit (`shift >> 3`); the channel starts there when `shift % 8 === 0`. */
  readonly byteOffset: number;
}

/** util_format_description: everything the layers need to know about one `PipeFormat`. */
export interface PipeFormatDescription {
  readonly format: PipeFormat;
  /** The name without the `PIPE_FORMAT_` prefix, e.g. `R8G8B8A8_UNORM`. */
  readonly name: string;
  /** Bytes per block. */
  readonly blockSize: number;
  /** Pixels per block horizontally (1 for every format gallium-ts has). */
  readonly blockWidth: number;
  /** Pixels per block vertically (1 for every format gallium-ts has). */
  readonly blockHeight: number;
  readonly layout: PipeFormatLayout;
  /** Number of stored channels, padding included. */
  readonly numChannels: number;
  readonly channels: readonly PipeFormatChannel[];
  /**
   * For each of R, G, B, A: the stored channel it comes from (`PipeSwizzle.X`..`W` index `channels`),
   * or `PipeSwizzle.ZERO` / `PipeSwizzle.ONE`. Depth reads into R and stencil into G.
   */
  readonly swizzle: readonly [PipeSwizzle, PipeSwizzle, PipeSwizzle, PipeSwizzle];
  readonly colorspace: PipeFormatColorspace;
  /** Has a depth (Z) channel. */
  readonly isDepth: boolean;
  /** Has a stencil (S) channel. */
  readonly isStencil: boolean;
  /** A colour format whose alpha comes from a stored channel (not the constant one). */
  readonly hasAlpha: boolean;
  /** Every channel the swizzle reads is UINT or SINT. */
  readonly isPureInteger: boolean;
  /** Every channel the swizzle reads is UNORM or SNORM. */
  readonly isNormalized: boolean;
  /** One of the index formats `I8_UINT`, `I16_UINT`, `I32_UINT`. */
  readonly isIndex: boolean;
}
