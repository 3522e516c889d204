// GL 1.5's texture functions MODULATE, REPLACE, DECAL, BLEND and ADD (tables 3.22 and 3.23) written as
// the COMBINE setups that compute the same values, so one combiner code path serves every mode. The
// texture colour a combiner reads is already expanded from the base format (table 3.21: L → (L,L,L,1),
// A → (0,0,0,A), I → (I,I,I,I), ...), so Lt, It and Ct are all its RGB and At, It its alpha.
import {
  GL_ADD,
  GL_ALPHA,
  GL_BLEND,
  GL_CONSTANT,
  GL_DECAL,
  GL_INTENSITY,
  GL_INTERPOLATE,
  GL_LUMINANCE,
  GL_LUMINANCE_ALPHA,
  GL_MODULATE,
  GL_PREVIOUS,
  GL_REPLACE,
  GL_RGB,
  GL_RGBA,
  GL_SRC_ALPHA,
  GL_SRC_COLOR,
  GL_TEXTURE,
} from '../gl-enums.js';
import type { TexEnvState } from './ffp-state.js';

/** The parts of glTexEnv state a combiner uses. */
export type CombineSetup = Pick<
  TexEnvState,
  | 'combineRgb'
  | 'combineAlpha'
  | 'sourceRgb'
  | 'sourceAlpha'
  | 'operandRgb'
  | 'operandAlpha'
  | 'rgbScale'
  | 'alphaScale'
>;

type Stage = { func: number; sources: [number, number, number]; operand2: number };

const keepPrevious: Stage = { func: GL_REPLACE, sources: [GL_PREVIOUS, 0, 0], operand2: 0 };
const replace: Stage = { func: GL_REPLACE, sources: [GL_TEXTURE, 0, 0], operand2: 0 };
const modulate: Stage = { func: GL_MODULATE, sources: [GL_PREVIOUS, GL_TEXTURE, 0], operand2: 0 };
const add: Stage = { func: GL_ADD, sources: [GL_PREVIOUS, GL_TEXTURE, 0], operand2: 0 };
/** Cc·Ct + Cf·(1 − Ct): BLEND's colour (and INTENSITY's alpha). */
const blend: Stage = {
  func: GL_INTERPOLATE,
  sources: [GL_CONSTANT, GL_PREVIOUS, GL_TEXTURE],
  operand2: GL_SRC_COLOR,
};
/** Ct·At + Cf·(1 − At): DECAL on RGBA. */
const decal: Stage = {
  func: GL_INTERPOLATE,
  sources: [GL_TEXTURE, GL_PREVIOUS, GL_TEXTURE],
  operand2: GL_SRC_ALPHA,
};

function rgbStage(mode: number, format: number): Stage {
  if (format === GL_ALPHA) return keepPrevious; // every function keeps Cf for ALPHA textures
  switch (mode) {
    case GL_REPLACE:
      return replace;
    case GL_MODULATE:
      return modulate;
    case GL_ADD:
      return add;
    case GL_BLEND:
      return blend;
    case GL_DECAL:
      // DECAL is undefined on ALPHA, LUMINANCE, LUMINANCE_ALPHA and INTENSITY textures: keep Cf (as Mesa).
      if (format === GL_RGB) return replace;
      return format === GL_RGBA ? decal : keepPrevious;
  }
  throw new Error(`not a legacy texture function: ${mode}`);
}

function alphaStage(mode: number, format: number): Stage {
  const hasAlpha =
    format === GL_ALPHA || format === GL_LUMINANCE_ALPHA || format === GL_INTENSITY || format === GL_RGBA;
  if (!hasAlpha || mode === GL_DECAL) return keepPrevious; // Av = Af
  switch (mode) {
    case GL_REPLACE:
      return replace;
    case GL_MODULATE:
      return modulate;
    case GL_ADD:
      return format === GL_INTENSITY ? add : modulate;
    case GL_BLEND:
      return format === GL_INTENSITY ? blend : modulate;
  }
  throw new Error(`not a legacy texture function: ${mode}`);
}

/** The COMBINE setup computing texture function `mode` for a texture of base format `format`. */
export function legacyCombine(mode: number, format: number): CombineSetup {
  const rgb = rgbStage(mode, format);
  const alpha = alphaStage(mode, format);
  return {
    combineRgb: rgb.func,
    combineAlpha: alpha.func,
    sourceRgb: [...rgb.sources],
    sourceAlpha: [...alpha.sources],
    operandRgb: [GL_SRC_COLOR, GL_SRC_COLOR, rgb.operand2 || GL_SRC_ALPHA],
    operandAlpha: [GL_SRC_ALPHA, GL_SRC_ALPHA, GL_SRC_ALPHA],
    rgbScale: 1,
    alphaScale: 1,
  };
}

/** Texture functions other than COMBINE, in the order the key's legacy table uses. */
export const LEGACY_MODES: readonly number[] = [GL_MODULATE, GL_REPLACE, GL_DECAL, GL_BLEND, GL_ADD];
/** Base formats, in the order the key's legacy table uses. */
export const LEGACY_FORMATS: readonly number[] = [
  GL_ALPHA,
  GL_LUMINANCE,
  GL_LUMINANCE_ALPHA,
  GL_INTENSITY,
  GL_RGB,
  GL_RGBA,
];
