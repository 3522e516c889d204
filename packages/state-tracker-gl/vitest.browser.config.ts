// Browser tests of state-tracker-gl (`npm run test:browser`): the picture tests that draw through
// describeOnDrawingDrivers and read nothing from disk, run by vitest's browser mode in headless
// Chromium (scripts/chromium at the repository root) on driver-webgl over the page's own WebGL2
// (SwiftShader). Same test files and expectations as in Node, with test/helpers/test-platform.ts
// replaced by test/browser/page-test-platform.ts (the driver registered on a canvas, pictures through
// browser commands). SwiftShader's known deviations are listed in test/browser/setup.ts.
// Arguments select files by substring, `-t <pattern>` tests by name.
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { chromiumBrowserConfig } from '../../scripts/chromium/browser-mode.mjs';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';
import { OWN_NAME_TO_SOURCE } from './vitest.config.js';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default mergeConfig(
  chromiumBrowserConfig({
    outputDir: path('./test/output'),
    inputDir: path('./test/mesa/fixtures'),
    redirects: [
      { module: path('./test/helpers/test-platform.ts'), to: path('./test/browser/page-test-platform.ts') },
    ],
    prebundle: [
      '@gallium-ts/gallium-api',
      '@gallium-ts/gallium-api/image',
      '@gallium-ts/gallium-api/util',
      '@gallium-ts/tgsi',
      '@gallium-ts/cso-cache',
      '@gallium-ts/driver-noop',
      '@gallium-ts/driver-soft',
      '@gallium-ts/driver-webgl',
    ],
  }),
  defineConfig({
    resolve: { alias: [OWN_NAME_TO_SOURCE] },
    test: {
      ...SHARED_TEST_OPTIONS,
      include: [
        'test/scenes/probes/*.test.ts',
        'test/lowering/*.test.ts',
        'test/mesa/mesa-scenes.test.ts',
        'test/draw-soft.test.ts',
        'test/textures-soft.test.ts',
        'test/pixel-rectangles-soft.test.ts',
        'test/buffers/accum-mesa.test.ts',
        'test/arb-scenes/arb-scenes.test.ts',
        'test/arb-gl/draw.test.ts',
        'test/arb-gl/generic-draw.test.ts',
        'test/arb-gl/incomplete-textures.test.ts',
      ],
      // compares driver-soft with itself (native and lowered): it runs in Node
      exclude: [...configDefaults.exclude, 'test/lowering/ffp-scenes.test.ts'],
      setupFiles: ['test/browser/setup.ts'],
    },
  }),
);
