// The ARB program scenes (scenes.ts; drawings in vertex.ts, fragment.ts, mixed.ts, twins of
// reference/arb-scenes/) on every drawing driver against Mesa's pictures, by the measure of the GL scenes
// (test/mesa/scene-comparison.ts: under 1% of the pixels off by more than 24, 3% for line and point
// scenes; the Mesa driver a scene's `disagreement` names is the reference, llvmpipe otherwise), and the
// probes of scenes.ts on our picture. Comparisons are written to test/output/mesa/<scene>-<driver>.png.
// A scene × driver listed in EXPECTED_FAILURES runs as `it.fails`: it must still fail, so a fix shows.
import { expect, it } from 'vitest';
import { describeOnDrawingDrivers } from '../helpers/drawing-drivers.js';
import { expectSceneMatchesMesa } from '../mesa/scene-comparison.js';
import { scene as glScene } from '../scenes/scene.js';
import { FRAGMENT_DRAWINGS } from './fragment.js';
import { MIXED_DRAWINGS } from './mixed.js';
import { ARB_SCENES, probeMisses } from './scenes.js';
import { VERTEX_DRAWINGS } from './vertex.js';

/**
 * Scene × driver pairs that do not match Mesa yet: what was measured and why, for the next session.
 */
const EXPECTED_FAILURES: Readonly<Record<string, { measured: string; why: string }>> = {};

const DRAWINGS: Readonly<Record<string, () => void>> = {
  ...VERTEX_DRAWINGS,
  ...FRAGMENT_DRAWINGS,
  ...MIXED_DRAWINGS,
};

describeOnDrawingDrivers('ARB scenes against Mesa', (driver) => {
  for (const scene of ARB_SCENES) {
    const test = EXPECTED_FAILURES[`${scene.name} [${driver}]`] ? it.fails : it;
    test(`${scene.name} is within the tolerance of Mesa and holds its probes`, async () => {
      const draw = DRAWINGS[scene.name];
      expect(draw, 'a drawing for every scene').toBeDefined();
      const picture = await expectSceneMatchesMesa(
        glScene(scene.name, draw!, { width: scene.width, height: scene.height, kind: scene.kind }),
        driver,
        scene.disagreement?.reference ?? 'llvmpipe',
      );
      expect(probeMisses(picture, scene)).toEqual([]);
    });
  }
});
