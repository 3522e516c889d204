// The installed drivers that draw (every driver the loader knows but noop, kept when a screen can be
// created here), so picture tests run on each of them: `describeOnDrawingDrivers(title, fn)`.
import { mkdirSync } from 'node:fs';
import { createScreen } from '@gallium-ts/gallium-api';
import { flipRows, type RgbaImage, rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe } from 'vitest';
import * as gl from '../../src/index.js';

const CANDIDATES = ['soft', 'webgl'];

async function drawingDrivers(): Promise<string[]> {
  const found: string[] = [];
  for (const name of CANDIDATES) {
    try {
      const screen = await createScreen({ driver: name });
      screen.destroy();
      found.push(name);
    } catch {
      // Not installed or not usable on this machine.
    }
  }
  return found;
}

/** The drawing drivers of this machine; driver-soft is a devDependency, so the list is never empty in CI. */
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

/** The window read back with glReadPixels as an RgbaImage (top row first, for PNG and comparison). */
export function readWindow(width: number, height: number): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  gl.glReadPixels(0, 0, width, height, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, pixels);
  return flipRows(rgbaImage(width, height, pixels));
}

/** Writes `image` to test/output/<name>.png (git-ignored) for a person to look at. */
export function savePicture(name: string, image: RgbaImage): void {
  const dir = new URL('../output/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writePng(new URL(`${name}.png`, dir).pathname, image);
}
