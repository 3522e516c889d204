// Mesa's reference pictures, as the `reference` scripts of driver-soft, state-tracker-gl and the samples
// make them: drawn by an OSMesa program under llvmpipe and under softpipe, the raw RGBA it writes (bottom
// row first, as glReadPixels returns it) stored as PNG fixtures top row first, and the whole regeneration
// of a scene program — C files with a SCENE("name", width, height, fn) table, run as
// `<program> <out-dir> [scene...]`, writing `<out-dir>/<scene>.rgba`. Needs gallium-api built.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { flipRows, rgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { runOnGalliumDriver, withOsmesaProgram } from './osmesa.mjs';

/** The Mesa drivers every reference picture is drawn with. */
export const REFERENCE_DRIVERS = ['llvmpipe', 'softpipe'];

/** Stores the raw RGBA file `raw` of a width×height picture (bottom row first) as the PNG `png`, top row first. */
export function writeReferencePng(raw, width, height, png) {
  const data = new Uint8Array(readFileSync(raw));
  if (data.length !== width * height * 4)
    throw new Error(`${basename(raw)}: ${data.length} bytes, expected ${width}x${height} RGBA`);
  writePng(png, flipRows(rgbaImage(width, height, data)));
}

/** The scene sizes of a scene program, read from its C scene tables: SCENE("name", width, height, fn). */
function sceneSizes(sources) {
  const sizes = new Map();
  for (const file of sources)
    for (const m of readFileSync(file, 'utf8').matchAll(/SCENE\("([^"]+)", (\d+), (\d+),/g))
      sizes.set(m[1], { width: Number(m[2]), height: Number(m[3]) });
  if (sizes.size === 0) throw new Error(`no SCENE(...) entries found in ${sources.join(' ')}`);
  return sizes;
}

/**
 * Regenerates the pictures of the scene program `name` built from `sources` (with -Werror when
 * `warningsAsErrors`): runs it under each reference driver for `scenes` (every scene when empty) and
 * writes `<fixtures>/<scene>.<driver>.png`.
 */
export function regenerateScenePictures({ name, sources, fixtures, scenes, warningsAsErrors = false }) {
  const sizes = sceneSizes(sources);
  for (const scene of scenes) if (!sizes.has(scene)) throw new Error(`unknown scene ${scene}`);
  withOsmesaProgram(name, sources, { warningsAsErrors }, (binary, folder) => {
    mkdirSync(fixtures, { recursive: true });
    for (const driver of REFERENCE_DRIVERS) {
      const out = join(folder, driver);
      mkdirSync(out);
      console.log(`${driver}: ${runOnGalliumDriver(binary, [out, ...scenes], driver)}`);
      const files = readdirSync(out);
      for (const file of files) {
        const scene = file.replace(/\.rgba$/, '');
        const { width, height } = sizes.get(scene);
        writeReferencePng(join(out, file), width, height, join(fixtures, `${scene}.${driver}.png`));
      }
      console.log(`${driver}: wrote ${files.length} pictures to ${fixtures}`);
    }
  });
}

/** Runs a reference script's `main`; when it throws, prints the reason and exits with status 1. */
export function runReferenceScript(main) {
  try {
    main();
  } catch (error) {
    console.error(`reference: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
