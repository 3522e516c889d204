// Browser tests of driver-webgl (`npm run test:browser`): vitest's browser mode in headless Chromium
// with WebGL2 on SwiftShader (scripts/chromium at the repository root). It runs the browser-only tests
// (test/browser/*.browser.{ts,js}) and the Node tests that also hold in a page: the translator tests
// that compile and link GLSL, and the fence and query tests (synchronous answers where WebGL2 delivers
// sync objects and query results only between tasks), whose shared context comes from a canvas of the
// page (test/browser/page-platform.ts stands in for src/platform/index.ts in test/helpers/gl.ts).
// Tests skipped or expected to fail in the page are listed in test/browser/setup.ts.
// Arguments select files by substring (`npm run test:browser -- alu smoke`), `-t <pattern>` tests by name.
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumBrowserConfig } from '../../scripts/chromium/browser-mode.mjs';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Node tests that run in the page too (the other translator tests read files or test `gl` itself). */
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

export default mergeConfig(
  chromiumBrowserConfig({
    outputDir: path('./test/output'),
    inputDir: path('../driver-soft/test/fixtures'),
    redirects: [
      {
        module: path('./src/platform/index.ts'),
        importer: path('./test/helpers/gl.ts'),
        to: path('./test/browser/page-platform.ts'),
      },
    ],
    prebundle: [
      '@gallium-ts/gallium-api',
      '@gallium-ts/gallium-api/image',
      '@gallium-ts/gallium-api/test-kit',
      '@gallium-ts/gallium-api/util',
      '@gallium-ts/tgsi',
      '@gallium-ts/driver-noop',
      '@gallium-ts/driver-soft',
    ],
  }),
  defineConfig({
    test: {
      ...SHARED_TEST_OPTIONS,
      include: ['test/browser/*.browser.{ts,js}', ...PAGE_TESTS],
      setupFiles: ['test/browser/setup.ts'],
    },
  }),
);
