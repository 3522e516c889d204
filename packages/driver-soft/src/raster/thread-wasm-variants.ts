// The WebAssembly variants a screen's rasterizer threads know, whichever engine runs them: each variant
// gets an id once and is sent to the threads with the first scene that uses it (they instantiate it once
// and keep it by id: thread-wasm-blocks.ts), and every job carries the threads' scratch and batch ranges
// in the heap (thread-scratch.ts), large enough for the block and quads calls of its scene.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import type { PortableState } from '../fragment/portable-state.js';
import type { PortableWasmVariant } from '../fragment/wasm-block-portable.js';
import { recordSpan } from '../fragment/wasm-quads.js';
import { ThreadScratch, type ThreadScratchRanges } from './thread-scratch.js';

/** What a job carries for the WebAssembly blocks of its scene. */
export interface WasmJobPart {
  /** Variants new to the threads, as [id, variant]. */
  readonly wasmVariants: readonly (readonly [number, PortableWasmVariant])[];
  /** The threads' scratch ranges (null: the scene runs no WebAssembly block). */
  readonly scratch: ThreadScratchRanges | null;
}

export class ThreadWasmVariants {
  private readonly variants: PortableWasmVariant[] = [];
  private readonly ids = new Map<PortableWasmVariant, number>();
  private readonly sent = new Set<number>();
  private readonly scratch: ThreadScratch | null;

  constructor(heap: WasmHeap | null, threads: number) {
    this.scratch = heap && new ThreadScratch(heap, threads);
  }

  /** The id the threads know `variant` by. */
  id(variant: PortableWasmVariant): number {
    let id = this.ids.get(variant);
    if (id === undefined) {
      id = this.variants.length;
      this.variants.push(variant);
      this.ids.set(variant, id);
    }
    return id;
  }

  /** The variants `states` use that the threads have not been sent, and scratch ranges fitting them all. */
  forJob(states: readonly (PortableState | null)[]): WasmJobPart {
    const fresh = new Set<number>();
    let recordEntries = -1;
    let words = 0;
    let quadsRecordLength = 0;
    for (const s of states) {
      if (!s?.wasm) continue;
      const v = this.variants[s.wasm.variant]!;
      if (!this.sent.has(s.wasm.variant)) fresh.add(s.wasm.variant);
      recordEntries = Math.max(recordEntries, v.block.recordEntries.length);
      words = Math.max(words, v.block.constantsLength);
      if (s.wasm.runsQuads && v.quads) {
        words = Math.max(words, v.quads.constantsLength);
        quadsRecordLength = Math.max(quadsRecordLength, recordSpan(v.quads.recordEntries), 1);
      }
    }
    if (recordEntries < 0) return { wasmVariants: [], scratch: null };
    if (!this.scratch) throw new Error('WebAssembly blocks were sent to rasterizer threads without a heap');
    const wasmVariants = [...fresh].map((id): [number, PortableWasmVariant] => [id, this.variants[id]!]);
    return { wasmVariants, scratch: this.scratch.fit({ recordEntries, words, quadsRecordLength }) };
  }

  /** Notes that every thread got `part`'s variants (a job posted to all of them). */
  markSent(part: WasmJobPart): void {
    for (const [id] of part.wasmVariants) this.sent.add(id);
  }

  /** Gives the scratch ranges back to the heap (the threads are ended). */
  release(): void {
    this.scratch?.release();
  }
}
