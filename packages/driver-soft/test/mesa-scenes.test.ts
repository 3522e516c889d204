// The Mesa comparison: every reference scene drawn on driver-soft against Mesa's own picture of it
// (OSMesa, fixtures in test/fixtures/mesa/), with the project's measure: the share of pixels whose
// largest channel difference exceeds 24 stays under 1% (3% for line and point scenes). Side-by-side
// pictures (driver-soft | Mesa | diff) are written to test/output/mesa/ for looking at.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  compareImages,
  diffImage,
  FILLED_SCENE_TOLERANCE,
  LINE_POINT_SCENE_TOLERANCE,
  type RgbaImage,
  rgbaImage,
} from '@gallium-ts/gallium-api/image';
import { readPng, writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { createSoftScreen } from '../src/index.js';
import { PIPE_SCENES, type PipeScene, renderScene } from './scenes/index.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const OUTPUT = here('output/mesa');

/** Mipmapped scenes: llvmpipe's level of detail is coarser than GL's formula (see MIPMAP_WHY). */
const MIPMAP_WHY =
  'llvmpipe approximates log2 and picks levels per quad with its own rounding (at λ = 0.49 it takes ' +
  "level 1 where GL's ⌈λ + ½⌉ − 1 gives level 0); softpipe and driver-soft compute λ = log2 max(m_u, m_v) " +
  'as GL words it, so their level boundaries agree';

/**
 * Which Mesa driver each scene is compared with: llvmpipe unless listed. Where llvmpipe and softpipe
 * disagree (mesa-scenes-validate.test.ts lists the scenes), the one GL's rules support is chosen.
 */
const REFERENCE: Record<string, { driver: 'llvmpipe' | 'softpipe'; why: string }> = {
  ...Object.fromEntries(
    ['mipmap-nearest-nearest', 'mipmap-linear-nearest', 'mipmap-nearest-linear', 'mipmap-linear-linear'].map(
      (name) => [name, { driver: 'softpipe' as const, why: MIPMAP_WHY }],
    ),
  ),
  'quads-polygon': {
    driver: 'llvmpipe',
    why:
      'GL leaves the split of a quad open; driver-soft, like llvmpipe and the draw module, splits ' +
      'GL_QUADS along v0-v2 (triangles v0 v1 v2 and v0 v2 v3), softpipe along v1-v3',
  },
};

const tolerance = (scene: PipeScene) =>
  scene.kind === 'filled' ? FILLED_SCENE_TOLERANCE : LINE_POINT_SCENE_TOLERANCE;

/** ours | Mesa's | diff, side by side. */
function sideBySide(ours: RgbaImage, mesa: RgbaImage): RgbaImage {
  const diff = diffImage(ours, mesa);
  const w = ours.width;
  const out = rgbaImage(w * 3, ours.height);
  for (let y = 0; y < ours.height; y++)
    for (const [i, image] of [ours, mesa, diff].entries())
      out.data.set(image.data.subarray(y * w * 4, (y + 1) * w * 4), (y * w * 3 + i * w) * 4);
  return out;
}

describe('driver-soft against Mesa', () => {
  mkdirSync(OUTPUT, { recursive: true });
  const screen = createSoftScreen();

  it.each(PIPE_SCENES)('$name is within the tolerance of Mesa', (scene) => {
    const reference = REFERENCE[scene.name]?.driver ?? 'llvmpipe';
    const mesa = readPng(here(`fixtures/mesa/${scene.name}.${reference}.png`));
    const ours = renderScene(screen, scene);
    writePng(`${OUTPUT}/${scene.name}.png`, sideBySide(ours, mesa));
    const result = compareImages(ours, mesa);
    expect(
      result.offShare,
      `${(result.offShare * 100).toFixed(2)}% off against ${reference}, first at ${JSON.stringify(result.firstOff)}`,
    ).toBeLessThan(tolerance(scene));
  });
});
