// The picture vs-test.c must show for a vertex shader, computed without the driver: the shader's
// POSITION and COLOR outputs for the 16×16 mesh (from a `ShadeVertices` function), each point kept when
// its position lies in the clip volume, drawn in vertex order as an 8×8 square by GL's aliased point
// rule (reference-raster.ts) in its colour (the test's fragment shader passes COLOR on, constant over a point). A shader that
// writes no position or no colour has no defined picture: the function returns null.
import {
  GRAW_SIZE,
  grawWindowXY,
  VS_TEST_POINT_SIZE,
  vsTestVertexInputs,
} from '@gallium-ts/gallium-api/test-kit';
import { Expectation, rgba8 } from './expectation.js';
import { insideClipVolume, pointCoverage } from './reference-raster.js';

/** A mesh vertex's attributes as fetched: IN[0] position, IN[1] colour. */
export interface VertexInputs {
  readonly position: readonly number[];
  readonly color: readonly number[];
}

/** A vertex's POSITION and COLOR outputs (null when the shader writes none). */
export interface VertexOutputs {
  readonly position: readonly number[] | null;
  readonly color: readonly number[] | null;
}

/** Shades a batch of vertices. */
export type ShadeVertices = (batch: readonly VertexInputs[]) => VertexOutputs[];

/** The vs-test.c picture of `shade`, or null when its outputs leave the picture undefined. */
export function expectVsTest(shade: ShadeVertices): Expectation | null {
  const outputs = shade(vsTestVertexInputs());
  if (outputs.some((o) => o.position === null || o.color === null)) return null;
  const expected = new Expectation();
  for (const { position, color } of outputs) {
    if (!insideClipVolume(position!)) continue;
    const bytes = rgba8(color!);
    for (const { x, y } of pointCoverage(grawWindowXY(position!), VS_TEST_POINT_SIZE, GRAW_SIZE, GRAW_SIZE))
      expected.set(x, y, bytes);
  }
  return expected;
}
