// The page side of page tests' pictures: a test saves a picture it rendered (written as a PNG under the
// browser project's output folder, e.g. the package's test/output/) and loads a reference picture (a
// PNG under its input folder), through vitest's browser commands (../pictures.mjs runs them in Node).
import { commands } from 'vitest/browser';

/**
 * Saves `image` (8-bit RGBA, top row first, as gallium-api's RgbaImage) as the PNG `name`: a relative
 * path of letters, digits, '-', '_', '.' and '/' segments, ending in `.png`.
 */
export async function savePng(name, image) {
  const { width, height, data } = image;
  if (!(data instanceof Uint8Array) || data.length !== width * height * 4) {
    throw new TypeError(`savePng(${name}): data must be a Uint8Array of ${width}×${height}×4 bytes`);
  }
  await commands.savePng(name, width, height, toBase64(data));
}

/**
 * The PNG `name` under the browser project's input folder (a relative path as for savePng) as an
 * 8-bit RGBA image, top row first: { width, height, data }.
 */
export async function loadPng(name) {
  const { width, height, base64 } = await commands.loadPng(name);
  return { width, height, data: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) };
}

function toBase64(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
