// quadCoverage (src/raster/quad-coverage.ts) must give the mask quadCoverageWide gives — each edge tested
// at each pixel in doubles — wherever the tile rasterizer uses it: integer edges with slopes up to
// MAX_SLOPE whose values at the quad's pixels are 32-bit integers, handed over as ToInt32 of the corner
// values and the slopes. The edges here are those triangle setup makes of snapped vertices.
import { describe, expect, it } from 'vitest';
import {
  INT32_MAX,
  INT32_MIN,
  MAX_SLOPE,
  quadCoverage,
  quadCoverageWide,
} from '../src/raster/quad-coverage.js';
import { generator } from './support/xorshift.js';

type Edges = [number, number, number, number, number, number, number, number, number];

/** The three edges (a, b, c) of the triangle of snapped vertices, as triangle setup writes them. */
function edgesOf(v: number[], sample: number): Edges {
  const edge = (xi: number, yi: number, xj: number, yj: number) => {
    const dx = xj - xi,
      dy = yj - yi;
    const included = dy < 0 || (dy === 0 && dx > 0);
    return [-dy * 256, dx * 256, -dy * sample + dx * sample + dy * xi - dx * yi - (included ? 0 : 1)];
  };
  const [x0, y0, x1, y1, x2, y2] = v as [number, number, number, number, number, number];
  return [...edge(x0, y0, x1, y1), ...edge(x1, y1, x2, y2), ...edge(x2, y2, x0, y0)] as Edges;
}

/** Whether the slopes are at most MAX_SLOPE and every value at the quad's pixels a 32-bit integer. */
function fitsInt32(e: Edges, qx: number, qy: number): boolean {
  for (let k = 0; k < 9; k += 3)
    if (Math.abs(e[k]!) > MAX_SLOPE || Math.abs(e[k + 1]!) > MAX_SLOPE) return false;
  for (let j = 0; j < 4; j++)
    for (let k = 0; k < 9; k += 3) {
      const v = e[k]! * (qx + (j & 1)) + e[k + 1]! * (qy + (j >> 1)) + e[k + 2]!;
      if (v < INT32_MIN || v > INT32_MAX) return false;
    }
  return true;
}

/** quadCoverage's arguments for the quad at (qx, qy): each edge's corner value, then the slopes, ToInt32. */
function int32Corner(e: Edges, qx: number, qy: number): Parameters<typeof quadCoverage> {
  const corner = (k: number) => (e[k]! * qx + e[k + 1]! * qy + e[k + 2]!) | 0;
  return [corner(0), corner(3), corner(6), e[0]! | 0, e[1]! | 0, e[3]! | 0, e[4]! | 0, e[6]! | 0, e[7]! | 0];
}

describe('quadCoverage', () => {
  it('gives the per-pixel masks of small triangles anywhere on a 2048-pixel target', () => {
    const next = generator(20);
    let compared = 0;
    let partial = 0;
    for (let t = 0; t < 20000; t++) {
      // Vertices in sub-pixel units within a few pixels of a random spot.
      const cx = next() % (2048 * 256),
        cy = next() % (2048 * 256);
      const v = [0, 1, 2].flatMap(() => [cx + (next() % 4096) - 2048, cy + (next() % 4096) - 2048]);
      const edges = edgesOf(v, t & 1 ? 128 : 0);
      const qx = (Math.floor(cx / 256) & ~1) + 2 * ((next() % 5) - 2);
      const qy = (Math.floor(cy / 256) & ~1) + 2 * ((next() % 5) - 2);
      if (qx < 0 || qy < 0 || !fitsInt32(edges, qx, qy)) continue;
      const mask = quadCoverageWide(...edges, qx, qy);
      expect(quadCoverage(...int32Corner(edges, qx, qy))).toBe(mask);
      compared++;
      if (mask !== 0 && mask !== 15) partial++;
    }
    // Enough quads were compared, and enough of them cut by an edge, for the comparison to mean something.
    expect(compared).toBeGreaterThan(15000);
    expect(partial).toBeGreaterThan(1000);
  });

  it('reads the sign of values at the ends of the 32-bit range, and of zero', () => {
    // One edge a·x + c with b = 0, the two others always inside: pixel (x, y) sees a·x + c.
    const at = (a: number, c: number): Edges => [a, 0, c, 0, 0, 0, 0, 0, 0];
    for (const [a, c, mask] of [
      [1, -1, 0b1010],
      [1, 0, 0b1111],
      [-1, 0, 0b0101],
      [-0, -0, 0b1111],
      [1, INT32_MIN, 0b0000],
      [1, INT32_MAX - 1, 0b1111],
      [-1, INT32_MIN + 1, 0b0000],
      [2 ** 30, INT32_MIN, 0b0000],
      [2 ** 30, -(2 ** 30), 0b1010],
      [-(2 ** 31), 2 ** 31 - 1, 0b0101],
      [2 ** 31, INT32_MIN, 0b1010],
    ] as const) {
      expect(quadCoverage(...int32Corner(at(a, c), 0, 0))).toBe(mask);
      expect(quadCoverageWide(...at(a, c), 0, 0)).toBe(mask);
    }
  });
});
