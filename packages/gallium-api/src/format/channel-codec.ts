// One stored channel: where its bits are, and how they turn into a number and back. Every plain format's
// pack and unpack goes through these two functions, driven by the channel descriptions.

import { clampOrZero, float32FromBits, float32ToBits } from './float-math.js';
import { type PipeFormatChannel, PipeFormatChannelType } from './format-types.js';
import { decodeSmallFloat, encodeSmallFloat } from './small-float.js';
import { linearToSrgb, srgbToLinear } from './srgb.js';

/** How a channel's bits convert; integer and scaled channels convert alike (to and from their value). */
const Kind = {
  VOID: 0,
  UNORM: 1,
  SRGB: 2,
  SNORM: 3,
  UNSIGNED: 4,
  SIGNED: 5,
  FLOAT32: 6,
  SMALL_FLOAT: 7,
} as const;
type Kind = (typeof Kind)[keyof typeof Kind];

/** A channel compiled for access: a bit field of `size` bits starting `bit` bits into byte `byteOffset`. */
export interface ChannelCodec {
  /** Position of the lowest bit in the block. */
  readonly shift: number;
  readonly byteOffset: number;
  /** Bytes the field touches (the field never spans more than 4). */
  readonly byteCount: number;
  readonly bit: number;
  readonly size: number;
  readonly kind: Kind;
  /** 2^size - 1: the largest unsigned value (UNORM's divisor). */
  readonly max: number;
  /** 2^(size-1) - 1: the largest signed value (SNORM's divisor). */
  readonly signedMax: number;
  /** Mantissa bits of a 16-, 11- or 10-bit float. */
  readonly mantissaBits: number;
  /** `bitsToNumber` for every raw value, for channels of up to 16 bits that need converting (else null). */
  readonly valueOf: Float64Array | null;
}

/** Lookup tables shared by all channels of the same kind and size. */
const VALUE_TABLES = new Map<string, Float64Array>();
const TABLE_MAX_BITS = 16;

/** Compiles a channel description; `srgb` marks a colour channel of an sRGB format (alpha never is). */
export function channelCodec(channel: PipeFormatChannel, srgb: boolean): ChannelCodec {
  const bit = channel.shift & 7;
  if (bit + channel.size > 32)
    throw new Error(`channel ${channel.name}${channel.size} at bit ${channel.shift} spans more than 4 bytes`);
  const codec: ChannelCodec = {
    shift: channel.shift,
    byteOffset: channel.byteOffset,
    byteCount: Math.ceil((bit + channel.size) / 8),
    bit,
    size: channel.size,
    kind: kindOf(channel.type, channel.size, srgb),
    max: 2 ** channel.size - 1,
    signedMax: 2 ** (channel.size - 1) - 1,
    mantissaBits: channel.size - 5 - (channel.size === 16 ? 1 : 0),
    valueOf: null,
  };
  const kind = codec.kind;
  if (channel.size > TABLE_MAX_BITS || kind === Kind.VOID || kind === Kind.UNSIGNED) return codec;
  const key = `${kind}/${channel.size}`;
  let table = VALUE_TABLES.get(key);
  if (table === undefined) {
    table = Float64Array.from({ length: 2 ** channel.size }, (_, raw) => bitsToNumber(codec, raw));
    VALUE_TABLES.set(key, table);
  }
  return { ...codec, valueOf: table };
}

function kindOf(type: PipeFormatChannelType, size: number, srgb: boolean): Kind {
  switch (type) {
    case PipeFormatChannelType.VOID:
      return Kind.VOID;
    case PipeFormatChannelType.UNORM:
      return srgb ? Kind.SRGB : Kind.UNORM;
    case PipeFormatChannelType.SNORM:
      return Kind.SNORM;
    case PipeFormatChannelType.UINT:
    case PipeFormatChannelType.USCALED:
      return Kind.UNSIGNED;
    case PipeFormatChannelType.SINT:
    case PipeFormatChannelType.SSCALED:
      return Kind.SIGNED;
    default:
      return size === 32 ? Kind.FLOAT32 : Kind.SMALL_FLOAT;
  }
}

/** The channel's raw bits in the block at `base`, as an unsigned integer. */
export function readBits(c: ChannelCodec, src: Uint8Array, base: number): number {
  const p = base + c.byteOffset;
  let word = src[p]!;
  if (c.byteCount > 1) {
    word |= src[p + 1]! << 8;
    if (c.byteCount > 2) {
      word |= src[p + 2]! << 16;
      if (c.byteCount > 3) word |= src[p + 3]! << 24;
    }
  }
  return c.size === 32 ? word >>> 0 : (word >>> c.bit) & c.max;
}

/** Stores `raw` (an unsigned integer below 2^size) as the channel's bits, leaving every other bit alone. */
export function writeBits(c: ChannelCodec, dst: Uint8Array, base: number, raw: number): void {
  const p = base + c.byteOffset;
  const mask = c.max << c.bit;
  const bits = (raw << c.bit) & mask;
  for (let i = 0; i < c.byteCount; i++) {
    const byteMask = (mask >>> (8 * i)) & 0xff;
    dst[p + i] = (dst[p + i]! & ~byteMask) | ((bits >>> (8 * i)) & byteMask);
  }
}

function signExtend(raw: number, size: number): number {
  return size === 32 ? raw | 0 : (raw << (32 - size)) >> (32 - size);
}

/** Rounds to the nearest integer, halves away from zero (so packing is symmetric for signed values). */
function roundNearest(x: number): number {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}

/** The value of raw bits: UNORM c/(2^n-1), SNORM max(c/(2^(n-1)-1), -1), sRGB decoded, integers as numbers. */
export function bitsToNumber(c: ChannelCodec, raw: number): number {
  if (c.valueOf !== null) return c.valueOf[raw]!;
  switch (c.kind) {
    case Kind.UNORM:
      return raw / c.max;
    case Kind.SRGB:
      return srgbToLinear(raw / c.max);
    case Kind.SNORM:
      return Math.max(signExtend(raw, c.size) / c.signedMax, -1);
    case Kind.UNSIGNED:
      return raw;
    case Kind.SIGNED:
      return signExtend(raw, c.size);
    case Kind.FLOAT32:
      return float32FromBits(raw);
    case Kind.SMALL_FLOAT:
      return decodeSmallFloat(raw, c.mantissaBits, c.size === 16);
    default:
      return 0;
  }
}

/**
 * The bits that store `value`: normalized channels clamp to their range (NaN to 0) and round to nearest;
 * sRGB channels clamp, encode, then round; integer channels clamp to their range and round; floats
 * round to nearest even (half overflows to Inf; the unsigned small floats saturate).
 */
export function numberToBits(c: ChannelCodec, value: number): number {
  switch (c.kind) {
    case Kind.UNORM:
      return Math.round(clampOrZero(value, 0, 1) * c.max);
    case Kind.SRGB:
      return Math.round(linearToSrgb(clampOrZero(value, 0, 1)) * c.max);
    case Kind.SNORM:
      return twosComplement(roundNearest(clampOrZero(value, -1, 1) * c.signedMax), c.size);
    case Kind.UNSIGNED:
      return Math.round(clampOrZero(value, 0, c.max));
    case Kind.SIGNED:
      return twosComplement(roundNearest(clampOrZero(value, -c.signedMax - 1, c.signedMax)), c.size);
    case Kind.FLOAT32:
      return float32ToBits(value);
    case Kind.SMALL_FLOAT:
      return encodeSmallFloat(value, c.mantissaBits, c.size === 16);
    default:
      return 0;
  }
}

/** The `size`-bit two's complement bits of a signed integer in range. */
function twosComplement(value: number, size: number): number {
  return size === 32 ? value >>> 0 : value & (2 ** size - 1);
}
