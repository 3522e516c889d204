// `npm run demo` end to end: the page is bundled and served by the demo server, opened in headless
// Chromium (scripts/chromium: Debian's chromium, WebGL2 on SwiftShader), every sample is drawn on
// driver-soft (2D canvas) and driver-webgl (WebGL2 canvas), both canvases are read back and judged with
// conformance's own code and tolerances: each picture against Mesa's (llvmpipe and softpipe, for GL
// samples) and the two drivers against each other. The canvases are opaque, so Mesa's pictures are
// compared as they would be shown, alpha 255. Then the page as a user sees it: the pickers, each canvas
// animating in its own frame loop with its frame time, the pause button. Without Chromium the tests
// fail, they are never skipped.
// Pictures go to test/output/demo/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, requireWebgl2 } from '../../../scripts/chromium/index.mjs';
import { CHROMIUM_DRIVER } from '../src/conformance/chromium.js';
import { type DriverOutcome, judgeScene, KNOWN_DEVIATIONS } from '../src/conformance/judge.js';
import { sampleScene } from '../src/conformance/scenes.js';
import type { CanvasPixels, DemoApi, DemoDriver, DemoOutcome } from '../src/demo/page.js';
import { type DemoServer, startDemoServer } from '../src/demo/server.js';
import { SAMPLES } from '../src/samples/index.js';

const OUT = fileURLToPath(new URL('./output/demo/', import.meta.url));

let server: DemoServer;
let browser: Browser;
let page: Page;
/** Every address the page asked for. */
const requests: string[] = [];

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  server = await startDemoServer();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1000, height: 720 } });
  page.on('request', (r) => requests.push(r.url()));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await requireWebgl2(page);
  await page.waitForFunction(() => 'galliumDemo' in window, null, { timeout: 60_000 });
  expect(errors).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Draws `sample` on both drivers, one frame, as the page's Draw button does. */
const draw = (sample: string): Promise<DemoOutcome[]> =>
  page.evaluate((name) => window.galliumDemo.draw(name, ['soft', 'webgl'], 1), sample);

/** What `driver`'s canvas shows. */
const read = (driver: DemoDriver): Promise<CanvasPixels> =>
  page.evaluate((d) => window.galliumDemo.read(d), driver);

declare global {
  interface Window {
    galliumDemo: DemoApi;
  }
}

function decode(pixels: CanvasPixels): RgbaImage {
  return rgbaImage(pixels.width, pixels.height, new Uint8Array(Buffer.from(pixels.base64, 'base64')));
}

/** `driver`'s canvas shows nothing: the page's grey all over, not the last sample's picture. */
async function expectBlankCanvas(
  driver: DemoDriver,
  size: { readonly width: number; readonly height: number },
): Promise<void> {
  const shown = decode(await read(driver));
  expect([shown.width, shown.height]).toEqual([size.width, size.height]);
  expect(new Set(new Uint32Array(shown.data.buffer)).size).toBe(1);
  expect([...shown.data.subarray(0, 4)]).toEqual([51, 51, 51, 255]);
}

/** `image` with alpha 255, as an opaque canvas shows it. */
function opaque(image: RgbaImage): RgbaImage {
  const data = new Uint8Array(image.data);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return rgbaImage(image.width, image.height, data);
}

/**
 * Samples driver-webgl does not draw right in the page because of the browser's WebGL2 beneath it: the
 * conformance run's known deviations of `webgl-chromium` (src/conformance/judge.ts), judged the same way
 * here (the page's drivers are `soft` and `webgl`), so a fix makes the test fail until the entry goes.
 */
const pageDeviation = (sample: string) => KNOWN_DEVIATIONS[sample]?.[CHROMIUM_DRIVER];

describe('the demo page draws every sample on both drivers', () => {
  for (const sample of SAMPLES) {
    const known = pageDeviation(sample.name);
    const title = known
      ? `${sample.name} (${sample.api}): driver-soft within tolerance, driver-webgl's known failure unchanged`
      : `${sample.name} (${sample.api}): both canvases within conformance tolerance`;
    it(title, async () => {
      const drawn = await draw(sample.name);
      const outcomes: DriverOutcome[] = [];
      for (const o of drawn) {
        if (o.status !== 'drawn') {
          outcomes.push({ driver: o.driver, status: o.status, reason: o.reason });
          continue;
        }
        const image = decode(await read(o.driver));
        expect([image.width, image.height]).toEqual([sample.defaultSize.width, sample.defaultSize.height]);
        writePng(`${OUT}${sample.name}.${o.driver}.png`, image);
        outcomes.push({ driver: o.driver, status: 'drawn', image, ms: o.msPerFrame });
      }
      const mesa = new Map([...sampleScene(sample).mesa()].map(([name, image]) => [name, opaque(image)]));
      const verdict = judgeScene(sample.kind, outcomes, mesa, known ? { webgl: known } : {});
      const webgl = outcomes.find((o) => o.driver === 'webgl')!;

      // driver-soft draws every sample and, for GL samples, matches Mesa.
      expect(outcomes.find((o) => o.driver === 'soft')?.status).toBe('drawn');
      // (both Mesa drivers, or either one where llvmpipe and softpipe disagree, as the judge rules)
      const softAgainstMesa = verdict.mesa.filter((c) => c.a === 'soft');
      const mesaAgrees = verdict.mesaAgreement?.pass ?? true;
      expect(
        mesaAgrees ? softAgainstMesa.every((c) => c.pass) : softAgainstMesa.some((c) => c.pass),
        JSON.stringify(softAgainstMesa),
      ).toBe(true);
      if (known) {
        expect(verdict.verdict).toBe('known-deviation');
        expect(verdict.deviations[0]).toMatch(/^webgl differs from Mesa/);
        return;
      }
      expect(verdict.failures).toEqual([]);
      if (sample.api === 'gl') {
        // Every GL sample is drawn by both drivers (the state tracker lowers what the page's WebGL2
        // lacks: wide lines, large points, logic ops, border colours ...) and matches Mesa's two pictures.
        expect(webgl.status).toBe('drawn');
        expect(verdict.verdict).toBe('pass');
        expect(verdict.mesa).toHaveLength(4);
      } else {
        // A pipe sample driver-webgl cannot run is reported with the cap it lacks, as in conformance.
        if (webgl.status === 'not-applicable') {
          expect(webgl.reason).toMatch(/PIPE_CAP_\w+/);
          await expectBlankCanvas('webgl', sample.defaultSize);
        } else expect(webgl.status).toBe('drawn');
        expect(verdict.verdict).toBe(webgl.status === 'drawn' ? 'pass' : 'uncompared');
      }
    });
  }
});

describe('the demo page as a user sees it', () => {
  it('draws the sample and drivers chosen with the pickers and shows the frame times', async () => {
    await page.selectOption('#drivers', 'both');
    await page.selectOption('#sample', 'stencil-reflection');
    const status = (d: string) => page.locator(`#status-${d}`);
    for (const d of ['soft', 'webgl'])
      await expect
        .poll(() => status(d).textContent(), { timeout: 60_000 })
        .toMatch(/^\d+\.\d ms per frame \((the first frame, compiling shaders|mean of the last)/);
    expect(await page.locator('#title').textContent()).toContain('stencil');
    await page.screenshot({ path: `${OUT}page.png` });

    await page.selectOption('#drivers', 'webgl');
    await page.selectOption('#sample', 'compute');
    await expect
      .poll(() => status('webgl').textContent(), { timeout: 60_000 })
      .toMatch(/^not applicable: .*COMPUTE/);
    expect(await status('soft').textContent()).toBe('not selected');
  });

  it('animates the chosen sample on both canvases, frame after frame, until paused', async () => {
    await page.selectOption('#drivers', 'both');
    await page.selectOption('#sample', 'gears');
    const framesDrawn = (d: DemoDriver) => page.evaluate((x) => window.galliumDemo.framesDrawn(x), d);
    const drivers = ['soft', 'webgl'] as const;
    for (const d of drivers) {
      await expect.poll(() => framesDrawn(d), { timeout: 60_000 }).toBeGreaterThan(3);
      // the gears turn: what the canvas shows changes from one look to the next
      const before = (await read(d)).base64;
      await expect.poll(async () => (await read(d)).base64 !== before, { timeout: 30_000 }).toBe(true);
      expect(await page.textContent(`#status-${d}`)).toMatch(
        /^\d+\.\d ms per frame \(mean of the last \d+ frames\) · frame \d+, \d+ drawn$/,
      );
    }
    await page.screenshot({ path: `${OUT}animating.png` });

    await page.click('#pause');
    expect(await page.textContent('#pause')).toBe('Play');
    const held = await Promise.all(drivers.map(framesDrawn));
    const shown = (await read('soft')).base64;
    await page.waitForTimeout(500);
    expect(await Promise.all(drivers.map(framesDrawn))).toEqual(held);
    expect((await read('soft')).base64).toBe(shown);

    await page.click('#pause');
    expect(await page.textContent('#pause')).toBe('Pause');
    for (const [i, d] of drivers.entries())
      await expect.poll(() => framesDrawn(d), { timeout: 30_000 }).toBeGreaterThan(held[i]!);
  });

  it('loads nothing but the page and its bundle from the demo server', () => {
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.filter((url) => !url.startsWith(server.url))).toEqual([]);
  });

  it('serves 404 for any other path', async () => {
    const response = await fetch(`${server.url}missing.js`);
    expect(response.status).toBe(404);
  });
});
