// Vertex shader batches through WebAssembly (codegen 'wasm' with the screen's WasmHeap): for a vertex
// shader the batch kernel serves (codegen/kernels/vertex-batch.ts), its module is built once per
// shader and kind of memory (shared, or a fixed heap's) and instantiated once per heap; a batch copies the fetched inputs (from the executable's input
// registers, where the vertex fetcher wrote them), the system values and the constant words the kernel
// reads into a range of the heap, calls the export, which lays the outputs out as the vertex store does,
// and copies them into the store in one piece — the channels the shader never writes from the
// executable's registers, as before. The
// bits are tgsi's (`runVertices`), so draws give the same bytes as through the executable. A heap too
// full for the batch range leaves the shader on the executable.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import { TgsiFile } from '@gallium-ts/tgsi';
import { emitWasm } from '../codegen/ir/emit-wasm.js';
import {
  fillSystemValueSlot,
  type VertexBatchKernel,
  type VertexRunValues,
  vertexBatchKernel,
} from '../codegen/kernels/vertex-batch.js';
import { type WasmModule, webAssembly } from '../codegen/wasm/runtime.js';
import { type SoftShader, VERTEX_LANES } from '../shader/soft-shader.js';
import { type VertexStore, WINDOW_FLOATS } from './vertex-store.js';

/** Batches and vertices shaded through WebAssembly so far (tests read it). */
export const wasmVertexCounts = { batches: 0, vertices: 0 };
/** Milliseconds each vertex shader's module took to build (IR), emit and compile. */
export const wasmVertexCompileTimes: { build: number; emit: number; compile: number }[] = [];
/** Internal switch (tests): false keeps every vertex shader on tgsi's executable. */
export const wasmVertexSettings = { enabled: true };

const MAXIMUM_PAGES = 65536;

type VerticesExport = (count: number, inputs: number, outputs: number, constants: number) => void;

interface VertexVariant {
  readonly kernel: VertexBatchKernel;
  readonly module: WasmModule;
  /** The runner over each heap. */
  readonly batches: WeakMap<WasmHeap, WasmVertexBatch>;
  /** Per channel the shader never writes, its word in a vertex of the store. */
  readonly unwrittenWords: Int32Array;
}

/** The variant of each shader, for shared memories and for fixed ones: null when the kernel declines it. */
const variants = {
  shared: new WeakMap<SoftShader, VertexVariant | null>(),
  fixed: new WeakMap<SoftShader, VertexVariant | null>(),
};

/** A heap range for batches: input slots, output vertices, constant words, and a view of the memory. */
interface BatchRange {
  readonly inputs: number;
  readonly outputs: number;
  readonly constants: number;
  readonly inputSlots: number;
  /** Words of the outputs of one lane (the vertex store's stride). */
  readonly vertexWords: number;
  readonly constantWords: number;
  words: Int32Array;
}

const ranges = new WeakMap<WasmHeap, BatchRange>();

/**
 * The WebAssembly batch runner of `vs` over `heap`, or null when its shader stays on the executable (or
 * the heap has no room for its batch range).
 */
export function wasmVertexBatch(vs: SoftShader, heap: WasmHeap): WasmVertexBatch | null {
  if (!wasmVertexSettings.enabled) return null;
  const known = heap.shared ? variants.shared : variants.fixed;
  let variant = known.get(vs);
  if (variant === undefined) {
    variant = buildVariant(vs, heap.shared);
    known.set(vs, variant);
  }
  if (!variant || !rangeFor(heap, variant.kernel)) return null;
  let batch = variant.batches.get(heap);
  if (!batch) {
    batch = new WasmVertexBatch(variant, heap, vs);
    variant.batches.set(heap, batch);
  }
  return batch;
}

function buildVariant(vs: SoftShader, shared: boolean): VertexVariant | null {
  const start = performance.now();
  const outputs = vs.registers(TgsiFile.OUTPUT);
  // The outputs as the vertex store lays a vertex out (VertexStore.reset), window coordinates left out.
  const kernel = vertexBatchKernel(vs.tokens, VERTEX_LANES, outputs, outputs * 4 + WINDOW_FLOATS);
  if (!kernel) return null;
  const built = performance.now();
  const bytes = emitWasm([kernel.fn], { minimumPages: 1, maximumPages: MAXIMUM_PAGES, shared });
  const emitted = performance.now();
  const module = new (webAssembly()!.Module)(bytes);
  wasmVertexCompileTimes.push({
    build: built - start,
    emit: emitted - built,
    compile: performance.now() - emitted,
  });
  const written = new Set(kernel.outputSlots.map((s) => s.index * 4 + s.channel));
  const unwritten: number[] = [];
  for (let w = 0; w < outputs * 4; w++) if (!written.has(w)) unwritten.push(w);
  return {
    kernel,
    module,
    batches: new WeakMap(),
    unwrittenWords: Int32Array.from(unwritten),
  };
}

/** Runs batches of one draw's vertex shader through its module over one heap. */
export class WasmVertexBatch {
  private readonly run: VerticesExport;
  private readonly inputViews: (Int32Array | null)[];

  constructor(
    private readonly variant: VertexVariant,
    private readonly heap: WasmHeap,
    private readonly vs: SoftShader,
  ) {
    const instance = new (webAssembly()!.Instance)(variant.module, {
      env: { memory: heap.memory },
      helpers: variant.kernel.helpers,
    });
    this.run = instance.exports.vertices as VerticesExport;
    const inI = vs.registerViews.inI;
    this.inputViews = variant.kernel.inputSlots.map((s) =>
      s.file === TgsiFile.INPUT ? inI[s.index * 4 + s.channel]! : null,
    );
  }

  /**
   * Shades the `count` vertices whose inputs the fetcher wrote, with the constants bound to the
   * executable, into vertices `first…` of `store`.
   */
  shade(count: number, values: VertexRunValues, store: VertexStore, first: number): void {
    const { kernel, unwrittenWords } = this.variant;
    // wasmVertexBatch made (or found) a range this kernel fits in for this draw.
    const range = rangeFor(this.heap, kernel)!;
    if (range.words.buffer !== this.heap.memory.buffer) range.words = new Int32Array(this.heap.memory.buffer);
    const words = range.words;
    const lanes = kernel.lanes;
    kernel.inputSlots.forEach((slot, s) => {
      const at = (range.inputs >> 2) + s * lanes;
      const view = this.inputViews[s];
      if (view) words.set(count === lanes ? view : view.subarray(0, count), at);
      else fillSystemValueSlot(slot, values, count, words, at);
    });
    const constants = this.vs.exec.constantWords;
    kernel.constantWords.forEach(([slot, word], j) => {
      words[(range.constants >> 2) + j] = constants[slot]?.[word] ?? 0;
    });
    this.run((count + 3) & ~3, range.inputs, range.outputs, range.constants);
    wasmVertexCounts.batches++;
    wasmVertexCounts.vertices += count;
    const data = store.ints;
    const stride = store.stride;
    if (stride !== kernel.vertexWords)
      throw new Error('WasmVertexBatch: the store lays vertices out otherwise');
    const base = first * stride;
    // The vertices as the store lays them out; their window coordinates are written after this.
    const from = range.outputs >> 2;
    data.set(words.subarray(from, from + count * stride), base);
    const out = this.vs.registerViews.outI;
    for (let u = 0; u < unwrittenWords.length; u++) {
      const k = unwrittenWords[u]!;
      const view = out[k]!;
      for (let i = 0, to = base + k; i < count; i++, to += stride) data[to] = view[i]!;
    }
  }
}

/**
 * The heap range of `heap` for batches, grown when `kernel` needs more slots than it holds; null when
 * the heap has no room for it (a full fixed heap).
 */
function rangeFor(heap: WasmHeap, kernel: VertexBatchKernel): BatchRange | null {
  const have = ranges.get(heap);
  const inputSlots = kernel.inputSlots.length;
  const vertexWords = kernel.vertexWords;
  const constantWords = kernel.constantWords.length;
  if (
    have &&
    have.inputSlots >= inputSlots &&
    have.vertexWords >= vertexWords &&
    have.constantWords >= constantWords
  )
    return have;
  const wanted = {
    inputSlots: Math.max(inputSlots, have?.inputSlots ?? 0, 16),
    vertexWords: Math.max(vertexWords, have?.vertexWords ?? 0, 20),
    constantWords: Math.max(constantWords, have?.constantWords ?? 0, 64),
  };
  const slotBytes = VERTEX_LANES * 4;
  const bytes = (wanted.inputSlots + wanted.vertexWords) * slotBytes + wanted.constantWords * 4;
  const offset = heap.tryAllocate(bytes);
  if (offset < 0) return null;
  if (have) heap.free(have.inputs);
  const range: BatchRange = {
    ...wanted,
    inputs: offset,
    outputs: offset + wanted.inputSlots * slotBytes,
    constants: offset + (wanted.inputSlots + wanted.vertexWords) * slotBytes,
    words: new Int32Array(heap.memory.buffer),
  };
  ranges.set(heap, range);
  return range;
}
