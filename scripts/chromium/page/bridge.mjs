// The page side of the bridge to the Node runner: lets a page test save a picture it rendered (the
// runner writes a PNG under its output folder, e.g. the package's test/output/) and load a reference
// picture (a PNG under the runner's input folder, decoded by the runner).
import { loadPngBinding, savePngBinding } from '../protocol.mjs';

/**
 * Saves `image` (8-bit RGBA, top row first, as gallium-api's RgbaImage) as the PNG `name`: a relative
 * path of letters, digits, '-', '_', '.' and '/' segments, ending in `.png`.
 */
export async function savePng(name, image) {
  const { width, height, data } = image;
  if (!(data instanceof Uint8Array) || data.length !== width * height * 4) {
    throw new TypeError(`savePng(${name}): data must be a Uint8Array of ${width}×${height}×4 bytes`);
  }
  await binding(savePngBinding)(name, width, height, toBase64(data));
}

/**
 * The PNG `name` under the runner's input folder (a relative path as for savePng) as an 8-bit RGBA
 * image, top row first: { width, height, data }.
 */
export async function loadPng(name) {
  const { width, height, base64 } = await binding(loadPngBinding)(name);
  return { width, height, data: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) };
}

function binding(key) {
  const call = globalThis[key];
  if (typeof call !== 'function') throw new Error(`${key}: the page was not opened by the page-test runner`);
  return call;
}

function toBase64(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
