// BaseScreen: the validating layer's PipeScreen. Caps come from a PipeCapsSource (a table or another
// screen); every method counts its calls and validates its arguments; resources are BaseResources whose
// storage the driver allocates (createStorage); fences are BaseFences its contexts signal. A driver
// extends it (or CpuScreen, for CPU memory) and implements the hooks in the "Driver hooks" section.
import { levelLayers } from '../box.js';
import type { PipeContext } from '../context.js';
import {
  PipeBind,
  PipeContextFlag,
  type PipeShader,
  type PipeShaderIr,
  type PipeTextureTarget,
} from '../enums.js';
import { PipeUnsupportedError } from '../errors.js';
import type { PipeFormat } from '../format/format-enum.js';
import type { PipeFence, PipeResource } from '../objects.js';
import type { PipeScreen } from '../screen.js';
import type { PipeBox, PipeResourceTemplate } from '../state.js';
import type { BaseContext } from './base-context.js';
import { checkBox, checkLevel } from './box-check.js';
import { checkFlags, checkInt, describeValue, refuse } from './check.js';
import { PipeScreenCounters, resetCounters } from './counters.js';
import { BaseFence, nowNs } from './fence.js';
import { type PipeCapsSource, type PipeLimits, readLimits } from './limits.js';
import { BaseResource, checkResource } from './resource.js';
import { checkResourceTemplate, resourceTemplateProblem } from './resource-template.js';
import type { ResourceStorage } from './storage.js';

const ALL_CONTEXT_FLAGS = Object.values(PipeContextFlag).reduce((a, b) => a | b, 0);

export interface BaseScreenOptions {
  /** get_name */
  name: string;
  /** get_vendor */
  vendor: string;
  /** get_device_vendor */
  deviceVendor: string;
  /** Where caps and format support come from. */
  caps: PipeCapsSource;
}

/** A validating PipeScreen over driver storage `S`. */
export abstract class BaseScreen<S extends ResourceStorage = ResourceStorage> implements PipeScreen {
  /** Calls per PipeScreen method; a live object (see resetCounters). */
  readonly counters = new PipeScreenCounters();
  /** Caps without counting (validation reads them through this). */
  readonly caps: PipeCapsSource;
  readonly limits: PipeLimits;
  destroyed = false;
  private readonly options: BaseScreenOptions;
  private readonly contexts = new Set<BaseContext>();
  private readonly resources = new Set<BaseResource<S>>();
  private nextResourceId = 1;
  private nextFenceId = 1;

  constructor(options: BaseScreenOptions) {
    this.options = options;
    this.caps = options.caps;
    this.limits = readLimits(options.caps);
  }

  // --- Driver hooks -------------------------------------------------------------------------------

  /** Creates the driver's context (counted and registered by contextCreate). */
  protected abstract createContext(priv: unknown, flags: number): BaseContext;

  /**
   * Allocates the storage of a validated template: new contents (zeroed), or — for
   * resource_from_user_memory, `userMemory` non-null — storage over the caller's memory. Throws PipeError
   * (out of memory, memory too small) without side effects.
   */
  protected abstract createStorage(
    method: string,
    template: Readonly<PipeResourceTemplate>,
    userMemory: ArrayBufferView | null,
  ): S;

  /** can_create_resource beyond the caps: whether storage for this valid template could be allocated. */
  protected canCreateStorage(_template: Readonly<PipeResourceTemplate>): boolean {
    return true;
  }

  /** flush_frontbuffer: shows a level/layer of a display target (arguments checked). */
  protected presentFrontbuffer(
    _resource: BaseResource<S>,
    _level: number,
    _layer: number,
    _drawable: unknown,
    _subBox: PipeBox | null,
  ): void {
    throw new PipeUnsupportedError('flushFrontbuffer', `${this.options.name} cannot present to a drawable`);
  }

  /**
   * fence_finish after any flush it needed: waits up to `timeoutNs` for a submitted fence. CPU drivers
   * finish work at submission, so the base answers `fence.signalled`; a GPU driver waits on its sync.
   */
  protected waitFence(fence: BaseFence, _timeoutNs: bigint): boolean {
    return fence.signalled;
  }

  /** destroy, after the checks: releases what the driver holds for the screen. */
  protected destroyNow(): void {}

  // --- PipeScreen -----------------------------------------------------------------------------------

  /** Sets every screen counter back to zero. */
  resetCounters(): void {
    resetCounters(this.counters);
  }

  /** Number of contexts and resources still alive (not destroyed by their creator). */
  get liveObjects(): { contexts: number; resources: number } {
    return { contexts: this.contexts.size, resources: this.resources.size };
  }

  /** get_name */
  getName(): string {
    this.counters.getName++;
    this.live('getName');
    return this.options.name;
  }

  /** get_vendor */
  getVendor(): string {
    this.counters.getVendor++;
    this.live('getVendor');
    return this.options.vendor;
  }

  /** get_device_vendor */
  getDeviceVendor(): string {
    this.counters.getDeviceVendor++;
    this.live('getDeviceVendor');
    return this.options.deviceVendor;
  }

  /** get_param */
  getParam(cap: number): number {
    this.counters.getParam++;
    this.live('getParam');
    return this.caps.getParam(cap);
  }

  /** get_paramf */
  getParamf(cap: number): number {
    this.counters.getParamf++;
    this.live('getParamf');
    return this.caps.getParamf(cap);
  }

  /** get_shader_param */
  getShaderParam(shader: PipeShader, cap: number): number {
    this.counters.getShaderParam++;
    this.live('getShaderParam');
    checkInt('getShaderParam', 'shader', shader, 0, 5);
    return this.caps.getShaderParam(shader, cap);
  }

  /** get_compute_param */
  getComputeParam(irType: PipeShaderIr, cap: number): number | readonly number[] | string {
    this.counters.getComputeParam++;
    this.live('getComputeParam');
    return this.caps.getComputeParam(irType, cap);
  }

  /** get_timestamp: nanoseconds of a monotonic clock. */
  getTimestamp(): bigint {
    this.counters.getTimestamp++;
    this.live('getTimestamp');
    return nowNs();
  }

  /** context_create */
  contextCreate(priv?: unknown, flags = 0): PipeContext {
    this.counters.contextCreate++;
    this.live('contextCreate');
    checkFlags('contextCreate', 'flags', flags, ALL_CONTEXT_FLAGS, 'PipeContextFlag');
    const context = this.createContext(priv, flags);
    this.contexts.add(context);
    return context;
  }

  /** is_format_supported */
  isFormatSupported(
    format: PipeFormat,
    target: PipeTextureTarget,
    sampleCount: number,
    storageSampleCount: number,
    bindings: number,
  ): boolean {
    this.counters.isFormatSupported++;
    this.live('isFormatSupported');
    return this.caps.isFormatSupported(format, target, sampleCount, storageSampleCount, bindings);
  }

  /** can_create_resource */
  canCreateResource(template: PipeResourceTemplate): boolean {
    this.counters.canCreateResource++;
    this.live('canCreateResource');
    return (
      resourceTemplateProblem(template, this.caps, this.limits) === null && this.canCreateStorage(template)
    );
  }

  /** resource_create: validates the template against the caps, then allocates the storage. */
  resourceCreate(template: PipeResourceTemplate): PipeResource {
    this.counters.resourceCreate++;
    this.live('resourceCreate');
    return this.createResource('resourceCreate', template, null);
  }

  /** resource_from_user_memory: the resource's storage is `userMemory` (packed layout). */
  resourceFromUserMemory(template: PipeResourceTemplate, userMemory: ArrayBufferView): PipeResource {
    const method = 'resourceFromUserMemory';
    this.counters.resourceFromUserMemory++;
    this.live(method);
    if (!this.limits.resourceFromUserMemory)
      throw new PipeUnsupportedError(method, 'PIPE_CAP_RESOURCE_FROM_USER_MEMORY is 0');
    return this.createResource(method, template, userMemory);
  }

  /** resource_destroy: drops the creator's reference; views and bindings may keep the storage alive. */
  resourceDestroy(resource: PipeResource): void {
    this.counters.resourceDestroy++;
    this.live('resourceDestroy');
    const r = checkResource('resourceDestroy', 'resource', resource, this) as BaseResource<S>;
    this.resources.delete(r);
    r.destroyHandle();
  }

  /** fence_reference: returns `src` (fences are garbage collected). */
  fenceReference(dst: PipeFence | null, src: PipeFence | null): PipeFence | null {
    this.counters.fenceReference++;
    this.live('fenceReference');
    if (dst !== null) this.checkFence('fenceReference', dst);
    if (src !== null) this.checkFence('fenceReference', src);
    return src;
  }

  /**
   * fence_finish: true once signalled. A deferred fence is flushed when `ctx` is its context ("fence_finish
   * will flush the context"); otherwise nothing can submit it and the call returns false without waiting.
   */
  fenceFinish(ctx: PipeContext | null, fence: PipeFence, timeoutNs: bigint): boolean {
    const method = 'fenceFinish';
    this.counters.fenceFinish++;
    this.live(method);
    const f = this.checkFence(method, fence);
    if (typeof timeoutNs !== 'bigint' || timeoutNs < 0n)
      refuse(method, `timeout must be a non-negative bigint (got ${describeValue(timeoutNs)})`);
    if (ctx !== null) this.checkContext(method, ctx);
    if (f.deferred) {
      if (ctx === null || f.context !== ctx) return false;
      (ctx as BaseContext).submitWork(0);
    }
    return f.signalled || this.waitFence(f, timeoutNs);
  }

  /** flush_frontbuffer: checks the display target and region, then hands them to presentFrontbuffer. */
  flushFrontbuffer(
    ctx: PipeContext | null,
    resource: PipeResource,
    level: number,
    layer: number,
    drawable: unknown,
    subBox: PipeBox | null,
  ): void {
    const method = 'flushFrontbuffer';
    this.counters.flushFrontbuffer++;
    this.live(method);
    if (ctx !== null) this.checkContext(method, ctx);
    const r = checkResource(method, 'resource', resource, this) as BaseResource<S>;
    if (!(r.bind & PipeBind.DISPLAY_TARGET))
      refuse(method, `resource ${r.id} was not created with PIPE_BIND_DISPLAY_TARGET`);
    checkLevel(method, r, level);
    checkInt(method, 'layer', layer, 0, levelLayers(r, level) - 1);
    if (subBox !== null) checkBox(method, r, level, subBox);
    this.presentFrontbuffer(r, level, layer, drawable, subBox);
  }

  /** destroy: every context and resource must have been destroyed first. */
  destroy(): void {
    this.counters.destroy++;
    this.live('destroy');
    if (this.contexts.size > 0 || this.resources.size > 0) {
      refuse(
        'destroy',
        `${this.contexts.size} context(s) and ${this.resources.size} resource(s) are still alive`,
      );
    }
    this.destroyNow();
    this.destroyed = true;
  }

  // --- For contexts ---------------------------------------------------------------------------------

  /** Called by a context's destroy(). */
  forgetContext(context: BaseContext): void {
    this.contexts.delete(context);
  }

  /** A new fence of this screen, made by a flush of `context`. */
  makeFence(context: BaseContext): BaseFence {
    return new BaseFence(this.nextFenceId++, this, context);
  }

  /** Throws unless `ctx` is a live context of this screen. */
  checkContext(method: string, ctx: unknown): BaseContext {
    const context = ctx as BaseContext;
    if (!this.contexts.has(context))
      refuse(method, `${describeValue(ctx)} is not a live context of this screen`);
    return context;
  }

  private live(method: string): void {
    if (this.destroyed) refuse(method, 'the screen has been destroyed');
  }

  /** Validates `template`, allocates its storage (over `userMemory` when given) and registers it. */
  private createResource(
    method: string,
    template: PipeResourceTemplate,
    userMemory: ArrayBufferView | null,
  ): BaseResource<S> {
    checkResourceTemplate(method, template, this.caps, this.limits);
    const storage = this.createStorage(method, template, userMemory);
    const resource = new BaseResource<S>(this, this.nextResourceId++, template, storage);
    this.resources.add(resource);
    return resource;
  }

  private checkFence(method: string, fence: unknown): BaseFence {
    if (!(fence instanceof BaseFence) || fence.screen !== this)
      refuse(method, `${describeValue(fence)} is not a fence of this screen`);
    return fence;
  }
}
