// The GL scene of constant blend factors (GL_CONSTANT_COLOR with GL_ONE_MINUS_CONSTANT_ALPHA, then the
// blend equations) on driver-soft without PIPE_CAP_BLEND_CONSTANT_COLOR_WITH_ALPHA — so the state tracker
// moves the source factor into the fragment program (src/draw/blend-constants.ts) — against Mesa's
// pictures, with the measure every driver meets (scene-comparison.ts). In Node only: the pictures are
// files (test/lowering/blend-constants.test.ts checks the lowering's pixels in the browser too).
import { PipeCap } from '@gallium-ts/gallium-api';
import { describe, it } from 'vitest';
import { softWithout } from '../helpers/lowering-drivers.js';
import { GL_SCENES } from '../scenes/index.js';
import { expectSceneMatchesMesa } from './scene-comparison.js';

const WITHOUT_PAIRS = softWithout('blend-constants', {
  caps: { [PipeCap.BLEND_CONSTANT_COLOR_WITH_ALPHA]: 0 },
});

describe(`GL scenes against Mesa [${WITHOUT_PAIRS}]`, () => {
  it.each(GL_SCENES.filter((s) => s.name === 'blend-equation-constant'))(
    '$name is within the tolerance of Mesa',
    (scene) => expectSceneMatchesMesa(scene, WITHOUT_PAIRS),
  );
});
