// Test configuration of driver-soft: forked workers started with --expose-gc, so the heap test
// (test/fuzz/heap.test.ts) can force garbage collection before it measures.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    execArgv: ['--expose-gc'],
    include: ['test/**/*.test.ts'],
  },
});
