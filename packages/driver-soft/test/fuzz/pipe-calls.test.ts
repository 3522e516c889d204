// Fuzzing pipe calls: seeded random sequences of create / bind / set / draw / clear / transfer / copy /
// query / launch / flush / destroy calls on one driver-soft context, with mostly valid arguments
// (pipe-world.ts). Every call either returns or throws PipeError (PipeUnsupportedError included);
// anything else fails the test with the seed, the step and the calls before it. Afterwards the context
// still draws exactly, and everything is destroyed cleanly.
import {
  blendState,
  depthStencilAlphaState,
  drawInfo,
  makeBox,
  PipeBind,
  PipeError,
  PipeFormat,
  PipePrim,
  PipeShader,
  PipeTextureTarget,
  PipeTransfer,
  rasterizerState,
  resourceTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '@gallium-ts/gallium-api';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { PipeWorld } from './pipe-world.js';
import { fuzzSeed, Random } from './random.js';
import { OWN_SHADERS } from './seed-shaders.js';

const SEED = fuzzSeed(0xca11);
const STEPS = Number(process.env.FUZZ_CASES || 4000);

/** Runs one step; returns the operation's name, or null when it threw PipeError; fails on anything else. */
function typed(w: PipeWorld, step: number): string | null {
  try {
    return w.step();
  } catch (error) {
    if (error instanceof PipeError) return null;
    return expect.fail(
      `seed ${w.rng.seed}, step ${step}: ${(error as Error).stack}\n--- last calls ---\n${w.log.join('\n')}`,
    );
  }
}

/** Binds a known pipeline over whatever the sequence left and draws a red square over an 8×8 target. */
function drawsExactly(w: PipeWorld): void {
  const { ctx, screen } = w;
  const color = screen.resourceCreate(
    resourceTemplate({
      target: PipeTextureTarget.TEXTURE_2D,
      format: PipeFormat.R8G8B8A8_UNORM,
      width0: 8,
      height0: 8,
      bind: PipeBind.RENDER_TARGET,
    }),
  );
  w.resources.push(color);
  ctx.renderCondition(null, false, 0);
  ctx.setStreamOutputTargets([], []);
  ctx.bindGsState(null);
  ctx.setSampleMask(0xffffffff);
  ctx.setFramebufferState({
    width: 8,
    height: 8,
    samples: 1,
    layers: 1,
    nrCbufs: 1,
    cbufs: [ctx.createSurface(color, surfaceTemplate(color))],
    zsbuf: null,
  });
  ctx.setViewportStates(0, [{ scale: [4, 4, 0.5], translate: [4, 4, 0.5] }]);
  ctx.bindBlendState(ctx.createBlendState(blendState()));
  ctx.bindDepthStencilAlphaState(ctx.createDepthStencilAlphaState(depthStencilAlphaState()));
  ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState()));
  ctx.bindVsState(ctx.createVsState(tgsiShaderState(parseTgsi(OWN_SHADERS[0]!))));
  ctx.bindFsState(ctx.createFsState(tgsiShaderState(parseTgsi(OWN_SHADERS[3]!))));
  ctx.setSamplerViews(PipeShader.VERTEX, 0, [null, null]);
  ctx.bindVertexElementsState(
    ctx.createVertexElementsState(
      [0, 1, 2].map((i) => ({
        srcOffset: i * 16,
        instanceDivisor: 0,
        vertexBufferIndex: 0,
        srcFormat: PipeFormat.R32G32B32A32_FLOAT,
      })),
    ),
  );
  const v = (x: number, y: number) => [x, y, 0.5, 1, 1, 0, 0, 1, 0, 0, 0, 0];
  ctx.setVertexBuffers(0, [
    {
      stride: 48,
      bufferOffset: 0,
      buffer: null,
      userBuffer: new Float32Array([v(-1, -1), v(1, -1), v(-1, 1), v(1, 1)].flat()),
    },
  ]);
  ctx.drawVbo(drawInfo({ mode: PipePrim.TRIANGLE_STRIP, start: 0, count: 4 }));
  const map = ctx.transferMap(color, 0, PipeTransfer.READ, makeBox(0, 0, 0, 8, 8, 1))!;
  const pixels = new Set<string>();
  for (let i = 0; i < 64; i++) pixels.add([...map.data.subarray(i * 4, i * 4 + 4)].join());
  ctx.transferUnmap(map.transfer);
  expect([...pixels]).toEqual(['255,0,0,255']);
}

describe('pipe call fuzzing', () => {
  it(`${STEPS} random calls return or throw PipeError (seed ${SEED}); the context then draws exactly`, () => {
    const w = new PipeWorld(new Random(SEED));
    let refused = 0;
    let draws = 0;
    for (let step = 0; step < STEPS; step++) {
      const done = typed(w, step);
      if (done === null) refused++;
      else if (done === 'drawVbo') draws++;
    }
    console.log(
      `pipe-call fuzz (seed ${SEED}): ${STEPS - refused} calls done (${draws} draws), ${refused} refused with PipeError`,
    );
    // Enough calls and draws must get through, or the sequence tests little beyond argument checks.
    expect(STEPS - refused).toBeGreaterThan(STEPS / 3);
    expect(draws).toBeGreaterThan(STEPS / 100);
    drawsExactly(w);
    w.destroy();
  }, 60_000);
});
