// Features the caps may deny, checked where the state using them arrives: a call that uses one the
// screen does not offer throws PipeUnsupportedError naming the cap ("Caps are honest": drivers never
// see state they said they cannot do). The full list is in the package README.
import { PipeBlendFactor, PipePrim, PipeTexCompare, PipeTexFilter, PipeTexWrap } from '../enums.js';
import { PipeUnsupportedError } from '../errors.js';
import type {
  PipeBlendState,
  PipeDepthStencilAlphaState,
  PipeDrawInfo,
  PipeFramebufferState,
  PipeRasterizerState,
  PipeRtBlendState,
  PipeSamplerState,
  PipeVertexBuffer,
  PipeVertexElement,
} from '../state.js';
import type { PipeCapGates } from './limits.js';

/** Throws PipeUnsupportedError(method, "<what> needs PIPE_CAP_<cap>") unless `offered`. */
export function requireCap(method: string, offered: boolean, what: string, cap: string): void {
  if (!offered) throw new PipeUnsupportedError(method, `${what} needs PIPE_CAP_${cap}, which is 0`);
}

/** Refuses `value` above a PIPE_CAPF limit. */
function requireAtMost(method: string, what: string, value: number, max: number, capf: string): void {
  if (value > max)
    throw new PipeUnsupportedError(method, `${what} ${value} exceeds PIPE_CAPF_${capf} (${max})`);
}

const DUAL_SOURCE: ReadonlySet<number> = new Set([
  PipeBlendFactor.SRC1_COLOR,
  PipeBlendFactor.SRC1_ALPHA,
  PipeBlendFactor.INV_SRC1_COLOR,
  PipeBlendFactor.INV_SRC1_ALPHA,
]);

function usesDualSource(rt: PipeRtBlendState): boolean {
  return (
    rt.blendEnable &&
    (DUAL_SOURCE.has(rt.rgbSrcFactor) ||
      DUAL_SOURCE.has(rt.rgbDstFactor) ||
      DUAL_SOURCE.has(rt.alphaSrcFactor) ||
      DUAL_SOURCE.has(rt.alphaDstFactor))
  );
}

const CONSTANT_COLOR: ReadonlySet<number> = new Set([
  PipeBlendFactor.CONST_COLOR,
  PipeBlendFactor.INV_CONST_COLOR,
]);
const CONSTANT_ALPHA: ReadonlySet<number> = new Set([
  PipeBlendFactor.CONST_ALPHA,
  PipeBlendFactor.INV_CONST_ALPHA,
]);

/** One function's source and destination factors pair a constant-colour factor with a constant-alpha one. */
function mixesConstantKinds(src: number, dst: number): boolean {
  return (
    (CONSTANT_COLOR.has(src) && CONSTANT_ALPHA.has(dst)) ||
    (CONSTANT_ALPHA.has(src) && CONSTANT_COLOR.has(dst))
  );
}

function pairsConstantColorWithAlpha(rt: PipeRtBlendState): boolean {
  return (
    rt.blendEnable &&
    (mixesConstantKinds(rt.rgbSrcFactor, rt.rgbDstFactor) ||
      mixesConstantKinds(rt.alphaSrcFactor, rt.alphaDstFactor))
  );
}

function separateAlpha(rt: PipeRtBlendState): boolean {
  return (
    rt.blendEnable &&
    (rt.rgbFunc !== rt.alphaFunc ||
      rt.rgbSrcFactor !== rt.alphaSrcFactor ||
      rt.rgbDstFactor !== rt.alphaDstFactor)
  );
}

function sameFunctions(a: PipeRtBlendState, b: PipeRtBlendState): boolean {
  if (!a.blendEnable || !b.blendEnable) return a.blendEnable === b.blendEnable;
  return (
    a.rgbFunc === b.rgbFunc &&
    a.rgbSrcFactor === b.rgbSrcFactor &&
    a.rgbDstFactor === b.rgbDstFactor &&
    a.alphaFunc === b.alphaFunc &&
    a.alphaSrcFactor === b.alphaSrcFactor &&
    a.alphaDstFactor === b.alphaDstFactor
  );
}

/**
 * create_blend_state: independent blending, separate alpha equations, dual-source factors, logic ops,
 * constant-colour factors paired with constant-alpha ones.
 */
export function checkBlendCaps(method: string, state: PipeBlendState, gates: PipeCapGates): void {
  const used = state.independentBlendEnable ? state.rt : state.rt.slice(0, 1);
  if (state.independentBlendEnable) {
    requireCap(method, gates.independentBlendEnable, 'independentBlendEnable', 'INDEP_BLEND_ENABLE');
    if (used.some((rt) => !sameFunctions(rt, used[0]!)))
      requireCap(
        method,
        gates.independentBlendFunc,
        'different blend functions per render target',
        'INDEP_BLEND_FUNC',
      );
  }
  if (used.some(separateAlpha))
    requireCap(
      method,
      gates.blendEquationSeparate,
      'separate RGB and alpha blending',
      'BLEND_EQUATION_SEPARATE',
    );
  if (used.some(usesDualSource))
    requireCap(method, gates.dualSourceBlend, 'a SRC1 blend factor', 'MAX_DUAL_SOURCE_RENDER_TARGETS');
  if (state.logicopEnable) requireCap(method, gates.logicOp, 'logicopEnable', 'LOGIC_OP');
  if (used.some(pairsConstantColorWithAlpha))
    requireCap(
      method,
      gates.blendConstantColorWithAlpha,
      'a constant-colour blend factor paired with a constant-alpha one',
      'BLEND_CONSTANT_COLOR_WITH_ALPHA',
    );
}

/** create_depth_stencil_alpha_state: depth bounds, two-sided stencil, alpha test. */
export function checkDepthStencilAlphaCaps(
  method: string,
  state: PipeDepthStencilAlphaState,
  gates: PipeCapGates,
): void {
  if (state.depth.boundsTest)
    requireCap(method, gates.depthBoundsTest, 'depth.boundsTest', 'DEPTH_BOUNDS_TEST');
  if (state.stencil[1].enabled)
    requireCap(method, gates.twoSidedStencil, 'a back-face stencil state (stencil[1])', 'TWO_SIDED_STENCIL');
  if (state.alpha.enabled) requireCap(method, gates.alphaTest, 'alpha.enabled', 'ALPHA_TEST');
}

/** create_rasterizer_state: depth clip, clip_halfz, sprites, offset clamp and units, widths, flat shading. */
export function checkRasterizerCaps(method: string, state: PipeRasterizerState, gates: PipeCapGates): void {
  if (!state.depthClipNear || !state.depthClipFar)
    requireCap(method, gates.depthClipDisable, 'depth clipping off', 'DEPTH_CLIP_DISABLE');
  if (state.depthClipNear !== state.depthClipFar)
    requireCap(
      method,
      gates.depthClipDisableSeparate,
      'depthClipNear differing from depthClipFar',
      'DEPTH_CLIP_DISABLE_SEPARATE',
    );
  if (state.depthClamp) requireCap(method, gates.depthClampEnable, 'depthClamp', 'DEPTH_CLAMP_ENABLE');
  if (state.clipHalfz) requireCap(method, gates.clipHalfz, 'clipHalfz', 'CLIP_HALFZ');
  if (state.spriteCoordEnable !== 0 || state.pointQuadRasterization)
    requireCap(method, gates.pointSprite, 'point sprites', 'POINT_SPRITE');
  if (state.offsetClamp !== 0)
    requireCap(method, gates.polygonOffsetClamp, 'offsetClamp', 'POLYGON_OFFSET_CLAMP');
  if (state.offsetUnitsUnscaled)
    requireCap(
      method,
      gates.polygonOffsetUnitsUnscaled,
      'offsetUnitsUnscaled',
      'POLYGON_OFFSET_UNITS_UNSCALED',
    );
  if (state.flatshade) requireCap(method, gates.flatshade, 'flatshade', 'FLATSHADE');
  if (state.offsetLine || state.offsetPoint)
    requireCap(
      method,
      gates.polygonOffsetLinePoint,
      'offsetLine or offsetPoint',
      'POLYGON_OFFSET_LINE_POINT',
    );
  if (state.lightTwoside) requireCap(method, gates.twoSidedColor, 'lightTwoside', 'TWO_SIDED_COLOR');
  if (state.lineSmooth)
    requireAtMost(method, 'lineWidth', state.lineWidth, gates.maxLineWidthAa, 'MAX_LINE_WIDTH_AA');
  else requireAtMost(method, 'lineWidth', state.lineWidth, gates.maxLineWidth, 'MAX_LINE_WIDTH');
  if (state.pointSmooth)
    requireAtMost(method, 'pointSize', state.pointSize, gates.maxPointWidthAa, 'MAX_POINT_WIDTH_AA');
  else requireAtMost(method, 'pointSize', state.pointSize, gates.maxPointWidth, 'MAX_POINT_WIDTH');
}

const MIRROR_CLAMPS: ReadonlySet<number> = new Set([
  PipeTexWrap.MIRROR_CLAMP,
  PipeTexWrap.MIRROR_CLAMP_TO_EDGE,
  PipeTexWrap.MIRROR_CLAMP_TO_BORDER,
]);

/** Whether a wrap mode reads the border colour (CLAMP and MIRROR_CLAMP only when filtering linearly). */
export function wrapReadsBorder(wrap: number, linear: boolean): boolean {
  return (
    wrap === PipeTexWrap.CLAMP_TO_BORDER ||
    wrap === PipeTexWrap.MIRROR_CLAMP_TO_BORDER ||
    (linear && (wrap === PipeTexWrap.CLAMP || wrap === PipeTexWrap.MIRROR_CLAMP))
  );
}

/** Whether a sampler state reads its border colour. */
export function samplerReadsBorder(state: PipeSamplerState): boolean {
  const linear = state.minImgFilter === PipeTexFilter.LINEAR || state.magImgFilter === PipeTexFilter.LINEAR;
  return [state.wrapS, state.wrapT, state.wrapR].some((w) => wrapReadsBorder(w, linear));
}

/**
 * create_sampler_state: border colours, mirror-clamp wraps, seamless cube maps, anisotropy, LOD bias,
 * shadow compare.
 */
export function checkSamplerCaps(method: string, state: PipeSamplerState, gates: PipeCapGates): void {
  if (samplerReadsBorder(state))
    requireCap(
      method,
      gates.textureBorderColor,
      'a wrap mode that reads the border colour',
      'TEXTURE_BORDER_COLOR',
    );
  if (MIRROR_CLAMPS.has(state.wrapS) || MIRROR_CLAMPS.has(state.wrapT) || MIRROR_CLAMPS.has(state.wrapR))
    requireCap(method, gates.textureMirrorClamp, 'a MIRROR_CLAMP wrap mode', 'TEXTURE_MIRROR_CLAMP');
  if (state.seamlessCubeMap)
    requireCap(method, gates.seamlessCubeMapPerTexture, 'seamlessCubeMap', 'SEAMLESS_CUBE_MAP_PER_TEXTURE');
  if (state.maxAnisotropy > 1) {
    requireCap(method, gates.anisotropicFilter, 'maxAnisotropy above 1', 'ANISOTROPIC_FILTER');
    requireAtMost(
      method,
      'maxAnisotropy',
      state.maxAnisotropy,
      gates.maxTextureAnisotropy,
      'MAX_TEXTURE_ANISOTROPY',
    );
  }
  requireAtMost(
    method,
    '|lodBias|',
    Math.abs(state.lodBias),
    gates.maxTextureLodBias,
    'MAX_TEXTURE_LOD_BIAS',
  );
  if (state.compareMode !== PipeTexCompare.NONE)
    requireCap(method, gates.textureShadowMap, 'compareMode R_TO_TEXTURE', 'TEXTURE_SHADOW_MAP');
}

/** create_vertex_elements_state: instance divisors and source-offset alignment. */
export function checkVertexElementCaps(
  method: string,
  elements: readonly PipeVertexElement[],
  gates: PipeCapGates,
): void {
  elements.forEach((e, i) => {
    if (e.instanceDivisor !== 0)
      requireCap(
        method,
        gates.instanceDivisor,
        `elements[${i}].instanceDivisor`,
        'VERTEX_ELEMENT_INSTANCE_DIVISOR',
      );
    if (e.srcOffset % 4 !== 0 && gates.vertexElementOffset4ByteAligned) {
      throw new PipeUnsupportedError(
        method,
        `elements[${i}].srcOffset ${e.srcOffset} is not a multiple of 4 (PIPE_CAP_VERTEX_ELEMENT_SRC_OFFSET_4BYTE_ALIGNED_ONLY is 1)`,
      );
    }
  });
}

/** set_vertex_buffers: offset and stride alignment. */
export function checkVertexBufferCaps(
  method: string,
  what: string,
  b: PipeVertexBuffer,
  gates: PipeCapGates,
): void {
  if (b.bufferOffset % 4 !== 0 && gates.vertexBufferOffset4ByteAligned) {
    throw new PipeUnsupportedError(
      method,
      `${what}.bufferOffset ${b.bufferOffset} is not a multiple of 4 (PIPE_CAP_VERTEX_BUFFER_OFFSET_4BYTE_ALIGNED_ONLY is 1)`,
    );
  }
  if (b.stride % 4 !== 0 && gates.vertexBufferStride4ByteAligned) {
    throw new PipeUnsupportedError(
      method,
      `${what}.stride ${b.stride} is not a multiple of 4 (PIPE_CAP_VERTEX_BUFFER_STRIDE_4BYTE_ALIGNED_ONLY is 1)`,
    );
  }
}

/** PipePrim names by value, for messages. */
const PRIM_NAMES: readonly string[] = Object.keys(PipePrim).sort(
  (a, b) => PipePrim[a as keyof typeof PipePrim] - PipePrim[b as keyof typeof PipePrim],
);

/** draw_vbo: the primitive type, indirect draws, primitive restart, start_instance, patches, draw auto. */
export function checkDrawCaps(
  method: string,
  info: PipeDrawInfo,
  gates: PipeCapGates,
  streamOutput: boolean,
): void {
  if ((gates.supportedPrimModes & (1 << info.mode)) === 0 && info.mode !== PipePrim.PATCHES)
    throw new PipeUnsupportedError(
      method,
      `${PRIM_NAMES[info.mode] ?? `mode ${info.mode}`} is not in PIPE_CAP_SUPPORTED_PRIM_MODES`,
    );
  if (info.indirect !== null) requireCap(method, gates.drawIndirect, 'an indirect draw', 'DRAW_INDIRECT');
  if (info.primitiveRestart) {
    requireCap(method, gates.primitiveRestart, 'primitiveRestart', 'PRIMITIVE_RESTART');
    if (info.mode === PipePrim.PATCHES)
      requireCap(
        method,
        gates.primitiveRestartForPatches,
        'primitive restart of PATCHES',
        'PRIMITIVE_RESTART_FOR_PATCHES',
      );
  }
  if (info.startInstance !== 0) requireCap(method, gates.startInstance, 'startInstance', 'START_INSTANCE');
  if (info.mode === PipePrim.PATCHES && !gates.tessellation)
    throw new PipeUnsupportedError(
      method,
      'PATCHES need tessellation shaders, which this screen does not have',
    );
  if (info.countFromStreamOutput !== null && !streamOutput)
    throw new PipeUnsupportedError(
      method,
      'countFromStreamOutput needs PIPE_CAP_MAX_STREAM_OUTPUT_BUFFERS, which is 0',
    );
}

/** set_framebuffer_state: attachment-less framebuffers, mixed sizes and formats. */
export function checkFramebufferCaps(method: string, fb: PipeFramebufferState, gates: PipeCapGates): void {
  const attached = [...fb.cbufs, fb.zsbuf].filter((s) => s !== null);
  if (attached.length === 0 && (fb.width > 0 || fb.height > 0))
    requireCap(
      method,
      gates.framebufferNoAttachment,
      'a framebuffer without attachments',
      'FRAMEBUFFER_NO_ATTACHMENT',
    );
  const first = attached[0];
  if (first && attached.some((s) => s.width !== first.width || s.height !== first.height))
    requireCap(
      method,
      gates.mixedFramebufferSizes,
      'attachments of different sizes',
      'MIXED_FRAMEBUFFER_SIZES',
    );
  const colors = fb.cbufs.filter((s) => s !== null);
  if (colors.some((s) => s.format !== colors[0]!.format))
    requireCap(
      method,
      gates.mixedColorbufferFormats,
      'colour buffers of different formats',
      'MIXED_COLORBUFFER_FORMATS',
    );
}
