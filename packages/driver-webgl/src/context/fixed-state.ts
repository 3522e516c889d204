// Pipe state objects as WebGL2 fixed-function state: blend, depth/stencil and rasterizer CSOs are turned
// into GL enums when they are created (refusing, with PipeUnsupportedError, what WebGL2 cannot do and
// the caps do not already exclude), and applied to the context when bound. Alpha test, flat shading,
// two-sided colour, clip planes, polygon and line stipple and point sprites live in the shaders
// (variant key).
import {
  type PipeBlendState,
  type PipeDepthStencilAlphaState,
  PipeFace,
  type PipeRasterizerState,
  type PipeScissorState,
  type PipeStencilState,
  PipeUnsupportedError,
  type PipeViewportState,
} from '@gallium-ts/gallium-api';

const BLEND_FACTORS: Readonly<Record<number, number>> = {
  1: 1, // ONE
  2: 0x0300, // SRC_COLOR
  3: 0x0302, // SRC_ALPHA
  4: 0x0304, // DST_ALPHA
  5: 0x0306, // DST_COLOR
  6: 0x0308, // SRC_ALPHA_SATURATE
  7: 0x8001, // CONSTANT_COLOR
  8: 0x8003, // CONSTANT_ALPHA
  17: 0, // ZERO
  18: 0x0301, // ONE_MINUS_SRC_COLOR
  19: 0x0303, // ONE_MINUS_SRC_ALPHA
  20: 0x0305, // ONE_MINUS_DST_ALPHA
  21: 0x0307, // ONE_MINUS_DST_COLOR
  23: 0x8002, // ONE_MINUS_CONSTANT_COLOR
  24: 0x8004, // ONE_MINUS_CONSTANT_ALPHA
};
const BLEND_FUNCS = [0x8006, 0x800a, 0x800b, 0x8007, 0x8008]; // ADD, SUBTRACT, REVERSE_SUBTRACT, MIN, MAX
const STENCIL_OPS = [0x1e00, 0, 0x1e01, 0x1e02, 0x1e03, 0x8507, 0x8508, 0x150a];

/** A PipeFunc as the GL comparison function (NEVER..ALWAYS are 0x200..0x207 in the same order). */
export function glFunc(func: number): number {
  return 0x0200 + func;
}

export interface GlRtBlend {
  enable: boolean;
  equation: [number, number];
  factors: [number, number, number, number];
  mask: [boolean, boolean, boolean, boolean];
}

export interface GlBlend {
  rt: GlRtBlend[];
  independent: boolean;
}

export interface GlStencilFace {
  func: number;
  valueMask: number;
  writeMask: number;
  ops: [number, number, number];
}

export interface GlDepthStencil {
  depthTest: boolean;
  depthFunc: number;
  depthMask: boolean;
  stencilTest: boolean;
  front: GlStencilFace;
  back: GlStencilFace;
}

export interface GlRasterizer {
  cull: number | null;
  frontFace: number;
  offsetFill: boolean;
  offsetFactor: number;
  offsetUnits: number;
  scissor: boolean;
  lineWidth: number;
  discard: boolean;
}

/**
 * A blend CSO as GL state; logic ops and alpha-to-one have no WebGL2 equivalent. Constant-colour factors
 * paired with constant-alpha ones (which WebGL2 refuses) never arrive: the screen declines
 * PIPE_CAP_BLEND_CONSTANT_COLOR_WITH_ALPHA, so the validating layer refuses them.
 */
export function glBlendState(s: PipeBlendState): GlBlend {
  const method = 'createBlendState';
  if (s.logicopEnable) throw new PipeUnsupportedError(method, 'logic ops do not exist in WebGL2');
  if (s.alphaToOne) throw new PipeUnsupportedError(method, 'alphaToOne does not exist in WebGL2');
  const factor = (f: number) => {
    const g = BLEND_FACTORS[f];
    if (g === undefined) throw new PipeUnsupportedError(method, `blend factor ${f} does not exist in WebGL2`);
    return g;
  };
  return {
    independent: s.independentBlendEnable,
    rt: s.rt.map((rt) => ({
      enable: rt.blendEnable,
      equation: [BLEND_FUNCS[rt.rgbFunc]!, BLEND_FUNCS[rt.alphaFunc]!],
      factors: rt.blendEnable
        ? [
            factor(rt.rgbSrcFactor),
            factor(rt.rgbDstFactor),
            factor(rt.alphaSrcFactor),
            factor(rt.alphaDstFactor),
          ]
        : [1, 0, 1, 0],
      mask: [
        (rt.colormask & 1) !== 0,
        (rt.colormask & 2) !== 0,
        (rt.colormask & 4) !== 0,
        (rt.colormask & 8) !== 0,
      ],
    })),
  };
}

function stencilFace(s: PipeStencilState): GlStencilFace {
  return {
    func: glFunc(s.func),
    valueMask: s.valuemask,
    writeMask: s.writemask,
    ops: [STENCIL_OPS[s.failOp]!, STENCIL_OPS[s.zfailOp]!, STENCIL_OPS[s.zpassOp]!],
  };
}

const KEEP_ALWAYS: GlStencilFace = {
  func: 0x0207,
  valueMask: 0xff,
  writeMask: 0,
  ops: [0x1e00, 0x1e00, 0x1e00],
};

/** A depth/stencil/alpha CSO as GL state (the alpha test is in the shader). */
export function glDepthStencilState(s: PipeDepthStencilAlphaState): GlDepthStencil {
  const [front, back] = s.stencil;
  const stencilTest = front.enabled || back.enabled;
  const f = front.enabled ? stencilFace(front) : KEEP_ALWAYS;
  return {
    depthTest: s.depth.enabled,
    depthFunc: glFunc(s.depth.func),
    depthMask: s.depth.enabled && s.depth.writemask,
    stencilTest,
    front: f,
    back: back.enabled ? stencilFace(back) : f,
  };
}

/** A rasterizer CSO as GL state (line stipple is in the shaders and the draw: line-stipple.ts). */
export function glRasterizerState(s: PipeRasterizerState): GlRasterizer {
  return {
    cull:
      s.cullFace === PipeFace.NONE
        ? null
        : s.cullFace === PipeFace.FRONT
          ? 0x0404
          : s.cullFace === PipeFace.BACK
            ? 0x0405
            : 0x0408,
    // Gallium's winding is seen with y = 0 at the top row (its first memory row); a framebuffer object's
    // row 0 is GL's bottom row, which mirrors the winding
    frontFace: s.frontCcw ? 0x0900 : 0x0901,
    offsetFill: s.offsetTri,
    offsetFactor: s.offsetScale,
    offsetUnits: s.offsetUnits,
    scissor: s.scissor,
    lineWidth: s.lineWidth,
    discard: s.rasterizerDiscard,
  };
}

export function applyBlend(gl: WebGL2RenderingContext, b: GlBlend, buffers: number, indexed: unknown): void {
  const ext = indexed as {
    enableiOES(t: number, i: number): void;
    disableiOES(t: number, i: number): void;
    blendEquationSeparateiOES(i: number, a: number, b: number): void;
    blendFuncSeparateiOES(i: number, a: number, b: number, c: number, d: number): void;
    colorMaskiOES(i: number, r: boolean, g: boolean, b: boolean, a: boolean): void;
  } | null;
  if (b.independent && ext) {
    for (let i = 0; i < buffers; i++) {
      const rt = b.rt[i]!;
      if (rt.enable) ext.enableiOES(gl.BLEND, i);
      else ext.disableiOES(gl.BLEND, i);
      ext.blendEquationSeparateiOES(i, rt.equation[0], rt.equation[1]);
      ext.blendFuncSeparateiOES(i, ...rt.factors);
      ext.colorMaskiOES(i, ...rt.mask);
    }
    return;
  }
  const rt = b.rt[0]!;
  if (rt.enable) gl.enable(gl.BLEND);
  else gl.disable(gl.BLEND);
  gl.blendEquationSeparate(rt.equation[0], rt.equation[1]);
  gl.blendFuncSeparate(...rt.factors);
  gl.colorMask(...rt.mask);
}

export function applyDepthStencil(
  gl: WebGL2RenderingContext,
  d: GlDepthStencil,
  ref: readonly number[],
): void {
  if (d.depthTest) gl.enable(gl.DEPTH_TEST);
  else gl.disable(gl.DEPTH_TEST);
  gl.depthFunc(d.depthFunc);
  gl.depthMask(d.depthMask);
  if (d.stencilTest) gl.enable(gl.STENCIL_TEST);
  else gl.disable(gl.STENCIL_TEST);
  for (const [face, s, r] of [
    [gl.FRONT, d.front, ref[0]!],
    [gl.BACK, d.back, ref[1]!],
  ] as const) {
    gl.stencilFuncSeparate(face, s.func, r, s.valueMask);
    gl.stencilOpSeparate(face, ...s.ops);
    gl.stencilMaskSeparate(face, s.writeMask);
  }
}

export function applyRasterizer(
  gl: WebGL2RenderingContext,
  r: GlRasterizer,
  cullTriangles: boolean,
  discard = false,
): void {
  if (r.cull !== null && cullTriangles) {
    gl.enable(gl.CULL_FACE);
    gl.cullFace(r.cull);
  } else gl.disable(gl.CULL_FACE);
  gl.frontFace(r.frontFace);
  if (r.offsetFill) gl.enable(gl.POLYGON_OFFSET_FILL);
  else gl.disable(gl.POLYGON_OFFSET_FILL);
  gl.polygonOffset(r.offsetFactor, r.offsetUnits);
  if (r.scissor) gl.enable(gl.SCISSOR_TEST);
  else gl.disable(gl.SCISSOR_TEST);
  gl.lineWidth(r.lineWidth);
  if (r.discard || discard) gl.enable(gl.RASTERIZER_DISCARD);
  else gl.disable(gl.RASTERIZER_DISCARD);
}

/** The GL viewport and depth range of a pipe viewport; throws for mirrored viewports (WebGL2 has none). */
export function applyViewport(gl: WebGL2RenderingContext, v: PipeViewportState): void {
  const [sx, sy, sz] = v.scale;
  const [tx, ty, tz] = v.translate;
  if (sx < 0 || sy < 0)
    throw new PipeUnsupportedError(
      'drawVbo',
      'a viewport with a negative x or y scale (mirroring) does not exist in WebGL2',
    );
  gl.viewport(Math.round(tx - sx), Math.round(ty - sy), Math.round(2 * sx), Math.round(2 * sy));
  // WebGL2 refuses near > far: a reversed range is set the right way round and the vertex shader
  // negates z (variant key depthRangeReversed)
  gl.depthRange(Math.min(tz - sz, tz + sz), Math.max(tz - sz, tz + sz));
}

/** The GL scissor box of a pipe scissor (max exclusive). */
export function applyScissor(gl: WebGL2RenderingContext, s: PipeScissorState): void {
  gl.scissor(s.minx, s.miny, Math.max(0, s.maxx - s.minx), Math.max(0, s.maxy - s.miny));
}
