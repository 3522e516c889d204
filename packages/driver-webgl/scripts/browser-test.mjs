#!/usr/bin/env node
// Runs driver-webgl's browser tests in headless Chromium (scripts/chromium at the repository root):
// the browser-only tests in test/browser/*.browser.{ts,js}, and the Node tests that also hold in a page
// (the translator tests that compile and link GLSL, the fence and query tests), whose shared context
// comes from a canvas of the page (test/browser/page-platform.ts).
// Arguments select files by substring (`npm run test:browser -- alu smoke`); `-t <pattern>` selects
// tests by name. Exits non-zero on any failure, and when Chromium or WebGL2 is missing.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runPageTests } from '../../../scripts/chromium/index.mjs';

const root = resolve(import.meta.dirname, '..');

/**
 * Node tests that run in the page too: the translator tests that draw with WebGL2 (the others read
 * files from disk or test `gl` itself) and the fence and query tests (synchronous answers where WebGL2
 * delivers sync objects and query results only between tasks).
 */
const PAGE_TESTS = [
  'alu',
  'control-flow',
  'fragment-builtins',
  'misc-opcodes',
  'texture',
  'variant-key',
  'vertex',
  'fences-queries',
].map((name) => `test/${name}.test.ts`);

/** Tests of those files that only make sense in Node, and why. */
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

const browserTests = readdirSync(join(root, 'test/browser'))
  .filter((f) => /\.browser\.[jt]s$/.test(f))
  .sort()
  .map((f) => `test/browser/${f}`);

const args = process.argv.slice(2);
const patternAt = args.findIndex((a) => a === '-t' || a === '--testNamePattern');
const testNamePattern = patternAt >= 0 ? args[patternAt + 1] : undefined;
const filters = args.filter((_, i) => patternAt < 0 || (i !== patternAt && i !== patternAt + 1));
const files = [...browserTests, ...PAGE_TESTS].filter(
  (f) => filters.length === 0 || filters.some((s) => f.includes(s)),
);
if (files.length === 0) {
  console.error(`driver-webgl browser tests: no test file matches ${filters.join(', ')}`);
  process.exit(1);
}

try {
  const result = await runPageTests(
    files.map((f) => join(root, f)),
    {
      root,
      redirects: [
        {
          module: join(root, 'src/platform/index.ts'),
          importer: join(root, 'test/helpers/gl.ts'),
          to: join(root, 'test/browser/page-platform.ts'),
        },
      ],
      skip: NODE_ONLY,
      knownFailures: SWIFTSHADER_DEVIATIONS,
      testNamePattern,
      outputDir: join(root, 'test/output'),
      inputDir: join(root, '../driver-soft/test/fixtures'),
    },
  );
  process.exit(result.ok ? 0 : 1);
} catch (e) {
  console.error(`driver-webgl browser tests could not run: ${e.message}`);
  process.exit(1);
}
