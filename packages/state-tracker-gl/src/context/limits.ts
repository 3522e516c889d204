// The implementation limits a context reports through glGet, derived from the screen's caps where the
// driver decides them and from Mesa's values where the state tracker does.
import { PipeCap, PipeCapf, type PipeScreen, PipeShader, PipeShaderCap } from '@gallium-ts/gallium-api';
import { CPU_DRIVER_CAPS, supportedPrimModes } from '@gallium-ts/gallium-api/util';
import { MAX_FFP_UNITS } from '../vertex/attrib-layout.js';
import { type VertexFetchCaps, vertexFetchCaps } from '../vertex/fetch-plan.js';

export interface GlLimits {
  textureUnits: number;
  lights: number;
  clipPlanes: number;
  modelviewStackDepth: number;
  projectionStackDepth: number;
  textureStackDepth: number;
  attribStackDepth: number;
  clientAttribStackDepth: number;
  listNesting: number;
  maxTextureSize: number;
  max3dTextureSize: number;
  maxCubeMapTextureSize: number;
  /** GL_MAX_RECTANGLE_TEXTURE_SIZE_ARB: a rectangle texture is one 2D level (PIPE_CAP_MAX_TEXTURE_2D_LEVELS). */
  maxRectangleTextureSize: number;
  maxTextureLevels: number;
  /** What GL advertises: at least the CPU drivers' ranges (wider ones are drawn by src/draw/cpu-primitives). */
  lineWidthRange: [number, number];
  pointSizeRange: [number, number];
  /** The widest aliased and smooth lines and the largest points the driver draws itself. */
  nativeLineWidth: number;
  nativeSmoothLineWidth: number;
  nativePointSize: number;
  nativeSmoothPointSize: number;
  /** PIPE_CAP_POLYGON_OFFSET_LINE_POINT: the driver offsets polygons drawn as lines or points. */
  offsetLinePoint: boolean;
  /** Unfilled polygons honour edge flags (PIPE_CAP_VERTEX_EDGE_FLAGS); else the CPU primitive path draws them. */
  edgeFlags: boolean;
  viewportMax: [number, number];
  /**
   * GL_MAX_TEXTURE_LOD_BIAS: the driver's, at least 16 (llvmpipe's; GL asks for 2). Biases the driver's
   * samplers cannot apply are lowered into the fragment program (TXB, src/objects/texture-sampling.ts).
   */
  maxLodBias: number;
  /** The largest |LOD bias| the driver's samplers apply (PIPE_CAPF_MAX_TEXTURE_LOD_BIAS). */
  samplerLodBias: number;
  maxAnisotropy: number;
  /** The pipe counts samples (OCCLUSION_COUNTER and the predicates); else SAMPLES_PASSED has 0 bits. */
  occlusionQuery: boolean;
  /** The pipe measures TIME_ELAPSED itself; else it is the difference of two TIMESTAMP queries. */
  timeElapsedQuery: boolean;
  /** The pipe has TIMESTAMP queries. */
  timestampQuery: boolean;
  timestampBits: number;
  conditionalRender: boolean;
  userVertexBuffers: boolean;
  userConstantBuffers: boolean;
  userIndexBuffers: boolean;
  generateMipmap: boolean;
  pointSprite: boolean;
  twoSidedStencil: boolean;
  blendEquationSeparate: boolean;
  mirrorClamp: boolean;
  textureShadow: boolean;
  npot: boolean;
  depthClamp: boolean;
  /** The pipe's alpha test (dsa.alpha); without it the fragment program kills (src/draw/lowering.ts). */
  alphaTest: boolean;
  /** The rasterizer's two-sided colour choice (lightTwoside); without it the fragment program picks by FACE. */
  twoSidedColor: boolean;
  /** The rasterizer's flat shading (flatshade); without it colour inputs are declared flat. */
  flatshade: boolean;
  /** PipePrim bit mask of the modes the driver draws; the others are converted (src/draw/prim-convert.ts). */
  supportedPrimModes: number;
  /** Sampler views may swizzle (PIPE_CAP_TEXTURE_SWIZZLE); else the fragment program swizzles texels. */
  textureSwizzle: boolean;
  /** Samplers may read their border colour (PIPE_CAP_TEXTURE_BORDER_COLOR); else the fragment program mixes it in. */
  textureBorderColor: boolean;
  /** The pipe applies logic ops (else the fragment program does: draw/logic-op-lowering.ts). */
  logicOp: boolean;
  /** What decides whether the driver fetches a vertex array as it is (vertex/fetch-plan.ts). */
  vertexFetch: VertexFetchCaps;
  /**
   * A blend function may pair a constant-colour factor with a constant-alpha one
   * (PIPE_CAP_BLEND_CONSTANT_COLOR_WITH_ALPHA); else draw/blend-constants.ts lowers such pairs.
   */
  blendConstantColorWithAlpha: boolean;
  /**
   * Colour buffers the pipe binds at once (PIPE_CAP_MAX_RENDER_TARGETS); with fewer than glDrawBuffer
   * names, each draw goes once per buffer (src/draw/color-passes.ts).
   */
  maxRenderTargets: number;
}

/** GL_MAX_TEXTURE_LOD_BIAS where the fragment program applies the bias (llvmpipe reports 16). */
export const LOWERED_MAX_LOD_BIAS = 16;

export function limitsFromScreen(screen: PipeScreen): GlLimits {
  const cap = (c: number) => screen.getParam(c);
  const fsSamplers = Math.min(
    screen.getShaderParam(PipeShader.FRAGMENT, PipeShaderCap.MAX_TEXTURE_SAMPLERS),
    screen.getShaderParam(PipeShader.FRAGMENT, PipeShaderCap.MAX_SAMPLER_VIEWS) || Number.POSITIVE_INFINITY,
  );
  const levels2d = cap(PipeCap.MAX_TEXTURE_2D_LEVELS);
  const levels3d = cap(PipeCap.MAX_TEXTURE_3D_LEVELS);
  const levelsCube = cap(PipeCap.MAX_TEXTURE_CUBE_LEVELS);
  const size = (levels: number) => (levels > 0 ? 1 << (levels - 1) : 0);
  const capf = (c: PipeCapf) => Math.max(1, screen.getParamf(c));
  const nativeLineWidth = capf(PipeCapf.MAX_LINE_WIDTH);
  const nativePointSize = capf(PipeCapf.MAX_POINT_WIDTH);
  const cpuCapf = (c: PipeCapf) => CPU_DRIVER_CAPS.capsf[c] ?? 1;
  const samplerLodBias = Math.max(0, screen.getParamf(PipeCapf.MAX_TEXTURE_LOD_BIAS) || 0);
  return {
    textureUnits: Math.max(0, Math.min(MAX_FFP_UNITS, fsSamplers)),
    lights: 8,
    clipPlanes: Math.min(8, cap(PipeCap.CLIP_PLANES) || 8),
    modelviewStackDepth: 32,
    projectionStackDepth: 32,
    textureStackDepth: 10,
    attribStackDepth: 16,
    clientAttribStackDepth: 16,
    listNesting: 64,
    maxTextureSize: size(levels2d),
    max3dTextureSize: size(levels3d),
    maxCubeMapTextureSize: size(levelsCube),
    maxRectangleTextureSize: size(levels2d),
    maxTextureLevels: levels2d,
    lineWidthRange: [1, Math.max(nativeLineWidth, cpuCapf(PipeCapf.MAX_LINE_WIDTH))],
    pointSizeRange: [1, Math.max(nativePointSize, cpuCapf(PipeCapf.MAX_POINT_WIDTH))],
    nativeLineWidth,
    nativeSmoothLineWidth: capf(PipeCapf.MAX_LINE_WIDTH_AA),
    nativePointSize,
    nativeSmoothPointSize: capf(PipeCapf.MAX_POINT_WIDTH_AA),
    offsetLinePoint: cap(PipeCap.POLYGON_OFFSET_LINE_POINT) !== 0,
    edgeFlags: cap(PipeCap.VERTEX_EDGE_FLAGS) !== 0,
    viewportMax: [16384, 16384],
    maxLodBias: Math.max(LOWERED_MAX_LOD_BIAS, samplerLodBias),
    samplerLodBias,
    // pipe_sampler_state.max_anisotropy is an integer of at most 16.
    maxAnisotropy: Math.min(16, Math.max(1, Math.floor(screen.getParamf(PipeCapf.MAX_TEXTURE_ANISOTROPY)))),
    occlusionQuery: cap(PipeCap.OCCLUSION_QUERY) !== 0,
    timeElapsedQuery: cap(PipeCap.QUERY_TIME_ELAPSED) !== 0,
    timestampQuery: cap(PipeCap.QUERY_TIMESTAMP) !== 0,
    timestampBits: cap(PipeCap.QUERY_TIMESTAMP_BITS) || 64,
    // NV_conditional_render renders by an occlusion query's result: it needs the pipe's occlusion queries.
    conditionalRender: cap(PipeCap.CONDITIONAL_RENDER) !== 0 && cap(PipeCap.OCCLUSION_QUERY) !== 0,
    userVertexBuffers: cap(PipeCap.USER_VERTEX_BUFFERS) !== 0,
    userConstantBuffers: cap(PipeCap.USER_CONSTANT_BUFFERS) !== 0,
    userIndexBuffers: cap(PipeCap.USER_INDEX_BUFFERS) !== 0,
    generateMipmap: cap(PipeCap.GENERATE_MIPMAP) !== 0,
    pointSprite: cap(PipeCap.POINT_SPRITE) !== 0,
    twoSidedStencil: cap(PipeCap.TWO_SIDED_STENCIL) !== 0,
    blendEquationSeparate: cap(PipeCap.BLEND_EQUATION_SEPARATE) !== 0,
    mirrorClamp: cap(PipeCap.TEXTURE_MIRROR_CLAMP) !== 0,
    textureShadow: cap(PipeCap.TEXTURE_SHADOW_MAP) !== 0,
    npot: cap(PipeCap.NPOT_TEXTURES) !== 0,
    depthClamp: cap(PipeCap.DEPTH_CLIP_DISABLE) !== 0,
    alphaTest: cap(PipeCap.ALPHA_TEST) !== 0,
    twoSidedColor: cap(PipeCap.TWO_SIDED_COLOR) !== 0,
    flatshade: cap(PipeCap.FLATSHADE) !== 0,
    supportedPrimModes: supportedPrimModes(screen),
    textureSwizzle: cap(PipeCap.TEXTURE_SWIZZLE) !== 0,
    textureBorderColor: cap(PipeCap.TEXTURE_BORDER_COLOR) !== 0,
    logicOp: cap(PipeCap.LOGIC_OP) !== 0,
    vertexFetch: vertexFetchCaps(screen),
    blendConstantColorWithAlpha: cap(PipeCap.BLEND_CONSTANT_COLOR_WITH_ALPHA) !== 0,
    maxRenderTargets: Math.max(1, cap(PipeCap.MAX_RENDER_TARGETS)),
  };
}
