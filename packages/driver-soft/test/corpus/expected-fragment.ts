// The picture fs-test.c must show for a fragment shader, computed without the driver: the triangle's
// coverage and its inputs interpolated at each pixel centre in double precision (reference-raster.ts),
// the shader evaluated by a `ShadeFragments` function (TgsiMachine for corpus shaders, a plain formula
// for the project's own ones), the colours packed by gallium-api's format table. A driver interpolates
// in its own arithmetic, a hair away from the exact value; so each pixel is also shaded with its
// varying input channels moved to the corners of a ±INTERPOLATION_EPSILON box, and any byte in between is
// accepted (every sign pattern of the four channels: exact bounds for functions monotone in each
// channel). Away from discontinuities (SLT, FLR, FRC, ...) that widens a range by at most one step at a
// rounding boundary.
import { PipeFormat, packRgbaFloatRow } from '@gallium-ts/gallium-api';
import {
  FS_TEST_VERTICES,
  GRAW_CLEAR_COLOR,
  GRAW_SIZE,
  GRAW_VIEWPORT,
  grawWindowXY,
} from '@gallium-ts/gallium-api/test-kit';
import { Expectation, rgba8 } from './expectation.js';
import { interpolate, signedArea, triangleCoverage } from './reference-raster.js';

/** The inputs a graw fragment shader may declare, for `count` pixels: four floats per pixel each. */
export interface FragmentBatch {
  readonly count: number;
  /** COLOR[0] */
  readonly color: Float32Array;
  /** GENERIC[0]: the texture coordinate. */
  readonly texcoord: Float32Array;
  /** POSITION: window x, y (the pixel centre), z, 1/w. */
  readonly position: Float32Array;
  /** FACE: +1 front-facing, −1 back-facing (one float per pixel). */
  readonly face: Float32Array;
}

/** What a batch of pixels wrote: four floats of COLOR[0] each, and 1 where the pixel was discarded. */
export interface FragmentColors {
  readonly color: Float32Array;
  readonly killed: Uint8Array;
}

/** Shades a batch of pixels. */
export type ShadeFragments = (batch: FragmentBatch) => FragmentColors;

/** The inputs of one pixel of a batch, for formulas written per pixel. */
export interface FragmentInputs {
  readonly color: readonly number[];
  readonly texcoord: readonly number[];
  readonly position: readonly number[];
  readonly face: number;
}

/** A ShadeFragments from a formula per pixel (null: discarded). */
export function shadeEach(formula: (p: FragmentInputs) => readonly number[] | null): ShadeFragments {
  return (batch) => {
    const color = new Float32Array(batch.count * 4);
    const killed = new Uint8Array(batch.count);
    const vec = (a: Float32Array, i: number) => [a[i * 4]!, a[i * 4 + 1]!, a[i * 4 + 2]!, a[i * 4 + 3]!];
    for (let i = 0; i < batch.count; i++) {
      const out = formula({
        color: vec(batch.color, i),
        texcoord: vec(batch.texcoord, i),
        position: vec(batch.position, i),
        face: batch.face[i]!,
      });
      if (out === null) killed[i] = 1;
      else color.set(out, i * 4);
    }
    return { color, killed };
  };
}

/**
 * How far a driver's interpolated input may lie from the exact one: about 15 times the error of a
 * float32 plane equation evaluated 250 pixels from its origin, and 1/280 of one pixel's step here.
 */
export const INTERPOLATION_EPSILON = 2 ** -16;

const fround = (v: readonly number[]) => v.map(Math.fround);

/** RGBA8 bytes of every pixel a shading wrote (the clear colour where it discarded). */
function pack(shaded: FragmentColors, count: number): Uint8Array {
  const bytes = new Uint8Array(count * 4);
  packRgbaFloatRow(PipeFormat.R8G8B8A8_UNORM, shaded.color, bytes, 0, count);
  const clear = rgba8(GRAW_CLEAR_COLOR);
  for (let i = 0; i < count; i++) if (shaded.killed[i]) bytes.set(clear, i * 4);
  return bytes;
}

/** A vertex as the rasterizer receives it: clip-space position and the attributes it interpolates. */
export interface RasterVertex {
  readonly position: readonly number[];
  readonly color: readonly number[];
  readonly texcoord: readonly number[];
}

/**
 * Draws one triangle into `expected` (over what it holds): each covered pixel gets the colour `shade`
 * computes from the exact inputs, widened by the colours at the 16 corners of the ±ε box around the
 * varying input channels (COLOR and GENERIC moved by the same sign pattern), shaded by `shadeNear`
 * (default `shade`; a faster evaluator with the same results may serve).
 */
export function shadeTriangle(
  expected: Expectation,
  triangle: readonly RasterVertex[],
  shade: ShadeFragments,
  shadeNear: ShadeFragments = shade,
): void {
  const vertices = triangle.map((v) => ({
    position: fround(v.position),
    color: fround(v.color),
    texcoord: fround(v.texcoord),
  }));
  const window = vertices.map((v) => grawWindowXY(v.position));
  // Gallium calls a negative window-space area counter-clockwise; the tests' front faces are clockwise.
  const face = signedArea(window) < 0 ? -1 : 1;
  const pixels = triangleCoverage(window, GRAW_SIZE, GRAW_SIZE, true);
  const count = pixels.length;
  const exact: FragmentBatch = {
    count,
    color: new Float32Array(count * 4),
    texcoord: new Float32Array(count * 4),
    position: new Float32Array(count * 4),
    face: new Float32Array(count).fill(face),
  };
  const colors = vertices.map((v) => v.color);
  const texcoords = vertices.map((v) => v.texcoord);
  pixels.forEach(({ x, y, weights }, i) => {
    exact.color.set(interpolate(weights, colors), i * 4);
    exact.texcoord.set(interpolate(weights, texcoords), i * 4);
    exact.position.set([x + 0.5, y + 0.5, GRAW_VIEWPORT.translate[2], 1], i * 4);
  });
  const bytes = pack(shade(exact), count);
  pixels.forEach(({ x, y }, i) => {
    expected.set(x, y, bytes.subarray(i * 4, i * 4 + 4));
  });
  // A channel equal at the three vertices has zero gradients: every plane equation gives it exactly.
  const varies = (attribute: 'color' | 'texcoord') =>
    [0, 1, 2, 3].map((c) => vertices.some((v) => v[attribute][c] !== vertices[0]![attribute][c]));
  const moves = { color: varies('color'), texcoord: varies('texcoord') };
  for (let corner = 0; corner < 16; corner++) {
    const step = (c: number) => ((corner >> c) & 1 ? INTERPOLATION_EPSILON : -INTERPOLATION_EPSILON);
    const move = (a: Float32Array, varying: boolean[]) =>
      a.map((v, k) => (varying[k & 3] ? Math.fround(v + step(k & 3)) : v));
    const near = pack(
      shadeNear({
        ...exact,
        color: move(exact.color, moves.color),
        texcoord: move(exact.texcoord, moves.texcoord),
      }),
      count,
    );
    pixels.forEach(({ x, y }, i) => {
      expected.allow(x, y, near.subarray(i * 4, i * 4 + 4));
    });
  }
}

/** The fs-test.c picture of `shade` (see shadeTriangle for `shadeNear`). */
export function expectFsTest(shade: ShadeFragments, shadeNear: ShadeFragments = shade): Expectation {
  const expected = new Expectation();
  shadeTriangle(expected, FS_TEST_VERTICES, shade, shadeNear);
  return expected;
}
