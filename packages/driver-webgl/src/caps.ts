// The caps of a WebGL2 screen, built from what its context reported at creation (limits, extensions):
// exactly what the driver does on that context. Caps the driver declines are listed with the reason in
// the README ("Caps declined").
import {
  formatDescription,
  isFormat,
  PipeBind,
  PipeCap,
  PipeCapf,
  PipeComputeCap,
  type PipeFormat,
  PipePrim,
  PipeShaderCap,
  PipeTextureTarget,
} from '@gallium-ts/gallium-api';
import { BindingClaims, type PipeCapsTable, TGSI_STAGE_CAPS } from '@gallium-ts/gallium-api/util';
import { glVertexFormat } from './context/vertex-formats.js';
import type { WebglDevice } from './device.js';
import { type GlFeature, glTextureFormat } from './formats.js';

const T = PipeTextureTarget;

function levels(size: number): number {
  return Math.floor(Math.log2(size)) + 1;
}

/** Whether a GlFeature holds on this device. */
function has(device: WebglDevice, feature: GlFeature): boolean {
  return feature === 'always' || (feature === 'float-extension' && device.extensions.colorBufferFloat);
}

const PLAIN_BUFFER_BINDS =
  PipeBind.CONSTANT_BUFFER |
  PipeBind.STREAM_OUTPUT |
  PipeBind.QUERY_BUFFER |
  PipeBind.CUSTOM |
  PipeBind.LINEAR;
const DISPLAY_BINDS = PipeBind.DISPLAY_TARGET | PipeBind.SCANOUT | PipeBind.SHARED;

/** is_format_supported on this device. */
export function webglFormatSupported(
  device: WebglDevice,
  format: PipeFormat,
  target: PipeTextureTarget,
  sampleCount: number,
  storageSampleCount: number,
  bindings: number,
): boolean {
  if (!isFormat(format) || sampleCount > 1 || storageSampleCount > 1) return false;
  const claims = BindingClaims.of(bindings);
  if (!claims) return false;
  if (target === T.BUFFER) {
    const d = formatDescription(format);
    return (
      claims.take(PipeBind.VERTEX_BUFFER, glVertexFormat(format) !== null) &&
      claims.take(PipeBind.INDEX_BUFFER, d.isIndex) &&
      claims.take(PLAIN_BUFFER_BINDS, true) &&
      claims.allClaimed
    );
  }
  if (target === T.TEXTURE_CUBE_ARRAY) return false;
  const g = glTextureFormat(format);
  if (!g) return false;
  const depth = g.kind === 'depth' || g.kind === 'depthStencil';
  // depth textures: 2D and 2D arrays (readback samples them with texelFetch), never 3D
  if (
    depth &&
    target !== T.TEXTURE_2D &&
    target !== T.TEXTURE_RECT &&
    target !== T.TEXTURE_2D_ARRAY &&
    target !== T.TEXTURE_1D &&
    target !== T.TEXTURE_1D_ARRAY
  )
    return false;
  const renderable = !depth && has(device, g.renderable);
  const blendable =
    renderable &&
    g.kind === 'float' &&
    (g.type === 0x1401 || g.type === 0x8363 || g.type === 0x8368 || device.extensions.colorBufferFloat);
  const presentable =
    (target === T.TEXTURE_2D || target === T.TEXTURE_RECT) && renderable && g.kind === 'float';
  return (
    claims.take(PipeBind.SAMPLER_VIEW, true) &&
    claims.take(PipeBind.RENDER_TARGET, renderable) &&
    claims.take(PipeBind.BLENDABLE, blendable) &&
    claims.take(PipeBind.DEPTH_STENCIL, depth) &&
    claims.take(DISPLAY_BINDS, presentable) &&
    claims.take(PipeBind.LINEAR, true) &&
    claims.allClaimed
  );
}

/** Whether a format is a float colour format that filters only with OES_texture_float_linear. */
export function needsFloatLinear(format: PipeFormat): boolean {
  const g = glTextureFormat(format);
  return g !== null && g.filterable === 'float-extension';
}

/** The caps table of a device. */
export function webglCaps(device: WebglDevice): PipeCapsTable {
  const l = device.limits;
  const e = device.extensions;
  const caps: PipeCapsTable['caps'] = {
    [PipeCap.NPOT_TEXTURES]: 1,
    [PipeCap.TWO_SIDED_STENCIL]: 1,
    [PipeCap.POINT_SPRITE]: 1,
    [PipeCap.MAX_RENDER_TARGETS]: l.maxDrawBuffers,
    [PipeCap.OCCLUSION_QUERY]: e.colorBufferFloat ? 1 : 0,
    // in browsers predicates are counted too (query results arrive only after the task ends)
    [PipeCap.OCCLUSION_QUERY_PREDICATE_CONSERVATIVE]: device.syncQueryResults || e.colorBufferFloat ? 1 : 0,
    [PipeCap.QUERY_TIME_ELAPSED]: e.disjointTimerQuery && device.syncQueryResults ? 1 : 0,
    [PipeCap.QUERY_TIMESTAMP]: 1,
    [PipeCap.TEXTURE_SHADOW_MAP]: 1,
    [PipeCap.MAX_TEXTURE_2D_LEVELS]: Math.min(levels(l.maxTextureSize), 15),
    [PipeCap.MAX_TEXTURE_3D_LEVELS]: Math.min(levels(l.max3dTextureSize), 12),
    [PipeCap.MAX_TEXTURE_CUBE_LEVELS]: Math.min(levels(l.maxCubeMapSize), 15),
    [PipeCap.BLEND_EQUATION_SEPARATE]: 1,
    [PipeCap.SM3]: 1,
    [PipeCap.PRIMITIVE_RESTART]: 1,
    [PipeCap.MAX_STREAM_OUTPUT_BUFFERS]: 4,
    [PipeCap.MAX_STREAM_OUTPUT_SEPARATE_COMPONENTS]: 16,
    [PipeCap.MAX_STREAM_OUTPUT_INTERLEAVED_COMPONENTS]: 64,
    [PipeCap.QUERY_SO_OVERFLOW]: 1,
    [PipeCap.INDEP_BLEND_ENABLE]: e.drawBuffersIndexed ? 1 : 0,
    [PipeCap.INDEP_BLEND_FUNC]: e.drawBuffersIndexed ? 1 : 0,
    [PipeCap.MAX_TEXTURE_ARRAY_LAYERS]: l.maxArrayLayers,
    [PipeCap.TGSI_FS_COORD_ORIGIN_UPPER_LEFT]: 1,
    [PipeCap.TGSI_FS_COORD_ORIGIN_LOWER_LEFT]: 1,
    [PipeCap.TGSI_FS_COORD_PIXEL_CENTER_HALF_INTEGER]: 1,
    [PipeCap.TGSI_FS_COORD_PIXEL_CENTER_INTEGER]: 1,
    [PipeCap.TGSI_INSTANCEID]: 1,
    [PipeCap.VERTEX_ELEMENT_INSTANCE_DIVISOR]: 1,
    [PipeCap.MIXED_COLORBUFFER_FORMATS]: 1,
    [PipeCap.SEAMLESS_CUBE_MAP]: 1,
    [PipeCap.SEAMLESS_CUBE_MAP_PER_TEXTURE]: 1,
    [PipeCap.MIN_TEXEL_OFFSET]: -8,
    [PipeCap.MAX_TEXEL_OFFSET]: 7,
    [PipeCap.CONDITIONAL_RENDER]: 1,
    [PipeCap.CONDITIONAL_RENDER_INVERTED]: 1,
    [PipeCap.VERTEX_COLOR_UNCLAMPED]: 1,
    [PipeCap.GLSL_FEATURE_LEVEL]: 130,
    [PipeCap.USER_VERTEX_BUFFERS]: 1,
    [PipeCap.USER_INDEX_BUFFERS]: 1,
    [PipeCap.USER_CONSTANT_BUFFERS]: 1,
    [PipeCap.CONSTANT_BUFFER_OFFSET_ALIGNMENT]: 16,
    [PipeCap.START_INSTANCE]: 1,
    [PipeCap.MIN_MAP_BUFFER_ALIGNMENT]: 64,
    [PipeCap.MAX_VIEWPORTS]: 1,
    [PipeCap.VENDOR_ID]: 0xffffffff,
    [PipeCap.DEVICE_ID]: 0xffffffff,
    [PipeCap.ACCELERATED]: 1,
    [PipeCap.VIDEO_MEMORY]: 1024,
    [PipeCap.UMA]: 0,
    [PipeCap.MAX_VERTEX_ATTRIB_STRIDE]: 252,
    [PipeCap.VERTEX_BUFFER_OFFSET_4BYTE_ALIGNED_ONLY]: 1,
    [PipeCap.VERTEX_BUFFER_STRIDE_4BYTE_ALIGNED_ONLY]: 1,
    [PipeCap.VERTEX_ELEMENT_SRC_OFFSET_4BYTE_ALIGNED_ONLY]: 1,
    [PipeCap.TEXTURE_FLOAT_LINEAR]: e.textureFloatLinear ? 1 : 0,
    [PipeCap.TEXTURE_HALF_FLOAT_LINEAR]: 1,
    [PipeCap.CLEAR_TEXTURE]: 1,
    [PipeCap.GENERATE_MIPMAP]: 1,
    [PipeCap.QUERY_BUFFER_OBJECT]: 1,
    [PipeCap.TGSI_PACK_HALF_FLOAT]: 1,
    [PipeCap.TGSI_CAN_READ_OUTPUTS]: 1,
    [PipeCap.QUADS_FOLLOW_PROVOKING_VERTEX_CONVENTION]: 1,
    [PipeCap.MAX_TEXTURE_UPLOAD_MEMORY_BUDGET]: 64 << 20,
    [PipeCap.TWO_SIDED_COLOR]: 1,
    [PipeCap.FLATSHADE]: 1,
    [PipeCap.ALPHA_TEST]: 1,
    // Every mode but PATCHES: what WebGL2 lacks (quads, quad strips, polygons, adjacency, first-vertex
    // provoking) is converted to index lists here, with the polygon mode decided per triangle facing
    // (draw-plan.ts), which a caller's index list could not do for unfilled quads and polygons.
    [PipeCap.SUPPORTED_PRIM_MODES]: (1 << PipePrim.PATCHES) - 1,
    [PipeCap.CLIP_PLANES]: 8,
    [PipeCap.MAX_VARYINGS]: 15,
    [PipeCap.QUERY_TIMESTAMP_BITS]: 64,
  };
  const capsf: PipeCapsTable['capsf'] = {
    [PipeCapf.MAX_LINE_WIDTH]: l.lineWidthRange[1],
    [PipeCapf.MAX_LINE_WIDTH_AA]: l.lineWidthRange[1],
    [PipeCapf.MAX_POINT_WIDTH]: l.pointSizeRange[1],
    [PipeCapf.MAX_POINT_WIDTH_AA]: l.pointSizeRange[1],
    [PipeCapf.MAX_TEXTURE_LOD_BIAS]: 0,
  };
  const stage = (units: number, blocks: number): Readonly<Partial<Record<PipeShaderCap, number>>> => ({
    ...TGSI_STAGE_CAPS,
    [PipeShaderCap.MAX_INPUTS]: 16,
    [PipeShaderCap.MAX_OUTPUTS]: 16,
    [PipeShaderCap.MAX_CONST_BUFFER_SIZE]: l.maxUniformBlockSize,
    [PipeShaderCap.MAX_CONST_BUFFERS]: Math.min(blocks, 16),
    [PipeShaderCap.MAX_TEXTURE_SAMPLERS]: Math.min(units, 16),
    [PipeShaderCap.MAX_SAMPLER_VIEWS]: Math.min(units, 16),
  });
  const vertexUnits = Math.min(l.maxVertexTextureUnits, Math.floor(l.maxCombinedTextureUnits / 2));
  return {
    caps,
    capsf,
    shaderCaps: [
      stage(vertexUnits, l.maxVertexUniformBlocks),
      stage(Math.min(l.maxTextureUnits, l.maxCombinedTextureUnits - vertexUnits), l.maxFragmentUniformBlocks),
      {},
      {},
      {},
      {},
    ],
    computeCaps: { [PipeComputeCap.IR_TARGET]: '', [PipeComputeCap.GRID_DIMENSION]: 0 },
    isFormatSupported: (format, target, sampleCount, storageSampleCount, bindings) =>
      webglFormatSupported(device, format, target, sampleCount, storageSampleCount, bindings),
  };
}
