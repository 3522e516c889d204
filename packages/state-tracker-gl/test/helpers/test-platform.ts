// What the picture tests need from where they run, in Node: the drawing drivers this machine has (every
// driver the loader knows but noop, kept when a screen can be created here; driver-webgl starts its own
// Xvfb when there is no display), where a picture is saved and where Mesa's pictures come from. In
// Chromium vitest.browser.config.ts gives the tests test/browser/page-test-platform.ts instead.
import { mkdirSync } from 'node:fs';
import { createScreen } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { readPng, writePng } from '@gallium-ts/gallium-api/png';

const CANDIDATES = ['soft', 'webgl'];

/** The drawing drivers of this machine, by name. */
export async function drawingDrivers(): Promise<string[]> {
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

/** Writes `image` to test/output/<name>.png (git-ignored) for a person to look at. */
export function savePicture(name: string, image: RgbaImage): void {
  const file = new URL(`../output/${name}.png`, import.meta.url);
  mkdirSync(new URL('.', file), { recursive: true });
  writePng(file.pathname, image);
}

/** Mesa's picture `name` (`<scene>.<llvmpipe|softpipe>.png`) from test/mesa/fixtures/. */
export async function loadMesaPicture(name: string): Promise<RgbaImage> {
  return readPng(new URL(`../mesa/fixtures/${name}`, import.meta.url).pathname);
}
