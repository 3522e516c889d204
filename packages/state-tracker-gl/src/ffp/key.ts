// The fixed-function key: everything in a FixedFunctionState that changes the generated code, packed
// into FFP_KEY_WORDS 32-bit words, and nothing else (values such as colours, matrices and planes go to
// the constant buffers). Fields that cannot matter in the current state are left zero (light bits when
// lighting is off, texgen of disabled units, combiner arguments the function does not read), so states
// that behave alike share a program. Computing it walks the state once without allocating; texture
// functions other than COMBINE are looked up in a table of their COMBINE equivalents. A unit's fourth
// word holds what the program does in place of a sampler feature the driver lacks (texel swizzle,
// border colour, LOD bias: only that the unit applies one, its value is a constant); word 1 also carries a lowered logic op and the alpha test done in the program; the
// last word the rasterizer features the programs take over (two-sided colour, flat shading).
import {
  GL_ALPHA,
  GL_ALWAYS,
  GL_AMBIENT,
  GL_AMBIENT_AND_DIFFUSE,
  GL_BACK,
  GL_CLEAR,
  GL_COMBINE,
  GL_DEPTH_COMPONENT,
  GL_DIFFUSE,
  GL_EMISSION,
  GL_FOG_COORDINATE,
  GL_FRAGMENT_DEPTH,
  GL_FRONT,
  GL_FRONT_AND_BACK,
  GL_INTENSITY,
  GL_LINEAR,
  GL_LUMINANCE,
  GL_NEAREST,
  GL_NEVER,
  GL_SEPARATE_SPECULAR_COLOR,
  GL_SET,
  GL_SINGLE_COLOR,
  GL_SPECULAR,
} from '../gl-enums.js';
import { FFP_MAX_CLIP_PLANES, FFP_MAX_LIGHTS, FFP_MAX_TEXTURE_UNITS } from './attribs.js';
import {
  BorderWrap,
  borderWrap,
  COMBINE_ARGS,
  CombineCode,
  combineCode,
  fogCode,
  invalid,
  minFilterCodes,
  operandCode,
  SHADOW_TARGET_TGSI,
  SourceCode,
  scaleCode,
  sourceCode,
  TARGET_AXES,
  TexGenCode,
  targetCode,
  texGenCode,
} from './codes.js';
import type { FixedFunctionState, ShaderBorderState, TextureUnitState } from './ffp-state.js';
import { type CombineSetup, LEGACY_FORMATS, LEGACY_MODES, legacyCombine } from './texenv-legacy.js';

/** Words per texture unit. */
const UNIT_WORDS = 4;
/** The word of the lowered rasterizer features, after the texture units' words. */
export const LOWERED_WORD = 2 + UNIT_WORDS * FFP_MAX_TEXTURE_UNITS;
/** Words in a key: the global word, the light word, four words per texture unit, the lowered features. */
export const FFP_KEY_WORDS = LOWERED_WORD + 1;

/**
 * Bits of the lowered-features word: two-sided colour chosen by FACE, flat colour inputs. (The alpha
 * test in the program, for a driver without one or under a lowered logic op, is in word 1.)
 */
export const LoweredBit = { TWO_SIDED_COLOR: 1 << 0, FLATSHADE: 1 << 1 } as const;

/** Bits of key word 0. */
export const KeyBit = {
  LIGHTING: 1 << 0,
  LOCAL_VIEWER: 1 << 1,
  TWO_SIDE: 1 << 2,
  SEPARATE_SPECULAR: 1 << 3,
  NORMALIZE: 1 << 12,
  RESCALE_NORMAL: 1 << 13,
  FOG: 1 << 14,
  FOG_FROM_DEPTH: 1 << 15,
  POINT_ATTENUATION: 1 << 18,
  EDGE_FLAGS: 1 << 19,
  COLOR_SUM: 1 << 20,
  /** The fragment program multiplies its final RGB by the blend source factor (`blendSourceFactor`). */
  BLEND_SOURCE_FACTOR: 1 << 29,
} as const;
/** Word 0: the material attributes GL_COLOR_MATERIAL replaces, 4 MaterialBits of the front, then 4 of the back. */
export const COLOR_MATERIAL_SHIFT = 4;
/** Word 0: the FogCode, 2 bits. */
export const FOG_MODE_SHIFT = 16;
/** Word 0: the enabled user clip planes, one bit per plane. */
export const CLIP_PLANE_SHIFT = 21;

export const MaterialBit = { EMISSION: 1, AMBIENT: 2, DIFFUSE: 4, SPECULAR: 8 } as const;
/** Word 1: three bits per light, at 3·i. */
export const LightBit = { ENABLED: 1, POSITIONAL: 2, SPOT: 4 } as const;
/** Word 1: the lowered logic op, 5 bits: LOGIC_OP_ENABLED | (op − GL_CLEAR), the op's truth table. */
export const LOGIC_OP_SHIFT = 24;
export const LOGIC_OP_ENABLED = 16;
/** Word 1: the alpha test in the program, 3 bits: GL_ALWAYS − func (0: none, or GL_ALWAYS). */
export const ALPHA_TEST_SHIFT = 29;

/**
 * Index of texture unit u's first word: target and texgen (A); then combiner functions and sources (B);
 * then operands and scales (C); then the sampler lowerings (D).
 */
export function unitWord(unit: number): number {
  return 2 + UNIT_WORDS * unit;
}

/** Word A: texture target code in bits 0-2, then the TexGenCode of coordinate c in bits 3 + 3c. */
export const TEXGEN_SHIFT = 3;
/** Word A: lookups compare with the depth (ARB_shadow). */
export const SHADOW_BIT = 1 << 15;

/** Word D: the fragment program swizzles the texel (bit 0), by the 3-bit PipeSwizzle of R, G, B, A at 1 + 3c. */
export const SWIZZLE_BIT = 1;
export const SWIZZLE_SHIFT = 1;
/** Word D: the BorderWrap of axis S, T, R at 13 + 3·axis. */
export const BORDER_SHIFT = 13;
/** Word D, with a border: the magnification filter is LINEAR; the minification image filter is; its MipCode at 24. */
export const BORDER_MAG_LINEAR = 1 << 22;
export const BORDER_MIN_LINEAR = 1 << 23;
export const BORDER_MIP_SHIFT = 24;
/** Word D, with a border on a unit comparing depths: 1 + the comparison function (NEVER..ALWAYS) at 26. */
export const BORDER_COMPARE_SHIFT = 26;
/** Word D: the program samples with TXB, adding the unit's LOD bias (shaderLodBias, a constant). */
export const LOD_BIAS_BIT = 1 << 30;
/** PipeSwizzle.ONE: the largest swizzle code. */
const MAX_SWIZZLE = 5;

const LEGACY_WORDS = buildLegacyTable();

/** Fills `out` (FFP_KEY_WORDS words) with the key of `state`; throws FfpStateError for values GL cannot hold. */
export function computeFfpKey(state: FixedFunctionState, out: Uint32Array): void {
  out.fill(0);
  let usesNormal = false;
  let word0 = 0;

  const units = state.textureUnits;
  for (let u = 0; u < units.length; u++) {
    const unit = units[u]!;
    const target = targetCode(unit.target);
    if (target < 0) throw invalid(`textureUnits[${u}].target`, unit.target, 'a texture target or 0');
    if (target === 0) continue;
    if (u >= FFP_MAX_TEXTURE_UNITS) {
      throw invalid(
        `textureUnits[${u}].target`,
        unit.target,
        `0: units from ${FFP_MAX_TEXTURE_UNITS} on do not exist`,
      );
    }
    const at = unitWord(u);
    let a = target;
    for (let c = 0; c < 4; c++) {
      const gen = unit.texGen[c]!;
      if (!gen.enabled) continue;
      const code = texGenCode(gen.mode, c);
      if (code < 0)
        throw invalid(`textureUnits[${u}].texGen[${c}].mode`, gen.mode, `a texgen mode of ${'STRQ'[c]}`);
      if (code >= TexGenCode.SPHERE_MAP) usesNormal = true;
      a |= code << (TEXGEN_SHIFT + 3 * c);
    }
    if (unit.baseFormat === GL_DEPTH_COMPONENT) {
      depthFormat(unit, u); // checked even under GL_COMBINE, which does not read it
      if (unit.shadow === true) {
        if (SHADOW_TARGET_TGSI[target] === null) {
          throw invalid(
            `textureUnits[${u}].shadow`,
            true,
            'false: depth comparison needs a 1D, 2D or rectangle texture',
          );
        }
        a |= SHADOW_BIT;
      }
    }
    out[at] = a;
    texEnvWords(unit, u, out, at + 1);
    out[at + 3] = loweringWord(unit, u, target);
  }

  if (state.lighting) {
    word0 |= KeyBit.LIGHTING;
    usesNormal = true;
    const model = state.lightModel;
    if (model.localViewer) word0 |= KeyBit.LOCAL_VIEWER;
    if (model.twoSide) word0 |= KeyBit.TWO_SIDE;
    if (model.colorControl === GL_SEPARATE_SPECULAR_COLOR)
      word0 |= KeyBit.SEPARATE_SPECULAR | KeyBit.COLOR_SUM;
    else if (model.colorControl !== GL_SINGLE_COLOR) {
      throw invalid(
        'lightModel.colorControl',
        model.colorControl,
        'GL_SINGLE_COLOR or GL_SEPARATE_SPECULAR_COLOR',
      );
    }
    if (state.colorMaterial.enabled) word0 |= colorMaterialBits(state, model.twoSide) << COLOR_MATERIAL_SHIFT;
    out[1] = lightBits(state);
    // Without a light there is no specular term and no direction to the eye.
    if (out[1] === 0) word0 &= ~(KeyBit.LOCAL_VIEWER | KeyBit.SEPARATE_SPECULAR | KeyBit.COLOR_SUM);
  } else if (state.colorSum) {
    word0 |= KeyBit.COLOR_SUM;
  }

  if (usesNormal) {
    if (state.normalize) word0 |= KeyBit.NORMALIZE;
    else if (state.rescaleNormal) word0 |= KeyBit.RESCALE_NORMAL;
  }

  const fog = state.fog;
  if (fog.enabled) {
    const mode = fogCode(fog.mode);
    if (mode < 0) throw invalid('fog.mode', fog.mode, 'GL_LINEAR, GL_EXP or GL_EXP2');
    word0 |= KeyBit.FOG | (mode << FOG_MODE_SHIFT);
    if (fog.coordSource === GL_FRAGMENT_DEPTH) word0 |= KeyBit.FOG_FROM_DEPTH;
    else if (fog.coordSource !== GL_FOG_COORDINATE) {
      throw invalid('fog.coordSource', fog.coordSource, 'GL_FOG_COORDINATE or GL_FRAGMENT_DEPTH');
    }
  }

  const logicOp = state.logicOp ?? 0;
  if (logicOp !== 0) {
    if (logicOp < GL_CLEAR || logicOp > GL_SET) throw invalid('logicOp', logicOp, 'a GL logic op or 0');
    out[1] = out[1]! | ((LOGIC_OP_ENABLED | (logicOp - GL_CLEAR)) << LOGIC_OP_SHIFT);
  }
  const alphaTest = state.alphaTest;
  if (alphaTest) {
    const func = alphaTest.func;
    if (func < GL_NEVER || func > GL_ALWAYS) throw invalid('alphaTest.func', func, 'GL_NEVER..GL_ALWAYS');
    out[1] = out[1]! | ((GL_ALWAYS - func) << ALPHA_TEST_SHIFT);
  }

  const atten = state.point.distanceAttenuation;
  if (atten[0] !== 1 || atten[1] !== 0 || atten[2] !== 0) word0 |= KeyBit.POINT_ATTENUATION;
  if (state.edgeFlags) word0 |= KeyBit.EDGE_FLAGS;

  const planes = state.clipPlanes;
  for (let i = 0; i < planes.length; i++) {
    if (!planes[i]!.enabled) continue;
    if (i >= FFP_MAX_CLIP_PLANES)
      throw invalid(
        `clipPlanes[${i}].enabled`,
        true,
        `false: planes from ${FFP_MAX_CLIP_PLANES} on do not exist`,
      );
    word0 |= 1 << (CLIP_PLANE_SHIFT + i);
  }
  if (state.blendSourceFactor) word0 |= KeyBit.BLEND_SOURCE_FACTOR;
  out[0] = word0 >>> 0;
  if (state.lowered) out[LOWERED_WORD] = loweredBits(state);
}

/** The lowered-features word (see LoweredBit). */
function loweredBits(state: FixedFunctionState): number {
  const lowered = state.lowered!;
  let bits = 0;
  // Back colours exist only with two-sided lighting, or where a vertex program writes them.
  const backColors = state.programBackColors === true || (state.lighting && state.lightModel.twoSide);
  if (lowered.twoSidedColor && backColors) bits |= LoweredBit.TWO_SIDED_COLOR;
  if (lowered.flatshade) bits |= LoweredBit.FLATSHADE;
  return bits;
}

/** Word D of a unit: the swizzle, border and LOD bias the program applies for a driver without them. */
function loweringWord(unit: TextureUnitState, u: number, target: number): number {
  let d = 0;
  const swizzle = unit.shaderSwizzle;
  if (swizzle !== undefined) {
    d |= SWIZZLE_BIT;
    for (let c = 0; c < 4; c++) {
      const s = swizzle[c]!;
      if (!Number.isInteger(s) || s < 0 || s > MAX_SWIZZLE)
        throw invalid(`textureUnits[${u}].shaderSwizzle[${c}]`, s, 'a PipeSwizzle');
      d |= s << (SWIZZLE_SHIFT + 3 * c);
    }
  }
  if (unit.shaderBorder !== undefined) d |= borderBits(unit.shaderBorder, unit.shadow === true, u, target);
  const bias = unit.shaderLodBias;
  if (bias !== undefined && bias !== 0) {
    if (typeof bias !== 'number' || !Number.isFinite(bias))
      throw invalid(`textureUnits[${u}].shaderLodBias`, bias, 'a finite number');
    d |= LOD_BIAS_BIT;
  }
  return d >>> 0;
}

/**
 * The border bits of word D for `border` on a unit of TargetCode `target` (unit u, for messages) whose
 * lookups compare depths when `shadow`: 0 when no axis of the target meets the border.
 */
export function borderBits(border: ShaderBorderState, shadow: boolean, u: number, target: number): number {
  let bits = 0;
  const min = minFilterCodes(border.minFilter);
  if (min === null)
    throw invalid(`textureUnits[${u}].shaderBorder.minFilter`, border.minFilter, 'a minification filter');
  const magLinear = border.magFilter === GL_LINEAR;
  if (!magLinear && border.magFilter !== GL_NEAREST)
    throw invalid(`textureUnits[${u}].shaderBorder.magFilter`, border.magFilter, 'GL_NEAREST or GL_LINEAR');
  let wraps = 0;
  for (let axis = 0; axis < TARGET_AXES[target]!; axis++) {
    const code = borderWrap(border.wrap[axis]!, min[0] || magLinear);
    if (code < 0)
      throw invalid(`textureUnits[${u}].shaderBorder.wrap[${axis}]`, border.wrap[axis], 'a wrap mode');
    wraps |= code << (BORDER_SHIFT + 3 * axis);
  }
  // The filters matter only where some axis meets the border.
  if (wraps !== 0) {
    bits |= wraps | (min[1] << BORDER_MIP_SHIFT);
    if (magLinear) bits |= BORDER_MAG_LINEAR;
    if (min[0]) bits |= BORDER_MIN_LINEAR;
    const compare = border.compare;
    if (shadow && compare !== undefined) {
      const func = compare.func - GL_NEVER;
      if (!Number.isInteger(func) || func < 0 || func > 7)
        throw invalid(`textureUnits[${u}].shaderBorder.compare.func`, compare.func, 'a comparison function');
      bits |= (1 + func) << BORDER_COMPARE_SHIFT;
    }
  }
  return bits;
}

/** The BorderWrap of each axis (S, T, R) in word D. */
export function borderWraps(d: number): [number, number, number] {
  const at = (axis: number) => (d >>> (BORDER_SHIFT + 3 * axis)) & 7;
  return [at(0), at(1), at(2)];
}

/** Whether word D mixes a border colour in on some axis. */
export function mixesBorder(d: number): boolean {
  return borderWraps(d).some((code) => code !== BorderWrap.NONE);
}

function lightBits(state: FixedFunctionState): number {
  let bits = 0;
  const lights = state.lights;
  for (let i = 0; i < lights.length; i++) {
    const light = lights[i]!;
    if (!light.enabled) continue;
    if (i >= FFP_MAX_LIGHTS)
      throw invalid(`lights[${i}].enabled`, true, `false: lights from ${FFP_MAX_LIGHTS} on do not exist`);
    let b = LightBit.ENABLED;
    if (light.position[3] !== 0) b |= LightBit.POSITIONAL;
    if (light.spotCutoff !== 180) b |= LightBit.SPOT;
    bits |= b << (3 * i);
  }
  return bits;
}

function colorMaterialBits(state: FixedFunctionState, twoSide: boolean): number {
  const { face, mode } = state.colorMaterial;
  let mask: number;
  switch (mode) {
    case GL_EMISSION:
      mask = MaterialBit.EMISSION;
      break;
    case GL_AMBIENT:
      mask = MaterialBit.AMBIENT;
      break;
    case GL_DIFFUSE:
      mask = MaterialBit.DIFFUSE;
      break;
    case GL_SPECULAR:
      mask = MaterialBit.SPECULAR;
      break;
    case GL_AMBIENT_AND_DIFFUSE:
      mask = MaterialBit.AMBIENT | MaterialBit.DIFFUSE;
      break;
    default:
      throw invalid('colorMaterial.mode', mode, 'a GL_COLOR_MATERIAL parameter');
  }
  // The back material only matters with two-sided lighting.
  if (face === GL_FRONT) return mask;
  if (face === GL_BACK) return twoSide ? mask << 4 : 0;
  if (face === GL_FRONT_AND_BACK) return twoSide ? mask | (mask << 4) : mask;
  throw invalid('colorMaterial.face', face, 'GL_FRONT, GL_BACK or GL_FRONT_AND_BACK');
}

/** Words B and C of a unit: its combiner, from the COMBINE state or the legacy table. */
function texEnvWords(unit: TextureUnitState, u: number, out: Uint32Array, at: number): void {
  const env = unit.env;
  if (env.mode === GL_COMBINE) {
    packCombine(env, u, out, at);
    return;
  }
  const mode = LEGACY_MODES.indexOf(env.mode);
  if (mode < 0) throw invalid(`textureUnits[${u}].env.mode`, env.mode, 'a texture environment mode');
  const format = LEGACY_FORMATS.indexOf(
    unit.baseFormat === GL_DEPTH_COMPONENT ? depthFormat(unit, u) : unit.baseFormat,
  );
  if (format < 0) throw invalid(`textureUnits[${u}].baseFormat`, unit.baseFormat, 'a base internal format');
  const row = 2 * (mode * LEGACY_FORMATS.length + format);
  out[at] = LEGACY_WORDS[row]!;
  out[at + 1] = LEGACY_WORDS[row + 1]!;
}

/** The base format a depth texture is read as: its GL_DEPTH_TEXTURE_MODE. */
function depthFormat(unit: TextureUnitState, u: number): number {
  const mode = unit.depthTextureMode ?? GL_LUMINANCE;
  if (mode !== GL_LUMINANCE && mode !== GL_INTENSITY && mode !== GL_ALPHA) {
    throw invalid(`textureUnits[${u}].depthTextureMode`, mode, 'GL_LUMINANCE, GL_INTENSITY or GL_ALPHA');
  }
  return mode;
}

/** Packs a combiner setup of unit `u` into out[at] (functions, sources) and out[at + 1] (operands, scales). */
function packCombine(env: CombineSetup, u: number, out: Uint32Array, at: number): void {
  const rgb = combineCode(env.combineRgb, false);
  if (rgb < 0) throw invalid(`${envField(u)}.combineRgb`, env.combineRgb, 'an RGB combiner function');
  const dot3Rgba = rgb === CombineCode.DOT3_RGBA;
  // DOT3_RGBA writes alpha too: COMBINE_ALPHA and the alpha arguments are ignored.
  const alpha = dot3Rgba ? 0 : combineCode(env.combineAlpha, true);
  if (alpha < 0) throw invalid(`${envField(u)}.combineAlpha`, env.combineAlpha, 'an alpha combiner function');
  let funcs = rgb | (alpha << 3);
  let operands = 0;
  for (let i = 0; i < COMBINE_ARGS[rgb]!; i++) {
    funcs |= argSource(env.sourceRgb[i]!, u, 'sourceRgb', i) << (6 + 4 * i);
    const op = operandCode(env.operandRgb[i]!, false);
    if (op < 0) throw invalid(`${envField(u)}.operandRgb[${i}]`, env.operandRgb[i], 'an RGB operand');
    operands |= op << (2 * i);
  }
  if (!dot3Rgba) {
    for (let i = 0; i < COMBINE_ARGS[alpha]!; i++) {
      funcs |= argSource(env.sourceAlpha[i]!, u, 'sourceAlpha', i) << (18 + 4 * i);
      const op = operandCode(env.operandAlpha[i]!, true);
      if (op < 0) throw invalid(`${envField(u)}.operandAlpha[${i}]`, env.operandAlpha[i], 'an alpha operand');
      operands |= op << (6 + i);
    }
  }
  const rgbScale = scaleCode(env.rgbScale);
  if (rgbScale < 0) throw invalid(`${envField(u)}.rgbScale`, env.rgbScale, '1, 2 or 4');
  const alphaScale = scaleCode(env.alphaScale);
  if (alphaScale < 0) throw invalid(`${envField(u)}.alphaScale`, env.alphaScale, '1, 2 or 4');
  out[at] = funcs >>> 0;
  out[at + 1] = operands | (rgbScale << 9) | (alphaScale << 11);
}

/** A source code, with GL_TEXTUREu on unit u itself written as GL_TEXTURE (the same texel). */
function argSource(source: number, u: number, name: string, i: number): number {
  const code = sourceCode(source);
  if (code < 0) throw invalid(`${envField(u)}.${name}[${i}]`, source, 'a combiner source');
  return u >= 0 && code === SourceCode.TEXTURE0 + u ? SourceCode.TEXTURE : code;
}

/** The name of unit u's glTexEnv state in messages (u < 0: the legacy table being built). */
function envField(u: number): string {
  return u < 0 ? 'legacy texture function' : `textureUnits[${u}].env`;
}

function buildLegacyTable(): Uint32Array {
  const table = new Uint32Array(2 * LEGACY_MODES.length * LEGACY_FORMATS.length);
  const words = new Uint32Array(2);
  LEGACY_MODES.forEach((mode, m) => {
    LEGACY_FORMATS.forEach((format, f) => {
      packCombine(legacyCombine(mode, format), -1, words, 0);
      table.set(words, 2 * (m * LEGACY_FORMATS.length + f));
    });
  });
  return table;
}
