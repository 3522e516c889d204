// PipeContext: the rendering context (pipe_context), with every method of Gallium's context
// documentation (../shared/gallium-docs/context.rst, newest revision). Objects a context creates may only
// be used with that context; resources and fences come from the screen and are shared.
import type { PipeRenderCond, PipeResetStatus, PipeShader } from './enums.js';
import type {
  PipeBlendCso,
  PipeComputeCso,
  PipeDepthStencilAlphaCso,
  PipeFence,
  PipeQueryObject,
  PipeRasterizerCso,
  PipeResource,
  PipeSamplerCso,
  PipeSamplerView,
  PipeShaderCso,
  PipeStreamOutputTarget,
  PipeSurface,
  PipeTransfer,
  PipeTransferMapping,
  PipeVertexElementsCso,
} from './objects.js';
import type { PipeScreen } from './screen.js';
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
} from './state.js';
import type { PipeUploader } from './uploader.js';

export interface PipeContext {
  readonly screen: PipeScreen;
  /** stream_uploader: for single-use uploads of vertices, indices and other non-constant data. */
  readonly streamUploader: PipeUploader;
  /** const_uploader: for single-use uploads of constants. */
  readonly constUploader: PipeUploader;

  /** destroy: releases the context and every object it created. */
  destroy(): void;

  // --- Drawing -----------------------------------------------------------------------------------
  /** draw_vbo: draws `info.count` vertices from `info.start` as `info.mode` primitives. */
  drawVbo(info: PipeDrawInfo): void;

  // --- Queries and conditional rendering ---------------------------------------------------------
  /** create_query: a query of PipeQuery `type`; `index` is the vertex stream for primitive queries. */
  createQuery(type: number, index: number): PipeQueryObject;
  /** destroy_query */
  destroyQuery(query: PipeQueryObject): void;
  /** begin_query: starts (and resets) the query. Returns false if it could not be started. */
  beginQuery(query: PipeQueryObject): boolean;
  /** end_query: ends the query (TIMESTAMP and GPU_FINISHED need no begin). */
  endQuery(query: PipeQueryObject): boolean;
  /** get_query_result: the result, or null if `wait` is false and it is not ready yet. */
  getQueryResult(query: PipeQueryObject, wait: boolean): PipeQueryResult | null;
  /**
   * get_query_result_resource: writes the result (or, with `index` -1, its availability) as a 32- or
   * 64-bit integer into `resource` at `offset`.
   */
  getQueryResultResource(
    query: PipeQueryObject,
    wait: boolean,
    resultType: 'i32' | 'u32' | 'i64' | 'u64',
    index: number,
    resource: PipeResource,
    offset: number,
  ): void;
  /** set_active_query_state: pauses (false) or resumes (true) all non-driver queries but TIME_ELAPSED. */
  setActiveQueryState(enable: boolean): void;
  /** render_condition: predicates draw_vbo and clear (and optionally blits/clears) on `query`. */
  renderCondition(query: PipeQueryObject | null, condition: boolean, mode: PipeRenderCond): void;

  // --- Constant state objects --------------------------------------------------------------------
  /** create_blend_state */
  createBlendState(state: PipeBlendState): PipeBlendCso;
  /** bind_blend_state */
  bindBlendState(cso: PipeBlendCso | null): void;
  /** delete_blend_state */
  deleteBlendState(cso: PipeBlendCso): void;
  /** create_sampler_state */
  createSamplerState(state: PipeSamplerState): PipeSamplerCso;
  /** bind_sampler_states: binds samplers `start..start+states.length-1` of a stage. */
  bindSamplerStates(shader: PipeShader, start: number, states: readonly (PipeSamplerCso | null)[]): void;
  /** delete_sampler_state */
  deleteSamplerState(cso: PipeSamplerCso): void;
  /** create_rasterizer_state */
  createRasterizerState(state: PipeRasterizerState): PipeRasterizerCso;
  /** bind_rasterizer_state */
  bindRasterizerState(cso: PipeRasterizerCso | null): void;
  /** delete_rasterizer_state */
  deleteRasterizerState(cso: PipeRasterizerCso): void;
  /** create_depth_stencil_alpha_state */
  createDepthStencilAlphaState(state: PipeDepthStencilAlphaState): PipeDepthStencilAlphaCso;
  /** bind_depth_stencil_alpha_state */
  bindDepthStencilAlphaState(cso: PipeDepthStencilAlphaCso | null): void;
  /** delete_depth_stencil_alpha_state */
  deleteDepthStencilAlphaState(cso: PipeDepthStencilAlphaCso): void;
  /** create_vs_state */
  createVsState(state: PipeShaderState): PipeShaderCso<'vs'>;
  /** bind_vs_state */
  bindVsState(cso: PipeShaderCso<'vs'> | null): void;
  /** delete_vs_state */
  deleteVsState(cso: PipeShaderCso<'vs'>): void;
  /** create_fs_state */
  createFsState(state: PipeShaderState): PipeShaderCso<'fs'>;
  /** bind_fs_state */
  bindFsState(cso: PipeShaderCso<'fs'> | null): void;
  /** delete_fs_state */
  deleteFsState(cso: PipeShaderCso<'fs'>): void;
  /** create_gs_state */
  createGsState(state: PipeShaderState): PipeShaderCso<'gs'>;
  /** bind_gs_state */
  bindGsState(cso: PipeShaderCso<'gs'> | null): void;
  /** delete_gs_state */
  deleteGsState(cso: PipeShaderCso<'gs'>): void;
  /** create_tcs_state */
  createTcsState(state: PipeShaderState): PipeShaderCso<'tcs'>;
  /** bind_tcs_state */
  bindTcsState(cso: PipeShaderCso<'tcs'> | null): void;
  /** delete_tcs_state */
  deleteTcsState(cso: PipeShaderCso<'tcs'>): void;
  /** create_tes_state */
  createTesState(state: PipeShaderState): PipeShaderCso<'tes'>;
  /** bind_tes_state */
  bindTesState(cso: PipeShaderCso<'tes'> | null): void;
  /** delete_tes_state */
  deleteTesState(cso: PipeShaderCso<'tes'>): void;
  /** create_vertex_elements_state */
  createVertexElementsState(elements: readonly PipeVertexElement[]): PipeVertexElementsCso;
  /** bind_vertex_elements_state */
  bindVertexElementsState(cso: PipeVertexElementsCso | null): void;
  /** delete_vertex_elements_state */
  deleteVertexElementsState(cso: PipeVertexElementsCso): void;

  // --- Parameter-like state ----------------------------------------------------------------------
  /** set_blend_color */
  setBlendColor(color: PipeBlendColor): void;
  /** set_stencil_ref: front and back stencil reference values. */
  setStencilRef(ref: PipeStencilRef): void;
  /** set_sample_mask */
  setSampleMask(mask: number): void;
  /** set_min_samples: the minimum number of samples that must be run. */
  setMinSamples(minSamples: number): void;
  /** set_clip_state */
  setClipState(clip: PipeClipState): void;
  /** set_constant_buffer: binds constant buffer `index` of a stage (null unbinds). */
  setConstantBuffer(shader: PipeShader, index: number, buffer: PipeConstantBuffer | null): void;
  /** set_framebuffer_state */
  setFramebufferState(state: PipeFramebufferState): void;
  /** set_polygon_stipple */
  setPolygonStipple(stipple: PipePolyStipple): void;
  /** set_scissor_states: scissors `start..start+scissors.length-1`. */
  setScissorStates(start: number, scissors: readonly PipeScissorState[]): void;
  /** set_window_rectangles: include or exclude rectangles for draws (not clears or blits). */
  setWindowRectangles(include: boolean, rects: readonly PipeScissorState[]): void;
  /** set_viewport_states: viewports `start..start+viewports.length-1`. */
  setViewportStates(start: number, viewports: readonly PipeViewportState[]): void;
  /** set_sampler_views: binds views `start..start+views.length-1` of a stage, taking references. */
  setSamplerViews(shader: PipeShader, start: number, views: readonly (PipeSamplerView | null)[]): void;
  /** set_tess_state: default outer (4) and inner (2) tessellation levels. */
  setTessState(defaultOuterLevel: readonly number[], defaultInnerLevel: readonly number[]): void;
  /** set_debug_callback */
  setDebugCallback(callback: PipeDebugCallback | null): void;
  /** set_shader_buffers: binds shader storage buffers `start..` of a stage. */
  setShaderBuffers(shader: PipeShader, start: number, buffers: readonly (PipeShaderBuffer | null)[]): void;
  /** set_shader_images: binds image views `start..` of a stage. */
  setShaderImages(shader: PipeShader, start: number, images: readonly (PipeImageView | null)[]): void;
  /** set_vertex_buffers: binds vertex buffers `start..start+buffers.length-1`. */
  setVertexBuffers(start: number, buffers: readonly (PipeVertexBuffer | null)[]): void;
  /** set_index_buffer: the index buffer of indexed draws (null unbinds). */
  setIndexBuffer(buffer: PipeIndexBuffer | null): void;

  // --- Stream output -----------------------------------------------------------------------------
  /** create_stream_output_target: a view of bytes `offset..offset+size-1` of a buffer. */
  createStreamOutputTarget(
    buffer: PipeResource,
    bufferOffset: number,
    bufferSize: number,
  ): PipeStreamOutputTarget;
  /** stream_output_target_destroy */
  streamOutputTargetDestroy(target: PipeStreamOutputTarget): void;
  /**
   * set_stream_output_targets: binds targets; `offsets[i]` sets a target's internal offset, -1 appends
   * where the target left off.
   */
  setStreamOutputTargets(
    targets: readonly (PipeStreamOutputTarget | null)[],
    offsets: readonly number[],
  ): void;

  // --- Views and surfaces ------------------------------------------------------------------------
  /** create_sampler_view: the view holds a reference to `texture`. */
  createSamplerView(texture: PipeResource, template: PipeSamplerViewTemplate): PipeSamplerView;
  /** sampler_view_destroy: releases the view and its reference to the texture. */
  samplerViewDestroy(view: PipeSamplerView): void;
  /** create_surface: a render-target/depth-stencil view holding a reference to `texture`. */
  createSurface(texture: PipeResource, template: PipeSurfaceTemplate): PipeSurface;
  /** surface_destroy: releases the surface and its reference to the texture. */
  surfaceDestroy(surface: PipeSurface): void;

  // --- Clearing ----------------------------------------------------------------------------------
  /**
   * clear: clears the bound framebuffer's buffers selected by PipeClear `buffers` (whole surfaces, all
   * layers; no scissor, no write masks). Honours the render condition.
   */
  clear(buffers: number, color: readonly number[], depth: number, stencil: number): void;
  /** clear_render_target: clears a box of one colour surface (need not be bound). */
  clearRenderTarget(
    dst: PipeSurface,
    color: readonly number[],
    dstx: number,
    dsty: number,
    width: number,
    height: number,
    renderConditionEnabled: boolean,
  ): void;
  /** clear_depth_stencil: clears depth and/or stencil (PipeClear flags) of a box of one surface. */
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
  ): void;
  /** clear_texture: clears a box of a texture level with one texel in the resource's own format. */
  clearTexture(resource: PipeResource, level: number, box: PipeBox, data: Uint8Array): void;
  /** clear_buffer: fills `size` bytes at `offset` with a repeated `value` (size % value.length == 0). */
  clearBuffer(resource: PipeResource, offset: number, size: number, value: Uint8Array): void;

  // --- Flushing and fences -----------------------------------------------------------------------
  /** flush: submits queued work; returns a fence that signals when it is done. PipeFlush `flags`. */
  flush(flags: number): PipeFence;
  /** flush_resource: makes a resource ready for use outside this screen. */
  flushResource(resource: PipeResource): void;
  /** is_resource_referenced: whether queued, unflushed work uses the resource (0 = no). */
  isResourceReferenced(resource: PipeResource, level: number, layer: number): number;

  // --- Blitting ----------------------------------------------------------------------------------
  /**
   * resource_copy_region: copies `srcBox` of a source level to (dstx, dsty, dstz) of a destination
   * level, byte for byte (formats must be copy-compatible; no overlap).
   */
  resourceCopyRegion(
    dst: PipeResource,
    dstLevel: number,
    dstx: number,
    dsty: number,
    dstz: number,
    src: PipeResource,
    srcLevel: number,
    srcBox: PipeBox,
  ): void;
  /** blit: scaled, format-converting copy with optional scissor and render condition. */
  blit(info: PipeBlitInfo): void;

  // --- Transfers ---------------------------------------------------------------------------------
  /**
   * transfer_map: maps a box of a resource level. Returns null only when DONTBLOCK is set and the
   * resource cannot be mapped at once; all misuse throws PipeError.
   */
  transferMap(resource: PipeResource, level: number, usage: number, box: PipeBox): PipeTransferMapping | null;
  /** transfer_flush_region: with FLUSH_EXPLICIT, makes writes to `box` (relative to the map) visible. */
  transferFlushRegion(transfer: PipeTransfer, box: PipeBox): void;
  /** transfer_unmap: ends the mapping; the data array must not be used afterwards. */
  transferUnmap(transfer: PipeTransfer): void;
  /** buffer_subdata: writes `data` at byte `offset` of a buffer (PipeTransfer `usage` flags). */
  bufferSubdata(resource: PipeResource, usage: number, offset: number, data: ArrayBufferView): void;
  /** texture_subdata: writes `data` (rows `stride` bytes apart, layers `layerStride`) into a box. */
  textureSubdata(
    resource: PipeResource,
    level: number,
    usage: number,
    box: PipeBox,
    data: ArrayBufferView,
    stride: number,
    layerStride: number,
  ): void;

  // --- Barriers ----------------------------------------------------------------------------------
  /** texture_barrier: makes framebuffer writes visible to texture fetches and FBFETCH. */
  textureBarrier(flags: number): void;
  /** memory_barrier: PipeBarrier flags. */
  memoryBarrier(flags: number): void;

  // --- Compute -----------------------------------------------------------------------------------
  /** create_compute_state */
  createComputeState(state: PipeComputeState): PipeComputeCso;
  /** bind_compute_state */
  bindComputeState(cso: PipeComputeCso | null): void;
  /** delete_compute_state */
  deleteComputeState(cso: PipeComputeCso): void;
  /** set_compute_resources: binds surfaces as compute resources `start..`. */
  setComputeResources(start: number, resources: readonly (PipeSurface | null)[]): void;
  /**
   * set_global_binding: maps buffers into the GLOBAL memory space; `handles[i]` receives the address
   * the kernel uses for `resources[i]`.
   */
  setGlobalBinding(
    first: number,
    resources: readonly (PipeResource | null)[],
    handles: number[] | null,
  ): void;
  /** launch_grid: runs the bound compute program over the grid. */
  launchGrid(info: PipeGridInfo): void;

  // --- Mipmaps and resets ------------------------------------------------------------------------
  /** generate_mipmap: fills levels baseLevel+1..lastLevel of layers firstLayer..lastLayer. */
  generateMipmap(
    resource: PipeResource,
    format: number,
    baseLevel: number,
    lastLevel: number,
    firstLayer: number,
    lastLayer: number,
  ): boolean;
  /** get_device_reset_status: whether a reset happened since the last call (single-shot). */
  getDeviceResetStatus(): PipeResetStatus;
  /** set_device_reset_callback */
  setDeviceResetCallback(callback: PipeDeviceResetCallback | null): void;
}
