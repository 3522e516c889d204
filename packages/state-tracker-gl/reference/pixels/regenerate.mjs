// Regenerates test/pixels/fixtures/mesa-pixels.json: compiles pixels-reference.c against OSMesa, runs
// every case of cases.mjs through Mesa's llvmpipe and stores each case with Mesa's results.
// Usage (from anywhere): node packages/state-tracker-gl/reference/pixels/regenerate.mjs
// Needs gcc and libosmesa6-dev.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCases, commandLine } from './cases.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const binary = join(tmpdir(), `pixels-reference-${process.pid}`);
execFileSync('gcc', ['-O1', '-Wall', '-o', binary, join(here, 'pixels-reference.c'), '-lOSMesa'], {
  stdio: 'inherit',
});

const cases = buildCases();
const input = `${cases.map(commandLine).join('\n')}\n`;
const run = spawnSync(binary, [], {
  input,
  env: { ...process.env, GALLIUM_DRIVER: 'llvmpipe' },
  maxBuffer: 1 << 28,
});
if (run.status !== 0) throw new Error(`pixels-reference failed: ${run.stderr}`);
const output = run.stdout.toString();
const renderer = run.stderr.toString().trim().split('\n')[0];

const lines = output.trim().split('\n');
if (lines.length !== cases.length) throw new Error(`${cases.length} cases but ${lines.length} result lines`);
const results = cases.map((c, i) => {
  const words = lines[i].trim().split(/\s+/);
  const err = Number(words.pop().slice(4));
  const mesa = { err };
  if (c.tex) mesa.sizes = words.shift().split(',').map(Number);
  mesa.out = words.shift() ?? '';
  return { ...c, mesa };
});

const outDir = join(here, '../../test/pixels/fixtures');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'mesa-pixels.json'),
  `${JSON.stringify({ generator: 'reference/pixels/regenerate.mjs', renderer, cases: results }, null, 1)}\n`,
);
console.log(
  `${results.length} cases, ${results.filter((r) => r.mesa.err !== 0).length} with a GL error; renderer: ${renderer}`,
);
