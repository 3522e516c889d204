// Colour sum (GL 1.5, 3.9) and fog (3.10) in the generated fragment program.
import { describe, expect, test } from 'vitest';
import { FfpProgramCache, initialFixedFunctionState as initialState } from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import { runFragmentProgram, type V4 } from './run-programs.js';

const cache = new FfpProgramCache();
const color: V4 = [1, 0.5, 0.25, 0.75];
const fogColor: V4 = [0.5, 0.25, 0, 0.125];

function fogged(mode: number, coords: number[]) {
  const s = initialState(1);
  s.fog = {
    enabled: true,
    mode,
    density: 0.5,
    start: 1,
    end: 5,
    color: fogColor,
    coordSource: GL.GL_FOG_COORDINATE,
  };
  return runFragmentProgram(
    cache.program(s),
    s,
    coords.map((fogCoord) => ({ color, fogCoord })),
  );
}

const blend = (f: number): V4 => [f * 1 + (1 - f) * 0.5, f * 0.5 + (1 - f) * 0.25, f * 0.25, 0.75];

describe('fog', () => {
  test('LINEAR: f = (end − c) / (end − start), clamped; alpha unchanged', () => {
    const got = fogged(GL.GL_LINEAR, [2, 0, 7, 5, 3]);
    expect(got).toEqual([blend(0.75), blend(1), blend(0), blend(0), blend(0.5)]);
  });
  for (const [name, mode, factor] of [
    ['EXP', GL.GL_EXP, (c: number) => Math.exp(-0.5 * c)],
    ['EXP2', GL.GL_EXP2, (c: number) => Math.exp(-((0.5 * c) ** 2))],
  ] as const) {
    test(`${name}: f = ${name === 'EXP' ? 'e^(−d·c)' : 'e^(−(d·c)²)'}`, () => {
      const coords = [0, 0.5, 1, 2, 4, 10, -1];
      const got = fogged(mode, coords);
      got.forEach((g, i) => {
        const want = blend(Math.min(1, factor(coords[i]!)));
        for (let c = 0; c < 4; c++) expect(Math.abs(g[c]! - want[c]!)).toBeLessThan(1e-6);
        expect(g[3]).toBe(0.75);
      });
    });
  }
  test('end = start: the LINEAR scale is 1 (f = end − c)', () => {
    const s = initialState(1);
    s.fog = {
      enabled: true,
      mode: GL.GL_LINEAR,
      density: 1,
      start: 2,
      end: 2,
      color: fogColor,
      coordSource: GL.GL_FOG_COORDINATE,
    };
    const [got] = runFragmentProgram(cache.program(s), s, [{ color, fogCoord: 1.5 }]);
    expect(got).toEqual(blend(0.5));
  });
});

describe('colour sum', () => {
  test('GL_COLOR_SUM adds the secondary RGB to the textured colour, clamped; alpha is the primary', () => {
    const s = initialState(1);
    s.colorSum = true;
    s.textureUnits[0]!.target = GL.GL_TEXTURE_2D; // MODULATE
    const [got] = runFragmentProgram(
      cache.program(s),
      s,
      [{ color: [0.5, 1, 0.25, 0.5], secondaryColor: [0.25, 0.5, 0.125, 1] }],
      () => [0.5, 0.75, 1, 0.5],
    );
    expect(got).toEqual([0.25 + 0.25, 1, 0.25 + 0.125, 0.25]);
  });
  test('lighting with GL_SEPARATE_SPECULAR_COLOR sums even with GL_COLOR_SUM off; GL_SINGLE_COLOR never reads the secondary colour', () => {
    const s = initialState(1);
    s.lighting = true;
    s.lights[0]!.enabled = true;
    s.lightModel.colorControl = GL.GL_SEPARATE_SPECULAR_COLOR;
    const [got] = runFragmentProgram(cache.program(s), s, [
      { color: [0.5, 0.5, 0.5, 0.5], secondaryColor: [0.25, 0, 0.75, 0] },
    ]);
    expect(got).toEqual([0.75, 0.5, 1, 0.5]);
    s.lightModel.colorControl = GL.GL_SINGLE_COLOR;
    s.colorSum = true;
    const fs = cache.program(s).fs;
    expect(fs.declarations.some((d) => d.semantic?.name === 1 && d.semantic.index === 1)).toBe(false);
  });
});
