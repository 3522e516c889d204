// GL enum → Gallium enum translations used when deriving pipe state.
import {
  PipeBlend,
  PipeBlendFactor,
  PipeLogicop,
  PipePolygonMode,
  PipeStencilOp,
  PipeTexFilter,
  PipeTexMipfilter,
  PipeTexWrap,
} from '@gallium-ts/gallium-api';
import * as G from '../gl-enums.js';

/** GL_NEVER..GL_ALWAYS are 0x200..0x207 in PipeFunc's order. */
export function pipeFunc(glFunc: number): number {
  return glFunc - G.GL_NEVER;
}

export const STENCIL_OPS: ReadonlyMap<number, number> = new Map([
  [G.GL_KEEP, PipeStencilOp.KEEP],
  [G.GL_ZERO, PipeStencilOp.ZERO],
  [G.GL_REPLACE, PipeStencilOp.REPLACE],
  [G.GL_INCR, PipeStencilOp.INCR],
  [G.GL_DECR, PipeStencilOp.DECR],
  [G.GL_INCR_WRAP, PipeStencilOp.INCR_WRAP],
  [G.GL_DECR_WRAP, PipeStencilOp.DECR_WRAP],
  [G.GL_INVERT, PipeStencilOp.INVERT],
]);

export const BLEND_FACTORS: ReadonlyMap<number, number> = new Map([
  [G.GL_ZERO, PipeBlendFactor.ZERO],
  [G.GL_ONE, PipeBlendFactor.ONE],
  [G.GL_SRC_COLOR, PipeBlendFactor.SRC_COLOR],
  [G.GL_ONE_MINUS_SRC_COLOR, PipeBlendFactor.INV_SRC_COLOR],
  [G.GL_DST_COLOR, PipeBlendFactor.DST_COLOR],
  [G.GL_ONE_MINUS_DST_COLOR, PipeBlendFactor.INV_DST_COLOR],
  [G.GL_SRC_ALPHA, PipeBlendFactor.SRC_ALPHA],
  [G.GL_ONE_MINUS_SRC_ALPHA, PipeBlendFactor.INV_SRC_ALPHA],
  [G.GL_DST_ALPHA, PipeBlendFactor.DST_ALPHA],
  [G.GL_ONE_MINUS_DST_ALPHA, PipeBlendFactor.INV_DST_ALPHA],
  [G.GL_CONSTANT_COLOR, PipeBlendFactor.CONST_COLOR],
  [G.GL_ONE_MINUS_CONSTANT_COLOR, PipeBlendFactor.INV_CONST_COLOR],
  [G.GL_CONSTANT_ALPHA, PipeBlendFactor.CONST_ALPHA],
  [G.GL_ONE_MINUS_CONSTANT_ALPHA, PipeBlendFactor.INV_CONST_ALPHA],
  [G.GL_SRC_ALPHA_SATURATE, PipeBlendFactor.SRC_ALPHA_SATURATE],
]);

export const BLEND_EQUATIONS: ReadonlyMap<number, number> = new Map([
  [G.GL_FUNC_ADD, PipeBlend.ADD],
  [G.GL_FUNC_SUBTRACT, PipeBlend.SUBTRACT],
  [G.GL_FUNC_REVERSE_SUBTRACT, PipeBlend.REVERSE_SUBTRACT],
  [G.GL_MIN, PipeBlend.MIN],
  [G.GL_MAX, PipeBlend.MAX],
]);

export const LOGIC_OPS: ReadonlyMap<number, number> = new Map([
  [G.GL_CLEAR, PipeLogicop.CLEAR],
  [G.GL_AND, PipeLogicop.AND],
  [G.GL_AND_REVERSE, PipeLogicop.AND_REVERSE],
  [G.GL_COPY, PipeLogicop.COPY],
  [G.GL_AND_INVERTED, PipeLogicop.AND_INVERTED],
  [G.GL_NOOP, PipeLogicop.NOOP],
  [G.GL_XOR, PipeLogicop.XOR],
  [G.GL_OR, PipeLogicop.OR],
  [G.GL_NOR, PipeLogicop.NOR],
  [G.GL_EQUIV, PipeLogicop.EQUIV],
  [G.GL_INVERT, PipeLogicop.INVERT],
  [G.GL_OR_REVERSE, PipeLogicop.OR_REVERSE],
  [G.GL_COPY_INVERTED, PipeLogicop.COPY_INVERTED],
  [G.GL_OR_INVERTED, PipeLogicop.OR_INVERTED],
  [G.GL_NAND, PipeLogicop.NAND],
  [G.GL_SET, PipeLogicop.SET],
]);

export const POLYGON_MODES: ReadonlyMap<number, number> = new Map([
  [G.GL_POINT, PipePolygonMode.POINT],
  [G.GL_LINE, PipePolygonMode.LINE],
  [G.GL_FILL, PipePolygonMode.FILL],
]);

export const WRAP_MODES: ReadonlyMap<number, number> = new Map([
  [G.GL_REPEAT, PipeTexWrap.REPEAT],
  [G.GL_CLAMP, PipeTexWrap.CLAMP],
  [G.GL_CLAMP_TO_EDGE, PipeTexWrap.CLAMP_TO_EDGE],
  [G.GL_CLAMP_TO_BORDER, PipeTexWrap.CLAMP_TO_BORDER],
  [G.GL_MIRRORED_REPEAT, PipeTexWrap.MIRROR_REPEAT],
  [G.GL_MIRROR_CLAMP_EXT, PipeTexWrap.MIRROR_CLAMP],
  [G.GL_MIRROR_CLAMP_TO_EDGE_EXT, PipeTexWrap.MIRROR_CLAMP_TO_EDGE],
  [G.GL_MIRROR_CLAMP_TO_BORDER_EXT, PipeTexWrap.MIRROR_CLAMP_TO_BORDER],
]);

/** Image filter and mip filter of a GL minification filter. */
export function minFilter(glFilter: number): [number, number] {
  switch (glFilter) {
    case G.GL_NEAREST:
      return [PipeTexFilter.NEAREST, PipeTexMipfilter.NONE];
    case G.GL_LINEAR:
      return [PipeTexFilter.LINEAR, PipeTexMipfilter.NONE];
    case G.GL_NEAREST_MIPMAP_NEAREST:
      return [PipeTexFilter.NEAREST, PipeTexMipfilter.NEAREST];
    case G.GL_LINEAR_MIPMAP_NEAREST:
      return [PipeTexFilter.LINEAR, PipeTexMipfilter.NEAREST];
    case G.GL_NEAREST_MIPMAP_LINEAR:
      return [PipeTexFilter.NEAREST, PipeTexMipfilter.LINEAR];
    default:
      return [PipeTexFilter.LINEAR, PipeTexMipfilter.LINEAR];
  }
}
