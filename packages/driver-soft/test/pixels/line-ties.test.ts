// One-pixel lines where GL's diamond-exit rule meets a tie, against Mesa: the `line-ties` reference scene
// (6480 segments between points of a half-pixel grid: lines on pixel boundaries, ends on pixel
// boundaries and centres, diagonals through pixel corners) must cover exactly llvmpipe's pixels in every
// cell, and the same GL line must cover the same pixels whichever way up the framebuffer is stored
// (bottom_edge_rule mirrors the rule).
import { fileURLToPath } from 'node:url';
import { readPng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { createSoftScreen } from '../../src/index.js';
import { PIPE_SCENES, renderScene } from '../scenes/index.js';
import { lineTieSegments } from '../scenes/lines-points.js';
import { PipePrim, Rig } from './rig.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const CELLS_PER_ROW = 128;

/** The lit pixels (red channel over ½) of cell `cell` of a line-ties picture stored top row first. */
function cellPixels(data: Uint8Array, width: number, height: number, cell: number): string[] {
  const cx = 8 * (cell % CELLS_PER_ROW);
  const cy = 8 * Math.floor(cell / CELLS_PER_ROW);
  const lit: string[] = [];
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) {
      const row = height - 1 - (cy + y);
      if (data[(row * width + cx + x) * 4]! > 128) lit.push(`${x},${y}`);
    }
  return lit;
}

describe('one-pixel lines on pixel boundaries (Mesa line-ties scene)', () => {
  it('every segment covers exactly the pixels llvmpipe covers', () => {
    const scene = PIPE_SCENES.find((s) => s.name === 'line-ties')!;
    const screen = createSoftScreen();
    const ours = renderScene(screen, scene);
    screen.destroy();
    const mesa = readPng(here('../fixtures/mesa/line-ties.llvmpipe.png'));
    const differing: string[] = [];
    for (const [cell, segment] of lineTieSegments().entries()) {
      const a = cellPixels(ours.data, ours.width, ours.height, cell);
      const b = cellPixels(mesa.data, mesa.width, mesa.height, cell);
      if (a.join(' ') !== b.join(' '))
        differing.push(`(${segment.join(', ')}): ours ${a.join(' ')} | llvmpipe ${b.join(' ')}`);
    }
    expect(differing.slice(0, 8), `${differing.length} of 6480 segments differ`).toEqual([]);
  });

  it('the horizontal line y = 128 from x = 0 to 256 covers row 127, the vertical x = 128 column 127', () => {
    const rig = new Rig({ width: 256, height: 256 });
    const v = (x: number, y: number) => [x, y, 0.5, 1, 1, 1, 1, 1];
    rig.draw(PipePrim.LINES, [v(0, 128), v(256, 128), v(128, 0), v(128, 256)]);
    const covered = rig.covered();
    const expected = [
      ...Array.from({ length: 256 }, (_, i) => `${i},127`),
      ...Array.from({ length: 256 }, (_, i) => `127,${i}`),
    ];
    expect(covered).toEqual([...new Set(expected)].sort());
    rig.destroy();
  });

  it('with bottom_edge_rule (rows stored top first) the same GL lines cover the mirrored pixels', () => {
    // Every line-ties segment in its cell, in GL's orientation and stored top row first (y' = 512 − y).
    const draw = (bottomEdgeRule: boolean) => {
      const rig = new Rig({ width: 1024, height: 512 });
      rig.raster({ bottomEdgeRule });
      const flip = (y: number) => (bottomEdgeRule ? 512 - y : y);
      const vertices = lineTieSegments().flatMap(([x0, y0, x1, y1], cell) => {
        const cx = 8 * (cell % CELLS_PER_ROW);
        const cy = 8 * Math.floor(cell / CELLS_PER_ROW);
        return [
          [cx + x0, flip(cy + y0), 0.5, 1, 1, 1, 1, 1],
          [cx + x1, flip(cy + y1), 0.5, 1, 1, 1, 1, 1],
        ];
      });
      rig.draw(PipePrim.LINES, vertices);
      const rows = rig.bytes().map((row) => row.map((p) => (p[0] ? 1 : 0)).join(''));
      rig.destroy();
      return bottomEdgeRule ? rows.reverse() : rows;
    };
    const up = draw(false);
    expect(up.join('').includes('1')).toBe(true);
    expect(draw(true)).toEqual(up);
  });
});
