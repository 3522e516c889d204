// The page the page tests (../pages.test.ts) open in Chromium, bundled with esbuild: `window.softPage` draws
// drawings.ts on a driver-soft screen of the given options (awaiting its Web Workers when it has threads) and
// reports the bytes with how they were shaded — the screen's back end and heap, the context's counters, the
// partly covered quads run as WebAssembly (on the workers too), the blocks the IR's JavaScript shaded (on the
// workers too), and the tiles each thread took. (The package's types have no DOM library: the page globals
// used are typed here.)
import { irJsCounts } from '../../src/fragment/ir-js-counts.js';
import { wasmQuadsCounts } from '../../src/fragment/wasm-quads.js';
import { createSoftScreen, type SoftScreenOptions } from '../../src/index.js';
import { drawCounted, type ShadedBatches } from '../scenes/draw-counted.js';
import { DRAWINGS, type Drawing } from './drawings.js';

/** What one run of the drawings gave and how (see softPage.run). */
export interface PageRun {
  readonly crossOriginIsolated: boolean;
  readonly sharedArrayBuffer: boolean;
  readonly codegen: 'js' | 'wasm';
  /** Whether the screen has a WebAssembly heap, and whether its memory is shared. */
  readonly heap: 'none' | 'shared' | 'fixed';
  readonly threads: number;
  /** Per drawing: its size and bytes in base64. */
  readonly drawings: readonly { width: number; height: number; base64: string }[];
  /** Per drawing: the shading counters of its context. */
  readonly shaded: readonly ShadedBatches[];
  /** Quads shaded by WebAssembly quads functions over every frame: in all, and of those by the workers. */
  readonly wasmQuads: number;
  readonly workerWasmQuads: number;
  /** Whole blocks shaded by the IR's JavaScript (codegen 'js') over every frame: on the page's thread, by the workers. */
  readonly irJsBlocks: number;
  readonly workerIrJsBlocks: number;
  readonly backend: string;
  readonly tilesByThread: readonly number[];
}

function base64(data: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < data.length; i += 0x8000)
    binary += String.fromCharCode(...data.subarray(i, Math.min(i + 0x8000, data.length)));
  return btoa(binary);
}

/**
 * Draws every drawing `frames` times on a screen of `options`, and with threads more (up to 100 frames)
 * until the workers drew some of what the test counts: on a loaded machine, Web Workers may get their
 * first jobs late, after the page's thread took every tile itself. Reports the last frame's.
 */
async function run(options: SoftScreenOptions, frames = 1): Promise<PageRun> {
  const screen = createSoftScreen({ ...options, workerUrl: '/raster-worker.js', threadMinPixels: 0 });
  try {
    await screen.startThreads();
    const quads = { ...wasmQuadsCounts };
    const irJs = { ...irJsCounts };
    let drawn: { result: Drawing; shaded: ShadedBatches }[] = [];
    const workersDrew = () =>
      (options.threads ?? 1) <= 1 ||
      (screen.codegen === 'wasm'
        ? wasmQuadsCounts.threadQuads > quads.threadQuads
        : irJsCounts.threadBlocks > irJs.threadBlocks);
    for (let frame = 0; frame < frames || (!workersDrew() && frame < 100); frame++)
      drawn = DRAWINGS.map(({ draw }) => drawCounted(screen, () => draw(screen)));
    const heap = screen.wasmHeap;
    const info = screen.rasterInfo;
    return {
      crossOriginIsolated: (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true,
      sharedArrayBuffer: typeof SharedArrayBuffer === 'function',
      codegen: screen.codegen,
      heap: heap === null ? 'none' : heap.shared ? 'shared' : 'fixed',
      threads: screen.threads,
      drawings: drawn.map(({ result: d }) => ({ width: d.width, height: d.height, base64: base64(d.data) })),
      shaded: drawn.map((d) => d.shaded),
      wasmQuads: wasmQuadsCounts.quads - quads.quads,
      workerWasmQuads: wasmQuadsCounts.threadQuads - quads.threadQuads,
      irJsBlocks: irJsCounts.blocks - irJs.blocks,
      workerIrJsBlocks: irJsCounts.threadBlocks - irJs.threadBlocks,
      backend: info.backend,
      tilesByThread: info.tilesByThread ?? [],
    };
  } finally {
    screen.destroy();
  }
}

(globalThis as unknown as { softPage: { run: typeof run } }).softPage = { run };
