// The accumulation scene of known pixels (test/scenes/buffers.ts 'accum-ops': LOAD, ACCUM, MULT, ADD,
// RETURN with clamping, a scissored clear and RETURN under the colour mask) decides every pixel by
// arithmetic alone, so on every drawing driver it must equal Mesa's picture of its C twin (OSMesa with
// 16 accumulation bits, llvmpipe and softpipe) exactly: GL 1.5 section 4.2.4 leaves the rounding to the
// implementation, and ours is Mesa's (main/accum.c on its R16G16B16A16_SNORM buffer).
import { expect, it } from 'vitest';
import { describeOnDrawingDrivers } from '../helpers/drawing-drivers.js';
import { loadMesaPicture } from '../helpers/test-platform.js';
import { GL_SCENES } from '../scenes/index.js';
import { renderGlScene } from '../scenes/render.js';

const accumOps = GL_SCENES.find((s) => s.name === 'accum-ops')!;

describeOnDrawingDrivers('glAccum on known pixels against Mesa', (driver) => {
  it.each(['llvmpipe', 'softpipe'])('every channel of every pixel equals %s', async (mesaDriver) => {
    const mesa = await loadMesaPicture(`accum-ops.${mesaDriver}.png`);
    const { image, error } = await renderGlScene(accumOps, driver);
    expect(error).toBe(0);
    let differing = 0;
    let first = -1;
    for (let i = 0; i < mesa.data.length; i++) {
      if (image.data[i] !== mesa.data[i]) {
        differing++;
        if (first < 0) first = i;
      }
    }
    expect(differing, `first at byte ${first}: ${image.data[first]} vs ${mesa.data[first]}`).toBe(0);
  });
});
