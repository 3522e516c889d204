// CsoCache: the per-context store of constant state objects. Equal templates give the same driver
// object; each type keeps at most `maxEntriesPerType` states beyond the pinned ones.
import {
  type PipeBlendCso,
  type PipeBlendState,
  type PipeContext,
  type PipeDepthStencilAlphaCso,
  type PipeDepthStencilAlphaState,
  PipeError,
  type PipeRasterizerCso,
  type PipeRasterizerState,
  type PipeSamplerCso,
  type PipeSamplerState,
  type PipeVertexElement,
  type PipeVertexElementsCso,
} from '@gallium-ts/gallium-api';
import {
  blendType,
  type CsoCacheKind,
  depthStencilAlphaType,
  rasterizerType,
  samplerType,
  vertexElementsType,
} from './cso-types.js';
import { type CsoCacheTypeCounters, StateCache } from './state-cache.js';

/** Options of a CSO cache. */
export interface CsoCacheOptions {
  /** States kept per type before least-recently-used unpinned ones are evicted (default 4096). */
  maxEntriesPerType?: number;
}

/** The default per-type limit. */
export const CSO_CACHE_DEFAULT_MAX_ENTRIES = 4096;

/** A count per cached state type, plus their sum. */
export type CsoCountsByType = Record<CsoCacheKind | 'total', number>;

/** A snapshot of the cache counters. */
export interface CsoCacheCounters {
  /** Driver objects created (create_*_state calls). */
  creates: CsoCountsByType;
  /** Lookups answered from the cache. */
  hits: CsoCountsByType;
  /** Entries evicted past the limit (each one a delete_*_state call). */
  evictions: CsoCountsByType;
}

export class CsoCache {
  readonly blend: StateCache<PipeBlendState, PipeBlendCso>;
  readonly depthStencilAlpha: StateCache<PipeDepthStencilAlphaState, PipeDepthStencilAlphaCso>;
  readonly rasterizer: StateCache<PipeRasterizerState, PipeRasterizerCso>;
  readonly sampler: StateCache<PipeSamplerState, PipeSamplerCso>;
  readonly vertexElements: StateCache<readonly PipeVertexElement[], PipeVertexElementsCso>;
  private readonly all: readonly Pick<StateCache<unknown, unknown>, 'counters' | 'trim' | 'destroy'>[];

  constructor(
    readonly pipe: PipeContext,
    options: CsoCacheOptions = {},
  ) {
    const max = options.maxEntriesPerType ?? CSO_CACHE_DEFAULT_MAX_ENTRIES;
    if (!Number.isInteger(max) || max < 1) {
      throw new PipeError('CsoCache', `maxEntriesPerType must be a positive integer, got ${max}`);
    }
    this.blend = new StateCache(pipe, blendType, max);
    this.depthStencilAlpha = new StateCache(pipe, depthStencilAlphaType, max);
    this.rasterizer = new StateCache(pipe, rasterizerType, max);
    this.sampler = new StateCache(pipe, samplerType, max);
    this.vertexElements = new StateCache(pipe, vertexElementsType, max);
    this.all = [this.blend, this.depthStencilAlpha, this.rasterizer, this.sampler, this.vertexElements];
  }

  /** Evicts past the limit in every type (after pins were dropped). */
  trim(): void {
    for (const cache of this.all) cache.trim();
  }

  /** A snapshot of creates, hits and evictions per type and in total. */
  counters(): CsoCacheCounters {
    const count = (pick: (c: CsoCacheTypeCounters) => number): CsoCountsByType => {
      const byType = {
        blend: pick(this.blend.counters),
        depthStencilAlpha: pick(this.depthStencilAlpha.counters),
        rasterizer: pick(this.rasterizer.counters),
        sampler: pick(this.sampler.counters),
        vertexElements: pick(this.vertexElements.counters),
      };
      const total = Object.values(byType).reduce((a, b) => a + b, 0);
      return { ...byType, total };
    };
    return {
      creates: count((c) => c.creates),
      hits: count((c) => c.hits),
      evictions: count((c) => c.evictions),
    };
  }

  /** Sets every counter back to zero. */
  resetCounters(): void {
    for (const cache of this.all) {
      cache.counters.creates = 0;
      cache.counters.hits = 0;
      cache.counters.evictions = 0;
    }
  }

  /** Deletes every cached driver object. Unbind them first: the cache does not know what is bound. */
  destroy(): void {
    for (const cache of this.all) cache.destroy();
  }
}
