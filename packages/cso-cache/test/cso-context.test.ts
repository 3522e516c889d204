// CsoContext setters: each forwards exactly one driver call for a real change and none for an equal
// value (by value for plain structs, by identity for driver objects), sends only the slots that changed,
// and refuses out-of-range slots with a PipeError naming the setter.
import {
  blendState,
  depthStencilAlphaState,
  PIPE_MAX_SO_BUFFERS,
  type PipeConstantBuffer,
  PipeError,
  PipeFormat,
  PipeRenderCond,
  PipeShader,
  type PipeVertexBuffer,
  type PipeViewportState,
  rasterizerState,
  samplerState,
} from '@gallium-ts/gallium-api';
import { colorFramebuffer } from '@gallium-ts/gallium-api/test-kit';
import { beforeEach, describe, expect, it } from 'vitest';
import { CSO_GROUPS, type CsoGroup } from '../src/bits.js';
import type { CsoContext } from '../src/cso-context.js';
import {
  buffer,
  type CallLog,
  type CountingPipe,
  callsOf,
  csoSetup,
  depthSurface,
  query,
  samplerView,
  shaders,
  soTarget,
  surface,
  totalCalls,
} from './pipe.js';

let pipe: CountingPipe;
let cso: CsoContext;
let log: CallLog;

beforeEach(() => {
  ({ pipe, cso, log } = csoSetup());
});

const viewport = (s: number): PipeViewportState => ({ scale: [s, s, 1], translate: [s, s, 0] });
const vertexBuffer = (buf: PipeVertexBuffer['buffer'], offset = 0): PipeVertexBuffer => ({
  stride: 16,
  bufferOffset: offset,
  buffer: buf,
  userBuffer: null,
});
const constantBuffer = (buf: PipeConstantBuffer['buffer'], size = 64): PipeConstantBuffer => ({
  buffer: buf,
  bufferOffset: 0,
  bufferSize: size,
  userBuffer: null,
});
const stipple = (row: number) => ({ stipple: Array.from({ length: 32 }, (_, i) => (i === 0 ? row : 0)) });

interface SetterCase {
  group: CsoGroup;
  /** The driver method one forwarded change calls. */
  method: string;
  /** Sets value 0 (first), an equal copy of it (second) or a different value (third). */
  set(which: 'first' | 'equal copy' | 'different'): void;
}

/** One case per state group; objects are made once per test so "equal copy" of an object is itself. */
function setterCases(): SetterCase[] {
  const { vs, fs, gs, tcs, tes, cs } = shaders(pipe);
  const other = shaders(pipe);
  const [view0, view1] = [samplerView(pipe), samplerView(pipe)];
  const [buf0, buf1] = [buffer(pipe), buffer(pipe)];
  const [surf0, surf1] = [surface(pipe), surface(pipe)];
  const [so0, so1] = [soTarget(pipe), soTarget(pipe)];
  const [q0, q1] = [query(pipe), query(pipe)];
  const pick = <T>(which: string, first: () => T, different: () => T): T =>
    which === 'different' ? different() : first();
  const same = <T>(which: string, a: T, b: T): T => (which === 'different' ? b : a);
  return [
    {
      group: 'blend',
      method: 'bindBlendState',
      set: (w) =>
        cso.setBlend(
          pick(
            w,
            () => blendState(),
            () => blendState({ dither: true }),
          ),
        ),
    },
    {
      group: 'depthStencilAlpha',
      method: 'bindDepthStencilAlphaState',
      set: (w) =>
        cso.setDepthStencilAlpha(
          pick(
            w,
            () => depthStencilAlphaState(),
            () => depthStencilAlphaState({ depth: { enabled: true } }),
          ),
        ),
    },
    {
      group: 'rasterizer',
      method: 'bindRasterizerState',
      set: (w) =>
        cso.setRasterizer(
          pick(
            w,
            () => rasterizerState(),
            () => rasterizerState({ scissor: true }),
          ),
        ),
    },
    {
      group: 'vertexElements',
      method: 'bindVertexElementsState',
      set: (w) =>
        cso.setVertexElements([
          {
            srcOffset: same(w, 0, 4),
            instanceDivisor: 0,
            vertexBufferIndex: 0,
            srcFormat: PipeFormat.R32G32B32A32_FLOAT,
          },
        ]),
    },
    {
      group: 'samplers',
      method: 'bindSamplerStates',
      set: (w) => cso.setSamplers(PipeShader.FRAGMENT, [samplerState({ lodBias: same(w, 0, 1) })]),
    },
    { group: 'vertexShader', method: 'bindVsState', set: (w) => cso.setVertexShader(same(w, vs, other.vs)) },
    {
      group: 'fragmentShader',
      method: 'bindFsState',
      set: (w) => cso.setFragmentShader(same(w, fs, other.fs)),
    },
    { group: 'geometryShader', method: 'bindGsState', set: (w) => cso.setGeometryShader(same(w, gs, null)) },
    {
      group: 'tessCtrlShader',
      method: 'bindTcsState',
      set: (w) => cso.setTessCtrlShader(same(w, tcs, null)),
    },
    {
      group: 'tessEvalShader',
      method: 'bindTesState',
      set: (w) => cso.setTessEvalShader(same(w, tes, null)),
    },
    {
      group: 'computeShader',
      method: 'bindComputeState',
      set: (w) => cso.setComputeShader(same(w, cs, null)),
    },
    {
      group: 'samplerViews',
      method: 'setSamplerViews',
      set: (w) => cso.setSamplerViews(PipeShader.FRAGMENT, [same(w, view0, view1)]),
    },
    {
      group: 'constantBuffers',
      method: 'setConstantBuffer',
      set: (w) => cso.setConstantBuffer(PipeShader.VERTEX, 0, constantBuffer(buf0, same(w, 64, 128))),
    },
    {
      group: 'framebuffer',
      method: 'setFramebufferState',
      set: (w) => cso.setFramebuffer(colorFramebuffer(same(w, surf0, surf1), 4, 4)),
    },
    { group: 'viewport', method: 'setViewportStates', set: (w) => cso.setViewport(viewport(same(w, 1, 2))) },
    {
      group: 'scissor',
      method: 'setScissorStates',
      set: (w) => cso.setScissor({ minx: 0, miny: 0, maxx: same(w, 4, 3), maxy: 4 }),
    },
    {
      group: 'stencilRef',
      method: 'setStencilRef',
      set: (w) => cso.setStencilRef({ refValue: [1, same(w, 2, 3)] }),
    },
    {
      group: 'blendColor',
      method: 'setBlendColor',
      set: (w) => cso.setBlendColor({ color: [0.25, 0.5, 0.75, same(w, 1, 0)] }),
    },
    { group: 'sampleMask', method: 'setSampleMask', set: (w) => cso.setSampleMask(same(w, 0xffffffff, 1)) },
    { group: 'minSamples', method: 'setMinSamples', set: (w) => cso.setMinSamples(same(w, 1, 4)) },
    {
      group: 'clip',
      method: 'setClipState',
      set: (w) =>
        cso.setClipState({
          ucp: [
            [1, 0, 0, 1],
            [0, 1, 0, same(w, 1, 2)],
          ],
        }),
    },
    {
      group: 'polygonStipple',
      method: 'setPolygonStipple',
      set: (w) => cso.setPolygonStipple(stipple(same(w, 1, 2))),
    },
    {
      group: 'vertexBuffers',
      method: 'setVertexBuffers',
      set: (w) => cso.setVertexBuffers(0, [vertexBuffer(same(w, buf0, buf1))]),
    },
    {
      group: 'indexBuffer',
      method: 'setIndexBuffer',
      set: (w) => cso.setIndexBuffer({ indexSize: same(w, 2, 4), offset: 0, buffer: buf0, userBuffer: null }),
    },
    {
      group: 'streamOutputs',
      method: 'setStreamOutputTargets',
      set: (w) =>
        cso.setStreamOutputTargets(w === 'first' ? [so0] : same(w, [so0], [so1]), [w === 'first' ? 0 : -1]),
    },
    {
      group: 'renderCondition',
      method: 'renderCondition',
      set: (w) => cso.setRenderCondition(same(w, q0, q1), true, PipeRenderCond.WAIT),
    },
  ];
}

describe('every setter', () => {
  it('covers every state group', () => {
    expect(
      setterCases()
        .map((c) => c.group)
        .sort(),
    ).toEqual([...CSO_GROUPS].sort());
  });

  it.each(CSO_GROUPS)('%s: one driver call for a change, none for an equal value', (group) => {
    const c = setterCases().find((s) => s.group === group)!;
    pipe.resetCounters();
    c.set('first');
    expect(callsOf(pipe, c.method)).toBe(1);
    const before = totalCalls(pipe);
    c.set('equal copy');
    c.set('equal copy');
    expect(totalCalls(pipe)).toBe(before);
    c.set('different');
    expect(callsOf(pipe, c.method)).toBe(2);
    const counters = cso.counters();
    expect(counters.bindsForwarded[group]).toBe(2);
    expect(counters.bindsSkipped[group]).toBe(2);
    expect(counters.bindsSkipped.total).toBe(2);
  });
});

describe('cached state objects', () => {
  it('binds the same driver object for equal templates and creates it once', () => {
    cso.setBlend(blendState());
    cso.setBlend(blendState({}, { blendEnable: true }));
    cso.setBlend(blendState());
    const binds = log.of('bindBlendState');
    expect(binds).toHaveLength(3);
    expect(binds[2]![0]).toBe(binds[0]![0]);
    expect(pipe.counters.createBlendState).toBe(2);
    expect(cso.counters().hits.blend).toBe(1);
  });

  it('is not fooled by a caller changing its template after the set', () => {
    const template = blendState();
    cso.setBlend(template);
    template.rt[0]!.blendEnable = true;
    cso.setBlend(template);
    expect(pipe.counters.bindBlendState).toBe(2);
    expect(pipe.counters.createBlendState).toBe(2);
  });

  it('sends only the sampler slots that changed and unbinds slots the new list no longer covers', () => {
    const s = (lod: number) => samplerState({ maxLod: lod });
    cso.setSamplers(PipeShader.FRAGMENT, [s(1), s(2), s(3)]);
    const [first] = log.of('bindSamplerStates');
    expect(first![0]).toBe(PipeShader.FRAGMENT);
    expect(first![1]).toBe(0);
    const [c1, c2, c3] = first![2] as unknown[];
    log.clear();

    cso.setSamplers(PipeShader.FRAGMENT, [s(1), s(4), s(3)]);
    const changed = log.of('bindSamplerStates');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.slice(0, 2)).toEqual([PipeShader.FRAGMENT, 1]);
    expect(changed[0]![2]).toHaveLength(1);
    log.clear();

    cso.setSamplers(PipeShader.FRAGMENT, [s(1)]);
    expect(log.of('bindSamplerStates')).toEqual([[PipeShader.FRAGMENT, 1, [null, null]]]);
    log.clear();

    // Back to the first list: the cached objects come back, nothing new is created.
    cso.setSamplers(PipeShader.FRAGMENT, [s(1), s(2), s(3)]);
    expect(log.of('bindSamplerStates')).toEqual([[PipeShader.FRAGMENT, 1, [c2, c3]]]);
    expect(c1).not.toBe(c2);
    expect(pipe.counters.createSamplerState).toBe(4);
  });

  it('keeps each stage apart and accepts null slots', () => {
    cso.setSamplers(PipeShader.FRAGMENT, [samplerState(), null]);
    cso.setSamplers(PipeShader.VERTEX, [samplerState()]);
    expect(log.of('bindSamplerStates').map((c) => c.slice(0, 2))).toEqual([
      [PipeShader.FRAGMENT, 0],
      [PipeShader.VERTEX, 0],
    ]);
    expect(log.of('bindSamplerStates')[0]![2]).toEqual([expect.anything()]);
    expect(pipe.counters.createSamplerState).toBe(1);
    pipe.resetCounters();
    cso.setSamplers(PipeShader.FRAGMENT, [samplerState(), null]);
    cso.setSamplers(PipeShader.FRAGMENT, [samplerState()]);
    expect(totalCalls(pipe)).toBe(0);
  });

  it('refuses a stage that does not exist and more samplers than there are slots', () => {
    expect(() => cso.setSamplers(6 as PipeShader, [])).toThrow(
      new PipeError('setSamplers', '6 is not a PipeShader stage'),
    );
    expect(() => cso.setSamplers(PipeShader.FRAGMENT, new Array(33).fill(null))).toThrow(/^setSamplers: /);
    expect(() => cso.setSamplerViews(-1 as PipeShader, [])).toThrow(/^setSamplerViews: /);
    expect(totalCalls(pipe)).toBe(0);
  });
});

describe('ranges and resources', () => {
  it('sends only the viewports that changed', () => {
    cso.setViewports(0, [viewport(1), viewport(2), viewport(3)]);
    cso.setViewports(0, [viewport(1), viewport(5), viewport(3)]);
    cso.setViewports(1, [viewport(5)]);
    cso.setViewports(0, [viewport(7), viewport(5), viewport(8)]);
    expect(log.of('setViewportStates')).toEqual([
      [0, [viewport(1), viewport(2), viewport(3)]],
      [1, [viewport(5)]],
      [0, [viewport(7)]],
      [2, [viewport(8)]],
    ]);
    expect(cso.counters().bindsForwarded.viewport).toBe(4);
    expect(cso.counters().bindsSkipped.viewport).toBe(1);
  });

  it('keeps its own copy of plain structs', () => {
    const vp = viewport(1);
    cso.setViewport(vp);
    vp.scale[0] = 9;
    cso.setViewport(vp);
    cso.setViewport(viewport(1));
    expect(pipe.counters.setViewportStates).toBe(3);
  });

  it('refuses slots out of range', () => {
    expect(() => cso.setViewports(15, [viewport(1), viewport(1)])).toThrow(/^setViewports: slots 15\.\.16/);
    expect(() => cso.setScissors(-1, [])).toThrow(/^setScissors: /);
    expect(() => cso.setVertexBuffers(32, [null])).toThrow(/^setVertexBuffers: /);
    expect(() => cso.setConstantBuffer(PipeShader.FRAGMENT, 16, null)).toThrow(/^setConstantBuffer: /);
    expect(() => cso.setSamplerViews(PipeShader.FRAGMENT, new Array(129).fill(null))).toThrow(
      /^setSamplerViews: /,
    );
    expect(totalCalls(pipe)).toBe(0);
  });

  it('compares framebuffer surfaces by identity and ignores cbufs past nrCbufs', () => {
    const [a, b] = [surface(pipe), surface(pipe)];
    cso.setFramebuffer(colorFramebuffer(a, 4, 4));
    cso.setFramebuffer({ ...colorFramebuffer(a, 4, 4), cbufs: [a, b] });
    expect(pipe.counters.setFramebufferState).toBe(1);
    cso.setFramebuffer(colorFramebuffer(b, 4, 4));
    cso.setFramebuffer(colorFramebuffer(b, 2, 4));
    cso.setFramebuffer({ ...colorFramebuffer(b, 2, 4), zsbuf: depthSurface(pipe) });
    expect(pipe.counters.setFramebufferState).toBe(4);
  });

  it('always forwards user (CPU-memory) buffers, whose contents may have changed in place', () => {
    const data = new Float32Array(16);
    const user = { stride: 16, bufferOffset: 0, buffer: null, userBuffer: data };
    cso.setVertexBuffers(0, [user]);
    cso.setVertexBuffers(0, [user]);
    cso.setConstantBuffer(PipeShader.FRAGMENT, 0, {
      buffer: null,
      bufferOffset: 0,
      bufferSize: 64,
      userBuffer: data,
    });
    cso.setConstantBuffer(PipeShader.FRAGMENT, 0, {
      buffer: null,
      bufferOffset: 0,
      bufferSize: 64,
      userBuffer: data,
    });
    const indices = new Uint16Array(6);
    cso.setIndexBuffer({ indexSize: 2, offset: 0, buffer: null, userBuffer: indices });
    cso.setIndexBuffer({ indexSize: 2, offset: 0, buffer: null, userBuffer: indices });
    expect(pipe.counters.setVertexBuffers).toBe(2);
    expect(pipe.counters.setConstantBuffer).toBe(2);
    expect(pipe.counters.setIndexBuffer).toBe(2);
  });

  it('sets vertex buffers by range and leaves the other slots alone', () => {
    const [a, b] = [buffer(pipe), buffer(pipe)];
    cso.setVertexBuffers(0, [vertexBuffer(a), vertexBuffer(b)]);
    cso.setVertexBuffers(1, [vertexBuffer(b)]);
    cso.setVertexBuffers(1, [null]);
    cso.setVertexBuffers(0, [vertexBuffer(a, 16)]);
    expect(log.of('setVertexBuffers')).toEqual([
      [0, [vertexBuffer(a), vertexBuffer(b)]],
      [1, [null]],
      [0, [vertexBuffer(a, 16)]],
    ]);
  });

  it('knows a fresh context has nothing bound: unbinding is skipped', () => {
    cso.setIndexBuffer(null);
    cso.setVertexBuffers(0, [null, null]);
    cso.setSamplerViews(PipeShader.FRAGMENT, [null]);
    cso.setConstantBuffer(PipeShader.VERTEX, 3, null);
    cso.setVertexShader(null);
    cso.setStreamOutputTargets([], []);
    cso.setRenderCondition(null, false, PipeRenderCond.WAIT);
    expect(totalCalls(pipe)).toBe(0);
  });
});

describe('stream output and render condition', () => {
  it('skips re-binding the same targets to append, but forwards any offset that resets them', () => {
    // context.rst: "-1 means the buffer should be appended to, and everything else sets the internal offset."
    const t = soTarget(pipe);
    cso.setStreamOutputTargets([t], [0]);
    cso.setStreamOutputTargets([t], [-1]);
    expect(pipe.counters.setStreamOutputTargets).toBe(1);
    cso.setStreamOutputTargets([t], [0]);
    expect(pipe.counters.setStreamOutputTargets).toBe(2);
    cso.setStreamOutputTargets([], []);
    expect(log.of('setStreamOutputTargets')).toEqual([
      [[t], [0]],
      [[t], [0]],
      [[], []],
    ]);
  });

  it('refuses too many targets or missing offsets', () => {
    const t = soTarget(pipe);
    const many = new Array(PIPE_MAX_SO_BUFFERS + 1).fill(t);
    expect(() =>
      cso.setStreamOutputTargets(
        many,
        many.map(() => 0),
      ),
    ).toThrow(/^setStreamOutputTargets: /);
    expect(() => cso.setStreamOutputTargets([t], [])).toThrow(/^setStreamOutputTargets: /);
  });

  it('treats a null query as no render condition', () => {
    // context.rst: "If render_condition is called with query = NULL, conditional rendering is disabled"
    const q = query(pipe);
    cso.setRenderCondition(q, false, PipeRenderCond.NO_WAIT);
    cso.setRenderCondition(q, true, PipeRenderCond.NO_WAIT);
    cso.setRenderCondition(null, true, PipeRenderCond.NO_WAIT);
    cso.setRenderCondition(null, false, PipeRenderCond.WAIT);
    expect(log.of('renderCondition')).toEqual([
      [q, false, PipeRenderCond.NO_WAIT],
      [q, true, PipeRenderCond.NO_WAIT],
      [null, false, PipeRenderCond.WAIT],
    ]);
  });
});
