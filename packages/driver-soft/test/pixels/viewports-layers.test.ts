// Where primitives may land: scissors exclusive at their maximum, several viewports and scissors chosen
// per primitive by VIEWPORT_INDEX (out-of-range indices select viewport 0), window rectangles in
// include and exclude mode for draws (clears ignore them, as Gallium documents), the 32×32 polygon
// stipple aligned to the window, and layered rendering into array, 3D and cube targets by LAYER
// (layers past the last clamped to it).
import { PipeClear, PipeTextureTarget } from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { PipePrim, pixelsOf, Rig } from './rig.js';

let rig: Rig;
afterEach(() => rig?.destroy());

const RED = [1, 0, 0, 1];

describe('scissors and viewports', () => {
  it('scissor: min inclusive, max exclusive', () => {
    rig = new Rig();
    rig.raster({ scissor: true });
    rig.ctx.setScissorStates(0, [{ minx: 2, miny: 3, maxx: 10, maxy: 12 }]);
    rig.rect(0, 0, 16, 16, RED);
    expect(rig.covered()).toEqual(pixelsOf(2, 3, 10, 12));
  });

  it('VIEWPORT_INDEX of the provoking vertex picks viewport and scissor; out of range picks 0', () => {
    rig = new Rig({
      width: 32,
      height: 32,
      outputs: [{ semantic: 'GENERIC[0]' }, { semantic: 'VIEWPORT_INDEX', int: true }],
    });
    rig.raster({ scissor: true });
    rig.ctx.setViewportStates(1, [rig.viewport(16, 0, 16, 16), rig.viewport(0, 16, 16, 16)]);
    rig.ctx.setScissorStates(0, [
      { minx: 0, miny: 0, maxx: 32, maxy: 32 },
      { minx: 16, miny: 0, maxx: 24, maxy: 16 },
      { minx: 0, miny: 16, maxx: 16, maxy: 32 },
    ]);
    // A full-viewport quad per index: coordinates are for viewport 0 (the whole 32×32 target).
    const quad = (index: number, color: number[]) => {
      const v = (x: number, y: number) => [x, y, 0.5, 1, ...color, index, 0, 0, 0];
      rig.draw(PipePrim.TRIANGLE_STRIP, [v(0, 0), v(32, 0), v(0, 32), v(32, 32)]);
    };
    quad(1, [0, 1, 0, 1]);
    quad(2, [0, 0, 1, 1]);
    expect(rig.covered()).toEqual([...pixelsOf(16, 0, 24, 16), ...pixelsOf(0, 16, 16, 32)].sort());
    quad(99, RED);
    expect(rig.covered()).toEqual(pixelsOf(0, 0, 32, 32));
    rig.png('viewport-index');
  });
});

describe('window rectangles', () => {
  const rects = [
    { minx: 1, miny: 1, maxx: 5, maxy: 4 },
    { minx: 8, miny: 8, maxx: 12, maxy: 15 },
  ];
  const inside = [...pixelsOf(1, 1, 5, 4), ...pixelsOf(8, 8, 12, 15)].sort();

  it('include mode draws only inside the rectangles', () => {
    rig = new Rig();
    rig.ctx.setWindowRectangles(true, rects);
    rig.rect(0, 0, 16, 16, RED);
    expect(rig.covered()).toEqual(inside);
    rig.png('window-include');
  });

  it('exclude mode draws only outside them; lines and points too', () => {
    rig = new Rig();
    rig.ctx.setWindowRectangles(false, rects);
    rig.rect(0, 0, 16, 16, RED);
    expect(rig.covered()).toEqual(pixelsOf(0, 0, 16, 16).filter((p) => !inside.includes(p)));
    rig.ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
    expect(rig.covered()).toEqual([]);
    const v = (x: number, y: number) => [x, y, 0.5, 1, ...RED];
    rig.draw(PipePrim.LINES, [v(0.5, 2.5), v(8.5, 2.5)]);
    rig.draw(PipePrim.POINTS, [v(9.5, 9.5), v(14.5, 14.5)]);
    expect(rig.covered()).toEqual(['0,2', '5,2', '6,2', '7,2', '14,14'].sort());
  });

  it('clear ignores them ("this only applies to draws, not clears or blits")', () => {
    rig = new Rig();
    rig.ctx.setWindowRectangles(true, rects);
    rig.ctx.clear(PipeClear.COLOR, [1, 0, 0, 1], 1, 0);
    expect(rig.covered()).toEqual(pixelsOf(0, 0, 16, 16));
  });
});

describe('polygon stipple', () => {
  it('a 32×32 pattern aligned to the window: row y mod 32, most significant bit leftmost; not for lines', () => {
    rig = new Rig({ width: 40, height: 36 });
    const stipple = Array.from({ length: 32 }, (_, y) => (y % 3 === 0 ? 0xf0f0f0f0 : 0x80000001));
    rig.ctx.setPolygonStipple({ stipple });
    rig.raster({ polyStipple: true });
    rig.rect(0, 0, 40, 34, RED);
    const px = rig.bytes();
    for (let y = 0; y < 34; y++)
      for (let x = 0; x < 40; x++) {
        const bit = (stipple[y % 32]! >>> (31 - (x % 32))) & 1;
        expect(px[y]![x]![0], `${x},${y}`).toBe(bit * 255);
      }
    const v = (x: number, y: number) => [x, y, 0.5, 1, 0, 1, 0, 1];
    rig.draw(PipePrim.LINES, [v(0.5, 35.5), v(40.5, 35.5)]);
    expect(px.length).toBe(36);
    expect(rig.bytes()[35]!.every((p) => p[1] === 255)).toBe(true);
    rig.png('polygon-stipple');
  });
});

describe('layered rendering', () => {
  const targets = [
    { name: '2D array', target: PipeTextureTarget.TEXTURE_2D_ARRAY, layers: 4 },
    { name: '3D', target: PipeTextureTarget.TEXTURE_3D, layers: 4 },
    { name: 'cube', target: PipeTextureTarget.TEXTURE_CUBE, layers: 6 },
  ];
  for (const t of targets) {
    it(`${t.name}: LAYER selects the layer; past the last is clamped to it`, () => {
      rig = new Rig({
        width: 8,
        height: 8,
        target: t.target,
        layers: t.layers,
        outputs: [{ semantic: 'GENERIC[0]' }, { semantic: 'LAYER', int: true }],
      });
      const quad = (layer: number, x0: number) => {
        const v = (x: number, y: number) => [x, y, 0.5, 1, (layer + 1) / 8, 0, 0, 1, layer, 0, 0, 0];
        rig.draw(PipePrim.TRIANGLE_STRIP, [v(x0, 0), v(x0 + 1, 0), v(x0, 8), v(x0 + 1, 8)]);
      };
      for (let layer = 0; layer < t.layers; layer++) quad(layer, layer);
      quad(t.layers + 5, 7);
      for (let layer = 0; layer < t.layers; layer++) {
        const expected = [
          ...pixelsOf(layer, 0, layer + 1, 8),
          ...(layer === t.layers - 1 ? pixelsOf(7, 0, 8, 8) : []),
        ].sort();
        expect(rig.covered(0, layer), `layer ${layer}`).toEqual(expected);
        expect(rig.bytes(0, layer)[3]![layer]![0]).toBe(Math.round(((layer + 1) / 8) * 255));
      }
    });
  }
});
