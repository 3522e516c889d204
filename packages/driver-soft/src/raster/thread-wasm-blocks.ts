// The IR block functions of a rasterizer thread: the variants it was sent (each WebAssembly module
// instantiated once over the heap memory the thread shares with the calling thread — or, for codegen 'js',
// each kernel's JavaScript source compiled over that memory's buffer, again whenever the memory grew since —
// with its helpers rebuilt from their definitions: fragment/wasm-block-portable.ts), the thread's own scratch
// and batch ranges in the heap, and the states whose fully covered blocks and partly covered quads they run
// where the calling thread runs them — through the same calls as on the calling thread
// (fragment/wasm-block-call.ts, fragment/wasm-quads.ts), so a tile gives the same bytes wherever it is
// rasterized.
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import { compiledFused, type FusedFunctions } from '../fragment/fused-shade.js';
import { irJsCounts } from '../fragment/ir-js-counts.js';
import type { PortableWasmBlock, ThreadState } from '../fragment/portable-state.js';
import {
  instanceKey,
  instantiateVariant,
  type KernelCode,
  scratchAt,
  type WasmScratch,
  type WasmVariantExports,
  wasmBlockFunction,
} from '../fragment/wasm-block-call.js';
import { type RebuiltWasmVariant, rebuildWasmVariant } from '../fragment/wasm-block-portable.js';
import { type QuadsScratch, quadsScratchAt, wasmQuadsFunction } from '../fragment/wasm-quads.js';
import type { SceneJob } from './thread-job.js';

interface ThreadVariant {
  readonly code: KernelCode;
  readonly rebuilt: RebuiltWasmVariant;
  exports: WasmVariantExports;
  /** What `exports` were made over (instanceKey: the memory, or the buffer the JavaScript sees). */
  key: object;
}

export class ThreadWasmBlocks {
  private readonly variants = new Map<number, ThreadVariant>();
  private scratch: WasmScratch | null = null;
  private batchScratch: QuadsScratch | null = null;
  private scratchOffset = -1;

  constructor(
    /** The screen's heap memory (null: the screen has none, and no variant can come). */
    private readonly memory: WasmMemory | null,
    /** This thread's index: its ranges are the index-th. */
    private readonly index: number,
  ) {}

  /** Takes the job's new variants and scratch ranges. */
  receive(job: SceneJob): void {
    if (job.wasmVariants.length === 0 && job.scratch === null) return;
    const memory = this.memory;
    if (memory === null)
      throw new Error('WebAssembly blocks were sent to a rasterizer thread without a heap');
    for (const [id, portable] of job.wasmVariants) {
      const rebuilt = rebuildWasmVariant(portable);
      const { code } = portable;
      const exports = instantiateVariant(code, memory, rebuilt.helpers);
      this.variants.set(id, { code, rebuilt, exports, key: instanceKey(code, memory) });
    }
    const r = job.scratch;
    const offset = r ? r.offset + this.index * r.stride : -1;
    // New ranges are allocated while the old ones are live: a changed set always starts elsewhere.
    if (r && offset !== this.scratchOffset) {
      this.scratch = scratchAt(memory, offset, r.recordEntries, r.words);
      this.batchScratch =
        r.quadsRecordLength > 0 ? quadsScratchAt(memory, offset + r.quadsAt, r.quadsRecordLength) : null;
      this.scratchOffset = offset;
    }
  }

  /** `state` with its blocks and quads through the IR variant `wasm` names, as `wasm` says. */
  withBlocks(state: ThreadState, wasm: PortableWasmBlock): ThreadState {
    const variant = this.variants.get(wasm.variant);
    if (!variant) throw new Error(`WebAssembly block variant ${wasm.variant} was never sent`);
    const fused = state.fused!;
    const { rebuilt, code } = variant;
    const exports = this.exportsOf(variant);
    const js = code.backEnd === 'js';
    const scratch = this.scratch!;
    // Blocks the calling thread does not run through the kernel run the template function (if any),
    // compiled now (a kept stub would add a call to each batch).
    const template = wasm.runsBlock && wasm.runsQuads ? fused.functions : compiledFused(fused.functions);
    const block = wasm.runsBlock
      ? wasmBlockFunction(exports.block, rebuilt.block, scratch, wasm, js ? irJsCounts : null)
      : template.block;
    let quads: Pick<FusedFunctions, 'quads' | 'inPlace'> = { quads: template.quads };
    if (wasm.runsQuads) {
      if (!this.batchScratch || !rebuilt.quads)
        throw new Error(
          'WebAssembly quads were sent to a rasterizer thread without a batch range or quads export',
        );
      quads = wasmQuadsFunction(
        exports.quads,
        rebuilt.quads,
        scratch,
        this.batchScratch,
        wasm,
        !js,
        js ? irJsCounts : undefined,
      );
    }
    return { ...state, fused: { ...fused, functions: { ...quads, block }, wasm: !js } };
  }

  /**
   * The variant's functions over the heap as the thread sees it now: JavaScript compiled over an older
   * buffer of a memory that grew since cannot reach the new pages, so it is compiled again.
   */
  private exportsOf(variant: ThreadVariant): WasmVariantExports {
    const memory = this.memory!;
    const key = instanceKey(variant.code, memory);
    if (key !== variant.key) {
      variant.exports = instantiateVariant(variant.code, memory, variant.rebuilt.helpers);
      variant.key = key;
    }
    return variant.exports;
  }
}
