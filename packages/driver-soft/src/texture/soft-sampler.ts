// SoftSampler: driver-soft's TgsiSampler. The driver binds the sampler views and sampler states of one
// shader stage before each draw; every texture instruction of the stage's compiled shaders then calls
// one method for a batch of lanes. What is derived from a view, and from a (view, sampler state) pair,
// is cached by object identity, so rebinding the same objects costs a comparison per slot.
import { type PipeSamplerState, PipeTextureTarget } from '@gallium-ts/gallium-api';
import { type TgsiSampler, type TgsiTextureRequest, TgsiTextureTarget } from '@gallium-ts/tgsi';
import { sampleFast2d } from './fast-2d.js';
import { fetchLanes } from './fetch-lanes.js';
import { gatherLanes } from './gather-lanes.js';
import { LaneScratch } from './lane-scratch.js';
import { LaneDerivatives } from './level-of-detail.js';
import { lodLanes, textureSize } from './queries.js';
import { sampleLanes } from './sample-lanes.js';
import { TexelFilter } from './texel-filter.js';
import { storeZero } from './texel-output.js';
import type { TextureSource } from './texture-source.js';
import { TextureUnit } from './texture-unit.js';
import { ViewState } from './view-state.js';

/** Whether a TGSI target names unnormalized (rectangle) coordinates. */
function rectangleTarget(target: number): boolean {
  return target === TgsiTextureTarget.RECT || target === TgsiTextureTarget.SHADOWRECT;
}

function sameSlots<T>(bound: readonly (T | null)[], next: readonly (T | null)[]): boolean {
  if (bound.length !== next.length) return false;
  for (let i = 0; i < next.length; i++) if (bound[i] !== (next[i] ?? null)) return false;
  return true;
}

/**
 * The texture sampler of one shader stage. Lookups through an unbound view or sampler state (or a view
 * whose memory cannot be read) give 0 in every channel; fetch, size and samples need only the view.
 */
export class SoftSampler implements TgsiSampler {
  private views: (TextureSource | null)[] = [];
  private samplers: (PipeSamplerState | null)[] = [];
  private viewStates: (ViewState | null)[] = [];
  /** Units per (view slot, sampler slot), built on first use after each change of bindings. */
  private units: (TextureUnit | null | undefined)[] = [];
  private readonly viewCache = new WeakMap<TextureSource, ViewState>();
  private readonly unitCache = new WeakMap<ViewState, WeakMap<PipeSamplerState, TextureUnit>>();
  private readonly scratch = new LaneScratch();
  private readonly filter = new TexelFilter();
  private readonly derivatives = new LaneDerivatives();

  /** Binds the views and sampler states of one shader stage (slot = array index); null = unbound. */
  bind(views: readonly (TextureSource | null)[], samplers: readonly (PipeSamplerState | null)[]): void {
    if (sameSlots(this.views, views) && sameSlots(this.samplers, samplers)) return;
    this.views = views.map((v) => v ?? null);
    this.samplers = samplers.map((s) => s ?? null);
    this.viewStates = this.views.map((v) => (v ? this.viewStateOf(v) : null));
    this.units = [];
  }

  private viewStateOf(source: TextureSource): ViewState {
    let state = this.viewCache.get(source);
    if (!state) {
      state = new ViewState(source);
      this.viewCache.set(source, state);
    }
    return state;
  }

  private viewAt(slot: number): ViewState | null {
    return Number.isInteger(slot) && slot >= 0 && slot < this.viewStates.length
      ? this.viewStates[slot]!
      : null;
  }

  /** The unit of a (view slot, sampler slot) pair, or null when either is unbound or unreadable. */
  private unitAt(viewSlot: number, samplerSlot: number): TextureUnit | null {
    const view = this.viewAt(viewSlot);
    const slots = this.samplers.length;
    if (!view || !(Number.isInteger(samplerSlot) && samplerSlot >= 0 && samplerSlot < slots)) return null;
    const key = viewSlot * slots + samplerSlot;
    const known = this.units[key];
    if (known !== undefined) return known;
    const sampler = this.samplers[samplerSlot]!;
    let unit: TextureUnit | null = null;
    if (sampler && view.levelCount > 0 && view.target !== PipeTextureTarget.BUFFER) {
      let perView = this.unitCache.get(view);
      if (!perView) {
        perView = new WeakMap();
        this.unitCache.set(view, perView);
      }
      unit = perView.get(sampler) ?? null;
      if (!unit) {
        unit = new TextureUnit(view, sampler);
        perView.set(sampler, unit);
      }
    }
    this.units[key] = unit;
    return unit;
  }

  /**
   * The unit of `viewSlot` and `samplerSlot` as bound now (null when either is unbound or unreadable):
   * what fused fragment programs sample through (see texel-2d.ts).
   */
  unitFor(viewSlot: number, samplerSlot: number): TextureUnit | null {
    return this.unitAt(viewSlot, samplerSlot);
  }

  /** The request's unit, after making scratch room; null (and zeros written) when it has none. */
  private begin(req: TgsiTextureRequest): TextureUnit | null {
    this.scratch.ensure(req.count);
    const unit = this.unitAt(req.view, req.sampler);
    if (!unit) for (let i = 0; i < req.count; i++) if (req.active[i] !== 0) storeZero(req, i);
    return unit;
  }

  sample(req: TgsiTextureRequest): void {
    const unit = this.begin(req);
    if (!unit) return;
    const normalized = unit.normalized && !rectangleTarget(req.target);
    if (unit.fast && normalized) sampleFast2d(unit, req, this.scratch, this.derivatives);
    else sampleLanes(unit, req, normalized, this.filter, this.scratch, this.derivatives);
  }

  fetch(req: TgsiTextureRequest): void {
    fetchLanes(this.viewAt(req.view), req);
  }

  gather(req: TgsiTextureRequest): void {
    const unit = this.begin(req);
    if (!unit) return;
    const normalized = unit.normalized && !rectangleTarget(req.target);
    gatherLanes(unit, req, normalized, this.filter, this.scratch, this.derivatives);
  }

  lod(req: TgsiTextureRequest): void {
    const unit = this.begin(req);
    if (!unit) return;
    const normalized = unit.normalized && !rectangleTarget(req.target);
    lodLanes(unit, req, normalized, this.scratch, this.derivatives);
  }

  size(view: number, level: number, out: Int32Array): void {
    textureSize(this.viewAt(view), level, out);
  }

  samples(view: number): number {
    return this.viewAt(view) ? 1 : 0;
  }
}
