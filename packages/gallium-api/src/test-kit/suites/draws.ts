// Checks of what only a drawing driver can show (options.draws): the pixels draw_vbo writes for
// index_bias, primitive restart and min/max_index over-estimates; scissors with exclusive maxima;
// occlusion counts; the render condition of each command that honours it; blits (copies, scaling,
// mirroring, scissors, format conversion, no contribution to queries); and generated mipmaps.
import { describe, expect, it, type TestContext } from 'vitest';
import { makeBox } from '../../box.js';
import { PipeCap } from '../../caps.js';
import { blitInfo } from '../../defaults.js';
import {
  PipeBind,
  PipePrim,
  PipeQuery,
  PipeRenderCond,
  PipeTexFilter,
  PipeTextureTarget,
} from '../../enums.js';
import { PipeFormat } from '../../format/index.js';
import {
  type ColorVertex,
  canDrawRgba8,
  DrawKit,
  filledRect,
  type Rgba8,
  rectangleStrip,
  rgbaFloat,
} from '../draw-kit.js';
import { type SuiteEnv, skipWithoutOcclusionRenderCondition, useHarness } from '../env.js';
import type { PipeHarness } from '../harness.js';

const NONE: Rgba8 = [0, 0, 0, 0];
const RED: Rgba8 = [255, 0, 0, 255];
const GREEN: Rgba8 = [0, 255, 0, 255];
const BLUE: Rgba8 = [0, 0, 255, 255];
const WHITE: Rgba8 = [255, 255, 255, 255];
/** One distinct colour per vertex index, for point draws. */
const PALETTE: Rgba8[] = [
  [255, 0, 0, 255],
  [0, 255, 0, 255],
  [0, 0, 255, 255],
  [255, 255, 0, 255],
  [0, 255, 255, 255],
  [255, 0, 255, 255],
];

/** Vertex i: a point at the centre of pixel (i, 0) in colour PALETTE[i]. */
function pointRow(count: number): ColorVertex[] {
  return Array.from({ length: count }, (_, i) => ({ x: i + 0.5, y: 0.5, color: rgbaFloat(PALETTE[i]!) }));
}

/** The expected pixels of points drawn from the vertices `drawn` of pointRow. */
function pointsAt(drawn: readonly number[]): Record<string, Rgba8> {
  return Object.fromEntries(drawn.map((v) => [`${v},0`, PALETTE[v]!]));
}

/** Skips the test unless R8G8B8A8_UNORM 2D textures can be rendered and sampled (every check uses them). */
function requireRgba8(h: PipeHarness, test: TestContext): void {
  if (!canDrawRgba8(h)) test.skip('R8G8B8A8_UNORM 2D render targets are not supported');
}

/** A drawing kit on an 8×4 target. */
function kit(h: PipeHarness, test: TestContext): DrawKit {
  requireRgba8(h, test);
  return new DrawKit(h, 8, 4);
}

export function drawSuite(env: SuiteEnv): void {
  if (!env.options.draws) return;
  describe('pixels written by draws and blits', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    it(
      'draw_vbo: POINTS at pixel centres cover exactly their pixels; non-indexed draws take vertices start..start+count-1',
      (test) => {
        const k = kit(h(), test);
        k.vertices(pointRow(6));
        k.draw({ mode: PipePrim.POINTS, start: 1, count: 3 });
        k.expectPixels(pointsAt([1, 2, 3]), NONE);
      },
      t,
    );

    it(
      '"index_bias is a value added to every vertex index after lookup and before fetching vertex attributes" (1-, 2- and 4-byte indices)',
      (test) => {
        const k = kit(h(), test);
        k.vertices(pointRow(6));
        for (const size of [1, 2, 4] as const) {
          k.clear([0, 0, 0, 0]);
          k.indices([0, 3, 1], size);
          k.draw({ mode: PipePrim.POINTS, indexed: true, count: 3, indexBias: 2, minIndex: 0, maxIndex: 3 });
          k.expectPixels(pointsAt([2, 5, 3]), NONE, `${size}-byte indices`);
        }
        k.clear([0, 0, 0, 0]);
        k.indices([4, 5, 3], 2);
        k.draw({
          mode: PipePrim.POINTS,
          indexed: true,
          start: 1,
          count: 2,
          indexBias: -3,
          minIndex: 3,
          maxIndex: 5,
        });
        k.expectPixels(pointsAt([2, 0]), NONE, 'a negative bias, from start 1');
      },
      t,
    );

    it(
      '"the primitive restart index can be used to draw disjoint primitive strips": the restart index is compared before index_bias is added',
      (test) => {
        const k = kit(h(), test);
        if (h().screen.getParam(PipeCap.PRIMITIVE_RESTART) === 0)
          test.skip('PIPE_CAP_PRIMITIVE_RESTART is 0');
        k.vertices(pointRow(6));
        k.indices([0, 2, 1], 2);
        // Compared before the bias, index 2 restarts and 0, 1 draw vertices 1, 2. Compared after it,
        // 1 + 1 = 2 would restart instead and vertex 3 would appear.
        k.draw({
          mode: PipePrim.POINTS,
          indexed: true,
          count: 3,
          indexBias: 1,
          primitiveRestart: true,
          restartIndex: 2,
        });
        k.expectPixels(pointsAt([1, 2]), NONE);
        // Two quads as one TRIANGLE_STRIP cut by the restart index: the column between them stays empty.
        k.clear([0, 0, 0, 0]);
        k.vertices([
          ...rectangleStrip(0, 0, 2, 4, rgbaFloat(RED)),
          ...rectangleStrip(5, 0, 8, 4, rgbaFloat(RED)),
        ]);
        k.indices([0, 1, 2, 3, 0xffff, 4, 5, 6, 7], 2);
        k.draw({
          mode: PipePrim.TRIANGLE_STRIP,
          indexed: true,
          count: 9,
          primitiveRestart: true,
          restartIndex: 0xffff,
          maxIndex: 7,
        });
        k.expectPixels({ ...filledRect(0, 0, 2, 4, RED), ...filledRect(5, 0, 8, 4, RED) }, NONE);
      },
      t,
    );

    it(
      '"a min_index and max_index of 0 and 0xffffffff respectively, must give exactly the same rendering"',
      (test) => {
        const k = kit(h(), test);
        k.vertices(pointRow(6));
        k.indices([5, 0, 2], 4);
        k.draw({ mode: PipePrim.POINTS, indexed: true, count: 3, minIndex: 0, maxIndex: 5 });
        const exact = k.pixels();
        k.expectPixels(pointsAt([5, 0, 2]), NONE);
        k.clear([0, 0, 0, 0]);
        k.draw({ mode: PipePrim.POINTS, indexed: true, count: 3, minIndex: 0, maxIndex: 0xffffffff });
        expect(k.pixels()).toEqual(exact);
      },
      t,
    );

    it(
      'scissor: "xmin and ymin are inclusive, but xmax and ymax are exclusive" — a full-target rectangle scissored to (1, 1)..(3, 2)',
      (test) => {
        const k = kit(h(), test);
        k.rasterizer({ scissor: true });
        h().ctx.setScissorStates(0, [{ minx: 1, miny: 1, maxx: 3, maxy: 2 }]);
        k.vertices(rectangleStrip(0, 0, 8, 4, rgbaFloat(GREEN)));
        k.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4 });
        k.expectPixels(filledRect(1, 1, 3, 2, GREEN), NONE);
        h().ctx.setScissorStates(0, [{ minx: 2, miny: 0, maxx: 2, maxy: 4 }]);
        k.clear([0, 0, 0, 0]);
        k.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4 });
        k.expectPixels({}, NONE, 'an empty scissor (xmin = xmax) draws nothing');
      },
      t,
    );

    it(
      'OCCLUSION_COUNTER "counts the number of fragments which are written to the framebuffer"; OCCLUSION_PREDICATE is TRUE after drawing',
      (test) => {
        const k = kit(h(), test);
        const { ctx, screen } = h();
        if (screen.getParam(PipeCap.OCCLUSION_QUERY) === 0) test.skip('PIPE_CAP_OCCLUSION_QUERY is 0');
        const counter = ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
        const predicate = ctx.createQuery(PipeQuery.OCCLUSION_PREDICATE, 0);
        k.vertices([...pointRow(3), ...rectangleStrip(4, 0, 6, 3, rgbaFloat(WHITE))]);
        ctx.beginQuery(counter);
        ctx.beginQuery(predicate);
        k.draw({ mode: PipePrim.POINTS, count: 3 });
        k.draw({ mode: PipePrim.TRIANGLE_STRIP, start: 3, count: 4 });
        ctx.endQuery(predicate);
        ctx.endQuery(counter);
        expect(ctx.getQueryResult(counter, true)).toEqual({ kind: 'u64', value: 3n + 6n });
        expect(ctx.getQueryResult(predicate, true)).toEqual({ kind: 'boolean', value: true });
      },
      t,
    );

    it(
      'render_condition per command: draw_vbo and clear always honour it; blit, clear_render_target and clear_depth_stencil when asked',
      (test) => {
        const k = kit(h(), test);
        const { ctx, screen } = h();
        skipWithoutOcclusionRenderCondition(test, screen);
        const empty = ctx.createQuery(PipeQuery.OCCLUSION_PREDICATE, 0);
        ctx.beginQuery(empty);
        ctx.endQuery(empty); // nothing drawn: the predicate is FALSE
        const source = h().resource({
          format: PipeFormat.R8G8B8A8_UNORM,
          width0: 8,
          height0: 4,
          bind: PipeBind.SAMPLER_VIEW,
        });
        h().writeBox(source, 0, h().levelBox(source, 0), new Uint8Array(8 * 4 * 4).fill(255));
        k.vertices(rectangleStrip(0, 0, 8, 4, rgbaFloat(RED)));
        // "Commands will be skipped if condition is equal to the predicate result."
        ctx.renderCondition(empty, false, PipeRenderCond.WAIT);
        k.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4 });
        k.clear(rgbaFloat(BLUE));
        ctx.blit(blitInfo(k.target, source, { renderConditionEnable: true }));
        ctx.clearRenderTarget(k.surface, rgbaFloat(GREEN), 0, 0, 8, 4, true);
        k.expectPixels({}, NONE, 'every predicated command was skipped');
        ctx.blit(blitInfo(k.target, source, { renderConditionEnable: false }));
        k.expectPixels(filledRect(0, 0, 8, 4, WHITE), NONE, 'a blit without renderConditionEnable runs');
        ctx.clearRenderTarget(k.surface, rgbaFloat(GREEN), 0, 0, 2, 1, false);
        k.expectPixels({ ...filledRect(0, 0, 8, 4, WHITE), ...filledRect(0, 0, 2, 1, GREEN) }, NONE);
        ctx.renderCondition(null, false, PipeRenderCond.WAIT);
        k.draw({ mode: PipePrim.TRIANGLE_STRIP, count: 4 });
        k.expectPixels(filledRect(0, 0, 8, 4, RED), NONE, 'drawn once the condition is gone');
      },
      t,
    );

    it(
      'blit: a same-size NEAREST copy is exact; 2× NEAREST scaling repeats texels; a negative source height mirrors rows',
      (test) => {
        const k = kit(h(), test);
        const { ctx } = h();
        const src = h().resource({
          format: PipeFormat.R8G8B8A8_UNORM,
          width0: 4,
          height0: 2,
          bind: PipeBind.SAMPLER_VIEW,
        });
        const texels: Rgba8[] = [RED, GREEN, BLUE, WHITE, WHITE, BLUE, GREEN, RED];
        h().writeBox(src, 0, h().levelBox(src, 0), Uint8Array.from(texels.flat()));
        const at = (x: number, y: number) => texels[y * 4 + x]!;
        ctx.blit(
          blitInfo(k.target, src, {
            dst: { resource: k.target, level: 0, box: makeBox(2, 1, 0, 4, 2, 1), format: k.target.format },
          }),
        );
        const copy: Record<string, Rgba8> = {};
        for (let y = 0; y < 2; y++) for (let x = 0; x < 4; x++) copy[`${x + 2},${y + 1}`] = at(x, y);
        k.expectPixels(copy, NONE, 'copy into (2, 1)');
        k.clear([0, 0, 0, 0]);
        ctx.blit(
          blitInfo(k.target, src, {
            dst: { resource: k.target, level: 0, box: makeBox(0, 0, 0, 8, 4, 1), format: k.target.format },
            filter: PipeTexFilter.NEAREST,
          }),
        );
        const scaled: Record<string, Rgba8> = {};
        for (let y = 0; y < 4; y++) for (let x = 0; x < 8; x++) scaled[`${x},${y}`] = at(x >> 1, y >> 1);
        k.expectPixels(scaled, NONE, '2x scaling');
        k.clear([0, 0, 0, 0]);
        const mirrored = blitInfo(k.target, src, {
          src: { resource: src, level: 0, box: makeBox(0, 2, 0, 4, -2, 1), format: src.format },
          dst: { resource: k.target, level: 0, box: makeBox(0, 0, 0, 4, 2, 1), format: k.target.format },
        });
        ctx.blit(mirrored);
        const flipped: Record<string, Rgba8> = {};
        for (let y = 0; y < 2; y++) for (let x = 0; x < 4; x++) flipped[`${x},${y}`] = at(x, 1 - y);
        k.expectPixels(flipped, NONE, 'mirrored rows');
      },
      t,
    );

    it(
      'blit: "a destination clip rectangle (scissors)"; "the blit itself never contributes anything to queries currently gathering data"',
      (test) => {
        const k = kit(h(), test);
        const { ctx, screen } = h();
        const src = h().resource({
          format: PipeFormat.R8G8B8A8_UNORM,
          width0: 8,
          height0: 4,
          bind: PipeBind.SAMPLER_VIEW,
        });
        h().writeBox(src, 0, h().levelBox(src, 0), new Uint8Array(8 * 4 * 4).fill(255));
        const occlusion = screen.getParam(PipeCap.OCCLUSION_QUERY) !== 0;
        const q = occlusion ? ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0) : null;
        if (q) ctx.beginQuery(q);
        ctx.blit(
          blitInfo(k.target, src, { scissorEnable: true, scissor: { minx: 1, miny: 2, maxx: 4, maxy: 3 } }),
        );
        if (q) ctx.endQuery(q);
        k.expectPixels(filledRect(1, 2, 4, 3, WHITE), NONE);
        if (q) expect(ctx.getQueryResult(q, true)).toEqual({ kind: 'u64', value: 0n });
      },
      t,
    );

    it(
      'blit: "format conversion" — R8G8B8A8_UNORM to B8G8R8A8_UNORM keeps every channel',
      (test) => {
        requireRgba8(h(), test);
        const { ctx, screen } = h();
        const bgra = PipeFormat.B8G8R8A8_UNORM;
        if (!screen.isFormatSupported(bgra, PipeTextureTarget.TEXTURE_2D, 0, 0, PipeBind.RENDER_TARGET))
          test.skip('B8G8R8A8_UNORM render targets are not supported');
        const dst = h().resource({ format: bgra, width0: 2, height0: 1, bind: PipeBind.RENDER_TARGET });
        const src = h().resource({
          format: PipeFormat.R8G8B8A8_UNORM,
          width0: 2,
          height0: 1,
          bind: PipeBind.SAMPLER_VIEW,
        });
        h().writeBox(src, 0, h().levelBox(src, 0), Uint8Array.from([10, 20, 30, 40, 200, 150, 100, 50]));
        ctx.blit(blitInfo(dst, src));
        expect(Array.from(h().readBox(dst, 0, h().levelBox(dst, 0)))).toEqual([
          30, 20, 10, 40, 100, 150, 200, 50,
        ]);
      },
      t,
    );

    it(
      'generate_mipmap: "replaces texel image levels base_level+1 through last_level for layers range from first_layer through last_layer"',
      (test) => {
        const { ctx, screen } = h();
        if (screen.getParam(PipeCap.GENERATE_MIPMAP) === 0) test.skip('PIPE_CAP_GENERATE_MIPMAP is 0');
        const format = PipeFormat.R8G8B8A8_UNORM;
        const target = PipeTextureTarget.TEXTURE_2D_ARRAY;
        if (!screen.isFormatSupported(format, target, 0, 0, PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW))
          test.skip('R8G8B8A8_UNORM 2D array render targets are not supported');
        const r = h().resource({
          target,
          format,
          width0: 4,
          height0: 4,
          arraySize: 3,
          lastLevel: 2,
          bind: PipeBind.RENDER_TARGET | PipeBind.SAMPLER_VIEW,
        });
        // Level 0 of each layer: texel (x, y) holds 8·(x + 4y) + 4·layer in every channel, so every 2×2
        // block averages to an exact byte, and so do the averages of those.
        const level0 = new Uint8Array(4 * 4 * 3 * 4);
        for (let layer = 0; layer < 3; layer++)
          for (let i = 0; i < 16; i++)
            level0.fill(8 * i + 4 * layer, (layer * 16 + i) * 4, (layer * 16 + i + 1) * 4);
        h().writeBox(r, 0, h().levelBox(r, 0), level0);
        for (const level of [1, 2]) h().fillLevel(r, level, 70 + level);
        const untouched = [1, 2].map((level) =>
          h().readBox(r, level, makeBox(0, 0, 2, level === 1 ? 2 : 1, level === 1 ? 2 : 1, 1)),
        );
        expect(ctx.generateMipmap(r, format, 0, 2, 0, 1)).toBe(true);
        for (let layer = 0; layer < 2; layer++) {
          const base = (x: number, y: number) => 8 * (x + 4 * y) + 4 * layer;
          const l1 = [0, 1, 2, 3].map((i) => {
            const x = (i & 1) * 2;
            const y = (i >> 1) * 2;
            return (base(x, y) + base(x + 1, y) + base(x, y + 1) + base(x + 1, y + 1)) / 4;
          });
          const l2 = l1.reduce((a, b) => a + b, 0) / 4;
          const read = (level: number, size: number) =>
            Array.from(h().readBox(r, level, makeBox(0, 0, layer, size, size, 1)));
          expect(read(1, 2), `layer ${layer} level 1`).toEqual(l1.flatMap((v) => [v, v, v, v]));
          expect(read(2, 1), `layer ${layer} level 2`).toEqual([l2, l2, l2, l2]);
        }
        expect(
          [1, 2].map((level) =>
            h().readBox(r, level, makeBox(0, 0, 2, level === 1 ? 2 : 1, level === 1 ? 2 : 1, 1)),
          ),
        ).toEqual(untouched);
      },
      t,
    );
  });
}
