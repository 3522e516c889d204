// Regenerates the Mesa fixtures of the GL samples: compiles samples.c with gcc against OSMesa in a
// temporary folder, draws every GL sample of the registry (dist/samples, so build first) at its default
// size and reference frame once under GALLIUM_DRIVER=llvmpipe and once under softpipe (checking that the
// renderer the program prints is that driver), and writes fixtures/<sample>.<llvmpipe|softpipe>.png, top
// row first. `npm run reference -w @gallium-ts/samples [-- sample...]`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flipRows, rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { SAMPLES } from '../dist/samples/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, 'samples.c');
const fixtures = join(here, 'fixtures');
const DRIVERS = ['llvmpipe', 'softpipe'];
const INSTALL_HINT = 'install it with: apt-get install gcc libosmesa6-dev';

function compile(dir) {
  if (spawnSync('gcc', ['--version']).error) throw new Error(`gcc is missing: ${INSTALL_HINT}`);
  if (!existsSync('/usr/include/GL/osmesa.h'))
    throw new Error(`GL/osmesa.h is missing (OSMesa development files): ${INSTALL_HINT}`);
  const binary = join(dir, 'samples');
  const result = spawnSync('gcc', ['-std=c99', '-O2', '-Wall', '-o', binary, source, '-lOSMesa', '-lm'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`gcc failed to compile ${source}:\n${result.stderr}`);
  return binary;
}

/** Draws one sample under one Mesa driver and writes its fixture. */
function render(binary, dir, sample, driver) {
  const { width, height } = sample.defaultSize;
  const raw = join(dir, `${sample.name}.${driver}.rgba`);
  const stdout = execFileSync(
    binary,
    [raw, sample.name, String(width), String(height), String(sample.referenceFrame)],
    { encoding: 'utf8', env: { ...process.env, GALLIUM_DRIVER: driver } },
  );
  const renderer = /^GL_RENDERER: (.*)$/m.exec(stdout)?.[1] ?? '(none printed)';
  if (!renderer.startsWith(driver))
    throw new Error(`GALLIUM_DRIVER=${driver} rendered with "${renderer}", not ${driver}`);
  const data = new Uint8Array(readFileSync(raw));
  if (data.length !== width * height * 4)
    throw new Error(`${sample.name}: ${data.length} bytes, expected ${width}x${height} RGBA`);
  writePng(join(fixtures, `${sample.name}.${driver}.png`), flipRows(rgbaImage(width, height, data)));
  return renderer;
}

function main() {
  const glSamples = SAMPLES.filter((sample) => sample.api === 'gl');
  const wanted = process.argv.slice(2);
  for (const name of wanted)
    if (!glSamples.some((sample) => sample.name === name)) throw new Error(`no GL sample named ${name}`);
  const chosen = wanted.length ? glSamples.filter((sample) => wanted.includes(sample.name)) : glSamples;
  const dir = mkdtempSync(join(tmpdir(), 'samples-reference-'));
  try {
    const binary = compile(dir);
    mkdirSync(fixtures, { recursive: true });
    for (const driver of DRIVERS) {
      let renderer = '';
      for (const sample of chosen) renderer = render(binary, dir, sample, driver);
      console.log(`${driver} (${renderer}): wrote ${chosen.length} fixtures to ${fixtures}`);
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
