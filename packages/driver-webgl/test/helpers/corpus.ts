// The shared TGSI corpus (../shared/tgsi-corpus beside the repository) and Mesa's graw harness setup
// for it (HARNESS-NOTES.txt): the triangle, its attributes, the constant buffers. The folder exists
// in CI; a user's clone has none.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../../../../shared/tgsi-corpus',
);

/** True when the corpus can be used; under CI its absence is an error. */
export function corpusAvailable(): boolean {
  if (existsSync(CORPUS)) return true;
  if (process.env.CI === 'true')
    throw new Error(`the TGSI corpus is missing at ${CORPUS} (required under CI)`);
  return false;
}

export function corpusFiles(folder: string): string[] {
  return readdirSync(join(CORPUS, folder))
    .filter((f) => f.endsWith('.sh'))
    .sort();
}

/** fs-test.c: three vertices of {position, color, texcoord}. */
export const FS_TRIANGLE = {
  position: [0.9, 0.9, 0, 1, 0.9, -0.9, 0, 1, -0.9, 0, 0, 1],
  color: [0, 0, 1, 1, 1, 0, 0, 1, 0, 1, 0, 1],
  texcoord: [1, 1, 0, 1, 1, -1, 0, 1, -1, 0, 0, 1],
};

/** fs-test.c constant buffers 0 and 1 (12 vec4 each). */
export const FS_CONSTANTS = {
  0: new Float32Array([
    0.4, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 8, 16, 32, 3, 0, 0, 0, 0, 0.5, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 1,
    0, 0, 0.5, 0, 1, 0, 0.5, 0, 0, 1, 0, 0, 0, 0, 1,
  ]),
  1: new Float32Array([
    1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 1, 1, 0.5, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0,
    0.5, 0, 1, 0, 0.5, 0, 0, 1, 0, 0, 0, 0, 1,
  ]),
};

/** vs-test.c constant buffer 0: fs constants 1 with vec4[6] = (0, 0, 1, 0). */
export const VS_CONSTANTS = (() => {
  const c = FS_CONSTANTS[1].slice();
  c.set([0, 0, 1, 0], 24);
  return { 0: c };
})();

/** vs-test.c: a 16×16 mesh of points, position and colour (.5, x/16, y/16). */
export function vsMesh(): Array<Record<number, number[]>> {
  const out: Array<Record<number, number[]>> = [];
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < 16; x++)
      out.push({ 0: [(x / 16) * 2 - 1, (y / 16) * 2 - 1, 0, 1], 1: [0.5, x / 16, y / 16, 1] });
  return out;
}
