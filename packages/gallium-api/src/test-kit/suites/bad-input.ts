// Bad input: boxes outside the resource, unknown or unsupported formats, levels and layers out of range,
// READ combined with DISCARD_* / UNSYNCHRONIZED / FLUSH_EXPLICIT, use after destroy and objects of
// another context — each refused with a PipeError naming the method and the reason, leaving the bytes
// of every resource as they were.
import { describe, it } from 'vitest';
import { makeBox } from '../../box.js';
import { samplerState, samplerViewTemplate, surfaceTemplate } from '../../defaults.js';
import { PipeBind, PipeQuery, PipeShader, PipeTextureTarget } from '../../enums.js';
import { allFormats, type PipeFormat } from '../../format/index.js';
import { PipeTransfer } from '../../objects.js';
import { colorFramebuffer, type SuiteEnv, useHarness } from '../env.js';
import { expectPipeError, expectRefused, type PipeHarness } from '../harness.js';

const T = PipeTextureTarget;
const R = PipeTransfer.READ;

/** Two filled resources every test watches: a 3-level 2D array texture and a buffer. */
function fixtures(h: PipeHarness) {
  const format = h.formatFor(T.TEXTURE_2D_ARRAY, PipeBind.SAMPLER_VIEW | PipeBind.RENDER_TARGET);
  const tex = h.resource({
    target: T.TEXTURE_2D_ARRAY,
    format,
    width0: 4,
    height0: 4,
    arraySize: 2,
    lastLevel: 2,
    bind: PipeBind.SAMPLER_VIEW | PipeBind.RENDER_TARGET,
  });
  const buf = h.buffer(64);
  for (let level = 0; level <= 2; level++) h.fillLevel(tex, level, 80 + level);
  h.fillLevel(buf, 0, 83);
  return { tex, buf, watched: [tex, buf], bs: h.blockSize(tex) };
}

export function badInputSuite(env: SuiteEnv): void {
  describe('bad input', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    it(
      'a box outside the resource is refused by transfer_map, texture_subdata, clear_texture and resource_copy_region',
      () => {
        // Issue 2, "Bad input": box outside the resource → PipeError naming the method and the reason; no other resource changes.
        const { tex, buf, watched, bs } = fixtures(h());
        const ctx = h().ctx;
        const data = new Uint8Array(128 * bs);
        for (const box of [
          makeBox(3, 0, 0, 2, 1, 1),
          makeBox(0, 0, 1, 1, 1, 2),
          makeBox(-1, 0, 0, 1, 1, 1),
          makeBox(0, 0, 0, 0, 1, 1),
        ]) {
          expectRefused(
            h(),
            () => ctx.transferMap(tex, 0, PipeTransfer.WRITE, box),
            'transferMap',
            /box/,
            watched,
          );
          expectRefused(
            h(),
            () => ctx.textureSubdata(tex, 0, PipeTransfer.WRITE, box, data, 16 * bs, 64 * bs),
            'textureSubdata',
            /box/,
            watched,
          );
          expectRefused(
            h(),
            () => ctx.resourceCopyRegion(tex, 1, 0, 0, 0, tex, 0, box),
            'resourceCopyRegion',
            /box/,
            watched,
          );
        }
        expectRefused(
          h(),
          () => ctx.transferMap(buf, 0, PipeTransfer.WRITE, makeBox(60, 0, 0, 8, 1, 1)),
          'transferMap',
          /exceeds/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.transferMap(buf, 0, PipeTransfer.WRITE, makeBox(0, 1, 0, 8, 1, 1)),
          'transferMap',
          /exceeds/,
          watched,
        );
      },
      t,
    );

    it(
      'an unknown or unsupported format is refused by resource_create, create_sampler_view, create_surface and create_vertex_elements_state',
      () => {
        // Issue 2, "Bad input": unknown or unsupported format → PipeError; no other resource changes.
        const { tex, watched } = fixtures(h());
        const ctx = h().ctx;
        expectRefused(
          h(),
          () => h().resource({ format: 12345 as PipeFormat }),
          'resourceCreate',
          /format/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.createSamplerView(tex, samplerViewTemplate(tex, { format: 12345 as PipeFormat })),
          'createSamplerView',
          /format/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.createSurface(tex, surfaceTemplate(tex, { format: 12345 as PipeFormat })),
          'createSurface',
          /format/,
          watched,
        );
        const notVertex = allFormats().find(
          (f) => !h().screen.isFormatSupported(f, T.BUFFER, 0, 0, PipeBind.VERTEX_BUFFER),
        );
        if (notVertex !== undefined) {
          const elements = [{ srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: notVertex }];
          expectRefused(
            h(),
            () => ctx.createVertexElementsState(elements),
            'createVertexElementsState',
            /format/,
            watched,
          );
        }
      },
      t,
    );

    it(
      'levels and layers out of range are refused',
      () => {
        // Issue 2, "Bad input": level/layer out of range → PipeError; no other resource changes.
        const { tex, buf, watched, bs } = fixtures(h());
        const ctx = h().ctx;
        expectRefused(
          h(),
          () => ctx.transferMap(tex, 3, R, makeBox(0, 0, 0, 1, 1, 1)),
          'transferMap',
          /level/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.transferMap(tex, -1, R, makeBox(0, 0, 0, 1, 1, 1)),
          'transferMap',
          /level/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.transferMap(buf, 1, R, makeBox(0, 0, 0, 1, 1, 1)),
          'transferMap',
          /level/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.transferMap(tex, 0, R, makeBox(0, 0, 2, 1, 1, 1)),
          'transferMap',
          /exceeds/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.clearTexture(tex, 3, makeBox(0, 0, 0, 1, 1, 1), new Uint8Array(bs)),
          'clearTexture',
          /level|PIPE_CAP/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.createSurface(tex, surfaceTemplate(tex, { level: 3 })),
          'createSurface',
          /level/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.createSurface(tex, surfaceTemplate(tex, { firstLayer: 2, lastLayer: 2 })),
          'createSurface',
          /Layer/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.createSamplerView(tex, samplerViewTemplate(tex, { lastLevel: 3 })),
          'createSamplerView',
          /lastLevel/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.createSamplerView(tex, samplerViewTemplate(tex, { firstLayer: 0, lastLayer: 2 })),
          'createSamplerView',
          /lastLayer/,
          watched,
        );
      },
      t,
    );

    it(
      '"Cannot be used with PIPE_TRANSFER_READ": READ with DISCARD_RANGE, DISCARD_WHOLE_RESOURCE, UNSYNCHRONIZED or FLUSH_EXPLICIT is refused',
      () => {
        const { tex, buf, watched } = fixtures(h());
        const flags = {
          DISCARD_RANGE: PipeTransfer.DISCARD_RANGE,
          DISCARD_WHOLE_RESOURCE: PipeTransfer.DISCARD_WHOLE_RESOURCE,
          UNSYNCHRONIZED: PipeTransfer.UNSYNCHRONIZED,
          FLUSH_EXPLICIT: PipeTransfer.FLUSH_EXPLICIT,
        };
        for (const [name, flag] of Object.entries(flags)) {
          for (const usage of [R | flag, PipeTransfer.READ_WRITE | flag]) {
            expectRefused(
              h(),
              () => h().ctx.transferMap(tex, 0, usage, makeBox(0, 0, 0, 2, 2, 1)),
              'transferMap',
              new RegExp(`READ.*${name}`),
              watched,
            );
            expectRefused(
              h(),
              () => h().ctx.transferMap(buf, 0, usage, makeBox(0, 0, 0, 8, 1, 1)),
              'transferMap',
              new RegExp(name),
              watched,
            );
          }
        }
        expectRefused(
          h(),
          () => h().ctx.transferMap(buf, 0, 0, makeBox(0, 0, 0, 8, 1, 1)),
          'transferMap',
          /neither READ nor WRITE/,
          watched,
        );
        expectRefused(
          h(),
          () => h().ctx.transferMap(buf, 0, 1 << 29, makeBox(0, 0, 0, 8, 1, 1)),
          'transferMap',
          /usage/,
          watched,
        );
      },
      t,
    );

    it(
      'use after destroy is refused for resources, views, surfaces, transfers, queries, CSOs and contexts',
      () => {
        // Issue 2, "Bad input": use after destroy → PipeError; no other resource changes.
        const { tex, buf, watched } = fixtures(h());
        const ctx = h().ctx;
        const gone = h().buffer(16);
        h().destroyResource(gone);
        expectRefused(
          h(),
          () => ctx.transferMap(gone, 0, R, makeBox(0, 0, 0, 1, 1, 1)),
          'transferMap',
          /destroyed/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.bufferSubdata(gone, PipeTransfer.WRITE, 0, new Uint8Array(1)),
          'bufferSubdata',
          /destroyed/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.resourceCopyRegion(buf, 0, 0, 0, 0, gone, 0, makeBox(0, 0, 0, 1, 1, 1)),
          'resourceCopyRegion',
          /destroyed/,
          watched,
        );
        expectRefused(h(), () => h().screen.resourceDestroy(gone), 'resourceDestroy', /destroyed/, watched);
        const view = ctx.createSamplerView(tex, samplerViewTemplate(tex));
        ctx.samplerViewDestroy(view);
        expectRefused(
          h(),
          () => ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [view]),
          'setSamplerViews',
          /destroyed/,
          watched,
        );
        const surface = ctx.createSurface(tex, surfaceTemplate(tex));
        ctx.surfaceDestroy(surface);
        expectRefused(
          h(),
          () => ctx.clearRenderTarget(surface, [0, 0, 0, 0], 0, 0, 1, 1, false),
          'clearRenderTarget',
          /destroyed/,
          watched,
        );
        const { transfer } = ctx.transferMap(buf, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 4, 1, 1))!;
        ctx.transferUnmap(transfer);
        expectRefused(h(), () => ctx.transferUnmap(transfer), 'transferUnmap', /destroyed/, watched);
        const q = ctx.createQuery(PipeQuery.GPU_FINISHED, 0);
        ctx.destroyQuery(q);
        expectRefused(h(), () => ctx.endQuery(q), 'endQuery', /destroyed/, watched);
        const cso = ctx.createSamplerState(samplerState());
        ctx.deleteSamplerState(cso);
        expectRefused(
          h(),
          () => ctx.bindSamplerStates(PipeShader.FRAGMENT, 0, [cso]),
          'bindSamplerStates',
          /deleted/,
          watched,
        );
        const other = h().context();
        h().destroyContext(other);
        expectRefused(
          h(),
          () => other.bufferSubdata(buf, PipeTransfer.WRITE, 0, new Uint8Array(4)),
          'bufferSubdata',
          /destroyed/,
          watched,
        );
        expectRefused(
          h(),
          () => other.transferMap(buf, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 4, 1, 1)),
          'transferMap',
          /destroyed/,
          watched,
        );
      },
      t,
    );

    it(
      '"Objects created on one context cannot be used in another context"',
      () => {
        const { tex, buf, watched } = fixtures(h());
        const ctx = h().ctx;
        const other = h().context();
        const view = other.createSamplerView(tex, samplerViewTemplate(tex));
        const surface = other.createSurface(tex, surfaceTemplate(tex));
        const mapping = other.transferMap(
          buf,
          0,
          PipeTransfer.WRITE | PipeTransfer.FLUSH_EXPLICIT,
          makeBox(0, 0, 0, 8, 1, 1),
        )!;
        const query = other.createQuery(PipeQuery.GPU_FINISHED, 0);
        const sampler = other.createSamplerState(samplerState());
        expectRefused(
          h(),
          () => ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [view]),
          'setSamplerViews',
          /another context/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.samplerViewDestroy(view),
          'samplerViewDestroy',
          /another context/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.clearRenderTarget(surface, [0, 0, 0, 0], 0, 0, 1, 1, false),
          'clearRenderTarget',
          /another context/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.setFramebufferState(colorFramebuffer(surface, 1, 1)),
          'setFramebufferState',
          /another context/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.transferFlushRegion(mapping.transfer, makeBox(0, 0, 0, 8, 1, 1)),
          'transferFlushRegion',
          /another context/,
          watched,
        );
        expectRefused(
          h(),
          () => ctx.transferUnmap(mapping.transfer),
          'transferUnmap',
          /another context/,
          watched,
        );
        expectRefused(h(), () => ctx.endQuery(query), 'endQuery', /another context/, watched);
        expectRefused(
          h(),
          () => ctx.bindSamplerStates(PipeShader.FRAGMENT, 0, [sampler]),
          'bindSamplerStates',
          /another context/,
          watched,
        );
        other.transferUnmap(mapping.transfer);
      },
      t,
    );

    it(
      'refused calls name the method and the reason',
      () => {
        // errors.ts: "Every misuse of a screen or context throws a PipeError that names the method ... and the reason".
        const { buf } = fixtures(h());
        const error = expectPipeError(
          () => h().ctx.transferMap(buf, 0, R | PipeTransfer.DISCARD_RANGE, makeBox(0, 0, 0, 1, 1, 1)),
          'transferMap',
        );
        if (!error.message.startsWith('transferMap: ') || error.reason.length === 0)
          throw new Error(`bad message: ${error.message}`);
      },
      t,
    );
  });
}
