// The WebAssembly back end in draws (SoftScreenOptions.codegen 'wasm', the default where it exists): for
// fused variants whose state is in the subset the kernels serve (codegen/kernels/fragment-pixels.ts: one
// RGBA8 / BGRA8 UNORM target with any blend but dual-source, any colour mask, the depth test on Z24 /
// Z32F / Z16, the stencil test on Z24 + S8), the variant's `block` (fully covered blocks) and `quads`
// (partly covered quads, wasm-quads.ts) functions become exports of one WebAssembly SIMD module built
// from the IR, reading the colour and depth targets in the screen's WasmHeap in place (its memory shared,
// or fixed where there is no SharedArrayBuffer: a variant's module is compiled for the kind of memory it
// imports, and only modules of shared memories go to the rasterizer threads). The record
// entries, constant words, texel binding words and blend colour a call reads are copied into a small
// scratch range of the heap per call (wasm-block-call.ts). Modules are compiled once per fused variant
// (keyed by its functions, which fused-shade.ts caches per variant key) and instantiated once per memory;
// rasterizer threads receive the module with what rebuilds its helpers (wasm-block-portable.ts,
// wasmBlockForThreads) and run the same blocks and, where the calling thread does, the same quads.
// Everything else — other states, targets outside the heap, a heap too full for the scratch ranges —
// keeps the fused JavaScript functions; both give the same bytes.
//
// The JavaScript back end in draws (codegen 'js', `backEnd` 'js'): the same kernels, emitted as
// JavaScript (codegen/ir/emit-js.ts) and compiled over the heap's buffer, called through the same
// scratch ranges and calls (wasm-block-call.ts: an "export" is a WebAssembly export or a compiled
// function), on the calling thread and on the rasterizer threads (which compile the same source), as
// irJsSettings says; the template functions of fused-shade.ts serve the rest.
import { PipeLogicop } from '@gallium-ts/gallium-api';
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import type { TgsiShader } from '@gallium-ts/tgsi';
import { emitJs } from '../codegen/ir/emit-js.js';
import { emitWasm } from '../codegen/ir/emit-wasm.js';
import { blendServed } from '../codegen/kernels/blend.js';
import type { ColorStoreSpec } from '../codegen/kernels/color-store.js';
import { type DepthSpec, depthLayoutServed } from '../codegen/kernels/depth-test.js';
import type { AlphaTestSpec, BlockInput, FragmentKernelInfo } from '../codegen/kernels/fragment-pixels.js';
import { type FusedBlockKernel, fusedBlockKernel } from '../codegen/kernels/fused-block.js';
import { type FusedQuadsKernel, fusedQuadsKernel } from '../codegen/kernels/fused-quads.js';
import { type StencilSpec, stencilLayoutServed } from '../codegen/kernels/stencil-test.js';
import {
  texel2dVectorServes,
  texel2dVectorTables,
  UNIT_BINDING_WORDS,
} from '../codegen/tgsi/texel-vector.js';
import { wasmSimdSupported, webAssembly } from '../codegen/wasm/runtime.js';
import { Texel2d, type Texel2dBinding } from '../texture/texel-2d.js';
import type { BackendParams } from './backend.js';
import type { BackendKey } from './backend-key.js';
import { compiledFused, type FusedFunctions, type FusedProgram, makeFusedProgram } from './fused-shade.js';
import { irJsCounts } from './ir-js-counts.js';
import { type InputLink, InputSource, Interp } from './linkage.js';
import { BATCH_QUADS } from './quad-batch.js';
import { type QuadTally, shareTally, tallyOf } from './quad-tally.js';
import {
  instanceKey,
  instantiateVariant,
  type KernelCode,
  scratchAt,
  scratchBytes,
  scratchFits,
  type WasmBlockLinkage,
  type WasmBlockPlace,
  type WasmScratch,
  type WasmVariantExports,
  wasmBlockFunction,
} from './wasm-block-call.js';
import { type PortableWasmVariant, portableWasmVariant } from './wasm-block-portable.js';
import { quadsScratchOf, recordSpan, wasmQuadsFunction } from './wasm-quads.js';

/** Pages the modules declare at most: the largest memory, so they import any heap's memory. */
const MAXIMUM_PAGES = 65536;

/** Which back end runs a variant's kernels: WebAssembly (codegen 'wasm') or the IR's JavaScript ('js'). */
export type BlockBackEnd = 'wasm' | 'js';

/**
 * A compiled variant: its kernels' descriptions and code (module or JavaScript source), with its
 * functions per memory (instanceKey), and its portable form for the rasterizer threads (null when they
 * cannot rebuild it).
 */
interface WasmVariant {
  /** The kernels' layouts and helpers; their IR is dropped once the code is made (kernelInfo). */
  readonly block: FragmentKernelInfo;
  /** null when the variant's partly covered quads run the template JavaScript (quadsFor). */
  readonly quads: FragmentKernelInfo | null;
  readonly code: KernelCode;
  readonly instances: WeakMap<object, WasmVariantExports>;
  readonly portable: PortableWasmVariant | null;
}

/**
 * Compiled variants by fused functions, under variantKey(integer unorm8 path, with the quads kernel,
 * shared memory, back end, the units' channel tables). A draw whose partly covered quads stay template
 * JavaScript builds no quads kernel; modules import a shared memory or a fixed one.
 */
const variants = new WeakMap<FusedFunctions, Map<string, WasmVariant | null>>();

/**
 * Where a variant of these choices is kept in its `variants` entry. The fused functions read a unit's
 * channel tables at run time, so one serves RGBA8 and SNORM texels alike; the kernels write UNORM tables
 * in the IR (texel2dVectorTables), so their variants differ by them.
 */
function variantKey(
  integerUnorm8: boolean,
  withQuads: boolean,
  shared: boolean,
  backEnd: BlockBackEnd,
  texels: readonly (Texel2d | null)[],
): string {
  const slot = (integerUnorm8 ? 1 : 0) + (withQuads ? 2 : 0) + (shared ? 0 : 4) + (backEnd === 'js' ? 8 : 0);
  return `${slot}:${texels.map((t) => (t ? (texel2dVectorTables(t) ?? 'helpers') : '')).join('|')}`;
}

/**
 * What a rasterizer thread needs to run a draw's WebAssembly functions: the variant, the targets' place,
 * and which of its exports the calling thread runs (the other function stays the fused JavaScript).
 */
export interface WasmBlockForThreads extends WasmBlockPlace {
  readonly variant: PortableWasmVariant;
  readonly runsBlock: boolean;
  readonly runsQuads: boolean;
}

const forThreads = new WeakMap<FusedFunctions, WasmBlockForThreads>();

/** How rasterizer threads run the WebAssembly blocks of a program withWasmBlock made (by its functions). */
export function wasmBlockForThreads(functions: FusedFunctions): WasmBlockForThreads | undefined {
  return forThreads.get(functions);
}

/**
 * Each new variant: milliseconds it took to build its IR, emit its module and compile it, and the
 * functions its module exports (1: block only, 2: block and quads) — for measurements and tests.
 */
export const wasmBlockCompileTimes: { build: number; emit: number; compile: number; functions: number }[] =
  [];

/**
 * Each new variant of the IR's JavaScript (codegen 'js'): milliseconds it took to build its IR and to
 * emit its source (compiling it with `new Function` is left to first use) — for measurements.
 */
export const irJsCompileTimes: { build: number; emit: number }[] = [];

/** Shaders this long or longer run their partly covered quads through the IR kernels (quads 'auto'). */
export const QUADS_MIN_INSTRUCTIONS = 8;

/**
 * With quads 'auto', a shorter shader's variant runs its partly covered quads through the WebAssembly
 * kernel from the first draw after this many of them were shaded (on any thread: quad-tally.ts). Building the kernel too made a new state's module about 0.6 ms slower to build, emit and
 * compile, and about doubled what the build allocates (so young-generation collections land in more of
 * the first draws); the kernel then saves about 13 ns a quad on `tris` (one thread). A state drawn once
 * keeps the smaller module; one drawn again and again gets the kernel within a frame or two.
 */
export const HOT_QUADS = 1 << 17;

/**
 * What the WebAssembly blocks take on besides arithmetic. Texture lookups the IR writes as vector code
 * (codegen/tgsi/texel-vector.ts) always run; those of other units call the one-lane texel path (a JavaScript
 * helper) for every lane, which measured about 4× slower than the fused JavaScript (bench/codegen-draws.ts,
 * `tex`), so they are off by default; tests turn them on to check their bytes. `quads` runs partly covered
 * quads through WebAssembly too: always (true), never (false), or by default ('auto') for shaders of at least
 * QUADS_MIN_INSTRUCTIONS instructions, and for shorter ones once a variant is hot (`hotQuads` of them shaded,
 * HOT_QUADS by default; tests set it to compare ways). The quads
 * kernel computes all four lanes of a quad however few are covered: with `alu`'s 66 instructions a frame
 * measured 2.1× faster with it (its few partly covered quads took half the frame in JavaScript), with the
 * `tris` workload's one-instruction shader (small triangles) 6% faster, but building it costs a new
 * state's first draw (see HOT_QUADS).
 * @internal
 */
export const wasmBlockSettings: { textures: boolean; quads: boolean | 'auto'; hotQuads: number } = {
  textures: false,
  quads: 'auto',
  hotQuads: HOT_QUADS,
};

/**
 * What the IR's JavaScript takes on with codegen 'js' (SoftScreenOptions' internal `jsTemplates` turns it all
 * off): whole blocks (`blocks`); partly covered quads — always, never, or ('auto') for shaders of at least
 * QUADS_MIN_INSTRUCTIONS instructions, the threshold both back ends share; variants that look textures up
 * (`textures`; units the vector lookup does not serve also need wasmBlockSettings.textures). Chosen by
 * measurement (one thread, CPU time, templates against the IR's JavaScript in one process, pipe-level
 * workloads; see codegen/README.md): whole blocks of `fill` 1.0× and of `alu` 1.06× the templates' speed;
 * `tex`'s textured blocks 0.86×, so textured variants keep the templates; partly covered quads of `tris`'s
 * pass-through shader 0.80×, of `alu`'s 66 instructions faster (the frame 1.07× more), so quads take the
 * WebAssembly path's threshold.
 * @internal
 */
export const irJsSettings: { blocks: boolean; quads: boolean | 'auto'; textures: boolean } = {
  blocks: true,
  quads: 'auto',
  textures: false,
};

/**
 * Whether the partly covered quads of `shader` run through the IR kernels of `backEnd` (`tally`: the
 * quads the variant shaded so far, for WebAssembly's hot variants).
 */
function quadsFor(shader: TgsiShader, backEnd: BlockBackEnd, tally: QuadTally): boolean {
  const setting = backEnd === 'wasm' ? wasmBlockSettings.quads : irJsSettings.quads;
  if (setting !== 'auto') return setting;
  return (
    shader.instructions.length >= QUADS_MIN_INSTRUCTIONS ||
    (backEnd === 'wasm' && tally.quads >= wasmBlockSettings.hotQuads)
  );
}

/** What the kernels store and test for a draw. */
interface SubsetSpec {
  readonly color: ColorStoreSpec;
  readonly depth: DepthSpec | null;
  readonly stencil: StencilSpec | null;
  readonly alphaTest: AlphaTestSpec | null;
  readonly countSamples: boolean;
}

/** What the kernels store and test for `key`, or null when it is outside the subset they serve. */
function subsetSpec(key: BackendKey): SubsetSpec | null {
  const colors = key.colors.filter((c) => c !== null);
  const c = key.colors[0];
  if (colors.length !== 1 || !c || c.output < 0 || c.output1 >= 0) return null;
  if ((c.codec !== 'rgba8' && c.codec !== 'bgra8') || !c.word || c.cls !== 'normalized' || c.srgb)
    return null;
  // A logic op turns blending off (backend.ts colorTarget); COPY stores the colour as it is.
  const logicOn = key.logicop !== null;
  const blending = c.blend.blendEnable && !logicOn;
  if (blending && !blendServed(c.blend)) return null;
  const { dsa, zs } = key;
  if (zs?.depth && dsa.depth.boundsTest) return null;
  const depthUsed = zs !== null && dsa.depth.enabled && zs.depth !== null;
  const stencilUsed = zs !== null && dsa.stencil[0].enabled && zs.stencil !== null;
  if (depthUsed && (!depthLayoutServed(zs) || key.depthOutput >= 0)) return null;
  if (stencilUsed && (!stencilLayoutServed(zs) || key.stencilOutput >= 0)) return null;
  if (key.coverageAlpha || key.alphaToCoverage || key.alphaToOne || key.depthClamp) return null;
  return {
    color: {
      codec: c.codec,
      blend: blending ? c.blend : false,
      colormask: c.blend.colormask,
      noAlpha: c.noAlpha,
      logicOp: logicOn && key.logicop !== PipeLogicop.COPY && c.logicOpBits !== null ? key.logicop : null,
    },
    depth: depthUsed ? { zs, func: dsa.depth.func, write: dsa.depth.writemask } : null,
    stencil: stencilUsed
      ? { zs, faces: [dsa.stencil[0], dsa.stencil[1].enabled ? dsa.stencil[1] : null] }
      : null,
    alphaTest: dsa.alpha.enabled ? { func: dsa.alpha.func, clamp: key.clampColor } : null,
    countSamples: key.countSamples,
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
 * `program` with its block and quads functions through the IR kernels of `backEnd` (WebAssembly, or the
 * IR's JavaScript as irJsSettings says) when the draw is in the subset and its targets live in `heap`;
 * else `program` itself.
 */
export function withWasmBlock(
  program: FusedProgram,
  draw: WasmBlockDraw,
  heap: WasmHeap,
  backEnd: BlockBackEnd = 'wasm',
): FusedProgram {
  const js = backEnd === 'js';
  if (js && !irJsSettings.blocks && irJsSettings.quads === false) return program;
  const spec = subsetSpec(draw.key);
  const view = draw.params.colors[0];
  const testsZs = spec !== null && (spec.depth !== null || spec.stencil !== null);
  const zsView = testsZs ? draw.params.zs : null;
  if (!spec || !view || (!js && !wasmSimdSupported()) || (testsZs && !zsView)) return program;
  const helperTexels = program.texels.some((t) => t instanceof Texel2d && !texel2dVectorServes(t));
  if (!wasmBlockSettings.textures && helperTexels) return program;
  if (js && !irJsSettings.textures && program.texels.some((t) => t !== null)) return program;
  const heapBase = heap.offsetOf(view.u8);
  const zsBase = zsView ? heap.offsetOf(zsView.u8) : 0;
  if (heapBase === null || zsBase === null) return program;
  const tally = tallyOf(program.functions);
  const withQuads = quadsFor(draw.shader, backEnd, tally);
  const variant = variantOf(program, draw, spec, withQuads, heap.shared, backEnd);
  if (!variant) return program;
  const scratch = scratchOf(heap, variant.block, ...(variant.quads ? [variant.quads] : []));
  const bindingWords = unitBindingWords(variant.block, program.texels, heap);
  if (!scratch || !bindingWords) return program;
  const place: WasmBlockPlace = {
    target: heapBase + view.base,
    rowStride: view.stride,
    layerStride: view.layerStride,
    zsTarget: zsView ? zsBase + zsView.base : 0,
    zsRowStride: zsView?.stride ?? 0,
    zsLayerStride: zsView?.layerStride ?? 0,
    bindingWords,
  };
  const batchScratch = variant.quads ? quadsScratchOf(heap, recordSpan(variant.quads.recordEntries)) : null;
  const runsQuads = batchScratch !== null;
  // The template variant has no block function where whole blocks need per-lane data.
  const runsBlock = program.functions.block !== null && (!js || irJsSettings.blocks);
  if (!runsBlock && !runsQuads) return program;
  // After the ranges are allocated: JavaScript sees the memory's buffer as it is when compiled.
  const { block, quads } = instanceOf(variant, heap);
  // The template's functions this draw keeps, compiled now: kept stubs would add a call to each batch.
  const template = runsQuads && runsBlock ? program.functions : compiledFused(program.functions);
  const functions: FusedFunctions = {
    ...(variant.quads && batchScratch
      ? wasmQuadsFunction(
          quads,
          linkageOf(variant.quads),
          scratch,
          batchScratch,
          place,
          !js,
          js ? irJsCounts : undefined,
        )
      : { quads: template.quads }),
    block: runsBlock
      ? wasmBlockFunction(block, linkageOf(variant.block), scratch, place, js ? irJsCounts : null)
      : template.block,
  };
  shareTally(functions, tally);
  if (variant.portable)
    forThreads.set(functions, { variant: variant.portable, runsBlock, runsQuads, ...place });
  return makeFusedProgram(
    functions,
    program.source,
    program.texels,
    program.constantFloats,
    program.constantWords,
    !js,
  );
}

function variantOf(
  program: FusedProgram,
  draw: WasmBlockDraw,
  subset: SubsetSpec,
  withQuads: boolean,
  shared: boolean,
  backEnd: BlockBackEnd,
): WasmVariant | null {
  // The JavaScript back end stays exact (SoftScreenOptions.integerUnorm8).
  const integerUnorm8 = draw.integerUnorm8 === true && backEnd === 'wasm';
  const texels = program.texels.map((t) => (t instanceof Texel2d ? t : null));
  const key = variantKey(integerUnorm8, withQuads, shared, backEnd, texels);
  const known = variants.get(program.functions)?.get(key);
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
    texels,
    integerUnorm8,
  };
  const block = fusedBlockKernel(spec);
  const quads = block && withQuads ? fusedQuadsKernel(spec, BATCH_QUADS) : null;
  let variant: WasmVariant | null = null;
  if (block && (quads || !withQuads)) {
    const code = backEnd === 'wasm' ? wasmCode(block, quads, shared, start) : jsCode(block, quads, start);
    variant = {
      block: kernelInfo(block),
      quads: quads && kernelInfo(quads),
      code,
      instances: new WeakMap(),
      // Threads share only shared memories: a variant over a fixed one stays on this thread.
      portable: shared ? portableWasmVariant(block, quads, code, moduleHelpers(block, quads), texels) : null,
    };
  }
  const compiled = variants.get(program.functions) ?? new Map<string, WasmVariant | null>();
  compiled.set(key, variant);
  variants.set(program.functions, compiled);
  return variant;
}

/** The kernels' module (noting its times in wasmBlockCompileTimes, the IR built since `start`). */
function wasmCode(
  block: FusedBlockKernel,
  quads: FusedQuadsKernel | null,
  shared: boolean,
  start: number,
): KernelCode {
  const built = performance.now();
  const bytes = emitWasm(quads ? [block.fn, quads.fn] : [block.fn], {
    minimumPages: 1,
    maximumPages: MAXIMUM_PAGES,
    shared,
  });
  const emitted = performance.now();
  const module = new (webAssembly()!.Module)(bytes);
  const compiled = performance.now();
  wasmBlockCompileTimes.push({
    build: built - start,
    emit: emitted - built,
    compile: compiled - emitted,
    functions: quads ? 2 : 1,
  });
  return { backEnd: 'wasm', module };
}

/**
 * The kernels' JavaScript source (compiled per buffer of the memory: instanceOf), noting its times in
 * irJsCompileTimes (the IR built since `start`).
 */
function jsCode(block: FusedBlockKernel, quads: FusedQuadsKernel | null, start: number): KernelCode {
  const built = performance.now();
  const code: KernelCode = { backEnd: 'js', block: emitJs(block.fn), quads: quads && emitJs(quads.fn) };
  irJsCompileTimes.push({ build: built - start, emit: performance.now() - built });
  return code;
}

/**
 * What a variant keeps of a kernel once its code is made: not its IR, so each variant's IR dies young
 * (kept, it made every scavenge copy it and then the old generation hold it, 0.1–0.2 MB a variant).
 */
function kernelInfo(kernel: FragmentKernelInfo): FragmentKernelInfo {
  const { helpers, constantWords, units, bindingWordsAt, constantsLength, recordEntries, countsSamples } =
    kernel;
  return { helpers, constantWords, units, bindingWordsAt, constantsLength, recordEntries, countsSamples };
}

/** The helpers a variant's module imports: those of its kernels. */
function moduleHelpers(
  block: FragmentKernelInfo,
  quads: FragmentKernelInfo | null,
): FragmentKernelInfo['helpers'] {
  return quads ? { ...block.helpers, ...quads.helpers } : block.helpers;
}

/**
 * The binding words of the draw's units the kernel looks up as vector code (texel-vector.ts), laid out
 * as the kernel reads them from its bindingWordsAt; null when one of them cannot read its binding
 * (texels outside the heap).
 */
function unitBindingWords(
  kernel: FragmentKernelInfo,
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
    words.set(bound, UNIT_BINDING_WORDS * u);
  }
  return words;
}

/** What the calls of a kernel's export need: its layout, and its units looked up through helpers. */
function linkageOf(kernel: FragmentKernelInfo): WasmBlockLinkage {
  const units = kernel.units.map((u) => (u?.kind === 'helpers' ? u : null));
  return { ...kernel, units };
}

/** The variant's functions over `heap`: instantiated once per memory, or compiled once per buffer. */
function instanceOf(variant: WasmVariant, heap: WasmHeap): WasmVariantExports {
  const key = instanceKey(variant.code, heap.memory);
  let exports = variant.instances.get(key);
  if (!exports) {
    exports = instantiateVariant(variant.code, heap.memory, moduleHelpers(variant.block, variant.quads));
    variant.instances.set(key, exports);
  }
  return exports;
}

const scratches = new WeakMap<WasmHeap, WasmScratch>();

/**
 * The calling thread's scratch range of the heap, grown when a kernel reads more than it holds; null
 * when the heap has no room for it (a full fixed heap).
 */
function scratchOf(heap: WasmHeap, ...kernels: FragmentKernelInfo[]): WasmScratch | null {
  const have = scratches.get(heap);
  const linkages = kernels.map(linkageOf);
  if (have && linkages.every((l) => scratchFits(have, l))) return have;
  // Room for the largest record and constant list seen so far (rounded up), never shrinking.
  const entries = Math.max(...kernels.map((k) => k.recordEntries.length), have?.f64.length ?? 0, 128);
  const words = Math.max(...kernels.map((k) => k.constantsLength), have?.words.length ?? 0, 256);
  // The smaller range is not given back: programs of draws not yet rasterized still write into it.
  const offset = heap.tryAllocate(scratchBytes(entries, words));
  if (offset < 0) return null;
  const scratch = scratchAt(heap.memory, offset, entries, words);
  scratches.set(heap, scratch);
  return scratch;
}
