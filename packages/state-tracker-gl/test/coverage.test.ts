// Every GL 1.0–1.5 command of Khronos' registry (test/registry/gl15-commands.txt, from gl.xml) and
// every command of GL_ARB_vertex_program and GL_ARB_fragment_program (test/registry/arb-program-
// commands.txt) is exported as a function and called by name in at least one test, and the README's coverage table (between
// its coverage markers) is the one scripts/command-coverage.mjs makes from the tests as they are.
// `GL_COVERAGE_WRITE=1 npx vitest run test/coverage.test.ts` rewrites the table. Reads files: Node only.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  commandCoverage,
  coverageTable,
  readCommandList,
  readmeCoverage,
} from '../../../scripts/command-coverage.mjs';
import * as gl from '../src/index.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const COMMANDS = [
  ...readCommandList(here('registry/gl15-commands.txt')),
  ...readCommandList(here('registry/arb-program-commands.txt')),
];

/** The first column: `1.0` for GL_VERSION_1_0, `ARB_vertex_program` for GL_ARB_vertex_program. */
const featureLabel = (feature: string) =>
  feature.startsWith('GL_VERSION_')
    ? feature.replace('GL_VERSION_', '').replace('_', '.')
    : feature.replaceAll('GL_', '').replaceAll(',', ', ');

describe('GL 1.0–1.5 and ARB program command coverage', () => {
  it('exports every command of the registry as a function', () => {
    const api = gl as unknown as Record<string, unknown>;
    expect(COMMANDS.map((c) => c.name).filter((name) => typeof api[name] !== 'function')).toEqual([]);
  });

  const { rows, untested } = commandCoverage(here('..'), COMMANDS, ['test/coverage.test.ts']);

  it('calls every command by name in some test', () => {
    expect(untested).toEqual([]);
  });

  it("keeps the README's coverage table current", () => {
    const table = coverageTable(rows, featureLabel);
    const stale = readmeCoverage(here('../README.md'), table, process.env.GL_COVERAGE_WRITE === '1');
    expect(stale, 'rewrite it: GL_COVERAGE_WRITE=1 npx vitest run test/coverage.test.ts').toBeNull();
  });
});
