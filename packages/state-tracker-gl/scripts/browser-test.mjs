#!/usr/bin/env node
// Runs the state tracker's picture tests in headless Chromium (scripts/chromium at the repository root)
// on driver-webgl over the page's own WebGL2 (SwiftShader): the same test files and expectations as in
// Node, with test/helpers/test-platform.ts replaced by test/browser/page-test-platform.ts (the driver
// registered on a canvas, pictures through the runner). Arguments select files by substring; `-t
// <pattern>` selects tests by name. Exits non-zero on any failure, and when Chromium or WebGL2 is missing.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runPageTests } from '../../../scripts/chromium/index.mjs';

const root = resolve(import.meta.dirname, '..');

/** Folders whose *.test.ts files draw through describeOnDrawingDrivers and read nothing from disk. */
const PAGE_TEST_FOLDERS = ['test/scenes/probes', 'test/lowering'];
/** Single test files of the same kind. */
const PAGE_TEST_FILES = [
  'test/mesa/mesa-scenes.test.ts',
  'test/draw-soft.test.ts',
  'test/textures-soft.test.ts',
  'test/pixel-rectangles-soft.test.ts',
  'test/buffers/accum-mesa.test.ts',
];

/** Files of those folders that compare driver-soft with itself (native and lowered): they run in Node. */
const NODE_ONLY_FILES = new Set(['test/lowering/ffp-scenes.test.ts']);

const pageTests = PAGE_TEST_FILES.concat(
  PAGE_TEST_FOLDERS.flatMap((folder) => {
    try {
      return readdirSync(join(root, folder))
        .filter((f) => f.endsWith('.test.ts'))
        .sort()
        .map((f) => `${folder}/${f}`)
        .filter((f) => !NODE_ONLY_FILES.has(f));
    } catch {
      return [];
    }
  }),
);

/**
 * Where the page's WebGL2 (Chromium's SwiftShader) rasterizes differently from Mesa on a tie GL leaves
 * to the implementation: run as expected failures, so one that starts passing fails the run.
 */
const SWIFTSHADER_DEVIATIONS = {
  "test/scenes/probes/line-ties.test.ts > one-pixel lines on pixel boundaries [webgl] > on a row edge, ends on centres, reversed: (20.5,100) to (10.5,100) covers Mesa's pixels":
    'SwiftShader also covers the last pixel (10, 99) of a line lying exactly on a row edge drawn right to left; llvmpipe and softpipe leave it out (GL 1.5 section 3.4.1 leaves such ties open)',
};

const args = process.argv.slice(2);
const patternAt = args.findIndex((a) => a === '-t' || a === '--testNamePattern');
const testNamePattern = patternAt >= 0 ? args[patternAt + 1] : undefined;
const filters = args.filter((_, i) => patternAt < 0 || (i !== patternAt && i !== patternAt + 1));
const files = pageTests.filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)));
if (files.length === 0) {
  console.error(`state-tracker-gl browser tests: no test file matches ${filters.join(', ')}`);
  process.exit(1);
}

try {
  const result = await runPageTests(
    files.map((f) => join(root, f)),
    {
      root,
      label: 'state-tracker-gl chromium',
      redirects: [
        // examples/ import the package by name, as a user's program does: the same instance as the tests'
        { module: join(root, 'dist/index.js'), to: join(root, 'src/index.ts') },
        {
          module: join(root, 'test/helpers/test-platform.ts'),
          to: join(root, 'test/browser/page-test-platform.ts'),
        },
      ],
      knownFailures: SWIFTSHADER_DEVIATIONS,
      testNamePattern,
      outputDir: join(root, 'test/output'),
      inputDir: join(root, 'test/mesa/fixtures'),
    },
  );
  process.exit(result.ok ? 0 : 1);
} catch (e) {
  console.error(`state-tracker-gl browser tests could not run: ${e.message}`);
  process.exit(1);
}
