// Eviction under a CSO context (bound states are kept, evicted ones deleted), destroy (unbinds and deletes
// every cached object, then refuses use), the counters snapshot, and the draw helpers.
import {
  blendState,
  depthStencilAlphaState,
  drawInfo,
  PipeError,
  PipeFormat,
  PipePrim,
  PipeShader,
  rasterizerState,
  samplerState,
} from '@gallium-ts/gallium-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { CsoContext } from '../src/cso-context.js';
import { buffer, type CallLog, type CountingPipe, csoSetup, shaders, totalCalls } from './pipe.js';

let pipe: CountingPipe;
let cso: CsoContext;
let log: CallLog;

beforeEach(() => {
  ({ pipe, cso, log } = csoSetup({ maxEntriesPerType: 2 }));
});

describe('eviction', () => {
  it('never evicts a bound state and deletes the ones it evicts', () => {
    const t = (lod: number) => samplerState({ maxLod: lod });
    cso.setSamplers(PipeShader.FRAGMENT, [t(1)]);
    cso.setSamplers(PipeShader.VERTEX, [t(2)]);
    const [[, , [bound1]], [, , [bound2]]] = log.of('bindSamplerStates') as [unknown, unknown, unknown[]][];
    for (let lod = 3; lod <= 6; lod++) cso.cache.sampler.get(t(lod));
    // 3, 4 and 5 are each evicted when the next one comes in; 6 stays, being the state just returned.
    expect(pipe.counters.deleteSamplerState).toBe(3);
    expect(log.of('deleteSamplerState').flat()).not.toContain(bound1);
    expect(log.of('deleteSamplerState').flat()).not.toContain(bound2);
    expect(cso.counters().evictions.sampler).toBe(3);

    pipe.resetCounters();
    cso.setSamplers(PipeShader.FRAGMENT, [t(1)]);
    cso.setSamplers(PipeShader.VERTEX, [t(2)]);
    expect(totalCalls(pipe)).toBe(0);
  });

  it('evicts a state once it is no longer bound', () => {
    const t = (mask: number) => blendState({}, { colormask: mask });
    cso.setBlend(t(1));
    cso.setBlend(t(2));
    cso.setBlend(t(3)); // 1 is unbound and least recently used
    expect(log.methods()).toEqual(['bindBlendState', 'bindBlendState', 'bindBlendState', 'deleteBlendState']);
    expect(log.of('deleteBlendState')[0]).toEqual(log.of('bindBlendState')[0]);
  });
});

describe('destroy', () => {
  it('unbinds the cached states and deletes every cached driver object', () => {
    cso = new CsoContext(pipe);
    cso.setBlend(blendState());
    cso.cache.blend.get(blendState({ dither: true }));
    cso.setDepthStencilAlpha(depthStencilAlphaState());
    cso.setRasterizer(rasterizerState());
    cso.setVertexElements([
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32_FLOAT },
    ]);
    cso.setSamplers(PipeShader.FRAGMENT, [samplerState(), samplerState({ lodBias: 1 })]);
    cso.setSamplers(PipeShader.FRAGMENT, [samplerState()]);
    cso.setStencilRef({ refValue: [1, 1] });
    log.clear();
    pipe.resetCounters();

    cso.destroy();
    expect(log.methods().filter((m) => m.startsWith('bind'))).toEqual([
      'bindBlendState',
      'bindDepthStencilAlphaState',
      'bindRasterizerState',
      'bindVertexElementsState',
      'bindSamplerStates',
    ]);
    expect(log.of('bindBlendState')).toEqual([[null]]);
    expect(log.of('bindSamplerStates')).toEqual([[PipeShader.FRAGMENT, 0, [null]]]);
    expect(pipe.counters.deleteBlendState).toBe(2);
    expect(pipe.counters.deleteDepthStencilAlphaState).toBe(1);
    expect(pipe.counters.deleteRasterizerState).toBe(1);
    expect(pipe.counters.deleteVertexElementsState).toBe(1);
    expect(pipe.counters.deleteSamplerState).toBe(2);
    expect(pipe.counters.setStencilRef ?? 0).toBe(0);
  });

  it('refuses every use afterwards, naming the method', () => {
    cso.setBlend(blendState());
    cso.saveState(0);
    cso.destroy();
    expect(() => cso.setBlend(blendState({ dither: true }))).toThrow(
      new PipeError('setBlend', 'the CSO context was destroyed'),
    );
    expect(() => cso.setStencilRef({ refValue: [1, 1] })).toThrow(/^setStencilRef: /);
    expect(() => cso.setSamplers(PipeShader.FRAGMENT, [samplerState()])).toThrow(/^setSamplers: /);
    expect(() => cso.saveState(0)).toThrow(/^saveState: /);
    expect(() => cso.restoreState()).toThrow(/^restoreState: /);
    expect(() => cso.drawArrays(PipePrim.TRIANGLES, 0, 3)).toThrow(/^drawVbo: /);
    expect(() => cso.destroy()).toThrow(/^destroy: /);
  });
});

describe('counters', () => {
  it('reports creates, hits, evictions, forwarded and skipped binds per group and in total', () => {
    cso.setBlend(blendState());
    cso.setBlend(blendState());
    cso.setBlend(blendState({ dither: true }));
    cso.setBlend(blendState());
    cso.setStencilRef({ refValue: [0, 0] });
    cso.setStencilRef({ refValue: [0, 0] });
    cso.setViewports(0, [{ scale: [1, 1, 1], translate: [0, 0, 0] }]);
    const c = cso.counters();
    expect(c.creates.total).toBe(2);
    expect(c.hits).toMatchObject({ blend: 1, total: 1 });
    expect(c.evictions.total).toBe(0);
    expect(c.bindsForwarded).toMatchObject({ blend: 3, stencilRef: 1, viewport: 1, total: 5 });
    expect(c.bindsSkipped).toMatchObject({ blend: 1, stencilRef: 1, viewport: 0, total: 2 });
    cso.resetCounters();
    const zero = cso.counters();
    expect([zero.creates.total, zero.hits.total, zero.bindsForwarded.total, zero.bindsSkipped.total]).toEqual(
      [0, 0, 0, 0],
    );
  });
});

describe('draw helpers', () => {
  beforeEach(() => {
    // The driver draws only with a complete pipeline bound.
    const { vs, fs } = shaders(pipe);
    cso.setVertexShader(vs);
    cso.setFragmentShader(fs);
    cso.setRasterizer(rasterizerState());
    cso.setBlend(blendState());
    cso.setDepthStencilAlpha(depthStencilAlphaState());
    cso.setVertexElements([
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32_FLOAT },
    ]);
  });

  it('drawArrays draws non-indexed with min_index = start and max_index = start+count-1', () => {
    // context.rst: "In case of non-indexed draw, min_index should be set to start and max_index should be
    // set to start+count-1."
    cso.drawArrays(PipePrim.TRIANGLE_STRIP, 3, 6);
    cso.drawArrays(PipePrim.POINTS, 0, 1, 4, 2);
    expect(log.of('drawVbo')).toEqual([
      [drawInfo({ mode: PipePrim.TRIANGLE_STRIP, start: 3, count: 6, minIndex: 3, maxIndex: 8 })],
      [drawInfo({ mode: PipePrim.POINTS, start: 0, count: 1, instanceCount: 4, startInstance: 2 })],
    ]);
  });

  it('drawElements draws indexed with over-estimated index bounds', () => {
    // context.rst: "Providing a over-estimation of the the true bounds, for example, a min_index and
    // max_index of 0 and 0xffffffff respectively, must give exactly the same rendering"
    expect(() => cso.drawElements(PipePrim.TRIANGLES, 0, 3)).toThrow(
      new PipeError('drawElements', 'no index buffer is bound; call setIndexBuffer first'),
    );
    cso.setIndexBuffer({ indexSize: 2, offset: 0, buffer: buffer(pipe), userBuffer: null });
    cso.drawElements(PipePrim.TRIANGLES, 6, 12, -2, 3, 1);
    expect(log.of('drawVbo')).toEqual([
      [
        drawInfo({
          indexed: true,
          mode: PipePrim.TRIANGLES,
          start: 6,
          count: 12,
          indexBias: -2,
          instanceCount: 3,
          startInstance: 1,
          minIndex: 0,
          maxIndex: 0xffffffff,
        }),
      ],
    ]);
  });

  it('drawVbo passes the draw info through untouched', () => {
    const info = drawInfo({ count: 3, primitiveRestart: true, restartIndex: 0xffff });
    cso.drawVbo(info);
    expect(log.of('drawVbo')[0]![0]).toBe(info);
  });
});
