// CpuResource: a PipeResource whose bytes live in CPU memory (ResourceBytes), reference counted so
// views, surfaces, bindings and transfers keep it alive after resource_destroy; and the checks every
// method runs on the resources it is given.
import { PipeTextureTarget, type PipeUsage } from '../enums.js';
import type { PipeFormat } from '../format/format-enum.js';
import type { PipeResource } from '../objects.js';
import type { PipeScreen } from '../screen.js';
import type { PipeResourceTemplate } from '../state.js';
import { describeValue, refuse } from './check.js';
import { RefCounted } from './lifetime.js';
import { ResourceBytes, resourceLayout } from './resource-bytes.js';
import { resourceBlockSize } from './resource-template.js';

/** The default largest allocation of one resource: 1 GiB. */
export const DEFAULT_MAX_RESOURCE_BYTES = 1 << 30;

/** A resource backed by CPU memory. Create it with `createCpuResource` after validating the template. */
export class CpuResource extends RefCounted implements PipeResource {
  readonly target: PipeTextureTarget;
  readonly format: PipeFormat;
  readonly width0: number;
  readonly height0: number;
  readonly depth0: number;
  readonly arraySize: number;
  readonly lastLevel: number;
  readonly nrSamples: number;
  readonly usage: PipeUsage;
  readonly bind: number;
  readonly flags: number;
  private storage: ResourceBytes | null;

  constructor(
    readonly screen: PipeScreen,
    readonly id: number,
    template: PipeResourceTemplate,
    storage: ResourceBytes,
  ) {
    super();
    this.target = template.target;
    this.format = template.format;
    this.width0 = template.width0;
    this.height0 = template.height0;
    this.depth0 = template.depth0;
    this.arraySize = template.arraySize;
    this.lastLevel = template.lastLevel;
    this.nrSamples = template.nrSamples;
    this.usage = template.usage;
    this.bind = template.bind;
    this.flags = template.flags;
    this.storage = storage;
  }

  /** The resource's bytes. Only valid while a reference is held (callers check liveness first). */
  get bytes(): ResourceBytes {
    if (!this.storage) throw new Error(`CpuResource ${this.id}: bytes used after release`);
    return this.storage;
  }

  protected free(): void {
    this.storage = null;
  }
}

/** Bytes a CpuResource of this (valid) template occupies: every level, packed. */
export function resourceByteSize(template: PipeResourceTemplate): number {
  return resourceLayout(template, resourceBlockSize(template)).size;
}

/**
 * Allocates a CpuResource for a validated template: fresh zeroed memory, or `userMemory` (which must hold
 * at least the packed size). Allocations above `maxBytes` or that the engine refuses throw PipeError.
 */
export function createCpuResource(
  method: string,
  screen: PipeScreen,
  id: number,
  template: PipeResourceTemplate,
  maxBytes: number,
  userMemory?: ArrayBufferView,
): CpuResource {
  const blockSize = resourceBlockSize(template);
  const { levels, size } = resourceLayout(template, blockSize);
  if (size > maxBytes) {
    refuse(
      method,
      `out of memory: the resource needs ${size} bytes, more than the ${maxBytes} this screen allocates`,
    );
  }
  let data: Uint8Array;
  if (userMemory !== undefined) {
    if (!ArrayBuffer.isView(userMemory))
      refuse(method, `user memory must be a typed array (got ${describeValue(userMemory)})`);
    if (userMemory.byteLength < size) {
      refuse(method, `user memory holds ${userMemory.byteLength} bytes, the resource needs ${size}`);
    }
    data = new Uint8Array(userMemory.buffer, userMemory.byteOffset, size);
  } else {
    try {
      data = new Uint8Array(size);
    } catch {
      return refuse(method, `out of memory: cannot allocate ${size} bytes`);
    }
  }
  return new CpuResource(screen, id, template, new ResourceBytes(data, blockSize, levels));
}

/** Checks that `value` is a live CpuResource of `screen`; returns it typed. */
export function checkResource(method: string, what: string, value: unknown, screen: object): CpuResource {
  if (!(value instanceof CpuResource))
    return refuse(method, `${what} is not a resource of this driver (got ${describeValue(value)})`);
  if (value.screen !== screen) return refuse(method, `${what} belongs to another screen`);
  if (value.destroyed) return refuse(method, `${what} (resource ${value.id}) has been destroyed`);
  return value;
}

/** checkResource for a PIPE_BUFFER. */
export function checkBuffer(method: string, what: string, value: unknown, screen: object): CpuResource {
  const resource = checkResource(method, what, value, screen);
  if (resource.target !== PipeTextureTarget.BUFFER)
    refuse(method, `${what} (resource ${resource.id}) is not a buffer`);
  return resource;
}

/** checkResource for anything but a PIPE_BUFFER. */
export function checkTexture(method: string, what: string, value: unknown, screen: object): CpuResource {
  const resource = checkResource(method, what, value, screen);
  if (resource.target === PipeTextureTarget.BUFFER)
    refuse(method, `${what} (resource ${resource.id}) is a buffer, not a texture`);
  return resource;
}

/** Checks that bytes offset..offset+size-1 lie inside buffer `resource`. */
export function checkBufferRange(
  method: string,
  what: string,
  resource: PipeResource,
  offset: unknown,
  size: unknown,
): void {
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    refuse(method, `${what} offset must be a non-negative integer (got ${describeValue(offset)})`);
  }
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) {
    refuse(method, `${what} size must be a non-negative integer (got ${describeValue(size)})`);
  }
  if (offset + size > resource.width0) {
    refuse(method, `${what} bytes ${offset}..${offset + size} exceed the ${resource.width0}-byte buffer`);
  }
}
