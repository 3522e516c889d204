// Every GL 1.0–1.5 command of Khronos' registry (test/coverage/gl15-commands.txt, from gl.xml) is
// exported as a function and called by name in at least one test, and the README's coverage table (between
// its coverage markers) is the one test/coverage/coverage-table.ts makes from the tests as they are.
// `GL_COVERAGE_WRITE=1 npx vitest run test/coverage.test.ts` rewrites the table. Reads files: Node only.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { coverage, coverageTable, registryCommands } from './coverage/coverage-table.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const COMMANDS = here('coverage/gl15-commands.txt');
const PACKAGE = here('..');
const README = here('../README.md');
const START = '<!-- coverage:start -->';
const END = '<!-- coverage:end -->';

describe('GL 1.0–1.5 command coverage', () => {
  it('exports every command of the registry as a function', () => {
    const api = gl as unknown as Record<string, unknown>;
    const missing = registryCommands(COMMANDS)
      .map((c) => c.name)
      .filter((name) => typeof api[name] !== 'function');
    expect(missing).toEqual([]);
  });

  const { rows, untested } = coverage(PACKAGE, COMMANDS, ['test/coverage.test.ts']);

  it('calls every command by name in some test', () => {
    expect(untested).toEqual([]);
  });

  it("keeps the README's coverage table current", () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'the README has the coverage markers').toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const table = `${START}\n${coverageTable(rows)}\n${END}`;
    const current = readme.slice(start, end + END.length);
    if (process.env.GL_COVERAGE_WRITE === '1' && current !== table)
      writeFileSync(README, readme.slice(0, start) + table + readme.slice(end + END.length));
    else expect(current, 'run GL_COVERAGE_WRITE=1 npx vitest run test/coverage.test.ts').toBe(table);
  });
});
