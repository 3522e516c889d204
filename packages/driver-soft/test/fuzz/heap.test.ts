// Long runs do not grow memory: rounds of draws (every stage, looping, stopped at the loop cap, with
// stream output), flushes, 16 KiB texture uploads, queries, and CSO, shader, view, surface and resource
// churn leave the heap's data (heapUsed without V8's code spaces) + ArrayBuffer memory within 1 MiB
// after a forced GC (vitest.config.ts starts the workers with --expose-gc): a leak of 5 KiB a round
// would show, a leaked texture three times over. Machine code is left out: how much of the shaders'
// generated functions V8 optimizes, and when it drops the code of dead ones, depends on the machine's
// load (measured: 0.1 to 1 MiB over 200 rounds on a busy machine, levelling off later), not on what
// driver-soft keeps. The control below keeps 20 000 blend states and grows past the same bound.

import { getHeapSpaceStatistics } from 'node:v8';
import {
  blendState,
  bufferTemplate,
  drawInfo,
  makeBox,
  PipeBind,
  PipeClear,
  PipeError,
  PipeFormat,
  PipePrim,
  PipeQuery,
  PipeShader,
  PipeShaderIr,
  type PipeTexFilter,
  PipeTextureTarget,
  PipeTransfer,
  rasterizerState,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
  surfaceTemplate,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { OWN_SHADERS, STOPS_IN_SECOND_TILE } from './seed-shaders.js';
import { ShaderRunner } from './shader-runner.js';

const ROUNDS = 200;
const TOLERANCE = 1024 * 1024;

/**
 * heapUsed without the code spaces, plus the memory of ArrayBuffers (where resources keep their bytes),
 * after a forced GC.
 */
function settledMemory(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc (see vitest.config.ts)');
  for (let i = 0; i < 3; i++) gc();
  const code = getHeapSpaceStatistics()
    .filter((s) => s.space_name.startsWith('code'))
    .reduce((sum, s) => sum + s.space_used_size, 0);
  const usage = process.memoryUsage();
  return usage.heapUsed - code + usage.arrayBuffers;
}

/** One round of everything a long-running application does. */
function round(runner: ShaderRunner, i: number, shaders: ReturnType<typeof parseTgsi>[]): void {
  const { ctx, screen } = runner;
  // CSO churn: states equal to earlier ones, made, bound and deleted.
  const blend = ctx.createBlendState(blendState({ dither: (i & 1) === 1 }));
  const raster = ctx.createRasterizerState(rasterizerState({ pointSize: 1 + (i % 3) }));
  const sampler = ctx.createSamplerState(samplerState({ minImgFilter: (i & 1) as PipeTexFilter }));
  ctx.bindBlendState(blend);
  ctx.bindRasterizerState(raster);
  ctx.bindSamplerStates(PipeShader.FRAGMENT, 1, [sampler]);
  // A texture made, uploaded, viewed and rendered to, then destroyed.
  const texture = screen.resourceCreate(
    resourceTemplate({
      target: PipeTextureTarget.TEXTURE_2D,
      format: PipeFormat.R8G8B8A8_UNORM,
      width0: 64,
      height0: 64,
      bind: PipeBind.SAMPLER_VIEW | PipeBind.RENDER_TARGET,
    }),
  );
  const texels = new Uint8Array(64 * 64 * 4).fill(i & 255);
  ctx.textureSubdata(texture, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 64, 64, 1), texels, 256, 16384);
  const view = ctx.createSamplerView(texture, samplerViewTemplate(texture));
  ctx.setSamplerViews(PipeShader.FRAGMENT, 1, [view]);
  const surface = ctx.createSurface(texture, surfaceTemplate(texture));
  ctx.clearRenderTarget(surface, [0, 1, 0, 1], 0, 0, 64, 64, false);
  // Draws: a shader of the pool (each stage in turn; one stops at the loop cap), then stream output.
  const q = ctx.createQuery(PipeQuery.PIPELINE_STATISTICS, 0);
  ctx.beginQuery(q);
  try {
    runner.run(shaders[i % shaders.length]!);
  } catch (error) {
    if (!(error instanceof PipeError)) throw error;
  }
  const so = screen.resourceCreate(bufferTemplate(1024, PipeBind.STREAM_OUTPUT));
  const target = ctx.createStreamOutputTarget(so, 0, 1024);
  const vs = ctx.createVsState({
    type: PipeShaderIr.TGSI,
    tokens: shaders[0]!,
    streamOutput: {
      stride: [4, 0, 0, 0],
      output: [
        { registerIndex: 1, startComponent: 0, numComponents: 4, outputBuffer: 0, dstOffset: 0, stream: 0 },
      ],
    },
  });
  ctx.bindVsState(vs);
  ctx.setStreamOutputTargets([target], [0]);
  ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLES, start: 0, count: 6 }));
  ctx.setStreamOutputTargets([], []);
  ctx.endQuery(q);
  ctx.getQueryResult(q, true);
  ctx.destroyQuery(q);
  ctx.flush(0);
  ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0);
  // Everything of the round goes again.
  ctx.bindVsState(null);
  ctx.deleteVsState(vs);
  ctx.streamOutputTargetDestroy(target);
  screen.resourceDestroy(so);
  ctx.setSamplerViews(PipeShader.FRAGMENT, 1, [null]);
  ctx.samplerViewDestroy(view);
  ctx.surfaceDestroy(surface);
  screen.resourceDestroy(texture);
  ctx.bindSamplerStates(PipeShader.FRAGMENT, 1, [null]);
  ctx.deleteSamplerState(sampler);
  ctx.bindBlendState(null);
  ctx.bindRasterizerState(null);
  ctx.deleteBlendState(blend);
  ctx.deleteRasterizerState(raster);
}

describe('memory over long runs', () => {
  it(`${ROUNDS} rounds of draws, flushes, uploads and churn stay within ${TOLERANCE / 1048576} MiB`, () => {
    // A loop cap of 64: the looping shaders of the pool stop (or finish) quickly.
    const runner = new ShaderRunner(64);
    const shaders = [...OWN_SHADERS, STOPS_IN_SECOND_TILE].map((t) => parseTgsi(t));
    // Warm up: caches of fragment back ends and compiled shaders reach their steady size first.
    for (let i = 0; i < 20; i++) round(runner, i, shaders);
    const before = settledMemory();
    for (let i = 0; i < ROUNDS; i++) round(runner, i, shaders);
    const after = settledMemory();
    console.log(
      `heap data + ArrayBuffers before ${before} after ${after} (delta ${after - before} bytes over ${ROUNDS} rounds)`,
    );
    expect(after - before).toBeLessThan(TOLERANCE);
    runner.destroy();
  }, 60_000);

  it('(control) keeping 20 000 blend states grows the heap past that bound', () => {
    const runner = new ShaderRunner();
    const before = settledMemory();
    const kept = Array.from({ length: 20_000 }, (_, i) =>
      runner.ctx.createBlendState(blendState({ dither: (i & 1) === 1 })),
    );
    const after = settledMemory();
    expect(after - before).toBeGreaterThan(TOLERANCE);
    for (const b of kept) runner.ctx.deleteBlendState(b);
    runner.destroy();
  });
});
