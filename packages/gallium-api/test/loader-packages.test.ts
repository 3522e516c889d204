// The loader's package path: a driver package that fails to load or exports no driver, mocked here, and
// a package that is not installed, checked for real by running the built loader from a directory that
// holds gallium-api alone.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PipeDriverError } from '../src/errors.js';
import { createScreen } from '../src/loader.js';

vi.mock('@gallium-ts/driver-soft', () => {
  throw new Error('driver-soft exploded while loading');
});
vi.mock('@gallium-ts/driver-noop', () => ({ driver: undefined }));

describe('driver packages', () => {
  it('a package that throws while loading is reported as failing to load', async () => {
    const error = await createScreen({ driver: 'llvmpipe' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PipeDriverError);
    expect((error as Error).message).toMatch(
      /gallium driver 'soft' \(@gallium-ts\/driver-soft\) failed to load/,
    );
  });

  it('a package without `export const driver` is refused', async () => {
    const error = await createScreen({ driver: 'noop' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      '@gallium-ts/driver-noop does not export a gallium driver (expected `export const driver`)',
    );
  });

  it('a package that is not installed: the error says what to install', () => {
    const pkg = resolve(import.meta.dirname, '..');
    if (!existsSync(join(pkg, 'dist', 'loader.js')))
      throw new Error('build gallium-api first (npm run build)');
    const dir = mkdtempSync(join(tmpdir(), 'gallium-loader-'));
    try {
      const target = join(dir, 'node_modules', '@gallium-ts', 'gallium-api');
      mkdirSync(target, { recursive: true });
      cpSync(join(pkg, 'dist'), join(target, 'dist'), { recursive: true });
      cpSync(join(pkg, 'package.json'), join(target, 'package.json'));
      const script = `
        import { createScreen } from '@gallium-ts/gallium-api';
        for (const driver of ['webgl', 'softpipe']) {
          try { await createScreen({ driver }); console.log('loaded'); }
          catch (e) { console.log(e.name + ': ' + e.message); }
        }`;
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(out.trim().split('\n')).toEqual([
        "PipeDriverError: gallium driver 'webgl' is not installed: run `npm install @gallium-ts/driver-webgl`",
        "PipeDriverError: gallium driver 'soft' is not installed: run `npm install @gallium-ts/driver-soft`",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
