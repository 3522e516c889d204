// BaseResource: a PipeResource of the validating layer, carrying the storage its screen allocated.
// Reference counted, so views, surfaces, bindings and transfers keep it alive after resource_destroy;
// the storage is released with the last reference. Also the checks every method runs on the resources
// it is given.
import { PipeTextureTarget, type PipeUsage } from '../enums.js';
import type { PipeFormat } from '../format/format-enum.js';
import type { PipeResource } from '../objects.js';
import type { PipeScreen } from '../screen.js';
import type { PipeResourceTemplate } from '../state.js';
import { describeValue, refuse } from './check.js';
import { RefCounted } from './lifetime.js';
import type { ResourceStorage } from './storage.js';

/** A resource whose contents live in driver-provided storage `S`. */
export class BaseResource<S extends ResourceStorage = ResourceStorage>
  extends RefCounted
  implements PipeResource
{
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
  private held: S | null;

  constructor(
    readonly screen: PipeScreen,
    readonly id: number,
    template: PipeResourceTemplate,
    storage: S,
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
    this.held = storage;
  }

  /** The resource's storage. Only valid while a reference is held (callers check liveness first). */
  get storage(): S {
    if (!this.held) throw new Error(`resource ${this.id}: storage used after release`);
    return this.held;
  }

  protected free(): void {
    const storage = this.held;
    this.held = null;
    storage?.release?.();
  }
}

/** Checks that `value` is a live BaseResource of `screen`; returns it typed. */
export function checkResource(method: string, what: string, value: unknown, screen: object): BaseResource {
  if (!(value instanceof BaseResource))
    return refuse(method, `${what} is not a resource of this driver (got ${describeValue(value)})`);
  if (value.screen !== screen) return refuse(method, `${what} belongs to another screen`);
  if (value.destroyed) return refuse(method, `${what} (resource ${value.id}) has been destroyed`);
  return value;
}

/** checkResource for a PIPE_BUFFER. */
export function checkBuffer(method: string, what: string, value: unknown, screen: object): BaseResource {
  const resource = checkResource(method, what, value, screen);
  if (resource.target !== PipeTextureTarget.BUFFER)
    refuse(method, `${what} (resource ${resource.id}) is not a buffer`);
  return resource;
}

/** checkResource for anything but a PIPE_BUFFER. */
export function checkTexture(method: string, what: string, value: unknown, screen: object): BaseResource {
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
