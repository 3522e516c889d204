// Constructors for state templates with Gallium's zero defaults, so callers only spell out what differs:
// `rasterizerState({ cullFace: PipeFace.BACK })`. Every call returns a fresh object the caller owns.

import { levelHeight, levelLayers, levelWidth } from './box.js';
import {
  PIPE_MAX_COLOR_BUFS,
  PipeBlend,
  PipeBlendFactor,
  PipeFace,
  PipeFunc,
  PipeLogicop,
  PipeMask,
  PipePolygonMode,
  PipePrim,
  PipeShaderIr,
  PipeSpriteCoord,
  PipeStencilOp,
  PipeSwizzle,
  PipeTexCompare,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTextureTarget,
  PipeTexWrap,
  PipeUsage,
} from './enums.js';
import { PipeFormat } from './format/format-enum.js';
import { formatDescription } from './format/format-table.js';
import type { PipeResource } from './objects.js';
import type {
  PipeBlendState,
  PipeBlitInfo,
  PipeBlitSide,
  PipeComputeState,
  PipeDepthStencilAlphaState,
  PipeDrawInfo,
  PipeRasterizerState,
  PipeResourceTemplate,
  PipeRtBlendState,
  PipeSamplerState,
  PipeSamplerViewTemplate,
  PipeShaderState,
  PipeStencilState,
  PipeSurfaceTemplate,
} from './state.js';

/** A resource template: a 1×1 RGBA8 2D texture unless overridden. */
export function resourceTemplate(fields: Partial<PipeResourceTemplate> = {}): PipeResourceTemplate {
  return {
    target: PipeTextureTarget.TEXTURE_2D,
    format: PipeFormat.R8G8B8A8_UNORM,
    width0: 1,
    height0: 1,
    depth0: 1,
    arraySize: 1,
    lastLevel: 0,
    nrSamples: 0,
    usage: PipeUsage.DEFAULT,
    bind: 0,
    flags: 0,
    ...fields,
  };
}

/** A buffer template of `size` bytes with PipeBind `bind`. */
export function bufferTemplate(
  size: number,
  bind: number,
  usage: PipeUsage = PipeUsage.DEFAULT,
): PipeResourceTemplate {
  return resourceTemplate({
    target: PipeTextureTarget.BUFFER,
    format: PipeFormat.NONE,
    width0: size,
    bind,
    usage,
  });
}

/** One render target's blend state: blending off, writing RGBA. */
export function rtBlendState(fields: Partial<PipeRtBlendState> = {}): PipeRtBlendState {
  return {
    blendEnable: false,
    rgbFunc: PipeBlend.ADD,
    rgbSrcFactor: PipeBlendFactor.ONE,
    rgbDstFactor: PipeBlendFactor.ZERO,
    alphaFunc: PipeBlend.ADD,
    alphaSrcFactor: PipeBlendFactor.ONE,
    alphaDstFactor: PipeBlendFactor.ZERO,
    colormask: PipeMask.RGBA,
    ...fields,
  };
}

/** A blend state: `rt0` applies to render target 0 (and to all targets unless independent blending). */
export function blendState(
  fields: Partial<Omit<PipeBlendState, 'rt'>> = {},
  rt0: Partial<PipeRtBlendState> = {},
): PipeBlendState {
  return {
    independentBlendEnable: false,
    logicopEnable: false,
    logicopFunc: PipeLogicop.COPY,
    dither: false,
    alphaToCoverage: false,
    alphaToOne: false,
    ...fields,
    rt: Array.from({ length: PIPE_MAX_COLOR_BUFS }, (_, i) => rtBlendState(i === 0 ? rt0 : {})),
  };
}

/** One face's stencil state: disabled, ALWAYS, KEEP everywhere, masks 0xff. */
export function stencilState(fields: Partial<PipeStencilState> = {}): PipeStencilState {
  return {
    enabled: false,
    func: PipeFunc.ALWAYS,
    failOp: PipeStencilOp.KEEP,
    zpassOp: PipeStencilOp.KEEP,
    zfailOp: PipeStencilOp.KEEP,
    valuemask: 0xff,
    writemask: 0xff,
    ...fields,
  };
}

/** Depth/stencil/alpha state with every test off. */
export function depthStencilAlphaState(
  fields: {
    depth?: Partial<PipeDepthStencilAlphaState['depth']>;
    stencil?: Partial<PipeStencilState>[];
    alpha?: Partial<PipeDepthStencilAlphaState['alpha']>;
  } = {},
): PipeDepthStencilAlphaState {
  return {
    depth: {
      enabled: false,
      writemask: false,
      func: PipeFunc.LESS,
      boundsTest: false,
      boundsMin: 0,
      boundsMax: 1,
      ...fields.depth,
    },
    stencil: [stencilState(fields.stencil?.[0]), stencilState(fields.stencil?.[1])],
    alpha: { enabled: false, func: PipeFunc.ALWAYS, refValue: 0, ...fields.alpha },
  };
}

/** A rasterizer state with GL's defaults: CCW front faces, no culling, filled, last-vertex provoking. */
export function rasterizerState(fields: Partial<PipeRasterizerState> = {}): PipeRasterizerState {
  return {
    flatshade: false,
    lightTwoside: false,
    clampVertexColor: false,
    clampFragmentColor: false,
    frontCcw: true,
    cullFace: PipeFace.NONE,
    fillFront: PipePolygonMode.FILL,
    fillBack: PipePolygonMode.FILL,
    offsetPoint: false,
    offsetLine: false,
    offsetTri: false,
    scissor: false,
    polySmooth: false,
    polyStipple: false,
    pointSmooth: false,
    spriteCoordMode: PipeSpriteCoord.UPPER_LEFT,
    pointQuadRasterization: false,
    pointSizePerVertex: false,
    multisample: false,
    lineSmooth: false,
    lineStippleEnable: false,
    lineLastPixel: false,
    lineRectangular: false,
    flatshadeFirst: false,
    halfPixelCenter: true,
    bottomEdgeRule: false,
    rasterizerDiscard: false,
    depthClipNear: true,
    depthClipFar: true,
    depthClamp: false,
    clipHalfz: false,
    clipPlaneEnable: 0,
    lineStippleFactor: 0,
    lineStipplePattern: 0,
    spriteCoordEnable: 0,
    lineWidth: 1,
    pointSize: 1,
    offsetUnits: 0,
    offsetScale: 0,
    offsetClamp: 0,
    offsetUnitsUnscaled: false,
    ...fields,
  };
}

/** A sampler state: nearest filtering, repeat wrapping, normalized coordinates, all levels. */
export function samplerState(fields: Partial<PipeSamplerState> = {}): PipeSamplerState {
  return {
    wrapS: PipeTexWrap.REPEAT,
    wrapT: PipeTexWrap.REPEAT,
    wrapR: PipeTexWrap.REPEAT,
    minImgFilter: PipeTexFilter.NEAREST,
    minMipFilter: PipeTexMipfilter.NONE,
    magImgFilter: PipeTexFilter.NEAREST,
    compareMode: PipeTexCompare.NONE,
    compareFunc: PipeFunc.LEQUAL,
    normalizedCoords: true,
    maxAnisotropy: 0,
    seamlessCubeMap: false,
    lodBias: 0,
    minLod: 0,
    maxLod: 1000,
    borderColor: [0, 0, 0, 0],
    ...fields,
  };
}

/** A sampler-view template covering all of `texture` with the identity swizzle. */
export function samplerViewTemplate(
  texture: PipeResource,
  fields: Partial<PipeSamplerViewTemplate> = {},
): PipeSamplerViewTemplate {
  const layers = texture.target === PipeTextureTarget.TEXTURE_3D ? 1 : texture.arraySize;
  return {
    format: texture.format,
    target: texture.target,
    firstLevel: 0,
    lastLevel: texture.lastLevel,
    firstLayer: 0,
    lastLayer: layers - 1,
    bufferOffset: 0,
    bufferSize: texture.target === PipeTextureTarget.BUFFER ? texture.width0 : 0,
    swizzleR: PipeSwizzle.X,
    swizzleG: PipeSwizzle.Y,
    swizzleB: PipeSwizzle.Z,
    swizzleA: PipeSwizzle.W,
    ...fields,
  };
}

/** A surface template for level 0, layer 0 of `texture`. */
export function surfaceTemplate(
  texture: PipeResource,
  fields: Partial<PipeSurfaceTemplate> = {},
): PipeSurfaceTemplate {
  return { format: texture.format, level: 0, firstLayer: 0, lastLayer: 0, ...fields };
}

/** A TGSI shader state for `tokens` (a TgsiShader) without stream output. */
export function tgsiShaderState(tokens: unknown): PipeShaderState {
  return { type: PipeShaderIr.TGSI, tokens, streamOutput: null };
}

/** A TGSI compute state for `prog` (a TgsiShader) using `reqLocalMem` bytes of shared memory per block. */
export function tgsiComputeState(prog: unknown, reqLocalMem = 0): PipeComputeState {
  return { irType: PipeShaderIr.TGSI, prog, reqLocalMem, reqPrivateMem: 0, reqInputMem: 0 };
}

/** Draw info for a non-indexed, single-instance draw unless overridden. */
export function drawInfo(fields: Partial<PipeDrawInfo> = {}): PipeDrawInfo {
  const start = fields.start ?? 0;
  const count = fields.count ?? 0;
  return {
    indexed: false,
    mode: PipePrim.TRIANGLES,
    start,
    count,
    startInstance: 0,
    instanceCount: 1,
    indexBias: 0,
    minIndex: start,
    // start + count - 1 can pass the 32-bit index range; the over-estimate 0xffffffff renders the same.
    maxIndex: Math.min(0xffffffff, Math.max(start, start + count - 1)),
    primitiveRestart: false,
    restartIndex: 0,
    verticesPerPatch: 0,
    countFromStreamOutput: null,
    indirect: null,
    indirectOffset: 0,
    ...fields,
  };
}

/** One side of a blit: all of `level` of `resource` in its own format unless overridden. */
export function blitSide(resource: PipeResource, fields: Partial<PipeBlitSide> = {}): PipeBlitSide {
  const level = fields.level ?? 0;
  const box = {
    x: 0,
    y: 0,
    z: 0,
    width: levelWidth(resource, level),
    height: levelHeight(resource, level),
    depth: levelLayers(resource, level),
  };
  return { resource, level, box, format: resource.format, ...fields };
}

/**
 * Blit info from all of level 0 of `src` to all of level 0 of `dst`, every channel the formats have
 * (RGBA, or Z and S), nearest filtering, no scissor, window rectangles, render condition or blending.
 */
export function blitInfo(
  dst: PipeResource,
  src: PipeResource,
  fields: Partial<PipeBlitInfo> = {},
): PipeBlitInfo {
  const d = formatDescription(dst.format);
  const mask =
    d.isDepth || d.isStencil ? (d.isDepth ? PipeMask.Z : 0) | (d.isStencil ? PipeMask.S : 0) : PipeMask.RGBA;
  return {
    dst: blitSide(dst),
    src: blitSide(src),
    mask,
    filter: PipeTexFilter.NEAREST,
    scissorEnable: false,
    scissor: { minx: 0, miny: 0, maxx: 0, maxy: 0 },
    windowRectangleInclude: false,
    windowRectangles: [],
    renderConditionEnable: false,
    alphaBlend: false,
    ...fields,
  };
}
