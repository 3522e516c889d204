// What validation needs to know about a screen: the capability queries (PipeCapsSource, which every
// PipeScreen satisfies) and the numeric limits read from them once per context (PipeLimits).
import { PipeCap, PipeCapf, PipeComputeCap, PipeShaderCap } from '../caps.js';
import {
  PIPE_MAX_ATTRIBS,
  PIPE_MAX_CONSTANT_BUFFERS,
  PIPE_MAX_SAMPLERS,
  PIPE_MAX_SHADER_BUFFERS,
  PIPE_MAX_SHADER_IMAGES,
  PIPE_MAX_SHADER_SAMPLER_VIEWS,
  PIPE_MAX_SO_BUFFERS,
  PIPE_MAX_TEXTURE_LEVELS,
  PIPE_MAX_VIEWPORTS,
  PIPE_MAX_WINDOW_RECTANGLES,
  PIPE_SHADER_TYPES,
  PipePrim,
  PipeShader,
  PipeShaderIr,
} from '../enums.js';
import type { PipeScreen } from '../screen.js';

/** The capability half of PipeScreen; a screen is one, and so is a caps table. */
export type PipeCapsSource = Pick<
  PipeScreen,
  'getParam' | 'getParamf' | 'getShaderParam' | 'getComputeParam' | 'isFormatSupported'
>;

/** Per-stage limits (PIPE_SHADER_CAP_*), clamped to the PIPE_MAX_* array sizes. */
export interface PipeStageLimits {
  /** The stage exists (MAX_INSTRUCTIONS > 0). */
  readonly supported: boolean;
  readonly maxConstBuffers: number;
  readonly maxConstBufferSize: number;
  readonly maxSamplers: number;
  readonly maxSamplerViews: number;
  readonly maxShaderBuffers: number;
  readonly maxShaderImages: number;
  /** PipeShaderIr bit mask of accepted shader IRs. */
  readonly supportedIrs: number;
}

/** Compute limits (PIPE_COMPUTE_CAP_* of the TGSI IR); all 0 on a screen without compute. */
export interface PipeComputeLimits {
  /** Blocks per grid dimension (MAX_GRID_SIZE). */
  readonly maxGridSize: readonly [number, number, number];
  /** Threads per block dimension (MAX_BLOCK_SIZE). */
  readonly maxBlockSize: readonly [number, number, number];
  /** Threads per block in all (MAX_THREADS_PER_BLOCK). */
  readonly maxThreadsPerBlock: number;
  /** Bytes of shared (LOCAL), PRIVATE and INPUT memory (MAX_LOCAL_SIZE, MAX_PRIVATE_SIZE, MAX_INPUT_SIZE). */
  readonly maxLocalSize: number;
  readonly maxPrivateSize: number;
  readonly maxInputSize: number;
}

/** Screen limits used by argument validation. Sizes are in texels, counts in slots. */
export interface PipeLimits {
  readonly maxTexture2DSize: number;
  readonly maxTexture3DSize: number;
  readonly maxTextureCubeSize: number;
  readonly maxTextureArrayLayers: number;
  readonly maxTextureBufferSize: number;
  readonly maxRenderTargets: number;
  readonly maxViewports: number;
  readonly maxWindowRectangles: number;
  readonly maxVertexBuffers: number;
  readonly maxVertexAttribStride: number;
  readonly maxStreamOutputBuffers: number;
  readonly maxVertexStreams: number;
  readonly constantBufferOffsetAlignment: number;
  readonly shaderBufferOffsetAlignment: number;
  readonly userVertexBuffers: boolean;
  readonly userIndexBuffers: boolean;
  readonly userConstantBuffers: boolean;
  readonly conditionalRender: boolean;
  readonly compute: boolean;
  readonly computeLimits: PipeComputeLimits;
  readonly textureBufferObjects: boolean;
  readonly cubeMapArray: boolean;
  readonly samplerViewTarget: boolean;
  readonly textureMultisample: boolean;
  readonly resourceFromUserMemory: boolean;
  readonly persistentMaps: boolean;
  readonly queryBufferObject: boolean;
  readonly clearTexture: boolean;
  readonly generateMipmap: boolean;
  readonly stages: readonly PipeStageLimits[];
  /** Cap-gated features, each the value of the cap that offers it (see cap-checks.ts). */
  readonly gates: PipeCapGates;
}

/**
 * The PipePrim bit mask of the modes a screen draws (PIPE_CAP_SUPPORTED_PRIM_MODES); a screen that does
 * not report the cap (0) draws every mode, as before the cap existed.
 */
export function supportedPrimModes(caps: Pick<PipeCapsSource, 'getParam'>): number {
  return caps.getParam(PipeCap.SUPPORTED_PRIM_MODES) || (1 << (PipePrim.PATCHES + 1)) - 1;
}

/** Features the caps may deny, read once per screen. */
export interface PipeCapGates {
  readonly drawIndirect: boolean;
  readonly primitiveRestart: boolean;
  readonly primitiveRestartForPatches: boolean;
  readonly startInstance: boolean;
  readonly tessellation: boolean;
  readonly instanceDivisor: boolean;
  readonly vertexBufferOffset4ByteAligned: boolean;
  readonly vertexBufferStride4ByteAligned: boolean;
  readonly vertexElementOffset4ByteAligned: boolean;
  readonly conditionalRenderInverted: boolean;
  readonly independentBlendEnable: boolean;
  readonly independentBlendFunc: boolean;
  readonly blendEquationSeparate: boolean;
  readonly dualSourceBlend: boolean;
  readonly textureSwizzle: boolean;
  readonly textureMirrorClamp: boolean;
  readonly seamlessCubeMapPerTexture: boolean;
  readonly anisotropicFilter: boolean;
  readonly maxTextureAnisotropy: number;
  readonly maxTextureLodBias: number;
  readonly textureShadowMap: boolean;
  readonly depthClipDisable: boolean;
  readonly depthClipDisableSeparate: boolean;
  readonly depthClampEnable: boolean;
  readonly clipHalfz: boolean;
  readonly pointSprite: boolean;
  readonly polygonOffsetClamp: boolean;
  readonly polygonOffsetUnitsUnscaled: boolean;
  readonly maxLineWidth: number;
  readonly maxLineWidthAa: number;
  readonly maxPointWidth: number;
  readonly maxPointWidthAa: number;
  readonly flatshade: boolean;
  readonly twoSidedColor: boolean;
  readonly alphaTest: boolean;
  readonly logicOp: boolean;
  readonly blendConstantColorWithAlpha: boolean;
  readonly textureBorderColor: boolean;
  readonly polygonOffsetLinePoint: boolean;
  /** PipePrim bit mask of the modes draw_vbo accepts (SUPPORTED_PRIM_MODES). */
  readonly supportedPrimModes: number;
  readonly depthBoundsTest: boolean;
  readonly twoSidedStencil: boolean;
  readonly sampleShading: boolean;
  readonly textureBarrier: boolean;
  readonly framebufferNoAttachment: boolean;
  readonly mixedFramebufferSizes: boolean;
  readonly mixedColorbufferFormats: boolean;
}

/** Reads PipeLimits from a caps source. */
export function readLimits(caps: PipeCapsSource): PipeLimits {
  const levelsToSize = (cap: number) => {
    const levels = Math.min(caps.getParam(cap), PIPE_MAX_TEXTURE_LEVELS);
    return levels > 0 ? 2 ** (levels - 1) : 0;
  };
  const flag = (cap: number) => caps.getParam(cap) !== 0;
  const stageExists = (shader: PipeShader) => caps.getShaderParam(shader, PipeShaderCap.MAX_INSTRUCTIONS) > 0;
  const stages: PipeStageLimits[] = [];
  for (let shader = 0; shader < PIPE_SHADER_TYPES; shader++) {
    const param = (cap: number, max: number) =>
      Math.max(0, Math.min(caps.getShaderParam(shader as PipeShader, cap), max));
    stages.push({
      supported: caps.getShaderParam(shader as PipeShader, PipeShaderCap.MAX_INSTRUCTIONS) > 0,
      maxConstBuffers: param(PipeShaderCap.MAX_CONST_BUFFERS, PIPE_MAX_CONSTANT_BUFFERS),
      maxConstBufferSize: param(PipeShaderCap.MAX_CONST_BUFFER_SIZE, Number.MAX_SAFE_INTEGER),
      maxSamplers: param(PipeShaderCap.MAX_TEXTURE_SAMPLERS, PIPE_MAX_SAMPLERS),
      maxSamplerViews: param(PipeShaderCap.MAX_SAMPLER_VIEWS, PIPE_MAX_SHADER_SAMPLER_VIEWS),
      maxShaderBuffers: param(PipeShaderCap.MAX_SHADER_BUFFERS, PIPE_MAX_SHADER_BUFFERS),
      maxShaderImages: param(PipeShaderCap.MAX_SHADER_IMAGES, PIPE_MAX_SHADER_IMAGES),
      supportedIrs: caps.getShaderParam(shader as PipeShader, PipeShaderCap.SUPPORTED_IRS),
    });
  }
  return {
    maxTexture2DSize: levelsToSize(PipeCap.MAX_TEXTURE_2D_LEVELS),
    maxTexture3DSize: levelsToSize(PipeCap.MAX_TEXTURE_3D_LEVELS),
    maxTextureCubeSize: levelsToSize(PipeCap.MAX_TEXTURE_CUBE_LEVELS),
    maxTextureArrayLayers: caps.getParam(PipeCap.MAX_TEXTURE_ARRAY_LAYERS),
    maxTextureBufferSize: caps.getParam(PipeCap.MAX_TEXTURE_BUFFER_SIZE),
    maxRenderTargets: Math.min(caps.getParam(PipeCap.MAX_RENDER_TARGETS), 8),
    maxViewports: Math.max(1, Math.min(caps.getParam(PipeCap.MAX_VIEWPORTS), PIPE_MAX_VIEWPORTS)),
    maxWindowRectangles: Math.min(caps.getParam(PipeCap.MAX_WINDOW_RECTANGLES), PIPE_MAX_WINDOW_RECTANGLES),
    maxVertexBuffers: PIPE_MAX_ATTRIBS,
    maxVertexAttribStride: caps.getParam(PipeCap.MAX_VERTEX_ATTRIB_STRIDE) || 2048,
    maxStreamOutputBuffers: Math.min(caps.getParam(PipeCap.MAX_STREAM_OUTPUT_BUFFERS), PIPE_MAX_SO_BUFFERS),
    maxVertexStreams: Math.max(1, caps.getParam(PipeCap.MAX_VERTEX_STREAMS)),
    constantBufferOffsetAlignment: Math.max(1, caps.getParam(PipeCap.CONSTANT_BUFFER_OFFSET_ALIGNMENT)),
    shaderBufferOffsetAlignment: Math.max(1, caps.getParam(PipeCap.SHADER_BUFFER_OFFSET_ALIGNMENT)),
    userVertexBuffers: flag(PipeCap.USER_VERTEX_BUFFERS),
    userIndexBuffers: flag(PipeCap.USER_INDEX_BUFFERS),
    userConstantBuffers: flag(PipeCap.USER_CONSTANT_BUFFERS),
    conditionalRender: flag(PipeCap.CONDITIONAL_RENDER),
    compute: flag(PipeCap.COMPUTE),
    computeLimits: readComputeLimits(caps, flag(PipeCap.COMPUTE)),
    textureBufferObjects: flag(PipeCap.TEXTURE_BUFFER_OBJECTS),
    cubeMapArray: flag(PipeCap.CUBE_MAP_ARRAY),
    samplerViewTarget: flag(PipeCap.SAMPLER_VIEW_TARGET),
    textureMultisample: flag(PipeCap.TEXTURE_MULTISAMPLE),
    resourceFromUserMemory: flag(PipeCap.RESOURCE_FROM_USER_MEMORY),
    persistentMaps: flag(PipeCap.BUFFER_MAP_PERSISTENT_COHERENT),
    queryBufferObject: flag(PipeCap.QUERY_BUFFER_OBJECT),
    clearTexture: flag(PipeCap.CLEAR_TEXTURE),
    generateMipmap: flag(PipeCap.GENERATE_MIPMAP),
    stages,
    gates: {
      drawIndirect: flag(PipeCap.DRAW_INDIRECT),
      primitiveRestart: flag(PipeCap.PRIMITIVE_RESTART),
      primitiveRestartForPatches: flag(PipeCap.PRIMITIVE_RESTART_FOR_PATCHES),
      startInstance: flag(PipeCap.START_INSTANCE),
      tessellation: stageExists(PipeShader.TESS_CTRL) && stageExists(PipeShader.TESS_EVAL),
      instanceDivisor: flag(PipeCap.VERTEX_ELEMENT_INSTANCE_DIVISOR),
      vertexBufferOffset4ByteAligned: flag(PipeCap.VERTEX_BUFFER_OFFSET_4BYTE_ALIGNED_ONLY),
      vertexBufferStride4ByteAligned: flag(PipeCap.VERTEX_BUFFER_STRIDE_4BYTE_ALIGNED_ONLY),
      vertexElementOffset4ByteAligned: flag(PipeCap.VERTEX_ELEMENT_SRC_OFFSET_4BYTE_ALIGNED_ONLY),
      conditionalRenderInverted: flag(PipeCap.CONDITIONAL_RENDER_INVERTED),
      independentBlendEnable: flag(PipeCap.INDEP_BLEND_ENABLE),
      independentBlendFunc: flag(PipeCap.INDEP_BLEND_FUNC),
      blendEquationSeparate: flag(PipeCap.BLEND_EQUATION_SEPARATE),
      dualSourceBlend: flag(PipeCap.MAX_DUAL_SOURCE_RENDER_TARGETS),
      textureSwizzle: flag(PipeCap.TEXTURE_SWIZZLE),
      textureMirrorClamp: flag(PipeCap.TEXTURE_MIRROR_CLAMP),
      seamlessCubeMapPerTexture: flag(PipeCap.SEAMLESS_CUBE_MAP_PER_TEXTURE),
      anisotropicFilter: flag(PipeCap.ANISOTROPIC_FILTER),
      maxTextureAnisotropy: caps.getParamf(PipeCapf.MAX_TEXTURE_ANISOTROPY),
      maxTextureLodBias: caps.getParamf(PipeCapf.MAX_TEXTURE_LOD_BIAS),
      textureShadowMap: flag(PipeCap.TEXTURE_SHADOW_MAP),
      depthClipDisable: flag(PipeCap.DEPTH_CLIP_DISABLE),
      depthClipDisableSeparate: flag(PipeCap.DEPTH_CLIP_DISABLE_SEPARATE),
      depthClampEnable: flag(PipeCap.DEPTH_CLAMP_ENABLE),
      clipHalfz: flag(PipeCap.CLIP_HALFZ),
      pointSprite: flag(PipeCap.POINT_SPRITE),
      polygonOffsetClamp: flag(PipeCap.POLYGON_OFFSET_CLAMP),
      polygonOffsetUnitsUnscaled: flag(PipeCap.POLYGON_OFFSET_UNITS_UNSCALED),
      maxLineWidth: caps.getParamf(PipeCapf.MAX_LINE_WIDTH),
      maxLineWidthAa: caps.getParamf(PipeCapf.MAX_LINE_WIDTH_AA),
      maxPointWidth: caps.getParamf(PipeCapf.MAX_POINT_WIDTH),
      maxPointWidthAa: caps.getParamf(PipeCapf.MAX_POINT_WIDTH_AA),
      flatshade: flag(PipeCap.FLATSHADE),
      twoSidedColor: flag(PipeCap.TWO_SIDED_COLOR),
      alphaTest: flag(PipeCap.ALPHA_TEST),
      logicOp: flag(PipeCap.LOGIC_OP),
      blendConstantColorWithAlpha: flag(PipeCap.BLEND_CONSTANT_COLOR_WITH_ALPHA),
      textureBorderColor: flag(PipeCap.TEXTURE_BORDER_COLOR),
      polygonOffsetLinePoint: flag(PipeCap.POLYGON_OFFSET_LINE_POINT),
      supportedPrimModes: supportedPrimModes(caps),
      depthBoundsTest: flag(PipeCap.DEPTH_BOUNDS_TEST),
      twoSidedStencil: flag(PipeCap.TWO_SIDED_STENCIL),
      sampleShading: flag(PipeCap.SAMPLE_SHADING),
      textureBarrier: flag(PipeCap.TEXTURE_BARRIER),
      framebufferNoAttachment: flag(PipeCap.FRAMEBUFFER_NO_ATTACHMENT),
      mixedFramebufferSizes: flag(PipeCap.MIXED_FRAMEBUFFER_SIZES),
      mixedColorbufferFormats: flag(PipeCap.MIXED_COLORBUFFER_FORMATS),
    },
  };
}

/** The compute limits of a screen; sizes per dimension come as arrays, a single number applies to all three. */
function readComputeLimits(caps: PipeCapsSource, compute: boolean): PipeComputeLimits {
  const value = (cap: number) => (compute ? caps.getComputeParam(PipeShaderIr.TGSI, cap) : 0);
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);
  const sizes = (cap: number): [number, number, number] => {
    const v = value(cap);
    return Array.isArray(v) ? [count(v[0]), count(v[1]), count(v[2])] : [count(v), count(v), count(v)];
  };
  return {
    maxGridSize: sizes(PipeComputeCap.MAX_GRID_SIZE),
    maxBlockSize: sizes(PipeComputeCap.MAX_BLOCK_SIZE),
    maxThreadsPerBlock: count(value(PipeComputeCap.MAX_THREADS_PER_BLOCK)),
    maxLocalSize: count(value(PipeComputeCap.MAX_LOCAL_SIZE)),
    maxPrivateSize: count(value(PipeComputeCap.MAX_PRIVATE_SIZE)),
    maxInputSize: count(value(PipeComputeCap.MAX_INPUT_SIZE)),
  };
}
