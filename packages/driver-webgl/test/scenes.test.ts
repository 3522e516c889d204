// driver-webgl against driver-soft on Mesa's reference scenes (driver-soft's test/scenes, drawn through
// the pipe API): the share of pixels whose largest channel difference exceeds 24 stays under 1% (3%
// for line and point scenes). Where driver-soft cannot draw a scene yet (it throws something other
// than a PipeError), the reference is Mesa's llvmpipe or softpipe picture of it (driver-soft's fixtures). Scenes WebGL2 cannot draw are refused with PipeUnsupportedError; they
// are listed below with the reason, and the refusal is asserted so that a change is noticed. Pictures
// of both drivers and their difference go to test/output/scenes/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSoftScreen } from '@gallium-ts/driver-soft';
import { PipeError, PipeUnsupportedError } from '@gallium-ts/gallium-api';
import { compareImages, diffImage, type RgbaImage } from '@gallium-ts/gallium-api/image';
import { readPng, writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { PIPE_SCENES, renderScene } from '../../driver-soft/test/scenes/index.js';
import { createWebglScreen } from '../src/index.js';
import { sharedGl } from './helpers/gl.js';
import { closerMesaPicture, comparedWithCloserMesa, sceneBound } from './helpers/scene-references.js';

const out = fileURLToPath(new URL('output/scenes/', import.meta.url));
mkdirSync(out, { recursive: true });

/**
 * Scenes WebGL2 cannot draw at the pipe level, and the refusal they meet: the validating layer names
 * the cap the driver reports as 0 (the GL state tracker lowers each of these features).
 */
const REFUSED: Record<string, RegExp> = {
  'wrap-nearest': /needs PIPE_CAP_TEXTURE_BORDER_COLOR, which is 0/,
  'wrap-linear': /needs PIPE_CAP_TEXTURE_BORDER_COLOR, which is 0/,
  'blend-factors': /needs PIPE_CAP_BLEND_CONSTANT_COLOR_WITH_ALPHA, which is 0/,
  'blend-separate': /needs PIPE_CAP_BLEND_CONSTANT_COLOR_WITH_ALPHA, which is 0/,
  'logic-op': /logicopEnable needs PIPE_CAP_LOGIC_OP, which is 0/,
  'polygon-offset': /offsetLine or offsetPoint needs PIPE_CAP_POLYGON_OFFSET_LINE_POINT, which is 0/,
};

const fixture = (name: string, driver: string) =>
  readPng(
    fileURLToPath(new URL(`../../driver-soft/test/fixtures/mesa/${name}.${driver}.png`, import.meta.url)),
  );

/**
 * driver-soft's picture; for the mipmapped scenes (LOD_SCENES), or when driver-soft cannot draw the
 * scene (it throws something other than a PipeError), the one of Mesa's llvmpipe and softpipe pictures
 * closer to `got` (Mesa's two drivers disagree on some scenes, see driver-soft's mesa-scenes-validate
 * test).
 */
function reference(
  name: string,
  got: RgbaImage,
  draw: () => RgbaImage,
): { image: RgbaImage; source: string } {
  const mesa = () =>
    closerMesaPicture(got, { llvmpipe: fixture(name, 'llvmpipe'), softpipe: fixture(name, 'softpipe') });
  if (comparedWithCloserMesa(name)) return mesa();
  try {
    return { image: draw(), source: 'soft' };
  } catch (e) {
    if (e instanceof PipeError) throw e;
    return mesa();
  }
}

describe('reference scenes: driver-webgl against driver-soft', () => {
  it.each(PIPE_SCENES)('$name', async (scene) => {
    const webgl = await createWebglScreen({ gl: await sharedGl() });
    try {
      const refusal = REFUSED[scene.name];
      if (refusal) {
        expect(() => renderScene(webgl, scene)).toThrow(refusal);
        return;
      }
      const got = renderScene(webgl, scene);
      const soft = createSoftScreen();
      const { image: want, source } = reference(scene.name, got, () => renderScene(soft, scene));
      writePng(`${out}${scene.name}.webgl.png`, got);
      writePng(`${out}${scene.name}.${source}.png`, want);
      writePng(`${out}${scene.name}.diff.png`, diffImage(got, want));
      const result = compareImages(got, want);
      expect(result.offShare, `against ${source}: ${JSON.stringify(result)}`).toBeLessThan(sceneBound(scene));
    } catch (e) {
      if (e instanceof PipeUnsupportedError && !REFUSED[scene.name])
        throw new Error(`${scene.name}: ${e.message}`);
      throw e;
    } finally {
      webgl.destroy();
    }
  });
});
