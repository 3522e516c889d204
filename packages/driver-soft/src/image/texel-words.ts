// Texels as the four 32-bit words TGSI image instructions use: float bits for float and normalized
// formats, the integer values for pure-integer formats. Conversion goes through gallium-api's format
// table (unpack/pack RGBA as float, uint or sint), so every format converts the way sampling and
// transfers do. One measured fast path: formats of 32-bit R[G[B[A]]] channels of one type (R32_UINT,
// R32G32B32A32_FLOAT, ...) store the words themselves, so their texels are copied as words: measured
// about 1.2× faster image stores and 5–10× faster image atomics (an atomic is a load and a store) on
// R32_UINT; equal to the table's conversion for every such format (test/compute/texel-words.test.ts).
import {
  formatDescription,
  type PipeFormat,
  PipeFormatChannelType,
  PipeFormatLayout,
  packRgbaFloat,
  packRgbaSint,
  packRgbaUint,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
} from '@gallium-ts/gallium-api';

/** The bytes an image lives in, and the same memory as a DataView. */
export interface TexelMemory {
  readonly bytes: Uint8Array;
  readonly view: DataView;
}

/** Reads and writes one texel of a format as four words. */
export interface TexelWords {
  /** Bytes per texel. */
  readonly blockSize: number;
  /** The texel at byte `offset` into out[0..3]. */
  load(memory: TexelMemory, offset: number, out: Int32Array): void;
  /** words[0..3] packed into the texel at byte `offset` (channels the format lacks are dropped). */
  store(memory: TexelMemory, offset: number, words: Int32Array): void;
}

/** The memory of `bytes`. */
export function texelMemory(bytes: Uint8Array): TexelMemory {
  return { bytes, view: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/** One scratch texel seen as floats, unsigned and signed words (conversions are synchronous). */
const scratch = new ArrayBuffer(16);
const scratchF = new Float32Array(scratch);
const scratchU = new Uint32Array(scratch);
const scratchI = new Int32Array(scratch);

const FLOAT_WORDS = (format: PipeFormat, blockSize: number): TexelWords => ({
  blockSize,
  load(memory, offset, out) {
    unpackRgbaFloat(format, memory.bytes, offset, scratchF);
    out.set(scratchI);
  },
  store(memory, offset, words) {
    scratchI.set(words);
    packRgbaFloat(format, scratchF, memory.bytes, offset);
  },
});

const UINT_WORDS = (format: PipeFormat, blockSize: number): TexelWords => ({
  blockSize,
  load(memory, offset, out) {
    unpackRgbaUint(format, memory.bytes, offset, scratchU);
    out.set(scratchI);
  },
  store(memory, offset, words) {
    scratchI.set(words);
    packRgbaUint(format, scratchU, memory.bytes, offset);
  },
});

const SINT_WORDS = (format: PipeFormat, blockSize: number): TexelWords => ({
  blockSize,
  load(memory, offset, out) {
    unpackRgbaSint(format, memory.bytes, offset, out);
  },
  store(memory, offset, words) {
    packRgbaSint(format, words, memory.bytes, offset);
  },
});

const FLOAT_ONE = 0x3f800000;

/** 32-bit channels R, G, B, A (a prefix of them) of one type: the texel is its words. */
function rawWords(format: PipeFormat): TexelWords | null {
  const d = formatDescription(format);
  const type = d.channels[0]!.type;
  const raw =
    d.layout === PipeFormatLayout.PLAIN &&
    (type === PipeFormatChannelType.UINT ||
      type === PipeFormatChannelType.SINT ||
      type === PipeFormatChannelType.FLOAT) &&
    d.channels.every((c, i) => c.size === 32 && c.type === type && c.name === 'RGBA'[i]);
  if (!raw) return null;
  const n = d.numChannels;
  // Channels the format lacks read (0, 0, 0, 1), 1 in the format's kind.
  const one = type === PipeFormatChannelType.FLOAT ? FLOAT_ONE : 1;
  return {
    blockSize: d.blockSize,
    load(memory, offset, out) {
      for (let c = 0; c < 4; c++)
        out[c] = c < n ? memory.view.getInt32(offset + 4 * c, true) : c === 3 ? one : 0;
    },
    store(memory, offset, words) {
      for (let c = 0; c < n; c++) memory.view.setInt32(offset + 4 * c, words[c]!, true);
    },
  };
}

/** The word conversion of a colour format through the format table (no fast path). */
export function tableTexelWords(format: PipeFormat): TexelWords {
  const d = formatDescription(format);
  const make = !d.isPureInteger
    ? FLOAT_WORDS
    : d.channels.some((c) => c.type === PipeFormatChannelType.SINT)
      ? SINT_WORDS
      : UINT_WORDS;
  return make(format, d.blockSize);
}

const cache = new Map<PipeFormat, TexelWords>();

/** The word conversion of a colour format (made once per format). */
export function texelWords(format: PipeFormat): TexelWords {
  let words = cache.get(format);
  if (!words) {
    words = rawWords(format) ?? tableTexelWords(format);
    cache.set(format, words);
  }
  return words;
}
