// How Mesa's GL state tracker translates the GL state the reference scenes use into Gallium state, for a
// framebuffer whose row 0 is GL's window y = 0 (Mesa's "Y_0_BOTTOM" case, see reference/README.md), and
// the constant tables of mesa-scenes.c in the same order, already translated.
import {
  PipeBlend,
  PipeBlendFactor,
  PipeFunc,
  PipeLogicop,
  type PipeRasterizerState,
  type PipeRtBlendState,
  PipeTexWrap,
  rasterizerState,
} from '@gallium-ts/gallium-api';

/** What every scene clears to (mesa-scenes.c's SCENE macro): colour, depth 1, stencil 0. */
export const SCENE_CLEAR = { color: [0.2, 0.2, 0.4, 1.0], depth: 1.0, stencil: 0 } as const;

/**
 * st_update_rasterizer's result for GL's default state: counter-clockwise front faces become
 * `frontCcw: false` because nothing flips y (the viewport maps NDC y = -1 to row 0), the edge rule is the
 * top-left one of Gallium's y-down window (`bottomEdgeRule: false`), pixel centres at .5, depth clipping
 * on, no last line pixel, non-sprite points, GL_LINE_STIPPLE's default pattern 0xffff with repeat 1
 * (factor 0). Colours stay in [0, 1] in every scene, so the colour clamps (which Mesa sets or emulates
 * from the caps) are left off.
 */
export function glRasterizer(fields: Partial<PipeRasterizerState> = {}): PipeRasterizerState {
  return rasterizerState({
    frontCcw: glFrontCcw('CCW'),
    halfPixelCenter: true,
    bottomEdgeRule: false,
    depthClipNear: true,
    depthClipFar: true,
    depthClamp: false,
    lineLastPixel: false,
    lineRectangular: false,
    pointQuadRasterization: false,
    lineStipplePattern: 0xffff,
    lineStippleFactor: 0,
    ...fields,
  });
}

/** glFrontFace → front_ccw: Mesa flips it when rows are not flipped (Y_0_BOTTOM). */
export function glFrontCcw(frontFace: 'CCW' | 'CW'): boolean {
  return frontFace !== 'CCW';
}

/** glEnable(GL_LINE_STIPPLE) + glLineStipple(factor, pattern): factor 1..256 becomes 0..255. */
export function glLineStipple(factor: number, pattern: number): Partial<PipeRasterizerState> {
  return {
    lineStippleEnable: pattern !== 0xffff,
    lineStipplePattern: pattern,
    lineStippleFactor: factor - 1,
  };
}

/**
 * glBlendEquationSeparate + glBlendFuncSeparate with GL_BLEND enabled → one render target's blend
 * state. As in st_update_blend, MIN and MAX ignore the factors (they become ONE, ONE).
 */
export function glBlend(
  rgbFunc: PipeBlend,
  alphaFunc: PipeBlend,
  rgbSrc: PipeBlendFactor,
  rgbDst: PipeBlendFactor,
  alphaSrc: PipeBlendFactor,
  alphaDst: PipeBlendFactor,
): Partial<PipeRtBlendState> {
  const minMax = (f: PipeBlend) => f === PipeBlend.MIN || f === PipeBlend.MAX;
  const one = PipeBlendFactor.ONE;
  return {
    blendEnable: true,
    rgbFunc,
    rgbSrcFactor: minMax(rgbFunc) ? one : rgbSrc,
    rgbDstFactor: minMax(rgbFunc) ? one : rgbDst,
    alphaFunc,
    alphaSrcFactor: minMax(alphaFunc) ? one : alphaSrc,
    alphaDstFactor: minMax(alphaFunc) ? one : alphaDst,
  };
}

/** GL's alpha blend, glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA), as glBlend gives it. */
export const ALPHA_BLEND = glBlend(
  PipeBlend.ADD,
  PipeBlend.ADD,
  PipeBlendFactor.SRC_ALPHA,
  PipeBlendFactor.INV_SRC_ALPHA,
  PipeBlendFactor.SRC_ALPHA,
  PipeBlendFactor.INV_SRC_ALPHA,
);

/** mesa-scenes.c PALETTE. */
export const PALETTE: readonly (readonly [number, number, number, number])[] = [
  [1.0, 0.2, 0.2, 1.0],
  [0.2, 1.0, 0.2, 1.0],
  [0.2, 0.4, 1.0, 1.0],
  [1.0, 1.0, 0.4, 1.0],
];

/** mesa-scenes.c WRAP_MODES: REPEAT, CLAMP_TO_EDGE, CLAMP_TO_BORDER, MIRRORED_REPEAT, CLAMP, MIRROR_CLAMP_EXT,
 * MIRROR_CLAMP_TO_EDGE_EXT, MIRROR_CLAMP_TO_BORDER_EXT. */
export const WRAP_MODES: readonly PipeTexWrap[] = [
  PipeTexWrap.REPEAT,
  PipeTexWrap.CLAMP_TO_EDGE,
  PipeTexWrap.CLAMP_TO_BORDER,
  PipeTexWrap.MIRROR_REPEAT,
  PipeTexWrap.CLAMP,
  PipeTexWrap.MIRROR_CLAMP,
  PipeTexWrap.MIRROR_CLAMP_TO_EDGE,
  PipeTexWrap.MIRROR_CLAMP_TO_BORDER,
];

/** mesa-scenes.c DEPTH_FUNCS: NEVER, LESS, EQUAL, LEQUAL, GREATER, NOTEQUAL, GEQUAL, ALWAYS. */
export const DEPTH_FUNCS: readonly PipeFunc[] = [
  PipeFunc.NEVER,
  PipeFunc.LESS,
  PipeFunc.EQUAL,
  PipeFunc.LEQUAL,
  PipeFunc.GREATER,
  PipeFunc.NOTEQUAL,
  PipeFunc.GEQUAL,
  PipeFunc.ALWAYS,
];

/** mesa-scenes.c BLEND_FACTORS, GL_ZERO … GL_SRC_ALPHA_SATURATE. */
export const BLEND_FACTORS: readonly PipeBlendFactor[] = [
  PipeBlendFactor.ZERO,
  PipeBlendFactor.ONE,
  PipeBlendFactor.SRC_COLOR,
  PipeBlendFactor.INV_SRC_COLOR,
  PipeBlendFactor.DST_COLOR,
  PipeBlendFactor.INV_DST_COLOR,
  PipeBlendFactor.SRC_ALPHA,
  PipeBlendFactor.INV_SRC_ALPHA,
  PipeBlendFactor.DST_ALPHA,
  PipeBlendFactor.INV_DST_ALPHA,
  PipeBlendFactor.CONST_COLOR,
  PipeBlendFactor.INV_CONST_COLOR,
  PipeBlendFactor.CONST_ALPHA,
  PipeBlendFactor.INV_CONST_ALPHA,
  PipeBlendFactor.SRC_ALPHA_SATURATE,
];

/** mesa-scenes.c BLEND_EQUATIONS: FUNC_ADD, FUNC_SUBTRACT, FUNC_REVERSE_SUBTRACT, MIN, MAX. */
export const BLEND_EQUATIONS: readonly PipeBlend[] = [
  PipeBlend.ADD,
  PipeBlend.SUBTRACT,
  PipeBlend.REVERSE_SUBTRACT,
  PipeBlend.MIN,
  PipeBlend.MAX,
];

/** mesa-scenes.c LOGIC_OPS in GL's order (GL_CLEAR, GL_AND, …, GL_SET), by name. */
export const LOGIC_OPS: readonly PipeLogicop[] = [
  PipeLogicop.CLEAR,
  PipeLogicop.AND,
  PipeLogicop.AND_REVERSE,
  PipeLogicop.COPY,
  PipeLogicop.AND_INVERTED,
  PipeLogicop.NOOP,
  PipeLogicop.XOR,
  PipeLogicop.OR,
  PipeLogicop.NOR,
  PipeLogicop.EQUIV,
  PipeLogicop.INVERT,
  PipeLogicop.OR_REVERSE,
  PipeLogicop.COPY_INVERTED,
  PipeLogicop.OR_INVERTED,
  PipeLogicop.NAND,
  PipeLogicop.SET,
];
