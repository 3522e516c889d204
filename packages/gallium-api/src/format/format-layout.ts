// Reads a format's layout from its name, the way Mesa's u_format.csv spells it: channel groups
// (`R8G8B8A8`, `S8X24`) each followed by a type word (`UNORM`, `UINT`, `SRGB`...), channels listed from
// the least significant bit of the little-endian block. The name is the single source of truth.

import { PipeSwizzle } from '../enums.js';
import type { PipeFormat } from './format-enum.js';
import {
  type PipeFormatChannel,
  type PipeFormatChannelName,
  PipeFormatChannelType,
  PipeFormatColorspace,
  type PipeFormatDescription,
  PipeFormatLayout,
} from './format-types.js';

const TYPE_WORDS: Readonly<Record<string, PipeFormatChannelType>> = {
  UNORM: PipeFormatChannelType.UNORM,
  SRGB: PipeFormatChannelType.UNORM,
  SNORM: PipeFormatChannelType.SNORM,
  UINT: PipeFormatChannelType.UINT,
  SINT: PipeFormatChannelType.SINT,
  USCALED: PipeFormatChannelType.USCALED,
  SSCALED: PipeFormatChannelType.SSCALED,
  FLOAT: PipeFormatChannelType.FLOAT,
};

const CHANNEL_GROUP = /^(?:[RGBALIZSXE]\d+)+$/;
const CHANNEL = /([RGBALIZSXE])(\d+)/g;
/** Float channel widths with a known encoding: 32-bit IEEE, half, and the unsigned 11-/10-bit floats. */
const FLOAT_SIZES = new Set([10, 11, 16, 32]);
/** Mesa's index formats; `I8_UNORM` and friends are intensity formats. */
const INDEX_FORMATS = new Set(['I8_UINT', 'I16_UINT', 'I32_UINT']);

/** Builds the description of `format` from its `name`; throws on a name that does not follow the grammar. */
export function describeFormat(format: PipeFormat, name: string): PipeFormatDescription {
  const words = name.split('_');
  if (words.length % 2 !== 0)
    throw new Error(`format name ${name}: expected channel groups each followed by a type`);
  const channels: PipeFormatChannel[] = [];
  let srgb = false;
  let shift = 0;
  for (let w = 0; w < words.length; w += 2) {
    const group = words[w]!;
    const typeWord = words[w + 1]!;
    const type = TYPE_WORDS[typeWord];
    if (!CHANNEL_GROUP.test(group) || type === undefined)
      throw new Error(`format name ${name}: bad group ${group}_${typeWord}`);
    srgb ||= typeWord === 'SRGB';
    for (const [, letter, bits] of group.matchAll(CHANNEL)) {
      const size = Number(bits);
      const channelName = letter as PipeFormatChannelName;
      const channelType = channelName === 'X' ? PipeFormatChannelType.VOID : type;
      channels.push(
        Object.freeze({ name: channelName, type: channelType, size, shift, byteOffset: shift >> 3 }),
      );
      shift += size;
    }
  }
  if (shift % 8 !== 0) throw new Error(`format name ${name}: ${shift} bits is not a whole number of bytes`);

  const sharedExponent = channels.some((c) => c.name === 'E');
  if (sharedExponent) {
    if (channels.map((c) => `${c.name}${c.size}`).join('') !== 'R9G9B9E5') {
      throw new Error(`format name ${name}: the only shared-exponent layout is R9G9B9E5`);
    }
  } else {
    for (const c of channels) {
      if (c.type === PipeFormatChannelType.FLOAT && !FLOAT_SIZES.has(c.size)) {
        throw new Error(`format name ${name}: no ${c.size}-bit float encoding`);
      }
      if (c.size > 32) throw new Error(`format name ${name}: channels wider than 32 bits are not supported`);
    }
  }

  const swizzle = swizzleOf(channels);
  const isDepth = channels.some((c) => c.name === 'Z');
  const isStencil = channels.some((c) => c.name === 'S');
  const colorspace =
    isDepth || isStencil
      ? PipeFormatColorspace.ZS
      : srgb
        ? PipeFormatColorspace.SRGB
        : PipeFormatColorspace.RGB;
  const read = channels.filter((_, i) => swizzle.includes(i as PipeSwizzle));
  const allOf = (...types: PipeFormatChannelType[]) => read.every((c) => types.includes(c.type));

  return Object.freeze({
    format,
    name,
    blockSize: shift / 8,
    blockWidth: 1,
    blockHeight: 1,
    layout: sharedExponent ? PipeFormatLayout.SHARED_EXPONENT : PipeFormatLayout.PLAIN,
    numChannels: channels.length,
    channels: Object.freeze(channels),
    swizzle,
    colorspace,
    isDepth,
    isStencil,
    hasAlpha: colorspace !== PipeFormatColorspace.ZS && swizzle[3] !== PipeSwizzle.ONE,
    isPureInteger: allOf(PipeFormatChannelType.UINT, PipeFormatChannelType.SINT),
    isNormalized: allOf(PipeFormatChannelType.UNORM, PipeFormatChannelType.SNORM),
    isIndex: INDEX_FORMATS.has(name),
  });
}

/**
 * Where R, G, B and A come from: R/G/B/A channels by letter, luminance into R, G and B, intensity into
 * all four, depth into R and stencil into G; anything missing reads 0 (colour) or 1 (alpha).
 */
function swizzleOf(
  channels: readonly PipeFormatChannel[],
): readonly [PipeSwizzle, PipeSwizzle, PipeSwizzle, PipeSwizzle] {
  const swizzle: PipeSwizzle[] = [PipeSwizzle.ZERO, PipeSwizzle.ZERO, PipeSwizzle.ZERO, PipeSwizzle.ONE];
  const targets: Partial<Record<PipeFormatChannelName, number[]>> = {
    R: [0],
    G: [1],
    B: [2],
    A: [3],
    L: [0, 1, 2],
    I: [0, 1, 2, 3],
    Z: [0],
    S: [1],
  };
  channels.forEach((c, i) => {
    for (const t of targets[c.name] ?? []) swizzle[t] = i as PipeSwizzle;
  });
  return Object.freeze(swizzle) as unknown as readonly [PipeSwizzle, PipeSwizzle, PipeSwizzle, PipeSwizzle];
}
