// driver-webgl renders the reference scenes (driver-soft's test/scenes: Mesa's scenes drawn through
// the pipe API) in the page, compared with Mesa llvmpipe's pictures of them within the project's
// tolerances: pixels whose largest channel difference exceeds 24 stay under 1% of the picture (3%
// for line and point scenes). Mipmapped scenes are compared with the closer of Mesa's llvmpipe and
// softpipe pictures with their own bounds, by the rule the Node scenes test uses
// (test/helpers/scene-references.ts: SwiftShader chooses the level of detail like neither exactly).
// A scene the driver refuses (PipeUnsupportedError: a feature WebGL2 lacks, as its caps say) is
// reported as skipped with the driver's reason. Pictures and difference maps go to
// test/output/browser/scenes/.
//
// JavaScript, not TypeScript: the scenes live in driver-soft's tests, outside this package's rootDir,
// so tsc would refuse the import; esbuild bundles it all the same. Turn it into TypeScript once the
// scenes move somewhere importable (e.g. gallium-api's test-kit).
import { PipeUnsupportedError } from '@gallium-ts/gallium-api';
import { compareImages, diffImage } from '@gallium-ts/gallium-api/image';
import { describe, expect, it } from 'vitest';
import { loadPng, savePng } from '../../../../scripts/chromium/page/bridge.mjs';
import { PIPE_SCENES, renderScene } from '../../../driver-soft/test/scenes/index.js';
import {
  closerMesaPicture,
  comparedWithCloserMesa,
  MESA_DRIVERS,
  sceneBound,
} from '../helpers/scene-references.js';
import { webglScreenFactory } from './webgl-screen.js';

const webgl = webglScreenFactory();

/** Mesa's pictures of a scene by driver. */
async function mesaPictures(name) {
  const images = await Promise.all(MESA_DRIVERS.map((driver) => loadPng(`mesa/${name}.${driver}.png`)));
  return Object.fromEntries(MESA_DRIVERS.map((driver, i) => [driver, images[i]]));
}

describe('reference scenes on driver-webgl in Chromium, against Mesa', () => {
  for (const scene of PIPE_SCENES) {
    it(scene.name, async (context) => {
      const screen = await webgl();
      let image;
      try {
        image = renderScene(screen, scene);
      } catch (e) {
        if (e instanceof PipeUnsupportedError) context.skip(`driver-webgl refuses it: ${e.message}`);
        throw e;
      } finally {
        screen.destroy();
      }
      const reference = comparedWithCloserMesa(scene.name)
        ? closerMesaPicture(image, await mesaPictures(scene.name))
        : { image: await loadPng(`mesa/${scene.name}.llvmpipe.png`), source: 'llvmpipe' };
      await savePng(`browser/scenes/${scene.name}.png`, image);
      await savePng(`browser/scenes/${scene.name}.${reference.source}.png`, reference.image);
      await savePng(`browser/scenes/${scene.name}.diff.png`, diffImage(image, reference.image));
      const comparison = compareImages(image, reference.image);
      expect(comparison.offShare, `against ${reference.source}: ${JSON.stringify(comparison)}`).toBeLessThan(
        sceneBound(scene),
      );
    });
  }
});
