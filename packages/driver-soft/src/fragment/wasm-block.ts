// The WebAssembly back end in draws (SoftScreenOptions.codegen 'wasm', experimental): for fused variants
// whose state is in the subset the kernels serve (codegen/kernels/fragment-pixels.ts: one RGBA8 / BGRA8
// UNORM target with any blend but dual-source, any colour mask, the depth test on Z24 / Z32F / Z16, the
// stencil test on Z24 + S8), the variant's `block` (fully covered blocks) and `quads` (partly covered quads, wasm-quads.ts) functions
// become exports of a WebAssembly SIMD module built from the IR, reading the colour and depth targets in
// the screen's WasmHeap in place. The record entries, constant words and blend colour a call reads are
// copied into a small scratch range of the heap per call. Modules are compiled once per fused variant
// (keyed by its functions, which fused-shade.ts caches per variant key) and instantiated once per memory.
// Everything else — other states, targets outside the heap, rasterizer threads — keeps the fused
// JavaScript functions; both give the same bytes.
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import type { TgsiShader } from '@gallium-ts/tgsi';
import { emitWasm } from '../codegen/ir/emit-wasm.js';
import { blendServed } from '../codegen/kernels/blend.js';
import type { ColorStoreSpec } from '../codegen/kernels/color-store.js';
import { type DepthSpec, depthLayoutServed } from '../codegen/kernels/depth-test.js';
import type { BlockInput, FragmentKernelInfo } from '../codegen/kernels/fragment-pixels.js';
import { type FusedBlockKernel, fusedBlockKernel } from '../codegen/kernels/fused-block.js';
import { type FusedQuadsKernel, fusedQuadsKernel } from '../codegen/kernels/fused-quads.js';
import { type StencilSpec, stencilLayoutServed } from '../codegen/kernels/stencil-test.js';
import { type WasmModule, wasmSimdSupported, webAssembly } from '../codegen/wasm/runtime.js';
import { Texel2d, type Texel2dBinding } from '../texture/texel-2d.js';
import type { BackendParams } from './backend.js';
import type { BackendKey } from './backend-key.js';
import type { FusedFunctions, FusedProgram } from './fused-shade.js';
import { type InputLink, InputSource, Interp } from './linkage.js';
import { BATCH_QUADS } from './quad-batch.js';
import { copyBatch, quadsScratchOf } from './wasm-quads.js';

/** Pages the modules declare at most: the largest memory, so they import any heap's memory. */
const MAXIMUM_PAGES = 65536;

/** The exports of a variant's module. */
interface WasmExports {
  readonly block: (...params: number[]) => void;
  readonly quads: (...params: number[]) => void;
}

/** A compiled variant: its kernels' descriptions and module, with instances per memory. */
interface WasmVariant {
  readonly block: FusedBlockKernel;
  readonly quads: FusedQuadsKernel;
  readonly module: WasmModule;
  readonly instances: WeakMap<object, WasmExports>;
}

/** Compiled variants by fused functions, exact ([0]) and with the integer unorm8 path ([1]). */
const variants = new WeakMap<
  FusedFunctions,
  [WasmVariant | null | undefined, WasmVariant | null | undefined]
>();

/** Milliseconds each new variant took to build its IR, emit its module and compile it (for measurements). */
export const wasmBlockCompileTimes: { build: number; emit: number; compile: number }[] = [];

/**
 * What the WebAssembly blocks take on besides arithmetic. Texture lookups are off by default: they call
 * the one-lane texel path (a JavaScript helper) for every lane, which measured about 4× slower than the
 * fused JavaScript (bench/codegen-draws.ts, `tex`); tests turn them on to check their bytes. `quads`
 * runs partly covered quads through WebAssembly too; off by default: the quads kernel computes all four
 * lanes of a quad however few are covered, and with the per-call copies of the batch and its records
 * the `tris` workload (small triangles) measured 9–15% slower per frame with it on (`fill` unchanged).
 * @internal
 */
export const wasmBlockSettings = { textures: false, quads: false };

/** What the kernels store and test for a draw. */
interface SubsetSpec {
  readonly color: ColorStoreSpec;
  readonly depth: DepthSpec | null;
  readonly stencil: StencilSpec | null;
}

/** What the kernels store and test for `key`, or null when it is outside the subset they serve. */
function subsetSpec(key: BackendKey): SubsetSpec | null {
  const colors = key.colors.filter((c) => c !== null);
  const c = key.colors[0];
  if (colors.length !== 1 || !c || c.output < 0 || c.output1 >= 0) return null;
  if ((c.codec !== 'rgba8' && c.codec !== 'bgra8') || !c.word || c.cls !== 'normalized' || c.srgb)
    return null;
  if (c.blend.blendEnable && !blendServed(c.blend)) return null;
  const { dsa, zs } = key;
  if (zs?.depth && dsa.depth.boundsTest) return null;
  const depthUsed = zs !== null && dsa.depth.enabled && zs.depth !== null;
  const stencilUsed = zs !== null && dsa.stencil[0].enabled && zs.stencil !== null;
  if (depthUsed && (!depthLayoutServed(zs) || key.depthOutput >= 0)) return null;
  if (stencilUsed && (!stencilLayoutServed(zs) || key.stencilOutput >= 0)) return null;
  if (dsa.alpha.enabled || key.logicop !== null || key.countSamples) return null;
  if (key.coverageAlpha || key.alphaToCoverage || key.alphaToOne || key.depthClamp) return null;
  return {
    color: {
      codec: c.codec,
      blend: c.blend.blendEnable ? c.blend : false,
      colormask: c.blend.colormask,
      noAlpha: c.noAlpha,
    },
    depth: depthUsed ? { zs, func: dsa.depth.func, write: dsa.depth.writemask } : null,
    stencil: stencilUsed
      ? { zs, faces: [dsa.stencil[0], dsa.stencil[1].enabled ? dsa.stencil[1] : null] }
      : null,
  };
}

/** What the draw's fused program was made from. */
export interface WasmBlockDraw {
  readonly shader: TgsiShader;
  readonly links: readonly InputLink[];
  readonly sampleOffset: number;
  readonly key: BackendKey;
  readonly params: BackendParams;
  /** SoftScreenOptions.integerUnorm8. */
  readonly integerUnorm8?: boolean;
}

/**
 * `program` with its block and quads functions through WebAssembly when the draw is in the subset and
 * its targets live in `heap`; else `program` itself.
 */
export function withWasmBlock(program: FusedProgram, draw: WasmBlockDraw, heap: WasmHeap): FusedProgram {
  const spec = subsetSpec(draw.key);
  const view = draw.params.colors[0];
  const testsZs = spec !== null && (spec.depth !== null || spec.stencil !== null);
  const zsView = testsZs ? draw.params.zs : null;
  if (!spec || !view || !wasmSimdSupported() || (testsZs && !zsView)) return program;
  if (!wasmBlockSettings.textures && program.texels.some((t) => t)) return program;
  const heapBase = heap.offsetOf(view.u8);
  const zsBase = zsView ? heap.offsetOf(zsView.u8) : 0;
  if (heapBase === null || zsBase === null) return program;
  const variant = variantOf(program, draw, spec);
  if (!variant) return program;
  const { block, quads } = instanceOf(variant, heap);
  const scratch = scratchOf(heap, variant.block, variant.quads);
  const batchScratch = quadsScratchOf(heap, variant.quads.recordEntries.length);
  const target = heapBase + view.base;
  const { stride: rowStride, layerStride } = view;
  const zsTarget = zsView ? zsBase + zsView.base : 0;
  const zsRowStride = zsView?.stride ?? 0;
  const zsLayerStride = zsView?.layerStride ?? 0;
  /** Lays out what every call reads besides its primitives: constant words, blend colour, samplers. */
  const prepare = (
    kernel: FragmentKernelInfo,
    params: BackendParams,
    cw: readonly Int32Array[],
    texels: readonly (Texel2dBinding | null)[],
  ) => {
    const { constantWords, units } = kernel;
    for (let i = 0; i < constantWords.length; i++) {
      const [slot, word] = constantWords[i]!;
      scratch.words[i] = cw[slot]![word]! | 0;
    }
    for (let c = 0; c < 4; c++) scratch.blendColor[c] = params.blendColor[c] ?? 0;
    for (let u = 0; u < units.length; u++) units[u]?.bind(texels[u] as Texel2dBinding);
  };
  const blockEntries = variant.block.recordEntries;
  const blockCount = blockEntries.length;
  const wasmBlock: FusedFunctions['block'] = (
    _batch,
    records,
    r,
    bx,
    by,
    front,
    layer,
    params,
    _cf,
    cw,
    texels,
  ) => {
    const f64 = scratch.f64;
    for (let j = 0; j < blockCount; j++) f64[j] = records[r + blockEntries[j]!]!;
    prepare(variant.block, params, cw, texels);
    block(
      scratch.record,
      bx,
      by,
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
  };
  const quadsEntries = variant.quads.recordEntries;
  const wasmQuads: FusedFunctions['quads'] = (batch, records, count, params, _cf, cw, texels) => {
    copyBatch(batchScratch, batch, records, count, quadsEntries);
    prepare(variant.quads, params, cw, texels);
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
  };
  // The JavaScript variant has no block function where whole blocks need per-lane data.
  const functions = {
    quads: wasmBlockSettings.quads ? wasmQuads : program.functions.quads,
    block: program.functions.block ? wasmBlock : null,
  };
  return { ...program, functions, wasm: true };
}

function variantOf(program: FusedProgram, draw: WasmBlockDraw, subset: SubsetSpec): WasmVariant | null {
  const integer = draw.integerUnorm8 ? 1 : 0;
  const known = variants.get(program.functions)?.[integer];
  if (known !== undefined) return known;
  const start = performance.now();
  const inputs: BlockInput[] = draw.links
    .filter((l) => l.source === InputSource.ATTRIBUTE || l.source === InputSource.DEFAULT)
    .map((l) => ({ register: l.register, perspective: l.interp === Interp.PERSPECTIVE }));
  const spec = {
    shader: draw.shader,
    inputs,
    sampleOffset: draw.sampleOffset,
    output: draw.key.colors[0]!.output,
    ...subset,
    texels: program.texels.map((t) => (t instanceof Texel2d ? t : null)),
    integerUnorm8: draw.integerUnorm8 === true,
  };
  const block = fusedBlockKernel(spec);
  const quads = block && fusedQuadsKernel(spec, BATCH_QUADS);
  let variant: WasmVariant | null = null;
  if (block && quads) {
    const built = performance.now();
    const bytes = emitWasm([block.fn, quads.fn], {
      minimumPages: 1,
      maximumPages: MAXIMUM_PAGES,
      shared: true,
    });
    const emitted = performance.now();
    variant = { block, quads, module: new (webAssembly()!.Module)(bytes), instances: new WeakMap() };
    const compiled = performance.now();
    wasmBlockCompileTimes.push({ build: built - start, emit: emitted - built, compile: compiled - emitted });
  }
  const both = variants.get(program.functions) ?? [undefined, undefined];
  both[integer] = variant;
  variants.set(program.functions, both);
  return variant;
}

function instanceOf(variant: WasmVariant, heap: WasmHeap): WasmExports {
  let exports = variant.instances.get(heap.memory);
  if (!exports) {
    const instance = new (webAssembly()!.Instance)(variant.module, {
      env: { memory: heap.memory },
      helpers: { ...variant.block.helpers, ...variant.quads.helpers },
    });
    exports = instance.exports as unknown as WasmExports;
    variant.instances.set(heap.memory, exports);
  }
  return exports;
}

/**
 * A heap's scratch range: the record entries at `record`, the blend colour (four f64) at `blendColorAt`,
 * then the constant words at `constants`.
 */
interface Scratch {
  readonly record: number;
  readonly blendColorAt: number;
  readonly constants: number;
  readonly f64: Float64Array;
  readonly blendColor: Float64Array;
  readonly words: Int32Array;
}

const scratches = new WeakMap<WasmHeap, Scratch>();

/** The heap's scratch range, grown when a kernel reads more than it holds. */
function scratchOf(heap: WasmHeap, ...kernels: FragmentKernelInfo[]): Scratch {
  const have = scratches.get(heap);
  const recordLength = Math.max(...kernels.map((k) => k.recordEntries.length));
  const wordCount = Math.max(...kernels.map((k) => k.constantWords.length));
  if (have && have.f64.length >= recordLength && have.words.length >= wordCount) return have;
  // Room for the largest record and constant list seen so far (rounded up), never shrinking.
  const records = Math.max(recordLength * 8, (have?.f64.length ?? 0) * 8, 1024);
  const words = Math.max(wordCount, have?.words.length ?? 0, 256);
  // The smaller range is not given back: programs of draws not yet rasterized still write into it.
  const offset = heap.allocate('withWasmBlock', records + 32 + words * 4);
  const memory = heap.memory.buffer;
  const scratch: Scratch = {
    record: offset,
    blendColorAt: offset + records,
    constants: offset + records + 32,
    f64: new Float64Array(memory, offset, records / 8),
    blendColor: new Float64Array(memory, offset + records, 4),
    words: new Int32Array(memory, offset + records + 32, words),
  };
  scratches.set(heap, scratch);
  return scratch;
}
