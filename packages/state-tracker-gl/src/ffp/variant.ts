// A key decoded into the description the program generators work from. The generators see only this
// (never the state), so equal keys always give the same code.

import { GL_ALWAYS } from '../gl-enums.js';
import { FFP_MAX_CLIP_PLANES, FFP_MAX_LIGHTS, FFP_MAX_TEXTURE_UNITS } from './attribs.js';
import { COMBINE_ARGS, CombineCode } from './codes.js';
import {
  ALPHA_TEST_SHIFT,
  BORDER_COMPARE_SHIFT,
  BORDER_MAG_LINEAR,
  BORDER_MIN_LINEAR,
  BORDER_MIP_SHIFT,
  borderWraps,
  CLIP_PLANE_SHIFT,
  COLOR_MATERIAL_SHIFT,
  FOG_MODE_SHIFT,
  KeyBit,
  LightBit,
  LOD_BIAS_BIT,
  LOGIC_OP_ENABLED,
  LOGIC_OP_SHIFT,
  LOWERED_WORD,
  LoweredBit,
  mixesBorder,
  SHADOW_BIT,
  SWIZZLE_BIT,
  SWIZZLE_SHIFT,
  TEXGEN_SHIFT,
  unitWord,
} from './key.js';

export interface LightVariant {
  /** GL_LIGHTi. */
  index: number;
  /** w ≠ 0: a point light with attenuation; else a directional light. */
  positional: boolean;
  /** Spot cutoff ≠ 180. */
  spot: boolean;
}

export interface LightingVariant {
  /** Enabled lights, in index order. */
  lights: LightVariant[];
  localViewer: boolean;
  twoSide: boolean;
  separateSpecular: boolean;
  /** MaterialBits replaced by the vertex colour: [front, back]. */
  colorMaterial: [number, number];
}

/** One combiner argument: a SourceCode and an operand code (OperandCode for RGB, 0/1 for alpha). */
export interface CombinerArg {
  source: number;
  operand: number;
}

export interface CombinerVariant {
  rgbFunc: number;
  alphaFunc: number;
  rgbArgs: CombinerArg[];
  /** Empty for DOT3_RGBA, which computes alpha with the RGB function. */
  alphaArgs: CombinerArg[];
  rgbScale: number;
  alphaScale: number;
}

export interface UnitVariant {
  unit: number;
  /** TargetCode (never NONE: only enabled units are listed). */
  target: number;
  /** TexGenCode of S, T, R, Q. */
  texGen: [number, number, number, number];
  /** Lookups compare r/q with the depth (ARB_shadow). */
  shadow: boolean;
  combiner: CombinerVariant;
  /** The PipeSwizzle of R, G, B, A the program applies to the texel, or null (the sampler view does). */
  swizzle: [number, number, number, number] | null;
  /** What the program needs to mix the border colour in, or null (the sampler reads it, or nothing does). */
  border: BorderVariant | null;
  /** The program samples with TXB and the unit's LOD bias constant (the sampler cannot apply it). */
  lodBias: boolean;
}

export interface BorderVariant {
  /** The BorderWrap of S, T, R. */
  wraps: [number, number, number];
  magLinear: boolean;
  minLinear: boolean;
  /** MipCode of the minification filter. */
  mip: number;
  /** For a unit comparing depths: the comparison function, 0 (NEVER) .. 7 (ALWAYS) in GL's order; else null. */
  compareFunc: number | null;
}

export interface FfpVariant {
  lighting: LightingVariant | null;
  normalize: boolean;
  rescaleNormal: boolean;
  /** Fog: its FogCode and whether the coordinate is the eye distance (GL_FRAGMENT_DEPTH). */
  fog: { mode: number; fromDepth: boolean } | null;
  pointAttenuation: boolean;
  edgeFlags: boolean;
  /** The secondary colour is added to the textured colour. */
  colorSum: boolean;
  /** The final RGB is multiplied by the blend source factor (the blend state takes ONE in its place). */
  blendSourceFactor: boolean;
  /** Indices of the enabled user clip planes. */
  clipPlanes: number[];
  /** Enabled texture units, in order. */
  units: UnitVariant[];
  /**
   * The logic op the fragment program applies (the driver has none) as its truth table (op − GL_CLEAR:
   * bit 0 the result for source 1 and destination 1, bit 1 for 1 and 0, bit 2 for 0 and 1, bit 3 for 0
   * and 0), or null.
   */
  logicOp: number | null;
  /**
   * The alpha test function (GL_NEVER..GL_NOTEQUAL, GL_GEQUAL) the program applies (the driver has no
   * alpha test, or a lowered logic op replaces the alpha), or null.
   */
  alphaTest: number | null;
  /** The fragment program picks front or back colours by FACE; the vertex program writes back colours to GENERIC. */
  twoSidedColor: boolean;
  /** Colour inputs use constant interpolation. */
  flatshade: boolean;
}

export function decodeFfpKey(key: Uint32Array): FfpVariant {
  const w0 = key[0]!;
  const lowered = key[LOWERED_WORD]!;
  const has = (bit: number) => (w0 & bit) !== 0;
  const clipPlanes: number[] = [];
  for (let i = 0; i < FFP_MAX_CLIP_PLANES; i++) if (w0 & (1 << (CLIP_PLANE_SHIFT + i))) clipPlanes.push(i);
  const units: UnitVariant[] = [];
  for (let u = 0; u < FFP_MAX_TEXTURE_UNITS; u++) {
    const at = unitWord(u);
    const a = key[at]!;
    if ((a & 7) === 0) continue;
    const gen = (c: number) => (a >>> (TEXGEN_SHIFT + 3 * c)) & 7;
    units.push({
      unit: u,
      target: a & 7,
      texGen: [gen(0), gen(1), gen(2), gen(3)],
      shadow: (a & SHADOW_BIT) !== 0,
      combiner: decodeCombiner(key[at + 1]!, key[at + 2]!),
      swizzle: decodeSwizzle(key[at + 3]!),
      border: decodeBorder(key[at + 3]!),
      lodBias: (key[at + 3]! & LOD_BIAS_BIT) !== 0,
    });
  }
  return {
    lighting: has(KeyBit.LIGHTING) ? decodeLighting(w0, key[1]!) : null,
    normalize: has(KeyBit.NORMALIZE),
    rescaleNormal: has(KeyBit.RESCALE_NORMAL),
    fog: has(KeyBit.FOG)
      ? { mode: (w0 >>> FOG_MODE_SHIFT) & 3, fromDepth: has(KeyBit.FOG_FROM_DEPTH) }
      : null,
    pointAttenuation: has(KeyBit.POINT_ATTENUATION),
    edgeFlags: has(KeyBit.EDGE_FLAGS),
    colorSum: has(KeyBit.COLOR_SUM),
    blendSourceFactor: has(KeyBit.BLEND_SOURCE_FACTOR),
    clipPlanes,
    units,
    logicOp: logicOpBits(key[1]!),
    alphaTest: alphaTestFunc(key[1]!),
    twoSidedColor: (lowered & LoweredBit.TWO_SIDED_COLOR) !== 0,
    flatshade: (lowered & LoweredBit.FLATSHADE) !== 0,
  };
}

/** The border variant of word D of a unit (key.ts borderBits), or null when it mixes no border in. */
export function decodeBorder(d: number): BorderVariant | null {
  if (!mixesBorder(d)) return null;
  return {
    wraps: borderWraps(d),
    magLinear: (d & BORDER_MAG_LINEAR) !== 0,
    minLinear: (d & BORDER_MIN_LINEAR) !== 0,
    mip: (d >>> BORDER_MIP_SHIFT) & 3,
    compareFunc: ((d >>> BORDER_COMPARE_SHIFT) & 15) === 0 ? null : ((d >>> BORDER_COMPARE_SHIFT) & 15) - 1,
  };
}

function decodeSwizzle(d: number): [number, number, number, number] | null {
  if ((d & SWIZZLE_BIT) === 0) return null;
  const at = (c: number) => (d >>> (SWIZZLE_SHIFT + 3 * c)) & 7;
  return [at(0), at(1), at(2), at(3)];
}

function alphaTestFunc(w1: number): number | null {
  const bits = (w1 >>> ALPHA_TEST_SHIFT) & 7;
  return bits === 0 ? null : GL_ALWAYS - bits;
}

function logicOpBits(w1: number): number | null {
  const bits = (w1 >>> LOGIC_OP_SHIFT) & 31;
  return bits & LOGIC_OP_ENABLED ? bits & 15 : null;
}

function decodeLighting(w0: number, w1: number): LightingVariant {
  const lights: LightVariant[] = [];
  for (let i = 0; i < FFP_MAX_LIGHTS; i++) {
    const bits = (w1 >>> (3 * i)) & 7;
    if (bits & LightBit.ENABLED) {
      lights.push({
        index: i,
        positional: (bits & LightBit.POSITIONAL) !== 0,
        spot: (bits & LightBit.SPOT) !== 0,
      });
    }
  }
  const materials = (w0 >>> COLOR_MATERIAL_SHIFT) & 0xff;
  return {
    lights,
    localViewer: (w0 & KeyBit.LOCAL_VIEWER) !== 0,
    twoSide: (w0 & KeyBit.TWO_SIDE) !== 0,
    separateSpecular: (w0 & KeyBit.SEPARATE_SPECULAR) !== 0,
    colorMaterial: [materials & 0xf, materials >>> 4],
  };
}

function decodeCombiner(funcs: number, operands: number): CombinerVariant {
  const rgbFunc = funcs & 7;
  const alphaFunc = (funcs >>> 3) & 7;
  const rgbArgs: CombinerArg[] = [];
  for (let i = 0; i < COMBINE_ARGS[rgbFunc]!; i++) {
    rgbArgs.push({ source: (funcs >>> (6 + 4 * i)) & 15, operand: (operands >>> (2 * i)) & 3 });
  }
  const alphaArgs: CombinerArg[] = [];
  if (rgbFunc !== CombineCode.DOT3_RGBA) {
    for (let i = 0; i < COMBINE_ARGS[alphaFunc]!; i++) {
      alphaArgs.push({ source: (funcs >>> (18 + 4 * i)) & 15, operand: (operands >>> (6 + i)) & 1 });
    }
  }
  return {
    rgbFunc,
    alphaFunc,
    rgbArgs,
    alphaArgs,
    rgbScale: 1 << ((operands >>> 9) & 3),
    alphaScale: 1 << ((operands >>> 11) & 3),
  };
}
