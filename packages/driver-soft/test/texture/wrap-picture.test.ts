// A picture of every wrap mode: an 8×8 texture with an "F" (so mirroring shows) sampled over
// s, t ∈ [−1, 2] in one panel per mode, NEAREST on the top row and LINEAR below, written to
// test/texture/output/wrap-modes.png. The test checks what each panel must show: repeats, mirror
// symmetry, edge and border texels.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PipeFormat, PipeTexFilter, PipeTexWrap } from '@gallium-ts/gallium-api';
import { rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { makeTexture, requestFor, samplerFor } from './fixtures.js';

const F = (x: number, y: number) =>
  (x === 1 && y >= 1 && y < 7) || (y === 1 && x >= 1 && x < 6) || (y === 3 && x >= 1 && x < 5);
const texture = makeTexture({
  format: PipeFormat.R8G8B8A8_UNORM,
  width: 8,
  height: 8,
  texel: (x, y) => (F(x, y) ? [1, 1, 1, 1] : [(x * 32) / 255, (y * 32) / 255, 96 / 255, 1]),
});
const BORDER: [number, number, number, number] = [1, 0, 1, 1];
const PANEL = 96;
const GAP = 4;
const MODES = Object.entries(PipeTexWrap);

/** The panel of `mode` with `filter`: PANEL² pixels, s and t from −1 to 2 across it (pixel centres). */
function panel(mode: PipeTexWrap, filter: PipeTexFilter): Uint8Array {
  const lookups = [];
  for (let y = 0; y < PANEL; y++) {
    for (let x = 0; x < PANEL; x++)
      lookups.push({ coords: [-1 + (3 * (x + 0.5)) / PANEL, -1 + (3 * (y + 0.5)) / PANEL] });
  }
  const req = requestFor(lookups);
  samplerFor(texture, {
    wrapS: mode,
    wrapT: mode,
    minImgFilter: filter,
    magImgFilter: filter,
    borderColor: BORDER,
  }).sample(req);
  const bytes = new Uint8Array(PANEL * PANEL * 4);
  for (let i = 0; i < PANEL * PANEL; i++) {
    for (let c = 0; c < 4; c++)
      bytes[4 * i + c] = Math.round(Math.min(Math.max(req.out[c]![i]!, 0), 1) * 255);
  }
  return bytes;
}

const pixel = (bytes: Uint8Array, x: number, y: number) => [
  ...bytes.subarray(4 * (y * PANEL + x), 4 * (y * PANEL + x) + 4),
];
/** Pixel of texture coordinate (s, t) in a panel (32 pixels per unit, offset 32); pixels of s and −s mirror when 32s is not an integer. */
const at = (bytes: Uint8Array, s: number, t: number) =>
  pixel(bytes, Math.floor(32 + 32 * s), Math.floor(32 + 32 * t));

describe('wrap mode picture', () => {
  const nearest = new Map(MODES.map(([name, mode]) => [name, panel(mode, PipeTexFilter.NEAREST)]));
  const linear = new Map(MODES.map(([name, mode]) => [name, panel(mode, PipeTexFilter.LINEAR)]));

  it('writes output/wrap-modes.png', () => {
    const width = MODES.length * (PANEL + GAP) - GAP;
    const image = rgbaImage(width, 2 * PANEL + GAP);
    image.data.fill(40);
    MODES.forEach(([name], k) => {
      [nearest, linear].forEach((panels, row) => {
        const bytes = panels.get(name)!;
        for (let y = 0; y < PANEL; y++) {
          image.data.set(
            bytes.subarray(y * PANEL * 4, (y + 1) * PANEL * 4),
            ((row * (PANEL + GAP) + y) * width + k * (PANEL + GAP)) * 4,
          );
        }
      });
    });
    const dir = fileURLToPath(new URL('./output/', import.meta.url));
    mkdirSync(dir, { recursive: true });
    writePng(`${dir}wrap-modes.png`, image);
    expect(image.data.length).toBe(width * (2 * PANEL + GAP) * 4);
  });

  it('shows what each mode must show', () => {
    const inside = (name: string) => at(nearest.get(name)!, 0.3, 0.6);
    for (const [name] of MODES) expect(inside(name)).toEqual(at(nearest.get('REPEAT')!, 0.3, 0.6));
    // REPEAT: one period to the right and below is the same texel.
    expect(at(nearest.get('REPEAT')!, 1.3, 1.6)).toEqual(inside('REPEAT'));
    // MIRROR_REPEAT: mirrored about 0 and about 1.
    expect(at(nearest.get('MIRROR_REPEAT')!, -0.3, 0.6)).toEqual(inside('MIRROR_REPEAT'));
    expect(at(nearest.get('MIRROR_REPEAT')!, 1.7, 0.6)).toEqual(inside('MIRROR_REPEAT'));
    // Edge clamps repeat the edge texel; the border modes show the border colour.
    expect(at(nearest.get('CLAMP_TO_EDGE')!, 1.8, 0.6)).toEqual(at(nearest.get('CLAMP_TO_EDGE')!, 0.99, 0.6));
    expect(at(nearest.get('CLAMP_TO_BORDER')!, 1.55, 1.55)).toEqual([255, 0, 255, 255]);
    expect(at(nearest.get('MIRROR_CLAMP_TO_BORDER')!, -0.55, 0.55)).toEqual(
      at(nearest.get('MIRROR_CLAMP_TO_BORDER')!, 0.55, 0.55),
    );
    expect(at(nearest.get('MIRROR_CLAMP_TO_BORDER')!, -0.95, 1.55)).toEqual([255, 0, 255, 255]);
    expect(at(nearest.get('MIRROR_CLAMP_TO_EDGE')!, -0.8, 0.6)).toEqual(
      at(nearest.get('MIRROR_CLAMP_TO_EDGE')!, 0.8, 0.6),
    );
    // Legacy CLAMP blends with the border along the edge when filtering linearly, not when nearest.
    expect(at(linear.get('CLAMP')!, 1.55, 0.55)).not.toEqual(at(linear.get('CLAMP_TO_EDGE')!, 1.55, 0.55));
    expect(at(nearest.get('CLAMP')!, 1.55, 0.55)).toEqual(at(nearest.get('CLAMP_TO_EDGE')!, 1.55, 0.55));
  });
});
