// The IR `quads` function of a fused variant (a WebAssembly export with codegen 'wasm', the IR's
// JavaScript with codegen 'js': the same parameters, see wasm-block-call.ts), on the calling thread
// (wasm-block.ts) and on the rasterizer threads (raster/thread-wasm-blocks.ts) alike: a batch of partly
// covered quads shaded by the module's `quads` export (codegen/kernels/fused-quads.ts). The batch's live
// part — per quad x, y, layer, facing, the records' entries, per lane the coverage — is copied into a
// batch range of the heap laid out as quadsLayout says. The kernel reads a quad's record entries at the
// address the batch gives: with the WebAssembly back end and the scene's records in the heap (see
// FloatArena), the record where it is; else a copy of the entries the kernel reads (each distinct
// record of the batch copied once, its entries at their places in the record: the kernel reads entry
// e at byte 8e of either). A batch range belongs to one thread: the
// calling thread allocates its own per heap (quadsScratchOf), and the rasterizer threads' ranges
// (raster/thread-scratch.ts).
import type { WasmHeap, WasmMemory } from '@gallium-ts/gallium-api/util';
import { quadsLayout } from '../codegen/kernels/fused-quads.js';
import type { FusedFunctions, InPlaceQuads } from './fused-shade.js';
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
 * `threadQuads` counts apart; `copiedRecords`, on this thread only, the records copied for them (those
 * of scenes whose records are not in the heap).
 */
export const wasmQuadsCounts = { batches: 0, quads: 0, threadQuads: 0, copiedRecords: 0 };

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
  /** The tile quads kernel's results (codegen/kernels/tile-quads.ts OUT). */
  readonly out: Int32Array;
  /** Copies of the entries the kernel reads of the batch's records, `recordLength` a record (recordSpan). */
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
    out: new Int32Array(buffer, base + layout.out, 4),
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

/** Entries from a record's start to the last of `entries` a kernel reads: the room a copy takes. */
export function recordSpan(entries: readonly number[]): number {
  return entries.length === 0 ? 0 : Math.max(...entries) + 1;
}

/**
 * Copies the first `quads` quads of `batch` into `scratch` with their record addresses: at byte
 * `recordsAt` + 8r for record r of `records` when recordsAt ≥ 0 (the records are in the heap), else at
 * copies of their entries `entries`.
 */
export function copyBatch(
  scratch: QuadsScratch,
  batch: QuadBatch,
  records: Float64Array,
  recordsAt: number,
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
  if (recordsAt >= 0) {
    for (let q = 0; q < quads; q++) scratch.record[q] = recordsAt + batch.record[q]! * 8;
    return;
  }
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
      for (let j = 0; j < count; j++) {
        const e = entries[j]!;
        copies[into + e] = records[r + e]!;
      }
      at = base + into * 8;
    }
    scratch.record[q] = at;
  }
  wasmQuadsCounts.copiedRecords += used;
}

/**
 * `quads` (with the kernel layout `linkage`) as the fused `quads` function for the draw placed at
 * `place`, serving one draw of one scene, with `inPlace` when it reads records where they are: each call
 * copies the batch into `batchScratch` (the records' addresses, or copies of their entries, with it) and
 * shades it there; `inPlace.shade` shades what a kernel wrote into `batchScratch` itself. Shading writes
 * the draw's words into `scratch` as drawWords says and counts the batch and its quads in `counts`
 * (wasmQuadsCounts for a WebAssembly export, irJsCounts for the IR's JavaScript). `recordsInPlace`:
 * whether the kernel may read records in the heap where they are — WebAssembly only, since the IR's
 * JavaScript sees the memory as it was when compiled, and records binned later may lie in pages added
 * since.
 */
export function wasmQuadsFunction(
  quads: WasmQuadsExport,
  linkage: WasmBlockLinkage,
  scratch: WasmScratch,
  batchScratch: QuadsScratch,
  place: WasmBlockPlace,
  recordsInPlace: boolean,
  counts: { batches: number; quads: number } = wasmQuadsCounts,
): Pick<FusedFunctions, 'quads' | 'inPlace'> {
  const { recordEntries: entries, countsSamples } = linkage;
  const { target, rowStride, layerStride, zsTarget, zsRowStride, zsLayerStride } = place;
  const writeWords = drawWords(scratch, linkage, place);
  const shade: InPlaceQuads['shade'] = (count, params, cw, texels) => {
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
  return {
    quads: (batch, records, count, params, _cf, cw, texels, recordsAt = -1) => {
      copyBatch(batchScratch, batch, records, recordsInPlace ? recordsAt : -1, count, entries);
      shade(count, params, cw, texels);
    },
    inPlace: recordsInPlace ? { scratch: batchScratch, shade } : null,
  };
}
