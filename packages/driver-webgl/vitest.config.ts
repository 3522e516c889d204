// Test configuration of driver-webgl: each test file opens its own `gl` context under one X server;
// at most two files run at once (forked workers), which the measurements in the README showed to
// be as fast as more workers on two cores without contexts competing for the server.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
