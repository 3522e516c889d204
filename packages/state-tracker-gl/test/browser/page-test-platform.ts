// Stands in for test/helpers/test-platform.ts when the tests run in headless Chromium
// (vitest.browser.config.ts): the drawing driver is driver-webgl on a canvas of the page, registered
// with the loader as a browser program registers it (driver-soft too, for tests that compare with its
// native path, and driver-noop, for tests that also run on it), and pictures go through vitest's browser commands (scripts/chromium/page/bridge.mjs).

import { driver as noopDriver } from '@gallium-ts/driver-noop';
import { driver as softDriver } from '@gallium-ts/driver-soft';
import { createWebglScreen } from '@gallium-ts/driver-webgl';
import { registerDriver } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { loadPng, savePng } from '../../../../scripts/chromium/page/bridge.mjs';

registerDriver('soft', softDriver.createScreen);
registerDriver('noop', noopDriver.createScreen);
registerDriver('webgl', (options) =>
  createWebglScreen({ ...options, canvas: document.createElement('canvas') }),
);

/** In the page: driver-webgl, on the page's WebGL2. */
export async function drawingDrivers(): Promise<string[]> {
  return ['webgl'];
}

/** Writes `image` to test/output/chromium/<name>.png through a browser command. */
export function savePicture(name: string, image: RgbaImage): void {
  savePng(`chromium/${name}.png`, image);
}

/** Mesa's picture `name` through a browser command (its input folder is test/mesa/fixtures/). */
export async function loadMesaPicture(name: string): Promise<RgbaImage> {
  const image = await loadPng(name);
  return { width: image.width, height: image.height, data: image.data };
}
