// GL 1.5's initial fixed-function state: the initial values of the specification's state tables (6.9
// transformation, 6.11 lighting, 6.14-6.16 texturing, 6.12 fog, ...), as a fresh FixedFunctionState.
import {
  GL_AMBIENT_AND_DIFFUSE,
  GL_CONSTANT,
  GL_EXP,
  GL_EYE_LINEAR,
  GL_FRAGMENT_DEPTH,
  GL_FRONT_AND_BACK,
  GL_MODULATE,
  GL_PREVIOUS,
  GL_RGBA,
  GL_SINGLE_COLOR,
  GL_SMOOTH,
  GL_SRC_ALPHA,
  GL_SRC_COLOR,
  GL_TEXTURE,
} from '../gl-enums.js';
import type {
  FixedFunctionState,
  LightState,
  MaterialState,
  TexGenCoordState,
  TextureUnitState,
} from './ffp-state.js';

/** A new identity matrix. */
export const identityMatrix = (): Float32Array =>
  new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);

function light(i: number): LightState {
  const on: [number, number, number, number] = i === 0 ? [1, 1, 1, 1] : [0, 0, 0, 1];
  return {
    enabled: false,
    ambient: [0, 0, 0, 1],
    diffuse: [...on],
    specular: [...on],
    position: [0, 0, 1, 0],
    spotDirection: [0, 0, -1],
    spotExponent: 0,
    spotCutoff: 180,
    constantAttenuation: 1,
    linearAttenuation: 0,
    quadraticAttenuation: 0,
  };
}

function material(): MaterialState {
  return {
    ambient: [0.2, 0.2, 0.2, 1],
    diffuse: [0.8, 0.8, 0.8, 1],
    specular: [0, 0, 0, 1],
    emission: [0, 0, 0, 1],
    shininess: 0,
  };
}

function texGen(c: number): TexGenCoordState {
  return {
    enabled: false,
    mode: GL_EYE_LINEAR,
    objectPlane: c === 0 ? [1, 0, 0, 0] : c === 1 ? [0, 1, 0, 0] : [0, 0, 0, 0],
    eyePlane: c === 0 ? [1, 0, 0, 0] : c === 1 ? [0, 1, 0, 0] : [0, 0, 0, 0],
  };
}

function textureUnit(): TextureUnitState {
  return {
    target: 0,
    baseFormat: GL_RGBA,
    env: {
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
    },
    texGen: [texGen(0), texGen(1), texGen(2), texGen(3)],
    matrix: identityMatrix(),
    coordReplace: false,
  };
}

/** A fresh GL 1.5 initial state with `units` texture units, 8 lights and `clipPlanes` clip planes. */
export function initialFixedFunctionState(units = 8, clipPlanes = 6): FixedFunctionState {
  return {
    modelview: identityMatrix(),
    projection: identityMatrix(),
    normalize: false,
    rescaleNormal: false,
    lighting: false,
    lights: Array.from({ length: 8 }, (_, i) => light(i)),
    lightModel: {
      ambient: [0.2, 0.2, 0.2, 1],
      localViewer: false,
      twoSide: false,
      colorControl: GL_SINGLE_COLOR,
    },
    materials: [material(), material()],
    colorMaterial: { enabled: false, face: GL_FRONT_AND_BACK, mode: GL_AMBIENT_AND_DIFFUSE },
    shadeModel: GL_SMOOTH,
    textureUnits: Array.from({ length: units }, () => textureUnit()),
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
    clipPlanes: Array.from({ length: clipPlanes }, () => ({ enabled: false, equation: [0, 0, 0, 0] })),
    point: {
      size: 1,
      minSize: 0,
      maxSize: 64,
      fadeThreshold: 1,
      distanceAttenuation: [1, 0, 0],
      sprite: false,
    },
    edgeFlags: false,
    logicOp: 0,
  };
}
