// The compressed internal formats of GL 1.5 (3.8.1, 3.8.3) and EXT_texture_compression_s3tc: the four
// S3TC formats (block layout, base format, the storage sizes Mesa reports), the six generic compressed
// formats (stored uncompressed here, as their base format: GL_TEXTURE_COMPRESSED is then false, which
// the spec allows), and the formats GL_COMPRESSED_TEXTURE_FORMATS lists.
import {
  GL_ALPHA,
  GL_COMPRESSED_ALPHA,
  GL_COMPRESSED_INTENSITY,
  GL_COMPRESSED_LUMINANCE,
  GL_COMPRESSED_LUMINANCE_ALPHA,
  GL_COMPRESSED_RGB,
  GL_COMPRESSED_RGB_S3TC_DXT1_EXT,
  GL_COMPRESSED_RGBA,
  GL_COMPRESSED_RGBA_S3TC_DXT1_EXT,
  GL_COMPRESSED_RGBA_S3TC_DXT3_EXT,
  GL_COMPRESSED_RGBA_S3TC_DXT5_EXT,
  GL_INTENSITY,
  GL_LUMINANCE,
  GL_LUMINANCE_ALPHA,
  GL_RGB,
  GL_RGBA,
} from '../gl-enums.js';
import { blocksAcross, S3TC_BLOCK_BYTES, S3tcKind } from './s3tc-decode.js';

/** An S3TC internal format. */
export interface S3tcFormat {
  readonly kind: S3tcKind;
  /** GL_RGB (DXT1 RGB) or GL_RGBA. */
  readonly base: number;
  /** Bytes per 4×4 block. */
  readonly blockBytes: number;
}

const s3tc = (kind: S3tcKind, base: number): S3tcFormat => ({
  kind,
  base,
  blockBytes: S3TC_BLOCK_BYTES[kind],
});

const S3TC_FORMATS: ReadonlyMap<number, S3tcFormat> = new Map([
  [GL_COMPRESSED_RGB_S3TC_DXT1_EXT, s3tc(S3tcKind.DXT1_RGB, GL_RGB)],
  [GL_COMPRESSED_RGBA_S3TC_DXT1_EXT, s3tc(S3tcKind.DXT1_RGBA, GL_RGBA)],
  [GL_COMPRESSED_RGBA_S3TC_DXT3_EXT, s3tc(S3tcKind.DXT3, GL_RGBA)],
  [GL_COMPRESSED_RGBA_S3TC_DXT5_EXT, s3tc(S3tcKind.DXT5, GL_RGBA)],
]);

/** The S3TC format `internalFormat` names, or undefined. */
export function s3tcFormat(internalFormat: number): S3tcFormat | undefined {
  return S3TC_FORMATS.get(internalFormat);
}

/** Bytes of a `width` × `height` image of an S3TC format (whole 4×4 blocks). */
export function s3tcImageSize(format: S3tcFormat, width: number, height: number): number {
  return blocksAcross(width) * blocksAcross(height) * format.blockBytes;
}

/** Bits Mesa reports for each component of an S3TC image (GL_TEXTURE_RED_SIZE, ...: 4 each). */
export function s3tcComponentBits(format: S3tcFormat): Record<'R' | 'G' | 'B' | 'A', number> {
  return { R: 4, G: 4, B: 4, A: format.base === GL_RGBA ? 4 : 0 };
}

/**
 * GL_COMPRESSED_TEXTURE_FORMATS: the S3TC formats, without RGBA_DXT1, as Mesa lists them (its one-bit
 * alpha makes it no general-purpose format; it is still accepted everywhere).
 */
export const LISTED_COMPRESSED_FORMATS: readonly number[] = [
  GL_COMPRESSED_RGB_S3TC_DXT1_EXT,
  GL_COMPRESSED_RGBA_S3TC_DXT3_EXT,
  GL_COMPRESSED_RGBA_S3TC_DXT5_EXT,
];

const GENERIC_FORMATS: ReadonlyMap<number, number> = new Map([
  [GL_COMPRESSED_ALPHA, GL_ALPHA],
  [GL_COMPRESSED_LUMINANCE, GL_LUMINANCE],
  [GL_COMPRESSED_LUMINANCE_ALPHA, GL_LUMINANCE_ALPHA],
  [GL_COMPRESSED_INTENSITY, GL_INTENSITY],
  [GL_COMPRESSED_RGB, GL_RGB],
  [GL_COMPRESSED_RGBA, GL_RGBA],
]);

/**
 * The internal format a texture image gets for `internalFormat`: a generic compressed format becomes its
 * base internal format (GL 1.5, 3.8.1: "if no specific compressed format is available, internalformat
 * is instead replaced by the corresponding base internal format"); other formats stay.
 */
export function effectiveInternalFormat(internalFormat: number): number {
  return GENERIC_FORMATS.get(internalFormat) ?? internalFormat;
}
