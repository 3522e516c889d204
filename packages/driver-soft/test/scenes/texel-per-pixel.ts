// The textured scenes of the verified texels' draw tests (wasm-draws.test.ts, wasm-states.test.ts):
// texture-per-pixel quads over a smooth destination, whose filtered values land on rounding ties.
import { PipeFormat, PipePrim, PipeTexFilter, PipeTexMipfilter, PipeTexWrap } from '@gallium-ts/gallium-api';
import { QUAD_CORNERS } from '../../../../scripts/mesa-bench/workloads.mjs';
import type { PipeScene, SceneEnv } from './index.js';

/** A bilinear sampler of one level with wraps `wrapS` and `wrapT`. */
export const bilinear = (wrapS: PipeTexWrap, wrapT: PipeTexWrap) => ({
  minImgFilter: PipeTexFilter.LINEAR,
  magImgFilter: PipeTexFilter.LINEAR,
  minMipFilter: PipeTexMipfilter.NONE,
  wrapS,
  wrapT,
});

/** A smooth quad over the whole target at depth `z`: the destination the blended textured scenes draw over. */
export function gradientQuad(env: SceneEnv, z: number): void {
  env.begin(PipePrim.QUADS);
  for (const [x, y] of QUAD_CORNERS) {
    env.color((x + 1) / 2, (y + 1) / 2, 0.5, 1);
    env.vertex(x, y, z, 1);
  }
  env.end();
}

/**
 * A 128² scene of the verified texels' draw tests: gradientQuad, then — in texture environment `mode`
 * with the colour (1, 1, 1, ½), after `state` — two 64 × 64 quads of a 16² RGBA8 texture (colour from the
 * texel's position, alpha `alpha(x)` by column, bilinear, repeating four times across a quad): from
 * (32, 32) at depth 0.2 a texel a pixel, centre on centre; from (48, 16) at depth 0.1, shifted by `shift`
 * texels.
 */
export function texturedOverGradient(
  name: string,
  mode: 'replace' | 'modulate',
  alpha: (x: number) => number,
  shift: number,
  state: (env: SceneEnv) => void,
): PipeScene {
  return {
    name,
    kind: 'filled',
    width: 128,
    height: 128,
    draw: (env: SceneEnv) => {
      gradientQuad(env, 0.5);
      env.texture(16, 16, 1, (_l, x, y) => [(x * 37) & 255, (y * 53) & 255, (x * y) & 255, alpha(x)], {
        format: PipeFormat.R8G8B8A8_UNORM,
      });
      env.texEnv(mode);
      env.sampler(bilinear(PipeTexWrap.REPEAT, PipeTexWrap.REPEAT));
      state(env);
      env.color(1, 1, 1, 0.5);
      for (const [x0, y0, z, s] of [
        [-0.5, -0.5, 0.2, 0],
        [-0.25, -0.75, 0.1, shift / 16],
      ] as const) {
        env.begin(PipePrim.QUADS);
        for (const [x, y] of QUAD_CORNERS) {
          env.texCoord((x + 1) * 2 + s, (y + 1) * 2 + s);
          env.vertex(x0 + (x + 1) * 0.5, y0 + (y + 1) * 0.5, z, 1);
        }
        env.end();
      }
    },
  };
}
