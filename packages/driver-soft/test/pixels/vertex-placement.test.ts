// Vertex fetch reads 32-bit float elements straight from the buffer's floats when they are 4-byte
// aligned and through a DataView otherwise: a triangle whose vertex data sits at aligned and unaligned
// places (a buffer offset of 2 or 4 bytes, a view starting 1 byte into its ArrayBuffer) draws the same
// bytes (reads past the end are in test/robustness/out-of-bounds.test.ts).
import { PipeFormat, PipePrim } from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { Rig } from './rig.js';

let rig: Rig;
afterEach(() => rig?.destroy());

/** A triangle with a colour gradient over its corners, so every attribute channel matters. */
const TRIANGLE = [
  [1, 1, 0.5, 1, 1, 0, 0.25, 1],
  [14, 2, 0.5, 2, 0, 1, 0.5, 0.5],
  [3, 13, 0.5, 0.5, 0.2, 0.3, 1, 0.75],
] as const;

const PLACEMENTS = [
  { bufferOffset: 4, viewOffset: 0 },
  { bufferOffset: 2, viewOffset: 0 },
  { bufferOffset: 0, viewOffset: 1 },
  { bufferOffset: 3, viewOffset: 1 },
];

function drawn(placement?: { bufferOffset: number; viewOffset: number }, png?: string): number[][][] {
  rig = new Rig({ width: 16, height: 16, colors: [PipeFormat.R8G8B8A8_UNORM] });
  rig.draw(PipePrim.TRIANGLES, TRIANGLE, placement);
  if (png) rig.png(png);
  const bytes = rig.bytes();
  rig.destroy();
  return bytes;
}

describe('vertex fetch of 32-bit float elements', () => {
  it('draws the gradient triangle (aligned floats)', () => {
    const bytes = drawn(undefined, 'vertex-placement');
    // Pixel (3, 3) lies inside, near the first corner: mostly red, some blue.
    const [r, g, b, a] = bytes[3]![3]!;
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeGreaterThan(50);
    expect(a).toBeGreaterThan(150);
    expect(bytes[15]![15]).toEqual([0, 0, 0, 0]);
  });

  it.each(PLACEMENTS)(
    'data at buffer offset $bufferOffset, view offset $viewOffset: the same bytes',
    (placement) => {
      expect(drawn(placement)).toEqual(drawn());
    },
  );
});
