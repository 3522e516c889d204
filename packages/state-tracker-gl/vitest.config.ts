// Test configuration of state-tracker-gl: forked workers started with --expose-gc, so the heap tests can
// force garbage collection before it measures; the package's own name (examples/ import it, as a user's
// program does) resolves to src/, the same module instance the tests use.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';

/** The package's own name resolves to src/ (shared with vitest.browser.config.ts). */
export const OWN_NAME_TO_SOURCE = {
  find: /^@gallium-ts\/state-tracker-gl$/,
  replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
};

export default defineConfig({
  test: {
    ...SHARED_TEST_OPTIONS,
    pool: 'forks',
    // Files share their worker's module instances: loading the package once per worker instead of once
    // per file halves the CPU time of the run (no test here mocks a module or relies on a fresh one).
    isolate: false,
    execArgv: ['--expose-gc'],
    include: ['test/**/*.test.ts'],
  },
  resolve: {
    alias: [OWN_NAME_TO_SOURCE],
  },
});
