// Fuzzing the text front end: 25,000 seeded mutations (10^6 under `npm run soak`, GALLIUM_SOAK=1) (characters, tokens, fields, numbers, lines) of
// the project's own shaders (test/shaders.ts, inside the repository, so the seeds and hence the
// mutations are the same in every clone, with or without the shared corpus). Every outcome must be a
// shader or a TgsiSyntaxError; every shader that parses must round-trip and pass checkTgsi/scanTgsi.
// fuzz-corpus.test.ts mutates the shared corpus as an extra layer where it exists.
import { expect, it } from 'vitest';
import { mutate, rng } from './fuzz/mutate.js';
import { runMutations } from './fuzz/outcome.js';
import * as shaders from './shaders.js';

const MUTATIONS = process.env.GALLIUM_SOAK === '1' ? 1_000_000 : 25_000;

it(`${MUTATIONS} seeded mutations of the project's shaders parse to a shader or a TgsiSyntaxError, and what parses round-trips`, () => {
  const { failures, parsed } = runMutations(Object.values(shaders), MUTATIONS, rng(0x7651), mutate);
  expect(failures).toEqual([]);
  // The mutations are mild enough that a good share still parses (so the round trip is exercised).
  expect(parsed).toBeGreaterThan(MUTATIONS / 10);
  // About 2 s alone on a 2-core machine (10^6 under soak: about 80 s); several times that when other
  // test runs share it.
}, 1_200_000);
