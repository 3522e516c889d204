// How an IR block kernel is called as a fused variant's `block` function, on the calling thread
// (wasm-block.ts) and on the rasterizer threads (raster/thread-wasm-blocks.ts) alike, whichever back end made
// it: a WebAssembly export, or the IR's JavaScript compiled over the heap's buffer (the same parameters, the
// same memory; instantiateVariant makes either from a variant's KernelCode). The record entries the kernel
// reads, its constant words, the draw's texel binding words (vector lookups) and blend colour are copied into
// a scratch range of the heap, each unit looked up through helpers is bound to the draw's sampler, and the
// export shades a run of blocks into the colour and depth/stencil targets at their heap addresses. The draw's
// words are written when the range last held another function's (a block or quads function serves one draw),
// the record entries when it last held another record: the range remembers what it holds (ScratchHolder). The
// quads export (wasm-quads.ts) puts its draw words in place through the same drawWords. A scratch range
// belongs to one thread: the calling thread has one per heap, every rasterizer thread its own.
import type { WasmMemory } from '@gallium-ts/gallium-api/util';
import { compileJs } from '../codegen/ir/emit-js.js';
import { ALPHA_REF_AT, SAMPLES_AT } from '../codegen/kernels/fragment-pixels.js';
import type { IrHelperFunction } from '../codegen/tgsi/expression-helper.js';
import { type WasmModule, webAssembly } from '../codegen/wasm/runtime.js';
import type { Texel2dBinding } from '../texture/texel-2d.js';
import type { BackendParams } from './backend.js';
import type { FusedFunctions } from './fused-shade.js';
import type { WasmQuadsExport } from './wasm-quads.js';

/** What a block export reads besides the target: the kernel's layout of its inputs. */
export interface WasmBlockLinkage {
  /** The record entries the function reads, by index in a record (Rec layout), in scratch order. */
  readonly recordEntries: readonly number[];
  /** The constant words it reads, [slot, word], in scratch order. */
  readonly constantWords: readonly (readonly [number, number])[];
  /** Where the draw's binding words start, in words from the constants; all the words it reads. */
  readonly bindingWordsAt: number;
  readonly constantsLength: number;
  /** The function stores the fragments that passed; each call adds them to the draw's samples. */
  readonly countsSamples: boolean;
  /** Texel lookups through helpers by unit (bound to each draw's sampler before the call), or null. */
  readonly units: readonly ({ bind(binding: Texel2dBinding): void } | null)[];
}

/** Where a draw's block writes and what it binds: plain data, sent to the rasterizer threads as it is. */
export interface WasmBlockPlace {
  /** Heap byte of texel (0, 0) of the colour target's layer 0, and the bytes between rows and layers. */
  readonly target: number;
  readonly rowStride: number;
  readonly layerStride: number;
  /** The same for the depth/stencil target (all 0 when the kernel tests neither). */
  readonly zsTarget: number;
  readonly zsRowStride: number;
  readonly zsLayerStride: number;
  /** The binding words of the draw's vector texel units (from bindingWordsAt). */
  readonly bindingWords: Int32Array;
}

/**
 * What a scratch range holds: the draw words of `draw` (the token of the block or quads function that
 * wrote them, see drawWords; null while none is complete), and the entries of record `record` of
 * `records` for that draw (null: none).
 */
export interface ScratchHolder {
  draw: object | null;
  records: Float64Array | null;
  record: number;
}

/**
 * A scratch range of the heap: the record entries at `record`; at `blendColorAt` the blend colour (four
 * f64), the alpha reference (an f64, ALPHA_REF_AT bytes on) and the count a counting kernel stores (an
 * i32, SAMPLES_AT bytes on); then the constant words at `constants`. `holds` says whose they are.
 */
export interface WasmScratch {
  readonly record: number;
  readonly blendColorAt: number;
  readonly constants: number;
  readonly f64: Float64Array;
  /** The blend colour's four values, then the alpha reference. */
  readonly blendColor: Float64Array;
  /** The passed fragments a counting kernel's last call stored. */
  readonly samples: Int32Array;
  readonly words: Int32Array;
  readonly holds: ScratchHolder;
}

/** Bytes of the blend colour, the alpha reference and the count in a scratch range. */
const BLEND_COLOR_BYTES = SAMPLES_AT + 8;

/** Bytes of a scratch range holding `recordEntries` entries, the blend colour and `words` constant words. */
export function scratchBytes(recordEntries: number, words: number): number {
  return recordEntries * 8 + BLEND_COLOR_BYTES + words * 4;
}

/**
 * The scratch range at heap byte `offset` (8-aligned) of `memory`: `recordEntries` entries, the blend
 * colour, then `words` words.
 */
export function scratchAt(
  memory: WasmMemory,
  offset: number,
  recordEntries: number,
  words: number,
): WasmScratch {
  const blendColorAt = offset + recordEntries * 8;
  const constants = blendColorAt + BLEND_COLOR_BYTES;
  return {
    record: offset,
    blendColorAt,
    constants,
    f64: new Float64Array(memory.buffer, offset, recordEntries),
    blendColor: new Float64Array(memory.buffer, blendColorAt, ALPHA_REF_AT / 8 + 1),
    samples: new Int32Array(memory.buffer, blendColorAt + SAMPLES_AT, 1),
    words: new Int32Array(memory.buffer, constants, words),
    holds: { draw: null, records: null, record: -1 },
  };
}

/** Whether `scratch` holds what `linkage` reads. */
export function scratchFits(scratch: WasmScratch, linkage: WasmBlockLinkage): boolean {
  return (
    scratch.f64.length >= linkage.recordEntries.length && scratch.words.length >= linkage.constantsLength
  );
}

/**
 * Writes what every call of a kernel with `linkage` reads besides its primitives into `scratch`: the
 * constant words, the binding words of `place`, the blend colour and the alpha reference; and binds the
 * units it looks up through helpers to the draw's samplers. `draw` names what was written, for later
 * calls to skip the words.
 */
function writeDrawWords(
  scratch: WasmScratch,
  linkage: WasmBlockLinkage,
  place: WasmBlockPlace,
  params: BackendParams,
  cw: readonly Int32Array[],
  texels: readonly unknown[],
  draw: object,
): void {
  const holds = scratch.holds;
  holds.draw = null;
  holds.records = null;
  const { constantWords, units, bindingWordsAt } = linkage;
  for (let i = 0; i < constantWords.length; i++) {
    const [slot, word] = constantWords[i]!;
    scratch.words[i] = cw[slot]![word]! | 0;
  }
  scratch.words.set(place.bindingWords, bindingWordsAt);
  for (let c = 0; c < 4; c++) scratch.blendColor[c] = params.blendColor[c] ?? 0;
  scratch.blendColor[ALPHA_REF_AT / 8] = params.alphaRef;
  bindUnits(units, texels);
  holds.draw = draw;
}

/** Puts one draw's words in place before a call of a kernel with its linkage (see drawWords). */
export type DrawWords = (
  params: BackendParams,
  cw: readonly Int32Array[],
  texels: readonly unknown[],
) => void;

/**
 * The draw words of one function (block or quads) serving one draw of one scene (the draw's constants
 * and samplers do not change while it is in use): written by its first call, and again only after
 * `scratch` held another function's. Units looked up through helpers are shared by the draws of a
 * variant, whatever scratch range they use, so they are bound at every call.
 */
export function drawWords(scratch: WasmScratch, linkage: WasmBlockLinkage, place: WasmBlockPlace): DrawWords {
  const { units } = linkage;
  const helperUnits = units.some((u) => u !== null);
  const holds = scratch.holds;
  const draw = {};
  return (params, cw, texels) => {
    if (holds.draw !== draw) writeDrawWords(scratch, linkage, place, params, cw, texels, draw);
    else if (helperUnits) bindUnits(units, texels);
  };
}

/** Binds the units a kernel looks up through helpers to the draw's samplers `texels`. */
function bindUnits(units: WasmBlockLinkage['units'], texels: readonly unknown[]): void {
  for (let u = 0; u < units.length; u++) units[u]?.bind(texels[u] as Texel2dBinding);
}

/**
 * The function `block(record, bx, by, blocksX, blocksY, target, rowStride, zsTarget, zsRowStride,
 * constants, blendColor, front, stencilRef0, stencilRef1)` of a fused block kernel: a WebAssembly export
 * or the IR's JavaScript.
 */
export type WasmBlockExport = (...params: number[]) => void;

/** A variant's block and quads kernels (wasm-quads.ts) as functions of one back end. */
export interface WasmVariantExports {
  readonly block: WasmBlockExport;
  /** Absent when the variant has no quads kernel. */
  readonly quads: WasmQuadsExport;
}

/**
 * How a variant's kernels are made into functions: a WebAssembly module exporting `block` (and `quads`),
 * or the IR's JavaScript source of each (emitJs; quads null when the variant has no quads kernel). Both
 * are plain data a rasterizer thread can receive.
 */
export type KernelCode =
  | { readonly backEnd: 'wasm'; readonly module: WasmModule }
  | { readonly backEnd: 'js'; readonly block: string; readonly quads: string | null };

/**
 * The kernels of `code` over `memory` with `helpers`: the module instantiated, or the JavaScript compiled
 * over the memory's buffer as it is now (a shared memory's later pages are not in it: compile again
 * after it grows, see jsBufferOf).
 */
export function instantiateVariant(
  code: KernelCode,
  memory: WasmMemory,
  helpers: Readonly<Record<string, IrHelperFunction>>,
): WasmVariantExports {
  if (code.backEnd === 'wasm') {
    const instance = new (webAssembly()!.Instance)(code.module, { env: { memory }, helpers });
    return instance.exports as unknown as WasmVariantExports;
  }
  const buffer = memory.buffer;
  const block = compileJs(code.block, buffer, helpers);
  const quads = code.quads === null ? undefined : compileJs(code.quads, buffer, helpers);
  return { block, quads } as WasmVariantExports;
}

/**
 * The key a variant's functions over `memory` are kept by: the memory for WebAssembly instances, its
 * current buffer for JavaScript (a new object after a shared memory grew; a fixed memory never grows).
 */
export function instanceKey(code: KernelCode, memory: WasmMemory): object {
  return code.backEnd === 'wasm' ? memory : memory.buffer;
}

/**
 * `block` as a fused `block` function for the draw placed at `place`, serving one draw of one scene: its
 * draw words as drawWords says, a primitive's record entries when the range held another record. With
 * `counts`, each call adds the blocks it shades to `counts.blocks` (the IR's JavaScript; WebAssembly
 * blocks are counted by the rasterizer, through FusedProgram.wasm).
 */
export function wasmBlockFunction(
  block: WasmBlockExport,
  linkage: WasmBlockLinkage,
  scratch: WasmScratch,
  place: WasmBlockPlace,
  counts: { blocks: number } | null = null,
): NonNullable<FusedFunctions['block']> {
  const { recordEntries, countsSamples } = linkage;
  const entryCount = recordEntries.length;
  const { target, rowStride, layerStride, zsTarget, zsRowStride, zsLayerStride } = place;
  const holds = scratch.holds;
  const writeWords = drawWords(scratch, linkage, place);
  return (_batch, records, r, bx, by, blocksX, blocksY, front, layer, params, _cf, cw, texels) => {
    writeWords(params, cw, texels);
    if (holds.records !== records || holds.record !== r) {
      const f64 = scratch.f64;
      for (let j = 0; j < entryCount; j++) f64[j] = records[r + recordEntries[j]!]!;
      holds.records = records;
      holds.record = r;
    }
    block(
      scratch.record,
      bx,
      by,
      blocksX,
      blocksY,
      target + layer * layerStride,
      rowStride,
      zsTarget + layer * zsLayerStride,
      zsRowStride,
      scratch.constants,
      scratch.blendColorAt,
      front,
      params.stencilRef[0] | 0,
      params.stencilRef[1] | 0,
    );
    if (countsSamples) params.stats.samples += scratch.samples[0]!;
    if (counts) counts.blocks += blocksX * blocksY;
  };
}
