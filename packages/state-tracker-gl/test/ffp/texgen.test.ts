// Texture coordinate generation (GL 1.5, 2.11.4) for every mode on every coordinate it applies to, and
// the texture matrix, against values worked out by hand for one vertex.
import { describe, expect, test } from 'vitest';
import {
  FfpProgramCache,
  type FixedFunctionState,
  initialFixedFunctionState as initialState,
} from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import { runVertexProgram, type V4 } from './run-programs.js';

const cache = new FfpProgramCache();

/** Modelview: scale 2, then translate by (0, 0, −5). The vertex (1, 0.5, 0, 1) lands at eye (2, 1, −5, 1). */
function state(): FixedFunctionState {
  const s = initialState(2);
  s.modelview = new Float32Array([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, -5, 1]);
  s.normalize = true;
  s.textureUnits[1]!.target = GL.GL_TEXTURE_2D;
  return s;
}
const vertex = {
  position: [1, 0.5, 0, 1] as V4,
  normal: [0, 0, 1] as [number, number, number],
  texCoords: [
    [0, 0, 0, 1],
    [0.25, 0.5, 0.75, 1],
  ] as V4[],
};

function generate(s: FixedFunctionState): V4 {
  return runVertexProgram(cache.program(s), s, [vertex])[0]!.generic[1]!;
}

function setGen(s: FixedFunctionState, coord: number, mode: number, plane: V4 = [0, 0, 0, 0]): void {
  const g = s.textureUnits[1]!.texGen[coord]!;
  g.enabled = true;
  g.mode = mode;
  g.objectPlane = plane;
  g.eyePlane = plane;
}

// Worked by hand: u = (2, 1, −5)/√30, n = (0, 0, 1) (normalized from (0, 0, 0.5)), n·u = −5/√30,
// r = u − 2n(n·u) = (2, 1, 5)/√30, m = 2√(rx² + ry² + (rz + 1)²).
const root30 = Math.sqrt(30);
const r = [2 / root30, 1 / root30, 5 / root30];
const m = 2 * Math.sqrt(r[0]! ** 2 + r[1]! ** 2 + (r[2]! + 1) ** 2);

describe('texture coordinate generation', () => {
  for (let coord = 0; coord < 4; coord++) {
    const name = 'STRQ'[coord];
    test(`OBJECT_LINEAR on ${name}: plane · object position`, () => {
      const s = state();
      setGen(s, coord, GL.GL_OBJECT_LINEAR, [1, 2, 3, 4]);
      const expected: V4 = [0.25, 0.5, 0.75, 1];
      expected[coord] = 1 * 1 + 2 * 0.5 + 3 * 0 + 4; // 6
      expect(generate(s)).toEqual(expected);
    });
    test(`EYE_LINEAR on ${name}: eye plane · eye position`, () => {
      const s = state();
      setGen(s, coord, GL.GL_EYE_LINEAR, [0.5, 0, 1, 2]);
      const expected: V4 = [0.25, 0.5, 0.75, 1];
      expected[coord] = 0.5 * 2 + 0 + 1 * -5 + 2; // −2
      expect(generate(s)).toEqual(expected);
    });
  }
  for (let coord = 0; coord < 3; coord++) {
    const name = 'STR'[coord];
    test(`REFLECTION_MAP on ${name}`, () => {
      const s = state();
      setGen(s, coord, GL.GL_REFLECTION_MAP);
      const got = generate(s);
      expect(got[coord]).toBeCloseTo(r[coord]!, 6);
    });
    test(`NORMAL_MAP on ${name}`, () => {
      const s = state();
      setGen(s, coord, GL.GL_NORMAL_MAP);
      expect(generate(s)[coord]).toBe([0, 0, 1][coord]);
    });
  }
  test('SPHERE_MAP on S and T: r / m + 1/2', () => {
    const s = state();
    setGen(s, 0, GL.GL_SPHERE_MAP);
    setGen(s, 1, GL.GL_SPHERE_MAP);
    const got = generate(s);
    expect(got[0]).toBeCloseTo(r[0]! / m + 0.5, 6);
    expect(got[1]).toBeCloseTo(r[1]! / m + 0.5, 6);
    expect([got[2], got[3]]).toEqual([0.75, 1]);
  });
  test('modes mixed on one unit: S sphere, T eye-linear, R reflection, Q object-linear', () => {
    const s = state();
    setGen(s, 0, GL.GL_SPHERE_MAP);
    setGen(s, 1, GL.GL_EYE_LINEAR, [0, 1, 0, 0]);
    setGen(s, 2, GL.GL_REFLECTION_MAP);
    setGen(s, 3, GL.GL_OBJECT_LINEAR, [0, 0, 0, 2]);
    const got = generate(s);
    expect(got[0]).toBeCloseTo(r[0]! / m + 0.5, 6);
    expect(got[1]).toBe(1);
    expect(got[2]).toBeCloseTo(r[2]!, 6);
    expect(got[3]).toBe(2);
  });
  test('the normal-based modes use the normal as GL_NORMALIZE / GL_RESCALE_NORMAL leave it', () => {
    const s = state();
    s.normalize = false;
    setGen(s, 2, GL.GL_NORMAL_MAP);
    expect(generate(s)[2]).toBe(0.5); // n · M⁻¹ with M = 2I
    s.rescaleNormal = true;
    expect(generate(s)[2]).toBe(1);
  });
  test('the texture matrix applies after generation', () => {
    const s = state();
    setGen(s, 0, GL.GL_OBJECT_LINEAR, [1, 2, 3, 4]); // s = 6
    // Column-major: s' = 0.5·t + 1, t' = 2·s, r' = r + q, q' = 4q.
    s.textureUnits[1]!.matrix = new Float32Array([0, 2, 0, 0, 0.5, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 4]);
    expect(generate(s)).toEqual([0.5 * 0.5 + 1, 12, 0.75 + 1, 4]);
  });
  test('units without texgen pass their coordinates through the texture matrix', () => {
    const s = state();
    s.textureUnits[0]!.target = GL.GL_TEXTURE_1D;
    s.textureUnits[0]!.matrix = new Float32Array([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0.5, 0, 0, 1]);
    const out = runVertexProgram(cache.program(s), s, [vertex])[0]!;
    expect(out.generic[0]).toEqual([0.5, 0, 0, 1]);
    expect(out.generic[1]).toEqual([0.25, 0.5, 0.75, 1]);
    expect(Number.isNaN(out.generic[2]![0])).toBe(true); // disabled units get no output
  });
  test('modes a coordinate does not accept are typed errors', () => {
    const s = state();
    setGen(s, 2, GL.GL_SPHERE_MAP);
    expect(() => cache.program(s)).toThrow(/textureUnits\[1\]\.texGen\[2\]\.mode/);
    const t = state();
    setGen(t, 3, GL.GL_REFLECTION_MAP);
    expect(() => cache.program(t)).toThrow(/texGen\[3\]/);
  });
});
