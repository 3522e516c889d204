// Texels as the four 32-bit words TGSI image instructions use: float bits for float and normalized
// formats, the integer values for pure-integer formats. Conversion goes through gallium-api's format
// table (unpack/pack RGBA as float, uint or sint), so every format the table knows converts the same
// way sampling and transfers do.
import {
  formatDescription,
  type PipeFormat,
  PipeFormatChannelType,
  packRgbaFloat,
  packRgbaSint,
  packRgbaUint,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
} from '@gallium-ts/gallium-api';

/** Reads and writes one texel of a format as four words. */
export interface TexelWords {
  /** Bytes per texel. */
  readonly blockSize: number;
  /** The texel at `data[offset..]` into out[0..3]. */
  load(data: Uint8Array, offset: number, out: Int32Array): void;
  /** words[0..3] packed into the texel at `data[offset..]` (channels the format lacks are dropped). */
  store(data: Uint8Array, offset: number, words: Int32Array): void;
}

/** One scratch texel seen as floats, unsigned and signed words (conversions are synchronous). */
const scratch = new ArrayBuffer(16);
const scratchF = new Float32Array(scratch);
const scratchU = new Uint32Array(scratch);
const scratchI = new Int32Array(scratch);

const FLOAT_WORDS = (format: PipeFormat, blockSize: number): TexelWords => ({
  blockSize,
  load(data, offset, out) {
    unpackRgbaFloat(format, data, offset, scratchF);
    out.set(scratchI);
  },
  store(data, offset, words) {
    scratchI.set(words);
    packRgbaFloat(format, scratchF, data, offset);
  },
});

const UINT_WORDS = (format: PipeFormat, blockSize: number): TexelWords => ({
  blockSize,
  load(data, offset, out) {
    unpackRgbaUint(format, data, offset, scratchU);
    out.set(scratchI);
  },
  store(data, offset, words) {
    scratchI.set(words);
    packRgbaUint(format, scratchU, data, offset);
  },
});

const SINT_WORDS = (format: PipeFormat, blockSize: number): TexelWords => ({
  blockSize,
  load(data, offset, out) {
    unpackRgbaSint(format, data, offset, out);
  },
  store(data, offset, words) {
    packRgbaSint(format, words, data, offset);
  },
});

const cache = new Map<PipeFormat, TexelWords>();

/** The word conversion of a colour format (made once per format). */
export function texelWords(format: PipeFormat): TexelWords {
  let words = cache.get(format);
  if (!words) {
    const d = formatDescription(format);
    const make = !d.isPureInteger
      ? FLOAT_WORDS
      : d.channels.some((c) => c.type === PipeFormatChannelType.SINT)
        ? SINT_WORDS
        : UINT_WORDS;
    words = make(format, d.blockSize);
    cache.set(format, words);
  }
  return words;
}
