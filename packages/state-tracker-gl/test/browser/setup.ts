// Runs in the page before each browser test file of state-tracker-gl (vitest.browser.config.ts): checks
// the page has WebGL2 and lists where its WebGL2 is known to differ from Mesa, with the reasons.
import { applyTestLists, requirePageWebgl2 } from '../../../../scripts/chromium/page/setup.mjs';

/**
 * Where the page's WebGL2 (Chromium's SwiftShader) rasterizes differently from Mesa on a tie GL leaves
 * to the implementation: run as expected failures, so one that starts passing fails the run.
 */
const SWIFTSHADER_DEVIATIONS = {
  "test/scenes/probes/line-ties.test.ts > one-pixel lines on pixel boundaries [webgl] > on a row edge, ends on centres, reversed: (20.5,100) to (10.5,100) covers Mesa's pixels":
    'SwiftShader also covers the last pixel (10, 99) of a line lying exactly on a row edge drawn right to left; llvmpipe and softpipe leave it out (GL 1.5 section 3.4.1 leaves such ties open)',
};

requirePageWebgl2();
applyTestLists({ knownFailures: SWIFTSHADER_DEVIATIONS });
