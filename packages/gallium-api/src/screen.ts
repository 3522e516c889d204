// PipeScreen: the per-device object (pipe_screen). It answers capability queries, owns resources and
// fences, and creates contexts. Everything made by a screen may be used by all of its contexts.
import type { PipeContext } from './context.js';
import type { PipeShader, PipeShaderIr, PipeTextureTarget } from './enums.js';
import type { PipeFormat } from './format/format-enum.js';
import type { PipeFence, PipeResource } from './objects.js';
import type { PipeBox, PipeResourceTemplate } from './state.js';

export interface PipeScreen {
  /** get_name: the driver's name, e.g. `softpipe-ts`. */
  getName(): string;
  /** get_vendor */
  getVendor(): string;
  /** get_device_vendor: the vendor of the device the driver drives. */
  getDeviceVendor(): string;
  /** get_param: an integer or boolean (0/1) capability (PipeCap). Unknown caps read as 0. */
  getParam(cap: number): number;
  /** get_paramf: a floating-point capability (PipeCapf). */
  getParamf(cap: number): number;
  /** get_shader_param: a per-stage capability (PipeShaderCap) of `shader` (PipeShader). */
  getShaderParam(shader: PipeShader, cap: number): number;
  /**
   * get_compute_param: a compute capability (PipeComputeCap) for the given IR. Scalars come back as
   * numbers, sizes per dimension as arrays, IR_TARGET as a string.
   */
  getComputeParam(irType: PipeShaderIr, cap: number): number | readonly number[] | string;
  /** get_timestamp: the current device time in nanoseconds. */
  getTimestamp(): bigint;
  /** context_create: a new rendering context on this screen. `flags` are PipeContextFlag bits. */
  contextCreate(priv?: unknown, flags?: number): PipeContext;
  /**
   * is_format_supported: whether `format` can be used for `target` with `sampleCount` samples and all of
   * the PipeBind `bindings`.
   */
  isFormatSupported(
    format: PipeFormat,
    target: PipeTextureTarget,
    sampleCount: number,
    storageSampleCount: number,
    bindings: number,
  ): boolean;
  /** can_create_resource: whether resource_create would succeed for this template. */
  canCreateResource(template: PipeResourceTemplate): boolean;
  /** resource_create: a new resource; throws PipeError for invalid or unsupported templates. */
  resourceCreate(template: PipeResourceTemplate): PipeResource;
  /**
   * resource_from_user_memory: a resource whose storage is the caller's memory (a buffer, or a
   * linear texture); the memory must stay alive as long as the resource does.
   */
  resourceFromUserMemory(template: PipeResourceTemplate, userMemory: ArrayBufferView): PipeResource;
  /**
   * resource_destroy: releases the creator's reference; the storage is freed when no view, surface,
   * target or binding holds the resource any more. Using the resource afterwards is an error.
   */
  resourceDestroy(resource: PipeResource): void;
  /** fence_reference: makes `dst` refer to `src`; returns what the caller should now hold. */
  fenceReference(dst: PipeFence | null, src: PipeFence | null): PipeFence | null;
  /**
   * fence_finish: waits up to `timeoutNs` (bigint nanoseconds; 0 polls) for the fence; true once it
   * signalled. With `ctx` set and the context unflushed, flushes it first.
   */
  fenceFinish(ctx: PipeContext | null, fence: PipeFence, timeoutNs: bigint): boolean;
  /** flush_frontbuffer: presents a level/layer of a display-target resource to `drawable`. */
  flushFrontbuffer(
    ctx: PipeContext | null,
    resource: PipeResource,
    level: number,
    layer: number,
    drawable: unknown,
    subBox: PipeBox | null,
  ): void;
  /** destroy: releases the screen. Contexts and resources must be gone first. */
  destroy(): void;
}
