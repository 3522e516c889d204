// The GL scenes of test/scenes/ on every drawing driver against Mesa's pictures of their C twins
// (reference/gl-scenes/, fixtures in test/mesa/fixtures/, made by `npm run reference`), with the
// project's measure: the share of pixels whose largest channel difference exceeds 24 stays under 1%
// (3% for line and point scenes). Each comparison is written to test/output/mesa/<scene>-<driver>.png
// as ours | llvmpipe | softpipe | difference from the reference, three times enlarged, alpha shown opaque.
// Known differences inside the threshold: Mesa's drivers convert a colour a few ulps above a rounding tie
// downward (glColor3f(0.3, …): float 0.3 × 255 = 76.500003, stored as 76 where the round-to-nearest of
// GL 1.5 section 2.14.9 gives 77), so flat areas of such colours differ by one step.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PipeUnsupportedError } from '@gallium-ts/gallium-api';
import {
  compareImages,
  diffImage,
  FILLED_SCENE_TOLERANCE,
  LINE_POINT_SCENE_TOLERANCE,
} from '@gallium-ts/gallium-api/image';
import { readPng, writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { describeOnDrawingDrivers } from '../helpers/drawing-drivers.js';
import { GL_SCENES, type GlScene } from '../scenes/index.js';
import { refusal } from '../scenes/refusals.js';
import { renderGlScene } from '../scenes/render.js';
import { sideBySide } from './side-by-side.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const OUTPUT = here('../output/mesa');
const REFERENCE_SOURCES = here('../../reference/gl-scenes/');

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

/** Scenes that need a feature some driver refuses (test/scenes/refusals.ts); there the refusal is checked. */
const SCENE_FEATURES: Record<string, string> = {
  'blend-equation-constant': 'constant colour with constant alpha',
  'texture-wrap-clamp-to-border': 'border colours',
  'texture-wrap-clamp': 'GL_CLAMP with LINEAR',
  'line-stipple': 'line stipple',
};

const tolerance = (scene: GlScene) =>
  scene.kind === 'filled' ? FILLED_SCENE_TOLERANCE : LINE_POINT_SCENE_TOLERANCE;

const fixture = (scene: string, driver: string) => here(`fixtures/${scene}.${driver}.png`);

describe('the GL scenes and their C twins', () => {
  it('every scene has a C twin of the same size and both Mesa pictures', () => {
    const cScenes = new Map<string, string>();
    for (const file of readdirSync(REFERENCE_SOURCES).filter((f) => f.endsWith('.c')))
      for (const m of readFileSync(REFERENCE_SOURCES + file, 'utf8').matchAll(
        /SCENE\("([^"]+)", (\d+), (\d+),/g,
      ))
        cScenes.set(m[1]!, `${m[2]}x${m[3]}`);
    expect(new Set(GL_SCENES.map((s) => s.name)).size).toBe(GL_SCENES.length);
    expect(Object.fromEntries(GL_SCENES.map((s) => [s.name, `${s.width}x${s.height}`]))).toEqual(
      Object.fromEntries(cScenes),
    );
    for (const s of GL_SCENES)
      for (const driver of ['llvmpipe', 'softpipe'])
        expect(existsSync(fixture(s.name, driver)), s.name).toBe(true);
  });
});

describeOnDrawingDrivers('GL scenes against Mesa', (driver) => {
  mkdirSync(OUTPUT, { recursive: true });

  it.each(GL_SCENES)('$name is within the tolerance of Mesa', async (scene) => {
    const feature = SCENE_FEATURES[scene.name];
    const refused = feature === undefined ? undefined : refusal(driver, feature);
    if (refused) {
      const rendering = renderGlScene(scene, driver);
      await expect(rendering).rejects.toThrow(PipeUnsupportedError);
      await expect(rendering).rejects.toThrow(refused);
      return;
    }
    const reference = REFERENCE[scene.name]?.driver ?? 'llvmpipe';
    const llvmpipe = readPng(fixture(scene.name, 'llvmpipe'));
    const softpipe = readPng(fixture(scene.name, 'softpipe'));
    const mesa = reference === 'llvmpipe' ? llvmpipe : softpipe;
    const { image, error } = await renderGlScene(scene, driver);
    writePng(
      `${OUTPUT}/${scene.name}-${driver}.png`,
      sideBySide([image, llvmpipe, softpipe, diffImage(image, mesa)], 3),
    );
    expect(error, 'glGetError after the scene').toBe(0);
    const result = compareImages(image, mesa);
    expect(
      result.offShare,
      `${(result.offShare * 100).toFixed(2)}% off against ${reference}, first at ${JSON.stringify(result.firstOff)}`,
    ).toBeLessThan(tolerance(scene));
  });
});
