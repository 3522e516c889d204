// How a WebAssembly block export is called as a fused variant's `block` function, on the calling thread
// (wasm-block.ts) and on the rasterizer threads (raster/thread-wasm-blocks.ts) alike: the record entries,
// the constant words the kernel reads and the draw's texel binding words (vector lookups) are copied into
// a scratch range of the heap, each unit looked up through helpers is bound to the draw's sampler, and
// the export shades the block into the target at its heap address.
// A scratch range belongs to one thread: the calling thread has one per heap, every rasterizer thread
// its own.
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import type { IrHelperFunction } from '../codegen/tgsi/expression-helper.js';
import { type WasmModule, webAssembly } from '../codegen/wasm/runtime.js';
import type { Texel2dBinding } from '../texture/texel-2d.js';
import type { FusedFunctions } from './fused-shade.js';

/** What a block export reads besides the target: the kernel's layout of its inputs. */
export interface WasmBlockLinkage {
  /** Record entries the function reads (from the record's start). */
  readonly recordLength: number;
  /** The constant words it reads, [slot, word], in scratch order. */
  readonly constantWords: readonly (readonly [number, number])[];
  /** Where the draw's binding words start, in words from the constants; all the words it reads. */
  readonly bindingWordsAt: number;
  readonly constantsLength: number;
  /** Texel lookups through helpers by unit (bound to each draw's sampler before the call), or null. */
  readonly units: readonly ({ bind(binding: Texel2dBinding): void } | null)[];
}

/** Where a draw's block writes and what it binds: plain data, sent to the rasterizer threads as it is. */
export interface WasmBlockPlace {
  /** Heap byte of texel (0, 0) of the target's layer 0, and the bytes between rows and layers. */
  readonly target: number;
  readonly rowStride: number;
  readonly layerStride: number;
  /** The binding words of the draw's vector texel units (from bindingWordsAt). */
  readonly bindingWords: Int32Array;
}

/** A scratch range of the heap: the record entries at `record`, then the constant words at `constants`. */
export interface WasmScratch {
  readonly record: number;
  readonly constants: number;
  readonly f64: Float64Array;
  readonly words: Int32Array;
}

/** Bytes of a scratch range holding `recordEntries` entries and `words` constant words. */
export function scratchBytes(recordEntries: number, words: number): number {
  return recordEntries * 8 + words * 4;
}

/** The scratch range at heap byte `offset` (8-aligned) of `memory`: `recordEntries` entries, then `words` words. */
export function scratchAt(
  memory: WasmMemory,
  offset: number,
  recordEntries: number,
  words: number,
): WasmScratch {
  const constants = offset + recordEntries * 8;
  return {
    record: offset,
    constants,
    f64: new Float64Array(memory.buffer, offset, recordEntries),
    words: new Int32Array(memory.buffer, constants, words),
  };
}

/** Whether `scratch` holds what `linkage` reads. */
export function scratchFits(scratch: WasmScratch, linkage: WasmBlockLinkage): boolean {
  return scratch.f64.length >= linkage.recordLength && scratch.words.length >= linkage.constantsLength;
}

/** The export `block(record, bx, by, target, rowStride, constants)` of a fused block kernel. */
export type WasmBlockExport = (...params: number[]) => void;

/** The block export of `module` instantiated over `memory` with `helpers`. */
export function instantiateBlock(
  module: WasmModule,
  memory: WasmMemory,
  helpers: Readonly<Record<string, IrHelperFunction>>,
): WasmBlockExport {
  const instance = new (webAssembly()!.Instance)(module, { env: { memory }, helpers });
  return instance.exports.block as WasmBlockExport;
}

/** `block` as a fused `block` function for the draw placed at `place`. */
export function wasmBlockFunction(
  block: WasmBlockExport,
  linkage: WasmBlockLinkage,
  scratch: WasmScratch,
  place: WasmBlockPlace,
): NonNullable<FusedFunctions['block']> {
  const { recordLength, constantWords, units, bindingWordsAt } = linkage;
  const { target, rowStride, layerStride, bindingWords } = place;
  return (_batch, records, r, bx, by, _front, layer, _params, _cf, cw, texels) => {
    scratch.f64.set(records.subarray(r, r + recordLength));
    for (let i = 0; i < constantWords.length; i++) {
      const [slot, word] = constantWords[i]!;
      scratch.words[i] = cw[slot]![word]! | 0;
    }
    scratch.words.set(bindingWords, bindingWordsAt);
    for (let u = 0; u < units.length; u++) units[u]?.bind(texels[u] as Texel2dBinding);
    block(scratch.record, bx, by, target + layer * layerStride, rowStride, scratch.constants);
  };
}
