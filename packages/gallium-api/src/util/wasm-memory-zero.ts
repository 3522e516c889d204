// Zeroing byte ranges of a shared WebAssembly.Memory fast. Typed-array fill on a SharedArrayBuffer
// stores element by element (the engine must not tear other threads' accesses), 40 times slower than a
// memset for bytes; WebAssembly's own `memory.fill` instruction is a memset. So a tiny module, written
// here byte by byte, exports zero(offset, size) over an imported shared memory; where the engine cannot
// compile it, ranges are zeroed through a Float64Array (8 bytes per store). A non-shared memory (a fixed
// WasmHeap) is always zeroed through the typed array: its fill is a memset already, and the module
// imports a shared memory only.
import type { WasmMemory } from './wasm-heap.js';

/** Zeroes `size` bytes of the memory from `offset` (both multiples of 8, inside the memory). */
export type MemoryZeroer = (offset: number, size: number) => void;

/**
 * (module (import "m" "m" (memory 0 65536 shared))
 *   (func (export "z") (param i32 i32) (memory.fill (local.get 0) (i32.const 0) (local.get 1))))
 */
const ZERO_MODULE = Uint8Array.from([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // magic, version 1
  ...[0x01, 0x06, 0x01, 0x60, 0x02, 0x7f, 0x7f, 0x00], // types: (i32, i32) -> ()
  ...[0x02, 0x0b, 0x01, 0x01, 0x6d, 0x01, 0x6d, 0x02, 0x03, 0x00, 0x80, 0x80, 0x04], // import m.m: shared memory, 0..65536 pages
  ...[0x03, 0x02, 0x01, 0x00], // one function of type 0
  ...[0x07, 0x05, 0x01, 0x01, 0x7a, 0x00, 0x00], // export it as "z"
  ...[0x0a, 0x0d, 0x01, 0x0b, 0x00], // code: one body of 11 bytes, no locals
  ...[0x20, 0x00, 0x41, 0x00, 0x20, 0x01, 0xfc, 0x0b, 0x00, 0x0b], // memory.fill(offset, 0, size); end
]);

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}

/** The compiled module, compiled once per thread the first time a heap needs it (null: cannot). */
let compiled: object | null | undefined;

function zeroModule(): object | null {
  if (compiled === undefined) {
    try {
      const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
      compiled = api ? new api.Module(ZERO_MODULE) : null;
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/**
 * A zeroer of `memory` by `memory.fill` (or, where that cannot be had or `viaWasm` is false, by
 * Float64Array stores). `viaWasm` must be false for a non-shared memory.
 */
export function memoryZeroer(memory: WasmMemory, viaWasm = true): MemoryZeroer {
  const module = viaWasm ? zeroModule() : null;
  if (module !== null) {
    try {
      const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly!;
      const zero = new api.Instance(module, { m: { m: memory } }).exports.z as (o: number, n: number) => void;
      // Offsets past 2 GiB go through ToInt32 and come out as the same unsigned 32-bit address.
      return (offset, size) => zero(offset, size);
    } catch {
      // fall through to typed-array stores
    }
  }
  return (offset, size) => new Float64Array(memory.buffer, offset, size / 8).fill(0);
}
