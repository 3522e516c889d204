// Every GL scene of test/scenes drawn by driver-soft natively and by driver-soft without the alpha
// test, two-sided colours, flat shading and quads, quad strips, polygons and line loops (the state
// tracker lowers all four at once): the pictures are the same pixel for pixel, except where a scene
// needs a feature this driver variant refuses anyway. The lowered path changes no fragment's value:
// the programs compute what the pipe state did, and converted primitives are decomposed as
// driver-soft decomposes them (flat-shaded quads split along their other diagonal cover the same
// pixels with the same colour). Node only (vitest.browser.config.ts leaves it out): both sides are driver-soft.
import { PipeCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { softWithout } from '../helpers/lowering-drivers.js';
import { GL_SCENES } from '../scenes/index.js';
import { renderGlScene } from '../scenes/render.js';
import { LIST_PRIMS } from './list-prims.js';

const LOWERED = softWithout('ffp-all', {
  caps: {
    [PipeCap.ALPHA_TEST]: 0,
    [PipeCap.TWO_SIDED_COLOR]: 0,
    [PipeCap.FLATSHADE]: 0,
    [PipeCap.SUPPORTED_PRIM_MODES]: LIST_PRIMS,
  },
});

describe('GL scenes with the fixed-function lowerings', () => {
  for (const scene of GL_SCENES) {
    it(`'${scene.name}' draws as native driver-soft draws it`, async () => {
      const native = await renderGlScene(scene, 'soft');
      const lowered = await renderGlScene(scene, LOWERED);
      expect(lowered.error).toBe(native.error);
      let differing = 0;
      for (let i = 0; i < native.image.data.length; i += 4)
        for (let c = 0; c < 4; c++)
          if (native.image.data[i + c] !== lowered.image.data[i + c]) {
            differing++;
            break;
          }
      expect(differing, 'pixels that differ').toBe(0);
    });
  }
});
