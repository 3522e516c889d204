// The state a fragment back end is generated for: depth/stencil/alpha tests, blending and colour masks,
// logic op, and the formats and memory layouts of the render targets. Two draws with equal keys share
// one generated function; everything that varies without changing the code (reference values, the
// blend colour, the memory itself) is a parameter.
import {
  formatDescription,
  type PipeBlendState,
  type PipeDepthStencilAlphaState,
  PipeFormat,
  PipeFormatChannelType,
  PipeFormatColorspace,
  type PipeRtBlendState,
} from '@gallium-ts/gallium-api';
import type { TargetView } from './target-view.js';

/** How a colour buffer's texels are read and written. */
export type ColorCodec =
  | 'rgba8' // R8G8B8A8_UNORM and its X variant
  | 'bgra8' // B8G8R8A8_UNORM and its X variant
  | 'rgba32f' // R32G32B32A32_FLOAT
  | 'generic'; // any other format, through gallium-api's pack/unpack

/** How the channels of a colour buffer behave: UNORM (and sRGB), SNORM, float, pure integer. */
export type ColorClass = 'normalized' | 'snorm' | 'float' | 'integer';

export interface ColorTargetKey {
  codec: ColorCodec;
  cls: ColorClass;
  /** The format has no alpha: destination alpha reads 1. */
  noAlpha: boolean;
  srgb: boolean;
  /** SINT formats (integer logic op results are sign-extended). */
  signedInteger: boolean;
  /**
   * Bits of the stored R, G, B, A channels logic ops work on (0 where a channel is not stored), or null
   * when logic ops do not apply to the format (float, SNORM and sRGB targets: written unblended).
   */
  logicOpBits: readonly [number, number, number, number] | null;
  blend: PipeRtBlendState;
  /** FS output register of this target's colour, -1 when the shader writes none. */
  output: number;
  /** FS output of the second (dual-source) colour, -1 when unused. */
  output1: number;
  /** rgba8/bgra8 texels read and written as one 32-bit word (aligned memory, little-endian host). */
  word: boolean;
}

/** How a depth/stencil buffer's texels are laid out. */
export interface ZsKey {
  blockSize: number;
  /** Depth: null, or its bits. */
  depth: { float: boolean; bits: number; shift: number } | null;
  /** Stencil: null, or the shift of its 8 bits. */
  stencil: { shift: number } | null;
  /** The memory is aligned for 16/32-bit views. */
  aligned: boolean;
}

export interface BackendKey {
  dsa: PipeDepthStencilAlphaState;
  zs: ZsKey | null;
  colors: (ColorTargetKey | null)[];
  logicop: number | null;
  /** FS output registers of depth (POSITION.z) and stencil (STENCIL.y), -1 when not written. */
  depthOutput: number;
  stencilOutput: number;
  /** Fragment colours are clamped to [0, 1] before anything else (clamp_fragment_color). */
  clampColor: boolean;
  /** Count samples that pass for occlusion queries. */
  countSamples: boolean;
  /** Smooth lines and points: the lane's coverage multiplies every colour's alpha. */
  coverageAlpha: boolean;
  /** alpha_to_coverage with one sample: a fragment whose COLOR[0] alpha is below ½ is discarded. */
  alphaToCoverage: boolean;
  /** alpha_to_one: every colour's alpha becomes 1 (after alpha to coverage). */
  alphaToOne: boolean;
  /** depth_clamp: the fragment's depth is clamped to its viewport's depth range. */
  depthClamp: boolean;
  /** The fragment shader can kill or demote lanes (KILL, KILL_IF, DEMOTE). */
  fsKills: boolean;
}

const CODECS: Partial<Record<PipeFormat, ColorCodec>> = {
  [PipeFormat.R8G8B8A8_UNORM]: 'rgba8',
  [PipeFormat.R8G8B8X8_UNORM]: 'rgba8',
  [PipeFormat.B8G8R8A8_UNORM]: 'bgra8',
  [PipeFormat.B8G8R8X8_UNORM]: 'bgra8',
  [PipeFormat.R32G32B32A32_FLOAT]: 'rgba32f',
};

/** The key of colour buffer `view` blended with `blend` from FS outputs `output` (and `output1`). */
export function colorTargetKey(
  view: TargetView,
  blend: PipeRtBlendState,
  output: number,
  output1: number,
): ColorTargetKey {
  const desc = formatDescription(view.format);
  const cls: ColorClass = desc.isPureInteger
    ? 'integer'
    : desc.channels.some((c) => c.type === PipeFormatChannelType.FLOAT)
      ? 'float'
      : 'normalized';
  const srgb = desc.colorspace === PipeFormatColorspace.SRGB;
  const snorm = cls === 'normalized' && desc.channels.some((c) => c.type === PipeFormatChannelType.SNORM);
  const codec = CODECS[view.format] ?? 'generic';
  return {
    // The 32-bit float codec needs a Float32Array view of the memory (aligned).
    codec: codec === 'rgba32f' && view.f32 === null ? 'generic' : codec,
    cls: snorm ? 'snorm' : cls,
    noAlpha: !desc.hasAlpha,
    srgb,
    signedInteger: cls === 'integer' && desc.channels.some((c) => c.type === PipeFormatChannelType.SINT),
    logicOpBits:
      (cls === 'normalized' && !snorm && !srgb) || cls === 'integer' ? channelBits(view.format) : null,
    blend,
    output,
    output1,
    word:
      (codec === 'rgba8' || codec === 'bgra8') && view.u32 !== null && view.base % 4 === 0 && LITTLE_ENDIAN,
  };
}

/** Byte 0 of a 32-bit word is its low byte. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The bits of the channel each of R, G, B, A is stored in (0 when not stored). */
function channelBits(format: PipeFormat): [number, number, number, number] {
  const desc = formatDescription(format);
  const bits: [number, number, number, number] = [0, 0, 0, 0];
  for (const c of desc.channels) {
    const i = 'RGBA'.indexOf(c.name);
    if (i >= 0) bits[i] = c.size;
  }
  return bits;
}

/** The key of depth/stencil buffer `view`. */
export function zsKey(view: TargetView): ZsKey {
  const desc = formatDescription(view.format);
  const depth = desc.channels.find((c) => c.name === 'Z') ?? null;
  const stencil = desc.channels.find((c) => c.name === 'S') ?? null;
  return {
    blockSize: desc.blockSize,
    depth: depth
      ? { float: depth.type === PipeFormatChannelType.FLOAT, bits: depth.size, shift: depth.shift }
      : null,
    stencil: stencil ? { shift: stencil.shift } : null,
    aligned: view.u32 !== null,
  };
}

/** The blend state of render target `i` (rt[0] for every target unless independent blending). */
export function rtBlend(blend: PipeBlendState, i: number): PipeRtBlendState {
  return blend.rt[blend.independentBlendEnable ? i : 0]!;
}

/** A string identifying the key (the generated function's cache key). */
export function backendKeyString(key: BackendKey): string {
  return JSON.stringify(key);
}
