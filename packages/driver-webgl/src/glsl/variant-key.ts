// The variant key: the fixed-function state WebGL2 lacks, which the translated shaders emulate, plus
// the value types of vertex inputs and colour outputs (WebGL2 requires GLSL types to match the bound
// attribute and attachment types). The driver builds one per draw from its bound state; equal keys
// give the same translation.
import type { PipeFunc, PipeSpriteCoord } from '@gallium-ts/gallium-api';

export interface GlslVariantKey {
  /** Alpha test (pipe_alpha_state): when enabled, fragments whose COLOR[0].a fails `func` against the uniform `gts_alphaRef` are discarded. */
  alphaEnabled: boolean;
  alphaFunc: PipeFunc;
  /** rasterizer.clip_plane_enable: bit i enables user clip plane i (0..7), uniform `gts_clipPlane[i]` in the space of CLIPVERTEX (else POSITION), or CLIPDIST[i] when the VS writes clip distances. */
  clipPlaneEnable: number;
  /** rasterizer.flatshade: COLOR-interpolated fragment inputs are flat (last vertex, as GL). */
  flatshade: boolean;
  /** rasterizer.light_twoside: COLOR[i] inputs take BCOLOR[i] on back faces when the VS writes BCOLOR[i]. */
  lightTwoside: boolean;
  /** rasterizer.poly_stipple_enable: discard by the 32×32 pattern in the uniform `gts_stipple[32]`. */
  polyStipple: boolean;
  /**
   * rasterizer.line_stipple_enable on a draw of lines: the vertex shader passes two per-line attributes
   * (`STIPPLE_INPUTS`: the line's start in window coordinates and its stipple direction; the stipple
   * counter at the start and the last pattern step of the line) to flat varyings, and the fragment
   * shader discards the fragments whose pattern bit is 0 (uniform `gts_lineStipple`: pattern, factor,
   * the step rounding offset). The driver feeds the attributes from a per-draw vertex expansion.
   */
  lineStipple: boolean;
  /** rasterizer.sprite_coord_enable: bit i makes GENERIC[i] fragment inputs the point sprite coordinate. */
  spriteCoordEnable: number;
  /** rasterizer.sprite_coord_mode: where t = 0 lies. */
  spriteCoordMode: PipeSpriteCoord;
  /** rasterizer.point_size_per_vertex: gl_PointSize from the VS's PSIZE output; else the uniform `gts_pointSize`. */
  pointSizePerVertex: boolean;
  /** rasterizer.clamp_fragment_color: float colour outputs are clamped to [0, 1]. */
  clampFragmentColor: boolean;
  /** Vertex inputs fetched as signed / unsigned integers (vertexAttribIPointer): bit i for IN[i]. */
  vsSignedInputs: number;
  vsUnsignedInputs: number;
  /** Colour buffers of signed / unsigned integer formats: bit n for COLOR[n]. */
  fsSignedOutputs: number;
  fsUnsignedOutputs: number;
  /** Bound colour buffers: COLOR[0] is written to all of them when FS_COLOR0_WRITES_ALL_CBUFS is set. */
  colorBufferCount: number;
  /**
   * Stream output is bound: VS outputs no fragment input reads still get (flat, exact) varyings so
   * transform feedback can capture them. Off, they are left out (WebGL2 guarantees 15 varyings).
   */
  streamOutput: boolean;
  /**
   * Occlusion counting pass: colour outputs become plain variables (the alpha test still reads
   * COLOR[0]) and the only output is `vec4(1.0)` at location 0, written by every fragment that
   * survives the shader's discards; the driver adds these up to count samples.
   */
  countFragments: boolean;
  /**
   * The viewport's depth range is reversed (near > far), which WebGL2's depthRange refuses: the VS
   * negates clip z and the driver sets the range the right way round, which maps depth the same.
   */
  depthRangeReversed: boolean;
}

/**
 * The `input` numbers of the two line-stipple attributes in GlslProgram.attributes: past every TGSI
 * input, so a draw feeds them from vertex elements it appends at these indices.
 */
export const STIPPLE_INPUTS = [32, 33] as const;

/** The key of plain rendering: no emulated state, float inputs and outputs, one colour buffer. */
export function defaultVariantKey(): GlslVariantKey {
  return {
    alphaEnabled: false,
    alphaFunc: 7,
    clipPlaneEnable: 0,
    flatshade: false,
    lightTwoside: false,
    polyStipple: false,
    lineStipple: false,
    spriteCoordEnable: 0,
    spriteCoordMode: 0,
    pointSizePerVertex: false,
    clampFragmentColor: false,
    vsSignedInputs: 0,
    vsUnsignedInputs: 0,
    fsSignedOutputs: 0,
    fsUnsignedOutputs: 0,
    colorBufferCount: 1,
    streamOutput: false,
    countFragments: false,
    depthRangeReversed: false,
  };
}

/** A string equal for equal keys (the cache's key). */
export function variantKeyString(k: GlslVariantKey): string {
  return [
    k.alphaEnabled ? k.alphaFunc : -1,
    k.clipPlaneEnable,
    (k.flatshade ? 1 : 0) | (k.lightTwoside ? 2 : 0) | (k.polyStipple ? 4 : 0) | (k.lineStipple ? 8 : 0),
    (k.pointSizePerVertex ? 1 : 0) | (k.clampFragmentColor ? 2 : 0),
    k.spriteCoordEnable >>> 0,
    k.spriteCoordMode,
    k.vsSignedInputs,
    k.vsUnsignedInputs,
    k.fsSignedOutputs,
    k.fsUnsignedOutputs,
    k.colorBufferCount,
    k.streamOutput ? 1 : 0,
    k.countFragments ? 1 : 0,
    k.depthRangeReversed ? 1 : 0,
  ].join(',');
}
