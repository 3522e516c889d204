// The WebAssembly `quads` function of a fused variant (codegen 'wasm'): a batch of partly covered quads
// shaded by the module's `quads` export (codegen/kernels/fused-quads.ts). The batch's live part — per quad
// x, y, layer, facing, the records' entries, per lane the coverage — is copied into a range of the heap laid out
// as quadsLayout says (the scene's records and batches are ordinary arrays); each distinct record of the
// batch is copied once. The range is per heap, allocated by quadsScratchOf alone.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import { quadsLayout } from '../codegen/kernels/fused-quads.js';
import { BATCH_QUADS, type QuadBatch } from './quad-batch.js';

/** Batches and quads shaded by WebAssembly quads functions (for tests and measurements). */
export const wasmQuadsCounts = { batches: 0, quads: 0 };

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

const scratches = new WeakMap<WasmHeap, QuadsScratch>();

/** The heap's batch range, with room for BATCH_QUADS records of `recordLength` entries (grown when short). */
export function quadsScratchOf(heap: WasmHeap, recordLength: number): QuadsScratch {
  const have = scratches.get(heap);
  if (have && have.recordLength >= recordLength) return have;
  const length = Math.max(recordLength, have?.recordLength ?? 0, 64);
  const layout = quadsLayout(BATCH_QUADS);
  const recordsBytes = BATCH_QUADS * length * 8;
  // The smaller range is not given back: programs of draws not yet rasterized may still use it.
  const base = heap.allocate('wasmQuads', layout.bytes + recordsBytes);
  const memory = heap.memory.buffer;
  const ints = (at: number) => new Int32Array(memory, base + at, BATCH_QUADS);
  const scratch: QuadsScratch = {
    batch: base,
    qx: ints(layout.qx),
    qy: ints(layout.qy),
    layer: ints(layout.layer),
    record: ints(layout.record),
    front: ints(layout.front),
    coverage: new Uint8Array(memory, base + layout.coverage, BATCH_QUADS * 4),
    records: new Float64Array(memory, base + layout.bytes, BATCH_QUADS * length),
    recordLength: length,
  };
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
  wasmQuadsCounts.batches++;
  wasmQuadsCounts.quads += quads;
}
