// The textures of one shader stage as the context hands them to its SoftSampler: the bound sampler views
// (resolved once per view object to a TextureSource over the resource's bytes) and sampler states,
// captured when a draw is made. The vertex stage binds them at once; the fragment stage shades later,
// when the scene is rasterized, so it keeps the captured binding and rebinds it before each batch.
import type { PipeSamplerState } from '@gallium-ts/gallium-api';
import type { BaseSamplerView, CpuResource, CsoObject } from '@gallium-ts/gallium-api/util';
import type { TgsiSampler } from '@gallium-ts/tgsi';
import { SoftSampler } from './soft-sampler.js';
import type { TextureSource } from './texture-source.js';
import type { TextureUnit } from './texture-unit.js';

/** One stage's views and sampler states at the time of a draw. */
export class TextureBinding {
  constructor(
    private readonly sampler: SoftSampler,
    private readonly views: readonly (TextureSource | null)[],
    private readonly samplers: readonly (PipeSamplerState | null)[],
  ) {}

  /** Binds the captured views and samplers and returns the sampler shaders call. */
  prepare(): TgsiSampler {
    this.sampler.bind(this.views, this.samplers);
    return this.sampler;
  }

  /** The unit of view slot and sampler slot `slot` in this binding, or null (see SoftSampler.unitFor). */
  unitFor(slot: number): TextureUnit | null {
    this.prepare();
    return this.sampler.unitFor(slot, slot);
  }
}

/** The view's resource and level/layer range as the sampler reads them. */
function textureSource(view: BaseSamplerView): TextureSource {
  const resource = view.texture as CpuResource;
  const storage = resource.storage;
  return {
    format: view.format,
    target: view.target,
    data: storage.data,
    levels: storage.levels,
    width0: resource.width0,
    height0: resource.height0,
    depth0: resource.depth0,
    arraySize: resource.arraySize,
    firstLevel: view.firstLevel,
    lastLevel: view.lastLevel,
    firstLayer: view.firstLayer,
    lastLayer: view.lastLayer,
    bufferOffset: view.bufferOffset,
    bufferSize: view.bufferSize,
    swizzle: [view.swizzleR, view.swizzleG, view.swizzleB, view.swizzleA],
  };
}

export class StageTextures {
  private readonly sampler = new SoftSampler();
  /** A resource's storage never changes, so one source per view object serves its whole life. */
  private readonly sources = new WeakMap<BaseSamplerView, TextureSource>();

  /**
   * Captures the bound views and sampler states (trailing unbound slots dropped); `onResource` sees
   * every resource the binding reads, so the caller can order later writes after the draws.
   */
  capture(
    views: readonly (BaseSamplerView | null)[],
    samplers: readonly (CsoObject<'sampler'> | null)[],
    onResource: (resource: CpuResource) => void,
  ): TextureBinding {
    const viewSlots = usedSlots(views);
    const sources: (TextureSource | null)[] = [];
    for (let i = 0; i < viewSlots; i++) {
      const view = views[i] ?? null;
      if (view === null) {
        sources.push(null);
        continue;
      }
      let source = this.sources.get(view);
      if (!source) {
        source = textureSource(view);
        this.sources.set(view, source);
      }
      onResource(view.texture as CpuResource);
      sources.push(source);
    }
    const states: (PipeSamplerState | null)[] = [];
    for (let i = 0; i < usedSlots(samplers); i++)
      states.push((samplers[i]?.state as PipeSamplerState | undefined) ?? null);
    return new TextureBinding(this.sampler, sources, states);
  }
}

/** One past the last bound slot. */
function usedSlots(slots: readonly unknown[]): number {
  let n = slots.length;
  while (n > 0 && slots[n - 1] == null) n--;
  return n;
}
