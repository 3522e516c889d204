// Line and point coverage, exactly: diamond-exit pixel sets of horizontal, vertical and diagonal lines
// with and without the last pixel, line stipple (factor, pattern, continued across a strip, restarted
// for independent lines, on wide lines), parallelogram and rectangular wide lines, GL's aliased points
// against sprites (point_quad_rasterization), per-vertex sizes and their clamp, sprite coordinates in
// both origins, and the coverage smooth points and lines put in alpha.
import { afterEach, describe, expect, it } from 'vitest';
import { fs, PipePrim, pixelsOf, Rig } from './rig.js';

let rig: Rig;
afterEach(() => rig?.destroy());

const WHITE = [1, 1, 1, 1];
const v = (x: number, y: number) => [x, y, 0.5, 1, ...WHITE];
const list = (pixels: [number, number][]) => pixels.map(([x, y]) => `${x},${y}`).sort();

describe('one-pixel lines (diamond exit)', () => {
  const cases: {
    name: string;
    from: [number, number];
    to: [number, number];
    pixels: [number, number][];
    last: [number, number];
  }[] = [
    {
      name: 'horizontal',
      from: [2.5, 3.5],
      to: [10.5, 3.5],
      pixels: Array.from({ length: 8 }, (_, i) => [2 + i, 3]),
      last: [10, 3],
    },
    {
      name: 'vertical',
      from: [5.5, 12.5],
      to: [5.5, 4.5],
      pixels: Array.from({ length: 8 }, (_, i) => [5, 12 - i]),
      last: [5, 4],
    },
    {
      name: 'diagonal',
      from: [2.5, 2.5],
      to: [8.5, 8.5],
      pixels: Array.from({ length: 6 }, (_, i) => [2 + i, 2 + i]),
      last: [8, 8],
    },
    {
      name: 'shallow',
      from: [1.5, 1.5],
      to: [9.5, 5.5],
      pixels: [
        [1, 1],
        [2, 2],
        [3, 2],
        [4, 3],
        [5, 3],
        [6, 4],
        [7, 4],
        [8, 5],
      ],
      last: [9, 5],
    },
  ];
  for (const c of cases) {
    it(`${c.name}: start pixel drawn, end pixel not; with line_last_pixel the end too`, () => {
      rig = new Rig();
      rig.draw(PipePrim.LINES, [v(...c.from), v(...c.to)]);
      expect(rig.covered()).toEqual(list(c.pixels));
      rig.png(`line-${c.name}`);
      rig.destroy();
      rig = new Rig();
      rig.raster({ lineLastPixel: true });
      rig.draw(PipePrim.LINES, [v(...c.from), v(...c.to)]);
      expect(rig.covered()).toEqual(list([...c.pixels, c.last]));
    });
  }
});

describe('line stipple', () => {
  const row = (r: Rig, y: number) =>
    r
      .bytes()
      [y]!.map((p) => (p[0] ? 1 : 0))
      .join('');

  it('pattern bits from the least significant, each repeated `factor` times (line_stipple_factor + 1)', () => {
    rig = new Rig({ width: 32, height: 4 });
    rig.raster({ lineStippleEnable: true, lineStippleFactor: 0, lineStipplePattern: 0x0f0f });
    rig.draw(PipePrim.LINES, [v(0.5, 0.5), v(32.5, 0.5)]);
    rig.raster({ lineStippleEnable: true, lineStippleFactor: 1, lineStipplePattern: 0b1011 });
    rig.draw(PipePrim.LINES, [v(0.5, 2.5), v(32.5, 2.5)]);
    expect(row(rig, 0)).toBe('11110000111100001111000011110000');
    expect(row(rig, 2)).toBe('11110011000000000000000000000000');
    rig.png('stipple-patterns');
  });

  it('continues across the segments of a strip, restarts for every independent line', () => {
    rig = new Rig({ width: 32, height: 4 });
    rig.raster({ lineStippleEnable: true, lineStippleFactor: 0, lineStipplePattern: 0x00ff });
    rig.draw(PipePrim.LINE_STRIP, [v(0.5, 0.5), v(12.5, 0.5), v(28.5, 0.5)]);
    rig.draw(PipePrim.LINES, [v(0.5, 2.5), v(12.5, 2.5), v(12.5, 2.5), v(28.5, 2.5)]);
    expect(row(rig, 0)).toBe('11111111000000001111111100000000');
    expect(row(rig, 2)).toBe('11111111000011111111000000000000');
  });

  it('wide lines are stippled along their length, every pixel across a stippled-on step', () => {
    rig = new Rig({ width: 32, height: 8 });
    rig.raster({ lineStippleEnable: true, lineStippleFactor: 3, lineStipplePattern: 0x5555, lineWidth: 3 });
    rig.draw(PipePrim.LINES, [v(0, 4), v(32, 4)]);
    const on = '11110000111100001111000011110000';
    // Rows whose centres lie in [2.5, 5.5): 2, 3 and 4.
    for (const y of [2, 3, 4]) expect(row(rig, y)).toBe(on);
    expect(row(rig, 1)).toBe('0'.repeat(32));
    expect(row(rig, 5)).toBe('0'.repeat(32));
    rig.png('stipple-wide');
  });
});

describe('wide lines', () => {
  it('parallelogram (GL): width/2 either side along the minor axis; rectangle with line_rectangular', () => {
    rig = new Rig({ width: 32, height: 32 });
    rig.raster({ lineWidth: 4 });
    rig.draw(PipePrim.LINES, [v(4, 8), v(28, 8)]);
    // Rows 6..9 (centres 6.5..9.5 within 8 ± 2), columns 4..27.
    expect(rig.covered()).toEqual(pixelsOf(4, 6, 28, 10));
    rig.destroy();
    rig = new Rig({ width: 32, height: 32 });
    // A 45° line: the parallelogram is vertical-sided; the rectangle is square to the line.
    rig.raster({ lineWidth: 4 });
    rig.draw(PipePrim.LINES, [v(8, 8), v(24, 24)]);
    const parallelogram = rig.covered();
    rig.raster({ lineWidth: 4, lineRectangular: true });
    rig.ctx.clear(1 << 2, [0, 0, 0, 0], 1, 0);
    rig.draw(PipePrim.LINES, [v(8, 8), v(24, 24)]);
    const rectangle = rig.covered();
    rig.png('wide-line-rectangular');
    // The parallelogram's pixels lie in rows where |x − y| ≤ 2; the rectangle's within 2 of the line.
    for (const p of parallelogram) {
      const [x, y] = p.split(',').map(Number) as [number, number];
      expect(Math.abs(x - y)).toBeLessThanOrEqual(2);
    }
    for (const p of rectangle) {
      const [x, y] = p.split(',').map((n) => Number(n) + 0.5) as [number, number];
      expect(Math.abs(x - y) / Math.SQRT2).toBeLessThanOrEqual(2);
    }
    expect(rectangle).not.toEqual(parallelogram);
    // Cross-section of the rectangle: 4/√2·2 ≈ 5.66 pixels along a row in the middle.
    expect(rectangle.filter((p) => p.endsWith(',16')).length).toBeGreaterThanOrEqual(5);
    expect(rectangle.filter((p) => p.endsWith(',16')).length).toBeLessThanOrEqual(6);
  });
});

describe('points', () => {
  const point = (x: number, y: number, size?: number) => [x, y, 0.5, 1, ...WHITE, size ?? 0, 0, 0, 0];

  it('aliased GL points round the size and centre odd sizes on a pixel, even ones on a corner', () => {
    rig = new Rig({ width: 32, height: 32 });
    rig.raster({ pointSize: 1 });
    rig.draw(PipePrim.POINTS, [v(3.2, 3.9)]);
    rig.raster({ pointSize: 3 });
    rig.draw(PipePrim.POINTS, [v(10.9, 4.1)]);
    rig.raster({ pointSize: 2.2 });
    rig.draw(PipePrim.POINTS, [v(20.3, 20.6)]);
    expect(rig.covered()).toEqual(
      [...pixelsOf(3, 3, 4, 4), ...pixelsOf(9, 3, 12, 6), ...pixelsOf(19, 20, 21, 22)].sort(),
    );
    rig.png('points-legacy');
  });

  it('sprites (point_quad_rasterization) cover the pixels whose centres are in the exact square', () => {
    rig = new Rig({ width: 32, height: 32 });
    rig.raster({ pointSize: 2.5, pointQuadRasterization: true });
    // [19, 21.5] × [19.25, 21.75]: centres 19.5, 20.5 (21.5 is on the right edge, excluded) and 19.5,
    // 20.5, 21.5. GL's aliased point would round the size to 3 and cover columns 19..21.
    rig.draw(PipePrim.POINTS, [v(20.25, 20.5)]);
    expect(rig.covered()).toEqual(pixelsOf(19, 19, 21, 22));
  });

  it('per-vertex sizes (PSIZE) clamped to [1, 255]', () => {
    rig = new Rig({ width: 32, height: 32, outputs: [{ semantic: 'GENERIC[0]' }, { semantic: 'PSIZE' }] });
    rig.raster({ pointSizePerVertex: true, pointQuadRasterization: true, pointSize: 9 });
    rig.draw(PipePrim.POINTS, [point(4, 4, 4), point(16.5, 16.5, 0.25), point(24, 24, 2)]);
    expect(rig.covered()).toEqual([...pixelsOf(2, 2, 6, 6), '16,16', ...pixelsOf(23, 23, 25, 25)].sort());
  });

  it('sprite coordinates: s from the left, t from the top (UPPER_LEFT) or the bottom (LOWER_LEFT)', () => {
    rig = new Rig({ width: 8, height: 8 });
    rig.fs(fs('DCL IN[0], GENERIC[0], PERSPECTIVE', 'MOV OUT[0], IN[0]'));
    rig.raster({ pointSize: 4, pointQuadRasterization: true, spriteCoordEnable: 1 });
    rig.draw(PipePrim.POINTS, [v(4, 4)]);
    // Pixel (2, 2) samples (2.5, 2.5): s = t = 0.5 / 4.
    expect(rig.bytes()[2]![2]!.slice(0, 2)).toEqual([32, 32]);
    expect(rig.bytes()[5]![5]!.slice(0, 2)).toEqual([223, 223]);
    rig.raster({ pointSize: 4, pointQuadRasterization: true, spriteCoordEnable: 1, spriteCoordMode: 1 });
    rig.draw(PipePrim.POINTS, [v(4, 4)]);
    expect(rig.bytes()[2]![2]!.slice(0, 2)).toEqual([32, 223]);
  });
});

describe('smooth points and lines (coverage in alpha)', () => {
  it('a smooth point: alpha = clamp(radius + ½ − distance of the pixel centre)', () => {
    rig = new Rig({ width: 16, height: 16 });
    rig.raster({ pointSize: 4, pointSmooth: true });
    rig.draw(PipePrim.POINTS, [v(8, 8)]);
    const px = rig.bytes();
    for (let y = 0; y < 16; y++)
      for (let x = 0; x < 16; x++) {
        const coverage = Math.min(1, Math.max(0, 2.5 - Math.hypot(x + 0.5 - 8, y + 0.5 - 8)));
        expect(px[y]![x]![3], `alpha at ${x},${y}`).toBe(Math.round(coverage * 255));
        expect(px[y]![x]![0], `red at ${x},${y}`).toBe(coverage > 0 ? 255 : 0);
      }
    rig.png('smooth-point');
  });

  it('a smooth line: alpha is the product of the ramps across and along the line', () => {
    rig = new Rig({ width: 16, height: 16 });
    rig.raster({ lineWidth: 2, lineSmooth: true });
    rig.draw(PipePrim.LINES, [v(3, 8), v(13, 8)]);
    const px = rig.bytes();
    for (let y = 0; y < 16; y++)
      for (let x = 0; x < 16; x++) {
        const across = Math.min(1, Math.max(0, 1.5 - Math.abs(y + 0.5 - 8)));
        const along = Math.min(1, Math.max(0, 5.5 - Math.abs(x + 0.5 - 8)));
        expect(px[y]![x]![3], `alpha at ${x},${y}`).toBe(Math.round(across * along * 255));
      }
    rig.png('smooth-line');
  });
});
