// `npm start` (dist/cli.js) as a user runs it: pictures written to --out, the table, --help, and bad
// options refused with status 2. Needs `npm run build`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPng } from '@gallium-ts/gallium-api/png';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'samples-start-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function start(...args: string[]) {
  return startWith(undefined, ...args);
}

/** npm start with GALLIUM_DRIVER set to `driver` (unset when undefined). */
function startWith(driver: string | undefined, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: out };
  delete env.GALLIUM_DRIVER;
  if (driver !== undefined) env.GALLIUM_DRIVER = driver;
  return spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env });
}

describe('npm start', () => {
  it('draws the chosen samples on the default driver, writes their pictures and prints the table', () => {
    const run = start('--only', 'gears,tgsi-shader', '--frames', '2', '--size', '64x48', '--out', 'pictures');
    expect(run.status).toBe(0);
    expect(readdirSync(join(out, 'pictures')).sort()).toEqual(['gears.png', 'tgsi-shader.png']);
    const gears = readPng(join(out, 'pictures', 'gears.png'));
    expect([gears.width, gears.height]).toEqual([64, 48]);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^sample +driver +frames +ms\/frame +picture$/);
    expect(lines[2]).toMatch(/^gears +soft +2 +\d+\.\d +64x48 /);
    expect(lines[3]).toMatch(/^tgsi-shader +soft +2 +\d+\.\d +64x48 /);
  });

  it('says before the list that noop draws nothing, and labels each of its pictures', () => {
    for (const run of [
      start('--driver', 'noop', '--only', 'gears,tgsi-shader', '--frames', '1', '--size', '32'),
      startWith('noop', '--only', 'gears,tgsi-shader', '--frames', '1', '--size', '32'),
    ]) {
      expect(run.status).toBe(0);
      const lines = run.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^Note: driver noop draws nothing by design .*blank\.$/);
      const rows = lines.filter((l) => /^(gears|tgsi-shader) /.test(l));
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toMatch(/ noop .*\.png \(noop: blank by design\)$/);
    }
    // other drivers' pictures carry no such label
    expect(start('--only', 'gears', '--frames', '1', '--size', '32').stdout).not.toContain('blank by design');
  });

  it('prints its usage with --help and refuses bad options with status 2', () => {
    const help = start('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--frames N');
    for (const args of [['--frames', '0'], ['--only', 'nope'], ['--size', 'huge'], ['--colour']]) {
      const run = start(...args);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('Usage: npm start');
    }
  });

  it('fails with status 1 when the driver cannot be created', () => {
    const run = start('--driver', 'nonesuch');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('cannot draw on driver "nonesuch"');
  });
});

describe('npm run caps', () => {
  const CAPS = fileURLToPath(new URL('../dist/caps-report.js', import.meta.url));
  const caps = (...args: string[]) => spawnSync(process.execPath, [CAPS, ...args], { encoding: 'utf8' });

  it('prints one driver with --driver, its usage with --help, and refuses bad options with status 2', () => {
    const noop = caps('--driver', 'noop');
    expect(noop.status).toBe(0);
    expect(noop.stdout).toMatch(/^# noop: noop/);
    expect(noop.stdout).toContain('PIPE_CAP_NPOT_TEXTURES');
    const help = caps('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run caps');
    const bad = caps('--bogus');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('unknown option --bogus');
  });
});
