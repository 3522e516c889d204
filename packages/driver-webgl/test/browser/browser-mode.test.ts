// scripts/chromium in Node: what it adds to vitest's browser mode works (test lists, pictures, Node
// built-ins, module redirects, the stall watchdog), checked by running the fixtures in Chromium with
// fixtures/vitest.config.ts; and every way of missing Chromium or WebGL2 fails with an install hint.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { readPng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { chromiumBrowserConfig } from '../../../../scripts/chromium/browser-mode.mjs';
import { ChromiumError, launchChromium, requireWebgl2 } from '../../../../scripts/chromium/index.mjs';

const packageRoot = resolve(import.meta.dirname, '../..');
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

/** Runs vitest in a child process (without this run's VITEST* variables) from the package folder. */
function vitest(args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  return spawnSync(process.execPath, [vitestBin, 'run', ...args], {
    cwd: packageRoot,
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: 110_000,
  });
}

interface JsonReport {
  testResults: {
    message: string;
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

describe('vitest browser mode with scripts/chromium', () => {
  it('skips listed tests, runs known failures as expected failures, saves and loads pictures', () => {
    const output = mkdtempSync(join(tmpdir(), 'browser-mode-'));
    const run = vitest(
      [
        '--config',
        'test/browser/fixtures/vitest.config.ts',
        'outcomes',
        '--reporter=json',
        `--outputFile.json=${join(output, 'report.json')}`,
      ],
      { FIXTURE_OUTPUT: output },
    );
    expect(run.status, run.stderr).toBe(1);
    const [file] = (JSON.parse(readFileSync(join(output, 'report.json'), 'utf8')) as JsonReport).testResults;
    const status = Object.fromEntries(file!.assertionResults.map((t) => [t.title, t.status]));
    expect(status).toEqual({
      passes: 'passed',
      'is on the skip list': 'skipped',
      'is a known failure': 'passed',
      'is a known failure that passes': 'failed',
      'gets Node built-ins that throw when used': 'passed',
      'imports the stand-in of a redirected module': 'passed',
      'saves a PNG': 'passed',
      'loads the PNG back': 'passed',
      'refuses a PNG name outside the output folder': 'passed',
    });
    const passing = file!.assertionResults.find((t) => t.title === 'is a known failure that passes');
    expect(passing!.failureMessages.join('\n')).toContain('Expect test to fail');
    expect(file!.message).toContain(
      'a skip or known-failure entry names no test: outcomes.fixture.ts > outcomes > was renamed',
    );
    const png = readPng(join(output, 'runner/two-pixels.png'));
    expect([png.width, png.height, ...png.data]).toEqual([2, 1, 255, 0, 0, 255, 0, 0, 255, 128]);
    rmSync(output, { recursive: true });
  });

  it('stops a run whose page never yields', () => {
    const run = vitest(['--config', 'test/browser/fixtures/vitest.config.ts', 'hang'], {
      FIXTURE_OUTPUT: tmpdir(),
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('browser tests: nothing happened for 20 s');
  });
});

describe('without Chromium', () => {
  it('the browser configuration says what to install', () => {
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      expect(() => chromiumBrowserConfig()).toThrow(ChromiumError);
      expect(() => chromiumBrowserConfig()).toThrow(
        /no Chromium at \/nonexistent\/chromium.*apt-get install chromium/,
      );
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
  });

  it('makes the browser test command fail, not skip', () => {
    const run = vitest(['--config', 'vitest.browser.config.ts', 'smoke'], {
      CHROMIUM_PATH: '/nonexistent/chromium',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/there is no Chromium at \/nonexistent\/chromium.*apt-get install chromium/);
  });

  it('the launcher says what to install when there is no binary or it does not start', async () => {
    const e = await launchChromium({ executablePath: '/nonexistent/chromium' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ChromiumError);
    expect((e as Error).message).toMatch(/no Chromium at \/nonexistent\/chromium.*apt-get install chromium/);
    await expect(launchChromium({ executablePath: '/bin/false' })).rejects.toThrow(
      /Chromium at \/bin\/false did not start .*apt-get install chromium/,
    );
  });

  it('the launcher fails when the page has no WebGL2', async () => {
    const browser = await launchChromium({ args: ['--disable-webgl'] });
    try {
      const page = await browser.newPage();
      await expect(requireWebgl2(page)).rejects.toThrow(
        /gives pages no WebGL2 context.*--use-angle=swiftshader/,
      );
    } finally {
      await browser.close();
    }
  });
});
