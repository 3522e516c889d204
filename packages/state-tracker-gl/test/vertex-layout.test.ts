// Interleaved vertex layouts: where each attribute sits, and the generated writer that stores one
// vertex of a layout (glVertex calls it for every vertex) — checked against the layout's own table of
// sources, also where code cannot be generated (a content security policy without 'unsafe-eval').
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Attrib } from '../src/draw/program-source.js';
import {
  ATTRIB_COUNT,
  attribOffset,
  attribSize,
  CURRENT_FLOATS,
  VertexLayout,
} from '../src/vertex/attrib-layout.js';

const MASKS = [
  1 << Attrib.POSITION,
  (1 << Attrib.POSITION) | (1 << Attrib.COLOR0),
  (1 << Attrib.POSITION) | (1 << Attrib.NORMAL) | (1 << Attrib.FOG_COORD) | (1 << (Attrib.TEXCOORD0 + 3)),
  (1 << ATTRIB_COUNT) - 1,
];

/** Current values 100, 101, ... so every float says where it came from. */
const current = Float32Array.from({ length: CURRENT_FLOATS }, (_, i) => 100 + i);

/** The vertex a layout stores, from its definition: the position, then each stored attribute in order. */
function expected(mask: number): number[] {
  const out = [1, 2, 3, 4];
  for (let a = 1; a < ATTRIB_COUNT; a++) {
    if ((mask & (1 << a)) === 0) continue;
    for (let k = 0; k < attribSize(a); k++) out.push(100 + attribOffset(a) + k);
  }
  return out;
}

function written(layout: VertexLayout): number[] {
  const data = new Float32Array(3 * layout.stride).fill(-1);
  layout.write(data, layout.stride, current, 1, 2, 3, 4);
  expect([...data.subarray(0, layout.stride)], 'nothing before the vertex').toEqual(
    new Array(layout.stride).fill(-1),
  );
  expect([...data.subarray(2 * layout.stride)], 'nothing after it').toEqual(
    new Array(layout.stride).fill(-1),
  );
  return [...data.subarray(layout.stride, 2 * layout.stride)];
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VertexLayout', () => {
  it('offsets and sources: the position first, then each stored attribute in Attrib order', () => {
    const layout = new VertexLayout((1 << Attrib.POSITION) | (1 << Attrib.COLOR0) | (1 << Attrib.TEXCOORD0));
    expect(layout.stride).toBe(12);
    expect(layout.offsets[Attrib.COLOR0]).toBe(4);
    expect(layout.offsets[Attrib.TEXCOORD0]).toBe(8);
    expect(layout.offsets[Attrib.NORMAL]).toBe(-1);
    expect([...layout.sources]).toEqual([0, 1, 2, 3, 7, 8, 9, 10, 17, 18, 19, 20]);
  });

  it('write stores exactly the vertex at its place, for every kind of layout', () => {
    for (const mask of MASKS) expect(written(new VertexLayout(mask)), `mask ${mask}`).toEqual(expected(mask));
  });

  it('write stores the same where code cannot be generated', () => {
    vi.stubGlobal(
      'Function',
      class {
        constructor() {
          throw new EvalError('Refused to evaluate a string as JavaScript (unsafe-eval)');
        }
      },
    );
    for (const mask of MASKS) expect(written(new VertexLayout(mask)), `mask ${mask}`).toEqual(expected(mask));
  });
});
