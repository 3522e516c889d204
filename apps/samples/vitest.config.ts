// Test configuration of the samples: the commands run as child processes of the built dist/, so the
// tests need `npm run build` first (turbo's test task depends on build).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
