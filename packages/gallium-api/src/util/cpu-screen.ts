// CpuScreen: the CPU storage layer's screen. Resources live in CPU memory (ResourceBytes), so transfers
// can always map directly; allocations above `maxResourceBytes` (default 1 GiB) fail with PipeError.
// driver-soft and driver-noop extend it; they still supply their context class (createContext).
import type { PipeResourceTemplate } from '../state.js';
import { BaseScreen, type BaseScreenOptions } from './base-screen.js';
import { allocateResourceBytes, DEFAULT_MAX_RESOURCE_BYTES, resourceByteSize } from './cpu-storage.js';
import type { ResourceBytes } from './resource-bytes.js';

export interface CpuScreenOptions extends BaseScreenOptions {
  /** Largest resource in bytes; larger ones fail with PipeError (default 1 GiB). */
  maxResourceBytes?: number;
}

/** A BaseScreen whose resources are ResourceBytes. */
export abstract class CpuScreen extends BaseScreen<ResourceBytes> {
  readonly maxResourceBytes: number;

  constructor(options: CpuScreenOptions) {
    super(options);
    this.maxResourceBytes = options.maxResourceBytes ?? DEFAULT_MAX_RESOURCE_BYTES;
  }

  protected createStorage(
    method: string,
    template: Readonly<PipeResourceTemplate>,
    userMemory: ArrayBufferView | null,
  ): ResourceBytes {
    return allocateResourceBytes(method, template, this.maxResourceBytes, userMemory);
  }

  protected override canCreateStorage(template: Readonly<PipeResourceTemplate>): boolean {
    return resourceByteSize(template) <= this.maxResourceBytes;
  }
}
