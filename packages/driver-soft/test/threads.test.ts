// Rasterizer threads (src/raster/raster-threads.ts) draw what the calling thread draws: every reference
// scene and every inline texel variant gives the same bytes and the same shading counts with 1, 2 and 3
// threads, with either code generation back end (codegen 'wasm', the default, whose WebAssembly blocks
// the threads run too, and 'js'), scenes of fused draws really are rasterized by the threads, scenes the threads cannot take
// (user-memory targets, counted draws, small scenes) stay on the calling thread, occlusion counts do not
// change, threads that cannot start leave the work to the calling thread, and the threads neither outlive
// destroy() nor keep a process alive.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  PipeBind,
  PipeClear,
  PipeError,
  PipeFormat,
  PipePrim,
  PipeQuery,
  type PipeQueryResult,
  resourceTemplate,
  surfaceTemplate,
} from '@gallium-ts/gallium-api';
import { type CpuResource, resourceHeapOffset } from '@gallium-ts/gallium-api/util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSoftScreen, type SoftContext, type SoftScreen } from '../src/index.js';
import { defaultThreadCount } from '../src/raster/raster-threads.js';
import { drawCounted } from './scenes/draw-counted.js';
import { PIPE_SCENES, type PipeScene, renderScene } from './scenes/index.js';
import { SceneEnv } from './scenes/scene-env.js';
import { ALL_FUSED, TEXEL_VARIANTS } from './scenes/texel-variants.js';

type Codegen = 'wasm' | 'js';

/**
 * One screen per thread count and back end, shared by the tests (threads start once per screen), sending
 * every scene the threads can take to them however small.
 */
const screens = new Map<string, SoftScreen>();
function screenWith(threads: number, codegen: Codegen = 'wasm'): SoftScreen {
  let screen = screens.get(`${threads}${codegen}`);
  if (!screen) {
    screen = createSoftScreen({ threads, threadMinPixels: 0, codegen });
    screens.set(`${threads}${codegen}`, screen);
  }
  return screen;
}
afterAll(() => {
  for (const screen of screens.values()) screen.destroy();
});

/** The scene's picture with `threads` threads and how its batches were shaded. */
function draw(scene: PipeScene, threads: number, codegen: Codegen = 'wasm') {
  const screen = screenWith(threads, codegen);
  const { result: image, shaded } = drawCounted(screen, () => renderScene(screen, scene));
  return { image, shaded };
}

/** An occlusion counter's result. */
function count(result: PipeQueryResult | null): bigint {
  if (result?.kind !== 'u64') throw new Error(`not an occlusion count: ${JSON.stringify(result)}`);
  return result.value;
}

/**
 * Checks `scene` with 1, 2 and 3 threads through `codegen` (and with 1 thread against the other back
 * end); returns the shading counts with 2.
 */
function sameWithThreads(scene: PipeScene, codegen: Codegen) {
  const one = draw(scene, 1, codegen);
  expect(one.shaded.threadedScenes).toBe(0);
  const other = draw(scene, 1, codegen === 'wasm' ? 'js' : 'wasm');
  expect(Buffer.from(other.image.data).equals(Buffer.from(one.image.data))).toBe(true);
  let threaded = one.shaded;
  for (const threads of [2, 3]) {
    const many = draw(scene, threads, codegen);
    expect(Buffer.from(many.image.data).equals(Buffer.from(one.image.data))).toBe(true);
    // Each tile is shaded the same way wherever it is rasterized.
    expect({ ...many.shaded, threadedScenes: 0 }).toEqual(one.shaded);
    if (threads === 2) threaded = many.shaded;
  }
  return threaded;
}

/** Scenes whose states are in the WebAssembly blocks' subset (some of their blocks run as WebAssembly). */
const WASM_BLOCKS = ['flat-triangle', 'smooth-triangles', 'blend-factors'];

describe.each(['wasm', 'js'] as const)('rasterizer threads, codegen %s', (codegen) => {
  it.each(PIPE_SCENES)('$name: the same bytes with 1, 2 and 3 threads', (scene) => {
    const shaded = sameWithThreads(scene, codegen);
    if (ALL_FUSED.includes(scene.name)) expect(shaded.threadedScenes).toBeGreaterThan(0);
    // The threads ran the blocks the calling thread runs as WebAssembly (the counts equal those of one
    // thread), and only with codegen 'wasm'.
    if (codegen === 'js') expect(shaded.wasmBlocks).toBe(0);
    else if (WASM_BLOCKS.includes(scene.name)) expect(shaded.wasmBlocks).toBeGreaterThan(0);
  });

  it.each(TEXEL_VARIANTS)(
    '$name: the same bytes with 1, 2 and 3 threads, rasterized by the threads',
    (scene) => {
      expect(sameWithThreads(scene, codegen).threadedScenes).toBeGreaterThan(0);
    },
  );
});

describe('rasterizer threads', () => {
  it('a scene whose target is user memory is rasterized on the calling thread, with the same bytes', () => {
    const picture = (threads: number) => {
      const screen = screenWith(threads);
      const ctx = screen.contextCreate() as SoftContext;
      const memory = new Uint8Array(96 * 80 * 4);
      const color = screen.resourceFromUserMemory(
        resourceTemplate({
          format: PipeFormat.R8G8B8A8_UNORM,
          width0: 96,
          height0: 80,
          bind: PipeBind.RENDER_TARGET,
        }),
        memory,
      );
      const env = new SceneEnv(ctx, 96, 80);
      ctx.setFramebufferState({
        width: 96,
        height: 80,
        samples: 1,
        layers: 1,
        nrCbufs: 1,
        cbufs: [ctx.createSurface(color, surfaceTemplate(color))],
        zsbuf: null,
      });
      ctx.clear(PipeClear.COLOR, [0.1, 0.2, 0.3, 1], 1, 0);
      PIPE_SCENES.find((s) => s.name === 'smooth-triangles')!.draw(env);
      ctx.flush(0);
      const threaded = ctx.shadedBatches.threadedScenes;
      ctx.destroy();
      env.destroy();
      screen.resourceDestroy(color);
      return { memory, threaded };
    };
    const one = picture(1);
    const two = picture(2);
    expect(two.threaded).toBe(0);
    expect(Buffer.from(two.memory).equals(Buffer.from(one.memory))).toBe(true);
    expect(one.memory.some((b) => b !== 0)).toBe(true);
  });

  it('occlusion counts are the same with threads, also for queries around threaded scenes', () => {
    const counts = (threads: number) => {
      const results: bigint[] = [];
      const scene: PipeScene = {
        name: 'occlusion',
        kind: 'filled',
        width: 160,
        height: 128,
        draw: (env) => {
          const ctx = env.ctx;
          env.depthStencilAlpha({ depth: { enabled: true, writemask: true } });
          env.color(0.8, 0.3, 0.2, 1);
          env.ndcRect(-0.9, -0.9, 0.5, 0.6);
          const q = ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
          ctx.beginQuery(q);
          env.color(0.2, 0.3, 0.8, 1);
          env.begin(PipePrim.TRIANGLE_STRIP);
          env.vertex(-0.7, -0.95, 0.5, 1);
          env.vertex(0.95, -0.6, -0.5, 1);
          env.vertex(-0.6, 0.9, -0.2, 1);
          env.vertex(0.9, 0.8, 0.4, 1);
          env.end();
          ctx.endQuery(q);
          // Fused draws after the query, binned with the counted ones' results pending.
          env.color(0.1, 0.9, 0.1, 1);
          env.ndcRect(-0.2, -0.2, 0.95, 0.95);
          results.push(count(ctx.getQueryResult(q, true)));
          ctx.destroyQuery(q);
          // A query around draws of a scene the threads take.
          const q2 = ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
          env.ndcRect(-1, -1, 1, 1);
          ctx.flush(0);
          ctx.beginQuery(q2);
          ctx.endQuery(q2);
          env.ndcRect(-0.5, -0.5, 0.5, 0.5);
          results.push(count(ctx.getQueryResult(q2, true)));
          ctx.destroyQuery(q2);
        },
      };
      const { image, shaded } = draw(scene, threads);
      return { image, results, shaded };
    };
    const one = counts(1);
    const two = counts(2);
    expect(one.results[0]).toBeGreaterThan(0n);
    expect(two.results).toEqual(one.results);
    expect(two.shaded.threadedScenes).toBeGreaterThan(0);
    expect(Buffer.from(two.image.data).equals(Buffer.from(one.image.data))).toBe(true);
  });

  it('resources live in the shared WebAssembly heap with any number of threads; without it, threads: 1 keeps them in ordinary memory', () => {
    const one = screenWith(1);
    const two = screenWith(2);
    expect([one.threads, one.rasterThreads]).toEqual([1, null]);
    expect(two.threads).toBe(2);
    const plain = createSoftScreen({ threads: 1, wasmMemory: false });
    const plainThreads = createSoftScreen({ threads: 2, wasmMemory: false });
    const template = resourceTemplate({ width0: 4, height0: 4 });
    for (const [screen, shared, heap] of [
      [one, true, true],
      [two, true, true],
      [plain, false, false],
      [plainThreads, true, false],
    ] as const) {
      expect(screen.wasmHeap !== null).toBe(heap);
      const r = screen.resourceCreate(template);
      expect((r as CpuResource).storage.data.buffer instanceof SharedArrayBuffer).toBe(shared);
      expect(resourceHeapOffset(r as CpuResource) !== null).toBe(heap);
      screen.resourceDestroy(r);
    }
    plain.destroy();
    plainThreads.destroy();
  });

  it('threads must be a positive integer; LP_NUM_THREADS sets the default', () => {
    expect(() => createSoftScreen({ threads: 0 })).toThrow(PipeError);
    expect(() => createSoftScreen({ threads: 1.5 })).toThrow(/threads must be a positive integer/);
    vi.stubEnv('LP_NUM_THREADS', '3');
    try {
      expect(defaultThreadCount()).toBe(3);
      const screen = createSoftScreen();
      expect(screen.threads).toBe(3);
      screen.destroy();
      vi.stubEnv('LP_NUM_THREADS', '0');
      expect(defaultThreadCount()).toBe(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('by default scenes smaller than a 512 × 512 target stay on the calling thread, which starts no threads', () => {
    const screen = createSoftScreen({ threads: 2 });
    const drawn = (size: number) => {
      const scene = PIPE_SCENES.find((s) => s.name === 'smooth-triangles')!;
      const { result, shaded } = drawCounted(screen, () =>
        renderScene(screen, { ...scene, width: size, height: size }),
      );
      return { data: result.data, threaded: shaded.threadedScenes };
    };
    expect(drawn(128).threaded).toBe(0);
    expect(screen.rasterThreads!.liveWorkers).toBe(0);
    const big = drawn(600);
    expect(big.threaded).toBe(1);
    expect(screen.rasterThreads!.liveWorkers).toBe(2);
    screen.destroy();
    const one = createSoftScreen({ threads: 1 });
    const scene = PIPE_SCENES.find((s) => s.name === 'smooth-triangles')!;
    expect(
      Buffer.from(renderScene(one, { ...scene, width: 600, height: 600 }).data).equals(Buffer.from(big.data)),
    ).toBe(true);
    one.destroy();
    expect(() => createSoftScreen({ threads: 2, threadMinPixels: -1 })).toThrow(/threadMinPixels must be/);
  });

  it('destroy() ends the threads', async () => {
    const screen = createSoftScreen({ threads: 2, threadMinPixels: 0 });
    expect(screen.rasterThreads!.liveWorkers).toBe(0);
    renderScene(screen, PIPE_SCENES.find((s) => s.name === 'flat-triangle')!);
    expect(screen.rasterThreads!.liveWorkers).toBe(2);
    screen.destroy();
    await vi.waitFor(() => expect(screen.rasterThreads!.liveWorkers).toBe(0), { timeout: 60_000 });
  });

  /** Runs a script of test/support in a process of its own; its output, exit status and duration. */
  function runAlone(args: string[]) {
    const started = performance.now();
    const child = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 100_000 });
    expect(child.error).toBeUndefined();
    expect(child.status).toBe(0);
    return { ...child, seconds: (performance.now() - started) / 1000 };
  }
  const support = (name: string) => fileURLToPath(new URL(`support/${name}`, import.meta.url));
  const flatTriangle = () => {
    const image = renderScene(screenWith(1), PIPE_SCENES.find((s) => s.name === 'flat-triangle')!);
    return createHash('sha1').update(image.data).digest('hex');
  };

  it('a process that leaves its threaded screen undestroyed still exits', () => {
    const child = runAlone([
      '--import',
      support('register-typescript-hooks.mjs'),
      support('draw-undestroyed.ts'),
    ]);
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({ threadedScenes: 1, hash: flatTriangle() });
    expect(child.seconds).toBeLessThan(100);
  });

  it('threads that cannot start leave the scenes to the calling thread, with a warning', () => {
    const child = runAlone([support('draw-without-worker-hooks.mjs')]);
    expect(child.stderr).toMatch(/Warning: driver-soft: rasterizer threads could not start .*raster-worker/);
    expect(JSON.parse(child.stdout)).toEqual({ threadedScenes: 0, hash: flatTriangle() });
  });
});
