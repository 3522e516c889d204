#!/usr/bin/env node
// `npm run soak`: the long versions of the seeded fuzz and heap tests (GALLIUM_SOAK=1 makes each run ten
// or more times the share `npm test` runs): TGSI text mutations, CSO and GL object lifetimes, GL call
// sequences on every driver. Runs the files one package after another and exits non-zero on a failure.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
/** Package folder → the test files that grow under GALLIUM_SOAK=1. */
const SOAK_FILES = {
  'packages/tgsi': ['test/fuzz.test.ts', 'test/fuzz-corpus.test.ts'],
  'packages/driver-noop': ['test/heap.test.ts'],
  'packages/state-tracker-gl': ['test/heap.test.ts', 'test/fuzz/gl-fuzz.test.ts'],
};

const env = { ...process.env, GALLIUM_SOAK: '1' };
const vitest = ['npx', 'vitest', 'run'];
// The GL fuzz draws with driver-webgl, whose `gl` addon needs an X server.
const prefix = process.env.DISPLAY ? [] : ['xvfb-run', '-a'];
let failed = 0;
for (const [dir, files] of Object.entries(SOAK_FILES)) {
  const command = [...prefix, ...vitest, ...files];
  console.log(`soak: ${dir}: ${files.join(' ')}`);
  const run = spawnSync(command[0], command.slice(1), { cwd: resolve(root, dir), env, stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
console.log(failed === 0 ? 'soak: all passed' : `soak: ${failed} package(s) failed`);
process.exit(failed === 0 ? 0 : 1);
