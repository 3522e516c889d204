// The rest of a context's contract: uploaders, flushes and fences, the parameter-like state setters,
// framebuffer and buffer bindings, barriers and draw_vbo's checks of the bound pipeline.
import { describe, expect, it } from 'vitest';
import { makeBox } from '../../box.js';
import { PipeCap } from '../../caps.js';
import { drawInfo, surfaceTemplate } from '../../defaults.js';
import {
  PIPE_MAX_VIEWPORTS,
  PipeBarrier,
  PipeBind,
  PipeClear,
  PipeFlush,
  PipePrim,
  PipeShader,
  PipeTextureTarget,
} from '../../enums.js';
import { PipeUnsupportedError } from '../../errors.js';
import { allFormats, formatDescription } from '../../format/index.js';
import { PipeTransfer } from '../../objects.js';
import { bindMinimalPipeline } from '../cso-kinds.js';
import { colorFramebuffer, type SuiteEnv, useHarness } from '../env.js';
import { expectPipeError } from '../harness.js';
import { pattern } from '../texel-grid.js';

const T = PipeTextureTarget;
const SECOND = 1_000_000_000n;

export function pipelineSuite(env: SuiteEnv): void {
  describe('uploaders, flushes and fences', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    for (const which of ['streamUploader', 'constUploader'] as const) {
      it(
        `${which}: "For simple single-use uploads" — data lands at an aligned offset, uploads do not overlap`,
        () => {
          const { ctx } = h();
          const up = ctx[which];
          const a = pattern(20, 70);
          const b = pattern(33, 71);
          const first = up.upload(0, a, 16);
          const second = up.upload(0, b, 64);
          const alloc = up.alloc(4, 8, 4);
          alloc.data.set([1, 2, 3, 4, 5, 6, 7, 8]);
          up.unmap();
          expect(first.offset % 16).toBe(0);
          expect(second.offset % 64).toBe(0);
          expect(alloc.offset % 4).toBe(0);
          expect(alloc.offset).toBeGreaterThanOrEqual(4);
          const ranges = [
            [first, a.length],
            [second, b.length],
            [alloc, 8],
          ] as const;
          for (const [i, [x, xl]] of ranges.entries())
            for (const [y, yl] of ranges.slice(i + 1))
              if (x.buffer === y.buffer)
                expect(x.offset + xl <= y.offset || y.offset + yl <= x.offset).toBe(true);
          expect(h().readBox(first.buffer, 0, makeBox(first.offset, 0, 0, a.length, 1, 1))).toEqual(a);
          expect(h().readBox(second.buffer, 0, makeBox(second.offset, 0, 0, b.length, 1, 1))).toEqual(b);
          expect(Array.from(h().readBox(alloc.buffer, 0, makeBox(alloc.offset, 0, 0, 8, 1, 1)))).toEqual([
            1, 2, 3, 4, 5, 6, 7, 8,
          ]);
        },
        t,
      );
    }

    it(
      'flush returns a fence that fence_finish sees signalled; fence_reference returns the source',
      () => {
        // flush "is required to return a valid fence"; fence_finish waits for it.
        const { ctx, screen } = h();
        const fence = ctx.flush(0);
        expect(screen.fenceFinish(null, fence, 10n * SECOND)).toBe(true);
        expect(screen.fenceReference(null, fence)).toBe(fence);
        expect(screen.fenceReference(fence, null)).toBe(null);
        const eof = ctx.flush(PipeFlush.END_OF_FRAME);
        expect(screen.fenceFinish(ctx, eof, 10n * SECOND)).toBe(true);
        expectPipeError(() => ctx.flush(1 << 20), 'flush', /PipeFlush/);
        expectPipeError(() => screen.fenceFinish(null, { id: -1 }, 0n), 'fenceFinish', /fence/);
      },
      t,
    );

    it(
      'PIPE_FLUSH_DEFERRED: "it is required to return a valid fence ... fence_finish will flush the context"',
      () => {
        const { ctx, screen } = h();
        const fence = ctx.flush(PipeFlush.DEFERRED);
        expect(screen.fenceFinish(ctx, fence, 10n * SECOND)).toBe(true);
        const later = ctx.flush(PipeFlush.DEFERRED);
        ctx.flush(0);
        expect(screen.fenceFinish(null, later, 10n * SECOND)).toBe(true);
      },
      t,
    );

    it(
      'flush_resource: "so that the resource can be used by an external client" — another context reads what was written; after a flush no unflushed work references it',
      () => {
        // "flush_resource Flush the resource cache, so that the resource can be used by an external client."
        const { ctx } = h();
        const tex = h().resource({ width0: 4, height0: 4, lastLevel: 2 });
        const bytes = h().fillLevel(tex, 2, 52);
        ctx.flushResource(tex);
        expect(h().readBox(tex, 2, h().levelBox(tex, 2), h().context())).toEqual(bytes);
        ctx.flush(0);
        // is_resource_referenced says whether queued, unflushed work uses the resource: none after a flush.
        expect(ctx.isResourceReferenced(tex, 2, 0)).toBe(0);
        expectPipeError(() => ctx.isResourceReferenced(tex, 3, 0), 'isResourceReferenced', /level/);
        h().destroyResource(tex);
        expectPipeError(() => ctx.flushResource(tex), 'flushResource', /destroyed/);
      },
      t,
    );
  });

  describe('state setters and draws', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    it(
      'parameter-like state: valid values are accepted, invalid ones refused with the field named',
      () => {
        // "These pieces of state are too small, variable, and/or trivial to have CSO objects. They all follow simple, one-method binding calls".
        const { ctx, screen } = h();
        ctx.setBlendColor({ color: [0.1, 0.2, 0.3, 0.4] });
        ctx.setStencilRef({ refValue: [1, 255] });
        ctx.setSampleMask(0xffffffff);
        ctx.setMinSamples(1);
        ctx.setClipState({ ucp: [[0, 0, 1, 0]] });
        ctx.setPolygonStipple({ stipple: new Array(32).fill(0xaaaaaaaa) });
        ctx.setTessState([1, 1, 1, 1], [1, 1]);
        ctx.setDebugCallback(null);
        ctx.setDeviceResetCallback(null);
        expectPipeError(() => ctx.setBlendColor({ color: [0, 0, 0] as never }), 'setBlendColor', /color/);
        expectPipeError(() => ctx.setStencilRef({ refValue: [256, 0] }), 'setStencilRef', /refValue/);
        expectPipeError(() => ctx.setSampleMask(-1), 'setSampleMask', /mask/);
        expectPipeError(() => ctx.setPolygonStipple({ stipple: [1, 2] }), 'setPolygonStipple', /stipple/);
        expectPipeError(() => ctx.setDebugCallback({} as never), 'setDebugCallback', /debugMessage/);
        const viewports = Math.max(1, screen.getParam(PipeCap.MAX_VIEWPORTS));
        ctx.setViewportStates(0, [{ scale: [1, 1, 1], translate: [0, 0, 0] }]);
        ctx.setViewportStates(viewports - 1, [{ scale: [2, 2, 1], translate: [1, 1, 0] }]);
        expectPipeError(
          () => ctx.setViewportStates(viewports, [{ scale: [1, 1, 1], translate: [0, 0, 0] }]),
          'setViewportStates',
        );
        expect(viewports).toBeLessThanOrEqual(PIPE_MAX_VIEWPORTS);
      },
      t,
    );

    it(
      'set_scissor_states: "xmin and ymin are inclusive, but xmax and ymax are exclusive" — an inverted rectangle is refused; "can be up to PIPE_MAX_VIEWPORTS"',
      () => {
        const { ctx, screen } = h();
        const scissors = [
          { minx: 0, miny: 0, maxx: 0, maxy: 0 },
          { minx: 2, miny: 3, maxx: 10, maxy: 3 },
        ];
        ctx.setScissorStates(0, scissors.slice(0, Math.max(1, screen.getParam(PipeCap.MAX_VIEWPORTS))));
        expectPipeError(
          () => ctx.setScissorStates(0, [{ minx: 5, miny: 0, maxx: 4, maxy: 1 }]),
          'setScissorStates',
          /exceeds/,
        );
        const viewports = Math.max(1, screen.getParam(PipeCap.MAX_VIEWPORTS));
        expectPipeError(
          () => ctx.setScissorStates(viewports, [{ minx: 0, miny: 0, maxx: 1, maxy: 1 }]),
          'setScissorStates',
        );
      },
      t,
    );

    it(
      'set_framebuffer_state: colour buffers take colour surfaces, zsbuf a depth/stencil one',
      () => {
        // Surfaces "are the means to use resources as color render targets or depthstencil attachments".
        const { ctx, screen } = h();
        const color = h().formatFor(T.TEXTURE_2D, PipeBind.RENDER_TARGET);
        const depth = allFormats().find((f) =>
          screen.isFormatSupported(f, T.TEXTURE_2D, 0, 0, PipeBind.DEPTH_STENCIL),
        );
        const rt = h().resource({ width0: 8, height0: 8, format: color, bind: PipeBind.RENDER_TARGET });
        const cbuf = ctx.createSurface(rt, surfaceTemplate(rt));
        const fb = colorFramebuffer(cbuf, 8, 8);
        ctx.setFramebufferState(fb);
        expectPipeError(
          () => ctx.setFramebufferState({ ...fb, zsbuf: cbuf }),
          'setFramebufferState',
          /depth/,
        );
        expectPipeError(() => ctx.setFramebufferState({ ...fb, width: 9 }), 'setFramebufferState', /smaller/);
        expectPipeError(
          () => ctx.setFramebufferState({ ...fb, nrCbufs: 2 }),
          'setFramebufferState',
          /cbufs/i,
        );
        if (depth !== undefined) {
          const zs = h().resource({ width0: 8, height0: 8, format: depth, bind: PipeBind.DEPTH_STENCIL });
          const zsbuf = ctx.createSurface(zs, surfaceTemplate(zs));
          ctx.setFramebufferState({ ...fb, zsbuf });
          expect(formatDescription(depth).isDepth || formatDescription(depth).isStencil).toBe(true);
          expectPipeError(
            () => ctx.setFramebufferState({ ...fb, cbufs: [zsbuf] }),
            'setFramebufferState',
            /colour/,
          );
          ctx.clear(PipeClear.COLOR | PipeClear.DEPTHSTENCIL, [0, 0, 0, 1], 1, 0);
          ctx.clearDepthStencil(zsbuf, PipeClear.DEPTH, 0.5, 0, 0, 0, 8, 8, false);
          expectPipeError(
            () => ctx.clearDepthStencil(cbuf, PipeClear.DEPTH, 0.5, 0, 0, 0, 8, 8, false),
            'clearDepthStencil',
            /colour/,
          );
        }
        ctx.clearRenderTarget(cbuf, [1, 0, 0, 1], 2, 2, 4, 4, false);
        expectPipeError(
          () => ctx.clearRenderTarget(cbuf, [1, 0, 0, 1], 6, 0, 4, 4, false),
          'clearRenderTarget',
          /width/,
        );
        expectPipeError(() => ctx.clear(0, [0, 0, 0, 0], 1, 0), 'clear', /nothing/);
      },
      t,
    );

    it(
      'vertex, index and constant buffers: ranges inside the buffer, exactly one of buffer and userBuffer',
      () => {
        // "set_constant_buffer sets a constant buffer to be used for a given shader type. index is used to indicate which buffer to set".
        const { ctx, screen } = h();
        const vb = h().buffer(64, PipeBind.VERTEX_BUFFER);
        ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }, null]);
        expectPipeError(
          () =>
            ctx.setVertexBuffers(0, [
              { stride: 16, bufferOffset: 0, buffer: vb, userBuffer: new Float32Array(4) },
            ]),
          'setVertexBuffers',
          /both/,
        );
        expectPipeError(
          () => ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 65, buffer: vb, userBuffer: null }]),
          'setVertexBuffers',
          /past/,
        );
        ctx.setIndexBuffer({ indexSize: 2, offset: 4, buffer: vb, userBuffer: null });
        expectPipeError(
          () => ctx.setIndexBuffer({ indexSize: 3 as never, offset: 0, buffer: vb, userBuffer: null }),
          'setIndexBuffer',
          /indexSize/,
        );
        expectPipeError(
          () => ctx.setIndexBuffer({ indexSize: 4, offset: 2, buffer: vb, userBuffer: null }),
          'setIndexBuffer',
          /multiple/,
        );
        ctx.setIndexBuffer(null);
        const align = Math.max(1, screen.getParam(PipeCap.CONSTANT_BUFFER_OFFSET_ALIGNMENT));
        const cb = h().buffer(256, PipeBind.CONSTANT_BUFFER);
        ctx.setConstantBuffer(PipeShader.FRAGMENT, 0, {
          buffer: cb,
          bufferOffset: align,
          bufferSize: 64,
          userBuffer: null,
        });
        expectPipeError(
          () =>
            ctx.setConstantBuffer(PipeShader.FRAGMENT, 0, {
              buffer: cb,
              bufferOffset: 0,
              bufferSize: 512,
              userBuffer: null,
            }),
          'setConstantBuffer',
          /exceed/,
        );
        expectPipeError(
          () =>
            ctx.setConstantBuffer(PipeShader.FRAGMENT, 0, {
              buffer: null,
              bufferOffset: 0,
              bufferSize: 16,
              userBuffer: null,
            }),
          'setConstantBuffer',
          /neither/,
        );
        ctx.setConstantBuffer(PipeShader.FRAGMENT, 0, null);
        ctx.setVertexBuffers(0, [null]);
      },
      t,
    );

    it(
      'texture_barrier and memory_barrier take their flags and refuse unknown bits',
      () => {
        // memory_barrier "flushes caches according to which of the PIPE_BARRIER_* flags are set."
        const { ctx, screen } = h();
        // "PIPE_CAP_TEXTURE_BARRIER: Whether texture_barrier is available."
        if (screen.getParam(PipeCap.TEXTURE_BARRIER)) ctx.textureBarrier(1);
        else expect(() => ctx.textureBarrier(1)).toThrow(PipeUnsupportedError);
        ctx.memoryBarrier(PipeBarrier.ALL);
        expectPipeError(() => ctx.memoryBarrier(1 << 30), 'memoryBarrier', /PipeBarrier/);
      },
      t,
    );

    it(
      'draw_vbo: draws with a complete pipeline bound; an indexed draw needs an index buffer',
      () => {
        // "draw_vbo draws a specified primitive ... If there is an index buffer bound, and indexed field is true, all vertex indices will be looked up in the index buffer."
        const { ctx } = h();
        expectPipeError(() => ctx.drawVbo(drawInfo({ count: 3 })), 'drawVbo', /bound/);
        bindMinimalPipeline(ctx, env.options);
        const vb = h().buffer(48, PipeBind.VERTEX_BUFFER);
        h().ctx.bufferSubdata(vb, PipeTransfer.WRITE, 0, new Float32Array(12));
        ctx.setVertexBuffers(0, [{ stride: 16, bufferOffset: 0, buffer: vb, userBuffer: null }]);
        ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, count: 3 }));
        ctx.drawVbo(drawInfo({ mode: PipePrim.POINTS, start: 1, count: 2, instanceCount: 4 }));
        expectPipeError(() => ctx.drawVbo(drawInfo({ indexed: true, count: 3 })), 'drawVbo', /index buffer/);
        expectPipeError(() => ctx.drawVbo(drawInfo({ mode: 99 as never, count: 3 })), 'drawVbo', /mode/);
        expectPipeError(() => ctx.drawVbo(drawInfo({ count: -1 })), 'drawVbo', /count/);
        ctx.setVertexBuffers(0, [null]);
      },
      t,
    );
  });
}
