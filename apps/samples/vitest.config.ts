// Test configuration of the samples: the commands run as child processes of the built dist/, so the
// tests need `npm run build` first (turbo's test task depends on build).
import { defineConfig } from 'vitest/config';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    ...SHARED_TEST_OPTIONS,
    include: ['test/**/*.test.ts'],
    hookTimeout: 180_000,
  },
});
