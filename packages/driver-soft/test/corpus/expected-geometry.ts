// The picture gs-test.c must show for a geometry shader, computed without the driver: the shader's
// emitted strips (a formula of the project's own shader, or TgsiMachine for corpus shaders), drawn by
// the reference rasterizer with gs-test's fragment shader (the colour passed on). Triangle strips are
// checked like fs-test pictures (exact ranges). Lines are checked with a stated tolerance, because the
// reference samples pixel centres along the major axis while GL's diamond-exit rule may pick the
// neighbour where a line passes near a pixel corner: every pixel the driver drew must lie within one
// pixel of a reference line pixel with a colour within LINE_COLOR_TOLERANCE of it, and at least
// LINE_MATCH_SHARE of the reference pixels must be drawn in their colour.
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import {
  GRAW_CLEAR_COLOR,
  GRAW_SIZE,
  GS_TEST_STRIP_VERTICES,
  GS_TEST_VERTICES,
  grawWindowXY,
  type OwnGeometryOutput,
  type OwnVertex,
} from '@gallium-ts/gallium-api/test-kit';
import { Expectation, rgba8 } from './expectation.js';
import { shadeEach, shadeTriangle } from './expected-fragment.js';
import { insideClipVolume, lineCoverage } from './reference-raster.js';

/** Largest channel difference allowed between a line pixel and the reference colour near it. */
export const LINE_COLOR_TOLERANCE = 8;
/** Share of reference line pixels the driver must draw in their colour. */
export const LINE_MATCH_SHARE = 0.9;

/**
 * The triangles gs-test hands its geometry shader, as the pass-through vertex shader writes them: the
 * one triangle, or with `strip` the two of its four-vertex strip in GL's order (the second one is
 * vertices 2, 1, 3).
 */
export function gsTestTriangles(strip = false): OwnVertex[][] {
  const vertices = (strip ? GS_TEST_STRIP_VERTICES : GS_TEST_VERTICES).map((v) => ({
    position: v.position.map(Math.fround),
    color: v.color.map(Math.fround),
  }));
  return strip
    ? [
        [0, 1, 2],
        [2, 1, 3],
      ].map((t) => t.map((k) => vertices[k]!))
    : [vertices];
}

/** What a gs-test picture must hold, and the check of a rendered one. */
export interface GeometryExpectation {
  /** Descriptions of what is wrong with `image` (empty when it matches). */
  problems(image: RgbaImage): string[];
  /** A picture of the expectation, for looking at. */
  image(): RgbaImage;
}

const passColor = shadeEach((p) => p.color);

/** The gs-test picture of the strips emitted for each input triangle, in order (one primitive kind). */
export function expectGsTest(outputs: readonly OwnGeometryOutput[]): GeometryExpectation {
  const strips = outputs.flatMap((o) => o.strips);
  return outputs[0]!.primitive === 'triangle-strip' ? triangleStrips(strips) : lineStrips(strips);
}

function triangleStrips(strips: readonly (readonly OwnVertex[])[]): GeometryExpectation {
  const expected = new Expectation();
  for (const strip of strips)
    for (let i = 0; i + 2 < strip.length; i++) {
      // Every odd triangle of a strip swaps its first two vertices to keep the strip's winding.
      const order = i % 2 === 0 ? [i, i + 1, i + 2] : [i + 1, i, i + 2];
      const triangle = order.map((k) => ({ ...strip[k]!, texcoord: [0, 0, 0, 0] }));
      shadeTriangle(expected, triangle, passColor);
    }
  return {
    problems: (image) => expected.mismatches(image).first,
    image: () => expected.image(),
  };
}

function lineStrips(strips: readonly (readonly OwnVertex[])[]): GeometryExpectation {
  /** Reference pixel → its colour and, at a tie, the other pixel that may take its place. */
  const reference = new Map<number, { color: number[]; tie: number | null }>();
  for (const strip of strips)
    for (let i = 0; i + 1 < strip.length; i++) {
      const [a, b] = [strip[i]!, strip[i + 1]!];
      // Both ends inside the clip volume (as every gs-test line is): nothing to clip.
      if (!insideClipVolume(a.position) || !insideClipVolume(b.position))
        throw new Error('a line of the expectation leaves the clip volume');
      const from = grawWindowXY(a.position);
      const to = grawWindowXY(b.position);
      for (const { x, y, t, tie } of lineCoverage(from, to, GRAW_SIZE, GRAW_SIZE))
        reference.set(y * GRAW_SIZE + x, {
          color: rgba8(a.color.map((c, k) => Math.fround(c + t * (b.color[k]! - c)))),
          tie: tie ? tie[1] * GRAW_SIZE + tie[0] : null,
        });
    }
  const clear = rgba8(GRAW_CLEAR_COLOR);
  const close = (image: RgbaImage, p: number, color: readonly number[]) =>
    color.every((c, k) => Math.abs(image.data[p * 4 + k]! - c) <= LINE_COLOR_TOLERANCE);
  return {
    problems: (image) => {
      const problems: string[] = [];
      let matched = 0;
      for (const [p, { color, tie }] of reference)
        if (close(image, p, color) || (tie !== null && close(image, tie, color))) matched++;
      if (matched < LINE_MATCH_SHARE * reference.size)
        problems.push(`only ${matched} of ${reference.size} reference line pixels are drawn in their colour`);
      for (let p = 0; p < GRAW_SIZE * GRAW_SIZE && problems.length < 8; p++) {
        if (clear.every((c, k) => image.data[p * 4 + k] === c)) continue;
        const [x, y] = [p % GRAW_SIZE, Math.floor(p / GRAW_SIZE)];
        const near = [-1, 0, 1].some((oy) =>
          [-1, 0, 1].some((ox) => {
            const ref = reference.get((y + oy) * GRAW_SIZE + x + ox);
            return ref !== undefined && close(image, p, ref.color);
          }),
        );
        if (!near)
          problems.push(
            `${x},${y}: [${image.data.subarray(p * 4, p * 4 + 4).join(', ')}] is not near a reference line pixel of its colour`,
          );
      }
      return problems;
    },
    image: () => {
      const expected = new Expectation();
      for (const [p, { color }] of reference) expected.set(p % GRAW_SIZE, Math.floor(p / GRAW_SIZE), color);
      return expected.image();
    },
  };
}
