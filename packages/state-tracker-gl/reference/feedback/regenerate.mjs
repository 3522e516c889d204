// Regenerates test/feedback/fixtures/mesa-feedback.json: compiles feedback-reference.c against OSMesa,
// runs every case of cases.mjs through Mesa's llvmpipe (one process, so one fresh context, per case) and
// stores each case's calls (enums as numbers) with the lines Mesa printed.
// Usage (from anywhere): node packages/state-tracker-gl/reference/feedback/regenerate.mjs
// Needs gcc and libosmesa6-dev.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCases } from './cases.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const binary = join(tmpdir(), `feedback-reference-${process.pid}`);
execFileSync('gcc', ['-O1', '-Wall', '-o', binary, join(here, 'feedback-reference.c'), '-lOSMesa'], {
  stdio: 'inherit',
});

let renderer = '';
const cases = buildCases().map((c) => {
  const run = spawnSync(binary, [], {
    input: `${c.calls.join('\n')}\n`,
    env: { ...process.env, GALLIUM_DRIVER: 'llvmpipe' },
  });
  if (run.status !== 0) throw new Error(`${c.name}: feedback-reference failed: ${run.stderr}`);
  renderer = run.stderr.toString().trim().split('\n')[0];
  return { ...c, mesa: run.stdout.toString().trim().split('\n').filter(Boolean) };
});

const outDir = join(here, '../../test/feedback/fixtures');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'mesa-feedback.json'),
  `${JSON.stringify({ generator: 'reference/feedback/regenerate.mjs', renderer, cases }, null, 1)}\n`,
);
execFileSync('rm', ['-f', binary]);
console.log(`${cases.length} cases; renderer: ${renderer}`);
