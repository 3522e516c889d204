// gallium-api's tests: driver package names resolve to stubs (loader-packages.test.ts mocks them), so
// the loader tests do not depend on the drivers' builds.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';

const stub = (name: string) => fileURLToPath(new URL(`./test/fixtures/${name}-stub.ts`, import.meta.url));

export default defineConfig({
  test: { ...SHARED_TEST_OPTIONS },
  resolve: {
    alias: {
      '@gallium-ts/driver-soft': stub('driver-soft'),
      '@gallium-ts/driver-noop': stub('driver-noop'),
    },
  },
});
