// Regenerates test/compressed/fixtures/mesa-s3tc.json: compiles s3tc-reference.c against OSMesa, runs
// every case of cases.mjs through Mesa's softpipe (whose texels come from Mesa's util/format S3TC
// decoder) and llvmpipe (whose JIT decoder rounds some interpolated values differently by one) and
// stores each case with the texels each decoded.
// Usage (from anywhere): node packages/state-tracker-gl/reference/s3tc/regenerate.mjs
// Needs gcc and libosmesa6-dev.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCases, commandLine } from './cases.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const binary = join(tmpdir(), `s3tc-reference-${process.pid}`);
execFileSync(
  'gcc',
  ['-std=c99', '-O1', '-Wall', '-Werror', '-o', binary, join(here, 's3tc-reference.c'), '-lOSMesa'],
  {
    stdio: 'inherit',
  },
);
const cases = buildCases();

/** Each case's texels decoded by Mesa under GALLIUM_DRIVER=`driver`, and the renderer's name. */
function decodeWith(driver) {
  const run = spawnSync(binary, [], {
    input: `${cases.map(commandLine).join('\n')}\n`,
    env: { ...process.env, GALLIUM_DRIVER: driver },
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0) throw new Error(`s3tc-reference failed: ${run.stderr}`);
  const renderer = run.stderr.toString().trim().split('\n')[0];
  if (!renderer.startsWith(driver)) throw new Error(`GALLIUM_DRIVER=${driver} rendered with ${renderer}`);
  const lines = run.stdout.toString().trim().split('\n');
  if (lines.length !== cases.length)
    throw new Error(`${cases.length} cases but ${lines.length} result lines`);
  return {
    renderer,
    texels: lines.map((line, i) => {
      const [texels, err] = line.trim().split(/\s+/);
      if (err !== 'err=0') throw new Error(`${cases[i].name}: Mesa reported ${err}`);
      return texels;
    }),
  };
}

const softpipe = decodeWith('softpipe');
const llvmpipe = decodeWith('llvmpipe');
rmSync(binary, { force: true });
const results = cases.map((c, i) => ({ ...c, mesa: softpipe.texels[i], llvmpipe: llvmpipe.texels[i] }));
const renderer = `${softpipe.renderer}; ${llvmpipe.renderer}`;
const outDir = join(here, '../../test/compressed/fixtures');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'mesa-s3tc.json'),
  `${JSON.stringify({ generator: 'reference/s3tc/regenerate.mjs', renderer, cases: results }, null, 1)}\n`,
);
console.log(`${results.length} cases; renderer: ${renderer}`);
