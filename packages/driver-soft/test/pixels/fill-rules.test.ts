// Triangle fill rules, exactly: pixels are covered when their sample point (the centre with
// half_pixel_center, the corner without) lies inside; points on a shared edge belong to exactly one of
// the two triangles (top-left rule, or bottom-left with bottom_edge_rule), so meshes touch every pixel
// once. Additive blending counts the hits of each pixel.
import { PipeBlend, PipeBlendFactor, rtBlendState } from '@gallium-ts/gallium-api';
import { afterEach, describe, expect, it } from 'vitest';
import { PipePrim, pixelsOf, Rig } from './rig.js';

let rig: Rig;
afterEach(() => rig?.destroy());

/** A rig that adds 1/255 red per hit. */
function counting(): Rig {
  const r = new Rig({ width: 32, height: 32 });
  const add = rtBlendState({
    blendEnable: true,
    rgbFunc: PipeBlend.ADD,
    rgbSrcFactor: PipeBlendFactor.ONE,
    rgbDstFactor: PipeBlendFactor.ONE,
    alphaFunc: PipeBlend.ADD,
    alphaSrcFactor: PipeBlendFactor.ONE,
    alphaDstFactor: PipeBlendFactor.ONE,
  });
  r.blend({ rt: Array.from({ length: 8 }, () => add) });
  return r;
}

const HIT = [1 / 255, 0, 0, 1 / 255];
const v = (x: number, y: number) => [x, y, 0.5, 1, ...HIT];

/** Hits per pixel, [y][x]. */
function hits(r: Rig): number[][] {
  return r.bytes().map((row) => row.map((p) => p[0]!));
}

describe('shared edges', () => {
  for (const halfPixelCenter of [true, false]) {
    for (const flip of [false, true]) {
      it(`a square split along its diagonal covers every pixel once (half_pixel_center ${halfPixelCenter}, ${flip ? 'clockwise' : 'counter-clockwise'})`, () => {
        rig = counting();
        rig.raster({ halfPixelCenter });
        const tri = (a: number[], b: number[], c: number[]) => (flip ? [a, c, b] : [a, b, c]);
        // Square [4, 20) × [6, 22): integer corners, so with centre samples exactly these pixels.
        rig.draw(PipePrim.TRIANGLES, [
          ...tri(v(4, 6), v(20, 6), v(20, 22)),
          ...tri(v(4, 6), v(20, 22), v(4, 22)),
        ]);
        const h = hits(rig);
        expect(h.flat().every((n) => n <= 1)).toBe(true);
        // Without half-pixel centres the samples sit on the corners: the left and top edges are in, the
        // right and bottom out, so the same pixels are covered.
        expect(rig.covered()).toEqual(pixelsOf(4, 6, 20, 22));
        rig.png(`fill-square-${halfPixelCenter ? 'centre' : 'corner'}-${flip ? 'cw' : 'ccw'}`, 0, 0, 120);
      });
    }
  }

  it('shared vertical and horizontal edges between four quads: once each, no gaps', () => {
    rig = counting();
    // Four quads meeting at (12.5, 12.5): the edges pass through pixel centres.
    const quad = (x0: number, y0: number, x1: number, y1: number) =>
      rig.draw(PipePrim.TRIANGLE_STRIP, [v(x0, y0), v(x1, y0), v(x0, y1), v(x1, y1)]);
    quad(4.5, 4.5, 12.5, 12.5);
    quad(12.5, 4.5, 20.5, 12.5);
    quad(4.5, 12.5, 12.5, 20.5);
    quad(12.5, 12.5, 20.5, 20.5);
    const h = hits(rig);
    expect(h.flat().every((n) => n <= 1)).toBe(true);
    // Centres on the left and top edges are in, on the right and bottom edges out.
    expect(rig.covered()).toEqual(pixelsOf(4, 4, 20, 20));
    // The quad [4.5, 12.5) owns column 4 and row 4 but not column 12 or row 12.
    rig.png('fill-four-quads', 0, 0, 120);
  });

  it('a fan of 16 triangles around a centre touches every pixel inside once, none outside', () => {
    rig = counting();
    const cx = 16.25,
      cy = 15.75,
      radius = 12;
    const ring = Array.from({ length: 17 }, (_, i) => {
      const a = (i % 16) * ((2 * Math.PI) / 16);
      // Dyadic coordinates (1/256 steps) keep every vertex exactly representable.
      return [
        Math.round((cx + radius * Math.cos(a)) * 256) / 256,
        Math.round((cy + radius * Math.sin(a)) * 256) / 256,
      ];
    });
    rig.draw(PipePrim.TRIANGLE_FAN, [v(cx, cy), ...ring.map(([x, y]) => v(x!, y!))]);
    const h = hits(rig);
    for (let y = 0; y < 32; y++)
      for (let x = 0; x < 32; x++) {
        const px = x + 0.5,
          py = y + 0.5;
        // Signed distance of the sample to the polygon: inside all 16 edges by a margin, or outside one.
        let inside = Number.POSITIVE_INFINITY;
        for (let i = 0; i < 16; i++) {
          const [x0, y0] = ring[i]!;
          const [x1, y1] = ring[i + 1]!;
          const cross = (x1! - x0!) * (py - y0!) - (y1! - y0!) * (px - x0!);
          inside = Math.min(inside, cross / Math.hypot(x1! - x0!, y1! - y0!));
        }
        expect(h[y]![x], `pixel ${x},${y}`).toBeLessThanOrEqual(1);
        if (inside > 1e-6) expect(h[y]![x], `pixel ${x},${y} inside`).toBe(1);
        if (inside < -1e-6) expect(h[y]![x], `pixel ${x},${y} outside`).toBe(0);
      }
    rig.png('fill-fan16', 0, 0, 120);
  });

  it('bottom_edge_rule: samples on a horizontal edge belong to the triangle above it instead', () => {
    rig = counting();
    const draw = () =>
      rig.draw(PipePrim.TRIANGLE_STRIP, [v(2.5, 2.5), v(10.5, 2.5), v(2.5, 8.5), v(10.5, 8.5)]);
    draw();
    // Top-left rule: rows 2..7 (the top edge's centres in, the bottom edge's out); columns 2..9.
    expect(rig.covered()).toEqual(pixelsOf(2, 2, 10, 8));
    rig.destroy();
    rig = counting();
    rig.raster({ bottomEdgeRule: true });
    draw();
    // Bottom-left rule: rows 3..8.
    expect(rig.covered()).toEqual(pixelsOf(2, 3, 10, 9));
  });
});
