// The five cached state types: for each, the fields that decide the state written as a key in a fixed
// order, and the driver's create/delete pair. Boolean fields share one key number as bits (a bit per
// field, so no two states alias); every other field is a key number of its own. Blend keys hold render
// target 0 only unless independent blending is on, since the driver then applies rt[0] to every target.
import type {
  PipeBlendCso,
  PipeBlendState,
  PipeContext,
  PipeDepthStencilAlphaCso,
  PipeDepthStencilAlphaState,
  PipeRasterizerCso,
  PipeRasterizerState,
  PipeRtBlendState,
  PipeSamplerCso,
  PipeSamplerState,
  PipeStencilState,
  PipeVertexElement,
  PipeVertexElementsCso,
} from '@gallium-ts/gallium-api';

/** Names of the cached state types. */
export type CsoCacheKind = 'blend' | 'depthStencilAlpha' | 'rasterizer' | 'sampler' | 'vertexElements';

/** How one state type is keyed, created and deleted. */
export interface CsoType<T, C> {
  readonly kind: CsoCacheKind;
  /** How many numbers `writeKey` writes for this template. */
  keyLength(template: T): number;
  /** Writes the fields that decide the state into `key`, in a fixed order. */
  writeKey(template: T, key: Float64Array): void;
  /** create_*_state */
  create(pipe: PipeContext, template: T): C;
  /** delete_*_state */
  destroy(pipe: PipeContext, cso: C): void;
}

const RT_KEY_LENGTH = 8;

function writeRtKey(rt: PipeRtBlendState, key: Float64Array, at: number): void {
  key[at] = rt.blendEnable ? 1 : 0;
  key[at + 1] = rt.rgbFunc;
  key[at + 2] = rt.rgbSrcFactor;
  key[at + 3] = rt.rgbDstFactor;
  key[at + 4] = rt.alphaFunc;
  key[at + 5] = rt.alphaSrcFactor;
  key[at + 6] = rt.alphaDstFactor;
  key[at + 7] = rt.colormask;
}

/** Render targets that decide a blend state: all of them with independent blending, else rt[0]. */
function keyedTargets(state: PipeBlendState): number {
  return state.independentBlendEnable ? state.rt.length : 1;
}

export const blendType: CsoType<PipeBlendState, PipeBlendCso> = {
  kind: 'blend',
  keyLength: (s) => 2 + RT_KEY_LENGTH * keyedTargets(s),
  writeKey(s, key) {
    key[0] =
      (s.independentBlendEnable ? 1 : 0) |
      (s.logicopEnable ? 2 : 0) |
      (s.dither ? 4 : 0) |
      (s.alphaToCoverage ? 8 : 0) |
      (s.alphaToOne ? 16 : 0);
    key[1] = s.logicopFunc;
    const targets = keyedTargets(s);
    for (let i = 0; i < targets; i++) writeRtKey(s.rt[i]!, key, 2 + RT_KEY_LENGTH * i);
  },
  create: (pipe, s) => pipe.createBlendState(s),
  destroy: (pipe, cso) => pipe.deleteBlendState(cso),
};

function writeStencilKey(s: PipeStencilState, key: Float64Array, at: number): void {
  key[at] = s.func;
  key[at + 1] = s.failOp;
  key[at + 2] = s.zpassOp;
  key[at + 3] = s.zfailOp;
  key[at + 4] = s.valuemask;
  key[at + 5] = s.writemask;
}

export const depthStencilAlphaType: CsoType<PipeDepthStencilAlphaState, PipeDepthStencilAlphaCso> = {
  kind: 'depthStencilAlpha',
  keyLength: () => 18,
  writeKey(s, key) {
    const { depth, stencil, alpha } = s;
    key[0] =
      (depth.enabled ? 1 : 0) |
      (depth.writemask ? 2 : 0) |
      (depth.boundsTest ? 4 : 0) |
      (stencil[0].enabled ? 8 : 0) |
      (stencil[1].enabled ? 16 : 0) |
      (alpha.enabled ? 32 : 0);
    key[1] = depth.func;
    key[2] = depth.boundsMin;
    key[3] = depth.boundsMax;
    writeStencilKey(stencil[0], key, 4);
    writeStencilKey(stencil[1], key, 10);
    key[16] = alpha.func;
    key[17] = alpha.refValue;
  },
  create: (pipe, s) => pipe.createDepthStencilAlphaState(s),
  destroy: (pipe, cso) => pipe.deleteDepthStencilAlphaState(cso),
};

export const rasterizerType: CsoType<PipeRasterizerState, PipeRasterizerCso> = {
  kind: 'rasterizer',
  keyLength: () => 14,
  writeKey(s, key) {
    key[0] =
      (s.flatshade ? 1 << 0 : 0) |
      (s.lightTwoside ? 1 << 1 : 0) |
      (s.clampVertexColor ? 1 << 2 : 0) |
      (s.clampFragmentColor ? 1 << 3 : 0) |
      (s.frontCcw ? 1 << 4 : 0) |
      (s.offsetPoint ? 1 << 5 : 0) |
      (s.offsetLine ? 1 << 6 : 0) |
      (s.offsetTri ? 1 << 7 : 0) |
      (s.scissor ? 1 << 8 : 0) |
      (s.polySmooth ? 1 << 9 : 0) |
      (s.polyStipple ? 1 << 10 : 0) |
      (s.pointSmooth ? 1 << 11 : 0) |
      (s.pointQuadRasterization ? 1 << 12 : 0) |
      (s.pointSizePerVertex ? 1 << 13 : 0) |
      (s.multisample ? 1 << 14 : 0) |
      (s.lineSmooth ? 1 << 15 : 0) |
      (s.lineStippleEnable ? 1 << 16 : 0) |
      (s.lineLastPixel ? 1 << 17 : 0) |
      (s.flatshadeFirst ? 1 << 18 : 0) |
      (s.halfPixelCenter ? 1 << 19 : 0) |
      (s.bottomEdgeRule ? 1 << 20 : 0) |
      (s.rasterizerDiscard ? 1 << 21 : 0) |
      (s.depthClipNear ? 1 << 22 : 0) |
      (s.depthClipFar ? 1 << 25 : 0) |
      (s.depthClamp ? 1 << 26 : 0) |
      (s.lineRectangular ? 1 << 27 : 0) |
      (s.clipHalfz ? 1 << 23 : 0) |
      (s.offsetUnitsUnscaled ? 1 << 24 : 0);
    key[1] = s.cullFace;
    key[2] = s.fillFront;
    key[3] = s.fillBack;
    key[4] = s.spriteCoordMode;
    key[5] = s.clipPlaneEnable;
    key[6] = s.lineStippleFactor;
    key[7] = s.lineStipplePattern;
    key[8] = s.spriteCoordEnable;
    key[9] = s.lineWidth;
    key[10] = s.pointSize;
    key[11] = s.offsetUnits;
    key[12] = s.offsetScale;
    key[13] = s.offsetClamp;
  },
  create: (pipe, s) => pipe.createRasterizerState(s),
  destroy: (pipe, cso) => pipe.deleteRasterizerState(cso),
};

export const samplerType: CsoType<PipeSamplerState, PipeSamplerCso> = {
  kind: 'sampler',
  keyLength: () => 17,
  writeKey(s, key) {
    key[0] = s.wrapS;
    key[1] = s.wrapT;
    key[2] = s.wrapR;
    key[3] = s.minImgFilter;
    key[4] = s.minMipFilter;
    key[5] = s.magImgFilter;
    key[6] = s.compareMode;
    key[7] = s.compareFunc;
    key[8] = (s.normalizedCoords ? 1 : 0) | (s.seamlessCubeMap ? 2 : 0);
    key[9] = s.maxAnisotropy;
    key[10] = s.lodBias;
    key[11] = s.minLod;
    key[12] = s.maxLod;
    key[13] = s.borderColor[0];
    key[14] = s.borderColor[1];
    key[15] = s.borderColor[2];
    key[16] = s.borderColor[3];
  },
  create: (pipe, s) => pipe.createSamplerState(s),
  destroy: (pipe, cso) => pipe.deleteSamplerState(cso),
};

export const vertexElementsType: CsoType<readonly PipeVertexElement[], PipeVertexElementsCso> = {
  kind: 'vertexElements',
  keyLength: (elements) => 1 + 4 * elements.length,
  writeKey(elements, key) {
    key[0] = elements.length;
    for (let i = 0; i < elements.length; i++) {
      const e = elements[i]!;
      key[1 + 4 * i] = e.srcOffset;
      key[2 + 4 * i] = e.instanceDivisor;
      key[3 + 4 * i] = e.vertexBufferIndex;
      key[4 + 4 * i] = e.srcFormat;
    }
  },
  create: (pipe, elements) => pipe.createVertexElementsState(elements),
  destroy: (pipe, cso) => pipe.deleteVertexElementsState(cso),
};
