// The verified texels' exact rows (FragmentPixels.exactTexelRow): rows of whole blocks whose texture
// coordinates the lanes step as fixed-point texel coordinates in i32, filtered by the exact integer
// filter, instead of interpolating them in f64. Full-target textured quads — magnified, one texel a
// pixel, minified, shifted, past the texture's edges under each wrap, through TEX and TXP, unblended,
// GL_MODULATE and alpha-blended — drawn three ways (the IR kernels as WebAssembly and as JavaScript, the
// templates, batched shading): the same bytes. A texture whose sizes are not powers of two (the modulo
// wrap) passes the test too; rows it must turn away (a q other than 1, 1/w other than 1, coordinates off
// the grid) are drawn as well. Removing any of those tests, or moving the coordinates by a 256th of a
// texel, makes cases fail.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PipePrim, PipeTexWrap } from '@gallium-ts/gallium-api';
import { writePng } from '@gallium-ts/gallium-api/png';
import { describe, expect, it } from 'vitest';
import { QUAD_CORNERS } from '../../../../scripts/mesa-bench/workloads.mjs';
import { ALPHA_BLEND } from '../scenes/gl-state.js';
import type { PipeScene } from '../scenes/index.js';
import { renderSceneOn } from '../scenes/render.js';
import type { TextureEnv } from '../scenes/scene-env.js';
import { bilinear, gradientQuad } from '../scenes/texel-per-pixel.js';
import { expectSameBytes, ranWasm, threeWays } from './three-ways.js';

const OUTPUT = fileURLToPath(new URL('../output/exact-texel-rows', import.meta.url));

interface RowsCase {
  readonly name: string;
  readonly env: TextureEnv;
  /** The texture's size and both wraps. */
  readonly size: readonly [number, number];
  readonly wrap: PipeTexWrap;
  /** Texture coordinates at the quad's left and right edges, and at its bottom and top. */
  readonly s: readonly [number, number];
  readonly t: readonly [number, number];
  /** The coordinates' q and the vertices' w (1 when absent). */
  readonly q?: number;
  readonly w?: number;
  /** Alpha-blended over a gradient, with the colour's alpha ½. */
  readonly blended?: boolean;
}

/**
 * A 128 × 64 target: a gradient, then one quad over it all textured as `c` says, from a texture whose
 * neighbouring bytes differ by odd amounts (so magnified lookups land on rounding ties).
 */
function rowsScene(c: RowsCase): PipeScene {
  return {
    name: c.name,
    kind: 'filled',
    width: 128,
    height: 64,
    draw: (env) => {
      if (c.blended) gradientQuad(env, 0.5);
      const [width, height] = c.size;
      env.texture(width, height, 1, (_l, x, y) => [
        (x * 37 + y * 3) & 255,
        (y * 53 + x) & 255,
        (x * y * 7) & 255,
        (x * 16 + 15) & 255,
      ]);
      env.texEnv(c.env);
      env.sampler(bilinear(c.wrap, c.wrap));
      if (c.blended) env.blend({}, ALPHA_BLEND);
      env.color(1, 1, 1, c.blended ? 0.5 : 1);
      const q = c.q ?? 1;
      const w = c.w ?? 1;
      env.begin(PipePrim.QUADS);
      for (const [x, y] of QUAD_CORNERS) {
        const s = c.s[x! < 0 ? 0 : 1]!;
        const t = c.t[y! < 0 ? 0 : 1]!;
        env.texCoord4(s * q, t * q, 0, q);
        env.vertex(x! * w, y! * w, 0, w);
      }
      env.end();
    },
  };
}

const REPEAT = PipeTexWrap.REPEAT;
/** 128 pixels across, 64 down: a span of 32 texels across is 4× magnification on a 16² texture. */
const CASES: RowsCase[] = [
  {
    name: 'magnified-4x-shifted',
    env: 'replace',
    size: [16, 16],
    wrap: REPEAT,
    s: [3 / 64, 3 / 64 + 2],
    t: [-1 / 8, 7 / 8],
  },
  {
    name: 'magnified-4x-projective',
    env: 'replace-projective',
    size: [16, 16],
    wrap: REPEAT,
    s: [1 / 32, 2 + 1 / 32],
    t: [0, 1],
  },
  {
    name: 'texel-a-pixel-mirrored',
    env: 'replace',
    size: [16, 16],
    wrap: PipeTexWrap.MIRROR_REPEAT,
    s: [-3, 5],
    t: [-1.5, 2.5],
  },
  {
    name: 'minified-2x-clamped',
    env: 'replace',
    size: [64, 32],
    wrap: PipeTexWrap.CLAMP_TO_EDGE,
    s: [-0.25, 3.75],
    t: [-0.5, 1.5],
  },
  {
    name: 'magnified-2x-modulate-blended',
    env: 'modulate',
    size: [32, 16],
    wrap: REPEAT,
    s: [0, 2],
    t: [0.25, 2.25],
    blended: true,
  },
  {
    name: 'magnified-8x-blended',
    env: 'replace',
    size: [16, 16],
    wrap: REPEAT,
    s: [0.5, 1.5],
    t: [0, 0.5],
    blended: true,
  },
  // Rows the test turns away: the lanes interpolate in f64.
  {
    name: 'projective-q-2',
    env: 'replace-projective',
    size: [16, 16],
    wrap: REPEAT,
    s: [1 / 32, 2 + 1 / 32],
    t: [0, 1],
    q: 2,
  },
  {
    name: 'w-2',
    env: 'replace',
    size: [16, 16],
    wrap: REPEAT,
    s: [3 / 64, 3 / 64 + 2],
    t: [-1 / 8, 7 / 8],
    w: 2,
  },
  { name: 'off-the-grid', env: 'replace', size: [16, 16], wrap: REPEAT, s: [0, 2.1], t: [0.01, 1] },
  { name: 'not-a-power-of-two', env: 'replace', size: [12, 10], wrap: REPEAT, s: [0, 2], t: [0, 1] },
];

describe('codegen: exact texel rows (fixed-point coordinates, the exact integer filter)', () => {
  mkdirSync(OUTPUT, { recursive: true });
  it.each(CASES)('$name: the same bytes three ways', (c) => {
    const scene = rowsScene(c);
    const ways = threeWays((screen) => renderSceneOn(screen, scene, {}));
    writePng(`${OUTPUT}/${c.name}.png`, ways.wasm.result.color);
    expectSameBytes(ways, (r) => [r.color.data]);
    expect(ranWasm(ways)).toBe(true);
  });
});
