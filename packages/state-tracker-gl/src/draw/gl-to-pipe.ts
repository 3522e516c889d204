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
import {
  GL_AND,
  GL_AND_INVERTED,
  GL_AND_REVERSE,
  GL_CLAMP,
  GL_CLAMP_TO_BORDER,
  GL_CLAMP_TO_EDGE,
  GL_CLEAR,
  GL_CONSTANT_ALPHA,
  GL_CONSTANT_COLOR,
  GL_COPY,
  GL_COPY_INVERTED,
  GL_DECR,
  GL_DECR_WRAP,
  GL_DST_ALPHA,
  GL_DST_COLOR,
  GL_EQUIV,
  GL_FILL,
  GL_FUNC_ADD,
  GL_FUNC_REVERSE_SUBTRACT,
  GL_FUNC_SUBTRACT,
  GL_INCR,
  GL_INCR_WRAP,
  GL_INVERT,
  GL_KEEP,
  GL_LINE,
  GL_LINEAR,
  GL_LINEAR_MIPMAP_NEAREST,
  GL_MAX,
  GL_MIN,
  GL_MIRROR_CLAMP_EXT,
  GL_MIRROR_CLAMP_TO_BORDER_EXT,
  GL_MIRROR_CLAMP_TO_EDGE_EXT,
  GL_MIRRORED_REPEAT,
  GL_NAND,
  GL_NEAREST,
  GL_NEAREST_MIPMAP_LINEAR,
  GL_NEAREST_MIPMAP_NEAREST,
  GL_NEVER,
  GL_NOOP,
  GL_NOR,
  GL_ONE,
  GL_ONE_MINUS_CONSTANT_ALPHA,
  GL_ONE_MINUS_CONSTANT_COLOR,
  GL_ONE_MINUS_DST_ALPHA,
  GL_ONE_MINUS_DST_COLOR,
  GL_ONE_MINUS_SRC_ALPHA,
  GL_ONE_MINUS_SRC_COLOR,
  GL_OR,
  GL_OR_INVERTED,
  GL_OR_REVERSE,
  GL_POINT,
  GL_REPEAT,
  GL_REPLACE,
  GL_SET,
  GL_SRC_ALPHA,
  GL_SRC_ALPHA_SATURATE,
  GL_SRC_COLOR,
  GL_XOR,
  GL_ZERO,
} from '../gl-enums.js';

/** GL_NEVER..GL_ALWAYS are 0x200..0x207 in PipeFunc's order. */
export function pipeFunc(glFunc: number): number {
  return glFunc - GL_NEVER;
}

export const STENCIL_OPS: ReadonlyMap<number, number> = new Map([
  [GL_KEEP, PipeStencilOp.KEEP],
  [GL_ZERO, PipeStencilOp.ZERO],
  [GL_REPLACE, PipeStencilOp.REPLACE],
  [GL_INCR, PipeStencilOp.INCR],
  [GL_DECR, PipeStencilOp.DECR],
  [GL_INCR_WRAP, PipeStencilOp.INCR_WRAP],
  [GL_DECR_WRAP, PipeStencilOp.DECR_WRAP],
  [GL_INVERT, PipeStencilOp.INVERT],
]);

export const BLEND_FACTORS: ReadonlyMap<number, number> = new Map([
  [GL_ZERO, PipeBlendFactor.ZERO],
  [GL_ONE, PipeBlendFactor.ONE],
  [GL_SRC_COLOR, PipeBlendFactor.SRC_COLOR],
  [GL_ONE_MINUS_SRC_COLOR, PipeBlendFactor.INV_SRC_COLOR],
  [GL_DST_COLOR, PipeBlendFactor.DST_COLOR],
  [GL_ONE_MINUS_DST_COLOR, PipeBlendFactor.INV_DST_COLOR],
  [GL_SRC_ALPHA, PipeBlendFactor.SRC_ALPHA],
  [GL_ONE_MINUS_SRC_ALPHA, PipeBlendFactor.INV_SRC_ALPHA],
  [GL_DST_ALPHA, PipeBlendFactor.DST_ALPHA],
  [GL_ONE_MINUS_DST_ALPHA, PipeBlendFactor.INV_DST_ALPHA],
  [GL_CONSTANT_COLOR, PipeBlendFactor.CONST_COLOR],
  [GL_ONE_MINUS_CONSTANT_COLOR, PipeBlendFactor.INV_CONST_COLOR],
  [GL_CONSTANT_ALPHA, PipeBlendFactor.CONST_ALPHA],
  [GL_ONE_MINUS_CONSTANT_ALPHA, PipeBlendFactor.INV_CONST_ALPHA],
  [GL_SRC_ALPHA_SATURATE, PipeBlendFactor.SRC_ALPHA_SATURATE],
]);

export const BLEND_EQUATIONS: ReadonlyMap<number, number> = new Map([
  [GL_FUNC_ADD, PipeBlend.ADD],
  [GL_FUNC_SUBTRACT, PipeBlend.SUBTRACT],
  [GL_FUNC_REVERSE_SUBTRACT, PipeBlend.REVERSE_SUBTRACT],
  [GL_MIN, PipeBlend.MIN],
  [GL_MAX, PipeBlend.MAX],
]);

export const LOGIC_OPS: ReadonlyMap<number, number> = new Map([
  [GL_CLEAR, PipeLogicop.CLEAR],
  [GL_AND, PipeLogicop.AND],
  [GL_AND_REVERSE, PipeLogicop.AND_REVERSE],
  [GL_COPY, PipeLogicop.COPY],
  [GL_AND_INVERTED, PipeLogicop.AND_INVERTED],
  [GL_NOOP, PipeLogicop.NOOP],
  [GL_XOR, PipeLogicop.XOR],
  [GL_OR, PipeLogicop.OR],
  [GL_NOR, PipeLogicop.NOR],
  [GL_EQUIV, PipeLogicop.EQUIV],
  [GL_INVERT, PipeLogicop.INVERT],
  [GL_OR_REVERSE, PipeLogicop.OR_REVERSE],
  [GL_COPY_INVERTED, PipeLogicop.COPY_INVERTED],
  [GL_OR_INVERTED, PipeLogicop.OR_INVERTED],
  [GL_NAND, PipeLogicop.NAND],
  [GL_SET, PipeLogicop.SET],
]);

export const POLYGON_MODES: ReadonlyMap<number, number> = new Map([
  [GL_POINT, PipePolygonMode.POINT],
  [GL_LINE, PipePolygonMode.LINE],
  [GL_FILL, PipePolygonMode.FILL],
]);

export const WRAP_MODES: ReadonlyMap<number, number> = new Map([
  [GL_REPEAT, PipeTexWrap.REPEAT],
  [GL_CLAMP, PipeTexWrap.CLAMP],
  [GL_CLAMP_TO_EDGE, PipeTexWrap.CLAMP_TO_EDGE],
  [GL_CLAMP_TO_BORDER, PipeTexWrap.CLAMP_TO_BORDER],
  [GL_MIRRORED_REPEAT, PipeTexWrap.MIRROR_REPEAT],
  [GL_MIRROR_CLAMP_EXT, PipeTexWrap.MIRROR_CLAMP],
  [GL_MIRROR_CLAMP_TO_EDGE_EXT, PipeTexWrap.MIRROR_CLAMP_TO_EDGE],
  [GL_MIRROR_CLAMP_TO_BORDER_EXT, PipeTexWrap.MIRROR_CLAMP_TO_BORDER],
]);

/** Image filter and mip filter of a GL minification filter. */
export function minFilter(glFilter: number): [number, number] {
  switch (glFilter) {
    case GL_NEAREST:
      return [PipeTexFilter.NEAREST, PipeTexMipfilter.NONE];
    case GL_LINEAR:
      return [PipeTexFilter.LINEAR, PipeTexMipfilter.NONE];
    case GL_NEAREST_MIPMAP_NEAREST:
      return [PipeTexFilter.NEAREST, PipeTexMipfilter.NEAREST];
    case GL_LINEAR_MIPMAP_NEAREST:
      return [PipeTexFilter.LINEAR, PipeTexMipfilter.NEAREST];
    case GL_NEAREST_MIPMAP_LINEAR:
      return [PipeTexFilter.NEAREST, PipeTexMipfilter.LINEAR];
    default:
      return [PipeTexFilter.LINEAR, PipeTexMipfilter.LINEAR];
  }
}
