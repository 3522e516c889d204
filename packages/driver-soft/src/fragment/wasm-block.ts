// The WebAssembly back end in draws (SoftScreenOptions.codegen 'wasm', experimental): for fused variants
// whose state is in the subset codegen/kernels/fused-block.ts serves, the variant's `block` function
// (fully covered blocks) becomes an export of a WebAssembly SIMD module built from the IR, reading the
// render target in the screen's WasmHeap in place. The record entries and constant words a block reads
// are copied into a small scratch range of the heap per call. Modules are compiled once per fused
// variant (keyed by its functions, which fused-shade.ts caches per variant key) and instantiated once per
// memory. Everything else — partial quads, other states, targets outside the heap, rasterizer threads —
// keeps the fused JavaScript functions; both give the same bytes.
import { PipeBlend, PipeBlendFactor, type PipeRtBlendState } from '@gallium-ts/gallium-api';
import type { WasmHeap } from '@gallium-ts/gallium-api/util';
import type { TgsiShader } from '@gallium-ts/tgsi';
import { emitWasm } from '../codegen/ir/emit-wasm.js';
import { type BlockInput, type FusedBlockKernel, fusedBlockKernel } from '../codegen/kernels/fused-block.js';
import { type WasmModule, wasmSimdSupported, webAssembly } from '../codegen/wasm/runtime.js';
import { Texel2d, type Texel2dBinding } from '../texture/texel-2d.js';
import type { BackendParams } from './backend.js';
import type { BackendKey } from './backend-key.js';
import type { FusedFunctions, FusedProgram } from './fused-shade.js';
import { type InputLink, InputSource, Interp } from './linkage.js';

/** Pages the modules declare at most: the largest memory, so they import any heap's memory. */
const MAXIMUM_PAGES = 65536;

/** A compiled variant: its kernel's description and module, with instances per memory. */
interface WasmVariant {
  readonly kernel: FusedBlockKernel;
  readonly module: WasmModule;
  readonly instances: WeakMap<object, (...params: number[]) => void>;
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
 * fused JavaScript (bench/codegen-draws.ts, `tex`); tests turn them on to check their bytes.
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
  if (!wasmBlockSettings.textures && program.texels.some((t) => t)) return program;
  const heapBase = heap.offsetOf(view.u8);
  if (heapBase === null) return program;
  const variant = variantOf(program, draw, codec);
  if (!variant) return program;
  const block = instanceOf(variant, heap);
  const scratch = scratchOf(heap, variant.kernel);
  const { recordLength, constantWords, units } = variant.kernel;
  const target = heapBase + view.base;
  const rowStride = view.stride;
  const layerStride = view.layerStride;
  const wasmBlock: FusedFunctions['block'] = (
    _batch,
    records,
    r,
    bx,
    by,
    _front,
    layer,
    _params,
    _cf,
    cw,
    texels,
  ) => {
    scratch.f64.set(records.subarray(r, r + recordLength));
    for (let i = 0; i < constantWords.length; i++) {
      const [slot, word] = constantWords[i]!;
      scratch.words[i] = cw[slot]![word]! | 0;
    }
    for (let u = 0; u < units.length; u++) units[u]?.bind(texels[u] as Texel2dBinding);
    block(scratch.record, bx, by, target + layer * layerStride, rowStride, scratch.constants);
  };
  return { ...program, functions: { quads: program.functions.quads, block: wasmBlock }, wasm: true };
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
  const kernel = fusedBlockKernel({
    shader: draw.shader,
    inputs,
    sampleOffset: draw.sampleOffset,
    output: c.output,
    blend: c.blend.blendEnable,
    codec,
    texels: program.texels.map((t) => (t instanceof Texel2d ? t : null)),
    integerUnorm8: draw.integerUnorm8 === true,
  });
  let variant: WasmVariant | null = null;
  if (kernel) {
    const built = performance.now();
    const bytes = emitWasm([kernel.fn], { minimumPages: 1, maximumPages: MAXIMUM_PAGES, shared: true });
    const emitted = performance.now();
    variant = { kernel, module: new (webAssembly()!.Module)(bytes), instances: new WeakMap() };
    const compiled = performance.now();
    wasmBlockCompileTimes.push({ build: built - start, emit: emitted - built, compile: compiled - emitted });
  }
  const both = variants.get(program.functions) ?? [undefined, undefined];
  both[integer] = variant;
  variants.set(program.functions, both);
  return variant;
}

function instanceOf(variant: WasmVariant, heap: WasmHeap): (...params: number[]) => void {
  let block = variant.instances.get(heap.memory);
  if (!block) {
    const instance = new (webAssembly()!.Instance)(variant.module, {
      env: { memory: heap.memory },
      helpers: variant.kernel.helpers,
    });
    block = instance.exports.block as (...params: number[]) => void;
    variant.instances.set(heap.memory, block);
  }
  return block;
}

/** A heap's scratch range: the record entries at `record`, then the constant words at `constants`. */
interface Scratch {
  readonly record: number;
  readonly constants: number;
  readonly f64: Float64Array;
  readonly words: Int32Array;
}

const scratches = new WeakMap<WasmHeap, Scratch>();

/** The heap's scratch range, grown when `kernel` reads more than it holds. */
function scratchOf(heap: WasmHeap, kernel: FusedBlockKernel): Scratch {
  const have = scratches.get(heap);
  const recordBytes = kernel.recordLength * 8;
  if (have && have.f64.length >= kernel.recordLength && have.words.length >= kernel.constantWords.length)
    return have;
  // Room for the largest record and constant list seen so far (rounded up), never shrinking.
  const records = Math.max(recordBytes, (have?.f64.length ?? 0) * 8, 1024);
  const words = Math.max(kernel.constantWords.length, have?.words.length ?? 0, 256);
  // The smaller range is not given back: programs of draws not yet rasterized still write into it.
  const offset = heap.allocate('withWasmBlock', records + words * 4);
  const memory = heap.memory.buffer;
  const scratch: Scratch = {
    record: offset,
    constants: offset + records,
    f64: new Float64Array(memory, offset, records / 8),
    words: new Int32Array(memory, offset + records, words),
  };
  scratches.set(heap, scratch);
  return scratch;
}
