// Test configuration of driver-soft: the repository's shared settings (vitest.shared.ts) in forked
// workers started with --expose-gc, so the heap test (test/fuzz/heap.test.ts) can force garbage
// collection before it measures, and with module hooks that let the rasterizer threads the driver
// starts run its TypeScript sources (test/support/typescript-hooks.mjs). The heap test runs as a project of
// its own, in a fresh worker.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';

const HEAP_TEST = 'test/fuzz/heap.test.ts';

export default defineConfig({
  test: {
    ...SHARED_TEST_OPTIONS,
    pool: 'forks',
    // Files share their worker's module instances: loading the package once per worker instead of once
    // per file halves the CPU time of the run (no test here mocks a module or relies on a fresh one).
    isolate: false,
    execArgv: [
      '--expose-gc',
      '--import',
      fileURLToPath(new URL('test/support/register-typescript-hooks.mjs', import.meta.url)),
    ],
    projects: [
      { extends: true, test: { name: 'driver-soft', include: ['test/**/*.test.ts'], exclude: [HEAP_TEST] } },
      // The heap test measures memory growth: in a worker of its own, so what the files before it left
      // in a shared worker (and when V8 frees it) cannot move its figures.
      { extends: true, test: { name: 'heap', include: [HEAP_TEST], isolate: true } },
    ],
  },
});
