// The IR's fill kernel gives the bytes driver-soft's fused function gives for the `fill` state, through
// both back ends: random primitives (colours past [0, 1] so the clamps work, affine and perspective 1/w
// planes) over a target of random bytes, blended and not, block by block; the result is written to PNG.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { BLOCK } from '../../src/raster/bins.js';
import { FillFixture, type FillPlanes, fillGradientPlanes } from './fill-fixture.js';
import { words } from './ir-support.js';

const SIZE = 64;
const OUTPUT = fileURLToPath(new URL('../output/codegen', import.meta.url));
mkdirSync(OUTPUT, { recursive: true });

/** A random primitive: colour planes that go past 0 and 1 over the target, 1/w affine or not. */
function randomPlanes(next: () => number, perspective: boolean): FillPlanes {
  const unit = () => next() / 2 ** 32;
  const color = [0, 1, 2, 3].map((): [number, number, number] => {
    const a = (unit() - 0.5) * (2.8 / SIZE);
    const b = (unit() - 0.5) * (2.8 / SIZE);
    return [a, b, unit() * 1.4 - 0.2 - (a + b) * (SIZE / 2)];
  });
  if (!perspective) return { w: [0, 0, 0.5 + unit() * 1.5], color };
  // 1/w from 0.25 to 2 across the target; the colour planes are value/w planes, scaled to match.
  const w: [number, number, number] = [(unit() - 0.5) / SIZE, (unit() - 0.5) / SIZE, 1 + unit() * 0.5];
  return { w, color: color.map(([a, b, c]) => [a * w[2], b * w[2], c * w[2]]) };
}

describe('the fill kernel in the IR', () => {
  it.each([
    { blend: true, offset: 0.5, label: 'blended' },
    { blend: false, offset: 0.5, label: 'stored' },
    { blend: true, offset: 0, label: 'blended-pixel-corners' },
  ])(
    "gives the fused function's bytes, $label (two back ends, 200 random primitives)",
    ({ blend, offset, label }) => {
      const fixture = new FillFixture(SIZE, blend, offset);
      const next = words(blend ? 1 + offset * 4 : 2);
      const background = new Uint8Array(SIZE * SIZE * 4).map(() => next() & 255);
      fixture.setTarget(background);
      let changed = 0;
      for (let primitive = 0; primitive < 200; primitive++) {
        fixture.setPlanes(randomPlanes(next, primitive % 2 === 1));
        // A few blocks per primitive, over the whole target.
        for (let i = 0; i < 3; i++) {
          const bx = (next() % (SIZE / BLOCK)) * BLOCK;
          const by = (next() % (SIZE / BLOCK)) * BLOCK;
          fixture.fusedBlock(bx, by);
          fixture.irJsBlock(bx, by);
          fixture.irWasmBlock(bx, by);
        }
        const [fused, js, wasm] = fixture.targets();
        expect(Buffer.from(js).equals(Buffer.from(fused))).toBe(true);
        expect(Buffer.from(wasm).equals(Buffer.from(fused))).toBe(true);
      }
      const [fused] = fixture.targets();
      for (let i = 0; i < fused.length; i++) if (fused[i] !== background[i]) changed++;
      expect(changed).toBeGreaterThan(fused.length / 2);
      writePng(`${OUTPUT}/fill-${label}.png`, { width: SIZE, height: SIZE, data: fixture.targets()[2] });
    },
  );

  it('a whole target of smooth colour: every pixel as the fused function writes it', () => {
    const fixture = new FillFixture(SIZE, true);
    fixture.setTarget(new Uint8Array(SIZE * SIZE * 4).fill(255));
    fixture.setPlanes(fillGradientPlanes(SIZE));
    for (let by = 0; by < SIZE; by += BLOCK)
      for (let bx = 0; bx < SIZE; bx += BLOCK) {
        fixture.fusedBlock(bx, by);
        fixture.irWasmBlock(bx, by);
        fixture.irJsBlock(bx, by);
      }
    const [fused, js, wasm] = fixture.targets();
    writePng(`${OUTPUT}/fill-gradient.png`, { width: SIZE, height: SIZE, data: wasm });
    expect(Buffer.from(wasm).equals(Buffer.from(fused))).toBe(true);
    expect(Buffer.from(js).equals(Buffer.from(fused))).toBe(true);
    // Pixel (0, 0), sampled at (0.5, 0.5) over white: red 1 − 0.5/64 → (0.9921875 + 1) / 2 · 255 + 0.5 =
    // 254.5 → 254; green 0.5 → 0.75 → 191; blue 0.5/64 → 0.50390625 → 128; alpha 0.75 → 191.
    expect([...wasm.subarray(0, 4)]).toEqual([254, 191, 128, 191]);
  });
});
