// The GL scenes of wide lines, large points, point parameters and sprites, unfilled polygons and the
// primitive types with points and lines, drawn on driver-soft reporting MAX_LINE_WIDTH =
// MAX_POINT_WIDTH = 1 — so the state tracker's CPU primitive path draws what is wide or large — against
// Mesa's pictures, with the measure every driver meets (test/mesa/scene-comparison.ts).
import { PipeCapf } from '@gallium-ts/gallium-api';
import { describe, it } from 'vitest';
import { softWithout } from '../helpers/lowering-drivers.js';
import { expectSceneMatchesMesa } from '../mesa/scene-comparison.js';
import { GL_SCENES } from '../scenes/index.js';

const WITHOUT_WIDE = softWithout('wide', {
  capsf: { [PipeCapf.MAX_LINE_WIDTH]: 1, [PipeCapf.MAX_POINT_WIDTH]: 1 },
});

const LOWERED_SCENES = new Set([
  'polygon-mode',
  'wide-lines',
  'wide-points',
  'point-parameters',
  'point-sprite',
  'prim-points',
  'prim-lines',
  'prim-line-strip',
  'prim-line-loop',
  'eval-bezier-curve',
  'eval-mesh-point',
]);

describe(`GL scenes against Mesa [${WITHOUT_WIDE}]`, () => {
  it.each(GL_SCENES.filter((s) => LOWERED_SCENES.has(s.name)))(
    '$name is within the tolerance of Mesa',
    (scene) => expectSceneMatchesMesa(scene, WITHOUT_WIDE),
  );
});
