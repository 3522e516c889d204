// Where driver-soft keeps resource bytes (soft-screen.ts, gallium-api's WasmHeap): by default in one
// shared WebAssembly.Memory per screen. Every reference scene draws the same bytes there as in ordinary
// memory; a resource destroyed while binned work still uses it keeps its bytes until the work is
// rasterized (the scene holds a reference, so its range is not handed to a new resource); creating and
// destroying many resources does not grow the memory without bound. Where there is no SharedArrayBuffer
// (simulated here by removing it, and by the wasmMemoryShared option) the heap is a fixed non-shared
// memory: the screen still picks the WebAssembly back end, on one thread, with the same bytes; a fixed
// heap with no room for a draw's target, or for the back end's scratch ranges, leaves that draw to the
// JavaScript back end, with the same bytes.
import {
  bufferTemplate,
  makeBox,
  PipeBind,
  PipeFormat,
  type PipeResource,
  PipeShader,
  PipeTransfer,
  resourceTemplate,
  samplerViewTemplate,
} from '@gallium-ts/gallium-api';
import { type CpuResource, resourceHeapOffset } from '@gallium-ts/gallium-api/util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wasmVertexCounts } from '../src/draw/wasm-vertex-batch.js';
import { wasmBlockSettings } from '../src/fragment/wasm-block.js';
import { createSoftScreen, type SoftScreenOptions } from '../src/index.js';
import { drawCounted } from './scenes/draw-counted.js';
import { PIPE_SCENES, type PipeScene, renderScene } from './scenes/index.js';
import { TEXEL_VARIANTS } from './scenes/texel-variants.js';

const inHeap = createSoftScreen({ threads: 1 });
const plain = createSoftScreen({ threads: 1, wasmMemory: false });
// No variant turns hot while the heap's ranges are counted: the first draw whose quads run through
// WebAssembly makes the heap's batch range, which stays for later draws.
const hotQuads = wasmBlockSettings.hotQuads;
beforeAll(() => {
  wasmBlockSettings.hotQuads = Number.POSITIVE_INFINITY;
});
afterAll(() => {
  wasmBlockSettings.hotQuads = hotQuads;
  inHeap.destroy();
  plain.destroy();
});

describe('resource bytes in the WebAssembly heap', () => {
  it('is the default where WebAssembly and SharedArrayBuffer exist; wasmMemory: false turns it off', () => {
    expect(inHeap.wasmHeap).not.toBeNull();
    expect(plain.wasmHeap).toBeNull();
    expect(inHeap.wasmHeap!.memory.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it.each([...PIPE_SCENES, ...TEXEL_VARIANTS])('$name: the same bytes as in ordinary memory', (scene) => {
    // Drawn once first: what the screen keeps per heap for later draws (the WebAssembly blocks' scratch
    // range, made with the first draw that runs them) is then there before counting.
    renderScene(inHeap, scene);
    const before = inHeap.wasmHeap!.stats.allocations;
    const heapImage = renderScene(inHeap, scene);
    expect(Buffer.from(heapImage.data).equals(Buffer.from(renderScene(plain, scene).data))).toBe(true);
    // Everything the scene created went back to the heap.
    expect(inHeap.wasmHeap!.stats.allocations).toBe(before);
  });

  it('a texture destroyed while a binned draw samples it keeps its bytes until the draw is rasterized', () => {
    const template = resourceTemplate({
      format: PipeFormat.R8G8B8A8_UNORM,
      width0: 8,
      height0: 8,
      bind: PipeBind.SAMPLER_VIEW,
    });
    const fill = (r: number, g: number, b: number) =>
      Uint8Array.from({ length: 8 * 8 * 4 }, (_, i) => [r, g, b, 255][i % 4]!);
    const heap = inHeap.wasmHeap!;
    let offsets: (number | null)[] = [];
    let allocationsAfterDestroy = 0;
    const scene: PipeScene = {
      name: 'destroyed-texture',
      kind: 'filled',
      width: 64,
      height: 64,
      draw: (env) => {
        const ctx = env.ctx;
        // Texturing on (the environment's own texture), then a red texture of ours in its place.
        env.texture(1, 1, 1, () => [0, 0, 255, 255]);
        env.texEnv('replace');
        const red = inHeap.resourceCreate(template);
        ctx.textureSubdata(red, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 8, 8, 1), fill(255, 0, 0), 32, 256);
        const view = ctx.createSamplerView(red, samplerViewTemplate(red));
        ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [view]);
        env.texCoord(0.5, 0.5);
        env.ndcRect(-1, -1, 1, 1);
        // The draw is binned; its texture goes away, and a green one of the same size comes.
        ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [null]);
        ctx.samplerViewDestroy(view);
        const redOffset = resourceHeapOffset(red as CpuResource);
        inHeap.resourceDestroy(red);
        allocationsAfterDestroy = heap.stats.allocations;
        const green = env.own(inHeap.resourceCreate(template));
        ctx.textureSubdata(green, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 8, 8, 1), fill(0, 255, 0), 32, 256);
        offsets = [redOffset, resourceHeapOffset(green as CpuResource)];
      },
    };
    const before = heap.stats.allocations;
    const image = renderScene(inHeap, scene);
    // The red range was still held by the scene when the green texture was made.
    expect(offsets[1]).not.toBe(offsets[0]);
    expect(allocationsAfterDestroy).toBeGreaterThan(before);
    for (let i = 0; i < image.data.length; i += 4)
      expect(Array.from(image.data.subarray(i, i + 4))).toEqual([255, 0, 0, 255]);
    expect(heap.stats.allocations).toBe(before);
  });

  it('creating and destroying 10 000 resources keeps the memory within a bound', () => {
    const screen = createSoftScreen({ threads: 1 });
    const heap = screen.wasmHeap!;
    const live: CpuResource[] = [];
    for (let i = 0; i < 10_000; i++) {
      // 16 × 16 to 256 × 256 RGBA textures, up to 32 alive at once
      const side = 16 << (i % 5);
      live.push(screen.resourceCreate(resourceTemplate({ width0: side, height0: side })) as CpuResource);
      if (live.length > 32) screen.resourceDestroy(live.splice((i * 7) % live.length, 1)[0]!);
    }
    for (const r of live) screen.resourceDestroy(r);
    expect(heap.stats).toMatchObject({ allocations: 0, bytesInUse: 0, freeRanges: 0 });
    // At most 32 alive of at most 256 KiB each: 8 MiB, twice that with fragmentation, plus slack.
    expect(heap.stats.memoryBytes).toBeLessThanOrEqual(2 * 32 * 256 * 1024 + (1 << 20));
    screen.destroy();
  });
});

describe('a fixed WebAssembly heap (no SharedArrayBuffer)', () => {
  const smooth = PIPE_SCENES.find((s) => s.name === 'smooth-triangles')!;
  const jsImage = () => {
    const screen = createSoftScreen({ threads: 1, codegen: 'js' });
    try {
      return Buffer.from(renderScene(screen, smooth).data);
    } finally {
      screen.destroy();
    }
  };

  /**
   * smooth-triangles on a screen of `options`, after `before(screen)` (which returns resources to
   * destroy at the end): its bytes, how it was shaded, and the heap's stats after.
   */
  function drawSmooth(
    options: SoftScreenOptions,
    before: (screen: ReturnType<typeof createSoftScreen>) => PipeResource[] = () => [],
  ) {
    const screen = createSoftScreen(options);
    try {
      const kept = before(screen);
      const batches = wasmVertexCounts.batches;
      const { result, shaded } = drawCounted(screen, () => renderScene(screen, smooth));
      const heapStats = screen.wasmHeap?.stats;
      for (const r of kept) screen.resourceDestroy(r);
      return {
        screen,
        heapStats,
        bytes: Buffer.from(result.data),
        wasmBlocks: shaded.wasmBlocks,
        fusedBlocks: shaded.fusedBlocks,
        wasmVertexBatches: wasmVertexCounts.batches - batches,
      };
    } finally {
      screen.destroy();
    }
  }

  it('without SharedArrayBuffer the default screen has a fixed heap, the WebAssembly back end and one thread, and draws the same bytes', () => {
    const saved = globalThis.SharedArrayBuffer;
    let drawn: ReturnType<typeof drawSmooth>;
    try {
      (globalThis as { SharedArrayBuffer?: unknown }).SharedArrayBuffer = undefined;
      drawn = drawSmooth({});
    } finally {
      globalThis.SharedArrayBuffer = saved;
    }
    const { screen, bytes, wasmBlocks } = drawn;
    expect(screen.wasmHeap!.shared).toBe(false);
    expect(screen.wasmHeap!.memory.buffer).not.toBeInstanceOf(SharedArrayBuffer);
    expect(screen.wasmHeap!.maximumBytes).toBe(256 << 20);
    expect([screen.codegen, screen.threads, screen.rasterInfo.backend]).toEqual([
      'wasm',
      1,
      'calling-thread',
    ]);
    expect(wasmBlocks).toBeGreaterThan(0);
    expect(bytes.equals(jsImage())).toBe(true);
  });

  it('wasmMemoryShared: false gives a fixed heap of wasmMemoryMaxBytes and one thread, even when more are asked', () => {
    const screen = createSoftScreen({ threads: 3, wasmMemoryShared: false, wasmMemoryMaxBytes: 8 << 20 });
    try {
      expect([screen.wasmHeap!.shared, screen.wasmHeap!.stats.memoryBytes]).toEqual([false, 8 << 20]);
      expect([screen.codegen, screen.threads, screen.rasterThreads]).toEqual(['wasm', 1, null]);
    } finally {
      screen.destroy();
    }
  });

  it('a target the full heap has no room for is drawn by the JavaScript back end, the same bytes', () => {
    // One page: the 128 × 128 colour buffer (64 KiB) does not fit.
    const drawn = drawSmooth({ threads: 1, wasmMemoryShared: false, wasmMemoryMaxBytes: 65536 });
    expect(drawn.fusedBlocks).toBeGreaterThan(0);
    expect(drawn.wasmBlocks).toBe(0);
    expect(drawn.bytes.equals(jsImage())).toBe(true);
  });

  it('targets in the heap but no room left for the scratch ranges: the JavaScript back end, the same bytes', () => {
    // A filler range first, then the colour and depth/stencil buffers (64 KiB each): in three pages
    // they fill the heap exactly; in six, the back end's ranges (vertex batches: 128 KiB) fit after them.
    const filler = (screen: ReturnType<typeof createSoftScreen>) => {
      const range = screen.resourceCreate(bufferTemplate(3 * 65536 - 64 - 2 * 128 * 128 * 4, 0));
      expect(resourceHeapOffset(range as CpuResource)).toBe(64);
      return [range];
    };
    const fixed = (pages: number): SoftScreenOptions => ({
      threads: 1,
      wasmMemoryShared: false,
      wasmMemoryMaxBytes: pages * 65536,
    });
    const full = drawSmooth(fixed(3), filler);
    expect(full.heapStats).toMatchObject({ allocations: 1, bytesInUse: 65472 });
    expect(full.fusedBlocks).toBeGreaterThan(0);
    expect([full.wasmBlocks, full.wasmVertexBatches]).toEqual([0, 0]);
    expect(full.bytes.equals(jsImage())).toBe(true);
    const roomy = drawSmooth(fixed(6), filler);
    expect(roomy.wasmBlocks).toBeGreaterThan(0);
    expect(roomy.wasmVertexBatches).toBeGreaterThan(0);
    expect(roomy.bytes.equals(full.bytes)).toBe(true);
  });
});
