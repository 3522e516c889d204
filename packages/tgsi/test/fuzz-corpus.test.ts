// The shared corpus layer of the text fuzz: 15,000 seeded mutations (500,000 under `npm run soak`) of the project's shaders together
// with every file of ../shared/tgsi-corpus, under the same property as fuzz.test.ts. Runs where the
// corpus exists (its seeds are its files, so this layer alone depends on that folder); in CI its absence
// is a failure, elsewhere the file holds one skipped test saying the corpus was not found.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { corpus, corpusPresent, shaderFiles } from './corpus-files.js';
import { mutate, rng } from './fuzz/mutate.js';
import { runMutations } from './fuzz/outcome.js';
import * as shaders from './shaders.js';

const MUTATIONS = process.env.GALLIUM_SOAK === '1' ? 500_000 : 15_000;

if (corpusPresent()) {
  it(`${MUTATIONS} seeded mutations of the shared corpus parse to a shader or a TgsiSyntaxError`, () => {
    const files = shaderFiles().map((f) => readFileSync(join(corpus, f), 'utf8'));
    const seeds = [...Object.values(shaders), ...files];
    const { failures, parsed } = runMutations(seeds, MUTATIONS, rng(0x7652), mutate);
    expect(failures).toEqual([]);
    expect(parsed).toBeGreaterThan(MUTATIONS / 10);
  }, 1_200_000);
}
