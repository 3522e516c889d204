// The vertex program's other outputs: clip-space position, fog coordinate, attenuated point size, user
// clip distances and edge flags, against values worked out by hand.
import { describe, expect, test } from 'vitest';
import {
  FfpAttrib,
  FfpProgramCache,
  initialFixedFunctionState as initialState,
} from '../../src/ffp/index.js';
import * as GL from '../../src/gl-enums.js';
import { transform } from './reference-lighting.js';
import { runVertexProgram, type V4 } from './run-programs.js';

const cache = new FfpProgramCache();

function state() {
  const s = initialState(1);
  s.modelview = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, -2, 1]); // translate (1, 2, −2)
  return s;
}
const vertex = { position: [0.5, -1, 0, 1] as V4, fogCoord: 3.5, edgeFlag: 0 }; // eye (1.5, 1, −2, 1)

describe('vertex outputs', () => {
  test('position is projection × modelview × vertex', () => {
    const s = state();
    // glFrustum(-1, 1, -1, 1, 1, 10), column-major.
    s.projection = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -11 / 9, -1, 0, 0, -20 / 9, 0]);
    const got = runVertexProgram(cache.program(s), s, [vertex])[0]!.position;
    const want = transform(s.projection, transform(s.modelview, vertex.position));
    got.forEach((g, c) => {
      expect(g).toBeCloseTo(want[c]!, 6);
    });
    expect(cache.program(s).inputs).toEqual([FfpAttrib.POSITION, FfpAttrib.COLOR0]);
  });

  test('fog coordinate: the attribute, or |z_eye| for GL_FRAGMENT_DEPTH', () => {
    const s = state();
    s.fog.enabled = true;
    s.fog.coordSource = GL.GL_FOG_COORDINATE;
    expect(runVertexProgram(cache.program(s), s, [vertex])[0]!.fog).toEqual([3.5, 0, 0, 1]);
    s.fog.coordSource = GL.GL_FRAGMENT_DEPTH;
    expect(runVertexProgram(cache.program(s), s, [vertex])[0]!.fog).toEqual([2, 0, 0, 1]);
    s.fog.enabled = false;
    expect(runVertexProgram(cache.program(s), s, [vertex])[0]!.fog[0]).toBeNaN(); // no FOG output
  });

  test('point size: size / √(a + b·d + c·d²) clamped to [min, max], d = |z_eye| = 2', () => {
    const s = state();
    s.point = { ...s.point, size: 6, minSize: 1, maxSize: 10, distanceAttenuation: [1, 0.5, 0.5] };
    expect(runVertexProgram(cache.program(s), s, [vertex])[0]!.pointSize).toBeCloseTo(
      6 / Math.sqrt(1 + 1 + 2),
      6,
    );
    s.point.maxSize = 2.5;
    expect(runVertexProgram(cache.program(s), s, [vertex])[0]!.pointSize).toBe(2.5);
    s.point.minSize = 4;
    s.point.maxSize = 10;
    expect(runVertexProgram(cache.program(s), s, [vertex])[0]!.pointSize).toBe(4);
    s.point.distanceAttenuation = [1, 0, 0]; // no attenuation: no PSIZE output, the rasterizer's size
    expect(runVertexProgram(cache.program(s), s, [vertex])[0]!.pointSize).toBeNaN();
  });

  test('clip distances: plane i in CLIPDIST[i >> 2] channel i & 3, disabled channels 0', () => {
    const s = state();
    s.clipPlanes = Array.from({ length: 8 }, (_, i) => ({
      enabled: i === 1 || i === 6,
      equation: [i, 1, 0.5, -1] as V4,
    }));
    const got = runVertexProgram(cache.program(s), s, [vertex])[0]!.clipDistance;
    // plane · eye = i·1.5 + 1 − 1 − 1
    expect(got).toEqual([0, 1 * 1.5 - 1, 0, 0, 0, 0, 6 * 1.5 - 1, 0]);
  });

  test('edge flags pass through when the rasterizer needs them', () => {
    const s = state();
    expect(runVertexProgram(cache.program(s), s, [vertex])[0]!.edgeFlag).toBeNaN();
    s.edgeFlags = true;
    expect(runVertexProgram(cache.program(s), s, [vertex])[0]!.edgeFlag).toBe(0);
    expect(cache.program(s).inputs).toContain(FfpAttrib.EDGEFLAG);
  });
});
