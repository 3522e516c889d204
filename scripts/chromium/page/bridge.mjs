// The page side of the bridge to the Node runner: lets a page test save a picture it rendered. The
// runner writes it as a PNG under the output folder it was given (the package's test/output/).
import { savePngBinding } from '../protocol.mjs';

/**
 * Saves `image` (8-bit RGBA, top row first, as gallium-api's RgbaImage) as the PNG `name`: a relative
 * path of letters, digits, '-', '_', '.' and '/' segments, ending in `.png`.
 */
export async function savePng(name, image) {
  const { width, height, data } = image;
  if (!(data instanceof Uint8Array) || data.length !== width * height * 4) {
    throw new TypeError(`savePng(${name}): data must be a Uint8Array of ${width}×${height}×4 bytes`);
  }
  let binary = '';
  for (let i = 0; i < data.length; i += 0x8000)
    binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
  const send = globalThis[savePngBinding];
  if (typeof send !== 'function') throw new Error('savePng: the page was not opened by the page-test runner');
  await send(name, width, height, btoa(binary));
}
