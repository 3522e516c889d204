// driver-soft in headless Chromium (scripts/chromium), on pages served by test/pages/page-server.ts
// (test/pages/page-entry.ts draws test/pages/drawings.ts there; Node draws the same drawings here):
// - a page that is NOT cross-origin isolated (no SharedArrayBuffer): the default screen takes a fixed
//   WebAssembly heap and the WebAssembly back end on the page's thread; whole blocks and partly covered
//   quads run as WebAssembly, and the bytes equal the page's JavaScript back end and Node's;
// - a cross-origin isolated page: with 3 Web Workers the long shader's partly covered quads run as
//   WebAssembly on the workers too (wasmBlockSettings.quads 'auto'), the big draw goes to them in pieces
//   while the page's thread bins on, and the bytes equal one thread's JavaScript back end; with codegen 'js' the workers compile and run the IR's JavaScript kernels
//   (counted), the same bytes again; the 'js' runs shade whole blocks through the IR's JavaScript.
// Without Chromium the tests fail, they are never skipped. Pictures go to test/output/pages/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../scripts/chromium/index.mjs';
import { createSoftScreen, type SoftScreenOptions } from '../src/index.js';
import { DRAWINGS } from './pages/drawings.js';
import type { PageRun } from './pages/page-entry.js';
import { bundlePage, type PageBundles, type PageServer, startPageServer } from './pages/page-server.js';

const OUT = fileURLToPath(new URL('./output/pages/', import.meta.url));

let bundles: PageBundles;
let browser: Browser;
const servers: PageServer[] = [];

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  [bundles, browser] = await Promise.all([bundlePage(), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const s of servers) await s.close();
});

/** A page of a new server (cross-origin isolated or not) with `softPage`; page errors fail the test. */
async function openPage(isolated: boolean): Promise<{ page: Page; errors: string[] }> {
  const server = await startPageServer(bundles, isolated);
  servers.push(server);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') errors.push(m.text());
  });
  await page.goto(server.url);
  await page.waitForFunction(() => 'softPage' in globalThis, null, { timeout: 60_000 });
  return { page, errors };
}

interface SoftPage {
  run(options: SoftScreenOptions, frames: number): Promise<PageRun>;
}

/** The page's drawings on a screen of `options`, drawn `frames` times (see page-entry.ts). */
const run = (page: Page, options: SoftScreenOptions, frames = 1): Promise<PageRun> =>
  page.evaluate(([o, f]) => (globalThis as unknown as { softPage: SoftPage }).softPage.run(o, f), [
    options,
    frames,
  ] as const);

/** The drawings made in Node, one thread, JavaScript back end: the reference bytes. */
function nodeReference(): Buffer[] {
  const screen = createSoftScreen({ threads: 1, codegen: 'js' });
  try {
    return DRAWINGS.map(({ draw }) => Buffer.from(draw(screen).data));
  } finally {
    screen.destroy();
  }
}

const bytesOf = (r: PageRun) => r.drawings.map((d) => Buffer.from(d.base64, 'base64'));

function savePngs(r: PageRun, prefix: string): void {
  for (const [i, d] of r.drawings.entries()) {
    const image = rgbaImage(d.width, d.height, new Uint8Array(Buffer.from(d.base64, 'base64')));
    writePng(`${OUT}${prefix}-${DRAWINGS[i]!.name}.png`, image);
  }
}

function expectSameBytes(a: readonly Buffer[], b: readonly Buffer[]): void {
  expect(a).toHaveLength(DRAWINGS.length);
  expect(b).toHaveLength(DRAWINGS.length);
  for (const [i, bytes] of a.entries()) expect(bytes.equals(b[i]!), DRAWINGS[i]!.name).toBe(true);
}

describe('a page that is not cross-origin isolated', () => {
  it('picks a fixed heap and the WebAssembly back end; blocks and quads run as WebAssembly, the same bytes as JavaScript and as Node', async () => {
    const { page, errors } = await openPage(false);
    const wasm = await run(page, {});
    expect(wasm).toMatchObject({
      crossOriginIsolated: false,
      sharedArrayBuffer: false,
      codegen: 'wasm',
      heap: 'fixed',
      threads: 1,
      backend: 'calling-thread',
      workerWasmQuads: 0,
    });
    for (const [i, shaded] of wasm.shaded.entries()) {
      expect(shaded.wasmBlocks, DRAWINGS[i]!.name).toBeGreaterThan(0);
      expect(shaded.wasmBlocks, DRAWINGS[i]!.name).toBe(shaded.fusedBlocks);
    }
    // The long shader's partly covered quads (the other drawings' shaders are short: JavaScript).
    expect(wasm.wasmQuads).toBeGreaterThan(0);
    const js = await run(page, { codegen: 'js' });
    expect(js).toMatchObject({ codegen: 'js', heap: 'fixed', wasmQuads: 0 });
    expect(js.shaded.every((s) => s.wasmBlocks === 0 && s.fusedBlocks > 0)).toBe(true);
    // The IR's kernels as JavaScript over the page's fixed heap.
    expect(js.irJsBlocks).toBeGreaterThan(0);
    expect(wasm.irJsBlocks).toBe(0);
    savePngs(wasm, 'not-isolated');
    expectSameBytes(bytesOf(wasm), bytesOf(js));
    expectSameBytes(bytesOf(wasm), nodeReference());
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('a cross-origin isolated page with Web Workers', () => {
  it("runs the long shader's partly covered quads as WebAssembly on the workers, the same bytes as one thread's JavaScript", async () => {
    const { page, errors } = await openPage(true);
    const frames = 8;
    const threaded = await run(page, { threads: 3 }, frames);
    expect(threaded).toMatchObject({
      crossOriginIsolated: true,
      sharedArrayBuffer: true,
      codegen: 'wasm',
      heap: 'shared',
      threads: 3,
      backend: 'web-workers',
    });
    const tiles = threaded.tilesByThread;
    expect(tiles).toHaveLength(4);
    expect(
      tiles.slice(1).some((t) => t > 0),
      `tiles by thread ${tiles}`,
    ).toBe(true);
    expect(threaded.shaded.every((s) => s.threadedScenes > 0 && s.wasmBlocks > 0)).toBe(true);
    // The big draw went to the workers in pieces while the page's thread binned on.
    const big = DRAWINGS.findIndex((d) => d.name === 'big-draw');
    expect(threaded.shaded[big]!.splits).toBeGreaterThan(0);
    expect(threaded.workerWasmQuads, `tiles by thread ${tiles}`).toBeGreaterThan(0);
    const one = await run(page, { threads: 1, codegen: 'js' });
    expect(one).toMatchObject({ codegen: 'js', backend: 'calling-thread', wasmQuads: 0 });
    expect(one.irJsBlocks).toBeGreaterThan(0);
    // The workers compile the IR's JavaScript source of the variants and run it.
    const threadedJs = await run(page, { threads: 3, codegen: 'js' }, frames);
    expect(threadedJs).toMatchObject({ codegen: 'js', heap: 'shared', backend: 'web-workers', wasmQuads: 0 });
    expect(threadedJs.workerIrJsBlocks, `tiles by thread ${threadedJs.tilesByThread}`).toBeGreaterThan(0);
    savePngs(threaded, 'isolated-workers');
    expectSameBytes(bytesOf(threaded), bytesOf(one));
    expectSameBytes(bytesOf(threadedJs), bytesOf(one));
    expectSameBytes(bytesOf(threaded), nodeReference());
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
