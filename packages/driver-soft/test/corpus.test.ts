// Every shader of the shared TGSI corpus (Mesa's graw test shaders, ../shared/tgsi-corpus) drawn on
// driver-soft through gallium-api's graw harness, set up as fs-test.c, vs-test.c and gs-test.c do.
// Each picture is compared with one computed without the driver (test/corpus/expected-*.ts: the
// reference rasterizer, TgsiMachine, gallium-api's format table) and written to test/output/corpus/.
// The three shaders Mesa itself no longer parses are refused by parseTgsi with a TgsiSyntaxError that
// names line and column. The corpus exists in CI (its absence there fails); elsewhere these tests are
// left out, and test/own-shaders.test.ts covers the same features with the project's own shaders.
import {
  drawFsTest,
  drawGsTest,
  drawVsTest,
  FS_TEST_CONSTANTS,
  type GrawResult,
  GS_TEST_CONSTANTS,
  VS_TEST_CONSTANTS,
} from '@gallium-ts/gallium-api/test-kit';
import {
  CORPUS_FOLDERS,
  corpusAvailable,
  corpusFiles,
  OUTDATED_CORPUS_SHADERS,
  readCorpusShader,
} from '@gallium-ts/gallium-api/test-kit/corpus';
import { parseTgsi, TgsiSyntaxError } from '@gallium-ts/tgsi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSoftScreen, type SoftScreen } from '../src/index.js';
import { type Expectation, writePictures } from './corpus/expectation.js';
import { expectFsTest } from './corpus/expected-fragment.js';
import { expectGsTest, gsTestTriangles } from './corpus/expected-geometry.js';
import { expectVsTest } from './corpus/expected-vertex.js';
import { jit, machineFragments, machineGeometry, machineVertices } from './corpus/machine-shade.js';

const available = corpusAvailable();
let screen: SoftScreen;
beforeAll(async () => {
  screen = await createSoftScreen();
});
afterAll(() => screen?.destroy());

/** The picture of a graw result, failing the test when the driver refused the draw. */
function picture(result: GrawResult, name: string) {
  if (result.kind === 'refused')
    throw new Error(`${name}: driver-soft refused the draw: ${result.error.message}`);
  return result.image;
}

/** Compares `image` with `expected` and writes both. */
function check(name: string, image: ReturnType<typeof picture>, expected: Expectation | null): void {
  writePictures(name, image, expected ?? undefined);
  if (!expected) return;
  const { count, first } = expected.mismatches(image);
  expect(first, `${count} pixels outside the expected range`).toEqual([]);
  // The tolerance stays narrow: ranges of more than one value only at rounding ties and boundaries.
  expect(expected.loosePixels).toBeLessThan(0.15 * expected.coveredPixels);
}

describe.runIf(available)('corpus fragment shaders (fs-test.c)', { timeout: 30_000 }, () => {
  const folders = [CORPUS_FOLDERS.fragment, CORPUS_FOLDERS.regressFragment, CORPUS_FOLDERS.mesa21];
  const files = available
    ? folders.flatMap((folder) =>
        corpusFiles(folder)
          .filter((f) => f.startsWith('frag'))
          .map((name) => ({ folder, name })),
      )
    : [];

  it('holds the 33 + 1 + 1 fragment shaders the corpus README lists', () => {
    expect(files.length).toBe(35);
  });

  for (const { folder, name } of files) {
    const text = readCorpusShader(folder, name);
    if (OUTDATED_CORPUS_SHADERS.includes(name)) {
      it(`${name} is refused by parseTgsi with its line and column`, () => {
        const error = (() => {
          try {
            parseTgsi(text);
          } catch (e) {
            return e;
          }
        })();
        expect(error).toBeInstanceOf(TgsiSyntaxError);
        const { line, column } = error as TgsiSyntaxError;
        expect(text.split('\n')[line - 1]!.slice(column - 1)).toMatch(/^(KIL|IMMX|TEMPX)\b/);
      });
      continue;
    }
    it(`${folder}/${name} matches its TgsiMachine picture`, () => {
      const fs = parseTgsi(text);
      const image = picture(drawFsTest(screen, fs, { parse: parseTgsi }), name);
      check(
        `${folder === CORPUS_FOLDERS.fragment ? '' : `${folder}-`}${name}`,
        image,
        expectFsTest(machineFragments(fs, FS_TEST_CONSTANTS), machineFragments(fs, FS_TEST_CONSTANTS, jit)),
      );
    });
  }
});

describe.runIf(available)('corpus vertex shaders (vs-test.c)', { timeout: 30_000 }, () => {
  const folders = [CORPUS_FOLDERS.vertex, CORPUS_FOLDERS.mesa21];
  const files = available
    ? folders.flatMap((folder) =>
        corpusFiles(folder)
          .filter((f) => f.startsWith('vert'))
          .map((name) => ({ folder, name })),
      )
    : [];

  it('holds the 33 + 1 vertex shaders the corpus README lists', () => {
    expect(files.length).toBe(34);
  });

  for (const { folder, name } of files) {
    it(`${folder}/${name} matches its TgsiMachine picture`, () => {
      const vs = parseTgsi(readCorpusShader(folder, name));
      const image = picture(drawVsTest(screen, vs, { parse: parseTgsi }), name);
      check(
        `${folder === CORPUS_FOLDERS.vertex ? '' : `${folder}-`}${name}`,
        image,
        expectVsTest(machineVertices(vs, VS_TEST_CONSTANTS)),
      );
    });
  }
});

describe.runIf(available)('corpus geometry shaders (gs-test.c)', { timeout: 30_000 }, () => {
  const files = available ? corpusFiles(CORPUS_FOLDERS.geometry) : [];

  it('holds the 6 geometry shaders the corpus README lists', () => {
    expect(files.length).toBe(6);
  });

  for (const name of files) {
    it(`geometry-shader/${name} matches its TgsiMachine picture`, () => {
      const gs = parseTgsi(readCorpusShader(CORPUS_FOLDERS.geometry, name));
      const result = drawGsTest(screen, gs, { parse: parseTgsi });
      if (result.kind === 'refused') {
        // A driver without the stage says so, naming it.
        expect(result.error.message).toMatch(/geometry|Gs/);
        return;
      }
      const expected = expectGsTest(gsTestTriangles().map(machineGeometry(gs, GS_TEST_CONSTANTS)));
      writePictures(name, result.image);
      writePictures(`${name}.reference`, expected.image());
      expect(expected.problems(result.image)).toEqual([]);
    });
  }
});
