// CpuScreen: the CPU storage layer's screen. Resources live in CPU memory (ResourceBytes), so transfers
// can always map directly; allocations above `maxResourceBytes` (default 1 GiB) fail with PipeError.
// With `sharedMemory` the bytes of created resources live in SharedArrayBuffers, so a driver can hand
// them to worker threads (user memory stays the caller's).
// driver-soft and driver-noop extend it; they still supply their context class (createContext).
import type { PipeResourceTemplate } from '../state.js';
import { BaseScreen, type BaseScreenOptions } from './base-screen.js';
import {
  allocateResourceBytes,
  DEFAULT_MAX_RESOURCE_BYTES,
  resourceByteSize,
  sharedMemoryAvailable,
} from './cpu-storage.js';
import type { ResourceBytes } from './resource-bytes.js';

export interface CpuScreenOptions extends BaseScreenOptions {
  /** Largest resource in bytes; larger ones fail with PipeError (default 1 GiB). */
  maxResourceBytes?: number;
  /**
   * Allocate resource bytes in SharedArrayBuffers (where the engine has them), for drivers that read and
   * write resources on other threads (default false). resource_from_user_memory keeps the caller's memory.
   */
  sharedMemory?: boolean;
}

/** A BaseScreen whose resources are ResourceBytes. */
export abstract class CpuScreen extends BaseScreen<ResourceBytes> {
  readonly maxResourceBytes: number;
  /** Whether created resources' bytes are in SharedArrayBuffers (see CpuScreenOptions.sharedMemory). */
  readonly sharedMemory: boolean;

  constructor(options: CpuScreenOptions) {
    super(options);
    this.maxResourceBytes = options.maxResourceBytes ?? DEFAULT_MAX_RESOURCE_BYTES;
    this.sharedMemory = options.sharedMemory === true && sharedMemoryAvailable();
  }

  protected createStorage(
    method: string,
    template: Readonly<PipeResourceTemplate>,
    userMemory: ArrayBufferView | null,
  ): ResourceBytes {
    return allocateResourceBytes(method, template, this.maxResourceBytes, userMemory, this.sharedMemory);
  }

  protected override canCreateStorage(template: Readonly<PipeResourceTemplate>): boolean {
    return resourceByteSize(template) <= this.maxResourceBytes;
  }
}
