#!/usr/bin/env node
// `npm run fuzz`: bundles the fuzzer (fuzz/cli.ts, with the state tracker's sources; the other packages
// come from their built dist/) with esbuild into node_modules/.cache and runs it with the given arguments.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const outfile = resolve(root, 'node_modules/.cache/gl-fuzz/cli.mjs');
await build({
  entryPoints: [resolve(root, 'fuzz/cli.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
