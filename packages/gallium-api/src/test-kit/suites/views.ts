// Sampler views, surfaces and stream-output targets: creation from templates, the template rules the
// documentation gives, and reference counting — a resource destroyed while a view, surface, binding or
// transfer holds it stays alive until the last of them goes.
import { describe, expect, it } from 'vitest';
import { makeBox } from '../../box.js';
import { PipeCap } from '../../caps.js';
import { samplerViewTemplate, surfaceTemplate } from '../../defaults.js';
import { PipeBind, PipeShader, PipeTextureTarget } from '../../enums.js';
import { PipeUnsupportedError } from '../../errors.js';
import {
  allFormats,
  formatDescription,
  formatsCompatibleForView,
  type PipeFormat,
} from '../../format/index.js';
import { PipeTransfer } from '../../objects.js';
import { colorFramebuffer, type SuiteEnv, useHarness } from '../env.js';
import { expectPipeError, type PipeHarness } from '../harness.js';

const T = PipeTextureTarget;

/** A 2×2 sampleable texture and a sampler view of all of it. */
function viewedTexture(h: PipeHarness) {
  const tex = h.resource({ width0: 2, height0: 2, format: h.formatFor(T.TEXTURE_2D, PipeBind.SAMPLER_VIEW) });
  return { tex, view: h.ctx.createSamplerView(tex, samplerViewTemplate(tex)) };
}

export function viewSuite(env: SuiteEnv): void {
  describe('sampler views, surfaces and stream output targets', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    it(
      "create_sampler_view: the view covers the template's levels and layers of its texture",
      () => {
        // "The first_level and last_level fields of sampler view template specify the LOD range ... The first_layer and last_layer fields specify the layer range".
        const format = h().formatFor(T.TEXTURE_2D_ARRAY, PipeBind.SAMPLER_VIEW);
        const tex = h().resource({
          target: T.TEXTURE_2D_ARRAY,
          format,
          width0: 8,
          height0: 8,
          arraySize: 4,
          lastLevel: 3,
        });
        const view = h().ctx.createSamplerView(
          tex,
          samplerViewTemplate(tex, { firstLevel: 1, lastLevel: 2, firstLayer: 1, lastLayer: 3 }),
        );
        expect(view.texture).toBe(tex);
        expect(view.context).toBe(h().ctx);
        expect([view.firstLevel, view.lastLevel, view.firstLayer, view.lastLayer]).toEqual([1, 2, 1, 3]);
        h().ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [view, null]);
        h().ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [null]);
        h().ctx.samplerViewDestroy(view);
        expectPipeError(() => h().ctx.samplerViewDestroy(view), 'samplerViewDestroy', /destroyed/);
      },
      t,
    );

    it(
      '"Format specified in template must be compatible with texture format"; level and layer ranges must lie in the texture',
      () => {
        const format = h().formatFor(T.TEXTURE_2D, PipeBind.SAMPLER_VIEW);
        const tex = h().resource({ format, width0: 4, height0: 4, lastLevel: 2 });
        const incompatible = allFormats().find(
          (f) =>
            !formatsCompatibleForView(format, f) &&
            h().screen.isFormatSupported(f, T.TEXTURE_2D, 0, 0, PipeBind.SAMPLER_VIEW),
        );
        if (incompatible !== undefined) {
          expectPipeError(
            () => h().ctx.createSamplerView(tex, samplerViewTemplate(tex, { format: incompatible })),
            'createSamplerView',
            /compatible/,
          );
        }
        expectPipeError(
          () => h().ctx.createSamplerView(tex, samplerViewTemplate(tex, { format: 9999 as PipeFormat })),
          'createSamplerView',
          /format/,
        );
        expectPipeError(
          () => h().ctx.createSamplerView(tex, samplerViewTemplate(tex, { lastLevel: 3 })),
          'createSamplerView',
          /lastLevel/,
        );
        expectPipeError(
          () => h().ctx.createSamplerView(tex, samplerViewTemplate(tex, { firstLevel: 2, lastLevel: 1 })),
          'createSamplerView',
          /lastLevel/,
        );
        expectPipeError(
          () => h().ctx.createSamplerView(tex, samplerViewTemplate(tex, { lastLayer: 1 })),
          'createSamplerView',
          /lastLayer/,
        );
      },
      t,
    );

    it(
      'create_surface: "specify the mip level, the range of layers"; "first_layer and last_layer ... will only be used for 1d array, 2d array, cube, and 3d textures otherwise they are 0"',
      () => {
        const format = h().formatFor(T.TEXTURE_2D, PipeBind.RENDER_TARGET);
        const tex = h().resource({
          format,
          width0: 8,
          height0: 4,
          lastLevel: 2,
          bind: PipeBind.RENDER_TARGET,
        });
        const s = h().ctx.createSurface(tex, surfaceTemplate(tex, { level: 1 }));
        expect([s.width, s.height, s.level]).toEqual([4, 2, 1]);
        expectPipeError(
          () => h().ctx.createSurface(tex, surfaceTemplate(tex, { lastLayer: 1 })),
          'createSurface',
          /lastLayer/,
        );
        expectPipeError(
          () => h().ctx.createSurface(tex, surfaceTemplate(tex, { level: 3 })),
          'createSurface',
          /level/,
        );
        const cube = h().resource({
          target: T.TEXTURE_CUBE,
          format,
          width0: 4,
          height0: 4,
          arraySize: 6,
          bind: PipeBind.RENDER_TARGET,
        });
        const faces = h().ctx.createSurface(cube, surfaceTemplate(cube, { firstLayer: 2, lastLayer: 5 }));
        expect([faces.firstLayer, faces.lastLayer]).toEqual([2, 5]);
        expectPipeError(
          () => h().ctx.createSurface(cube, surfaceTemplate(cube, { firstLayer: 3, lastLayer: 6 })),
          'createSurface',
          /lastLayer/,
        );
        const notRenderable = allFormats().find(
          (f) =>
            !h().screen.isFormatSupported(f, T.TEXTURE_2D, 0, 0, PipeBind.RENDER_TARGET) &&
            formatsCompatibleForView(format, f) &&
            !formatDescription(f).isDepth,
        );
        if (notRenderable !== undefined) {
          expectPipeError(
            () => h().ctx.createSurface(tex, surfaceTemplate(tex, { format: notRenderable })),
            'createSurface',
            /render target/,
          );
        }
        h().ctx.surfaceDestroy(faces);
        h().ctx.surfaceDestroy(s);
        expectPipeError(() => h().ctx.surfaceDestroy(s), 'surfaceDestroy', /destroyed/);
      },
      t,
    );

    it(
      '"create_sampler_view ... results in sampler view holding a reference to the texture": a destroyed texture lives until the view goes',
      () => {
        const { tex, view } = viewedTexture(h());
        h().destroyResource(tex);
        expect(h().released(tex)).toBe(false);
        expectPipeError(
          () => h().ctx.transferMap(tex, 0, PipeTransfer.READ, makeBox(0, 0, 0, 1, 1, 1)),
          'transferMap',
          /destroyed/,
        );
        h().ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [view]);
        h().ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [null]);
        expect(view.texture).toBe(tex);
        h().ctx.samplerViewDestroy(view);
        expect(h().released(tex)).toBe(true);
        expectPipeError(
          () => h().ctx.createSamplerView(tex, samplerViewTemplate(tex)),
          'createSamplerView',
          /destroyed/,
        );
        expectPipeError(() => h().screen.resourceDestroy(tex), 'resourceDestroy', /destroyed/);
      },
      t,
    );

    it(
      '"surface_destroy destroys a surface and releases its reference to the associated resource"',
      () => {
        const format = h().formatFor(T.TEXTURE_2D, PipeBind.RENDER_TARGET);
        const tex = h().resource({ width0: 4, height0: 4, format, bind: PipeBind.RENDER_TARGET });
        const surface = h().ctx.createSurface(tex, surfaceTemplate(tex));
        h().destroyResource(tex);
        expect(h().released(tex)).toBe(false);
        h().ctx.clearRenderTarget(surface, [0, 0, 0, 1], 0, 0, 4, 4, false);
        h().ctx.setFramebufferState(colorFramebuffer(surface, 4, 4));
        h().ctx.surfaceDestroy(surface);
        expect(h().released(tex)).toBe(false);
        h().ctx.setFramebufferState({
          width: 0,
          height: 0,
          samples: 0,
          layers: 0,
          nrCbufs: 0,
          cbufs: [],
          zsbuf: null,
        });
        expect(h().released(tex)).toBe(true);
      },
      t,
    );

    it(
      '"Every binding point acquires a reference to a respective sampler view and releases a reference to the previous sampler view"',
      () => {
        const { tex, view } = viewedTexture(h());
        h().ctx.setSamplerViews(PipeShader.VERTEX, 3, [view]);
        h().ctx.samplerViewDestroy(view);
        h().destroyResource(tex);
        expect(h().released(tex)).toBe(false);
        expectPipeError(
          () => h().ctx.setSamplerViews(PipeShader.VERTEX, 0, [view]),
          'setSamplerViews',
          /destroyed/,
        );
        h().ctx.setSamplerViews(PipeShader.VERTEX, 3, [null]);
        expect(h().released(tex)).toBe(true);
      },
      t,
    );

    it(
      'buffer bindings and transfers hold their resource too',
      () => {
        // pipe_resource is reference counted: "views, surfaces, stream-output targets and bindings take their own" (objects.ts); a transfer holds its resource until transfer_unmap.
        const vb = h().buffer(64, PipeBind.VERTEX_BUFFER);
        h().ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
        h().destroyResource(vb);
        expect(h().released(vb)).toBe(false);
        h().ctx.setVertexBuffers(0, [null]);
        expect(h().released(vb)).toBe(true);

        const mapped = h().buffer(16);
        const { transfer, data } = h().ctx.transferMap(
          mapped,
          0,
          PipeTransfer.WRITE,
          makeBox(0, 0, 0, 16, 1, 1),
        )!;
        h().destroyResource(mapped);
        data.fill(3);
        expect(h().released(mapped)).toBe(false);
        h().ctx.transferUnmap(transfer);
        expect(h().released(mapped)).toBe(true);
      },
      t,
    );

    it(
      'stream output targets: a range of a buffer; "Two stream output targets can use the same resource at the same time, but with a disjoint memory range"',
      (test) => {
        const { ctx, screen } = h();
        const buffer = h().buffer(256, PipeBind.STREAM_OUTPUT);
        if (screen.getParam(PipeCap.MAX_STREAM_OUTPUT_BUFFERS) === 0) {
          expect(() => ctx.createStreamOutputTarget(buffer, 0, 64)).toThrow(PipeUnsupportedError);
          test.skip('PIPE_CAP_MAX_STREAM_OUTPUT_BUFFERS is 0: only the refusal was checked');
        }
        const a = ctx.createStreamOutputTarget(buffer, 0, 64);
        const b = ctx.createStreamOutputTarget(buffer, 64, 64);
        const c = ctx.createStreamOutputTarget(buffer, 32, 64);
        expect([a.buffer, a.bufferOffset, a.bufferSize]).toEqual([buffer, 0, 64]);
        ctx.setStreamOutputTargets([a, b], [0, -1]);
        expectPipeError(
          () => ctx.setStreamOutputTargets([a, c], [0, 0]),
          'setStreamOutputTargets',
          /overlap/,
        );
        expectPipeError(() => ctx.setStreamOutputTargets([a], []), 'setStreamOutputTargets', /offsets/);
        expectPipeError(
          () => ctx.createStreamOutputTarget(buffer, 200, 64),
          'createStreamOutputTarget',
          /exceed/,
        );
        ctx.setStreamOutputTargets([], []);
        for (const target of [a, b, c]) ctx.streamOutputTargetDestroy(target);
        expectPipeError(() => ctx.streamOutputTargetDestroy(a), 'streamOutputTargetDestroy', /destroyed/);
      },
      t,
    );
  });
}
