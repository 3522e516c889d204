// Regenerates the Mesa pictures of state-tracker-gl's GL scenes: compiles the C twins in this folder with
// gcc against OSMesa in a temporary folder, runs them once under GALLIUM_DRIVER=llvmpipe and once under
// softpipe (checking that the renderer printed really is that driver), and writes
// test/mesa/fixtures/<scene>.<driver>.png, top row first.
// Run with `npm run reference -w @gallium-ts/state-tracker-gl [-- scene...]` (gallium-api must be built).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flipRows, rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', '..', 'test', 'mesa', 'fixtures');
const DRIVERS = ['llvmpipe', 'softpipe'];
const INSTALL_HINT = 'install it with: apt-get install gcc libosmesa6-dev';

const sources = () =>
  readdirSync(here)
    .filter((f) => f.endsWith('.c'))
    .map((f) => join(here, f));

/** The scene sizes, read from the C scene tables: SCENE("name", width, height, fn). */
function sceneSizes() {
  const sizes = new Map();
  for (const file of sources())
    for (const m of readFileSync(file, 'utf8').matchAll(/SCENE\("([^"]+)", (\d+), (\d+),/g))
      sizes.set(m[1], { width: Number(m[2]), height: Number(m[3]) });
  if (sizes.size === 0) throw new Error(`no SCENE(...) entries found in ${here}`);
  return sizes;
}

function compile(dir) {
  if (spawnSync('gcc', ['--version']).error) throw new Error(`gcc is missing: ${INSTALL_HINT}`);
  if (!existsSync('/usr/include/GL/osmesa.h'))
    throw new Error(`GL/osmesa.h is missing (OSMesa development files): ${INSTALL_HINT}`);
  const binary = join(dir, 'gl-scenes');
  const args = ['-std=c99', '-O2', '-Wall', '-Werror', '-o', binary, ...sources(), '-lOSMesa', '-lm'];
  const result = spawnSync('gcc', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`gcc failed to compile the scenes:\n${result.stderr}`);
  return binary;
}

/** Runs the program under one Gallium driver; returns the folder of .rgba files. */
function render(binary, driver, dir, scenes) {
  const out = join(dir, driver);
  mkdirSync(out);
  const stdout = execFileSync(binary, [out, ...scenes], {
    encoding: 'utf8',
    env: { ...process.env, GALLIUM_DRIVER: driver },
  });
  const renderer = /^GL_RENDERER: (.*)$/m.exec(stdout)?.[1] ?? '(none printed)';
  if (!renderer.startsWith(driver))
    throw new Error(`GALLIUM_DRIVER=${driver} rendered with "${renderer}", not ${driver}`);
  console.log(`${driver}: ${renderer}`);
  return out;
}

function main() {
  const sizes = sceneSizes();
  const wanted = process.argv.slice(2);
  for (const name of wanted) if (!sizes.has(name)) throw new Error(`unknown scene ${name}`);
  const dir = mkdtempSync(join(tmpdir(), 'gl-scenes-'));
  try {
    const binary = compile(dir);
    mkdirSync(fixtures, { recursive: true });
    for (const driver of DRIVERS) {
      const out = render(binary, driver, dir, wanted);
      const files = readdirSync(out);
      for (const file of files) {
        const name = file.replace(/\.rgba$/, '');
        const { width, height } = sizes.get(name);
        const data = new Uint8Array(readFileSync(join(out, file)));
        if (data.length !== width * height * 4)
          throw new Error(`${file}: ${data.length} bytes, expected ${width}x${height} RGBA`);
        writePng(join(fixtures, `${name}.${driver}.png`), flipRows(rgbaImage(width, height, data)));
      }
      console.log(`${driver}: wrote ${files.length} pictures to ${fixtures}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(`reference: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
