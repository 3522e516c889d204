// Texture storage for GL internal formats (OpenGL 1.5 section 3.8.1, tables 3.15–3.16): which PipeFormat
// holds a texture of each internal format on a given screen, which stored channel holds each of the base
// format's components, and the sampler-view swizzle that makes the texels read as GL says (ALPHA as
// (0, 0, 0, A), LUMINANCE as (L, L, L, 1), INTENSITY as (I, I, I, I), ...).

import {
  formatDescription,
  PipeFormat,
  PipeFormatChannelType,
  PipeFormatColorspace,
  PipeSwizzle,
} from '@gallium-ts/gallium-api';
import {
  GL_ALPHA,
  GL_ALPHA4,
  GL_ALPHA8,
  GL_ALPHA12,
  GL_ALPHA16,
  GL_DEPTH_COMPONENT,
  GL_DEPTH_COMPONENT16,
  GL_DEPTH_COMPONENT24,
  GL_DEPTH_COMPONENT32,
  GL_INTENSITY,
  GL_INTENSITY4,
  GL_INTENSITY8,
  GL_INTENSITY12,
  GL_INTENSITY16,
  GL_INVALID_VALUE,
  GL_LUMINANCE,
  GL_LUMINANCE_ALPHA,
  GL_LUMINANCE4,
  GL_LUMINANCE4_ALPHA4,
  GL_LUMINANCE6_ALPHA2,
  GL_LUMINANCE8,
  GL_LUMINANCE8_ALPHA8,
  GL_LUMINANCE12,
  GL_LUMINANCE12_ALPHA4,
  GL_LUMINANCE12_ALPHA12,
  GL_LUMINANCE16,
  GL_LUMINANCE16_ALPHA16,
  GL_R3_G3_B2,
  GL_RGB,
  GL_RGB4,
  GL_RGB5,
  GL_RGB5_A1,
  GL_RGB8,
  GL_RGB10,
  GL_RGB10_A2,
  GL_RGB12,
  GL_RGB16,
  GL_RGBA,
  GL_RGBA2,
  GL_RGBA4,
  GL_RGBA8,
  GL_RGBA12,
  GL_RGBA16,
} from '../gl-enums.js';
import { PixelTransferError } from './pixel-error.js';

/** A component of a GL base internal format (table 3.15): luminance, intensity, R, G, B, alpha, depth. */
export type TexelComponent = 'L' | 'I' | 'R' | 'G' | 'B' | 'A' | 'D';

/** The components each base internal format keeps, in table 3.15's order. */
export const BASE_COMPONENTS: Readonly<Record<number, readonly TexelComponent[]>> = {
  [GL_ALPHA]: ['A'],
  [GL_LUMINANCE]: ['L'],
  [GL_LUMINANCE_ALPHA]: ['L', 'A'],
  [GL_INTENSITY]: ['I'],
  [GL_RGB]: ['R', 'G', 'B'],
  [GL_RGBA]: ['R', 'G', 'B', 'A'],
  [GL_DEPTH_COMPONENT]: ['D'],
};

/** What GL reads from a texel of each base format (R, G, B, A), by component or constant (table 3.23). */
const READS: Readonly<Record<number, readonly (TexelComponent | 0 | 1)[]>> = {
  [GL_ALPHA]: [0, 0, 0, 'A'],
  [GL_LUMINANCE]: ['L', 'L', 'L', 1],
  [GL_LUMINANCE_ALPHA]: ['L', 'L', 'L', 'A'],
  [GL_INTENSITY]: ['I', 'I', 'I', 'I'],
  [GL_RGB]: ['R', 'G', 'B', 1],
  [GL_RGBA]: ['R', 'G', 'B', 'A'],
  // DEPTH_TEXTURE_MODE's initial LUMINANCE; a context honouring INTENSITY/ALPHA adjusts the swizzle.
  [GL_DEPTH_COMPONENT]: ['D', 'D', 'D', 1],
};

const F = PipeFormat;
const RGBA8 = [F.R8G8B8A8_UNORM, F.B8G8R8A8_UNORM, F.A8R8G8B8_UNORM, F.A8B8G8R8_UNORM];
const RGBX8 = [F.R8G8B8X8_UNORM, F.B8G8R8X8_UNORM, F.X8R8G8B8_UNORM, ...RGBA8, F.R8G8B8_UNORM];
const RGBA16 = [F.R16G16B16A16_UNORM, F.R16G16B16A16_FLOAT, F.R32G32B32A32_FLOAT];
const RGB16 = [F.R16G16B16A16_UNORM, F.R16G16B16_UNORM, ...RGBA16.slice(1)];
const ALPHA8 = [F.A8_UNORM, F.R8_UNORM, ...RGBA8];
const ALPHA16 = [F.A16_UNORM, F.R16_UNORM, ...RGBA16];
const LUM8 = [F.L8_UNORM, F.R8_UNORM, ...RGBX8];
const LUM16 = [F.L16_UNORM, F.R16_UNORM, ...RGB16];
const LA8 = [F.L8A8_UNORM, F.R8G8_UNORM, ...RGBA8];
const LA16 = [F.L16A16_UNORM, F.R16G16_UNORM, ...RGBA16];
const INT8 = [F.I8_UNORM, F.R8_UNORM, ...RGBA8];
const INT16 = [F.I16_UNORM, F.R16_UNORM, ...RGBA16];
const Z24 = [F.Z24X8_UNORM, F.X8Z24_UNORM, F.Z24_UNORM_S8_UINT, F.S8_UINT_Z24_UNORM];
const Z32 = [F.Z32_UNORM, F.Z32_FLOAT];

/** Internal format → base format and the storage formats to try, most fitting first (like Mesa's st_format table). */
const INTERNAL_FORMATS: ReadonlyMap<number, { base: number; candidates: readonly PipeFormat[] }> = new Map(
  (
    [
      [[GL_ALPHA, GL_ALPHA4, GL_ALPHA8], GL_ALPHA, [...ALPHA8, ...ALPHA16]],
      [[GL_ALPHA12, GL_ALPHA16], GL_ALPHA, [...ALPHA16, ...ALPHA8]],
      [[1, GL_LUMINANCE, GL_LUMINANCE4, GL_LUMINANCE8], GL_LUMINANCE, [...LUM8, ...LUM16]],
      [[GL_LUMINANCE12, GL_LUMINANCE16], GL_LUMINANCE, [...LUM16, ...LUM8]],
      [
        [2, GL_LUMINANCE_ALPHA, GL_LUMINANCE4_ALPHA4, GL_LUMINANCE6_ALPHA2, GL_LUMINANCE8_ALPHA8],
        GL_LUMINANCE_ALPHA,
        [...LA8, ...LA16],
      ],
      [
        [GL_LUMINANCE12_ALPHA4, GL_LUMINANCE12_ALPHA12, GL_LUMINANCE16_ALPHA16],
        GL_LUMINANCE_ALPHA,
        [...LA16, ...LA8],
      ],
      [[GL_INTENSITY, GL_INTENSITY4, GL_INTENSITY8], GL_INTENSITY, [...INT8, ...INT16]],
      [[GL_INTENSITY12, GL_INTENSITY16], GL_INTENSITY, [...INT16, ...INT8]],
      [[GL_R3_G3_B2], GL_RGB, [F.B5G6R5_UNORM, ...RGBX8, ...RGB16]],
      [[GL_RGB4], GL_RGB, [F.B4G4R4A4_UNORM, F.B5G6R5_UNORM, ...RGBX8, ...RGB16]],
      [[GL_RGB5], GL_RGB, [F.B5G5R5X1_UNORM, F.B5G5R5A1_UNORM, F.B5G6R5_UNORM, ...RGBX8, ...RGB16]],
      [[3, GL_RGB, GL_RGB8], GL_RGB, [...RGBX8, F.R10G10B10A2_UNORM, ...RGB16]],
      [[GL_RGB10], GL_RGB, [F.R10G10B10A2_UNORM, F.B10G10R10A2_UNORM, ...RGB16, ...RGBX8]],
      [[GL_RGB12, GL_RGB16], GL_RGB, [...RGB16, F.R10G10B10A2_UNORM, ...RGBX8]],
      [[GL_RGBA2, GL_RGBA4], GL_RGBA, [F.B4G4R4A4_UNORM, ...RGBA8, ...RGBA16]],
      [[GL_RGB5_A1], GL_RGBA, [F.B5G5R5A1_UNORM, ...RGBA8, ...RGBA16]],
      [[4, GL_RGBA, GL_RGBA8], GL_RGBA, [...RGBA8, ...RGBA16]],
      [[GL_RGB10_A2], GL_RGBA, [F.R10G10B10A2_UNORM, F.B10G10R10A2_UNORM, ...RGBA16, ...RGBA8]],
      [[GL_RGBA12, GL_RGBA16], GL_RGBA, [...RGBA16, ...RGBA8]],
      [[GL_DEPTH_COMPONENT16], GL_DEPTH_COMPONENT, [F.Z16_UNORM, ...Z24, ...Z32]],
      [[GL_DEPTH_COMPONENT, GL_DEPTH_COMPONENT24], GL_DEPTH_COMPONENT, [...Z24, ...Z32, F.Z16_UNORM]],
      [[GL_DEPTH_COMPONENT32], GL_DEPTH_COMPONENT, [...Z32, ...Z24, F.Z16_UNORM]],
    ] as const
  ).flatMap(([names, base, candidates]) => names.map((name) => [name, { base, candidates }] as const)),
);

/** How a texture of one GL internal format is stored. */
export interface TextureFormat {
  /** The internal format asked for (as given: 1–4, a base or a sized format). */
  readonly internalFormat: number;
  /** Its base internal format: GL_ALPHA, GL_LUMINANCE, GL_LUMINANCE_ALPHA, GL_INTENSITY, GL_RGB, GL_RGBA, GL_DEPTH_COMPONENT. */
  readonly baseFormat: number;
  readonly pipeFormat: PipeFormat;
  /**
   * For each base component, the position (0–3) in the stored format's unpacked RGBA that holds it
   * (packing puts the value there; unpacking reads it from there).
   */
  readonly positions: Readonly<Partial<Record<TexelComponent, number>>>;
  /** The sampler-view swizzle (for R, G, B, A) that makes the texture read as table 3.23 says. */
  readonly swizzle: readonly [PipeSwizzle, PipeSwizzle, PipeSwizzle, PipeSwizzle];
  /** Bits stored for each base component (for glGetTexLevelParameter's TEXTURE_*_SIZE). */
  readonly bits: Readonly<Partial<Record<TexelComponent, number>>>;
}

/** The position each component prefers in a format's unpacked RGBA. */
const PREFERRED: Record<TexelComponent, number> = { L: 0, I: 0, R: 0, G: 1, B: 2, A: 3, D: 0 };

/**
 * Places the base components on the format's stored channels: each at its preferred RGBA position when
 * it can carry it, else at the first position that can. Null when they do not fit.
 */
function placeComponents(pipeFormat: PipeFormat, base: number): TextureFormat['positions'] | null {
  const desc = formatDescription(pipeFormat);
  const taken = new Set<number>();
  const positions: Partial<Record<TexelComponent, number>> = {};
  // Position p can carry a component when it reads a stored channel not yet taken, and is the first
  // position reading it (packing takes each channel from the first RGBA component that reads it).
  const storedAt = (p: number) => {
    const s = desc.swizzle[p]!;
    const usable = s <= PipeSwizzle.W && !taken.has(s) && desc.channels[s]!.name !== 'X';
    return usable && desc.swizzle.indexOf(s) === p ? s : -1;
  };
  for (const component of BASE_COMPONENTS[base]!) {
    let position = storedAt(PREFERRED[component]) >= 0 ? PREFERRED[component] : -1;
    for (let p = 0; p < 4 && position < 0; p++) if (storedAt(p) >= 0) position = p;
    if (position < 0) return null;
    taken.add(desc.swizzle[position]!);
    positions[component] = position;
  }
  return positions;
}

/** GL 1.5 textures hold linear values in [0, 1]: UNORM or FLOAT channels (and padding), no sRGB. */
function holdsGlValues(desc: ReturnType<typeof formatDescription>): boolean {
  const usable: number[] = [
    PipeFormatChannelType.UNORM,
    PipeFormatChannelType.FLOAT,
    PipeFormatChannelType.VOID,
  ];
  return (
    desc.colorspace !== PipeFormatColorspace.SRGB &&
    desc.channels.every((c) => usable.includes(c.type) || (c.name === 'S' && desc.isDepth))
  );
}

/** The base internal format of `internalFormat`, or undefined when GL 1.5 has no such internal format. */
export function textureBaseFormat(internalFormat: number): number | undefined {
  return INTERNAL_FORMATS.get(internalFormat)?.base;
}

/**
 * The storage of `pipeFormat` for base format `base`, or null when the format cannot hold it (wrong
 * kind — colour for depth or the reverse —, too few channels, or channels that are not UNORM/FLOAT).
 */
export function textureFormatFor(
  pipeFormat: PipeFormat,
  base: number,
  internalFormat = base,
): TextureFormat | null {
  const desc = formatDescription(pipeFormat);
  const wantsDepth = base === GL_DEPTH_COMPONENT;
  if (wantsDepth !== desc.isDepth || !holdsGlValues(desc)) return null;
  const positions = placeComponents(pipeFormat, base);
  if (positions === null) return null;
  const swizzle = swizzleReading(positions, base, base);
  const bits: Partial<Record<TexelComponent, number>> = {};
  for (const [component, position] of Object.entries(positions) as [TexelComponent, number][]) {
    bits[component] = desc.channels[desc.swizzle[position]!]!.size;
  }
  return { internalFormat, baseFormat: base, pipeFormat, positions, swizzle, bits };
}

/** A swizzle of R, G, B, A. */
export type Swizzle4 = readonly [PipeSwizzle, PipeSwizzle, PipeSwizzle, PipeSwizzle];

/** The swizzle that reads components at `positions` of base format `base` as base format `readAs`. */
function swizzleReading(
  positions: TextureFormat['positions'],
  base: number,
  readAs: number,
): [PipeSwizzle, PipeSwizzle, PipeSwizzle, PipeSwizzle] {
  return READS[readAs]!.map((source) => {
    if (source === 0) return PipeSwizzle.ZERO;
    if (source === 1) return PipeSwizzle.ONE;
    return positions[base === GL_DEPTH_COMPONENT ? 'D' : source]! as PipeSwizzle;
  }) as [PipeSwizzle, PipeSwizzle, PipeSwizzle, PipeSwizzle];
}

/**
 * The swizzle that reads a texture stored as `format` as table 3.21 says: its own swizzle, except that a
 * depth texture reads as its GL_DEPTH_TEXTURE_MODE (`depthMode`: LUMINANCE, INTENSITY or ALPHA).
 */
export function readSwizzle(format: TextureFormat, depthMode: number): Swizzle4 {
  if (format.baseFormat !== GL_DEPTH_COMPONENT) return format.swizzle;
  return swizzleReading(format.positions, GL_DEPTH_COMPONENT, depthMode);
}

/**
 * A border colour (R, G, B, A) as a texture of base format `base` reads it (table 3.21 applied to the
 * colour's components: LUMINANCE and INTENSITY take R); a depth texture's border depth is R, read as
 * its GL_DEPTH_TEXTURE_MODE.
 */
export function borderAsRead(
  color: readonly number[],
  base: number,
  depthMode: number,
): [number, number, number, number] {
  const index: Record<TexelComponent, number> = { L: 0, I: 0, R: 0, G: 1, B: 2, A: 3, D: 0 };
  const depth = base === GL_DEPTH_COMPONENT;
  return READS[depth ? depthMode : base]!.map((source) => {
    if (source === 0 || source === 1) return source;
    return color[depth ? 0 : index[source]]!;
  }) as [number, number, number, number];
}

/**
 * The storage for a texture of `internalFormat` on a screen: the first format of the internal format's
 * list that `isSupported` accepts — the list starts with formats storing at least the requested
 * precision (the smallest such first, as Mesa's state tracker chooses) and goes on to the nearest
 * others. The context's predicate asks the screen's isFormatSupported for SAMPLER_VIEW plus
 * RENDER_TARGET (DEPTH_STENCIL for depth formats). Returns null when no format fits; throws
 * PixelTransferError(GL_INVALID_VALUE) for an internal format GL 1.5 does not have.
 */
export function chooseTextureFormat(
  internalFormat: number,
  isSupported: (format: PipeFormat) => boolean,
): TextureFormat | null {
  const entry = INTERNAL_FORMATS.get(internalFormat);
  if (entry === undefined) {
    throw new PixelTransferError(
      GL_INVALID_VALUE,
      `0x${internalFormat.toString(16)} is not an internal format`,
    );
  }
  for (const candidate of entry.candidates) {
    if (!isSupported(candidate)) continue;
    const chosen = textureFormatFor(candidate, entry.base, internalFormat);
    if (chosen !== null) return chosen;
  }
  return null;
}

/**
 * A framebuffer's colour or depth(/stencil) buffer format as a TextureFormat, for glReadPixels through
 * packFromTexels: RGBA when the format stores alpha, RGB when it does not (alpha reads 1), and
 * DEPTH_COMPONENT for depth formats. Null for formats that are neither.
 */
export function bufferFormat(pipeFormat: PipeFormat): TextureFormat | null {
  return (
    textureFormatFor(pipeFormat, GL_RGBA) ??
    textureFormatFor(pipeFormat, GL_RGB) ??
    textureFormatFor(pipeFormat, GL_DEPTH_COMPONENT)
  );
}
