// saveState/restoreState: every saved group comes back exactly as the driver first saw it, only what
// differs is forwarded, unsaved groups stay as the meta operation left them, and misuse is a PipeError.
import {
  blendState,
  depthStencilAlphaState,
  type PipeContext,
  PipeError,
  PipeFormat,
  PipeRenderCond,
  PipeShader,
  rasterizerState,
  samplerState,
} from '@gallium-ts/gallium-api';
import { colorFramebuffer } from '@gallium-ts/gallium-api/test-kit';
import { beforeEach, describe, expect, it } from 'vitest';
import { CsoBit } from '../src/bits.js';
import { CsoContext } from '../src/cso-context.js';
import {
  buffer,
  type CallLog,
  type CountingPipe,
  csoSetup,
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

/** A value for every state group; `variant` 1 and 2 differ in every slot they set. */
function fullState(pipe: PipeContext, variant: 1 | 2) {
  const v = variant;
  const { vs, fs, gs } = shaders(pipe);
  const one = v === 1;
  const [buf0, buf1] = [buffer(pipe), buffer(pipe)];
  return {
    blend: blendState({}, { blendEnable: one }),
    dsa: depthStencilAlphaState({ depth: { enabled: one } }),
    rasterizer: rasterizerState({ flatshade: one }),
    elements: [
      { srcOffset: 4 * v, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32_FLOAT },
    ],
    fragmentSamplers: one ? [samplerState({ lodBias: 1 }), samplerState({ lodBias: 2 })] : [samplerState()],
    vertexSamplers: [samplerState({ maxLod: v })],
    vs,
    fs,
    gs: one ? gs : null,
    views: [samplerView(pipe)],
    constants: { buffer: buf0, bufferOffset: 0, bufferSize: 16 * v, userBuffer: null },
    framebuffer: colorFramebuffer(surface(pipe), 4, 4),
    viewports: [
      { scale: [v, v, 1] as [number, number, number], translate: [0, 0, 0] as [number, number, number] },
      { scale: [v, 2, 1] as [number, number, number], translate: [1, 1, 0] as [number, number, number] },
    ],
    scissors: [{ minx: v, miny: 0, maxx: 4, maxy: 4 }],
    stencilRef: { refValue: [v, v] as [number, number] },
    blendColor: { color: [v, 0, 0, 1] as [number, number, number, number] },
    sampleMask: v,
    minSamples: v,
    clip: { ucp: [[v, 0, 0, 1]] as [number, number, number, number][] },
    stipple: { stipple: new Array(32).fill(v) },
    vertexBuffers: [
      { stride: 16, bufferOffset: 0, buffer: one ? buf0 : buf1, userBuffer: null },
      { stride: 8 * v, bufferOffset: 0, buffer: buf1, userBuffer: null },
    ],
    indexBuffer: { indexSize: 2 as const, offset: 2 * v, buffer: buf0, userBuffer: null },
    so: [soTarget(pipe)],
    condition: one ? query(pipe) : null,
  };
}

type FullState = ReturnType<typeof fullState>;

/** Sets every group, in the order restoreState walks them. */
function setFullState(s: FullState): void {
  cso.setBlend(s.blend);
  cso.setDepthStencilAlpha(s.dsa);
  cso.setRasterizer(s.rasterizer);
  cso.setVertexElements(s.elements);
  cso.setSamplers(PipeShader.VERTEX, s.vertexSamplers);
  cso.setSamplers(PipeShader.FRAGMENT, s.fragmentSamplers);
  cso.setVertexShader(s.vs);
  cso.setFragmentShader(s.fs);
  cso.setGeometryShader(s.gs);
  cso.setSamplerViews(PipeShader.FRAGMENT, s.views);
  cso.setConstantBuffer(PipeShader.VERTEX, 0, s.constants);
  cso.setFramebuffer(s.framebuffer);
  cso.setViewports(0, s.viewports);
  cso.setScissors(0, s.scissors);
  cso.setStencilRef(s.stencilRef);
  cso.setBlendColor(s.blendColor);
  cso.setSampleMask(s.sampleMask);
  cso.setMinSamples(s.minSamples);
  cso.setClipState(s.clip);
  cso.setPolygonStipple(s.stipple);
  cso.setVertexBuffers(0, s.vertexBuffers);
  cso.setIndexBuffer(s.indexBuffer);
  cso.setStreamOutputTargets(s.so, [-1]);
  cso.setRenderCondition(s.condition, true, PipeRenderCond.WAIT);
}

describe('restoreState', () => {
  it('puts every group back exactly as the driver first saw it', () => {
    const a = fullState(pipe, 1);
    setFullState(a);
    const setA = log.calls.slice();
    expect(setA).toHaveLength(24);

    cso.saveState(CsoBit.ALL);
    setFullState(fullState(pipe, 2));
    log.clear();
    pipe.resetCounters();
    cso.restoreState();

    // The same calls with the same arguments (the same driver objects) as when state A was first set.
    expect(log.calls).toEqual(setA);
    expect(log.of('bindBlendState')[0]![0]).toBe(setA[0]!.args[0]);
    expect(pipe.counters.createBlendState ?? 0).toBe(0);
    // And the CSO context knows A is bound again: setting it once more reaches the driver not at all.
    pipe.resetCounters();
    setFullState(a);
    expect(totalCalls(pipe)).toBe(0);
  });

  it('forwards only the groups and slots that differ', () => {
    const a = fullState(pipe, 1);
    setFullState(a);
    cso.saveState(CsoBit.ALL);
    cso.setBlend(blendState({ dither: true }));
    cso.setViewports(1, [{ scale: [5, 5, 5], translate: [0, 0, 0] }]);
    log.clear();
    cso.restoreState();
    expect(log.methods()).toEqual(['bindBlendState', 'setViewportStates']);
    expect(log.of('setViewportStates')).toEqual([[1, [a.viewports[1]]]]);
  });

  it('restores only the saved groups', () => {
    const a = fullState(pipe, 1);
    setFullState(a);
    cso.saveState(CsoBit.BLEND | CsoBit.STENCIL_REF);
    cso.setBlend(blendState({ dither: true }));
    cso.setStencilRef({ refValue: [9, 9] });
    cso.setSampleMask(0xf);
    log.clear();
    cso.restoreState();
    expect(log.calls).toEqual([
      { method: 'bindBlendState', args: [expect.anything()] },
      { method: 'setStencilRef', args: [a.stencilRef] },
    ]);
    pipe.resetCounters();
    cso.setSampleMask(0xf);
    expect(totalCalls(pipe)).toBe(0);
  });

  it('leaves a group that was never set as the meta operation set it', () => {
    cso.saveState(CsoBit.VIEWPORT | CsoBit.FRAMEBUFFER);
    cso.setViewport({ scale: [1, 1, 1], translate: [0, 0, 0] });
    log.clear();
    cso.restoreState();
    expect(log.calls).toEqual([]);
  });

  it('rebinds saved stream-output targets to append where they left off', () => {
    // context.rst: "-1 means the buffer should be appended to, and everything else sets the internal offset."
    const [t1, t2] = [soTarget(pipe), soTarget(pipe)];
    cso.setStreamOutputTargets([t1], [0]);
    cso.saveState(CsoBit.STREAM_OUTPUTS);
    cso.setStreamOutputTargets([t2], [0]);
    log.clear();
    cso.restoreState();
    expect(log.of('setStreamOutputTargets')).toEqual([[[t1], [-1]]]);
  });

  it('keeps saved states alive through eviction and rebinds the very same object', () => {
    cso = new CsoContext(pipe, { maxEntriesPerType: 1 });
    const t = (mask: number) => blendState({}, { colormask: mask });
    cso.setBlend(t(1));
    const [[saved]] = log.of('bindBlendState') as [[unknown]];
    cso.saveState(CsoBit.BLEND);
    cso.setBlend(t(2));
    cso.setBlend(t(3));
    cso.setBlend(t(4));
    expect(log.of('deleteBlendState')).toHaveLength(2);
    expect(log.of('deleteBlendState').flat()).not.toContain(saved);
    log.clear();
    cso.restoreState();
    expect(log.calls[0]).toEqual({ method: 'bindBlendState', args: [saved] });
    // Unpinned by the restore, the last meta state is evicted: the cache is back at its limit of one.
    expect(log.methods()).toEqual(['bindBlendState', 'deleteBlendState']);
    expect(cso.cache.blend.size).toBe(1);
  });
});

describe('save misuse', () => {
  it('refuses a nested save, naming the method, and keeps the first save', () => {
    cso.setStencilRef({ refValue: [1, 1] });
    cso.saveState(CsoBit.STENCIL_REF);
    cso.setStencilRef({ refValue: [2, 2] });
    expect(() => cso.saveState(CsoBit.ALL)).toThrow(PipeError);
    expect(() => cso.saveState(CsoBit.ALL)).toThrow(/^saveState: state is already saved/);
    cso.restoreState();
    expect(log.of('setStencilRef').at(-1)).toEqual([{ refValue: [1, 1] }]);
  });

  it('refuses a restore without a save', () => {
    expect(() => cso.restoreState()).toThrow(
      new PipeError('restoreState', 'no state is saved; call saveState(bits) first'),
    );
    cso.saveState(CsoBit.BLEND);
    cso.restoreState();
    expect(() => cso.restoreState()).toThrow(PipeError);
  });

  it('refuses bits that are not CsoBit flags', () => {
    expect(() => cso.saveState(1 << 30)).toThrow(/^saveState: /);
    expect(() => cso.saveState(0.5)).toThrow(/^saveState: /);
    cso.saveState(0);
    cso.restoreState();
  });
});
