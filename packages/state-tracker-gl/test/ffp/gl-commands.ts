// Replays the GL commands of the Mesa comparison cases (reference/ffp/cases.mjs) on a FixedFunctionState,
// the way the GL context stores them. Lights, planes and texgen planes are given while the modelview is
// the identity, so their eye-space values are the values given.
import type { FixedFunctionState, TexEnvState, Vec4 } from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';

export type GlCommand = [string, ...number[]];

/** The texture each unit has: base internal format and the pattern of ffp-reference.c. */
export interface UnitTexture {
  format: number;
  pattern: number;
}

const TEXGEN_CAPS = [GL.GL_TEXTURE_GEN_S, GL.GL_TEXTURE_GEN_T, GL.GL_TEXTURE_GEN_R, GL.GL_TEXTURE_GEN_Q];
const COORDS = [GL.GL_S, GL.GL_T, GL.GL_R, GL.GL_Q];

function faces(s: FixedFunctionState, face: number) {
  return face === GL.GL_FRONT ? [s.materials[0]] : face === GL.GL_BACK ? [s.materials[1]] : s.materials;
}

export function applyCommands(s: FixedFunctionState, commands: GlCommand[]): UnitTexture[] {
  const textures: UnitTexture[] = [];
  for (const [command, ...a] of commands) {
    const v4 = (at: number): Vec4 => [a[at]!, a[at + 1]!, a[at + 2]!, a[at + 3]!];
    switch (command) {
      case 'enable':
      case 'disable': {
        const on = command === 'enable';
        const cap = a[0]!;
        const gen = TEXGEN_CAPS.indexOf(cap);
        if (cap === GL.GL_LIGHTING) s.lighting = on;
        else if (cap >= GL.GL_LIGHT0 && cap < GL.GL_LIGHT0 + 8) s.lights[cap - GL.GL_LIGHT0]!.enabled = on;
        else if (cap === GL.GL_COLOR_MATERIAL) s.colorMaterial.enabled = on;
        else if (cap === GL.GL_NORMALIZE) s.normalize = on;
        else if (cap === GL.GL_RESCALE_NORMAL) s.rescaleNormal = on;
        else if (cap === GL.GL_FOG) s.fog.enabled = on;
        else if (cap === GL.GL_COLOR_SUM) s.colorSum = on;
        else if (gen >= 0) s.textureUnits[a[1]!]!.texGen[gen]!.enabled = on;
        else throw new Error(`enable: unknown cap ${cap}`);
        break;
      }
      case 'lightfv': {
        const light = s.lights[a[0]! - GL.GL_LIGHT0]!;
        const pname = a[1]!;
        if (pname === GL.GL_AMBIENT) light.ambient = v4(2);
        else if (pname === GL.GL_DIFFUSE) light.diffuse = v4(2);
        else if (pname === GL.GL_SPECULAR) light.specular = v4(2);
        else if (pname === GL.GL_POSITION) light.position = v4(2);
        else if (pname === GL.GL_SPOT_DIRECTION) light.spotDirection = [a[2]!, a[3]!, a[4]!];
        else throw new Error(`lightfv: ${pname}`);
        break;
      }
      case 'lightf': {
        const light = s.lights[a[0]! - GL.GL_LIGHT0]!;
        const field = {
          [GL.GL_CONSTANT_ATTENUATION]: 'constantAttenuation',
          [GL.GL_LINEAR_ATTENUATION]: 'linearAttenuation',
          [GL.GL_QUADRATIC_ATTENUATION]: 'quadraticAttenuation',
          [GL.GL_SPOT_CUTOFF]: 'spotCutoff',
          [GL.GL_SPOT_EXPONENT]: 'spotExponent',
        }[a[1]!] as 'spotCutoff';
        light[field] = a[2]!;
        break;
      }
      case 'materialfv':
        for (const m of faces(s, a[0]!)) {
          const key = {
            [GL.GL_AMBIENT]: 'ambient',
            [GL.GL_DIFFUSE]: 'diffuse',
            [GL.GL_SPECULAR]: 'specular',
            [GL.GL_EMISSION]: 'emission',
          }[a[1]!] as 'ambient';
          m[key] = v4(2);
        }
        break;
      case 'materialf':
        for (const m of faces(s, a[0]!)) m.shininess = a[2]!;
        break;
      case 'lightmodelfv':
        s.lightModel.ambient = v4(1);
        break;
      case 'lightmodeli':
        if (a[0] === GL.GL_LIGHT_MODEL_LOCAL_VIEWER) s.lightModel.localViewer = a[1] !== 0;
        else if (a[0] === GL.GL_LIGHT_MODEL_TWO_SIDE) s.lightModel.twoSide = a[1] !== 0;
        else s.lightModel.colorControl = a[1]!;
        break;
      case 'colormaterial':
        s.colorMaterial.face = a[0]!;
        s.colorMaterial.mode = a[1]!;
        break;
      case 'texgeni':
        s.textureUnits[a[0]!]!.texGen[COORDS.indexOf(a[1]!)]!.mode = a[2]!;
        break;
      case 'texgenfv': {
        const gen = s.textureUnits[a[0]!]!.texGen[COORDS.indexOf(a[1]!)]!;
        if (a[2] === GL.GL_OBJECT_PLANE) gen.objectPlane = v4(3);
        else gen.eyePlane = v4(3);
        break;
      }
      case 'texenvi':
        setTexEnv(s.textureUnits[a[0]!]!.env, a[1]!, a[2]!);
        break;
      case 'texenvfv':
        s.textureUnits[a[0]!]!.env.color = v4(2);
        break;
      case 'texture':
        s.textureUnits[a[0]!]!.target = GL.GL_TEXTURE_2D;
        s.textureUnits[a[0]!]!.baseFormat = a[1]!;
        textures[a[0]!] = { format: a[1]!, pattern: a[2]! };
        break;
      case 'fogi':
        if (a[0] === GL.GL_FOG_MODE) s.fog.mode = a[1]!;
        else s.fog.coordSource = a[1]!;
        break;
      case 'fogf':
        if (a[0] === GL.GL_FOG_START) s.fog.start = a[1]!;
        else if (a[0] === GL.GL_FOG_END) s.fog.end = a[1]!;
        else s.fog.density = a[1]!;
        break;
      case 'fogfv':
        s.fog.color = v4(1);
        break;
      case 'matrix': {
        const m = new Float32Array(a.slice(2, 18));
        if (a[0] === GL.GL_PROJECTION) s.projection = m;
        else if (a[0] === GL.GL_MODELVIEW) s.modelview = m;
        else s.textureUnits[a[1]!]!.matrix = m;
        break;
      }
      default:
        throw new Error(`unknown command ${command}`);
    }
  }
  return textures;
}

function setTexEnv(env: TexEnvState, pname: number, value: number): void {
  const slot = (names: number[]) => names.indexOf(pname);
  const i = {
    rgbSource: slot([GL.GL_SOURCE0_RGB, GL.GL_SOURCE1_RGB, GL.GL_SOURCE2_RGB]),
    alphaSource: slot([GL.GL_SOURCE0_ALPHA, GL.GL_SOURCE1_ALPHA, GL.GL_SOURCE2_ALPHA]),
    rgbOperand: slot([GL.GL_OPERAND0_RGB, GL.GL_OPERAND1_RGB, GL.GL_OPERAND2_RGB]),
    alphaOperand: slot([GL.GL_OPERAND0_ALPHA, GL.GL_OPERAND1_ALPHA, GL.GL_OPERAND2_ALPHA]),
  };
  if (pname === GL.GL_TEXTURE_ENV_MODE) env.mode = value;
  else if (pname === GL.GL_COMBINE_RGB) env.combineRgb = value;
  else if (pname === GL.GL_COMBINE_ALPHA) env.combineAlpha = value;
  else if (pname === GL.GL_RGB_SCALE) env.rgbScale = value;
  else if (pname === GL.GL_ALPHA_SCALE) env.alphaScale = value;
  else if (i.rgbSource >= 0) env.sourceRgb[i.rgbSource] = value;
  else if (i.alphaSource >= 0) env.sourceAlpha[i.alphaSource] = value;
  else if (i.rgbOperand >= 0) env.operandRgb[i.rgbOperand] = value;
  else if (i.alphaOperand >= 0) env.operandAlpha[i.alphaOperand] = value;
  else throw new Error(`texenvi: ${pname}`);
}
