// SoftScreen and createSoftScreen: driver-soft's screen, on gallium-api's CPU storage layer, answering
// caps and format support from SOFT_CAPS. Created resources live in the screen's WebAssembly heap where
// the engine has WebAssembly (gallium-api's WasmHeap: a shared memory where there is SharedArrayBuffer,
// else a fixed one). With more than one rasterizer thread the screen owns the
// threads (src/raster/scene-threads.ts: worker_threads in Node, Web Workers in cross-origin isolated
// pages) and its resources live in shared memory (that heap, or SharedArrayBuffers).
import { PipeError, type ScreenOptions } from '@gallium-ts/gallium-api';
import {
  CpuScreen,
  capsFromTable,
  overrideCaps,
  type PipeCapsOverrides,
  webAssemblyMemoryAvailable,
} from '@gallium-ts/gallium-api/util';
import { SOFT_CAPS, SOFT_CAPS_TABLE } from './caps.js';
import { wasmSimdSupported } from './codegen/wasm/runtime.js';
import { DEFAULT_MIN_PIXELS } from './raster/raster-threads.js';
import {
  createSceneThreads,
  defaultSceneThreadCount,
  type RasterBackend,
  type SceneThreads,
  threadsBackend,
} from './raster/scene-threads.js';
import { WebRasterThreads } from './raster/web-worker-threads.js';
import { SoftContext } from './soft-context.js';

/** Ends the threads of screens that were never destroyed, once they are garbage. */
const abandoned = new FinalizationRegistry<SceneThreads>((threads) => threads.destroy());

/** Options of createSoftScreen (also accepted through the loader: `createScreen({ driver: 'soft' })`). */
export interface SoftScreenOptions extends ScreenOptions {
  /** Largest resource in bytes (default 1 GiB); larger ones fail with PipeError. */
  maxResourceBytes?: number;
  /**
   * Fuse simple fragment shaders with interpolation and the back end into one generated function per
   * draw state (default true). Off, every draw is shaded in batches; the pictures are the same.
   */
  fusedShading?: boolean;
  /**
   * Which back end of the code generation layer (src/codegen) runs fused fragment variants. 'wasm' runs the
   * variants in the kernels' subset (one RGBA8 / BGRA8 UNORM colour buffer in the screen's heap, any blend
   * but dual-source, any colour mask, the depth test on Z24 / Z32F / Z16, the stencil test on Z24 + S8,
   * the alpha test, logic ops, occlusion counting) as WebAssembly SIMD — their fully covered blocks, and
   * the partly covered quads of shaders of 8 or more instructions — on the calling thread and on the
   * rasterizer threads alike. 'js' runs the same kernels emitted as JavaScript over the heap for the untextured
   * variants of that subset. Every other draw keeps the template JavaScript. Default: 'wasm' where
   * WebAssembly SIMD exists and the screen has its heap (see wasmMemory; every page with WebAssembly SIMD,
   * cross-origin isolated or not), else 'js' (always 'js' where the engine has no WebAssembly: its heap,
   * one thread only, is then a plain ArrayBuffer the IR's JavaScript works in). The pictures are the same.
   */
  codegen?: 'js' | 'wasm';
  /**
   * With codegen 'js', keep every fused variant on the template functions of fragment/fused-shade.ts
   * instead of running the IR kernels as JavaScript where they serve the state (default false). The
   * pictures are the same; meant for the exactness tests and as the benchmarks' "before" reference.
   * @internal
   */
  jsTemplates?: boolean;
  /**
   * The integer unorm8 path, as llvmpipe's linear path (default false). With the WebAssembly back end,
   * draws whose fragment shader passes an interpolated colour, or a bilinear texel of a 4-byte UNORM
   * texture (REPEAT on a power-of-two size, or CLAMP_TO_EDGE; one level) at interpolated coordinates,
   * through to one RGBA8 / BGRA8 target that keeps the channels in the texture's byte order (unblended or
   * SRC_ALPHA / INV_SRC_ALPHA)
   * shade the fully covered blocks of affine primitives in integer arithmetic: faster, and every byte
   * within 1 of the exact one. Everything else, and the JavaScript back end, stays exact.
   */
  integerUnorm8?: boolean;
  /**
   * Loop iterations one shader run may execute (tgsi's `maxLoopIterations`, default 1 048 576); a run
   * beyond it stops its draw or grid with PipeError.
   */
  maxLoopIterations?: number;
  /**
   * Keep the bytes of created resources in one WebAssembly.Memory of the screen (its `wasmHeap`), where
   * generated WebAssembly code reads and writes them in place (default true where WebAssembly exists).
   * Where SharedArrayBuffer exists (Node, cross-origin isolated pages) the memory is shared, grows as
   * needed and the rasterizer threads see it; elsewhere (a page that is not cross-origin isolated) it is
   * a fixed memory of wasmMemoryMaxBytes, made at that size and never grown, on the calling thread only.
   * Resources the heap has no room for are ArrayBuffers (or SharedArrayBuffers with threads) and their
   * draws take the JavaScript back end. false: no heap, as before. The pictures are the same.
   */
  wasmMemory?: boolean;
  /**
   * Whether the heap's memory is shared (default: where SharedArrayBuffer exists). false makes the
   * fixed memory of a page without SharedArrayBuffer anywhere (tests use it in Node) and, since the
   * threads could not see it, one rasterizer thread.
   */
  wasmMemoryShared?: boolean;
  /**
   * The most bytes the heap's shared memory may grow to (default and at most 4 GiB), or the size of a
   * fixed one (default 256 MiB: engines commit its pages only once touched).
   */
  wasmMemoryMaxBytes?: number;
  /**
   * Threads that rasterize a scene's tiles (as llvmpipe's rasterizer threads). 1 rasterizes on the
   * calling thread; N ≥ 2 starts N worker threads with the first scene they can take and keeps resources
   * in shared memory: in Node worker_threads (the calling thread waits for them), in a cross-origin
   * isolated page module Web Workers (they start asynchronously, scenes stay on the calling thread until
   * they are ready; the calling thread rasterizes tiles too). Default: in Node `LP_NUM_THREADS` when
   * set, else the machine's cores up to 4; in a cross-origin isolated page `navigator.hardwareConcurrency`
   * up to 4; elsewhere 1. The pictures are the same with any number.
   */
  threads?: number;
  /**
   * Pages only: the URL of the rasterizer worker script, `@gallium-ts/driver-soft/web-raster-worker`
   * as the page's bundler emits it (a module worker). Default: `web-raster-worker.js` next to the
   * package's modules (`new URL('./web-raster-worker.js', import.meta.url)`), which serves unbundled
   * modules and bundlers that follow that pattern.
   */
  workerUrl?: string | URL;
  /**
   * With threads: scenes whose primitives' bounding boxes cover fewer pixels than this, summed, are
   * rasterized on the calling thread (default 262 144, a 512 × 512 target's worth): handing them to the
   * threads would cost more than it saves, and a screen that draws only such scenes never starts its
   * threads. 0 sends every scene the threads can take, Infinity none.
   */
  threadMinPixels?: number;
  /**
   * Records (8-byte entries) after which a big draw has what it binned so far rasterized, and bins on
   * (default SPLIT_RECORDS, 32 MiB, or PIECE_RECORDS, 4 MiB, with threads; see raster/scene.ts). Meant
   * for tests, which split small draws.
   * @internal
   */
  splitRecords?: number;
  /**
   * Caps to report differently (default none): the screen then behaves as a driver with those caps,
   * refusing the state they decline. Meant for testing a caller's lowerings with the native path off.
   */
  capsOverrides?: PipeCapsOverrides;
}

/** SoftScreen.rasterInfo: where scenes are rasterized. */
export interface RasterInfo {
  /** The calling thread only, Node's worker_threads, or a page's Web Workers. */
  readonly backend: RasterBackend;
  /** Worker threads (0: the calling thread only; started with the first scene, or startThreads()). */
  readonly workers: number;
  /**
   * Web Workers: tiles of threaded scenes rasterized so far by the calling thread (index 0) and by
   * each worker (1 …).
   */
  readonly tilesByThread?: readonly number[];
}

export class SoftScreen extends CpuScreen {
  /** See SoftScreenOptions.fusedShading. */
  readonly fusedShading: boolean;
  /** See SoftScreenOptions.codegen. */
  readonly codegen: 'js' | 'wasm';
  /** See SoftScreenOptions.integerUnorm8. */
  readonly integerUnorm8: boolean;
  /**
   * See SoftScreenOptions.jsTemplates.
   * @internal
   */
  readonly jsTemplates: boolean;
  /** Loop iterations one shader run may execute (undefined: tgsi's default). */
  readonly maxLoopIterations: number | undefined;
  /** Threads that rasterize scenes (see SoftScreenOptions.threads). */
  readonly threads: number;
  /**
   * See SoftScreenOptions.splitRecords.
   * @internal
   */
  readonly splitRecords: number | undefined;
  /**
   * The rasterizer threads (null with one thread).
   * @internal
   */
  readonly rasterThreads: SceneThreads | null;

  constructor(options: SoftScreenOptions = {}) {
    const threads = options.threads ?? defaultSceneThreadCount();
    if (!(Number.isInteger(threads) && threads >= 1))
      throw new PipeError('createSoftScreen', `threads must be a positive integer (got ${threads})`);
    // Threads need the heap (when there is one) to be shared.
    const shared = threads > 1 && threadsBackend() !== null && options.wasmMemoryShared !== false;
    super({
      name: 'softpipe-ts',
      vendor: 'gallium-ts',
      deviceVendor: 'CPU',
      caps: options.capsOverrides
        ? capsFromTable(overrideCaps(SOFT_CAPS_TABLE, options.capsOverrides))
        : SOFT_CAPS,
      sharedMemory: shared,
      wasmMemory: options.wasmMemory !== false,
      ...(options.wasmMemoryShared !== undefined ? { wasmMemoryShared: options.wasmMemoryShared } : {}),
      ...(options.wasmMemoryMaxBytes !== undefined ? { wasmMemoryMaxBytes: options.wasmMemoryMaxBytes } : {}),
      ...(options.maxResourceBytes !== undefined ? { maxResourceBytes: options.maxResourceBytes } : {}),
    });
    const minPixels = options.threadMinPixels ?? DEFAULT_MIN_PIXELS;
    if (!(typeof minPixels === 'number' && minPixels >= 0))
      throw new PipeError('createSoftScreen', `threadMinPixels must be a number ≥ 0 (got ${minPixels})`);
    const splitRecords = options.splitRecords;
    if (!(splitRecords === undefined || (Number.isInteger(splitRecords) && splitRecords >= 1)))
      throw new PipeError(
        'createSoftScreen',
        `splitRecords must be a positive integer (got ${String(splitRecords)})`,
      );
    this.splitRecords = splitRecords;
    this.threads = shared ? threads : 1;
    this.rasterThreads = shared
      ? createSceneThreads(threads, minPixels, this.wasmHeap, options.workerUrl)
      : null;
    if (this.rasterThreads) abandoned.register(this, this.rasterThreads, this.rasterThreads);
    this.fusedShading = options.fusedShading !== false;
    const wasm = webAssemblyMemoryAvailable();
    const codegen =
      options.codegen ?? (this.wasmHeap !== null && wasm && wasmSimdSupported() ? 'wasm' : 'js');
    if (codegen !== 'js' && codegen !== 'wasm')
      throw new PipeError('createSoftScreen', `codegen must be 'js' or 'wasm' (got ${String(codegen)})`);
    // Without WebAssembly (the heap, if any, a plain ArrayBuffer) 'wasm' has nothing to run: 'js' serves.
    this.codegen = wasm ? codegen : 'js';
    this.jsTemplates = options.jsTemplates === true;
    const integerUnorm8 = options.integerUnorm8 ?? false;
    if (typeof integerUnorm8 !== 'boolean')
      throw new PipeError(
        'createSoftScreen',
        `integerUnorm8 must be true or false (got ${String(integerUnorm8)})`,
      );
    this.integerUnorm8 = integerUnorm8;
    const loops = options.maxLoopIterations;
    if (loops !== undefined && !(Number.isInteger(loops) && loops >= 1))
      throw new PipeError('createSoftScreen', `maxLoopIterations must be a positive integer (got ${loops})`);
    this.maxLoopIterations = loops;
  }

  /** Which threads rasterize this screen's scenes, and (Web Workers) how many tiles each took. */
  get rasterInfo(): RasterInfo {
    const t = this.rasterThreads;
    if (t === null) return { backend: 'calling-thread', workers: 0 };
    const info: RasterInfo = { backend: threadsBackend() ?? 'calling-thread', workers: t.count };
    return t instanceof WebRasterThreads ? { ...info, tilesByThread: [...t.tilesByThread] } : info;
  }

  /**
   * Starts the rasterizer threads now and resolves once they take scenes (true), or false when the
   * screen has none or they could not start. Not needed for drawing: scenes the threads cannot take yet
   * are rasterized on the calling thread. In a page, awaiting it makes the first frames threaded too.
   */
  startThreads(): Promise<boolean> {
    const t = this.rasterThreads;
    if (t === null) return Promise.resolve(false);
    return t.whenReady ? t.whenReady() : Promise.resolve(t.ready());
  }

  protected createContext(priv: unknown, flags: number): SoftContext {
    return new SoftContext(this, priv, flags);
  }

  /** destroy: ends the rasterizer threads. */
  protected override destroyNow(): void {
    if (this.rasterThreads) {
      abandoned.unregister(this.rasterThreads);
      this.rasterThreads.destroy();
    }
  }
}

/** A software-rasterizer screen. */
export function createSoftScreen(options: SoftScreenOptions = {}): SoftScreen {
  return new SoftScreen(options);
}
