// The GL scenes of test/scenes/ on every drawing driver against Mesa's pictures of their C twins
// (reference/gl-scenes/, fixtures in test/mesa/fixtures/, made by `npm run reference`), with the
// project's measure: the share of pixels whose largest channel difference exceeds 24 stays under 1%
// (3% for line and point scenes). Each comparison is written to test/output/mesa/<scene>-<driver>.png
// as ours | llvmpipe | softpipe | difference from the reference, three times enlarged, alpha shown opaque.
// Known differences inside the threshold: Mesa's drivers convert a colour a few ulps above a rounding tie
// downward (glColor3f(0.3, …): float 0.3 × 255 = 76.500003, stored as 76 where the round-to-nearest of
// GL 1.5 section 2.14.9 gives 77), so flat areas of such colours differ by one step. Runs in Chromium too.
import { it } from 'vitest';
import { describeOnDrawingDrivers } from '../helpers/drawing-drivers.js';
import { GL_SCENES } from '../scenes/index.js';
import { expectSceneMatchesMesa } from './scene-comparison.js';

describeOnDrawingDrivers('GL scenes against Mesa', (driver) => {
  it.each(GL_SCENES)('$name is within the tolerance of Mesa', (scene) =>
    expectSceneMatchesMesa(scene, driver),
  );
});
