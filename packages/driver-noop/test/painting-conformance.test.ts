// The suite's pixel checks of clears (rendersPixels with `draws: false`) on a context that paints clears
// through the CPU storage layer, proving those checks and the validating layer's render-condition
// handling before a rendering driver exists.
import { describePipeConformance } from '@gallium-ts/gallium-api/test-kit';
import { PaintingScreen } from './painting-context.js';

describePipeConformance('noop painting clears', () => new PaintingScreen(), {
  rendersPixels: true,
  draws: false,
});
