// The CPU storage layer: resources whose contents are one Uint8Array in memory (ResourceBytes), as
// driver-soft and driver-noop keep them. CpuScreen allocates them (fresh zeroed memory — a range of the
// screen's WasmHeap when it has one, else a SharedArrayBuffer when the screen shares its resources with
// other threads, else an ArrayBuffer — or the caller's memory for resource_from_user_memory) and refuses
// allocations beyond its limit with PipeError.
import type { PipeResourceTemplate } from '../state.js';
import { describeValue, refuse } from './check.js';
import type { BaseResource } from './resource.js';
import { type LevelLayout, ResourceBytes, resourceLayout } from './resource-bytes.js';
import { resourceBlockSize } from './resource-template.js';
import type { WasmHeap } from './wasm-heap.js';

/** A resource of the CPU storage layer. */
export type CpuResource = BaseResource<ResourceBytes>;

/** The default largest allocation of one resource: 1 GiB. */
export const DEFAULT_MAX_RESOURCE_BYTES = 1 << 30;

/** Bytes a CPU resource of this (valid) template occupies: every level, packed. */
export function resourceByteSize(template: PipeResourceTemplate): number {
  return resourceLayout(template, resourceBlockSize(template)).size;
}

/** Whether this engine has SharedArrayBuffer (browsers give it to cross-origin isolated pages only). */
export function sharedMemoryAvailable(): boolean {
  return typeof SharedArrayBuffer === 'function';
}

/** ResourceBytes in a range of a WasmHeap, which goes back to the heap when the resource is released. */
export class HeapResourceBytes extends ResourceBytes {
  constructor(
    readonly heap: WasmHeap,
    /** Where the bytes start in the heap's memory (also `data.byteOffset`). */
    readonly heapOffset: number,
    data: Uint8Array,
    blockSize: number,
    levels: readonly LevelLayout[],
  ) {
    super(data, blockSize, levels);
  }

  release(): void {
    this.heap.free(this.heapOffset);
  }
}

/**
 * Where the bytes of `resource` start in the WebAssembly memory of its screen's heap
 * (CpuScreen.wasmHeap), or null when they are elsewhere: user memory (resource_from_user_memory, which
 * cannot move into the heap), a screen without a heap, or a resource too big for what was left of it.
 * Generated WebAssembly code reaches only resources that answer a number.
 */
export function resourceHeapOffset(resource: CpuResource): number | null {
  const storage = resource.storage;
  return storage instanceof HeapResourceBytes ? storage.heapOffset : null;
}

/**
 * The ResourceBytes of a validated template: fresh zeroed memory — a range of `heap` when given and it
 * has room, else a SharedArrayBuffer with `shared` (when the engine has them), else an ArrayBuffer — or
 * `userMemory` as given (which must hold at least the packed size). Allocations above `maxBytes` or that
 * the engine refuses throw PipeError.
 */
export function allocateResourceBytes(
  method: string,
  template: PipeResourceTemplate,
  maxBytes: number,
  userMemory: ArrayBufferView | null,
  shared = false,
  heap: WasmHeap | null = null,
): ResourceBytes {
  const blockSize = resourceBlockSize(template);
  const { levels, size } = resourceLayout(template, blockSize);
  if (size > maxBytes) {
    refuse(
      method,
      `out of memory: the resource needs ${size} bytes, more than the ${maxBytes} this screen allocates`,
    );
  }
  let data: Uint8Array;
  if (userMemory !== null) {
    if (!ArrayBuffer.isView(userMemory))
      refuse(method, `user memory must be a typed array (got ${describeValue(userMemory)})`);
    if (userMemory.byteLength < size) {
      refuse(method, `user memory holds ${userMemory.byteLength} bytes, the resource needs ${size}`);
    }
    data = new Uint8Array(userMemory.buffer, userMemory.byteOffset, size);
  } else {
    // A full heap is not an error: the resource lives outside it, where generated WebAssembly code
    // does not reach it (draws that touch it take the JavaScript path).
    const offset = heap ? heap.tryAllocate(size) : -1;
    if (offset >= 0) return new HeapResourceBytes(heap!, offset, heap!.view(offset, size), blockSize, levels);
    try {
      data =
        shared && sharedMemoryAvailable()
          ? new Uint8Array(new SharedArrayBuffer(size))
          : new Uint8Array(size);
    } catch {
      return refuse(method, `out of memory: cannot allocate ${size} bytes`);
    }
  }
  return new ResourceBytes(data, blockSize, levels);
}
