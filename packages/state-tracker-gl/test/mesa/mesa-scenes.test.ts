// The GL scenes of test/scenes/ on every drawing driver against Mesa's pictures of their C twins
// (reference/gl-scenes/, fixtures in test/mesa/fixtures/, made by `npm run reference`), with the
// project's measure: the share of pixels whose largest channel difference exceeds 24 stays under 1%
// (3% for line and point scenes). Each comparison is written to test/output/mesa/<scene>-<driver>.png
// as ours | llvmpipe | softpipe | difference from the reference, three times enlarged, alpha shown opaque.
// Known differences inside the threshold: Mesa's drivers convert a colour a few ulps above a rounding tie
// downward (glColor3f(0.3, …): float 0.3 × 255 = 76.500003, stored as 76 where the round-to-nearest of
// GL 1.5 section 2.14.9 gives 77), so flat areas of such colours differ by one step.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeOnDrawingDrivers } from '../helpers/drawing-drivers.js';
import { GL_SCENES } from '../scenes/index.js';
import { expectSceneMatchesMesa, fixture } from './scene-comparison.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const REFERENCE_SOURCES = here('../../reference/gl-scenes/');

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
  it.each(GL_SCENES)('$name is within the tolerance of Mesa', (scene) =>
    expectSceneMatchesMesa(scene, driver),
  );
});
