// Vertex lighting of the generated programs against an independent model of GL 1.5's lighting
// equations (reference-lighting.ts), on both TGSI engines. Tolerance: 1e-5 relative (1e-7 absolute
// near zero), the float32 rounding of the shader's arithmetic.
import { describe, expect, test } from 'vitest';
import {
  FfpProgramCache,
  type FixedFunctionState,
  identityMatrix as identity,
  initialFixedFunctionState as initialState,
} from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import { Random } from './random.js';
import { referenceLighting } from './reference-lighting.js';
import { type Engine, runVertexProgram, type TestVertex, type V4 } from './run-programs.js';

const cache = new FfpProgramCache();

/** A modelview: rotation about (1, 2, 3) by 0.7 rad, scaled by `k`, translated to z = −6. */
function modelview(k = 1, ky = k): Float32Array {
  const [x, y, z] = [1, 2, 3].map((v) => v / Math.sqrt(14)) as [number, number, number];
  const c = Math.cos(0.7);
  const s = Math.sin(0.7);
  const t = 1 - c;
  const r = [
    [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
    [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
    [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
  ];
  const m = identity();
  const scaleOf = [k, ky, k];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) m[4 * col + row] = r[row]![col]! * scaleOf[col]!;
  m[12] = 0.3;
  m[13] = -0.2;
  m[14] = -6;
  return m;
}

function vertices(seed: number, count = 24): TestVertex[] {
  const rnd = new Random(seed);
  return Array.from({ length: count }, () => {
    const w = rnd.pick([1, 1, 1, 2, 0.5]);
    const p = [rnd.range(-1.5, 1.5), rnd.range(-1.5, 1.5), rnd.range(-1.5, 1.5)];
    return {
      position: [p[0]! * w, p[1]! * w, p[2]! * w, w] as V4,
      normal: [rnd.range(-1.2, 1.2), rnd.range(-1.2, 1.2), rnd.range(-1.2, 1.2)] as [number, number, number],
      color: rnd.vec4(0, 1),
    };
  });
}

function litState(): FixedFunctionState {
  const s = initialState(2);
  s.modelview = modelview();
  s.lighting = true;
  s.lightModel.ambient = [0.1, 0.15, 0.2, 1];
  const m = s.materials[0];
  m.ambient = [0.3, 0.25, 0.2, 0.9];
  m.diffuse = [0.6, 0.5, 0.4, 0.7];
  m.specular = [0.5, 0.6, 0.7, 1];
  m.emission = [0.05, 0.02, 0.01, 1];
  m.shininess = 20;
  const b = s.materials[1];
  b.ambient = [0.2, 0.3, 0.1, 1];
  b.diffuse = [0.3, 0.7, 0.2, 0.4];
  b.specular = [0.8, 0.2, 0.3, 1];
  b.emission = [0.02, 0.03, 0.04, 1];
  b.shininess = 5;
  return s;
}

type LightKind = 'directional' | 'point' | 'spot' | 'directional-spot';

function setLight(s: FixedFunctionState, i: number, kind: LightKind, rnd: Random): void {
  const l = s.lights[i]!;
  l.enabled = true;
  l.ambient = [rnd.range(0, 0.3), rnd.range(0, 0.3), rnd.range(0, 0.3), 1];
  l.diffuse = [rnd.range(0.2, 1), rnd.range(0.2, 1), rnd.range(0.2, 1), 1];
  l.specular = [rnd.range(0.2, 1), rnd.range(0.2, 1), rnd.range(0.2, 1), 1];
  const dir: [number, number, number] = [rnd.range(-1, 1), rnd.range(-1, 1), rnd.range(0.2, 1)];
  if (kind === 'directional' || kind === 'directional-spot') {
    l.position = [...dir, 0];
  } else {
    const w = rnd.pick([1, 2]);
    l.position = [rnd.range(-3, 3) * w, rnd.range(-3, 3) * w, rnd.range(-4, 0) * w, w];
    l.constantAttenuation = rnd.range(0.5, 1.5);
    l.linearAttenuation = rnd.range(0, 0.3);
    l.quadraticAttenuation = rnd.range(0, 0.1);
  }
  if (kind === 'spot' || kind === 'directional-spot') {
    l.spotCutoff = rnd.range(30, 90);
    l.spotExponent = rnd.range(0, 20);
    // Aim at the object (around z = -6) from the light.
    const p = l.position;
    l.spotDirection =
      p[3] === 0
        ? [-dir[0], -dir[1], -dir[2]]
        : [-p[0] / p[3] + rnd.range(-1, 1), -p[1] / p[3], -6 - p[2] / p[3]];
  }
}

function expectClose(actual: V4, expected: V4, what: string): void {
  for (let c = 0; c < 4; c++) {
    const tolerance = Math.max(1e-5 * Math.abs(expected[c]!), 1e-7);
    if (!(Math.abs(actual[c]! - expected[c]!) <= tolerance)) {
      expect.fail(`${what} channel ${c}: ${actual[c]} vs ${expected[c]} (tolerance ${tolerance})`);
    }
  }
}

/** Runs the program of `s` and compares every lit colour with the reference. */
function checkLighting(s: FixedFunctionState, verts: TestVertex[], engine: Engine = 'jit'): void {
  const program = cache.program(s);
  const results = runVertexProgram(program, s, verts, engine);
  const separate = s.lightModel.colorControl === GL.GL_SEPARATE_SPECULAR_COLOR;
  results.forEach((r, i) => {
    const v = { position: verts[i]!.position, normal: verts[i]!.normal!, color: verts[i]!.color! };
    const faces: (0 | 1)[] = s.lightModel.twoSide ? [0, 1] : [0];
    for (const face of faces) {
      const [primary, secondary] = referenceLighting(s, face, v);
      const got = face === 0 ? r.color : r.backColor;
      expectClose(got[0]!, primary, `vertex ${i} face ${face} primary`);
      if (separate) expectClose(got[1]!, secondary, `vertex ${i} face ${face} secondary`);
      else expect(secondary).toEqual([0, 0, 0, 0]);
    }
  });
}

const kinds: LightKind[] = ['directional', 'point', 'spot', 'directional-spot'];

describe('lighting matches the GL 1.5 equations', () => {
  for (const kind of kinds) {
    for (const localViewer of [false, true]) {
      test(`one ${kind} light, ${localViewer ? 'local' : 'infinite'} viewer`, () => {
        const rnd = new Random(kind.length * 7 + (localViewer ? 1 : 0));
        const s = litState();
        s.lightModel.localViewer = localViewer;
        setLight(s, 0, kind, rnd);
        checkLighting(s, vertices(11));
      });
    }
  }

  test('eight lights of every kind, separate specular, two-sided, local viewer, on both engines', () => {
    const rnd = new Random(99);
    const s = litState();
    s.lightModel.localViewer = true;
    s.lightModel.twoSide = true;
    s.lightModel.colorControl = GL.GL_SEPARATE_SPECULAR_COLOR;
    for (let i = 0; i < 8; i++) setLight(s, i, kinds[i % 4]!, rnd);
    for (const engine of ['jit', 'interpreter'] as Engine[]) checkLighting(s, vertices(12), engine);
  });

  test('no light enabled: emission plus the light model ambient', () => {
    const s = litState();
    checkLighting(s, vertices(13));
    const r = runVertexProgram(cache.program(s), s, vertices(13, 1))[0]!;
    // e + a·a_cs = (0.05 + 0.3·0.1, 0.02 + 0.25·0.15, 0.01 + 0.2·0.2), alpha of the diffuse material.
    expectClose(r.color[0]!, [0.08, 0.0575, 0.05, 0.7], 'unlit sum');
  });

  test('light 5 alone (lights are found by index), shininess 0 and 128', () => {
    for (const shininess of [0, 128]) {
      const s = litState();
      s.materials[0].shininess = shininess;
      setLight(s, 5, 'point', new Random(5));
      checkLighting(s, vertices(14));
    }
  });

  for (const twoSide of [false, true]) {
    for (const separate of [false, true]) {
      test(`two-sided ${twoSide}, separate specular ${separate}`, () => {
        const rnd = new Random(31);
        const s = litState();
        s.lightModel.twoSide = twoSide;
        s.lightModel.colorControl = separate ? GL.GL_SEPARATE_SPECULAR_COLOR : GL.GL_SINGLE_COLOR;
        setLight(s, 0, 'point', rnd);
        setLight(s, 1, 'directional', rnd);
        checkLighting(s, vertices(15));
        const r = runVertexProgram(cache.program(s), s, vertices(15, 1))[0]!;
        expect(Number.isNaN(r.backColor[0]![0])).toBe(!twoSide);
        expect(Number.isNaN(r.color[1]![0])).toBe(!separate);
      });
    }
  }

  const modes = [GL.GL_EMISSION, GL.GL_AMBIENT, GL.GL_DIFFUSE, GL.GL_SPECULAR, GL.GL_AMBIENT_AND_DIFFUSE];
  for (const mode of modes) {
    for (const face of [GL.GL_FRONT, GL.GL_BACK, GL.GL_FRONT_AND_BACK]) {
      test(`GL_COLOR_MATERIAL mode 0x${mode.toString(16)} face 0x${face.toString(16)}`, () => {
        const rnd = new Random(mode + face);
        const s = litState();
        s.lightModel.twoSide = true;
        s.lightModel.colorControl = GL.GL_SEPARATE_SPECULAR_COLOR;
        s.colorMaterial = { enabled: true, face, mode };
        setLight(s, 0, 'point', rnd);
        setLight(s, 1, 'spot', rnd);
        checkLighting(s, vertices(16));
      });
    }
  }

  test('GL_NORMALIZE under a non-uniform scale, GL_RESCALE_NORMAL under a uniform one, neither', () => {
    const rnd = new Random(41);
    const base = litState();
    setLight(base, 0, 'directional', rnd);
    setLight(base, 1, 'point', rnd);
    const normalized = structuredClone(base);
    normalized.modelview = modelview(0.5, 2);
    normalized.normalize = true;
    checkLighting(normalized, vertices(17));
    const rescaled = structuredClone(base);
    rescaled.modelview = modelview(2.5);
    rescaled.rescaleNormal = true;
    checkLighting(rescaled, vertices(17));
    const raw = structuredClone(base);
    raw.modelview = modelview(0.7);
    checkLighting(raw, vertices(17));
  });

  test('unlit: the current colours pass through, clamped to [0, 1]', () => {
    const s = initialState(1);
    s.colorSum = true;
    const verts: TestVertex[] = [
      { position: [0, 0, 0, 1], color: [0.25, 1.5, -0.5, 0.75], secondaryColor: [0.5, 0.125, 2, 1] },
    ];
    const r = runVertexProgram(cache.program(s), s, verts)[0]!;
    expect(r.color[0]).toEqual([0.25, 1, 0, 0.75]);
    expect(r.color[1]).toEqual([0.5, 0.125, 1, 1]);
  });
});
