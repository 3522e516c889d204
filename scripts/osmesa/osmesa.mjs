// Builds and runs the repository's C programs that draw with Mesa through OSMesa (the reference pictures
// of driver-soft, state-tracker-gl and the samples, and scripts/mesa-bench): whether gcc and the OSMesa
// headers are installed, the one gcc command they are built with, a program built in a temporary folder
// for the time of a task, and a run under one Gallium driver that checks the renderer the program prints.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How to get gcc and OSMesa when they are missing. */
export const OSMESA_INSTALL_HINT = 'apt-get install gcc libosmesa6-dev libglu1-mesa-dev';

/** Why the programs cannot be built here (gcc or GL/osmesa.h missing), or null when they can. */
export function osmesaMissing() {
  if (spawnSync('gcc', ['--version']).error) return 'gcc is missing';
  if (!existsSync('/usr/include/GL/osmesa.h')) return 'GL/osmesa.h is missing (OSMesa development files)';
  if (!existsSync('/usr/include/GL/glu.h')) return 'GL/glu.h is missing (Mesa GLU development files)';
  return null;
}

/**
 * Compiles the C files `sources` into `binary` against OSMesa and Mesa's GLU: C99, -O2, -Wall (and
 * -Werror with `warningsAsErrors`). Throws with the install command when gcc, OSMesa or GLU is missing,
 * with gcc's messages when the sources do not compile.
 */
export function buildOsmesaProgram(sources, binary, { warningsAsErrors = false } = {}) {
  const missing = osmesaMissing();
  if (missing) throw new Error(`${missing}: install it with: ${OSMESA_INSTALL_HINT}`);
  const warnings = warningsAsErrors ? ['-Wall', '-Werror'] : ['-Wall'];
  const args = ['-std=c99', '-O2', ...warnings, '-o', binary, ...sources, '-lGLU', '-lOSMesa', '-lm'];
  const result = spawnSync('gcc', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`gcc failed to compile ${sources.join(' ')}:\n${result.stderr}`);
  return binary;
}

/**
 * Builds `sources` into the program `name` in a new temporary folder, calls `use(binary, folder)` and
 * removes the folder afterwards, whatever happens.
 */
export function withOsmesaProgram(name, sources, options, use) {
  const folder = mkdtempSync(join(tmpdir(), `${name}-`));
  try {
    return use(buildOsmesaProgram(sources, join(folder, name), options), folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs `binary` with `args` under GALLIUM_DRIVER=`driver` and returns the renderer of the
 * `GL_RENDERER: …` line it prints; throws when that is not `driver` (Mesa fell back to another one).
 */
export function runOnGalliumDriver(binary, args, driver) {
  const stdout = execFileSync(binary, args, {
    encoding: 'utf8',
    env: { ...process.env, GALLIUM_DRIVER: driver },
  });
  const renderer = /^GL_RENDERER: (.*)$/m.exec(stdout)?.[1] ?? '(none printed)';
  if (!renderer.startsWith(driver))
    throw new Error(`GALLIUM_DRIVER=${driver} rendered with "${renderer}", not ${driver}`);
  return renderer;
}
