// The element list of a draw (src/draw/vertex-elements.ts): a draw without an index buffer is sequential
// (vertex start + i in slot i, every element a vertex), an indexed one gives each distinct index one
// slot and leaves restarts out of the vertex count.
import { drawInfo, PipePrim } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { VertexElements } from '../src/draw/vertex-elements.js';

describe('VertexElements', () => {
  it('a draw without indices is sequential: slot i is vertex start + i, every element counts', () => {
    const elements = new VertexElements();
    elements.build(drawInfo({ mode: PipePrim.TRIANGLES, start: 5, count: 6 }), null);
    expect(elements.sequential).toBe(true);
    expect(elements.count).toBe(6);
    expect(elements.uniqueCount).toBe(6);
    expect(elements.vertexCount()).toBe(6);
    expect([...elements.slots.subarray(0, 6)]).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...elements.unique.subarray(0, 6)]).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('an indexed draw after a sequential one: shared indices share a slot, restarts are no vertex', () => {
    const elements = new VertexElements();
    elements.build(drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: 9 }), null);
    const bytes = new Uint8Array([3, 4, 3, 255, 7, 4]);
    elements.build(
      drawInfo({
        mode: PipePrim.TRIANGLE_STRIP,
        indexed: true,
        start: 0,
        count: 6,
        indexBias: 10,
        primitiveRestart: true,
        restartIndex: 255,
      }),
      { bytes, offset: 0, size: 1 },
    );
    expect(elements.sequential).toBe(false);
    expect(elements.count).toBe(6);
    expect(elements.vertexCount()).toBe(5);
    expect(elements.uniqueCount).toBe(3);
    expect([...elements.slots.subarray(0, 6)]).toEqual([0, 1, 0, -1, 2, 1]);
    expect([...elements.unique.subarray(0, 3)]).toEqual([13, 14, 17]);
  });
});
