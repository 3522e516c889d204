// The verified inputs (FragmentPixels.verifiedRow / verifiedInputChannel): a shader that passes an
// interpolated colour through, stored or alpha-blended (or alpha-tested) into an RGBA8 target, takes the
// colour in f32 steps along each affine row of a whole block, with the exact f64 arithmetic behind a tie
// test. The scenes put values on the ties — flat colours of (k + ½) / 255, blends of k / 255 at alpha ½
// over a gradient, alphas at the alpha test's reference — and on the rows the verified inputs decline:
// colours outside [0, 1], steep gradients, perspective-correct rows (1/w changing along them); and an
// affine primitive at w = 2, whose rows they take. Drawn three ways (codegen 'wasm', 'js', batched), the
// bytes must be equal; the affine tie scenes fail with the fallbacks removed, the range scene without
// verifiedRow's test.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PipeFormat, PipeFunc, PipePrim } from '@gallium-ts/gallium-api';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { ALPHA_BLEND } from '../scenes/gl-state.js';
import { type PipeScene, type SceneEnv, scene } from '../scenes/index.js';
import { renderSceneOn } from '../scenes/render.js';
import { gradientQuad } from '../scenes/texel-per-pixel.js';
import { expectSameBytes, ranWasm, threeWays } from './three-ways.js';

const OUTPUT = fileURLToPath(new URL('../output/verified-inputs', import.meta.url));
mkdirSync(OUTPUT, { recursive: true });

const WIDTH = 128;
const HEIGHT = 64;
/** The flat quads' size: each of its two triangles covers whole 8 × 8 blocks. */
const SIDE = 32;

/**
 * Flat SIDE² quads across the window at height `y`: quad i coloured `color(i)`, its corners at clip w
 * `w` (perspective-correct where they differ).
 */
function flatQuads(
  env: SceneEnv,
  y: number,
  color: (i: number) => number[],
  w: readonly number[] = [1, 1, 1, 1],
): void {
  for (let i = 0; i < WIDTH / SIDE; i++) {
    const c = color(i);
    quad(env, [i * SIDE, y, i * SIDE + SIDE, y + SIDE], [c, c, c, c], w);
  }
}

/** A WIDTH × HEIGHT scene of filled primitives. */
const filled = (name: string, draw: (env: SceneEnv) => void): PipeScene =>
  scene(name, 'filled', draw, WIDTH, HEIGHT);

/** Byte k as a colour channel on a tie: (k + ½) / 255. */
const tie = (k: number) => (k + 0.5) / 255;

/**
 * Ties: the upper half flat quads of (k + ½) / 255 for even k (whose f32 value times 255 rounds to
 * k + ½ exactly, where the exact store gives k + 1), stored as they are; the lower half a gradient, then
 * flat quads of k / 255 at alpha ½ blended over it (S · ½ + D · ½ on a half-integer wherever k + D is odd).
 * Their corners at clip w `w`: 1 (affine), or different (1/w changes along the rows, which interpolate
 * exactly: the same ties through the per-pixel division).
 */
const ties = (name: string, w: readonly number[]) =>
  filled(name, (env) => {
    gradientQuad(env, 0);
    flatQuads(env, SIDE, (i) => [tie(2 * i), tie(100 + 2 * i), tie(254 - 6 * i), tie(40 * i)], w);
    env.blend({}, ALPHA_BLEND);
    flatQuads(env, 0, (i) => [(i * 21 + 3) / 255, (i * 19 + 7) / 255, (i * 13) / 255, 0.5], w);
  });

/**
 * The alpha test at ties: flat quads whose alphas are (k + ½) / 255 around the reference (k + ½) / 255 —
 * equal to it in steps, in f32, while the f32 alpha itself lies below the reference (k = 128) or above it
 * (k = 100), which only the exact test sees: GEQUAL over the upper half, GREATER blended over the lower.
 */
const ALPHA_TIES = filled('verified-input-alpha-ties', (env) => {
  gradientQuad(env, 0);
  env.depthStencilAlpha({ alpha: { enabled: true, func: PipeFunc.GEQUAL, refValue: tie(128) } });
  flatQuads(env, SIDE, (i) => [i / 3, 0.25, 0.75, tie(127 + (i % 3))]);
  env.blend({}, ALPHA_BLEND);
  env.depthStencilAlpha({ alpha: { enabled: true, func: PipeFunc.GREATER, refValue: tie(100) } });
  flatQuads(env, 0, (i) => [0.75, i / 3, 0.25, tie(99 + (i % 3))]);
});

/** A quad over window rectangle (x0, y0)–(x1, y1) with a colour per corner and w per corner (clip space). */
function quad(
  env: SceneEnv,
  [x0, y0, x1, y1]: readonly number[],
  colors: readonly (readonly number[])[],
  w: readonly number[],
): void {
  const corners = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  env.begin(PipePrim.QUADS);
  corners.forEach(([x, y], c) => {
    env.colorv(colors[c]!);
    const [nx, ny] = [(x! * 2) / WIDTH - 1, (y! * 2) / HEIGHT - 1];
    env.vertex(nx * w[c]!, ny * w[c]!, 0, w[c]!);
  });
  env.end();
}

/** RANGES' quads: window rectangle, a colour per corner, w per corner. */
const RANGE_QUADS: readonly [number[], number[][], number[]][] = [
  // Colours and alpha from −0.5 to 1.5.
  [
    [0, 0, 64, 32],
    [
      [-0.5, 0, 1.5, -0.25],
      [1.5, 0.5, -0.5, 1.25],
      [0.2, 1, 0.4, 0.5],
      [0.6, 0.1, 0.9, 0.75],
    ],
    [1, 1, 1, 1],
  ],
  // Steep: four pixels tall.
  [
    [64, 0, 128, 4],
    [
      [0.2, 0, 0.9, 0.5],
      [0.3, 0.2, 0.1, 0.5],
      [0.8, 0.9, 0.1, 0.5],
      [0.1, 0.7, 0.9, 0.5],
    ],
    [1, 1, 1, 1],
  ],
  // Perspective-correct, colours and alpha leaving [0, 1].
  [
    [0, 32, 64, 64],
    [
      [1.25, 0, 0, 0.5],
      [0, 1, -0.25, 1.5],
      [0, 0, 1, 0.5],
      [1, 1, 1, -0.5],
    ],
    [1, 3, 0.5, 2],
  ],
  // 1/w from 50 to 1 across the quad: rows near its right end change it more than twice over.
  [
    [64, 8, 128, 32],
    [
      [0.9, 0.2, 0.4, 0.5],
      [0.1, 0.8, 0.3, 0.5],
      [0.5, 0.9, 0.9, 0.5],
      [0.3, 0.1, 0.6, 0.5],
    ],
    [0.02, 1, 1, 0.02],
  ],
  // Affine at w = 2.
  [
    [64, 32, 128, 64],
    [
      [0.9, 0.1, 0.3, 0.5],
      [0.2, 0.8, 0.6, 0.5],
      [0.4, 0.3, 1, 0.5],
      [0.7, 0.6, 0, 0.5],
    ],
    [2, 2, 2, 2],
  ],
];

/**
 * Rows the verified inputs decline, with the rows beside them that they take, blended over a gradient: a
 * quad whose colours and alpha run from −0.5 to 1.5 (rows leaving [0, 1]; the exact store clamps), a
 * steep one (about 60 steps a pixel down the columns), perspective-correct quads (1/w changes along their
 * rows) leaving [0, 1] or changing 1/w steeply, and an affine one at w = 2.
 */
const RANGES = filled('verified-input-ranges', (env) => {
  gradientQuad(env, 0);
  env.blend({}, ALPHA_BLEND);
  for (const [rect, colors, w] of RANGE_QUADS) quad(env, rect, colors, w);
});

const TIES = ties('verified-input-ties', [1, 1, 1, 1]);
const PERSPECTIVE_TIES = ties('verified-input-perspective-ties', [1, 1.25, 1.5, 1.2]);

describe('codegen wasm: verified interpolated colours', () => {
  it.each([TIES, PERSPECTIVE_TIES, ALPHA_TIES, RANGES])('$name: the same bytes three ways', (drawn) => {
    const ways = threeWays((screen) => renderSceneOn(screen, drawn, { color: PipeFormat.R8G8B8A8_UNORM }));
    writePng(`${OUTPUT}/${drawn.name}.png`, ways.wasm.result.color);
    expectSameBytes(ways, (r) => [r.color.data]);
    expect(ranWasm(ways)).toBe(true);
  });
});
