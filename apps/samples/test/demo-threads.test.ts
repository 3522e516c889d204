// The demo page's driver-soft on Web Workers, in headless Chromium (scripts/chromium): the demo server
// makes the page cross-origin isolated (COOP, COEP and CORP on every response), so the page has
// SharedArrayBuffer and driver-soft rasterizes on module Web Workers (its web-raster-worker bundle, served
// by the demo server) as well as the page's thread, with the WebAssembly back end. Every sample is drawn
// with 1 thread and with 3 workers and the pictures must be the same bytes; the tiles each thread took
// show the threads did draw (tiles of one frame may all go to the page's thread, which starts at once
// while the workers wake up: 60 frames of gears show the workers taking their share). Without Chromium the tests fail, they are never skipped.
// Pictures go to test/output/demo-threads/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/chromium/index.mjs';
import type { CanvasPixels, DemoApi, SoftEngine } from '../src/demo/page.js';
import { PAGE_SCRIPT, WORKER_SCRIPT } from '../src/demo/paths.js';
import { type DemoServer, ISOLATION_HEADERS, startDemoServer } from '../src/demo/server.js';
import { SAMPLES } from '../src/samples/index.js';

const OUT = fileURLToPath(new URL('./output/demo-threads/', import.meta.url));

let server: DemoServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];

declare global {
  interface Window {
    galliumDemo: DemoApi;
  }
}

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  server = await startDemoServer();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1000, height: 720 } });
  page.on('pageerror', (e) => errors.push(e.message));
  // driver-soft warns when it gives up on its workers: that must not happen here.
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${server.url}?drivers=soft&animate=0`);
  await page.waitForFunction(() => 'galliumDemo' in window, null, { timeout: 60_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const engine = (): Promise<SoftEngine> => page.evaluate(() => window.galliumDemo.softEngine());

/** Draws `sample` on driver-soft with `threads` threads (undefined: the default); returns its reference frame. */
async function drawSoft(sample: string, threads: number | undefined, frames = 1): Promise<CanvasPixels> {
  await page.evaluate((t) => window.galliumDemo.setSoftThreads(t), threads);
  const [outcome] = await page.evaluate(([name, n]) => window.galliumDemo.draw(name, ['soft'], n), [
    sample,
    frames,
  ] as const);
  expect(outcome?.status, JSON.stringify(outcome)).not.toBe('error');
  const pixels = await page.evaluate(() => window.galliumDemo.picture('soft'));
  return pixels ?? { width: 0, height: 0, base64: '' };
}

describe('the demo server makes the page cross-origin isolated', () => {
  it('sends COOP, COEP and CORP with the page, its bundle, the worker and a 404', async () => {
    for (const path of ['/', PAGE_SCRIPT, WORKER_SCRIPT, '/missing.js']) {
      const response = await fetch(new URL(path, server.url));
      expect(response.status, path).toBe(path === '/missing.js' ? 404 : 200);
      for (const [name, value] of Object.entries(ISOLATION_HEADERS))
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      await response.arrayBuffer();
    }
    expect(ISOLATION_HEADERS).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('is cross-origin isolated in Chromium, with SharedArrayBuffer', async () => {
    expect(await page.evaluate(() => [crossOriginIsolated, typeof SharedArrayBuffer])).toEqual([
      true,
      'function',
    ]);
  });
});

describe("driver-soft on the page's Web Workers", () => {
  it('uses as many workers as the page has processors (up to 4) by default, with the WebAssembly back end', async () => {
    await drawSoft('gears', undefined);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const expected = Math.min(cores, 4);
    expect(await engine()).toMatchObject(
      expected >= 2
        ? { backend: 'web-workers', workers: expected, codegen: 'wasm', crossOriginIsolated: true }
        : { backend: 'calling-thread', workers: 0, codegen: 'wasm', crossOriginIsolated: true },
    );
  });

  it('draws every frame of gears on 3 workers and the page thread, the workers taking tiles', async () => {
    const frames = 60;
    await drawSoft('gears', 3, frames);
    const { backend, workers, tilesByThread } = await engine();
    expect([backend, workers]).toEqual(['web-workers', 3]);
    // gears is 160 × 160: 3 × 3 tiles of 64, one scene per frame, all threaded (the first frame too:
    // the page starts the workers before it).
    const tiles = tilesByThread ?? [];
    expect(tiles).toHaveLength(4);
    expect(tiles.reduce((a, b) => a + b, 0)).toBe(frames * 9);
    expect(tiles.slice(1).filter((t) => t > 0).length, `tiles by thread ${tiles}`).toBeGreaterThanOrEqual(2);
    expect(await page.textContent('#engine-soft')).toMatch(
      /^WebAssembly SIMD blocks · 3 Web Workers \+ the page's thread · tiles: page \d+, worker \d+, worker \d+, worker \d+$/,
    );
    await page.screenshot({ path: `${OUT}page.png` });
  });

  /**
   * Samples none of whose scenes go to the threads: each has a draw shaded in batches (no fused
   * fragment function), which keeps its scene on the calling thread, as in Node; compute rasterizes
   * nothing.
   */
  const callingThreadOnly = new Set(['tunnel', 'quadrics', 'compute']);

  for (const sample of SAMPLES)
    it(`${sample.name}: the same bytes with 1 thread and with 3 workers`, async () => {
      const one = await drawSoft(sample.name, 1);
      expect((await engine()).backend).toBe('calling-thread');
      const three = await drawSoft(sample.name, 3);
      const { backend, tilesByThread } = await engine();
      expect(backend).toBe('web-workers');
      if (one.width > 0)
        writePng(
          `${OUT}${sample.name}.png`,
          rgbaImage(three.width, three.height, new Uint8Array(Buffer.from(three.base64, 'base64'))),
        );
      expect([three.width, three.height]).toEqual([one.width, one.height]);
      expect(three.base64 === one.base64, `${sample.name}: tiles by thread ${tilesByThread}`).toBe(true);
      // The reference frame was threaded (its tiles went through the shared counter), or cannot be.
      const threaded = (tilesByThread ?? []).reduce((a, b) => a + b, 0) > 0;
      expect(threaded, `tiles by thread ${tilesByThread}`).toBe(!callingThreadOnly.has(sample.name));
      expect(errors).toEqual([]);
    });
});
