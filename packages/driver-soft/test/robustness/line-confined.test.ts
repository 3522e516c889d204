// One-pixel lines whose ends lie far outside the target: the diamond-exit walk visits only the columns
// inside the target, so a line to 1e30 returns at once, and every line covers exactly the pixels the
// unconfined walk (the same line over a target large enough to hold it) covers inside the target.
import { describe, expect, it } from 'vitest';
import { diamondExitPixels } from '../../src/raster/line-pixels.js';
import type { PrimitiveTarget, TriangleRules } from '../../src/raster/triangle-setup.js';

const target = (minX: number, minY: number, maxX: number, maxY: number): PrimitiveTarget => ({
  layer: 0,
  minX,
  minY,
  maxX,
  maxY,
  zmin: 0,
  zmax: 1,
});
const WINDOW = target(3, 5, 40, 30);
const HUGE = target(-1e4, -1e4, 1e4, 1e4);

function pixels(
  ends: readonly number[],
  t: PrimitiveTarget,
  rules: TriangleRules,
  lastPixel: boolean,
): string[] {
  const out: string[] = [];
  const [x0, y0, x1, y1] = ends as [number, number, number, number];
  diamondExitPixels(x0, y0, x1, y1, lastPixel, rules, t, (x, y) => out.push(`${x},${y}`));
  return out;
}

/** A small deterministic generator (xorshift) for end points in and far outside the window. */
function* segments(count: number): Generator<number[]> {
  let s = 0x9e3779b9;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  const coordinate = () => {
    const far = next() < 0.5;
    const v = far ? (next() - 0.5) * 4e3 : next() * 50 - 5;
    return Math.round(v * 2) / 2 + (next() < 0.5 ? 0 : next());
  };
  for (let i = 0; i < count; i++) yield [coordinate(), coordinate(), coordinate(), coordinate()];
}

describe('one-pixel lines are confined to the target before their pixels are walked', () => {
  for (const rules of [
    { halfPixelCenter: true, bottomEdgeRule: false },
    { halfPixelCenter: true, bottomEdgeRule: true },
    { halfPixelCenter: false, bottomEdgeRule: false },
  ]) {
    it(`covers the unconfined walk's pixels inside the target (${JSON.stringify(rules)})`, () => {
      const inside = (p: string) => {
        const [x, y] = p.split(',').map(Number) as [number, number];
        return x >= WINDOW.minX && x < WINDOW.maxX && y >= WINDOW.minY && y < WINDOW.maxY;
      };
      let lit = 0;
      for (const ends of segments(200)) {
        for (const lastPixel of [false, true]) {
          const expected = pixels(ends, HUGE, rules, lastPixel).filter(inside);
          expect(pixels(ends, WINDOW, rules, lastPixel), ends.join(' ')).toEqual(expected);
          lit += expected.length;
        }
      }
      expect(lit).toBeGreaterThan(300);
    });
  }

  it('a line to 1e30 returns at once with the pixels inside the window', () => {
    const rules = { halfPixelCenter: true, bottomEdgeRule: false };
    for (const ends of [
      [10.5, 10.5, 1e30, 10.5],
      [1e30, 10.5, 10.5, 10.5],
      [10.5, 10.5, 10.5, -1e30],
      [-1e30, 20.5, 1e30, 20.5],
    ]) {
      // CPU time, not wall time: a loaded machine must not fail the test (a walk to 1e30 never ends).
      const start = process.cpuUsage();
      const got = pixels(ends, WINDOW, rules, false);
      const used = process.cpuUsage(start);
      expect((used.user + used.system) / 1000).toBeLessThan(100);
      expect(got.length).toBeGreaterThan(0);
    }
    // The horizontal line at row 10 from x = 10.5 rightwards: columns 10 … 39 of the window.
    expect(pixels([10.5, 10.5, 1e30, 10.5], WINDOW, rules, false)).toEqual(
      Array.from({ length: 30 }, (_, i) => `${10 + i},10`),
    );
  });
});
