// The initial FixedFunctionState, exactly as the GL 1.5 state tables 6.5–6.12 give it: light 0 white
// diffuse/specular, the other lights black; the default material; texgen planes S = (1,0,0,0),
// T = (0,1,0,0); fog EXP with density 1; everything disabled.
import type {
  FixedFunctionState,
  LightState,
  MaterialState,
  TexEnvState,
  TexGenCoordState,
  TextureUnitState,
  Vec4,
} from '../ffp/ffp-state.js';
import {
  GL_AMBIENT_AND_DIFFUSE,
  GL_CONSTANT,
  GL_EXP,
  GL_EYE_LINEAR,
  GL_FRAGMENT_DEPTH,
  GL_FRONT_AND_BACK,
  GL_MODULATE,
  GL_ONE_MINUS_SRC_ALPHA,
  GL_PREVIOUS,
  GL_PRIMARY_COLOR,
  GL_RGBA,
  GL_SINGLE_COLOR,
  GL_SMOOTH,
  GL_SRC_ALPHA,
  GL_SRC_COLOR,
  GL_TEXTURE,
} from '../gl-enums.js';
import { identity } from '../math/mat4.js';

export function defaultLight(index: number): LightState {
  const on = index === 0;
  return {
    enabled: false,
    ambient: [0, 0, 0, 1],
    diffuse: on ? [1, 1, 1, 1] : [0, 0, 0, 1],
    specular: on ? [1, 1, 1, 1] : [0, 0, 0, 1],
    position: [0, 0, 1, 0],
    spotDirection: [0, 0, -1],
    spotExponent: 0,
    spotCutoff: 180,
    constantAttenuation: 1,
    linearAttenuation: 0,
    quadraticAttenuation: 0,
  };
}

export function defaultMaterial(): MaterialState {
  return {
    ambient: [0.2, 0.2, 0.2, 1],
    diffuse: [0.8, 0.8, 0.8, 1],
    specular: [0, 0, 0, 1],
    emission: [0, 0, 0, 1],
    shininess: 0,
  };
}

export function defaultTexEnv(): TexEnvState {
  return {
    mode: GL_MODULATE,
    color: [0, 0, 0, 0],
    combineRgb: GL_MODULATE,
    combineAlpha: GL_MODULATE,
    sourceRgb: [GL_TEXTURE, GL_PREVIOUS, GL_CONSTANT],
    sourceAlpha: [GL_TEXTURE, GL_PREVIOUS, GL_CONSTANT],
    operandRgb: [GL_SRC_COLOR, GL_SRC_COLOR, GL_SRC_ALPHA],
    operandAlpha: [GL_SRC_ALPHA, GL_SRC_ALPHA, GL_SRC_ALPHA],
    rgbScale: 1,
    alphaScale: 1,
  };
}

function texGen(coord: number): TexGenCoordState {
  const plane: Vec4 = [coord === 0 ? 1 : 0, coord === 1 ? 1 : 0, 0, 0];
  return { enabled: false, mode: GL_EYE_LINEAR, objectPlane: [...plane], eyePlane: [...plane] };
}

export function defaultTextureUnit(): TextureUnitState {
  return {
    target: 0,
    baseFormat: GL_RGBA,
    env: defaultTexEnv(),
    texGen: [texGen(0), texGen(1), texGen(2), texGen(3)],
    matrix: identity(),
    coordReplace: false,
  };
}

/** The fixed-function state of a new context with `units` texture units, `lights` lights, `planes` clip planes. */
export function defaultFixedFunctionState(units: number, lights: number, planes: number): FixedFunctionState {
  return {
    modelview: identity(),
    projection: identity(),
    normalize: false,
    rescaleNormal: false,
    lighting: false,
    lights: Array.from({ length: lights }, (_, i) => defaultLight(i)),
    lightModel: {
      ambient: [0.2, 0.2, 0.2, 1],
      localViewer: false,
      twoSide: false,
      colorControl: GL_SINGLE_COLOR,
    },
    materials: [defaultMaterial(), defaultMaterial()],
    colorMaterial: { enabled: false, face: GL_FRONT_AND_BACK, mode: GL_AMBIENT_AND_DIFFUSE },
    shadeModel: GL_SMOOTH,
    textureUnits: Array.from({ length: units }, () => defaultTextureUnit()),
    fog: {
      enabled: false,
      mode: GL_EXP,
      density: 1,
      start: 0,
      end: 1,
      color: [0, 0, 0, 0],
      coordSource: GL_FRAGMENT_DEPTH,
    },
    colorSum: false,
    clipPlanes: Array.from({ length: planes }, () => ({ enabled: false, equation: [0, 0, 0, 0] as Vec4 })),
    point: {
      size: 1,
      minSize: 0,
      maxSize: 1,
      fadeThreshold: 1,
      distanceAttenuation: [1, 0, 0],
      sprite: false,
    },
    edgeFlags: false,
  };
}

/** Primary colour source operands for COMBINE (kept here so the defaults file lists every enum it uses). */
export const COMBINE_SOURCES = [GL_TEXTURE, GL_CONSTANT, GL_PRIMARY_COLOR, GL_PREVIOUS] as const;
export const COMBINE_ALPHA_OPERANDS = [GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA] as const;
