// CPU_DRIVER_CAPS: the capabilities of the CPU drivers as data — what driver-soft does (caps, float caps,
// per-stage caps, compute caps, format support), which driver-noop also reports so that callers on
// noop take the paths they take on soft. Both drivers answer get_param and is_format_supported from this
// one table; a driver that comes to differ spreads it and overrides the entries that differ.
import { PipeCap, PipeCapf, PipeComputeCap, PipeShaderCap } from '../caps.js';
import { PipePrim } from '../enums.js';
import type { PipeCapsTable } from './caps-table.js';
import { cpuDriverFormatSupported } from './cpu-format-support.js';
import { TGSI_STAGE_CAPS } from './tgsi-stage-caps.js';

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
  // driver-soft's draw module always clips and maps clip coordinates through the viewport.
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
  [PipeCap.LOGIC_OP]: 1,
  [PipeCap.TEXTURE_BORDER_COLOR]: 1,
  [PipeCap.POLYGON_OFFSET_LINE_POINT]: 1,
  // Every primitive type, PATCHES included (the draw module assembles them all).
  [PipeCap.SUPPORTED_PRIM_MODES]: (1 << (PipePrim.PATCHES + 1)) - 1,
  [PipeCap.BLEND_CONSTANT_COLOR_WITH_ALPHA]: 1,
  [PipeCap.VERTEX_EDGE_FLAGS]: 1,
  [PipeCap.CLIP_PLANES]: 8,
  [PipeCap.MAX_VARYINGS]: 32,
  [PipeCap.QUERY_TIMESTAMP_BITS]: 64,
  [PipeCap.OCCLUSION_QUERY_PREDICATE_CONSERVATIVE]: 1,
  // Compute (driver-soft's src/compute) and shader buffers / images in every stage (its src/image).
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

/** Shader buffer and image slots of every stage of the CPU drivers. */
export const CPU_DRIVER_MAX_SHADER_BUFFERS = 16;
export const CPU_DRIVER_MAX_SHADER_IMAGES = 16;

/** PIPE_SHADER_CAP_* of the vertex, fragment, geometry and compute stages (TGSI only). */
const SHADER_STAGE: Readonly<Partial<Record<PipeShaderCap, number>>> = {
  ...TGSI_STAGE_CAPS,
  [PipeShaderCap.MAX_INPUTS]: 32,
  [PipeShaderCap.MAX_OUTPUTS]: 32,
  [PipeShaderCap.MAX_CONST_BUFFER_SIZE]: 65536,
  [PipeShaderCap.MAX_CONST_BUFFERS]: 16,
  [PipeShaderCap.MAX_TEXTURE_SAMPLERS]: 16,
  [PipeShaderCap.MAX_SAMPLER_VIEWS]: 32,
  // LOAD/STORE/ATOM*/RESQ on BUFFER[0..15] and IMAGE[0..15] (no HW atomic counters: they are buffers).
  [PipeShaderCap.MAX_SHADER_BUFFERS]: CPU_DRIVER_MAX_SHADER_BUFFERS,
  [PipeShaderCap.MAX_SHADER_IMAGES]: CPU_DRIVER_MAX_SHADER_IMAGES,
};

/** Stages the CPU drivers do not have: every cap 0 (MAX_INSTRUCTIONS 0 means "no such stage"). */
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

/** Threads of one compute block: one run of driver-soft's TGSI JIT. */
export const CPU_DRIVER_MAX_THREADS_PER_BLOCK = 1024;

/**
 * PIPE_COMPUTE_CAP_* of TGSI compute: blocks of up to 1024 threads, GL's minimum grid, 32 KiB of
 * shared memory per block; no GLOBAL, PRIVATE or INPUT memory (tgsi executes MEMORY only when SHARED),
 * one compute unit (blocks run one after the other on the calling thread).
 */
const COMPUTE_CAPS: PipeCapsTable['computeCaps'] = {
  [PipeComputeCap.IR_TARGET]: 'tgsi',
  [PipeComputeCap.GRID_DIMENSION]: 3,
  [PipeComputeCap.MAX_GRID_SIZE]: [65535, 65535, 65535],
  [PipeComputeCap.MAX_BLOCK_SIZE]: [CPU_DRIVER_MAX_THREADS_PER_BLOCK, CPU_DRIVER_MAX_THREADS_PER_BLOCK, 64],
  [PipeComputeCap.MAX_THREADS_PER_BLOCK]: CPU_DRIVER_MAX_THREADS_PER_BLOCK,
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
  [PipeComputeCap.MAX_VARIABLE_THREADS_PER_BLOCK]: CPU_DRIVER_MAX_THREADS_PER_BLOCK,
};

/** The CPU drivers' capabilities as data: caps, float caps, per-stage caps, compute caps, formats. */
export const CPU_DRIVER_CAPS: PipeCapsTable = {
  caps: CAPS,
  capsf: CAPSF,
  shaderCaps: SHADER_CAPS,
  computeCaps: COMPUTE_CAPS,
  isFormatSupported: cpuDriverFormatSupported,
};
