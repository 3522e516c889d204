// Times Mesa on the project's benchmark workloads: builds mesa-bench.c (next to this file) against OSMesa
// (with scripts/osmesa) once per process into a temporary folder, then runs it under a chosen Gallium
// driver. Every benchmark of the repository that compares with Mesa goes through here, so the workloads
// stay one definition.
//
//   import { mesaAvailable, runMesa } from '<repo>/scripts/mesa-bench/mesa.mjs';
//   if (mesaAvailable()) runMesa('llvmpipe', 'fill', 4); // → seconds for 4 frames (after one warm-up)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOsmesaProgram, OSMESA_INSTALL_HINT, osmesaMissing } from '../osmesa/osmesa.mjs';

const source = join(dirname(fileURLToPath(import.meta.url)), 'mesa-bench.c');

/** The Mesa drivers a benchmark can time, with the environment that selects each. */
export const MESA_DRIVERS = {
  llvmpipe: { GALLIUM_DRIVER: 'llvmpipe' },
  // llvmpipe rasterizing on the calling thread only (0: no rasterizer threads), for one-thread figures
  'llvmpipe-1t': { GALLIUM_DRIVER: 'llvmpipe', LP_NUM_THREADS: '0' },
  softpipe: { GALLIUM_DRIVER: 'softpipe' },
  noop: { GALLIUM_NOOP: '1' },
};

/** How to get OSMesa when it is missing. */
export const MESA_INSTALL_HINT = OSMESA_INSTALL_HINT;

let built = null;

/** Whether gcc and the OSMesa headers are installed (the harness can be built). */
export function mesaAvailable() {
  return osmesaMissing() === null;
}

/** The harness, built once per process (scripts/osmesa's gcc command) into a folder removed at exit. */
function binary() {
  if (built) return built;
  const dir = mkdtempSync(join(tmpdir(), 'mesa-bench-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  built = buildOsmesaProgram([source], join(dir, 'mesa-bench'));
  return built;
}

/**
 * Runs `workload` for `frames` timed frames (after one warm-up frame) on Mesa's `driver` (a key of
 * MESA_DRIVERS); returns the timed seconds and the renderer Mesa reported.
 */
export function runMesa(driver, workload, frames) {
  const env = { ...process.env, ...MESA_DRIVERS[driver] };
  if (!('LP_NUM_THREADS' in MESA_DRIVERS[driver])) delete env.LP_NUM_THREADS;
  if (driver !== 'noop') delete env.GALLIUM_NOOP;
  const result = spawnSync(binary(), [workload, String(frames)], { encoding: 'utf8', env });
  if (result.status !== 0)
    throw new Error(`mesa-bench ${workload} on ${driver} failed: ${result.stderr || result.error}`);
  const renderer = /^renderer (.*)$/m.exec(result.stdout)?.[1] ?? '';
  const seconds = Number(/^seconds (\S+)$/m.exec(result.stdout)?.[1]);
  const expected = driver === 'noop' ? 'NOOP' : MESA_DRIVERS[driver].GALLIUM_DRIVER;
  if (!renderer.startsWith(expected))
    throw new Error(`mesa-bench asked for ${driver} but Mesa rendered with "${renderer}"`);
  return { seconds, renderer };
}
