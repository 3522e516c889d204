// CpuScreen: the CPU storage layer's screen. Resources live in CPU memory (ResourceBytes), so transfers
// can always map directly; allocations above `maxResourceBytes` (default 1 GiB) fail with PipeError.
// With `sharedMemory` the bytes of created resources live in SharedArrayBuffers, so a driver can hand
// them to worker threads; with `wasmMemory` they live in one shared WebAssembly.Memory (a WasmHeap), so
// generated WebAssembly code reads and writes them in place too (user memory stays the caller's).
// driver-soft and driver-noop extend it; they still supply their context class (createContext).
import { PipeError } from '../errors.js';
import type { PipeResourceTemplate } from '../state.js';
import { BaseScreen, type BaseScreenOptions } from './base-screen.js';
import {
  allocateResourceBytes,
  DEFAULT_MAX_RESOURCE_BYTES,
  resourceByteSize,
  sharedMemoryAvailable,
} from './cpu-storage.js';
import type { ResourceBytes } from './resource-bytes.js';
import { MAX_WASM_HEAP_BYTES, WasmHeap } from './wasm-heap.js';

export interface CpuScreenOptions extends BaseScreenOptions {
  /** Largest resource in bytes; larger ones fail with PipeError (default 1 GiB). */
  maxResourceBytes?: number;
  /**
   * Allocate resource bytes in SharedArrayBuffers (where the engine has them), for drivers that read and
   * write resources on other threads (default false). resource_from_user_memory keeps the caller's memory.
   */
  sharedMemory?: boolean;
  /**
   * Allocate resource bytes in one shared WebAssembly.Memory of the screen (its `wasmHeap`), where the
   * engine has WebAssembly and SharedArrayBuffer (default false; elsewhere the option does nothing).
   * Implies shared memory. Resources that no longer fit in the heap are allocated as without it.
   */
  wasmMemory?: boolean;
  /** With wasmMemory: the most bytes the heap's memory may grow to (default and at most 4 GiB). */
  wasmMemoryMaxBytes?: number;
}

/**
 * A heap of at most `maxBytes`, or null where the engine cannot make one (no WebAssembly or no
 * SharedArrayBuffer, or it refuses the memory). A `maxBytes` out of range throws PipeError.
 */
function createHeap(maxBytes = MAX_WASM_HEAP_BYTES): WasmHeap | null {
  if (!WasmHeap.available()) return null;
  try {
    return new WasmHeap(maxBytes);
  } catch (error) {
    if (error instanceof PipeError) throw error;
    return null;
  }
}

/** A BaseScreen whose resources are ResourceBytes. */
export abstract class CpuScreen extends BaseScreen<ResourceBytes> {
  readonly maxResourceBytes: number;
  /** Whether created resources' bytes are in SharedArrayBuffers (see CpuScreenOptions.sharedMemory). */
  readonly sharedMemory: boolean;
  /**
   * The heap created resources live in (see CpuScreenOptions.wasmMemory), or null. Its `memory` is what
   * generated WebAssembly code imports; resourceHeapOffset(resource) says where a resource starts in it.
   */
  readonly wasmHeap: WasmHeap | null;

  constructor(options: CpuScreenOptions) {
    super(options);
    this.maxResourceBytes = options.maxResourceBytes ?? DEFAULT_MAX_RESOURCE_BYTES;
    this.wasmHeap = options.wasmMemory === true ? createHeap(options.wasmMemoryMaxBytes) : null;
    this.sharedMemory = this.wasmHeap !== null || (options.sharedMemory === true && sharedMemoryAvailable());
  }

  protected createStorage(
    method: string,
    template: Readonly<PipeResourceTemplate>,
    userMemory: ArrayBufferView | null,
  ): ResourceBytes {
    return allocateResourceBytes(
      method,
      template,
      this.maxResourceBytes,
      userMemory,
      this.sharedMemory,
      this.wasmHeap,
    );
  }

  protected override canCreateStorage(template: Readonly<PipeResourceTemplate>): boolean {
    return resourceByteSize(template) <= this.maxResourceBytes;
  }
}
