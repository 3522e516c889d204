// The project's own graw shaders (gallium-api's OWN_SHADERS) on driver-soft: each parses and passes
// checkTgsi, draws through the graw harness, and matches the picture computed from its formula by the
// reference rasterizer (test/corpus/). Where the shared corpus exists, the set is shown to use every
// TGSI feature the corpus uses, per stage — so these tests stand in for the corpus in a user's clone.
import { drawFsTest, drawGsTest, drawVsTest, OWN_SHADERS } from '@gallium-ts/gallium-api/test-kit';
import {
  CORPUS_FOLDERS,
  corpusAvailable,
  corpusFiles,
  OUTDATED_CORPUS_SHADERS,
  readCorpusShader,
} from '@gallium-ts/gallium-api/test-kit/corpus';
import { checkTgsi, parseTgsi } from '@gallium-ts/tgsi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSoftScreen, type SoftScreen } from '../src/index.js';
import { writePictures } from './corpus/expectation.js';
import { expectFsTest, shadeEach } from './corpus/expected-fragment.js';
import { expectGsTest, gsTestTriangle } from './corpus/expected-geometry.js';
import { expectVsTest } from './corpus/expected-vertex.js';
import { featuresOf } from './corpus/features.js';
import { SOFT_RUNS_GEOMETRY_SHADERS } from './corpus/geometry-support.js';

let screen: SoftScreen;
beforeAll(async () => {
  screen = await createSoftScreen();
});
afterAll(() => screen?.destroy());

describe('own graw shaders', { timeout: 30_000 }, () => {
  it('parse, and checkTgsi finds nothing wrong with them', () => {
    for (const own of OWN_SHADERS) {
      const problems = checkTgsi(parseTgsi(own.text)).map((d) => `${own.name}: ${d.message}`);
      expect(problems).toEqual([]);
    }
  });

  it.runIf(corpusAvailable())('use every feature the corpus uses, stage by stage', () => {
    const corpus = Object.values(CORPUS_FOLDERS).flatMap((folder) =>
      corpusFiles(folder)
        .filter((name) => !OUTDATED_CORPUS_SHADERS.includes(name))
        .map((name) => parseTgsi(readCorpusShader(folder, name))),
    );
    const own = featuresOf(OWN_SHADERS.map((s) => parseTgsi(s.text)));
    const corpusFeatures = featuresOf(corpus);
    expect(corpusFeatures.size).toBeGreaterThan(100);
    expect([...corpusFeatures].filter((f) => !own.has(f))).toEqual([]);
  });

  for (const own of OWN_SHADERS) {
    it(`${own.name} (${own.stage}) draws what its formula says`, () => {
      const shader = parseTgsi(own.text);
      const options = { parse: parseTgsi };
      if (own.stage === 'fragment') {
        const result = drawFsTest(screen, shader, options);
        if (result.kind === 'refused') throw result.error;
        const expected = expectFsTest(shadeEach(own.expected));
        writePictures(own.name, result.image, expected);
        expect(expected.mismatches(result.image).first).toEqual([]);
        expect(expected.loosePixels).toBeLessThan(0.15 * expected.coveredPixels);
      } else if (own.stage === 'vertex') {
        const result = drawVsTest(screen, shader, options);
        if (result.kind === 'refused') throw result.error;
        const formula = own.expected;
        const expected = formula ? expectVsTest((batch) => batch.map(formula)) : null;
        writePictures(own.name, result.image, expected ?? undefined);
        expect(expected?.mismatches(result.image).first ?? []).toEqual([]);
      } else {
        const result = drawGsTest(screen, shader, options);
        if (result.kind === 'refused') {
          expect(result.error.message).toMatch(/geometry|Gs/);
          return;
        }
        const expected = expectGsTest(own.expected(gsTestTriangle()));
        writePictures(own.name, result.image);
        writePictures(`${own.name}.reference`, expected.image());
        if (SOFT_RUNS_GEOMETRY_SHADERS) expect(expected.problems(result.image)).toEqual([]);
      }
    });
  }
});
