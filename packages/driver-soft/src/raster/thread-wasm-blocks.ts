// The WebAssembly blocks of a rasterizer thread: the variants it was sent (each module instantiated once,
// over the heap memory the thread shares with the calling thread, with its helpers rebuilt from their
// definitions: fragment/wasm-block-portable.ts), the thread's own scratch range in the heap, and the
// states whose fully covered blocks they run — through the same call as on the calling thread
// (fragment/wasm-block-call.ts), so a tile gives the same bytes wherever it is rasterized.
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import type { PortableWasmBlock, ThreadState } from '../fragment/portable-state.js';
import {
  instantiateBlock,
  scratchAt,
  type WasmBlockExport,
  type WasmScratch,
  wasmBlockFunction,
} from '../fragment/wasm-block-call.js';
import { type RebuiltWasmVariant, rebuildWasmVariant } from '../fragment/wasm-block-portable.js';
import type { SceneJob } from './thread-job.js';

interface ThreadVariant {
  readonly rebuilt: RebuiltWasmVariant;
  readonly block: WasmBlockExport;
}

export class ThreadWasmBlocks {
  private readonly variants = new Map<number, ThreadVariant>();
  private scratch: WasmScratch | null = null;
  private scratchOffset = -1;

  constructor(
    /** The screen's heap memory (null: the screen has none, and no variant can come). */
    private readonly memory: WasmMemory | null,
    /** This thread's index: its scratch range is the index-th. */
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
      this.variants.set(id, { rebuilt, block: instantiateBlock(portable.module, memory, rebuilt.helpers) });
    }
    const r = job.scratch;
    const offset = r ? r.offset + this.index * r.stride : -1;
    if (r && offset !== this.scratchOffset) {
      this.scratch = scratchAt(memory, offset, r.recordEntries, r.words);
      this.scratchOffset = offset;
    }
  }

  /** `state` with its fully covered blocks through the WebAssembly variant `wasm` names. */
  withBlocks(state: ThreadState, wasm: PortableWasmBlock): ThreadState {
    const variant = this.variants.get(wasm.variant);
    if (!variant) throw new Error(`WebAssembly block variant ${wasm.variant} was never sent`);
    const fused = state.fused!;
    const block = wasmBlockFunction(variant.block, variant.rebuilt.linkage, this.scratch!, wasm);
    return { ...state, fused: { ...fused, functions: { quads: fused.functions.quads, block }, wasm: true } };
  }
}
