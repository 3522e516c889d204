// The driver switch exactly as a user types it: `GALLIUM_DRIVER=<name> npm start` in a child process,
// on a machine with no display (no DISPLAY: driver-webgl starts its own Xvfb) and under
// `GALLIUM_DRIVER=<name> xvfb-run -a …` (whose Xvfb inherits the variable, which Mesa's GLX in that
// server cannot use). The gears picture drawn on soft and webgl must match Mesa's llvmpipe rendering of
// its C twin within the conformance tolerance; noop draws nothing and says so. Needs `npm run build`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPng } from '@gallium-ts/gallium-api/png';
import { afterAll, describe, expect, it } from 'vitest';
import { comparePictures, toleranceOf } from '../src/conformance/judge.js';
import { FIXTURES_DIR } from '../src/conformance/scenes.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'samples-driver-switch-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const LAUNCHES = {
  'no display': (args: string[]) => [process.execPath, ...args],
  'xvfb-run -a': (args: string[]) => ['xvfb-run', '-a', process.execPath, ...args],
} as const;

/** `GALLIUM_DRIVER=<driver> <launch> node dist/cli.js --only gears …` with DISPLAY unset. */
function start(driver: string, launch: keyof typeof LAUNCHES, dir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, GALLIUM_DRIVER: driver, INIT_CWD: out };
  delete env.DISPLAY;
  const [command, ...args] = LAUNCHES[launch]([CLI, '--only', 'gears', '--frames', '1', '--out', dir]);
  return spawnSync(command!, args, { encoding: 'utf8', env, timeout: 120_000 });
}

const mesaGears = readPng(join(FIXTURES_DIR, 'gears.llvmpipe.png'));

describe.each(Object.keys(LAUNCHES) as (keyof typeof LAUNCHES)[])('GALLIUM_DRIVER=… with %s', (launch) => {
  it.each(['soft', 'webgl'])('GALLIUM_DRIVER=%s draws gears as Mesa does', (driver) => {
    const dir = `${driver}-${launch.replace(/\W+/g, '-')}`;
    const run = start(driver, launch, dir);
    // stderr carries the progress lines only: no error from the host GL (ANGLE prints "ERR: ...")
    expect(run.stderr).not.toMatch(/ERR:|Error|GLX/);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^gears +${driver} +1 `, 'm'));
    const picture = readPng(join(out, dir, 'gears.png'));
    const comparison = comparePictures(driver, picture, 'mesa-llvmpipe', mesaGears, toleranceOf('filled'));
    expect(comparison.offShare).toBeLessThan(toleranceOf('filled'));
  });

  it('GALLIUM_DRIVER=noop runs every call and draws nothing', () => {
    const dir = `noop-${launch.replace(/\W+/g, '-')}`;
    const run = start('noop', launch, dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^gears +noop +1 /m);
    const picture = readPng(join(out, dir, 'gears.png'));
    expect(picture.data.every((v) => v === 0)).toBe(true);
  });
});
