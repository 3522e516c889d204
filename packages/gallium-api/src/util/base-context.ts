// BaseContext: the validating layer's PipeContext. Every method counts its calls, validates every
// argument (types, ranges, caps, ownership, destroyed objects) before it changes anything, keeps the
// bound state with its references and dirty bits, runs the query state machine and the render
// condition, and does the data operations through the resources' storage. What a driver does is left to
// the hooks in the "Driver hooks" section: rendering operations a driver does not implement throw
// PipeUnsupportedError (never a silent success); notifications default to doing nothing.
import { levelLayers } from '../box.js';
import type { PipeContext } from '../context.js';
import { drawInfo } from '../defaults.js';
import {
  PIPE_MAX_ATTRIBS,
  PIPE_SHADER_TYPES,
  PipeBarrier,
  PipeBind,
  PipeClear,
  PipeFlush,
  PipeQuery,
  PipeRenderCond,
  PipeResetStatus,
  PipeShader,
  PipeTextureTarget,
} from '../enums.js';
import { PipeUnsupportedError } from '../errors.js';
import { formatDescription, formatsCompatibleForView, isFormat } from '../format/index.js';
import {
  type PipeBlendCso,
  type PipeComputeCso,
  type PipeCsoKind,
  type PipeDepthStencilAlphaCso,
  type PipeFence,
  type PipeQueryObject,
  type PipeRasterizerCso,
  type PipeResource,
  type PipeSamplerCso,
  type PipeSamplerView,
  type PipeShaderCso,
  type PipeStreamOutputTarget,
  type PipeSurface,
  PipeTransfer,
  type PipeTransferMapping,
  type PipeVertexElementsCso,
} from '../objects.js';
import type {
  PipeBlendColor,
  PipeBlendState,
  PipeBlitInfo,
  PipeBox,
  PipeClipState,
  PipeComputeState,
  PipeConstantBuffer,
  PipeDebugCallback,
  PipeDepthStencilAlphaState,
  PipeDeviceResetCallback,
  PipeDrawInfo,
  PipeFramebufferState,
  PipeGridInfo,
  PipeImageView,
  PipeIndexBuffer,
  PipePolyStipple,
  PipeQueryResult,
  PipeRasterizerState,
  PipeSamplerState,
  PipeSamplerViewTemplate,
  PipeScissorState,
  PipeShaderBuffer,
  PipeShaderState,
  PipeStencilRef,
  PipeSurfaceTemplate,
  PipeVertexBuffer,
  PipeVertexElement,
  PipeViewportState,
} from '../state.js';
import { BufferUploader } from '../uploader.js';
import type { BaseScreen } from './base-screen.js';
import {
  checkConstantBuffer,
  checkFramebuffer,
  checkIndexBuffer,
  checkShaderBuffer,
  checkStreamOutputTargets,
  checkVertexBuffer,
} from './binding-checks.js';
import {
  BoundState,
  noRenderCondition,
  rebind,
  rebindCso,
  rebindSingleCso,
  type SingleCsoKind,
} from './bound-state.js';
import { checkLevel } from './box-check.js';
import {
  checkBlendCaps,
  checkDepthStencilAlphaCaps,
  checkRasterizerCaps,
  checkSamplerCaps,
  checkVertexElementCaps,
  requireCap,
} from './cap-checks.js';
import {
  checkArray,
  checkBool,
  checkEnum,
  checkFinite,
  checkFlags,
  checkInt,
  checkSlots,
  refuse,
} from './check.js';
import {
  checkBlitInfo,
  checkColor,
  checkDrawInfo,
  checkSurfaceRect,
  missingPipelineState,
} from './command-checks.js';
import { checkGridInfo } from './compute-checks.js';
import { PipeContextCounters, resetCounters } from './counters.js';
import { CsoObject, checkCso, csoKindName } from './cso.js';
import { PipeDirty } from './dirty.js';
import type { BaseFence } from './fence.js';
import { checkOwned, LiveObjects } from './lifetime.js';
import type { PipeCapsSource, PipeLimits } from './limits.js';
import { enumName, formatLabel } from './names.js';
import { BaseQuery, queryUnsupportedReason, renderConditionPasses, STREAM_QUERIES } from './queries.js';
import {
  beginQuery,
  checkQueryResultWrite,
  checkRenderCondition,
  checkResultReadable,
  endQuery,
  queryResultBytes,
} from './query-ops.js';
import { type BaseResource, checkBuffer, checkBufferRange, checkResource, checkTexture } from './resource.js';
import {
  checkBufferSubdata,
  checkClearBuffer,
  checkClearTexture,
  checkCopyRegion,
  checkTextureSubdata,
} from './resource-ops.js';
import { checkSchema } from './schema.js';
import { checkComputeState, checkShaderState, checkStageSupported } from './shader-check.js';
import { StagingPool } from './staging-pool.js';
import {
  blendColorSchema,
  blendStateSchema,
  clipStateSchema,
  depthStencilAlphaStateSchema,
  gridInfoSchema,
  polyStippleSchema,
  rasterizerStateSchema,
  samplerStateSchema,
  scissorStateSchema,
  stencilRefSchema,
  vertexElementsSchema,
  viewportStateSchema,
} from './state-schemas.js';
import { BaseTransfer, checkTransferMap, flushTransferRegion, mapTransfer } from './transfer.js';
import {
  BaseSamplerView,
  BaseStreamOutputTarget,
  BaseSurface,
  type ContextView,
  checkImageView,
  checkSamplerViewTemplate,
  checkStreamOutputRange,
  checkSurfaceTemplate,
} from './views.js';

/** PIPE_TEXTURE_BARRIER_SAMPLER | PIPE_TEXTURE_BARRIER_FRAMEBUFFER */
const TEXTURE_BARRIER_FLAGS = 0x3;
const FLUSH_FLAGS = Object.values(PipeFlush).reduce((a, b) => a | b, 0);
const MAX_COMPUTE_RESOURCES = 32;
/**
 * Dirty bits of the bindings a draw needs (missingPipelineState). Binding another CSO of one of these
 * keeps a complete pipeline complete, except a rasterizer (its rasterizerDiscard decides whether a
 * fragment shader is needed); unbinding one (null) may not.
 */
const PIPELINE_BITS =
  PipeDirty.VS |
  PipeDirty.FS |
  PipeDirty.RASTERIZER |
  PipeDirty.BLEND |
  PipeDirty.DEPTH_STENCIL_ALPHA |
  PipeDirty.VERTEX_ELEMENTS;

/** Objects a context registers so that destroy() can release them. */
type ContextObject = CsoObject | BaseQuery | BaseTransfer | ContextView;

/** A validating PipeContext. Drivers extend it and implement the hooks. */
export class BaseContext implements PipeContext {
  /** Calls per PipeContext method (refused calls included); a live object, see resetCounters. */
  readonly counters = new PipeContextCounters();
  /** Everything bound, as validated copies holding their references, with the dirty bits. */
  readonly bound = new BoundState();
  /** The queries between begin_query and end_query. */
  readonly activeQueries = new Set<BaseQuery>();
  readonly streamUploader: BufferUploader;
  readonly constUploader: BufferUploader;
  destroyed = false;
  protected readonly caps: PipeCapsSource;
  protected readonly limits: PipeLimits;
  private readonly objects = new LiveObjects<ContextObject>();
  private readonly pendingFences: BaseFence[] = [];
  private readonly staging = new StagingPool();
  private readonly freed = (object: ContextView) => this.onFree(object);
  private queriesPaused = false;
  /** The bound pipeline was complete at the last draw and no binding of it changed since. */
  private pipelineComplete = false;
  /** The private copy of draw_vbo's info when the driver does not keep it (see keepsDrawInfo). */
  private readonly drawInfoCopy: PipeDrawInfo = drawInfo();
  /** Set by reportDeviceReset: every later call but get_device_reset_status is refused. */
  private resetStatus: PipeResetStatus = PipeResetStatus.NO_RESET;

  constructor(
    readonly screen: BaseScreen,
    /** The `priv` argument of context_create. */
    readonly priv: unknown,
    /** PipeContextFlag bits of context_create. */
    readonly flags: number,
  ) {
    this.caps = screen.caps;
    this.limits = screen.limits;
    this.streamUploader = new BufferUploader(this, PipeBind.VERTEX_BUFFER | PipeBind.INDEX_BUFFER);
    this.constUploader = new BufferUploader(this, PipeBind.CONSTANT_BUFFER);
  }

  /** Sets every counter back to zero (the `counters` object stays the same). */
  resetCounters(): void {
    resetCounters(this.counters);
  }

  /** Whether set_active_query_state(false) paused the queries. */
  get queriesArePaused(): boolean {
    return this.queriesPaused;
  }

  // --- Driver hooks: rendering operations (arguments validated, render condition applied) -----------

  /**
   * Whether drawNow may keep its `info` after it returns (a driver that queues draws with it). A driver
   * that is done with it when drawNow returns says false: every draw is then checked into one private
   * copy the context reuses (no allocation per draw) instead of a fresh one.
   */
  protected readonly keepsDrawInfo: boolean = true;

  /** draw_vbo with a complete pipeline bound (read it from `bound`; `bound.dirty` says what changed). */
  protected drawNow(_info: PipeDrawInfo): void {
    this.unsupported('drawVbo');
  }
  /** clear of the bound framebuffer's buffers (PipeClear bits). */
  protected clearNow(_buffers: number, _color: readonly number[], _depth: number, _stencil: number): void {
    this.unsupported('clear');
  }
  /** clear_render_target of a box of a colour surface. */
  protected clearRenderTargetNow(
    _dst: BaseSurface,
    _color: readonly number[],
    _x: number,
    _y: number,
    _w: number,
    _h: number,
  ): void {
    this.unsupported('clearRenderTarget');
  }
  /** clear_depth_stencil of a box of a depth/stencil surface (PipeClear DEPTH/STENCIL bits). */
  protected clearDepthStencilNow(
    _dst: BaseSurface,
    _flags: number,
    _depth: number,
    _stencil: number,
    _x: number,
    _y: number,
    _w: number,
    _h: number,
  ): void {
    this.unsupported('clearDepthStencil');
  }
  /** blit (the validated copy). */
  protected blitNow(_info: PipeBlitInfo): void {
    this.unsupported('blit');
  }
  /** launch_grid (the validated copy) with a compute state bound. */
  protected launchGridNow(_info: PipeGridInfo): void {
    this.unsupported('launchGrid');
  }
  /**
   * memory_barrier (flags checked): make shader writes visible to what `flags` names. Drivers that
   * queue work finish it here when later work could read what it writes.
   */
  protected memoryBarrierNow(_flags: number): void {}
  /**
   * texture_barrier (cap and flags checked): later draws may sample what earlier draws rendered.
   * Drivers that queue draws finish them here; one that renders in submission order does nothing.
   */
  protected textureBarrierNow(_flags: number): void {}
  /** generate_mipmap: fills levels base+1..last of layers first..lastLayer; false if it could not. */
  protected generateMipmapNow(
    _resource: BaseResource,
    _format: number,
    _base: number,
    _last: number,
    _first: number,
    _lastLayer: number,
  ): boolean {
    return this.unsupported('generateMipmap');
  }
  /** begin_query: start measuring for `q` (it is in `activeQueries` now). */
  protected beginQueryNow(_q: BaseQuery): void {
    this.unsupported('beginQuery');
  }
  /** end_query: stop measuring; set `q.result` now or once the work is done (see queryResultNow). */
  protected endQueryNow(_q: BaseQuery): void {
    this.unsupported('endQuery');
  }

  // --- Driver hooks: results, work submission and notifications -----------------------------------

  /**
   * The result of an ended query, or null when it is not available yet and `wait` is false. The base
   * returns `q.result`, submitting queued work first when the caller waits for a result not yet set.
   */
  protected queryResultNow(q: BaseQuery, wait: boolean): PipeQueryResult | null {
    if (q.result === null && wait) this.submitWork(0);
    return q.result;
  }
  /** Submits queued work (flush, fence_finish, destroy, waits for results). Nothing is queued in the base. */
  protected flushNow(_flags: number): void {}
  /** Called for every fence whose work was just submitted; CPU drivers are done by then. */
  protected signalFence(fence: BaseFence): void {
    fence.signalled = true;
  }
  /** is_resource_referenced: whether queued, unsubmitted work uses the resource (0 = no). */
  protected resourceReferencedNow(_resource: BaseResource, _level: number, _layer: number): number {
    return 0;
  }
  /** flush_resource: make the resource's contents visible outside this screen. */
  protected flushResourceNow(_resource: BaseResource): void {}
  /**
   * A data operation (transfer map, subdata, copy, clear, result write) is about to read or write the
   * resource's storage outside draws: a driver with queued work on it must finish that work first.
   * Not called for UNSYNCHRONIZED maps and writes.
   */
  protected beforeDataAccess(_resource: BaseResource, _write: boolean): void {}
  /** A CSO was created: derive what the driver needs from `cso.state` into `cso.driverData`. */
  protected onCreateCso(_cso: CsoObject): void {}
  /** A CSO is being deleted (delete_* or context destruction): free its driver data. */
  protected onDeleteCso(_cso: CsoObject): void {}
  /** A query is being destroyed (destroy_query or context destruction). */
  protected onDestroyQuery(_q: BaseQuery): void {}
  /** A sampler view, surface or stream-output target was freed (its last reference released). */
  protected onFree(_object: ContextView): void {}
  /** get_device_reset_status: the status since the last call (single-shot). */
  protected deviceResetStatusNow(): PipeResetStatus {
    return this.resetStatus;
  }
  /** destroy, after every object of the context is gone: free what the driver holds for it. */
  protected destroyNow(): void {}

  // --- Helpers for drivers ------------------------------------------------------------------------

  /**
   * Reports a device reset: calls the reset callback, answers `status` from get_device_reset_status,
   * and refuses every later call with PipeError.
   */
  protected reportDeviceReset(status: PipeResetStatus): void {
    if (status === PipeResetStatus.NO_RESET) return;
    this.resetStatus = status;
    this.bound.resetCallback?.reset(status);
  }

  /** Submits queued work and signals the fences waiting for it (used by flush and fence_finish). */
  submitWork(flags: number): void {
    this.flushNow(flags);
    for (const fence of this.pendingFences) {
      fence.deferred = false;
      this.signalFence(fence);
    }
    this.pendingFences.length = 0;
  }

  // --- Lifetime -----------------------------------------------------------------------------------

  /** destroy: submits queued work, unbinds everything and destroys every object this context made. */
  destroy(): void {
    this.counters.destroy++;
    if (this.destroyed) refuse('destroy', 'the context has been destroyed');
    this.submitWork(0);
    this.streamUploader.destroy();
    this.constUploader.destroy();
    this.bound.unbindAll();
    this.activeQueries.clear();
    this.objects.destroyAll((object) => this.destroyObject(object));
    this.destroyNow();
    this.destroyed = true;
    this.screen.forgetContext(this);
  }

  // --- Drawing ------------------------------------------------------------------------------------

  /** draw_vbo: validates the draw (the bound pipeline once per change of it); honours the render condition. */
  drawVbo(info: PipeDrawInfo): void {
    const method = 'drawVbo';
    this.counters.drawVbo++;
    this.live(method);
    if (!this.pipelineComplete) {
      const missing = missingPipelineState(this.bound);
      if (missing) refuse(method, missing);
      this.pipelineComplete = true;
    }
    const into = this.keepsDrawInfo ? null : this.drawInfoCopy;
    const d = checkDrawInfo(method, info, this.bound, this.limits, this, this.screen, into);
    if (this.renderConditionAllows()) this.drawNow(d);
  }

  // --- Queries ------------------------------------------------------------------------------------

  /** create_query: the type must be one the caps offer; `index` is the stream of stream queries. */
  createQuery(type: number, index: number): PipeQueryObject {
    const method = 'createQuery';
    this.counters.createQuery++;
    this.live(method);
    const t = checkEnum(method, 'type', type, PipeQuery, 'PipeQuery');
    const unsupported = queryUnsupportedReason(t, this.caps);
    if (unsupported) throw new PipeUnsupportedError(method, unsupported);
    checkInt(method, 'index', index, 0, STREAM_QUERIES.has(t) ? this.limits.maxVertexStreams - 1 : 0);
    return this.register(new BaseQuery(this, t, index));
  }

  /** destroy_query: an active query stops; a query used by render_condition stops predicating. */
  destroyQuery(query: PipeQueryObject): void {
    const method = 'destroyQuery';
    this.counters.destroyQuery++;
    this.live(method);
    const q = checkOwned(method, 'query', query, BaseQuery, this);
    if (this.bound.renderCondition.query === q) {
      this.bound.renderCondition = noRenderCondition();
      this.bound.dirty |= PipeDirty.RENDER_CONDITION;
    }
    this.objects.remove(q);
    this.destroyObject(q);
  }

  /** begin_query: "will clear/reset previous query results". Beginning an active query is an error. */
  beginQuery(query: PipeQueryObject): boolean {
    const method = 'beginQuery';
    this.counters.beginQuery++;
    this.live(method);
    const q = checkOwned(method, 'query', query, BaseQuery, this);
    beginQuery(method, q);
    this.activeQueries.add(q);
    this.beginQueryNow(q);
    return true;
  }

  /** end_query: ends an active query (TIMESTAMP and GPU_FINISHED are ended without a begin). */
  endQuery(query: PipeQueryObject): boolean {
    const method = 'endQuery';
    this.counters.endQuery++;
    this.live(method);
    const q = checkOwned(method, 'query', query, BaseQuery, this);
    endQuery(method, q);
    this.activeQueries.delete(q);
    this.endQueryNow(q);
    return true;
  }

  /** get_query_result: the result, or null when `wait` is false and it is not available yet. */
  getQueryResult(query: PipeQueryObject, wait: boolean): PipeQueryResult | null {
    const method = 'getQueryResult';
    this.counters.getQueryResult++;
    this.live(method);
    const q = checkOwned(method, 'query', query, BaseQuery, this);
    const w = checkBool(method, 'wait', wait);
    checkResultReadable(method, q);
    return this.queryResultNow(q, w);
  }

  /** get_query_result_resource: writes a result word (or its availability, index -1) into a buffer. */
  getQueryResultResource(
    query: PipeQueryObject,
    wait: boolean,
    resultType: 'i32' | 'u32' | 'i64' | 'u64',
    index: number,
    resource: PipeResource,
    offset: number,
  ): void {
    const method = 'getQueryResultResource';
    this.counters.getQueryResultResource++;
    this.live(method);
    if (!this.limits.queryBufferObject)
      throw new PipeUnsupportedError(method, 'PIPE_CAP_QUERY_BUFFER_OBJECT is 0');
    const q = checkOwned(method, 'query', query, BaseQuery, this);
    const buffer = checkBuffer(method, 'resource', resource, this.screen);
    const write = checkQueryResultWrite(method, q, wait, resultType, index, buffer, offset);
    const result = q.state === 'ended' ? this.queryResultNow(q, wait) : null;
    const bytes = queryResultBytes(write, result);
    if (bytes === null) return;
    this.beforeDataAccess(buffer, true);
    const box = { x: write.offset, y: 0, z: 0, width: bytes.length, height: 1, depth: 1 };
    buffer.storage.write(0, box, bytes, bytes.length, bytes.length);
  }

  /** set_active_query_state: pauses or resumes the non-TIME_ELAPSED queries (drivers read queriesArePaused). */
  setActiveQueryState(enable: boolean): void {
    this.counters.setActiveQueryState++;
    this.live('setActiveQueryState');
    this.queriesPaused = !checkBool('setActiveQueryState', 'enable', enable);
  }

  /** render_condition: null disables; otherwise draw_vbo and clear are predicated on the query. */
  renderCondition(query: PipeQueryObject | null, condition: boolean, mode: PipeRenderCond): void {
    const method = 'renderCondition';
    this.counters.renderCondition++;
    this.live(method);
    this.bound.dirty |= PipeDirty.RENDER_CONDITION;
    if (query === null) {
      this.bound.renderCondition = noRenderCondition();
      return;
    }
    if (!this.limits.conditionalRender)
      throw new PipeUnsupportedError(method, 'PIPE_CAP_CONDITIONAL_RENDER is 0');
    const q = checkOwned(method, 'query', query, BaseQuery, this);
    const checked = checkRenderCondition(method, q, condition, mode);
    if (checked.condition)
      requireCap(
        method,
        this.limits.gates.conditionalRenderInverted,
        'condition true',
        'CONDITIONAL_RENDER_INVERTED',
      );
    this.bound.renderCondition = checked;
  }

  // --- Constant state objects ---------------------------------------------------------------------

  /** create_blend_state */
  createBlendState(state: PipeBlendState): PipeBlendCso {
    const method = 'createBlendState';
    this.counters.createBlendState++;
    return this.makeCso(method, 'blend', () => {
      const copy = checkSchema(method, 'state', blendStateSchema, state);
      checkBlendCaps(method, copy, this.limits.gates);
      return copy;
    });
  }
  /** bind_blend_state */
  bindBlendState(cso: PipeBlendCso | null): void {
    this.counters.bindBlendState++;
    this.bindSingle('bindBlendState', 'blend', PipeDirty.BLEND, cso);
  }
  /** delete_blend_state */
  deleteBlendState(cso: PipeBlendCso): void {
    this.counters.deleteBlendState++;
    this.deleteCso('deleteBlendState', 'blend', cso);
  }
  /** create_sampler_state */
  createSamplerState(state: PipeSamplerState): PipeSamplerCso {
    const method = 'createSamplerState';
    this.counters.createSamplerState++;
    return this.makeCso(method, 'sampler', () => {
      const copy = checkSchema(method, 'state', samplerStateSchema, state);
      checkSamplerCaps(method, copy, this.limits.gates);
      return copy;
    });
  }
  /** bind_sampler_states: samplers start..start+states.length-1 of a stage. */
  bindSamplerStates(shader: PipeShader, start: number, states: readonly (PipeSamplerCso | null)[]): void {
    const method = 'bindSamplerStates';
    this.counters.bindSamplerStates++;
    this.live(method);
    const stage = this.checkStage(method, shader);
    const max = this.limits.stages[stage]!.maxSamplers;
    const list = checkArray<PipeSamplerCso | null>(method, 'states', states, max);
    const first = checkSlots(method, 'samplers', start, list.length, max);
    const checked = list.map((s) => (s === null ? null : checkCso(method, s, 'sampler', this)));
    checked.forEach((cso, i) => {
      if (rebindCso(this.bound.samplers[stage]!, first + i, cso)) this.bound.dirty |= PipeDirty.SAMPLERS;
    });
  }
  /** delete_sampler_state */
  deleteSamplerState(cso: PipeSamplerCso): void {
    this.counters.deleteSamplerState++;
    this.deleteCso('deleteSamplerState', 'sampler', cso);
  }
  /** create_rasterizer_state */
  createRasterizerState(state: PipeRasterizerState): PipeRasterizerCso {
    const method = 'createRasterizerState';
    this.counters.createRasterizerState++;
    return this.makeCso(method, 'rasterizer', () => {
      const copy = checkSchema(method, 'state', rasterizerStateSchema, state);
      checkRasterizerCaps(method, copy, this.limits.gates);
      return copy;
    });
  }
  /** bind_rasterizer_state */
  bindRasterizerState(cso: PipeRasterizerCso | null): void {
    this.counters.bindRasterizerState++;
    this.bindSingle('bindRasterizerState', 'rasterizer', PipeDirty.RASTERIZER, cso);
  }
  /** delete_rasterizer_state */
  deleteRasterizerState(cso: PipeRasterizerCso): void {
    this.counters.deleteRasterizerState++;
    this.deleteCso('deleteRasterizerState', 'rasterizer', cso);
  }
  /** create_depth_stencil_alpha_state */
  createDepthStencilAlphaState(state: PipeDepthStencilAlphaState): PipeDepthStencilAlphaCso {
    const method = 'createDepthStencilAlphaState';
    this.counters.createDepthStencilAlphaState++;
    return this.makeCso(method, 'depthStencilAlpha', () => {
      const copy = checkSchema(method, 'state', depthStencilAlphaStateSchema, state);
      checkDepthStencilAlphaCaps(method, copy, this.limits.gates);
      return copy;
    });
  }
  /** bind_depth_stencil_alpha_state */
  bindDepthStencilAlphaState(cso: PipeDepthStencilAlphaCso | null): void {
    this.counters.bindDepthStencilAlphaState++;
    this.bindSingle('bindDepthStencilAlphaState', 'depthStencilAlpha', PipeDirty.DEPTH_STENCIL_ALPHA, cso);
  }
  /** delete_depth_stencil_alpha_state */
  deleteDepthStencilAlphaState(cso: PipeDepthStencilAlphaCso): void {
    this.counters.deleteDepthStencilAlphaState++;
    this.deleteCso('deleteDepthStencilAlphaState', 'depthStencilAlpha', cso);
  }
  /** create_vs_state */
  createVsState(state: PipeShaderState): PipeShaderCso<'vs'> {
    this.counters.createVsState++;
    return this.makeShader('createVsState', 'vs', PipeShader.VERTEX, state);
  }
  /** bind_vs_state */
  bindVsState(cso: PipeShaderCso<'vs'> | null): void {
    this.counters.bindVsState++;
    this.bindSingle('bindVsState', 'vs', PipeDirty.VS, cso);
  }
  /** delete_vs_state */
  deleteVsState(cso: PipeShaderCso<'vs'>): void {
    this.counters.deleteVsState++;
    this.deleteCso('deleteVsState', 'vs', cso);
  }
  /** create_fs_state */
  createFsState(state: PipeShaderState): PipeShaderCso<'fs'> {
    this.counters.createFsState++;
    return this.makeShader('createFsState', 'fs', PipeShader.FRAGMENT, state);
  }
  /** bind_fs_state */
  bindFsState(cso: PipeShaderCso<'fs'> | null): void {
    this.counters.bindFsState++;
    this.bindSingle('bindFsState', 'fs', PipeDirty.FS, cso);
  }
  /** delete_fs_state */
  deleteFsState(cso: PipeShaderCso<'fs'>): void {
    this.counters.deleteFsState++;
    this.deleteCso('deleteFsState', 'fs', cso);
  }
  /** create_gs_state */
  createGsState(state: PipeShaderState): PipeShaderCso<'gs'> {
    this.counters.createGsState++;
    return this.makeShader('createGsState', 'gs', PipeShader.GEOMETRY, state);
  }
  /** bind_gs_state */
  bindGsState(cso: PipeShaderCso<'gs'> | null): void {
    this.counters.bindGsState++;
    this.bindSingle('bindGsState', 'gs', PipeDirty.GS, cso);
  }
  /** delete_gs_state */
  deleteGsState(cso: PipeShaderCso<'gs'>): void {
    this.counters.deleteGsState++;
    this.deleteCso('deleteGsState', 'gs', cso);
  }
  /** create_tcs_state */
  createTcsState(state: PipeShaderState): PipeShaderCso<'tcs'> {
    this.counters.createTcsState++;
    return this.makeShader('createTcsState', 'tcs', PipeShader.TESS_CTRL, state);
  }
  /** bind_tcs_state */
  bindTcsState(cso: PipeShaderCso<'tcs'> | null): void {
    this.counters.bindTcsState++;
    this.bindSingle('bindTcsState', 'tcs', PipeDirty.TCS, cso);
  }
  /** delete_tcs_state */
  deleteTcsState(cso: PipeShaderCso<'tcs'>): void {
    this.counters.deleteTcsState++;
    this.deleteCso('deleteTcsState', 'tcs', cso);
  }
  /** create_tes_state */
  createTesState(state: PipeShaderState): PipeShaderCso<'tes'> {
    this.counters.createTesState++;
    return this.makeShader('createTesState', 'tes', PipeShader.TESS_EVAL, state);
  }
  /** bind_tes_state */
  bindTesState(cso: PipeShaderCso<'tes'> | null): void {
    this.counters.bindTesState++;
    this.bindSingle('bindTesState', 'tes', PipeDirty.TES, cso);
  }
  /** delete_tes_state */
  deleteTesState(cso: PipeShaderCso<'tes'>): void {
    this.counters.deleteTesState++;
    this.deleteCso('deleteTesState', 'tes', cso);
  }
  /** create_vertex_elements_state: every source format must be usable as a vertex buffer format. */
  createVertexElementsState(elements: readonly PipeVertexElement[]): PipeVertexElementsCso {
    const method = 'createVertexElementsState';
    this.counters.createVertexElementsState++;
    return this.makeCso(method, 'vertexElements', () => this.checkVertexElements(method, elements));
  }
  /** bind_vertex_elements_state */
  bindVertexElementsState(cso: PipeVertexElementsCso | null): void {
    this.counters.bindVertexElementsState++;
    this.bindSingle('bindVertexElementsState', 'vertexElements', PipeDirty.VERTEX_ELEMENTS, cso);
  }
  /** delete_vertex_elements_state */
  deleteVertexElementsState(cso: PipeVertexElementsCso): void {
    this.counters.deleteVertexElementsState++;
    this.deleteCso('deleteVertexElementsState', 'vertexElements', cso);
  }

  // --- Parameter-like state -----------------------------------------------------------------------

  /** set_blend_color */
  setBlendColor(color: PipeBlendColor): void {
    this.counters.setBlendColor++;
    this.live('setBlendColor');
    this.bound.blendColor = checkSchema('setBlendColor', 'color', blendColorSchema, color);
    this.bound.dirty |= PipeDirty.BLEND_COLOR;
  }
  /** set_stencil_ref */
  setStencilRef(ref: PipeStencilRef): void {
    this.counters.setStencilRef++;
    this.live('setStencilRef');
    this.bound.stencilRef = checkSchema('setStencilRef', 'ref', stencilRefSchema, ref);
    this.bound.dirty |= PipeDirty.STENCIL_REF;
  }
  /** set_sample_mask */
  setSampleMask(mask: number): void {
    this.counters.setSampleMask++;
    this.live('setSampleMask');
    this.bound.sampleMask = checkInt('setSampleMask', 'mask', mask, 0, 0xffffffff);
    this.bound.dirty |= PipeDirty.SAMPLE_MASK;
  }
  /** set_min_samples: "the minimum number of samples that must be run". */
  setMinSamples(minSamples: number): void {
    const method = 'setMinSamples';
    this.counters.setMinSamples++;
    this.live(method);
    const min = checkInt(method, 'minSamples', minSamples, 1, 32);
    if (min > 1) requireCap(method, this.limits.gates.sampleShading, 'minSamples above 1', 'SAMPLE_SHADING');
    this.bound.minSamples = min;
    this.bound.dirty |= PipeDirty.MIN_SAMPLES;
  }
  /** set_clip_state */
  setClipState(clip: PipeClipState): void {
    this.counters.setClipState++;
    this.live('setClipState');
    this.bound.clip = checkSchema('setClipState', 'clip', clipStateSchema, clip);
    this.bound.dirty |= PipeDirty.CLIP;
  }
  /** set_constant_buffer: a buffer range or a user buffer (null unbinds). */
  setConstantBuffer(shader: PipeShader, index: number, buffer: PipeConstantBuffer | null): void {
    const method = 'setConstantBuffer';
    this.counters.setConstantBuffer++;
    this.live(method);
    const stage = this.checkStage(method, shader);
    checkInt(method, 'index', index, 0, this.limits.stages[stage]!.maxConstBuffers - 1);
    const { copy, resource } = checkConstantBuffer(
      method,
      buffer,
      this.limits.stages[stage]!,
      this.limits,
      this.screen,
    );
    rebind(this.bound.constantBufferResources[stage]!, index, resource);
    this.bound.constantBuffers[stage]![index] = copy;
    this.bound.dirty |= PipeDirty.CONSTANT_BUFFERS;
  }
  /** set_framebuffer_state: the surfaces are referenced while bound. */
  setFramebufferState(state: PipeFramebufferState): void {
    const method = 'setFramebufferState';
    this.counters.setFramebufferState++;
    this.live(method);
    const fb = checkFramebuffer(method, state, this.limits, this);
    for (let i = 0; i < 8; i++)
      rebind(this.bound.framebufferSurfaces, i, (fb.cbufs[i] as BaseSurface | undefined) ?? null);
    rebind(this.bound.framebufferSurfaces, 8, fb.zsbuf as BaseSurface | null);
    this.bound.framebuffer = fb;
    this.bound.dirty |= PipeDirty.FRAMEBUFFER;
  }
  /** set_polygon_stipple */
  setPolygonStipple(stipple: PipePolyStipple): void {
    this.counters.setPolygonStipple++;
    this.live('setPolygonStipple');
    this.bound.polygonStipple = checkSchema('setPolygonStipple', 'stipple', polyStippleSchema, stipple);
    this.bound.dirty |= PipeDirty.POLYGON_STIPPLE;
  }
  /** set_scissor_states: "scissor xmin and ymin are inclusive, but xmax and ymax are exclusive". */
  setScissorStates(start: number, scissors: readonly PipeScissorState[]): void {
    const method = 'setScissorStates';
    this.counters.setScissorStates++;
    this.live(method);
    const list = checkArray<PipeScissorState>(method, 'scissors', scissors, this.limits.maxViewports);
    const first = checkSlots(method, 'scissors', start, list.length, this.limits.maxViewports);
    const copies = list.map((s, i) => checkSchema(method, `scissors[${i}]`, scissorStateSchema, s));
    copies.forEach((s, i) => {
      this.bound.scissors[first + i] = s;
    });
    this.bound.dirty |= PipeDirty.SCISSOR;
  }
  /** set_window_rectangles: include or exclude rectangles (draws only, not clears or blits). */
  setWindowRectangles(include: boolean, rects: readonly PipeScissorState[]): void {
    const method = 'setWindowRectangles';
    this.counters.setWindowRectangles++;
    this.live(method);
    checkBool(method, 'include', include);
    const list = checkArray<PipeScissorState>(method, 'rects', rects, this.limits.maxWindowRectangles);
    this.bound.windowRectangles = {
      include,
      rects: list.map((r, i) => checkSchema(method, `rects[${i}]`, scissorStateSchema, r)),
    };
    this.bound.dirty |= PipeDirty.WINDOW_RECTANGLES;
  }
  /** set_viewport_states */
  setViewportStates(start: number, viewports: readonly PipeViewportState[]): void {
    const method = 'setViewportStates';
    this.counters.setViewportStates++;
    this.live(method);
    const list = checkArray<PipeViewportState>(method, 'viewports', viewports, this.limits.maxViewports);
    const first = checkSlots(method, 'viewports', start, list.length, this.limits.maxViewports);
    const copies = list.map((v, i) => checkSchema(method, `viewports[${i}]`, viewportStateSchema, v));
    copies.forEach((v, i) => {
      this.bound.viewports[first + i] = v;
    });
    this.bound.dirty |= PipeDirty.VIEWPORT;
  }
  /** set_sampler_views: "Every binding point acquires a reference to a respective sampler view". */
  setSamplerViews(shader: PipeShader, start: number, views: readonly (PipeSamplerView | null)[]): void {
    const method = 'setSamplerViews';
    this.counters.setSamplerViews++;
    this.live(method);
    const stage = this.checkStage(method, shader);
    const max = this.limits.stages[stage]!.maxSamplerViews;
    const list = checkArray<PipeSamplerView | null>(method, 'views', views, max);
    const first = checkSlots(method, 'sampler views', start, list.length, max);
    const checked = list.map((v, i) =>
      v === null ? null : checkOwned(method, `views[${i}]`, v, BaseSamplerView, this),
    );
    checked.forEach((v, i) => {
      if (rebind(this.bound.samplerViews[stage]!, first + i, v)) this.bound.dirty |= PipeDirty.SAMPLER_VIEWS;
    });
  }
  /** set_tess_state: default outer (4) and inner (2) tessellation levels. */
  setTessState(defaultOuterLevel: readonly number[], defaultInnerLevel: readonly number[]): void {
    const method = 'setTessState';
    this.counters.setTessState++;
    this.live(method);
    const outer = checkArray<number>(method, 'defaultOuterLevel', defaultOuterLevel, 4);
    const inner = checkArray<number>(method, 'defaultInnerLevel', defaultInnerLevel, 2);
    if (outer.length !== 4 || inner.length !== 2)
      refuse(method, `needs 4 outer and 2 inner levels (got ${outer.length} and ${inner.length})`);
    outer.forEach((v, i) => {
      checkFinite(method, `defaultOuterLevel[${i}]`, v);
    });
    inner.forEach((v, i) => {
      checkFinite(method, `defaultInnerLevel[${i}]`, v);
    });
    this.bound.tessOuterLevel = [...outer];
    this.bound.tessInnerLevel = [...inner];
    this.bound.dirty |= PipeDirty.TESS_STATE;
  }
  /** set_debug_callback */
  setDebugCallback(callback: PipeDebugCallback | null): void {
    this.counters.setDebugCallback++;
    this.live('setDebugCallback');
    if (callback !== null && typeof callback?.debugMessage !== 'function') {
      refuse('setDebugCallback', 'callback must have a debugMessage(id, type, message) method or be null');
    }
    this.bound.debugCallback = callback;
  }
  /** set_shader_buffers: buffer ranges of a stage, referenced while bound. */
  setShaderBuffers(shader: PipeShader, start: number, buffers: readonly (PipeShaderBuffer | null)[]): void {
    const method = 'setShaderBuffers';
    this.counters.setShaderBuffers++;
    this.live(method);
    const stage = this.checkStage(method, shader);
    const max = this.limits.stages[stage]!.maxShaderBuffers;
    const list = checkArray<PipeShaderBuffer | null>(method, 'buffers', buffers, max);
    const first = checkSlots(method, 'shader buffers', start, list.length, max);
    const checked = list.map((b, i) =>
      checkShaderBuffer(method, `buffers[${i}]`, b, this.limits, this.screen),
    );
    checked.forEach(({ copy, resource }, i) => {
      rebind(this.bound.shaderBufferResources[stage]!, first + i, resource);
      this.bound.shaderBuffers[stage]![first + i] = copy;
    });
    this.bound.dirty |= PipeDirty.SHADER_BUFFERS;
  }
  /** set_shader_images: image views of a stage, their resources referenced while bound. */
  setShaderImages(shader: PipeShader, start: number, images: readonly (PipeImageView | null)[]): void {
    const method = 'setShaderImages';
    this.counters.setShaderImages++;
    this.live(method);
    const stage = this.checkStage(method, shader);
    const max = this.limits.stages[stage]!.maxShaderImages;
    const list = checkArray<PipeImageView | null>(method, 'images', images, max);
    const first = checkSlots(method, 'shader images', start, list.length, max);
    const checked = list.map((v, i) => {
      if (v === null || v.resource === null) return { copy: null, resource: null };
      const resource = checkResource(method, `images[${i}].resource`, v.resource, this.screen);
      return { copy: checkImageView(method, resource, v, this.caps), resource };
    });
    checked.forEach(({ copy, resource }, i) => {
      rebind(this.bound.shaderImageResources[stage]!, first + i, resource);
      this.bound.shaderImages[stage]![first + i] = copy;
    });
    this.bound.dirty |= PipeDirty.SHADER_IMAGES;
  }
  /** set_vertex_buffers: buffers start..start+buffers.length-1, referenced while bound. */
  setVertexBuffers(start: number, buffers: readonly (PipeVertexBuffer | null)[]): void {
    const method = 'setVertexBuffers';
    this.counters.setVertexBuffers++;
    this.live(method);
    const list = checkArray<PipeVertexBuffer | null>(method, 'buffers', buffers, PIPE_MAX_ATTRIBS);
    const first = checkSlots(method, 'vertex buffers', start, list.length, PIPE_MAX_ATTRIBS);
    const checked = list.map((b, i) =>
      checkVertexBuffer(method, `buffers[${i}]`, b, this.limits, this.screen),
    );
    checked.forEach(({ copy, resource }, i) => {
      rebind(this.bound.vertexBufferResources, first + i, resource);
      this.bound.vertexBuffers[first + i] = copy;
    });
    this.bound.dirty |= PipeDirty.VERTEX_BUFFERS;
  }
  /** set_index_buffer: the index buffer of indexed draws (null unbinds). */
  setIndexBuffer(buffer: PipeIndexBuffer | null): void {
    const method = 'setIndexBuffer';
    this.counters.setIndexBuffer++;
    this.live(method);
    const { copy, resource } = checkIndexBuffer(method, buffer, this.limits, this.screen);
    rebind(this.bound.indexBufferResource, 0, resource);
    this.bound.indexBuffer = copy;
    this.bound.dirty |= PipeDirty.INDEX_BUFFER;
  }

  // --- Stream output ------------------------------------------------------------------------------

  /** create_stream_output_target: a 4-byte-aligned range of a buffer. */
  createStreamOutputTarget(
    buffer: PipeResource,
    bufferOffset: number,
    bufferSize: number,
  ): PipeStreamOutputTarget {
    const method = 'createStreamOutputTarget';
    this.counters.createStreamOutputTarget++;
    this.live(method);
    if (this.limits.maxStreamOutputBuffers === 0)
      throw new PipeUnsupportedError(method, 'PIPE_CAP_MAX_STREAM_OUTPUT_BUFFERS is 0');
    const resource = checkBuffer(method, 'buffer', buffer, this.screen);
    checkStreamOutputRange(method, resource, bufferOffset, bufferSize);
    return this.register(new BaseStreamOutputTarget(this, resource, bufferOffset, bufferSize, this.freed));
  }
  /** stream_output_target_destroy */
  streamOutputTargetDestroy(target: PipeStreamOutputTarget): void {
    this.counters.streamOutputTargetDestroy++;
    this.destroyOwned('streamOutputTargetDestroy', 'stream output target', target, BaseStreamOutputTarget);
  }
  /** set_stream_output_targets: offsets[i] sets the internal offset, -1 appends. Ranges on one buffer must be disjoint. */
  setStreamOutputTargets(
    targets: readonly (PipeStreamOutputTarget | null)[],
    offsets: readonly number[],
  ): void {
    const method = 'setStreamOutputTargets';
    this.counters.setStreamOutputTargets++;
    this.live(method);
    const checked = checkStreamOutputTargets(method, targets, offsets, this.limits, this);
    const slots = this.bound.streamOutputTargets;
    for (let i = 0; i < slots.length; i++) rebind(slots, i, checked[i] ?? null);
    checked.forEach((t, i) => {
      if (t && offsets[i]! >= 0) t.filled = offsets[i]!;
    });
    this.bound.numStreamOutputTargets = checked.length;
    this.bound.dirty |= PipeDirty.STREAM_OUTPUT;
  }

  // --- Views and surfaces -------------------------------------------------------------------------

  /** create_sampler_view: "the sampler view holding a reference to the texture". */
  createSamplerView(texture: PipeResource, template: PipeSamplerViewTemplate): PipeSamplerView {
    const method = 'createSamplerView';
    this.counters.createSamplerView++;
    this.live(method);
    const resource = checkResource(method, 'texture', texture, this.screen);
    const t = checkSamplerViewTemplate(method, resource, template, this.caps, this.limits);
    return this.register(new BaseSamplerView(this, resource, t, this.freed));
  }
  /** sampler_view_destroy: "destroys a sampler view and releases its reference to associated texture". */
  samplerViewDestroy(view: PipeSamplerView): void {
    this.counters.samplerViewDestroy++;
    this.destroyOwned('samplerViewDestroy', 'sampler view', view, BaseSamplerView);
  }
  /** create_surface */
  createSurface(texture: PipeResource, template: PipeSurfaceTemplate): PipeSurface {
    const method = 'createSurface';
    this.counters.createSurface++;
    this.live(method);
    const resource = checkResource(method, 'texture', texture, this.screen);
    const t = checkSurfaceTemplate(method, resource, template, this.caps);
    return this.register(new BaseSurface(this, resource, t, this.freed));
  }
  /** surface_destroy: "destroys a surface and releases its reference to the associated resource". */
  surfaceDestroy(surface: PipeSurface): void {
    this.counters.surfaceDestroy++;
    this.destroyOwned('surfaceDestroy', 'surface', surface, BaseSurface);
  }

  // --- Clearing -----------------------------------------------------------------------------------

  /** clear: clears the bound buffers selected by `buffers`; honours the render condition. */
  clear(buffers: number, color: readonly number[], depth: number, stencil: number): void {
    const method = 'clear';
    this.counters.clear++;
    this.live(method);
    const flags = checkFlags(
      method,
      'buffers',
      buffers,
      PipeClear.COLOR | PipeClear.DEPTHSTENCIL,
      'PipeClear',
    );
    if (flags === 0) refuse(method, 'buffers selects nothing to clear');
    checkColor(method, color);
    checkFinite(method, 'depth', depth);
    checkInt(method, 'stencil', stencil, 0, 255);
    if (this.renderConditionAllows()) this.clearNow(flags, [...color], depth, stencil);
  }
  /** clear_render_target: a box of a colour surface, bound or not. */
  clearRenderTarget(
    dst: PipeSurface,
    color: readonly number[],
    dstx: number,
    dsty: number,
    width: number,
    height: number,
    renderConditionEnabled: boolean,
  ): void {
    const method = 'clearRenderTarget';
    this.counters.clearRenderTarget++;
    this.live(method);
    const surface = checkOwned(method, 'dst', dst, BaseSurface, this);
    const desc = formatDescription(surface.format);
    if (desc.isDepth || desc.isStencil)
      refuse(method, `dst has depth/stencil format ${desc.name}; use clear_depth_stencil`);
    checkColor(method, color);
    checkSurfaceRect(method, surface, dstx, dsty, width, height);
    const predicated = checkBool(method, 'renderConditionEnabled', renderConditionEnabled);
    if (!predicated || this.renderConditionAllows())
      this.clearRenderTargetNow(surface, [...color], dstx, dsty, width, height);
  }
  /** clear_depth_stencil: depth and/or stencil of a box of a depth/stencil surface. */
  clearDepthStencil(
    dst: PipeSurface,
    clearFlags: number,
    depth: number,
    stencil: number,
    dstx: number,
    dsty: number,
    width: number,
    height: number,
    renderConditionEnabled: boolean,
  ): void {
    const method = 'clearDepthStencil';
    this.counters.clearDepthStencil++;
    this.live(method);
    const surface = checkOwned(method, 'dst', dst, BaseSurface, this);
    const desc = formatDescription(surface.format);
    if (!desc.isDepth && !desc.isStencil)
      refuse(method, `dst has colour format ${desc.name}; use clear_render_target`);
    const flags = checkFlags(
      method,
      'clearFlags',
      clearFlags,
      PipeClear.DEPTHSTENCIL,
      'PipeClear depth/stencil',
    );
    if (flags === 0) refuse(method, 'clearFlags selects neither depth nor stencil');
    checkFinite(method, 'depth', depth);
    checkInt(method, 'stencil', stencil, 0, 255);
    checkSurfaceRect(method, surface, dstx, dsty, width, height);
    const predicated = checkBool(method, 'renderConditionEnabled', renderConditionEnabled);
    if (!predicated || this.renderConditionAllows())
      this.clearDepthStencilNow(surface, flags, depth, stencil, dstx, dsty, width, height);
  }
  /** clear_texture: a box of a texture level set to one texel given in the resource's format. */
  clearTexture(resource: PipeResource, level: number, box: PipeBox, data: Uint8Array): void {
    const method = 'clearTexture';
    this.counters.clearTexture++;
    this.live(method);
    if (!this.limits.clearTexture) throw new PipeUnsupportedError(method, 'PIPE_CAP_CLEAR_TEXTURE is 0');
    const r = checkResource(method, 'resource', resource, this.screen);
    const fill = checkClearTexture(method, r, level, box, data);
    this.beforeDataAccess(r, true);
    r.storage.fill(fill.level, fill.box, fill.pattern);
  }
  /** clear_buffer: a memset of `size` bytes at `offset` with a repeated multi-byte value. */
  clearBuffer(resource: PipeResource, offset: number, size: number, value: Uint8Array): void {
    const method = 'clearBuffer';
    this.counters.clearBuffer++;
    this.live(method);
    const r = checkResource(method, 'resource', resource, this.screen);
    const fill = checkClearBuffer(method, r, offset, size, value);
    if (fill.box.width === 0) return;
    this.beforeDataAccess(r, true);
    r.storage.fill(fill.level, fill.box, fill.pattern);
  }

  // --- Flushing and fences ------------------------------------------------------------------------

  /** flush: returns a fence; with DEFERRED it waits for the next flush (or fence_finish on this context). */
  flush(flags: number): PipeFence {
    const method = 'flush';
    this.counters.flush++;
    this.live(method);
    const f = checkFlags(method, 'flags', flags, FLUSH_FLAGS, 'PipeFlush');
    const fence = this.screen.makeFence(this);
    this.pendingFences.push(fence);
    if (f & PipeFlush.DEFERRED) fence.deferred = true;
    else this.submitWork(f);
    return fence;
  }
  /** flush_resource */
  flushResource(resource: PipeResource): void {
    this.counters.flushResource++;
    this.live('flushResource');
    this.flushResourceNow(checkResource('flushResource', 'resource', resource, this.screen));
  }
  /** is_resource_referenced: whether queued, unflushed work uses the resource (0 = no). */
  isResourceReferenced(resource: PipeResource, level: number, layer: number): number {
    const method = 'isResourceReferenced';
    this.counters.isResourceReferenced++;
    this.live(method);
    const r = checkResource(method, 'resource', resource, this.screen);
    checkLevel(method, r, level);
    checkInt(method, 'layer', layer, 0, levelLayers(r, level) - 1);
    return this.resourceReferencedNow(r, level, layer);
  }

  // --- Blitting -----------------------------------------------------------------------------------

  /** resource_copy_region: a byte copy between copy-compatible resources (not predicated). */
  resourceCopyRegion(
    dst: PipeResource,
    dstLevel: number,
    dstx: number,
    dsty: number,
    dstz: number,
    src: PipeResource,
    srcLevel: number,
    srcBox: PipeBox,
  ): void {
    const method = 'resourceCopyRegion';
    this.counters.resourceCopyRegion++;
    this.live(method);
    const d = checkResource(method, 'dst', dst, this.screen);
    const s = checkResource(method, 'src', src, this.screen);
    const copy = checkCopyRegion(method, d, dstLevel, dstx, dsty, dstz, s, srcLevel, srcBox);
    this.beforeDataAccess(s, false);
    this.beforeDataAccess(d, true);
    d.storage.copyFrom(
      s.storage,
      copy.srcLevel,
      copy.srcBox,
      copy.dstLevel,
      copy.dst.x,
      copy.dst.y,
      copy.dst.z,
    );
  }
  /** blit: validates both sides, masks, scissor and window rectangles; optionally predicated. */
  blit(info: PipeBlitInfo): void {
    const method = 'blit';
    this.counters.blit++;
    this.live(method);
    const b = checkBlitInfo(method, info, this.caps, this.limits, this.screen);
    if (!b.renderConditionEnable || this.renderConditionAllows()) this.blitNow(b);
  }

  // --- Transfers ----------------------------------------------------------------------------------

  /**
   * transfer_map: maps a box of a level; the data starts at the box origin. Null for MAP_DIRECTLY when
   * the storage cannot be mapped directly.
   */
  transferMap(
    resource: PipeResource,
    level: number,
    usage: number,
    box: PipeBox,
  ): PipeTransferMapping | null {
    const method = 'transferMap';
    this.counters.transferMap++;
    this.live(method);
    const r = checkResource(method, 'resource', resource, this.screen);
    const checked = checkTransferMap(method, r, level, usage, box);
    if (!(checked.usage & PipeTransfer.UNSYNCHRONIZED))
      this.beforeDataAccess(r, (checked.usage & PipeTransfer.WRITE) !== 0);
    const transfer = mapTransfer(method, this, r, level, checked.usage, checked.box, this.staging);
    return transfer && this.register(transfer);
  }
  /** transfer_flush_region: "Flush ranges are relative to the mapped range, not the beginning of the resource." */
  transferFlushRegion(transfer: PipeTransfer, box: PipeBox): void {
    const method = 'transferFlushRegion';
    this.counters.transferFlushRegion++;
    this.live(method);
    flushTransferRegion(method, checkOwned(method, 'transfer', transfer, BaseTransfer, this), box);
  }
  /** transfer_unmap: writes back (unless FLUSH_EXPLICIT) and ends the mapping. */
  transferUnmap(transfer: PipeTransfer): void {
    this.counters.transferUnmap++;
    this.destroyOwned('transferUnmap', 'transfer', transfer, BaseTransfer);
  }
  /** buffer_subdata */
  bufferSubdata(resource: PipeResource, usage: number, offset: number, data: ArrayBufferView): void {
    const method = 'bufferSubdata';
    this.counters.bufferSubdata++;
    this.live(method);
    const r = checkResource(method, 'resource', resource, this.screen);
    this.write(r, usage, checkBufferSubdata(method, r, usage, offset, data));
  }
  /** texture_subdata */
  textureSubdata(
    resource: PipeResource,
    level: number,
    usage: number,
    box: PipeBox,
    data: ArrayBufferView,
    stride: number,
    layerStride: number,
  ): void {
    const method = 'textureSubdata';
    this.counters.textureSubdata++;
    this.live(method);
    const r = checkTexture(method, 'resource', resource, this.screen);
    this.write(r, usage, checkTextureSubdata(method, r, level, usage, box, data, stride, layerStride));
  }

  // --- Barriers -----------------------------------------------------------------------------------

  /** texture_barrier: PIPE_TEXTURE_BARRIER_SAMPLER (1) and/or _FRAMEBUFFER (2). */
  textureBarrier(flags: number): void {
    const method = 'textureBarrier';
    this.counters.textureBarrier++;
    this.live(method);
    requireCap(method, this.limits.gates.textureBarrier, 'texture_barrier', 'TEXTURE_BARRIER');
    checkFlags(method, 'flags', flags, TEXTURE_BARRIER_FLAGS, 'PIPE_TEXTURE_BARRIER');
    this.textureBarrierNow(flags);
  }
  /** memory_barrier: PipeBarrier flags. */
  memoryBarrier(flags: number): void {
    this.counters.memoryBarrier++;
    this.live('memoryBarrier');
    checkFlags('memoryBarrier', 'flags', flags, PipeBarrier.ALL, 'PipeBarrier');
    this.memoryBarrierNow(flags);
  }

  // --- Compute ------------------------------------------------------------------------------------

  /** create_compute_state */
  createComputeState(state: PipeComputeState): PipeComputeCso {
    this.counters.createComputeState++;
    return this.makeCso('createComputeState', 'compute', () =>
      checkComputeState('createComputeState', state, this.limits),
    );
  }
  /** bind_compute_state */
  bindComputeState(cso: PipeComputeCso | null): void {
    this.counters.bindComputeState++;
    this.bindSingle('bindComputeState', 'compute', PipeDirty.COMPUTE, cso);
  }
  /** delete_compute_state */
  deleteComputeState(cso: PipeComputeCso): void {
    this.counters.deleteComputeState++;
    this.deleteCso('deleteComputeState', 'compute', cso);
  }
  /** set_compute_resources: surfaces start.., referenced while bound. */
  setComputeResources(start: number, resources: readonly (PipeSurface | null)[]): void {
    const method = 'setComputeResources';
    this.counters.setComputeResources++;
    this.live(method);
    this.requireCompute(method);
    const list = checkArray<PipeSurface | null>(method, 'resources', resources, MAX_COMPUTE_RESOURCES);
    const first = checkSlots(method, 'compute resources', start, list.length, MAX_COMPUTE_RESOURCES);
    const checked = list.map((s, i) =>
      s === null ? null : checkOwned(method, `resources[${i}]`, s, BaseSurface, this),
    );
    checked.forEach((s, i) => {
      rebind(this.bound.computeResources, first + i, s);
    });
    this.bound.dirty |= PipeDirty.COMPUTE_RESOURCES;
  }
  /**
   * set_global_binding: buffers first.. of the GLOBAL space; `handles[i]` receives the address of
   * resources[i], (first + i + 1) · 2^32 in this driver's flat address space.
   */
  setGlobalBinding(
    first: number,
    resources: readonly (PipeResource | null)[],
    handles: number[] | null,
  ): void {
    const method = 'setGlobalBinding';
    this.counters.setGlobalBinding++;
    this.live(method);
    this.requireCompute(method);
    const list = checkArray<PipeResource | null>(method, 'resources', resources, 1024);
    const start = checkSlots(method, 'global bindings', first, list.length, 1024);
    if (handles !== null && (!Array.isArray(handles) || handles.length < list.length)) {
      refuse(method, `handles must be null or an array of at least ${list.length} numbers`);
    }
    const checked = list.map((r, i) =>
      r === null ? null : checkBuffer(method, `resources[${i}]`, r, this.screen),
    );
    checked.forEach((r, i) => {
      rebind(this.bound.globalBindings, start + i, r);
      if (handles && r) handles[i] = (start + i + 1) * 2 ** 32;
    });
    this.bound.dirty |= PipeDirty.COMPUTE_RESOURCES;
  }
  /** launch_grid: runs the bound compute program over the grid. */
  launchGrid(info: PipeGridInfo): void {
    const method = 'launchGrid';
    this.counters.launchGrid++;
    this.live(method);
    this.requireCompute(method);
    const g = checkSchema(method, 'info', gridInfoSchema, info);
    if (!this.bound.cso.compute) refuse(method, 'no compute state is bound');
    checkGridInfo(method, g, this.limits.computeLimits);
    if (g.indirect !== null) {
      const buffer = checkBuffer(method, 'info.indirect', g.indirect, this.screen);
      checkBufferRange(method, 'indirect', buffer, g.indirectOffset, 12);
    }
    this.launchGridNow(g);
  }

  // --- Mipmaps and resets -------------------------------------------------------------------------

  /** generate_mipmap: levels base+1..last of layers first..last (3D: slices of the base level). */
  generateMipmap(
    resource: PipeResource,
    format: number,
    baseLevel: number,
    lastLevel: number,
    firstLayer: number,
    lastLayer: number,
  ): boolean {
    const method = 'generateMipmap';
    this.counters.generateMipmap++;
    this.live(method);
    if (!this.limits.generateMipmap) throw new PipeUnsupportedError(method, 'PIPE_CAP_GENERATE_MIPMAP is 0');
    const r = checkTexture(method, 'resource', resource, this.screen);
    if (!isFormat(format) || !formatsCompatibleForView(r.format, format)) {
      refuse(
        method,
        `format ${formatLabel(format)} is not compatible with the resource's ${formatLabel(r.format)}`,
      );
    }
    checkInt(method, 'baseLevel', baseLevel, 0, r.lastLevel);
    checkInt(method, 'lastLevel', lastLevel, baseLevel, r.lastLevel);
    const layers = levelLayers(r, baseLevel);
    checkInt(method, 'firstLayer', firstLayer, 0, layers - 1);
    checkInt(method, 'lastLayer', lastLayer, firstLayer, layers - 1);
    return this.generateMipmapNow(r, format, baseLevel, lastLevel, firstLayer, lastLayer);
  }
  /** get_device_reset_status: "context notifications are single-shot" (answered by the driver hook). */
  getDeviceResetStatus(): PipeResetStatus {
    this.counters.getDeviceResetStatus++;
    if (this.destroyed) refuse('getDeviceResetStatus', 'the context has been destroyed');
    return this.deviceResetStatusNow();
  }
  /** set_device_reset_callback */
  setDeviceResetCallback(callback: PipeDeviceResetCallback | null): void {
    this.counters.setDeviceResetCallback++;
    this.live('setDeviceResetCallback');
    if (callback !== null && typeof callback?.reset !== 'function') {
      refuse('setDeviceResetCallback', 'callback must have a reset(status) method or be null');
    }
    this.bound.resetCallback = callback;
  }

  // --- Helpers ------------------------------------------------------------------------------------

  /**
   * Whether predicated commands run under the current render condition: with a WAIT mode the result is
   * waited for; with NO_WAIT an unavailable result renders ("the drawing command will be executed
   * normally"), as does a query that was never ended.
   */
  protected renderConditionAllows(): boolean {
    const { query, condition, mode } = this.bound.renderCondition;
    if (query === null || query.state !== 'ended') return true;
    const wait = mode === PipeRenderCond.WAIT || mode === PipeRenderCond.BY_REGION_WAIT;
    return renderConditionPasses(condition, this.queryResultNow(query, wait));
  }

  /** Throws if the context has been destroyed or its device was reset. */
  protected live(method: string): void {
    if (this.destroyed) refuse(method, 'the context has been destroyed');
    if (this.resetStatus !== PipeResetStatus.NO_RESET)
      refuse(
        method,
        `the device was reset (${enumName(PipeResetStatus, this.resetStatus)}); create a new context`,
      );
  }

  /** Throws the PipeUnsupportedError of a rendering operation the driver does not implement. */
  private unsupported(method: string): never {
    throw new PipeUnsupportedError(method, `${this.screen.getName()} does not implement ${method}`);
  }

  private register<T extends ContextObject>(object: T): T {
    this.objects.add(object);
    return object;
  }

  /** The deletion path of every kind of object (its *_destroy / delete_*, and context destruction). */
  private destroyObject(object: ContextObject): void {
    if (object instanceof CsoObject) this.onDeleteCso(object);
    else if (object instanceof BaseQuery) {
      this.activeQueries.delete(object);
      this.onDestroyQuery(object);
    }
    object.destroyHandle();
  }

  /** Writes a checked subdata write into the resource's storage. */
  private write(
    r: BaseResource,
    usage: number,
    w: { level: number; box: PipeBox; data: Uint8Array; stride: number; layerStride: number },
  ): void {
    if (!(usage & PipeTransfer.UNSYNCHRONIZED)) this.beforeDataAccess(r, true);
    r.storage.write(w.level, w.box, w.data, w.stride, w.layerStride);
  }

  private checkStage(method: string, shader: unknown): PipeShader {
    const stage = checkInt(method, 'shader', shader, 0, PIPE_SHADER_TYPES - 1) as PipeShader;
    checkStageSupported(method, stage, this.limits);
    return stage;
  }

  private requireCompute(method: string): void {
    if (!this.limits.compute)
      throw new PipeUnsupportedError(method, 'compute is not supported (PIPE_CAP_COMPUTE is 0)');
  }

  /** Validates vertex elements and returns a private copy: each source format must be a vertex format. */
  private checkVertexElements(method: string, elements: readonly PipeVertexElement[]): PipeVertexElement[] {
    const copy = checkSchema(method, 'elements', vertexElementsSchema, elements);
    copy.forEach((e, i) => {
      const ok =
        isFormat(e.srcFormat) &&
        this.caps.isFormatSupported(e.srcFormat, PipeTextureTarget.BUFFER, 0, 0, PipeBind.VERTEX_BUFFER);
      if (!ok)
        refuse(
          method,
          `elements[${i}].srcFormat ${formatLabel(e.srcFormat)} is not a supported vertex format`,
        );
    });
    checkVertexElementCaps(method, copy, this.limits.gates);
    return copy;
  }

  /** Checks the context is alive, validates the template (`validate` returns the copy), lets the driver derive. */
  private makeCso<K extends PipeCsoKind>(method: string, kind: K, validate: () => unknown): CsoObject<K> {
    this.live(method);
    const cso = new CsoObject(kind, this, validate());
    this.onCreateCso(cso);
    return this.register(cso);
  }

  private makeShader<K extends 'vs' | 'fs' | 'gs' | 'tcs' | 'tes'>(
    method: string,
    kind: K,
    stage: PipeShader,
    state: PipeShaderState,
  ): CsoObject<K> {
    return this.makeCso(method, kind, () => checkShaderState(method, state, stage, this.limits));
  }

  /** bind_*_state of one CSO kind; `bit` is the kind's dirty bit (CSO_DIRTY[kind], passed as a constant). */
  private bindSingle(method: string, kind: SingleCsoKind, bit: number, cso: unknown): void {
    this.live(method);
    const next = cso === null ? null : checkCso(method, cso, kind, this);
    if (!rebindSingleCso(this.bound.cso, kind, next)) return;
    this.bound.dirty |= bit;
    // The pipeline is checked once per change that can make it incomplete (see PIPELINE_BITS), not per draw.
    if (bit & PIPELINE_BITS && (next === null || bit === PipeDirty.RASTERIZER)) this.pipelineComplete = false;
  }

  private deleteCso(method: string, kind: PipeCsoKind, cso: unknown): void {
    this.live(method);
    const c = checkCso(method, cso, kind, this);
    if (c.bindings > 0)
      refuse(method, `the ${csoKindName(kind)} is still bound (bind another one or null first)`);
    this.objects.remove(c);
    this.destroyObject(c);
  }

  private destroyOwned<T extends ContextObject>(
    method: string,
    what: string,
    value: unknown,
    type: abstract new (...args: never[]) => T,
  ): void {
    this.live(method);
    const object = checkOwned(method, what, value, type, this);
    this.objects.remove(object);
    this.destroyObject(object);
  }
}
