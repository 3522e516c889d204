// Test configuration of driver-noop: forked workers started with --expose-gc, so the heap test can
// force garbage collection before it measures.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    execArgv: ['--expose-gc'],
    include: ['test/**/*.test.ts'],
  },
});
