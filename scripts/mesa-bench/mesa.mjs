// Times Mesa on the project's benchmark workloads: builds mesa-bench.c (next to this file) against OSMesa
// once per process into a temporary folder, then runs it under a chosen Gallium driver. Every benchmark
// of the repository that compares with Mesa goes through here, so the workloads stay one definition.
//
//   import { mesaAvailable, runMesa } from '<repo>/scripts/mesa-bench/mesa.mjs';
//   if (mesaAvailable()) runMesa('llvmpipe', 'fill', 4); // → seconds for 4 frames (after one warm-up)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = join(dirname(fileURLToPath(import.meta.url)), 'mesa-bench.c');

/** The Mesa drivers a benchmark can time, with the environment that selects each. */
export const MESA_DRIVERS = {
  llvmpipe: { GALLIUM_DRIVER: 'llvmpipe' },
  softpipe: { GALLIUM_DRIVER: 'softpipe' },
  noop: { GALLIUM_NOOP: '1' },
};

/** How to get OSMesa when it is missing. */
export const MESA_INSTALL_HINT = 'apt-get install gcc libosmesa6-dev';

let built = null;

/** Whether gcc and the OSMesa headers are installed (the harness can be built). */
export function mesaAvailable() {
  return existsSync('/usr/include/GL/osmesa.h') && !spawnSync('gcc', ['--version']).error;
}

function binary() {
  if (built) return built;
  if (!mesaAvailable()) throw new Error(`OSMesa is not installed: ${MESA_INSTALL_HINT}`);
  const dir = mkdtempSync(join(tmpdir(), 'mesa-bench-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'mesa-bench');
  const result = spawnSync('gcc', ['-std=c99', '-O2', '-Wall', '-o', out, source, '-lOSMesa', '-lm'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`gcc failed to build ${source}:\n${result.stderr}`);
  built = out;
  return out;
}

/**
 * Runs `workload` for `frames` timed frames (after one warm-up frame) on Mesa's `driver` (a key of
 * MESA_DRIVERS); returns the timed seconds and the renderer Mesa reported.
 */
export function runMesa(driver, workload, frames) {
  const env = { ...process.env, ...MESA_DRIVERS[driver] };
  if (driver !== 'noop') delete env.GALLIUM_NOOP;
  const result = spawnSync(binary(), [workload, String(frames)], { encoding: 'utf8', env });
  if (result.status !== 0)
    throw new Error(`mesa-bench ${workload} on ${driver} failed: ${result.stderr || result.error}`);
  const renderer = /^renderer (.*)$/m.exec(result.stdout)?.[1] ?? '';
  const seconds = Number(/^seconds (\S+)$/m.exec(result.stdout)?.[1]);
  const expected = driver === 'noop' ? 'NOOP' : driver;
  if (!renderer.startsWith(expected))
    throw new Error(`mesa-bench asked for ${driver} but Mesa rendered with "${renderer}"`);
  return { seconds, renderer };
}
