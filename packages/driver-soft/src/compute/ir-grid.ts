// Compute grids through the code generation IR (codegen/kernels/compute-grid.ts): with the screen's
// WasmHeap, a compute shader the grid kernel serves runs as WebAssembly (codegen 'wasm') or as the IR's
// JavaScript (codegen 'js') over the heap, where its shader buffers live. The kernel is built once per
// shader (its module compiled once per kind of memory, shared or a fixed heap's, and instantiated once per
// heap; its JavaScript compiled once per buffer of the memory); a launch writes the table — buffer addresses and sizes, block size, WORK_DIM, the
// constant words — and the thread ids into a heap range and calls the kernel once for the whole grid.
// The words are tgsi's (`runCompute`); launch.ts keeps the executable for everything else.
//
// The IR's JavaScript runs one thread at a time, each instruction's dependency chain after the other,
// where the executable runs each instruction over all threads: measured, it is 2–4× faster than the
// executable for short kernels (the executable's per-block setup dominates) and 3–10× slower for long
// arithmetic (64 vec4 MADs), the two even near 12. So with codegen 'js' (`computeGridSettings.js`
// 'auto') only kernels of at most JS_ALU_CHANNELS arithmetic channels take it; WebAssembly takes all.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import { compileJs, emitJs, type JsKernel } from '../codegen/ir/emit-js.js';
import { emitWasm } from '../codegen/ir/emit-wasm.js';
import {
  type ComputeGridKernel,
  computeGridKernel,
  GRID_BUFFER_SLOTS,
  GRID_TABLE,
} from '../codegen/kernels/compute-grid.js';
import { type WasmModule, webAssembly } from '../codegen/wasm/runtime.js';
import type { SoftShader } from '../shader/soft-shader.js';
import type { ComputeLaunch } from './launch.js';

/** Which back end runs the IR kernel. */
export type GridBackEnd = 'wasm' | 'js';

/**
 * Internal switches (tests, benchmarks): `js` 'auto' runs kernels of at most JS_ALU_CHANNELS arithmetic
 * channels through the IR's JavaScript with codegen 'js' (the rest on the executable), 'always' every
 * kernel served, 'never' none; `enabled` false keeps every grid on the executable.
 */
export const computeGridSettings: { enabled: boolean; js: 'auto' | 'always' | 'never' } = {
  enabled: true,
  js: 'auto',
};

/** The longest kernel (in arithmetic channels: a vec4 MAD is 4) codegen 'js' runs through the IR by default. */
export const JS_ALU_CHANNELS = 48;

/** Milliseconds each compute shader's kernel took to build (IR), emit and compile (WebAssembly). */
export const computeGridCompileTimes: { build: number; emit: number; compile: number }[] = [];

const MAXIMUM_PAGES = 65536;

interface GridVariant {
  readonly kernel: ComputeGridKernel;
  /** Milliseconds the kernel's IR took to build. */
  readonly build: number;
  /** The module importing a shared memory, and one importing a fixed (non-shared) heap's memory. */
  readonly modules: { shared: WasmModule | null; fixed: WasmModule | null };
  source: string | null;
  readonly wasm: WeakMap<WasmHeap, JsKernel>;
  readonly js: WeakMap<ArrayBufferLike, JsKernel>;
}

/** The variant of each shader: null when the kernel declines it. */
const variants = new WeakMap<SoftShader, GridVariant | null>();

/** The heap range launches write their table, thread ids and spill slots into. */
const ranges = new WeakMap<WasmHeap, { offset: number; bytes: number }>();

/** The grid kernel's variant of `shader`, or null when it stays on tgsi's executable. */
function variantOf(shader: SoftShader): GridVariant | null {
  let variant = variants.get(shader);
  if (variant === undefined) {
    const start = performance.now();
    const kernel = computeGridKernel(shader.tokens);
    const build = performance.now() - start;
    variant = kernel
      ? {
          kernel,
          build,
          modules: { shared: null, fixed: null },
          source: null,
          wasm: new WeakMap(),
          js: new WeakMap(),
        }
      : null;
    variants.set(shader, variant);
  }
  return variant;
}

/** The kernel's function for `backEnd` over `heap`, compiled on first use. */
function runnerOf(variant: GridVariant, backEnd: GridBackEnd, heap: WasmHeap): JsKernel {
  const { kernel } = variant;
  if (backEnd === 'js') {
    const buffer = heap.memory.buffer;
    let run = variant.js.get(buffer);
    if (!run) {
      variant.source ??= emitJs(kernel.fn);
      run = compileJs(variant.source, buffer, kernel.helpers);
      variant.js.set(buffer, run);
    }
    return run;
  }
  let run = variant.wasm.get(heap);
  if (!run) {
    const kind = heap.shared ? 'shared' : 'fixed';
    let module = variant.modules[kind];
    if (!module) {
      const start = performance.now();
      const bytes = emitWasm([kernel.fn], {
        minimumPages: 1,
        maximumPages: MAXIMUM_PAGES,
        shared: heap.shared,
      });
      const emitted = performance.now();
      module = new (webAssembly()!.Module)(bytes);
      variant.modules[kind] = module;
      computeGridCompileTimes.push({
        build: variant.build,
        emit: emitted - start,
        compile: performance.now() - emitted,
      });
    }
    const instance = new (webAssembly()!.Instance)(module, {
      env: { memory: heap.memory },
      helpers: kernel.helpers,
    });
    run = instance.exports.grid as JsKernel;
    variant.wasm.set(heap, run);
  }
  return run;
}

/** Whether the grid kernel serves `shader` (tests and the launch path ask). */
export function gridKernelServes(shader: SoftShader): boolean {
  return variantOf(shader) !== null;
}

/**
 * Runs the launch's grid through the IR kernel and returns true, or returns false (nothing ran) when the
 * kernel declines the shader or a bound buffer is outside the heap. Constants must already be bound to
 * the shader's executable (their words are read from it).
 */
export function runIrGrid(launch: ComputeLaunch, backEnd: GridBackEnd, heap: WasmHeap): boolean {
  const { program, block, grid } = launch;
  const shader = program.shader;
  if (!computeGridSettings.enabled) return false;
  const variant = variantOf(shader);
  if (!variant) return false;
  if (backEnd === 'js') {
    const js = computeGridSettings.js;
    if (js === 'never' || (js === 'auto' && variant.kernel.aluChannels > JS_ALU_CHANNELS)) return false;
  }
  const buffers: [number, number, number][] = [];
  for (const [slot, bytes] of launch.resources?.buffers ?? []) {
    if (!bytes || slot >= GRID_BUFFER_SLOTS) continue;
    const offset = heap.offsetOf(bytes);
    if (offset === null) return false;
    buffers.push([slot, offset, bytes.byteLength]);
  }
  const { kernel } = variant;
  const threads = block[0] * block[1] * block[2];
  const count = (threads + 3) & ~3;
  const ids = align16(GRID_TABLE.constants + 4 * kernel.constantWords.length);
  const spill = ids + 3 * 4 * count;
  const stores = spill + 4 * count * kernel.spillSlots;
  const shared = stores + 4 * count * kernel.storeSlots;
  const table = tableRange(heap, shared + align16(program.sharedBytes));
  if (table < 0) return false;
  const run = runnerOf(variant, backEnd, heap);
  const words = new Int32Array(heap.memory.buffer);
  const at = table >> 2;
  words.fill(0, at, at + (GRID_TABLE.blockSize >> 2));
  for (const [slot, offset, size] of buffers) {
    words[at + ((GRID_TABLE.buffers + 8 * slot) >> 2)] = offset;
    words[at + ((GRID_TABLE.buffers + 8 * slot + 4) >> 2)] = size;
  }
  words.set(block, at + (GRID_TABLE.blockSize >> 2));
  words[at + (GRID_TABLE.workDim >> 2)] = launch.workDim;
  words[at + (GRID_TABLE.shared >> 2)] = table + shared;
  words[at + (GRID_TABLE.shared >> 2) + 1] = program.sharedBytes;
  const constants = shader.exec.constantWords;
  kernel.constantWords.forEach(([slot, word], j) => {
    words[at + (GRID_TABLE.constants >> 2) + j] = constants[slot]?.[word] ?? 0;
  });
  const idsAt = at + (ids >> 2);
  for (let i = 0; i < count; i++) {
    const live = i < threads;
    words[idsAt + i] = live ? i % block[0] : 0;
    words[idsAt + count + i] = live ? Math.floor(i / block[0]) % block[1] : 0;
    words[idsAt + 2 * count + i] = live ? Math.floor(i / (block[0] * block[1])) : 0;
  }
  run(threads, count, grid[0], grid[1], grid[2], table, table + ids, table + spill, table + stores);
  return true;
}

function align16(bytes: number): number {
  return (bytes + 15) & ~15;
}

/**
 * The heap range for launches of `heap`, grown to at least `bytes`, or -1 when the heap has no room
 * (a full fixed heap: the launch runs on the executable).
 */
function tableRange(heap: WasmHeap, bytes: number): number {
  const have = ranges.get(heap);
  if (have && have.bytes >= bytes) return have.offset;
  const size = Math.max(bytes, 2 * (have?.bytes ?? 0), 4096);
  const offset = heap.tryAllocate(size);
  if (offset < 0) return -1;
  if (have) heap.free(have.offset);
  ranges.set(heap, { offset, bytes: size });
  return offset;
}
