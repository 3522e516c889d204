// driver-webgl in a real browser as a conformance "driver": the demo page (src/demo) served locally and
// opened in headless Chromium (scripts/chromium: Debian's chromium, WebGL2 on SwiftShader), where each
// sample is drawn by driver-webgl on the page's own WebGL2 and its reference frame read back as the
// sample reads it (alpha included), to be judged like the Node drivers' pictures.
import { rgbaImage } from '@gallium-ts/gallium-api/image';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, requireWebgl2 } from '../../../../scripts/chromium/index.mjs';
import type { CanvasPixels, DemoApi } from '../demo/page.js';
import { type DemoServer, startDemoServer } from '../demo/server.js';
import type { DriverOutcome } from './judge.js';

/** The name under which the page's pictures are reported. */
export const CHROMIUM_DRIVER = 'webgl-chromium';

export interface ChromiumDriver {
  /** Draws the sample `name` on driver-webgl in the page, one frame. */
  draw(name: string): Promise<DriverOutcome>;
  close(): Promise<void>;
}

declare global {
  interface Window {
    galliumDemo: DemoApi;
  }
}

/** Starts the demo server and Chromium with the page loaded; rejects when either cannot start. */
export async function openChromiumDriver(): Promise<ChromiumDriver> {
  let server: DemoServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startDemoServer();
    browser = await launchChromium();
    const page: Page = await browser.newPage();
    await page.goto(`${server.url}?drivers=webgl&animate=0`);
    await requireWebgl2(page);
    await page.waitForFunction(() => 'galliumDemo' in window, null, { timeout: 60_000 });
    const opened = { server, browser };
    return {
      async draw(name) {
        const started = performance.now();
        const [outcome] = await page.evaluate((n) => window.galliumDemo.draw(n, ['webgl'], 1), name);
        if (!outcome) return { driver: CHROMIUM_DRIVER, status: 'error', reason: 'the page drew nothing' };
        if (outcome.status !== 'drawn')
          return { driver: CHROMIUM_DRIVER, status: outcome.status, reason: outcome.reason };
        const pixels = await page.evaluate(() => window.galliumDemo.picture('webgl'));
        if (!pixels) return { driver: CHROMIUM_DRIVER, status: 'error', reason: 'no picture was read back' };
        const ms = outcome.msPerFrame ?? performance.now() - started;
        return { driver: CHROMIUM_DRIVER, status: 'drawn', image: decode(pixels), ms };
      },
      async close() {
        await opened.browser.close();
        await opened.server.close();
      },
    };
  } catch (error) {
    await browser?.close();
    await server?.close();
    throw error;
  }
}

function decode(pixels: CanvasPixels) {
  return rgbaImage(pixels.width, pixels.height, new Uint8Array(Buffer.from(pixels.base64, 'base64')));
}
