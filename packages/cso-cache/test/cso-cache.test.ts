// CsoCache on its own: one driver object per distinct template, every field part of the identity (only
// rt[0] for blend unless independent blending), private template copies, collisions, LRU eviction
// that spares pinned entries and deletes what it drops, counters and destroy.
import {
  blendState,
  depthStencilAlphaState,
  PipeBlendFactor,
  PipeError,
  PipeFormat,
  type PipeSamplerState,
  type PipeVertexElement,
  rasterizerState,
  samplerState,
} from '@gallium-ts/gallium-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { CsoCache } from '../src/cso-cache.js';
import { samplerType } from '../src/cso-types.js';
import { hashKey } from '../src/key.js';
import { type CountingPipe, createPipe } from './pipe.js';

/** Every leaf (boolean or number) of a plain-data template, as a path of keys. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, Array.isArray(value) ? +k : k]));
  }
  return [path];
}

/** Valid other values for numeric fields where "one less, or 1 for 0" would not be a valid value. */
const OTHER_VALUE: Record<string, number> = {
  rgbSrcFactor: PipeBlendFactor.SRC_ALPHA,
  rgbDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
  alphaSrcFactor: PipeBlendFactor.SRC_ALPHA,
  alphaDstFactor: PipeBlendFactor.INV_SRC_ALPHA,
  lineWidth: 2,
  pointSize: 2,
  srcFormat: PipeFormat.R32G32_FLOAT,
};

/**
 * A deep copy of `template` with the leaf at `path` changed to another valid value: booleans flipped,
 * numbers from OTHER_VALUE, else 1 for 0, else one less.
 */
function withChangedLeaf<T>(template: T, path: (string | number)[]): T {
  const copy = structuredClone(template);
  let node = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const old = node[last];
  if (typeof old === 'boolean') node[last] = !old;
  else node[last] = OTHER_VALUE[last] ?? (old === 0 ? 1 : (old as number) - 1);
  return copy;
}

const elements = (): PipeVertexElement[] => [
  { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
  { srcOffset: 16, instanceDivisor: 0, vertexBufferIndex: 1, srcFormat: PipeFormat.R8G8B8A8_UNORM },
];

let pipe: CountingPipe;
let cache: CsoCache;

beforeEach(() => {
  pipe = createPipe();
  cache = new CsoCache(pipe);
});

describe('deduplication', () => {
  it('gives one driver object for equal templates', () => {
    const first = cache.blend.get(blendState());
    const second = cache.blend.get(blendState());
    expect(second).toBe(first);
    expect(pipe.counters.createBlendState).toBe(1);
    expect(cache.counters().creates.blend).toBe(1);
    expect(cache.counters().hits.blend).toBe(1);
  });

  // Changing any single field gives a new object; an equal copy of the changed template hits it again.
  const cases = [
    {
      name: 'blend (rt[0] and the global fields)',
      base: () => blendState(),
      paths: (t: object) => leafPaths(t).filter((p) => p[0] !== 'rt' || p[1] === 0),
      leaves: 6 + 8,
      get: (c: CsoCache, t: never) => c.blend.get(t),
      creates: () => pipe.counters.createBlendState,
    },
    {
      name: 'depth-stencil-alpha',
      base: () => depthStencilAlphaState(),
      paths: (t: object) => leafPaths(t),
      leaves: 6 + 7 + 7 + 3,
      get: (c: CsoCache, t: never) => c.depthStencilAlpha.get(t),
      creates: () => pipe.counters.createDepthStencilAlphaState,
    },
    {
      name: 'rasterizer',
      base: () => rasterizerState(),
      paths: (t: object) => leafPaths(t),
      leaves: 41,
      get: (c: CsoCache, t: never) => c.rasterizer.get(t),
      creates: () => pipe.counters.createRasterizerState,
    },
    {
      name: 'sampler',
      base: () => samplerState(),
      paths: (t: object) => leafPaths(t),
      leaves: 14 + 4,
      get: (c: CsoCache, t: never) => c.sampler.get(t),
      creates: () => pipe.counters.createSamplerState,
    },
    {
      name: 'vertex elements',
      base: () => elements(),
      paths: (t: object) => leafPaths(t),
      leaves: 2 * 4,
      get: (c: CsoCache, t: never) => c.vertexElements.get(t),
      creates: () => pipe.counters.createVertexElementsState,
    },
  ];

  it.each(cases)('treats every field of a $name state as part of its identity', (c) => {
    const base = c.base();
    const paths = c.paths(base);
    expect(paths).toHaveLength(c.leaves);
    const baseCso = c.get(cache, base as never);
    const seen = new Set([baseCso]);
    for (const path of paths) {
      const changed = withChangedLeaf(base, path);
      const cso = c.get(cache, changed as never);
      expect(seen.has(cso), `field ${path.join('.')}`).toBe(false);
      seen.add(cso);
      expect(c.get(cache, structuredClone(changed) as never)).toBe(cso);
    }
    expect(c.get(cache, c.base() as never)).toBe(baseCso);
    expect(c.creates()).toBe(1 + c.leaves);
  });

  it('tells vertex-element lists of different lengths apart', () => {
    const three = [...elements(), { ...elements()[0]!, srcOffset: 32 }];
    const lists = [elements().slice(0, 1), elements(), three];
    const csos = lists.map((list) => cache.vertexElements.get(list));
    expect(new Set(csos).size).toBe(3);
    expect(cache.vertexElements.get(elements().slice(0, 1))).toBe(csos[0]);
  });

  it('hashes and compares only rt[0] of a blend state unless independent blending is on', () => {
    const plain = blendState();
    const otherRt1 = blendState();
    otherRt1.rt[1] = { ...otherRt1.rt[1]!, blendEnable: true, colormask: 0 };
    expect(cache.blend.get(otherRt1)).toBe(cache.blend.get(plain));
    expect(pipe.counters.createBlendState).toBe(1);

    const independent = blendState({ independentBlendEnable: true });
    const independentOtherRt1 = structuredClone(independent);
    independentOtherRt1.rt[1]!.blendEnable = true;
    expect(cache.blend.get(independentOtherRt1)).not.toBe(cache.blend.get(independent));
    expect(pipe.counters.createBlendState).toBe(3);
  });

  it('compares numbers by value: 0 equals -0, fractions by every bit', () => {
    const zero = cache.sampler.get(samplerState({ lodBias: 0 }));
    expect(cache.sampler.get(samplerState({ lodBias: -0 }))).toBe(zero);
    const half = cache.sampler.get(samplerState({ lodBias: 0.5 }));
    expect(cache.sampler.get(samplerState({ lodBias: 0.5 }))).toBe(half);
    expect(cache.sampler.get(samplerState({ lodBias: 0.5 + 2 ** -52 }))).not.toBe(half);
    expect(half).not.toBe(zero);
    expect(pipe.counters.createSamplerState).toBe(3);
  });

  it('compares in full when two different templates have the same hash', () => {
    // Border colours 11279 and 16040 were found by search to share a hash.
    const a = samplerState({ borderColor: [11279, 0, 0, 0] });
    const b = samplerState({ borderColor: [16040, 0, 0, 0] });
    const key = (s: PipeSamplerState) => {
      const k = new Float64Array(samplerType.keyLength(s));
      samplerType.writeKey(s, k);
      return hashKey(k, k.length);
    };
    expect(key(a)).toBe(key(b));
    const csoA = cache.sampler.get(a);
    const csoB = cache.sampler.get(b);
    expect(csoB).not.toBe(csoA);
    expect(cache.sampler.get(structuredClone(a))).toBe(csoA);
    expect(cache.sampler.get(structuredClone(b))).toBe(csoB);
    expect(pipe.counters.createSamplerState).toBe(2);
    expect(cache.counters().hits.sampler).toBe(2);
  });
});

describe('template copies', () => {
  it('keeps its own deep copy, so the caller may change the template afterwards', () => {
    const template = blendState({}, { blendEnable: true });
    const cso = cache.blend.get(template);
    template.rt[0]!.blendEnable = false;
    template.alphaToOne = true;
    expect(cache.blend.get(blendState({}, { blendEnable: true }))).toBe(cso);
    expect(cache.blend.lookup(blendState({}, { blendEnable: true })).template).toEqual(
      blendState({}, { blendEnable: true }),
    );
    expect(cache.blend.get(template)).not.toBe(cso);
    expect(pipe.counters.createBlendState).toBe(2);
  });

  it('creates the driver object from its copy, not from the caller template', () => {
    const created: unknown[] = [];
    const create = pipe.createRasterizerState.bind(pipe);
    pipe.createRasterizerState = (s) => {
      created.push(s);
      return create(s);
    };
    const template = rasterizerState({ lineWidth: 3 });
    cache.rasterizer.get(template);
    expect(created).toHaveLength(1);
    expect(created[0]).not.toBe(template);
    expect(created[0]).toEqual(template);
  });

  it('keeps nothing when the driver refuses to create the object', () => {
    pipe.createSamplerState = () => {
      throw new PipeError('createSamplerState', 'refused');
    };
    expect(() => cache.sampler.get(samplerState())).toThrow(PipeError);
    expect(cache.sampler.size).toBe(0);
    expect(cache.counters().creates.sampler).toBe(0);
  });
});

describe('eviction', () => {
  it('evicts the least recently used state past the limit and deletes its driver object', () => {
    cache = new CsoCache(pipe, { maxEntriesPerType: 3 });
    const deleted: unknown[] = [];
    const del = pipe.deleteBlendState.bind(pipe);
    pipe.deleteBlendState = (cso) => {
      deleted.push(cso);
      del(cso);
    };
    const t = (i: number) => blendState({}, { colormask: i });
    const a = cache.blend.get(t(1));
    const b = cache.blend.get(t(2));
    cache.blend.get(t(3));
    expect(cache.blend.get(t(1))).toBe(a); // a is now the most recently used; b the least
    cache.blend.get(t(4));
    expect(deleted).toEqual([b]);
    expect(cache.blend.size).toBe(3);
    expect(pipe.counters.deleteBlendState).toBe(1);
    expect(cache.counters().evictions).toEqual({
      blend: 1,
      depthStencilAlpha: 0,
      rasterizer: 0,
      sampler: 0,
      vertexElements: 0,
      total: 1,
    });
    // b is gone from the cache: asking again creates a new object.
    expect(cache.blend.get(t(2))).not.toBe(b);
    expect(pipe.counters.createBlendState).toBe(5);
  });

  it('never evicts a pinned state, and grows past the limit when only pinned ones are left', () => {
    cache = new CsoCache(pipe, { maxEntriesPerType: 2 });
    const t = (i: number) => samplerState({ maxLod: i });
    const pinned = cache.sampler.lookup(t(1));
    cache.sampler.pin(pinned);
    const b = cache.sampler.get(t(2));
    cache.sampler.get(t(3)); // evicts 2: 1 is pinned
    cache.sampler.get(t(4)); // evicts 3
    expect(pipe.counters.deleteSamplerState).toBe(2);
    expect(cache.sampler.get(t(1))).toBe(pinned.cso);
    expect(cache.sampler.get(t(2))).not.toBe(b);

    const second = cache.sampler.lookup(t(5));
    cache.sampler.pin(second);
    const third = cache.sampler.lookup(t(6));
    cache.sampler.pin(third);
    cache.sampler.trim();
    expect(cache.sampler.size).toBe(3); // 1, 5 and 6, all pinned
    cache.sampler.unpin(second);
    cache.sampler.trim();
    expect(cache.sampler.size).toBe(2);
    expect(cache.sampler.get(t(6))).toBe(third.cso);
  });

  it('rejects a limit that is not a positive integer', () => {
    for (const max of [0, -1, 1.5, Number.NaN]) {
      expect(() => new CsoCache(pipe, { maxEntriesPerType: max })).toThrow(PipeError);
    }
    expect(() => new CsoCache(pipe, { maxEntriesPerType: 0 })).toThrow(/^CsoCache: /);
  });

  it('refuses to unpin an entry that is not pinned', () => {
    const entry = cache.blend.lookup(blendState());
    expect(() => cache.blend.unpin(entry)).toThrow(PipeError);
  });
});

describe('counters and destroy', () => {
  it('counts creates, hits and evictions per type and in total, and resets them', () => {
    cache = new CsoCache(pipe, { maxEntriesPerType: 1 });
    cache.blend.get(blendState());
    cache.blend.get(blendState());
    cache.rasterizer.get(rasterizerState());
    cache.rasterizer.get(rasterizerState({ flatshade: true }));
    cache.vertexElements.get(elements());
    expect(cache.counters()).toEqual({
      creates: { blend: 1, depthStencilAlpha: 0, rasterizer: 2, sampler: 0, vertexElements: 1, total: 4 },
      hits: { blend: 1, depthStencilAlpha: 0, rasterizer: 0, sampler: 0, vertexElements: 0, total: 1 },
      evictions: { blend: 0, depthStencilAlpha: 0, rasterizer: 1, sampler: 0, vertexElements: 0, total: 1 },
    });
    cache.resetCounters();
    expect(
      cache.counters().creates.total + cache.counters().hits.total + cache.counters().evictions.total,
    ).toBe(0);
  });

  it('deletes every cached driver object on destroy and creates none afterwards', () => {
    cache.blend.get(blendState());
    cache.blend.get(blendState({ dither: true }));
    cache.depthStencilAlpha.get(depthStencilAlphaState());
    cache.rasterizer.get(rasterizerState());
    cache.sampler.get(samplerState());
    cache.sampler.get(samplerState({ lodBias: 1 }));
    cache.sampler.get(samplerState({ lodBias: 2 }));
    cache.vertexElements.get(elements());
    cache.destroy();
    expect(pipe.counters.deleteBlendState).toBe(2);
    expect(pipe.counters.deleteDepthStencilAlphaState).toBe(1);
    expect(pipe.counters.deleteRasterizerState).toBe(1);
    expect(pipe.counters.deleteSamplerState).toBe(3);
    expect(pipe.counters.deleteVertexElementsState).toBe(1);
    expect(cache.blend.size).toBe(0);
    expect(() => cache.blend.get(blendState())).toThrow(PipeError);
    expect(pipe.counters.createBlendState).toBe(2);
  });

  it('keeps what the driver refuses to delete, so a later destroy can finish the job', () => {
    cache.blend.get(blendState());
    const bound = cache.blend.get(blendState({ dither: true }));
    cache.blend.get(blendState({ alphaToOne: true }));
    pipe.bindBlendState(bound); // bound behind the cache's back: the driver will not delete it
    expect(() => cache.blend.destroy()).toThrow(PipeError);
    expect(cache.blend.size).toBe(2);
    pipe.bindBlendState(null);
    cache.blend.destroy();
    expect(cache.blend.size).toBe(0);
    expect(pipe.counters.deleteBlendState).toBe(4); // the refused call counts too
  });
});
