#!/usr/bin/env node
// Runs the package's benchmarks: each bench/*.ts is bundled with esbuild and run with node; the driver
// benchmark needs an X server for `gl`, so without DISPLAY it runs under `xvfb-run -a`.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('node_modules/.bench', { recursive: true });
for (const name of ['translate', 'driver']) {
  const out = `node_modules/.bench/${name}.mjs`;
  const build = spawnSync(
    'npx',
    [
      'esbuild',
      `bench/${name}.ts`,
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--log-level=warning',
      '--external:gl',
      `--outfile=${out}`,
    ],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const command =
    process.env.DISPLAY || name === 'translate'
      ? [process.execPath, out]
      : ['xvfb-run', '-a', process.execPath, out];
  console.log(`--- ${name}`);
  const run = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
