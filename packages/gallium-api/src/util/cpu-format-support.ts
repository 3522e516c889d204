// cpuDriverFormatSupported: is_format_supported of the CPU drivers (driver-soft, and driver-noop, which
// reports what driver-soft does) — which formats they sample, render, blend, fetch as vertices or indices,
// present and use as shader images, decided from the format table's description of each format.
import { PipeBind, PipeTextureTarget } from '../enums.js';
import { PipeFormat } from '../format/format-enum.js';
import { formatDescription, isFormat } from '../format/format-table.js';
import { PipeFormatChannelType, PipeFormatColorspace, PipeFormatLayout } from '../format/format-types.js';
import { BindingClaims } from './binding-claims.js';

/** Bindings that only make sense for buffers and do not depend on the format. */
const PLAIN_BUFFER_BINDS =
  PipeBind.CONSTANT_BUFFER |
  PipeBind.STREAM_OUTPUT |
  PipeBind.QUERY_BUFFER |
  PipeBind.COMMAND_ARGS_BUFFER |
  PipeBind.SHADER_BUFFER |
  PipeBind.CUSTOM |
  PipeBind.LINEAR |
  PipeBind.SHARED;
/** Bindings of a presentable image. */
const DISPLAY_BINDS = PipeBind.DISPLAY_TARGET | PipeBind.SCANOUT | PipeBind.SHARED | PipeBind.CURSOR;
/** Formats a window system can show. */
const DISPLAY_FORMATS: ReadonlySet<number> = new Set([
  PipeFormat.B8G8R8A8_UNORM,
  PipeFormat.B8G8R8X8_UNORM,
  PipeFormat.R8G8B8A8_UNORM,
  PipeFormat.R8G8B8X8_UNORM,
  PipeFormat.A8R8G8B8_UNORM,
  PipeFormat.X8R8G8B8_UNORM,
  PipeFormat.B8G8R8A8_SRGB,
  PipeFormat.B8G8R8X8_SRGB,
  PipeFormat.R8G8B8A8_SRGB,
  PipeFormat.B5G6R5_UNORM,
]);

/** What a format is, for the support rules below. */
interface FormatKind {
  index: boolean;
  depthStencil: boolean;
  /** USCALED/SSCALED: vertex-only formats. */
  scaled: boolean;
  srgb: boolean;
  pureInteger: boolean;
  /** Can be a colour render target: power-of-two texel size, not R9G9B9E5. */
  renderable: boolean;
  /** Vertex fetch reads it: plain RGBA-named channels, no padding, sRGB, luminance/alpha-only or small floats. */
  vertex: boolean;
  /** A shader image converts it through the format table: plain colour, not sRGB. */
  image: boolean;
}

const kinds = new Map<PipeFormat, FormatKind>();

function kindOf(format: PipeFormat): FormatKind {
  let kind = kinds.get(format);
  if (kind) return kind;
  const d = formatDescription(format);
  const has = (test: (c: (typeof d.channels)[number]) => boolean) => d.channels.some(test);
  const scaled = has(
    (c) => c.type === PipeFormatChannelType.USCALED || c.type === PipeFormatChannelType.SSCALED,
  );
  const depthStencil = d.isDepth || d.isStencil;
  const srgb = d.colorspace === PipeFormatColorspace.SRGB;
  const plain = d.layout === PipeFormatLayout.PLAIN;
  const rgbaOnly =
    !has((c) => !'RGBA'.includes(c.name)) && !(d.numChannels === 1 && d.channels[0]!.name === 'A');
  const smallFloat = has((c) => c.type === PipeFormatChannelType.FLOAT && c.size !== 16 && c.size !== 32);
  kind = {
    index: d.isIndex,
    depthStencil,
    scaled,
    srgb,
    pureInteger: d.isPureInteger,
    renderable: !depthStencil && plain && (d.blockSize & (d.blockSize - 1)) === 0,
    vertex: !d.isIndex && !depthStencil && !srgb && plain && rgbaOnly && !smallFloat,
    image: !d.isIndex && !depthStencil && !scaled && !srgb && plain,
  };
  kinds.set(format, kind);
  return kind;
}

/**
 * is_format_supported of the CPU drivers: textures of every colour and depth/stencil format
 * (no depth 3D textures, no scaled or index formats), render targets of colour formats with
 * power-of-two texels (R9G9B9E5 excepted), blending on non-integer ones, vertex formats and index
 * formats in buffers, presentation of 8-bit RGBA/BGRA and 565 images, shader buffers, and shader
 * images of plain non-sRGB colour formats in every target and buffers; no multisampling.
 */
export function cpuDriverFormatSupported(
  format: PipeFormat,
  target: PipeTextureTarget,
  sampleCount: number,
  storageSampleCount: number,
  bindings: number,
): boolean {
  if (!isFormat(format)) return false;
  if (sampleCount > 1 || storageSampleCount > 1) return false;
  const claims = BindingClaims.of(bindings);
  if (!claims) return false;
  const k = kindOf(format);
  if (target === PipeTextureTarget.BUFFER) {
    return (
      claims.take(PipeBind.VERTEX_BUFFER, k.vertex) &&
      claims.take(PipeBind.INDEX_BUFFER, k.index) &&
      claims.take(PipeBind.SAMPLER_VIEW, !k.index && !k.depthStencil && !k.scaled && !k.srgb) &&
      claims.take(PipeBind.SHADER_IMAGE, k.image) &&
      claims.take(PLAIN_BUFFER_BINDS, true) &&
      claims.allClaimed
    );
  }
  if (k.index || k.scaled) return false;
  if (k.depthStencil && target === PipeTextureTarget.TEXTURE_3D) return false;
  const renderable = k.renderable;
  const presentable = target === PipeTextureTarget.TEXTURE_2D || target === PipeTextureTarget.TEXTURE_RECT;
  return (
    claims.take(PipeBind.SAMPLER_VIEW, true) &&
    claims.take(PipeBind.RENDER_TARGET, renderable) &&
    claims.take(PipeBind.BLENDABLE, renderable && !k.pureInteger) &&
    claims.take(PipeBind.DEPTH_STENCIL, k.depthStencil) &&
    claims.take(DISPLAY_BINDS, presentable && DISPLAY_FORMATS.has(format)) &&
    claims.take(PipeBind.SHADER_IMAGE, k.image) &&
    claims.take(PipeBind.LINEAR, true) &&
    claims.allClaimed
  );
}
