// What the host's GL stack is shielded from: GALLIUM_DRIVER values Mesa does not have are hidden while
// `gl` works and put back after, Mesa's own names pass through, and an X server started with such a
// value (as `GALLIUM_DRIVER=webgl xvfb-run …` starts one) is recognised as one without GLX.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  displayServerLacksGlx,
  foreignToMesa,
  withoutForeignGalliumDriver,
} from '../src/platform/host-environment.js';

const saved = process.env.GALLIUM_DRIVER;
afterEach(() => {
  if (saved === undefined) delete process.env.GALLIUM_DRIVER;
  else process.env.GALLIUM_DRIVER = saved;
});

describe('GALLIUM_DRIVER and the host GL', () => {
  it("calls this project's driver names foreign to Mesa, and Mesa's own names not", () => {
    for (const name of ['webgl', 'soft', 'noop', 'nonesuch']) expect(foreignToMesa(name)).toBe(true);
    for (const name of ['llvmpipe', 'softpipe', 'zink', '', undefined])
      expect(foreignToMesa(name)).toBe(false);
  });

  it('hides a foreign value while the function runs and restores it, also when it throws', async () => {
    process.env.GALLIUM_DRIVER = 'webgl';
    expect(withoutForeignGalliumDriver(() => process.env.GALLIUM_DRIVER)).toBeUndefined();
    expect(process.env.GALLIUM_DRIVER).toBe('webgl');
    expect(() =>
      withoutForeignGalliumDriver(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(process.env.GALLIUM_DRIVER).toBe('webgl');
    const seen = await withoutForeignGalliumDriver(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return process.env.GALLIUM_DRIVER;
    });
    expect(seen).toBeUndefined();
    expect(process.env.GALLIUM_DRIVER).toBe('webgl');
    process.env.GALLIUM_DRIVER = 'llvmpipe';
    expect(withoutForeignGalliumDriver(() => process.env.GALLIUM_DRIVER)).toBe('llvmpipe');
  });

  describe('an X server started with GALLIUM_DRIVER', () => {
    let server: ChildProcess | null = null;
    afterEach(() => server?.kill());

    async function xvfb(display: number, galliumDriver: string | undefined): Promise<void> {
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
      if (galliumDriver !== undefined) env.GALLIUM_DRIVER = galliumDriver;
      server = spawn('Xvfb', [`:${display}`, '-nolisten', 'tcp'], { env, stdio: 'ignore' });
      for (let waited = 0; !existsSync(`/tmp/.X${display}-lock`) && waited < 10_000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
    }

    it('lacks GLX when the value is foreign to Mesa', async () => {
      const display = 1200 + (process.pid % 400);
      await xvfb(display, 'webgl');
      expect(displayServerLacksGlx(`:${display}`)).toBe(true);
      expect(displayServerLacksGlx(`:${display}.0`)).toBe(true);
    });

    it('has it otherwise', async () => {
      const display = 1600 + (process.pid % 400);
      await xvfb(display, undefined);
      expect(displayServerLacksGlx(`:${display}`)).toBe(false);
      expect(displayServerLacksGlx('remote:0')).toBe(false);
      expect(displayServerLacksGlx(':65000')).toBe(false);
    });
  });
});
