// CsoContext: wraps a PipeContext, turns state templates into cached CSOs, forwards a bind or set only
// when the driver state really changes, and saves/restores state groups around meta operations.
// It assumes it wraps a fresh context (nothing bound) and that state is set only through it.
import {
  drawInfo,
  PIPE_MAX_SO_BUFFERS,
  type PipeBlendColor,
  type PipeBlendCso,
  type PipeBlendState,
  type PipeClipState,
  type PipeComputeCso,
  type PipeConstantBuffer,
  type PipeContext,
  type PipeDepthStencilAlphaCso,
  type PipeDepthStencilAlphaState,
  type PipeDrawInfo,
  PipeError,
  type PipeFramebufferState,
  type PipeIndexBuffer,
  type PipePolyStipple,
  type PipePrim,
  type PipeQueryObject,
  type PipeRasterizerCso,
  type PipeRasterizerState,
  type PipeRenderCond,
  type PipeSamplerCso,
  type PipeSamplerState,
  type PipeSamplerView,
  type PipeScissorState,
  PipeShader,
  type PipeShaderCso,
  type PipeStencilRef,
  type PipeStreamOutputTarget,
  type PipeVertexBuffer,
  type PipeVertexElement,
  type PipeVertexElementsCso,
  type PipeViewportState,
} from '@gallium-ts/gallium-api';
import type { Binding, Slot } from './binding.js';
import { CSO_GROUPS, CsoBit, type CsoGroup, G } from './bits.js';
import { type ContextBindings, createBindings } from './context-bindings.js';
import { CsoCache, type CsoCacheCounters, type CsoCacheOptions } from './cso-cache.js';
import type { CsoEntry, StateCache } from './state-cache.js';

/** A count per state group, plus their sum. */
export type CsoCountsByGroup = Record<CsoGroup | 'total', number>;

/** A snapshot of every counter of a CSO context. */
export interface CsoCounters extends CsoCacheCounters {
  /** Driver calls made by setters and restores. */
  bindsForwarded: CsoCountsByGroup;
  /** Setter calls that changed nothing and so made no driver call. */
  bindsSkipped: CsoCountsByGroup;
}

/** A saved copy of one binding table. */
interface SavedTable {
  binding: Binding<unknown>;
  slots: Slot<unknown>[];
}

export class CsoContext {
  /** The cache of blend, depth-stencil-alpha, rasterizer, sampler and vertex-elements states. */
  readonly cache: CsoCache;

  /** What is known to be bound, table by table. */
  private readonly bound: ContextBindings;

  private readonly forwardedCounts = new Float64Array(CSO_GROUPS.length);
  private readonly skippedCounts = new Float64Array(CSO_GROUPS.length);
  private saved: SavedTable[] | null = null;
  private destroyed = false;

  constructor(
    readonly pipe: PipeContext,
    options: CsoCacheOptions = {},
  ) {
    this.cache = new CsoCache(pipe, options);
    this.bound = createBindings(pipe, this.cache);
  }

  // --- Cached constant state objects ---------------------------------------------------------------

  /** bind_blend_state of the cached CSO equal to `template` (created on first use). */
  setBlend(template: PipeBlendState): void {
    this.setCso(this.bound.blend, this.cache.blend, template);
  }

  /** bind_depth_stencil_alpha_state of the cached CSO equal to `template`. */
  setDepthStencilAlpha(template: PipeDepthStencilAlphaState): void {
    this.setCso(this.bound.depthStencilAlpha, this.cache.depthStencilAlpha, template);
  }

  /** bind_rasterizer_state of the cached CSO equal to `template`. */
  setRasterizer(template: PipeRasterizerState): void {
    this.setCso(this.bound.rasterizer, this.cache.rasterizer, template);
  }

  /** bind_vertex_elements_state of the cached CSO equal to `elements`. */
  setVertexElements(elements: readonly PipeVertexElement[]): void {
    this.setCso(this.bound.vertexElements, this.cache.vertexElements, elements);
  }

  // The same four by handle: a caller that keeps the entries `cso.cache.<type>.lookup(template)` gave it
  // (per state it knows, as Mesa's st/mesa does) binds them again with no template and no hashing.
  // Entries compare by identity; an entry of another cache or a deleted one (see CsoEntry.deleted)
  // throws PipeError and changes nothing.

  /** bind_blend_state of a cache entry from `cache.blend.lookup`. */
  setBlendEntry(entry: CsoEntry<PipeBlendState, PipeBlendCso>): void {
    const binding = this.bound.blend;
    if (binding.slots[0] === entry) {
      this.skippedCounts[binding.group]++;
      return;
    }
    this.useEntry(this.cache.blend, entry, 'setBlendEntry');
    this.pipe.bindBlendState(entry.cso);
    this.recordEntry(binding, this.cache.blend, entry);
  }

  /** bind_depth_stencil_alpha_state of a cache entry from `cache.depthStencilAlpha.lookup`. */
  setDepthStencilAlphaEntry(entry: CsoEntry<PipeDepthStencilAlphaState, PipeDepthStencilAlphaCso>): void {
    const binding = this.bound.depthStencilAlpha;
    if (binding.slots[0] === entry) {
      this.skippedCounts[binding.group]++;
      return;
    }
    this.useEntry(this.cache.depthStencilAlpha, entry, 'setDepthStencilAlphaEntry');
    this.pipe.bindDepthStencilAlphaState(entry.cso);
    this.recordEntry(binding, this.cache.depthStencilAlpha, entry);
  }

  /** bind_rasterizer_state of a cache entry from `cache.rasterizer.lookup`. */
  setRasterizerEntry(entry: CsoEntry<PipeRasterizerState, PipeRasterizerCso>): void {
    const binding = this.bound.rasterizer;
    if (binding.slots[0] === entry) {
      this.skippedCounts[binding.group]++;
      return;
    }
    this.useEntry(this.cache.rasterizer, entry, 'setRasterizerEntry');
    this.pipe.bindRasterizerState(entry.cso);
    this.recordEntry(binding, this.cache.rasterizer, entry);
  }

  /** bind_vertex_elements_state of a cache entry from `cache.vertexElements.lookup`. */
  setVertexElementsEntry(entry: CsoEntry<readonly PipeVertexElement[], PipeVertexElementsCso>): void {
    const binding = this.bound.vertexElements;
    if (binding.slots[0] === entry) {
      this.skippedCounts[binding.group]++;
      return;
    }
    this.useEntry(this.cache.vertexElements, entry, 'setVertexElementsEntry');
    this.pipe.bindVertexElementsState(entry.cso);
    this.recordEntry(binding, this.cache.vertexElements, entry);
  }

  /**
   * bind_sampler_states: samplers 0..n-1 of `stage` become the cached CSOs of `templates` (null
   * unbinds); slots from n on that held a sampler are unbound. Only changed slots reach the driver.
   */
  setSamplers(stage: PipeShader, templates: readonly (PipeSamplerState | null)[]): void {
    const binding = this.stageBinding(this.bound.samplers, stage, 'setSamplers');
    binding.checkRange(0, templates.length);
    if (this.samplersMatch(binding, templates)) {
      this.skippedCounts[G.samplers]++;
      return;
    }
    this.checkAlive('setSamplers');
    const cache = this.cache.sampler;
    this.replaceAll(
      binding,
      templates.map((t) => (t === null ? null : cache.lookup(t))),
    );
    cache.trim();
  }

  // --- Shaders (created by the caller with the pipe context) ---------------------------------------

  /** bind_vs_state */
  setVertexShader(cso: PipeShaderCso<'vs'> | null): void {
    this.setOne(this.bound.shaders[PipeShader.VERTEX]!, cso);
  }

  /** bind_fs_state */
  setFragmentShader(cso: PipeShaderCso<'fs'> | null): void {
    this.setOne(this.bound.shaders[PipeShader.FRAGMENT]!, cso);
  }

  /** bind_gs_state */
  setGeometryShader(cso: PipeShaderCso<'gs'> | null): void {
    this.setOne(this.bound.shaders[PipeShader.GEOMETRY]!, cso);
  }

  /** bind_tcs_state */
  setTessCtrlShader(cso: PipeShaderCso<'tcs'> | null): void {
    this.setOne(this.bound.shaders[PipeShader.TESS_CTRL]!, cso);
  }

  /** bind_tes_state */
  setTessEvalShader(cso: PipeShaderCso<'tes'> | null): void {
    this.setOne(this.bound.shaders[PipeShader.TESS_EVAL]!, cso);
  }

  /** bind_compute_state */
  setComputeShader(cso: PipeComputeCso | null): void {
    this.setOne(this.bound.shaders[PipeShader.COMPUTE]!, cso);
  }

  // --- Resource bindings -----------------------------------------------------------------------------

  /**
   * set_sampler_views: views 0..n-1 of `stage` become `views` (null unbinds); slots from n on that held
   * a view are unbound. Views compare by identity.
   */
  setSamplerViews(stage: PipeShader, views: readonly (PipeSamplerView | null)[]): void {
    this.replaceAll(this.stageBinding(this.bound.samplerViews, stage, 'setSamplerViews'), views);
  }

  /** set_constant_buffer: binds constant buffer `index` of `stage` (null unbinds). */
  setConstantBuffer(stage: PipeShader, index: number, buffer: PipeConstantBuffer | null): void {
    const binding = this.stageBinding(this.bound.constantBuffers, stage, 'setConstantBuffer');
    binding.checkRange(index, 1);
    if (!binding.changes(index, buffer)) {
      this.skippedCounts[G.constantBuffers]++;
      return;
    }
    this.forwardOne(binding, index, buffer);
  }

  /** set_framebuffer_state: compares sizes by value and surfaces by identity. */
  setFramebuffer(state: PipeFramebufferState): void {
    this.setOne(this.bound.framebuffer, state);
  }

  /** set_vertex_buffers: binds buffers `start..start+buffers.length-1` (null unbinds). */
  setVertexBuffers(start: number, buffers: readonly (PipeVertexBuffer | null)[]): void {
    this.setSlots(this.bound.vertexBuffers, start, buffers);
  }

  /** set_index_buffer (null unbinds). */
  setIndexBuffer(buffer: PipeIndexBuffer | null): void {
    this.setOne(this.bound.indexBuffer, buffer);
  }

  /**
   * set_stream_output_targets: offsets[i] sets target i's internal offset, -1 appends. Setting the bound
   * targets again with every offset -1 changes nothing and is skipped.
   */
  setStreamOutputTargets(
    targets: readonly (PipeStreamOutputTarget | null)[],
    offsets: readonly number[],
  ): void {
    if (targets.length > PIPE_MAX_SO_BUFFERS || offsets.length < targets.length) {
      throw new PipeError(
        'setStreamOutputTargets',
        `need at most ${PIPE_MAX_SO_BUFFERS} targets and an offset for each (got ${targets.length} targets, ${offsets.length} offsets)`,
      );
    }
    this.setOne(this.bound.streamOutputs, targets.length === 0 ? null : { targets, offsets });
  }

  // --- Parameter-like state --------------------------------------------------------------------------

  /** set_viewport_states for viewport 0. */
  setViewport(viewport: PipeViewportState): void {
    this.setSlots(this.bound.viewports, 0, [viewport]);
  }

  /** set_viewport_states: viewports `start..start+viewports.length-1`. */
  setViewports(start: number, viewports: readonly PipeViewportState[]): void {
    this.setSlots(this.bound.viewports, start, viewports);
  }

  /** set_scissor_states for scissor 0. */
  setScissor(scissor: PipeScissorState): void {
    this.setSlots(this.bound.scissors, 0, [scissor]);
  }

  /** set_scissor_states: scissors `start..start+scissors.length-1`. */
  setScissors(start: number, scissors: readonly PipeScissorState[]): void {
    this.setSlots(this.bound.scissors, start, scissors);
  }

  /** set_stencil_ref */
  setStencilRef(ref: PipeStencilRef): void {
    this.setOne(this.bound.stencilRef, ref);
  }

  /** set_blend_color */
  setBlendColor(color: PipeBlendColor): void {
    this.setOne(this.bound.blendColor, color);
  }

  /** set_sample_mask */
  setSampleMask(mask: number): void {
    this.setOne(this.bound.sampleMask, mask);
  }

  /** set_min_samples */
  setMinSamples(minSamples: number): void {
    this.setOne(this.bound.minSamples, minSamples);
  }

  /** set_clip_state */
  setClipState(clip: PipeClipState): void {
    this.setOne(this.bound.clip, clip);
  }

  /** set_polygon_stipple */
  setPolygonStipple(stipple: PipePolyStipple): void {
    this.setOne(this.bound.polygonStipple, stipple);
  }

  /** render_condition: a null query disables conditional rendering. */
  setRenderCondition(query: PipeQueryObject | null, condition: boolean, mode: PipeRenderCond): void {
    this.setOne(this.bound.renderCondition, query === null ? null : { query, condition, mode });
  }

  // --- Save and restore --------------------------------------------------------------------------------

  /**
   * Remembers the state groups in `bits` (CsoBit flags) so a meta operation can change them freely.
   * Saves do not nest: call restoreState() before saving again.
   */
  saveState(bits: number): void {
    if (this.saved !== null) {
      throw new PipeError('saveState', 'state is already saved; call restoreState() before saving again');
    }
    if (!Number.isInteger(bits) || (bits & ~CsoBit.ALL) !== 0) {
      throw new PipeError('saveState', `bits ${bits} are not a combination of CsoBit flags`);
    }
    this.checkAlive('saveState');
    const saved: SavedTable[] = [];
    for (const binding of this.bound.all) {
      if ((bits & (1 << binding.group)) === 0) continue;
      const slots = binding.slots.slice();
      binding.hold(slots, true);
      saved.push({ binding, slots });
    }
    this.saved = saved;
  }

  /**
   * Puts every group saved by saveState() back as it was, forwarding only what differs. A group that
   * was never set before the save has no known value and is left as the meta operation set it.
   */
  restoreState(): void {
    const saved = this.saved;
    if (saved === null) throw new PipeError('restoreState', 'no state is saved; call saveState(bits) first');
    this.checkAlive('restoreState');
    this.saved = null;
    try {
      for (const { binding, slots } of saved) {
        const first = binding.firstChange(0, slots);
        if (first >= 0) this.forward(binding, 0, slots, first);
      }
    } finally {
      for (const { binding, slots } of saved) binding.hold(slots, false);
      this.cache.trim();
    }
  }

  // --- Drawing -------------------------------------------------------------------------------------------

  /** draw_vbo of `count` vertices from `start`, non-indexed. */
  drawArrays(mode: PipePrim, start: number, count: number, instanceCount = 1, startInstance = 0): void {
    // "In case of non-indexed draw, min_index should be set to start and max_index should be set to
    // start+count-1."
    this.drawVbo(drawInfo({ mode, start, count, instanceCount, startInstance, maxIndex: start + count - 1 }));
  }

  /**
   * draw_vbo of `count` indices from `start` of the bound index buffer, `indexBias` added to each. The
   * index bounds are given as 0..0xffffffff, an over-estimate that renders identically.
   */
  drawElements(
    mode: PipePrim,
    start: number,
    count: number,
    indexBias = 0,
    instanceCount = 1,
    startInstance = 0,
  ): void {
    if (this.bound.indexBuffer.slots[0] === null) {
      throw new PipeError('drawElements', 'no index buffer is bound; call setIndexBuffer first');
    }
    this.drawVbo(
      drawInfo({
        indexed: true,
        mode,
        start,
        count,
        instanceCount,
        startInstance,
        indexBias,
        minIndex: 0,
        maxIndex: 0xffffffff,
      }),
    );
  }

  /** draw_vbo */
  drawVbo(info: PipeDrawInfo): void {
    this.checkAlive('drawVbo');
    this.pipe.drawVbo(info);
  }

  // --- Counters and lifetime -----------------------------------------------------------------------------

  /** A snapshot of the cache counters and the binds forwarded and skipped per group. */
  counters(): CsoCounters {
    const byGroup = (counts: Float64Array): CsoCountsByGroup => {
      const result = {} as CsoCountsByGroup;
      let total = 0;
      CSO_GROUPS.forEach((name, i) => {
        result[name] = counts[i]!;
        total += counts[i]!;
      });
      result.total = total;
      return result;
    };
    return {
      ...this.cache.counters(),
      bindsForwarded: byGroup(this.forwardedCounts),
      bindsSkipped: byGroup(this.skippedCounts),
    };
  }

  /** Sets every counter back to zero. */
  resetCounters(): void {
    this.cache.resetCounters();
    this.forwardedCounts.fill(0);
    this.skippedCounts.fill(0);
  }

  /**
   * Unbinds the cached CSOs and deletes every cached driver object. The pipe context, the caller's
   * shaders and resource bindings stay as they are; the CSO context cannot be used afterwards.
   */
  destroy(): void {
    this.checkAlive('destroy');
    if (this.saved !== null) {
      for (const { binding, slots } of this.saved) binding.hold(slots, false);
      this.saved = null;
    }
    for (const binding of [
      this.bound.blend,
      this.bound.depthStencilAlpha,
      this.bound.rasterizer,
      this.bound.vertexElements,
      ...this.bound.samplers,
    ]) {
      const nulls = new Array<null>(binding.extent).fill(null);
      const first = binding.firstChange(0, nulls);
      if (first >= 0) this.forward(binding as Binding<unknown>, 0, nulls, first);
    }
    this.cache.destroy();
    this.destroyed = true;
  }

  // --- Internals -------------------------------------------------------------------------------------------

  /** Binds the cached CSO equal to `template` unless the bound one already equals it. */
  private setCso<T, C>(binding: Binding<CsoEntry<T, C>>, cache: StateCache<T, C>, template: T): void {
    const bound = binding.slots[0];
    if (bound != null && cache.matches(bound, template)) {
      this.skippedCounts[binding.group]++;
      return;
    }
    this.checkAlive(binding.method);
    this.forwardOne(binding, 0, cache.lookup(template));
    cache.trim();
  }

  // The *Entry setters call the driver themselves (a direct call the engine can inline, where going
  // through the table's forwarding closure would be one more indirect call per state change).

  /** Checks an entry about to be bound (a live CSO context, an entry of `cache` not deleted) and counts its use. */
  private useEntry<T, C>(cache: StateCache<T, C>, entry: CsoEntry<T, C>, method: string): void {
    this.checkAlive(method);
    cache.reuse(entry, method);
  }

  /** Records that the driver bound `entry` in a one-slot CSO table. */
  private recordEntry<T, C>(
    binding: Binding<CsoEntry<T, C>>,
    cache: StateCache<T, C>,
    entry: CsoEntry<T, C>,
  ): void {
    binding.record(0, entry);
    this.forwardedCounts[binding.group]++;
    cache.trim();
  }

  /** Sets a one-slot binding. */
  private setOne<T>(binding: Binding<T>, value: T | null): void {
    if (!binding.changes(0, value)) {
      this.skippedCounts[binding.group]++;
      return;
    }
    this.forwardOne(binding, 0, value);
  }

  /** Sets slots `start..start+values.length-1` of a binding. */
  private setSlots<T>(binding: Binding<T>, start: number, values: readonly (T | null)[]): void {
    binding.checkRange(start, values.length);
    const first = binding.firstChange(start, values);
    if (first < 0) {
      this.skippedCounts[binding.group]++;
      return;
    }
    this.forward(binding, start, values, first);
  }

  /** Sets slots 0..n-1 and unbinds every later slot that holds something. */
  private replaceAll<T>(binding: Binding<T>, values: readonly (T | null)[]): void {
    if (values.length < binding.extent) {
      const padded: (T | null)[] = values.slice();
      while (padded.length < binding.extent) padded.push(null);
      values = padded;
    }
    this.setSlots(binding, 0, values);
  }

  private forward<T>(binding: Binding<T>, start: number, values: readonly Slot<T>[], first: number): void {
    this.checkAlive(binding.method);
    this.forwardedCounts[binding.group] += binding.apply(start, values, first);
  }

  /** Forwards slot `i` of `binding` becoming `value` (a change). */
  private forwardOne<T>(binding: Binding<T>, i: number, value: T | null): void {
    this.checkAlive(binding.method);
    binding.applyOne(i, value);
    this.forwardedCounts[binding.group]++;
  }

  /** Whether every sampler template equals its bound slot and no later slot holds a sampler. */
  private samplersMatch(
    binding: Binding<CsoEntry<PipeSamplerState, PipeSamplerCso>>,
    templates: readonly (PipeSamplerState | null)[],
  ): boolean {
    const cache = this.cache.sampler;
    for (let i = 0; i < templates.length; i++) {
      const bound = binding.slots[i];
      const t = templates[i]!;
      if (t === null ? bound !== null : bound == null || !cache.matches(bound, t)) return false;
    }
    for (let i = templates.length; i < binding.extent; i++) if (binding.slots[i] !== null) return false;
    return true;
  }

  private stageBinding<T>(bindings: readonly Binding<T>[], stage: PipeShader, method: string): Binding<T> {
    const binding = bindings[stage];
    if (binding === undefined) throw new PipeError(method, `${stage} is not a PipeShader stage`);
    return binding;
  }

  private checkAlive(method: string): void {
    if (this.destroyed) throw new PipeError(method, 'the CSO context was destroyed');
  }
}
