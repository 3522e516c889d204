// Seeded random FixedFunctionStates covering every key field, for the property tests and the benchmark.
import type { FixedFunctionState } from '../../src/ffp/index.js';
import { initialFixedFunctionState as initialState } from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import type { Random } from './random.js';

const TARGETS = [
  0,
  0,
  GL.GL_TEXTURE_1D,
  GL.GL_TEXTURE_2D,
  GL.GL_TEXTURE_3D,
  GL.GL_TEXTURE_CUBE_MAP,
  GL.GL_TEXTURE_RECTANGLE,
];
const FORMATS = [
  GL.GL_ALPHA,
  GL.GL_LUMINANCE,
  GL.GL_LUMINANCE_ALPHA,
  GL.GL_INTENSITY,
  GL.GL_RGB,
  GL.GL_RGBA,
  GL.GL_DEPTH_COMPONENT,
];
const ENV_MODES = [GL.GL_MODULATE, GL.GL_REPLACE, GL.GL_DECAL, GL.GL_BLEND, GL.GL_ADD, GL.GL_COMBINE];
const RGB_FUNCS = [
  GL.GL_REPLACE,
  GL.GL_MODULATE,
  GL.GL_ADD,
  GL.GL_ADD_SIGNED,
  GL.GL_INTERPOLATE,
  GL.GL_SUBTRACT,
  GL.GL_DOT3_RGB,
  GL.GL_DOT3_RGBA,
];
const SOURCES = [
  GL.GL_TEXTURE,
  GL.GL_CONSTANT,
  GL.GL_PRIMARY_COLOR,
  GL.GL_PREVIOUS,
  ...Array.from({ length: 8 }, (_, i) => GL.GL_TEXTURE0 + i),
];
const RGB_OPERANDS = [GL.GL_SRC_COLOR, GL.GL_ONE_MINUS_SRC_COLOR, GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA];
const ALPHA_OPERANDS = [GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA];
/** The texgen modes GL accepts for S, T, R and Q. */
const GEN_MODES_OF = [
  [GL.GL_OBJECT_LINEAR, GL.GL_EYE_LINEAR, GL.GL_SPHERE_MAP, GL.GL_NORMAL_MAP, GL.GL_REFLECTION_MAP],
  [GL.GL_OBJECT_LINEAR, GL.GL_EYE_LINEAR, GL.GL_SPHERE_MAP, GL.GL_NORMAL_MAP, GL.GL_REFLECTION_MAP],
  [GL.GL_OBJECT_LINEAR, GL.GL_EYE_LINEAR, GL.GL_NORMAL_MAP, GL.GL_REFLECTION_MAP],
  [GL.GL_OBJECT_LINEAR, GL.GL_EYE_LINEAR],
];

export function randomState(rnd: Random): FixedFunctionState {
  const s = initialState(8);
  s.modelview = new Float32Array(16).map((_, i) => (i % 5 === 0 ? 1 : 0) + rnd.range(-0.3, 0.3));
  s.modelview[14] = -5;
  s.normalize = rnd.bool();
  s.rescaleNormal = rnd.bool();
  s.lighting = rnd.bool(0.6);
  s.lights.forEach((l) => {
    l.enabled = rnd.bool(0.4);
    l.position = [rnd.range(-2, 2), rnd.range(-2, 2), rnd.range(-2, 2), rnd.pick([0, 1, 2])];
    l.spotCutoff = rnd.bool() ? 180 : rnd.range(0, 90);
    l.spotExponent = rnd.range(0, 128);
    l.diffuse = rnd.vec4();
  });
  s.lightModel = {
    ambient: rnd.vec4(),
    localViewer: rnd.bool(),
    twoSide: rnd.bool(),
    colorControl: rnd.pick([GL.GL_SINGLE_COLOR, GL.GL_SEPARATE_SPECULAR_COLOR]),
  };
  s.colorMaterial = {
    enabled: rnd.bool(),
    face: rnd.pick([GL.GL_FRONT, GL.GL_BACK, GL.GL_FRONT_AND_BACK]),
    mode: rnd.pick([GL.GL_EMISSION, GL.GL_AMBIENT, GL.GL_DIFFUSE, GL.GL_SPECULAR, GL.GL_AMBIENT_AND_DIFFUSE]),
  };
  s.textureUnits.forEach((unit) => {
    unit.target = rnd.pick(TARGETS);
    unit.baseFormat = rnd.pick(FORMATS);
    unit.depthTextureMode = rnd.pick([GL.GL_LUMINANCE, GL.GL_INTENSITY, GL.GL_ALPHA]);
    unit.shadow =
      [GL.GL_TEXTURE_1D, GL.GL_TEXTURE_2D, GL.GL_TEXTURE_RECTANGLE].includes(unit.target) && rnd.bool();
    const env = unit.env;
    env.mode = rnd.pick(ENV_MODES);
    env.color = rnd.vec4();
    env.combineRgb = rnd.pick(RGB_FUNCS);
    env.combineAlpha = rnd.pick(RGB_FUNCS.slice(0, 6));
    env.sourceRgb = [rnd.pick(SOURCES), rnd.pick(SOURCES), rnd.pick(SOURCES)];
    env.sourceAlpha = [rnd.pick(SOURCES), rnd.pick(SOURCES), rnd.pick(SOURCES)];
    env.operandRgb = [rnd.pick(RGB_OPERANDS), rnd.pick(RGB_OPERANDS), rnd.pick(RGB_OPERANDS)];
    env.operandAlpha = [rnd.pick(ALPHA_OPERANDS), rnd.pick(ALPHA_OPERANDS), rnd.pick(ALPHA_OPERANDS)];
    env.rgbScale = rnd.pick([1, 2, 4]);
    env.alphaScale = rnd.pick([1, 2, 4]);
    unit.texGen.forEach((g, c) => {
      g.enabled = rnd.bool(0.3);
      g.mode = rnd.pick(GEN_MODES_OF[c]!);
      g.objectPlane = rnd.vec4(-1, 1);
      g.eyePlane = rnd.vec4(-1, 1);
    });
  });
  s.fog = {
    enabled: rnd.bool(),
    mode: rnd.pick([GL.GL_LINEAR, GL.GL_EXP, GL.GL_EXP2]),
    density: rnd.range(0, 2),
    start: rnd.range(0, 2),
    end: rnd.range(3, 10),
    color: rnd.vec4(),
    coordSource: rnd.pick([GL.GL_FOG_COORDINATE, GL.GL_FRAGMENT_DEPTH]),
  };
  s.colorSum = rnd.bool();
  s.clipPlanes = Array.from({ length: 8 }, () => ({ enabled: rnd.bool(0.2), equation: rnd.vec4(-1, 1) }));
  s.point.distanceAttenuation = rnd.bool() ? [1, 0, 0] : [1, rnd.range(0, 1), rnd.range(0, 1)];
  s.edgeFlags = rnd.bool(0.2);
  return s;
}
