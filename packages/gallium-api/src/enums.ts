// Gallium's small enumerations and flag sets (p_defines.h in Mesa), as stable-numbered const objects.
// Caps live in caps.ts, formats in format/.

/** PIPE_SHADER_*: shader stages. Values equal `TgsiProcessor`. */
export const PipeShader = {
  VERTEX: 0,
  FRAGMENT: 1,
  GEOMETRY: 2,
  TESS_CTRL: 3,
  TESS_EVAL: 4,
  COMPUTE: 5,
} as const;
export type PipeShader = (typeof PipeShader)[keyof typeof PipeShader];
export const PIPE_SHADER_TYPES = 6;

/** PIPE_PRIM_*: primitive types. Values equal `TgsiPrimitive`. */
export const PipePrim = {
  POINTS: 0,
  LINES: 1,
  LINE_LOOP: 2,
  LINE_STRIP: 3,
  TRIANGLES: 4,
  TRIANGLE_STRIP: 5,
  TRIANGLE_FAN: 6,
  QUADS: 7,
  QUAD_STRIP: 8,
  POLYGON: 9,
  LINES_ADJACENCY: 10,
  LINE_STRIP_ADJACENCY: 11,
  TRIANGLES_ADJACENCY: 12,
  TRIANGLE_STRIP_ADJACENCY: 13,
  PATCHES: 14,
} as const;
export type PipePrim = (typeof PipePrim)[keyof typeof PipePrim];

/** PIPE_BUFFER / PIPE_TEXTURE_*: resource targets. */
export const PipeTextureTarget = {
  BUFFER: 0,
  TEXTURE_1D: 1,
  TEXTURE_2D: 2,
  TEXTURE_3D: 3,
  TEXTURE_CUBE: 4,
  TEXTURE_RECT: 5,
  TEXTURE_1D_ARRAY: 6,
  TEXTURE_2D_ARRAY: 7,
  TEXTURE_CUBE_ARRAY: 8,
} as const;
export type PipeTextureTarget = (typeof PipeTextureTarget)[keyof typeof PipeTextureTarget];

/** PIPE_BIND_*: how a resource may be bound (bit mask). */
export const PipeBind = {
  DEPTH_STENCIL: 1 << 0,
  RENDER_TARGET: 1 << 1,
  BLENDABLE: 1 << 2,
  SAMPLER_VIEW: 1 << 3,
  VERTEX_BUFFER: 1 << 4,
  INDEX_BUFFER: 1 << 5,
  CONSTANT_BUFFER: 1 << 6,
  DISPLAY_TARGET: 1 << 7,
  STREAM_OUTPUT: 1 << 10,
  CURSOR: 1 << 11,
  CUSTOM: 1 << 12,
  GLOBAL: 1 << 13,
  SHADER_BUFFER: 1 << 14,
  SHADER_IMAGE: 1 << 15,
  COMPUTE_RESOURCE: 1 << 16,
  COMMAND_ARGS_BUFFER: 1 << 17,
  QUERY_BUFFER: 1 << 18,
  SCANOUT: 1 << 19,
  SHARED: 1 << 20,
  LINEAR: 1 << 21,
} as const;
export type PipeBind = number;

/** PIPE_USAGE_*: expected access pattern of a resource. */
export const PipeUsage = {
  DEFAULT: 0,
  IMMUTABLE: 1,
  DYNAMIC: 2,
  STREAM: 3,
  STAGING: 4,
} as const;
export type PipeUsage = (typeof PipeUsage)[keyof typeof PipeUsage];

/** PIPE_RESOURCE_FLAG_*: resource creation flags (bit mask). */
export const PipeResourceFlag = {
  MAP_PERSISTENT: 1 << 0,
  MAP_COHERENT: 1 << 1,
  TEXTURING_MORE_LIKELY: 1 << 2,
  SPARSE: 1 << 3,
} as const;

/** PIPE_QUERY_*: query types. */
export const PipeQuery = {
  OCCLUSION_COUNTER: 0,
  OCCLUSION_PREDICATE: 1,
  TIMESTAMP: 2,
  TIMESTAMP_DISJOINT: 3,
  TIME_ELAPSED: 4,
  PRIMITIVES_GENERATED: 5,
  PRIMITIVES_EMITTED: 6,
  SO_STATISTICS: 7,
  SO_OVERFLOW_PREDICATE: 8,
  SO_OVERFLOW_ANY_PREDICATE: 9,
  GPU_FINISHED: 10,
  PIPELINE_STATISTICS: 11,
  OCCLUSION_PREDICATE_CONSERVATIVE: 12,
} as const;
export type PipeQuery = (typeof PipeQuery)[keyof typeof PipeQuery];

/** PIPE_RENDER_COND_*: how render_condition waits for its query. */
export const PipeRenderCond = {
  WAIT: 0,
  NO_WAIT: 1,
  BY_REGION_WAIT: 2,
  BY_REGION_NO_WAIT: 3,
} as const;
export type PipeRenderCond = (typeof PipeRenderCond)[keyof typeof PipeRenderCond];

/** PIPE_FLUSH_*: flush flags (bit mask). */
export const PipeFlush = {
  END_OF_FRAME: 1 << 0,
  DEFERRED: 1 << 1,
  FENCE_FD: 1 << 2,
  ASYNC: 1 << 3,
} as const;

/** PIPE_BARRIER_*: memory_barrier flags (bit mask). */
export const PipeBarrier = {
  MAPPED_BUFFER: 1 << 0,
  SHADER_BUFFER: 1 << 1,
  QUERY_BUFFER: 1 << 2,
  VERTEX_BUFFER: 1 << 3,
  INDEX_BUFFER: 1 << 4,
  CONSTANT_BUFFER: 1 << 5,
  INDIRECT_BUFFER: 1 << 6,
  TEXTURE: 1 << 7,
  IMAGE: 1 << 8,
  FRAMEBUFFER: 1 << 9,
  STREAMOUT_BUFFER: 1 << 10,
  GLOBAL_BUFFER: 1 << 11,
  ALL: (1 << 12) - 1,
} as const;

/** PIPE_CLEAR_*: what `clear` clears (bit mask). COLOR0..COLOR7 are COLOR0 << i. */
export const PipeClear = {
  DEPTH: 1 << 0,
  STENCIL: 1 << 1,
  COLOR0: 1 << 2,
  COLOR: 0xff << 2,
  DEPTHSTENCIL: (1 << 0) | (1 << 1),
} as const;

/** PIPE_MASK_*: colour and depth/stencil write/blit masks. */
export const PipeMask = {
  R: 1,
  G: 2,
  B: 4,
  A: 8,
  RGBA: 15,
  Z: 16,
  S: 32,
  ZS: 48,
} as const;

/** PIPE_FUNC_*: comparison functions for depth, stencil, alpha and shadow samplers. */
export const PipeFunc = {
  NEVER: 0,
  LESS: 1,
  EQUAL: 2,
  LEQUAL: 3,
  GREATER: 4,
  NOTEQUAL: 5,
  GEQUAL: 6,
  ALWAYS: 7,
} as const;
export type PipeFunc = (typeof PipeFunc)[keyof typeof PipeFunc];

/** PIPE_STENCIL_OP_* */
export const PipeStencilOp = {
  KEEP: 0,
  ZERO: 1,
  REPLACE: 2,
  INCR: 3,
  DECR: 4,
  INCR_WRAP: 5,
  DECR_WRAP: 6,
  INVERT: 7,
} as const;
export type PipeStencilOp = (typeof PipeStencilOp)[keyof typeof PipeStencilOp];

/** PIPE_BLEND_*: blend equations. */
export const PipeBlend = {
  ADD: 0,
  SUBTRACT: 1,
  REVERSE_SUBTRACT: 2,
  MIN: 3,
  MAX: 4,
} as const;
export type PipeBlend = (typeof PipeBlend)[keyof typeof PipeBlend];

/** PIPE_BLENDFACTOR_* */
export const PipeBlendFactor = {
  ONE: 0x1,
  SRC_COLOR: 0x2,
  SRC_ALPHA: 0x3,
  DST_ALPHA: 0x4,
  DST_COLOR: 0x5,
  SRC_ALPHA_SATURATE: 0x6,
  CONST_COLOR: 0x7,
  CONST_ALPHA: 0x8,
  SRC1_COLOR: 0x9,
  SRC1_ALPHA: 0x0a,
  ZERO: 0x11,
  INV_SRC_COLOR: 0x12,
  INV_SRC_ALPHA: 0x13,
  INV_DST_ALPHA: 0x14,
  INV_DST_COLOR: 0x15,
  INV_CONST_COLOR: 0x17,
  INV_CONST_ALPHA: 0x18,
  INV_SRC1_COLOR: 0x19,
  INV_SRC1_ALPHA: 0x1a,
} as const;
export type PipeBlendFactor = (typeof PipeBlendFactor)[keyof typeof PipeBlendFactor];

/** PIPE_LOGICOP_* */
export const PipeLogicop = {
  CLEAR: 0,
  NOR: 1,
  AND_INVERTED: 2,
  COPY_INVERTED: 3,
  AND_REVERSE: 4,
  INVERT: 5,
  XOR: 6,
  NAND: 7,
  AND: 8,
  EQUIV: 9,
  NOOP: 10,
  OR_INVERTED: 11,
  COPY: 12,
  OR_REVERSE: 13,
  OR: 14,
  SET: 15,
} as const;
export type PipeLogicop = (typeof PipeLogicop)[keyof typeof PipeLogicop];

/** PIPE_FACE_*: which faces to cull (bit mask). */
export const PipeFace = {
  NONE: 0,
  FRONT: 1,
  BACK: 2,
  FRONT_AND_BACK: 3,
} as const;
export type PipeFace = (typeof PipeFace)[keyof typeof PipeFace];

/** PIPE_POLYGON_MODE_* */
export const PipePolygonMode = {
  FILL: 0,
  LINE: 1,
  POINT: 2,
} as const;
export type PipePolygonMode = (typeof PipePolygonMode)[keyof typeof PipePolygonMode];

/** PIPE_SPRITE_COORD_*: origin of point sprite coordinates. */
export const PipeSpriteCoord = {
  UPPER_LEFT: 0,
  LOWER_LEFT: 1,
} as const;
export type PipeSpriteCoord = (typeof PipeSpriteCoord)[keyof typeof PipeSpriteCoord];

/** PIPE_TEX_WRAP_* */
export const PipeTexWrap = {
  REPEAT: 0,
  CLAMP: 1,
  CLAMP_TO_EDGE: 2,
  CLAMP_TO_BORDER: 3,
  MIRROR_REPEAT: 4,
  MIRROR_CLAMP: 5,
  MIRROR_CLAMP_TO_EDGE: 6,
  MIRROR_CLAMP_TO_BORDER: 7,
} as const;
export type PipeTexWrap = (typeof PipeTexWrap)[keyof typeof PipeTexWrap];

/** PIPE_TEX_FILTER_*: image filters. */
export const PipeTexFilter = {
  NEAREST: 0,
  LINEAR: 1,
} as const;
export type PipeTexFilter = (typeof PipeTexFilter)[keyof typeof PipeTexFilter];

/** PIPE_TEX_MIPFILTER_* */
export const PipeTexMipfilter = {
  NEAREST: 0,
  LINEAR: 1,
  NONE: 2,
} as const;
export type PipeTexMipfilter = (typeof PipeTexMipfilter)[keyof typeof PipeTexMipfilter];

/** PIPE_TEX_COMPARE_* */
export const PipeTexCompare = {
  NONE: 0,
  R_TO_TEXTURE: 1,
} as const;
export type PipeTexCompare = (typeof PipeTexCompare)[keyof typeof PipeTexCompare];

/** PIPE_SWIZZLE_*: sampler-view channel sources. */
export const PipeSwizzle = {
  X: 0,
  Y: 1,
  Z: 2,
  W: 3,
  ZERO: 4,
  ONE: 5,
  NONE: 6,
} as const;
export type PipeSwizzle = (typeof PipeSwizzle)[keyof typeof PipeSwizzle];

/** PIPE_IMAGE_ACCESS_* (bit mask). */
export const PipeImageAccess = {
  READ: 1,
  WRITE: 2,
  READ_WRITE: 3,
} as const;

/** PIPE_SHADER_IR_*: what `tokens` of a shader state holds. */
export const PipeShaderIr = {
  TGSI: 0,
  NATIVE: 1,
} as const;
export type PipeShaderIr = (typeof PipeShaderIr)[keyof typeof PipeShaderIr];

/** PIPE_*_RESET: device reset status. */
export const PipeResetStatus = {
  NO_RESET: 0,
  GUILTY_CONTEXT_RESET: 1,
  INNOCENT_CONTEXT_RESET: 2,
  UNKNOWN_CONTEXT_RESET: 3,
} as const;
export type PipeResetStatus = (typeof PipeResetStatus)[keyof typeof PipeResetStatus];

/** PIPE_CONTEXT_*: context creation flags (bit mask). */
export const PipeContextFlag = {
  SCREEN_NOT_SHARED: 1 << 0,
  DEBUG: 1 << 1,
  ROBUST_BUFFER_ACCESS: 1 << 2,
  PREFER_THREADED: 1 << 3,
  LOSE_CONTEXT_ON_RESET: 1 << 4,
} as const;

/** PIPE_DEBUG_TYPE_*: kinds of messages sent through the debug callback. */
export const PipeDebugType = {
  OUT_OF_MEMORY: 1,
  ERROR: 2,
  SHADER_INFO: 3,
  PERF_INFO: 4,
  INFO: 5,
  FALLBACK: 6,
  CONFORMANCE: 7,
} as const;
export type PipeDebugType = (typeof PipeDebugType)[keyof typeof PipeDebugType];

/** Limits (PIPE_MAX_*). */
export const PIPE_MAX_COLOR_BUFS = 8;
export const PIPE_MAX_VIEWPORTS = 16;
export const PIPE_MAX_ATTRIBS = 32;
export const PIPE_MAX_CLIP_PLANES = 8;
export const PIPE_MAX_SAMPLERS = 32;
export const PIPE_MAX_SHADER_SAMPLER_VIEWS = 128;
export const PIPE_MAX_CONSTANT_BUFFERS = 16;
export const PIPE_MAX_SHADER_BUFFERS = 32;
export const PIPE_MAX_SHADER_IMAGES = 32;
export const PIPE_MAX_SO_BUFFERS = 4;
export const PIPE_MAX_SO_OUTPUTS = 64;
export const PIPE_MAX_WINDOW_RECTANGLES = 8;
export const PIPE_MAX_TEXTURE_LEVELS = 16;
