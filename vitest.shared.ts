// Test settings every package's vitest configuration starts from: time limits sized for the small,
// shared machines the project is tested on (2 cores, several test runs at once), where a heavy test can
// take several times its usual duration without being wrong.
export const SHARED_TEST_OPTIONS = {
  testTimeout: 120_000,
  hookTimeout: 120_000,
} as const;
