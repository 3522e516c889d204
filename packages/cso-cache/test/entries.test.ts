// Cache entries kept as handles: set*Entry binds an entry got from lookup by identity (one driver call
// for a change, none for the bound entry), mixes with the template setters and save/restore, counts a
// hit and refreshes the entry's place in the eviction order; an evicted or destroyed entry is marked
// deleted and, like an entry of another cache, is refused with a PipeError that changes nothing.
import {
  blendState,
  depthStencilAlphaState,
  PipeError,
  PipeFormat,
  type PipeVertexElement,
  rasterizerState,
} from '@gallium-ts/gallium-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { CsoBit } from '../src/bits.js';
import type { CsoContext } from '../src/cso-context.js';
import { type CallLog, type CountingPipe, csoSetup, totalCalls } from './pipe.js';

let pipe: CountingPipe;
let cso: CsoContext;
let log: CallLog;

beforeEach(() => {
  ({ pipe, cso, log } = csoSetup({ maxEntriesPerType: 2 }));
});

const dsa = (depth: boolean) => {
  const t = depthStencilAlphaState();
  t.depth.enabled = depth;
  return t;
};
const elements = (offset: number): PipeVertexElement[] => [
  { srcOffset: offset, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
];

describe('binding cache entries by handle', () => {
  it('each setter binds the entry’s driver object; the bound entry again makes no call', () => {
    const cases = [
      { set: () => cso.setBlendEntry(cso.cache.blend.lookup(blendState())), method: 'bindBlendState' },
      {
        set: () => cso.setDepthStencilAlphaEntry(cso.cache.depthStencilAlpha.lookup(dsa(true))),
        method: 'bindDepthStencilAlphaState',
      },
      {
        set: () => cso.setRasterizerEntry(cso.cache.rasterizer.lookup(rasterizerState())),
        method: 'bindRasterizerState',
      },
      {
        set: () => cso.setVertexElementsEntry(cso.cache.vertexElements.lookup(elements(0))),
        method: 'bindVertexElementsState',
      },
    ] as const;
    for (const { set, method } of cases) {
      log.clear();
      set();
      expect(log.methods().filter((m) => m.startsWith('bind'))).toEqual([method]);
      set();
      expect(log.methods().filter((m) => m.startsWith('bind'))).toEqual([method]);
    }
    const counters = cso.counters();
    expect(counters.bindsForwarded.total).toBe(4);
    expect(counters.bindsSkipped.total).toBe(4);
  });

  it('toggling between two entries binds each one’s CSO and creates nothing more', () => {
    const on = cso.cache.depthStencilAlpha.lookup(dsa(true));
    const off = cso.cache.depthStencilAlpha.lookup(dsa(false));
    pipe.resetCounters();
    log.clear();
    for (let i = 0; i < 10; i++) cso.setDepthStencilAlphaEntry(i & 1 ? on : off);
    expect(pipe.counters.createDepthStencilAlphaState).toBe(0);
    expect(log.of('bindDepthStencilAlphaState').map(([c]) => c)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i & 1 ? on.cso : off.cso)),
    );
    // Each bind by handle is a use of the entry, counted as a cache hit.
    expect(cso.counters().hits.depthStencilAlpha).toBe(10);
  });

  it('mixes with the template setters: equal state bound either way makes no second call', () => {
    cso.setDepthStencilAlpha(dsa(true));
    const entry = cso.cache.depthStencilAlpha.lookup(dsa(true));
    log.clear();
    cso.setDepthStencilAlphaEntry(entry);
    cso.setDepthStencilAlpha(dsa(true));
    expect(log.calls).toEqual([]);
    cso.setDepthStencilAlphaEntry(cso.cache.depthStencilAlpha.lookup(dsa(false)));
    cso.setDepthStencilAlpha(dsa(false));
    expect(log.methods()).toEqual(['bindDepthStencilAlphaState']);
  });

  it('restoreState puts back an entry bound by handle', () => {
    const a = cso.cache.blend.lookup(blendState({}, { colormask: 1 }));
    const b = cso.cache.blend.lookup(blendState({}, { colormask: 2 }));
    cso.setBlendEntry(a);
    cso.saveState(CsoBit.BLEND);
    cso.setBlendEntry(b);
    log.clear();
    cso.restoreState();
    expect(log.of('bindBlendState')).toEqual([[a.cso]]);
  });

  it('a reuse marks the entry most recently used: eviction takes the other one', () => {
    const t = (mask: number) => blendState({}, { colormask: mask });
    const a = cso.cache.blend.lookup(t(1));
    const b = cso.cache.blend.lookup(t(2));
    cso.setBlendEntry(a); // a: bound and most recently used
    cso.setBlendEntry(b); // a unbound, b bound
    cso.setBlendEntry(a); // a used again: b is now the least recently used, and unbound
    cso.cache.blend.get(t(3));
    expect(b.deleted).toBe(true);
    expect(a.deleted).toBe(false);
    expect(log.of('deleteBlendState')).toEqual([[b.cso]]);
  });
});

describe('deleted and foreign entries', () => {
  it('an evicted entry is marked deleted and refused, changing nothing', () => {
    const t = (mask: number) => blendState({}, { colormask: mask });
    const first = cso.cache.blend.lookup(t(1));
    cso.cache.blend.get(t(2));
    cso.cache.blend.get(t(3)); // evicts `first` (unpinned, least recently used)
    expect(first.deleted).toBe(true);
    const bound = cso.cache.blend.lookup(t(3));
    cso.setBlendEntry(bound);
    const calls = totalCalls(pipe);
    expect(() => cso.setBlendEntry(first)).toThrow(PipeError);
    expect(() => cso.setBlendEntry(first)).toThrow(/setBlendEntry.*deleted/);
    expect(totalCalls(pipe)).toBe(calls);
    // Still bound: binding it again makes no call.
    cso.setBlendEntry(bound);
    expect(totalCalls(pipe)).toBe(calls);
  });

  it('an entry of another CSO context’s cache is refused', () => {
    const other = csoSetup().cso;
    const foreign = other.cache.rasterizer.lookup(rasterizerState());
    expect(() => cso.setRasterizerEntry(foreign)).toThrow(
      /setRasterizerEntry.*not one of this rasterizer cache/,
    );
    expect(log.calls).toEqual([]);
  });

  it('destroy marks every entry deleted; binding afterwards throws', () => {
    const entries = [
      cso.cache.depthStencilAlpha.lookup(dsa(true)),
      cso.cache.depthStencilAlpha.lookup(dsa(false)),
    ];
    cso.setDepthStencilAlphaEntry(entries[0]!);
    cso.destroy();
    expect(entries.map((e) => e.deleted)).toEqual([true, true]);
    expect(() => cso.setDepthStencilAlphaEntry(entries[1]!)).toThrow(PipeError);
  });

  it('live entries are not deleted', () => {
    const entry = cso.cache.vertexElements.lookup(elements(16));
    expect(entry.deleted).toBe(false);
    cso.setVertexElementsEntry(entry);
    expect(entry.deleted).toBe(false);
    expect(log.of('bindVertexElementsState')).toEqual([[entry.cso]]);
  });
});
