// CpuScreen: the CPU storage layer's screen. Resources live in CPU memory (ResourceBytes), so transfers
// can always map directly; allocations above `maxResourceBytes` (default 1 GiB) fail with PipeError.
// With `sharedMemory` the bytes of created resources live in SharedArrayBuffers, so a driver can hand
// them to worker threads; with `wasmMemory` they live in one WebAssembly.Memory (a WasmHeap: shared where
// the engine has SharedArrayBuffer, else fixed-size), so generated WebAssembly code reads and writes them
// in place too (user memory stays the caller's).
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
import {
  DEFAULT_FIXED_WASM_HEAP_BYTES,
  sharedWasmMemoryAvailable,
  WasmHeap,
  webAssemblyMemoryAvailable,
} from './wasm-heap.js';

export interface CpuScreenOptions extends BaseScreenOptions {
  /** Largest resource in bytes; larger ones fail with PipeError (default 1 GiB). */
  maxResourceBytes?: number;
  /**
   * Allocate resource bytes in SharedArrayBuffers (where the engine has them), for drivers that read and
   * write resources on other threads (default false). resource_from_user_memory keeps the caller's memory.
   */
  sharedMemory?: boolean;
  /**
   * Allocate resource bytes in one WebAssembly.Memory of the screen (its `wasmHeap`) (default false).
   * Where the engine has no WebAssembly, a fixed heap over a plain ArrayBuffer serves code generated as
   * JavaScript — unless the screen's resources must be shared (`sharedMemory`), then there is no heap.
   * Resources that no longer fit in the heap are allocated as without it.
   */
  wasmMemory?: boolean;
  /**
   * With wasmMemory: whether the heap's memory is shared (default: where the engine has SharedArrayBuffer and
   * WebAssembly, or, without WebAssembly, when `sharedMemory`: no heap then). Shared, it grows as needed and
   * implies shared memory for every resource; not shared (a fixed heap), it is made at its full size
   * (wasmMemoryMaxBytes) up front and never grows.
   */
  wasmMemoryShared?: boolean;
  /**
   * With wasmMemory: the most bytes the heap's memory may grow to (default and at most 4 GiB), or, not
   * shared, its size (default 256 MiB; when the engine refuses that much, halves of it down to 16 MiB).
   */
  wasmMemoryMaxBytes?: number;
}

/** The smallest fixed heap tried when the engine refuses larger ones. */
const SMALLEST_FIXED_HEAP_BYTES = 16 << 20;

/**
 * A heap of at most `maxBytes`, shared or fixed, or null where the engine cannot make one (no
 * WebAssembly or no SharedArrayBuffer for a shared one — a fixed one needs neither: without WebAssembly
 * its memory is a plain ArrayBuffer — or it refuses the memory: a fixed one is tried at halves of its
 * size down to 16 MiB). A `maxBytes` out of range throws PipeError.
 */
function createHeap(shared: boolean, maxBytes: number | undefined): WasmHeap | null {
  if (shared && !(sharedWasmMemoryAvailable() && webAssemblyMemoryAvailable())) return null;
  let bytes = maxBytes;
  for (;;) {
    try {
      return new WasmHeap(bytes, shared);
    } catch (error) {
      if (error instanceof PipeError) throw error;
      const tried = bytes ?? DEFAULT_FIXED_WASM_HEAP_BYTES;
      if (shared || tried / 2 < SMALLEST_FIXED_HEAP_BYTES) return null;
      bytes = tried / 2;
    }
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
    const sharedHeap =
      options.wasmMemoryShared ??
      (sharedWasmMemoryAvailable() && (webAssemblyMemoryAvailable() || options.sharedMemory === true));
    this.wasmHeap = options.wasmMemory === true ? createHeap(sharedHeap, options.wasmMemoryMaxBytes) : null;
    this.sharedMemory =
      this.wasmHeap?.shared === true || (options.sharedMemory === true && sharedMemoryAvailable());
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
