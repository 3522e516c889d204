// An independent JavaScript model of GL 1.5's lighting (section 2.14.1) and normal transformation
// (2.11.3), written from the specification in double precision, to check the generated vertex programs.
import type { FixedFunctionState, MaterialState } from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import type { V4 } from './run-programs.js';

type V3 = [number, number, number];

const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const unit = (a: V3): V3 => scale(a, 1 / Math.sqrt(dot(a, a)));
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Column-major 4×4 times a vector. */
export function transform(m: ArrayLike<number>, v: V4): V4 {
  const out: V4 = [0, 0, 0, 0];
  for (let r = 0; r < 4; r++) out[r] = m[r]! * v[0] + m[4 + r]! * v[1] + m[8 + r]! * v[2] + m[12 + r]! * v[3];
  return out;
}

/** Inverse of a 3×3 matrix (rows) by Gauss-Jordan elimination with partial pivoting. */
function invert3(m: number[][]): number[][] {
  const a = m.map((row, i) => [...row, ...[0, 1, 2].map((j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let r = col + 1; r < 3; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    for (let j = 0; j < 6; j++) a[col]![j]! /= p;
    for (let r = 0; r < 3; r++) {
      if (r === col) continue;
      const k = a[r]![col]!;
      for (let j = 0; j < 6; j++) a[r]![j]! -= k * a[col]![j]!;
    }
  }
  return a.map((row) => row.slice(3));
}

/** The eye-space normal: n·M⁻¹ (M the modelview's upper 3×3), rescaled or normalized as the state says. */
export function eyeNormal(state: FixedFunctionState, n: V3): V3 {
  const mv = state.modelview;
  const inv = invert3([0, 1, 2].map((r) => [0, 1, 2].map((c) => mv[4 * c + r]!)));
  let out: V3 = [0, 1, 2].map((j) => n[0] * inv[0]![j]! + n[1] * inv[1]![j]! + n[2] * inv[2]![j]!) as V3;
  if (state.normalize) out = unit(out);
  else if (state.rescaleNormal) out = scale(out, 1 / Math.hypot(inv[2]![0]!, inv[2]![1]!, inv[2]![2]!));
  return out;
}

/** The material of a face with GL_COLOR_MATERIAL applied. */
function faceMaterial(state: FixedFunctionState, face: 0 | 1, color: V4): MaterialState {
  const m = structuredClone(state.materials[face]);
  const cm = state.colorMaterial;
  const faceMatches = cm.face === GL.GL_FRONT_AND_BACK || cm.face === (face === 0 ? GL.GL_FRONT : GL.GL_BACK);
  if (cm.enabled && faceMatches) {
    if (cm.mode === GL.GL_EMISSION) m.emission = [...color];
    if (cm.mode === GL.GL_AMBIENT || cm.mode === GL.GL_AMBIENT_AND_DIFFUSE) m.ambient = [...color];
    if (cm.mode === GL.GL_DIFFUSE || cm.mode === GL.GL_AMBIENT_AND_DIFFUSE) m.diffuse = [...color];
    if (cm.mode === GL.GL_SPECULAR) m.specular = [...color];
  }
  return m;
}

/** Primary and secondary colour of one face (0 front, 1 back) of a vertex, as GL 1.5 defines them. */
export function referenceLighting(
  state: FixedFunctionState,
  face: 0 | 1,
  vertex: { position: V4; normal: V3; color: V4 },
): [V4, V4] {
  const eye = transform(state.modelview, vertex.position);
  const V: V3 = [eye[0] / eye[3], eye[1] / eye[3], eye[2] / eye[3]];
  let n = eyeNormal(state, vertex.normal);
  if (face === 1) n = scale(n, -1);
  const mat = faceMaterial(state, face, vertex.color);
  const rgb = (v: V4): V3 => [v[0], v[1], v[2]];
  const mul = (a: V3, b: V3): V3 => [a[0] * b[0], a[1] * b[1], a[2] * b[2]];

  let primary = add(rgb(mat.emission), mul(rgb(mat.ambient), rgb(state.lightModel.ambient)));
  let secondary: V3 = [0, 0, 0];
  const separate = state.lightModel.colorControl === GL.GL_SEPARATE_SPECULAR_COLOR;
  for (const light of state.lights) {
    if (!light.enabled) continue;
    const P = light.position;
    let toLight: V3;
    let attenuation = 1;
    if (P[3] !== 0) {
      const VP = sub([P[0] / P[3], P[1] / P[3], P[2] / P[3]], V);
      const d = Math.sqrt(dot(VP, VP));
      toLight = scale(VP, 1 / d);
      attenuation =
        1 / (light.constantAttenuation + light.linearAttenuation * d + light.quadraticAttenuation * d * d);
    } else {
      toLight = unit([P[0], P[1], P[2]]);
    }
    let spot = 1;
    if (light.spotCutoff !== 180) {
      const cosine = Math.max(dot(scale(toLight, -1), unit(light.spotDirection)), 0);
      spot = cosine >= Math.cos((light.spotCutoff * Math.PI) / 180) ? cosine ** light.spotExponent : 0;
    }
    const nDotL = Math.max(dot(n, toLight), 0);
    const toEye: V3 = state.lightModel.localViewer ? unit(scale(V, -1)) : [0, 0, 1];
    const h = unit(add(toLight, toEye));
    const f = nDotL !== 0 ? 1 : 0;
    const specular = f * Math.max(dot(n, h), 0) ** mat.shininess;
    const k = attenuation * spot;
    primary = add(
      primary,
      scale(
        add(
          mul(rgb(mat.ambient), rgb(light.ambient)),
          scale(mul(rgb(mat.diffuse), rgb(light.diffuse)), nDotL),
        ),
        k,
      ),
    );
    const spec = scale(mul(rgb(mat.specular), rgb(light.specular)), k * specular);
    if (separate) secondary = add(secondary, spec);
    else primary = add(primary, spec);
  }
  return [
    [clamp01(primary[0]), clamp01(primary[1]), clamp01(primary[2]), clamp01(mat.diffuse[3])],
    [clamp01(secondary[0]), clamp01(secondary[1]), clamp01(secondary[2]), 0],
  ];
}
