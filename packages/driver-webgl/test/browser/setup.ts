// Runs in the page before each browser test file of driver-webgl (vitest.browser.config.ts): checks the
// page has WebGL2 and applies the lists of tests that only make sense in Node and of SwiftShader's
// known deviations, each with its reason.
import { applyTestLists, requirePageWebgl2 } from '../../../../scripts/chromium/page/setup.mjs';

/** Tests of the page test files that only make sense in Node, and why. */
const NODE_ONLY = {
  'test/misc-opcodes.test.ts > coverage > every translated opcode appears in a test':
    'reads the test files from disk; runs in Node',
};

/**
 * Where SwiftShader's GLSL results differ from TgsiMachine beyond the translator tests' bounds: tests
 * named here (`file > describe > test`: 'the difference') run as expected failures, and one that starts
 * passing fails the run. Empty since the translator computes FMA, EX2/EXP/LG2 of NaN, SIN/COS/SCS and
 * the unorm unpackers itself (src/glsl/prelude.ts) instead of trusting the GPU's built-ins.
 */
const SWIFTSHADER_DEVIATIONS = {};

requirePageWebgl2();
applyTestLists({ skip: NODE_ONLY, knownFailures: SWIFTSHADER_DEVIATIONS });
