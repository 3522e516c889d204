// What `import … from 'vitest'` means inside a page-test bundle: vitest's own test-collection API
// (@vitest/runner: describe/it/test, hooks, skip/only/each, test context) and the page's `expect`.
// Anything else a test imports from 'vitest' (vi, snapshots, bench) is a bundling error naming it.
export {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  it,
  onTestFailed,
  onTestFinished,
  suite,
  test,
} from '@vitest/runner';
export { expect } from './expect.mjs';
