// Small integer codes for the GL enums the fixed-function key holds, and the conversions both ways.
// The key packs these codes into bit fields; the generators read them back. The conversions return -1
// for an enum GL does not allow there, and the caller throws `invalid(field, ...)` naming the field.
import {
  GL_ADD,
  GL_ADD_SIGNED,
  GL_CLAMP,
  GL_CLAMP_TO_BORDER,
  GL_CLAMP_TO_EDGE,
  GL_CONSTANT,
  GL_DOT3_RGB,
  GL_DOT3_RGBA,
  GL_EXP,
  GL_EXP2,
  GL_EYE_LINEAR,
  GL_INTERPOLATE,
  GL_LINEAR,
  GL_LINEAR_MIPMAP_LINEAR,
  GL_LINEAR_MIPMAP_NEAREST,
  GL_MIRROR_CLAMP_EXT,
  GL_MIRROR_CLAMP_TO_BORDER_EXT,
  GL_MIRROR_CLAMP_TO_EDGE_EXT,
  GL_MIRRORED_REPEAT,
  GL_MODULATE,
  GL_NEAREST,
  GL_NEAREST_MIPMAP_LINEAR,
  GL_NEAREST_MIPMAP_NEAREST,
  GL_NORMAL_MAP,
  GL_OBJECT_LINEAR,
  GL_ONE_MINUS_SRC_ALPHA,
  GL_ONE_MINUS_SRC_COLOR,
  GL_PREVIOUS,
  GL_PRIMARY_COLOR,
  GL_REFLECTION_MAP,
  GL_REPEAT,
  GL_REPLACE,
  GL_SPHERE_MAP,
  GL_SRC_ALPHA,
  GL_SRC_COLOR,
  GL_SUBTRACT,
  GL_TEXTURE,
  GL_TEXTURE_1D,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_TEXTURE_CUBE_MAP,
  GL_TEXTURE_RECTANGLE,
  GL_TEXTURE0,
} from '../gl-enums.js';
import { FFP_MAX_TEXTURE_UNITS } from './attribs.js';
import { FfpStateError } from './errors.js';

/** Texture targets: 0 = texturing off on the unit. */
export const TargetCode = { NONE: 0, T1D: 1, T2D: 2, T3D: 3, CUBE: 4, RECT: 5 } as const;
/** GL target of each TargetCode. */
export const TARGET_GL: readonly number[] = [
  0,
  GL_TEXTURE_1D,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_TEXTURE_CUBE_MAP,
  GL_TEXTURE_RECTANGLE,
];
/** TGSI texture target name of each TargetCode. */
export const TARGET_TGSI = ['UNKNOWN', '1D', '2D', '3D', 'CUBE', 'RECT'] as const;
/** TGSI texture target of each TargetCode for depth-comparison lookups (only 1D, 2D and RECT have one in GL 1.5). */
export const SHADOW_TARGET_TGSI = [null, 'SHADOW1D', 'SHADOW2D', null, null, 'SHADOWRECT'] as const;

/** The TargetCode of a GL target (0 = off), or -1. */
export function targetCode(target: number): number {
  switch (target) {
    case 0:
      return TargetCode.NONE;
    case GL_TEXTURE_1D:
      return TargetCode.T1D;
    case GL_TEXTURE_2D:
      return TargetCode.T2D;
    case GL_TEXTURE_3D:
      return TargetCode.T3D;
    case GL_TEXTURE_CUBE_MAP:
      return TargetCode.CUBE;
    case GL_TEXTURE_RECTANGLE:
      return TargetCode.RECT;
    default:
      return -1;
  }
}

/** Texture coordinate generation: 0 = the coordinate comes from the vertex. */
export const TexGenCode = {
  NONE: 0,
  OBJECT_LINEAR: 1,
  EYE_LINEAR: 2,
  SPHERE_MAP: 3,
  NORMAL_MAP: 4,
  REFLECTION_MAP: 5,
} as const;

/** The TexGenCode of an enabled coordinate (0 = S .. 3 = Q), or -1 for a mode the coordinate does not accept. */
export function texGenCode(mode: number, coord: number): number {
  switch (mode) {
    case GL_OBJECT_LINEAR:
      return TexGenCode.OBJECT_LINEAR;
    case GL_EYE_LINEAR:
      return TexGenCode.EYE_LINEAR;
    case GL_SPHERE_MAP:
      if (coord < 2) return TexGenCode.SPHERE_MAP;
      break;
    case GL_NORMAL_MAP:
      if (coord < 3) return TexGenCode.NORMAL_MAP;
      break;
    case GL_REFLECTION_MAP:
      if (coord < 3) return TexGenCode.REFLECTION_MAP;
      break;
  }
  return -1;
}

/** Texture combiner functions. */
export const CombineCode = {
  REPLACE: 0,
  MODULATE: 1,
  ADD: 2,
  ADD_SIGNED: 3,
  INTERPOLATE: 4,
  SUBTRACT: 5,
  DOT3_RGB: 6,
  DOT3_RGBA: 7,
} as const;
/** Arguments each combiner function reads. */
export const COMBINE_ARGS: readonly number[] = [1, 2, 2, 2, 3, 2, 2, 2];

/** The CombineCode of an RGB or alpha combiner function, or -1. */
export function combineCode(func: number, alpha: boolean): number {
  switch (func) {
    case GL_REPLACE:
      return CombineCode.REPLACE;
    case GL_MODULATE:
      return CombineCode.MODULATE;
    case GL_ADD:
      return CombineCode.ADD;
    case GL_ADD_SIGNED:
      return CombineCode.ADD_SIGNED;
    case GL_INTERPOLATE:
      return CombineCode.INTERPOLATE;
    case GL_SUBTRACT:
      return CombineCode.SUBTRACT;
    case GL_DOT3_RGB:
      if (!alpha) return CombineCode.DOT3_RGB;
      break;
    case GL_DOT3_RGBA:
      if (!alpha) return CombineCode.DOT3_RGBA;
      break;
  }
  return -1;
}

/** Combiner sources; TEXTURE0 + n is GL_TEXTUREn (the crossbar). */
export const SourceCode = { TEXTURE: 0, CONSTANT: 1, PRIMARY_COLOR: 2, PREVIOUS: 3, TEXTURE0: 4 } as const;

/** The SourceCode of a combiner source, or -1. */
export function sourceCode(source: number): number {
  switch (source) {
    case GL_TEXTURE:
      return SourceCode.TEXTURE;
    case GL_CONSTANT:
      return SourceCode.CONSTANT;
    case GL_PRIMARY_COLOR:
      return SourceCode.PRIMARY_COLOR;
    case GL_PREVIOUS:
      return SourceCode.PREVIOUS;
  }
  const unit = source - GL_TEXTURE0;
  if (unit >= 0 && unit < FFP_MAX_TEXTURE_UNITS) return SourceCode.TEXTURE0 + unit;
  return -1;
}

/** RGB operands; alpha operands use 0 (SRC_ALPHA) and 1 (ONE_MINUS_SRC_ALPHA). */
export const OperandCode = {
  SRC_COLOR: 0,
  ONE_MINUS_SRC_COLOR: 1,
  SRC_ALPHA: 2,
  ONE_MINUS_SRC_ALPHA: 3,
} as const;

/** The code of an RGB operand (OperandCode) or alpha operand (0 or 1), or -1. */
export function operandCode(operand: number, alpha: boolean): number {
  switch (operand) {
    case GL_SRC_COLOR:
      if (!alpha) return OperandCode.SRC_COLOR;
      break;
    case GL_ONE_MINUS_SRC_COLOR:
      if (!alpha) return OperandCode.ONE_MINUS_SRC_COLOR;
      break;
    case GL_SRC_ALPHA:
      return alpha ? 0 : OperandCode.SRC_ALPHA;
    case GL_ONE_MINUS_SRC_ALPHA:
      return alpha ? 1 : OperandCode.ONE_MINUS_SRC_ALPHA;
  }
  return -1;
}

/** RGB_SCALE / ALPHA_SCALE 1, 2, 4 as 0, 1, 2, or -1. */
export function scaleCode(scale: number): number {
  if (scale === 1) return 0;
  if (scale === 2) return 1;
  if (scale === 4) return 2;
  return -1;
}

/**
 * The wrap modes whose lookups the fragment program mixes the border colour into (ShaderBorderState):
 * CLAMP_TO_BORDER; GL_CLAMP, whose coordinates stop at the edge, so that a LINEAR footprint is at most
 * half outside; and their mirrored twins, which first fold the coordinate (|s|) and meet the border only
 * at the far edge.
 */
export const BorderWrap = {
  NONE: 0,
  CLAMP_TO_BORDER: 1,
  CLAMP: 2,
  MIRROR_CLAMP_TO_BORDER: 3,
  MIRROR_CLAMP: 4,
} as const;

/** Wrap modes that never read the border colour. */
const NO_BORDER: ReadonlySet<number> = new Set([
  GL_REPEAT,
  GL_MIRRORED_REPEAT,
  GL_CLAMP_TO_EDGE,
  GL_MIRROR_CLAMP_TO_EDGE_EXT,
]);

/**
 * The BorderWrap of a wrap mode when some filter is LINEAR (`linear`) or none is (GL_CLAMP and
 * MIRROR_CLAMP then never reach the border), or -1 for an unknown wrap mode.
 */
export function borderWrap(wrap: number, linear: boolean): number {
  if (NO_BORDER.has(wrap)) return BorderWrap.NONE;
  switch (wrap) {
    case GL_CLAMP_TO_BORDER:
      return BorderWrap.CLAMP_TO_BORDER;
    case GL_CLAMP:
      return linear ? BorderWrap.CLAMP : BorderWrap.NONE;
    case GL_MIRROR_CLAMP_TO_BORDER_EXT:
      return BorderWrap.MIRROR_CLAMP_TO_BORDER;
    case GL_MIRROR_CLAMP_EXT:
      return linear ? BorderWrap.MIRROR_CLAMP : BorderWrap.NONE;
  }
  return -1;
}

/** Mipmap filters: the base level only, the nearest level, a blend of the two nearest. */
export const MipCode = { NONE: 0, NEAREST: 1, LINEAR: 2 } as const;

/** A GL_TEXTURE_MIN_FILTER as [image filter is LINEAR, MipCode], or null. */
export function minFilterCodes(filter: number): [boolean, number] | null {
  switch (filter) {
    case GL_NEAREST:
      return [false, MipCode.NONE];
    case GL_LINEAR:
      return [true, MipCode.NONE];
    case GL_NEAREST_MIPMAP_NEAREST:
      return [false, MipCode.NEAREST];
    case GL_LINEAR_MIPMAP_NEAREST:
      return [true, MipCode.NEAREST];
    case GL_NEAREST_MIPMAP_LINEAR:
      return [false, MipCode.LINEAR];
    case GL_LINEAR_MIPMAP_LINEAR:
      return [true, MipCode.LINEAR];
  }
  return null;
}

/** Axes (s, t, r) a target's lookups wrap, by TargetCode. */
export const TARGET_AXES: readonly number[] = [0, 1, 2, 3, 2, 2];

/** Fog modes. */
export const FogCode = { LINEAR: 0, EXP: 1, EXP2: 2 } as const;

/** The FogCode of a fog mode, or -1. */
export function fogCode(mode: number): number {
  if (mode === GL_LINEAR) return FogCode.LINEAR;
  if (mode === GL_EXP) return FogCode.EXP;
  if (mode === GL_EXP2) return FogCode.EXP2;
  return -1;
}

/** The error for a field holding `value` where GL allows only `expected`. */
export function invalid(field: string, value: unknown, expected: string): FfpStateError {
  const shown =
    typeof value === 'number' && Number.isInteger(value) ? `0x${value.toString(16)}` : String(value);
  return new FfpStateError(field, `${shown} is not ${expected}`);
}
