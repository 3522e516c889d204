// Interfaces the driver implements for what a shader reads and writes outside its registers: textures
// (a batch-oriented sampler), images, and the framebuffer for FBFETCH. Shader buffers and shared memory
// are plain byte arrays the machine reads and writes itself, bounds-checked.
import type { TgsiTextureTarget } from '../ir.js';

/** How a texture instruction chooses the level of detail. */
export type TgsiLodMode =
  /** From screen-space derivatives of the coordinates (`ddx`/`ddy`, filled by the machine). */
  | 'implicit'
  /** Implicit, plus `lod[i]` added as a bias (TXB, TXB2, SAMPLE_B). */
  | 'bias'
  /** `lod[i]` is the level of detail (TXL, TXL2, SAMPLE_L, SAMPLE_C_LZ with 0). */
  | 'explicit'
  /** From the shader's own derivatives `ddx`/`ddy` (TXD, SAMPLE_D). */
  | 'derivatives';

/**
 * One texture instruction for a batch of lanes. The machine owns and reuses this object: the sampler
 * reads it and writes the results during the call and must not keep references to its arrays.
 * Every array has one entry per lane; per-channel data are arrays of channels. The input arrays may
 * be different arrays from one request to the next (the coordinate register itself, an operand's
 * scratch, zero arrays shared by every request): read them from the request on each call and never
 * write them. Only `out` / `outWords` are written, for any lanes below `count`.
 */
export interface TgsiTextureRequest {
  /** Index of the instruction, for messages. */
  instruction: number;
  /** Sampler view (texture) unit: SAMP[n] of TEX-style opcodes, SVIEW[n] of SAMPLE-style ones. */
  view: number;
  /** Sampler state unit: SAMP[n] (equal to `view` for TEX-style opcodes). */
  sampler: number;
  target: TgsiTextureTarget;
  /** Lanes 0 .. count-1 take part; results are needed only where `active[i]` is 1. */
  count: number;
  active: Uint8Array;
  /**
   * Coordinates: the coordinate source's x, y, z, w as the TGSI opcode gives them (array layer in
   * y for 1D arrays, in z for 2D arrays, in w for cube arrays; TXP has already divided x, y, z by w).
   */
  coords: Float32Array[];
  /** The same memory as integers, for `fetch` (TXF, SAMPLE_I: x, y, z; level or sample in `ilod`). */
  icoords: Int32Array[];
  /** Depth-comparison reference for shadow targets and SAMPLE_C*, else null. */
  compare: Float32Array | null;
  lodMode: TgsiLodMode;
  /** Bias or explicit level of detail (float). */
  lod: Float32Array;
  /** The same memory as integers: mip level for TXF/SAMPLE_I, sample index for SAMPLE_I_MS. */
  ilod: Int32Array;
  /**
   * Derivatives of coords x, y, z along the window's x and y: per 2×2 quad for `implicit` and `bias` in
   * fragment shaders, the shader's own for `derivatives`, zero otherwise.
   */
  ddx: Float32Array[];
  ddy: Float32Array[];
  /** Integer texel offsets (x, y, z) per lane, or null. */
  offsets: Int32Array[] | null;
  /** Channel gathered by TG4/GATHER4 (0 = r .. 3 = a). */
  component: number;
  /** Results: four channels of 32-bit words. Float textures write `out`, integer textures `outWords`. */
  out: Float32Array[];
  outWords: Int32Array[];
}

/** Texture access the driver provides (set with `setSampler`). */
export interface TgsiSampler {
  /** Filtered lookups: TEX, TXP, TXB, TXL, TXD, TEX2, TXB2, TXL2, SAMPLE, SAMPLE_B/C/C_LZ/D/L. */
  sample(req: TgsiTextureRequest): void;
  /** Unfiltered texel fetch with integer coordinates: TXF, SAMPLE_I, SAMPLE_I_MS. */
  fetch(req: TgsiTextureRequest): void;
  /** The four texels of a bilinear footprint, one component each: TG4, GATHER4. */
  gather(req: TgsiTextureRequest): void;
  /** LODQ and LOD: out x = level of detail that would be accessed, y = computed lambda. */
  lod(req: TgsiTextureRequest): void;
  /**
   * TXQ and SVIEWINFO: width, height, depth (or layers) at `level`, and the number of levels, as integers
   * in out[0..3]; a level out of range gives 0 sizes and the correct level count.
   */
  size(view: number, level: number, out: Int32Array): void;
  /** TXQS and SAMPLE_INFO: samples per texel of a sampler view (1 when not multisampled). */
  samples(view: number): number;
}

/**
 * An image unit (set with `setImage`). The machine addresses texels with up to three integer
 * coordinates exactly as the TGSI opcode gives them — x; x, y; or x, y, z — and checks them against
 * width, height and depth before every call (a 1D array has its layers as `height`, a 2D array or
 * cube as `depth`). Texels are four 32-bit words: float bits for float and normalized formats, the
 * integer values for integer formats.
 */
export interface TgsiImage {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  /** Samples per texel (RESQ .w); 1 when absent. */
  readonly samples?: number;
  /** Reads texel (x, y, z) into out[0..3]. */
  load(x: number, y: number, z: number, out: Int32Array): void;
  /** Writes the channels of words[0..3] selected by writeMask (bit 0 = x) to texel (x, y, z). */
  store(x: number, y: number, z: number, words: Int32Array, writeMask: number): void;
}

/** FBFETCH: the colour already in the framebuffer under each active lane's pixel (set with `setFramebufferFetch`). */
export type TgsiFramebufferFetch = (
  /** Index of the COLOR output register named by the instruction. */
  output: number,
  count: number,
  active: Uint8Array,
  /** Four channels of words per lane; float formats write float bits. */
  out: Int32Array[],
) => void;
