// Test configuration: the repository's shared settings (vitest.shared.ts).
import { defineConfig } from 'vitest/config';
import { SHARED_TEST_OPTIONS } from '../../vitest.shared.js';

export default defineConfig({
  test: { ...SHARED_TEST_OPTIONS },
});
