// Test configuration of state-tracker-gl: forked workers started with --expose-gc, so the heap tests can
// force garbage collection before it measures.
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
