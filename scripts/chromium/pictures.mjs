// The Node side of page tests' pictures (page/bridge.mjs): vitest browser commands that write a PNG
// under the run's output folder and read one from its input folder, through gallium-api's PNG codec.
// Names are relative paths of plain segments (no '.' or '..' segment, no leading '/'), so nothing is
// reached outside the folder.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const PNG_NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.png$/;

/** `folder`/`name`; throws when the folder was not given or `name` is not a plain relative .png path. */
function picturePath(folder, option, call, name) {
  if (!folder)
    throw new Error(`${call}(${JSON.stringify(name)}): the browser project was given no ${option}`);
  if (!PNG_NAME.test(name)) {
    throw new Error(`${call}(${JSON.stringify(name)}): not a relative path of plain names ending in .png`);
  }
  return resolve(folder, name);
}

/**
 * The browser commands `savePng(name, width, height, base64 RGBA)` and `loadPng(name)` (resolves to
 * { width, height, base64 }), RGBA8 top row first, on the folders given.
 */
export function pictureCommands({ outputDir, inputDir }) {
  return {
    async savePng(_context, name, width, height, base64) {
      const path = picturePath(outputDir, 'outputDir', 'savePng', name);
      const { rgbaImage } = await import('@gallium-ts/gallium-api/image');
      const { writePng } = await import('@gallium-ts/gallium-api/png');
      mkdirSync(dirname(path), { recursive: true });
      writePng(path, rgbaImage(width, height, Buffer.from(base64, 'base64')));
    },
    async loadPng(_context, name) {
      const { readPng } = await import('@gallium-ts/gallium-api/png');
      const image = readPng(picturePath(inputDir, 'inputDir', 'loadPng', name));
      return { width: image.width, height: image.height, base64: Buffer.from(image.data).toString('base64') };
    },
  };
}
