// The page-test runner (scripts/chromium) in Node: it reports every outcome of a test file run in
// Chromium with vitest's semantics, maps failures back to source lines, saves pictures, counts errors
// outside tests, and fails with an install hint when Chromium cannot start or has no WebGL2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readPng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import {
  ChromiumError,
  launchChromium,
  requireWebgl2,
  runPageTests,
} from '../../../../scripts/chromium/index.mjs';

const fixtures = resolve(import.meta.dirname, 'fixtures');
const packageRoot = resolve(import.meta.dirname, '../..');

describe('runPageTests', () => {
  it('reports every outcome of a test file with vitest semantics', async () => {
    const lines: string[] = [];
    const outputDir = mkdtempSync(join(tmpdir(), 'page-tests-'));
    const prefix = 'outcomes.fixture.ts > outcomes > ';
    const result = await runPageTests(
      [join(fixtures, 'outcomes.fixture.ts'), join(fixtures, 'broken.fixture.ts')],
      {
        root: fixtures,
        outputDir,
        inputDir: outputDir,
        testTimeout: 10_000,
        skip: { [`${prefix}is on the skip list`]: 'listed', [`${prefix}was renamed`]: 'stale' },
        knownFailures: {
          [`${prefix}is a known failure`]: 'still broken',
          [`${prefix}is a known failure that passes`]: 'was broken',
        },
        write: (line) => lines.push(line),
      },
    );
    const text = lines.join('\n');
    const line = (mark: string, test: string) =>
      lines.find((l) => l.startsWith(`  ${mark} ${prefix}${test}`));
    for (const test of [
      'passes',
      'runs hooks in order',
      'awaits rejects',
      'gets Node built-ins that throw when used',
      'saves a PNG',
      'loads the PNG back',
      'refuses a PNG name outside the output folder',
      'throws outside its promise',
    ]) {
      expect(line('✓', test), test).toBeDefined();
    }
    for (const test of [
      'fails an assertion',
      'counts assertions',
      'times out',
      'is a known failure that passes',
    ]) {
      expect(line('×', test), test).toBeDefined();
    }
    expect(line('↓', 'is skipped')).toBe(`  ↓ ${prefix}is skipped (skipped)`);
    expect(line('↓', 'skips itself')).toBe(`  ↓ ${prefix}skips itself (skipped: the reason it gave)`);
    expect(line('↓', 'is to do')).toBe(`  ↓ ${prefix}is to do (todo)`);
    expect(line('↓', 'is on the skip list')).toBe(`  ↓ ${prefix}is on the skip list (skipped: listed)`);
    expect(line('!', 'is a known failure')).toBe(
      `  ! ${prefix}is a known failure (known failure: still broken)`,
    );
    expect(text).toContain('AssertionError: expected 2 to be 3');
    expect(text).toMatch(/at outcomes\.fixture\.ts:\d+:\d+/); // a source-mapped stack frame
    expect(text).toContain('expected number of assertions to be 2, but got 1');
    expect(text).toContain('Test timed out in 300ms');
    expect(text).toContain('listed as a known failure but passed: take it off the list');
    expect(text).toContain('uncaught in the page');
    expect(lines).toContain('  × broken.fixture.ts: error outside a test');
    expect(text).toContain('a skip or known-failure entry names no test: outcomes > was renamed');
    expect(text).toContain('broken at import');
    expect(result).toMatchObject({ ok: false, passed: 8, failed: 4, skipped: 5, errors: 3 });
    expect(lines.slice(-2)).toEqual([
      '1 known failure (!) counted as skipped',
      'chromium: 8 passed, 7 failed, 5 skipped',
    ]);
    const png = readPng(join(outputDir, 'runner/two-pixels.png'));
    expect([png.width, png.height, ...png.data]).toEqual([2, 1, 255, 0, 0, 255, 0, 0, 255, 128]);
    rmSync(outputDir, { recursive: true });
  });

  it('is ok when every test passes and fails a run in which no test ran', async () => {
    const quiet = { root: fixtures, write: () => {} };
    const passing = await runPageTests([join(fixtures, 'outcomes.fixture.ts')], {
      ...quiet,
      testNamePattern: '^outcomes passes$',
    });
    expect(passing).toMatchObject({ ok: true, passed: 1, failed: 0, errors: 0 });
    const none = await runPageTests([join(fixtures, 'outcomes.fixture.ts')], {
      ...quiet,
      testNamePattern: 'no such test',
    });
    expect(none.ok).toBe(false);
    expect(none.passed).toBe(0);
  });

  it('stops a file that does not finish and goes on with the next', async () => {
    const lines: string[] = [];
    const result = await runPageTests(
      [join(fixtures, 'hang.fixture.ts'), join(fixtures, 'outcomes.fixture.ts')],
      {
        root: fixtures,
        // long enough for the next file to finish on a loaded machine: it shares the limit
        fileTimeout: 10_000,
        testNamePattern: '^(spins forever|outcomes passes)$',
        write: (line) => lines.push(line),
      },
    );
    expect(lines).toContain('  × hang.fixture.ts: error outside a test');
    expect(lines).toContain('      Error: the file did not finish within 10 s');
    expect(result).toMatchObject({ ok: false, passed: 1, failed: 0, errors: 1 });
  });
});

describe('launching Chromium', () => {
  it('says what to install when there is no Chromium binary', async () => {
    const e = await launchChromium({ executablePath: '/nonexistent/chromium' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ChromiumError);
    expect((e as Error).message).toMatch(/no Chromium at \/nonexistent\/chromium.*apt-get install chromium/);
  });

  it('says what to install when the binary does not start', async () => {
    await expect(launchChromium({ executablePath: '/bin/false' })).rejects.toThrow(
      /Chromium at \/bin\/false did not start .*apt-get install chromium/,
    );
  });

  it('fails when the page has no WebGL2', async () => {
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

  it('makes the browser test command fail, not skip, without Chromium', () => {
    const run = spawnSync(process.execPath, ['scripts/browser-test.mjs', 'smoke'], {
      cwd: packageRoot,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /could not run: there is no Chromium at \/nonexistent\/chromium.*apt-get install chromium/,
    );
  });
});
