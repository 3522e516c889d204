// "Caps are honest": every state field and command a cap gates is refused with PipeUnsupportedError
// naming the cap when the screen's caps deny it, and accepted when they offer it. One table row per
// gate; each row runs on the noop driver's caps with that one cap switched off and on.
import {
  blendState,
  bufferTemplate,
  depthStencilAlphaState,
  drawInfo,
  PipeBind,
  PipeBlend,
  PipeBlendFactor,
  PipeCap,
  PipeCapf,
  type PipeContext,
  PipeFormat,
  PipeQuery,
  PipeRenderCond,
  type PipeScreen,
  PipeSwizzle,
  PipeTexCompare,
  PipeTexWrap,
  PipeUnsupportedError,
  rasterizerState,
  resourceTemplate,
  rtBlendState,
  samplerState,
  samplerViewTemplate,
  surfaceTemplate,
} from '@gallium-ts/gallium-api';
import { bindMinimalPipeline } from '@gallium-ts/gallium-api/test-kit';
import type { PipeCapsSource } from '@gallium-ts/gallium-api/util';
import { describe, expect, it } from 'vitest';
import { createNoopScreen, NOOP_CAPS } from '../src/index.js';

interface Gate {
  /** The PIPE_CAP_ / PIPE_CAPF_ name the refusal must name. */
  cap: string;
  /** The caps (or capsf) values that deny and that offer the feature. */
  off: Partial<Record<number, number>>;
  on: Partial<Record<number, number>>;
  capf?: boolean;
  /** PIPE_CAPF values both runs need (the limit that goes with a cap). */
  limits?: Partial<Record<number, number>>;
  use(ctx: PipeContext, screen: PipeScreen): void;
}

const quad = (ctx: PipeContext, screen: PipeScreen) => {
  bindMinimalPipeline(ctx);
  const vb = screen.resourceCreate(bufferTemplate(64, PipeBind.VERTEX_BUFFER | PipeBind.INDEX_BUFFER));
  ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
  ctx.setIndexBuffer({ indexSize: 2, offset: 0, buffer: vb, userBuffer: null });
  return vb;
};

const C = PipeCap;
const GATES: Gate[] = [
  {
    cap: 'INDEP_BLEND_ENABLE',
    off: { [C.INDEP_BLEND_ENABLE]: 0 },
    on: {},
    use: (ctx) => ctx.createBlendState(blendState({ independentBlendEnable: true })),
  },
  {
    cap: 'INDEP_BLEND_FUNC',
    off: { [C.INDEP_BLEND_FUNC]: 0 },
    on: {},
    use: (ctx) =>
      ctx.createBlendState({
        ...blendState({ independentBlendEnable: true }),
        rt: [rtBlendState({ blendEnable: true }), ...Array.from({ length: 7 }, () => rtBlendState())],
      }),
  },
  {
    cap: 'BLEND_EQUATION_SEPARATE',
    off: { [C.BLEND_EQUATION_SEPARATE]: 0 },
    on: {},
    use: (ctx) => ctx.createBlendState(blendState({}, { blendEnable: true, alphaFunc: PipeBlend.MAX })),
  },
  {
    cap: 'MAX_DUAL_SOURCE_RENDER_TARGETS',
    off: { [C.MAX_DUAL_SOURCE_RENDER_TARGETS]: 0 },
    on: {},
    use: (ctx) =>
      ctx.createBlendState(
        blendState(
          {},
          {
            blendEnable: true,
            rgbSrcFactor: PipeBlendFactor.SRC1_COLOR,
            alphaSrcFactor: PipeBlendFactor.SRC1_COLOR,
          },
        ),
      ),
  },
  {
    cap: 'BLEND_CONSTANT_COLOR_WITH_ALPHA',
    off: { [C.BLEND_CONSTANT_COLOR_WITH_ALPHA]: 0 },
    on: {},
    use: (ctx) =>
      ctx.createBlendState(
        blendState(
          {},
          {
            blendEnable: true,
            rgbSrcFactor: PipeBlendFactor.CONST_COLOR,
            rgbDstFactor: PipeBlendFactor.INV_CONST_ALPHA,
            alphaSrcFactor: PipeBlendFactor.CONST_COLOR,
            alphaDstFactor: PipeBlendFactor.INV_CONST_ALPHA,
          },
        ),
      ),
  },
  {
    cap: 'BLEND_CONSTANT_COLOR_WITH_ALPHA',
    off: { [C.BLEND_CONSTANT_COLOR_WITH_ALPHA]: 0 },
    on: {},
    use: (ctx) =>
      ctx.createBlendState(
        blendState(
          {},
          {
            blendEnable: true,
            rgbSrcFactor: PipeBlendFactor.ONE,
            rgbDstFactor: PipeBlendFactor.ZERO,
            alphaSrcFactor: PipeBlendFactor.INV_CONST_ALPHA,
            alphaDstFactor: PipeBlendFactor.CONST_COLOR,
          },
        ),
      ),
  },
  {
    cap: 'DEPTH_BOUNDS_TEST',
    off: { [C.DEPTH_BOUNDS_TEST]: 0 },
    on: {},
    use: (ctx) => ctx.createDepthStencilAlphaState(depthStencilAlphaState({ depth: { boundsTest: true } })),
  },
  {
    cap: 'TWO_SIDED_STENCIL',
    off: { [C.TWO_SIDED_STENCIL]: 0 },
    on: {},
    use: (ctx) =>
      ctx.createDepthStencilAlphaState(depthStencilAlphaState({ stencil: [{}, { enabled: true }] })),
  },
  {
    cap: 'ALPHA_TEST',
    off: { [C.ALPHA_TEST]: 0 },
    on: {},
    use: (ctx) => ctx.createDepthStencilAlphaState(depthStencilAlphaState({ alpha: { enabled: true } })),
  },
  {
    cap: 'DEPTH_CLIP_DISABLE',
    off: { [C.DEPTH_CLIP_DISABLE]: 0 },
    on: {},
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ depthClipNear: false, depthClipFar: false })),
  },
  {
    cap: 'DEPTH_CLIP_DISABLE_SEPARATE',
    off: { [C.DEPTH_CLIP_DISABLE_SEPARATE]: 0 },
    on: {},
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ depthClipNear: false })),
  },
  {
    cap: 'DEPTH_CLAMP_ENABLE',
    off: { [C.DEPTH_CLAMP_ENABLE]: 0 },
    on: {},
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ depthClamp: true })),
  },
  {
    cap: 'CLIP_HALFZ',
    off: { [C.CLIP_HALFZ]: 0 },
    on: {},
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ clipHalfz: true })),
  },
  {
    cap: 'POINT_SPRITE',
    off: { [C.POINT_SPRITE]: 0 },
    on: {},
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ spriteCoordEnable: 1 })),
  },
  {
    cap: 'POLYGON_OFFSET_CLAMP',
    off: { [C.POLYGON_OFFSET_CLAMP]: 0 },
    on: {},
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ offsetClamp: 0.5 })),
  },
  {
    cap: 'POLYGON_OFFSET_UNITS_UNSCALED',
    off: {},
    on: { [C.POLYGON_OFFSET_UNITS_UNSCALED]: 1 },
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ offsetUnitsUnscaled: true })),
  },
  {
    cap: 'FLATSHADE',
    off: { [C.FLATSHADE]: 0 },
    on: {},
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ flatshade: true })),
  },
  {
    cap: 'TWO_SIDED_COLOR',
    off: { [C.TWO_SIDED_COLOR]: 0 },
    on: {},
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ lightTwoside: true })),
  },
  {
    cap: 'MAX_LINE_WIDTH',
    capf: true,
    off: { [PipeCapf.MAX_LINE_WIDTH]: 4 },
    on: { [PipeCapf.MAX_LINE_WIDTH]: 8 },
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ lineWidth: 5 })),
  },
  {
    cap: 'MAX_POINT_WIDTH',
    capf: true,
    off: { [PipeCapf.MAX_POINT_WIDTH]: 4 },
    on: { [PipeCapf.MAX_POINT_WIDTH]: 8 },
    use: (ctx) => ctx.createRasterizerState(rasterizerState({ pointSize: 5 })),
  },
  {
    cap: 'TEXTURE_MIRROR_CLAMP',
    off: { [C.TEXTURE_MIRROR_CLAMP]: 0 },
    on: {},
    use: (ctx) => ctx.createSamplerState(samplerState({ wrapT: PipeTexWrap.MIRROR_CLAMP_TO_EDGE })),
  },
  {
    cap: 'SEAMLESS_CUBE_MAP_PER_TEXTURE',
    off: { [C.SEAMLESS_CUBE_MAP_PER_TEXTURE]: 0 },
    on: {},
    use: (ctx) => ctx.createSamplerState(samplerState({ seamlessCubeMap: true })),
  },
  {
    cap: 'ANISOTROPIC_FILTER',
    off: {},
    on: { [C.ANISOTROPIC_FILTER]: 1 },
    limits: { [PipeCapf.MAX_TEXTURE_ANISOTROPY]: 16 },
    use: (ctx) => ctx.createSamplerState(samplerState({ maxAnisotropy: 4 })),
  },
  {
    cap: 'TEXTURE_SHADOW_MAP',
    off: { [C.TEXTURE_SHADOW_MAP]: 0 },
    on: {},
    use: (ctx) => ctx.createSamplerState(samplerState({ compareMode: PipeTexCompare.R_TO_TEXTURE })),
  },
  {
    cap: 'VERTEX_ELEMENT_INSTANCE_DIVISOR',
    off: { [C.VERTEX_ELEMENT_INSTANCE_DIVISOR]: 0 },
    on: {},
    use: (ctx) =>
      ctx.createVertexElementsState([
        { srcOffset: 0, instanceDivisor: 1, vertexBufferIndex: 0, srcFormat: PipeFormat.R32_FLOAT },
      ]),
  },
  {
    cap: 'VERTEX_ELEMENT_SRC_OFFSET_4BYTE_ALIGNED_ONLY',
    off: { [C.VERTEX_ELEMENT_SRC_OFFSET_4BYTE_ALIGNED_ONLY]: 1 },
    on: {},
    use: (ctx) =>
      ctx.createVertexElementsState([
        { srcOffset: 2, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R8_UNORM },
      ]),
  },
  {
    cap: 'VERTEX_BUFFER_STRIDE_4BYTE_ALIGNED_ONLY',
    off: { [C.VERTEX_BUFFER_STRIDE_4BYTE_ALIGNED_ONLY]: 1 },
    on: {},
    use: (ctx) =>
      ctx.setVertexBuffers(0, [{ stride: 6, bufferOffset: 0, buffer: null, userBuffer: new Uint8Array(12) }]),
  },
  {
    cap: 'VERTEX_BUFFER_OFFSET_4BYTE_ALIGNED_ONLY',
    off: { [C.VERTEX_BUFFER_OFFSET_4BYTE_ALIGNED_ONLY]: 1 },
    on: {},
    use: (ctx) =>
      ctx.setVertexBuffers(0, [{ stride: 4, bufferOffset: 2, buffer: null, userBuffer: new Uint8Array(12) }]),
  },
  {
    cap: 'DRAW_INDIRECT',
    off: { [C.DRAW_INDIRECT]: 0 },
    on: {},
    use: (ctx, screen) => {
      const buffer = quad(ctx, screen);
      ctx.drawVbo(drawInfo({ indirect: buffer, indirectOffset: 0 }));
    },
  },
  {
    cap: 'PRIMITIVE_RESTART',
    off: { [C.PRIMITIVE_RESTART]: 0 },
    on: {},
    use: (ctx, screen) => {
      quad(ctx, screen);
      ctx.drawVbo(drawInfo({ indexed: true, count: 3, primitiveRestart: true, restartIndex: 0xffff }));
    },
  },
  {
    cap: 'SUPPORTED_PRIM_MODES',
    // Every mode but QUADS.
    off: { [C.SUPPORTED_PRIM_MODES]: ((1 << 15) - 1) & ~(1 << 7) },
    on: {},
    use: (ctx, screen) => {
      quad(ctx, screen);
      ctx.drawVbo(drawInfo({ mode: 7, count: 4 }));
    },
  },
  {
    cap: 'START_INSTANCE',
    off: { [C.START_INSTANCE]: 0 },
    on: {},
    use: (ctx, screen) => {
      quad(ctx, screen);
      ctx.drawVbo(drawInfo({ count: 3, startInstance: 2 }));
    },
  },
  {
    cap: 'CONDITIONAL_RENDER_INVERTED',
    off: { [C.CONDITIONAL_RENDER_INVERTED]: 0 },
    on: {},
    use: (ctx) => {
      const q = ctx.createQuery(PipeQuery.OCCLUSION_PREDICATE, 0);
      ctx.beginQuery(q);
      ctx.endQuery(q);
      ctx.renderCondition(q, true, PipeRenderCond.WAIT);
    },
  },
  { cap: 'SAMPLE_SHADING', off: {}, on: { [C.SAMPLE_SHADING]: 1 }, use: (ctx) => ctx.setMinSamples(2) },
  { cap: 'TEXTURE_BARRIER', off: { [C.TEXTURE_BARRIER]: 0 }, on: {}, use: (ctx) => ctx.textureBarrier(1) },
  {
    cap: 'TEXTURE_SWIZZLE',
    off: { [C.TEXTURE_SWIZZLE]: 0 },
    on: {},
    use: (ctx, screen) => {
      const tex = screen.resourceCreate(resourceTemplate({ width0: 2, height0: 2 }));
      ctx.createSamplerView(tex, samplerViewTemplate(tex, { swizzleR: PipeSwizzle.ONE }));
    },
  },
  {
    cap: 'FRAMEBUFFER_NO_ATTACHMENT',
    off: { [C.FRAMEBUFFER_NO_ATTACHMENT]: 0 },
    on: {},
    use: (ctx) =>
      ctx.setFramebufferState({
        width: 4,
        height: 4,
        samples: 1,
        layers: 1,
        nrCbufs: 0,
        cbufs: [],
        zsbuf: null,
      }),
  },
  {
    cap: 'MIXED_FRAMEBUFFER_SIZES',
    off: { [C.MIXED_FRAMEBUFFER_SIZES]: 0 },
    on: {},
    use: (ctx, screen) => {
      const bind = PipeBind.RENDER_TARGET;
      const a = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4, bind }));
      const b = screen.resourceCreate(resourceTemplate({ width0: 8, height0: 8, bind }));
      const [sa, sb] = [a, b].map((r) => ctx.createSurface(r, surfaceTemplate(r)));
      ctx.setFramebufferState({
        width: 4,
        height: 4,
        samples: 1,
        layers: 1,
        nrCbufs: 2,
        cbufs: [sa!, sb!],
        zsbuf: null,
      });
    },
  },
  {
    cap: 'MIXED_COLORBUFFER_FORMATS',
    off: { [C.MIXED_COLORBUFFER_FORMATS]: 0 },
    on: {},
    use: (ctx, screen) => {
      const bind = PipeBind.RENDER_TARGET;
      const a = screen.resourceCreate(resourceTemplate({ width0: 4, height0: 4, bind }));
      const b = screen.resourceCreate(
        resourceTemplate({ width0: 4, height0: 4, bind, format: PipeFormat.R32G32B32A32_FLOAT }),
      );
      const [sa, sb] = [a, b].map((r) => ctx.createSurface(r, surfaceTemplate(r)));
      ctx.setFramebufferState({
        width: 4,
        height: 4,
        samples: 1,
        layers: 1,
        nrCbufs: 2,
        cbufs: [sa!, sb!],
        zsbuf: null,
      });
    },
  },
];

/** NOOP_CAPS with some caps and capsf replaced. */
function capsWith(
  caps: Partial<Record<number, number>>,
  capsf: Partial<Record<number, number>>,
): PipeCapsSource {
  return {
    ...NOOP_CAPS,
    getParam: (cap) => caps[cap] ?? NOOP_CAPS.getParam(cap),
    getParamf: (cap) => capsf[cap] ?? NOOP_CAPS.getParamf(cap),
  };
}

/** Runs `gate.use` on a screen with `values` for its cap; returns what it threw, if anything. */
function attempt(gate: Gate, values: Partial<Record<number, number>>): unknown {
  const caps = gate.capf ? capsWith({}, { ...gate.limits, ...values }) : capsWith(values, gate.limits ?? {});
  const screen = createNoopScreen({ caps });
  const ctx = screen.contextCreate();
  try {
    gate.use(ctx, screen);
    return null;
  } catch (error) {
    return error;
  }
}

describe('cap-gated features', () => {
  for (const gate of GATES) {
    it(`PIPE_CAP${gate.capf ? 'F' : ''}_${gate.cap}: refused with the cap named when denied, accepted when offered`, () => {
      const refused = attempt(gate, gate.off);
      expect(refused).toBeInstanceOf(PipeUnsupportedError);
      expect((refused as Error).message).toContain(`PIPE_CAP${gate.capf ? 'F' : ''}_${gate.cap}`);
      expect(attempt(gate, gate.on)).toBeNull();
    });
  }

  it('PATCHES need tessellation shaders, which the noop driver does not have', () => {
    const screen = createNoopScreen();
    const ctx = screen.contextCreate();
    bindMinimalPipeline(ctx);
    expect(() => ctx.drawVbo(drawInfo({ mode: 14, count: 3, verticesPerPatch: 3 }))).toThrow(
      'drawVbo: PATCHES need tessellation shaders, which this screen does not have',
    );
  });
});
