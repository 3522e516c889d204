// One GL scene of test/scenes/ drawn on a driver and compared with Mesa's picture of its C twin (the
// project's measure: the share of pixels whose largest channel difference exceeds 24 stays under 1%, 3%
// for line and point scenes).
// The comparison is written to test/output/mesa/<scene>-<driver>.png as ours | llvmpipe | softpipe |
// difference, three times enlarged. The checks are soft (the caller goes on with the picture, e.g. to
// probe it). Used by mesa-scenes.test.ts, the lowering tests and test/arb-scenes/arb-scenes.test.ts.
import {
  compareImages,
  diffImage,
  FILLED_SCENE_TOLERANCE,
  LINE_POINT_SCENE_TOLERANCE,
  type RgbaImage,
} from '@gallium-ts/gallium-api/image';
import { expect } from 'vitest';
import { loadMesaPicture, savePicture } from '../helpers/test-platform.js';
import type { GlScene } from '../scenes/index.js';
import { renderGlScene } from '../scenes/render.js';
import { sideBySide } from './side-by-side.js';

/**
 * Which Mesa driver a scene is compared with: llvmpipe unless listed. A scene is listed only where
 * llvmpipe and softpipe disagree beyond the tolerance; the one GL's rules support is chosen, and why.
 */
const REFERENCE: Record<string, { driver: 'llvmpipe' | 'softpipe'; why: string }> = {
  'prim-line-strip': {
    driver: 'llvmpipe',
    why:
      'GL 1.5 section 3.4.1 names the diamond-exit rule as the way to pick line fragments; llvmpipe ' +
      'follows it, softpipe steps its lines differently (3.8% of the pixels differ between them)',
  },
  'point-sprite': {
    driver: 'llvmpipe',
    why:
      'a sprite covers the pixels whose centres lie in the size × size square around the point ' +
      '(GL 1.5 section 3.3 with ARB_point_sprite); llvmpipe does, softpipe moves sprites whose edges ' +
      'fall between pixel centres by one pixel (8.9% of the pixels differ)',
  },
};

const tolerance = (scene: GlScene) =>
  scene.kind === 'filled' ? FILLED_SCENE_TOLERANCE : LINE_POINT_SCENE_TOLERANCE;

/** Draws `scene` on `driver` and checks it against Mesa's picture. */
export async function expectSceneMatchesMesa(scene: GlScene, driver: string): Promise<void> {
  await checkSceneAgainstMesa(scene, driver);
}

/**
 * expectSceneMatchesMesa returning our picture (to probe it); `reference` names the Mesa driver to compare
 * with where the caller's own table decides it (the ARB scenes).
 */
export async function checkSceneAgainstMesa(
  scene: GlScene,
  driver: string,
  reference: 'llvmpipe' | 'softpipe' = REFERENCE[scene.name]?.driver ?? 'llvmpipe',
): Promise<RgbaImage> {
  const llvmpipe = await loadMesaPicture(`${scene.name}.llvmpipe.png`);
  const softpipe = await loadMesaPicture(`${scene.name}.softpipe.png`);
  const mesa = reference === 'llvmpipe' ? llvmpipe : softpipe;
  const { image, error } = await renderGlScene(scene, driver);
  savePicture(
    `mesa/${scene.name}-${driver}`,
    sideBySide([image, llvmpipe, softpipe, diffImage(image, mesa)], 3),
  );
  expect.soft(error, 'glGetError after the scene').toBe(0);
  const result = compareImages(image, mesa);
  expect
    .soft(
      result.offShare,
      `${(result.offShare * 100).toFixed(2)}% off against ${reference}, first at ${JSON.stringify(result.firstOff)}`,
    )
    .toBeLessThan(tolerance(scene));
  return image;
}
