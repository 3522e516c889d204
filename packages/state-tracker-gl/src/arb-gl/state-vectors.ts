// The vec4 of every state.* binding of ARB programs other than the matrices: materials, lights, the
// light model, light products, texgen planes, fog, clip planes, point parameters, texture environment
// colours and the depth range, computed from the GL context as ARB_vertex_program's tables X.3.2–X.3.7
// and ARB_fragment_program's tables X.2.2–X.2.6 define them. Positions, directions and planes are the
// eye-space values GL keeps (FixedFunctionState stores them so). A light, unit or plane the context does
// not have reads as zeros (the front end checks the numbers against the same limits).
import type { ArbStateToken } from '../arb/index.js';
import type { GlContext } from '../context/gl-context.js';
import { setVec4 } from '../ffp/constants.js';
import type { LightState, MaterialState, Vec4 } from '../ffp/ffp-state.js';

/** A state token that is one vec4 of its own (every kind but state.matrix rows). */
export type ArbVectorToken = Exclude<ArbStateToken, { item: 'matrix' }>;

/** Stores the token's vec4 at float offset `at` of `out`. */
export type VectorWriter = (c: GlContext, out: Float32Array, at: number) => void;

type ColorProperty = 'ambient' | 'diffuse' | 'specular';

const FACE = { front: 0, back: 1 } as const;
const COORD = { s: 0, t: 1, r: 2, q: 3 } as const;

/** The function that writes the value of `t`, chosen once per parameter-list entry. */
export function vectorWriter(t: ArbVectorToken): VectorWriter {
  switch (t.item) {
    case 'material':
      return (c, out, at) => writeMaterial(c.ff.materials[FACE[t.face]], t.property, out, at);
    case 'light':
      return (c, out, at) => writeLight(c.ff.lights[t.light], t.property, out, at);
    case 'lightModelAmbient':
      return (c, out, at) => out.set(c.ff.lightModel.ambient, at);
    case 'lightModelSceneColor':
      return (c, out, at) => writeSceneColor(c.ff.lightModel.ambient, c.ff.materials[FACE[t.face]], out, at);
    case 'lightProduct':
      return (c, out, at) =>
        writeLightProduct(c.ff.lights[t.light], c.ff.materials[FACE[t.face]], t.property, out, at);
    case 'texGen':
      return (c, out, at) => {
        const coord = c.ff.textureUnits[t.unit]?.texGen[COORD[t.coord]];
        writeOrZero(coord && (t.plane === 'eye' ? coord.eyePlane : coord.objectPlane), out, at);
      };
    case 'fogColor':
      return (c, out, at) => out.set(c.ff.fog.color, at);
    case 'fogParams':
      return (c, out, at) => {
        const { density, start, end } = c.ff.fog;
        // 1/(end − start); with end = start (a division by zero in GL) 1, as the fixed-function fog takes it.
        setVec4(out, at, density, start, end, end === start ? 1 : 1 / (end - start));
      };
    case 'clipPlane':
      return (c, out, at) => writeOrZero(c.ff.clipPlanes[t.plane]?.equation, out, at);
    case 'pointSize':
      return (c, out, at) => {
        const p = c.ff.point;
        setVec4(out, at, p.size, p.minSize, p.maxSize, p.fadeThreshold);
      };
    case 'pointAttenuation':
      return (c, out, at) => {
        const [a, b, q] = c.ff.point.distanceAttenuation;
        setVec4(out, at, a, b, q, 1);
      };
    case 'texEnvColor':
      return (c, out, at) => writeOrZero(c.ff.textureUnits[t.unit]?.env.color, out, at);
    case 'depthRange':
      return (c, out, at) => {
        const { near, far } = c.st.viewport;
        setVec4(out, at, near, far, far - near, 1);
      };
  }
}

function writeOrZero(v: Vec4 | undefined, out: Float32Array, at: number): void {
  if (v === undefined) setVec4(out, at, 0, 0, 0, 0);
  else out.set(v, at);
}

/** A material colour as (r, g, b, a); the shininess as (s, 0, 0, 1). */
function writeMaterial(
  m: MaterialState,
  property: ColorProperty | 'emission' | 'shininess',
  out: Float32Array,
  at: number,
): void {
  if (property === 'shininess') setVec4(out, at, m.shininess, 0, 0, 1);
  else out.set(m[property], at);
}

function writeLight(
  light: LightState | undefined,
  property: Extract<ArbVectorToken, { item: 'light' }>['property'],
  out: Float32Array,
  at: number,
): void {
  if (light === undefined) {
    setVec4(out, at, 0, 0, 0, 0);
    return;
  }
  switch (property) {
    case 'ambient':
    case 'diffuse':
    case 'specular':
    case 'position':
      out.set(light[property], at);
      return;
    case 'attenuation':
      setVec4(
        out,
        at,
        light.constantAttenuation,
        light.linearAttenuation,
        light.quadraticAttenuation,
        light.spotExponent,
      );
      return;
    case 'spotDirection': {
      // The cosine of the cutoff as the tables say: −1 for 180° (no spot). Mesa stores 0 there, as its
      // fixed-function lighting admits no negative cosine.
      const [x, y, z] = light.spotDirection;
      setVec4(out, at, x, y, z, Math.cos((light.spotCutoff * Math.PI) / 180));
      return;
    }
    case 'half':
      writeInfiniteHalf(light.position, out, at);
      return;
  }
}

/**
 * h_inf = ‖P + (0, 0, 1)‖ with P the normalized vector from the eye (the origin) to the light position as
 * GL 1.5 §2.14.1 defines vectors between homogeneous points: the direction (x, y, z) of a light with w = 0,
 * (x/w, y/w, z/w) otherwise; w = 1. A zero vector stays zero. (Mesa normalizes (x, y, z) whatever w is:
 * the two differ for a negative w only.)
 */
function writeInfiniteHalf(position: Vec4, out: Float32Array, at: number): void {
  const [x, y, z, w] = position;
  const [px, py, pz] = unit(w === 0 ? x : x / w, w === 0 ? y : y / w, w === 0 ? z : z / w);
  const [hx, hy, hz] = unit(px, py, pz + 1);
  setVec4(out, at, hx, hy, hz, 1);
}

function unit(x: number, y: number, z: number): [number, number, number] {
  const length = Math.sqrt(x * x + y * y + z * z);
  const k = length === 0 ? 0 : 1 / length;
  return [x * k, y * k, z * k];
}

/** c_scene = a_cs · a_cm + e_cm, alpha the material's diffuse alpha. */
function writeSceneColor(ambient: Vec4, m: MaterialState, out: Float32Array, at: number): void {
  const a = m.ambient;
  const e = m.emission;
  setVec4(
    out,
    at,
    ambient[0] * a[0] + e[0],
    ambient[1] * a[1] + e[1],
    ambient[2] * a[2] + e[2],
    m.diffuse[3],
  );
}

/** The light colour times the material colour of one property; alpha that material colour's alpha. */
function writeLightProduct(
  light: LightState | undefined,
  m: MaterialState,
  property: ColorProperty,
  out: Float32Array,
  at: number,
): void {
  if (light === undefined) {
    setVec4(out, at, 0, 0, 0, 0);
    return;
  }
  const l = light[property];
  const k = m[property];
  setVec4(out, at, l[0] * k[0], l[1] * k[1], l[2] * k[2], k[3]);
}
