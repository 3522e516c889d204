// The drawing drivers where the tests run (test-platform.ts: soft and webgl in Node, webgl in
// Chromium), so picture tests run on each of them: `describeOnDrawingDrivers(title, fn)`.
import { flipRows, type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { describe } from 'vitest';
import * as gl from '../../src/index.js';
import { drawingDrivers } from './test-platform.js';

export { savePicture } from './test-platform.js';

/** The drawing drivers here; driver-soft is a devDependency, so the list is never empty in Node. */
export const DRAWING_DRIVERS = await drawingDrivers();

/**
 * Runs `fn` in a describe block per drawing driver, and per driver of `extra` (drivers registered by the
 * test, such as lowering-drivers.ts' driver-soft with a feature switched off).
 */
export function describeOnDrawingDrivers(
  title: string,
  fn: (driver: string) => void,
  extra: readonly string[] = [],
): void {
  if (DRAWING_DRIVERS.length === 0)
    throw new Error('no drawing driver is installed (driver-soft is a devDependency)');
  for (const driver of [...DRAWING_DRIVERS, ...extra]) describe(`${title} [${driver}]`, () => fn(driver));
}

/**
 * The window as it shows — the front buffer, whatever the read buffer — read back with glReadPixels as
 * an RgbaImage (top row first, for PNG and comparison). The read buffer setting is put back.
 */
export function readWindow(width: number, height: number): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  gl.glPushAttrib(gl.GL_PIXEL_MODE_BIT);
  gl.glReadBuffer(gl.GL_FRONT);
  gl.glReadPixels(0, 0, width, height, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, pixels);
  gl.glPopAttrib();
  return flipRows(rgbaImage(width, height, pixels));
}
