// The objects screens and contexts hand out: resources, views, surfaces, transfers, queries, fences,
// stream-output targets and constant state objects. Drivers implement them with their own classes;
// callers treat everything beyond these fields as opaque.
import type { PipeContext } from './context.js';
import type { PipeScreen } from './screen.js';
import type { PipeBox, PipeResourceTemplate, PipeSamplerViewTemplate, PipeSurfaceTemplate } from './state.js';

/**
 * pipe_resource: a buffer or texture owned by a screen. Reference counted: creation gives the creator
 * one reference; views, surfaces, stream-output targets and bindings take their own. `resourceDestroy`
 * releases the creator's reference and the storage goes when the last reference does.
 */
export interface PipeResource extends Readonly<PipeResourceTemplate> {
  readonly screen: PipeScreen;
  /** Unique per screen, for debugging and hashing. */
  readonly id: number;
}

/** pipe_surface: a render-target or depth-stencil view of one level and a layer range of a texture. */
export interface PipeSurface extends Readonly<PipeSurfaceTemplate> {
  readonly texture: PipeResource;
  readonly context: PipeContext;
  /** Size of the viewed level. */
  readonly width: number;
  readonly height: number;
}

/** pipe_sampler_view: a texture or buffer as a shader stage samples it. */
export interface PipeSamplerView extends Readonly<PipeSamplerViewTemplate> {
  readonly texture: PipeResource;
  readonly context: PipeContext;
}

/** pipe_stream_output_target: a byte range of a buffer that stream output writes into. */
export interface PipeStreamOutputTarget {
  readonly buffer: PipeResource;
  readonly bufferOffset: number;
  readonly bufferSize: number;
  readonly context: PipeContext;
}

/** PIPE_TRANSFER_*: transfer_map usage flags (bit mask). Same name as the transfer object type. */
export const PipeTransfer = {
  READ: 1 << 0,
  WRITE: 1 << 1,
  READ_WRITE: (1 << 0) | (1 << 1),
  MAP_DIRECTLY: 1 << 2,
  DISCARD_RANGE: 1 << 8,
  DONTBLOCK: 1 << 9,
  UNSYNCHRONIZED: 1 << 10,
  FLUSH_EXPLICIT: 1 << 11,
  DISCARD_WHOLE_RESOURCE: 1 << 12,
  PERSISTENT: 1 << 13,
  COHERENT: 1 << 14,
} as const;

/** pipe_transfer: a mapping of a box of one resource level. */
export interface PipeTransfer {
  readonly resource: PipeResource;
  readonly level: number;
  /** PipeTransfer flags the map was created with. */
  readonly usage: number;
  readonly box: Readonly<PipeBox>;
  /** Bytes between rows of the mapping. */
  readonly stride: number;
  /** Bytes between 2D layers (z slices, array layers or cube faces) of the mapping. */
  readonly layerStride: number;
}

/** What transfer_map returns: the transfer and the bytes of the mapped box (first byte = box origin). */
export interface PipeTransferMapping {
  readonly transfer: PipeTransfer;
  readonly data: Uint8Array;
}

/** pipe_query */
export interface PipeQueryObject {
  /** PipeQuery type. */
  readonly type: number;
  readonly index: number;
  readonly context: PipeContext;
}

/** pipe_fence_handle: signalled once the work flushed before it is done. */
export interface PipeFence {
  readonly id: number;
}

/** Kinds of constant state objects (the create/bind/delete triplets). */
export type PipeCsoKind =
  | 'blend'
  | 'sampler'
  | 'rasterizer'
  | 'depthStencilAlpha'
  | 'vs'
  | 'fs'
  | 'gs'
  | 'tcs'
  | 'tes'
  | 'compute'
  | 'vertexElements';

/** A constant state object made by a context's create_*_state; opaque beyond its kind. */
export interface PipeCso<K extends PipeCsoKind = PipeCsoKind> {
  readonly kind: K;
  readonly context: PipeContext;
}

export type PipeBlendCso = PipeCso<'blend'>;
export type PipeSamplerCso = PipeCso<'sampler'>;
export type PipeRasterizerCso = PipeCso<'rasterizer'>;
export type PipeDepthStencilAlphaCso = PipeCso<'depthStencilAlpha'>;
export type PipeVertexElementsCso = PipeCso<'vertexElements'>;
export type PipeComputeCso = PipeCso<'compute'>;
export type PipeShaderCso<K extends 'vs' | 'fs' | 'gs' | 'tcs' | 'tes' = 'vs' | 'fs' | 'gs' | 'tcs' | 'tes'> =
  PipeCso<K>;
