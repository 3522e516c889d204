// `npm run conformance` end to end on every drawing driver that works here (driver-soft always;
// driver-webgl where it can create a screen): every sample drawn, every GL sample within tolerance of
// Mesa's llvmpipe and softpipe, exit status 0; then the report is opened in headless Chromium
// (scripts/chromium) to check that its summary table and its sections list every scene with its status,
// in reading order (failures first), and that every image loads.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/chromium/index.mjs';
import { CHROMIUM_DRIVER } from '../src/conformance/chromium.js';
import { KNOWN_DEVIATIONS } from '../src/conformance/judge.js';
import { SAMPLES } from '../src/samples/index.js';

const MAIN = fileURLToPath(new URL('../dist/conformance/main.js', import.meta.url));
const OUT = fileURLToPath(new URL('./output/conformance/', import.meta.url));

interface Results {
  drivers: string[];
  scenes: {
    name: string;
    verdict: string;
    drivers: { driver: string; status: string }[];
    failures: string[];
  }[];
}

let run: ReturnType<typeof spawnSync>;
let results: Results;

beforeAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  run = spawnSync(process.execPath, [MAIN, '--out', OUT], { encoding: 'utf8', env: { ...process.env } });
  results = JSON.parse(readFileSync(`${OUT}results.json`, 'utf8'));
});

describe('npm run conformance', () => {
  it('exits with status 0 and every scene passing or reported', () => {
    expect(results.scenes.flatMap((s) => s.failures)).toEqual([]);
    expect(run.status).toBe(0);
    expect(String(run.stdout)).toMatch(/conformance on .*: \d+ passed, 0 failed/);
  });

  it('draws every sample on driver-soft', () => {
    expect(results.drivers).toContain('soft');
    expect(results.scenes.map((s) => s.name)).toEqual(SAMPLES.map((s) => s.name));
    for (const scene of results.scenes)
      expect(scene.drivers.find((d) => d.driver === 'soft')?.status, scene.name).toBe('drawn');
  });

  it('compares every GL sample with Mesa and finds it within tolerance', () => {
    for (const sample of SAMPLES.filter((s) => s.api === 'gl'))
      expect(results.scenes.find((s) => s.name === sample.name)?.verdict, sample.name).toBe(
        KNOWN_DEVIATIONS[sample.name] && results.drivers.includes(CHROMIUM_DRIVER)
          ? 'known-deviation'
          : 'pass',
      );
  });
});

describe('the report page in headless Chromium', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());

  it('lists every scene with its status and loads every image', async () => {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(`${OUT}index.html`).href, { waitUntil: 'load' });
    const scenes = await page.$$eval('section.scene', (sections) =>
      sections.map((s) => ({
        name: s.getAttribute('data-scene'),
        verdict: s.getAttribute('data-verdict'),
        status: s.querySelector('.status')?.textContent ?? '',
        pictures: s.querySelectorAll('.pictures img').length,
      })),
    );
    expect(scenes.map((s) => s.name).sort()).toEqual(SAMPLES.map((s) => s.name).sort());
    // reading order: the scenes that need a look first, passes last
    const passes = scenes.map((s) => s.verdict === 'pass');
    expect(passes.indexOf(true) === -1 || passes.slice(passes.indexOf(true)).every(Boolean)).toBe(true);
    const table = await page.$$eval('#summary-table tbody tr', (rows) =>
      rows.map((r) => ({ name: r.getAttribute('data-scene'), cells: r.querySelectorAll('td.cell').length })),
    );
    expect(table.map((r) => r.name)).toEqual(scenes.map((s) => s.name));
    for (const r of table) expect(r.cells).toBe(results.drivers.length);
    for (const scene of scenes) {
      expect(scene.verdict, scene.name ?? '').toBe(
        results.scenes.find((s) => s.name === scene.name)?.verdict,
      );
      expect(scene.status).not.toBe('');
    }
    const gl = scenes.filter((s) => SAMPLES.find((x) => x.name === s.name)?.api === 'gl');
    for (const scene of gl) expect(scene.pictures, scene.name ?? '').toBe(results.drivers.length + 2);
    const images = await page.$$eval('img', (imgs) =>
      imgs.map((img) => ({ src: img.getAttribute('src'), loaded: img.complete && img.naturalWidth > 0 })),
    );
    expect(images.length).toBeGreaterThan(SAMPLES.length * 2);
    expect(images.filter((i) => !i.loaded)).toEqual([]);
    expect(await page.textContent('#summary')).toMatch(/^\d+ passed, 0 failed/);
    await page.close();
  });
});
