// Test configuration of glu: forked workers (driver-webgl's native addon and driver-soft's threads).
import { defineConfig } from 'vitest/config';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    ...SHARED_TEST_OPTIONS,
    pool: 'forks',
    include: ['test/**/*.test.ts'],
  },
});
