// The project's own graw shaders (gallium-api's OWN_SHADERS) on driver-soft: each parses and passes
// checkTgsi, draws through the graw harness, and matches the picture computed from its formula by the
// reference rasterizer (test/corpus/). Where the shared corpus exists, the set is shown to use every
// TGSI feature the corpus uses, per stage — so these tests stand in for the corpus in a user's clone.
import {
  type PipeContext,
  PipeError,
  PipeFormat,
  type PipeScreen,
  PipeShader,
  PipeShaderCap,
  PipeUnsupportedError,
} from '@gallium-ts/gallium-api';
import { compareImages } from '@gallium-ts/gallium-api/image';
import {
  drawFsTest,
  drawGsTest,
  drawVsTest,
  GRAW_CLEAR_COLOR,
  GRAW_SIZE,
  OWN_SHADERS,
} from '@gallium-ts/gallium-api/test-kit';
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
import { rgba8, writePictures } from './corpus/expectation.js';
import { expectFsTest, shadeEach } from './corpus/expected-fragment.js';
import { expectGsTest, gsTestTriangles } from './corpus/expected-geometry.js';
import { expectVsTest } from './corpus/expected-vertex.js';
import { featuresOf } from './corpus/features.js';

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
        const expected = expectGsTest(gsTestTriangles().map(own.expected));
        writePictures(own.name, result.image);
        writePictures(`${own.name}.reference`, expected.image());
        expect(expected.problems(result.image)).toEqual([]);
      }
    });
  }
});

/** `screen` with getShaderParam(GEOMETRY, MAX_INSTRUCTIONS) answering 0: a driver without the stage. */
function withoutGeometryStage(screen: PipeScreen): PipeScreen {
  return new Proxy(screen, {
    get(target, key, receiver) {
      if (key !== 'getShaderParam') return Reflect.get(target, key, receiver);
      return (stage: PipeShader, cap: number) =>
        stage === PipeShader.GEOMETRY && cap === PipeShaderCap.MAX_INSTRUCTIONS
          ? 0
          : target.getShaderParam(stage, cap);
    },
  });
}

/** `ctx` whose createGsState throws PipeUnsupportedError, as a driver refusing a shader does. */
function refusingGeometryShaders(ctx: PipeContext): PipeContext {
  return new Proxy(ctx, {
    get(target, key, receiver) {
      if (key === 'createGsState')
        return () => {
          throw new PipeUnsupportedError('createGsState', 'geometry shaders are not supported');
        };
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('graw harness on driver-soft', { timeout: 30_000 }, () => {
  const mix = OWN_SHADERS.find((s) => s.name === 'own-frag-mix')!;
  const options = { parse: parseTgsi };

  it('renders the same picture into a B8G8R8A8_UNORM target as into R8G8B8A8_UNORM (read back as RGBA)', () => {
    const rgba = drawFsTest(screen, parseTgsi(mix.text), { ...options, format: PipeFormat.R8G8B8A8_UNORM });
    const bgra = drawFsTest(screen, parseTgsi(mix.text), { ...options, format: PipeFormat.B8G8R8A8_UNORM });
    if (rgba.kind !== 'picture' || bgra.kind !== 'picture') throw new Error('a draw was refused');
    expect(rgba.format).toBe(PipeFormat.R8G8B8A8_UNORM);
    expect(bgra.format).toBe(PipeFormat.B8G8R8A8_UNORM);
    expect(compareImages(rgba.image, bgra.image).maxDifference).toBe(0);
    // Top row first: window row 0 (NDC y = -1) holds the clear colour, the triangle's apex row 125 does not.
    expect([...rgba.image.data.subarray(0, 4)]).toEqual(rgba8(GRAW_CLEAR_COLOR));
    expect([
      ...rgba.image.data.subarray((125 * GRAW_SIZE + 20) * 4, (125 * GRAW_SIZE + 20) * 4 + 4),
    ]).not.toEqual(rgba8(GRAW_CLEAR_COLOR));
  });

  it('destroys every context and resource it creates', () => {
    const before = screen.liveObjects;
    drawFsTest(screen, parseTgsi(mix.text), options);
    expect(screen.liveObjects).toEqual(before);
  });

  it("leaves a caller's context with nothing bound, ready for the next draw", () => {
    const ctx = screen.contextCreate();
    const first = drawFsTest(screen, parseTgsi(mix.text), { ...options, context: ctx });
    const bound = (
      ctx as unknown as { bound: { cso: Record<string, unknown>; framebuffer: { nrCbufs: number } } }
    ).bound;
    expect(Object.values(bound.cso).filter((cso) => cso !== null && cso !== undefined)).toEqual([]);
    expect(bound.framebuffer.nrCbufs).toBe(0);
    const second = drawFsTest(screen, parseTgsi(mix.text), { ...options, context: ctx });
    if (first.kind !== 'picture' || second.kind !== 'picture') throw new Error('a draw was refused');
    expect(compareImages(first.image, second.image).maxDifference).toBe(0);
    ctx.destroy();
  });

  it('reports a screen without a geometry stage as a refusal naming the cap', () => {
    const gs = parseTgsi(OWN_SHADERS.find((s) => s.stage === 'geometry')!.text);
    const result = drawGsTest(withoutGeometryStage(screen), gs, options);
    expect(result.kind).toBe('refused');
    if (result.kind === 'refused')
      expect(result.error.message).toMatch(/createGsState: .*geometry.*MAX_INSTRUCTIONS/);
  });

  it('reports a PipeUnsupportedError from the driver as a refusal and still cleans up', () => {
    const before = screen.liveObjects;
    const ctx = screen.contextCreate();
    const gs = parseTgsi(OWN_SHADERS.find((s) => s.stage === 'geometry')!.text);
    const result = drawGsTest(screen, gs, { ...options, context: refusingGeometryShaders(ctx) });
    expect(result.kind).toBe('refused');
    if (result.kind === 'refused') expect(result.error).toBeInstanceOf(PipeUnsupportedError);
    ctx.destroy();
    expect(screen.liveObjects).toEqual(before);
  });

  it("draws gs-test's -strip variant: the geometry shader runs once per triangle of the strip", () => {
    for (const own of OWN_SHADERS) {
      if (own.stage !== 'geometry') continue;
      const result = drawGsTest(screen, parseTgsi(own.text), { ...options, strip: true });
      if (result.kind === 'refused') throw result.error;
      const expected = expectGsTest(gsTestTriangles(true).map(own.expected));
      writePictures(`${own.name}.strip`, result.image);
      expect(expected.problems(result.image)).toEqual([]);
    }
  });

  it('refuses a render-target format the graw tests do not use with a PipeError', () => {
    expect(() =>
      drawFsTest(screen, parseTgsi(mix.text), { ...options, format: PipeFormat.R32G32B32A32_FLOAT }),
    ).toThrow(PipeError);
  });
});
