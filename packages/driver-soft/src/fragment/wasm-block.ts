// The WebAssembly back end in draws (SoftScreenOptions.codegen 'wasm', the default where it exists): for
// fused variants whose state is in the subset codegen/kernels/fused-block.ts serves, the `block` function
// (fully covered blocks) becomes an export of a WebAssembly SIMD module built from the IR, reading the
// render target in the screen's WasmHeap in place. The record entries and constant words a block reads
// are copied into a small scratch range of the heap per call (wasm-block-call.ts). Modules are compiled
// once per fused variant (keyed by its functions, which fused-shade.ts caches per variant key) and
// instantiated once per memory; rasterizer threads receive the module with what rebuilds its helpers
// (wasm-block-portable.ts, wasmBlockForThreads) and run the same blocks. Everything else — partial
// quads, other states, targets outside the heap — keeps the fused JavaScript functions; both give the
// same bytes.
import { PipeBlend, PipeBlendFactor, type PipeRtBlendState } from '@gallium-ts/gallium-api';
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import type { TgsiShader } from '@gallium-ts/tgsi';
import { emitWasm } from '../codegen/ir/emit-wasm.js';
import { type BlockInput, type FusedBlockKernel, fusedBlockKernel } from '../codegen/kernels/fused-block.js';
import { BINDING_WORDS, texel2dVectorServes } from '../codegen/tgsi/texel-vector.js';
import { type WasmModule, wasmSimdSupported, webAssembly } from '../codegen/wasm/runtime.js';
import { Texel2d, type Texel2dBinding } from '../texture/texel-2d.js';
import type { BackendParams } from './backend.js';
import type { BackendKey } from './backend-key.js';
import type { FusedFunctions, FusedProgram } from './fused-shade.js';
import { type InputLink, InputSource, Interp } from './linkage.js';
import {
  instantiateBlock,
  scratchAt,
  scratchFits,
  type WasmBlockExport,
  type WasmBlockLinkage,
  type WasmBlockPlace,
  type WasmScratch,
  wasmBlockFunction,
} from './wasm-block-call.js';
import { type PortableWasmVariant, portableWasmVariant } from './wasm-block-portable.js';

/** Pages the modules declare at most: the largest memory, so they import any heap's memory. */
const MAXIMUM_PAGES = 65536;

/**
 * A compiled variant: its kernel's description and module, with instances per memory, and its portable
 * form for the rasterizer threads (null when they cannot rebuild it).
 */
interface WasmVariant {
  readonly kernel: FusedBlockKernel;
  readonly module: WasmModule;
  readonly instances: WeakMap<object, WasmBlockExport>;
  readonly portable: PortableWasmVariant | null;
}

/** Compiled variants by fused functions, exact ([0]) and with the integer unorm8 path ([1]). */
const variants = new WeakMap<
  FusedFunctions,
  [WasmVariant | null | undefined, WasmVariant | null | undefined]
>();

/** What a rasterizer thread needs to run a draw's WebAssembly blocks: the variant and the target's place. */
export interface WasmBlockForThreads extends WasmBlockPlace {
  readonly variant: PortableWasmVariant;
}

const forThreads = new WeakMap<FusedFunctions, WasmBlockForThreads>();

/** How rasterizer threads run the WebAssembly blocks of a program withWasmBlock made (by its functions). */
export function wasmBlockForThreads(functions: FusedFunctions): WasmBlockForThreads | undefined {
  return forThreads.get(functions);
}

/** Milliseconds each new variant took to build its IR, emit its module and compile it (for measurements). */
export const wasmBlockCompileTimes: { build: number; emit: number; compile: number }[] = [];

/**
 * What the WebAssembly blocks take on besides arithmetic. Texture lookups the IR writes as vector code
 * (codegen/tgsi/texel-vector.ts) always run; those of other units call the one-lane texel path (a
 * JavaScript helper) for every lane, which measured about 4× slower than the fused JavaScript
 * (bench/codegen-draws.ts, `tex`), so they are off by default; tests turn them on to check their bytes.
 * @internal
 */
export const wasmBlockSettings = { textures: false };

/** Whether `key` is in the subset the WebAssembly block serves; the colour's codec when it is. */
function subsetCodec(key: BackendKey): 'rgba8' | 'bgra8' | null {
  const colors = key.colors.filter((c) => c !== null);
  const c = key.colors[0];
  if (colors.length !== 1 || !c || c.output < 0 || c.output1 >= 0) return null;
  if ((c.codec !== 'rgba8' && c.codec !== 'bgra8') || !c.word || c.noAlpha || c.cls !== 'normalized')
    return null;
  if (c.srgb || c.blend.colormask !== 15 || (c.blend.blendEnable && !alphaBlend(c.blend))) return null;
  const { dsa } = key;
  const zsUsed = key.zs !== null && (dsa.depth.enabled || dsa.stencil[0].enabled || dsa.depth.boundsTest);
  if (zsUsed || dsa.alpha.enabled || key.logicop !== null || key.countSamples) return null;
  if (key.coverageAlpha || key.alphaToCoverage || key.alphaToOne || key.depthClamp) return null;
  return c.codec;
}

/** SRC_ALPHA / INV_SRC_ALPHA, ADD, on colour and alpha alike. */
function alphaBlend(b: PipeRtBlendState): boolean {
  return (
    b.rgbFunc === PipeBlend.ADD &&
    b.alphaFunc === PipeBlend.ADD &&
    b.rgbSrcFactor === PipeBlendFactor.SRC_ALPHA &&
    b.alphaSrcFactor === PipeBlendFactor.SRC_ALPHA &&
    b.rgbDstFactor === PipeBlendFactor.INV_SRC_ALPHA &&
    b.alphaDstFactor === PipeBlendFactor.INV_SRC_ALPHA
  );
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
 * `program` with its block function through WebAssembly when the draw is in the subset and its target
 * lives in `heap`; else `program` itself.
 */
export function withWasmBlock(program: FusedProgram, draw: WasmBlockDraw, heap: WasmHeap): FusedProgram {
  const codec = subsetCodec(draw.key);
  const jsBlock = program.functions.block;
  const view = draw.params.colors[0];
  if (!codec || !jsBlock || !view || !wasmSimdSupported()) return program;
  const helperTexels = program.texels.some((t) => t instanceof Texel2d && !texel2dVectorServes(t));
  if (!wasmBlockSettings.textures && helperTexels) return program;
  const heapBase = heap.offsetOf(view.u8);
  if (heapBase === null) return program;
  const variant = variantOf(program, draw, codec);
  if (!variant) return program;
  const block = instanceOf(variant, heap);
  const scratch = scratchOf(heap, variant.kernel);
  const bindingWords = unitBindingWords(variant.kernel, program.texels, heap);
  if (!bindingWords) return program;
  const target = heapBase + view.base;
  const { stride: rowStride, layerStride } = view;
  const where = { target, rowStride, layerStride, bindingWords };
  const functions: FusedFunctions = {
    quads: program.functions.quads,
    block: wasmBlockFunction(block, linkageOf(variant.kernel), scratch, where),
  };
  if (variant.portable) forThreads.set(functions, { variant: variant.portable, ...where });
  return { ...program, functions, wasm: true };
}

function variantOf(program: FusedProgram, draw: WasmBlockDraw, codec: 'rgba8' | 'bgra8'): WasmVariant | null {
  const integer = draw.integerUnorm8 ? 1 : 0;
  const known = variants.get(program.functions)?.[integer];
  if (known !== undefined) return known;
  const start = performance.now();
  const inputs: BlockInput[] = draw.links
    .filter((l) => l.source === InputSource.ATTRIBUTE || l.source === InputSource.DEFAULT)
    .map((l) => ({ register: l.register, perspective: l.interp === Interp.PERSPECTIVE }));
  const c = draw.key.colors[0]!;
  const texels = program.texels.map((t) => (t instanceof Texel2d ? t : null));
  const kernel = fusedBlockKernel({
    shader: draw.shader,
    inputs,
    sampleOffset: draw.sampleOffset,
    output: c.output,
    blend: c.blend.blendEnable,
    codec,
    texels,
    integerUnorm8: draw.integerUnorm8 === true,
  });
  let variant: WasmVariant | null = null;
  if (kernel) {
    const built = performance.now();
    const bytes = emitWasm([kernel.fn], { minimumPages: 1, maximumPages: MAXIMUM_PAGES, shared: true });
    const emitted = performance.now();
    const module = new (webAssembly()!.Module)(bytes);
    const compiled = performance.now();
    variant = {
      kernel,
      module,
      instances: new WeakMap(),
      portable: portableWasmVariant(kernel, module, texels),
    };
    wasmBlockCompileTimes.push({ build: built - start, emit: emitted - built, compile: compiled - emitted });
  }
  const both = variants.get(program.functions) ?? [undefined, undefined];
  both[integer] = variant;
  variants.set(program.functions, both);
  return variant;
}

/**
 * The binding words of the draw's units the kernel looks up as vector code (texel-vector.ts), laid out
 * as the kernel reads them; null when one of them cannot read its binding (texels outside the heap).
 */
function unitBindingWords(
  kernel: FusedBlockKernel,
  texels: readonly (Texel2dBinding | null)[],
  heap: WasmHeap,
): Int32Array | null {
  const words = new Int32Array(kernel.constantsLength - kernel.bindingWordsAt);
  const offsetOf = (data: Uint8Array) => heap.offsetOf(data);
  for (let u = 0; u < kernel.units.length; u++) {
    const unit = kernel.units[u];
    if (unit?.kind !== 'vector') continue;
    const bound = texels[u] ? unit.words(texels[u]!, offsetOf) : null;
    if (!bound) return null;
    words.set(bound, BINDING_WORDS.length * u);
  }
  return words;
}

/** What the call of `kernel`'s export needs: its layout, and its units looked up through helpers. */
function linkageOf(kernel: FusedBlockKernel): WasmBlockLinkage {
  const units = kernel.units.map((u) => (u?.kind === 'helpers' ? u : null));
  return { ...kernel, units };
}

function instanceOf(variant: WasmVariant, heap: WasmHeap): WasmBlockExport {
  let block = variant.instances.get(heap.memory);
  if (!block) {
    block = instantiateBlock(variant.module, heap.memory, variant.kernel.helpers);
    variant.instances.set(heap.memory, block);
  }
  return block;
}

const scratches = new WeakMap<WasmHeap, WasmScratch>();

/** The calling thread's scratch range of the heap, grown when `kernel` reads more than it holds. */
function scratchOf(heap: WasmHeap, kernel: FusedBlockKernel): WasmScratch {
  const have = scratches.get(heap);
  if (have && scratchFits(have, linkageOf(kernel))) return have;
  // Room for the largest record and constant list seen so far (rounded up), never shrinking.
  const records = Math.max(kernel.recordLength, have?.f64.length ?? 0, 128);
  const words = Math.max(kernel.constantsLength, have?.words.length ?? 0, 256);
  // The smaller range is not given back: programs of draws not yet rasterized still write into it.
  const offset = heap.allocate('withWasmBlock', records * 8 + words * 4);
  const scratch = scratchAt(heap.memory, offset, records, words);
  scratches.set(heap, scratch);
  return scratch;
}
