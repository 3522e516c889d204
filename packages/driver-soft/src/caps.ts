// SOFT_CAPS: what the software driver does, as data — caps, float caps, per-stage caps, compute caps
// and format support. This table is the truth the driver answers get_param and is_format_supported
// from; driver-noop's SOFT_CLASS_CAPS must stay equal to it (test/compute/caps.test.ts).
import {
  formatDescription,
  isFormat,
  PipeBind,
  PipeCap,
  PipeCapf,
  PipeComputeCap,
  PipeFormat,
  PipeFormatChannelType,
  PipeFormatColorspace,
  PipeFormatLayout,
  PipeShaderCap,
  PipeShaderIr,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import { capsFromTable, type PipeCapsSource, type PipeCapsTable } from '@gallium-ts/gallium-api/util';

/** PIPE_CAP_* values. Anything not listed is 0. */
const CAPS: PipeCapsTable['caps'] = {
  [PipeCap.NPOT_TEXTURES]: 1,
  [PipeCap.TWO_SIDED_STENCIL]: 1,
  [PipeCap.MAX_DUAL_SOURCE_RENDER_TARGETS]: 1,
  [PipeCap.POINT_SPRITE]: 1,
  [PipeCap.MAX_RENDER_TARGETS]: 8,
  [PipeCap.OCCLUSION_QUERY]: 1,
  [PipeCap.QUERY_TIME_ELAPSED]: 1,
  [PipeCap.TEXTURE_SHADOW_MAP]: 1,
  [PipeCap.TEXTURE_SWIZZLE]: 1,
  [PipeCap.MAX_TEXTURE_2D_LEVELS]: 13,
  [PipeCap.MAX_TEXTURE_3D_LEVELS]: 9,
  [PipeCap.MAX_TEXTURE_CUBE_LEVELS]: 13,
  [PipeCap.TEXTURE_MIRROR_CLAMP]: 1,
  [PipeCap.BLEND_EQUATION_SEPARATE]: 1,
  [PipeCap.SM3]: 1,
  [PipeCap.MAX_STREAM_OUTPUT_BUFFERS]: 4,
  [PipeCap.PRIMITIVE_RESTART]: 1,
  [PipeCap.INDEP_BLEND_ENABLE]: 1,
  [PipeCap.INDEP_BLEND_FUNC]: 1,
  [PipeCap.MAX_TEXTURE_ARRAY_LAYERS]: 256,
  [PipeCap.TGSI_FS_COORD_ORIGIN_UPPER_LEFT]: 1,
  [PipeCap.TGSI_FS_COORD_ORIGIN_LOWER_LEFT]: 1,
  [PipeCap.TGSI_FS_COORD_PIXEL_CENTER_HALF_INTEGER]: 1,
  [PipeCap.TGSI_FS_COORD_PIXEL_CENTER_INTEGER]: 1,
  [PipeCap.DEPTH_CLIP_DISABLE]: 1,
  [PipeCap.DEPTH_CLIP_DISABLE_SEPARATE]: 1,
  [PipeCap.DEPTH_CLAMP_ENABLE]: 1,
  [PipeCap.DEPTH_BOUNDS_TEST]: 1,
  [PipeCap.MAX_WINDOW_RECTANGLES]: 8,
  [PipeCap.SHADER_STENCIL_EXPORT]: 1,
  [PipeCap.TGSI_INSTANCEID]: 1,
  [PipeCap.VERTEX_ELEMENT_INSTANCE_DIVISOR]: 1,
  [PipeCap.MIXED_COLORBUFFER_FORMATS]: 1,
  [PipeCap.SEAMLESS_CUBE_MAP]: 1,
  [PipeCap.SEAMLESS_CUBE_MAP_PER_TEXTURE]: 1,
  [PipeCap.MIN_TEXEL_OFFSET]: -8,
  [PipeCap.MAX_TEXEL_OFFSET]: 7,
  [PipeCap.CONDITIONAL_RENDER]: 1,
  [PipeCap.TEXTURE_BARRIER]: 1,
  [PipeCap.MAX_STREAM_OUTPUT_SEPARATE_COMPONENTS]: 16,
  [PipeCap.MAX_STREAM_OUTPUT_INTERLEAVED_COMPONENTS]: 64,
  [PipeCap.STREAM_OUTPUT_PAUSE_RESUME]: 1,
  [PipeCap.VERTEX_COLOR_UNCLAMPED]: 1,
  [PipeCap.GLSL_FEATURE_LEVEL]: 330,
  [PipeCap.QUADS_FOLLOW_PROVOKING_VERTEX_CONVENTION]: 1,
  [PipeCap.USER_VERTEX_BUFFERS]: 1,
  [PipeCap.USER_INDEX_BUFFERS]: 1,
  [PipeCap.USER_CONSTANT_BUFFERS]: 1,
  [PipeCap.CONSTANT_BUFFER_OFFSET_ALIGNMENT]: 16,
  [PipeCap.START_INSTANCE]: 1,
  [PipeCap.QUERY_TIMESTAMP]: 1,
  [PipeCap.MIN_MAP_BUFFER_ALIGNMENT]: 64,
  [PipeCap.CUBE_MAP_ARRAY]: 1,
  [PipeCap.TEXTURE_BUFFER_OBJECTS]: 1,
  [PipeCap.TEXTURE_BUFFER_OFFSET_ALIGNMENT]: 16,
  [PipeCap.QUERY_PIPELINE_STATISTICS]: 1,
  [PipeCap.MAX_TEXTURE_BUFFER_SIZE]: 65536,
  [PipeCap.MAX_VIEWPORTS]: 16,
  [PipeCap.MIXED_FRAMEBUFFER_SIZES]: 1,
  [PipeCap.TGSI_VS_LAYER_VIEWPORT]: 1,
  [PipeCap.MAX_GEOMETRY_OUTPUT_VERTICES]: 1024,
  [PipeCap.MAX_GEOMETRY_TOTAL_OUTPUT_COMPONENTS]: 16384,
  [PipeCap.MAX_TEXTURE_GATHER_COMPONENTS]: 4,
  [PipeCap.TEXTURE_GATHER_SM5]: 1,
  [PipeCap.BUFFER_MAP_PERSISTENT_COHERENT]: 1,
  [PipeCap.TEXTURE_QUERY_LOD]: 1,
  [PipeCap.MIN_TEXTURE_GATHER_OFFSET]: -32,
  [PipeCap.MAX_TEXTURE_GATHER_OFFSET]: 31,
  // One texel offset per instruction in TGSI (tgsi's IR), so no TG4 with four offsets.
  [PipeCap.TEXTURE_GATHER_OFFSETS]: 0,
  // The draw module always clips and maps clip coordinates through the viewport.
  [PipeCap.TGSI_VS_WINDOW_SPACE_POSITION]: 0,
  [PipeCap.MAX_VERTEX_STREAMS]: 4,
  [PipeCap.DRAW_INDIRECT]: 1,
  [PipeCap.GENERATE_MIPMAP]: 1,
  [PipeCap.TGSI_FS_FINE_DERIVATIVE]: 1,
  [PipeCap.VENDOR_ID]: 0xffffffff,
  [PipeCap.DEVICE_ID]: 0xffffffff,
  [PipeCap.ACCELERATED]: 0,
  [PipeCap.VIDEO_MEMORY]: 1024,
  [PipeCap.UMA]: 1,
  [PipeCap.CONDITIONAL_RENDER_INVERTED]: 1,
  [PipeCap.MAX_VERTEX_ATTRIB_STRIDE]: 2048,
  [PipeCap.SAMPLER_VIEW_TARGET]: 1,
  [PipeCap.CLIP_HALFZ]: 1,
  [PipeCap.POLYGON_OFFSET_CLAMP]: 1,
  [PipeCap.RESOURCE_FROM_USER_MEMORY]: 1,
  [PipeCap.TEXTURE_FLOAT_LINEAR]: 1,
  [PipeCap.TEXTURE_HALF_FLOAT_LINEAR]: 1,
  [PipeCap.CLEAR_TEXTURE]: 1,
  [PipeCap.TGSI_PACK_HALF_FLOAT]: 1,
  [PipeCap.QUERY_BUFFER_OBJECT]: 1,
  [PipeCap.FRAMEBUFFER_NO_ATTACHMENT]: 1,
  [PipeCap.ROBUST_BUFFER_ACCESS_BEHAVIOR]: 1,
  [PipeCap.VIEWPORT_SUBPIXEL_BITS]: 8,
  [PipeCap.MIXED_COLOR_DEPTH_BITS]: 1,
  [PipeCap.STREAM_OUTPUT_INTERLEAVE_BUFFERS]: 1,
  [PipeCap.TGSI_CAN_READ_OUTPUTS]: 1,
  [PipeCap.CAN_BIND_CONST_BUFFER_AS_VERTEX]: 1,
  [PipeCap.ALLOW_MAPPED_BUFFERS_DURING_EXECUTION]: 1,
  [PipeCap.QUERY_SO_OVERFLOW]: 1,
  [PipeCap.MAX_TEXTURE_UPLOAD_MEMORY_BUDGET]: 64 << 20,
  [PipeCap.TWO_SIDED_COLOR]: 1,
  [PipeCap.FLATSHADE]: 1,
  [PipeCap.ALPHA_TEST]: 1,
  [PipeCap.CLIP_PLANES]: 8,
  [PipeCap.MAX_VARYINGS]: 32,
  [PipeCap.QUERY_TIMESTAMP_BITS]: 64,
  [PipeCap.OCCLUSION_QUERY_PREDICATE_CONSERVATIVE]: 1,
  // Compute (src/compute) and shader buffers / images in every stage (src/image).
  [PipeCap.COMPUTE]: 1,
  /** Shader buffers are addressed in 32-bit words; any offset works, word alignment is what callers need. */
  [PipeCap.SHADER_BUFFER_OFFSET_ALIGNMENT]: 4,
  /** No combined limit of its own: the fragment stage's buffers, images and render targets. */
  [PipeCap.MAX_COMBINED_SHADER_OUTPUT_RESOURCES]: 40,
};

/** PIPE_CAPF_* values. */
const CAPSF: PipeCapsTable['capsf'] = {
  [PipeCapf.MAX_LINE_WIDTH]: 255,
  [PipeCapf.MAX_LINE_WIDTH_AA]: 255,
  [PipeCapf.MAX_POINT_WIDTH]: 255,
  [PipeCapf.MAX_POINT_WIDTH_AA]: 255,
  [PipeCapf.MAX_TEXTURE_LOD_BIAS]: 16,
};

/** Shader buffer and image slots of every stage. */
export const MAX_SHADER_BUFFERS = 16;
export const MAX_SHADER_IMAGES = 16;

/** PIPE_SHADER_CAP_* of the vertex, fragment, geometry and compute stages (TGSI only). */
const SHADER_STAGE: Readonly<Partial<Record<PipeShaderCap, number>>> = {
  [PipeShaderCap.MAX_INSTRUCTIONS]: 65536,
  [PipeShaderCap.MAX_ALU_INSTRUCTIONS]: 65536,
  [PipeShaderCap.MAX_TEX_INSTRUCTIONS]: 65536,
  [PipeShaderCap.MAX_TEX_INDIRECTIONS]: 65536,
  [PipeShaderCap.MAX_CONTROL_FLOW_DEPTH]: 64,
  [PipeShaderCap.MAX_INPUTS]: 32,
  [PipeShaderCap.MAX_OUTPUTS]: 32,
  [PipeShaderCap.MAX_CONST_BUFFER_SIZE]: 65536,
  [PipeShaderCap.MAX_CONST_BUFFERS]: 16,
  [PipeShaderCap.MAX_TEMPS]: 4096,
  [PipeShaderCap.TGSI_CONT_SUPPORTED]: 1,
  [PipeShaderCap.INDIRECT_INPUT_ADDR]: 1,
  [PipeShaderCap.INDIRECT_OUTPUT_ADDR]: 1,
  [PipeShaderCap.INDIRECT_TEMP_ADDR]: 1,
  [PipeShaderCap.INDIRECT_CONST_ADDR]: 1,
  [PipeShaderCap.SUBROUTINES]: 1,
  [PipeShaderCap.INTEGERS]: 1,
  [PipeShaderCap.MAX_TEXTURE_SAMPLERS]: 16,
  [PipeShaderCap.PREFERRED_IR]: PipeShaderIr.TGSI,
  [PipeShaderCap.SUPPORTED_IRS]: 1 << PipeShaderIr.TGSI,
  [PipeShaderCap.TGSI_SQRT_SUPPORTED]: 1,
  [PipeShaderCap.TGSI_FMA_SUPPORTED]: 1,
  [PipeShaderCap.TGSI_ANY_INOUT_DECL_RANGE]: 1,
  [PipeShaderCap.MAX_SAMPLER_VIEWS]: 32,
  // LOAD/STORE/ATOM*/RESQ on BUFFER[0..15] and IMAGE[0..15] (no HW atomic counters: they are buffers).
  [PipeShaderCap.MAX_SHADER_BUFFERS]: MAX_SHADER_BUFFERS,
  [PipeShaderCap.MAX_SHADER_IMAGES]: MAX_SHADER_IMAGES,
};

/** Stages the software driver does not have: every cap 0 (MAX_INSTRUCTIONS 0 means "no such stage"). */
const NO_STAGE: Readonly<Partial<Record<PipeShaderCap, number>>> = {};

/** Per-stage caps, indexed by PipeShader. */
const SHADER_CAPS: PipeCapsTable['shaderCaps'] = [
  SHADER_STAGE, // VERTEX
  SHADER_STAGE, // FRAGMENT
  SHADER_STAGE, // GEOMETRY
  NO_STAGE, // TESS_CTRL
  NO_STAGE, // TESS_EVAL
  SHADER_STAGE, // COMPUTE
];

/** Threads of one compute block: one run of the TGSI JIT (src/compute). */
export const MAX_THREADS_PER_BLOCK = 1024;

/**
 * PIPE_COMPUTE_CAP_* of TGSI compute: blocks of up to 1024 threads, GL's minimum grid, 32 KiB of
 * shared memory per block; no GLOBAL, PRIVATE or INPUT memory (tgsi executes MEMORY only when SHARED),
 * one compute unit (blocks run one after the other on the calling thread).
 */
const COMPUTE_CAPS: PipeCapsTable['computeCaps'] = {
  [PipeComputeCap.IR_TARGET]: 'tgsi',
  [PipeComputeCap.GRID_DIMENSION]: 3,
  [PipeComputeCap.MAX_GRID_SIZE]: [65535, 65535, 65535],
  [PipeComputeCap.MAX_BLOCK_SIZE]: [MAX_THREADS_PER_BLOCK, MAX_THREADS_PER_BLOCK, 64],
  [PipeComputeCap.MAX_THREADS_PER_BLOCK]: MAX_THREADS_PER_BLOCK,
  [PipeComputeCap.MAX_GLOBAL_SIZE]: 0,
  [PipeComputeCap.MAX_LOCAL_SIZE]: 32768,
  [PipeComputeCap.MAX_PRIVATE_SIZE]: 0,
  [PipeComputeCap.MAX_INPUT_SIZE]: 0,
  [PipeComputeCap.MAX_MEM_ALLOC_SIZE]: 1 << 30,
  [PipeComputeCap.MAX_COMPUTE_UNITS]: 1,
  [PipeComputeCap.IMAGES_SUPPORTED]: 1,
  [PipeComputeCap.SUBGROUP_SIZE]: 1,
  [PipeComputeCap.ADDRESS_BITS]: 32,
  /** The block comes from launch_grid unless the shader fixes it (CS_FIXED_BLOCK_*). */
  [PipeComputeCap.MAX_VARIABLE_THREADS_PER_BLOCK]: MAX_THREADS_PER_BLOCK,
};

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
 * is_format_supported of the software driver: textures of every colour and depth/stencil format
 * (no depth 3D textures, no scaled or index formats), render targets of colour formats with
 * power-of-two texels (R9G9B9E5 excepted), blending on non-integer ones, vertex formats and index
 * formats in buffers, presentation of 8-bit RGBA/BGRA and 565 images, shader buffers, and shader
 * images of plain non-sRGB colour formats in every target and buffers; no multisampling.
 */
export function softFormatSupported(
  format: PipeFormat,
  target: PipeTextureTarget,
  sampleCount: number,
  storageSampleCount: number,
  bindings: number,
): boolean {
  if (!isFormat(format)) return false;
  if (sampleCount > 1 || storageSampleCount > 1) return false;
  if (!Number.isInteger(bindings) || bindings < 0) return false;
  const k = kindOf(format);
  let remaining = bindings;
  const take = (bits: number, ok: boolean) => {
    if (remaining & bits) {
      if (!ok) return false;
      remaining &= ~bits;
    }
    return true;
  };
  if (target === PipeTextureTarget.BUFFER) {
    return (
      take(PipeBind.VERTEX_BUFFER, k.vertex) &&
      take(PipeBind.INDEX_BUFFER, k.index) &&
      take(PipeBind.SAMPLER_VIEW, !k.index && !k.depthStencil && !k.scaled && !k.srgb) &&
      take(PipeBind.SHADER_IMAGE, k.image) &&
      take(PLAIN_BUFFER_BINDS, true) &&
      remaining === 0
    );
  }
  if (k.index || k.scaled) return false;
  if (k.depthStencil && target === PipeTextureTarget.TEXTURE_3D) return false;
  const renderable = k.renderable;
  const presentable = target === PipeTextureTarget.TEXTURE_2D || target === PipeTextureTarget.TEXTURE_RECT;
  return (
    take(PipeBind.SAMPLER_VIEW, true) &&
    take(PipeBind.RENDER_TARGET, renderable) &&
    take(PipeBind.BLENDABLE, renderable && !k.pureInteger) &&
    take(PipeBind.DEPTH_STENCIL, k.depthStencil) &&
    take(DISPLAY_BINDS, presentable && DISPLAY_FORMATS.has(format)) &&
    take(PipeBind.SHADER_IMAGE, k.image) &&
    take(PipeBind.LINEAR, true) &&
    remaining === 0
  );
}

/** The software driver's capabilities as data: caps, float caps, per-stage caps, compute caps, formats. */
export const SOFT_CAPS_TABLE: PipeCapsTable = {
  caps: CAPS,
  capsf: CAPSF,
  shaderCaps: SHADER_CAPS,
  computeCaps: COMPUTE_CAPS,
  isFormatSupported: softFormatSupported,
};

/** SOFT_CAPS_TABLE as the PipeCapsSource the screen answers from. */
export const SOFT_CAPS: PipeCapsSource = capsFromTable(SOFT_CAPS_TABLE);
