// Pipe formats as WebGL2 textures: the internal format, the upload format/type, and the "twin" — the pipe
// format whose byte layout is exactly what WebGL2 reads and writes. When the twin is the format itself
// the bytes go through unchanged; otherwise texels are converted on the CPU through gallium-api's
// pack/unpack (lossless wherever the GL format keeps every bit, which is what makes it renderable here).
// Formats missing from the table cannot be textures on this driver.
import {
  PipeFormat as F,
  formatDescription,
  type PipeFormat,
  PipeFormatChannelType,
  packDepthStencil,
  packRgbaFloatRow,
  packRgbaSintRow,
  packRgbaUintRow,
  unpackRgbaFloatRow,
  unpackRgbaSintRow,
  unpackRgbaUintRow,
  unpackStencil,
  unpackZFloat,
} from '@gallium-ts/gallium-api';
import { GL } from './gl-enums.js';

/** How fragment shaders and readback see a texture's values. */
export type GlSampleKind = 'float' | 'uint' | 'sint' | 'depth' | 'depthStencil';

/** When a format can be a colour render target / be filtered linearly. */
export type GlFeature = 'always' | 'float-extension' | 'never';

export interface GlTextureFormat {
  readonly internalFormat: number;
  readonly format: number;
  readonly type: number;
  /** The pipe format laid out as GL's bytes of (format, type). */
  readonly twin: PipeFormat;
  readonly kind: GlSampleKind;
  readonly renderable: GlFeature;
  readonly filterable: GlFeature;
}

const A: GlFeature = 'always';
const X: GlFeature = 'float-extension';
const N: GlFeature = 'never';

/** Formats WebGL2 stores with their own bytes. */
const NATIVE: ReadonlyArray<[PipeFormat, number, number, number, GlFeature]> = [
  [F.R8G8B8A8_UNORM, GL.RGBA8, GL.RGBA, GL.UNSIGNED_BYTE, A],
  [F.R8G8B8_UNORM, GL.RGB8, GL.RGB, GL.UNSIGNED_BYTE, A],
  [F.R8G8_UNORM, GL.RG8, GL.RG, GL.UNSIGNED_BYTE, A],
  [F.R8_UNORM, GL.R8, GL.RED, GL.UNSIGNED_BYTE, A],
  [F.R8G8B8A8_SRGB, GL.SRGB8_ALPHA8, GL.RGBA, GL.UNSIGNED_BYTE, A],
  [F.B5G6R5_UNORM, GL.RGB565, GL.RGB, GL.UNSIGNED_SHORT_5_6_5, A],
  [F.R10G10B10A2_UNORM, GL.RGB10_A2, GL.RGBA, GL.UNSIGNED_INT_2_10_10_10_REV, A],
  [F.R8_SNORM, GL.R8_SNORM, GL.RED, GL.BYTE, N],
  [F.R8G8_SNORM, GL.RG8_SNORM, GL.RG, GL.BYTE, N],
  [F.R8G8B8_SNORM, GL.RGB8_SNORM, GL.RGB, GL.BYTE, N],
  [F.R8G8B8A8_SNORM, GL.RGBA8_SNORM, GL.RGBA, GL.BYTE, N],
  [F.R16_FLOAT, GL.R16F, GL.RED, GL.HALF_FLOAT, X],
  [F.R16G16_FLOAT, GL.RG16F, GL.RG, GL.HALF_FLOAT, X],
  [F.R16G16B16_FLOAT, GL.RGB16F, GL.RGB, GL.HALF_FLOAT, N],
  [F.R16G16B16A16_FLOAT, GL.RGBA16F, GL.RGBA, GL.HALF_FLOAT, X],
  [F.R32_FLOAT, GL.R32F, GL.RED, GL.FLOAT, X],
  [F.R32G32_FLOAT, GL.RG32F, GL.RG, GL.FLOAT, X],
  [F.R32G32B32_FLOAT, GL.RGB32F, GL.RGB, GL.FLOAT, N],
  [F.R32G32B32A32_FLOAT, GL.RGBA32F, GL.RGBA, GL.FLOAT, X],
  [F.R11G11B10_FLOAT, GL.R11F_G11F_B10F, GL.RGB, GL.UNSIGNED_INT_10F_11F_11F_REV, X],
  [F.R9G9B9E5_FLOAT, GL.RGB9_E5, GL.RGB, GL.UNSIGNED_INT_5_9_9_9_REV, N],
  [F.R8_UINT, GL.R8UI, GL.RED_INTEGER, GL.UNSIGNED_BYTE, A],
  [F.R8G8_UINT, GL.RG8UI, GL.RG_INTEGER, GL.UNSIGNED_BYTE, A],
  [F.R8G8B8A8_UINT, GL.RGBA8UI, GL.RGBA_INTEGER, GL.UNSIGNED_BYTE, A],
  [F.R8_SINT, GL.R8I, GL.RED_INTEGER, GL.BYTE, A],
  [F.R8G8_SINT, GL.RG8I, GL.RG_INTEGER, GL.BYTE, A],
  [F.R8G8B8A8_SINT, GL.RGBA8I, GL.RGBA_INTEGER, GL.BYTE, A],
  [F.R16_UINT, GL.R16UI, GL.RED_INTEGER, GL.UNSIGNED_SHORT, A],
  [F.R16G16_UINT, GL.RG16UI, GL.RG_INTEGER, GL.UNSIGNED_SHORT, A],
  [F.R16G16B16A16_UINT, GL.RGBA16UI, GL.RGBA_INTEGER, GL.UNSIGNED_SHORT, A],
  [F.R16_SINT, GL.R16I, GL.RED_INTEGER, GL.SHORT, A],
  [F.R16G16_SINT, GL.RG16I, GL.RG_INTEGER, GL.SHORT, A],
  [F.R16G16B16A16_SINT, GL.RGBA16I, GL.RGBA_INTEGER, GL.SHORT, A],
  [F.R32_UINT, GL.R32UI, GL.RED_INTEGER, GL.UNSIGNED_INT, A],
  [F.R32G32_UINT, GL.RG32UI, GL.RG_INTEGER, GL.UNSIGNED_INT, A],
  [F.R32G32B32_UINT, GL.RGB32UI, GL.RGB_INTEGER, GL.UNSIGNED_INT, N],
  [F.R32G32B32A32_UINT, GL.RGBA32UI, GL.RGBA_INTEGER, GL.UNSIGNED_INT, A],
  [F.R32_SINT, GL.R32I, GL.RED_INTEGER, GL.INT, A],
  [F.R32G32_SINT, GL.RG32I, GL.RG_INTEGER, GL.INT, A],
  [F.R32G32B32_SINT, GL.RGB32I, GL.RGB_INTEGER, GL.INT, N],
  [F.R32G32B32A32_SINT, GL.RGBA32I, GL.RGBA_INTEGER, GL.INT, A],
  [F.Z16_UNORM, GL.DEPTH_COMPONENT16, GL.DEPTH_COMPONENT, GL.UNSIGNED_SHORT, A],
  [F.X8Z24_UNORM, GL.DEPTH_COMPONENT24, GL.DEPTH_COMPONENT, GL.UNSIGNED_INT, A],
  [F.Z32_FLOAT, GL.DEPTH_COMPONENT32F, GL.DEPTH_COMPONENT, GL.FLOAT, A],
  [F.S8_UINT_Z24_UNORM, GL.DEPTH24_STENCIL8, GL.DEPTH_STENCIL, GL.UNSIGNED_INT_24_8, A],
];

/** Formats stored as a native twin, converted texel by texel; renderable when the conversion is lossless. */
const CONVERTED: ReadonlyArray<[PipeFormat, PipeFormat, GlFeature]> = [
  [F.B8G8R8A8_UNORM, F.R8G8B8A8_UNORM, A],
  [F.A8R8G8B8_UNORM, F.R8G8B8A8_UNORM, A],
  [F.A8B8G8R8_UNORM, F.R8G8B8A8_UNORM, A],
  [F.R8G8B8X8_UNORM, F.R8G8B8_UNORM, A],
  [F.B8G8R8X8_UNORM, F.R8G8B8_UNORM, A],
  [F.X8R8G8B8_UNORM, F.R8G8B8_UNORM, A],
  [F.B8G8R8A8_SRGB, F.R8G8B8A8_SRGB, A],
  [F.A8R8G8B8_SRGB, F.R8G8B8A8_SRGB, A],
  [F.R8G8B8X8_SRGB, F.R8G8B8A8_SRGB, N],
  [F.B8G8R8X8_SRGB, F.R8G8B8A8_SRGB, N],
  [F.B10G10R10A2_UNORM, F.R10G10B10A2_UNORM, A],
  [F.L8_UNORM, F.R8G8B8A8_UNORM, N],
  [F.A8_UNORM, F.R8G8B8A8_UNORM, N],
  [F.L8A8_UNORM, F.R8G8B8A8_UNORM, N],
  [F.I8_UNORM, F.R8G8B8A8_UNORM, N],
  [F.L8_SRGB, F.R8G8B8A8_SRGB, N],
  [F.L8A8_SRGB, F.R8G8B8A8_SRGB, N],
  [F.B5G5R5A1_UNORM, F.R8G8B8A8_UNORM, N],
  [F.B5G5R5X1_UNORM, F.R8G8B8_UNORM, N],
  [F.B4G4R4A4_UNORM, F.R8G8B8A8_UNORM, N],
  [F.R16_UNORM, F.R32G32B32A32_FLOAT, N],
  [F.R16G16_UNORM, F.R32G32B32A32_FLOAT, N],
  [F.R16G16B16_UNORM, F.R32G32B32A32_FLOAT, N],
  [F.R16G16B16A16_UNORM, F.R32G32B32A32_FLOAT, N],
  [F.L16_UNORM, F.R32G32B32A32_FLOAT, N],
  [F.A16_UNORM, F.R32G32B32A32_FLOAT, N],
  [F.I16_UNORM, F.R32G32B32A32_FLOAT, N],
  [F.L16A16_UNORM, F.R32G32B32A32_FLOAT, N],
  [F.R16_SNORM, F.R32G32B32A32_FLOAT, N],
  [F.R16G16_SNORM, F.R32G32B32A32_FLOAT, N],
  [F.R16G16B16_SNORM, F.R32G32B32A32_FLOAT, N],
  [F.R16G16B16A16_SNORM, F.R32G32B32A32_FLOAT, N],
  [F.Z24_UNORM_S8_UINT, F.S8_UINT_Z24_UNORM, A],
  [F.Z24X8_UNORM, F.X8Z24_UNORM, A],
];

function kindOf(format: PipeFormat): GlSampleKind {
  const d = formatDescription(format);
  if (d.isDepth) return d.isStencil ? 'depthStencil' : 'depth';
  if (d.isPureInteger) {
    return d.channels.some((c) => c.type === PipeFormatChannelType.SINT) ? 'sint' : 'uint';
  }
  return 'float';
}

const TABLE = new Map<PipeFormat, GlTextureFormat>();
for (const [format, internalFormat, glFormat, type, renderable] of NATIVE) {
  TABLE.set(format, {
    internalFormat,
    format: glFormat,
    type,
    twin: format,
    kind: kindOf(format),
    renderable,
    filterable: 'always',
  });
}
for (const [format, twin, renderable] of CONVERTED) {
  const native = TABLE.get(twin)!;
  TABLE.set(format, { ...native, twin, kind: kindOf(format), renderable });
}
// Filtering: integer textures never, 32-bit floats with OES_texture_float_linear, depth only for comparisons.
for (const [format, entry] of TABLE) {
  const filterable: GlFeature =
    entry.kind === 'uint' || entry.kind === 'sint'
      ? N
      : entry.internalFormat === GL.R32F ||
          entry.internalFormat === GL.RG32F ||
          entry.internalFormat === GL.RGB32F ||
          entry.internalFormat === GL.RGBA32F ||
          entry.internalFormat === GL.DEPTH_COMPONENT32F ||
          entry.internalFormat === GL.DEPTH32F_STENCIL8
        ? X
        : A;
  TABLE.set(format, { ...entry, filterable });
}

/** The WebGL2 storage of a pipe format, or null when it cannot be a texture here. */
export function glTextureFormat(format: PipeFormat): GlTextureFormat | null {
  return TABLE.get(format) ?? null;
}

/** Converts `count` texels from `from`'s layout to `to`'s (a format and its twin, either way). */
export function convertTexels(from: PipeFormat, to: PipeFormat, src: Uint8Array, count: number): Uint8Array {
  if (from === to) return src;
  const dst = new Uint8Array(count * formatDescription(to).blockSize);
  const d = formatDescription(from);
  if (d.isDepth || d.isStencil) {
    const a = formatDescription(from).blockSize;
    const b = formatDescription(to).blockSize;
    for (let i = 0; i < count; i++) {
      const z = d.isDepth ? unpackZFloat(from, src, i * a) : null;
      const s = d.isStencil ? unpackStencil(from, src, i * a) : null;
      packDepthStencil(to, z, s, dst, i * b);
    }
    return dst;
  }
  const kind = kindOf(from);
  if (kind === 'uint') {
    const rgba = new Uint32Array(count * 4);
    unpackRgbaUintRow(from, src, 0, rgba, count);
    packRgbaUintRow(to, rgba, dst, 0, count);
  } else if (kind === 'sint') {
    const rgba = new Int32Array(count * 4);
    unpackRgbaSintRow(from, src, 0, rgba, count);
    packRgbaSintRow(to, rgba, dst, 0, count);
  } else {
    const rgba = new Float32Array(count * 4);
    unpackRgbaFloatRow(from, src, 0, rgba, count);
    packRgbaFloatRow(to, rgba, dst, 0, count);
  }
  return dst;
}
