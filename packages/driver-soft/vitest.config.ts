// Test configuration of driver-soft: the repository's shared settings (vitest.shared.ts) in forked
// workers started with --expose-gc, so the heap test (test/fuzz/heap.test.ts) can force garbage
// collection before it measures.
import { defineConfig } from 'vitest/config';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    ...SHARED_TEST_OPTIONS,
    pool: 'forks',
    execArgv: ['--expose-gc'],
    include: ['test/**/*.test.ts'],
  },
});
