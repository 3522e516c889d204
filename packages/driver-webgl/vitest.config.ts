// Test configuration of driver-webgl: each test file opens its own `gl` context under one X server;
// at most two files run at once (forked workers), which the measurements in the README showed to
// be as fast as more workers on two cores without contexts competing for the server.
import { defineConfig } from 'vitest/config';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    ...SHARED_TEST_OPTIONS,
    pool: 'forks',
    maxWorkers: 2,
    include: ['test/**/*.test.ts'],
  },
});
