// Texel decoders: the RGBA values (as doubles) of one texel of a view's format. Float formats give
// floats (normalized channels scaled, sRGB decoded to linear before any filtering), pure-integer formats
// their raw integers, depth/stencil formats depth and stencil where the format's swizzle puts them
// (depth in R, stencil in G); channels a format lacks read 0 (alpha 1). The generic decoder is built on
// gallium-api's unpack functions and serves every format; formats of 8-bit and of 16-bit channels (table
// lookups) and of 32-bit float channels have fast decoders that give the same values bit for bit.
import {
  halfToFloat,
  PipeFormatChannelType,
  PipeFormatColorspace,
  type PipeFormatDescription,
  PipeFormatLayout,
  PipeSwizzle,
  srgbToLinear,
  unpackRgbaFloat,
  unpackRgbaSint,
  unpackRgbaUint,
  unpackStencil,
  unpackZFloat,
} from '@gallium-ts/gallium-api';

/** Decodes texels of one view; `offset` must address a whole texel inside the view's data. */
export interface TexelDecoder {
  /** Writes R, G, B, A of the texel at `offset` to out[o .. o + 3]. */
  read(offset: number, out: Float64Array, o: number): void;
}

/**
 * Formats whose R, G, B and A each come from an 8-bit, byte-aligned channel or are constant: one
 * 256-entry table per component (a constant component reads byte 0 through a table full of the constant).
 */
export class ByteTexelDecoder implements TexelDecoder {
  /** Byte of the texel each component reads. */
  readonly positions = new Int32Array(4);
  /** Component c's value of byte b at tables[c * 256 + b]. */
  readonly tables = new Float64Array(4 * 256);

  constructor(
    readonly data: Uint8Array,
    description: PipeFormatDescription,
  ) {
    for (let c = 0; c < 4; c++) {
      const source = description.swizzle[c]!;
      const channel = source <= PipeSwizzle.W ? description.channels[source]! : null;
      this.positions[c] = channel ? channel.byteOffset : 0;
      const srgb = description.colorspace === PipeFormatColorspace.SRGB && channel?.name !== 'A';
      for (let b = 0; b < 256; b++) {
        this.tables[c * 256 + b] = channel
          ? byteValue(channel.type, srgb, b)
          : source === PipeSwizzle.ONE
            ? 1
            : 0;
      }
    }
  }

  read(offset: number, out: Float64Array, o: number): void {
    const d = this.data;
    const p = this.positions;
    const t = this.tables;
    out[o] = t[d[offset + p[0]!]!]!;
    out[o + 1] = t[256 + d[offset + p[1]!]!]!;
    out[o + 2] = t[512 + d[offset + p[2]!]!]!;
    out[o + 3] = t[768 + d[offset + p[3]!]!]!;
  }
}

/** The value of an 8-bit channel holding `b`, as gallium-api's channel codec computes it. */
function byteValue(type: PipeFormatChannelType, srgb: boolean, b: number): number {
  const signed = b >= 128 ? b - 256 : b;
  switch (type) {
    case PipeFormatChannelType.UNORM:
      return srgb ? srgbToLinear(b / 255) : b / 255;
    case PipeFormatChannelType.SNORM:
      return Math.max(signed / 127, -1);
    case PipeFormatChannelType.SINT:
    case PipeFormatChannelType.SSCALED:
      return signed;
    default:
      return b;
  }
}

/** Value tables of 16-bit channels by channel type, shared by every view (65 536 doubles each). */
const SHORT_TABLES = new Map<PipeFormatChannelType, Float64Array>();

function shortTable(type: PipeFormatChannelType): Float64Array {
  let table = SHORT_TABLES.get(type);
  if (!table) {
    table = new Float64Array(65536);
    for (let raw = 0; raw < 65536; raw++) {
      const signed = raw >= 32768 ? raw - 65536 : raw;
      table[raw] =
        type === PipeFormatChannelType.UNORM
          ? raw / 65535
          : type === PipeFormatChannelType.SNORM
            ? Math.max(signed / 32767, -1)
            : type === PipeFormatChannelType.FLOAT
              ? halfToFloat(raw)
              : type === PipeFormatChannelType.SINT || type === PipeFormatChannelType.SSCALED
                ? signed
                : raw;
    }
    SHORT_TABLES.set(type, table);
  }
  return table;
}

/**
 * Formats whose components come from 16-bit, 2-byte-aligned channels (UNORM, SNORM, half float,
 * integers) or are constant: component c is sources[c][raw16 · scale[c]], a constant component reading
 * index 0 of a one-element array.
 */
class ShortTexelDecoder implements TexelDecoder {
  private readonly sources: Float64Array[] = [];
  private readonly scale = new Int32Array(4);
  private readonly positions = new Int32Array(4);

  constructor(
    private readonly data: Uint8Array,
    description: PipeFormatDescription,
  ) {
    for (let c = 0; c < 4; c++) {
      const source = description.swizzle[c]!;
      const channel = source <= PipeSwizzle.W ? description.channels[source]! : null;
      this.sources.push(
        channel ? shortTable(channel.type) : Float64Array.of(source === PipeSwizzle.ONE ? 1 : 0),
      );
      this.scale[c] = channel ? 1 : 0;
      this.positions[c] = channel ? channel.byteOffset : 0;
    }
  }

  read(offset: number, out: Float64Array, o: number): void {
    const d = this.data;
    for (let c = 0; c < 4; c++) {
      const p = offset + this.positions[c]!;
      out[o + c] = this.sources[c]![(d[p]! | (d[p + 1]! << 8)) * this.scale[c]!]!;
    }
  }
}

/**
 * Formats whose components come from 32-bit float channels or are constant (R32_FLOAT ... RGBA32F,
 * Z32_FLOAT). Component c reads sources[c][word · scale[c] + words[c]], where `word` is the texel's
 * first 32-bit word: the data as floats (scale 1) or a one-element array of the constant (scale 0).
 */
export class FloatTexelDecoder implements TexelDecoder {
  /** The data as 32-bit floats, or null when its bytes are not 4-aligned in their buffer. */
  readonly floats: Float32Array | null;
  readonly sources: Float32Array[] = [];
  readonly scale = new Int32Array(4);
  readonly words = new Int32Array(4);
  private readonly view: DataView;

  constructor(data: Uint8Array, description: PipeFormatDescription) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    this.floats =
      data.byteOffset % 4 === 0 ? new Float32Array(data.buffer, data.byteOffset, data.byteLength >> 2) : null;
    for (let c = 0; c < 4; c++) {
      const source = description.swizzle[c]!;
      const channel = source <= PipeSwizzle.W ? description.channels[source]! : null;
      this.sources.push(
        channel && this.floats ? this.floats : Float32Array.of(source === PipeSwizzle.ONE ? 1 : 0),
      );
      this.scale[c] = channel ? 1 : 0;
      this.words[c] = channel ? channel.byteOffset >> 2 : 0;
    }
  }

  read(offset: number, out: Float64Array, o: number): void {
    for (let c = 0; c < 4; c++) {
      out[o + c] =
        this.scale[c] === 0
          ? this.sources[c]![0]!
          : this.floats
            ? this.floats[(offset >> 2) + this.words[c]!]!
            : this.view.getFloat32(offset + 4 * this.words[c]!, true);
    }
  }
}

/** Any colour format, through gallium-api's unpackRgbaFloat / unpackRgbaUint / unpackRgbaSint. */
class GenericTexelDecoder implements TexelDecoder {
  private readonly uints = new Uint32Array(4);
  private readonly sints = new Int32Array(4);
  private readonly kind: 'float' | 'uint' | 'sint';

  constructor(
    private readonly data: Uint8Array,
    private readonly description: PipeFormatDescription,
  ) {
    const readsSigned = description.swizzle.some(
      (s) => s <= PipeSwizzle.W && description.channels[s]!.type === PipeFormatChannelType.SINT,
    );
    this.kind = !description.isPureInteger ? 'float' : readsSigned ? 'sint' : 'uint';
  }

  read(offset: number, out: Float64Array, o: number): void {
    const format = this.description.format;
    if (this.kind === 'float') {
      unpackRgbaFloat(format, this.data, offset, out, o);
    } else if (this.kind === 'uint') {
      unpackRgbaUint(format, this.data, offset, this.uints, 0);
      for (let c = 0; c < 4; c++) out[o + c] = this.uints[c]!;
    } else {
      unpackRgbaSint(format, this.data, offset, this.sints, 0);
      for (let c = 0; c < 4; c++) out[o + c] = this.sints[c]!;
    }
  }
}

/** Depth/stencil formats: depth as a float (gallium-api's unpackZFloat), stencil as its integer. */
class DepthStencilTexelDecoder implements TexelDecoder {
  /** Per component: 'Z', 'S', or the constant 0 / 1. */
  private readonly sources: ('Z' | 'S' | 0 | 1)[];
  private readonly hasDepth: boolean;
  private readonly hasStencil: boolean;

  constructor(
    private readonly data: Uint8Array,
    private readonly description: PipeFormatDescription,
  ) {
    this.sources = description.swizzle.map((s) => {
      if (s <= PipeSwizzle.W) return description.channels[s]!.name === 'Z' ? 'Z' : 'S';
      return s === PipeSwizzle.ONE ? 1 : 0;
    });
    this.hasDepth = this.sources.includes('Z');
    this.hasStencil = this.sources.includes('S');
  }

  read(offset: number, out: Float64Array, o: number): void {
    const format = this.description.format;
    const depth = this.hasDepth ? unpackZFloat(format, this.data, offset) : 0;
    const stencil = this.hasStencil ? unpackStencil(format, this.data, offset) : 0;
    for (let c = 0; c < 4; c++) {
      const s = this.sources[c]!;
      out[o + c] = s === 'Z' ? depth : s === 'S' ? stencil : s;
    }
  }
}

/** The components' source channels (the ones the format's swizzle reads). */
function readChannels(description: PipeFormatDescription) {
  return description.swizzle.filter((s) => s <= PipeSwizzle.W).map((s) => description.channels[s]!);
}

/** The fastest decoder that handles `description` exactly, reading `data`. */
export function texelDecoder(data: Uint8Array, description: PipeFormatDescription): TexelDecoder {
  const channels = readChannels(description);
  const aligned = (size: number) => channels.every((c) => c.size === size && c.shift % 8 === 0);
  if (description.layout === PipeFormatLayout.PLAIN) {
    if (aligned(32) && channels.every((c) => c.type === PipeFormatChannelType.FLOAT)) {
      return new FloatTexelDecoder(data, description);
    }
    if (description.colorspace === PipeFormatColorspace.ZS) {
      return new DepthStencilTexelDecoder(data, description);
    }
    if (aligned(8) && channels.every((c) => c.type !== PipeFormatChannelType.FLOAT)) {
      return new ByteTexelDecoder(data, description);
    }
    if (aligned(16) && description.colorspace !== PipeFormatColorspace.SRGB) {
      return new ShortTexelDecoder(data, description);
    }
  }
  return new GenericTexelDecoder(data, description);
}
