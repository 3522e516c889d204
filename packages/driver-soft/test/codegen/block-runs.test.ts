// Runs of fully covered blocks (raster/block-runs.ts): the tile rasterizer calls a fused block function
// once per rectangle of whole blocks of a primitive in a tile, and the WebAssembly block call writes its
// draw words only when its scratch range held another draw's (fragment/wasm-block-call.ts). Full-screen
// quads over a 128² target (2 × 2 tiles) are drawn with codegen 'wasm', 'js' and batched shading: the
// same colour and depth bytes, far fewer calls than blocks (the count the tiles' shapes give), and draws
// of one variant interleaved tile by tile each read their own blend colour.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PipeBlend, PipeBlendFactor, PipeFunc, PipePrim } from '@gallium-ts/gallium-api';
import type { RgbaImage } from '@gallium-ts/gallium-api/image';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { QUAD_CORNERS } from '../../../../scripts/mesa-bench/workloads.mjs';
import { createSoftScreen } from '../../src/index.js';
import { ALPHA_BLEND, glBlend } from '../scenes/gl-state.js';
import type { PipeScene, SceneEnv } from '../scenes/index.js';
import { renderSceneOn } from '../scenes/render.js';
import { expectSameBytes, threeWays } from './three-ways.js';

const OUTPUT = fileURLToPath(new URL('../output/block-runs', import.meta.url));
mkdirSync(OUTPUT, { recursive: true });
const png = (name: string, image: RgbaImage) => writePng(`${OUTPUT}/${name}.png`, image);

const SIZE = 128;
const F = PipeBlendFactor;

/**
 * A full-screen quad, corner i at NDC QUAD_CORNERS[i] with colour colors[i], depth z(x) and clip w
 * ws[i] (the window shape stays the whole target whatever w is).
 */
function fullScreenQuad(
  env: SceneEnv,
  colors: readonly (readonly number[])[],
  z: (x: number) => number,
  ws: readonly number[] = [1, 1, 1, 1],
): void {
  env.begin(PipePrim.QUADS);
  QUAD_CORNERS.forEach(([x, y], i) => {
    const w = ws[i]!;
    env.colorv(colors[i]!);
    env.vertex(x * w, y * w, z(x) * w, w);
  });
  env.end();
}

/**
 * An opaque affine quad at depth 0 (depth test LESS, written), then (`blended`) an alpha-blended
 * perspective quad whose depth goes from −0.5 on the left to 0.5 on the right: it passes the depth test
 * on the left half only, so whole blocks of its runs pass, fail (early depth) or straddle.
 */
function depthScene(blended: boolean): PipeScene {
  return {
    name: blended ? 'runs-depth-blend' : 'runs-depth',
    kind: 'filled',
    width: SIZE,
    height: SIZE,
    draw: (env) => {
      env.depthStencilAlpha({ depth: { enabled: true, writemask: true, func: PipeFunc.LESS } });
      fullScreenQuad(
        env,
        [
          [1, 0, 0, 1],
          [0, 1, 0, 1],
          [0, 0, 1, 1],
          [1, 1, 0, 1],
        ],
        () => 0,
      );
      if (!blended) return;
      env.blend({}, ALPHA_BLEND);
      fullScreenQuad(
        env,
        [
          [1, 1, 1, 0.9],
          [0, 1, 1, 0.2],
          [1, 0, 1, 0.6],
          [0.2, 0.2, 0.2, 0.4],
        ],
        (x) => x / 2,
        [1, 2.5, 0.75, 1.5],
      );
    },
  };
}

/**
 * Two draws of one variant (CONSTANT_COLOR blending) with different blend colours, alternating over
 * the same tiles: each call must find its own draw's blend colour in the scratch range.
 */
const blendColorsScene: PipeScene = {
  name: 'runs-blend-colors',
  kind: 'filled',
  width: SIZE,
  height: SIZE,
  draw: (env) => {
    env.blend({}, glBlend(PipeBlend.ADD, PipeBlend.ADD, F.CONST_COLOR, F.INV_CONST_COLOR, F.ONE, F.ZERO));
    const gradient = [
      [1, 0.5, 0, 1],
      [0, 1, 0.5, 1],
      [0.5, 0, 1, 1],
      [1, 1, 1, 1],
    ];
    for (let i = 0; i < 4; i++) {
      env.blendColor(0.1 + 0.2 * i, 0.7 - 0.15 * i, 0.5, 1);
      fullScreenQuad(env, i % 2 ? gradient : [...gradient].reverse(), () => 0);
    }
  },
};

/** Blocks of one full-screen quad: all but the 16 its diagonal crosses. */
const QUAD_BLOCKS = (SIZE / 8) ** 2 - SIZE / 8;
/**
 * Calls of one full-screen quad: one for each tile a triangle covers whole, and in the two tiles the
 * diagonal crosses, one per row of blocks (seven a triangle: rows of different lengths do not join).
 */
const QUAD_CALLS = 2 + 2 * 2 * 7;

/** The colour bytes of the depth scene's first quad alone. */
function firstQuadAlone(): Uint8Array {
  const screen = createSoftScreen({ threads: 1 });
  try {
    return renderSceneOn(screen, depthScene(false)).color.data;
  } finally {
    screen.destroy();
  }
}

describe('runs of fully covered blocks', () => {
  it('depth-tested and blended full-screen quads: the same bytes three ways, one call per run', () => {
    const ways = threeWays((screen) => renderSceneOn(screen, depthScene(true)));
    png('runs-depth-blend', ways.wasm.result.color);
    expectSameBytes(ways, (r) => [r.color.data, r.zs]);
    const { wasm, js, batched } = ways;
    expect(wasm.shaded.fusedBlocks).toBe(2 * QUAD_BLOCKS);
    expect(wasm.shaded.wasmBlocks).toBe(2 * QUAD_BLOCKS);
    expect(wasm.shaded.blockCalls).toBe(2 * QUAD_CALLS);
    expect(js.shaded.fusedBlocks).toBe(2 * QUAD_BLOCKS);
    expect(js.shaded.blockCalls).toBe(2 * QUAD_CALLS);
    expect(batched.shaded.blockCalls).toBe(0);
    // The second quad failed the depth test on the right quarter (the first quad's bytes, opaque) and
    // blended on the left quarter (alpha below 255).
    const first = firstQuadAlone();
    const both = wasm.result.color.data;
    const pixel = (data: Uint8Array, x: number, y: number) => [
      ...data.subarray((y * SIZE + x) * 4, (y * SIZE + x) * 4 + 4),
    ];
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE / 4; x++) {
        expect(pixel(both, SIZE - 1 - x, y)).toEqual(pixel(first, SIZE - 1 - x, y));
        expect(both[(y * SIZE + x) * 4 + 3]).toBeLessThan(255);
      }
    }
  });

  it('draws of one variant with different blend colours over the same tiles each read their own', () => {
    const ways = threeWays((screen) => renderSceneOn(screen, blendColorsScene));
    png(blendColorsScene.name, ways.wasm.result.color);
    expectSameBytes(ways, (r) => [r.color.data]);
    expect(ways.wasm.shaded.wasmBlocks).toBe(4 * QUAD_BLOCKS);
    expect(ways.wasm.shaded.blockCalls).toBe(4 * QUAD_CALLS);
  });
});
