// Test configuration of state-tracker-gl: forked workers started with --expose-gc, so the heap tests can
// force garbage collection before it measures.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    execArgv: ['--expose-gc'],
    include: ['test/**/*.test.ts'],
  },
});
