// The index lists WebGL2 draws instead of what it lacks: exact lists for quads (with and without a
// provoking vertex to keep), the first-vertex rule (every primitive rotated to end with it, winding
// kept), line loops, unfilled polygons, restart comparison before the bias, and index reads outside the
// buffer (zeros, never other memory).
import { PipePolygonMode, PipePrim } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import {
  convertByTriangle,
  convertPrimitives,
  indexedVertices,
  nativeMode,
  sequentialVertices,
} from '../src/context/primconvert.js';

const TRIANGLES = 0x0004;
const LINES = 0x0001;
const POINTS = 0x0000;

function list(
  mode: PipePrim,
  n: number,
  first = false,
  fill: PipePolygonMode = PipePolygonMode.FILL,
  provoking = true,
) {
  const r = convertPrimitives(mode, sequentialVertices(0, n), n, first, fill, provoking);
  return [r.glMode, Array.from(r.indices)];
}

describe('convertPrimitives', () => {
  it('quads keep the v0-v2 diagonal when no provoking vertex matters, and split along v1-v3 to keep v3 provoking', () => {
    expect(list(PipePrim.QUADS, 8, false, PipePolygonMode.FILL, false)).toEqual([
      TRIANGLES,
      [0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7],
    ]);
    expect(list(PipePrim.QUADS, 4)).toEqual([TRIANGLES, [0, 1, 3, 1, 2, 3]]);
    // first-vertex rule: both triangles end with v0
    expect(list(PipePrim.QUADS, 4, true)).toEqual([TRIANGLES, [1, 2, 0, 2, 3, 0]]);
  });

  it('the first-vertex rule rotates each primitive to end with its provoking vertex', () => {
    expect(list(PipePrim.TRIANGLES, 3, true)).toEqual([TRIANGLES, [1, 2, 0]]);
    // strip triangles (0 1 2) and (1 3 2) provoked by 0 and 1; fan triangles provoked by their second vertex
    expect(list(PipePrim.TRIANGLE_STRIP, 4, true)).toEqual([TRIANGLES, [1, 2, 0, 3, 2, 1]]);
    expect(list(PipePrim.TRIANGLE_FAN, 4, true)).toEqual([TRIANGLES, [2, 0, 1, 3, 0, 2]]);
    expect(list(PipePrim.LINE_LOOP, 3, true)).toEqual([LINES, [1, 0, 2, 1, 0, 2]]);
    expect(list(PipePrim.LINE_STRIP, 3, false)).toEqual([LINES, [0, 1, 1, 2]]);
  });

  it('polygons are fans provoked by v0; quad strips end each triangle with v3', () => {
    expect(list(PipePrim.POLYGON, 5)).toEqual([TRIANGLES, [1, 2, 0, 2, 3, 0, 3, 4, 0]]);
    expect(list(PipePrim.QUAD_STRIP, 6, false)).toEqual([TRIANGLES, [0, 1, 3, 2, 0, 3, 2, 3, 5, 4, 2, 5]]);
  });

  it('unfilled polygons become their outer edges or their vertices', () => {
    expect(list(PipePrim.QUADS, 4, false, PipePolygonMode.LINE, false)).toEqual([
      LINES,
      [0, 1, 1, 2, 2, 3, 3, 0],
    ]);
    // keeping v3 provoking splits along v1-v3: the same outline
    expect(list(PipePrim.QUADS, 4, false, PipePolygonMode.LINE)).toEqual([LINES, [0, 1, 3, 0, 1, 2, 2, 3]]);
    expect(list(PipePrim.POLYGON, 4, false, PipePolygonMode.POINT)).toEqual([POINTS, [0, 1, 2, 3]]);
  });

  it('each triangle may have its own mode (facing): points, lines and triangles come back as separate lists', () => {
    // a strip of three triangles: the first filled, the second as lines, the third culled (null)
    const modes = [PipePolygonMode.FILL, PipePolygonMode.LINE, null];
    let t = 0;
    const lists = convertByTriangle(
      PipePrim.TRIANGLE_STRIP,
      sequentialVertices(0, 5),
      5,
      false,
      () => modes[t++]!,
      false,
    );
    expect(lists.map((l) => [l.glMode, Array.from(l.indices)])).toEqual([
      [LINES, [2, 1, 1, 3, 3, 2]],
      [TRIANGLES, [0, 1, 2]],
    ]);
  });

  it('WebGL2 draws the GL modes natively except under the first-vertex rule', () => {
    expect(nativeMode(PipePrim.TRIANGLE_FAN, false)).toBe(0x0006);
    expect(nativeMode(PipePrim.TRIANGLE_FAN, true)).toBeNull();
    expect(nativeMode(PipePrim.POINTS, true)).toBe(0x0000);
    expect(nativeMode(PipePrim.QUADS, false)).toBeNull();
  });
});

describe('indexedVertices', () => {
  it('compares the restart index before adding the bias; indices outside the buffer read 0', () => {
    const bytes = new Uint8Array(new Uint16Array([0, 2, 1, 7]).buffer);
    expect(Array.from(indexedVertices(bytes, 0, 2, 4, 2, 1))).toEqual([1, -1, 2, 8]);
    expect(Array.from(indexedVertices(bytes, 4, 2, 4, null, -1))).toEqual([0, 6, 0, 0]);
    expect(Array.from(indexedVertices(new Uint8Array([5, 255]), 0, 1, 2, 255, 0))).toEqual([5, -1]);
  });
});
