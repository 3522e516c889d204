#!/usr/bin/env node
// Runs the samples' tests. The WebGL driver's `gl` package needs an X server: without DISPLAY the
// tests run under `xvfb-run -a` so that conformance covers driver-webgl wherever it can create a screen.
// Arguments are passed on to vitest (`npm test -- test/judge.test.ts`).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const args = [vitest, 'run', ...process.argv.slice(2)];
const command = process.env.DISPLAY
  ? [process.execPath, ...args]
  : ['xvfb-run', '-a', process.execPath, ...args];
const run = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
if (run.error) {
  console.error(
    `samples tests: could not start ${command[0]} (${run.error.message}). ` +
      'Install the system packages xvfb and xauth, or run with DISPLAY set to an X server.',
  );
  process.exit(1);
}
process.exit(run.status ?? 1);
