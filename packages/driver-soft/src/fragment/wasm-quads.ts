// The IR `quads` function of a fused variant (a WebAssembly export with codegen 'wasm', the IR's
// JavaScript with codegen 'js': the same parameters, see wasm-block-call.ts), on the calling thread
// (wasm-block.ts) and on the rasterizer threads (raster/thread-wasm-blocks.ts) alike: a batch of partly
// covered quads shaded by the module's `quads` export (codegen/kernels/fused-quads.ts). The batch's live
// part — per quad x, y, layer, facing, the records' entries, per lane the coverage — is copied into a
// batch range of the heap laid out as quadsLayout says (the scene's records and batches are ordinary
// arrays); each distinct record of the batch is copied once. A batch range belongs to one thread: the
// calling thread allocates its own per heap (quadsScratchOf), and the rasterizer threads' ranges
// (raster/thread-scratch.ts).
import type { WasmHeap, WasmMemory } from '@gallium-ts/gallium-api/util';
import { quadsLayout } from '../codegen/kernels/fused-quads.js';
import type { FusedFunctions } from './fused-shade.js';
import { BATCH_QUADS, type QuadBatch } from './quad-batch.js';
import {
  drawWords,
  type WasmBlockLinkage,
  type WasmBlockPlace,
  type WasmScratch,
} from './wasm-block-call.js';

/**
 * Batches and quads shaded by WebAssembly quads functions (for tests and measurements): on this thread,
 * and on the calling thread also those its rasterizer threads reported (raster/scene.ts), which
 * `threadQuads` counts apart.
 */
export const wasmQuadsCounts = { batches: 0, quads: 0, threadQuads: 0 };

/**
 * The export `quads(count, batch, target, rowStride, layerStride, zsTarget, zsRowStride, zsLayerStride,
 * constants, blendColor, stencilRef0, stencilRef1)` of a fused quads kernel.
 */
export type WasmQuadsExport = (...params: number[]) => void;

/** A heap's range for one batch: the batch at `batch`, record copies from `records`. */
export interface QuadsScratch {
  readonly batch: number;
  readonly qx: Int32Array;
  readonly qy: Int32Array;
  readonly layer: Int32Array;
  readonly record: Int32Array;
  readonly front: Int32Array;
  readonly coverage: Uint8Array;
  /** Copies of the entries the kernel reads of the batch's records, `recordLength` a record. */
  readonly records: Float64Array;
  readonly recordLength: number;
}

/** Shortest record room a batch range gets (rounded up to it, so small growths reuse the range). */
export const MIN_QUADS_RECORD_LENGTH = 64;

/** Bytes of a batch range with room for BATCH_QUADS records of `recordLength` entries (a multiple of 8). */
export function quadsScratchBytes(recordLength: number): number {
  return quadsLayout(BATCH_QUADS).bytes + BATCH_QUADS * recordLength * 8;
}

/** The batch range at heap byte `base` (8-aligned) of `memory`, records of `recordLength` entries. */
export function quadsScratchAt(memory: WasmMemory, base: number, recordLength: number): QuadsScratch {
  const layout = quadsLayout(BATCH_QUADS);
  const buffer = memory.buffer;
  const ints = (at: number) => new Int32Array(buffer, base + at, BATCH_QUADS);
  return {
    batch: base,
    qx: ints(layout.qx),
    qy: ints(layout.qy),
    layer: ints(layout.layer),
    record: ints(layout.record),
    front: ints(layout.front),
    coverage: new Uint8Array(buffer, base + layout.coverage, BATCH_QUADS * 4),
    records: new Float64Array(buffer, base + layout.bytes, BATCH_QUADS * recordLength),
    recordLength,
  };
}

const scratches = new WeakMap<WasmHeap, QuadsScratch>();

/**
 * The calling thread's batch range of the heap, with room for records of `recordLength` entries (grown
 * when short); null when the heap has no room for it (a full fixed heap).
 */
export function quadsScratchOf(heap: WasmHeap, recordLength: number): QuadsScratch | null {
  const have = scratches.get(heap);
  if (have && have.recordLength >= recordLength) return have;
  const length = Math.max(recordLength, have?.recordLength ?? 0, MIN_QUADS_RECORD_LENGTH);
  // The smaller range is not given back: programs of draws not yet rasterized may still use it.
  const base = heap.tryAllocate(quadsScratchBytes(length));
  if (base < 0) return null;
  const scratch = quadsScratchAt(heap.memory, base, length);
  scratches.set(heap, scratch);
  return scratch;
}

/**
 * Copies the first `quads` quads of `batch`, and entries `entries` of their records (from `records`),
 * into `scratch`, the record addresses pointing at the copies.
 */
export function copyBatch(
  scratch: QuadsScratch,
  batch: QuadBatch,
  records: Float64Array,
  quads: number,
  entries: readonly number[],
): void {
  const { qx, qy, layer, front, coverage } = scratch;
  for (let q = 0; q < quads; q++) {
    qx[q] = batch.qx[q]!;
    qy[q] = batch.qy[q]!;
    layer[q] = batch.layer[q]!;
    front[q] = batch.front[q]!;
  }
  coverage.set(batch.coverage.subarray(0, quads * 4));
  const count = entries.length;
  const copies = scratch.records;
  const stride = scratch.recordLength;
  const base = copies.byteOffset;
  let last = -1;
  let at = 0;
  let used = 0;
  for (let q = 0; q < quads; q++) {
    const r = batch.record[q]!;
    if (r !== last) {
      last = r;
      const into = used++ * stride;
      for (let j = 0; j < count; j++) copies[into + j] = records[r + entries[j]!]!;
      at = base + into * 8;
    }
    scratch.record[q] = at;
  }
}

/**
 * `quads` (with the kernel layout `linkage`) as a fused `quads` function for the draw placed at `place`,
 * serving one draw of one scene: each call copies the batch into `batchScratch`, and the draw's words
 * into `scratch` as drawWords says, and counts the batch and its quads in `counts` (wasmQuadsCounts for
 * a WebAssembly export, irJsCounts for the IR's JavaScript).
 */
export function wasmQuadsFunction(
  quads: WasmQuadsExport,
  linkage: WasmBlockLinkage,
  scratch: WasmScratch,
  batchScratch: QuadsScratch,
  place: WasmBlockPlace,
  counts: { batches: number; quads: number } = wasmQuadsCounts,
): FusedFunctions['quads'] {
  const { recordEntries: entries, countsSamples } = linkage;
  const { target, rowStride, layerStride, zsTarget, zsRowStride, zsLayerStride } = place;
  const writeWords = drawWords(scratch, linkage, place);
  return (batch, records, count, params, _cf, cw, texels) => {
    copyBatch(batchScratch, batch, records, count, entries);
    writeWords(params, cw, texels);
    quads(
      count,
      batchScratch.batch,
      target,
      rowStride,
      layerStride,
      zsTarget,
      zsRowStride,
      zsLayerStride,
      scratch.constants,
      scratch.blendColorAt,
      params.stencilRef[0] | 0,
      params.stencilRef[1] | 0,
    );
    if (countsSamples) params.stats.samples += scratch.samples[0]!;
    counts.batches++;
    counts.quads += count;
  };
}
