// Hand-over (src/raster/scene.ts): a long draw whose shaders cannot stop hands the scene binned so far to
// the rasterizer threads every HAND_OVER_PRIMITIVES primitives and bins on meanwhile. The pictures, depth
// buffers and occlusion counts are those of one thread — with blending and depth ties, where the order of
// primitives shows — the parts are really handed over, a draw whose vertex shader can stop never is, and
// a screen destroyed while a part is in flight lets its context be destroyed afterwards.
import { PipeBlend, PipeBlendFactor, PipePrim, PipeQuery, tgsiShaderState } from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { afterAll, describe, expect, it } from 'vitest';
import { createSoftScreen, type SoftScreen } from '../src/index.js';
import { HAND_OVER_PRIMITIVES } from '../src/raster/scene.js';
import { drawCounted } from './scenes/draw-counted.js';
import { glBlend } from './scenes/gl-state.js';
import type { PipeScene } from './scenes/index.js';
import { renderSceneOn } from './scenes/render.js';
import type { SceneEnv } from './scenes/scene-env.js';

const screens = new Map<number, SoftScreen>();
function screenWith(threads: number): SoftScreen {
  let screen = screens.get(threads);
  if (!screen) {
    screen = createSoftScreen({ threads, threadMinPixels: 0 });
    screens.set(threads, screen);
  }
  return screen;
}
afterAll(() => {
  for (const screen of screens.values()) screen.destroy();
});

/** The pass-through vertex shader with a loop around its moves: it can stop (maxLoopIterations). */
const LOOPING_VS = `VERT
DCL IN[0]
DCL IN[1]
DCL IN[2]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[0]
BGNLOOP
MOV OUT[0], IN[0]
MOV OUT[1], IN[1]
MOV OUT[2], IN[2]
BRK
ENDLOOP
END
`;

/** A generator of the same pseudo-random numbers in [0, 1) on every run. */
function numbers(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * `count` small translucent triangles in one draw, spread over the target, their depths one of four
 * values (so LEQUAL ties decide pixels), drawn after a depth-only pass of the same kind.
 */
function triangles(env: SceneEnv, count: number, seed: number): void {
  const next = numbers(seed);
  env.begin(PipePrim.TRIANGLES);
  for (let i = 0; i < count; i++) {
    const x = next() * 2.1 - 1.05;
    const y = next() * 2.1 - 1.05;
    const z = Math.floor(next() * 4) / 4 - 0.4;
    env.color(next(), next(), next(), 0.25 + next() * 0.5);
    env.vertex(x, y, z, 1);
    env.vertex(x + 0.02 + next() * 0.08, y + next() * 0.04, z, 1);
    env.vertex(x + next() * 0.04, y + 0.02 + next() * 0.08, z, 1);
  }
  env.end();
}

/** The scene: two long blended draws around an occlusion query, `looping` with the looping vertex shader. */
function longDraws(looping: boolean, counts: bigint[]): PipeScene {
  return {
    name: 'long-draws',
    kind: 'filled',
    width: 192,
    height: 160,
    draw: (env) => {
      const ctx = env.ctx;
      if (looping) ctx.bindVsState(ctx.createVsState(tgsiShaderState(parseTgsi(LOOPING_VS))));
      env.depthStencilAlpha({ depth: { enabled: true, writemask: true, func: 3 /* LEQUAL */ } });
      const F = PipeBlendFactor;
      env.blend({}, glBlend(PipeBlend.ADD, PipeBlend.ADD, F.SRC_ALPHA, F.INV_SRC_ALPHA, F.ONE, F.ZERO));
      const q = ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
      ctx.beginQuery(q);
      triangles(env, Math.ceil(HAND_OVER_PRIMITIVES * 2.5), 1);
      ctx.endQuery(q);
      triangles(env, HAND_OVER_PRIMITIVES + 100, 2);
      const result = ctx.getQueryResult(q, true);
      counts.push(result?.kind === 'u64' ? result.value : -1n);
      ctx.destroyQuery(q);
      // The second draw's rest, still binned: read back by renderSceneOn (a transfer flushes it).
      triangles(env, HAND_OVER_PRIMITIVES + 50, 3);
    },
  };
}

/** The scene's colour and depth bytes, occlusion count and shading counts with `threads` threads. */
function render(threads: number, looping = false) {
  const counts: bigint[] = [];
  const screen = screenWith(threads);
  const { result, shaded } = drawCounted(screen, () => renderSceneOn(screen, longDraws(looping, counts)));
  return { color: Buffer.from(result.color.data), zs: Buffer.from(result.zs), counts, shaded };
}

describe('hand-over of long draws to the rasterizer threads', () => {
  it('gives one thread’s bytes and occlusion counts with 2 and 3 threads, the parts rasterized by the threads', () => {
    const one = render(1);
    expect(one.shaded.handedOver).toBe(0);
    expect(one.counts[0]).toBeGreaterThan(0n);
    // Something of every colour channel was drawn (not the clear colour everywhere).
    expect(new Set(one.color).size).toBeGreaterThan(200);
    for (const threads of [2, 3]) {
      const many = render(threads);
      // 2.5 × the limit, then the limit + 100 and + 50 after the query's flush: 2 + 1 + 1 hand-overs.
      expect(many.shaded.handedOver).toBe(4);
      expect(many.counts).toEqual(one.counts);
      expect(many.color.equals(one.color)).toBe(true);
      expect(many.zs.equals(one.zs)).toBe(true);
      // Shaded the same way (the batch counts differ: each part ends its tiles' batches).
      expect([many.shaded.batched, many.shaded.fusedBlocks]).toEqual([one.shaded.batched, one.shaded.fusedBlocks]);
    }
  });

  it('does not hand over a draw whose vertex shader can stop, and draws the same bytes', () => {
    const one = render(1);
    const looping = render(2, true);
    expect(looping.shaded.handedOver).toBe(0);
    expect(looping.shaded.threadedScenes).toBeGreaterThan(0);
    expect(looping.color.equals(one.color)).toBe(true);
    expect(looping.counts).toEqual(one.counts);
  });

  it('a context destroyed while a part is in flight waits for it and releases every resource', () => {
    const screen = createSoftScreen({ threads: 2, threadMinPixels: 0 });
    const scene: PipeScene = {
      name: 'destroyed-in-flight',
      kind: 'filled',
      width: 128,
      height: 96,
      draw: (env) => {
        triangles(env, HAND_OVER_PRIMITIVES + 10, 4);
        // The first part is in flight: renderSceneOn destroys the context and the resources now.
        throw new Error('stop here');
      },
    };
    const { shaded } = drawCounted(screen, () => {
      try {
        renderSceneOn(screen, scene);
      } catch (error) {
        expect((error as Error).message).toBe('stop here');
      }
    });
    expect(shaded.handedOver).toBe(1);
    // Throws while a context or resource is alive: the scene let go of every reference it held.
    screen.destroy();
  });
});
