// A draw's fused fragment state as plain data a rasterizer thread can rebuild (src/raster/raster-threads.ts):
// the id of its generated source (and of its WebAssembly variant, with the target's heap address,
// when its blocks or quads run as WebAssembly), the render targets as views of SharedArrayBuffers, the texel units'
// bytes (shared) and value tables, and the constants (shared, or copied when they are not), all things
// structured cloning carries. Only fused states whose targets and textures are in shared memory travel;
// any other state keeps its scene on the calling thread.
import type { TileState } from '../raster/tile-rasterizer.js';
import type { Texel2dBinding } from '../texture/texel-2d.js';
import type { BackendParams } from './backend.js';
import type { FragmentState } from './fragment-state.js';
import { type FusedFunctions, makeFusedProgram } from './fused-shade.js';
import type { TargetView } from './target-view.js';
import { type WasmBlockForThreads, wasmBlockForThreads } from './wasm-block.js';
import type { PortableWasmVariant } from './wasm-block-portable.js';

/** A texel unit as a thread receives it (the word view is made again over the received bytes). */
export interface PortableTexels extends Omit<Texel2dBinding, 'words'> {
  readonly words: boolean;
}

/**
 * A state's IR functions on a thread (WebAssembly, or the IR's JavaScript with codegen 'js'): the
 * variant's id, where the target is in the heap, and which exports run (those the calling thread runs).
 */
export interface PortableWasmBlock extends Omit<WasmBlockForThreads, 'variant'> {
  /** Id of the variant (RasterThreads.wasmVariantId). */
  readonly variant: number;
}

export interface PortableState {
  /** Id of the fused source (RasterThreads.sourceId). */
  readonly source: number;
  /** How its blocks and quads run through the IR kernels, or null: the source's template functions. */
  readonly wasm: PortableWasmBlock | null;
  readonly sampleOffset: number;
  readonly needsFacePerBatch: boolean;
  readonly needsPrimitivePerBatch: boolean;
  readonly coverageAlpha: boolean;
  readonly colors: readonly (TargetView | null)[];
  readonly zs: TargetView | null;
  readonly stencilRef: readonly [number, number];
  readonly alphaRef: number;
  readonly blendColor: readonly number[];
  /** Constant buffers slot by slot, as 32-bit floats (the integer view shares their memory). */
  readonly constants: readonly Float32Array[];
  readonly texels: readonly (PortableTexels | null)[];
}

/** A fragment state rebuilt on a rasterizer thread; its sample counts go back to the calling thread. */
export interface ThreadState extends TileState {
  readonly params: BackendParams & { readonly stats: { samples: number } };
}

function inSharedMemory(view: ArrayBufferView): boolean {
  return typeof SharedArrayBuffer === 'function' && view.buffer instanceof SharedArrayBuffer;
}

/** How the threads name what they are sent once and keep (RasterThreads). */
export interface PortableIds {
  sourceId(source: string): number;
  wasmVariantId(variant: PortableWasmVariant): number;
}

/**
 * `state` as plain data for a rasterizer thread, with its source and WebAssembly variant named by `ids`;
 * null when it cannot travel (no fused program, a coverage filter, or targets or textures outside shared
 * memory).
 */
export function portableState(state: FragmentState, ids: PortableIds): PortableState | null {
  const fused = state.fused;
  if (fused === null || state.coverageFilter !== null) return null;
  const p = state.params;
  if (p.colors.some((c) => c !== null && !inSharedMemory(c.u8))) return null;
  if (p.zs !== null && !inSharedMemory(p.zs.u8)) return null;
  const texels: (PortableTexels | null)[] = [];
  for (const t of Array.from(fused.texels, (t) => t ?? null)) {
    if (t !== null && !inSharedMemory(t.data)) return null;
    texels.push(
      t && {
        data: t.data,
        words: t.words !== null,
        tab: t.tab,
        bs: t.bs,
        w: t.w,
        h: t.h,
        start: t.start,
        stride: t.stride,
        border: t.border,
      },
    );
  }
  // IR functions of either back end (FusedProgram.wasm is set for WebAssembly only).
  const wasm = wasmBlockForThreads(fused.functions);
  return {
    source: ids.sourceId(fused.source),
    wasm: wasm ? { ...wasm, variant: ids.wasmVariantId(wasm.variant) } : null,
    sampleOffset: state.sampleOffset,
    needsFacePerBatch: state.needsFacePerBatch,
    needsPrimitivePerBatch: state.needsPrimitivePerBatch,
    coverageAlpha: state.coverageAlpha,
    colors: p.colors,
    zs: p.zs,
    stencilRef: p.stencilRef,
    alphaRef: p.alphaRef,
    blendColor: p.blendColor,
    // Constants do not change while the scene waits (writes to them rasterize it first): copies do.
    constants: fused.constantFloats.map((f) => (inSharedMemory(f) ? f : f.slice())),
    texels,
  };
}

/** The state a thread rasterizes with: `portable` with its compiled `functions`. */
export function threadState(portable: PortableState, functions: FusedFunctions): ThreadState {
  const texels = portable.texels.map(
    (t): Texel2dBinding | null =>
      t && {
        ...t,
        words: t.words ? new Uint32Array(t.data.buffer, t.data.byteOffset, t.data.byteLength >> 2) : null,
      },
  );
  return {
    discard: false,
    needsFacePerBatch: portable.needsFacePerBatch,
    needsPrimitivePerBatch: portable.needsPrimitivePerBatch,
    coverageFilter: null,
    coverageAlpha: portable.coverageAlpha,
    sampleOffset: portable.sampleOffset,
    fused: makeFusedProgram(
      functions,
      '',
      texels,
      portable.constants,
      portable.constants.map((f) => new Int32Array(f.buffer, f.byteOffset, f.length)),
      false,
    ),
    params: {
      colors: portable.colors,
      zs: portable.zs,
      stencilRef: portable.stencilRef,
      alphaRef: portable.alphaRef,
      blendColor: portable.blendColor,
      stats: { samples: 0 },
    },
  };
}

/** What a thread's scene holds for a discarded draw (never shaded). */
export const DISCARDED_STATE: ThreadState = {
  discard: true,
  needsFacePerBatch: false,
  needsPrimitivePerBatch: false,
  coverageFilter: null,
  coverageAlpha: false,
  sampleOffset: 0,
  fused: null,
  params: {
    colors: [],
    zs: null,
    stencilRef: [0, 0],
    alphaRef: 0,
    blendColor: [0, 0, 0, 0],
    stats: { samples: 0 },
  },
};
