// The pipe conformance suite on driver-webgl, with pixel and draw checks: every test opens a screen on
// the file's one `gl` context (WebGL contexts are slow to open; the suite destroys each screen, not
// the context, after the test).
import { describePipeConformance } from '@gallium-ts/gallium-api/test-kit';
import { createWebglScreen } from '../src/index.js';
import { sharedGl } from './helpers/gl.js';

describePipeConformance('webgl', async () => createWebglScreen({ gl: await sharedGl() }), {
  rendersPixels: true,
  draws: true,
});
