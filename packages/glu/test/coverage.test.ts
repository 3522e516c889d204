// Every GLU 1.3 function of Khronos' glu.h (test/registry/glu13-functions.txt) is exported as a function
// and called by name in at least one test, and the README's coverage table (between its coverage markers)
// is the one scripts/command-coverage.mjs makes from the tests as they are.
// `GL_COVERAGE_WRITE=1 npx vitest run test/coverage.test.ts` rewrites the table. Reads files: Node only.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  commandCoverage,
  coverageTable,
  readCommandList,
  readmeCoverage,
} from '../../../scripts/command-coverage.mjs';
import * as glu from '../src/index.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const FUNCTIONS = readCommandList(here('registry/glu13-functions.txt'));

describe('GLU 1.3 function coverage', () => {
  it('exports every function of glu.h', () => {
    const api = glu as unknown as Record<string, unknown>;
    expect(FUNCTIONS.map((c) => c.name).filter((name) => typeof api[name] !== 'function')).toEqual([]);
  });

  const { rows, untested } = commandCoverage(here('..'), FUNCTIONS, ['test/coverage.test.ts']);

  it('calls every function by name in some test', () => {
    expect(untested).toEqual([]);
  });

  it("keeps the README's coverage table current", () => {
    const table = coverageTable(rows, () => '1.3');
    const stale = readmeCoverage(here('../README.md'), table, process.env.GL_COVERAGE_WRITE === '1');
    expect(stale, 'rewrite it: GL_COVERAGE_WRITE=1 npx vitest run test/coverage.test.ts').toBeNull();
  });
});
