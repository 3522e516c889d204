// Checks of the pixels clears write, for drivers that render (options.rendersPixels): clear of the
// bound framebuffer (whole surfaces, all layers, no scissor), clear_render_target and
// clear_depth_stencil boxes, and render_condition skipping or not skipping them.
import { describe, expect, it } from 'vitest';
import { makeBox } from '../../box.js';
import { rasterizerState, surfaceTemplate } from '../../defaults.js';
import { PipeBind, PipeClear, PipeQuery, PipeRenderCond, PipeTextureTarget } from '../../enums.js';
import {
  allFormats,
  formatDescription,
  type PipeFormat,
  packDepthStencil,
  packRgbaFloat,
} from '../../format/index.js';
import type { PipeResource } from '../../objects.js';
import { colorFramebuffer, type SuiteEnv, skipWithoutOcclusionRenderCondition, useHarness } from '../env.js';
import type { PipeHarness } from '../harness.js';

const T = PipeTextureTarget;
const RT = PipeBind.RENDER_TARGET;

function packed(format: PipeFormat, rgba: readonly number[]): Uint8Array {
  const out = new Uint8Array(formatDescription(format).blockSize);
  packRgbaFloat(format, rgba, out, 0);
  return out;
}

/** A render target of `layers` layers and two levels, filled with a pattern. */
function renderTarget(h: PipeHarness, layers: number): PipeResource {
  const format = h.formatFor(T.TEXTURE_2D_ARRAY, RT);
  const r = h.resource({
    target: T.TEXTURE_2D_ARRAY,
    format,
    width0: 4,
    height0: 4,
    arraySize: layers,
    lastLevel: 1,
    bind: RT,
  });
  for (const level of [0, 1]) h.fillLevel(r, level, 90 + level);
  return r;
}

export function pixelSuite(env: SuiteEnv): void {
  if (!env.options.rendersPixels) return;
  describe('pixels written by clears', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    it(
      'clear: "always clears the whole surfaces (no scissoring ...)" and "If a surface includes several layers then all layers will be cleared"',
      () => {
        const { ctx } = h();
        const r = renderTarget(h(), 2);
        const level1 = h().grid(r, 1);
        const surface = ctx.createSurface(r, surfaceTemplate(r, { firstLayer: 0, lastLayer: 1 }));
        ctx.setFramebufferState(colorFramebuffer(surface, 4, 4, 2));
        ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState({ scissor: true })));
        ctx.setScissorStates(0, [{ minx: 1, miny: 1, maxx: 2, maxy: 2 }]);
        const color = [1, 0, 0.5, 1];
        ctx.clear(PipeClear.COLOR, color, 1, 0);
        const model = h().grid(r, 0);
        model.fillBox(h().levelBox(r, 0), packed(r.format, color));
        expect(h().readBox(r, 0, h().levelBox(r, 0))).toEqual(model.data);
        expect(h().readBox(r, 1, h().levelBox(r, 1))).toEqual(level1.data);
      },
      t,
    );

    it(
      'clear_render_target: "clears a single color rendertarget with the specified color value" inside the box, bound or not',
      () => {
        const { ctx } = h();
        const r = renderTarget(h(), 3);
        const model = h().grid(r, 0);
        const surface = ctx.createSurface(r, surfaceTemplate(r, { firstLayer: 1, lastLayer: 2 }));
        const color = [0, 1, 0, 0.25];
        ctx.clearRenderTarget(surface, color, 1, 2, 3, 2, false);
        model.fillBox(makeBox(1, 2, 1, 3, 2, 2), packed(r.format, color));
        expect(h().readBox(r, 0, h().levelBox(r, 0))).toEqual(model.data);
      },
      t,
    );

    it(
      'clear_depth_stencil: "for combined depth/stencil buffers, it is also possible to only clear one or the other part"',
      (test) => {
        const { ctx, screen } = h();
        const format = allFormats().find((f) => {
          const d = formatDescription(f);
          return (
            d.isDepth &&
            d.isStencil &&
            screen.isFormatSupported(f, T.TEXTURE_2D, 0, 0, PipeBind.DEPTH_STENCIL)
          );
        });
        if (format === undefined)
          return test.skip('no combined depth/stencil format is supported for rendering');
        const r = h().resource({ format, width0: 4, height0: 4, bind: PipeBind.DEPTH_STENCIL });
        h().fillLevel(r, 0, 95);
        const model = h().grid(r, 0);
        const surface = ctx.createSurface(r, surfaceTemplate(r));
        ctx.clearDepthStencil(surface, PipeClear.DEPTH, 0.5, 7, 0, 0, 2, 4, false);
        ctx.clearDepthStencil(surface, PipeClear.STENCIL, 0.25, 9, 2, 0, 2, 4, false);
        for (let y = 0; y < 4; y++)
          for (let x = 0; x < 4; x++) {
            const at = model.offset(x, y, 0);
            if (x < 2) packDepthStencil(format, 0.5, null, model.data, at);
            else packDepthStencil(format, null, 9, model.data, at);
          }
        expect(h().readBox(r, 0, h().levelBox(r, 0))).toEqual(model.data);
      },
      t,
    );

    it(
      'render_condition: "Commands will be skipped if condition is equal to the predicate result"; "If render_condition_enabled is false, any current rendering condition is ignored"',
      (test) => {
        const { ctx, screen } = h();
        skipWithoutOcclusionRenderCondition(test, screen);
        const r = renderTarget(h(), 1);
        const surface = ctx.createSurface(r, surfaceTemplate(r));
        ctx.setFramebufferState(colorFramebuffer(surface, 4, 4));
        const q = ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
        ctx.beginQuery(q);
        ctx.endQuery(q); // nothing drawn: the predicate is FALSE
        const before = h().grid(r, 0);
        ctx.renderCondition(q, false, PipeRenderCond.WAIT);
        ctx.clear(PipeClear.COLOR, [1, 1, 1, 1], 1, 0);
        ctx.clearRenderTarget(surface, [1, 1, 1, 1], 0, 0, 4, 4, true);
        expect(h().readBox(r, 0, h().levelBox(r, 0)), 'skipped while condition == predicate').toEqual(
          before.data,
        );
        ctx.clearRenderTarget(surface, [0, 0, 1, 1], 0, 0, 1, 1, false);
        before.fillBox(makeBox(0, 0, 0, 1, 1, 1), packed(r.format, [0, 0, 1, 1]));
        expect(h().readBox(r, 0, h().levelBox(r, 0)), 'render_condition_enabled false').toEqual(before.data);
        ctx.renderCondition(q, true, PipeRenderCond.WAIT);
        ctx.clear(PipeClear.COLOR, [0, 1, 0, 1], 1, 0);
        before.fillBox(h().levelBox(r, 0), packed(r.format, [0, 1, 0, 1]));
        expect(h().readBox(r, 0, h().levelBox(r, 0)), 'drawn while condition != predicate').toEqual(
          before.data,
        );
        ctx.renderCondition(null, false, PipeRenderCond.WAIT);
      },
      t,
    );
  });
}
