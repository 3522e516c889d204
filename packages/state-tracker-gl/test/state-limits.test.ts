// State beyond the driver's limits never reaches the pipe: GL clamps the texture LOD bias (object's plus
// unit's) to ±GL_MAX_TEXTURE_LOD_BIAS at use (GL 1.5 §3.8.8; a bias beyond the driver's samplers goes to
// the fragment program, test/lowering/lod-bias.test.ts), anisotropy to the driver's integer
// maximum, point sizes and line widths to what the driver draws — so every draw creates its sampler
// and rasterizer states without an error, on soft, webgl and noop. The templates are read where the
// state tracker hands them to the pipe.
import { PipeCapf, type PipeRasterizerState, type PipeSamplerState } from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as gl from '../src/index.js';
import { DRAWING_DRIVERS } from './helpers/drawing-drivers.js';

const DRIVERS = [...DRAWING_DRIVERS, 'noop'];

function floatOf(pname: number): number {
  const out = new Float32Array(2);
  gl.glGetFloatv(pname, out);
  return out[0]!;
}

/** A complete 2×2 texture on unit 0, enabled. */
function bindTexture(): void {
  const name = new Uint32Array(1);
  gl.glGenTextures(1, name);
  gl.glBindTexture(gl.GL_TEXTURE_2D, name[0]!);
  const texels = new Uint8Array(16).fill(200);
  gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA, 2, 2, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, texels);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_LINEAR);
  gl.glEnable(gl.GL_TEXTURE_2D);
}

/** Points, lines and a triangle, then glFinish. */
function drawAll(): void {
  for (const mode of [gl.GL_POINTS, gl.GL_LINES, gl.GL_TRIANGLES]) {
    gl.glBegin(mode);
    gl.glTexCoord2f(0, 0);
    gl.glVertex2f(-0.5, -0.5);
    gl.glTexCoord2f(1, 0);
    gl.glVertex2f(0.5, -0.5);
    gl.glTexCoord2f(1, 1);
    gl.glVertex2f(0, 0.5);
    gl.glEnd();
  }
  gl.glFinish();
}

const texEnvBias = (b: number) => gl.glTexEnvf(gl.GL_TEXTURE_FILTER_CONTROL, gl.GL_TEXTURE_LOD_BIAS, b);
const texBias = (b: number) => gl.glTexParameterf(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_LOD_BIAS, b);
const INF = Number.POSITIVE_INFINITY;

// [what, calls, expected bias given GL_MAX_TEXTURE_LOD_BIAS]
const BIAS_CASES: Array<[string, () => void, (max: number) => number]> = [
  ['unit bias 1e9', () => texEnvBias(1e9), (max) => max],
  ['unit bias -1e9', () => texEnvBias(-1e9), (max) => -max],
  ['object bias 1e9', () => texBias(1e9), (max) => max],
  ['object bias -Infinity', () => texBias(-INF), (max) => -max],
  [
    'both 3.4e38 (a sum beyond float range)',
    () => {
      texBias(3.4e38);
      texEnvBias(3.4e38);
    },
    (max) => max,
  ],
  [
    'Infinity plus -Infinity',
    () => {
      texBias(INF);
      texEnvBias(-INF);
    },
    () => 0,
  ],
  ['within the range', () => texEnvBias(0.5), (max) => Math.min(0.5, max)],
];

describe.each(DRIVERS)('state beyond the limits [%s]', (driver) => {
  let ctx: gl.GlContext;
  let samplers: PipeSamplerState[];
  let rasterizers: PipeRasterizerState[];

  beforeEach(async () => {
    ctx = await gl.createContext({ width: 16, height: 16, driver });
    gl.makeCurrent(ctx);
    samplers = [];
    rasterizers = [];
    const pipe = ctx.pipe;
    const createSampler = pipe.createSamplerState.bind(pipe);
    const createRasterizer = pipe.createRasterizerState.bind(pipe);
    vi.spyOn(pipe, 'createSamplerState').mockImplementation((state) => {
      samplers.push(structuredClone(state));
      return createSampler(state);
    });
    vi.spyOn(pipe, 'createRasterizerState').mockImplementation((state) => {
      rasterizers.push(structuredClone(state));
      return createRasterizer(state);
    });
    bindTexture();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await ctx.destroy();
  });

  it.each(BIAS_CASES)('LOD bias: %s is clamped at use', (_what, calls, expected) => {
    const max = floatOf(gl.GL_MAX_TEXTURE_LOD_BIAS);
    expect(max).toBeGreaterThanOrEqual(2);
    calls();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    drawAll();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    // A bias beyond the driver's samplers is applied by the fragment program: the sampler's is then 0.
    const bias = expected(max);
    const onSampler = Math.abs(bias) <= ctx.screen.getParamf(PipeCapf.MAX_TEXTURE_LOD_BIAS);
    expect(samplers.at(-1)?.lodBias).toBe(onSampler ? bias + 0 : 0);
    expect(ctx.ff.textureUnits[0]!.shaderLodBias).toBe(onSampler ? undefined : bias);
  });

  it('a fractional anisotropy reaches the pipe as an integer within its maximum', () => {
    const max = floatOf(gl.GL_MAX_TEXTURE_MAX_ANISOTROPY_EXT);
    gl.glTexParameterf(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAX_ANISOTROPY_EXT, 2.5);
    drawAll();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    const expected = Math.min(2, max);
    expect(samplers.at(-1)?.maxAnisotropy).toBe(expected > 1 ? expected : 0);
  });

  it.each([
    ['point size 1e9', () => gl.glPointSize(1e9)],
    [
      'smooth point size 1e9',
      () => {
        gl.glEnable(gl.GL_POINT_SMOOTH);
        gl.glPointSize(1e9);
      },
    ],
    [
      'smooth point sprite of size 1e9',
      () => {
        gl.glEnable(gl.GL_POINT_SMOOTH);
        gl.glEnable(gl.GL_POINT_SPRITE);
        gl.glPointSize(1e9);
      },
    ],
    ['line width 1e9', () => gl.glLineWidth(1e9)],
    [
      'smooth line width 1e9',
      () => {
        gl.glEnable(gl.GL_LINE_SMOOTH);
        gl.glLineWidth(1e9);
      },
    ],
    [
      'polygon offset of ±1e308',
      () => {
        gl.glEnable(gl.GL_POLYGON_OFFSET_FILL);
        gl.glPolygonOffset(1e308, -1e308);
      },
    ],
    [
      'polygon offset of NaN and Infinity',
      () => {
        gl.glEnable(gl.GL_POLYGON_OFFSET_FILL);
        gl.glPolygonOffset(Number.NaN, INF);
      },
    ],
  ])('%s draws without a GL error, within the rasterizer caps', (_what, calls) => {
    calls();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    drawAll();
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
    for (const r of rasterizers) {
      expect(Number.isFinite(r.pointSize) && Number.isFinite(r.lineWidth)).toBe(true);
      expect(Number.isFinite(r.offsetUnits) && Number.isFinite(r.offsetScale)).toBe(true);
    }
  });
});
